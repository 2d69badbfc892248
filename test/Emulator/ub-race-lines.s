// The race check of whole 256-byte UB lines, the path of vector loads and
// stores and of DMA copies of whole lines (docs/emulator.md, "Data races"):
// two accesses of different pipes race when neither is ordered before the
// other and one of them writes; accesses of the same pipe never race.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o

// Two reads of a line by PIPE_MTE3 and PIPE_V, nothing ordering them: no
// race (the line's read records are not checked for a read).
// RUN: pto-emu %t.o --entry=read_read --gm in=iota:f32:64 \
// RUN:   --gm out=zero:256 --arg gm:in --arg gm:out --print out:f32 2>&1 \
// RUN:   | FileCheck %s --check-prefix=READS --implicit-check-not="data race"
// READS: out: 0 1 2 3 4 5 6 7 8 9 10

// PIPE_V stores, loads and stores a line again, nothing between them: no
// race (a pipe's own records are older than its clock).
// RUN: pto-emu %t.o --entry=same_pipe --gm in=iota:f32:64 \
// RUN:   --gm out=zero:256 --arg gm:in --arg gm:out --print out:f32 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SAME --implicit-check-not="data race"
// SAME: out: 0 2 4 6 8 10 12

// PIPE_MTE3 reads a line, then PIPE_V writes it after a set_flag/wait_flag
// from PIPE_MTE3 to PIPE_V: no race, and the copy holds the old values.
// RUN: pto-emu %t.o --entry=ordered_war --gm in=iota:f32:64 \
// RUN:   --gm out=zero:256 --arg gm:in --arg gm:out --print out:f32 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ORDERED --implicit-check-not="data race"
// ORDERED: out: 0 1 2 3 4 5 6 7

// PIPE_V writes a line, PIPE_MTE3 reads it after a flag from PIPE_V, then
// PIPE_MTE2 writes it, ordered after neither: it races with both the write
// and the read.
// RUN: not pto-emu %t.o --entry=write_after_both --gm in=iota:f32:64 \
// RUN:   --gm out=zero:256 --arg gm:in --arg gm:out 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BOTH
// BOTH-DAG: pto-emu: data race on UB[0x100, 0x200): PIPE_{{MTE3 reads it at write_after_both\+0x[0-9a-f]+ and PIPE_MTE2 writes|MTE2 writes it at write_after_both\+0x[0-9a-f]+ and PIPE_MTE3 reads}} it at write_after_both+0x{{[0-9a-f]+}} with no synchronisation ordering them
// BOTH-DAG: pto-emu: data race on UB[0x100, 0x200): PIPE_{{V writes it at write_after_both\+0x[0-9a-f]+ and PIPE_MTE2 writes|MTE2 writes it at write_after_both\+0x[0-9a-f]+ and PIPE_V writes}} it at write_after_both+0x{{[0-9a-f]+}} with no synchronisation ordering them

// UB[0x100, 0x200) = the first 64 floats of in (x10), ordered before PIPE_V;
// x5 = 1, x6 = 256, p0 all lanes.
.macro load_input
  movi x5, 1
  movi x6, 256
  pset_b32 p0, PAT_ALL
  copy_gm_to_ubuf x10, x6, 0, x5, x6, x0, x0, 0, 0, x6, x6
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
.endm

// out (x11) = UB[0x100, 0x200), once PIPE_V has finished.
.macro store_output
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID1
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID1
  copy_ubuf_to_gm x6, x11, 0, x5, x6, 0, x6, x6
.endm

  .globl read_read
read_read:
  load_input
  // PIPE_MTE3 reads the line while PIPE_V does.
  store_output
  vlds v1, [x6, 0], NORM
  ret

  .globl same_pipe
same_pipe:
  load_input
  vlds v1, [x6, 0], NORM
  vsts v1, [x6, 0], NORM_B32, p0
  vlds v2, [x6, 0], NORM
  vadd.f32 v2, v2, v1, p0
  vsts v2, [x6, 0], NORM_B32, p0
  store_output
  ret

  .globl ordered_war
ordered_war:
  load_input
  store_output
  set_flag PIPE_MTE3, PIPE_V, EVENT_ID2
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID2
  vbr.i32 v1, x0
  vsts v1, [x6, 0], NORM_B32, p0
  ret

  .globl write_after_both
write_after_both:
  load_input
  vlds v1, [x6, 0], NORM
  vsts v1, [x6, 0], NORM_B32, p0
  store_output
  copy_gm_to_ubuf x10, x6, 0, x5, x6, x0, x0, 0, 0, x6, x6
  ret
