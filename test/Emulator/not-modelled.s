// Instructions whose semantics no source gives are reported, not guessed
// (docs/emulator.md lists them).
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: not pto-emu %t.o --entry=hist 2>&1 | FileCheck %s --check-prefix=HIST
// HIST: pto-emu: error: not modelled: chistv2.u16.u8 (at hist+0x8;
// RUN: not pto-emu %t.o --entry=blk 2>&1 | FileCheck %s --check-prefix=BLK
// BLK: pto-emu: error: not modelled: vlds distribution 15 (at blk;
  .globl hist
hist:
  pset_b8 p0, PAT_ALL
  chistv2.u16.u8 v1, v2, v3, p0, x5
  ret
  .globl blk
blk:
  vlds v1, [x0, x0], BLK
  ret
