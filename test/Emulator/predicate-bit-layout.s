// Predicate bit layout (vector-isa-beyond-seeds.md, "Bit layout"): lane i of
// a G-bit mask is bit i*G/8 of the 256-bit predicate register and the other
// bits of each slot are 0, for every op that produces a mask of granularity
// G. The expected bytes follow from that rule: a b16 lane is one bit of a
// 0x55 (85) pattern, a b32 lane one bit of 0x11 (17).
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=layout --print ub@0:u8:32 --print ub@32:u8:32 \
// RUN:   --print ub@64:u8:32 --print ub@96:u8:32 --print ub@128:u8:32 \
// RUN:   --print ub@160:u8:32 --print ub@192:u8:32 --print ub@224:u8:32 \
// RUN:   --print ub@256:u8:32 --print ub@288:u8:32 --print ub@320:u8:8 \
// RUN:   | FileCheck %s
// pset_b8 PAT_VL16: bits 0..15.
// CHECK: ub@0: 255 255 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// pset_b16 PAT_VL8: bits 0, 2, .., 14.
// CHECK-NEXT: ub@32: 85 85 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// pset_b32 PAT_VL16: bits 0, 4, .., 60.
// CHECK-NEXT: ub@64: 17 17 17 17 17 17 17 17 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// pset_b32 PAT_ALL: every fourth bit.
// CHECK-NEXT: ub@96: 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17 17
// plt_b16 with 5: bits 0, 2, 4, 6, 8.
// CHECK-NEXT: ub@128: 85 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// plt_b32 with 3: bits 0, 4, 8.
// CHECK-NEXT: ub@160: 17 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// vcmp.s16 (0, 1, .. < 10): lanes 0..9, bits 0, 2, .., 18.
// CHECK-NEXT: ub@192: 85 85 5 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// vcmp.s32 (0, 1, .. < 6): lanes 0..5, bits 0, 4, .., 20.
// CHECK-NEXT: ub@224: 17 17 17 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// vcmps.s32 (0, 1, .. >= 60): lanes 60..63, bits 240, 244, 248, 252.
// CHECK-NEXT: ub@256: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 17 17
// vaddc.i32 carry of (-3, -2, ..) + 3: lanes 0..2, bits 0, 4, 8.
// CHECK-NEXT: ub@288: 17 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// A b32 mask through a b8 view (vsel.i8 on pset_b32 PAT_ALL): every fourth
// byte lane is active.
// CHECK-NEXT: ub@320: 1 2 2 2 1 2 2 2

  .globl layout
layout:
  pset_b8 p1, PAT_VL16
  psti p1, [x0, 0], NORM
  pset_b16 p1, PAT_VL8
  psti p1, [x0, 32], NORM
  pset_b32 p1, PAT_VL16
  psti p1, [x0, 64], NORM
  pset_b32 p2, PAT_ALL
  psti p2, [x0, 96], NORM
  movi x5, 5
  plt_b16 p1, x5
  psti p1, [x0, 128], NORM
  movi x5, 3
  plt_b32 p1, x5
  psti p1, [x0, 160], NORM
  pset_b16 p3, PAT_ALL
  vci.i16 v1, x0, ASC
  movi x6, 10
  vbr.i16 v2, x6
  vcmp.s16 p1, v1, v2, p3, lt
  psti p1, [x0, 192], NORM
  vci.i32 v3, x0, ASC
  movi x6, 6
  vbr.i32 v4, x6
  vcmp.s32 p1, v3, v4, p2, lt
  psti p1, [x0, 224], NORM
  movi x6, 60
  vcmps.s32 p1, v3, x6, p2, ge
  psti p1, [x0, 256], NORM
  movi x7, -3
  vci.i32 v5, x7, ASC
  movi x7, 3
  vbr.i32 v6, x7
  vaddc.i32 v7, p1, v5, v6, p2
  psti p1, [x0, 288], NORM
  movi x7, 1
  vbr.i8 v8, x7
  movi x7, 2
  vbr.i8 v9, x7
  vsel.i8 v10, v8, v9, p2
  pset_b8 p4, PAT_ALL
  vsts v10, [x0, 320], NORM_B8, p4
  ret
