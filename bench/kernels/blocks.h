// Multi-block kernels' parts: each block of a launch adds its part of two
// f32 tensors, the blocks meet at all-core barriers (bench/emulator_threads.py,
// test/Emulator/Inputs/multi-block-kernels.cpp and multi-core-kernels.cpp).

#ifndef PTO_BENCH_BLOCKS_H
#define PTO_BENCH_BLOCKS_H

#include "pipeline.h"

// The first element and the count of block `block` of `blocks` when n
// elements are split into parts of ceil(n / blocks): the parts meet
// anywhere, inside a 32-byte block of GM too.
[aicore] inline void part(uint64_t n, uint64_t block, uint64_t blocks,
                          uint64_t &first, uint64_t &count) {
  uint64_t size = (n + blocks - 1) / blocks;
  first = block * size < n ? block * size : n;
  count = n - first < size ? n - first : size;
}

// out[0, n) = x[0, n) + y[0, n) in f32: DMA in, vadd, DMA out,
// double-buffered (pipeline.h).
[aicore] inline void addStream(__gm__ float *out, __gm__ float *x,
                               __gm__ float *y, uint64_t n) {
  __gm__ float *in[] = {x, y};
  stream<float, float, 2>(
      out, in, n, kBuffer / sizeof(float), 1,
      [&](__ubuf__ float *const *src, __ubuf__ float *dst, uint64_t c) {
        registers<float>(c, [&](uint64_t i, vector_bool mask) {
          vector_f32 a, b, r;
          vlds(a, src[0], i, NORM);
          vlds(b, src[1], i, NORM);
          vadd(r, a, b, mask);
          vsts(r, dst, i, NORM_B32, mask);
        });
      });
}

// The FFTS message of an all-core (mode 0) barrier on semaphore id.
constexpr uint64_t barrierMessage(uint64_t id) {
  return 1 | (0 << 4) | (id << 8);
}

// The open tile library's SYNCALL on vector cores only: every core arrives
// at the all-core barrier once MTE3 has finished its stores, then waits
// until all have.
[aicore] inline void syncAll(uint64_t id) {
  ffts_cross_core_sync(PIPE_MTE3, barrierMessage(id));
  wait_flag_dev(PIPE_S, id);
}

// out = x + y over this block's part of n f32 elements (addStream). With
// Overlap each part but the last also takes the next part's first element
// (a race between cores); with Barrier the blocks then meet at an all-core
// barrier.
template <bool Barrier, bool Overlap>
[aicore] inline void addBlocks(__gm__ float *x, __gm__ float *y,
                               __gm__ float *out, uint64_t n) {
  uint64_t first, count;
  part(n, get_block_idx(), get_block_num(), first, count);
  if (Overlap && first + count < n)
    ++count;
  if (count)
    addStream(out + first, x + first, y + first, count);
  if (Barrier)
    syncAll(7);
}

#endif // PTO_BENCH_BLOCKS_H
