// vmin/vmax (and vmins/vmaxs) with NaN, infinities and signed zeros on
// f32, f16 and bf16 splats. Expected values follow the rule of
// vector-isa-beyond-seeds.md ("Facts from the open PTO assembler's micro-op
// test goldens"): a NaN operand gives NaN; otherwise a > b ? a : b and
// a < b ? a : b, so +0/-0, which compare equal, give the second operand (a
// choice, docs/emulator.md). Operand pairs, in order: (NaN, 1) (1, NaN)
// (NaN, NaN) (inf, 1) (-inf, 1) (1, inf) (-inf, inf) (+0, -0) (-0, +0) (2, 3).
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=minmax --print ub@4096:f32:10 --print ub@4160:f32:10 --print ub@4352:f16:10 --print ub@4416:f16:10 --print ub@4480:bf16:10 --print ub@4544:bf16:10 --print ub@4224:f32:4 | FileCheck %s
// CHECK: ub@4096: nan nan nan inf 1 inf inf -0 0 3
// CHECK-NEXT: ub@4160: nan nan nan 1 -inf 1 -inf -0 0 2
// CHECK-NEXT: ub@4352: nan nan nan inf 1 inf inf -0 0 3
// CHECK-NEXT: ub@4416: nan nan nan 1 -inf 1 -inf -0 0 2
// CHECK-NEXT: ub@4480: nan nan nan inf 1 inf inf -0 0 3
// CHECK-NEXT: ub@4544: nan nan nan 1 -inf 1 -inf -0 0 2
// CHECK-NEXT: ub@4224: nan nan nan nan

  .globl minmax
