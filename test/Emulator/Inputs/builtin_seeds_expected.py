#!/usr/bin/env python3
"""Inputs and host-computed results of Inputs/builtin-seeds.cpp.

  builtin_seeds_expected.py gen DIR           write the input files
  builtin_seeds_expected.py check KERNEL      compare pto-emu's --print
                                              output (stdin) with the
                                              results computed here

Results are computed from the ISA's definition of each operation, in
Python, never by the emulator: |x|, round-to-nearest-even to f16, exact
bf16 -> f32 widening, floor of the f32 quotient. Values are printed as
pto-emu prints them (C's %g).
"""

import math
import os
import random
import struct
import sys

N_F16 = 300      # not a multiple of 128: the last chunk has a tail mask
N_BF16 = 256
N_DIV = 128


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def inputs():
    rng = random.Random(12)
    f16_in = [f32(rng.uniform(-70000.0, 70000.0) if i % 7 == 0 else
                  rng.uniform(-4.0, 4.0)) for i in range(N_F16)]
    # Values half-way between two f16 values round to the even one.
    f16_in[1] = f32(1.0 + 2.0 ** -11)        # -> 1.0
    f16_in[2] = f32(1.0 + 3 * 2.0 ** -11)    # -> 1.0 + 2^-9
    f16_in = [max(-65504.0, min(65504.0, x)) for x in f16_in]
    bf16_in = []
    while len(bf16_in) < N_BF16:
        bits = rng.getrandbits(16)
        if (bits >> 7) & 0xFF != 0xFF:        # no inf or NaN
            bf16_in.append(bits)
    div_a = [f32(rng.uniform(-1000.0, 1000.0)) for _ in range(N_DIV)]
    div_b = [f32(rng.choice([-1, 1]) * rng.uniform(0.5, 40.0))
             for _ in range(N_DIV)]
    div_a[0], div_b[0] = -98.0, 7.0           # exact: -14
    div_a[1], div_b[1] = -99.0, 7.0           # -14.14.. -> -15
    return f16_in, bf16_in, div_a, div_b


def write(path, fmt, values):
    with open(path, "wb") as f:
        f.write(struct.pack("<%d%s" % (len(values), fmt), *values))


def gen(directory):
    f16_in, bf16_in, div_a, div_b = inputs()
    os.makedirs(directory, exist_ok=True)
    write(os.path.join(directory, "f16_in.bin"), "f", f16_in)
    write(os.path.join(directory, "bf16_in.bin"), "H", bf16_in)
    write(os.path.join(directory, "div_a.bin"), "f", div_a)
    write(os.path.join(directory, "div_b.bin"), "f", div_b)


def expected(kernel):
    f16_in, bf16_in, div_a, div_b = inputs()
    if kernel == "f32_to_f16":
        return [struct.unpack("<e", struct.pack("<e", x))[0] for x in f16_in]
    if kernel == "bf16_to_f32":
        return [struct.unpack("<f", struct.pack("<I", b << 16))[0]
                for b in bf16_in]
    if kernel == "floor_div":
        return [math.floor(f32(a / b)) for a, b in zip(div_a, div_b)]
    raise SystemExit("unknown kernel " + kernel)


def check(kernel):
    text = sys.stdin.read().split()
    if not text or not text[0].endswith(":"):
        raise SystemExit("no printed buffer in: %r" % text[:5])
    got = text[1:]
    want = [("%g" % v) if isinstance(v, float) else str(v)
            for v in expected(kernel)]
    if got != want:
        bad = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
        raise SystemExit("%s: %d values, %d expected; first differences at %s: "
                         "got %s, want %s" % (
                             kernel, len(got), len(want), bad[:5],
                             [got[i] for i in bad[:5]],
                             [want[i] for i in bad[:5]]))
    print("%s: %d values as expected" % (kernel, len(want)))


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2])
    elif sys.argv[1] == "check":
        check(sys.argv[2])
    else:
        raise SystemExit(__doc__)
