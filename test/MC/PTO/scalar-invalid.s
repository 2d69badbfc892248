// Bad scalar operands get a diagnostic at their location.
// RUN: not llvm-mc -triple=pto %s 2>&1 | FileCheck %s

addi x5, x6, 2147483648
// CHECK: :[[@LINE-1]]:14: error: immediate must be an integer in the range [-2147483648, 2147483647]
slli x5, x6, 64
// CHECK: :[[@LINE-1]]:14: error: immediate must be an integer in the range [0, 63]
movhi x5, 4294967296
// CHECK: :[[@LINE-1]]:11: error: immediate must be an integer in the range [-2147483648, 4294967295]
add x5, x6, 7
// CHECK: :[[@LINE-1]]:13: error: invalid operand for instruction
add x5, x6, x32
// CHECK: :[[@LINE-1]]:13: error: invalid register name 'x32'
add x5, x6
// CHECK: :[[@LINE-1]]:1: error: too few operands for instruction
add x5, x6, x7, x8
// CHECK: :[[@LINE-1]]:17: error: too many operands for instruction
ad x5, x6, x7
// CHECK: :[[@LINE-1]]:1: error: unrecognized instruction mnemonic
beq x5, x6, 12
// CHECK: :[[@LINE-1]]:13: error: operand must be a symbol or a byte offset that is a multiple of 8 in the range [-2^34, 2^34 - 8]
ld x5, 16(7)
// CHECK: :[[@LINE-1]]:11: error: expected a base register
ld x5, 16(x6
// CHECK: :[[@LINE-1]]:13: error: expected ')'
add x5, x6 x7
// CHECK: :[[@LINE-1]]:12: error: unexpected token
// Counter reads name SYS_CNT or PC (upper case, as the vendor spells them).
mov x5, SYS_CN
// CHECK: :[[@LINE-1]]:9: error: invalid operand for instruction
MOV x5, pc
// CHECK: :[[@LINE-1]]:9: error: invalid operand for instruction
mov x5, ctrl
// CHECK: :[[@LINE-1]]:9: error: wrong register class: a special register is not valid here
mov SYS_CNT, x5
// CHECK: :[[@LINE-1]]:5: error: wrong register class: a special register is not valid here
