"""Runs every OPERATION of Inputs/bf16-math.cpp (bf16-math.test) in pto-emu
and compares each result lane, bit for bit, with the result computed on the
host: in float64 (whose 53 bits make one rounding to bf16 of the exact
quotient or square root, as IEEE requires) and rounded to nearest, ties to
even, straight from float64 to bf16.

Usage: bf16_math.py SOURCE PTO_OBJECT"""

import math
import re
import sys

import numpy as np
import ptoemu
from float_lanes import to_bits as bits_of, value

SECOND_OFFSET, OUT_OFFSET, BUFFER_BYTES = 512, 1024, 2048
STORAGE = {"bf16": np.uint16, "f16": np.uint16, "f32": np.uint32}

source, pto_object = sys.argv[1:3]
operations = re.findall(r"^OPERATION\((\w+), (\w+), (\d+), ",
                        open(source).read(), re.M)
rng = np.random.default_rng(2026)


def inputs(kind, lanes, positive):
    values = rng.uniform(0.01 if positive else -300, 300, lanes)
    values[:8] = [0.5, 1.5, 2.5, -2.5, 3.0, 1e-3, 255.5, 100.25][:lanes]
    if positive:
        values = np.abs(values)
    return np.array([bits_of(v, kind) for v in values], STORAGE[kind])


def reference(name, x, y):
    op = name.rsplit("_", 1)[0]
    if op == "div":
        return x / y
    if op == "sqrt":
        return math.sqrt(x)
    if op == "floor":
        return math.floor(x)
    if op == "round":  # ties away from zero
        return math.copysign(math.floor(abs(x) + 0.5), x)
    return math.copysign(x, y)


pto = ptoemu.load(pto_object)
failures = []
for name, kind, lanes in operations:
    lanes = int(lanes)
    a = inputs(kind, lanes, positive=name.startswith("sqrt"))
    b = inputs(kind, lanes, positive=False)
    buffer = np.zeros(BUFFER_BYTES, np.uint8)
    buffer[:a.nbytes] = a.view(np.uint8)
    buffer[SECOND_OFFSET:SECOND_OFFSET + b.nbytes] = b.view(np.uint8)
    pto.launch(name, buffer)
    got = buffer[OUT_OFFSET:].view(STORAGE[kind])[:lanes]
    expected = [bits_of(reference(name, value(x, kind), value(y, kind)), kind)
                for x, y in zip(a, b)]
    bad = [i for i in range(lanes) if int(got[i]) != expected[i]]
    if bad:
        i = bad[0]
        failures.append("%s: %d lanes differ, first lane %d: %r, %r -> got "
                        "%#x, expected %#x" % (name, len(bad), i,
                                              value(a[i], kind),
                                              value(b[i], kind), got[i],
                                              expected[i]))

print("%d operations" % len(operations))
print("\n".join(failures) if failures else "all exact")
