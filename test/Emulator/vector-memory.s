// Vector load and store distributions (vector-load-store.md): UB holds the
// 32-bit words 0, 1, 2, ... from byte 0.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=dists --print ub@4096:u32:64 --print ub@4352:u32:64 \
// RUN:   --print ub@4608:u32:64 --print ub@4864:u32:64 --print ub@5120:u16:16 \
// RUN:   --print ub@5376:u32:8 --print ub@5632:u32:16 --print ub@6144:u32:4 \
// RUN:   | FileCheck %s
// BRC_B32 at byte 20: word 5 in every lane.
// CHECK: ub@4096: 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5
// DINTLV_B32 (vlds): the even words.
// CHECK-NEXT: ub@4352: 0 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32 34 36 38 40 42 44 46 48 50 52 54 56 58 60 62 64 66 68 70 72 74 76 78 80 82 84 86 88 90 92 94 96 98 100 102 104 106 108 110 112 114 116 118 120 122 124 126
// vldsx2 DINTLV_B32: low = even words (stored here), high = odd words.
// CHECK-NEXT: ub@4608: 0 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32 34 36 38 40 42 44 46 48 50 52 54 56 58 60 62 64 66 68 70 72 74 76 78 80 82 84 86 88 90 92 94 96 98 100 102 104 106 108 110 112 114 116 118 120 122 124 126
// CHECK-NEXT: ub@4864: 1 3 5 7 9 11 13 15 17 19 21 23 25 27 29 31 33 35 37 39 41 43 45 47 49 51 53 55 57 59 61 63 65 67 69 71 73 75 77 79 81 83 85 87 89 91 93 95 97 99 101 103 105 107 109 111 113 115 117 119 121 123 125 127
// PK_B32 store: the low 16 bits of each 32-bit lane, packed.
// CHECK-NEXT: ub@5120: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
// vstsx2 INTLV_B32 of (0..63, 100..163): 0 100 1 101 ...
// CHECK-NEXT: ub@5376: 0 100 1 101 2 102 3 103
// vgather2.i32 with indices 3, 2, 1, 0, 7, ... for 16 lanes, the rest zero.
// CHECK-NEXT: ub@5632: 3 2 1 0 7 6 5 4 11 10 9 8 15 14 13 12
// vscatter.i32 with aliasing indices 0, 0, 1, 1: the lowest lane wins
// (lanes hold 40, 41, 42, 43).
// CHECK-NEXT: ub@6144: 40 42 0 0

  .globl dists
dists:
  pset_b32 p0, PAT_ALL
  movi x5, 0
  vci.i32 v1, x5, ASC
  vsts v1, [x0, 0], NORM_B32, p0
  movi x5, 64
  vci.i32 v2, x5, ASC
  vsts v2, [x0, 256], NORM_B32, p0
  movi x6, 20
  vlds v3, [x6, x0], BRC_B32
  vsts v3, [x0, 4096], NORM_B32, p0
  vlds v4, [x0, 0], DINTLV_B32
  vsts v4, [x0, 4352], NORM_B32, p0
  vldsx2 v5, v6, [x0, x0], DINTLV_B32
  vsts v5, [x0, 4608], NORM_B32, p0
  vsts v6, [x0, 4864], NORM_B32, p0
  vsts v1, [x0, 5120], PK_B32, p0
  movi x7, 100
  vci.i32 v7, x7, ASC
  movi x8, 5376
  vstsx2 v1, v7, [x8, x0], INTLV_B32, p0
  // indices k ^ 3 for the first 16 lanes
  movi x9, 3
  vbr.i32 v8, x9
  vxor.i32 v9, v1, v8, p0
  movi x10, 16
  vgather2.i32 v10, [x0], v9, x10
  vsts v10, [x0, 5632], NORM_B32, p0
  // scatter 40, 41, 42, 43 to indices 0, 0, 1, 1 at byte 6144
  movi x11, 40
  vci.i32 v11, x11, ASC
  movi x12, 1
  vbr.i32 v12, x12
  vshr.u32 v13, v1, v12, p0
  movi x13, 6144
  movi x14, 4
  vscatter.i32 v11, [x13], v13, x14
  ret