minmax:
  movi x20, 4096
  pset_b32 p2, PAT_VL1
  pset_b16 p3, PAT_VL1
  pset_b32 p0, PAT_ALL
  pset_b16 p1, PAT_ALL
  // f32: vmax at 0, vmin at 64
  movi x9, 2143289344
  vbr.i32 v1, x9
  movi x9, 1065353216
  vbr.i32 v2, x9
  vmax.f32 v3, v1, v2, p0
  vmin.f32 v4, v1, v2, p0
  vsts v3, [x20, 0], 1PT_B32, p2
  vsts v4, [x20, 64], 1PT_B32, p2
  movi x9, 1065353216
  vbr.i32 v1, x9
  movi x9, 2143289344
  vbr.i32 v2, x9
  vmax.f32 v3, v1, v2, p0
  vmin.f32 v4, v1, v2, p0
  vsts v3, [x20, 4], 1PT_B32, p2
  vsts v4, [x20, 68], 1PT_B32, p2
  movi x9, 2143289344
  vbr.i32 v1, x9
  movi x9, 2143289344
  vbr.i32 v2, x9
  vmax.f32 v3, v1, v2, p0
  vmin.f32 v4, v1, v2, p0
  vsts v3, [x20, 8], 1PT_B32, p2
  vsts v4, [x20, 72], 1PT_B32, p2
  movi x9, 2139095040
  vbr.i32 v1, x9
  movi x9, 1065353216
  vbr.i32 v2, x9
  vmax.f32 v3, v1, v2, p0
  vmin.f32 v4, v1, v2, p0
  vsts v3, [x20, 12], 1PT_B32, p2
  vsts v4, [x20, 76], 1PT_B32, p2
  movi x9, -8388608
  vbr.i32 v1, x9
  movi x9, 1065353216
  vbr.i32 v2, x9
  vmax.f32 v3, v1, v2, p0
  vmin.f32 v4, v1, v2, p0
  vsts v3, [x20, 16], 1PT_B32, p2
  vsts v4, [x20, 80], 1PT_B32, p2
  movi x9, 1065353216
  vbr.i32 v1, x9
  movi x9, 2139095040
  vbr.i32 v2, x9
  vmax.f32 v3, v1, v2, p0
  vmin.f32 v4, v1, v2, p0
  vsts v3, [x20, 20], 1PT_B32, p2
  vsts v4, [x20, 84], 1PT_B32, p2
  movi x9, -8388608
  vbr.i32 v1, x9
  movi x9, 2139095040
  vbr.i32 v2, x9
  vmax.f32 v3, v1, v2, p0
  vmin.f32 v4, v1, v2, p0
  vsts v3, [x20, 24], 1PT_B32, p2
  vsts v4, [x20, 88], 1PT_B32, p2
  movi x9, 0
  vbr.i32 v1, x9
  movi x9, -2147483648
  vbr.i32 v2, x9
  vmax.f32 v3, v1, v2, p0
  vmin.f32 v4, v1, v2, p0
  vsts v3, [x20, 28], 1PT_B32, p2
  vsts v4, [x20, 92], 1PT_B32, p2
  movi x9, -2147483648
  vbr.i32 v1, x9
  movi x9, 0
  vbr.i32 v2, x9
  vmax.f32 v3, v1, v2, p0
  vmin.f32 v4, v1, v2, p0
  vsts v3, [x20, 32], 1PT_B32, p2
  vsts v4, [x20, 96], 1PT_B32, p2
  movi x9, 1073741824
  vbr.i32 v1, x9
  movi x9, 1077936128
  vbr.i32 v2, x9
  vmax.f32 v3, v1, v2, p0
  vmin.f32 v4, v1, v2, p0
  vsts v3, [x20, 36], 1PT_B32, p2
  vsts v4, [x20, 100], 1PT_B32, p2
  // f16: vmax at 256, vmin at 320
  movi x9, 32256
  vbr.i16 v1, x9
  movi x9, 15360
  vbr.i16 v2, x9
  vmax.f16 v3, v1, v2, p1
  vmin.f16 v4, v1, v2, p1
  vsts v3, [x20, 256], 1PT_B16, p3
  vsts v4, [x20, 320], 1PT_B16, p3
  movi x9, 15360
  vbr.i16 v1, x9
  movi x9, 32256
  vbr.i16 v2, x9
  vmax.f16 v3, v1, v2, p1
  vmin.f16 v4, v1, v2, p1
  vsts v3, [x20, 258], 1PT_B16, p3
  vsts v4, [x20, 322], 1PT_B16, p3
  movi x9, 32256
  vbr.i16 v1, x9
  movi x9, 32256
  vbr.i16 v2, x9
  vmax.f16 v3, v1, v2, p1
  vmin.f16 v4, v1, v2, p1
  vsts v3, [x20, 260], 1PT_B16, p3
  vsts v4, [x20, 324], 1PT_B16, p3
  movi x9, 31744
  vbr.i16 v1, x9
  movi x9, 15360
  vbr.i16 v2, x9
  vmax.f16 v3, v1, v2, p1
  vmin.f16 v4, v1, v2, p1
  vsts v3, [x20, 262], 1PT_B16, p3
  vsts v4, [x20, 326], 1PT_B16, p3
  movi x9, 64512
  vbr.i16 v1, x9
  movi x9, 15360
  vbr.i16 v2, x9
  vmax.f16 v3, v1, v2, p1
  vmin.f16 v4, v1, v2, p1
  vsts v3, [x20, 264], 1PT_B16, p3
  vsts v4, [x20, 328], 1PT_B16, p3
  movi x9, 15360
  vbr.i16 v1, x9
  movi x9, 31744
  vbr.i16 v2, x9
  vmax.f16 v3, v1, v2, p1
  vmin.f16 v4, v1, v2, p1
  vsts v3, [x20, 266], 1PT_B16, p3
  vsts v4, [x20, 330], 1PT_B16, p3
  movi x9, 64512
  vbr.i16 v1, x9
  movi x9, 31744
  vbr.i16 v2, x9
  vmax.f16 v3, v1, v2, p1
  vmin.f16 v4, v1, v2, p1
  vsts v3, [x20, 268], 1PT_B16, p3
  vsts v4, [x20, 332], 1PT_B16, p3
  movi x9, 0
  vbr.i16 v1, x9
  movi x9, 32768
  vbr.i16 v2, x9
  vmax.f16 v3, v1, v2, p1
  vmin.f16 v4, v1, v2, p1
  vsts v3, [x20, 270], 1PT_B16, p3
  vsts v4, [x20, 334], 1PT_B16, p3
  movi x9, 32768
  vbr.i16 v1, x9
  movi x9, 0
  vbr.i16 v2, x9
  vmax.f16 v3, v1, v2, p1
  vmin.f16 v4, v1, v2, p1
  vsts v3, [x20, 272], 1PT_B16, p3
  vsts v4, [x20, 336], 1PT_B16, p3
  movi x9, 16384
  vbr.i16 v1, x9
  movi x9, 16896
  vbr.i16 v2, x9
  vmax.f16 v3, v1, v2, p1
  vmin.f16 v4, v1, v2, p1
  vsts v3, [x20, 274], 1PT_B16, p3
  vsts v4, [x20, 338], 1PT_B16, p3
  // bf16: vmax at 384, vmin at 448
  movi x9, 32704
  vbr.i16 v1, x9
  movi x9, 16256
  vbr.i16 v2, x9
  vmax.bf16 v3, v1, v2, p1
  vmin.bf16 v4, v1, v2, p1
  vsts v3, [x20, 384], 1PT_B16, p3
  vsts v4, [x20, 448], 1PT_B16, p3
  movi x9, 16256
  vbr.i16 v1, x9
  movi x9, 32704
  vbr.i16 v2, x9
  vmax.bf16 v3, v1, v2, p1
  vmin.bf16 v4, v1, v2, p1
  vsts v3, [x20, 386], 1PT_B16, p3
  vsts v4, [x20, 450], 1PT_B16, p3
  movi x9, 32704
  vbr.i16 v1, x9
  movi x9, 32704
  vbr.i16 v2, x9
  vmax.bf16 v3, v1, v2, p1
  vmin.bf16 v4, v1, v2, p1
  vsts v3, [x20, 388], 1PT_B16, p3
  vsts v4, [x20, 452], 1PT_B16, p3
  movi x9, 32640
  vbr.i16 v1, x9
  movi x9, 16256
  vbr.i16 v2, x9
  vmax.bf16 v3, v1, v2, p1
  vmin.bf16 v4, v1, v2, p1
  vsts v3, [x20, 390], 1PT_B16, p3
  vsts v4, [x20, 454], 1PT_B16, p3
  movi x9, 65408
  vbr.i16 v1, x9
  movi x9, 16256
  vbr.i16 v2, x9
  vmax.bf16 v3, v1, v2, p1
  vmin.bf16 v4, v1, v2, p1
  vsts v3, [x20, 392], 1PT_B16, p3
  vsts v4, [x20, 456], 1PT_B16, p3
  movi x9, 16256
  vbr.i16 v1, x9
  movi x9, 32640
  vbr.i16 v2, x9
  vmax.bf16 v3, v1, v2, p1
  vmin.bf16 v4, v1, v2, p1
  vsts v3, [x20, 394], 1PT_B16, p3
  vsts v4, [x20, 458], 1PT_B16, p3
  movi x9, 65408
  vbr.i16 v1, x9
  movi x9, 32640
  vbr.i16 v2, x9
  vmax.bf16 v3, v1, v2, p1
  vmin.bf16 v4, v1, v2, p1
  vsts v3, [x20, 396], 1PT_B16, p3
  vsts v4, [x20, 460], 1PT_B16, p3
  movi x9, 0
  vbr.i16 v1, x9
  movi x9, 32768
  vbr.i16 v2, x9
  vmax.bf16 v3, v1, v2, p1
  vmin.bf16 v4, v1, v2, p1
  vsts v3, [x20, 398], 1PT_B16, p3
  vsts v4, [x20, 462], 1PT_B16, p3
  movi x9, 32768
  vbr.i16 v1, x9
  movi x9, 0
  vbr.i16 v2, x9
  vmax.bf16 v3, v1, v2, p1
  vmin.bf16 v4, v1, v2, p1
  vsts v3, [x20, 400], 1PT_B16, p3
  vsts v4, [x20, 464], 1PT_B16, p3
  movi x9, 16384
  vbr.i16 v1, x9
  movi x9, 16448
  vbr.i16 v2, x9
  vmax.bf16 v3, v1, v2, p1
  vmin.bf16 v4, v1, v2, p1
  vsts v3, [x20, 402], 1PT_B16, p3
  vsts v4, [x20, 466], 1PT_B16, p3
  // vmaxs/vmins f32 at 128: (1, s=NaN), (NaN, s=1)
  movi x9, 1065353216
  vbr.i32 v1, x9
  movi x9, 2143289344
  vbr.i32 v2, x9
  movi x10, 2143289344
  movi x11, 1065353216
  vmaxs.f32 v3, v1, x10, p0
  vsts v3, [x20, 128], 1PT_B32, p2
  vmins.f32 v3, v1, x10, p0
  vsts v3, [x20, 132], 1PT_B32, p2
  vmaxs.f32 v3, v2, x11, p0
  vsts v3, [x20, 136], 1PT_B32, p2
  vmins.f32 v3, v2, x11, p0
  vsts v3, [x20, 140], 1PT_B32, p2
  ret
