// Row-wise benchmark kernels (bench/run.py) over rows of kCols f32,
// double-buffered four rows at a time (pipeline.h): softmax, layernorm,
// rmsnorm and a row sum; and a gather from a table in UB.

#include "pipeline.h"

constexpr uint32_t kCols = 1024;
constexpr uint32_t kRowsPerChunk = kBuffer / (kCols * sizeof(float));

// Lane 0 of a register in every lane: vselr by an index vector of zeros.
[aicore] inline vector_f32 broadcastLane0(vector_f32 v, vector_bool all) {
  vector_f32 zeros, b;
  vdup(zeros, 0.0f, all);
  vselr(b, v, zeros);
  return b;
}

// Four partial results, so that a reduction over a row is four chains of
// dependent vector operations, not one (the vector pipe issues in order;
// each vadd waits 7 cycles for the one before it).
constexpr uint32_t kChains = 4;

// op(acc, x) over the registers of a row, then the chains combined and
// reduced across the lanes with across(); the result in every lane.
template <class Combine, class Across>
[aicore] inline vector_f32 reduceRow(__ubuf__ float *row, vector_bool all,
                                     Combine combine, Across across) {
  vector_f32 acc[kChains], x, total;
  for (uint32_t k = 0; k < kChains; ++k)
    vlds(acc[k], row, k * kLanes<float>, NORM);
  for (uint32_t c = kChains * kLanes<float>; c < kCols;
       c += kChains * kLanes<float>)
    for (uint32_t k = 0; k < kChains; ++k) {
      vlds(x, row, c + k * kLanes<float>, NORM);
      combine(acc[k], acc[k], x, all);
    }
  combine(acc[0], acc[0], acc[1], all);
  combine(acc[2], acc[2], acc[3], all);
  combine(acc[0], acc[0], acc[2], all);
  across(total, acc[0], all);
  return broadcastLane0(total, all);
}
[aicore] inline vector_f32 rowSum(__ubuf__ float *row, vector_bool all) {
  return reduceRow(
      row, all,
      [](vector_f32 &d, vector_f32 a, vector_f32 b, vector_bool m) {
        vadd(d, a, b, m);
      },
      [](vector_f32 &d, vector_f32 a, vector_bool m) { vcadd(d, a, m); });
}
[aicore] inline vector_f32 rowMax(__ubuf__ float *row, vector_bool all) {
  return reduceRow(
      row, all,
      [](vector_f32 &d, vector_f32 a, vector_f32 b, vector_bool m) {
        vmax(d, a, b, m);
      },
      [](vector_f32 &d, vector_f32 a, vector_bool m) { vcmax(d, a, m); });
}
// The sum over the lanes of kChains partial sums, in every lane.
[aicore] inline vector_f32 sumChains(vector_f32 (&acc)[kChains],
                                     vector_bool all) {
  vector_f32 total;
  vadd(acc[0], acc[0], acc[1], all);
  vadd(acc[2], acc[2], acc[3], all);
  vadd(acc[0], acc[0], acc[2], all);
  vcadd(total, acc[0], all);
  return broadcastLane0(total, all);
}

// Zeroed partial sums.
[aicore] inline void zeroChains(vector_f32 (&acc)[kChains], vector_bool all) {
  for (uint32_t k = 0; k < kChains; ++k)
    vdup(acc[k], 0.0f, all);
}
// 1 / x in every lane.
[aicore] inline vector_f32 reciprocal(vector_f32 x, vector_bool all) {
  vector_f32 one, r;
  vdup(one, 1.0f, all);
  vdiv(r, one, x, all);
  return r;
}
// 1 / sqrt(sum / kCols + eps): the scale of a normalisation.
[aicore] inline vector_f32 normScale(vector_f32 sum, float eps,
                                     vector_bool all) {
  vmuls(sum, sum, 1.0f / kCols, all);
  vadds(sum, sum, eps, all);
  vsqrt(sum, sum, all);
  return reciprocal(sum, all);
}
// out = row * scale over a row.
[aicore] inline void scaleRow(__ubuf__ float *row, __ubuf__ float *out,
                              vector_f32 scale, vector_bool all) {
  vector_f32 v;
  for (uint32_t c = 0; c < kCols; c += kLanes<float>) {
    vlds(v, row, c, NORM);
    vmul(v, v, scale, all);
    vsts(v, out, c, NORM_B32, all);
  }
}

// Calls rowOp(in row, out row) for each row of each chunk.
template <class RowOp>
[aicore] inline void rows(__gm__ float *x, __gm__ float *out, uint32_t n,
                          RowOp rowOp) {
  __gm__ float *in[] = {x};
  stream<float, float, 1>(
      out, in, n, kRowsPerChunk * kCols, 1,
      [&](__ubuf__ float *const *src, __ubuf__ float *dst, uint64_t count) {
        for (uint64_t r = 0; r < count; r += kCols)
          rowOp(src[0] + r, dst + r);
      });
}

