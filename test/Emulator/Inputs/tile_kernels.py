#!/usr/bin/env python3
"""Run the tile-layer kernels of Inputs/tile-kernels.cpp in pto-emu.

  tile_kernels.py OBJECT WORKDIR [KERNEL...]

For every kernel: writes its inputs, runs it with pto-emu (from PATH; a data
race or any error fails), reads back the GM buffers it writes and compares
them with the results computed here from the operations' definitions:
integer arithmetic wraps, float results are the exact result rounded to
nearest even in the element type (exp and log: within one unit in the last
place of that), conversions as conversion-ops.md says. Never from the
emulator. Prints one line per kernel; exits 1 at the first difference.
"""

import math
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cce_api_kernels as base  # noqa: E402  (encode, decode, Kernel, run)

f32, f16, bf16 = base.f32, base.f16, base.bf16_round


def ulps(kind, got, want):
    """Distance in units in the last place of kind between two floats."""
    fmt = {"f32": ("<f", "<i"), "f16": ("<e", "<h")}[kind]
    a = struct.unpack(fmt[1], struct.pack(fmt[0], got))[0]
    b = struct.unpack(fmt[1], struct.pack(fmt[0], want))[0]
    return abs(a - b)


def rand_values(rng, kind, n, lo=-100, hi=100):
    if kind in ("f32", "f16", "bf16"):
        # Quarters (bf16: rounded to its 8 bits): exact in the type, and so
        # are their sums in f32.
        values = [rng.randint(lo * 4, hi * 4) / 4.0 for _ in range(n)]
        return [bf16(v) for v in values] if kind == "bf16" else values
    bits = base.SIZES[kind] * 8
    if kind.startswith("u"):
        return [rng.randrange(0, 1 << bits) for _ in range(n)]
    return [rng.randrange(-(1 << (bits - 1)), 1 << (bits - 1))
            for _ in range(n)]


ROUND = {"f32": f32, "f16": f16, "bf16": bf16}


def elementwise(kind, fn, *columns):
    rnd = ROUND.get(kind)
    out = []
    for xs in zip(*columns):
        v = fn(*xs)
        out.append(rnd(v) if rnd else base.wrap(kind, v))
    return out


def trunc_div(x, y):
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


BINARY = {
    "tadd": lambda x, y: x + y, "tsub": lambda x, y: x - y,
    "tmul": lambda x, y: x * y, "tdiv": None,
    "tmax": max, "tmin": min,
}


def binary_kernel(rng, name, kind, rows, cols):
    op = name.split("_")[0]
    n = rows * cols
    a = rand_values(rng, kind, n)
    b = rand_values(rng, kind, n)
    if op == "tdiv":
        b = [v if v != 0 else 3 for v in b]
        if kind.startswith("f"):
            fn = lambda x, y: x / y  # noqa: E731
        else:
            fn = trunc_div
    else:
        fn = BINARY[op]
    return base.Kernel(name, {"a": (kind, a), "b": (kind, b),
                              "out": (kind, [0] * n)}, ["a", "b", "out"],
                       {"out": (kind, elementwise(kind, fn, a, b))})


def unary_kernel(rng, name, kind, out_kind, n, fn, inputs=None, tol=0):
    a = inputs or rand_values(rng, kind, n)
    k = base.Kernel(name, {"a": (kind, a), "out": (out_kind, [0] * n)},
                    ["a", "out"], {"out": (out_kind, [fn(x) for x in a])})
    k.tolerance = tol
    return k


def saturate(lo, hi):
    return lambda v: max(lo, min(hi, v))


