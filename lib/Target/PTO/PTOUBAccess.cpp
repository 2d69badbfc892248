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
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

/// The integer \p S stands for if it is a constant: a SCEV constant, or the
/// ptrtoint of an inttoptr of a constant (a buffer at a fixed UB address,
/// which ScalarEvolution keeps as an unknown).
static std::optional<APInt> getConstantTerm(const SCEV *S,
                                            const DataLayout &DL) {
  if (const auto *C = dyn_cast<SCEVConstant>(S))
    return C->getAPInt();
  const auto *PtrToInt = dyn_cast<SCEVPtrToIntExpr>(S);
  if (!PtrToInt)
    return std::nullopt;
  const auto *Unknown = dyn_cast<SCEVUnknown>(PtrToInt->getOperand());
  const auto *IntToPtr =
      Unknown ? dyn_cast<ConstantExpr>(Unknown->getValue()) : nullptr;
  if (!IntToPtr || IntToPtr->getOpcode() != Instruction::IntToPtr)
    return std::nullopt;
  const auto *C = dyn_cast<ConstantInt>(IntToPtr->getOperand(0));
  if (!C)
    return std::nullopt;
  // Each cast truncates or zero-extends.
  return C->getValue()
      .zextOrTrunc(DL.getPointerTypeSizeInBits(IntToPtr->getType()))
      .zextOrTrunc(S->getType()->getIntegerBitWidth());
}

/// \p S as a variable part and a constant: the constant operands of an
/// addition, or of an affine recurrence's start, taken out. Two addresses
/// with the same variable part give the same SCEV for it (SCEVs are
/// unique).
static std::pair<const SCEV *, APInt>
splitAddress(ScalarEvolution &SE, const DataLayout &DL, const SCEV *S) {
  APInt Offset(S->getType()->getIntegerBitWidth(), 0);
  if (std::optional<APInt> C = getConstantTerm(S, DL))
    return {SE.getZero(S->getType()), *C};
  if (const auto *Add = dyn_cast<SCEVAddExpr>(S)) {
    SmallVector<const SCEV *, 4> Rest;
    for (const SCEV *Op : Add->operands())
      if (std::optional<APInt> C = getConstantTerm(Op, DL))
        Offset += *C;
      else
        Rest.push_back(Op);
    if (Rest.size() == Add->getNumOperands())
      return {S, Offset};
    return {Rest.empty() ? SE.getZero(S->getType()) : SE.getAddExpr(Rest),
            Offset};
  }
  if (const auto *AddRec = dyn_cast<SCEVAddRecExpr>(S)) {
    auto [StartVar, StartOffset] = splitAddress(SE, DL, AddRec->getStart());
    if (StartVar == AddRec->getStart())
      return {S, Offset};
    SmallVector<const SCEV *, 4> Ops(AddRec->operands());
    Ops[0] = StartVar;
    return {SE.getAddRecExpr(Ops, AddRec->getLoop(), SCEV::FlagAnyWrap),
            StartOffset};
  }
  return {S, Offset};
}

/// An access of \p Bytes bytes at \p Address, with its address split.
static PTO::UBAccess makeAccess(Instruction &I, ScalarEvolution &SE,
                                const SCEV *Address, int64_t Bytes,
                                bool Writes) {
  auto [Var, Offset] =
      splitAddress(SE, I.getModule()->getDataLayout(), Address);
  return PTO::UBAccess{&I, Address, Var, Offset, Bytes, Writes};
}

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
    return makeAccess(I, SE, SE.getPtrToIntExpr(SE.getSCEV(Ptr), I64),
                      int64_t(I.getModule()
                                  ->getDataLayout()
                                  .getTypeStoreSize(Data)
                                  .getFixedValue()),
                      isa<StoreInst>(I));
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
  return makeAccess(I, SE, SE.getAddExpr(SE.getPtrToIntExpr(Ptr, I64), Offset),
                    PTO::getUBAccessBytes(*II), II->mayWriteToMemory());
}

bool PTO::areUBAccessesDisjoint(ScalarEvolution &SE, const UBAccess &A,
                                const UBAccess &B) {
  // The difference of the constants, which is what SCEV folds the
  // difference of the addresses to.
  if (A.Var == B.Var)
    return areUBAccessesDisjoint(A.Offset - B.Offset, A.Bytes, B.Bytes);
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
  if (A.Var == B.Var)
    return A.Offset == B.Offset;
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
