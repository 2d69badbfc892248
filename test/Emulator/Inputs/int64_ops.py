"""Runs every function of Inputs/int64.ll (int64.test) in pto-emu and
compares each result lane with the one computed on the host in Python
integers, wrapped to 64 bits as LLVM defines each operation.

Usage: int64_ops.py IR_SOURCE PTO_OBJECT"""

import re
import sys

import numpy as np
import ptoemu

LANES, MASK = 32, (1 << 64) - 1
MIN, MAX = -(1 << 63), (1 << 63) - 1

source, pto_object = sys.argv[1:3]
names = re.findall(r"^define void @(\w+)\(", open(source).read(), re.M)
rng = np.random.default_rng(64)


def signed(x):
    x &= MASK
    return x - (1 << 64) if x >> 63 else x


def operands():
    """Edge values, and pairs that differ only in the low or high word."""
    a = [0, 1, -1, MIN, MAX, 1 << 32, (1 << 32) - 1, -(1 << 32), 0x80000000,
         0x7fffffff, 5, -5]
    b = [1, -1, 3, -1 + (1 << 64) // 2, MIN, 1 << 32, 0x80000000, 7, -3, 2,
         -7, 5]
    while len(a) < LANES:
        high = int(rng.integers(-2**31, 2**31))
        low = int(rng.integers(0, 2**32))
        other = [(high << 32) | int(rng.integers(0, 2**32)),  # same high word
                 (int(rng.integers(-2**31, 2**31)) << 32) | low,  # same low
                 (high << 32) | low,  # equal
                 signed(int(rng.integers(0, 2**63)) * 2 + 1)][len(a) % 4]
        a.append((high << 32) | low)
        b.append(other)
    return [signed(x) for x in a], [signed(x) for x in b]


def reference(name, x, y):
    ux, uy = x & MASK, y & MASK
    clamp = lambda v: min(max(v, MIN), MAX)
    results = {
        "mul": lambda: x * y,
        "sdiv": lambda: abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1),
        "udiv": lambda: ux // uy,
        "srem": lambda: (abs(x) % abs(y)) * (-1 if x < 0 else 1),
        "urem": lambda: ux % uy,
        "smax": lambda: max(x, y), "smin": lambda: min(x, y),
        "umax": lambda: max(ux, uy), "umin": lambda: min(ux, uy),
        "abs": lambda: abs(x),
        "ctpop": lambda: bin(ux).count("1"),
        "ctlz": lambda: 64 - ux.bit_length(),
        "cttz": lambda: 64 if ux == 0 else (ux & -ux).bit_length() - 1,
        "sadd_sat": lambda: clamp(x + y), "ssub_sat": lambda: clamp(x - y),
        "uadd_sat": lambda: min(ux + uy, MASK),
        "usub_sat": lambda: max(ux - uy, 0),
        "icmp_eq": lambda: -(x == y), "icmp_ne": lambda: -(x != y),
        "icmp_slt": lambda: -(x < y), "icmp_sle": lambda: -(x <= y),
        "icmp_sgt": lambda: -(x > y), "icmp_sge": lambda: -(x >= y),
        "icmp_ult": lambda: -(ux < uy), "icmp_ule": lambda: -(ux <= uy),
        "icmp_ugt": lambda: -(ux > uy), "icmp_uge": lambda: -(ux >= uy),
    }
    return results[name]() & MASK


pto = ptoemu.load(pto_object)
failures = []
for name in names:
    a, b = operands()
    if name in ("sdiv", "udiv", "srem", "urem"):
        # No division by zero, nor the overflowing MIN / -1.
        b = [1 if y == 0 or (x == MIN and y == -1) else y
             for x, y in zip(a, b)]
    buffer = np.zeros(768, np.uint8)
    buffer[:512] = np.array(a + b, np.int64).view(np.uint8)
    pto.launch(name, buffer)
    got = [int(v) for v in buffer[512:].view(np.uint64)]
    expected = [reference(name, x, y) for x, y in zip(a, b)]
    bad = [i for i in range(LANES) if got[i] != expected[i]]
    if bad:
        i = bad[0]
        failures.append("%s: %d lanes differ, first lane %d: %d, %d -> got "
                        "%#x, expected %#x" % (name, len(bad), i, a[i], b[i],
                                              got[i], expected[i]))

print("%d operations" % len(names))
print("\n".join(failures) if failures else "all exact")
