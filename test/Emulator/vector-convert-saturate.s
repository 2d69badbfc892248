// Saturating vcvt (RS_ENABLE) of infinities, NaNs and out-of-range values.
// Expected values follow the rules, not the emulator: f32 -> f16 from the
// assembler's goldens (vector-isa-beyond-seeds.md, last section: +-inf and
// values beyond the range become +-65504, NaN becomes 0); the same rule for
// the other float destinations and, for integer destinations, NaN -> 0 and
// +-inf or out of range -> the type's min/max (choices, docs/emulator.md).
// Lane 0 of a splat of each input is converted and stored.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=cvtsat \
// RUN:   --print ub@4096:f16:7 \
// RUN:   --print ub@4160:f16:3 \
// RUN:   --print ub@4224:bf16:4 \
// RUN:   --print ub@4288:bf16:3 \
// RUN:   --print ub@4352:f16:4 \
// RUN:   --print ub@4416:f32:3 \
// RUN:   --print ub@4480:s32:3 \
// RUN:   --print ub@4544:s16:5 \
// RUN:   --print ub@4608:s16:4 \
// RUN:   --print ub@4672:s32:3 \
// RUN:   --print ub@4736:s32:4 | FileCheck %s
// f32 -> f16, saturating: inf, -inf, NaN, 1e10, -1e10, 65520 (rounds past 65504), 1.5
// CHECK: ub@4096: 65504 -65504 0 65504 -65504 65504 1.5{{$}}
// f32 -> f16 without saturation: inf, NaN, 1e10 (IEEE: inf, NaN, inf)
// CHECK-NEXT: ub@4160: inf nan inf{{$}}
// f32 -> bf16, saturating: inf, -inf, NaN, FLT_MAX (rounds to inf)
// CHECK-NEXT: ub@4224: 3.38953e+38 -3.38953e+38 0 3.38953e+38{{$}}
// f16 -> bf16, saturating: inf, -inf, NaN
// CHECK-NEXT: ub@4288: 3.38953e+38 -3.38953e+38 0{{$}}
// bf16 -> f16, saturating: inf, -inf, NaN, 1e10
// CHECK-NEXT: ub@4352: 65504 -65504 0 65504{{$}}
// f16 -> f32, saturating: inf, -inf, NaN
// CHECK-NEXT: ub@4416: 3.40282e+38 -3.40282e+38 0{{$}}
// f32 -> s32, saturating: inf, -inf, NaN
// CHECK-NEXT: ub@4480: 2147483647 -2147483648 0{{$}}
// f32 -> s16, saturating: inf, -inf, NaN, 1e5, -1e5
// CHECK-NEXT: ub@4544: 32767 -32768 0 32767 -32768{{$}}
// f16 -> s16, saturating: inf, -inf, NaN, 65504
// CHECK-NEXT: ub@4608: 32767 -32768 0 32767{{$}}
// f16 -> s32, saturating: inf, -inf, NaN
// CHECK-NEXT: ub@4672: 2147483647 -2147483648 0{{$}}
// bf16 -> s32, saturating: inf, -inf, NaN, 1e10
// CHECK-NEXT: ub@4736: 2147483647 -2147483648 0 2147483647{{$}}

  .globl cvtsat
