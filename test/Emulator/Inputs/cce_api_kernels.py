#!/usr/bin/env python3
"""Run the vendor-API kernels of Inputs/cce-api-kernels.cpp in pto-emu.

  cce_api_kernels.py OBJECT WORKDIR

For every kernel: writes its inputs, runs it with pto-emu (from PATH),
reads back the GM buffers it writes (--dump) and compares them, bit for bit,
with the results computed here from the ISA's definition of each operation:
integer arithmetic wraps, f16/bf16/f32 results are the exact result rounded
to nearest even, conversions as conversion-ops.md says. Never from the
emulator. Prints one line per kernel; exits 1 at the first difference.
"""

import math
import os
import random
import struct
import subprocess
import sys

FORMATS = {"f32": "f", "f16": "e", "i8": "b", "u8": "B", "i16": "h",
           "u16": "H", "i32": "i", "u32": "I", "i64": "q", "u64": "Q"}
SIZES = {"f32": 4, "f16": 2, "bf16": 2, "i8": 1, "u8": 1, "i16": 2,
         "u16": 2, "i32": 4, "u32": 4, "i64": 8, "u64": 8}


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def f16(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def bf16_round(x):
    """x (exactly representable in f32) rounded to bf16, nearest even."""
    bits = f32_bits(x)
    bits += 0x7FFF + ((bits >> 16) & 1)
    return struct.unpack("<f", struct.pack("<I", (bits >> 16) << 16))[0]


def bf16_encode(values):
    return b"".join(struct.pack("<H", f32_bits(v) >> 16) for v in values)


def bf16_decode(data):
    return [struct.unpack("<f", struct.pack("<I", h << 16))[0]
            for (h,) in struct.iter_unpack("<H", data)]


def encode(kind, values):
    if kind == "bf16":
        return bf16_encode(values)
    return struct.pack("<%d%s" % (len(values), FORMATS[kind]), *values)


def decode(kind, data):
    if kind == "bf16":
        return bf16_decode(data)
    n = len(data) // SIZES[kind]
    return list(struct.unpack("<%d%s" % (n, FORMATS[kind]),
                              data[:n * SIZES[kind]]))


def wrap(kind, x):
    bits = SIZES[kind] * 8
    x &= (1 << bits) - 1
    if kind.startswith("i") and x >> (bits - 1):
        x -= 1 << bits
    return x


class Kernel:
    """A kernel, its GM buffers (name -> (type, values)), scalar arguments,
    and the expected contents of the buffers it writes."""

    def __init__(self, name, buffers, args, expected, entry=None):
        self.name = name
        self.entry = entry or name  # the symbol, when kernels share one
        self.buffers = buffers
        self.args = args            # list of buffer names or ints
        self.expected = expected    # name -> (type, values or None = skip)


def index_bits(i):
    """The f32 whose bits are the integer index i (vcmax's lane 1)."""
    return struct.unpack("<f", struct.pack("<I", i))[0]


def extreme(values, pick):
    """max/min where a NaN wins: the first NaN if there is one."""
    nans = [v for v in values if math.isnan(v)]
    return nans[0] if nans else pick(values)


def first_index(values, v):
    return next(i for i, w in enumerate(values)
                if w == v or (math.isnan(w) and math.isnan(v)))


def reductions_kernel(name, x, entry=None):
    """vcmax/vcmin over the first 50 lanes, vcgmax per 32-byte group and
    vcpadd over all 64 lanes of x (the kernel "reductions")."""
    first50 = x[:50]
    best, worst = extreme(first50, max), extreme(first50, min)
    zeros = [0.0] * 62
    return Kernel(name, {"a": ("f32", x), "out": ("f32", [1.0] * 256)},
                  ["a", "out"],
                  {"out": ("f32",
                           [best, index_bits(first_index(first50, best))] +
                           zeros +
                           [worst, index_bits(first_index(first50, worst))] +
                           zeros +
                           [extreme(x[8 * g:8 * g + 8], max)
                            for g in range(8)] +
                           [0.0] * 56 +
                           [x[2 * i] + x[2 * i + 1] for i in range(32)] +
                           [0.0] * 32)}, entry=entry)


def rng_for(name):
    return random.Random(sum(map(ord, name)))


def binary_kernel(name, kind, op, n=300):
    rng = rng_for(name)
    if kind in ("f32", "f16"):
        a = [rng.uniform(-100, 100) for _ in range(n)]
        b = [rng.uniform(-100, 100) for _ in range(n)]
        rnd = f32 if kind == "f32" else f16
        a, b = [rnd(x) for x in a], [rnd(x) for x in b]
    elif kind == "bf16":
        a = [rng.randrange(-256, 256) / 64 for _ in range(n)]
        b = [rng.randrange(-256, 256) / 64 for _ in range(n)]
        rnd = bf16_round
    else:
        bits = SIZES[kind] * 8
        lo, hi = ((-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
                  if kind.startswith("i") else (0, (1 << bits) - 1))
        a = [rng.randint(lo, hi) for _ in range(n)]
        b = [rng.randint(lo, hi) for _ in range(n)]
        rnd = lambda x: wrap(kind, x)
    if op in ("div", "mod") and kind != "f32":
        # Divisors: nonzero, some larger than the dividend.
        b = [y if y != 0 else 1 for y in b]
        bits = SIZES[kind] * 8
        b[:4] = [1, 3, 7, (1 << (bits - 2))]
        if kind.startswith("u"):
            # Dividends and divisors of the top bit: the unsigned cases.
            a[:4] = [(1 << bits) - 1, 40000 % (1 << 16), 1 << (bits - 1),
                     (1 << bits) - 2]
            b[4:8] = [(1 << bits) - 1, 1 << (bits - 1), 5, (1 << bits) - 3]

    def trunc_div(x, y):
        q = abs(x) // abs(y)
        return q if (x < 0) == (y < 0) else -q
    fn = {"add": lambda x, y: x + y, "sub": lambda x, y: x - y,
          "mul": lambda x, y: x * y, "max": max, "min": min,
          "div": (lambda x, y: x / y) if kind == "f32" else trunc_div,
          # vmod: floored, the sign of the divisor (Python's %), as the
          # tile library's TRem goldens have it.
          "mod": lambda x, y: x % y}[op]
    out = [rnd(fn(x, y)) for x, y in zip(a, b)]
    return Kernel(name, {"a": (kind, a), "b": (kind, b),
                         "out": (kind, [0] * n)},
                  ["a", "b", "out", n], {"out": (kind, out)})


def kernels():
    ks = []
    # Seeds.
    inp = [float(i - 105) for i in range(210)]
    out = [float(1000 + i) for i in range(226)]
    ks.append(Kernel("abs_2d", {"in": ("f32", inp), "out": ("f32", out)},
                     ["in", "out", 3, 70],
                     {"out": ("f32", [abs(x) for x in inp] + out[210:])}))
    inp = [float(i - 256) for i in range(512)]
    for name in ("pingpong_flags", "pingpong_buffers"):
        ks.append(Kernel(name, {"in": ("f32", inp),
                                "out": ("f32", [0.0] * 512)},
                         ["in", "out", 4],
                         {"out": ("f32", [abs(x) for x in inp])}))
    rng = rng_for("f32_to_f16")
    inp = [f32(rng.uniform(-60000.0, 60000.0) if i % 7 == 0 else
               rng.uniform(-4.0, 4.0)) for i in range(300)]
    inp[1] = f32(1.0 + 2.0 ** -11)          # a tie: rounds to 1.0
    inp[2] = f32(1.0 + 3 * 2.0 ** -11)      # a tie: rounds up
    ks.append(Kernel("f32_to_f16", {"in": ("f32", inp),
                                    "out": ("f16", [0.0] * 300)},
                     ["in", "out", 300],
                     {"out": ("f16", [f16(x) for x in inp])}))
    rng = rng_for("bf16_to_f32")
    inp = [rng.randrange(-256, 256) / 64 for _ in range(256)]
    ks.append(Kernel("bf16_to_f32", {"in": ("bf16", inp),
                                     "out": ("f32", [0.0] * 256)},
                     ["in", "out", 256], {"out": ("f32", inp)}))
    rng = rng_for("floor_div")
    a = [f32(rng.uniform(-1000.0, 1000.0)) for _ in range(128)]
    b = [f32(rng.choice([-1, 1]) * rng.uniform(0.5, 40.0)) for _ in range(128)]
    a[0], b[0], a[1], b[1] = -98.0, 7.0, -99.0, 7.0
    ks.append(Kernel("floor_div", {"a": ("f32", a), "b": ("f32", b),
                                   "q": ("i32", [0] * 128)},
                     ["a", "b", "q", 128],
                     {"q": ("i32", [math.floor(f32(x / y))
                                    for x, y in zip(a, b)])}))
    # Elementwise.
    for name, kind, op in [
            ("add_f32", "f32", "add"), ("add_f16", "f16", "add"),
            ("add_bf16", "bf16", "add"), ("add_s8", "i8", "add"),
            ("add_u16", "u16", "add"), ("sub_s16", "i16", "sub"),
            ("sub_u32", "u32", "sub"), ("mul_f16", "f16", "mul"),
            ("mul_s32", "i32", "mul"), ("max_s32", "i32", "max"),
            ("max_u8", "u8", "max"), ("min_f32", "f32", "min"),
            ("min_u16", "u16", "min"), ("div_f32", "f32", "div"),
            ("div_s32", "i32", "div"), ("div_u16", "u16", "div"),
            ("mod_s16", "i16", "mod"), ("mod_u16", "u16", "mod"),
            ("div_u32", "u32", "div"), ("mod_u32", "u32", "mod")]:
        ks.append(binary_kernel(name, kind, op))
    rng = rng_for("sqrt_f32")
    inp = [f32(rng.uniform(0, 1000)) for _ in range(100)]
    ks.append(Kernel("sqrt_f32", {"in": ("f32", inp),
                                  "out": ("f32", [0.0] * 100)},
                     ["in", "out", 100],
                     {"out": ("f32", [f32(math.sqrt(x)) for x in inp])}))
    inp = [f32(rng.uniform(-50, 50)) for _ in range(100)]
    ks.append(Kernel("leaky_relu", {"in": ("f32", inp),
                                    "out": ("f32", [0.0] * 100)},
                     ["in", "out", 100],
                     {"out": ("f32", [x if x > 0 else x * 0.25
                                      for x in inp])}))
    inp = [rng.randrange(0, 65536) for _ in range(128)]
    signed = [wrap("i16", x) >> 3 for x in inp]
    ks.append(Kernel("shifts_16", {"in": ("u16", inp),
                                   "out": ("u16", [0] * 384)},
                     ["in", "out"],
                     {"out": ("u16", [x >> 3 for x in inp] +
                              [(x << 2) & 0xFFFF for x in inp] +
                              [s & 0xFFFF for s in signed])}))
    a = [rng.randint(-100, 100) for _ in range(64)]
    b = [rng.randint(-100, 100) for _ in range(64)]
    ks.append(Kernel("merge_max", {"a": ("i32", a), "b": ("i32", b),
                                   "out": ("i32", [0] * 64)},
                     ["a", "b", "out"],
                     {"out": ("i32", [max(x, y) if i < 16 else -7
                                      for i, (x, y) in enumerate(zip(a, b))])}))
    x = [float(rng.randint(-20, 20)) for _ in range(64)]
    y = [float(rng.randint(-20, 20)) for _ in range(64)]
    axpy = [3 * p + q for p, q in zip(x, y)]
    ks.append(Kernel("axpy_mula", {"x": ("f32", x), "y": ("f32", y),
                                   "out": ("f32", [0.0] * 128)},
                     ["x", "y", "out"],
                     {"out": ("f32", axpy + [1.5 + p * q
                                             for p, q in zip(x, axpy)])}))
    # Reductions and broadcasts.
    inp = [float(rng.randint(-1000, 1000)) for _ in range(5 * 64)]
    ks.append(Kernel("row_sum", {"in": ("f32", inp),
                                 "out": ("f32", [0.0] * 8)},
                     ["in", "out", 5],
                     {"out": ("f32", [sum(inp[64 * r:64 * r + 64])
                                      for r in range(5)] + [None] * 3)}))
    inp = [float(i * 3 - 50) for i in range(64)]
    ks.append(Kernel("expand", {"in": ("f32", inp),
                                "out": ("f32", [0.0] * 256),
                                "out2": ("f32", [0.0] * 256)},
                     ["in", "out", "out2", 4],
                     {"out": ("f32", inp * 4),
                      "out2": ("f32", [inp[r] for r in range(4)
                                       for _ in range(64)])}))
    # Conversions, indices, gathers.
    inp = [f16(rng.uniform(-1000, 1000)) for _ in range(128)]
    ks.append(Kernel("f16_even_odd", {"in": ("f16", inp),
                                      "even": ("f32", [0.0] * 64),
                                      "odd": ("f32", [0.0] * 64)},
                     ["in", "even", "odd"],
                     {"even": ("f32", inp[0::2]), "odd": ("f32", inp[1::2])}))
    ks.append(Kernel("index_seq", {"out": ("i32", [0] * 128)}, ["out"],
                     {"out": ("i32", [5 + i for i in range(64)] +
                              [5 - i for i in range(64)])}))
    inp = [rng.randrange(0, 1 << 32) for _ in range(64)]
    ks.append(Kernel("gather_reverse", {"in": ("u32", inp),
                                        "out": ("u32", [7] * 64)},
                     ["in", "out"],
                     {"out": ("u32", [inp[63 - i] if i < 40 else 0
                                      for i in range(64)])}))
    table = [rng.randrange(0, 256) for _ in range(256)]
    ks.append(Kernel("gather_bytes", {"table": ("u8", table),
                                      "out": ("u8", [0] * 128)},
                     ["table", "out"],
                     {"out": ("u8", [table[(7 * i + 3) % 256]
                                     for i in range(128)])}))
    inp = [float(i + 1) for i in range(64)]
    sentinel = [-1.0] * 64
    scattered = list(sentinel)
    for i in range(48):
        scattered[63 - i] = inp[i]
    ks.append(Kernel("scatter_reverse", {"in": ("f32", inp),
                                         "out": ("f32", sentinel)},
                     ["in", "out"], {"out": ("f32", scattered)}))
    inp = [float(rng.randint(-20, 20)) for _ in range(64)]
    out = [-7.0] * 128
    want = list(out)
    for i, v in enumerate(inp):
        if v > 0:
            want[63 - i] = v
    in16 = [rng.randint(-300, 300) for _ in range(128)]
    out16 = [-1] * 128
    want16 = list(out16)
    for i, v in enumerate(in16):
        if v > 0:
            want16[127 - i] = v
    ks.append(Kernel("scatter_masked", {"in": ("f32", inp), "out": ("f32", out),
                                        "in16": ("i16", in16),
                                        "out16": ("i16", out16)},
                     ["in", "out", "in16", "out16"],
                     {"out": ("f32", want), "out16": ("i16", want16)}))
    a = [rng.randrange(-(1 << 63), 1 << 63) for _ in range(64)]
    b = [rng.randrange(-(1 << 63), 1 << 63) for _ in range(64)]
    a[0], b[0] = 0xFFFFFFFF, 1               # a carry into the high word
    ks.append(Kernel("add_i64", {"a": ("i64", a), "b": ("i64", b),
                                 "out": ("i64", [0] * 64)},
                     ["a", "b", "out", 64],
                     {"out": ("i64", [wrap("i64", x + y)
                                      for x, y in zip(a, b)])}))
    inp = [float(i) * 0.5 for i in range(256)]
    out = [-3.0] * 264
    ks.append(Kernel("unaligned_store", {"in": ("f32", inp),
                                         "out": ("f32", out)},
                     ["in", "out"],
                     {"out": ("f32", out[:1] + inp + out[257:])}))
    in16 = [rng.randint(-32768, 32767) for _ in range(128)]
    in32 = [rng.randint(-100000, 100000) for _ in range(64)]
    in32[0], in32[1], in32[2] = 40000, -40000, 1234
    in8 = [rng.randint(-128, 127) for _ in range(256)]
    sat = [max(-32768, min(32767, x)) for x in in32]
    narrow = []
    for x in sat:
        narrow += [x, 0]
    for x in in32:
        narrow += [0, wrap("i16", x)]
    ks.append(Kernel("int_conversions",
                     {"in16": ("i16", in16), "in32": ("i32", in32),
                      "in8": ("i8", in8), "wide": ("i32", [0] * 256),
                      "narrow": ("i16", [0] * 256),
                      "halves": ("f16", [0.0] * 128)},
                     ["in16", "in32", "in8", "wide", "narrow", "halves"],
                     {"wide": ("i32", in16[0::2] + in16[1::2] +
                               [x & 0xFFFF for x in in16[0::2]] +
                               in8[2::4]),
                      "narrow": ("i16", narrow),
                      "halves": ("f16", [float(x) for x in in8[0::2]])}))
    # More families.
    lanes = range(64)
    masks = [[i < 16 for i in lanes], [i < 32 for i in lanes],
             [16 <= i < 40 for i in lanes], [i >= 40 for i in lanes],
             [i < 8 or i >= 40 for i in lanes], [16 <= i < 40 for i in lanes]]
    ks.append(Kernel("predicates", {"out": ("i32", [7] * 384)}, ["out"],
                     {"out": ("i32", [int(b) for m in masks for b in m])}))
    x = [rng.randrange(0, 1 << 32) for _ in lanes]
    y = [rng.randrange(0, 1 << 32) for _ in lanes]
    counts = [v & 31 for v in y]
    mask32 = (1 << 32) - 1
    ks.append(Kernel("bitwise", {"a": ("u32", x), "b": ("u32", y),
                                 "out": ("u32", [0] * 448)},
                     ["a", "b", "out"],
                     {"out": ("u32",
                              [p & q for p, q in zip(x, y)] +
                              [p | q for p, q in zip(x, y)] +
                              [p ^ q for p, q in zip(x, y)] +
                              [~p & mask32 for p in x] +
                              [(p << c) & mask32 for p, c in zip(x, counts)] +
                              [p >> c for p, c in zip(x, counts)] +
                              [(wrap("i32", p) >> c) & mask32
                               for p, c in zip(x, counts)])}))
    x = [rng.randrange(-32, 32) / 4 for _ in lanes]
    y = [rng.randrange(-32, 32) / 4 for _ in lanes]
    x = [v if v != 0 else 0.25 for v in x]
    ks.append(Kernel("scalar_ops", {"a": ("f32", x), "b": ("f32", y),
                                    "out": ("f32", [0.0] * 576)},
                     ["a", "b", "out"],
                     {"out": ("f32",
                              [v + 1.5 for v in x] + [max(v, 2.0) for v in x] +
                              [min(v, -2.0) for v in x] + [-v for v in x] +
                              [max(v, 0.0) for v in x] +
                              [v if v > 0 else v * 0.5 for v in x] +
                              [p if p > 0 else p * q for p, q in zip(x, y)] +
                              [p * q + q for p, q in zip(x, y)] +
                              [p if p < q else q for p, q in zip(x, y)])}))
    x = [float(v) for v in rng.sample(range(-1000, 1000), 64)]
    ks.append(reductions_kernel("reductions", x))
    # NaN propagates through the reductions as through vmax/vmin: the first
    # NaN among the active lanes is the result, at its index; a NaN in an
    # inactive lane (60) changes nothing for vcmax/vcmin.
    x = list(x)
    for lane in (7, 30, 60):
        x[lane] = math.nan
    ks.append(reductions_kernel("reductions_nan", x, entry="reductions"))
    x = [rng.randint(-(1 << 31), (1 << 31) - 1) for _ in lanes]
    y = [rng.randint(-(1 << 31), (1 << 31) - 1) for _ in lanes]
    both = x + y
    packed = [(x[2 * k] & 0xFFFF) | (x[2 * k + 1] & 0xFFFF) << 16
              for k in range(32)] + [0] * 32
    products = [(p & mask32) * (q & mask32) for p, q in zip(x, y)]
    ks.append(Kernel("rearrange", {"a": ("i32", x), "b": ("i32", y),
                                   "out": ("i32", [0] * 512)},
                     ["a", "b", "out"],
                     {"out": ("i32",
                              both[0::2] + both[1::2] +
                              [x[63 - i] for i in lanes] + [y[0]] * 64 +
                              [wrap("i32", v) for v in packed] +
                              x[:8] + y[8:] +
                              [wrap("i32", v) for v in products] +
                              [wrap("i32", v >> 32) for v in products])}))
    inp = [float(i) for i in range(64)]
    ks.append(Kernel("legacy_copy", {"in": ("f32", inp),
                                     "out": ("f32", [0.0] * 32)},
                     ["in", "out"], {"out": ("f32", inp[0:16] + inp[24:40])}))
    inp = [float(i + 1) for i in range(64)]
    out = [-5.0] * 64
    ks.append(Kernel("stream_tail", {"in": ("f32", inp),
                                     "out": ("f32", out)}, ["in", "out"],
                     {"out": ("f32", out[:2] + inp[:10] + out[12:])}))
    inp = [float(rng.randint(-50, 50)) for _ in range(128)]
    positives = [v for v in inp if v > 0]
    out = [-9.0] * 128
    ks.append(Kernel("squeeze", {"in": ("f32", inp), "out": ("f32", out),
                                 "bytes": ("u32", [0] * 8)},
                     ["in", "out", "bytes"],
                     {"out": ("f32", positives + out[len(positives):]),
                      "bytes": ("u32", [4 * len(positives)] + [None] * 7)}))
    # Sorting.
    scores = [f32(v) for v in rng.sample(range(-5000, 5000), 64)]
    scores = [s / 8 for s in scores]
    idx = [1000 + i for i in range(64)]
    order = sorted(range(64), key=lambda i: -scores[i])
    records = []
    for i in order:
        records += [scores[i], struct.unpack("<f", struct.pack("<I", idx[i]))[0]]
    ks.append(Kernel("merge_sort", {"in": ("f32", scores),
                                    "idx": ("u32", idx),
                                    "out": ("f32", [0.0] * 128),
                                    "consumed": ("i64", [0])},
                     ["in", "idx", "out", "consumed"],
                     {"out": ("f32", records),
                      "consumed": ("i64", [32 | 32 << 16])}))
    return ks


def same(kind, got, want):
    if want is None:
        return True
    if kind in ("f32", "f16", "bf16"):
        if kind == "f32":
            return f32_bits(got) == f32_bits(want)
        return got == want or (math.isnan(got) and math.isnan(want))
    return got == want


def run(obj, work, kernel, equal=same):
    """Runs kernel in pto-emu; equal(kind, got, want) compares values."""
    cmd = ["pto-emu", obj, "--entry=" + kernel.entry]
    for name, (kind, values) in kernel.buffers.items():
        path = os.path.join(work, "%s.%s.in" % (kernel.name, name))
        with open(path, "wb") as f:
            f.write(encode(kind, values))
        cmd.append("--gm=%s=file:%s" % (name, path))
    for arg in kernel.args:
        cmd.append("--arg=" + ("gm:" + arg if isinstance(arg, str)
                               else "i64:%d" % arg))
    for name in kernel.expected:
        cmd.append("--dump=%s=%s" % (name, os.path.join(
            work, "%s.%s.out" % (kernel.name, name))))
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("%s: pto-emu failed (%d):\n%s" % (
            kernel.name, proc.returncode, proc.stderr))
    for name, (kind, want) in kernel.expected.items():
        with open(os.path.join(work, "%s.%s.out" % (kernel.name, name)),
                  "rb") as f:
            got = decode(kind, f.read())
        if kernel.name == "merge_sort" and name == "out":
            got = decode("f32", f32_pack_records(got))
        bad = [i for i, (g, w) in enumerate(zip(got, want))
               if not equal(kind, g, w)]
        if len(got) != len(want) or bad:
            sys.exit("%s: buffer %s: %d values (%d expected); first "
                     "differences at %s: got %s, want %s" % (
                         kernel.name, name, len(got), len(want), bad[:6],
                         [got[i] for i in bad[:6]],
                         [want[i] for i in bad[:6]]))
    print("%s: ok" % kernel.name)


def f32_pack_records(values):
    return struct.pack("<%df" % len(values), *values)


def main(all_kernels=kernels, comparison=lambda kernel: same):
    """OBJECT WORKDIR [KERNEL...]: runs the kernels (or the ones named)."""
    obj, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    only = sys.argv[3:]
    for kernel in all_kernels():
        if not only or kernel.name in only:
            run(obj, work, kernel, comparison(kernel))


if __name__ == "__main__":
    main()
