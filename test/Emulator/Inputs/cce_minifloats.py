#!/usr/bin/env python3
"""Run the kernels of Inputs/cce-minifloats.cpp in pto-emu.

  cce_minifloats.py OBJECT WORKDIR

Every expected value comes from Inputs/minifloat_reference.py (decode and
encode), placed in the lanes the ISA's vcvt names (docs/conversions.md): a
narrowing conversion by a ratio R writes narrow element R * i + k for wide
lane i of input vector k (PART_EVEN/PART_ODD, PART_P0..PART_P3) and zeroes
the other elements; a widening one reads element R * i + k. Packed 4-bit
codes pair up instead: bf16 lanes 2j and 2j + 1 have the low and the high
nibble of byte k of 32-bit word j (4-bit element n: byte n // 2, the low
nibble for even n, so element 8 * (i // 2) + 2 * k + i % 2). Results compare bit for bit (-0.0
included), except NaNs: the f32 payload of a decoded NaN code and the
sign of an encoded NaN code are not specified, so a NaN compares as "is a
NaN" only (an expected NaN code accepts any NaN code of the format).
"""

import math
import random
import struct

from cce_api_kernels import Kernel, bf16_round, f32_bits, main
import minifloat_reference as ref

FOUR_BIT = ("e2m1", "e1m2")
ROUNDINGS = ("R", "A", "F", "C", "Z", "O")
# The magnitude the format's grid would have next after its largest finite
# value: where overflow starts (ties at the midpoint to it).
BEYOND = {"e4m3": 480.0, "e5m2": 65536.0, "hif8": 49152.0, "e2m1": 8.0,
          "e1m2": 2.0}
# The struct formats of f32 and f16 values and of their bits.
WIDE = {"f32": ("<f", "<I"), "f16": ("<e", "<H")}


def bits_of(kind, x):
    if kind == "bf16":
        return f32_bits(x) >> 16
    value, bits = WIDE[kind]
    return struct.unpack(bits, struct.pack(value, x))[0]


def from_bits(kind, b):
    if kind == "bf16":
        return struct.unpack("<f", struct.pack("<I", b << 16))[0]
    value, bits = WIDE[kind]
    return struct.unpack(value, struct.pack(bits, b))[0]


def representable(kind, x):
    try:
        return from_bits(kind, bits_of(kind, x)) == x
    except (OverflowError, struct.error):
        return False


def encode_inputs(fmt, kind, lanes, group):
    """Values of kind to convert to fmt: every finite code's value, the
    midpoints between neighbours (ties) and the kind's values just below
    and above them, zero ties and values below the smallest subnormal,
    overflow (its tie, around it, beyond), the kind's extremes, +-inf, +-0,
    NaN; then random values up to a whole number of groups of vectors."""
    finite = sorted({abs(v) for v in (ref.decode(fmt, c)
                                      for c in range(ref.code_count(fmt)))
                     if math.isfinite(v)})
    top, beyond = finite[-1], BEYOND[fmt]
    ties = [(a + b) / 2 for a, b in zip(finite, finite[1:])]
    ties.append((top + beyond) / 2)
    points = set(finite) | {beyond, 2 * beyond, 1.5 * top, finite[1] / 4,
                            from_bits(kind, 1), math.inf}
    for m in ties:
        points.add(m)
        if representable(kind, m):
            points.update((from_bits(kind, bits_of(kind, m) - 1),
                           from_bits(kind, bits_of(kind, m) + 1)))
    largest = {"f32": 0x7F7FFFFF, "f16": 0x7BFF, "bf16": 0x7F7F}[kind]
    points.add(from_bits(kind, largest))
    values = [s * p for p in sorted(points) for s in (1, -1)]
    values = [v for v in values if representable(kind, v)] + [math.nan]
    rng = random.Random(sum(map(ord, fmt + kind)))
    rounder = {"f32": lambda x: from_bits("f32", bits_of("f32", x)),
               "f16": lambda x: from_bits("f16", bits_of("f16", x)),
               "bf16": bf16_round}[kind]
    while len(values) % (lanes * group):
        values.append(rounder(rng.uniform(-1.25 * top, 1.25 * top)))
    assert len(values) <= 32 * lanes, "more than a UB slot"
    return values


