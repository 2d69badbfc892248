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
// PIPE_S -> PIPE_V once, in its preheader; elsewhere it goes before a
// block's first vectorised access and each one after scalar work. The pair
// PIPE_V -> PIPE_S goes where the scalar unit first reaches work the
// vectorised accesses must have finished for, found by a forward dataflow
// over the CFG (VectorDrain): DMA copies into other UB bytes, or on a pipe
// the source's own flags from PIPE_V already ordered, do not wait, so a
// double-buffered stream's next DMA overlaps the vector work.
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
#include "PTOAccessFootprints.h"
#include "PTOIntrinsicForms.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/IVDescriptors.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/Debug.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

#define DEBUG_TYPE "pto-vectorized-pipe-sync"

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

/// Argument \p K of \p II, a constant (the pipes and events of the flags).
uint64_t constantArgument(const IntrinsicInst &II, unsigned K) {
  return cast<ConstantInt>(II.getArgOperand(K))->getZExtValue();
}

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
    if (PTO::readsOnlyControlState(*Call))
      return false;
    return Call->mayReadOrWriteMemory() || Call->mayHaveSideEffects();
  }
  return isa<ReturnInst>(I);
}

class PipeSyncInserter {
  unsigned PipeS, PipeV, Event;

public:
  PipeSyncInserter(unsigned Event)
      : PipeS(PTO::SetFlagPipe_PIPE_S), PipeV(PTO::SetFlagPipe_PIPE_V),
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

/// What the vector pipe may still be running when the scalar unit reaches a
/// point: the vectorised accesses issued since it last waited for the pipe,
/// each with the flags from PIPE_V issued after it. The source pairs each
/// set_flag with one wait_flag before it sets the flag again (sync.md), so a
/// wait_flag(PIPE_V, P, e) orders pipe P after the accesses before the
/// set_flag(PIPE_V, P, e) it pairs with.
struct PendingVectorWork {
  struct Access {
    PTO::UBInterval Bytes;
    /// The set_flag(PIPE_V, P, e) issued since: bit 8 * P + e.
    uint64_t FlagsSet = 0;
    /// The pipes P that waited for such a flag since: bit P.
    uint64_t PipesOrdered = 0;
    bool operator==(const Access &O) const {
      return Bytes.First == O.Bytes.First && Bytes.End == O.Bytes.End &&
             FlagsSet == O.FlagsSet && PipesOrdered == O.PipesOrdered;
    }
  };
  /// Sorted by bytes; at most one per interval.
  SmallVector<Access, 4> Accesses;
  /// Beyond this many intervals, one hull. 1 once the dataflow has run
  /// long without settling (VectorDrain::findWaitPoints): hulls only grow,
  /// so it settles then.
  size_t Limit = MaxAccesses;

  bool any() const { return !Accesses.empty(); }

  /// Adds \p New: an access with the same bytes keeps the flags both have.
  void add(const Access &New) {
    auto It = partition_point(Accesses, [&](const Access &A) {
      return std::make_pair(A.Bytes.First, A.Bytes.End) <
             std::make_pair(New.Bytes.First, New.Bytes.End);
    });
    if (It != Accesses.end() && It->Bytes.First == New.Bytes.First &&
        It->Bytes.End == New.Bytes.End) {
      It->FlagsSet &= New.FlagsSet;
      It->PipesOrdered &= New.PipesOrdered;
    } else {
      Accesses.insert(It, New);
    }
    // Beyond a few intervals, one hull: the dataflow stays short.
    if (Accesses.size() > Limit) {
      Access Hull = Accesses.front();
      for (const Access &A : Accesses) {
        Hull.Bytes = {std::min(Hull.Bytes.First, A.Bytes.First),
                      std::max(Hull.Bytes.End, A.Bytes.End)};
        Hull.FlagsSet &= A.FlagsSet;
        Hull.PipesOrdered &= A.PipesOrdered;
      }
      Accesses.assign(1, Hull);
    }
  }
  void join(const PendingVectorWork &O) {
    for (const Access &A : O.Accesses)
      add(A);
  }
  bool operator==(const PendingVectorWork &O) const {
    return Accesses == O.Accesses;
  }
  bool operator!=(const PendingVectorWork &O) const { return !(*this == O); }

