// vselr takes each index modulo the lane count, as the vendor documents
// it: with 32-bit lanes the data is 100 + i and the indices 60 + i, so
// lane i reads lane (60 + i) mod 64: 160 161 162 163 100 101 ... (an index
// out of range does not give 0). 16-bit lanes: indices 120 + i mod 128.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=wrap --print ub@0:s32:8 --print ub@256:s16:10 | FileCheck %s
// CHECK: ub@0: 160 161 162 163 100 101 102 103
// CHECK-NEXT: ub@256: 1120 1121 1122 1123 1124 1125 1126 1127 1000 1001

  .globl wrap
wrap:
  pset_b8 p0, PAT_ALL
  movi x5, 100
  vci.i32 v1, x5, ASC
  movi x6, 60
  vci.i32 v2, x6, ASC
  vselr.i32 v3, v1, v2
  vsts v3, [x0, 0], NORM_B32, p0
  movi x5, 1000
  vci.i16 v1, x5, ASC
  movi x6, 120
  vci.i16 v2, x6, ASC
  vselr.i16 v3, v1, v2
  movi x7, 256
  vsts v3, [x7, 0], NORM_B16, p0
  ret
