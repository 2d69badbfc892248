#!/usr/bin/env python3
"""Run Inputs/runtime-math.c in pto-emu (with the runtime it loads by
default) and compare every result with the host's float64 math rounded to
float: within 1 ulp for sinf, cosf, tanf, exp2f, exp10f, log2f, log10f and
powf, and exactly where the result is exact (exp2f of whole numbers, log2f
of powers of two, C's special cases of zeros, infinities and NaNs); fmodf
bit for bit (float64 fmod is exact). NaNs compare as NaN whatever their
sign and payload.

  runtime_math.py OBJECT WORKDIR

Prints one line per function; exits 1 at the first difference."""

import math
import os
import random
import struct
import subprocess
import sys

import numpy as np

NAMES = ["sinf", "cosf", "tanf", "exp2f", "exp10f", "log2f", "log10f",
         "powf", "fmodf"]
EDGES = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 10.0,
         0.75, 1e-40, -1e-40, 1.4e-45, 3.4028235e38, -3.4028235e38,
         math.inf, -math.inf, math.nan, 0.785398, 0.7853982, 1.5707964,
         3.1415927, 100.0, 128.0, -149.0, -150.0, 38.5, -45.5, 1024.0,
         2.0 ** -126, 12345.678, 1e30, -1e30, 16777216.0]
np.seterr(all="ignore")


def f32(x):
    """x rounded to float (to nearest, beyond the range to infinity)."""
    return float(np.float32(x))


def bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def ordered(b):
    return -(b & 0x7FFFFFFF) if b & 0x80000000 else b


def inputs():
    rng = random.Random(16)
    a, b = [], []
    for x in EDGES:
        for y in EDGES:
            a.append(x)
            b.append(y)
    for _ in range(1500):
        a.append(f32(rng.choice([-1, 1]) * 10 ** rng.uniform(-40, 38)))
        b.append(f32(rng.uniform(-1, 1) * 10 ** rng.uniform(-3, 3)))
    for _ in range(500):  # pow near the whole range, exp of small numbers
        x = f32(math.exp(rng.uniform(-100, 88)))
        a.append(x)
        b.append(f32(rng.uniform(-104, 89) / math.log(x)) if x != 1 else 2)
        a.append(f32(rng.uniform(-160, 130)))
        b.append(f32(rng.uniform(-50, 50)))
    return [f32(x) for x in a], [f32(y) for y in b]


def reference(name, x, y):
    """float64 result, or None for NaN."""
    x64, y64 = np.float64(x), np.float64(y)
    if name == "powf":
        r = float(np.power(x64, y64))
    elif name == "fmodf":
        r = float(np.fmod(x64, y64))
    elif math.isnan(x):
        return None
    elif name in ("sinf", "cosf", "tanf"):
        if math.isinf(x):
            return None
        r = getattr(math, name[:-1])(x)
    elif name in ("exp2f", "exp10f"):
        base = 2.0 if name == "exp2f" else 10.0
        r = math.inf if x > 200 else 0.0 if x < -200 else base ** x
    else:
        r = (float(np.log2(x64)) if name == "log2f"
             else float(np.log10(x64)))
    return None if math.isnan(r) else r


def must_be_exact(name, x, r):
    if r == 0 or math.isinf(r) or name == "fmodf":
        return True
    if name == "exp2f":
        return x == int(x)
    return name == "log2f" and math.frexp(x)[0] == 0.5


def main():
    obj, work = sys.argv[1:3]
    os.makedirs(work, exist_ok=True)
    a, b = inputs()
    n = len(a)
    paths = {k: os.path.join(work, k + ".bin") for k in "abr"}
    for k, values in (("a", a), ("b", b)):
        with open(paths[k], "wb") as f:
            f.write(struct.pack("<%df" % n, *values))
    cmd = ["pto-emu", obj, "--entry=runtime_math",
           "--gm=a=file:" + paths["a"], "--gm=b=file:" + paths["b"],
           "--gm=r=zero:%d" % (n * len(NAMES) * 4),
           "--arg=gm:a", "--arg=gm:b", "--arg=gm:r", "--arg=i64:%d" % n,
           "--dump=r=" + paths["r"], "--max-instructions=2000000000"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("pto-emu failed (%d):\n%s" % (proc.returncode, proc.stderr))
    with open(paths["r"], "rb") as f:
        got = struct.unpack("<%dI" % (n * len(NAMES)), f.read())
    for slot, name in enumerate(NAMES):
        for k in range(n):
            g = got[k * len(NAMES) + slot]
            r = reference(name, a[k], b[k])
            g_nan = (g & 0x7FFFFFFF) > 0x7F800000
            if r is None or g_nan:
                ok = r is None and g_nan
            else:
                limit = 0 if must_be_exact(name, a[k], r) else 1
                ok = abs(ordered(g) - ordered(bits(f32(r)))) <= limit
            if not ok:
                value = struct.unpack("<f", struct.pack("<I", g))[0]
                sys.exit("%s(%r, %r): pto %r, host %r" % (name, a[k], b[k],
                                                          value, r))
        print("%s: %d ok" % (name, n))


if __name__ == "__main__":
    main()
