// Predicate generation and algebra (vector-isa-beyond-seeds.md 3.2), stored
// with psts NORM (one bit per vector byte) and printed as bytes.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=preds --print ub@0:u8:32 --print ub@32:u8:32 \
// RUN:   --print ub@64:u8:32 --print ub@96:u8:32 --print ub@128:s64:1 \
// RUN:   --print ub@136:s64:1 | FileCheck %s
// plt_b32 with 5: five 32-bit lanes, bits 0, 4, .., 16 (bit i*4 of lane i;
// the other bits of each slot are 0).
// CHECK: ub@0: 17 17 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// pset_b16 PAT_H: half of the 128 16-bit lanes, bits 0, 2, .., 126.
// CHECK-NEXT: ub@32: 85 85 85 85 85 85 85 85 85 85 85 85 85 85 85 85 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// pge_b8 PAT_VL3: three 8-bit lanes.
// CHECK-NEXT: ub@64: 7 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// pand of PAT_H (b16) and the first 100 bytes under an all-true mask.
// CHECK-NEXT: ub@96: 85 85 85 85 85 85 85 85 85 85 85 85 5 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// plt_b32 leaves 5 - 64 -> 0 and 70 - 64 -> 6 in its register.
// CHECK-NEXT: ub@128: 0
// CHECK-NEXT: ub@136: 6

  .globl preds
preds:
  movi x5, 5
  plt_b32 p1, x5
  psts p1, [x0, x0], NORM
  pset_b16 p2, PAT_H
  movi x6, 32
  psts p2, [x6, x0], NORM
  pge_b8 p3, PAT_VL3
  movi x6, 64
  psts p3, [x6, x0], NORM
  movi x7, 100
  plt_b8 p4, x7
  pset_b8 p5, PAT_ALL
  pand p6, p2, p4, p5
  movi x6, 96
  psts p6, [x6, x0], NORM
  sd.ub x5, 128(x0)
  movi x8, 70
  plt_b32 p7, x8
  sd.ub x8, 136(x0)
  ret
