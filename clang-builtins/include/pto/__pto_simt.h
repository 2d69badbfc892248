/*===---- pto/__pto_simt.h - SIMT functions and their launches -------------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * SIMT on the vector core (docs/simt.md). A `__simt_vf__` function runs in
 * every thread of a launch, `cce::async_invoke<f>(cce::dim3{x, y},
 * args...)` starts x * y threads of it on PIPE_V, and each thread reads its
 * index in threadIdx and the launch's dimensions in blockDim. The
 * attributes are annotations the compiler reads (PTOSimt.cpp); the launch
 * is a call of __pto_simt_launch, which the compiler makes a simt.launch.
 */

#ifndef __PTO_SIMT_H
#define __PTO_SIMT_H

#define __simt_vf__ __attribute__((__annotate__("pto_simt_vf")))
#define __simt_callee__ __attribute__((__annotate__("pto_simt_callee")))
#define LAUNCH_BOUND(__n) __attribute__((__annotate__("pto_launch_bound", __n)))

/* A thread register: its value in the running thread (`mov xd, TID_X` ...
   `NTID_Z`). Read outside SIMT code, pto-emu stops with an error. */
#define __PTO_SIMT_REGISTER(__name, __reg)                                     \
  struct __name {                                                              \
    __attribute__((__always_inline__, __nodebug__))                            \
    operator uint32_t() const {                                                \
      uint64_t __value;                                                        \
      __asm__("mov %0, " __reg : "=r"(__value));                               \
      return (uint32_t)__value;                                                \
    }                                                                          \
  };
__PTO_SIMT_REGISTER(__pto_tid_x, "TID_X")
__PTO_SIMT_REGISTER(__pto_tid_y, "TID_Y")
__PTO_SIMT_REGISTER(__pto_tid_z, "TID_Z")
__PTO_SIMT_REGISTER(__pto_ntid_x, "NTID_X")
__PTO_SIMT_REGISTER(__pto_ntid_y, "NTID_Y")
__PTO_SIMT_REGISTER(__pto_ntid_z, "NTID_Z")
#undef __PTO_SIMT_REGISTER

struct __pto_thread_index {
  __pto_tid_x x;
  __pto_tid_y y;
  __pto_tid_z z;
};
struct __pto_block_dim {
  __pto_ntid_x x;
  __pto_ntid_y y;
  __pto_ntid_z z;
};
inline constexpr __pto_thread_index threadIdx{};
inline constexpr __pto_block_dim blockDim{};

/* Starts the threads: the compiler makes it `simt.launch`, with the
   arguments where a call of __fn would put them. Declared, never defined. */
extern "C" void __pto_simt_launch(const void *__fn, uint32_t __x, uint32_t __y,
                                  ...);

/* An argument as the kernel's parameter type __P has it; a floating-point
   value travels as its bits (a variadic call would widen it to double). */
template <class __P, class _A>
__attribute__((__always_inline__, __nodebug__)) auto
__pto_simt_argument(_A &&__a) {
  static_assert(__is_pointer(__P) || __is_integral(__P) || __is_enum(__P) ||
                    __is_floating_point(__P) || __is_same(__P, half) ||
                    __is_same(__P, bfloat16_t),
                "cce::async_invoke passes scalars and pointers to a SIMT "
                "function");
  if constexpr (__is_same(__P, float))
    return __builtin_bit_cast(uint32_t, (__P)__a);
  else if constexpr (__is_same(__P, half) || __is_same(__P, bfloat16_t))
    return __builtin_bit_cast(uint16_t, (__P)__a);
  else if constexpr (__is_same(__P, double))
    return __builtin_bit_cast(uint64_t, (__P)__a);
  else
    return (__P)__a;
}

/* The kernel is a template argument, so that the launch names it even at
   -O0 (a function parameter would reach it through a stack slot). */
template <auto _Kernel, class... __P, class... _A>
__attribute__((__always_inline__, __nodebug__)) void
__pto_simt_start(void (*)(__P...), cce::dim3 __dims, _A &&...__args) {
  static_assert(sizeof...(__P) == sizeof...(_A),
                "cce::async_invoke passes as many arguments as the SIMT "
                "function takes");
  static_assert(sizeof...(__P) <= 8, "cce::async_invoke passes at most 8 "
                                     "arguments to a SIMT function");
  __pto_simt_launch((const void *)_Kernel, __dims.x, __dims.y,
                    __pto_simt_argument<__P>(__args)...);
}

namespace cce {
template <auto _Kernel, class... _A>
__attribute__((__always_inline__, __nodebug__)) void
async_invoke(dim3 __dims, _A &&...__args) {
  __pto_simt_start<_Kernel>(_Kernel, __dims, (_A &&) __args...);
}
} // namespace cce

/*---- Warp operations (docs/simt.md) ------------------------------------------
 * The active threads of a warp of 32 run each together: vote, shuffle,
 * reduce. They are inline assembly of convergent functions, which the
 * compiler keeps out of control flow the threads could take apart
 * (PTOSimt.cpp). Outside SIMT code pto-emu stops at them.
 */
