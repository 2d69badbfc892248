// A vsts under a mask writes only its active lanes, and the race check sees
// only their bytes (docs/emulator.md, "Data races"): a scalar store to a
// lane after the first sixteen, unordered with a vsts of those sixteen, is
// no race; one to a lane among them is. The store range is bounds-checked
// whole.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=outside_lanes --gm out=zero:256 --arg gm:out \
// RUN:   --print out:i32 | FileCheck %s --check-prefix=OUTSIDE
// OUTSIDE: out: 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 0 0 0 0 9 0{{( 0)*$}}
// RUN: not pto-emu %t.o --entry=inside_lanes 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INSIDE
// INSIDE: pto-emu: data race on UB[0xc, 0x10): PIPE_S writes it at inside_lanes+0x{{[0-9a-f]+}} and PIPE_V writes it at inside_lanes+0x{{[0-9a-f]+}} with no synchronisation ordering them
// RUN: not pto-emu %t.o --entry=beyond_ub 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BOUNDS
// BOUNDS: UB access out of bounds: write of 256 bytes at UB offset 0x3ff40

// Sixteen lanes of 7 at UB 0 (pset PAT_VL16 of 32-bit lanes).
.macro store_sixteen_sevens base
  movi x5, 7
  vbr.i32 v0, x5
  pset_b32 p0, PAT_VL16
  movi x6, \base
  movhi x6, 0
  vsts v0, [x6, 0], NORM_B32, p0
.endm

  .text
  .globl outside_lanes
  .type outside_lanes,@function
outside_lanes:
  store_sixteen_sevens 0
  // Lane 20: after the vector store's lanes, not ordered with it.
  movi x7, 9
  sw.ub x7, 80(x0)
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  set_flag PIPE_S, PIPE_MTE3, EVENT_ID1
  wait_flag PIPE_S, PIPE_MTE3, EVENT_ID1
  movi x5, 1
  movi x6, 256
  set_loop_size_ubtoout x5, x5
  copy_ubuf_to_gm x0, x10, 0, x5, x6, 0, x6, x6
  ret

  .globl inside_lanes
  .type inside_lanes,@function
inside_lanes:
  store_sixteen_sevens 0
  // Lane 3: written by the vector store too.
  movi x7, 9
  sw.ub x7, 12(x0)
  ret

  .globl beyond_ub
  .type beyond_ub,@function
beyond_ub:
  // The first sixteen lanes fit in UB; the register's range does not.
  store_sixteen_sevens 0x3ff40
  ret
