// A jump outside the program is an error naming the address; a jump to
// itself loops like any other loop and --max-instructions ends it; a DMA
// copy's bursts (loop2 x loop1 x n_burst, also of zero-length bursts) count
// against --max-instructions, so huge counts end in an error, not a hang.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: not pto-emu %t.o --entry=far_jump 2>&1 | FileCheck %s --check-prefix=FAR
// FAR: pto-emu: error: jump to 0xfffffffffffffff8, which is not an instruction of the program
// RUN: not pto-emu %t.o --entry=self_loop --max-instructions=1000 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SELF
// SELF: pto-emu: error: stopped after 1000 instructions (DMA bursts included; raise --max-instructions if the kernel is that long)
// RUN: not pto-emu %t.o --entry=huge_loops --gm b=zero:64 --arg gm:b \
// RUN:   --max-instructions=1000000 2>&1 | FileCheck %s --check-prefix=LOOPS
// LOOPS: pto-emu: error: stopped at copy_gm_to_ubuf x10, x0, 0, x5, x0, x0, x0, 0, 0, x0, x0 at huge_loops+0x10: its 2147483647 x 2147483647 x 2147483647 DMA bursts (loop2 x loop1 x n_burst) exceed the limit of 1000000 instructions and DMA bursts (raise --max-instructions if the kernel is that long)
// RUN: not pto-emu %t.o --entry=huge_bursts --gm b=zero:64 --arg gm:b \
// RUN:   --max-instructions=1000000 2>&1 | FileCheck %s --check-prefix=BURSTS
// BURSTS: pto-emu: error: stopped at copy_gm_to_ubuf x10, x0, 0, x6, x0, x0, x0, 0, 0, x0, x0 at huge_bursts+0x18: its 1 x 1 x 18446744073709551615 DMA bursts (loop2 x loop1 x n_burst) exceed the limit of 1000000 instructions and DMA bursts (raise --max-instructions if the kernel is that long)
// A conditional branch to itself loops while taken and falls through when
// not; an ordinary loop and a small copy within the limit run to the end.
// RUN: not pto-emu %t.o --entry=self_branch --max-instructions=50 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SELFB
// SELFB: pto-emu: error: stopped after 50 instructions
// RUN: pto-emu %t.o --entry=self_branch_not_taken --stats | FileCheck %s --check-prefix=NOTTAKEN
// NOTTAKEN: instructions: 3
// RUN: pto-emu %t.o --entry=count_down --stats | FileCheck %s --check-prefix=LOOP
// LOOP: instructions: 8
// The copy's one burst and its 7 instructions fit in a limit of 8.
// RUN: pto-emu %t.o --entry=small_copy --gm b=iota:i32:8 --arg gm:b \
// RUN:   --max-instructions=8 --print ub@0:i32:8 | FileCheck %s --check-prefix=COPY
// COPY: 0 1 2 3 4 5 6 7
// RUN: not pto-emu %t.o --entry=small_copy --gm b=iota:i32:8 --arg gm:b \
// RUN:   --max-instructions=7 2>&1 | FileCheck %s --check-prefix=COPYLIMIT
// COPYLIMIT: pto-emu: error: stopped

  .text
  .globl far_jump
far_jump:
  movi x5, -8
  jr x5
  ret

  .globl self_loop
self_loop:
1:
  j 1b
  ret

  .globl huge_loops
huge_loops:
  movi x5, 2147483647
  set_loop_size_outtoub x5, x5
  copy_gm_to_ubuf x10, x0, 0, x5, x0, x0, x0, 0, 0, x0, x0
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  ret

  .globl huge_bursts
huge_bursts:
  movi x5, 1
  set_loop_size_outtoub x5, x5
  movi x6, -1
  copy_gm_to_ubuf x10, x0, 0, x6, x0, x0, x0, 0, 0, x0, x0
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  ret

  .globl self_branch
self_branch:
  movi x5, 1
1:
  bne x5, x0, 1b
  ret

  .globl self_branch_not_taken
self_branch_not_taken:
  movi x5, 0
1:
  bne x5, x0, 1b
  ret

  .globl count_down
count_down:
  movi x5, 3
1:
  addi x5, x5, -1
  bne x5, x0, 1b
  ret

  .globl small_copy
small_copy:
  movi x5, 1
  set_loop_size_outtoub x5, x5
  movi x6, 32
  copy_gm_to_ubuf x10, x0, 0, x5, x6, x0, x0, 0, 0, x0, x0
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  ret
