//===-- PTOUBAccess.cpp - UB vector accesses of one block -----------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOUBAccess.h"
#include "PTO.h"
#include "PTOAccessFootprints.h"
#include "PTOIntrinsicForms.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

std::optional<PTO::UBAccess>
PTO::getUBAccess(Instruction &I, ScalarEvolution &SE, const MCInstrInfo &MII) {
  Type *I64 = Type::getInt64Ty(I.getContext());
  // A plain vector load or store (the loop vectoriser's).
  if (isa<LoadInst, StoreInst>(I)) {
    if (I.isVolatile())
      return std::nullopt;
    Value *Ptr = getLoadStorePointerOperand(&I);
    Type *Data = getLoadStoreType(&I);
    if (!Data->isVectorTy() ||
        Ptr->getType()->getPointerAddressSpace() != PTOAS::UB)
      return std::nullopt;
    return UBAccess{&I, SE.getPtrToIntExpr(SE.getSCEV(Ptr), I64),
                    int64_t(I.getModule()
                                ->getDataLayout()
                                .getTypeStoreSize(Data)
                                .getFixedValue()),
                    isa<StoreInst>(I)};
  }
  auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II || !PTO::isUBAddressedIntrinsic(II->getIntrinsicID(), MII))
    return std::nullopt;
  std::optional<unsigned> Base = PTO::getUBBaseArgument(*II);
  if (!Base)
    return std::nullopt;
  const SCEV *Ptr = SE.getSCEV(II->getArgOperand(*Base));
  const SCEV *Offset = SE.getSCEV(II->getArgOperand(*Base + 1));
  if (!Ptr->getType()->isPointerTy() || !Offset->getType()->isIntegerTy(64))
    return std::nullopt;
  return UBAccess{II, SE.getAddExpr(SE.getPtrToIntExpr(Ptr, I64), Offset),
                  PTO::getUBAccessBytes(*II), II->mayWriteToMemory()};
}

bool PTO::areUBAccessesDisjoint(ScalarEvolution &SE, const UBAccess &A,
                                const UBAccess &B) {
  // A starts at least B's bytes after B, or ends before B starts.
  ConstantRange Distance =
      SE.getSignedRange(SE.getMinusSCEV(A.Address, B.Address));
  return !Distance.getSignedMin().slt(B.Bytes) ||
         !Distance.getSignedMax().sgt(-A.Bytes);
}

bool PTO::areUBAccessesDisjoint(const APInt &Distance, int64_t ABytes,
                                int64_t BBytes) {
  return !Distance.slt(BBytes) || !Distance.sgt(-ABytes);
}

bool PTO::haveSameUBAddress(ScalarEvolution &SE, const UBAccess &A,
                            const UBAccess &B) {
  return SE.getMinusSCEV(A.Address, B.Address)->isZero();
}

void PTO::UBAccessPass::getAnalysisUsage(AnalysisUsage &AU) const {
  AU.addRequired<ScalarEvolutionWrapperPass>();
  AU.addRequired<TargetPassConfig>();
  AU.setPreservesCFG();
}

ScalarEvolution &PTO::UBAccessPass::getSE() {
  return getAnalysis<ScalarEvolutionWrapperPass>().getSE();
}

const MCInstrInfo &PTO::UBAccessPass::getMCInstrInfo() {
  return *getAnalysis<TargetPassConfig>()
              .getTM<TargetMachine>()
              .getMCInstrInfo();
}
