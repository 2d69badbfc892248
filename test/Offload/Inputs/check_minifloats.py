"""Checks the 8- and 4-bit types of the ml_dtypes and en_dtypes stand-ins
(float8_e4m3fn, float8_e5m2, float4_e2m1fn, hifloat8; minifloat-stand-
ins.test) against the independent reference test/Emulator/Inputs/
minifloat_reference.py (its directory is argv[1]; argv[2] a scratch file).

Every expected code and value comes from the reference (decode, and encode
with the real packages' rounding: nearest even, hifloat8 nearest away, not
saturating) or from numpy's own float32 arithmetic, never from the
stand-ins. Where the real packages are not what the reference chose, the
expected value is written here with the reason (NaN handling, see
tools/py-stand-ins/minifloats.c)."""

import math
import sys

import numpy as np

sys.path.insert(0, sys.argv[1])
import minifloat_reference as ref  # noqa: E402
from en_dtypes import hifloat8  # noqa: E402
from ml_dtypes import (  # noqa: E402
    bfloat16, float4_e2m1fn, float8_e4m3fn, float8_e5m2)

# dtype, reference format, the real package's rounding
TYPES = [(float8_e4m3fn, "e4m3", "R"), (float8_e5m2, "e5m2", "R"),
         (float4_e2m1fn, "e2m1", "R"), (hifloat8, "hif8", "A")]


def want(fmt, rnd, x):
    """The real package's code for the float x: the reference's, not
    saturating."""
    return ref.encode(fmt, x, rnd, sat=False)


def codes(array):
    return [int(c) for c in np.asarray(array).view(np.uint8).ravel()]


def same(got, expected):
    if math.isnan(expected):
        return math.isnan(got)
    return got == expected and \
        math.copysign(1, got) == math.copysign(1, expected)


def check_encoding(t, fmt, rnd, xs, what, source=np.float32):
    xs = np.asarray(xs, dtype=source)
    got = codes(xs.astype(t))
    for x, code in zip(xs, got):
        expected = want(fmt, rnd, float(np.float32(x)))
        assert code == expected, (what, fmt, float(x), hex(code),
                                  hex(expected))
    return len(got)


# Every code widens to the reference value, in float32 and float64.
for t, fmt, rnd in TYPES:
    all_codes = np.arange(ref.code_count(fmt), dtype=np.uint8).view(t)
    for wide in (np.float32, np.float64):
        for code, value in enumerate(all_codes.astype(wide)):
            assert same(float(value), ref.decode(fmt, code)), (fmt, code)
print("decode: every code of e4m3fn, e5m2, hifloat8 (256) and e2m1fn (16)")

# float32 -> format: every value, every midpoint between neighbours and
# the floats just off it, steps of a quarter of the top spacing past the
# largest value (its midpoint with the value beyond, the value beyond,
# twice that), tiny and huge values, both signs.
count = 0
for t, fmt, rnd in TYPES:
    values = sorted({abs(ref.decode(fmt, c))
                     for c in range(ref.code_count(fmt))
                     if math.isfinite(ref.decode(fmt, c))})
    points = set(values)
    for a, b in zip(values, values[1:]):
        middle = np.float32((a + b) / 2)
        points.update((middle, np.nextafter(middle, np.float32(0)),
                       np.nextafter(middle, np.float32(np.inf))))
    top, spacing = values[-1], values[-1] - values[-2]
    points.update(top + k * spacing / 4 for k in range(1, 9))
    points.update((1e-30, values[1] / 2, values[1] / 4, 1e30, math.inf))
    points = sorted(float(p) for p in points)
    count += check_encoding(t, fmt, rnd, points + [-p for p in points],
                            "float32")
print("float32 -> format: %d values, nearest even (hifloat8: away), "
      "not saturating" % count)

