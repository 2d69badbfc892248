// Bad operands of the atomics and the SIMT launch get a diagnostic at their
// location.
// RUN: not llvm-mc -triple=pto %s 2>&1 | FileCheck %s

simt.launch x10, x11, x12, 65536
// CHECK: :[[@LINE-1]]:28: error: immediate must be an integer in the range [0, 65535]
simt.launch x10, x11, 1024
// CHECK: :[[@LINE-1]]:23: error: invalid operand for instruction
amoadd.w x5, x6, 7
// CHECK: :[[@LINE-1]]:18: error: invalid operand for instruction
amocas.d x5, x6, x7
// CHECK: :[[@LINE-1]]:1: error: too few operands for instruction
mov x5, TID_W
// CHECK: :[[@LINE-1]]:9: error: invalid operand for instruction
amoadd.q x5, x6, x7
// CHECK: :[[@LINE-1]]:1: error: 'amoadd' has no form '.q'; valid forms: amoadd.d, amoadd.w
redux.add.u16 x5, x6
// CHECK: :[[@LINE-1]]:1: error: 'redux' has no form '.add.u16'; valid forms: redux.add.f16, redux.add.f32, redux.add.s32, redux.max.f16
shfl.idx x5, x6
// CHECK: :[[@LINE-1]]:1: error: too few operands for instruction
