// Kernels on the vendor A5 API with their synchronisation written by hand,
// each set_flag/wait_flag/pipe_barrier inside HAND(...): compiled with
// -DNO_HAND_SYNC they have none, and -mpto-auto-sync must insert it
// (auto-sync.test, bench/auto_sync.py, docs/auto-sync.md).

#include <cstdint>
#include <type_traits>

#ifdef NO_HAND_SYNC
#define HAND(...)
#else
#define HAND(...) __VA_ARGS__
#endif

constexpr uint32_t kLanes = 64;   // f32 lanes of a register
constexpr uint32_t kChunk = 2048; // f32 elements a UB buffer holds (8 KB)
constexpr uint32_t kBytes = kChunk * sizeof(float);

template <class T>[aicore] inline __ubuf__ T *ub(uint32_t slot) {
  return (__ubuf__ T *)(uintptr_t)(slot * kBytes);
}

template <class T>
[aicore] inline void dmaIn(__ubuf__ T *dst, __gm__ const T *src,
                           uint32_t bytes) {
  copy_gm_to_ubuf_align_v2((__ubuf__ uint8_t *)dst, (__gm__ uint8_t *)src, 0, 1,
                           bytes, 0, 0, false, 0, bytes,
                           (bytes + 31) / 32 * 32);
}
template <class T>
[aicore] inline void dmaOut(__gm__ T *dst, __ubuf__ T *src, uint32_t bytes) {
  copy_ubuf_to_gm_align_v2((__gm__ uint8_t *)dst, (__ubuf__ uint8_t *)src, 0, 1,
                           bytes, 0, bytes, (bytes + 31) / 32 * 32);
}

// body(i, mask) for the registers of count f32 elements, a mask per register
// (the form of the vendor's vector loops: docs/auto-sync.md says why it
// matters here).
template <class Body>[aicore] inline void registers(uint64_t count, Body body) {
  uint32_t left = uint32_t(count);
  for (uint64_t i = 0; i < count; i += kLanes)
    body(i, plt_b32(left, POST_UPDATE));
}

[aicore] inline void absRegisters(__ubuf__ float *dst, __ubuf__ float *src,
                                  uint64_t count) {
  registers(count, [&](uint64_t i, vector_bool m) {
    vector_f32 v;
    vlds(v, src, i, NORM);
    vabs(v, v, m);
    vsts(v, dst, i, NORM_B32, m);
  });
}

// The seed: one 32 x 32 f32 tile, rows copied as 32 bursts.
extern "C" __global__[aicore] void abs_2d(__gm__ float *__restrict__ x,
                                          __gm__ float *__restrict__ out) {
  __ubuf__ float *in = ub<float>(0), *res = ub<float>(1);
  copy_gm_to_ubuf_align_v2((__ubuf__ uint8_t *)in, (__gm__ uint8_t *)x, 0, 32,
                           128, 0, 0, false, 0, 128, 128);
  HAND(set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0));
  HAND(wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0));
  absRegisters(res, in, 32 * 32);
  HAND(set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0));
  HAND(wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0));
  copy_ubuf_to_gm_align_v2((__gm__ uint8_t *)out, (__ubuf__ uint8_t *)res, 0,
                           32, 128, 0, 128, 128);
}

// The double-buffered loop (pipeline-sync.md example 3): inputs in slots
// 2k + B, the output in slot 2 * Inputs + B, event B for buffer B.
[aicore] inline uint64_t nextPair(uint64_t first) { return first + 2 * kChunk; }

template <int Inputs, class In, class Out, class Stage,
          class Next = decltype(&nextPair)>
[aicore] inline void pingpong(__gm__ Out *out, __gm__ In *const (&in)[Inputs],
                              uint64_t n, Stage stage, Next next = nextPair) {
  auto step = [&](auto buffer, uint64_t first) {
    constexpr int B = decltype(buffer)::value;
    constexpr event_t E = event_t(B);
    uint64_t count = n - first < kChunk ? n - first : kChunk;
    __ubuf__ In *src[Inputs];
    for (int k = 0; k < Inputs; ++k)
      src[k] = ub<In>(2 * k + B);
    __ubuf__ Out *dst = ub<Out>(2 * Inputs + B);
    HAND(wait_flag(PIPE_V, PIPE_MTE2, E));
    for (int k = 0; k < Inputs; ++k)
      dmaIn(src[k], in[k] + first, count * sizeof(In));
    HAND(set_flag(PIPE_MTE2, PIPE_V, E));
    HAND(wait_flag(PIPE_MTE2, PIPE_V, E));
    HAND(wait_flag(PIPE_MTE3, PIPE_V, E));
    stage(dst, src, count);
    HAND(set_flag(PIPE_V, PIPE_MTE2, E));
    HAND(set_flag(PIPE_V, PIPE_MTE3, E));
    HAND(wait_flag(PIPE_V, PIPE_MTE3, E));
    dmaOut(out + first, dst, count * sizeof(Out));
    HAND(set_flag(PIPE_MTE3, PIPE_V, E));
  };
  HAND(set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0));
  HAND(set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1));
  HAND(set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0));
  HAND(set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1));
  for (uint64_t first = 0; first < n; first = next(first)) {
    step(std::integral_constant<int, 0>(), first);
    if (first + kChunk < n)
      step(std::integral_constant<int, 1>(), first + kChunk);
  }
  HAND(wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0));
  HAND(wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID1));
  HAND(wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0));
  HAND(wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID1));
}

