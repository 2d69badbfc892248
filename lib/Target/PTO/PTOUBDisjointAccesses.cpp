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
// loop has hundreds. Two accesses whose addresses differ by a constant
// (PTOUBAccess.h) need no ScalarEvolution query; the others (streams at
// different rates) ask it once per distance of the constant parts of their
// addresses (docs/benchmarks.md, "Compile time").
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTOUBAccess.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/CodeGen/TargetPassConfig.h"
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

bool PTOUBDisjointAccesses::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  ScalarEvolution &SE = getSE();
  const MCInstrInfo &MII = getMCInstrInfo();
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
    // Whether A and B are disjoint: at a constant distance without
    // ScalarEvolution (PTO::areUBAccessesDisjoint); otherwise ScalarEvolution
    // compares them, once for each distance of the constant parts and size of
    // the two accesses, which the pairs of two streams of an unrolled loop at
    // different rates repeat.
    DenseMap<std::tuple<const SCEV *, const SCEV *, int64_t, int64_t, int64_t>,
             bool>
        Known;
    auto areDisjoint = [&](const PTO::UBAccess &A, const PTO::UBAccess &B) {
      if (A.Var == B.Var)
        return PTO::areUBAccessesDisjoint(SE, A, B);
      auto [It, Inserted] =
          Known.try_emplace({A.Var, B.Var, (A.Offset - B.Offset).getSExtValue(),
                             A.Bytes, B.Bytes},
                            false);
      if (Inserted)
        It->second = PTO::areUBAccessesDisjoint(SE, A, B);
      return It->second;
    };
    SmallVector<MDNode *, 32> Scopes(Accesses.size(), nullptr);
    SmallVector<SmallVector<Metadata *, 4>, 32> NoAlias(Accesses.size());
    for (size_t A = 0; A < Accesses.size(); ++A)
      for (size_t B = A + 1; B < Accesses.size(); ++B) {
        if (!Accesses[A].Writes && !Accesses[B].Writes)
          continue;
        if (!areDisjoint(Accesses[A], Accesses[B]))
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
