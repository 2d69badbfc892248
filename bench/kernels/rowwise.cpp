// Row-wise benchmark kernels (bench/run.py) over rows of kCols f32,
// double-buffered four rows at a time (pipeline.h): softmax, layernorm,
// rmsnorm and a row sum; and a gather from a table in UB.

#include "pipeline.h"

constexpr uint32_t kCols = 1024;
constexpr uint32_t kRowsPerChunk = kBuffer / (kCols * sizeof(float));

// A scratch UB slot for broadcasts: a register's lane 0 stored there is
// loaded back into every lane (ONEPT_B32 store, BRC_B32 load), on the
// vector pipe alone.
static __ubuf__ float *const kScratch = ubBuffer<float>(15);

[aicore] inline vector_f32 broadcastLane0(vector_f32 v, vector_bool all) {
  vsts(v, kScratch, 0, ONEPT_B32, all);
  vector_f32 b;
  vlds(b, kScratch, 0, BRC_B32);
  return b;
}

// The sum (max) of a row's registers, in every lane.
[aicore] inline vector_f32 rowSum(__ubuf__ float *row, vector_bool all) {
  vector_f32 acc, x, total;
  vlds(acc, row, 0, NORM);
  for (uint32_t c = kLanes<float>; c < kCols; c += kLanes<float>) {
    vlds(x, row, c, NORM);
    vadd(acc, acc, x, all);
  }
  vcadd(total, acc, all);
  return broadcastLane0(total, all);
}
[aicore] inline vector_f32 rowMax(__ubuf__ float *row, vector_bool all) {
  vector_f32 acc, x, best;
  vlds(acc, row, 0, NORM);
  for (uint32_t c = kLanes<float>; c < kCols; c += kLanes<float>) {
    vlds(x, row, c, NORM);
    vmax(acc, acc, x, all);
  }
  vcmax(best, acc, all);
  return broadcastLane0(best, all);
}

// Calls rowOp(in row, out row) for each row of each chunk.
template <class RowOp>
[aicore] inline void rows(__gm__ float *x, __gm__ float *out, uint32_t n,
                          RowOp rowOp) {
  __gm__ float *in[] = {x};
  stream<float, float, 1>(
      out, in, n, kRowsPerChunk * kCols, 1,
      [&](__ubuf__ float *const *src, __ubuf__ float *dst, uint32_t count) {
        for (uint32_t r = 0; r < count; r += kCols)
          rowOp(src[0] + r, dst + r);
      });
}

// out = exp(x - max(x)) / sum(exp(x - max(x))) per row.
extern "C" __global__ [aicore] void softmax_kernel(__gm__ float *x,
                                                   __gm__ float *out,
                                                   uint32_t n) {
  rows(x, out, n, [](__ubuf__ float *in, __ubuf__ float *o) {
    vector_bool all = pset_b32(PAT_ALL);
    vector_f32 max = rowMax(in, all), v, e, sum;
    vdup(sum, 0.0f, all);
    for (uint32_t c = 0; c < kCols; c += kLanes<float>) {
      vlds(v, in, c, NORM);
      vexpdif(e, v, max, all, PART_EVEN);
      vadd(sum, sum, e, all);
      vsts(e, o, c, NORM_B32, all);
    }
    vector_f32 total, one, scale;
    vcadd(total, sum, all);
    vdup(one, 1.0f, all);
    vdiv(scale, one, broadcastLane0(total, all), all);
    for (uint32_t c = 0; c < kCols; c += kLanes<float>) {
      vlds(v, o, c, NORM);
      vmul(v, v, scale, all);
      vsts(v, o, c, NORM_B32, all);
    }
  });
}

