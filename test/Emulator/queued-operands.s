// A vector operation issued behind others is built in its queue's slot
// (Machine::issuePipeOpInRun), after the scalar unit has waited for that
// slot, and one issued to an empty queue is built apart and may run at once
// (issueToEmptyQueue): either way it must take the scalar registers it
// reads as they are when it issues. Here each vsts takes its address from
// x9, which the scalar unit changes after every store. Each chunk of 16
// stores waits for a copy (its operations queue behind the wait_flag), and
// PIPE_V runs a chain of additions slower than the scalar unit issues them,
// so its queue fills (more than the 1024 operations a queue holds) and the
// scalar unit waits for slots between the stores. With --timeline every
// operation waits in its queue in time order; --replay-blocks=false turns
// off the replay of queued runs: the results and statistics must be the
// same.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=queued_stores --gm out=zero:4096 \
// RUN:   --gm in=zero:256 --arg gm:out --arg gm:in \
// RUN:   --print out:f32 --stats > %t.queued
// RUN: FileCheck %s < %t.queued
// RUN: pto-emu %t.o --entry=queued_stores --gm out=zero:4096 \
// RUN:   --gm in=zero:256 --arg gm:out --arg gm:in \
// RUN:   --print out:f32 --stats --timeline %t.json > %t.inorder
// RUN: diff %t.queued %t.inorder
// RUN: pto-emu %t.o --entry=queued_stores --gm out=zero:4096 \
// RUN:   --gm in=zero:256 --arg gm:out --arg gm:in \
// RUN:   --print out:f32 --stats --replay-blocks=false > %t.normal
// RUN: diff %t.queued %t.normal

// Iteration i (0 to 1599; chunk i / 16) adds 1.0 to every lane of v2, so
// v2 = i + 1, and stores it to slot i % 16 of 16 slots of 256 bytes: slot
// k keeps the store of the last iteration i = 1584 + k, 1585 + k in all 64
// lanes.
// CHECK: out: {{(1585 ){64}(1586 ){64}(1587 ){64}(1588 ){64}(1589 ){64}(1590 ){64}(1591 ){64}(1592 ){64}(1593 ){64}(1594 ){64}(1595 ){64}(1596 ){64}(1597 ){64}(1598 ){64}(1599 ){64}(1600 ){63}1600$}}
// CHECK-NEXT: instructions:
// CHECK-NEXT: cycles:
// Six movi; 100 times movi, 16 times addi, andi, addi, bne, then addi and
// bne; movi and the ret. Without a wait a chunk takes about 67 cycles to
// issue (two instructions a cycle: the copy and set_flag, wait_flag and
// movi, then per iteration vadd and vsts, addi, andi and addi, bne; a taken
// branch ends the cycle), some 6710 in all: the scalar unit waits for
// slots, at least 7000.
// CHECK-NEXT: PIPE_S instructions: 6708 busy cycles: {{([7-9][0-9]{3}|[1-9][0-9]{4}) }}
// pset, vbr twice, 100 wait_flag, 3200 vadd and vsts, the set_flag:
// CHECK-NEXT: PIPE_V instructions: 3304
// 100 copies and set_flags:
// CHECK-NEXT: PIPE_MTE2 instructions: 200

// x10 = out; x11 = in, 256 bytes each chunk copies to UB 0x4000 (away
// from the slots) only to have a copy to wait for.
  .globl queued_stores
queued_stores:
  pset_b32 p0, PAT_ALL
  movi x8, 0x3f800000       // 1.0f
  vbr.i32 v1, x8
  vbr.i32 v2, x0
  movi x5, 1
  movi x6, 256
  movi x13, 0x4000
  movi x7, 100
  movi x9, 0                // the slot's offset: 256 * (i % 16)
.Lchunk:
  copy_gm_to_ubuf x11, x13, 0, x5, x6, x0, x0, 0, 0, x6, x6
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  movi x12, 16
.Lstore:
  vadd.f32 v2, v2, v1, p0
  vsts v2, [x9, 0], NORM_B32, p0
  addi x9, x9, 256
  andi x9, x9, 4095
  addi x12, x12, -1
  bne x12, x0, .Lstore
  addi x7, x7, -1
  bne x7, x0, .Lchunk
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  movi x5, 16
  copy_ubuf_to_gm x0, x10, 0, x5, x6, 0, x6, x6
  ret
