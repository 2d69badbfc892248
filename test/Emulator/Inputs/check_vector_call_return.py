#!/usr/bin/env python3
"""Checks pto-emu's --print of vector-call-return.test against the
definition: i[k] = 2 * (k + 1), f[k] = 4 * k."""
import sys

lines = dict(line.split(":", 1) for line in sys.stdin.read().splitlines()
             if ":" in line)
ints = [int(v) for v in lines["i"].split()]
floats = [float(v) for v in lines["f"].split()]
assert ints == [2 * (k + 1) for k in range(128)], ints[:8]
assert floats == [4.0 * k for k in range(256)], floats[:8]
print("ok")
