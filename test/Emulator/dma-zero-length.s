// A DMA of zero-length bursts touches no memory, so its GM address may be
// anything (the tile library loads an 8x0 tile so: tpartargmin); the same
// DMA with 4-byte bursts from there is out of bounds.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=dma --arg i64:0 --print ub@0:u8:4 | FileCheck %s
// CHECK: ub@0: 0 0 0 0
// RUN: not pto-emu %t.o --entry=dma --arg i64:4 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: error: GM access out of bounds: read of 4 bytes at 0x12345000

  .globl dma
dma:
  movi x5, 1
  set_loop_size_outtoub x5, x5
  movi x6, 0x12345000        // no GM region there
  movi x13, 8
  movi x14, 32
  copy_gm_to_ubuf x6, x0, 0, x5, x10, x0, x0, 0, 0, x13, x14
  set_flag PIPE_MTE2, PIPE_S, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_S, EVENT_ID0
  ret
