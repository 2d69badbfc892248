"""Runs Inputs/vector-lanes.c (vector-lanes.test) on numpy data and prints,
per kernel, whether its results are numpy's (C semantics: wrapping integer
arithmetic, unsigned comparison where the C type is unsigned)."""

import sys

import numpy as np
import ptoemu

k = ptoemu.load(sys.argv[1])
rng = np.random.default_rng(7)

# Integers with both signs, a few large.
x = rng.integers(-1000, 1000, 64).astype(np.int32)
x[10] = 0x7FFF0000
x[20] = -0x7FFF0000
lane = 37
out = np.zeros(16, np.int32)
k.launch("int_lanes", x, out, lane)
w = x.astype(np.int64)
s = x.view(np.int16).astype(np.int64)
b = x.view(np.uint8).astype(np.int64)
total = int(x.view(np.int64).astype(np.int64).sum()) & (2**64 - 1)
prod = 1
for value in (x & 6) | 1:
    prod = prod * int(value) & 0xFFFFFFFF
# A reduction has the element type: 8- and 16-bit sums wrap.
expected = [
    x[3], x[lane], w.sum(), np.bitwise_xor.reduce(x), x.max(),
    x.view(np.uint32).min(), prod, np.bitwise_and.reduce(x | 0x10),
    np.bitwise_or.reduce(x & 0x70), ((s.sum() + 0x8000) & 0xFFFF) - 0x8000,
    x.view(np.int16).max(), b.sum() & 0xFF, b.max(), total & 0xFFFFFFFF,
    total >> 32, b[lane + 100]]
expected = np.array([int(v) & 0xFFFFFFFF for v in expected],
                    np.uint64).astype(np.uint32).view(np.int32)
print("int_lanes:", np.array_equal(out, expected) or list(zip(out, expected)))

out = np.zeros(128, np.int32)
value = 1234
k.launch("int_inserts", x, out, lane, value)
v = x.copy()
v[lane] = -7
v[9] = value
l = x.copy().view(np.int64)
l[lane // 2] = -(value << 20)
print("int_inserts:", np.array_equal(out[:64], v),
      np.array_equal(out[64:].view(np.int64), l))

f = rng.standard_normal(64).astype(np.float32)
f[11] = -0.0
out = np.zeros(8 + 64, np.float32)
k.launch("float_lanes", f, out, lane, np.float32(2.5))
g = f.copy()
g[lane] = 2.5
print("float_lanes:", np.array_equal(out[:4], [f[5], f[lane], f.max(),
                                               f.min()]),
      np.array_equal(out[8:], g))

# Pairs covering less, equal, greater and NaN on either side.
a = np.array([1, 2, 3, np.nan, 1, np.nan, -0.0, np.inf] * 8, np.float32)
c = np.array([2, 2, 1, 1, np.nan, np.nan, 0.0, np.inf] * 8, np.float32)
out = np.zeros(8 * 64, np.float32)
k.launch("unordered", a, c, out)
with np.errstate(invalid="ignore"):
    uno = np.isnan(a) | np.isnan(c)
    preds = [(a < c) | (a > c), ~((a < c) | (a > c)), ~uno, uno, ~(a >= c),
             ~(a > c), ~(a <= c), ~(a < c)]
expected = np.concatenate([p.astype(np.float32) for p in preds])
print("unordered:", np.array_equal(out, expected))
