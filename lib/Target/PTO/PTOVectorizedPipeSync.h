//===-- PTOVectorizedPipeSync.h - Order vectorised code with scalar code --===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOVECTORIZEDPIPESYNC_H
#define LLVM_LIB_TARGET_PTO_PTOVECTORIZEDPIPESYNC_H

#include "llvm/IR/PassManager.h"

namespace llvm {

class TargetMachine;

/// Before the vectorisers: marks the vector UB accesses the source has.
class PTOMarkSourceVectorsPass
    : public PassInfoMixin<PTOMarkSourceVectorsPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &AM);
};

/// After them: orders the vector UB accesses they made with the scalar
/// unit's work around them (PTOVectorizedPipeSync.cpp).
class PTOVectorizedPipeSyncPass
    : public PassInfoMixin<PTOVectorizedPipeSyncPass> {
public:
  explicit PTOVectorizedPipeSyncPass(const TargetMachine &TM) : TM(TM) {}
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &AM);

private:
  const TargetMachine &TM;
};

namespace PTO {
/// The event of the PIPE_S <-> PIPE_V flag pairs the compiler adds: the
/// highest one \p F's own PIPE_S/PIPE_V flags do not use (EVENT_ID7 if all
/// are used).
unsigned chooseScalarVectorEvent(const Function &F);
} // namespace PTO

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOVECTORIZEDPIPESYNC_H
