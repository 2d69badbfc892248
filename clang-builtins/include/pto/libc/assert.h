/*===---- assert.h - assert() for PTO kernels -----------------------------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * A failed assertion calls the runtime's __pto_assert_fail, which pto-emu
 * reports with the expression, its file and line, and the block; the launch
 * fails (docs/offload.md). Like every <assert.h>, it may be included again
 * with NDEBUG changed.
 *
 *===-----------------------------------------------------------------------===
 */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#ifdef __cplusplus
extern "C"
#endif
    __attribute__((__noreturn__)) void
    __pto_assert_fail(const char *__expression, const char *__file,
                      unsigned __line);
#define assert(e) ((e) ? (void)0 : __pto_assert_fail(#e, __FILE__, __LINE__))
#endif