def narrow_element(fmt, i, k, ratio):
    """The narrow element wide lane i of part k reads or writes."""
    if fmt in FOUR_BIT:
        return 8 * (i // 2) + 2 * k + i % 2
    return ratio * i + k


def narrowed(fmt, values, lanes, ratio, rnd, sat):
    """The result vectors, as bytes: input vector v, lane i to narrow
    element ratio * i + v % ratio of result vector v, the others zero."""
    out = []
    for v in range(len(values) // lanes):
        elements = [0] * (lanes * ratio)
        for i in range(lanes):
            elements[narrow_element(fmt, i, v % ratio, ratio)] = ref.encode(
                fmt, values[v * lanes + i], rnd, sat)
        if fmt in FOUR_BIT:
            out += [elements[2 * j] | elements[2 * j + 1] << 4
                    for j in range(256)]
        else:
            out += elements
    return out


def decode_kernel(fmt):
    # Bytes 0..255: every code, and for the 4-bit formats every pair of
    # codes, in both nibbles.
    codes = list(range(256))
    wide, lanes = ("bf16", 128) if fmt in FOUR_BIT else ("f32", 64)
    if fmt in FOUR_BIT:
        codes_of = [b >> (4 * h) & 15 for b in codes for h in (0, 1)]
    else:
        codes_of = codes
    # Block k holds part k.
    want = [ref.decode(fmt, codes_of[narrow_element(fmt, i, k, 4)])
            for k in range(4) for i in range(lanes)]
    kernel = Kernel("decode_" + fmt,
                    {"in": ("u8", codes), "out": (wide, [-3.0] * len(want))},
                    ["in", "out"], {"out": (wide, want)})
    kernel.fmt = fmt
    return kernel


def encode_kernel(name, fmt, kind, lanes, ratio, variants):
    """variants: output buffer -> (rounding, saturation)."""
    values = encode_inputs(fmt, kind, lanes, ratio)
    vectors = len(values) // lanes
    buffers = {"in": (kind, values)}
    expected = {}
    for out, (rnd, sat) in variants.items():
        buffers[out] = ("u8", [0x5A] * (256 * vectors))
        expected[out] = ("u8", narrowed(fmt, values, lanes, ratio, rnd, sat))
    kernel = Kernel(name, buffers, ["in"] + list(variants) + [vectors],
                    expected)
    kernel.fmt = fmt
    return kernel


def kernels():
    for fmt in ("e4m3", "e5m2", "hif8", "e2m1", "e1m2"):
        yield decode_kernel(fmt)
    for fmt in ("e4m3", "e5m2", "hif8"):
        for sat, suffix in ((True, "sat"), (False, "nosat")):
            yield encode_kernel("encode_%s_%s" % (fmt, suffix), fmt, "f32",
                                64, 4, {r: (r, sat) for r in ROUNDINGS})
    def two(r0, r1):  # the outputs of EncodeTwo, in its order
        return {"%s_%s" % (r, s): (r, sat) for r in (r0, r1)
                for s, sat in (("sat", True), ("nosat", False))}
    yield encode_kernel("encode_hif8_f16", "hif8", "f16", 128, 2,
                        two("A", "R"))
    for fmt in FOUR_BIT:
        yield encode_kernel("encode_" + fmt, fmt, "bf16", 128, 4,
                            two("R", "Z"))


def comparison(kernel):
    def equal(kind, got, want):
        if kind == "u8":  # codes of kernel.fmt, or zeroed elements
            if kernel.fmt in FOUR_BIT or not math.isnan(
                    ref.decode(kernel.fmt, want)):
                return got == want
            return math.isnan(ref.decode(kernel.fmt, got))
        if math.isnan(want):
            return math.isnan(got)
        return f32_bits(got) == f32_bits(want)
    return equal


if __name__ == "__main__":
    main(kernels, comparison)
