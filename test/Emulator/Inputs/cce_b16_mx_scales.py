#!/usr/bin/env python3
"""Run the kernel of Inputs/cce-b16-mx-scales.cpp in pto-emu.

  cce_b16_mx_scales.py OBJECT WORKDIR

Expected values come from the operations' definitions, computed here on
the bf16 bit patterns with integer arithmetic: a group's maximum is the
largest of its 32 values with the sign bit cleared (vand, then unsigned
vmax/vcgmax on u16 lanes), the shared exponent is the exponent field
clamped below at 0x0400, minus 0x0400, shifted right by 7 (e8m0, 0xFF for
a NaN maximum), the reciprocal scale's bits 0x7F00 minus the unshifted
shared exponent (0x7F81 for NaN): TQuant's OCP e4m3 rule, the one the
library's gen_data.py writes as bf16_to_fp8_element.
"""

import random
import struct

from cce_api_kernels import Kernel, main

WINDOW = 256
MAX_WINDOWS = 16


def bf16_bits(x):
    """x as bf16 bits (the upper half of its binary32, truncated)."""
    return struct.unpack("<I", struct.pack("<f", x))[0] >> 16


def data(rng, n):
    """Values like the suite's (lognormal magnitudes, random signs) plus
    groups that reach each branch: all zero, below the clamp, infinity,
    NaN, negative maxima, the largest finite bf16, subnormals."""
    values = []
    for _ in range(n):
        mag = rng.lognormvariate(0.0, 2.0)
        values.append(bf16_bits(mag if rng.random() < 0.5 else -mag))
    specials = {
        0: [0x0000] * 32,                               # zero group
        1: [bf16_bits(2.0 ** -125)] * 31 + [0x8000],    # below 2^-119
        2: [0x7F80] + [bf16_bits(1.5)] * 31,            # +inf
        3: [0x7FC1] + [0xFF80] * 31,                    # NaN beats -inf
        4: [0xC2F6] * 32,                               # -123 everywhere
        5: [0x7F7F] + [0xFF7F] * 31,                    # largest finite
        6: [0x0001, 0x807F] + [0x0000] * 30,            # subnormals
        7: [bf16_bits(2.0 ** -119)] + [0] * 31,         # exactly the clamp
    }
    for group, bits in specials.items():
        if (group + 1) * 32 <= n:
            values[group * 32:(group + 1) * 32] = bits
    return values


def scales(bits):
    maxes, e8m0, recip = [], [], []
    for g in range(0, len(bits), 32):
        m = max(b & 0x7FFF for b in bits[g:g + 32])
        exponent, mantissa = m & 0x7F80, m & 0x007F
        nan = exponent == 0x7F80 and mantissa != 0
        shared = max(exponent, 0x0400) - 0x0400
        maxes.append(m)
        e8m0.append(0xFF if nan else shared >> 7)
        recip.append(0x7F81 if nan else 0x7F00 - shared)
    return maxes, e8m0, recip


def kernels():
    rng = random.Random(51)
    for windows in (16, 3):
        n = windows * WINDOW
        bits = data(rng, n)
        maxes, e8m0, recip = scales(bits)
        groups = windows * 8
        pad = MAX_WINDOWS * 8 - groups
        yield Kernel("b16_mx_scales_%d" % windows,
                     {"in": ("u16", bits + [0x1234] * (MAX_WINDOWS * WINDOW
                                                       - n)),
                      "maxes": ("u16", [0xEEEE] * (MAX_WINDOWS * 8)),
                      "e8m0": ("u8", [0xEE] * (MAX_WINDOWS * 8)),
                      "scales": ("u16", [0xEEEE] * (MAX_WINDOWS * 8))},
                     ["in", "maxes", "e8m0", "scales", windows],
                     {"maxes": ("u16", maxes + [None] * pad),
                      "e8m0": ("u8", e8m0 + [None] * pad),
                      "scales": ("u16", recip + [None] * pad)},
                     entry="b16_mx_scales")


if __name__ == "__main__":
    main(kernels)
