/*===---- securec.h - the bounds-checked memory functions host code uses --===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * The vendor's toolkit ships a "secure C" library (libc_sec) that host test
 * programs call; the ACL runtime of this toolchain (libruntime.so, which
 * libc_sec.so names) implements the functions they use (docs/offload.md).
 * Each returns EOK, or an error without copying when the destination is
 * null or smaller than the count.
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __PTO_HOST_SECUREC_H
#define __PTO_HOST_SECUREC_H
#include <stddef.h>

typedef int errno_t;
#define EOK 0
#define EINVAL_AND_RESET 150 /* the destination was cleared */
#define ERANGE_AND_RESET 162 /* the count exceeds the destination */

#ifdef __cplusplus
extern "C" {
#endif
errno_t memcpy_s(void *dest, size_t destMax, const void *src, size_t count);
errno_t memmove_s(void *dest, size_t destMax, const void *src, size_t count);
errno_t memset_s(void *dest, size_t destMax, int c, size_t count);
#ifdef __cplusplus
}
#endif
#endif