# The ties and overflows the reference documents (its self-test lists).
ties = [
    ("e4m3", [1.0625, 1.1875, -1.0625, 2.0**-10, -2.0**-11, 3 * 2.0**-10]),
    ("e5m2", [1.125, 1.375, 2.0**-17]),
    ("hif8", [1.0625, 1.1875, -1.0625, 3.875, 0.96875, 1.5 * 2.0**-17,
              1.5 * 2.0**-16, 2.0**-23, -2.0**-24, 1.25 * 2.0**-15,
              1.75 * 2.0**-15]),
    ("e2m1", [2.5, 5.0, 3.5, 0.25, -0.25, 1.25]),
]
overflows = [
    ("e4m3", [464.0, 465.0, -465.0, 1e6, -1e6, math.inf, -math.inf,
              448.0, -0.0]),  # 464 ties down to 448; beyond it: NaN
    ("e5m2", [61440.0, float(np.nextafter(np.float32(61440), 0)), 57345.0,
              -1e9, math.inf, -math.inf, -0.0]),  # 61440 ties up: inf
    ("hif8", [40960.0, -40960.0, 49152.0, 1e9, math.inf, -math.inf, -0.0,
              2.0**-30, 32768.0]),  # 40960 ties away: inf; no -0
    ("e2m1", [7.0, 100.0, -100.0, math.inf, -math.inf, -0.0]),  # +-6
]
by_fmt = {fmt: (t, rnd) for t, fmt, rnd in TYPES}
for name, cases in (("ties", ties), ("overflows", overflows)):
    count = 0
    for fmt, xs in cases:
        t, rnd = by_fmt[fmt]
        count += check_encoding(t, fmt, rnd, xs, name)
    print("%s: %d values as the reference" % (name, count))

# NaN: the reference gives the positive canonical NaN (e2m1: 0). ml_dtypes
# negates its quiet_NaN() for a negative NaN, and float4_e2m1fn's
# quiet_NaN() is 0b1000 (-0.0); en_dtypes gives 0x80 whatever the sign.
nan = np.float32(np.nan)
expected_nan = {"e4m3": (0x7F, 0xFF), "e5m2": (0x7E, 0xFE),
                "e2m1": (0x8, 0x0), "hif8": (0x80, 0x80)}
for t, fmt, rnd in TYPES:
    got = codes(np.array([nan, -nan], dtype=np.float32).astype(t))
    assert tuple(got) == expected_nan[fmt], (fmt, got)
    if fmt != "e2m1":
        assert want(fmt, rnd, math.nan) == expected_nan[fmt][0]
print("NaN: e4m3fn 0x7F/0xFF, e5m2 0x7E/0xFE, e2m1fn 0x8/0x0, "
      "hifloat8 0x80")

# float64 arrays go through float32 (ml_dtypes' and en_dtypes' casts);
# a Python float given to the scalar type or stored into an array is
# rounded once from double for the float8/float4 types, through float32
# for hifloat8. Each tie t gets t +- 2^-30 * t, where the two differ.
rng = np.random.default_rng(7)
count = 0
for t, fmt, rnd in TYPES:
    doubles = [d * s for d in rng.uniform(0, 8, 300)
               for s in (1, -1)]
    for x in ties[[f for f, _ in ties].index(fmt)][1]:
        doubles += [x * (1 + 2.0**-30), x * (1 - 2.0**-30)]
    doubles = np.array(doubles, dtype=np.float64)
    count += check_encoding(t, fmt, rnd, doubles, "float64", np.float64)
    for d in doubles:
        once = want(fmt, rnd, float(d) if fmt != "hif8"
                    else float(np.float32(d)))
        assert codes(np.array([t(float(d))]))[0] == once, (fmt, d)
        assert codes(np.array([float(d)], dtype=t))[0] == once, (fmt, d)
print("float64 -> format: %d values via float32; Python floats rounded "
      "once (hifloat8: via float32)" % count)

# Integers, float16 -> hifloat8 (every finite float16), hifloat8 ->
# float16, bfloat16 -> float4_e2m1fn (bfloat16 rounded here with integer
# arithmetic).
for t, fmt, rnd in TYPES:
    ints = np.arange(-600, 600)
    assert codes(ints.astype(t)) == [want(fmt, rnd, float(i)) for i in ints]