  static constexpr size_t MaxAccesses = 8;
};

/// Finds where the scalar unit must wait for the vectorised accesses before
/// it: at the first work after them that they must have finished for,
/// followed forwards through the CFG. What needs no wait:
/// - work of the vector pipe (it runs in order) and flags it sets or waits
///   for (set_flag(PIPE_V, ...), set_flag(..., PIPE_V));
/// - wait_flag, which touches no memory;
/// - scalar GM accesses, and scalar UB accesses that touch none of their
///   bytes;
/// - a DMA copy on a pipe that has waited on a set_flag from PIPE_V issued
///   after them (the source's own "set_flag(PIPE_V, P, e); wait_flag(PIPE_V,
///   P, e)"), or whose UB bytes are none of theirs.
/// Everything else with memory or side effects waits: other flags, calls,
/// returns, accesses of unknown bytes.
class VectorDrain {
public:
  VectorDrain(Function &F, FunctionAnalysisManager &AM, const MCInstrInfo &MII)
      : F(F), MII(MII), PipeV(PTO::SetFlagPipe_PIPE_V) {
    const DataLayout &DL = F.getDataLayout();
    ScalarEvolution &SE = AM.getResult<ScalarEvolutionAnalysis>(F);
    PTO::forEachUBFootprint(
        F, SE, AM.getResult<LazyValueAnalysis>(F), MII,
        [&](Instruction &Access, Instruction &Holder, PTO::UBInterval Bytes) {
          if (&Holder != &Access)
            Bytes.End += DL.getTypeStoreSize(accessedType(Access)) - 1;
          Footprints[&Access] = Bytes;
        });
    for (Instruction &I : instructions(F)) {
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        if (std::optional<PTO::UBInterval> Bytes = laneMaskedBytes(*II, SE))
          Footprints[II] = *Bytes;
      // A plain access at a constant address (no pointer instruction).
      if (isa<LoadInst, StoreInst>(I))
        if (const auto *Address =
                dyn_cast<ConstantExpr>(getLoadStorePointerOperand(&I)))
          if (Address->getOpcode() == Instruction::IntToPtr)
            if (const auto *C = dyn_cast<ConstantInt>(Address->getOperand(0));
                C && C->getValue().ult(PTO::UBBytes)) {
              int64_t First = C->getZExtValue();
              Footprints[&I] = {First, First + int64_t(DL.getTypeStoreSize(
                                                   getLoadStoreType(&I)))};
            }
    }
  }

  SmallVector<Instruction *, 8> findWaitPoints() {
    ReversePostOrderTraversal<Function *> RPO(&F);
    DenseMap<const BasicBlock *, PendingVectorWork> Out;
    size_t Limit = PendingVectorWork::MaxAccesses;
    auto In = [&](BasicBlock *BB) {
      PendingVectorWork Pending;
      Pending.Limit = Limit;
      for (BasicBlock *Pred : predecessors(BB))
        Pending.join(Out.lookup(Pred));
      return Pending;
    };
    // Hulls of some intervals and new intervals beside them can alternate
    // without end: after a few rounds per block, everything is one hull.
    size_t Round = 0, Widen = 4 * F.size() + 8;
    for (bool Changed = true; Changed; ++Round) {
      if (Round == Widen)
        Limit = 1;
      Changed = false;
      for (BasicBlock *BB : RPO) {
        PendingVectorWork New = walk(*BB, In(BB), nullptr);
        if (New != Out.lookup(BB)) {
          Out[BB] = New;
          Changed = true;
        }
      }
    }
    SmallVector<Instruction *, 8> Points;
    for (BasicBlock *BB : RPO)
      walk(*BB, In(BB), &Points);
    return Points;
  }

private:
  static Type *accessedType(const Instruction &I) {
    if (const auto *Store = dyn_cast<StoreInst>(&I))
      return Store->getValueOperand()->getType();
    if (const auto *II = dyn_cast<IntrinsicInst>(&I);
        II && II->getIntrinsicID() == Intrinsic::masked_store)
      return II->getArgOperand(0)->getType();
    return I.getType();
  }

