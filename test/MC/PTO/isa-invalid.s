// Each kind of bad operand of the vector ISA gets a precise diagnostic at
// its location.
// RUN: not llvm-mc -triple=pto -mcpu=a5 %s 2>&1 | FileCheck %s

// Wrong register class.
vadd.f32 v1, x2, v3, p1
// CHECK: :[[@LINE-1]]:14: error: wrong register class: a scalar register is not valid here
vadd.f32 v1, v2, v3, v4
// CHECK: :[[@LINE-1]]:22: error: wrong register class: a vector register is not valid here
vlds v1, [v2, x3], NORM
// CHECK: :[[@LINE-1]]:11: error: wrong register class: a vector register is not valid here
vldas p1, [x2]
// CHECK: :[[@LINE-1]]:7: error: wrong register class: a predicate register is not valid here

// Out-of-range immediates.
vlds v1, [x2, 32768], NORM
// CHECK: :[[@LINE-1]]:15: error: immediate must be an integer in the range [-32768, 32767]
vsunpack.s16.s8 v1, v2, 2
// CHECK: :[[@LINE-1]]:25: error: immediate must be an integer in the range [0, 1]
get_buf PIPE_V, 65536, 0
// CHECK: :[[@LINE-1]]:17: error: immediate must be an integer in the range [0, 65535]
copy_ubuf_to_gm x1, x2, 8, x3, x4, 0, x5, x6
// CHECK: :[[@LINE-1]]:25: error: immediate must be an integer in the range [0, 7]

// Unknown mode tokens, and tokens of another kind.
vlds v1, [x2, x3], NORMAL
// CHECK: :[[@LINE-1]]:20: error: unknown vector load distribution 'NORMAL'; expected one of NORM, BRC_B8, BRC_B16, BRC_B32, US_B8, US_B16, DS_B8, DS_B16, UNPK_B8, UNPK_B16, BLK, E2B_B16, E2B_B32, UNPK_B32, DINTLV_B32, UNPK4, SPLT4CHN_B8, SPLT2CHN_B8, SPLT2CHN_B16
vsts v1, [x2, x3], NORM, p1
// CHECK: :[[@LINE-1]]:20: error: unknown vector store distribution 'NORM'; expected one of NORM_B8, NORM_B16, NORM_B32, 1PT_B8, 1PT_B16, 1PT_B32, PK_B16, PK_B32, PK_B64, PK4_B32, MRG4CHN_B8, MRG2CHN_B8, MRG2CHN_B16
vldsx2 v1, v2, [x3, x4], NORM
// CHECK: :[[@LINE-1]]:26: error: unknown dual-load (deinterleave) distribution 'NORM'; expected one of BDINTLV, DINTLV_B8, DINTLV_B16, DINTLV_B32
pset_b32 p1, PAT_VL5
// CHECK: :[[@LINE-1]]:14: error: unknown predicate pattern 'PAT_VL5'
vcmp.f32 p1, v2, v3, p4, lq
// CHECK: :[[@LINE-1]]:26: error: unknown compare mode 'lq'; expected one of eq, ne, lt, le, gt, ge
vcvt.f16.f32 v1, v2, ROUND_X, RS_ENABLE, PART_EVEN
// CHECK: :[[@LINE-1]]:22: error: unknown round mode 'ROUND_X'
set_flag PIPE_MTE2, PIPE_V, EVENT_ID8
// CHECK: :[[@LINE-1]]:29: error: unknown event id 'EVENT_ID8'; expected one of EVENT_ID0, EVENT_ID1, EVENT_ID2, EVENT_ID3, EVENT_ID4, EVENT_ID5, EVENT_ID6, EVENT_ID7
mem_bar VV_NONE
// CHECK: :[[@LINE-1]]:9: error: unknown memory barrier kind 'VV_NONE'
vlds v1, [x2, x3], 3
// CHECK: :[[@LINE-1]]:20: error: expected a vector load distribution

// Element types an operation does not have.
vmul.i8 v1, v2, v3, p1
// CHECK: :[[@LINE-1]]:1: error: 'vmul' has no form '.i8'; valid forms: vmul.bf16, vmul.f16, vmul.f32, vmul.i16, vmul.i32
vexp.s32 v1, v2, p1
// CHECK: :[[@LINE-1]]:1: error: 'vexp' has no form '.s32'; valid forms: vexp.f16, vexp.f32

// Conversion pairs the A5 does not have.
vcvt.s8.f32 v1, v2, ROUND_R, RS_ENABLE, PART_EVEN
// CHECK: :[[@LINE-1]]:1: error: 'vcvt' has no form '.s8.f32'; valid forms:
vcvt.f16.e4m3 v1, v2, ROUND_R, RS_ENABLE, PART_P0
// CHECK: :[[@LINE-1]]:1: error: 'vcvt' has no form '.f16.e4m3'; valid forms:

// Pipes.
set_flag PIPE_V, PIPE_V, EVENT_ID0
// CHECK: :[[@LINE-1]]:18: error: source and destination pipes must differ
pipe_barrier PIPE_V
// CHECK: :[[@LINE-1]]:14: error: pipe_barrier PIPE_V is not supported on a5; order vector memory accesses with mem_bar
pipe_barrier PIPE_S
// CHECK: :[[@LINE-1]]:14: error: unknown pipe_barrier pipe 'PIPE_S'; expected one of PIPE_V, PIPE_MTE2, PIPE_MTE3, PIPE_ALL

// Malformed addresses.
vlds v1, [x2, x3, NORM
// CHECK: :[[@LINE-1]]:23: error: expected ']'
vlds v1, [x2, x33], NORM
// CHECK: :[[@LINE-1]]:15: error: invalid register name 'x33'
// data_select names the pad element: 0 none, 1-3 8/16/32 bits.
copy_gm_to_ubuf x10, x0, 0, x5, x12, x0, x0, 4, 0, x14, x14
// CHECK: :[[@LINE-1]]:46: error: immediate must be an integer in the range [0, 3]
