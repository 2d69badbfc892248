// Element-wise operations that run through their typed handlers (a lane
// loop per family and element type chosen at decode, VectorOps.cpp,
// registerTyped; AVX2 code where the host has it): a partial mask, the
// vector-scalar and unmasked forms, u8, i32 and i16 lanes, f16 lanes with
// rounding, against values from the ISA's semantics (masked-off lanes are
// zero; integers wrap; f16 results round to nearest even).
// x5 = 0, x6 = 10, x7 = 3, x11 = 46340, x21 = 2.5f.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=typed --print ub@0:f32:16 --print ub@256:f32:16 \
// RUN:   --print ub@512:f32:16 --print ub@768:u8:16 --print ub@888:u8:16 \
// RUN:   --print ub@1024:s32:4 --print ub@1280:s16:8 --print ub@1536:f16:8 \
// RUN:   --print ub@2032:f16:8 | FileCheck %s
// vmul.f32 v3, v1, v1 under PAT_VL8 (v1 = 0, 1, ...): i * i in lanes 0-7.
// CHECK: ub@0: 0 1 4 9 16 25 36 49 0 0 0 0 0 0 0 0
// vadds.f32 v4, v1, x21: i + 2.5.
// CHECK-NEXT: ub@256: 2.5 3.5 4.5 5.5 6.5 7.5 8.5 9.5 10.5 11.5 12.5 13.5 14.5 15.5 16.5 17.5
// vaddrelu.f32 (unmasked) of 10 - i and -i: max(10 - 2i, 0).
// CHECK-NEXT: ub@512: 10 8 6 4 2 0 0 0 0 0 0 0 0 0 0 0
// vmax.u8 of i and -i modulo 256: lanes 0-15, then lanes 120-135.
// CHECK-NEXT: ub@768: 0 255 254 253 252 251 250 249 248 247 246 245 244 243 242 241
// CHECK-NEXT: ub@888: 136 135 134 133 132 131 130 129 128 129 130 131 132 133 134 135
// vmul.i32 of 46340 + i by itself, wrapping past 2^31 - 1.
// CHECK-NEXT: ub@1024: 2147395600 -2147479015 -2147386332 -2147293647
// vabs.s16 in place of 3 - i.
// CHECK-NEXT: ub@1280: 3 2 1 0 1 2 3 4
// vadd.f16 v15, v14, v14 (v14 = 0, 1, ...): 2i.
// CHECK-NEXT: ub@1536: 0 2 4 6 8 10 12 14
// vmul.f16 of lanes 120-127 by themselves: i * i to f16's step of 8
// (14641 -> 14640, the tie 14884 -> 14880, the tie 15876 -> 15872).
// CHECK-NEXT: ub@2032: 14400 14640 14880 15128 15376 15624 15872 16128

  .globl typed
typed:
  movi x5, 0
  movi x6, 10
  movi x7, 3
  movi x11, 46340
  movi x21, 0x40200000         // 2.5
  pset_b32 p0, PAT_ALL
  pset_b32 p1, PAT_VL8
  pset_b16 p2, PAT_ALL
  pset_b8 p3, PAT_ALL
  vci.f32 v1, x5, ASC
  vmul.f32 v3, v1, v1, p1
  vsts v3, [x0, 0], NORM_B32, p0
  vadds.f32 v4, v1, x21, p0
  vsts v4, [x0, 256], NORM_B32, p0
  vci.f32 v6, x6, DESC
  vci.f32 v7, x5, DESC
  vaddrelu.f32 v5, v6, v7
  vsts v5, [x0, 512], NORM_B32, p0
  vci.i8 v8, x5, ASC
  vci.i8 v10, x5, DESC
  vmax.u8 v9, v8, v10, p3
  vsts v9, [x0, 768], NORM_B8, p3
  vci.i32 v11, x11, ASC
  vmul.i32 v12, v11, v11, p0
  vsts v12, [x0, 1024], NORM_B32, p0
  vci.i16 v13, x7, DESC
  vabs.s16 v13, v13, p2
  vsts v13, [x0, 1280], NORM_B16, p2
  vci.f16 v14, x5, ASC
  vadd.f16 v15, v14, v14, p2
  vsts v15, [x0, 1536], NORM_B16, p2
  vmul.f16 v16, v14, v14, p2
  vsts v16, [x0, 1792], NORM_B16, p2
  ret
