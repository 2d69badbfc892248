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
// Loops that issue vector instructions are unrolled eight or sixteen times:
// the vector pipe issues in order, so an instruction that waits for its operand
// (a vlds result: 9 cycles) holds up everything behind it; with several
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
#include "llvm/IR/IntrinsicsPTO.h"
#include <optional>

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
    std::optional<unsigned> Loads = vectorLoads(L);
    if (!L->isInnermost() || !Loads)
      return;
    // Sixteen copies of a body with one register load fit the 32 vector
    // registers (and halve the loop's own instructions per register, which
    // the core issues in the same stream); with more loads, eight.
    unsigned Count = *Loads <= 1 ? 16 : 8;
    // A loop whose trip count is not known but at most Count (the rows of
    // a chunk) would be unrolled into copies each with its own exit, which
    // the scheduler cannot interleave. With a short body (at most two
    // passes over a row of sixteen registers) four copies per block and a
    // remainder let one copy's closing reductions overlap the next ones'
    // loads; a longer body keeps the copies with exits, as four (or two)
    // of them in one block would need more vector registers than there are
    // (docs/benchmarks.md).
    unsigned MaxTrips = SE.getSmallConstantMaxTripCount(L);
    if (!SE.getSmallConstantTripCount(L) && MaxTrips && MaxTrips <= Count &&
        *Loads <= 32)
      Count = 4;
    UP.Partial = UP.Runtime = true;
    UP.DefaultUnrollRuntimeCount = Count;
    UP.MaxCount = Count;
    // Bodies up to 2048 instructions: a row of a row-wise kernel (a loop
    // over rows whose column loops are unrolled away) is unrolled too, so
    // that one row's final reductions overlap the next row's loads.
    UP.PartialThreshold = 2048;
    // The trip count of a register-at-a-time loop is a division by the
    // lanes, rounded up: computed once, it is cheap next to the body.
    UP.AllowExpensiveTripCount = true;
  }

private:
  /// The UB register loads (vlds) of a loop that computes on the 2048-bit
  /// types or calls PTO intrinsics; none if it does neither.
  static std::optional<unsigned> vectorLoads(const Loop *L) {
    bool Vector = false;
    unsigned Loads = 0;
    for (const BasicBlock *BB : L->blocks())
      for (const Instruction &I : *BB) {
        Vector |= I.getType()->isVectorTy();
        if (const auto *II = dyn_cast<IntrinsicInst>(&I)) {
          Vector |= Function::isTargetIntrinsic(II->getIntrinsicID());
          Loads += II->getIntrinsicID() == Intrinsic::pto_vlds ||
                   II->getIntrinsicID() == Intrinsic::pto_vldsx2;
        }
      }
    if (!Vector)
      return std::nullopt;
    return Loads;
  }
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOTARGETTRANSFORMINFO_H
