// vcvt f32 -> s32 in each round mode, saturating, on v2 = -16, -15.5, ..
// 15.5 (conversion-ops.md: R nearest even, A nearest away from zero,
// F floor, C ceil, Z toward zero, O to odd), and the f32 -> f16 even/odd
// seed pattern joined with vor.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=cvt --print ub@0:s32:64 --print ub@256:s32:64 --print ub@512:s32:64 --print ub@768:s32:64 --print ub@1024:s32:64 --print ub@1280:s32:64 \
// RUN:   --print ub@2048:f16:128 --print ub@2560:s32:4 | FileCheck %s
// CHECK: ub@0: -16 -16 -15 -14 -14 -14 -13 -12 -12 -12 -11 -10 -10 -10 -9 -8 -8 -8 -7 -6 -6 -6 -5 -4 -4 -4 -3 -2 -2 -2 -1 0 0 0 1 2 2 2 3 4 4 4 5 6 6 6 7 8 8 8 9 10 10 10 11 12 12 12 13 14 14 14 15 16
// CHECK-NEXT: ub@256: -16 -16 -15 -15 -14 -14 -13 -13 -12 -12 -11 -11 -10 -10 -9 -9 -8 -8 -7 -7 -6 -6 -5 -5 -4 -4 -3 -3 -2 -2 -1 -1 0 1 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9 9 10 10 11 11 12 12 13 13 14 14 15 15 16
// CHECK-NEXT: ub@512: -16 -16 -15 -15 -14 -14 -13 -13 -12 -12 -11 -11 -10 -10 -9 -9 -8 -8 -7 -7 -6 -6 -5 -5 -4 -4 -3 -3 -2 -2 -1 -1 0 0 1 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9 9 10 10 11 11 12 12 13 13 14 14 15 15
// CHECK-NEXT: ub@768: -16 -15 -15 -14 -14 -13 -13 -12 -12 -11 -11 -10 -10 -9 -9 -8 -8 -7 -7 -6 -6 -5 -5 -4 -4 -3 -3 -2 -2 -1 -1 0 0 1 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9 9 10 10 11 11 12 12 13 13 14 14 15 15 16
// CHECK-NEXT: ub@1024: -16 -15 -15 -14 -14 -13 -13 -12 -12 -11 -11 -10 -10 -9 -9 -8 -8 -7 -7 -6 -6 -5 -5 -4 -4 -3 -3 -2 -2 -1 -1 0 0 0 1 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9 9 10 10 11 11 12 12 13 13 14 14 15 15
// CHECK-NEXT: ub@1280: -16 -15 -15 -15 -14 -13 -13 -13 -12 -11 -11 -11 -10 -9 -9 -9 -8 -7 -7 -7 -6 -5 -5 -5 -4 -3 -3 -3 -2 -1 -1 -1 0 1 1 1 2 3 3 3 4 5 5 5 6 7 7 7 8 9 9 9 10 11 11 11 12 13 13 13 14 15 15 15
// Two f32 vectors 0..63 and 100..163 packed into one f16 vector: the even
// lanes from the first (PART_EVEN), the odd from the second.
// CHECK-NEXT: ub@2048: 0 100 1 101 2 102 3 103 4 104 5 105 6 106 7 107 8 108 9 109 10 110 11 111 12 112 13 113 14 114 15 115 16 116 17 117 18 118 19 119 20 120 21 121 22 122 23 123 24 124 25 125 26 126 27 127 28 128 29 129 30 130 31 131 32 132 33 133 34 134 35 135 36 136 37 137 38 138 39 139 40 140 41 141 42 142 43 143 44 144 45 145 46 146 47 147 48 148 49 149 50 150 51 151 52 152 53 153 54 154 55 155 56 156 57 157 58 158 59 159 60 160 61 161 62 162 63 163
// Saturation: 1e10 and -1e10 become INT32_MAX and INT32_MIN; NaN becomes 0.
// CHECK-NEXT: ub@2560: 2147483647 -2147483648 0 0

  .globl cvt
cvt:
  pset_b32 p0, PAT_ALL
  movi x5, -32
  vci.f32 v1, x5, ASC
  movi x6, 0x3f000000        // 0.5f
  vmuls.f32 v2, v1, x6, p0
  vcvt.s32.f32 v3, v2, ROUND_R, RS_ENABLE
  vsts v3, [x0, 0], NORM_B32, p0
  vcvt.s32.f32 v4, v2, ROUND_A, RS_ENABLE
  vsts v4, [x0, 256], NORM_B32, p0
  vcvt.s32.f32 v5, v2, ROUND_F, RS_ENABLE
  vsts v5, [x0, 512], NORM_B32, p0
  vcvt.s32.f32 v6, v2, ROUND_C, RS_ENABLE
  vsts v6, [x0, 768], NORM_B32, p0
  vcvt.s32.f32 v7, v2, ROUND_Z, RS_ENABLE
  vsts v7, [x0, 1024], NORM_B32, p0
  vcvt.s32.f32 v8, v2, ROUND_O, RS_ENABLE
  vsts v8, [x0, 1280], NORM_B32, p0
  movi x7, 0
  vci.f32 v10, x7, ASC
  movi x8, 100
  vci.f32 v11, x8, ASC
  vcvt.f16.f32 v12, v10, ROUND_R, RS_ENABLE, PART_EVEN
  vcvt.f16.f32 v13, v11, ROUND_R, RS_ENABLE, PART_ODD
  pset_b16 p1, PAT_ALL
  vor.i16 v14, v12, v13, p1
  vsts v14, [x0, 2048], NORM_B16, p1
  // 1e10 = 0x501502f9, -1e10 = 0xd01502f9, NaN = 0x7fc00000
  movi x9, 0x501502f9
  vbr.i32 v20, x9
  movi x9, -803929351         // 0xd01502f9 (vbr.i32 takes the low 32 bits)
  vbr.i32 v21, x9
  movi x9, 0x7fc00000
  vbr.i32 v22, x9
  vcvt.s32.f32 v23, v20, ROUND_R, RS_ENABLE
  vcvt.s32.f32 v24, v21, ROUND_R, RS_ENABLE
  vcvt.s32.f32 v25, v22, ROUND_R, RS_ENABLE
  pset_b32 p2, PAT_VL1
  vsts v23, [x0, 2560], 1PT_B32, p2
  vsts v24, [x0, 2564], 1PT_B32, p2
  vsts v25, [x0, 2568], 1PT_B32, p2
  ret
