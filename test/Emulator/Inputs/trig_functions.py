"""Runs every function of Inputs/trig-functions.ll (trig-functions.test) in
pto-emu, several times on different arguments, and compares each result
lane with sin, cos or tan computed on the host in float64 and rounded to
the lane type: at most MAX_ULPS units in the last place apart, and NaN for
infinities and NaNs.

The arguments: every f16 and bf16 value; for f32, special values, every
exponent with random mantissas, and the floats nearest to multiples of
pi/2 and pi/4 (where the reduced argument cancels most, or the quadrant
changes), from pi/2 itself to multiples near the largest float, computed
from pi to 400 bits.

Usage: trig_functions.py IR_SOURCE PTO_OBJECT
Prints the largest error per function in ulps."""

import math
import re
import sys
from fractions import Fraction

import numpy as np
import ptoemu
from float_lanes import ordered, to_bits, value

# f32: the reduced argument's rounding and the polynomial's; tan divides
# two such results. f16 and bf16 are computed in f32 and rounded once.
MAX_ULPS = {"sin": {"f32": 1, "f16": 1, "bf16": 1},
            "cos": {"f32": 1, "f16": 1, "bf16": 1},
            "tan": {"f32": 2, "f16": 1, "bf16": 1}}
LANES = {"f32": 64, "f16": 128, "bf16": 128}
LAUNCHES = {"f32": 400, "f16": 512, "bf16": 512}
MAX_EXPONENT = {"f32": 127, "f16": 15, "bf16": 127}

source, pto_object = sys.argv[1:3]
names = re.findall(r"^define void @(\w+)\(", open(source).read(), re.M)
rng = np.random.default_rng(11)


def pi_fraction(bits=400):
    """pi to `bits` bits, by Machin's formula in integers."""
    def arctan_inverse(x):
        total, term, n, sign = 0, (1 << bits) // x, 1, 1
        while term:
            total += sign * (term // n)
            term //= x * x
            n += 2
            sign = -sign
        return total
    return Fraction(4 * (4 * arctan_inverse(5) - arctan_inverse(239)),
                    1 << bits)


PI = pi_fraction()


def nearest_multiples(kind, count):
    """Floats nearest to k pi/4 for k from small to near the largest float."""
    largest = 2.0 ** (MAX_EXPONENT[kind] + 1)
    xs = []
    for _ in range(count):
        exponent = rng.uniform(0, math.log2(largest / 2))
        k = int(2.0 ** exponent)
        x = float(k * PI / 4)
        xs.append(value(to_bits(x, kind), kind))
    return xs


def arguments(kind, launch):
    lanes = LANES[kind]
    if kind != "f32":  # all 2^16 values in 512 launches
        return list(range(launch * lanes, (launch + 1) * lanes))
    if launch == 0:
        xs = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0,
              math.pi / 4, -math.pi / 4, math.pi / 2, math.pi, 2 * math.pi,
              1e-30, -1e-30, 2.0 ** MAX_EXPONENT[kind],
              -(2.0 ** MAX_EXPONENT[kind])]
        xs += list(rng.uniform(-10, 10, lanes - len(xs)))
    elif launch % 2:
        xs = nearest_multiples(kind, lanes)
        xs = [x if rng.integers(2) else -x for x in xs]
    else:
        exponents = rng.integers(-24, MAX_EXPONENT[kind] + 1, lanes)
        xs = [math.ldexp(rng.uniform(1, 2), int(e)) * rng.choice([-1, 1])
              for e in exponents]
    return [to_bits(x, kind) for x in xs]


def reference(op, x):
    if not math.isfinite(x):
        return math.nan
    return getattr(math, op)(x)


pto = ptoemu.load(pto_object)
storage = {"f32": np.uint32, "f16": np.uint16, "bf16": np.uint16}
failures = []
worst = {}
for name in names:
    op, kind = name.rsplit("_", 1)
    worst[name] = 0
    for launch in range(LAUNCHES[kind]):
        args = arguments(kind, launch)
        buffer = np.zeros(512, np.uint8)
        buffer[:256] = np.array(args, storage[kind]).view(np.uint8)
        pto.launch(name, buffer)
        got = [int(v) for v in buffer[256:].view(storage[kind])]
        for x_bits, g in zip(args, got):
            x = value(x_bits, kind)
            ref = reference(op, x)
            g_value = value(g, kind)
            if math.isnan(ref) or math.isnan(g_value):
                ulps = 0 if math.isnan(ref) and math.isnan(g_value) else 99
            else:
                ulps = abs(ordered(g, kind) - ordered(to_bits(ref, kind), kind))
            if ulps > worst[name]:
                worst[name] = ulps
                if ulps > MAX_ULPS[op][kind]:
                    failures.append("%s: %r -> got %r, expected %r (%d ulps)"
                                    % (name, x, g_value, ref, ulps))

print("%d functions" % len(names))
for name in names:
    print("%s: at most %d ulps" % (name, worst[name]))
print("\n".join(failures) if failures else "all within bounds")
