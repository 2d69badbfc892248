// Kernels run on several vector cores at once (multi-core.test,
// multi-core-threads.test): each core writes its own part of a GM tensor,
// the cores meet at the all-core barrier the vendor A5 API builds from
// ffts_cross_core_sync and wait_flag_dev, and cores then read what the
// others wrote. Compiled with -I bench/kernels (blocks.h: the barrier, the
// double-buffered add).

#include "blocks.h"
#include <cstdint>

// partial[b] = sum of b * 1000 + i for i < n, for each block b; then
// total[0] = the sum of all partials, computed by block 0, after the
// all-core barrier when Barrier is set.
template <bool Barrier>
[aicore] void blockSums(__gm__ int64_t *partial, __gm__ int64_t *total,
                        int64_t n) {
  int64_t block = get_block_idx(), blocks = get_block_num();
  int64_t sum = 0;
  for (int64_t i = 0; i < n; ++i)
    sum += block * 1000 + i;
  partial[block] = sum;
  if (Barrier) {
    ffts_cross_core_sync(PIPE_MTE3, barrierMessage(5));
    wait_flag_dev(PIPE_S, 5);
  }
  if (block == 0) {
    int64_t all = 0;
    for (int64_t b = 0; b < blocks; ++b)
      all += partial[b];
    total[0] = all;
  }
}

extern "C" __global__[aicore] void block_sums(__gm__ int64_t *partial,
                                              __gm__ int64_t *total,
                                              int64_t n) {
  blockSums<true>(partial, total, n);
}

// Without the barrier, block 0 reads the other blocks' partials with
// nothing ordering the reads after the writes.
extern "C" __global__[aicore] void
block_sums_racy(__gm__ int64_t *partial, __gm__ int64_t *total, int64_t n) {
  blockSums<false>(partial, total, n);
}

// Every core waits at a barrier only block 0 arrives at: a deadlock.
extern "C" __global__[aicore] void half_barrier(__gm__ int64_t *) {
  if (get_block_idx() == 0)
    ffts_cross_core_sync(PIPE_MTE3, barrierMessage(3));
  wait_flag_dev(PIPE_S, 3);
}

// a and b hold n f32 elements (n a multiple of 64 * blocks), a part of n /
// blocks for each block. Each of `rounds` rounds adds to each part of src
// the next block's part (the last block: the first block's) into dst, by
// DMA and vadd (addStream), then the cores meet at the barrier; src and
// dst change places after each round: a, b, a, ...
extern "C" __global__[aicore] void rotate_add(__gm__ float *a, __gm__ float *b,
                                              uint64_t n, uint64_t rounds) {
  uint64_t block = get_block_idx(), blocks = get_block_num();
  uint64_t size = n / blocks;
  for (uint64_t r = 0; r < rounds; ++r) {
    __gm__ float *src = r % 2 ? b : a, *dst = r % 2 ? a : b;
    addStream(dst + block * size, src + block * size,
              src + (block + 1) % blocks * size, size);
    syncAll(4);
  }
}

// out = 2 x, 64 elements per block, with a race between two pipes of each
// core: after the barrier, PIPE_V reads the UB bytes MTE2 loaded before it
// with no flag ordering the two (the barrier orders the cores, not the
// pipes of one core). The same report on one thread and on several.
extern "C" __global__[aicore] void load_race(__gm__ float *x,
                                             __gm__ float *out) {
  uint64_t block = get_block_idx();
  __ubuf__ float *in = ubBuffer<float>(0), *res = ubBuffer<float>(1);
  dmaIn(in, x + block * 64, 64 * sizeof(float));
  syncAll(6);
  vector_bool all = pset_b8(PAT_ALL);
  vector_f32 v, w;
  vlds(v, in, 0, NORM);
  vadd(w, v, v, all);
  vsts(w, res, 0, NORM_B32, all);
  set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  dmaOut(out + block * 64, res, 64 * sizeof(float));
}

// Each core arrives at barrier 2 twice before it waits: which arrivals
// open the barrier depends on the time order of the cores' arrivals, so
// the launch runs on one thread. p[block] = block + 1.
extern "C" __global__[aicore] void arrive_twice(__gm__ int32_t *p) {
  uint64_t block = get_block_idx();
  p[block] = int32_t(block) + 1;
  ffts_cross_core_sync(PIPE_MTE3, barrierMessage(2));
  ffts_cross_core_sync(PIPE_MTE3, barrierMessage(2));
  wait_flag_dev(PIPE_S, 2);
  wait_flag_dev(PIPE_S, 2);
}

// Block 1 writes p[1] after it has arrived at the barrier (PIPE_S: at
// once), and block 0 reads it after the barrier: nothing orders the two (a
// race, found whatever the time order of the two accesses).
extern "C" __global__[aicore] void write_after_arrival(__gm__ int32_t *p,
                                                       __gm__ int32_t *q) {
  uint64_t block = get_block_idx();
  ffts_cross_core_sync(PIPE_S, barrierMessage(3));
  p[block] = int32_t(block) + 10;
  wait_flag_dev(PIPE_S, 3);
  if (block == 0)
    q[0] = p[1];
}

// Each core signals itself on semaphore 1 (set_intra_block) and takes
// that signal, then meets the others at the barrier of the same id: the
// semaphore would queue the two kinds of signal in time order, so the
// launch runs on one thread. p[block] = block + 1.
extern "C" __global__[aicore] void self_then_barrier(__gm__ int32_t *p) {
  uint64_t block = get_block_idx();
  set_intra_block(PIPE_S, 1);
  wait_flag_dev(PIPE_S, 1);
  p[block] = int32_t(block) + 1;
  syncAll(1);
}
