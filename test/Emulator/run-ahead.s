// PIPE_V operations without synchronisation run ahead of time order once
// what is queued before them has run, also when they were queued behind a
// wait_flag (docs/emulator.md, "Running at issue"). With --timeline every
// operation waits in its queue: results, cycles and race reports must not
// differ between the two.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o

// 2000 vector additions queued behind the wait for the DMA, a chain that
// PIPE_V runs slower than the scalar unit issues it: more than the 1024
// operations a queue holds, so the scalar unit also waits for slots (PIPE_S
// busy for more cycles than it issues instructions).
// out[i] = 2000 * in[i] - 1998 * in[i] = 2 * (i - 32).
// RUN: pto-emu %t.o --entry=queued_adds --gm in=iota:f32:64:-32 \
// RUN:   --gm out=zero:256 --arg gm:in --arg gm:out --print out:f32 --stats \
// RUN:   > %t.ahead
// RUN: FileCheck %s --check-prefix=SUM < %t.ahead
// RUN: pto-emu %t.o --entry=queued_adds --gm in=iota:f32:64:-32 \
// RUN:   --gm out=zero:256 --arg gm:in --arg gm:out --print out:f32 --stats \
// RUN:   --timeline %t.json > %t.inorder
// RUN: diff %t.ahead %t.inorder
// SUM: out: -64 -62 -60 -58 -56 -54 -52 -50 -48 -46 -44 -42 -40 -38 -36 -34 -32 -30 -28 -26 -24 -22 -20 -18 -16 -14 -12 -10 -8 -6 -4 -2 0 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32 34 36 38 40 42 44 46 48 50 52 54 56 58 60 62
// pset, wait_flag, vlds, vbr, 2000 vadd, vmuls, vsub, vsts, set_flag:
// SUM: PIPE_V instructions: 2008

// A store queued behind the wait races with a later copy into the same
// bytes that nothing orders with it: reported the same way in both modes,
// the copy (earlier in time) first.
// RUN: not pto-emu %t.o --entry=queued_race --gm in=iota:f32:64 \
// RUN:   --arg gm:in 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not pto-emu %t.o --entry=queued_race --gm in=iota:f32:64 \
// RUN:   --arg gm:in --timeline %t.race.json 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RACE
// RACE: pto-emu: data race on UB[0x100, 0x200): PIPE_MTE2 writes it at queued_race+0x48 and PIPE_V writes it at queued_race+0x38 with no synchronisation ordering them

// v1 = the first 64 floats of x10, loaded by PIPE_V behind a wait for the
// DMA (queued until the copy has run); x5 = 1, x6 = 256, p0 all lanes.
.macro load_input
  movi x5, 1
  movi x6, 256
  pset_b32 p0, PAT_ALL
  copy_gm_to_ubuf x10, x0, 0, x5, x6, x0, x0, 0, 0, x6, x6
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  vlds v1, [x0, 0], NORM
.endm

  .globl queued_adds
queued_adds:
  load_input
  vbr.i32 v2, x0
  movi x7, 2000
.Ladd:
  vadd.f32 v2, v2, v1, p0
  addi x7, x7, -1
  bne x7, x0, .Ladd
  // v2 = 2000 * in; out = v2 - 1998 * in = 2 * in.
  movi x8, 0x44f9c000       // 1998.0f
  vmuls.f32 v3, v1, x8, p0
  vsub.f32 v2, v2, v3, p0
  vsts v2, [x6, 0], NORM_B32, p0
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  copy_ubuf_to_gm x6, x11, 0, x5, x6, 0, x6, x6
  ret

  .globl queued_race
queued_race:
  load_input
  vsts v1, [x6, 0], NORM_B32, p0
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID1
  copy_gm_to_ubuf x10, x6, 0, x5, x6, x0, x0, 0, 0, x6, x6
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID1
  ret
