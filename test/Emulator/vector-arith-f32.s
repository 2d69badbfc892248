// Vector arithmetic on f32 lanes against the C semantics of
// vector-isa-beyond-seeds.md: v1 = 0..63 (vci ASC), v2 = 10, 9, .. (vci
// DESC); masked lanes of a result are zero.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=arith --print ub@0:f32:64 --print ub@256:f32:64 \
// RUN:   --print ub@512:f32:64 --print ub@768:f32:64 --print ub@1024:f32:64 \
// RUN:   | FileCheck %s
// vadd: a + b = 10 everywhere.
// CHECK: ub@0: 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10
// vmul under PAT_VL8: the first 8 lanes i * (10 - i), the rest 0.
// CHECK-NEXT: ub@256: 0 9 16 21 24 25 24 21 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// vsub: 2i - 10.
// CHECK-NEXT: ub@512: -10 -8 -6 -4 -2 0 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32 34 36 38 40 42 44 46 48 50 52 54 56 58 60 62 64 66 68 70 72 74 76 78 80 82 84 86 88 90 92 94 96 98 100 102 104 106 108 110 112 114 116
// vmax: max(i, 10 - i).
// CHECK-NEXT: ub@768: 10 9 8 7 6 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63
// vabs of the difference: |2i - 10|.
// CHECK-NEXT: ub@1024: 10 8 6 4 2 0 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32 34 36 38 40 42 44 46 48 50 52 54 56 58 60 62 64 66 68 70 72 74 76 78 80 82 84 86 88 90 92 94 96 98 100 102 104 106 108 110 112 114 116

  .globl arith
arith:
  movi x5, 0
  vci.f32 v1, x5, ASC
  movi x6, 10
  vci.f32 v2, x6, DESC
  pset_b32 p0, PAT_ALL
  pset_b32 p1, PAT_VL8
  vadd.f32 v3, v1, v2, p0
  vsts v3, [x0, 0], NORM_B32, p0
  vmul.f32 v4, v1, v2, p1
  vsts v4, [x0, 256], NORM_B32, p0
  vsub.f32 v5, v1, v2, p0
  vsts v5, [x0, 512], NORM_B32, p0
  vmax.f32 v6, v1, v2, p0
  vsts v6, [x0, 768], NORM_B32, p0
  vabs.f32 v7, v5, p0
  vsts v7, [x0, 1024], NORM_B32, p0
  ret
