"""Runs every function of Inputs/math-functions.ll (math-functions.test) in
pto-emu and compares each result lane with the result computed on the host
in float64 and rounded to the lane type: at most MAX_ULPS units in the last
place apart, the same infinity, zero or NaN, and exact where the result is
exactly representable in a simple way (exp2 of a whole number, log2 of a
power of two, canonicalize).

Usage: math_functions.py IR_SOURCE PTO_OBJECT"""

import math
import re
import sys

import numpy as np
import ptoemu
from float_lanes import ordered, to_bits, value

# f32 lanes: vexp/vln's error plus that of the reduction; f16/bf16 lanes:
# computed in f32, so at most the one rounding to the narrower type.
MAX_ULPS = {"f32": 1, "f16": 1, "bf16": 1}
LANES = {"f32": 64, "f16": 128, "bf16": 128}
RANGES = {  # random arguments per function and type
    "exp2": {"f32": (-150, 129), "f16": (-25, 16), "bf16": (-140, 128)},
    "exp10": {"f32": (-45, 38.5), "f16": (-7.5, 4.8), "bf16": (-42, 38)},
}

source, pto_object = sys.argv[1:3]
names = re.findall(r"^define void @(\w+)\(", open(source).read(), re.M)
rng = np.random.default_rng(10)


def arguments(op, kind):
    lanes = LANES[kind]
    if op in RANGES:
        low, high = RANGES[op][kind]
        xs = list(rng.uniform(low, high, lanes))
        special = [0.0, -0.0, 1.0, -1.0, 3.0, -3.0, 10.0, 0.5,
                   math.inf, -math.inf, math.nan, 1000.0, -1000.0]
    else:
        tiny = {"f32": -44, "f16": -7, "bf16": -40}[kind]
        huge = {"f32": 38, "f16": 4.8, "bf16": 38}[kind]
        xs = list(10.0 ** rng.uniform(tiny, huge, lanes))
        special = [1.0, 2.0, 0.5, 1024.0, 2.0**-10, 10.0, 100.0, 1e-3, 0.0,
                   -0.0, -1.0, math.inf, -math.inf, math.nan]
    xs[:len(special)] = special
    return [to_bits(x, kind) for x in xs]


def reference(op, x):
    if math.isnan(x):
        return math.nan
    if op == "canonicalize":
        return x
    if op in ("exp2", "exp10"):
        base = 2.0 if op == "exp2" else 10.0
        if x > 400:
            return math.inf
        return 0.0 if x < -400 else base**x
    if x < 0:
        return math.nan
    if x == 0:
        return -math.inf
    if math.isinf(x):
        return math.inf
    return math.log2(x) if op == "log2" else math.log10(x)


def must_be_exact(op, x):
    if op == "canonicalize":
        return True
    if op == "exp2":
        return x == int(x) if math.isfinite(x) else True
    if op == "log2":
        return x > 0 and math.isfinite(x) and math.frexp(x)[0] == 0.5
    return not math.isfinite(x) or x == 0


pto = ptoemu.load(pto_object)
storage = {"f32": np.uint32, "f16": np.uint16, "bf16": np.uint16}
failures = []
for name in names:
    op, kind = name.rsplit("_", 1)
    args = arguments(op, kind)
    buffer = np.zeros(512, np.uint8)
    buffer[:256] = np.array(args, storage[kind]).view(np.uint8)
    pto.launch(name, buffer)
    got = [int(v) for v in buffer[256:].view(storage[kind])]
    bad = []
    for lane, (x_bits, g) in enumerate(zip(args, got)):
        x = value(x_bits, kind)
        ref = reference(op, x)
        g_value = value(g, kind)
        if math.isnan(ref) or math.isnan(g_value):
            ok = math.isnan(ref) and math.isnan(g_value)
        else:
            e = to_bits(ref, kind)
            limit = 0 if must_be_exact(op, x) else MAX_ULPS[kind]
            ok = abs(ordered(g, kind) - ordered(e, kind)) <= limit
        if not ok:
            bad.append((lane, x, g_value, ref))
    if bad:
        lane, x, g_value, ref = bad[0]
        failures.append("%s: %d lanes wrong, first lane %d: %r -> got %r, "
                        "expected %r" % (name, len(bad), lane, x, g_value,
                                         ref))

print("%d functions" % len(names))
print("\n".join(failures) if failures else "all within bounds")
