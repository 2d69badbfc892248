//===-- SecureC.cpp - memcpy_s and friends for host programs --------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The functions of securec.h that the library's host test programs call:
// the copy happens only when it fits the destination; otherwise the
// destination is cleared up to its size and an error returned.
//
//===----------------------------------------------------------------------===//

#include "securec.h"
#include <cstring>

#define PTO_RT_EXPORT extern "C" __attribute__((visibility("default")))

/// The error of a call that does not fit, after clearing \p Dest.
static errno_t refuse(void *Dest, size_t DestMax) {
  if (!Dest)
    return EINVAL_AND_RESET;
  std::memset(Dest, 0, DestMax);
  return ERANGE_AND_RESET;
}

/// memcpy_s and memmove_s: \p Move copies when the count fits.
static errno_t copyChecked(void *Dest, size_t DestMax, const void *Src,
                           size_t Count,
                           void *(*Move)(void *, const void *, size_t)) {
  if (!Dest || !Src || Count > DestMax)
    return refuse(Dest, DestMax);
  Move(Dest, Src, Count);
  return EOK;
}

PTO_RT_EXPORT errno_t memcpy_s(void *Dest, size_t DestMax, const void *Src,
                               size_t Count) {
  return copyChecked(Dest, DestMax, Src, Count, std::memcpy);
}

PTO_RT_EXPORT errno_t memmove_s(void *Dest, size_t DestMax, const void *Src,
                                size_t Count) {
  return copyChecked(Dest, DestMax, Src, Count, std::memmove);
}

PTO_RT_EXPORT errno_t memset_s(void *Dest, size_t DestMax, int C,
                               size_t Count) {
  if (!Dest || Count > DestMax)
    return refuse(Dest, DestMax);
  std::memset(Dest, C, Count);
  return EOK;
}
