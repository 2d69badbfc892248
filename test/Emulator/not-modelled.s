// Forms of instructions whose meaning no source gives are reported, not
// guessed (docs/emulator.md, "Not modelled"); operands outside what the
// instruction accepts are errors.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: not pto-emu %t.o --entry=transpose_config 2>&1 | FileCheck %s --check-prefix=TRANSPOSE
// TRANSPOSE: pto-emu: error: not modelled: vtranspose with control word 0x1 (only 0 has a known meaning) (at transpose_config+0x8;
// RUN: not pto-emu %t.o --entry=sort_config 2>&1 | FileCheck %s --check-prefix=SORT
// SORT: pto-emu: error: not modelled: vsort32 with control word 0x100000000000005 (bits 55:0 have no known meaning) (at sort_config+0x18;
// RUN: not pto-emu %t.o --entry=hist_half 2>&1 | FileCheck %s --check-prefix=HIST
// HIST: pto-emu: error: bin half 2 of chistv2.u16.u8 v1, v2, v3, p0, x5 at hist_half+0x10 is neither 0 (Bin_N0) nor 1 (Bin_N1)
// RUN: not pto-emu %t.o --entry=block_unaligned 2>&1 | FileCheck %s --check-prefix=BLOCK
// BLOCK: pto-emu: error: vsldb v1, [x5], x0, p0 at block_unaligned+0x10: UB address 0x10 is not 32-byte aligned
  .globl transpose_config
transpose_config:
  movi x5, 1
  vtranspose [x0], [x0], x5
  ret
  .globl sort_config
sort_config:
  movi x5, 1
  slli x5, x5, 56
  addi x5, x5, 5
  vsort32 [x0], [x0], x5
  ret
  .globl hist_half
hist_half:
  pset_b8 p0, PAT_ALL
  movi x5, 2
  chistv2.u16.u8 v1, v2, v3, p0, x5
  ret
  .globl block_unaligned
block_unaligned:
  pset_b8 p0, PAT_ALL
  movi x5, 16
  vsldb v1, [x5], x0, p0
  ret
