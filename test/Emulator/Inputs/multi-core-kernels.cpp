// Kernels run on several vector cores at once (multi-core.test): each core
// writes its own part of a GM tensor, the cores meet at the all-core
// barrier the vendor A5 API builds from ffts_cross_core_sync and
// wait_flag_dev, and core 0 then reads what the others wrote.

#include <cstdint>

// The FFTS message of an all-core (mode 0) barrier on semaphore Id.
constexpr uint64_t barrierMessage(uint64_t Id) {
  return 1 | (0 << 4) | (Id << 8);
}

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

extern "C" __global__ [aicore] void block_sums(__gm__ int64_t *partial,
                                               __gm__ int64_t *total,
                                               int64_t n) {
  blockSums<true>(partial, total, n);
}

// Without the barrier, block 0 reads the other blocks' partials with
// nothing ordering the reads after the writes.
extern "C" __global__ [aicore] void block_sums_racy(__gm__ int64_t *partial,
                                                    __gm__ int64_t *total,
                                                    int64_t n) {
  blockSums<false>(partial, total, n);
}

// Every core waits at a barrier only block 0 arrives at: a deadlock.
extern "C" __global__ [aicore] void half_barrier(__gm__ int64_t *) {
  if (get_block_idx() == 0)
    ffts_cross_core_sync(PIPE_MTE3, barrierMessage(3));
  wait_flag_dev(PIPE_S, 3);
}