halves = np.arange(65536, dtype=np.uint32).astype(np.uint16).view(np.float16)
halves = halves[np.isfinite(halves)]
assert codes(halves.astype(hifloat8)) == [
    want("hif8", "A", float(h)) for h in halves]
widened = np.arange(256, dtype=np.uint8).view(hifloat8).astype(np.float16)
for code, h in enumerate(widened):
    assert same(float(h), ref.decode("hif8", code)), code
floats = np.concatenate([rng.uniform(-8, 8, 3000),
                         rng.standard_normal(1000)]).astype(np.float32)
bits = floats.view(np.uint32)
bf16 = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16 << 16).astype(np.uint32)
got = codes(floats.astype(bfloat16).astype(float4_e2m1fn))
assert got == [want("e2m1", "R", float(v)) for v in bf16.view(np.float32)]
print("casts: integers, %d float16 -> hifloat8, hifloat8 -> float16, "
      "bfloat16 -> float4_e2m1fn" % halves.size)

# Arithmetic in float32, rounded once (float32 results computed here by
# numpy); negative and absolute on the sign bit; maximum propagating NaN;
# comparisons and isnan as the values.
count = 0
for t, fmt, rnd in TYPES:
    n = ref.code_count(fmt)
    a = rng.integers(0, n, 4000).astype(np.uint8)
    b = rng.integers(0, n, 4000).astype(np.uint8)
    fa, fb = (np.array([ref.decode(fmt, int(c)) for c in x],
                       dtype=np.float32) for x in (a, b))
    x, y = a.view(t), b.view(t)
    with np.errstate(all="ignore"):
        for op in (np.add, np.subtract, np.multiply, np.divide):
            exact = op(fa, fb)
            result = op(x, y)
            assert result.dtype == np.dtype(t), (fmt, op)
            for code, v in zip(codes(result), exact):
                if math.isnan(v):  # its sign is the inputs' business
                    assert code in expected_nan[fmt] if fmt == "e2m1" \
                        else math.isnan(ref.decode(fmt, code)), (fmt, op)
                else:
                    assert code == want(fmt, rnd, float(v)), (fmt, op, v)
            count += a.size
        for op in (np.less, np.less_equal, np.greater, np.greater_equal,
                   np.equal, np.not_equal):
            assert (op(x, y) == op(fa, fb)).all(), (fmt, op)
        assert (np.isnan(x) == np.isnan(fa)).all()
        assert (np.isinf(x) == np.isinf(fa)).all()
        for got, value in zip(np.abs(x).astype(np.float32), fa):
            assert same(float(got), abs(float(value))), fmt
        for got, value in zip((-x).astype(np.float32), fa):
            assert same(float(got), -float(value)) or (
                fmt == "hif8" and float(value) == 0), fmt
        maxima = np.max(x.reshape(-1, 8), axis=1)
        assert maxima.dtype == np.dtype(t)
        for got, row in zip(maxima.astype(np.float32), fa.reshape(-1, 8)):
            assert same(float(got), float(np.max(row))), fmt
print("arithmetic: %d results rounded once from float32; comparisons, "
      "abs, negative, max" % count)

# As the generators use them: 1-byte elements, views, files, np.clip in
# float32, not np.floating.
path = sys.argv[2]
for t, fmt, rnd in TYPES:
    assert np.dtype(t).itemsize == 1
    assert not np.issubdtype(t, np.floating)
    x = np.array([1.0, -2.0, 0.5, 3.0], dtype=np.float32)
    y = np.clip(x.astype(t), x.astype(t)[2], x.astype(t)[0])
    assert y.dtype == np.float32 and list(y) == [1.0, 0.5, 0.5, 1.0], fmt
    z = np.zeros((4, 4), dtype=t)
    z[1:3, 1:3] = x.reshape(2, 2).astype(t)
    z.T.tofile(path)
    with open(path, "rb") as f:
        assert list(f.read()) == codes(z.T.copy()) == [
            want(fmt, rnd, float(v)) for v in
            np.ascontiguousarray(z.astype(np.float32).T).ravel()], fmt
print("generators' uses: ok")
