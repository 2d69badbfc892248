//===-- PTOExpandUBMemIntrinsics.cpp - UB memcpy/memset as loops ----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The loop idiom pass turns copy and fill loops over UB arrays into
// llvm.memcpy and llvm.memset calls. UB has no library memcpy (the runtime's
// works on GM), so selection could only expand them inline, and only for
// small constant sizes, as vector moves the pipe synchronisation never saw.
// This pass turns such calls that touch UB (address space 6) back into
// loops of loads and stores: in the optimiser all of them, before the
// vectorisers (which vectorise the loops and order them with the other
// pipes like any loop); in llc, before selection, those selection cannot
// expand (a size that is not a constant, or pointers not 32-byte aligned;
// docs/codegen.md).
//
//===----------------------------------------------------------------------===//

#include "PTOExpandUBMemIntrinsics.h"
#include "PTO.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/LowerMemIntrinsics.h"

using namespace llvm;

#define DEBUG_TYPE "pto-expand-ub-mem-intrinsics"

/// Whether \p MI reads or writes UB.
static bool touchesUB(const MemIntrinsic &MI) {
  if (MI.getDestAddressSpace() == PTOAS::UB)
    return true;
  const auto *Transfer = dyn_cast<MemTransferInst>(&MI);
  return Transfer && Transfer->getSourceAddressSpace() == PTOAS::UB;
}

/// Whether selection expands \p MI inline: a constant size between 32-byte
/// aligned pointers (PTOISelLowering's memcpy and memset lowering).
static bool isSelectedInline(const MemIntrinsic &MI) {
  if (!isa<ConstantInt>(MI.getLength()) || MI.getDestAlign().valueOrOne() < 32)
    return false;
  const auto *Transfer = dyn_cast<MemTransferInst>(&MI);
  return !Transfer || Transfer->getSourceAlign().valueOrOne() >= 32;
}

static bool expandUBMemIntrinsics(Function &F, const TargetTransformInfo &TTI,
                                  bool All) {
  SmallVector<MemIntrinsic *, 4> Calls;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *MI = dyn_cast<MemIntrinsic>(&I))
        if (!MI->isVolatile() && touchesUB(*MI) &&
            (All || !isSelectedInline(*MI)))
          Calls.push_back(MI);
  for (MemIntrinsic *MI : Calls) {
    if (auto *Copy = dyn_cast<MemCpyInst>(MI))
      expandMemCpyAsLoop(Copy, TTI);
    else if (auto *Move = dyn_cast<MemMoveInst>(MI))
      expandMemMoveAsLoop(Move, TTI);
    else
      expandMemSetAsLoop(cast<MemSetInst>(MI));
    MI->eraseFromParent();
  }
  return !Calls.empty();
}

PreservedAnalyses
PTOExpandUBMemIntrinsicsPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (!expandUBMemIntrinsics(F, AM.getResult<TargetIRAnalysis>(F),
                             /*All=*/true))
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}

namespace {
class PTOExpandUBMemIntrinsicsLegacy : public FunctionPass {
public:
  static char ID;
  PTOExpandUBMemIntrinsicsLegacy() : FunctionPass(ID) {}
  StringRef getPassName() const override {
    return "PTO expand UB memory intrinsics";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetTransformInfoWrapperPass>();
  }
  bool runOnFunction(Function &F) override {
    return expandUBMemIntrinsics(
        F, getAnalysis<TargetTransformInfoWrapperPass>().getTTI(F),
        /*All=*/false);
  }
};
} // namespace

char PTOExpandUBMemIntrinsicsLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(PTOExpandUBMemIntrinsicsLegacy, DEBUG_TYPE,
                      "PTO expand UB memory intrinsics", false, false)
INITIALIZE_PASS_DEPENDENCY(TargetTransformInfoWrapperPass)
INITIALIZE_PASS_END(PTOExpandUBMemIntrinsicsLegacy, DEBUG_TYPE,
                    "PTO expand UB memory intrinsics", false, false)

FunctionPass *llvm::createPTOExpandUBMemIntrinsicsPass() {
  return new PTOExpandUBMemIntrinsicsLegacy();
}
