"""Checks the ml_dtypes stand-in's bfloat16 against the format's definition
(ml-dtypes-stand-in.test): every one of the 65536 codes converts to the
binary32 whose upper half it is; binary32 values with every upper half and
lower halves below, at and above the rounding midpoint round to nearest,
ties to even (computed here with integer arithmetic), NaN staying NaN;
doubles round once to the nearest bfloat16 (checked with exact fractions);
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
doubles = np.concatenate([rng.uniform(-10, 10, 1500),
                          rng.standard_normal(1500) * 1e-30,
                          rng.standard_normal(500) * 1e30])
got = doubles.astype(bfloat16).view(np.uint16)
for d, code in zip(doubles, got):
    exact = Fraction(float(d))
    here = abs(exact - value(code))
    for neighbour in (int(code) - 1, int(code) + 1):
        if neighbour & 0x7F80 == 0x7F80 or neighbour < 0 or neighbour > 0xFFFF:
            continue
        there = abs(exact - value(neighbour))
        assert here < there or (here == there and code % 2 == 0), (d, code)
print("float64 -> bfloat16: %d values rounded once" % doubles.size)

x = rng.uniform(-4, 4, 4096).astype(bfloat16)
y = rng.uniform(-4, 4, 4096).astype(bfloat16)
fx, fy = x.astype(np.float32), y.astype(np.float32)
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
