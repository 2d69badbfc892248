#!/usr/bin/env python3
"""Prints a C kernel with N vectors live across a call.

  many_live_vectors.py N            the kernel
  many_live_vectors.py N --expect   pto-emu's --print line for y

spill_many(x, y): loads N i32 vectors from GM x (through UB), calls a
function the compiler cannot see through, and stores their sum, each vector
i scaled by i + 1, to GM y. Every vector is spilled to the UB spill area
(256 bytes each) across the call. With x[k] = k the expected lanes are
sum over i of (64 i + lane) (i + 1), computed here in Python integers.
Used by Emulator/ub-spill-beyond-32k.test (runs it) and
Clang/ub-spill-limit.test (more than UB holds).
"""

import sys

n = int(sys.argv[1])
if sys.argv[2:] == ["--expect"]:
    print("y: " + " ".join(str(sum((64 * i + lane) * (i + 1)
                                   for i in range(n)))
                           for lane in range(64)))
    sys.exit(0)
print('#include "kernel-support.h"')
print("typedef int v64i __attribute__((ext_vector_type(64)));")
print('__attribute__((noinline)) void opaque(void) { __asm__ volatile(""); }')
print("void spill_many(GM const int *x, GM int *y) {")
print("  UB v64i *in = (UB v64i *)0;")
print("  UB v64i *out = (UB v64i *)(%d * 256);" % n)
print("  gm_to_ub(x, in, %d * 256);" % n)
print("  wait_mte2_to_v();")
for i in range(n):
    print("  v64i a%d = in[%d];" % (i, i))
print("  opaque();")
print("  *out = " + " + ".join("a%d * %d" % (i, i + 1) for i in range(n)) +
      ";")
print("  wait_v_to_mte3();")
print("  ub_to_gm(out, y, 256);")
print("}")