// out = (x - mean) / sqrt(var + eps) per row (no affine part).
extern "C" __global__ [aicore] void layernorm_kernel(__gm__ float *x,
                                                     __gm__ float *out,
                                                     uint32_t n) {
  rows(x, out, n, [](__ubuf__ float *in, __ubuf__ float *o) {
    vector_bool all = pset_b32(PAT_ALL);
    vector_f32 mean = rowSum(in, all), v, d, sq;
    vmuls(mean, mean, 1.0f / kCols, all);
    vdup(sq, 0.0f, all);
    for (uint32_t c = 0; c < kCols; c += kLanes<float>) {
      vlds(v, in, c, NORM);
      vsub(d, v, mean, all);
      vsts(d, o, c, NORM_B32, all);
      vmula(sq, d, d, all);
    }
    vector_f32 var, one, scale;
    vcadd(var, sq, all);
    var = broadcastLane0(var, all);
    vmuls(var, var, 1.0f / kCols, all);
    vadds(var, var, 1e-5f, all);
    vsqrt(var, var, all);
    vdup(one, 1.0f, all);
    vdiv(scale, one, var, all);
    for (uint32_t c = 0; c < kCols; c += kLanes<float>) {
      vlds(v, o, c, NORM);
      vmul(v, v, scale, all);
      vsts(v, o, c, NORM_B32, all);
    }
  });
}

// out = x / sqrt(mean(x^2) + eps) per row (no affine part).
extern "C" __global__ [aicore] void rmsnorm_kernel(__gm__ float *x,
                                                   __gm__ float *out,
                                                   uint32_t n) {
  rows(x, out, n, [](__ubuf__ float *in, __ubuf__ float *o) {
    vector_bool all = pset_b32(PAT_ALL);
    vector_f32 v, sq, ms, one, scale;
    vdup(sq, 0.0f, all);
    for (uint32_t c = 0; c < kCols; c += kLanes<float>) {
      vlds(v, in, c, NORM);
      vmula(sq, v, v, all);
    }
    vcadd(ms, sq, all);
    ms = broadcastLane0(ms, all);
    vmuls(ms, ms, 1.0f / kCols, all);
    vadds(ms, ms, 1e-6f, all);
    vsqrt(ms, ms, all);
    vdup(one, 1.0f, all);
    vdiv(scale, one, ms, all);
    for (uint32_t c = 0; c < kCols; c += kLanes<float>) {
      vlds(v, in, c, NORM);
      vmul(v, v, scale, all);
      vsts(v, o, c, NORM_B32, all);
    }
  });
}

// out[r] = sum of row r.
extern "C" __global__ [aicore] void rowsum_kernel(__gm__ float *x,
                                                  __gm__ float *out,
                                                  uint32_t n) {
  __gm__ float *in[] = {x};
  stream<float, float, 1>(
      out, in, n, kRowsPerChunk * kCols, kCols,
      [&](__ubuf__ float *const *src, __ubuf__ float *dst, uint32_t count) {
        vector_bool all = pset_b32(PAT_ALL);
        for (uint32_t r = 0; r < count; r += kCols) {
          vector_f32 acc, x, total;
          vlds(acc, src[0], r, NORM);
          for (uint32_t c = kLanes<float>; c < kCols; c += kLanes<float>) {
            vlds(x, src[0], r + c, NORM);
            vadd(acc, acc, x, all);
          }
          vcadd(total, acc, all);
          vsts(total, dst, r / kCols, ONEPT_B32, all);
        }
      });
}

// out[i] = table[idx[i]]: the table (kTable floats) is loaded into UB
// once; the indices stream through (vgather2).
constexpr uint32_t kTable = 4096;

extern "C" __global__ [aicore] void gather_kernel(__gm__ float *table,
                                                  __gm__ uint32_t *idx,
                                                  __gm__ float *out,
                                                  uint32_t n) {
  __ubuf__ float *ubTable = ubBuffer<float>(8);
  dmaIn(ubTable, table, kTable * sizeof(float));
  set_flag(PIPE_MTE2, PIPE_V, EVENT_ID2);
  wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID2);
  __gm__ uint32_t *in[] = {idx};
  stream<uint32_t, float, 1>(
      out, in, n, kBuffer / sizeof(uint32_t), 1,
      [&](__ubuf__ uint32_t *const *src, __ubuf__ float *dst, uint32_t count) {
        registers<float>(count, [&](uint32_t i, vector_bool mask) {
          vector_u32 index;
          vector_f32 v;
          vlds(index, src[0], i, NORM);
          vgather2(v, ubTable, index, mask);
          vsts(v, dst, i, NORM_B32, mask);
        });
      });
}
