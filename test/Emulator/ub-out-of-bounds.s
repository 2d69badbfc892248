// A DMA copy past the end of UB (256 KB on A5) and a vector load past it
// are errors with the address and the instruction; so is a misaligned UB
// address.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: not pto-emu %t.o --entry=copy_past_end --gm in=zero:64 --arg gm:in 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DMA
// DMA: pto-emu: error: UB access out of bounds: write of 64 bytes at UB offset 0x3ffe0, UB is 256 KB (copy_gm_to_ubuf x10, x6, 0, x5, x7, x0, x0, 0, 0, x7, x7 at copy_past_end+0x20)
// RUN: not pto-emu %t.o --entry=load_past_end 2>&1 | FileCheck %s --check-prefix=VLDS
// The first load reads the last 256 bytes of UB; the second is past them.
// VLDS: pto-emu: error: UB access out of bounds: read of 256 bytes at UB offset 0x40000, UB is 256 KB (vlds v1, [x6, x7], NORM at load_past_end+0x20)
// RUN: not pto-emu %t.o --entry=copy_misaligned --gm in=zero:64 --arg gm:in 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ALIGN
// ALIGN: pto-emu: error: misaligned UB address: destination 0x10 is not 32-byte aligned (instruction at copy_misaligned+0x18)
// The A2/A3 profile has 192 KB of UB.
// RUN: not pto-emu %t.o --mcpu=a2a3 --entry=load_192k 2>&1 | FileCheck %s --check-prefix=A2A3
// A2A3: UB access out of bounds: read of 256 bytes at UB offset 0x30000, UB is 192 KB

  .globl copy_past_end
copy_past_end:
  movi x5, 1
  set_loop_size_outtoub x5, x5
  movi x6, 262112
  movi x7, 64
  copy_gm_to_ubuf x10, x6, 0, x5, x7, x0, x0, 0, 0, x7, x7
  ret

  .globl load_past_end
load_past_end:
  movi x6, 262144
  movi x7, -256
  vlds v1, [x6, x7], NORM
  movi x7, 0
  vlds v1, [x6, x7], NORM
  ret

  .globl copy_misaligned
copy_misaligned:
  movi x5, 1
  set_loop_size_outtoub x5, x5
  movi x6, 16
  copy_gm_to_ubuf x10, x6, 0, x5, x5, x0, x0, 0, 0, x5, x5
  ret

  .globl load_192k
load_192k:
  movi x6, 196608
  vlds v1, [x6, x0], NORM
  ret
