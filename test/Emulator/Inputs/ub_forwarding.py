"""Runs the kernels of Inputs/ub-forwarding-kernels.cpp in pto-emu on random
rows and compares each output with numpy's (ub-register-forwarding.test).

Usage: ub_forwarding.py OBJECT"""

import sys

import numpy as np
import ptoemu

COLS, LANES = 1024, 64

rng = np.random.default_rng(7)
x = rng.uniform(-100, 100, COLS).astype(np.float32)
y = rng.uniform(-100, 100, COLS).astype(np.float32)
twice = x * np.float32(2)
first_lanes = (np.arange(COLS) % LANES) < 10

expected = {
    "round_trip": (twice + np.float32(1)).view(np.uint32),
    "retyped": twice.view(np.int32).astype(np.uint32) + np.uint32(1),
    "partial_store": np.where(first_lanes, -x, -twice).view(np.uint32),
    "dma_between": (y + np.float32(1)).view(np.uint32),
}

kernels = ptoemu.load(sys.argv[1])
for name, want in expected.items():
    out = np.zeros(COLS, np.float32)
    inputs = (x, y) if name == "dma_between" else (x,)
    kernels.launch(name, *inputs, out)
    got = out.view(np.uint32)
    wrong = np.flatnonzero(got != want)
    print("%s: %s" % (name, "ok" if not wrong.size else
                      "%d lanes differ, first %d" % (wrong.size, wrong[0])))
