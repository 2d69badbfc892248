//===-- PTOUBDisjointAccesses.cpp - Mark disjoint UB vector accesses ------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The UB vector loads and stores (the intrinsics of the instructions marked
// UBAddressed: vlds, vsts and their x2 forms) address [base + offset], which IR
// alias analysis does not see through; the plain vector loads and stores of
// the loop vectoriser address buffers at constant UB addresses, between which
// it sees nothing either. This pass compares, in each block, the
// addresses of a load or store and a store with ScalarEvolution: where the
// bytes they touch (a register, or two for the x2 forms and some load
// distributions) do not overlap in any iteration (the signed range of the
// difference of their addresses; two streams may advance at different rates)
// the two are disjoint, and says so with scoped-noalias metadata (one scope per
// access, the other's scope in its !noalias list). The memory operands of the
// selected instructions carry the metadata, and
// PTOInstrInfo::areMemAccessesTriviallyDisjoint reads it, so that the scheduler
// may move loads of one buffer across stores to another even when each is
// addressed through its own induction variable (docs/benchmarks.md). Within one
// block both accesses run in the same iteration, so the difference of their
// address expressions is the distance of the bytes they touch. The proof holds
// for the two calls in one execution of their block, not across a loop's
// iterations: the pass runs last before instruction selection, after the
// optimisers that compare iterations, and the scheduler's hook compares
// accesses of one block.
//
// The pairs of a block grow as the square of its accesses, and an unrolled
// loop has hundreds. Each address is split once into a constant and the
// rest (a buffer at a fixed UB address is a constant too): two accesses with
// the same rest are the difference of their constants apart, with no
// ScalarEvolution query; the others (streams at different rates) ask it once
// per distance of their constants (docs/benchmarks.md, "Compile time").
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTOUBAccess.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "pto-ub-disjoint"

namespace {

class PTOUBDisjointAccesses : public PTO::UBAccessPass {
public:
  static char ID;
  PTOUBDisjointAccesses() : UBAccessPass(ID) {}

  StringRef getPassName() const override {
    return "PTO disjoint UB vector accesses";
  }
  bool runOnFunction(Function &F) override;
};

} // namespace

char PTOUBDisjointAccesses::ID = 0;

INITIALIZE_PASS_BEGIN(PTOUBDisjointAccesses, DEBUG_TYPE,
                      "PTO disjoint UB vector accesses", false, false)
INITIALIZE_PASS_DEPENDENCY(ScalarEvolutionWrapperPass)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_END(PTOUBDisjointAccesses, DEBUG_TYPE,
                    "PTO disjoint UB vector accesses", false, false)

FunctionPass *llvm::createPTOUBDisjointAccessesPass() {
  return new PTOUBDisjointAccesses();
}

namespace {

/// An access's address as a variable part and a constant: Var + Offset. Two
/// accesses of one block with the same variable part are Offset apart in
/// every iteration, which needs no ScalarEvolution query per pair (a block
/// of an unrolled loop has hundreds of accesses, nearly all of them at
/// constant distances from one another).
struct SplitAddress {
  const SCEV *Var;
  APInt Offset;
};

/// The integer \p S stands for if it is a constant: a SCEV constant, or the
/// ptrtoint of an inttoptr of a constant (a buffer at a fixed UB address,
/// which ScalarEvolution keeps as an unknown).
std::optional<APInt> getConstantTerm(const SCEV *S, const DataLayout &DL) {
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
SplitAddress splitAddress(ScalarEvolution &SE, const DataLayout &DL,
                          const SCEV *S) {
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
    SplitAddress Start = splitAddress(SE, DL, AddRec->getStart());
    if (Start.Var == AddRec->getStart())
      return {S, Offset};
    SmallVector<const SCEV *, 4> Ops(AddRec->operands());
    Ops[0] = Start.Var;
    return {SE.getAddRecExpr(Ops, AddRec->getLoop(), SCEV::FlagAnyWrap),
            Start.Offset};
  }
  return {S, Offset};
}

} // namespace

bool PTOUBDisjointAccesses::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  ScalarEvolution &SE = getSE();
  const MCInstrInfo &MII = getMCInstrInfo();
  const DataLayout &DL = F.getDataLayout();
  // Blocks with more accesses are left alone (the pairs grow as the square).
  constexpr size_t MaxAccesses = 256;
  MDBuilder MDB(F.getContext());
  MDNode *Domain = nullptr;
  bool Changed = false;
  for (BasicBlock &BB : F) {
    SmallVector<PTO::UBAccess, 32> Accesses;
    for (Instruction &I : BB)
      if (std::optional<PTO::UBAccess> Access = PTO::getUBAccess(I, SE, MII))
        Accesses.push_back(*Access);
    if (Accesses.size() < 2 || Accesses.size() > MaxAccesses)
      continue;
    SmallVector<SplitAddress, 32> Split;
    for (const PTO::UBAccess &Access : Accesses)
      Split.push_back(splitAddress(SE, DL, Access.Address));
    // Whether A and B are disjoint. With the same variable part the distance
    // is the constants' difference (what ScalarEvolution folds the
    // difference of the addresses to); otherwise ScalarEvolution compares
    // them, once for each distance of the constant parts and size of the two
    // accesses: the pairs of two streams of an unrolled loop at different
    // rates repeat these.
    DenseMap<std::tuple<const SCEV *, const SCEV *, int64_t, int64_t, int64_t>,
             bool>
        Known;
    auto areDisjoint = [&](size_t A, size_t B) {
      const PTO::UBAccess &AccessA = Accesses[A], &AccessB = Accesses[B];
      APInt Distance = Split[A].Offset - Split[B].Offset;
      if (Split[A].Var == Split[B].Var)
        return PTO::areUBAccessesDisjoint(Distance, AccessA.Bytes,
                                          AccessB.Bytes);
      auto [It, Inserted] = Known.try_emplace({Split[A].Var, Split[B].Var,
                                               Distance.getSExtValue(),
                                               AccessA.Bytes, AccessB.Bytes},
                                              false);
      if (Inserted)
        It->second = PTO::areUBAccessesDisjoint(SE, AccessA, AccessB);
      return It->second;
    };
    SmallVector<MDNode *, 32> Scopes(Accesses.size(), nullptr);
    SmallVector<SmallVector<Metadata *, 4>, 32> NoAlias(Accesses.size());
    for (size_t A = 0; A < Accesses.size(); ++A)
      for (size_t B = A + 1; B < Accesses.size(); ++B) {
        if (!Accesses[A].Writes && !Accesses[B].Writes)
          continue;
        if (!areDisjoint(A, B))
          continue;
        if (!Domain)
          Domain = MDB.createAnonymousAliasScopeDomain("pto.ub");
        for (size_t K : {A, B})
          if (!Scopes[K])
            Scopes[K] = MDB.createAnonymousAliasScope(Domain);
        NoAlias[A].push_back(Scopes[B]);
        NoAlias[B].push_back(Scopes[A]);
      }
    for (size_t K = 0; K < Accesses.size(); ++K) {
      if (!Scopes[K])
        continue;
      Instruction *II = Accesses[K].Inst;
      II->setMetadata(
          LLVMContext::MD_alias_scope,
          MDNode::concatenate(II->getMetadata(LLVMContext::MD_alias_scope),
                              MDNode::get(F.getContext(), {Scopes[K]})));
      II->setMetadata(
          LLVMContext::MD_noalias,
          MDNode::concatenate(II->getMetadata(LLVMContext::MD_noalias),
                              MDNode::get(F.getContext(), NoAlias[K])));
      Changed = true;
    }
  }
  return Changed;
}
