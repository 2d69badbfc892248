// Atomic accumulation of DMA stores (set_atomic_*, docs/atomics.md): each
// block of a launch adds its row of `n` elements to the same GM row, as
// the tile library's TSTORE with atomics does. dma-atomic.test runs it on
// several blocks against Inputs/dma_atomic.py.

#include "cce-kernel-support.h"
#include <cstdint>

template <class T>
[aicore] inline void accumulate(__gm__ T *out, __gm__ T *in, uint32_t n) {
  __ubuf__ T *row = (__ubuf__ T *)0;
  Load(row, in + get_block_idx() * n, n * sizeof(T));
  set_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  set_atomic_add();
  if constexpr (__is_same(T, float))
    set_atomic_f32();
  else if constexpr (__is_same(T, half))
    set_atomic_f16();
  else if constexpr (__is_same(T, bfloat16_t))
    set_atomic_bf16();
  else if constexpr (__is_same(T, int32_t))
    set_atomic_s32();
  else if constexpr (__is_same(T, int16_t))
    set_atomic_s16();
  else
    set_atomic_s8();
  Store(out, row, n * sizeof(T));
  set_atomic_none();
  pipe_barrier(PIPE_ALL);
}

#define ACCUMULATE(NAME, T)                                                    \
  extern "C" __global__ [aicore] void NAME(__gm__ T *out, __gm__ T *in,       \
                                           uint32_t n) {                      \
    accumulate(out, in, n);                                                    \
  }
ACCUMULATE(accumulate_f32, float)
ACCUMULATE(accumulate_f16, half)
ACCUMULATE(accumulate_s32, int32_t)
ACCUMULATE(accumulate_s16, int16_t)
ACCUMULATE(accumulate_s8, int8_t)

// Stores the row of block 0 with accumulation off, after the accumulating
// blocks are done (plain store: it replaces what is there).
extern "C" __global__ [aicore] void overwrite_f32(__gm__ float *out,
                                                  __gm__ float *in,
                                                  uint32_t n) {
  __ubuf__ float *row = (__ubuf__ float *)0;
  Load(row, in, n * 4);
  set_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  set_atomic_add();
  set_atomic_none();
  Store(out, row, n * 4);
  pipe_barrier(PIPE_ALL);
}
