"""ptoemu's threads= (multi-core-threads.test): a launch on one thread and
on three gives the same arrays, cycles and statistics, the values numpy
computes, and the same race; bad thread counts are errors."""

import sys

import numpy as np
import ptoemu

blocks_obj, sums_obj = sys.argv[1], sys.argv[2]
n = 50000
x = np.random.default_rng(2).standard_normal(n).astype(np.float32)
y = np.random.default_rng(3).standard_normal(n).astype(np.float32)
results = []
for threads in (1, 3):
    k = ptoemu.load(blocks_obj, threads=threads)
    out = np.zeros_like(x)
    r = k.launch("add_blocks", x, y, out, n, blocks=3)
    results.append((out, r))
(out1, r1), (out3, r3) = results
print("add_blocks:", np.array_equal(out1, x + y), np.array_equal(out1, out3),
      r1["cycles"] == r3["cycles"] and r1["stats"] == r3["stats"]
      and r1["instructions"] == r3["instructions"],
      r1["threads"], r3["threads"])

# rotate_add (multi-core-kernels.cpp): 3 rounds with the cores meeting at
# a barrier after each; b = after rounds 1 and 3 (a after round 2).
n, blocks = 1536, 3
results = []
for threads in (1, 3):
    k = ptoemu.load(sums_obj, threads=threads)
    a = np.arange(n, dtype=np.float32) * np.float32(0.5) - np.float32(3)
    b = np.zeros_like(a)
    r = k.launch("rotate_add", a, b, n, 3, blocks=blocks)
    results.append((a, b, r))
want = np.arange(n, dtype=np.float32) * np.float32(0.5) - np.float32(3)
for _ in range(3):
    want = want + np.roll(want, -(n // blocks))
(a1, b1, r1), (a3, b3, r3) = results
print("rotate_add:", np.array_equal(b1, want),
      np.array_equal(a1, a3) and np.array_equal(b1, b3),
      r1["cycles"] == r3["cycles"] and r1["stats"] == r3["stats"]
      and r1["instructions"] == r3["instructions"],
      r1["threads"], r3["threads"])

races = []
for threads in (1, 3):
    k = ptoemu.load(sums_obj, threads=threads)
    try:
        k.launch("block_sums_racy", np.zeros(4, np.int64),
                 np.zeros(1, np.int64), 100, blocks=4)
        races.append(("no race", ""))
    except ptoemu.RaceError as e:
        races.append(("RaceError", str(e)))
print("racy:", races[0][0], races[1][0], races[0][1] == races[1][1])

for bad in (0, 1025, "2"):
    try:
        ptoemu.load(blocks_obj, threads=bad)
        print("threads=%r accepted" % bad)
    except (ValueError, TypeError) as e:
        print("threads=%r %s: %s" % (bad, type(e).__name__, e))
