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


def warp_reference(values):
    """The 13 results of each thread of warp_ops_kernel, from the
    operations' definitions (docs/simt.md): lanes of a warp are consecutive
    threads; a shuffle whose source is outside the group gives the thread's
    own value."""
    n = len(values)
    out = []
    for t, v in enumerate(values):
        base = t - t % 32
        warp = values[base:base + 32]
        lane = t % 32

        def lane_value(src):
            return warp[src]

        group16 = lane - lane % 16
        up = lane - 3
        down = lane + 4
        xor = lane ^ 6
        first20 = warp[:20]
        out += [
            int(all(x > 0 for x in warp)),
            int(any(x > 100 for x in warp)),
            int(len({x & 1 for x in warp}) == 1),
            wrap32(sum(1 << i for i, x in enumerate(warp) if x & 1)),
            lane_value(5),
            lane_value(up) if up >= 0 else v,
            lane_value(down) if down < group16 + 16 else v,
            lane_value(xor),
            wrap32(sum(warp)),
            max(warp),
            wrap32(min(x & 0xFFFFFFFF for x in warp)),
            wrap32(sum(first20)) if lane < 20 else -1,
            values[(t + 37) % n],
        ]
    return out


def wrap32(x):
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >> 31 else x


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


def warp_kernels():
    rng = random.Random(32)
    for warps, values in (
            (3, [rng.randrange(-50, 200) for _ in range(96)]),
            (1, [rng.randrange(1, 100) * 2 + 1 for _ in range(32)])):
        sums = []
        for t in range(len(values)):
            base = t - t % 32
            sums.append(float(sum(values[base:base + 32])))
        yield Kernel("warp_ops_%d" % warps,
                     {"out": ("i32", [0] * (13 * len(values))),
                      "sums": ("f32", [0.0] * len(values)),
                      "values": ("i32", values)},
                     ["out", "sums", "values", warps],
                     {"out": ("i32", warp_reference(values)),
                      "sums": ("f32", sums)},
                     entry="warp_ops")


def all_kernels():
    yield from kernels()
    yield from warp_kernels()


if __name__ == "__main__":
    main(all_kernels)