  /// The bytes of a masked load or store of the loop vectoriser's tail-folded
  /// form, base[Index + lane] under get.active.lane.mask(Index, Count): at
  /// most Count elements from the base, wherever Index runs (ScalarEvolution
  /// bounds the pointer only from the loop's trip count, which it may not
  /// know in that form).
  static std::optional<PTO::UBInterval> laneMaskedBytes(const IntrinsicInst &II,
                                                        ScalarEvolution &SE) {
    bool IsLoad = II.getIntrinsicID() == Intrinsic::masked_load;
    if (!IsLoad && II.getIntrinsicID() != Intrinsic::masked_store)
      return std::nullopt;
    const auto *Mask =
        dyn_cast<IntrinsicInst>(II.getArgOperand(IsLoad ? 2 : 3));
    const auto *GEP =
        dyn_cast<GetElementPtrInst>(II.getArgOperand(IsLoad ? 0 : 1));
    auto *VecTy = dyn_cast<VectorType>(accessedType(II));
    if (!Mask || Mask->getIntrinsicID() != Intrinsic::get_active_lane_mask ||
        !GEP || GEP->getNumIndices() != 1 || !VecTy ||
        GEP->getSourceElementType() != VecTy->getElementType() ||
        GEP->getOperand(1) != Mask->getArgOperand(0) ||
        GEP->getPointerAddressSpace() != PTOAS::UB)
      return std::nullopt;
    const DataLayout &DL = II.getDataLayout();
    uint64_t Element = DL.getTypeAllocSize(VecTy->getElementType());
    Type *I64 = Type::getInt64Ty(II.getContext());
    ConstantRange Base = SE.getUnsignedRange(SE.getPtrToIntExpr(
        SE.getSCEV(const_cast<Value *>(GEP->getPointerOperand())), I64));
    APInt Count = SE.getUnsignedRangeMax(SE.getSCEV(Mask->getArgOperand(1)));
    if (Base.isFullSet() || Base.isWrappedSet() || Count.getActiveBits() > 32 ||
        Base.getUnsignedMax().getActiveBits() > 32)
      return std::nullopt;
    uint64_t End =
        Base.getUnsignedMax().getZExtValue() + Count.getZExtValue() * Element;
    if (End > uint64_t(PTO::UBBytes))
      return std::nullopt;
    return PTO::UBInterval{int64_t(Base.getUnsignedMin().getZExtValue()),
                           int64_t(End)};
  }

  /// Whether \p I may touch bytes of an access of \p Pending that pipe
  /// \p Pipe (a set_flag token) has not been ordered after, if given.
  bool mayOverlap(const Instruction &I, const PendingVectorWork &Pending,
                  std::optional<unsigned> Pipe = std::nullopt) const {
    auto It = Footprints.find(&I);
    return any_of(Pending.Accesses, [&](const PendingVectorWork::Access &A) {
      if (Pipe && (A.PipesOrdered >> *Pipe & 1))
        return false;
      return It == Footprints.end() || It->second.overlaps(A.Bytes);
    });
  }

  static uint64_t flagBit(unsigned Pipe, unsigned Event) {
    return Pipe < 8 && Event < 8 ? uint64_t(1) << (8 * Pipe + Event) : 0;
  }

  bool mustWait(const Instruction &I, const PendingVectorWork &Pending) const {
    if (isVectorized(I))
      return false;
    if (isa<LoadInst, StoreInst>(I)) {
      unsigned AS =
          getLoadStorePointerOperand(&I)->getType()->getPointerAddressSpace();
      return AS != PTOAS::GM && (AS != PTOAS::UB || mayOverlap(I, Pending));
    }
    if (isa<ReturnInst>(I))
      return true;
    const auto *Call = dyn_cast<CallBase>(&I);
    if (!Call || isa<DbgInfoIntrinsic>(Call) || Call->isLifetimeStartOrEnd())
      return isa<AtomicRMWInst, AtomicCmpXchgInst>(I);
    if ((!Call->mayReadOrWriteMemory() && !Call->mayHaveSideEffects()) ||
        PTO::readsOnlyControlState(*Call))
      return false;
    const auto *II = dyn_cast<IntrinsicInst>(Call);
    if (!II)
      return true;
    auto Operand = [&](unsigned K) { return constantArgument(*II, K); };
    if (II->getIntrinsicID() == Intrinsic::pto_wait_flag)
      return false;
    if (II->getIntrinsicID() == Intrinsic::pto_set_flag)
      return Operand(0) != PipeV && Operand(1) != PipeV;
    std::optional<uint64_t> Flags =
        PTO::getIntrinsicMemoryFlags(II->getIntrinsicID(), MII);
    if (!Flags)
      return true;
    if (!(*Flags & (PTO::TSF::ReadsUB | PTO::TSF::WritesUB)))
      return false;
    PTO::Pipe Pipe = PTO::getPipe(*Flags);
    if (Pipe == PTO::PIPE_V)
      return false;
    if (Pipe == PTO::PIPE_S)
      return mayOverlap(I, Pending);
    // The set_flag/wait_flag pipe tokens are the pipes' values
    // (PTOModes.td), as PTOAutoSync.cpp uses them.
    return mayOverlap(I, Pending, unsigned(Pipe));
  }

