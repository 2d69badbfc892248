"""Runs every function of Inputs/power-remainder.ll (power-remainder.test)
in pto-emu on batches of arguments and compares each result lane with the
host's: pow as numpy's float64 pow (C's special cases) rounded to the lane
type, within MAX_ULPS; frem as C's fmod in float64, which is exact, so bit
for bit (the sign of a zero included).

Usage: power_remainder.py IR_SOURCE PTO_OBJECT"""

import math
import re
import sys

import numpy as np
import ptoemu
from float_lanes import ordered, to_bits, value

# pow of f32: the error of ln|x| (near 2^-33 relative) times y, the reduced
# argument's rounding and vexp's; f16 and bf16 are computed in f32.
MAX_ULPS = {"f32": 2, "f16": 1, "bf16": 1}
LANES = {"f32": 64, "f16": 128, "bf16": 128}
STORAGE = {"f32": np.uint32, "f16": np.uint16, "bf16": np.uint16}
BATCHES = 64
# ln of the largest finite value and of the smallest subnormal.
LOG_RANGE = {"f32": (-103.0, 88.7), "f16": (-16.6, 11.1),
             "bf16": (-92.0, 88.7)}
SPECIALS = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0,
            math.inf, -math.inf, math.nan, 1e-40]

source, pto_object = sys.argv[1:3]
names = re.findall(r"^define void @(\w+)\(", open(source).read(), re.M)
rng = np.random.default_rng(16)
np.seterr(over="ignore")  # host results beyond the lane type: infinity


def rounded(x, kind):
    with np.errstate(over="ignore"):  # to infinity, as intended
        return value(to_bits(x, kind), kind)


def random_bits(kind):
    """A finite value of any exponent, either sign."""
    while True:
        bits = int(rng.integers(0, 1 << (32 if kind == "f32" else 16)))
        x = value(bits, kind)
        if math.isfinite(x):
            return x


def special_pairs(kind):
    """Every pair of SPECIALS (as the lane type has them): 196 lanes, in the
    first two batches."""
    values = [rounded(v, kind) for v in SPECIALS]
    return [(a, b) for a in values for b in values]


def pow_arguments(kind, batch):
    low, high = LOG_RANGE[kind]
    pairs = []
    for lane in range(LANES[kind]):
        style = (lane + batch) % 5
        if style == 0:  # any |x|, y so that the result is near the range
            x = rounded(math.exp(rng.uniform(low, high)), kind)
            y = rng.uniform(low - 5, high + 5) / math.log(x) if x != 1 else 3
        elif style == 1:  # x near 1, large y
            x = rounded(1 + rng.uniform(-0.01, 0.01), kind)
            y = rng.uniform(low, high) / math.log(x) if x != 1 else 7
        elif style == 2:  # negative x, whole y (and a few halves)
            x = -rounded(rng.uniform(0, 4), kind)
            y = float(rng.integers(-40, 40)) + (0.5 if lane % 7 == 0 else 0)
        elif style == 3:
            x, y = random_bits(kind), random_bits(kind)
        else:
            x = rounded(rng.uniform(0, 30), kind)
            y = rng.uniform(-10, 10)
        pairs.append((x, rounded(y, kind)))
    if batch < 2:
        pairs = (special_pairs(kind)[batch * LANES[kind]:] +
                 pairs)[:LANES[kind]]
    return pairs


def frem_arguments(kind, batch):
    pairs = []
    for lane in range(LANES[kind]):
        style = (lane + batch) % 4
        y = random_bits(kind)
        if style == 0:  # any x and y: exponent gaps up to the type's range
            x = random_bits(kind)
        elif style == 1:  # x within an ulp or two of a multiple of y
            bits = to_bits(y * float(rng.integers(1, 1 << 20)), kind)
            x = value(bits + int(rng.integers(-2, 3)), kind)
        elif style == 2:  # huge x, subnormal y
            x = rounded(rng.uniform(0.5, 1) * 2.0 ** {"f32": 127, "f16": 15,
                                                      "bf16": 127}[kind],
                        kind)
            y = value(int(rng.integers(1, 64)), kind)
        else:  # x and y of similar size
            x = y * rng.uniform(0, 5)
        pairs.append((rounded(x, kind), y))
    if batch < 2:
        pairs = (special_pairs(kind)[batch * LANES[kind]:] +
                 pairs)[:LANES[kind]]
    return pairs


def reference(op, x, y):
    with np.errstate(all="ignore"):
        if op == "pow":
            return float(np.power(np.float64(x), np.float64(y)))
        return float(np.fmod(np.float64(x), np.float64(y)))


def run(pto, name, kind, pairs):
    buffer = np.zeros(768, np.uint8)
    for offset, column in ((0, 0), (256, 1)):
        lanes = [to_bits(p[column], kind) for p in pairs]
        buffer[offset:offset + 256] = np.array(lanes,
                                               STORAGE[kind]).view(np.uint8)
    pto.launch(name, buffer)
    return [int(v) for v in buffer[512:].view(STORAGE[kind])]


pto = ptoemu.load(pto_object)
failures = []
for name in names:
    op, kind = name.rsplit("_", 1)
    bad, lanes, worst = [], 0, 0
    for batch in range(BATCHES):
        pairs = (pow_arguments if op == "pow" else frem_arguments)(kind, batch)
        got = run(pto, name, kind, pairs)
        for (x, y), g in zip(pairs, got):
            lanes += 1
            ref = reference(op, x, y)
            g_value = value(g, kind)
            if math.isnan(ref) or math.isnan(g_value):
                ok = math.isnan(ref) and math.isnan(g_value)
            else:
                e = to_bits(ref, kind)
                ulps = abs(ordered(g, kind) - ordered(e, kind))
                worst = max(worst, ulps)
                ok = ulps <= (MAX_ULPS[kind] if op == "pow" else 0)
            if not ok:
                bad.append((x, y, g_value, ref))
    print("%s: %d lanes, at most %d ulps" % (name, lanes, worst))
    if bad:
        x, y, g_value, ref = bad[0]
        failures.append("%s: %d lanes wrong, first: (%r, %r) -> got %r, "
                        "expected %r" % (name, len(bad), x, y, g_value, ref))

print("%d functions" % len(names))
print("\n".join(failures) if failures else "all within bounds")
