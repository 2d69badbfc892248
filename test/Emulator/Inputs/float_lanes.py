"""Float lanes of f32, f16 and bf16 vectors as the bits pto-emu reads and
writes: rounding a host float64 to a lane type, reading lanes back, and
counting units in the last place between two lanes. Used by the checkers
of math-functions.test and trig-functions.test."""

import math

import numpy as np


def to_bits(x, kind):
    """x rounded to nearest, ties to even, as the bits of kind."""
    if kind == "f32":
        return int(np.float32(x).view(np.uint32))
    if kind == "f16":
        with np.errstate(over="ignore"):  # to infinity, as intended
            return int(np.float16(x).view(np.uint16))
    bits = int(np.float32(x).view(np.uint32))  # exact for these arguments
    if math.isnan(x) or math.isinf(x) or x == 0:
        return bits >> 16
    mantissa, exponent = math.frexp(x)
    if exponent - 1 < -126:  # bf16 subnormal: 2^-133 steps
        rounded = round(x * 2.0**133) * 2.0**-133
    else:
        rounded = round(mantissa * 256) * 2.0**(exponent - 8)
    return int(np.float32(rounded).view(np.uint32)) >> 16


def value(bits, kind):
    if kind == "f32":
        return float(np.uint32(bits).view(np.float32))
    if kind == "f16":
        return float(np.uint16(bits).view(np.float16))
    return float(np.uint32(int(bits) << 16).view(np.float32))


def ordered(bits, kind):
    """The bits as an integer that orders the floats (ulps apart)."""
    sign = 1 << (31 if kind == "f32" else 15)
    return -(bits & ~sign) if bits & sign else bits
