//===-- PTOSplitFoldedTail.h - Unmasked body for tail-folded loops --------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOSPLITFOLDEDTAIL_H
#define LLVM_LIB_TARGET_PTO_PTOSPLITFOLDEDTAIL_H

#include "llvm/IR/PassManager.h"

namespace llvm {

/// After the loop vectoriser: runs the whole registers of a tail-folded
/// loop in an unrolled copy without masks, and leaves the masked loop only
/// the last ones (PTOSplitFoldedTail.cpp).
class PTOSplitFoldedTailPass : public PassInfoMixin<PTOSplitFoldedTailPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &AM);
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOSPLITFOLDEDTAIL_H
