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
// A row whose stage B ends in a second reduction and a last pass that
// needs it (layernorm: the squares' vcadd, 1 / sqrt(var + eps), then the
// scaling of the stored row) waits, in the block B(i); A(i+1), for the
// chain from that reduction to the division with only A(i+1) to fill it.
// That last pass C then moves into the next iteration, reloading the row
// from UB (sinkLastPass): a third stage, C(i-1); B'(i); A(i+1)
// (-pto-row-pipeline-last-pass=false turns it off; layernorm at 4 MB: 229141
// -> 216089 cycles, docs/scheduling.md).
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
#include "llvm/IR/Module.h"
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

static cl::opt<bool> EnableLastPassStage(
    "pto-row-pipeline-last-pass", cl::Hidden, cl::init(true),
    cl::desc("Pipeline a row loop by a third stage: the pass after the "
             "row's last reduction runs in the next iteration, reloading "
             "the row from UB"));

static cl::opt<unsigned> LastPassStores(
    "pto-row-pipeline-last-pass-stores", cl::Hidden, cl::init(7),
    cl::desc("Stores of the last pass (its last ones in the block) that the "
             "third stage moves into the next iteration; 0: all"));

static cl::opt<bool> LastPassReload(
    "pto-row-pipeline-last-pass-reload", cl::Hidden, cl::init(true),
    cl::desc("The third stage reloads the row from UB; otherwise it takes "
             "the registers the pass before stored there, carried across "
             "the loop's back edge"));

static cl::opt<unsigned> LastPassChain(
    "pto-row-pipeline-last-pass-chain", cl::Hidden, cl::init(5),
    cl::desc("Vector operations from the last reduction to the last pass "
             "(the reduction included) above which the third stage is "
             "used"));

static cl::opt<bool> LastPassEpilogue(
    "pto-row-pipeline-last-pass-epilogue", cl::Hidden, cl::init(true),
    cl::desc("With the third stage, the last row's passes follow the row "
             "before's last pass in one block"));

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

/// Whether \p I computes a value from its operands alone.
static bool isPure(const Instruction &I) {
  return !isa<PHINode>(I) && !I.isTerminator() && !I.mayReadOrWriteMemory() &&
         !I.mayHaveSideEffects() && !I.isDebugOrPseudoInst();
}

