// When a pipe's queue is full, the scalar unit waits until the first
// operation in it starts (docs/emulator.md, "Queues"), also when a
// wait_flag of PIPE_V starts meanwhile and the vector operations queued
// behind it run ahead of time order ("Running at issue"): the results,
// cycles and statistics are those of time order (--timeline), which the
// diffs check. The figures come from the timing model: two instructions
// issue per cycle ("Issue"), a copy takes ceil(bytes / 128) cycles,
// set_flag, wait_flag and pipe_barrier 1, vbr has latency 6 and occupancy
// 1 (PTOSchedA5.td).
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=full_queue --gm in=zero:98304 --arg gm:in \
// RUN:   --stats --print ub@0x20000:s64:1 > %t.ahead
// RUN: FileCheck %s < %t.ahead
// RUN: pto-emu %t.o --entry=full_queue --gm in=zero:98304 --arg gm:in \
// RUN:   --stats --print ub@0x20000:s64:1 --replay-blocks=false > %t.normal
// RUN: diff %t.ahead %t.normal
// RUN: pto-emu %t.o --entry=full_queue --gm in=zero:98304 --arg gm:in \
// RUN:   --stats --print ub@0x20000:s64:1 --timeline %t.json > %t.inorder
// RUN: diff %t.ahead %t.inorder

// Cycle 0: the two movi. Cycle 1: the copy (it reads x5 and x6) and the
// set_flag. The copy of 96 KiB takes 768 cycles, 1 to 769; the event is
// set when it has completed, at 769. Cycle 2: the wait_flag and vbr 1;
// cycle k: vbr 2k - 2 and 2k - 1, so vbr 1023 in cycle 512, and PIPE_V's
// queue holds 1024 operations that have not started: vbr 1024 waits for
// the wait_flag to start, at 769. vbr i starts at 769 + i, and vbr 1023 + j
// issues when vbr j - 1 starts (vbr 0 being the wait_flag): at 768 + j.
// vbr 1100 issues at 845, and the mov of SYS_CNT in the same cycle. (Before
// the fix of 2026-11-29, with the vbrs run ahead, the scalar unit went on
// from the start of vbr 1023, 1792, not 769: 1830.)
// CHECK: ub@0x20000: 845
// 6 scalar instructions, the wait_flag and 1100 vbr, the copy and the
// set_flag:
// CHECK-NEXT: instructions: 1109
// vbr 1100 starts at 1869, its result is ready at 1875:
// CHECK-NEXT: cycles: 1875
// movi x8 at 846, sd.ub (it reads x8) and ret at 847 (1833 before the fix):
// CHECK-NEXT: PIPE_S instructions: 6 busy cycles: 848 utilisation: 45.2%
// CHECK-NEXT: PIPE_V instructions: 1101 busy cycles: 1101 utilisation: 58.7%
// CHECK-NEXT: PIPE_MTE2 instructions: 2 busy cycles: 769 utilisation: 41.0%
// CHECK-NEXT: PIPE_MTE3 instructions: 0 busy cycles: 0 utilisation: 0.0%

// The same with PIPE_MTE2's queue full: the scalar unit waits until its
// first operation starts, and before that PIPE_V starts a wait_flag that
// runs 600 vector operations ahead.
// RUN: pto-emu %t.o --entry=mte2_full --gm out=zero:196608 --arg gm:out \
// RUN:   --stats --print ub@0x38000:s64:1 > %t.mte2
// RUN: FileCheck %s --check-prefix=MTE2 < %t.mte2
// RUN: pto-emu %t.o --entry=mte2_full --gm out=zero:196608 --arg gm:out \
// RUN:   --stats --print ub@0x38000:s64:1 --timeline %t.mte2.json \
// RUN:   > %t.mte2.inorder
// RUN: diff %t.mte2 %t.mte2.inorder
// Cycle 1: the copy of 192 KiB, 1536 cycles of MTE3 from 1 to 1537, and
// the set_flag for PIPE_V (it sets the event at 1537); cycle 2: the one for
// MTE2 (1538, MTE3 busy at 1537) and PIPE_V's wait_flag; cycles 3 to 302:
// vbr 1 to 600; cycle 303: MTE2's wait_flag and pipe_barrier 1; barrier m
// in cycle 303 + floor(m / 2), so barrier 1023 in cycle 814 fills the
// queue. At 1537 PIPE_V's wait_flag starts and vbr i starts at 1537 + i,
// run ahead; at 1538 MTE2's wait_flag starts, and barrier m at 1538 + m.
// Barrier 1023 + j issues when barrier j - 1 starts (barrier 0 being the
// wait_flag): at 1537 + j; barrier 1100 and the mov of SYS_CNT at 1614.
// (Before the fix the scalar unit went on from the start of vbr 600, 2137,
// and issued the 77 barriers left two a cycle: 2175.)
// MTE2: ub@0x38000: 1614
// 6 scalar instructions, 601 of PIPE_V, 1101 of MTE2, 3 of MTE3:
// MTE2-NEXT: instructions: 1711
// Barrier 1100 starts at 2638 and takes a cycle:
// MTE2-NEXT: cycles: 2639
// movi x8 at 1615, sd.ub and ret at 1616:
// MTE2-NEXT: PIPE_S instructions: 6 busy cycles: 1617 utilisation: 61.3%
// MTE2-NEXT: PIPE_V instructions: 601 busy cycles: 601 utilisation: 22.8%
// MTE2-NEXT: PIPE_MTE2 instructions: 1101 busy cycles: 1101 utilisation: 41.7%
// MTE2-NEXT: PIPE_MTE3 instructions: 3 busy cycles: 1538 utilisation: 58.3%

// x10 = in (96 KiB); UB 0x20000 = the cycle the mov of SYS_CNT issues at.
  .globl full_queue
full_queue:
  movi x5, 1
  movi x6, 0x18000
  copy_gm_to_ubuf x10, x0, 0, x5, x6, x0, x0, 0, 0, x6, x6
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  .rept 1100
  vbr.i32 v1, x0
  .endr
  mov x7, SYS_CNT
  movi x8, 0x20000
  sd.ub x7, 0(x8)
  ret

// x10 = out (192 KiB, written from UB 0); UB 0x38000 = the cycle the mov of
// SYS_CNT issues at.
  .globl mte2_full
mte2_full:
  movi x5, 1
  movi x6, 0x30000
  copy_ubuf_to_gm x0, x10, 0, x5, x6, 0, x6, x6
  set_flag PIPE_MTE3, PIPE_V, EVENT_ID0
  set_flag PIPE_MTE3, PIPE_MTE2, EVENT_ID1
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID0
  .rept 600
  vbr.i32 v1, x0
  .endr
  wait_flag PIPE_MTE3, PIPE_MTE2, EVENT_ID1
  .rept 1100
  pipe_barrier PIPE_MTE2
  .endr
  mov x7, SYS_CNT
  movi x8, 0x38000
  sd.ub x7, 0(x8)
  ret
