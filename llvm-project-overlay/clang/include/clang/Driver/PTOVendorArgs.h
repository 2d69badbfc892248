//===--- PTOVendorArgs.h - The PTO vendor driver spellings ------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_DRIVER_PTOVENDORARGS_H
#define LLVM_CLANG_DRIVER_PTOVENDORARGS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/StringSaver.h"
#include <optional>

namespace clang {
namespace driver {

/// Rewrites the options of the vendor's PTO compiler that existing build
/// lines use into ours, before the driver parses the command line:
/// -xcce and -x cce are C++, --cce-aicore-arch=dav-c310-vec is --target=pto
/// -mcpu=a5 (dav-c220-vec: -mcpu=a2a3), -fno-pto-vendor-api leaves the
/// vendor API header out. Other --cce-* options and the cube and mixed
/// architectures are errors naming the replacement, printed here; then the
/// result is false.
/// A single-source command line (-xcce, or a --cce-fatobj-link link) that
/// asks for host objects: compiles each file for the device and for the host
/// and links (PTOOffload.cpp, docs/offload.md), returning the exit code.
/// std::nullopt for every other line, which the driver handles as before;
/// --cce-aicore-only (removed from \p Args) asks for the device compile only.
std::optional<int>
runPTOSingleSource(llvm::SmallVectorImpl<const char *> &Args);

bool rewritePTOVendorArgs(llvm::SmallVectorImpl<const char *> &Args,
                          llvm::StringSaver &Saver);

} // namespace driver
} // namespace clang

#endif
