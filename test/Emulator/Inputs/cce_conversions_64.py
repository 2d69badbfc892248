#!/usr/bin/env python3
"""Run the kernels of Inputs/cce-conversions-64.cpp in pto-emu.

  cce_conversions_64.py OBJECT WORKDIR

The expected values are computed here with integer arithmetic from the
conversions' definitions (conversion-ops.md, the A5 micro-instruction
spec's vcvt): an int64 rounds to the nearest f32, ties to even, once; an f32
truncates toward zero to int64, out-of-range values to the int64 limit of
their sign; s64 -> s32 wraps (RS_DISABLE) or clamps (RS_ENABLE) into the
even or odd lanes and zeroes the others; s32 -> s64 sign-extends the even or
odd lanes.
"""

import math
import random
import struct

from cce_api_kernels import Kernel, main

INT64_MIN, INT64_MAX = -(1 << 63), (1 << 63) - 1


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def int_to_f32(x):
    """x rounded to f32, nearest even, without an intermediate double."""
    if x == 0:
        return 0.0
    sign, m = (-1 if x < 0 else 1), abs(x)
    shift = max(m.bit_length() - 24, 0)
    q, r = divmod(m, 1 << shift)
    half = (1 << shift) >> 1
    if shift and (r > half or (r == half and q & 1)):
        q += 1
    return sign * float(q << shift)


def f32_to_int64(x):
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return INT64_MAX if x > 0 else INT64_MIN
    return max(INT64_MIN, min(INT64_MAX, math.trunc(x)))


def wrap32(x):
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >> 31 else x


def int64_values(rng, n):
    # Values that a double would round differently from f32's single
    # rounding: just above the midpoint between two f32 neighbours.
    tricky = [(1 << 60) + (1 << 36) + 1, -((1 << 55) + (1 << 31) + 1),
              (1 << 24) + 1, (1 << 24) + 3, INT64_MAX, INT64_MIN, 0, -1,
              (1 << 53) + 1, 12345678901234567]
    values = tricky + [rng.randrange(INT64_MIN, INT64_MAX)
                       for _ in range(n - len(tricky))]
    small = n // 4  # some of moderate size, exact or nearly so in f32
    values[-small:] = [rng.randrange(-(1 << 40), 1 << 40) for _ in range(small)]
    return values


def kernels():
    rng = random.Random(64)
    a = int64_values(rng, 64)
    yield Kernel("int64_to_float", {"in": ("i64", a), "out": ("f32", [0.0] * 64)},
                 ["in", "out"], {"out": ("f32", [int_to_f32(x) for x in a])})
    x = [f32(v) for v in [0.0, -0.0, 1.5, -1.5, 2.0 ** 62, -2.0 ** 63,
                          2.0 ** 63, -2.0 ** 64, float("inf"),
                          float("-inf"), 9.21e18, -9.21e18, 16777217.0,
                          123456.789, -0.999]]
    x += [f32(rng.uniform(-2.0 ** 40, 2.0 ** 40)) for _ in range(64 - len(x))]
    yield Kernel("float_to_int64", {"in": ("f32", x), "out": ("i64", [7] * 64)},
                 ["in", "out"],
                 {"out": ("i64", [f32_to_int64(v) for v in x])})
    b = int64_values(rng, 32)
    c = [rng.randrange(-(1 << 31), 1 << 31) for _ in range(64)]
    narrow = []
    for v in b:
        narrow += [wrap32(v), max(-(1 << 31), min((1 << 31) - 1, v))]
    yield Kernel("int64_int32",
                 {"in64": ("i64", b), "in32": ("i32", c),
                  "narrow": ("i32", [0] * 64), "wide": ("i64", [0] * 64)},
                 ["in64", "in32", "narrow", "wide"],
                 {"narrow": ("i32", narrow),
                  "wide": ("i64", c[0::2] + c[1::2])})


if __name__ == "__main__":
    main(kernels)
