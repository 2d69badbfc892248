// Branches, calls and symbol addresses become the documented relocations
// (docs/elf.md) when the assembler cannot resolve them; local branches are
// resolved in place.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: llvm-readobj -h -r %t.o | FileCheck %s
// RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s --check-prefix=DIS

// CHECK: Format: elf64-pto
// CHECK: Arch: pto
// CHECK: Machine: EM_PTO (0x5054)
// CHECK: Relocations [
// CHECK-NEXT: Section ({{[0-9]+}}) .rela.text {
// CHECK-NEXT: 0x0 R_PTO_CALL32 external_fn 0x0
// CHECK-NEXT: 0x10 R_PTO_BR32 external_label 0x0
// CHECK-NEXT: 0x18 R_PTO_LO32 data_sym 0x0
// CHECK-NEXT: 0x20 R_PTO_HI32 data_sym 0x0
// CHECK-NEXT: }
// CHECK-NEXT: Section ({{[0-9]+}}) .rela.data {
// CHECK-NEXT: 0x0 R_PTO_ABS64 data_sym 0x0
// CHECK-NEXT: 0x8 R_PTO_ABS32 data_sym 0x0
// CHECK-NEXT: 0xC R_PTO_PCREL32 external_fn 0x0
// CHECK-NEXT: }
// CHECK-NEXT: ]

// DIS: <f>:
// DIS-NEXT: 0: call 0x0 <f>
// DIS-NEXT: 8: j 0x28 <f+0x28>
// DIS-NEXT: 10: beq x5, x6, 0x10 <f+0x10>
// DIS-NEXT: 18: movi x5, 0
// DIS-NEXT: 20: movhi x5, 0
// DIS-NEXT: 28: ret

  .text
  .globl f
f:
  call external_fn
  j .Llocal
  beq x5, x6, external_label
  movi x5, data_sym
  movhi x5, data_sym
.Llocal:
  ret

  .data
  .dword data_sym
  .word data_sym
  .word external_fn - .
