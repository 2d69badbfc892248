//===-- PTORowPipeline.cpp - Overlap a row's reduction with the next row --===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A loop over the rows of a chunk (softmax, layernorm: a first pass over the
// row that ends in a reduction across the lanes, then passes that need its
// result) runs each row's serial chain -- the partial sums, the vcadd or
// vcmax (19 cycles), the broadcast, a division -- with nothing else for the
// in-order vector pipe to do, as the machine scheduler orders one block at
// a time (docs/benchmarks.md, "Where the bound is not reached").
//
// This pass software-pipelines such a loop by two stages. Stage A is the
// backward slice of the body's first cross-lane reduction (the first pass's
// loads and partial results, and the reduction); stage B is the rest. The
// loop
//
//   for i in 0..N:  A(i); B(i)
//
// becomes
//
//   A(0)
//   for i in 0..N-1:  B(i); A(i+1)        (one block)
//   B(N-1)
//
// so that the scheduler can issue row i+1's loads and partial results while
// row i waits for its reductions. The order of the memory accesses is the
// original one (A(i+1) still follows B(i)); A may not write memory, and
// every read of A must come before B's first write in the body, as A(i)
// moves ahead of all of B(i). A's results that B uses are carried in phis.
//
// Rows that are reduced and nothing else (rowsum: every vector load feeds
// a cross-lane reduction; the unroller puts four rows in one block) have no
// pass after the reduction to overlap with. Their stage A is what the
// reductions read, the loads and partial sums of all the block's rows, and
// stage B the reductions, broadcasts and stores: the block then starts with
// the carried sums' vcadds, whose 19 cycles the next rows' loads fill, and
// the prologue, the rows' loads and partial sums, is marked for the machine
// scheduler (PTO::RowPipelinePrologue). Row k+1's loads follow row k's store
// in such a body; they move ahead of it when their UB footprints
// (!pto.ub.footprint, over the whole function) are apart. The exit of an
// unrolled loop, which the guard around it reaches too, gets a block of its
// own. Loops with one row per iteration (the unroller's remainder) are left
// alone.
//
// A register-pressure model decides: the vector registers B needs at its
// peak (with the loads that PTOForwardUBRegisters will replace by the
// register stored to the same address counted as that register), plus A's
// peak, plus the loop-invariant vectors, must fit the 32 vector registers;
// two whole rows in flight (two rows per block, tried by unrolling) spilled
// (docs/benchmarks.md). The loop unroller leaves such loops rolled
// (PTOTargetTransformInfo.h).
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTOAccessFootprints.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

#define DEBUG_TYPE "pto-row-pipeline"

static cl::opt<bool> EnableRowPipeline(
    "pto-enable-row-pipeline", cl::Hidden, cl::init(true),
    cl::desc("Overlap each row's first pass with the previous row's "
             "reductions in loops over rows"));

static cl::opt<bool> EnableReducedRows(
    "pto-row-pipeline-reduced-rows", cl::Hidden, cl::init(true),
    cl::desc("Split loops whose rows are only reduced (every vector load "
             "feeds a reduction across the lanes) before their reductions"));

static cl::opt<unsigned> VectorRegisterBudget(
    "pto-row-pipeline-registers", cl::Hidden, cl::init(32),
    cl::desc("Vector registers the row pipeline's pressure model may use"));

bool llvm::PTO::isRowPipelineEnabled() { return EnableRowPipeline; }

namespace llvm {
namespace PTO {
struct CrossLaneReduction {
  unsigned Intr;
};
#define GET_PTOCrossLaneReductions_DECL
#define GET_PTOCrossLaneReductions_IMPL
#include "PTOGenSearchableTables.inc"
} // namespace PTO
} // namespace llvm

bool llvm::PTO::isCrossLaneReduction(const Instruction &I) {
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  return II && lookupCrossLaneReduction(II->getIntrinsicID());
}

