// The double-buffered streaming loop of the benchmark kernels, on the
// vendor A5 API (../shared/spec/cce-a5-api.md): GM tensors pass through UB in
// chunks; while the vector pipe works on chunk i, MTE2 loads chunk i+1 into
// the other buffer and MTE3 stores chunk i-1. Flags say when a buffer is
// full (MTE2 -> V, V -> MTE3) and when it is free again (V -> MTE2,
// MTE3 -> V): event id B for buffer B.

#ifndef BENCH_KERNELS_PIPELINE_H
#define BENCH_KERNELS_PIPELINE_H

#include <cstdint>
#include <type_traits>

template <class T> constexpr uint32_t kLanes = CCE_VL / sizeof(T);

// One UB buffer: 32 KB. UB holds, per buffer index B (0, 1), the inputs at
// kBuffer * (2 * k + B) and the output after the inputs.
constexpr uint32_t kBuffer = 32 * 1024;

template <class T>
[aicore] inline __ubuf__ T *ubBuffer(uint32_t slot) {
  return (__ubuf__ T *)(uintptr_t)(slot * kBuffer);
}

template <class T>
[aicore] inline void dmaIn(__ubuf__ T *ub, __gm__ const T *gm,
                           uint32_t bytes) {
  copy_gm_to_ubuf_align_v2((__ubuf__ uint8_t *)ub, (__gm__ uint8_t *)gm, 0, 1,
                           bytes, 0, 0, false, 0, bytes, (bytes + 31) / 32 * 32);
}
template <class T>
[aicore] inline void dmaOut(__gm__ T *gm, __ubuf__ T *ub, uint32_t bytes) {
  copy_ubuf_to_gm_align_v2((__gm__ uint8_t *)gm, (__ubuf__ uint8_t *)ub, 0, 1,
                           bytes, 0, bytes, (bytes + 31) / 32 * 32);
}

// Streams `n` elements of `Inputs` input tensors of In through
// stage(inputs[], output, count) into `out`, `chunk` elements at a time
// (chunk * sizeof(In) <= kBuffer); the output has n / outDivisor elements
// of Out (a row reduction writes one per row of outDivisor elements).
template <class In, class Out, int Inputs, class Stage>
[aicore] inline void stream(__gm__ Out *out, __gm__ In *const (&in)[Inputs],
                            uint64_t n, uint64_t chunk, uint64_t outDivisor,
                            Stage stage) {
  // 64-bit counters: the scalar registers are 64 bits wide, and 32-bit
  // unsigned arithmetic would need a zero extension after each step.
  auto step = [&](auto buffer, uint64_t first) {
    constexpr int B = decltype(buffer)::value;
    constexpr event_t E = event_t(B);
    uint64_t count = n - first < chunk ? n - first : chunk;
    __ubuf__ In *src[Inputs];
    for (int k = 0; k < Inputs; ++k)
      src[k] = ubBuffer<In>(2 * k + B);
    __ubuf__ Out *dst = ubBuffer<Out>(2 * Inputs + B);
    wait_flag(PIPE_V, PIPE_MTE2, E);
    for (int k = 0; k < Inputs; ++k)
      dmaIn(src[k], in[k] + first, count * sizeof(In));
    set_flag(PIPE_MTE2, PIPE_V, E);
    wait_flag(PIPE_MTE2, PIPE_V, E);
    wait_flag(PIPE_MTE3, PIPE_V, E);
    stage(src, dst, count);
    set_flag(PIPE_V, PIPE_MTE2, E);
    set_flag(PIPE_V, PIPE_MTE3, E);
    wait_flag(PIPE_V, PIPE_MTE3, E);
    dmaOut(out + first / outDivisor, dst, count / outDivisor * sizeof(Out));
    set_flag(PIPE_MTE3, PIPE_V, E);
  };
  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (uint64_t first = 0; first < n; first += 2 * chunk) {
    step(std::integral_constant<int, 0>(), first);
    if (first + chunk < n)
      step(std::integral_constant<int, 1>(), first + chunk);
  }
  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
}

// body(first, mask) for each register of `count` elements of T: full
// registers with one all-true mask, then the rest with a tail mask (a mask
// made per register would cost a vector instruction and a predicate
// register each; docs/benchmarks.md).
template <class T, class Body>
[aicore] inline void registers(uint64_t count, Body body) {
  uint64_t full = count / kLanes<T> * kLanes<T>;
  vector_bool all = pset_b8(PAT_ALL);
  for (uint64_t i = 0; i < full; i += kLanes<T>)
    body(i, all);
  if (full < count) {
    uint32_t left = uint32_t(count - full);
    if constexpr (sizeof(T) == 2)
      body(full, plt_b16(left, POST_UPDATE));
    else
      body(full, plt_b32(left, POST_UPDATE));
  }
}

#endif
