#!/usr/bin/env python3
"""Run Inputs/scalar-float.c in pto-emu and compare with the host build.

  scalar_float.py OBJECT HOST_EXE WORKDIR

Writes the inputs (edge cases: signed zeros, infinities, NaN, subnormals,
rounding ties of f16 and bf16, halves for floor/ceil/trunc, integer
conversion bounds; then random values), runs the kernel `scalar_float` in
pto-emu (from PATH, with the runtime it loads by default) and the same C
compiled for the host, and compares every result bit for bit. NaN results
compare as NaN whatever their sign and payload: the host's (x86) default NaN
is negative, the runtime's positive, and no PTO source fixes it; fminf and
fmaxf of two zeros of different signs follow the runtime's documented order
(-0 below +0), which C leaves open. Prints one
line per result kind; exits 1 at the first difference.
"""

import math
import os
import random
import struct
import subprocess
import sys

FLOATS, INTS, LONGS = 29, 8, 8
FLOAT_NAMES = ["add", "sub", "mul", "div", "neg", "fabsf", "sqrtf", "floorf",
               "ceilf", "truncf", "fminf", "fmaxf", "expf", "logf",
               "f16 round trip", "bf16 round trip", "double", "(float)i32",
               "(float)u32", "(float)i64", "(float)u64", "f16 product",
               "powif", "reciprocal", "bf16 product", "(float)i8",
               "(float)u8", "(float)i16", "(float)u16"]
INT_NAMES = ["<", "<=", "==", "!=", ">", ">=", "(int)", "(unsigned)"]
LONG_NAMES = ["(long long)", "(unsigned long long)", "i64 via double",
              "isnan", "(signed char)", "(unsigned char)", "(short)",
              "(unsigned short)"]

EDGES = [0.0, -0.0, 127.9, -128.9, 255.5, 32767.5, -32768.7, 65535.9, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, -0.5,
         1.5, -1.5, 2.5, -2.5, 1e-40, -1e-40, 1.4e-45, 1.17549435e-38,
         3.4028235e38, -3.4028235e38, 65504.0, 65520.0, 1.0 + 2 ** -11,
         1.0 + 3 * 2 ** -11, 1.0 + 2 ** -8, 1.0 + 3 * 2 ** -8, 2 ** 31,
         -2 ** 31, 2 ** 32 - 256, 2 ** 63, 88.7, 89.5, -87.3, -103.9,
         -104.5, 1e-7, 6e-8, 2 ** 24 + 2, 100.25, -7.75, 0.1, 3.0, 4.0]
LONG_EDGES = [0, 1, -1, 2 ** 24 + 1, 2 ** 53 + 1, 2 ** 31 - 1, -2 ** 31,
              2 ** 32 - 1, 2 ** 63 - 1, -2 ** 63, 123456789, -987654321,
              2 ** 40 + 3, 7, 5]


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def inputs():
    rng = random.Random(14)
    a = list(EDGES)
    b = list(reversed(EDGES))
    # Every edge case against a few others too.
    for x in EDGES:
        for y in (0.0, -0.0, 1.0, math.inf, math.nan, 3.0):
            a.append(x)
            b.append(y)
    for _ in range(200):
        a.append(f32(rng.uniform(-1, 1) * 10 ** rng.uniform(-8, 8)))
        b.append(f32(rng.uniform(-1, 1) * 10 ** rng.uniform(-8, 8)))
    c = [LONG_EDGES[i % len(LONG_EDGES)] if i < 3 * len(LONG_EDGES)
         else rng.randint(-2 ** 63, 2 ** 63 - 1) for i in range(len(a))]
    return a, b, c


def write(path, fmt, values):
    with open(path, "wb") as f:
        f.write(struct.pack("<%d%s" % (len(values), fmt), *values))


def read(path, fmt):
    with open(path, "rb") as f:
        data = f.read()
    size = struct.calcsize(fmt)
    return list(struct.unpack("<%d%s" % (len(data) // size, fmt), data))


def main():
    obj, host, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    a, b, c = inputs()
    n = len(a)
    paths = {k: os.path.join(work, k + ".bin") for k in "abc"}
    write(paths["a"], "f", a)
    write(paths["b"], "f", b)
    write(paths["c"], "q", c)
    host_out = [os.path.join(work, "host-" + k) for k in "fil"]
    subprocess.run([host, paths["a"], paths["b"], paths["c"]] + host_out,
                   check=True)
    emu_out = [os.path.join(work, "emu-" + k) for k in "fil"]
    cmd = ["pto-emu", obj, "--entry=scalar_float",
           "--gm=a=file:" + paths["a"], "--gm=b=file:" + paths["b"],
           "--gm=c=file:" + paths["c"],
           "--gm=f=zero:%d" % (n * FLOATS * 4),
           "--gm=i=zero:%d" % (n * INTS * 4),
           "--gm=l=zero:%d" % (n * LONGS * 8)]
    cmd += ["--arg=gm:" + k for k in "abcfil"] + ["--arg=i64:%d" % n]
    cmd += ["--dump=%s=%s" % (k, p) for k, p in zip("fil", emu_out)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("pto-emu failed (%d):\n%s" % (proc.returncode, proc.stderr))
    for (kind, fmt, per, names), want_path, got_path in zip(
            [("f", "I", FLOATS, FLOAT_NAMES), ("i", "i", INTS, INT_NAMES),
             ("l", "q", LONGS, LONG_NAMES)], host_out, emu_out):
        want, got = read(want_path, fmt), read(got_path, fmt)
        for slot, name in enumerate(names):
            for k in range(n):
                w, g = want[k * per + slot], got[k * per + slot]
                if name in ("fminf", "fmaxf") and a[k] == 0 and b[k] == 0:
                    # C leaves the zero's sign open (glibc gives the first
                    # operand); the runtime orders -0 below +0 (docs/abi.md).
                    negative = [math.copysign(1, v) < 0 for v in (a[k], b[k])]
                    pick = any(negative) if name == "fminf" else all(negative)
                    w = 0x80000000 if pick else 0
                nan = kind == "f" and all(
                    (v & 0x7FFFFFFF) > 0x7F800000 for v in (w, g))
                if w != g and not nan:
                    sys.exit("%s of record %d (a=%r, b=%r, c=%d): pto %s, "
                             "host %s" % (name, k, a[k], b[k], c[k],
                                          hex(g) if kind == "f" else g,
                                          hex(w) if kind == "f" else w))
            print("%s: %d ok" % (name, n))


if __name__ == "__main__":
    main()
