// mov xd, PC reads the address of the mov itself; mov xd, SYS_CNT the
// cycle the mov issues at, which grows as the kernel runs (the vendor's
// inline-asm spellings `MOV %0, PC` and `MOV %0, SYS_CNT`).
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: llvm-objdump -d %t.o | FileCheck %s --check-prefix=DIS
// RUN: pto-emu %t.o --entry=counters --print ub@0:s64:5 | FileCheck %s
// DIS:      8: {{.*}}mov x5, PC
// DIS:      28: {{.*}}mov x6, PC
// DIS:      {{.*}}mov x7, SYS_CNT
// The two PCs are 32 bytes apart (0x8 and 0x28 in the image) and 8-byte
// aligned (pto-emu runs the image from its address in GM); the counter
// advanced by at least the 4 instructions between the reads.
// CHECK: ub@0: 0 0 32 1 1

  .globl counters
counters:
  movi x10, 0
  mov x5, PC
  andi x9, x5, 7
  sd.ub x9, 0(x0)
  movi x11, 1
  mov x6, PC
  andi x9, x6, 7
  sd.ub x9, 8(x0)
  sub x13, x6, x5
  sd.ub x13, 16(x0)
  mov x7, SYS_CNT
  add x10, x10, x11
  add x10, x10, x11
  add x10, x10, x11
  add x10, x10, x11
  MOV x8, SYS_CNT
  sub x14, x8, x7
  sltui x15, x14, 4
  xori x15, x15, 1
  sd.ub x15, 24(x0)
  sltu x16, x7, x8
  sd.ub x16, 32(x0)
  ret
