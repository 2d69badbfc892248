// Straight-line runs of plain instructions replay the timing recorded the
// first time the pipes were in the same state at their entry
// (docs/emulator-performance.md, "Steady state, fifth round"). Results, cycles,
// per-pipe statistics, race reports and errors must be those of the normal
// path (--replay-blocks=false), which the diffs check; the values come from
// the ISA's semantics.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o

// 600 iterations of three dependent vector operations: PIPE_V falls behind
// the scalar unit until its queue is full, then the scalar unit waits for
// slots (both kinds of recorded schedule). out[i] = 600 * in[i] - 598 *
// in[i] = 2 * (i - 32).
// RUN: env PTO_EMU_REPLAY_STATS=1 pto-emu %t.o --entry=replay_adds \
// RUN:   --gm in=iota:f32:64:-32 --gm out=zero:256 --arg gm:in --arg gm:out \
// RUN:   --print out:f32 --stats > %t.replay 2> %t.replay.err
// RUN: FileCheck %s --check-prefixes=OUT,SUM < %t.replay
// RUN: FileCheck %s --check-prefix=REPLAYED < %t.replay.err
// RUN: pto-emu %t.o --entry=replay_adds --gm in=iota:f32:64:-32 \
// RUN:   --gm out=zero:256 --arg gm:in --arg gm:out --print out:f32 --stats \
// RUN:   --replay-blocks=false > %t.normal
// RUN: diff %t.replay %t.normal
// OUT: out: -64 -62 -60 -58 -56 -54 -52 -50 -48 -46 -44 -42 -40 -38 -36 -34 -32 -30 -28 -26 -24 -22 -20 -18 -16 -14 -12 -10 -8 -6 -4 -2 0 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32 34 36 38 40 42 44 46 48 50 52 54 56 58 60 62
// pset, wait_flag, vlds, vbr, 3 x 600 in the loop, vmuls, vsub, vsts,
// set_flag:
// SUM: PIPE_V instructions: 1808
// REPLAYED: pto-emu: replayed blocks: {{[1-9][0-9]+}}, recorded:

// The instruction limit in the middle of a replayed loop stops at the same
// instruction.
// RUN: not pto-emu %t.o --entry=replay_adds --gm in=iota:f32:64:-32 \
// RUN:   --gm out=zero:256 --arg gm:in --arg gm:out --max-instructions=1500 \
// RUN:   2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: not pto-emu %t.o --entry=replay_adds --gm in=iota:f32:64:-32 \
// RUN:   --gm out=zero:256 --arg gm:in --arg gm:out --max-instructions=1500 \
// RUN:   --replay-blocks=false 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT: pto-emu: error: stopped after 1500 instructions

// Copies queued on PIPE_MTE2 start while the vector loop runs (each waits
// for the one before): a block that one of them starts in takes the normal
// path. The loop's stores into the last copy's bytes are not ordered with
// it: the same race either way.
// RUN: not pto-emu %t.o --entry=replay_dma --gm in=iota:f32:1024:-32 \
// RUN:   --arg gm:in --stats > %t.dma 2>&1
// RUN: not pto-emu %t.o --entry=replay_dma --gm in=iota:f32:1024:-32 \
// RUN:   --arg gm:in --stats --replay-blocks=false > %t.dma.normal 2>&1
// RUN: diff %t.dma %t.dma.normal
// RUN: FileCheck %s --check-prefix=DMA < %t.dma
// DMA: pto-emu: data race on UB[0x1000, 0x1100): PIPE_MTE2 writes it at replay_dma+{{0x[0-9a-f]+}} and PIPE_V writes it at replay_dma+{{0x[0-9a-f]+}} with no synchronisation ordering them

// Without the race: the copies land in bytes the loop does not touch;
// out = 2 * in as above. PIPE_MTE2 runs the input's copy and set_flag,
// the eight copies and the last set_flag.
// RUN: pto-emu %t.o --entry=replay_dma_apart --gm in=iota:f32:1024:-32 \
// RUN:   --gm out=zero:256 --arg gm:in --arg gm:out --print out:f32 --stats \
// RUN:   > %t.apart
// RUN: pto-emu %t.o --entry=replay_dma_apart --gm in=iota:f32:1024:-32 \
// RUN:   --gm out=zero:256 --arg gm:in --arg gm:out --print out:f32 --stats \
// RUN:   --replay-blocks=false > %t.apart.normal
// RUN: diff %t.apart %t.apart.normal
// RUN: FileCheck %s --check-prefixes=OUT,APART < %t.apart
// pset, wait_flag, vlds, vbr, 3 x 600, wait_flag, vmuls, vsub, vsts,
// set_flag:
// APART: PIPE_V instructions: 1809
// APART: PIPE_MTE2 instructions: 11

// v1 = the first 64 floats of x10, loaded by PIPE_V once the copy has run;
// x5 = 1, x6 = 256, p0 all lanes.
.macro load_input
  movi x5, 1
  movi x6, 256
  pset_b32 p0, PAT_ALL
  copy_gm_to_ubuf x10, x0, 0, x5, x6, x0, x0, 0, 0, x6, x6
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  vlds v1, [x0, 0], NORM
.endm

// out = v2 - 598 * in, copied to x11.
.macro store_result
  movi x8, 0x44158000       // 598.0f
  vmuls.f32 v3, v1, x8, p0
  vsub.f32 v2, v2, v3, p0
  vsts v2, [x6, 0], NORM_B32, p0
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  copy_ubuf_to_gm x6, x11, 0, x5, x6, 0, x6, x6
.endm

  .globl replay_adds
replay_adds:
  load_input
  vbr.i32 v2, x0
  movi x7, 600
.Ladd:
  vadd.f32 v2, v2, v1, p0
  vmul.f32 v3, v1, v1, p0
  vmax.f32 v4, v3, v2, p0
  addi x7, x7, -1
  bne x7, x0, .Ladd
  store_result
  ret

// Eight copies of 4 KB of x10 (1024 floats) each to UB 0x1000 (32 cycles each, one after the
// other) queued before the loop; the loop stores v1 to UB 0x1000 + x9.
.macro queue_copies
  movi x12, 4096
  movi x13, 0x1000
  .rept 8
  copy_gm_to_ubuf x10, x13, 0, x5, x12, x0, x0, 0, 0, x12, x12
  .endr
.endm

  .globl replay_dma
replay_dma:
  load_input
  queue_copies
  movi x7, 40
  movi x9, 0x1000
.Ldma:
  vadd.f32 v2, v1, v1, p0
  vsts v2, [x9, 0], NORM_B32, p0
  vmul.f32 v3, v1, v1, p0
  addi x7, x7, -1
  bne x7, x0, .Ldma
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID1
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID1
  ret

  .globl replay_dma_apart
replay_dma_apart:
  load_input
  queue_copies
  vbr.i32 v2, x0
  movi x7, 600
.Lapart:
  vadd.f32 v2, v2, v1, p0
  vmul.f32 v3, v1, v1, p0
  vsts v3, [x6, 256], NORM_B32, p0
  addi x7, x7, -1
  bne x7, x0, .Lapart
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID1
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID1
  store_result
  ret
