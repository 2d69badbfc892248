// Kernels whose blocks work on their own parts of GM tensors
// (multi-core-threads.test): the launches that run on host threads of
// their own, one core per thread, with the results of the one-thread run.

#include "blocks.h"

// out = x + y over n f32 elements, each block its part (blocks.h).
extern "C" __global__[aicore] void add_blocks(__gm__ float *x, __gm__ float *y,
                                              __gm__ float *out, uint64_t n) {
  addBlocks<false, false>(x, y, out, n);
}

// out[i] = in[i] * in[i] + block for the elements i = block, block +
// blocks, ...: scalar loads and stores, neighbouring cores in the same
// bytes of no element but in the same 32-byte blocks of GM.
extern "C" __global__[aicore] void
square_strided(__gm__ int32_t *in, __gm__ int32_t *out, uint64_t n) {
  uint64_t block = get_block_idx(), blocks = get_block_num();
  for (uint64_t i = block; i < n; i += blocks)
    out[i] = in[i] * in[i] + int32_t(block);
}

// Block 1 writes past its tensor: an error, the same with threads.
extern "C" __global__[aicore] void bad_block(__gm__ int32_t *out) {
  uint64_t block = get_block_idx();
  out[block == 1 ? (1 << 24) : block] = 7;
}

// Block 0 adds up what every block wrote, with nothing ordering its reads
// after the other blocks' writes: a race between cores.
extern "C" __global__[aicore] void sum_racy(__gm__ int64_t *parts,
                                            __gm__ int64_t *total) {
  uint64_t block = get_block_idx(), blocks = get_block_num();
  parts[block] = int64_t(block + 1) * 100;
  if (block == 0) {
    int64_t sum = 0;
    for (uint64_t b = 0; b < blocks; ++b)
      sum += parts[b];
    total[0] = sum;
  }
}

// Each block adds 1 to its part of p in place; then block 0 reads the last
// element, another block's, unordered with its write (a race). The run on
// threads sees that only when the cores have finished, and the launch runs
// again on one thread from p as it was: p[i] + 1, not p[i] + 2.
extern "C" __global__[aicore] void
bump_then_peek(__gm__ int32_t *p, __gm__ int32_t *last, uint64_t n) {
  uint64_t first, count;
  part(n, get_block_idx(), get_block_num(), first, count);
  for (uint64_t i = first; i < first + count; ++i)
    p[i] += 1;
  if (get_block_idx() == 0)
    last[0] = p[n - 1];
}

// Each block writes p[8 * block] and p[8 * (block + 1)]: neighbouring cores
// write the same element (a race between writes). One element per 32-byte
// block of GM, where the one-thread check keeps one access.
extern "C" __global__[aicore] void write_pairs(__gm__ int32_t *p) {
  uint64_t block = get_block_idx();
  p[8 * block] = int32_t(block);
  p[8 * (block + 1)] = int32_t(block);
}

// Each block writes its element of p; block 5 also reads block 2's: one
// pair of cores among six in the same bytes.
extern "C" __global__[aicore] void one_pair(__gm__ int32_t *p,
                                            __gm__ int32_t *q) {
  uint64_t block = get_block_idx();
  p[8 * block] = int32_t(block) * 10;
  if (block == 5)
    q[0] = p[16];
}
