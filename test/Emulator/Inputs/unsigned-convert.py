"""Inputs and expected output of unsigned-convert.c.

`unsigned-convert.py inputs PREFIX` writes PREFIX.{u32,f32,u16,f16}: edge
values (rounding ties, 2^31 and 2^15, the largest values) then random ones.
`unsigned-convert.py expected PREFIX` prints what the kernel must compute,
by numpy's correctly rounded casts, floats as their bits.
"""
import sys

import numpy as np

rng = np.random.default_rng(16)
u32 = np.array([0, 1, 0xFFFF, 0x10000, 16777217, 16777219, 0x7FFFFFFF,
                0x80000000, 0x80000080, 0x80000081, 0xFFFFFF7F, 0xFFFFFF80,
                0xFFFFFFFF], dtype=np.uint32)
u32 = np.concatenate([u32, rng.integers(0, 2**32, 64 - len(u32), dtype=np.uint32)])
f32 = np.array([0, 0.5, 1, 1.75, 2147483520, 2147483648, 2147483904,
                3e9, 4294967040], dtype=np.float32)
f32 = np.concatenate([f32, (rng.random(64 - len(f32)) * 4.29e9).astype(np.float32)])
u16 = np.array([0, 1, 255, 256, 2049, 2051, 32767, 32768, 32800, 65504,
                65519, 65520, 65535], dtype=np.uint16)
u16 = np.concatenate([u16, rng.integers(0, 2**16, 128 - len(u16), dtype=np.uint16)])
f16 = np.array([0, 0.5, 1, 1.5, 2047.5, 32752, 32768, 32800, 65504],
               dtype=np.float16)
f16 = np.concatenate([f16, (rng.random(128 - len(f16)) * 65504).astype(np.float16)])

if sys.argv[1] == "inputs":
    for name, values in [("u32", u32), ("f32", f32), ("u16", u16), ("f16", f16)]:
        values.tofile(sys.argv[2] + "." + name)
else:
    def show(name, values):
        print(name + ": " + " ".join("%d" % v for v in values))
    show("a", u32.astype(np.float32).view(np.uint32))
    show("b", np.trunc(f32).astype(np.uint32))
    show("c", u16.astype(np.float16).view(np.uint16))
    show("d", np.trunc(f16).astype(np.uint16))
