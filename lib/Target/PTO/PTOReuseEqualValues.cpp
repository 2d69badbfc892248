//===-- PTOReuseEqualValues.cpp - One instruction per loop value ----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The runtime loop unroller expands the trip count of an inner loop from its
// SCEV at the top of the enclosing loop's header, in terms of a canonical
// induction variable of its own. When the source computes the same value
// already (a double-buffered kernel's chunk length, `min(n - first, chunk)`),
// the function ends up computing it twice, through two induction variables,
// and loop strength reduction then gives each of them registers and updates
// of its own: in the benchmark kernels some 15 scalar instructions per chunk
// on the one issue stream (docs/benchmarks.md).
//
// This pass, run before loop strength reduction, replaces an integer
// instruction by an earlier one that dominates it and has the same SCEV (so
// the same value in the same iteration of every loop around them), and
// deletes what that leaves unused, induction variables included. An
// instruction inside a loop only replaces instructions of that loop or of
// loops inside it. Poison-generating flags that the SCEV does not justify
// are dropped from the instruction kept (ScalarEvolution::canReuseInstruction).
//
// Strength reduction of an inner loop also expands the loop-invariant bound
// of its exit test from the bound's SCEV, again through induction variables
// of the enclosing loop. The pass freezes such bounds (those defined outside
// the innermost loop and not already opaque to SCEV): a freeze of a value
// that is not poison is that value, and SCEV sees it as unknown, so the exit
// test compares against the one computation.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "pto-reuse-equal-values"

static cl::opt<bool>
    EnableReuse("pto-enable-reuse-equal-values", cl::Hidden, cl::init(true),
                cl::desc("Replace loop values computed twice and freeze "
                         "inner exit bounds before loop strength reduction"));

namespace {

class PTOReuseEqualValues : public FunctionPass {
public:
  static char ID;
  PTOReuseEqualValues() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO reuse of equal loop values";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<ScalarEvolutionWrapperPass>();
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.addRequired<LoopInfoWrapperPass>();
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override;
};

/// Whether \p Kept can stand for \p Replaced: it dominates it, and it is
/// computed in Replaced's loop or a loop around it, so both see the same
/// iteration of every loop that contains Kept.
bool canStandFor(Instruction *Kept, Instruction *Replaced,
                 const DominatorTree &DT, const LoopInfo &LI) {
  // The phis of a block take their values at once.
  bool Dominates = isa<PHINode>(Replaced)
                       ? (Kept->getParent() == Replaced->getParent()
                              ? isa<PHINode>(Kept)
                              : DT.properlyDominates(Kept->getParent(),
                                                     Replaced->getParent()))
                       : DT.dominates(Kept, Replaced);
  if (!Dominates)
    return false;
  const Loop *KeptLoop = LI.getLoopFor(Kept->getParent());
  return !KeptLoop || KeptLoop->contains(Replaced);
}

/// Makes the loop-invariant bound of each innermost loop's exit test opaque
/// to ScalarEvolution (a freeze after its definition): loop strength
/// reduction then compares against that value instead of expanding its
/// SCEV again in terms of induction variables of the enclosing loop.
bool freezeExitBounds(LoopInfo &LI, ScalarEvolution &SE) {
  bool Changed = false;
  for (Loop *L : LI.getLoopsInPreorder()) {
    BasicBlock *Latch = L->getLoopLatch();
    if (!L->isInnermost() || !Latch)
      continue;
    auto *Branch = dyn_cast<BranchInst>(Latch->getTerminator());
    auto *Compare = Branch && Branch->isConditional()
                        ? dyn_cast<ICmpInst>(Branch->getCondition())
                        : nullptr;
    if (!Compare || Compare->getParent() != Latch || !Compare->hasOneUse())
      continue;
    for (Use &Bound : Compare->operands()) {
      auto *Def = dyn_cast<Instruction>(Bound.get());
      if (!Def || L->contains(Def) || isa<SCEVUnknown>(SE.getSCEV(Def)))
        continue;
      auto *Frozen = new FreezeInst(Def, Def->getName() + ".bound");
      if (isa<PHINode>(Def))
        Frozen->insertBefore(*Def->getParent(),
                             Def->getParent()->getFirstInsertionPt());
      else
        Frozen->insertAfter(Def);
      SE.forgetValue(Compare);
      Bound.set(Frozen);
      Changed = true;
    }
  }
  return Changed;
}

} // namespace

