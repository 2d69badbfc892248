// Integer lanes: arithmetic and logical shifts, division rounding toward
// zero, compare and select, and reductions (vector-isa-beyond-seeds.md 3.5,
// 3.7, 3.8). v1 = -32 .. 31 (vci.i32 ASC from -32).
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=ints --print ub@0:s32:64 --print ub@256:u32:64 \
// RUN:   --print ub@512:s32:64 --print ub@768:s32:64 --print ub@1024:s32:2 \
// RUN:   --print ub@1280:s32:2 --print ub@1536:s32:2 | FileCheck %s
// vshr.s32 by 2: arithmetic.
// CHECK: ub@0: -8 -8 -8 -8 -7 -7 -7 -7 -6 -6 -6 -6 -5 -5 -5 -5 -4 -4 -4 -4 -3 -3 -3 -3 -2 -2 -2 -2 -1 -1 -1 -1 0 0 0 0 1 1 1 1 2 2 2 2 3 3 3 3 4 4 4 4 5 5 5 5 6 6 6 6 7 7 7 7
// vshr.u32 by 2: logical.
// CHECK-NEXT: ub@256: 1073741816 1073741816 1073741816 1073741816 1073741817 1073741817 1073741817 1073741817 1073741818 1073741818 1073741818 1073741818 1073741819 1073741819 1073741819 1073741819 1073741820 1073741820 1073741820 1073741820 1073741821 1073741821 1073741821 1073741821 1073741822 1073741822 1073741822 1073741822 1073741823 1073741823 1073741823 1073741823 0 0 0 0 1 1 1 1 2 2 2 2 3 3 3 3 4 4 4 4 5 5 5 5 6 6 6 6 7 7 7 7
// vdiv.s32 by 3: rounds toward zero.
// CHECK-NEXT: ub@512: -10 -10 -10 -9 -9 -9 -8 -8 -8 -7 -7 -7 -6 -6 -6 -5 -5 -5 -4 -4 -4 -3 -3 -3 -2 -2 -2 -1 -1 -1 0 0 0 0 0 1 1 1 2 2 2 3 3 3 4 4 4 5 5 5 6 6 6 7 7 7 8 8 8 9 9 9 10 10
// vcmp.s32 lt against 0, then vsel(v1, 7): negative lanes kept, others 7.
// CHECK-NEXT: ub@768: -32 -31 -30 -29 -28 -27 -26 -25 -24 -23 -22 -21 -20 -19 -18 -17 -16 -15 -14 -13 -12 -11 -10 -9 -8 -7 -6 -5 -4 -3 -2 -1 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// vcadd.s32: the sum in lane 0 (-32), lane 1 zero.
// CHECK-NEXT: ub@1024: -32 0
// vcmax.s32: the maximum (31) and the index of its first lane (63).
// CHECK-NEXT: ub@1280: 31 63
// vcmin.s32 under PAT_VL16: the minimum of the first 16 lanes (-32) at 0.
// CHECK-NEXT: ub@1536: -32 0

  .globl ints
ints:
  movi x5, -32
  vci.i32 v1, x5, ASC
  pset_b32 p0, PAT_ALL
  pset_b32 p1, PAT_VL16
  movi x6, 2
  vbr.i32 v2, x6
  vshr.s32 v3, v1, v2, p0
  vsts v3, [x0, 0], NORM_B32, p0
  vshr.u32 v4, v1, v2, p0
  vsts v4, [x0, 256], NORM_B32, p0
  movi x7, 3
  vbr.i32 v5, x7
  vdiv.s32 v6, v1, v5, p0
  vsts v6, [x0, 512], NORM_B32, p0
  movi x8, 0
  vcmps.s32 p2, v1, x8, p0, lt
  movi x9, 7
  vbr.i32 v7, x9
  vsel.i32 v8, v1, v7, p2
  vsts v8, [x0, 768], NORM_B32, p0
  vcadd.s32 v9, v1, p0
  vsts v9, [x0, 1024], NORM_B32, p0
  vcmax.s32 v10, v1, p0
  vsts v10, [x0, 1280], NORM_B32, p0
  vcmin.s32 v11, v1, p1
  vsts v11, [x0, 1536], NORM_B32, p0
  ret