/// The value header phi \p P had in the iteration before, computed at
/// \p Before: P - step for an induction variable with a constant step (an
/// add or a getelementptr of constant offset), so that ScalarEvolution
/// relates the addresses of two iterations; null otherwise.
static Value *previousValue(PHINode *P, BasicBlock *H, Instruction *Before) {
  auto *Next = dyn_cast<Instruction>(P->getIncomingValueForBlock(H));
  if (!Next)
    return nullptr;
  if (auto *Add = dyn_cast<BinaryOperator>(Next)) {
    if (Add->getOpcode() != Instruction::Add)
      return nullptr;
    Value *Step = Add->getOperand(0) == P   ? Add->getOperand(1)
                  : Add->getOperand(1) == P ? Add->getOperand(0)
                                            : nullptr;
    if (!Step || !isa<ConstantInt>(Step))
      return nullptr;
    return BinaryOperator::CreateSub(P, Step, P->getName() + ".prev",
                                     Before->getIterator());
  }
  if (auto *GEP = dyn_cast<GetElementPtrInst>(Next)) {
    const DataLayout &DL = H->getModule()->getDataLayout();
    APInt Offset(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
    if (GEP->getPointerOperand() != P ||
        !GEP->accumulateConstantOffset(DL, Offset))
      return nullptr;
    return GetElementPtrInst::Create(
        Type::getInt8Ty(H->getContext()), P,
        {ConstantInt::get(H->getContext(), -Offset)}, P->getName() + ".prev",
        Before->getIterator());
  }
  return nullptr;
}

/// Whether \p I stores a whole f32 register (vsts NORM_B32 under an
/// all-true pset_b32 mask).
static bool isWholeRegisterStore(const Instruction &I) {
  const auto *Store = dyn_cast<IntrinsicInst>(&I);
  if (!Store || Store->getIntrinsicID() != Intrinsic::pto_vsts)
    return false;
  auto *VT = dyn_cast<FixedVectorType>(Store->getArgOperand(0)->getType());
  auto *Dist = dyn_cast<ConstantInt>(Store->getArgOperand(3));
  auto *Set = dyn_cast<IntrinsicInst>(Store->getArgOperand(4));
  auto *Pattern = Set && Set->getIntrinsicID() == Intrinsic::pto_pset_b32
                      ? dyn_cast<ConstantInt>(Set->getArgOperand(0))
                      : nullptr;
  return VT && VT->getPrimitiveSizeInBits() == PTO::VectorRegisterBits &&
         VT->getScalarSizeInBits() == 32 && Dist &&
         Dist->getZExtValue() == PTO::StoreDist_NORM_B32 && Pattern &&
         Pattern->getZExtValue() == PTO::Pattern_PAT_ALL;
}

/// The (pointer, constant offset) a vlds or vsts addresses.
static std::optional<std::pair<Value *, int64_t>>
getRegisterAddress(const Instruction &I) {
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II)
    return std::nullopt;
  unsigned Ptr;
  if (II->getIntrinsicID() == Intrinsic::pto_vlds)
    Ptr = 0;
  else if (II->getIntrinsicID() == Intrinsic::pto_vsts)
    Ptr = 1;
  else
    return std::nullopt;
  auto *Off = dyn_cast<ConstantInt>(II->getArgOperand(Ptr + 1));
  if (!Off)
    return std::nullopt;
  return std::make_pair(II->getArgOperand(Ptr), Off->getSExtValue());
}

/// Whether \p I, a memory access of the loop, cannot touch the register
/// \p Store writes: the same pointer a register or more away, or UB bytes
/// apart (!pto.ub.footprint).
static bool apartFrom(const Instruction &I, const Instruction &Store) {
  auto A = getRegisterAddress(I), B = getRegisterAddress(Store);
  constexpr int64_t Bytes = PTO::VectorRegisterBits / 8;
  if (A && B && A->first == B->first)
    return A->second - B->second >= Bytes || B->second - A->second >= Bytes;
  std::optional<PTO::UBInterval> IB = PTO::getUBFootprint(I),
                                 SB = PTO::getUBFootprint(Store);
  return IB && SB && !IB->overlaps(*SB);
}

/// The store of \p X's block whose whole register \p X, a whole-register
/// load (vlds NORM), reads, if no instruction between them may write those
/// bytes. Null otherwise.
static IntrinsicInst *storedBefore(Instruction &X) {
  auto *Load = dyn_cast<IntrinsicInst>(&X);
  if (!Load || Load->getIntrinsicID() != Intrinsic::pto_vlds)
    return nullptr;
  auto *LoadDist = dyn_cast<ConstantInt>(Load->getArgOperand(2));
  auto *LoadOff = dyn_cast<ConstantInt>(Load->getArgOperand(1));
  auto *VT = dyn_cast<FixedVectorType>(X.getType());
  if (!LoadDist || LoadDist->getZExtValue() != PTO::LoadDist_NORM || !LoadOff ||
      !VT || VT->getPrimitiveSizeInBits() != PTO::VectorRegisterBits)
    return nullptr;
  std::optional<PTO::UBInterval> LoadBytes = PTO::getUBFootprint(X);
  for (Instruction *I = X.getPrevNode(); I; I = I->getPrevNode()) {
    if (!I->mayWriteToMemory() && !I->mayHaveSideEffects())
      continue;
    auto *Store = dyn_cast<IntrinsicInst>(I);
    if (!Store || Store->getIntrinsicID() != Intrinsic::pto_vsts)
      return nullptr;
    auto *Off = dyn_cast<ConstantInt>(Store->getArgOperand(2));
    if (Store->getArgOperand(1) != Load->getArgOperand(0) || !Off) {
      std::optional<PTO::UBInterval> Bytes = PTO::getUBFootprint(*I);
      if (LoadBytes && Bytes && !Bytes->overlaps(*LoadBytes))
        continue;
      return nullptr;
    }
    int64_t Distance = Off->getSExtValue() - LoadOff->getSExtValue();
    if (Distance >= PTO::VectorRegisterBits / 8 ||
        Distance <= -int64_t(PTO::VectorRegisterBits / 8))
      continue;
    if (Distance != 0 || Store->getArgOperand(0)->getType() != X.getType() ||
        !isWholeRegisterStore(*Store))
      return nullptr;
    return Store;
  }
  return nullptr;
}