cvtsat:
  pset_b32 p2, PAT_VL1
  pset_b16 p3, PAT_VL1
  // f32 -> f16, saturating: inf, -inf, NaN, 1e10, -1e10, 65520 (rounds past 65504), 1.5
  movi x9, 2139095040
  vbr.i32 v1, x9
  vcvt.f16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4096], 1PT_B16, p3
  movi x9, -8388608
  vbr.i32 v1, x9
  vcvt.f16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4098], 1PT_B16, p3
  movi x9, 2143289344
  vbr.i32 v1, x9
  vcvt.f16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4100], 1PT_B16, p3
  movi x9, 1343554297
  vbr.i32 v1, x9
  vcvt.f16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4102], 1PT_B16, p3
  movi x9, -803929351
  vbr.i32 v1, x9
  vcvt.f16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4104], 1PT_B16, p3
  movi x9, 1199566848
  vbr.i32 v1, x9
  vcvt.f16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4106], 1PT_B16, p3
  movi x9, 1069547520
  vbr.i32 v1, x9
  vcvt.f16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4108], 1PT_B16, p3
  // f32 -> f16 without saturation: inf, NaN, 1e10 (IEEE: inf, NaN, inf)
  movi x9, 2139095040
  vbr.i32 v1, x9
  vcvt.f16.f32 v2, v1, ROUND_R, RS_DISABLE, PART_EVEN
  vsts v2, [x0, 4160], 1PT_B16, p3
  movi x9, 2143289344
  vbr.i32 v1, x9
  vcvt.f16.f32 v2, v1, ROUND_R, RS_DISABLE, PART_EVEN
  vsts v2, [x0, 4162], 1PT_B16, p3
  movi x9, 1343554297
  vbr.i32 v1, x9
  vcvt.f16.f32 v2, v1, ROUND_R, RS_DISABLE, PART_EVEN
  vsts v2, [x0, 4164], 1PT_B16, p3
  // f32 -> bf16, saturating: inf, -inf, NaN, FLT_MAX (rounds to inf)
  movi x9, 2139095040
  vbr.i32 v1, x9
  vcvt.bf16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4224], 1PT_B16, p3
  movi x9, -8388608
  vbr.i32 v1, x9
  vcvt.bf16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4226], 1PT_B16, p3
  movi x9, 2143289344
  vbr.i32 v1, x9
  vcvt.bf16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4228], 1PT_B16, p3
  movi x9, 2139095039
  vbr.i32 v1, x9
  vcvt.bf16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4230], 1PT_B16, p3
  // f16 -> bf16, saturating: inf, -inf, NaN
  movi x9, 31744
  vbr.i16 v1, x9
  vcvt.bf16.f16 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4288], 1PT_B16, p3
  movi x9, 64512
  vbr.i16 v1, x9
  vcvt.bf16.f16 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4290], 1PT_B16, p3
  movi x9, 32256
  vbr.i16 v1, x9
  vcvt.bf16.f16 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4292], 1PT_B16, p3
  // bf16 -> f16, saturating: inf, -inf, NaN, 1e10
  movi x9, 32640
  vbr.i16 v1, x9
  vcvt.f16.bf16 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4352], 1PT_B16, p3
  movi x9, 65408
  vbr.i16 v1, x9
  vcvt.f16.bf16 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4354], 1PT_B16, p3
  movi x9, 32704
  vbr.i16 v1, x9
  vcvt.f16.bf16 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4356], 1PT_B16, p3
  movi x9, 20501
  vbr.i16 v1, x9
  vcvt.f16.bf16 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4358], 1PT_B16, p3
  // f16 -> f32, saturating: inf, -inf, NaN
  movi x9, 31744
  vbr.i16 v1, x9
  vcvt.f32.f16 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4416], 1PT_B32, p2
  movi x9, 64512
  vbr.i16 v1, x9
  vcvt.f32.f16 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4420], 1PT_B32, p2
  movi x9, 32256
  vbr.i16 v1, x9
  vcvt.f32.f16 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4424], 1PT_B32, p2
  // f32 -> s32, saturating: inf, -inf, NaN
  movi x9, 2139095040
  vbr.i32 v1, x9
  vcvt.s32.f32 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4480], 1PT_B32, p2
  movi x9, -8388608
  vbr.i32 v1, x9
  vcvt.s32.f32 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4484], 1PT_B32, p2
  movi x9, 2143289344
  vbr.i32 v1, x9
  vcvt.s32.f32 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4488], 1PT_B32, p2
  // f32 -> s16, saturating: inf, -inf, NaN, 1e5, -1e5
  movi x9, 2139095040
  vbr.i32 v1, x9
  vcvt.s16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4544], 1PT_B16, p3
  movi x9, -8388608
  vbr.i32 v1, x9
  vcvt.s16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4546], 1PT_B16, p3
  movi x9, 2143289344
  vbr.i32 v1, x9
  vcvt.s16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4548], 1PT_B16, p3
  movi x9, 1203982336
  vbr.i32 v1, x9
  vcvt.s16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4550], 1PT_B16, p3
  movi x9, -943501312
  vbr.i32 v1, x9
  vcvt.s16.f32 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4552], 1PT_B16, p3
  // f16 -> s16, saturating: inf, -inf, NaN, 65504
  movi x9, 31744
  vbr.i16 v1, x9
  vcvt.s16.f16 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4608], 1PT_B16, p3
  movi x9, 64512
  vbr.i16 v1, x9
  vcvt.s16.f16 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4610], 1PT_B16, p3
  movi x9, 32256
  vbr.i16 v1, x9
  vcvt.s16.f16 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4612], 1PT_B16, p3
  movi x9, 31743
  vbr.i16 v1, x9
  vcvt.s16.f16 v2, v1, ROUND_R, RS_ENABLE
  vsts v2, [x0, 4614], 1PT_B16, p3
  // f16 -> s32, saturating: inf, -inf, NaN
  movi x9, 31744
  vbr.i16 v1, x9
  vcvt.s32.f16 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4672], 1PT_B32, p2
  movi x9, 64512
  vbr.i16 v1, x9
  vcvt.s32.f16 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4676], 1PT_B32, p2
  movi x9, 32256
  vbr.i16 v1, x9
  vcvt.s32.f16 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4680], 1PT_B32, p2
  // bf16 -> s32, saturating: inf, -inf, NaN, 1e10
  movi x9, 32640
  vbr.i16 v1, x9
  vcvt.s32.bf16 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4736], 1PT_B32, p2
  movi x9, 65408
  vbr.i16 v1, x9
  vcvt.s32.bf16 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4740], 1PT_B32, p2
  movi x9, 32704
  vbr.i16 v1, x9
  vcvt.s32.bf16 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4744], 1PT_B32, p2
  movi x9, 20501
  vbr.i16 v1, x9
  vcvt.s32.bf16 v2, v1, ROUND_R, RS_ENABLE, PART_EVEN
  vsts v2, [x0, 4748], 1PT_B32, p2
  ret