// The seed ping-pong: out = |x|.
extern "C" __global__[aicore] void pingpong_abs(__gm__ float *__restrict__ x,
                                                __gm__ float *__restrict__ out,
                                                uint64_t n) {
  __gm__ float *in[] = {x};
  pingpong(out, in, n,
           [](__ubuf__ float *dst, __ubuf__ float *const *src, uint64_t count) {
             absRegisters(dst, src[0], count);
           });
}

// The seed conversion: out = (half)x (DINTLV load, even and odd halves).
extern "C" __global__[aicore] void f32_to_f16(__gm__ float *__restrict__ x,
                                              __gm__ half *__restrict__ out,
                                              uint64_t n) {
  __gm__ float *in[] = {x};
  pingpong(out, in, n,
           [](__ubuf__ half *dst, __ubuf__ float *const *src, uint64_t count) {
             vector_bool all = pset_b16(PAT_ALL);
             for (uint64_t i = 0; i < count; i += 2 * kLanes) {
               vector_f32 even, odd;
               vector_f16 low, high, joined;
               uint32_t left = uint32_t(count - i);
               vector_bool m =
                   i + 2 * kLanes <= count ? all : plt_b16(left, POST_UPDATE);
               vlds(even, odd, src[0], i, DINTLV_B32);
               vcvt(low, even, m, ROUND_R, RS_ENABLE, PART_EVEN);
               vcvt(high, odd, m, ROUND_R, RS_ENABLE, PART_ODD);
               vor(joined, low, high, m);
               vsts(joined, dst, i, NORM_B16, m);
             }
           });
}

// Elementwise binary, two inputs and one output: out = x + y.
extern "C" __global__[aicore] void add(__gm__ float *__restrict__ x,
                                       __gm__ float *__restrict__ y,
                                       __gm__ float *__restrict__ out,
                                       uint64_t n) {
  __gm__ float *in[] = {x, y};
  pingpong(out, in, n,
           [](__ubuf__ float *dst, __ubuf__ float *const *src, uint64_t count) {
             registers(count, [&](uint64_t i, vector_bool m) {
               vector_f32 a, b;
               vlds(a, src[0], i, NORM);
               vlds(b, src[1], i, NORM);
               vadd(a, a, b, m);
               vsts(a, dst, i, NORM_B32, m);
             });
           });
}

// A reduction over rows: out[r] = sum of row r of 256 floats; a chunk holds
// eight rows, and the eight sums are stored at once.
constexpr uint32_t kRow = 256;
extern "C" __global__[aicore] void rowsum(__gm__ float *__restrict__ x,
                                          __gm__ float *__restrict__ out,
                                          uint64_t rows) {
  __ubuf__ float *in = ub<float>(0), *sums = ub<float>(1);
  vector_bool all = pset_b32(PAT_ALL);
  HAND(set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0));
  HAND(set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0));
  for (uint64_t r = 0; r < rows; r += 8) {
    HAND(wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0));
    dmaIn(in, x + r * kRow, 8 * kRow * sizeof(float));
    HAND(set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0));
    HAND(wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0));
    HAND(wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0));
    for (uint32_t k = 0; k < 8; ++k) {
      vector_f32 a, b, c, d, s;
      vlds(a, in, k * kRow, NORM);
      vlds(b, in, k * kRow + kLanes, NORM);
      vlds(c, in, k * kRow + 2 * kLanes, NORM);
      vlds(d, in, k * kRow + 3 * kLanes, NORM);
      vadd(a, a, b, all);
      vadd(c, c, d, all);
      vadd(a, a, c, all);
      vcadd(s, a, all);
      vsts(s, sums, k, ONEPT_B32, all);
    }
    HAND(set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0));
    HAND(set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0));
    HAND(wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0));
    dmaOut(out + r, sums, 8 * sizeof(float));
    HAND(set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0));
  }
  HAND(wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0));
  HAND(wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0));
}

