// Every scalar ALU family in its register and immediate forms, and every
// conditional branch taken and not taken, against the semantics of
// docs/assembly.md: x0 as a source reads 0, a write to x0 is dropped, shift
// amounts use their low six bits, slt and blt/bge compare signed, sltu and
// bltu/bgeu unsigned, immediates are sign-extended. pto-emu runs these
// through one direct handler per form (ScalarOps.cpp, specialiseALU and
// specialiseBranch); the trace takes the same handlers without the issue
// loop's replay, so both runs must print the same values.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=alu --print ub@0:s64:24 --print ub@256:u8:12 \
// RUN:   | FileCheck %s
// RUN: pto-emu %t.o --entry=alu --trace --print ub@0:s64:24 \
// RUN:   --print ub@256:u8:12 | FileCheck %s
// x5 = -7, x6 = 2, x7 = 70 (a shift amount: 70 & 63 = 6).
// add 5, addi -9, sub -9, and 2, andi 1, or -5, ori -7, xor -7, xori 6,
// sll 128, slli -28, srl (2^64 - 7) >> 6, srli 2^63 - 4, sra -1, srai -4,
// mul -14, slt 1, slti 0, sltu 0, sltui 1, x0 after writes 0, x0 + 5 = 5,
// sub from x0 7, addi x0 -1.
// CHECK: ub@0: -5 -9 -9 2 1 -5 -7 -7 6 128 -28 288230376151711743 9223372036854775804 -1 -4 -14 1 0 0 1 0 5 7 -1
// Branches, each byte 1 when taken: beq (2, 2) (2, -7), bne (2, -7) (2, 2),
// blt (-7, 2) (2, -7), bge (2, 2) (-7, 2), bltu (2, -7) (-7, 2),
// bgeu (-7, 2) (2, -7).
// CHECK: ub@256: 1 0 1 0 1 0 1 0 1 0 1 0
  .text
  .globl alu
alu:
  movi x5, -7
  movi x6, 2
  movi x7, 70
  add x10, x5, x6
  sd.ub x10, 0(x0)
  addi x10, x6, -11
  sd.ub x10, 8(x0)
  sub x10, x5, x6
  sd.ub x10, 16(x0)
  and x10, x5, x6               // ...11111001 & 10 = 0
  addi x10, x10, 2              // 2
  sd.ub x10, 24(x0)
  andi x10, x5, 1
  sd.ub x10, 32(x0)
  or x10, x5, x6                // ...11111011 = -5
  sd.ub x10, 40(x0)
  ori x10, x5, 1                // -7 | 1 = -7
  sd.ub x10, 48(x0)
  xor x10, x5, x0               // -7
  sd.ub x10, 56(x0)
  xori x10, x5, -1              // ~(-7) = 6
  sd.ub x10, 64(x0)
  sll x10, x6, x7               // 2 << 6 = 128
  sd.ub x10, 72(x0)
  slli x10, x5, 2               // -28
  sd.ub x10, 80(x0)
  srl x10, x5, x7               // (2^64 - 7) >> 6
  sd.ub x10, 88(x0)
  srli x10, x5, 1               // 2^63 - 4
  sd.ub x10, 96(x0)
  sra x10, x5, x7               // -7 >> 6 = -1
  sd.ub x10, 104(x0)
  srai x10, x5, 1               // -4
  sd.ub x10, 112(x0)
  mul x10, x5, x6               // -14
  sd.ub x10, 120(x0)
  slt x10, x5, x6               // -7 < 2
  sd.ub x10, 128(x0)
  slti x10, x6, -1              // 2 < -1: no
  sd.ub x10, 136(x0)
  sltu x10, x5, x6              // 2^64 - 7 < 2: no
  sd.ub x10, 144(x0)
  sltui x10, x6, 3              // 2 < 3
  sd.ub x10, 152(x0)
  add x0, x5, x6                // dropped
  addi x0, x0, 9                // dropped
  sd.ub x0, 160(x0)
  addi x10, x0, 5
  sd.ub x10, 168(x0)
  sub x10, x0, x5               // 7
  sd.ub x10, 176(x0)
  addi x10, x0, -1
  sd.ub x10, 184(x0)
  movi x11, 1
  beq x6, x6, .Ltaken0
  j .Lnext0
.Ltaken0:
  sb.ub x11, 256(x0)
.Lnext0:
  beq x6, x5, .Ltaken1
  j .Lnext1
.Ltaken1:
  sb.ub x11, 257(x0)
.Lnext1:
  bne x6, x5, .Ltaken2
  j .Lnext2
.Ltaken2:
  sb.ub x11, 258(x0)
.Lnext2:
  bne x6, x6, .Ltaken3
  j .Lnext3
.Ltaken3:
  sb.ub x11, 259(x0)
.Lnext3:
  blt x5, x6, .Ltaken4
  j .Lnext4
.Ltaken4:
  sb.ub x11, 260(x0)
.Lnext4:
  blt x6, x5, .Ltaken5
  j .Lnext5
.Ltaken5:
  sb.ub x11, 261(x0)
.Lnext5:
  bge x6, x6, .Ltaken6
  j .Lnext6
.Ltaken6:
  sb.ub x11, 262(x0)
.Lnext6:
  bge x5, x6, .Ltaken7
  j .Lnext7
.Ltaken7:
  sb.ub x11, 263(x0)
.Lnext7:
  bltu x6, x5, .Ltaken8
  j .Lnext8
.Ltaken8:
  sb.ub x11, 264(x0)
.Lnext8:
  bltu x5, x6, .Ltaken9
  j .Lnext9
.Ltaken9:
  sb.ub x11, 265(x0)
.Lnext9:
  bgeu x5, x6, .Ltaken10
  j .Lnext10
.Ltaken10:
  sb.ub x11, 266(x0)
.Lnext10:
  bgeu x6, x5, .Ltaken11
  j .Lnext11
.Ltaken11:
  sb.ub x11, 267(x0)
.Lnext11:
  ret
