#!/usr/bin/env python3
"""Run the SIMT kernels of Inputs/simt-kernels.cpp in pto-emu.

  simt_kernels.py OBJECT WORKDIR

Expected values come from the operations' definitions, computed here:
thread (x, y) of an X x Y launch records x, y, X, Y; the gather reads
table[min(index, size - 1)]; the scatters add (or take the maximum of) each
value into table[index], indices repeating. The float values are small
integers, so the sums are exact in any order of the atomic additions.
"""

import random

from cce_api_kernels import Kernel, main


def kernels():
    rng = random.Random(46)
    for warps in (1, 3):
        ids = []
        for t in range(32 * warps):
            ids += [t % 32, t // 32, 32, warps]
        yield Kernel("thread_ids_%d" % warps,
                     {"out": ("u32", [0xEEEEEEEE] * (4 * 32 * warps))},
                     ["out", warps], {"out": ("u32", ids)},
                     entry="thread_ids")

    size, n = 300, 1000
    table = [rng.uniform(-100, 100) for _ in range(size)]
    table = [float(int(v * 64)) / 64 for v in table]  # exact in f32
    index = [rng.randrange(size + 50) for _ in range(n)]  # some past the end
    gathered = [table[min(i, size - 1)] for i in index]
    for warps in (1, 7, 32):
        yield Kernel("gather_f32_%d" % warps,
                     {"table": ("f32", table), "index": ("u32", index),
                      "out": ("f32", [0.0] * n)},
                     ["table", "index", "out", n, size, warps],
                     {"out": ("f32", gathered)}, entry="gather_f32")

    buckets, n = 40, 600
    index = [rng.randrange(buckets) for _ in range(n)]
    values = [rng.randrange(-1000, 1000) for _ in range(n)]
    base = [rng.randrange(-50, 50) for _ in range(buckets)]
    sums = list(base)
    maxima = list(base)
    for i, v in zip(index, values):
        sums[i] += v
        maxima[i] = max(maxima[i], v)
    yield Kernel("scatter_add_s32",
                 {"table": ("i32", base), "values": ("i32", values),
                  "index": ("u32", index)},
                 ["table", "values", "index", n, 4],
                 {"table": ("i32", sums)})
    yield Kernel("scatter_max_s32",
                 {"table": ("i32", base), "values": ("i32", values),
                  "index": ("u32", index)},
                 ["table", "values", "index", n, 2],
                 {"table": ("i32", maxima)})
    yield Kernel("scatter_add_f32",
                 {"table": ("f32", [float(b) for b in base]),
                  "values": ("f32", [float(v) for v in values]),
                  "index": ("u32", index)},
                 ["table", "values", "index", n, 4],
                 {"table": ("f32", [float(s) for s in sums])})
    # Half: values small enough that every partial sum is exact (|s| < 2048).
    small = [v % 16 - 8 for v in values]
    half_sums = [0] * buckets
    for i, v in zip(index, small):
        half_sums[i] += v
    yield Kernel("scatter_add_f16",
                 {"table": ("f16", [0.0] * buckets),
                  "values": ("f16", [float(v) for v in small]),
                  "index": ("u32", index)},
                 ["table", "values", "index", n, 4],
                 {"table": ("f16", [float(s) for s in half_sums])})


if __name__ == "__main__":
    main(kernels)
