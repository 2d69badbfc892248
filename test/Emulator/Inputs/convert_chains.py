"""Runs every CONVERT of Inputs/convert-chains.cpp (convert-chains.test) in
pto-emu on edge and random values and compares each result lane, bit for
bit, with the conversion computed exactly on the host: integers rounded to
the float format to nearest, ties to even (overflowing to infinity), floats
truncated toward zero (only values whose integral part the result type
holds: the others are undefined in C).

Usage: convert_chains.py SOURCE PTO_OBJECT"""

import math
import re
import sys

import numpy as np
import ptoemu
from float_lanes import to_bits
from float_lanes import value as float_lane_value

OUT_OFFSET, BUFFER_BYTES = 2048, 4096
INTS = {"i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16,
        "i32": np.int32, "u32": np.uint32, "i64": np.int64, "u64": np.uint64}
# Float formats: storage dtype, significant bits, largest finite value.
FLOATS = {"f16": (np.uint16, 11, 65504.0),
          "bf16": (np.uint16, 8, float(np.float32(3.3895313892515355e38))),
          "f32": (np.uint32, 24, float(np.finfo(np.float32).max))}

source, pto_object = sys.argv[1:3]
kernels = re.findall(r"^CONVERT\((\w+), (\w+), (\w+), (\d+)\)",
                     open(source).read(), re.M)
rng = np.random.default_rng(2026)


def round_integer(value, bits, largest):
    """value (a Python int) rounded to bits significant bits, ties to even;
    infinity beyond the largest finite value."""
    magnitude = abs(value)
    drop = max(magnitude.bit_length() - bits, 0)
    kept, rest = divmod(magnitude, 1 << drop)
    half = (1 << drop) >> 1
    if drop and (rest > half or (rest == half and kept & 1)):
        kept += 1
    rounded = float(kept << drop)
    if rounded > largest:
        rounded = math.inf
    return -rounded if value < 0 else rounded


def integer_inputs(kind, lanes):
    info = np.iinfo(INTS[kind])
    edges = [info.min, info.max, 0, 1, -1 if info.min else 2]
    if info.bits == 32:
        # Ties and near-ties of f16's and bf16's last places, and of f32's.
        for base in (1 << 24, 1 << 30, 3 << 28):
            for offset in (1 << 16, 1 << 15, (1 << 16) + 1, (1 << 15) - 1,
                           (1 << 16) + (1 << 8), 1, 3):
                edges += [base + offset, -(base + offset)]
        edges += [65504, 65519, 65520, 65535, 2**24 + 1]
    if info.bits == 64:
        # Ties and near-ties of each float format's last place, with bits
        # below it that only a sticky bit keeps.
        for base in (1 << 33, 1 << 40, 1 << 62, 3 << 61):
            for mantissa in (24, 11, 8):
                last = base >> (mantissa - 1)
                for offset in (last // 2, last // 2 + 1, last // 2 - 1,
                               last + last // 2, 1):
                    edges += [base + offset, -(base + offset)]
    edges = [e for e in edges if info.min <= e <= info.max]
    values = rng.integers(info.min, info.max, lanes, endpoint=True,
                          dtype=INTS[kind])
    values[:len(edges)] = edges[:lanes]
    return values


def float_inputs(kind, result, lanes):
    """Bits of floats whose integral part the result type holds."""
    info = np.iinfo(INTS[result])
    low = max(float(info.min) - 0.99, -60000.0)
    high = min(float(info.max) + 0.99, 60000.0)
    if kind == "f16":
        high = min(high, 65504.0)
    picks = list(rng.uniform(low, high, lanes))
    if info.bits == 64 and kind != "f16":
        # Up to the largest f32 below 2^63 (2^64): magnitudes of every size.
        high = 2.0**(64 if info.min == 0 else 63) * (1 - 2.0**-24)
        low = -high if info.min else -0.99
        picks = [float(sign) * 2.0**e for sign, e in zip(
            rng.choice([-1, 1] if info.min else [1], lanes),
            rng.uniform(-1, math.log2(high), lanes))]
    picks += [0.0, -0.0, 0.5, -0.5]
    picks += [high, low, 1.0, 2.5, float(info.max), float(info.min)]
    bits = []
    for value in (min(max(v, low), high) for v in picks):
        # The value in the format, rounded toward zero into the range.
        if kind == "f16":
            b = int(np.float16(value).view(np.uint16))
        elif kind == "f32":
            b = int(np.float32(value).view(np.uint32))
        else:
            b = int(np.float32(value).view(np.uint32)) >> 16
        if not low <= float_lane_value(b, kind) <= high:
            b -= 1  # one step toward zero
        bits.append(b)
    bits = bits[-lanes:]  # edges first from the end
    return np.array(bits, FLOATS[kind][0])


pto = ptoemu.load(pto_object)
failures = []
for name, result, kind, lanes in kernels:
    lanes = int(lanes)
    if kind in INTS:
        inputs = integer_inputs(kind, lanes)
        expected = [to_bits(round_integer(int(v), *FLOATS[result][1:]),
                               result) if result in FLOATS else None
                    for v in inputs]
        out_dtype = FLOATS[result][0]
    else:
        inputs = float_inputs(kind, result, lanes)
        expected = [math.trunc(float_lane_value(int(b), kind)) for b in inputs]
        out_dtype = INTS[result]
    buffer = np.zeros(BUFFER_BYTES, np.uint8)
    raw = inputs.view(np.uint8)
    buffer[:raw.size] = raw
    pto.launch(name, buffer)
    got = buffer[OUT_OFFSET:].view(out_dtype)[:lanes]
    bad = [i for i in range(lanes) if int(got[i]) != expected[i]]
    if bad:
        i = bad[0]
        failures.append("%s: %d lanes differ, first lane %d: input %r, got "
                        "%r, expected %r" % (name, len(bad), i,
                                             inputs[i], got[i], expected[i]))

print("%d conversions" % len(kernels))
print("\n".join(failures) if failures else "all exact")