namespace {

/// The vector registers a value of type \p T takes (masks, which have
/// registers of their own, and scalars take none).
unsigned vectorRegisters(Type *T) {
  if (auto *ST = dyn_cast<StructType>(T)) {
    unsigned N = 0;
    for (Type *E : ST->elements())
      N += vectorRegisters(E);
    return N;
  }
  auto *VT = dyn_cast<FixedVectorType>(T);
  if (!VT || VT->getElementType()->isIntegerTy(1))
    return 0;
  return std::max<uint64_t>(1, VT->getPrimitiveSizeInBits() /
                                   PTO::VectorRegisterBits);
}

/// \p V without bitcasts, which keep the register.
Value *stripBitCasts(Value *V) {
  while (auto *Cast = dyn_cast<BitCastInst>(V))
    V = Cast->getOperand(0);
  return V;
}

/// The peak of vector registers live in \p Seq, in its order: values
/// defined in it live from their definition to their last use in it (or to
/// its end if \p LiveOut holds them); values from outside (\p Seq's
/// operands not defined in it) from its start. A vlds at the (pointer,
/// offset) of an earlier vsts of \p Seq counts as the stored register, as
/// PTOForwardUBRegisters will make it.
unsigned peakPressure(ArrayRef<Instruction *> Seq,
                      const SmallPtrSetImpl<Value *> &LiveOut) {
  DenseMap<Value *, Value *> Alias; // forwarded load -> stored value
  DenseMap<std::pair<Value *, Value *>, Value *> Stored;
  DenseMap<Value *, unsigned> Def, Last;
  auto Resolve = [&](Value *V) {
    for (;;) {
      if (auto It = Alias.find(V); It != Alias.end())
        V = It->second;
      else if (auto *Cast = dyn_cast<BitCastInst>(V))
        V = Cast->getOperand(0); // the same register
      else
        return V;
    }
  };
  for (unsigned Idx = 0; Idx < Seq.size(); ++Idx) {
    Instruction *I = Seq[Idx];
    if (isa<BitCastInst>(I))
      continue;
    if (const auto *II = dyn_cast<IntrinsicInst>(I)) {
      if (II->getIntrinsicID() == Intrinsic::pto_vsts)
        Stored[{II->getArgOperand(1), II->getArgOperand(2)}] =
            Resolve(II->getArgOperand(0));
      if (II->getIntrinsicID() == Intrinsic::pto_vlds) {
        auto It = Stored.find({II->getArgOperand(0), II->getArgOperand(1)});
        if (It != Stored.end()) {
          Alias[I] = It->second;
          continue;
        }
      }
    }
    for (Value *Op : I->operands()) {
      Value *V = Resolve(Op);
      if (!vectorRegisters(V->getType()) || isa<Constant>(V))
        continue;
      if (!Def.count(V))
        Def[V] = 0; // from outside: live from the start
      Last[V] = Idx;
    }
    if (vectorRegisters(I->getType()))
      Def[I] = Idx;
  }
  for (Value *V : LiveOut)
    if (Def.count(Resolve(V)))
      Last[Resolve(V)] = Seq.size();
  SmallVector<int, 64> Delta(Seq.size() + 2, 0);
  for (auto &[V, D] : Def) {
    auto It = Last.find(V);
    if (It == Last.end())
      continue; // defined, never used
    unsigned N = vectorRegisters(V->getType());
    Delta[D] += N;
    Delta[It->second + 1] -= N;
  }
  int Live = 0, Peak = 0;
  for (int D : Delta)
    Peak = std::max(Peak, Live += D);
  return Peak;
}

class PTORowPipeline : public FunctionPass {
public:
  static char ID;
  PTORowPipeline() : FunctionPass(ID) {
    initializePTORowPipelinePass(*PassRegistry::getPassRegistry());
  }
  StringRef getPassName() const override { return "PTO row pipeline"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.addRequired<LoopInfoWrapperPass>();
  }
  bool runOnFunction(Function &F) override;

private:
  bool pipeline(Loop &L, LoopInfo &LI, DominatorTree &DT);
};

} // namespace

