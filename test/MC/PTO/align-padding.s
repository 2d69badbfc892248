// Alignment padding in code that does not start on an instruction boundary
// is zero bytes up to the boundary, then nops (found by tools/fuzz.py: it
// was "unable to write nop sequence of 7 bytes").
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: llvm-objdump -s -j .text %t.o | FileCheck %s

  .text
  .byte 1
  .p2align 4
  nop
// 1, seven zero bytes, one nop (0x11) for the rest of the 16, then the nop.
// CHECK: 0000 01000000 00000000 11000000 00000000
// CHECK-NEXT: 0010 11000000 00000000
