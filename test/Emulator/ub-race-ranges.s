// The race check of a DMA copy of several whole 256-byte UB lines
// (UBRaceShadow::Granules::recordIfOrdered, one comparison of four epochs
// at a time): a copy that writes lines another pipe read or wrote, or reads
// lines another pipe wrote, races when nothing orders the two; the race's
// range is the line the other pipe touched, not the whole copy.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o

// PIPE_V reads UB[0x300, 0x400), then PIPE_MTE2 writes UB[0x100, 0x500)
// (four lines), nothing ordering them: a race on the line read.
// RUN: not pto-emu %t.o --entry=write_after_read --gm in=iota:f32:256 \
// RUN:   --arg gm:in 2>&1 | FileCheck %s --check-prefix=WAR
// WAR: pto-emu: data race on UB[0x300, 0x400): PIPE_V reads it at write_after_read+0x{{[0-9a-f]+}} and PIPE_MTE2 writes it at write_after_read+0x{{[0-9a-f]+}} with no synchronisation ordering them
// WAR-NOT: data race

// The same with a flag from PIPE_V to PIPE_MTE2 before the copy: no race.
// RUN: pto-emu %t.o --entry=ordered_write --gm in=iota:f32:256 \
// RUN:   --arg gm:in 2>&1 | count 0

// PIPE_V writes UB[0x200, 0x300), then PIPE_MTE3 reads UB[0x100, 0x500)
// (ordered after the load), nothing ordering the two: a race on the line
// written.
// RUN: not pto-emu %t.o --entry=read_after_write --gm in=iota:f32:256 \
// RUN:   --gm out=zero:1024 --arg gm:in --arg gm:out 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RAW
// RAW: pto-emu: data race on UB[0x200, 0x300): PIPE_V writes it at read_after_write+0x{{[0-9a-f]+}} and PIPE_MTE3 reads it at read_after_write+0x{{[0-9a-f]+}} with no synchronisation ordering them
// RAW-NOT: data race

// UB[0x100, 0x500) = in (x10), ordered before PIPE_V; x5 = 1, x6 = 0x100,
// x7 = 1024 bytes, p0 all lanes.
.macro load_input
  movi x5, 1
  movi x6, 256
  movi x7, 1024
  pset_b32 p0, PAT_ALL
  copy_gm_to_ubuf x10, x6, 0, x5, x7, x0, x0, 0, 0, x7, x7
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
.endm

  .globl write_after_read
write_after_read:
  load_input
  vlds v1, [x6, 512], NORM
  copy_gm_to_ubuf x10, x6, 0, x5, x7, x0, x0, 0, 0, x7, x7
  ret

  .globl ordered_write
ordered_write:
  load_input
  vlds v1, [x6, 512], NORM
  set_flag PIPE_V, PIPE_MTE2, EVENT_ID1
  wait_flag PIPE_V, PIPE_MTE2, EVENT_ID1
  copy_gm_to_ubuf x10, x6, 0, x5, x7, x0, x0, 0, 0, x7, x7
  ret

  .globl read_after_write
read_after_write:
  load_input
  set_flag PIPE_MTE2, PIPE_MTE3, EVENT_ID1
  wait_flag PIPE_MTE2, PIPE_MTE3, EVENT_ID1
  vbr.i32 v1, x0
  vsts v1, [x6, 256], NORM_B32, p0
  // The scalar unit waits, so that the copy starts after the store (the
  // check is the copy's).
  movi x8, 100
1:
  addi x8, x8, -1
  bne x8, x0, 1b
  copy_ubuf_to_gm x6, x11, 0, x5, x7, 0, x7, x7
  ret
