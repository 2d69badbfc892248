/*===---- __clang_pto_types.h - PTO vector core types ----------------------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * The register types of the PTO vector core under the names existing A5 code
 * uses. The driver includes this header before every source compiled with
 * --target=pto (-nostdinc or -nobuiltininc turn that off); the __builtin_pto_*
 * builtins take and return these types (docs/clang.md).
 *
 *===-----------------------------------------------------------------------===
 */

#ifndef __CLANG_PTO_TYPES_H
#define __CLANG_PTO_TYPES_H

#if !defined(__PTO__)
#error "__clang_pto_types.h is for --target=pto"
#endif

/* Scalar element types. */
typedef _Float16 half;
typedef __bf16 bfloat16_t;
typedef _Float16 float16_t;
typedef float float32_t;

/* 2048-bit vector registers: 256 bytes of elements. */
typedef signed char vector_s8 __attribute__((__ext_vector_type__(256)));
typedef unsigned char vector_u8 __attribute__((__ext_vector_type__(256)));
typedef short vector_s16 __attribute__((__ext_vector_type__(128)));
typedef unsigned short vector_u16 __attribute__((__ext_vector_type__(128)));
typedef int vector_s32 __attribute__((__ext_vector_type__(64)));
typedef unsigned int vector_u32 __attribute__((__ext_vector_type__(64)));
typedef long vector_s64 __attribute__((__ext_vector_type__(32)));
typedef unsigned long vector_u64 __attribute__((__ext_vector_type__(32)));
typedef _Float16 vector_f16 __attribute__((__ext_vector_type__(128)));
typedef __bf16 vector_bf16 __attribute__((__ext_vector_type__(128)));
typedef float vector_f32 __attribute__((__ext_vector_type__(64)));

/* A predicate register: one bit per byte lane, 32 bytes. Its granularity
   (b8, b16, b32) belongs to the operation that makes or reads it. */
#ifdef __cplusplus
typedef bool vector_bool __attribute__((__ext_vector_type__(256)));
#else
typedef _Bool vector_bool __attribute__((__ext_vector_type__(256)));
#endif

/* The align state of unaligned loads and stores (32 bytes) and a vector
   address register. They are distinct types: neither converts to the other
   or to a data vector. */
typedef unsigned char vector_align __attribute__((__vector_size__(32)));
typedef int vector_address __attribute__((__vector_size__(4)));

/* The values of the builtins' mode operands (generated). */
#include <__clang_pto_tokens.h>

/* The host compile of a single-source file (docs/offload.md): a launch
   k<<<blocks, l2ctrl, stream>>>(args) first calls this with its
   configuration; the runtime (libruntime.so) keeps it for the launch stub
   the call of k reaches. */
#ifdef __PTO_HOST__
/* The device's C++ library (libc++) declares ::size_t and the <stdint.h>
   names through its C++ headers, and device code relies on it; the host's
   (libstdc++) does not, so the host compile includes them here. */
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" int __pto_launch_config(unsigned int __blocks,
                                   void *__l2ctrl = nullptr,
                                   void *__stream = nullptr);
/* k<<<blocks, bytes, stream>>>: an integer second operand is the launch's
   dynamic UB size (the tile library's SIMT launches pass one). All of UB is
   the kernel's in pto-emu, so it is accepted and not needed
   (docs/simt.md). */
template <bool, class _T = void> struct __pto_launch_enable_if {};
template <class _T> struct __pto_launch_enable_if<true, _T> {
  using type = _T;
};
template <class _Bytes,
          class = typename __pto_launch_enable_if<__is_integral(_Bytes)>::type>
inline int __pto_launch_config(unsigned int __blocks, _Bytes __dynamic_ub,
                               void *__stream = nullptr) {
  (void)__dynamic_ub;
  return __pto_launch_config(__blocks, (void *)nullptr, __stream);
}
#else
int __pto_launch_config(unsigned int __blocks, void *__l2ctrl, void *__stream);
#endif
#endif

/* C++: the vendor A5 builtin API that existing kernel code is written on
   (docs/cce-api.md); -D__PTO_NO_VENDOR_API or -fno-pto-vendor-api leave it
   out. */
#if defined(__cplusplus) && !defined(__PTO_NO_VENDOR_API)
#include <pto/cce.h>
#endif

#endif /* __CLANG_PTO_TYPES_H */
