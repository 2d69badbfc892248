// Branch targets the imm32 field cannot express are errors.
// RUN: not llvm-mc -triple=pto -filetype=obj %s -o /dev/null 2>&1 | FileCheck %s

  j .Lodd
// CHECK: :[[@LINE-1]]:3: error: branch target is not 8-byte aligned
  .byte 0
.Lodd:
  .p2align 3
.Lhere:
  j .Lhere + 0x400000000
// CHECK: :[[@LINE-1]]:3: error: branch target out of range