bool PTOReuseEqualValues::runOnFunction(Function &F) {
  if (skipFunction(F) || !EnableReuse)
    return false;
  ScalarEvolution &SE = getAnalysis<ScalarEvolutionWrapperPass>().getSE();
  DominatorTree &DT = getAnalysis<DominatorTreeWrapperPass>().getDomTree();
  LoopInfo &LI = getAnalysis<LoopInfoWrapperPass>().getLoopInfo();

  // The instructions of each SCEV seen so far, in reverse post-order (a
  // dominating instruction comes before those it dominates).
  DenseMap<const SCEV *, SmallVector<Instruction *, 2>> Seen;
  SmallVector<WeakTrackingVH, 16> Replaced;
  bool Changed = false;
  for (BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F)) {
    // Only code inside loops: that is where the unroller's expansions and
    // induction variables are.
    if (!LI.getLoopFor(BB))
      continue;
    for (Instruction &I : *BB) {
      if (!I.getType()->isIntegerTy() || !SE.isSCEVable(I.getType()))
        continue;
      const SCEV *S = SE.getSCEV(&I);
      // An unknown is only equal to itself; constants are folded elsewhere.
      if (isa<SCEVUnknown>(S) || isa<SCEVConstant>(S))
        continue;
      SmallVector<Instruction *, 2> &Equal = Seen[S];
      Instruction *Kept = nullptr;
      SmallVector<Instruction *, 4> DropPoisonFlags;
      for (Instruction *Candidate : Equal) {
        DropPoisonFlags.clear();
        if (canStandFor(Candidate, &I, DT, LI) &&
            SE.canReuseInstruction(S, Candidate, DropPoisonFlags)) {
          Kept = Candidate;
          break;
        }
      }
      if (!Kept) {
        Equal.push_back(&I);
        continue;
      }
      LLVM_DEBUG(dbgs() << "PTO: " << I << " is" << *Kept << "\n");
      for (Instruction *Flagged : DropPoisonFlags) {
        SE.forgetValue(Flagged);
        Flagged->dropPoisonGeneratingAnnotations();
      }
      I.replaceAllUsesWith(Kept);
      Replaced.push_back(&I);
      Changed = true;
    }
  }
  Changed |= freezeExitBounds(LI, SE);
  if (!Changed)
    return false;
  // What the replacements leave unused, and the induction variables only
  // their own increments still use. (ScalarEvolution is not preserved, and
  // its value handles follow the deletions.)
  for (WeakTrackingVH &V : Replaced)
    if (auto *I = dyn_cast_or_null<Instruction>(V))
      RecursivelyDeleteTriviallyDeadInstructions(I);
  for (BasicBlock &BB : F)
    for (PHINode &Phi : make_early_inc_range(BB.phis()))
      RecursivelyDeleteDeadPHINode(&Phi);
  return true;
}

char PTOReuseEqualValues::ID = 0;

INITIALIZE_PASS_BEGIN(PTOReuseEqualValues, DEBUG_TYPE,
                      "PTO reuse of equal loop values", false, false)
INITIALIZE_PASS_DEPENDENCY(ScalarEvolutionWrapperPass)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(LoopInfoWrapperPass)
INITIALIZE_PASS_END(PTOReuseEqualValues, DEBUG_TYPE,
                    "PTO reuse of equal loop values", false, false)

FunctionPass *llvm::createPTOReuseEqualValuesPass() {
  return new PTOReuseEqualValues();
}
