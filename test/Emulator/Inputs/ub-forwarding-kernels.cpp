// Kernels whose passes over a UB row store registers that a later pass
// loads again (ub-register-forwarding.test): the compiler keeps such
// registers instead of loading them (PTOForwardUBRegisters.cpp) and drops
// stores overwritten unread, and must not where something in between may
// have changed the bytes. Each kernel works on one row of 1024 floats.

#include <cstdint>

constexpr uint32_t kCols = 1024;
constexpr uint32_t kLanes = CCE_VL / sizeof(float);
constexpr uint32_t kBytes = kCols * sizeof(float);

[aicore] inline __ubuf__ float *ub(uint32_t offset) {
  return (__ubuf__ float *)(uintptr_t)offset;
}
[aicore] inline void dmaIn(__ubuf__ float *dst, __gm__ float *src) {
  copy_gm_to_ubuf_align_v2((__ubuf__ uint8_t *)dst, (__gm__ uint8_t *)src, 0,
                           1, kBytes, 0, 0, false, 0, kBytes, kBytes);
  set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
}
[aicore] inline void dmaOut(__gm__ float *dst, __ubuf__ float *src) {
  set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm_align_v2((__gm__ uint8_t *)dst, (__ubuf__ uint8_t *)src, 0,
                           1, kBytes, 0, kBytes, kBytes);
  set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
}

// The first pass of most kernels: o = 2 * in, register by register.
[aicore] inline void storeTwice(__ubuf__ float *in, __ubuf__ float *o,
                                vector_bool all) {
  vector_f32 v;
  for (uint32_t c = 0; c < kCols; c += kLanes) {
    vlds(v, in, c, NORM);
    vmuls(v, v, 2.0f, all);
    vsts(v, o, c, NORM_B32, all);
  }
}

// The second pass of round_trip and dma_between: o += 1, loading o back.
[aicore] inline void addOne(__ubuf__ float *o, vector_bool all) {
  vector_f32 v;
  for (uint32_t c = 0; c < kCols; c += kLanes) {
    vlds(v, o, c, NORM);
    vadds(v, v, 1.0f, all);
    vsts(v, o, c, NORM_B32, all);
  }
}

// out = 2x + 1: the first pass stores 2x, the second loads it back, adds
// one and stores over it.
extern "C" __global__ [aicore] void round_trip(__gm__ float *x,
                                               __gm__ float *out) {
  __ubuf__ float *in = ub(0), *o = ub(kBytes);
  dmaIn(in, x);
  vector_bool all = pset_b32(PAT_ALL);
  storeTwice(in, o, all);
  addOne(o, all);
  dmaOut(out, o);
}

// out = the bits of 2x plus one, as integers: the second pass loads the
// stored floats as 32-bit integers.
extern "C" __global__ [aicore] void retyped(__gm__ float *x,
                                            __gm__ float *out) {
  __ubuf__ float *in = ub(0), *o = ub(kBytes);
  dmaIn(in, x);
  vector_bool all = pset_b8(PAT_ALL);
  vector_s32 bits;
  storeTwice(in, o, all);
  for (uint32_t c = 0; c < kCols; c += kLanes) {
    vlds(bits, (__ubuf__ int32_t *)o, c, NORM);
    vadds(bits, bits, 1, all);
    vsts(bits, (__ubuf__ int32_t *)o, c, NORM_B32, all);
  }
  dmaOut(out, o);
}

// Each register: 2x stored, then x stored over its first ten lanes only
// (a tail mask), then loaded back and negated: out = -x in the first ten
// lanes of each register, -2x in the others.
extern "C" __global__ [aicore] void partial_store(__gm__ float *x,
                                                  __gm__ float *out) {
  __ubuf__ float *in = ub(0), *o = ub(kBytes);
  dmaIn(in, x);
  vector_bool all = pset_b32(PAT_ALL);
  uint32_t ten = 10;
  vector_bool first = plt_b32(ten, POST_UPDATE);
  vector_f32 v, d;
  for (uint32_t c = 0; c < kCols; c += kLanes) {
    vlds(v, in, c, NORM);
    vmuls(d, v, 2.0f, all);
    vsts(d, o, c, NORM_B32, all);
    vsts(v, o, c, NORM_B32, first);
    vlds(v, o, c, NORM);
    vmuls(v, v, -1.0f, all);
    vsts(v, o, c, NORM_B32, all);
  }
  dmaOut(out, o);
}

// 2x stored, then y brought in by DMA over it: the loads after the flags
// read y, not the stored registers. out = y + 1.
extern "C" __global__ [aicore] void dma_between(__gm__ float *x,
                                                __gm__ float *y,
                                                __gm__ float *out) {
  __ubuf__ float *in = ub(0), *o = ub(kBytes);
  dmaIn(in, x);
  vector_bool all = pset_b32(PAT_ALL);
  storeTwice(in, o, all);
  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
  dmaIn(o, y);
  addOne(o, all);
  dmaOut(out, o);
}