// out = exp(x - max(x)) / sum(exp(x - max(x))) per row.
extern "C" __global__ [aicore] void softmax_kernel(__gm__ float *x,
                                                   __gm__ float *out,
                                                   uint32_t n) {
  rows(x, out, n, [](__ubuf__ float *in, __ubuf__ float *o) {
    vector_bool all = pset_b32(PAT_ALL);
    vector_f32 max = rowMax(in, all), v, e, sum[kChains];
    zeroChains(sum, all);
    for (uint32_t c = 0; c < kCols; c += kLanes<float>) {
      vlds(v, in, c, NORM);
      vexpdif(e, v, max, all, PART_EVEN);
      uint32_t k = c / kLanes<float> % kChains;
      vadd(sum[k], sum[k], e, all);
      vsts(e, o, c, NORM_B32, all);
    }
    scaleRow(o, o, reciprocal(sumChains(sum, all), all), all);
  });
}

// out = (x - mean) / sqrt(var + eps) per row (no affine part).
extern "C" __global__ [aicore] void layernorm_kernel(__gm__ float *x,
                                                     __gm__ float *out,
                                                     uint32_t n) {
  rows(x, out, n, [](__ubuf__ float *in, __ubuf__ float *o) {
    vector_bool all = pset_b32(PAT_ALL);
    vector_f32 mean = rowSum(in, all), v, d;
    vmuls(mean, mean, 1.0f / kCols, all);
    vector_f32 squares[kChains];
    zeroChains(squares, all);
    for (uint32_t c = 0; c < kCols; c += kLanes<float>) {
      vlds(v, in, c, NORM);
      vsub(d, v, mean, all);
      vsts(d, o, c, NORM_B32, all);
      uint32_t k = c / kLanes<float> % kChains;
      vmula(squares[k], d, d, all);
    }
    scaleRow(o, o, normScale(sumChains(squares, all), 1e-5f, all), all);
  });
}

// out = x / sqrt(mean(x^2) + eps) per row (no affine part).
extern "C" __global__ [aicore] void rmsnorm_kernel(__gm__ float *x,
                                                   __gm__ float *out,
                                                   uint32_t n) {
  rows(x, out, n, [](__ubuf__ float *in, __ubuf__ float *o) {
    vector_bool all = pset_b32(PAT_ALL);
    vector_f32 v, squares[kChains];
    zeroChains(squares, all);
    for (uint32_t c = 0; c < kCols; c += kLanes<float>) {
      vlds(v, in, c, NORM);
      uint32_t k = c / kLanes<float> % kChains;
      vmula(squares[k], v, v, all);
    }
    scaleRow(in, o, normScale(sumChains(squares, all), 1e-6f, all), all);
  });
}

// out[r] = sum of row r.
extern "C" __global__ [aicore] void rowsum_kernel(__gm__ float *x,
                                                  __gm__ float *out,
                                                  uint32_t n) {
  __gm__ float *in[] = {x};
  stream<float, float, 1>(
      out, in, n, kRowsPerChunk * kCols, kCols,
      [&](__ubuf__ float *const *src, __ubuf__ float *dst, uint64_t count) {
        vector_bool all = pset_b32(PAT_ALL);
        for (uint64_t r = 0; r < count; r += kCols)
          vsts(rowSum(src[0] + r, all), dst, r / kCols, ONEPT_B32, all);
      });
}

// out[i] = table[idx[i]]: the table (kTable floats) is loaded into UB
// once; the indices stream through (vgather2).
constexpr uint32_t kTable = 4096;

extern "C" __global__ [aicore] void gather_kernel(__gm__ float *table,
                                                  __gm__ uint32_t *idx,
                                                  __gm__ float *out,
                                                  uint32_t n) {
  __ubuf__ float *ubTable = ubBuffer<float>(4);
  dmaIn(ubTable, table, kTable * sizeof(float));
  set_flag(PIPE_MTE2, PIPE_V, EVENT_ID2);
  wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID2);
  __gm__ uint32_t *in[] = {idx};
  stream<uint32_t, float, 1>(
      out, in, n, kBuffer / sizeof(uint32_t), 1,
      [&](__ubuf__ uint32_t *const *src, __ubuf__ float *dst, uint64_t count) {
        registers<float>(count, [&](uint64_t i, vector_bool mask) {
          vector_u32 index;
          vector_f32 v;
          vlds(index, src[0], i, NORM);
          vgather2(v, ubTable, index, mask);
          vsts(v, dst, i, NORM_B32, mask);
        });
      });
}
