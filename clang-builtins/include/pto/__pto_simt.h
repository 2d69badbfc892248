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
    __attribute__((__always_inline__, __nodebug__)) operator uint32_t()        \
        const {                                                                \
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
extern "C" void __pto_simt_launch(const void *__fn, uint32_t __x,
                                  uint32_t __y, ...);

/* An argument as the kernel's parameter type __P has it; a floating-point
   value travels as its bits (a variadic call would widen it to double). */
template <class __P, class _A>
__attribute__((__always_inline__, __nodebug__)) auto __pto_simt_argument(
    _A &&__a) {
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
__attribute__((__always_inline__, __nodebug__)) void async_invoke(dim3 __dims,
                                                                _A &&...__args) {
  __pto_simt_start<_Kernel>(_Kernel, __dims, (_A &&)__args...);
}
} // namespace cce

#endif /* __PTO_SIMT_H */
