"""Checks the ml_dtypes stand-in's bfloat16 against the format's definition
(ml-dtypes-stand-in.test): every one of the 65536 codes converts to the
binary32 whose upper half it is; binary32 values with every upper half and
lower halves below, at and above the rounding midpoint round to nearest,
ties to even (computed here with integer arithmetic), NaN staying NaN;
doubles, as arrays and as Python floats, round to binary32 first and then
to bfloat16, as ml_dtypes' casts and Eigen's bfloat16(double) do (checked
with exact fractions); products are the binary32 products rounded once;
comparisons are those of the values; elements are 2 bytes on file."""

import sys
from fractions import Fraction

import numpy as np
from ml_dtypes import bfloat16

codes = np.arange(65536, dtype=np.uint32)
widened = codes.astype(np.uint16).view(bfloat16).astype(np.float32)
assert (widened.view(np.uint32) == codes << 16).all(), "bfloat16 -> float32"
print("bfloat16 -> float32: 65536 codes exact")

lows = np.array([0, 1, 0x7FFF, 0x8000, 0x8001, 0xFFFF], dtype=np.uint32)
bits = ((codes[:, None] << 16) | lows[None, :]).ravel()
rounded = bits.view(np.float32).astype(bfloat16).view(np.uint16).astype(
    np.uint32)
upper, lower = bits >> 16, bits & 0xFFFF
up = (lower > 0x8000) | ((lower == 0x8000) & ((upper & 1) == 1))
want = (upper + up) & 0xFFFF
nan = ((bits & 0x7F800000) == 0x7F800000) & ((bits & 0x7FFFFF) != 0)
got_nan = ((rounded & 0x7F80) == 0x7F80) & ((rounded & 0x7F) != 0)
assert (got_nan == nan).all(), "NaN stays NaN, nothing else becomes NaN"
assert (rounded[~nan] == want[~nan]).all(), "float32 -> bfloat16"
print("float32 -> bfloat16: %d values rounded to nearest even" % bits.size)


def value(code):
    return Fraction(float(np.array([code], dtype=np.uint16).view(bfloat16)
                          .astype(np.float32)[0]))


rng = np.random.default_rng(1)
# Ties 1 + 2^-8 and -(3 + 2^-7) just off by 2^-30: binary32 makes them
# ties again (rounded once, the first and the last would go up).
doubles = np.concatenate([rng.uniform(-10, 10, 1500),
                          rng.standard_normal(1500) * 1e-30,
                          rng.standard_normal(500) * 1e30,
                          [1 + 2.0**-8 + 2.0**-30, 1 + 2.0**-8 - 2.0**-30,
                           -(3 + 2.0**-7 + 2.0**-29)]])
got = doubles.astype(bfloat16).view(np.uint16)
scalars = np.array([bfloat16(float(d)) for d in doubles]).view(np.uint16)
assert (got == scalars).all(), "Python floats as arrays"
assert list(got[-3:]) == [0x3F80, 0x3F80, 0xC040], "via binary32"
for d, code in zip(doubles, got):
    exact = Fraction(float(np.float32(d)))
    here = abs(exact - value(code))
    for neighbour in (int(code) - 1, int(code) + 1):
        if neighbour & 0x7F80 == 0x7F80 or neighbour < 0 or neighbour > 0xFFFF:
            continue
        there = abs(exact - value(neighbour))
        assert here < there or (here == there and code % 2 == 0), (d, code)
print("float64 -> bfloat16: %d values via float32" % doubles.size)

x = rng.uniform(-4, 4, 4096).astype(bfloat16)
y = rng.uniform(-4, 4, 4096).astype(bfloat16)
fx, fy = x.astype(np.float32), y.astype(np.float32)
product = (fx * fy).view(np.uint32)  # exact: 8-bit significands
want = (product + 0x7FFF + ((product >> 16) & 1)) >> 16
assert (x * y).dtype == bfloat16 and \
    ((x * y).view(np.uint16) == want).all(), "products"
assert (np.abs(x).astype(np.float32) == np.abs(fx)).all(), "abs"
assert (np.max(x.reshape(-1, 32), axis=1).astype(np.float32) ==
        np.max(fx.reshape(-1, 32), axis=1)).all(), "max"
print("arithmetic: products rounded once, abs, max")

for name in ("less", "less_equal", "greater", "greater_equal", "equal",
             "not_equal"):
    op = getattr(np, name)
    assert (op(x, y) == op(fx, fy)).all(), name
print("comparisons: as the values")

ints = np.arange(-300, 300).astype(bfloat16).astype(np.float64)
assert (ints[ints.size // 2 - 256: ints.size // 2 + 257] ==
        np.arange(-256, 257)).all(), "small integers are exact"
path = sys.argv[1]
x.tofile(path)
expected = (fx.view(np.uint32) >> 16).astype(np.uint16).tobytes()
with open(path, "rb") as f:
    assert f.read() == expected, "2-byte elements on file"
print("integers and files: ok")