#define __PTO_SIMT_API                                                         \
  static inline __attribute__((__always_inline__, __nodebug__, __convergent__))

__PTO_SIMT_API uint32_t __cce_simt_get_TID_X() { return threadIdx.x; }
__PTO_SIMT_API uint32_t __cce_simt_get_TID_Y() { return threadIdx.y; }
__PTO_SIMT_API uint32_t __cce_simt_get_TID_Z() { return threadIdx.z; }
__PTO_SIMT_API uint32_t __cce_simt_get_BLOCK_DIM_X() { return blockDim.x; }
__PTO_SIMT_API uint32_t __cce_simt_get_BLOCK_DIM_Y() { return blockDim.y; }
__PTO_SIMT_API uint32_t __cce_simt_get_BLOCK_DIM_Z() { return blockDim.z; }
/* The thread's lane: its index in the launch (x fastest) modulo 32. */
__PTO_SIMT_API uint32_t __cce_simt_get_laneID() {
  return ((uint32_t)threadIdx.y * (uint32_t)blockDim.x + threadIdx.x) % 32u;
}
__PTO_SIMT_API uint32_t __cce_simt_get_LANEMASK_EQ() {
  return 1u << __cce_simt_get_laneID();
}
__PTO_SIMT_API uint32_t __cce_simt_get_LANEMASK_LT() {
  return (1u << __cce_simt_get_laneID()) - 1u;
}
__PTO_SIMT_API uint32_t __cce_simt_get_LANEMASK_LE() {
  return __cce_simt_get_LANEMASK_LT() | __cce_simt_get_LANEMASK_EQ();
}
__PTO_SIMT_API uint32_t __cce_simt_get_LANEMASK_GT() {
  return ~__cce_simt_get_LANEMASK_LE();
}
__PTO_SIMT_API uint32_t __cce_simt_get_LANEMASK_GE() {
  return ~__cce_simt_get_LANEMASK_LT();
}

#define __PTO_SIMT_UNARY(__asm_name, __value)                                  \
  ({                                                                           \
    uint64_t __result;                                                         \
    __asm__ __volatile__(__asm_name " %0, %1"                                  \
                         : "=r"(__result)                                      \
                         : "r"((uint64_t)(__value)));                          \
    __result;                                                                  \
  })

__PTO_SIMT_API int32_t __all(int32_t __p) {
  return (int32_t)__PTO_SIMT_UNARY("vote.all", __p != 0);
}
__PTO_SIMT_API int32_t __any(int32_t __p) {
  return (int32_t)__PTO_SIMT_UNARY("vote.any", __p != 0);
}
__PTO_SIMT_API int32_t __uni(int32_t __p) {
  return (int32_t)__PTO_SIMT_UNARY("vote.uni", __p != 0);
}
__PTO_SIMT_API uint32_t __ballot(int32_t __p) {
  return (uint32_t)__PTO_SIMT_UNARY("vote.ballot", __p != 0);
}
/* The lanes running this call. */
__PTO_SIMT_API uint32_t __activemask() { return __ballot(1); }

/* Shuffles take the hardware's control word: ((32 - width) << 16) |
   (clamp << 8) | lane; asc_shfl* build it. A value of 2, 4 or 8 bytes
   travels as its bits. */
template <class _T> __PTO_SIMT_API uint64_t __pto_simt_bits(_T __v) {
  static_assert(sizeof(_T) == 2 || sizeof(_T) == 4 || sizeof(_T) == 8,
                "a shuffled value has 2, 4 or 8 bytes");
  if constexpr (sizeof(_T) == 2)
    return __builtin_bit_cast(uint16_t, __v);
  else if constexpr (sizeof(_T) == 4)
    return __builtin_bit_cast(uint32_t, __v);
  else
    return __builtin_bit_cast(uint64_t, __v);
}
template <class _T> __PTO_SIMT_API _T __pto_simt_from_bits(uint64_t __b) {
  if constexpr (sizeof(_T) == 2)
    return __builtin_bit_cast(_T, (uint16_t)__b);
  else if constexpr (sizeof(_T) == 4)
    return __builtin_bit_cast(_T, (uint32_t)__b);
  else
    return __builtin_bit_cast(_T, __b);
}
#define __PTO_SIMT_SHUFFLE(__name, __asm_name)                                 \
  template <class _T> __PTO_SIMT_API _T __name(_T __var, int32_t __control) {  \
    uint64_t __result;                                                         \
    __asm__ __volatile__(__asm_name " %0, %1, %2"                              \
                         : "=r"(__result)                                      \
                         : "r"(__pto_simt_bits(__var)),                        \
                           "r"((uint64_t)(uint32_t)__control));                \
    return __pto_simt_from_bits<_T>(__result);                                 \
  }