def kernels():
    rng = random.Random(20261124)
    ks = []
    for name, kind, rows, cols in [
            ("tadd_f32", "f32", 16, 64), ("tsub_f32", "f32", 16, 64),
            ("tmul_f32", "f32", 16, 64), ("tdiv_f32", "f32", 16, 64),
            ("tmax_f32", "f32", 16, 64), ("tmin_f32", "f32", 16, 64),
            ("tadd_f32_partial", "f32", 5, 40),
            ("tadd_f32_tail", "f32", 3, 65),
            ("tmul_f16_row", "f16", 1, 200), ("tadd_f16", "f16", 16, 128),
            ("tadd_bf16", "bf16", 7, 120), ("tadd_i8", "i8", 4, 250),
            ("tsub_u8", "u8", 2, 33), ("tadd_i16", "i16", 3, 128),
            ("tmin_i16", "i16", 4, 100), ("tadd_i32", "i32", 8, 64),
            ("tmul_i32", "i32", 6, 50), ("tdiv_i32", "i32", 4, 64),
            ("tmax_u32", "u32", 4, 63), ("tadd_i64", "i64", 3, 33),
            ("tsub_u64", "u64", 2, 5), ("tmul_bf16", "bf16", 2, 128),
            ("tmax_f16", "f16", 3, 127), ("tdiv_f16", "f16", 2, 100),
            ("tmin_i8", "i8", 2, 255), ("tsub_i16", "i16", 1, 1)]:
        ks.append(binary_kernel(rng, name, kind, rows, cols))

    positive = [rng.randint(1, 4000) / 16.0 for _ in range(256)]
    small = [rng.randint(-320, 320) / 64.0 for _ in range(280)]
    def round_away(x):
        return int(math.copysign(math.floor(abs(x) + 0.5), x))

    ks += [
        unary_kernel(rng, "tabs_f32", "f32", "f32", 512, abs),
        unary_kernel(rng, "tabs_f16", "f16", "f16", 254, abs),
        unary_kernel(rng, "tabs_i16", "i16", "i16", 256,
                     lambda x: base.wrap("i16", abs(x))),
        unary_kernel(rng, "tsqrt_f16", "f16", "f16", 128,
                     lambda x: f16(math.sqrt(x)),
                     [f16(v) for v in positive[:128]]),
        unary_kernel(rng, "tlog_f16", "f16", "f16", 100,
                     lambda x: f16(math.log(x)),
                     [f16(v) for v in positive[:100]], tol=1),
        unary_kernel(rng, "trelu_f16", "f16", "f16", 128,
                     lambda x: max(x, 0.0),
                     [v if v != 0 else 2.0
                      for v in rand_values(rng, "f16", 128)]),
        unary_kernel(rng, "tadds_i8", "i8", "i8", 200,
                     lambda x: base.wrap("i8", x + 100)),
        unary_kernel(rng, "tmuls_i16", "i16", "i16", 180,
                     lambda x: base.wrap("i16", x * -3)),
        unary_kernel(rng, "tcvt_bf16_f32", "bf16", "f32", 256, lambda x: x),
        unary_kernel(rng, "tcvt_f16_i32_round", "f16", "i32", 240,
                     round_away,
                     [rng.randint(-4000, 4000) / 4.0 for _ in range(240)]),
        unary_kernel(rng, "tcvt_i32_i16_sat", "i32", "i16", 256,
                     saturate(-32768, 32767)),
        unary_kernel(rng, "tcvt_f32_i32_trunc", "f32", "i32", 64,
                     lambda x: saturate(-2**31, 2**31 - 1)(int(x)),
                     [f32(rng.uniform(-1e4, 1e4)) for _ in range(62)] +
                     [1e10, -1e10]),
        unary_kernel(rng, "texp_f32", "f32", "f32", 280,
                     lambda x: f32(math.exp(x)), small, tol=1),
        unary_kernel(rng, "tlog_f32", "f32", "f32", 256,
                     lambda x: f32(math.log(x)), positive, tol=1),
        unary_kernel(rng, "tsqrt_f32", "f32", "f32", 183,
                     lambda x: f32(math.sqrt(x)), positive[:183]),
        unary_kernel(rng, "trelu_f32", "f32", "f32", 256,
                     lambda x: max(x, 0.0),
                     [v if v != 0 else 1.0
                      for v in rand_values(rng, "f32", 256)]),
        unary_kernel(rng, "texp_f16", "f16", "f16", 256,
                     lambda x: f16(math.exp(x)),
                     [rng.randint(-256, 160) / 64.0 for _ in range(256)],
                     tol=1),
        unary_kernel(rng, "tabs_i8", "i8", "i8", 512,
                     lambda x: base.wrap("i8", abs(x))),
        unary_kernel(rng, "trelu_i32", "i32", "i32", 128,
                     lambda x: max(x, 0)),
        unary_kernel(rng, "tadds_f32", "f32", "f32", 200,
                     lambda x: f32(x + 1.5)),
        unary_kernel(rng, "tmuls_f16", "f16", "f16", 256,
                     lambda x: f16(x * 0.5)),
        unary_kernel(rng, "tmaxs_i32", "i32", "i32", 128,
                     lambda x: max(x, -3)),
        unary_kernel(rng, "tcvt_f32_f16", "f32", "f16", 400, f16,
                     [rng.uniform(-70000, 70000) / 7 for _ in range(400)]),
        unary_kernel(rng, "tcvt_f16_f32", "f16", "f32", 400, lambda x: x,
                     [f16(rng.uniform(-600, 600)) for _ in range(400)]),
        unary_kernel(rng, "tcvt_f32_i32_floor", "f32", "i32", 240,
                     lambda x: saturate(-2**31, 2**31 - 1)(math.floor(x)),
                     [f32(rng.uniform(-1e6, 1e6)) for _ in range(238)] +
                     [3e9, -3e9]),
        unary_kernel(rng, "tcvt_i32_f32", "i32", "f32", 128,
                     lambda x: f32(float(x))),
        unary_kernel(rng, "tcvt_f32_bf16", "f32", "bf16", 256, bf16,
                     [f32(rng.uniform(-1000, 1000)) for _ in range(256)]),
    ]

    ks.append(base.Kernel("texpands_f32", {"out": ("f32", [0.0] * 200)},
                          ["out"], {"out": ("f32", [-2.5] * 200)}))
    ks.append(base.Kernel("texpands_i64", {"out": ("i64", [0] * 111)},
                          ["out"], {"out": ("i64", [-0x123456789abcdef] * 111)}))
    ks.append(base.Kernel("texpands_i16", {"out": ("i16", [0] * 6)},
                          ["out"], {"out": ("i16", [-7] * 6)}))

    def rows_of(values, cols):
        return [values[i:i + cols] for i in range(0, len(values), cols)]

    a = rand_values(rng, "f32", 800)
    ks.append(base.Kernel("trowsum_f32", {"a": ("f32", a),
                                          "out": ("f32", [0.0] * 8)},
                          ["a", "out"],
                          {"out": ("f32", [sum(r) for r in rows_of(a, 100)])}))
    for name, kind, cols, fn in [("trowmax_f32", "f32", 133, max),
                                 ("trowmax_i32", "i32", 133, max),
                                 ("trowsum_f16", "f16", 13, sum),
                                 ("trowsum_i32", "i32", 69, None),
                                 ("trowmin_f16", "f16", 253, min)]:
        # f16 sums of small quarters are exact in any order.
        a = rand_values(rng, kind, 4 * cols, -8, 8)
        if kind != "f16":
            a = rand_values(rng, kind, 4 * cols)
        if fn is None:
            want = [base.wrap(kind, sum(r)) for r in rows_of(a, cols)]
        else:
            want = [fn(r) for r in rows_of(a, cols)]
        ks.append(base.Kernel(name, {"a": (kind, a),
                                     "out": (kind, [0] * 4)},
                              ["a", "out"], {"out": (kind, want)}))
    for name, kind, fn in [("tcolsum_f32", "f32", sum),
                           ("tcolsum_i8", "i8", sum),
                           ("tcolmax_bf16", "bf16", max),
                           ("tcolmin_f32", "f32", min),
                           ("tcolmax_i16", "i16", max)]:
        a = rand_values(rng, kind, 700)
        cols = [fn(a[r * 100 + c] for r in range(7)) for c in range(100)]
        if kind.startswith(("i", "u")):
            cols = [base.wrap(kind, v) for v in cols]
        ks.append(base.Kernel(name, {"a": (kind, a),
                                     "out": (kind, [0] * 100)},
                              ["a", "out"], {"out": (kind, cols)}))

    # copy_nd_5d: rows of 40 elements, the first 32 used.
    src = rand_values(rng, "f32", 24 * 40)
    ks.append(base.Kernel("copy_nd_5d", {"a": ("f32", src),
                                         "out": ("f32", [0.0] * 768)},
                          ["a", "out"],
                          {"out": ("f32", [src[r * 40 + c] for r in range(24)
                                           for c in range(32)])}))
    src = rand_values(rng, "f32", 96)
    ks.append(base.Kernel("copy_dn_f32", {"a": ("f32", src),
                                          "out": ("f32", [0.0] * 96)},
                          ["a", "out"], {"out": ("f32", src)}))
    # copy_nz_f16: element (r, c) of the tile sits in UB at
    # (2 * (c // 16) + r // 16) * 256 + (r % 16) * 16 + c % 16 (16 x 16 boxes,
    # column-major); in GM at c // 16 * 512 + r // 16 * 256 + r % 16 * 16 +
    # c % 16.
    src = rand_values(rng, "f16", 1024)
    ub = [0.0] * 1024
    for r in range(32):
        for c in range(32):
            ub[(2 * (c // 16) + r // 16) * 256 + (r % 16) * 16 + c % 16] = \
                src[c // 16 * 512 + r // 16 * 256 + r % 16 * 16 + c % 16]
    ks.append(base.Kernel("copy_nz_f16", {"a": ("f16", src),
                                          "out": ("f16", [0.0] * 1024),
                                          "ub": ("f16", [0.0] * 1024)},
                          ["a", "out", "ub"],
                          {"out": ("f16", src), "ub": ("f16", ub)}))
    src = [rng.randrange(-2**63, 2**63) for _ in range(15)]
    ks.append(base.Kernel("copy_i64", {"a": ("i64", src),
                                       "out": ("i64", [0] * 15)},
                          ["a", "out"], {"out": ("i64", src)}))
    src = rand_values(rng, "u8", 150)
    ks.append(base.Kernel("copy_fp8", {"a": ("u8", src),
                                       "out": ("u8", [0] * 150)},
                          ["a", "out"], {"out": ("u8", src)}))
    for name, kind, pad in [("pad_zero_i16", "i16", 0),
                            ("pad_min_f32", "f32", -math.inf),
                            ("pad_max_u8", "u8", 255)]:
        src = rand_values(rng, kind, 40)
        want = [row[c] if c < 10 else pad
                for row in rows_of(src, 10) for c in range(64)]
        ks.append(base.Kernel(name, {"a": (kind, src),
                                     "out": (kind, [1] * 256)},
                              ["a", "out"], {"out": (kind, want)}))

    table = rand_values(rng, "f32", 300)
    idx = [rng.randrange(300) for _ in range(52)]
    ks.append(base.Kernel(
        "mgather_elem_f32", {"table": ("f32", table), "idx": ("i32", idx),
                             "out": ("f32", [0.0] * 52)},
        ["table", "idx", "out"],
        {"out": ("f32", [table[i] for i in idx])}))
    table = rand_values(rng, "f16", 320)
    idx = [rng.randrange(10) for _ in range(6)]
    ks.append(base.Kernel(
        "mgather_row_f16", {"table": ("f16", table), "idx": ("i32", idx),
                            "out": ("f16", [0.0] * 192)},
        ["table", "idx", "out"],
        {"out": ("f16", [table[i * 32 + c] for i in idx
                         for c in range(32)])}))
    idx = rng.sample(range(64), 10)
    data = rand_values(rng, "f32", 10)
    table = [-1.0] * 64
    for i, v in zip(idx, data):
        table[i] = v
    ks.append(base.Kernel(
        "mscatter_elem_f32", {"data": ("f32", data), "idx": ("u32", idx),
                              "table": ("f32", [-1.0] * 64)},
        ["data", "idx", "table"], {"table": ("f32", table)}))
    idx = rng.sample(range(40), 16)
    data = rand_values(rng, "f16", 16)
    table = [0.0] * 40
    for i, v in zip(idx, data):
        table[i] = v
    ks.append(base.Kernel(
        "mscatter_lib_order_f16", {"data": ("f16", data),
                                   "idx": ("i32", idx),
                                   "table": ("f16", [0.0] * 40)},
        ["data", "idx", "table"], {"table": ("f16", table)}))

    a, b = rand_values(rng, "f32", 120), rand_values(rng, "f32", 120)
    ks.append(base.Kernel("tadd_dynamic", {"a": ("f32", a), "b": ("f32", b),
                                           "out": ("f32", [0.0] * 120)},
                          ["a", "b", "out", 5, 24],
                          {"out": ("f32", [f32(x + y)
                                           for x, y in zip(a, b)])}))
    src = rand_values(rng, "f32", 6 * 512)
    ks.append(base.Kernel("tile_pingpong", {"in": ("f32", src),
                                            "out": ("f32", [0.0] * 3072)},
                          ["in", "out", 6],
                          {"out": ("f32", [abs(v) for v in src])}))
    src = rand_values(rng, "f32", 6 * 512)
    ks.append(base.Kernel("tile_stream", {"in": ("f32", src),
                                          "out": ("f32", [0.0] * 3072)},
                          ["in", "out", 6],
                          {"out": ("f32", [abs(v) for v in src])}))
    return ks


def comparison(kernel):
    """Exact, or within the kernel's tolerance in units in the last place."""
    tol = getattr(kernel, "tolerance", 0)
    if not tol:
        return base.same
    return lambda kind, got, want: ulps(kind, got, want) <= tol


if __name__ == "__main__":
    base.main(kernels, comparison)
