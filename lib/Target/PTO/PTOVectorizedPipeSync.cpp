//===-- PTOVectorizedPipeSync.cpp - Order vectorised code with scalar code ===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The vectorisers move UB accesses from the scalar unit to the vector pipe.
// The scalar unit issues everything in order, so a vector access still
// follows whatever the scalar unit waited for before it; but the vector pipe
// runs behind the scalar unit, so the scalar unit's own UB accesses and the
// synchronisation it issues (set_flag from PIPE_S, DMA copies) no longer
// come after the moved accesses, nor the moved accesses after the scalar
// stores before them. This pass restores the order the source had:
// set_flag/wait_flag PIPE_S -> PIPE_V before vector accesses the
// vectorisers made, and PIPE_V -> PIPE_S after them, before the next
// scalar UB access, call with side effects or return.
//
// A loop in which only such vector accesses touch memory (no scalar UB
// access, no call that has side effects or accesses memory) gets the pair
// once: in its preheader and at the start of its exits. Elsewhere each
// block is walked in order.
//
// The accesses the source already had (generic vector code, intrinsics)
// carry !pto.source.vector from PTOMarkSourceVectorsPass, which runs
// before the vectorisers; their synchronisation is the source's. A mark
// lost to a later transformation only adds flags. The event is the highest
// that the function's own PIPE_S/PIPE_V flags do not use.
//
//===----------------------------------------------------------------------===//

#include "PTOVectorizedPipeSync.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTO.h"
#include "llvm/Analysis/IVDescriptors.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

static constexpr char SourceVectorMD[] = "pto.source.vector";

/// A load or store of a vector through a UB pointer, masked or not.
static bool isVectorUBAccess(const Instruction &I) {
  if (const auto *II = dyn_cast<IntrinsicInst>(&I)) {
    if (II->getIntrinsicID() == Intrinsic::masked_load)
      return II->getArgOperand(0)->getType()->getPointerAddressSpace() ==
             PTOAS::UB;
    if (II->getIntrinsicID() == Intrinsic::masked_store)
      return II->getArgOperand(1)->getType()->getPointerAddressSpace() ==
             PTOAS::UB;
    return false;
  }
  if (const auto *LI = dyn_cast<LoadInst>(&I))
    return LI->getType()->isVectorTy() &&
           LI->getPointerAddressSpace() == PTOAS::UB;
  if (const auto *SI = dyn_cast<StoreInst>(&I))
    return SI->getValueOperand()->getType()->isVectorTy() &&
           SI->getPointerAddressSpace() == PTOAS::UB;
  return false;
}

/// Whether the loop vectoriser would have to move a value out of a vector
/// register to a scalar one other than a reduction's result, which it does
/// not cost (the backend reads the lane through UB, docs/codegen.md): a
/// value computed in \p L and used after it, or a recurrence other than an
/// induction or a reduction (a value carried from the previous iteration).
/// Reductions are costed (getArithmeticReductionCost) and are reduced once
/// after the loop.
static bool needsElementExtract(Loop &L, ScalarEvolution &SE) {
  // Inductions and their next values: the vectoriser computes their final
  // values from the trip count. Reductions and their values at the end of
  // an iteration: it reduces the vector after the loop.
  SmallPtrSet<const Value *, 4> Recurrences;
  for (PHINode &Phi : L.getHeader()->phis()) {
    RecurrenceDescriptor Reduction;
    const auto *AddRec = dyn_cast_or_null<SCEVAddRecExpr>(
        SE.isSCEVable(Phi.getType()) ? SE.getSCEV(&Phi) : nullptr);
    bool IsInduction = AddRec && AddRec->getLoop() == &L && AddRec->isAffine();
    // Reductions are recognised in loops of the vectoriser's form (a
    // preheader and one latch); it leaves other loops alone anyway.
    bool IsReduction = L.getLoopPreheader() && L.getLoopLatch() &&
                       RecurrenceDescriptor::isReductionPHI(
                           &Phi, &L, Reduction, /*DB=*/nullptr,
                           /*AC=*/nullptr, /*DT=*/nullptr, &SE);
    if (!IsInduction && !IsReduction)
      return true;
    Recurrences.insert(&Phi);
    for (unsigned K = 0, E = Phi.getNumIncomingValues(); K != E; ++K)
      if (L.contains(Phi.getIncomingBlock(K)))
        Recurrences.insert(Phi.getIncomingValue(K));
  }
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB)
      if (!Recurrences.count(&I) && any_of(I.users(), [&](User *U) {
            return !L.contains(cast<Instruction>(U));
          }))
        return true;
  return false;
}