/// The third stage of a pipelined row loop (block \p H: B(i), then A(i+1),
/// B being \p B). C, the pass that comes after B's last reduction across
/// the lanes and the values computed from that reduction alone (a
/// normalisation's scaling pass: it loads the row B stored, multiplies it
/// by the reduction's reciprocal and stores it), moves into the next
/// iteration:
///
///   A(0); B(0)                       (the 2-stage prologue and a copy of
///   for i in 1..N-1:                  the block without C: block H0)
///     C(i-1); B'(i); A(i+1)          (B' = B without C)
///   C(N-1)...                        (block E, then the 2-stage epilogue)
///
/// so that row i-1's pass fills the cycles row i's reduction and the
/// values computed from it take (the chain from a vcadd to a vdiv, 74
/// cycles in layernorm, longer than row i+1's first pass). C's loads then
/// read the row from UB, as the stores of its own iteration are no longer
/// in its block to forward them (PTOForwardUBRegisters): a vlds more per
/// register, and the store of the pass before stays. So only the last
/// LastPassStores stores of C and what they need move: enough to fill the
/// chain, not so many that the added loads and stores outweigh it.
/// Without reloading (-pto-row-pipeline-last-pass-reload=false) the moved
/// part takes the registers the pass before stored instead, carried
/// across the back edge, and those stores go where C overwrites them
/// unread. What C needs of B (the reciprocal) is carried in a phi, its
/// addresses are recomputed from the induction variables less their step,
/// so that ScalarEvolution sees them a row apart from B's. The memory
/// accesses keep their order but for A(i+1)'s reads, which move ahead of
/// C(i) and must be apart from C's writes (!pto.ub.footprint).
static bool sinkLastPass(Loop &L, LoopInfo &LI, DominatorTree &DT,
                         ArrayRef<Instruction *> BSeq, BasicBlock *Epil) {
  BasicBlock *H = L.getHeader();
  // The 2-stage prologue, which branches to H or the epilogue.
  BasicBlock *Pre = L.getLoopPredecessor();
  auto *Latch = dyn_cast<BranchInst>(H->getTerminator());
  if (!Pre || !Latch || !Latch->isConditional())
    return false;
  // B's instructions still in the block (the 2-stage split deleted the
  // exit test's), in block order.
  SmallPtrSet<Instruction *, 32> InB(BSeq.begin(), BSeq.end());
  SmallVector<Instruction *, 64> B;
  Instruction *R = nullptr;
  for (Instruction &I : *H)
    if (InB.count(&I)) {
      B.push_back(&I);
      if (PTO::isCrossLaneReduction(I))
        R = &I;
    }
  if (!R)
    return false;
  // K: the reduction and what is computed from it alone (its broadcast, a
  // reciprocal); values of the loop that depend on nothing in it (a vdup)
  // count as from outside.
  SmallPtrSet<Instruction *, 16> K, Free;
  auto Outside = [&](Value *V) {
    auto *I = dyn_cast<Instruction>(V);
    return !I || !L.contains(I) || Free.count(I);
  };
  for (Instruction &I : *H)
    if (isPure(I) && all_of(I.operands(), Outside))
      Free.insert(&I);
  K.insert(R);
  for (Instruction *I : B)
    if (I != R && isPure(*I) && !Free.count(I) &&
        any_of(I->operands(),
               [&](Value *Op) {
                 auto *OpI = dyn_cast<Instruction>(Op);
                 return OpI && K.count(OpI);
               }) &&
        all_of(I->operands(), [&](Value *Op) {
          auto *OpI = dyn_cast<Instruction>(Op);
          return Outside(Op) || K.count(OpI);
        }))
      K.insert(I);
  // A short chain (softmax: vcadd, broadcast, vdiv) is covered by A(i+1)
  // already; C is moved only after a long one (layernorm's six).
  if (count_if(K, [](Instruction *I) {
        return vectorRegisters(I->getType()) && !isa<BitCastInst>(I);
      }) < LastPassChain)
    return false;
  // C: B's instructions that use K or C, and the loads only C uses.
  SmallSetVector<Instruction *, 32> C;
  for (Instruction *I : B)
    if (!K.count(I) && !Free.count(I) && !I->isDebugOrPseudoInst() &&
        any_of(I->operands(), [&](Value *Op) {
          auto *OpI = dyn_cast<Instruction>(Op);
          return OpI && (K.count(OpI) || C.count(OpI));
        }))
      C.insert(I);
  if (C.empty())
    return false;
  auto UsedByCOnly = [&](Instruction *I) {
    return !I->use_empty() && all_of(I->users(), [&](User *U) {
      auto *UI = cast<Instruction>(U);
      return C.count(UI) || UI->isDebugOrPseudoInst();
    });
  };
  for (Instruction *I : reverse(B))
    if (!C.count(I) && !K.count(I) && !Free.count(I) &&
        I->mayReadFromMemory() && !I->mayWriteToMemory() &&
        !I->mayHaveSideEffects() && UsedByCOnly(I))
      C.insert(I);
  // Only the last LastPassStores stores of C and what they need of C.
  SmallVector<Instruction *, 16> Stores;
  for (Instruction &I : *H)
    if (C.count(&I) && I.mayWriteToMemory())
      Stores.push_back(&I);
  if (LastPassStores && LastPassStores < Stores.size()) {
    SmallSetVector<Instruction *, 32> Moved;
    SmallVector<Instruction *, 16> Work(Stores.end() - LastPassStores,
                                        Stores.end());
    while (!Work.empty()) {
      Instruction *I = Work.pop_back_val();
      if (!Moved.insert(I))
        continue;
      for (Value *Op : I->operands())
        if (auto *OpI = dyn_cast<Instruction>(Op); OpI && C.count(OpI))
          Work.push_back(OpI);
    }
    C = std::move(Moved);
  }
  // C's values are C's alone; it writes memory (a last pass).
  bool Writes = false;
  for (Instruction *I : C) {
    if (!UsedByCOnly(I) && !I->use_empty())
      return false;
    if (isa<CallBase>(I) && !isa<IntrinsicInst>(I))
      return false;
    Writes |= I->mayWriteToMemory();
  }
  if (!Writes)
    return false;
  // Without reloading, a load of C that reads the whole register a store
  // of the block before it wrote (same address, nothing in between that
  // may write those bytes) takes that register, carried.
  DenseMap<Instruction *, Value *> Forward;
  SmallVector<Instruction *, 16> Overwritten;
  if (!LastPassReload)
    for (Instruction *X : C)
      if (IntrinsicInst *S = storedBefore(*X)) {
        Forward[X] = S->getArgOperand(0);
        // A store C overwrites (in the next iteration, or in the block
        // after the loop) that nothing else reads in between goes.
        auto Addr = getRegisterAddress(*S);
        bool Rewritten = any_of(C, [&](Instruction *T) {
          return T->mayWriteToMemory() && isWholeRegisterStore(*T) &&
                 getRegisterAddress(*T) == Addr;
        });
        bool Unread = all_of(*H, [&](Instruction &I) {
          return &I == X || &I == S || !I.mayReadFromMemory() ||
                 apartFrom(I, *S);
        });
        if (Rewritten && Unread && S->getParent() == H)
          Overwritten.push_back(S);
      }
  for (auto &KV : Forward)
    C.remove(KV.first);
  // Operands of C from the loop: vector values (and anything else not
  // recomputable) are carried from the iteration before; scalars computed
  // from induction variables are recomputed.
  SmallSetVector<Value *, 8> Carry;
  SmallSetVector<Instruction *, 8> Scalars; // in block order below
  SmallVector<Instruction *, 16> Work;
  for (Instruction *I : C)
    for (Value *Op : I->operands()) {
      auto *OpI = dyn_cast<Instruction>(Op);
      if (!OpI || !L.contains(OpI) || C.count(OpI))
        continue;
      if (Value *V = Forward.lookup(OpI)) {
        Carry.insert(V);
        continue;
      }
      if (Free.count(OpI) || (!vectorRegisters(OpI->getType()) &&
                              (isPure(*OpI) || isa<PHINode>(OpI)) &&
                              !OpI->getType()->isVectorTy()))
        Work.push_back(OpI);
      else
        Carry.insert(OpI);
    }
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    if (!Scalars.insert(I))
      continue;
    if (isa<PHINode>(I))
      continue;
    if (!isPure(*I))
      return false;
    for (Value *Op : I->operands())
      if (auto *OpI = dyn_cast<Instruction>(Op))
        if (L.contains(OpI))
          Work.push_back(OpI);
  }
  unsigned CarriedRegisters = 0;
  for (Value *V : Carry)
    CarriedRegisters += vectorRegisters(V->getType());
  if (CarriedRegisters > 2 + Forward.size() || any_of(Carry, [](Value *V) {
        return !V->getType()->isVectorTy() &&
               !V->getType()->isIntOrIntVectorTy() &&
               !V->getType()->isPointerTy();
      }))
    return false;
  // Memory: after C's first access, the block may only read, and only
  // bytes C does not write.
  SmallVector<Instruction *, 16> CWrites;
  for (Instruction *I : C)
    if (I->mayWriteToMemory())
      CWrites.push_back(I);
  bool SeenC = false;
  for (Instruction &I : *H) {
    if (C.count(&I) || Forward.count(&I)) {
      SeenC |= I.mayReadOrWriteMemory();
      continue;
    }
    if (!SeenC || I.isTerminator() || I.isDebugOrPseudoInst() ||
        !(I.mayReadOrWriteMemory() || I.mayHaveSideEffects()))
      continue;
    if (I.mayWriteToMemory() || I.mayHaveSideEffects())
      return false;
    std::optional<PTO::UBInterval> RI = PTO::getUBFootprint(I);
    if (!RI || any_of(CWrites, [&](Instruction *W) {
          std::optional<PTO::UBInterval> WR = PTO::getUBFootprint(*W);
          return !WR || WR->overlaps(*RI);
        }))
      return false;
  }
  auto *Cond = dyn_cast<Instruction>(Latch->getCondition());
  if (!Cond || C.count(Cond))
    return false;
  // Induction variables the recomputed scalars read: their values one
  // iteration back must be computable.
  SmallVector<PHINode *, 4> Phis;
  for (Instruction *I : Scalars)
    if (auto *P = dyn_cast<PHINode>(I))
      Phis.push_back(P);
  for (PHINode *P : Phis) {
    auto *Next = P->getIncomingValueForBlock(H);
    auto *Add = dyn_cast<BinaryOperator>(Next);
    auto *GEP = dyn_cast<GetElementPtrInst>(Next);
    bool Affine =
        (Add && Add->getOpcode() == Instruction::Add &&
         (Add->getOperand(0) == P || Add->getOperand(1) == P) &&
         (isa<ConstantInt>(Add->getOperand(0)) ||
          isa<ConstantInt>(Add->getOperand(1)))) ||
        (GEP && GEP->getPointerOperand() == P && GEP->hasAllConstantIndices());
    if (!Affine)
      return false;
  }
  LLVM_DEBUG(dbgs() << "row pipeline " << H->getName() << ": last pass of "
                    << C.size() << " instructions, carried " << CarriedRegisters
                    << " vector registers\n");

  for (auto &[X, V] : Forward) {
    X->replaceAllUsesWith(V);
    X->eraseFromParent();
  }
  for (Instruction *S : Overwritten)
    S->eraseFromParent();

  // H0: the block without C, for the first row after the prologue.
  LLVMContext &Ctx = H->getContext();
  BasicBlock *H0 = SplitEdge(Pre, H, &DT, &LI);
  H0->setName(H->getName() + ".pipe.first");
  BasicBlock *E = BasicBlock::Create(Ctx, H->getName() + ".pipe.last",
                                     H->getParent(), Epil);
  ValueToValueMapTy VH0;
  for (PHINode &P : H->phis())
    VH0[&P] = P.getIncomingValueForBlock(H0);
  Instruction *H0Br = H0->getTerminator();
  for (Instruction &I : *H) {
    if (isa<PHINode>(I) || I.isTerminator() || C.count(&I))
      continue;
    Instruction *Cl = I.clone();
    Cl->insertBefore(H0Br);
    if (I.hasName())
      Cl->setName(I.getName());
    RemapInstruction(Cl, VH0, RF_IgnoreMissingLocals | RF_NoModuleLevelChanges);
    VH0[&I] = Cl;
  }
  bool ContinueOnTrue = Latch->getSuccessor(0) == H;
  // Ordered as the pipelined block is (PTOMachineScheduler.cpp).
  BranchInst::Create(ContinueOnTrue ? H : E, ContinueOnTrue ? E : H, VH0[Cond],
                     H0Br->getIterator())
      ->setMetadata(PTO::RowPipelinePrologue, MDNode::get(Ctx, {}));
  H0Br->eraseFromParent();
  auto InH0 = [&](Value *V) {
    Value *M = VH0.lookup(V);
    return M ? M : V;
  };
  // H0 ran a whole iteration (B'(0) A(1)), so H starts at the next one:
  // its phis take from H0 what they take from H, as computed in H0.
  for (PHINode &P : H->phis())
    P.setIncomingValueForBlock(H0, InH0(P.getIncomingValueForBlock(H)));

  // The values C reads in H (the iteration before's) and in E (the last
  // iteration's).
  ValueToValueMapTy VH, VE;
  for (Value *V : Carry) {
    PHINode *P = PHINode::Create(V->getType(), 2, V->getName() + ".last",
                                 H->getFirstNonPHIIt());
    P->addIncoming(InH0(V), H0);
    P->addIncoming(V, H);
    VH[V] = P;
    PHINode *PE = PHINode::Create(V->getType(), 2, V->getName() + ".last", E);
    PE->addIncoming(InH0(V), H0);
    PE->addIncoming(V, H);
    VE[V] = PE;
  }
  Instruction *Top = &*H->getFirstInsertionPt();
  for (PHINode *P : Phis) {
    VH[P] = previousValue(P, H, Top);
    PHINode *PE = PHINode::Create(P->getType(), 2, P->getName() + ".last", E);
    PE->addIncoming(InH0(P), H0);
    PE->addIncoming(P, H);
    VE[P] = PE;
  }
  // The 2-stage epilogue's phis: their values from H now come through E.
  for (PHINode &P : Epil->phis())
    for (unsigned Idx = 0; Idx < P.getNumIncomingValues(); ++Idx)
      if (P.getIncomingBlock(Idx) == H) {
        Value *V = P.getIncomingValue(Idx);
        PHINode *PE = PHINode::Create(V->getType(), 2, V->getName() + ".last",
                                      E->getFirstNonPHIIt());
        PE->addIncoming(InH0(V), H0);
        PE->addIncoming(V, H);
        P.setIncomingBlock(Idx, E);
        P.setIncomingValue(Idx, PE);
      }
  Latch->setSuccessor(ContinueOnTrue ? 1 : 0, E);
  BranchInst *EBr = BranchInst::Create(Epil, E);

  // The recomputed scalars, in block order, at the top of H and in E.
  SmallVector<Instruction *, 16> ScalarOrder;
  for (Instruction &I : *H)
    if (!isa<PHINode>(I) && Scalars.count(&I))
      ScalarOrder.push_back(&I);
  Instruction *Last = Top->getPrevNode(); // null if nothing comes before C
  if (Last && isa<PHINode>(Last))
    Last = nullptr;
  for (Instruction *I : ScalarOrder)
    for (auto [VM, Before] :
         {std::pair<ValueToValueMapTy *, Instruction *>{&VH, Top},
          {&VE, EBr}}) {
      Instruction *Cl = I->clone();
      Cl->insertBefore(Before);
      Cl->setName(I->getName() + ".last");
      RemapInstruction(Cl, *VM,
                       RF_IgnoreMissingLocals | RF_NoModuleLevelChanges);
      (*VM)[I] = Cl;
      if (VM == &VH)
        Last = Cl;
    }
  // C: moved to the top of H (after the recomputed scalars), copied to E.
  SmallVector<Instruction *, 64> COrder;
  for (Instruction &I : *H)
    if (C.count(&I))
      COrder.push_back(&I);
  for (Instruction *I : COrder) {
    Instruction *Cl = I->clone();
    Cl->insertBefore(EBr);
    if (I->hasName())
      Cl->setName(I->getName());
    RemapInstruction(Cl, VE, RF_IgnoreMissingLocals | RF_NoModuleLevelChanges);
    VE[I] = Cl;
  }
  for (Instruction *I : COrder) {
    if (Last)
      I->moveAfter(Last);
    else if (&*H->getFirstInsertionPt() != I)
      I->moveBefore(&*H->getFirstInsertionPt());
    Last = I;
    RemapInstruction(I, VH, RF_IgnoreMissingLocals | RF_NoModuleLevelChanges);
  }
  // Debug uses of C left behind refer to the row before: dropped.
  for (Instruction *I : COrder)
    for (User *U : make_early_inc_range(I->users()))
      if (auto *UI = dyn_cast<Instruction>(U);
          UI && UI->isDebugOrPseudoInst() && !C.count(UI))
        UI->eraseFromParent();

  DT.addNewBlock(E, H0);
  if (Loop *Parent = L.getParentLoop())
    Parent->addBasicBlockToLoop(E, LI);

  // The last row's B follows in E too (a copy of the 2-stage epilogue,
  // which only loops of one row then run), so that the row before's C
  // fills the cycles of its chain.
  auto *EpilBr = dyn_cast<BranchInst>(Epil->getTerminator());
  if (!LastPassEpilogue || !EpilBr || !EpilBr->isUnconditional())
    return true;
  BasicBlock *Exit = EpilBr->getSuccessor(0);
  ValueToValueMapTy VM;
  for (PHINode &P : Epil->phis())
    VM[&P] = P.getIncomingValueForBlock(E);
  for (Instruction &I : *Epil) {
    if (isa<PHINode>(I) || I.isTerminator())
      continue;
    Instruction *Cl = I.clone();
    Cl->insertBefore(EBr);
    if (I.hasName())
      Cl->setName(I.getName());
    RemapInstruction(Cl, VM, RF_IgnoreMissingLocals | RF_NoModuleLevelChanges);
    VM[&I] = Cl;
  }
  EBr->setSuccessor(0, Exit);
  for (PHINode &P : Exit->phis()) {
    Value *V = P.getIncomingValueForBlock(Epil);
    Value *M = VM.lookup(V);
    P.addIncoming(M ? M : V, E);
  }
  for (PHINode &P : Epil->phis())
    P.removeIncomingValue(E, /*DeletePHIIfEmpty=*/false);
  DT.changeImmediateDominator(Exit, DT.findNearestCommonDominator(Epil, E));
  return true;
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
  if (!ReducedOnly && EnableLastPassStage)
    sinkLastPass(L, LI, DT, B, Epil);
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