__PTO_SIMT_SHUFFLE(__shfl, "shfl.idx")
__PTO_SIMT_SHUFFLE(__shfl_up, "shfl.up")
__PTO_SIMT_SHUFFLE(__shfl_down, "shfl.down")
__PTO_SIMT_SHUFFLE(__shfl_xor, "shfl.bfly")
#undef __PTO_SIMT_SHUFFLE

__PTO_SIMT_API int32_t __pto_simt_control(int32_t __width, int32_t __clamp,
                                          int32_t __lane) {
  return ((32 - __width) << 16) | (__clamp << 8) | (__lane & 0x1f);
}
template <class _T>
__PTO_SIMT_API _T asc_shfl(_T __var, int32_t __src_lane, int32_t __width = 32) {
  return __shfl(__var, __pto_simt_control(__width, 0x1f, __src_lane));
}
template <class _T>
__PTO_SIMT_API _T asc_shfl_up(_T __var, uint32_t __delta,
                              int32_t __width = 32) {
  return __shfl_up(__var, __pto_simt_control(__width, 0, (int32_t)__delta));
}
template <class _T>
__PTO_SIMT_API _T asc_shfl_down(_T __var, uint32_t __delta,
                                int32_t __width = 32) {
  return __shfl_down(__var,
                     __pto_simt_control(__width, 0x1f, (int32_t)__delta));
}
template <class _T>
__PTO_SIMT_API _T asc_shfl_xor(_T __var, int32_t __lane_mask,
                               int32_t __width = 32) {
  return __shfl_xor(__var, __pto_simt_control(__width, 0x1f, __lane_mask));
}
__PTO_SIMT_API int32_t asc_all(int32_t __p) { return __all(__p); }
__PTO_SIMT_API int32_t asc_any(int32_t __p) { return __any(__p); }
__PTO_SIMT_API uint32_t asc_ballot(int32_t __p) { return __ballot(__p); }
__PTO_SIMT_API uint32_t asc_activemask() { return __activemask(); }

/* Warp reductions: int32_t, uint32_t, half and float. */
#define __PTO_SIMT_REDUCE(__op, __type, __suffix)                              \
  __PTO_SIMT_API __type __builtin_cce_redux_##__op##_##__suffix(__type __v) {  \
    return __pto_simt_from_bits<__type>(                                       \
        __PTO_SIMT_UNARY("redux." #__op "." #__suffix, __pto_simt_bits(__v))); \
  }                                                                            \
  __PTO_SIMT_API __type __reduce_##__op(__type __v) {                          \
    return __builtin_cce_redux_##__op##_##__suffix(__v);                       \
  }                                                                            \
  __PTO_SIMT_API __type asc_reduce_##__op(__type __v) {                        \
    return __builtin_cce_redux_##__op##_##__suffix(__v);                       \
  }
__PTO_SIMT_REDUCE(add, int32_t, s32)
__PTO_SIMT_REDUCE(add, float, f32)
__PTO_SIMT_REDUCE(add, half, f16)
__PTO_SIMT_REDUCE(max, int32_t, s32)
__PTO_SIMT_REDUCE(max, uint32_t, u32)
__PTO_SIMT_REDUCE(max, float, f32)
__PTO_SIMT_REDUCE(max, half, f16)
__PTO_SIMT_REDUCE(min, int32_t, s32)
__PTO_SIMT_REDUCE(min, uint32_t, u32)
__PTO_SIMT_REDUCE(min, float, f32)
__PTO_SIMT_REDUCE(min, half, f16)
#undef __PTO_SIMT_REDUCE
/* An unsigned sum is the signed one's bits. */
__PTO_SIMT_API uint32_t __reduce_add(uint32_t __v) {
  return (uint32_t)__reduce_add((int32_t)__v);
}
__PTO_SIMT_API uint32_t asc_reduce_add(uint32_t __v) {
  return __reduce_add(__v);
}
#undef __PTO_SIMT_UNARY

/* Every thread of the launch that has not returned waits for the others
   (bar.sync), which orders their memory accesses. */
__PTO_SIMT_API void __sync_workitems() {
  __asm__ __volatile__("bar.sync" ::: "memory");
}
__PTO_SIMT_API void asc_syncthreads() { __sync_workitems(); }
/* Fences order the thread's own accesses (fence). */
__PTO_SIMT_API void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
__PTO_SIMT_API void __threadfence_block() { __threadfence(); }
__PTO_SIMT_API void __fence_workitems() { __threadfence(); }
__PTO_SIMT_API void __fenceblock_workitems() { __threadfence(); }
__PTO_SIMT_API void asc_threadfence() { __threadfence(); }
__PTO_SIMT_API void asc_threadfence_block() { __threadfence(); }
/* The vendor's scalar exp builtin. */
static inline __attribute__((__always_inline__, __nodebug__)) float
__builtin_cce_expf(float __x) {
  return __builtin_expf(__x);
}
#undef __PTO_SIMT_API

#endif /* __PTO_SIMT_H */
