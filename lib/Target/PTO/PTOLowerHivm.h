//===-- PTOLowerHivm.h - llvm.hivm.* calls as llvm.pto.* calls --*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOLOWERHIVM_H
#define LLVM_LIB_TARGET_PTO_PTOLOWERHIVM_H

#include "llvm/IR/PassManager.h"

namespace llvm {

/// Rewrites the calls of `llvm.hivm.*` functions (the vendor compiler's
/// intrinsics, which PTOAS emits) into llvm.pto.* intrinsic calls, and
/// reports those it cannot (PTOLowerHivm.cpp, docs/hivm.md).
class PTOLowerHivmPass : public PassInfoMixin<PTOLowerHivmPass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &AM);
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOLOWERHIVM_H
