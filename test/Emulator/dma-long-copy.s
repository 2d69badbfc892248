// Long UB -> GM copies bypass the host's caches (docs/emulator-performance.md):
// the bytes must be those of any other copy, also with a GM destination that is
// not 16-byte aligned and a length that is not a multiple of 64, and the bytes
// around the destination stay as they were.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=long_copy --gm src=iota:u8:8192 \
// RUN:   --gm dst=zero:8192 --arg gm:src --arg gm:dst --print dst:u8 \
// RUN:   | %python -c "import sys; got = [int(v) for v in sys.stdin.read().split()[1:]]; want = [0] * 3 + [(32 + i) %% 256 for i in range(4999)] + [0] * (8192 - 5002); print('same' if got == want else 'differ')" \
// RUN:   | FileCheck %s
// CHECK: same

  .globl long_copy
long_copy:
  movi x5, 1
  movi x6, 8192
  copy_gm_to_ubuf x10, x0, 0, x5, x6, x0, x0, 0, 0, x6, x6
  set_flag PIPE_MTE2, PIPE_MTE3, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_MTE3, EVENT_ID0
  // UB[32, 32 + 4999) to dst + 3.
  movi x7, 32
  addi x8, x11, 3
  movi x9, 4999
  movi x12, 5024            // the UB stride, 32-byte aligned (one burst)
  copy_ubuf_to_gm x7, x8, 0, x5, x9, 0, x9, x12
  ret
