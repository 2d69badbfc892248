"""Runs every KERNEL of Inputs/plain-kernels.cpp (plain-kernels.test) in
pto-emu and as the same source compiled for the host, on the same data, and
prints whether every byte of the output region agrees.

Usage: plain_kernels.py SOURCE PTO_OBJECT HOST_LIBRARY"""

import ctypes
import re
import sys

import numpy as np
import ptoemu

A_REGION, B_REGION, OUT_REGION, BUFFER_BYTES = 0, 16384, 32768, 49152
REGION_BYTES = 16384
SIZES = (2048, 1000, 77, 1)

source, pto_object, host_library = sys.argv[1:4]
kernels = re.findall(r"^KERNEL\((\w+), (\w+), (\w+), (\w+)\)",
                     open(source).read(), re.M)

rng = np.random.default_rng(2026)


def values(c_type):
    """A region's worth of values of C type c_type: small signed integers
    (no overflow in the kernels' arithmetic), unsigned ones of any value,
    floats of either sign."""
    if c_type == "float":
        return rng.uniform(-100, 100, REGION_BYTES // 4).astype(np.float32)
    if c_type == "half":
        return rng.uniform(-8, 8, REGION_BYTES // 2).astype(np.float16)
    dtype = np.dtype(c_type.replace("_t", ""))
    count = REGION_BYTES // dtype.itemsize
    if dtype.kind == "i":
        return rng.integers(-1000, 1000, count).astype(dtype)
    return rng.integers(0, np.iinfo(dtype).max, count, endpoint=True,
                        dtype=dtype)


pto = ptoemu.load(pto_object)
host = ctypes.CDLL(host_library)
failures = []
for name, out_type, a_type, b_type in kernels:
    for n in SIZES:
        buffer = np.full(BUFFER_BYTES, 0x5A, np.uint8)
        buffer[A_REGION:A_REGION + REGION_BYTES] = values(a_type).view(np.uint8)
        buffer[B_REGION:B_REGION + REGION_BYTES] = values(b_type).view(np.uint8)
        expected = buffer.copy()
        getattr(host, name)(expected.ctypes.data_as(ctypes.c_void_p),
                            ctypes.c_int(n))
        got = buffer.copy()
        pto.launch(name, got, n)
        differ = np.flatnonzero(got[OUT_REGION:] != expected[OUT_REGION:])
        if differ.size:
            failures.append("%s n=%d: %d bytes differ, first at output byte %d"
                            " (pto-emu %d, host %d)"
                            % (name, n, differ.size, differ[0],
                               got[OUT_REGION + differ[0]],
                               expected[OUT_REGION + differ[0]]))

print("%d kernels at n = %s" % (len(kernels), ", ".join(map(str, SIZES))))
print("\n".join(failures) if failures else "all equal")