  /// \p Pending after \p I, where the scalar unit did not wait.
  void step(const Instruction &I, PendingVectorWork &Pending) const {
    if (isVectorized(I)) {
      PTO::UBInterval Bytes;
      if (auto It = Footprints.find(&I); It != Footprints.end())
        Bytes = It->second;
      Pending.add({Bytes});
      return;
    }
    const auto *II = dyn_cast<IntrinsicInst>(&I);
    if (!Pending.any() || !II ||
        (II->getIntrinsicID() != Intrinsic::pto_set_flag &&
         II->getIntrinsicID() != Intrinsic::pto_wait_flag))
      return;
    auto Operand = [&](unsigned K) { return constantArgument(*II, K); };
    if (Operand(0) != PipeV)
      return;
    uint64_t Bit = flagBit(Operand(1), Operand(2));
    for (PendingVectorWork::Access &A : Pending.Accesses) {
      if (II->getIntrinsicID() == Intrinsic::pto_set_flag)
        A.FlagsSet |= Bit;
      else if (A.FlagsSet & Bit)
        A.PipesOrdered |= uint64_t(1) << Operand(1);
    }
  }

  /// Walks \p BB from \p Pending; adds the points where the scalar unit
  /// waits to \p Points if given.
  PendingVectorWork walk(BasicBlock &BB, PendingVectorWork Pending,
                         SmallVectorImpl<Instruction *> *Points) const {
    for (Instruction &I : BB) {
      if (Pending.any() && mustWait(I, Pending)) {
        if (Points) {
          Points->push_back(&I);
          LLVM_DEBUG(dbgs() << "wait before " << I << "\n");
        }
        Pending.Accesses.clear();
      }
      step(I, Pending);
    }
    return Pending;
  }

  Function &F;
  const MCInstrInfo &MII;
  unsigned PipeV;
  DenseMap<const Instruction *, PTO::UBInterval> Footprints;
};

} // namespace

unsigned llvm::PTO::chooseScalarVectorEvent(const Function &F) {
  unsigned PipeS = PTO::SetFlagPipe_PIPE_S;
  unsigned PipeV = PTO::SetFlagPipe_PIPE_V;
  unsigned Used = 0;
  for (const Instruction &I : instructions(F)) {
    const auto *II = dyn_cast<IntrinsicInst>(&I);
    if (!II || (II->getIntrinsicID() != Intrinsic::pto_set_flag &&
                II->getIntrinsicID() != Intrinsic::pto_wait_flag))
      continue;
    auto Operand = [&](unsigned K) { return constantArgument(*II, K); };
    unsigned Src = Operand(0), Dst = Operand(1);
    if ((Src == PipeS && Dst == PipeV) || (Src == PipeV && Dst == PipeS))
      Used |= 1u << Operand(2);
  }
  static_assert(PTO::Event_EVENT_ID7 == PTO::Event_EVENT_ID0 + 7,
                "event ids are consecutive");
  for (int Id = 7; Id >= 0; --Id) {
    unsigned Value = PTO::Event_EVENT_ID0 + Id;
    if (!(Used & 1u << Value))
      return Value;
  }
  return PTO::Event_EVENT_ID7;
}

PreservedAnalyses PTOVectorizedPipeSyncPass::run(Function &F,
                                                 FunctionAnalysisManager &AM) {
  if (none_of(instructions(F), isVectorized))
    return PreservedAnalyses::all();
  LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  PipeSyncInserter Sync(PTO::chooseScalarVectorEvent(F));

  // PIPE_S -> PIPE_V: in the preheader of the outermost loop around
  // vectorised accesses that touches memory only through them; elsewhere
  // before a block's first vectorised access and before each one that
  // follows scalar work.
  SmallPtrSet<const BasicBlock *, 16> Done;
  SmallPtrSet<Loop *, 4> Loops;
  for (BasicBlock &BB : F)
    if (any_of(BB, isVectorized))
      if (Loop *L = outermostVectorOnlyLoop(LI, &BB))
        Loops.insert(L);
  for (Loop *L : Loops) {
    Sync.insert(L->getLoopPreheader()->getTerminator(),
                /*ScalarToVector=*/true);
    Done.insert(L->block_begin(), L->block_end());
  }
  SmallVector<Instruction *, 8> ScalarToVector;
  for (BasicBlock &BB : F) {
    if (Done.count(&BB))
      continue;
    bool AfterScalarWork = true;
    for (Instruction &I : BB) {
      if (isVectorized(I)) {
        if (AfterScalarWork)
          ScalarToVector.push_back(&I);
        AfterScalarWork = false;
      } else if (isScalarWork(I)) {
        AfterScalarWork = true;
      }
    }
  }

  // PIPE_V -> PIPE_S: where the scalar unit first reaches work that the
  // vectorised accesses before it must have finished for (VectorDrain).
  VectorDrain Drain(F, AM, *TM.getMCInstrInfo());
  SmallVector<Instruction *, 8> VectorToScalar = Drain.findWaitPoints();

  for (Instruction *At : ScalarToVector)
    Sync.insert(At, /*ScalarToVector=*/true);
  for (Instruction *At : VectorToScalar)
    Sync.insert(At, /*ScalarToVector=*/false);
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
