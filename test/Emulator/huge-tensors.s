// Tensors of 4 MiB or more live in memory asked for in huge pages and
// rounded up to whole ones (docs/emulator-performance.md, "Steady state,
// eleventh round"); copies from GM are read ahead while the scalar unit issues.
// Neither may show: a tensor of 4 MiB + 40 bytes starts zeroed, keeps its
// exact size (a copy one byte past its end is out of bounds, although the
// host memory behind it exists), and a copy of its last 8192 bytes moves
// those bytes.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=tail_copy --gm src=iota:u8:4194344 \
// RUN:   --gm dst=zero:4194344 --arg gm:src --arg gm:dst --arg i64:4186152 \
// RUN:   --dump=dst=%t.bin
// RUN: %python -c "import sys; d = open(sys.argv[1], 'rb').read(); n = 4194344; o = n - 8192; print('same' if d == bytes(o) + bytes(i %% 256 for i in range(o, n)) else 'differ', len(d))" %t.bin \
// RUN:   | FileCheck %s
// CHECK: same 4194344
// RUN: not pto-emu %t.o --entry=tail_copy --gm src=iota:u8:4194344 \
// RUN:   --gm dst=zero:4194344 --arg gm:src --arg gm:dst --arg i64:4186153 \
// RUN:   2>&1 | FileCheck %s --check-prefix=PAST
// PAST: error: GM access out of bounds: read of 8192 bytes at {{.*}} (copy_gm_to_ubuf

  .globl tail_copy
tail_copy:
  movi x5, 1
  movi x6, 8192
  add x13, x10, x12
  copy_gm_to_ubuf x13, x0, 0, x5, x6, x0, x0, 0, 0, x6, x6
  set_flag PIPE_MTE2, PIPE_MTE3, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_MTE3, EVENT_ID0
  add x14, x11, x12
  copy_ubuf_to_gm x0, x14, 0, x5, x6, 0, x6, x6
  ret
