//===-- PTOCleanupInlinedO0.h - -O0 cleanup of inlined code ---*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOCLEANUPINLINEDO0_H
#define LLVM_LIB_TARGET_PTO_PTOCLEANUPINLINEDO0_H

#include "llvm/IR/PassManager.h"

namespace llvm {

/// At -O0, before and after the always-inliner: the header layers' locals
/// out of memory in functions without debug information
/// (PTOCleanupInlinedO0.cpp).
class PTOCleanupInlinedO0Pass : public PassInfoMixin<PTOCleanupInlinedO0Pass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &AM);
  /// Runs on optnone functions: -O0 makes every function one.
  static bool isRequired() { return true; }
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOCLEANUPINLINEDO0_H
