/*===---- acl/acl.h - the ACL runtime over pto-emu -------------------------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * The names of the vendor's ACL runtime that host programs use, as the
 * runtime of this toolchain (libascendcl.so, libruntime.so: pto-emu behind
 * them) implements them (docs/offload.md). The device compile of a
 * single-source file parses the host code with it too. It is found last on
 * the include path, so a real SDK header wins.
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __PTO_HOST_ACL_ACL_H
#define __PTO_HOST_ACL_ACL_H
#include <stddef.h>
#include <stdint.h>

/* The bits of an IEEE half: a 16-bit integer, as the vendor's header has it
   (so host code converts explicitly, aclFloatToFloat16 and back). */
typedef uint16_t aclFloat16;
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
#define ACL_ERROR_INVALID_PARAM 100000
#define ACL_ERROR_UNINITIALIZE 100001
#define ACL_ERROR_REPEAT_INITIALIZE 100002
#define ACL_ERROR_BAD_ALLOC 200000
#define ACL_ERROR_RT_PARAM_INVALID 107000
#define ACL_ERROR_RT_INVALID_DEVICEID 107001
#define ACL_ERROR_RT_AICORE_EXCEPTION 507015

#ifdef __cplusplus
extern "C" {
#endif
aclError aclInit(const char *configPath);
aclError aclFinalize(void);
aclError aclrtSetDevice(int32_t deviceId);
aclError aclrtResetDevice(int32_t deviceId);
aclError aclrtGetDevice(int32_t *deviceId);
aclError aclrtGetDeviceCount(uint32_t *count);
aclError aclrtCreateStream(aclrtStream *stream);
aclError aclrtDestroyStream(aclrtStream stream);
aclError aclrtSynchronizeStream(aclrtStream stream);
aclError aclrtSynchronizeDevice(void);
aclError aclrtMalloc(void **devPtr, size_t size, aclrtMemMallocPolicy policy);
aclError aclrtMallocHost(void **hostPtr, size_t size);
aclError aclrtFree(void *devPtr);
aclError aclrtFreeHost(void *hostPtr);
aclError aclrtMemcpy(void *dst, size_t destMax, const void *src, size_t count,
                     aclrtMemcpyKind kind);
aclError aclrtMemset(void *devPtr, size_t maxCount, int32_t value,
                     size_t count);
const char *aclGetRecentErrMsg(void);
float aclFloat16ToFloat(aclFloat16 value);
aclFloat16 aclFloatToFloat16(float value);
#ifdef __cplusplus
}
#endif
#endif