bool PTORowPipeline::runOnFunction(Function &F) {
  if (skipFunction(F) || !EnableRowPipeline)
    return false;
  auto &LI = getAnalysis<LoopInfoWrapperPass>().getLoopInfo();
  auto &DT = getAnalysis<DominatorTreeWrapperPass>().getDomTree();
  SmallVector<Loop *, 8> Loops;
  for (Loop *L : LI.getLoopsInPreorder())
    if (L->isInnermost() && L->getNumBlocks() == 1)
      Loops.push_back(L);
  bool Changed = false;
  for (Loop *L : Loops)
    Changed |= pipeline(*L, LI, DT);
  return Changed;
}

bool PTORowPipeline::pipeline(Loop &L, LoopInfo &LI, DominatorTree &DT) {
  BasicBlock *H = L.getHeader();
  BasicBlock *Pre = L.getLoopPreheader();
  BasicBlock *Exit = L.getExitBlock();
  auto *Latch = dyn_cast<BranchInst>(H->getTerminator());
  if (!Pre || !Exit || !Latch || !Latch->isConditional() ||
      !isa<BranchInst>(Pre->getTerminator()))
    return false;
  // The exit of an unrolled loop, which the guard around it reaches too, is
  // split below for rows that are only reduced.
  bool SharedExit = !Exit->getSinglePredecessor();
  bool ContinueOnTrue = Latch->getSuccessor(0) == H;

  // Stage A: the backward slice of the first cross-lane reduction.
  SmallVector<Instruction *, 4> Reductions;
  for (Instruction &I : *H)
    if (PTO::isCrossLaneReduction(I))
      Reductions.push_back(&I);
  if (Reductions.empty())
    return false;
  Instruction *Reduction = Reductions.front();
  auto Slice = [&](Instruction *Root, SmallPtrSetImpl<Instruction *> &Set) {
    SmallVector<Instruction *, 64> Work{Root};
    Set.insert(Root);
    while (!Work.empty()) {
      Instruction *I = Work.pop_back_val();
      for (Value *Op : I->operands()) {
        auto *OpI = dyn_cast<Instruction>(Op);
        if (OpI && OpI->getParent() == H && !isa<PHINode>(OpI) &&
            Set.insert(OpI).second)
          Work.push_back(OpI);
      }
    }
  };
  SmallPtrSet<Instruction *, 32> InA, InCond;
  // Rows that are reduced and nothing else (rowsum: every vector load
  // feeds a reduction) have no second pass to overlap with: their stage A
  // is what the reductions read (the loads and partial sums of all the
  // rows of the body), and stage B the reductions, their broadcasts and
  // stores, so that a row's vcadd waits in the next iteration while the
  // next rows load.
  SmallPtrSet<Instruction *, 32> Reduced;
  for (Instruction *R : Reductions)
    Slice(R, Reduced);
  bool ReducedOnly = EnableReducedRows && Reductions.size() > 1 &&
                     all_of(*H, [&](Instruction &I) {
                       return !I.mayReadFromMemory() ||
                              !vectorRegisters(I.getType()) ||
                              Reduced.count(&I);
                     });
  if (ReducedOnly) {
    for (Instruction *R : Reductions)
      for (Value *Op : R->operands())
        if (auto *OpI = dyn_cast<Instruction>(Op))
          if (OpI->getParent() == H && !isa<PHINode>(OpI) && !InA.count(OpI))
            Slice(OpI, InA);
  } else if (SharedExit) {
    return false;
  } else {
    Slice(Reduction, InA);
  }
  // And what is computed from A alone without touching memory (the
  // broadcast of the reduction, a scaling of it): the next iteration then
  // starts from the finished value.
  for (Instruction &I : *H)
    if (!ReducedOnly && !InA.count(&I) && !isa<PHINode>(I) &&
        !I.isTerminator() && !I.isDebugOrPseudoInst() &&
        !I.mayReadOrWriteMemory() && !I.mayHaveSideEffects() &&
        any_of(I.operands(),
               [&](Value *Op) {
                 auto *OpI = dyn_cast<Instruction>(Op);
                 return OpI && InA.count(OpI);
               }) &&
        all_of(I.operands(), [&](Value *Op) {
          auto *OpI = dyn_cast<Instruction>(Op);
          return !OpI || InA.count(OpI) || !L.contains(OpI);
        }))
      InA.insert(&I);
  auto *Cond = dyn_cast<Instruction>(Latch->getCondition());
  if (!Cond || Cond->getParent() != H)
    return false;
  Slice(Cond, InCond);

  // A and the exit test are cloned; A reads memory only before B's first
  // write, or UB bytes that no write of B before it touches in the whole
  // function (their !pto.ub.footprint intervals are apart); the exit test
  // does not touch memory.
  SmallVector<Instruction *, 64> A, B, CondSeq;
  SmallVector<Instruction *, 8> BWrites;
  bool BWrote = false, Loads = false;
  auto ApartFromBWrites = [&](Instruction &I) {
    std::optional<PTO::UBInterval> R = PTO::getUBFootprint(I);
    return R && all_of(BWrites, [&](Instruction *W) {
             std::optional<PTO::UBInterval> WR = PTO::getUBFootprint(*W);
             return WR && !WR->overlaps(*R);
           });
  };
  for (Instruction &I : *H) {
    if (isa<PHINode>(I) || I.isTerminator())
      continue;
    if (InCond.count(&I)) {
      if (I.mayReadOrWriteMemory() || I.mayHaveSideEffects())
        return false;
      CondSeq.push_back(&I);
    }
    if (!InA.count(&I)) {
      B.push_back(&I);
      if (!I.isDebugOrPseudoInst() && !isa<LifetimeIntrinsic>(I) &&
          (I.mayWriteToMemory() || I.mayHaveSideEffects())) {
        BWrote = true;
        BWrites.push_back(&I);
      }
      continue;
    }
    if (I.mayWriteToMemory() || I.mayHaveSideEffects() ||
        (I.mayReadFromMemory() && BWrote && !ApartFromBWrites(I)) ||
        isa<AllocaInst>(I))
      return false;
    Loads |= I.mayReadFromMemory() && vectorRegisters(I.getType());
    A.push_back(&I);
  }
  if (!Loads)
    return false;
  // The header phis A and the exit test read: their values for the next
  // iteration are the latch's incoming values, which must come from B or
  // from outside the loop.
  for (PHINode &P : H->phis()) {
    auto *Next = dyn_cast<Instruction>(P.getIncomingValueForBlock(H));
    if (Next && InA.count(Next))
      return false;
  }

  // The register-pressure model.
  unsigned Invariant = 0;
  SmallPtrSet<Value *, 16> Seen;
  for (Instruction &I : *H)
    for (Value *Op : I.operands())
      if (auto *OpI = dyn_cast<Instruction>(stripBitCasts(Op)))
        if (!L.contains(OpI) && Seen.insert(OpI).second)
          Invariant += vectorRegisters(OpI->getType());
  SmallPtrSet<Value *, 8> UsedAfterA, NoneLiveOut;
  for (Instruction *I : A)
    if (any_of(I->users(), [&](User *U) {
          auto *UI = cast<Instruction>(U);
          return !InA.count(UI) && !UI->isDebugOrPseudoInst();
        }))
      UsedAfterA.insert(I);
  unsigned PeakA = peakPressure(A, UsedAfterA);
  unsigned PeakB = peakPressure(B, NoneLiveOut);
  LLVM_DEBUG(dbgs() << "row pipeline " << H->getName() << ": A " << A.size()
                    << " instructions, peak " << PeakA << "; B " << B.size()
                    << ", peak " << PeakB << "; invariant " << Invariant
                    << "; carried " << UsedAfterA.size() << "\n");
  if (PeakA + PeakB + Invariant > VectorRegisterBudget)
    return false;

  // Scalars of A that B uses too and that come from the phis and values
  // from outside (row addresses): B computes its own copy rather than
  // taking A's from the iteration before.
  auto IsBUse = [&](Use &U) {
    auto *UI = cast<Instruction>(U.getUser());
    return UI->getParent() == H && !InA.count(UI);
  };
  SmallVector<Instruction *, 4> Copies;
  for (Instruction *I : A) {
    if (vectorRegisters(I->getType()) || I->mayReadFromMemory() ||
        none_of(I->uses(), IsBUse) || any_of(I->operands(), [&](Value *Op) {
          auto *OpI = dyn_cast<Instruction>(Op);
          return OpI && OpI->getParent() == H && !isa<PHINode>(OpI);
        }))
      continue;
    Instruction *C = I->clone();
    C->insertBefore(H->getFirstInsertionPt());
    C->setName(I->getName());
    I->replaceUsesWithIf(C, IsBUse);
    Copies.push_back(C);
  }
  B.insert(B.begin(), Copies.begin(), Copies.end());

  // A's results that B or the code after the loop uses.
  SmallVector<Instruction *, 8> Carried;
  for (Instruction *I : A)
    for (User *U : I->users()) {
      auto *UI = cast<Instruction>(U);
      if (UI->isDebugOrPseudoInst())
        continue; // a location alone carries nothing
      if (UI->getParent() != H || !InA.count(UI)) {
        Carried.push_back(I);
        break;
      }
    }

  // An exit that other blocks reach too (the guard around an unrolled
  // loop) gets a block of its own, which the epilogue then precedes.
  if (SharedExit)
    Exit = SplitEdge(H, Exit, &DT, &LI);

  // Values used after the loop through phis of the exit block, which the
  // epilogue then feeds.
  formLCSSA(L, DT, &LI, nullptr);

  // The prologue: A(0) and the test for a second iteration in the
  // preheader.
  auto CloneInto = [](ArrayRef<Instruction *> Seq, Instruction *Before,
                      ValueToValueMapTy &VM) {
    for (Instruction *I : Seq) {
      Instruction *C = I->clone();
      C->insertBefore(Before);
      if (I->hasName())
        C->setName(I->getName());
      RemapInstruction(C, VM, RF_IgnoreMissingLocals | RF_NoModuleLevelChanges);
      VM[I] = C;
    }
  };
  ValueToValueMapTy VPre;
  for (PHINode &P : H->phis())
    VPre[&P] = P.getIncomingValueForBlock(Pre);
  CloneInto(A, Pre->getTerminator(), VPre);
  ValueToValueMapTy VPreCond;
  for (auto KV : VPre)
    VPreCond[KV.first] = KV.second;
  CloneInto(CondSeq, Pre->getTerminator(), VPreCond);

  // The kernel: B(i), then A(i+1) and the test for an iteration after i+1.
  SmallVector<PHINode *, 8> HeaderPhis;
  for (PHINode &P : H->phis())
    HeaderPhis.push_back(&P);
  DenseMap<Instruction *, PHINode *> CarriedPhi;
  for (Instruction *I : Carried) {
    PHINode *P = PHINode::Create(I->getType(), 2, I->getName() + ".pipe");
    P->insertBefore(H->getFirstNonPHIIt());
    P->addIncoming(VPre[I], Pre);
    CarriedPhi[I] = P;
    I->replaceUsesWithIf(P, [&](Use &U) {
      auto *UI = cast<Instruction>(U.getUser());
      return UI->getParent() == H && !InA.count(UI) && UI != P;
    });
  }
  ValueToValueMapTy VNext;
  for (PHINode *P : HeaderPhis)
    VNext[P] = P->getIncomingValueForBlock(H);
  CloneInto(A, Latch, VNext);
  ValueToValueMapTy VNextCond;
  for (auto KV : VNext)
    VNextCond[KV.first] = KV.second;
  CloneInto(CondSeq, Latch, VNextCond);
  for (auto &[I, P] : CarriedPhi)
    P->addIncoming(VNext[I], H);

  // The epilogue: B(N-1), after the kernel or, for one iteration, the
  // prologue.
  LLVMContext &Ctx = H->getContext();
  BasicBlock *Epil = BasicBlock::Create(Ctx, H->getName() + ".pipe.epil",
                                        H->getParent(), Exit);
  ValueToValueMapTy VEpil;
  for (PHINode *P : HeaderPhis) {
    PHINode *E = PHINode::Create(P->getType(), 2, P->getName() + ".epil", Epil);
    E->addIncoming(P->getIncomingValueForBlock(Pre), Pre);
    E->addIncoming(P->getIncomingValueForBlock(H), H);
    VEpil[P] = E;
  }
  for (Instruction *I : Carried) {
    PHINode *E = PHINode::Create(I->getType(), 2, I->getName() + ".epil", Epil);
    E->addIncoming(VPre[I], Pre);
    E->addIncoming(VNext[I], H);
    VEpil[CarriedPhi[I]] = E;
    VEpil[I] = E;
  }
  BranchInst *EpilBr = BranchInst::Create(Exit, Epil);
  CloneInto(B, EpilBr, VEpil);
  for (PHINode &P : Exit->phis())
    for (unsigned K = 0; K < P.getNumIncomingValues(); ++K)
      if (P.getIncomingBlock(K) == H) {
        P.setIncomingBlock(K, Epil);
        if (Value *V = VEpil.lookup(P.getIncomingValue(K)))
          P.setIncomingValue(K, V);
      }

  // The branches: into the kernel from the prologue if there is a second
  // iteration; around it while there is an iteration after the next.
  Instruction *PreBr = Pre->getTerminator();
  Value *Cond0 = VPreCond[Cond];
  BranchInst *NewPreBr =
      BranchInst::Create(ContinueOnTrue ? H : Epil, ContinueOnTrue ? Epil : H,
                         Cond0, PreBr->getIterator());
  if (ReducedOnly)
    NewPreBr->setMetadata(PTO::RowPipelinePrologue, MDNode::get(Ctx, {}));
  PreBr->eraseFromParent();
  Latch->setCondition(VNextCond[Cond]);
  Latch->setSuccessor(ContinueOnTrue ? 1 : 0, Epil);

  // A(i) of the kernel is A(i+1) of the iteration before.
  for (Instruction *I : reverse(A)) {
    I->replaceAllUsesWith(PoisonValue::get(I->getType()));
    I->eraseFromParent();
  }
  RecursivelyDeleteTriviallyDeadInstructions(Cond);
  // The epilogue's copy of the exit test.
  for (Instruction &I : make_early_inc_range(reverse(*Epil)))
    if (isInstructionTriviallyDead(&I))
      I.eraseFromParent();

  // For the machine scheduler (PTOMachineScheduler.cpp).
  addStringMetadataToLoop(&L, PTO::RowPipelinedLoop);

  DT.addNewBlock(Epil, Pre);
  DT.changeImmediateDominator(Exit, Epil);
  if (Loop *Parent = L.getParentLoop())
    Parent->addBasicBlockToLoop(Epil, LI);
  return true;
}

char PTORowPipeline::ID = 0;

INITIALIZE_PASS_BEGIN(PTORowPipeline, DEBUG_TYPE, "PTO row pipeline", false,
                      false)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(LoopInfoWrapperPass)
INITIALIZE_PASS_END(PTORowPipeline, DEBUG_TYPE, "PTO row pipeline", false,
                    false)

FunctionPass *llvm::createPTORowPipelinePass() { return new PTORowPipeline(); }