PreservedAnalyses PTOMarkSourceVectorsPass::run(Function &F,
                                                FunctionAnalysisManager &AM) {
  MDNode *Mark = MDNode::get(F.getContext(), {});
  bool Changed = false;
  for (Instruction &I : instructions(F))
    if (isVectorUBAccess(I)) {
      I.setMetadata(SourceVectorMD, Mark);
      Changed = true;
    }
  // Loops the vectoriser would need element extracts for stay scalar
  // (docs/codegen.md, "Auto-vectorisation").
  LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  ScalarEvolution &SE = AM.getResult<ScalarEvolutionAnalysis>(F);
  for (Loop *L : LI.getLoopsInPreorder())
    if (L->isInnermost() && needsElementExtract(*L, SE)) {
      addStringMetadataToLoop(L, "llvm.loop.vectorize.enable", 0);
      Changed = true;
    }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

namespace {

bool isVectorized(const Instruction &I) {
  return isVectorUBAccess(I) && !I.getMetadata(SourceVectorMD);
}

/// Work of the scalar unit that the vectorised accesses must stay ordered
/// with: its memory accesses (other than the vectorised ones), and calls
/// and intrinsics that access memory or have side effects (flags, DMA).
bool isScalarWork(const Instruction &I) {
  if (isVectorized(I))
    return false;
  if (isa<LoadInst, StoreInst, AtomicRMWInst, AtomicCmpXchgInst>(I))
    return true;
  if (const auto *Call = dyn_cast<CallBase>(&I)) {
    if (isa<DbgInfoIntrinsic>(Call) || Call->isLifetimeStartOrEnd())
      return false;
    return Call->mayReadOrWriteMemory() || Call->mayHaveSideEffects();
  }
  return isa<ReturnInst>(I);
}

class PipeSyncInserter {
  unsigned PipeS, PipeV, Event;

public:
  PipeSyncInserter(unsigned Event)
      : PipeS(PTO::getModeTokenValue(PTO::ModeSetFlagPipe, "PIPE_S")),
        PipeV(PTO::getModeTokenValue(PTO::ModeSetFlagPipe, "PIPE_V")),
        Event(Event) {}

  /// set_flag/wait_flag from \p Src to \p Dst before \p At.
  void insert(Instruction *At, bool ScalarToVector) {
    IRBuilder<> B(At);
    Value *Args[] = {B.getInt32(ScalarToVector ? PipeS : PipeV),
                     B.getInt32(ScalarToVector ? PipeV : PipeS),
                     B.getInt32(Event)};
    B.CreateIntrinsic(Intrinsic::pto_set_flag, {}, Args);
    B.CreateIntrinsic(Intrinsic::pto_wait_flag, {}, Args);
  }
};

/// Whether \p L touches memory only through vectorised accesses.
bool isVectorOnlyLoop(const Loop &L) {
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB)
      if (isScalarWork(I))
        return false;
  return true;
}

/// The outermost loop around \p BB that qualifies, or null.
Loop *outermostVectorOnlyLoop(LoopInfo &LI, BasicBlock *BB) {
  Loop *Best = nullptr;
  for (Loop *L = LI.getLoopFor(BB); L; L = L->getParentLoop()) {
    if (!L->getLoopPreheader() || !isVectorOnlyLoop(*L))
      break;
    Best = L;
  }
  return Best;
}

} // namespace

unsigned llvm::PTO::chooseScalarVectorEvent(const Function &F) {
  unsigned PipeS = PTO::getModeTokenValue(PTO::ModeSetFlagPipe, "PIPE_S");
  unsigned PipeV = PTO::getModeTokenValue(PTO::ModeSetFlagPipe, "PIPE_V");
  unsigned Used = 0;
  for (const Instruction &I : instructions(F)) {
    const auto *II = dyn_cast<IntrinsicInst>(&I);
    if (!II || (II->getIntrinsicID() != Intrinsic::pto_set_flag &&
                II->getIntrinsicID() != Intrinsic::pto_wait_flag))
      continue;
    auto Operand = [&](unsigned K) {
      return cast<ConstantInt>(II->getArgOperand(K))->getZExtValue();
    };
    unsigned Src = Operand(0), Dst = Operand(1);
    if ((Src == PipeS && Dst == PipeV) || (Src == PipeV && Dst == PipeS))
      Used |= 1u << Operand(2);
  }
  for (int Id = 7; Id >= 0; --Id) {
    unsigned Value =
        PTO::getModeTokenValue(PTO::ModeEvent, ("EVENT_ID" + Twine(Id)).str());
    if (!(Used & 1u << Value))
      return Value;
  }
  return PTO::getModeTokenValue(PTO::ModeEvent, "EVENT_ID7");
}

PreservedAnalyses PTOVectorizedPipeSyncPass::run(Function &F,
                                                 FunctionAnalysisManager &AM) {
  if (none_of(instructions(F), isVectorized))
    return PreservedAnalyses::all();
  LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  PipeSyncInserter Sync(PTO::chooseScalarVectorEvent(F));

  // Loops first: blocks inside them are done.
  SmallPtrSet<const BasicBlock *, 16> Done;
  SmallPtrSet<Loop *, 4> Loops;
  for (BasicBlock &BB : F)
    if (any_of(BB, isVectorized))
      if (Loop *L = outermostVectorOnlyLoop(LI, &BB))
        Loops.insert(L);
  for (Loop *L : Loops) {
    Sync.insert(L->getLoopPreheader()->getTerminator(),
                /*ScalarToVector=*/true);
    SmallVector<BasicBlock *, 4> Exits;
    L->getUniqueExitBlocks(Exits);
    for (BasicBlock *Exit : Exits)
      Sync.insert(&*Exit->getFirstInsertionPt(), /*ScalarToVector=*/false);
    Done.insert(L->block_begin(), L->block_end());
  }

  // Other blocks in order: PIPE_S -> PIPE_V before the first vectorised
  // access after scalar work, PIPE_V -> PIPE_S before the first scalar
  // work (or the block's end) after a vectorised access.
  for (BasicBlock &BB : F) {
    if (Done.count(&BB) || none_of(BB, isVectorized))
      continue;
    bool VectorPending = false;
    SmallVector<std::pair<Instruction *, bool>, 8> Points;
    for (Instruction &I : BB) {
      if (isVectorized(I)) {
        if (!VectorPending)
          Points.push_back({&I, true});
        VectorPending = true;
      } else if (VectorPending && (isScalarWork(I) || I.isTerminator())) {
        Points.push_back({&I, false});
        VectorPending = false;
      }
    }
    for (auto [At, ScalarToVector] : Points)
      Sync.insert(At, ScalarToVector);
  }
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
