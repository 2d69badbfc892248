//===-- PTOTargetTransformInfo.h - PTO cost model ---------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the IR optimisers may assume about PTO. Loop and SLP vectorisation
// are off: they form short vectors (<4 x i8>, ...) which the legaliser
// widens step by step, and the <32 x i8> step is the align-state type, not
// a vector of bytes (docs/codegen.md). Kernels write their vector code on
// the 2048-bit types or with the llvm.pto.* intrinsics.
//
// Loops that issue vector instructions are unrolled eight times: the vector
// pipe issues in order, so an instruction that waits for its operand (a
// vlds result: 9 cycles) holds up everything behind it; with eight
// iterations in one body the scheduler fills those cycles with the next
// iterations' loads (PTOMemoryAccesses.cpp tells it which accesses are
// disjoint; docs/benchmarks.md).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOTARGETTRANSFORMINFO_H
#define LLVM_LIB_TARGET_PTO_PTOTARGETTRANSFORMINFO_H

#include "PTOTargetMachine.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/CodeGen/BasicTTIImpl.h"
#include "llvm/IR/IntrinsicInst.h"

namespace llvm {

class PTOTTIImpl : public BasicTTIImplBase<PTOTTIImpl> {
  using BaseT = BasicTTIImplBase<PTOTTIImpl>;
  friend BaseT;

  const PTOSubtarget *ST;
  const PTOTargetLowering *TLI;

  const PTOSubtarget *getST() const { return ST; }
  const PTOTargetLowering *getTLI() const { return TLI; }

public:
  explicit PTOTTIImpl(const PTOTargetMachine *TM, const Function &F)
      : BaseT(TM, F.getDataLayout()), ST(TM->getSubtargetImpl(F)),
        TLI(ST->getTargetLowering()) {}

  /// No vector registers for the vectorisers (see above); 32 scalar ones.
  unsigned getNumberOfRegisters(unsigned ClassID) const {
    bool Vector = ClassID == 1;
    return Vector ? 0 : 32;
  }

  void getUnrollingPreferences(Loop *L, ScalarEvolution &SE,
                               TargetTransformInfo::UnrollingPreferences &UP,
                               OptimizationRemarkEmitter *ORE) {
    BaseT::getUnrollingPreferences(L, SE, UP, ORE);
    if (!L->isInnermost() || !issuesVectorWork(L))
      return;
    UP.Partial = UP.Runtime = true;
    UP.DefaultUnrollRuntimeCount = 8;
    UP.MaxCount = 8;
    UP.PartialThreshold = UP.Threshold;
    // The trip count of a register-at-a-time loop is a division by the
    // lanes, rounded up: computed once, it is cheap next to the body.
    UP.AllowExpensiveTripCount = true;
  }

private:
  /// Whether the loop computes on the 2048-bit types or calls PTO
  /// intrinsics.
  static bool issuesVectorWork(const Loop *L) {
    for (const BasicBlock *BB : L->blocks())
      for (const Instruction &I : *BB) {
        if (I.getType()->isVectorTy())
          return true;
        if (const auto *II = dyn_cast<IntrinsicInst>(&I))
          if (Function::isTargetIntrinsic(II->getIntrinsicID()))
            return true;
      }
    return false;
  }
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOTARGETTRANSFORMINFO_H
