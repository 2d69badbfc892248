// Multi-block kernels' parts: each block of a launch adds its part of two
// f32 tensors (bench/emulator_threads.py, test/Emulator/Inputs/
// multi-block-kernels.cpp).

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

// out = x + y over this block's part of n f32 elements: DMA in, vadd, DMA
// out, double-buffered (pipeline.h). With Overlap each part but the last
// also takes the next part's first element (a race between cores); with
// Barrier the blocks then meet at an all-core barrier.
template <bool Barrier, bool Overlap>
[aicore] inline void addBlocks(__gm__ float *x, __gm__ float *y,
                               __gm__ float *out, uint64_t n) {
  uint64_t first, count;
  part(n, get_block_idx(), get_block_num(), first, count);
  if (Overlap && first + count < n)
    ++count;
  __gm__ float *in[] = {x + first, y + first};
  if (count)
    stream<float, float, 2>(
        out + first, in, count, kBuffer / sizeof(float), 1,
        [&](__ubuf__ float *const *src, __ubuf__ float *dst, uint64_t c) {
          registers<float>(c, [&](uint64_t i, vector_bool mask) {
            vector_f32 a, b, r;
            vlds(a, src[0], i, NORM);
            vlds(b, src[1], i, NORM);
            vadd(r, a, b, mask);
            vsts(r, dst, i, NORM_B32, mask);
          });
        });
  if (Barrier) {
    ffts_cross_core_sync(PIPE_MTE3, 1 | (7 << 8));
    wait_flag_dev(PIPE_S, 7);
  }
}

#endif // PTO_BENCH_BLOCKS_H
