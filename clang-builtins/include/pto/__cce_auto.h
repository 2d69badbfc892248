/*===---- pto/__cce_auto.h - vendor A5 API: auto-mode tiles ----------------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * Included by <pto/cce.h>. The tile plumbing of auto mode
 * (--cce-pto-auto-enable, which defines __PTO_AUTO__; docs/auto-mode.md):
 *
 * - `T tile_size(N)`, the type of a tile's data member, is a pointer to an
 *   array of N elements T (T is `__ubuf__ E`): the tile's buffer, whose size
 *   the type carries.
 * - __cce_tinit(x) returns a new buffer of x's type: a call of
 *   __pto_tile_alloc(bytes), which the compiler replaces by a UB address
 *   after it has found where each buffer is live (PTOTilePlanning.cpp).
 * - __cce_alias(dst, src, byteOffset) makes dst a view of src's bytes from
 *   byteOffset: __pto_tile_alias(src, byteOffset); a constant offset must
 *   lie inside src.
 * - __cce_get_tile_ptr(x) is the address of the buffer's first element.
 *
 * In manual mode a tile's data member already is its buffer's pointer.
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __PTO_CCE_H_INSIDE
#error "include <pto/cce.h> instead"
#endif

#if defined(__PTO_AUTO__)

#define tile_size(__n) (*)[__n]

extern "C" [aicore] __ubuf__ void *__pto_tile_alloc(__SIZE_TYPE__ __bytes);
extern "C" [aicore] __ubuf__ void *__pto_tile_alias(__ubuf__ void *__source,
                                                    long __offset);

namespace __pto_auto {
template <class _T> struct __in_ub {
  static constexpr bool value = false;
};
template <class _T> struct __in_ub<__ubuf__ _T> {
  static constexpr bool value = true;
};
} // namespace __pto_auto

template <class _T, __SIZE_TYPE__ _N>
__PTO_API _T (*__cce_tinit(_T (*)[_N]))[_N] {
  static_assert(__pto_auto::__in_ub<_T>::value,
                "__cce_tinit: the vector core's auto-mode tiles are in UB "
                "(TileType::Vec); the cube-side memories are not supported");
  return (_T(*)[_N])__pto_tile_alloc(sizeof(_T[_N]));
}

template <class _D, __SIZE_TYPE__ _DN, class _S, __SIZE_TYPE__ _SN>
__PTO_API void __cce_alias(_D (*&__dst)[_DN], _S (*__src)[_SN],
                           long __byte_offset) {
  static_assert(__pto_auto::__in_ub<_D>::value &&
                    __pto_auto::__in_ub<_S>::value,
                "__cce_alias: the vector core's auto-mode tiles are in UB");
  __dst = (_D(*)[_DN])__pto_tile_alias((__ubuf__ void *)__src, __byte_offset);
}

template <class _T> __PTO_API _T __cce_get_tile_ptr(_T __x) { return __x; }
template <class _T, __SIZE_TYPE__ _N>
__PTO_API _T *__cce_get_tile_ptr(_T (*__x)[_N]) {
  return *__x;
}

#else

#define __cce_get_tile_ptr(__x) (__x)
template <class... _A>
__attribute__((__error__("__cce_tinit: auto-mode tiles need "
                         "--cce-pto-auto-enable (__PTO_AUTO__)"))) void
__cce_tinit(_A &&...);
template <class... _A>
__attribute__((__error__("__cce_alias: auto-mode tiles need "
                         "--cce-pto-auto-enable (__PTO_AUTO__)"))) void
__cce_alias(_A &&...);

#endif
