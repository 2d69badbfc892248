// SIMT kernels written as the tile library's MGATHER and MSCATTER write
// them (its include/pto/npu/a5/MGather.hpp, MScatter.hpp): __simt_vf__
// functions with LAUNCH_BOUND, started by cce::async_invoke from vector-core
// code, each thread reading threadIdx and loading and storing GM and UB
// through plain pointers. simt.test runs them against Inputs/simt_kernels.py.

#include "cce-kernel-support.h"
#include <cstdint>

constexpr uint32_t WarpSize = 32;

// Every thread records its index and the launch's dimensions.
[aicore] __simt_vf__ LAUNCH_BOUND(256) void
thread_ids_kernel(__gm__ uint32_t *__restrict__ out) {
  const uint32_t tid = threadIdx.y * blockDim.x + threadIdx.x;
  out[4 * tid + 0] = threadIdx.x;
  out[4 * tid + 1] = threadIdx.y;
  out[4 * tid + 2] = blockDim.x;
  out[4 * tid + 3] = blockDim.y;
}

extern "C" __global__ [aicore] void thread_ids(__gm__ uint32_t *out,
                                               uint32_t warps) {
  cce::async_invoke<thread_ids_kernel>(cce::dim3{WarpSize, warps}, out);
  pipe_barrier(PIPE_ALL);
}

// dst[i] = table[clamp(idx[i])] for the n elements, threads striding by the
// launch's size (MGatherElemImpl's loop).
__simt_callee__ [aicore] inline uint32_t clamp_index(uint32_t idx, uint32_t cap) {
  return idx >= cap ? cap - 1 : idx;
}

template <class T>
[aicore] __simt_vf__ LAUNCH_BOUND(1024) inline void
gather_kernel(__ubuf__ T *__restrict__ dst, __gm__ const T *__restrict__ table,
              __ubuf__ const uint32_t *__restrict__ indices, uint32_t n,
              uint32_t tableSize) {
  const uint32_t threads = blockDim.x * blockDim.y;
  const uint32_t tid = threadIdx.y * WarpSize + threadIdx.x;
#pragma unroll(1)
  for (uint32_t i = tid; i < n; i += threads)
    dst[i] = table[clamp_index(indices[i], tableSize)];
}

extern "C" __global__ [aicore] void gather_f32(__gm__ float *table,
                                               __gm__ uint32_t *index,
                                               __gm__ float *out, uint32_t n,
                                               uint32_t tableSize,
                                               uint32_t warps) {
  __ubuf__ uint32_t *idx = (__ubuf__ uint32_t *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x4000;
  Load(idx, index, n * 4);
  LoadToVector();
  cce::async_invoke<gather_kernel<float>>(cce::dim3{WarpSize, warps}, dst,
                                          table, idx, n, tableSize);
  VectorToStore();
  Store(out, dst, n * 4);
}

// table[idx[i]] += src[i] (or the maximum of the two) atomically
// (MScatter's atomic path): indices repeat, so threads update the same
// element.
template <class T, bool Max>
[aicore] __simt_vf__ LAUNCH_BOUND(1024) inline void
scatter_kernel(__gm__ T *__restrict__ table, __ubuf__ const T *__restrict__ src,
               __ubuf__ const uint32_t *__restrict__ indices, uint32_t n) {
  const uint32_t threads = blockDim.x * blockDim.y;
  const uint32_t tid = threadIdx.y * WarpSize + threadIdx.x;
#pragma unroll(1)
  for (uint32_t i = tid; i < n; i += threads) {
    if constexpr (Max)
      atomicMax(&table[indices[i]], src[i]);
    else
      atomicAdd(&table[indices[i]], src[i]);
  }
}

template <class T, bool Max>
[aicore] inline void scatter(__gm__ T *table, __gm__ T *values,
                             __gm__ uint32_t *index, uint32_t n,
                             uint32_t warps) {
  __ubuf__ uint32_t *idx = (__ubuf__ uint32_t *)0;
  __ubuf__ T *src = (__ubuf__ T *)0x4000;
  Load(idx, index, n * 4);
  Load(src, values, n * sizeof(T));
  LoadToVector();
  cce::async_invoke<scatter_kernel<T, Max>>(cce::dim3{WarpSize, warps}, table,
                                            src, idx, n);
  pipe_barrier(PIPE_ALL);
}

// The kernels: scatter_<op>_<type>(table, values, index, n, warps).
#define SCATTER_KERNEL(NAME, T, MAX)                                           \
  extern "C" __global__ [aicore] void NAME(__gm__ T *table, __gm__ T *values, \
                                           __gm__ uint32_t *index,            \
                                           uint32_t n, uint32_t warps) {      \
    scatter<T, MAX>(table, values, index, n, warps);                          \
  }
SCATTER_KERNEL(scatter_add_s32, int32_t, false)
SCATTER_KERNEL(scatter_add_f32, float, false)
SCATTER_KERNEL(scatter_add_f16, half, false)
SCATTER_KERNEL(scatter_max_s32, int32_t, true)

// Warp operations and the launch barrier: each thread records 13 results
// (the layout simt_kernels.py's warp_reference computes).
[aicore] __simt_vf__ LAUNCH_BOUND(128) void
warp_ops_kernel(__gm__ int32_t *__restrict__ out,
                __gm__ float *__restrict__ sums,
                __gm__ const int32_t *__restrict__ values,
                __ubuf__ int32_t *__restrict__ scratch) {
  const uint32_t threads = blockDim.x * blockDim.y;
  const uint32_t tid = threadIdx.y * blockDim.x + threadIdx.x;
  const uint32_t lane = __cce_simt_get_laneID();
  const int32_t v = values[tid];
  __gm__ int32_t *r = out + 13 * tid;
  r[0] = __all(v > 0);
  r[1] = __any(v > 100);
  r[2] = __uni(v & 1);
  r[3] = (int32_t)__ballot(v & 1);
  r[4] = asc_shfl(v, 5);
  r[5] = asc_shfl_up(v, 3);
  r[6] = asc_shfl_down(v, 4, 16);
  r[7] = asc_shfl_xor(v, 6);
  r[8] = __reduce_add(v);
  r[9] = __reduce_max(v);
  r[10] = (int32_t)__reduce_min((uint32_t)v);
  sums[tid] = __builtin_cce_redux_add_f32((float)v);
  // Only the first 20 lanes of each warp take part.
  r[11] = lane < 20 ? __reduce_add(v) : -1;
  scratch[tid] = v;
  __sync_workitems();
  r[12] = scratch[(tid + 37) % threads];
}

extern "C" __global__ [aicore] void warp_ops(__gm__ int32_t *out,
                                             __gm__ float *sums,
                                             __gm__ int32_t *values,
                                             uint32_t warps) {
  __ubuf__ int32_t *scratch = (__ubuf__ int32_t *)0x1000;
  cce::async_invoke<warp_ops_kernel>(cce::dim3{32, warps}, out, sums, values,
                                     scratch);
  pipe_barrier(PIPE_ALL);
}
