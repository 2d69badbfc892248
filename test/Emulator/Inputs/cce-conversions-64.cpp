// Conversions between 64-bit integer lanes and f32/s32 on the vendor A5
// API, in the style of the tile library's Int64Common.hpp and TCvt.hpp:
// int64 values travel as interleaved 32-bit halves (vintlv/vdintlv) and
// vcvt converts the even 32-bit lanes (PART_EVEN). cce-conversions-64.test
// runs them against Inputs/cce_conversions_64.py.

#include "cce-kernel-support.h"
#include <cstdint>

// 64 int64 values (low and high words deinterleaved on load) to f32, each
// rounded once with ROUND_R.
extern "C" __global__ [aicore] void int64_to_float(__gm__ int64_t *in,
                                                   __gm__ float *out) {
  __ubuf__ int32_t *src = (__ubuf__ int32_t *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x1000;
  Load(src, (__gm__ int32_t *)in, 512);
  LoadToVector();
  vector_s32 low, high;
  vlds(low, high, src, 0, DINTLV_B32);
  vector_s64 even, odd;
  vector_f32 evenFloat, oddFloat, result, dummy;
  vintlv((vector_s32 &)even, (vector_s32 &)odd, low, high);
  vector_bool all = pset_b32(PAT_ALL);
  vcvt(evenFloat, even, all, ROUND_R, PART_EVEN);
  vcvt(oddFloat, odd, all, ROUND_R, PART_EVEN);
  vdintlv(result, dummy, evenFloat, oddFloat);
  vsts(result, dst, 0, NORM_B32, all);
  VectorToStore();
  Store(out, dst, 256);
}

// 64 floats to int64 toward zero (RS_DISABLE), written back as int64.
extern "C" __global__ [aicore] void float_to_int64(__gm__ float *in,
                                                   __gm__ int64_t *out) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ int32_t *dst = (__ubuf__ int32_t *)0x1000;
  Load(src, in, 256);
  LoadToVector();
  vector_f32 v, evenFloat, oddFloat;
  vlds(v, src, 0, NORM);
  vintlv(evenFloat, oddFloat, v, v);
  vector_bool all = pset_b32(PAT_ALL);
  vector_s64 even, odd;
  vcvt(even, evenFloat, all, ROUND_Z, RS_DISABLE, PART_EVEN);
  vcvt(odd, oddFloat, all, ROUND_Z, RS_DISABLE, PART_EVEN);
  vector_s32 low, high;
  vdintlv(low, high, (vector_s32 &)even, (vector_s32 &)odd);
  vsts(low, high, dst, 0, INTLV_B32, all);
  VectorToStore();
  Store((__gm__ int32_t *)out, dst, 512);
}

// 32 int64 values to s32: wrapped (RS_DISABLE) into the even lanes,
// saturated (RS_ENABLE) into the odd ones; and back to int64 from the even
// and the odd lanes of 64 int32 values.
extern "C" __global__ [aicore] void int64_int32(__gm__ int64_t *in64,
                                                __gm__ int32_t *in32,
                                                __gm__ int32_t *narrow,
                                                __gm__ int64_t *wide) {
  __ubuf__ int64_t *u64 = (__ubuf__ int64_t *)0;
  __ubuf__ int32_t *u32 = (__ubuf__ int32_t *)0x1000;
  __ubuf__ int32_t *un = (__ubuf__ int32_t *)0x2000;
  __ubuf__ int64_t *uw = (__ubuf__ int64_t *)0x3000;
  Load(u64, in64, 256);
  Load(u32, in32, 256);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  vector_s64 v64, evenWide, oddWide;
  vector_s32 v32, wrapped, saturated, both;
  vlds(v64, u64, 0, NORM);
  vlds(v32, u32, 0, NORM);
  vcvt(wrapped, v64, all, RS_DISABLE, PART_EVEN);
  vcvt(saturated, v64, all, RS_ENABLE, PART_ODD);
  vor(both, wrapped, saturated, all);
  vcvt(evenWide, v32, all, PART_EVEN);
  vcvt(oddWide, v32, all, PART_ODD);
  vsts(both, un, 0, NORM_B32, all);
  vsts(evenWide, uw, 0, NORM_B32, all);
  vsts(oddWide, uw, 32, NORM_B32, all);
  VectorToStore();
  Store(narrow, un, 256);
  Store(wide, uw, 512);
}