// One UB buffer for three purposes: x, then y (while |x| is in the other),
// then the result: out = y + |x|.
extern "C" __global__[aicore] void reuse(__gm__ float *__restrict__ x,
                                         __gm__ float *__restrict__ y,
                                         __gm__ float *__restrict__ out) {
  __ubuf__ float *a = ub<float>(0), *b = ub<float>(1);
  dmaIn(a, x, kBytes);
  HAND(set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0));
  HAND(wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0));
  absRegisters(b, a, kChunk);
  HAND(set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0));
  HAND(wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0));
  dmaIn(a, y, kBytes);
  HAND(set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0));
  HAND(wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0));
  registers(kChunk, [&](uint64_t i, vector_bool m) {
    vector_f32 u, v;
    vlds(u, a, i, NORM);
    vlds(v, b, i, NORM);
    vadd(u, u, v, m);
    vsts(u, a, i, NORM_B32, m);
  });
  HAND(set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0));
  HAND(wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0));
  dmaOut(out, a, kBytes);
}

// A trip count from the data: the element count is the first word of a
// GM header, which MTE2 brings into UB and the scalar unit reads.
extern "C" __global__[aicore] void counted(__gm__ uint32_t *__restrict__ hdr,
                                           __gm__ float *__restrict__ x,
                                           __gm__ float *__restrict__ out) {
  __ubuf__ uint32_t *header = ub<uint32_t>(6);
  dmaIn(header, hdr, 32);
  HAND(set_flag(PIPE_MTE2, PIPE_S, EVENT_ID0));
  HAND(wait_flag(PIPE_MTE2, PIPE_S, EVENT_ID0));
  uint64_t n = header[0];
  __gm__ float *in[] = {x};
  pingpong(out, in, n,
           [](__ubuf__ float *dst, __ubuf__ float *const *src, uint64_t count) {
             absRegisters(dst, src[0], count);
           });
}

// A call in the loop: the next pair's first element comes from a function
// of its own.
[[clang::noinline]][aicore] uint64_t advance(uint64_t first) {
  return first + 2 * kChunk;
}
extern "C" __global__[aicore] void call_in_loop(__gm__ float *__restrict__ x,
                                                __gm__ float *__restrict__ out,
                                                uint64_t n) {
  __gm__ float *in[] = {x};
  pingpong(
      out, in, n,
      [](__ubuf__ float *dst, __ubuf__ float *const *src, uint64_t count) {
        absRegisters(dst, src[0], count);
      },
      advance);
}

// A call in the loop that does the vector work: out = |x|. The helper is
// static, so it leaves its vector work to the caller (docs/auto-sync.md).
[[clang::noinline]] [aicore] static void absStage(__ubuf__ float *dst,
                                          __ubuf__ float *src, uint64_t count) {
  absRegisters(dst, src, count);
}
extern "C" __global__[aicore] void call_stage(__gm__ float *__restrict__ x,
                                              __gm__ float *__restrict__ out,
                                              uint64_t n) {
  __gm__ float *in[] = {x};
  pingpong(out, in, n,
           [](__ubuf__ float *dst, __ubuf__ float *const *src, uint64_t count) {
             absStage(dst, src[0], count);
           });
}

// The scalar unit reads what the vector pipe wrote: out[0] = sum of the
// first eight |x|, computed by the scalar unit, stored by MTE3.
extern "C" __global__[aicore] void scalar_sum(__gm__ float *__restrict__ x,
                                              __gm__ float *__restrict__ out) {
  __ubuf__ float *in = ub<float>(0), *res = ub<float>(1);
  dmaIn(in, x, 256);
  HAND(set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0));
  HAND(wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0));
  absRegisters(res, in, kLanes);
  HAND(set_flag(PIPE_V, PIPE_S, EVENT_ID0));
  HAND(wait_flag(PIPE_V, PIPE_S, EVENT_ID0));
  float sum = 0;
  for (int i = 0; i < 8; ++i)
    sum += res[i];
  res[8] = sum;
  HAND(set_flag(PIPE_S, PIPE_MTE3, EVENT_ID0));
  HAND(wait_flag(PIPE_S, PIPE_MTE3, EVENT_ID0));
  dmaOut(out, res + 8, 32);
}
