// simt.launch in pto-emu (docs/simt.md): the threads get the issuing core's
// x10-x17, read TID_*/NTID_*, and run in warps of 32; their UB accesses are
// PIPE_V's, so a scalar read of the results waits for a V -> S flag. The
// errors: threads of two warps writing one byte without an atomic, more threads than
// the bound, thread registers read outside SIMT code, a vector or
// synchronising instruction in a thread, a misaligned atomic.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// Each of the 3 x 2 threads stores tid * 16 + x10 at UB 0x100 + 8 * tid,
// and atomically adds 1 and its x to the two GM words of out.
// RUN: pto-emu %t.o --entry=ids --gm out=zero:16 --arg gm:out \
// RUN:   --print ub@0x100:s64:6 --print out:s64 | FileCheck %s
// CHECK: ub@0x100: 7 23 39 55 71 87
// CHECK: out: 6 6
// RUN: not pto-emu %t.o --entry=race 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: pto-emu: data race on UB[0x200]: two threads of the SIMT launch access it, one at race_thread+0x8 and SIMT thread (32, 0) writes it at race_thread+0x8, with no atomic or barrier between them
// RUN: not pto-emu %t.o --entry=over_bound 2>&1 | FileCheck %s --check-prefix=BOUND
// BOUND: simt.launch of 33 x 2 threads at over_bound+0x{{[0-9a-f]+}}: a launch of this function has 1 to 64 threads (its LAUNCH_BOUND)
// RUN: not pto-emu %t.o --entry=outside 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// OUTSIDE: mov at outside reads a SIMT thread register outside SIMT code (a function simt.launch starts)
// RUN: not pto-emu %t.o --entry=vector_in_thread 2>&1 | FileCheck %s --check-prefix=VECTOR
// VECTOR: SIMT thread (0, 0) runs pipe_barrier PIPE_ALL at vector_thread: SIMT threads run scalar instructions only
// RUN: not pto-emu %t.o --entry=misaligned --gm out=zero:16 --arg gm:out 2>&1 | FileCheck %s --check-prefix=ALIGN
// ALIGN: misaligned atomic: 4 bytes at 0x{{[0-9a-f]+}}2 (amoadd.w x5, x6, x7 at misaligned_thread+0x8)
// RUN: not pto-emu %t.o --entry=warp_outside 2>&1 | FileCheck %s --check-prefix=WARP
// WARP: vote.all x5, x6 at warp_outside: warp operations and bar.sync run in SIMT threads (a function simt.launch starts)
// RUN: not pto-emu %t.o --entry=bad_width 2>&1 | FileCheck %s --check-prefix=WIDTH
// WIDTH: SIMT thread (0, 0) runs shfl.idx at bad_width_thread+0x8 with a group width of 12: the width is a power of 2 up to 32
// A barrier orders the threads' accesses: thread 1 reads what thread 0
// wrote before it, no race; without it, a race.
// RUN: pto-emu %t.o --entry=barrier_ordered --print ub@0x300:s64:1 | FileCheck %s --check-prefix=ORDERED
// ORDERED: ub@0x300: 42
// RUN: not pto-emu %t.o --entry=barrier_missing 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: pto-emu: data race on UB[0x300]: two threads of the SIMT launch access it
// A launch of 65535 threads (the largest bound) makes its stacks once:
// every thread counts itself into out[0].
// RUN: pto-emu %t.o --entry=many --gm out=zero:8 --arg gm:out --print out:s64 | FileCheck %s --check-prefix=MANY
// MANY: out: 65535
// A thread whose stack grows past its 8 KiB stops the run.
// RUN: not pto-emu %t.o --entry=deep 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: SIMT thread (0, 0) overflows its 8 KiB stack at deep_thread (docs/simt.md)

  .globl ids
ids:
  mv x28, x1
  movi x11, 7
  movi x5, ids_thread
  movi x6, 3
  movi x7, 2
  simt.launch x5, x6, x7, 6
  set_flag PIPE_V, PIPE_S, EVENT_ID0
  wait_flag PIPE_V, PIPE_S, EVENT_ID0
  jr x28

ids_thread:
  mov x5, TID_X
  mov x6, TID_Y
  mov x7, NTID_X
  mul x8, x6, x7
  add x8, x8, x5
  slli x9, x8, 4
  add x9, x9, x11
  slli x8, x8, 3
  sd.ub x9, 256(x8)
  movi x12, 1
  amoadd.d x13, x10, x12
  addi x14, x10, 8
  amoadd.d x13, x14, x5
  ret

// The 33 threads store to one byte: the lanes of warp 0 store once (one
// instruction), thread 32 of warp 1 races with them.
  .globl race
race:
  movi x5, race_thread
  movi x6, 33
  movi x7, 1
  simt.launch x5, x6, x7, 64
  ret
race_thread:
  mov x5, TID_X
  sb.ub x5, 512(x0)
  ret

  .globl over_bound
over_bound:
  movi x5, race_thread
  movi x6, 33
  movi x7, 2
  simt.launch x5, x6, x7, 64
  ret

  .globl outside
outside:
  mov x5, TID_X
  ret

  .globl vector_in_thread
vector_in_thread:
  movi x5, vector_thread
  movi x6, 1
  simt.launch x5, x6, x6, 1
  ret
vector_thread:
  pipe_barrier PIPE_ALL
  ret

  .globl misaligned
misaligned:
  movi x5, misaligned_thread
  movi x6, 1
  simt.launch x5, x6, x6, 1
  ret
misaligned_thread:
  addi x6, x10, 2
  amoadd.w x5, x6, x7
  ret

  .globl warp_outside
warp_outside:
  vote.all x5, x6
  ret

  .globl bad_width
bad_width:
  movi x5, bad_width_thread
  movi x6, 1
  simt.launch x5, x6, x6, 1
  ret
bad_width_thread:
  movi x6, 1310720 // (32 - 12) << 16
  shfl.idx x5, x5, x6
  ret

// Thread 0 stores 42 at UB 0x300; after the barrier both threads read it.
  .globl barrier_ordered
barrier_ordered:
  movi x5, ordered_thread
  movi x6, 2
  movi x7, 1
  simt.launch x5, x6, x7, 2
  set_flag PIPE_V, PIPE_S, EVENT_ID0
  wait_flag PIPE_V, PIPE_S, EVENT_ID0
  ret
ordered_thread:
  mov x5, TID_X
  bne x5, x0, 1f
  movi x6, 42
  sd.ub x6, 768(x0)
1:
  bar.sync
  ld.ub x7, 768(x0)
  ret

  .globl barrier_missing
barrier_missing:
  movi x5, missing_thread
  movi x6, 2
  movi x7, 1
  simt.launch x5, x6, x7, 2
  ret
missing_thread:
  mov x5, TID_X
  bne x5, x0, 1f
  movi x6, 42
  sd.ub x6, 768(x0)
1:
  ld.ub x7, 768(x0)
  ret

  .globl many
many:
  movi x5, count_thread
  movi x6, 255
  movi x7, 257
  simt.launch x5, x6, x7, 65535
  pipe_barrier PIPE_ALL
  ret
count_thread:
  movi x6, 1
  amoadd.d x7, x10, x6
  ret

  .globl deep
deep:
  movi x5, deep_thread
  movi x6, 2
  movi x7, 1
  simt.launch x5, x6, x7, 2
  ret
deep_thread:
  addi x2, x2, -9000
  ret
