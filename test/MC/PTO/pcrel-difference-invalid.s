// A difference of symbols is no pc-relative target: a located error, not an
// assertion in the object writer (found by tools/fuzz.py).
// RUN: not llvm-mc -triple=pto -filetype=obj %s -o /dev/null 2>&1 | FileCheck %s

  .text
  call f - .
// CHECK: :[[@LINE-1]]:8: error: operand must be a symbol or a byte offset that is a multiple of 8 in the range [-2^34, 2^34 - 8]
  j g - h
// CHECK: :[[@LINE-1]]:5: error: operand must be a symbol or a byte offset that is a multiple of 8 in the range [-2^34, 2^34 - 8]
  call f + 8
// CHECK-NOT: error
