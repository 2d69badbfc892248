/*===---- acl/acl.h - host names single-source kernel files mention -------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * A --target=pto compile of a single-source kernel file keeps only the device
 * functions (docs/cce-api.md); the host launcher in the same file still has
 * to parse. This header declares the names of the vendor's host runtime that
 * such launchers use, nothing more: nothing here can run on the PTO core. It
 * is found last on the include path, so a real SDK header wins.
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __PTO_HOST_ACL_ACL_H
#define __PTO_HOST_ACL_ACL_H
#include <stddef.h>
#include <stdint.h>

typedef _Float16 aclFloat16;
typedef void *aclrtStream;
typedef int aclError;
typedef enum {
  ACL_MEM_MALLOC_HUGE_FIRST,
  ACL_MEM_MALLOC_HUGE_ONLY,
  ACL_MEM_MALLOC_NORMAL_ONLY,
} aclrtMemMallocPolicy;
typedef enum {
  ACL_MEMCPY_HOST_TO_HOST,
  ACL_MEMCPY_HOST_TO_DEVICE,
  ACL_MEMCPY_DEVICE_TO_HOST,
  ACL_MEMCPY_DEVICE_TO_DEVICE,
} aclrtMemcpyKind;
#define ACL_SUCCESS 0

#ifdef __cplusplus
extern "C" {
#endif
aclError aclInit(const char *configPath);
aclError aclFinalize(void);
aclError aclrtSetDevice(int32_t deviceId);
aclError aclrtResetDevice(int32_t deviceId);
aclError aclrtCreateStream(aclrtStream *stream);
aclError aclrtDestroyStream(aclrtStream stream);
aclError aclrtSynchronizeStream(aclrtStream stream);
aclError aclrtMalloc(void **devPtr, size_t size, aclrtMemMallocPolicy policy);
aclError aclrtMallocHost(void **hostPtr, size_t size);
aclError aclrtFree(void *devPtr);
aclError aclrtFreeHost(void *hostPtr);
aclError aclrtMemcpy(void *dst, size_t destMax, const void *src, size_t count,
                     aclrtMemcpyKind kind);
aclError aclrtMemset(void *devPtr, size_t maxCount, int32_t value,
                     size_t count);
#ifdef __cplusplus
}
#endif
#endif
