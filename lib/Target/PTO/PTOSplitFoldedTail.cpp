//===-- PTOSplitFoldedTail.cpp - Unmasked body for tail-folded loops ------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The loop vectoriser folds the tail of a PTO loop into its body: every
// iteration masks its accesses with llvm.get.active.lane.mask(index, n),
// and it does not interleave such loops. Each register then costs a plt
// and the saturating subtraction before it, and the loop overhead is paid
// per register: the scalar unit issues everything, so that is three times
// the vector work of an elementwise loop (docs/codegen.md, "Predicated
// tails").
//
// This pass gives such a loop a copy that runs first, over the whole
// registers (the largest multiple of Step elements up to n), with every
// lane mask replaced by all lanes, and unrolls it as the target unrolls a
// loop written with builtins, with a remainder loop of whole registers.
// The masked loop keeps only the partial last register and starts where
// the copy ended; when the copy has done everything it is skipped.
//
//   preheader:  m = n & -Step
//               br m == 0 ? tail.ph : main.ph
//   main loop:  the body, lane masks all true, until index == m
//               (unrolled, with its remainder loop)
//   main.exit:  br m == n ? exit : tail.ph
//   tail.ph:    the header's phis from the preheader or main.exit
//   masked loop (unchanged) -> exit
//
// Only loops the vectoriser made this way qualify: one exit at the latch,
// an index phi from 0 in steps of Step (a power of 2), every lane mask
// over index + C with C + lanes <= Step and one n, and an exit test
// index + Step == n rounded up to Step.
//
//===----------------------------------------------------------------------===//

#include "PTOSplitFoldedTail.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace llvm::PatternMatch;

#define DEBUG_TYPE "pto-split-folded-tail"

static cl::opt<bool>
    SplitFoldedTails("pto-split-folded-tails", cl::Hidden, cl::init(true),
                     cl::desc("Run the whole registers of tail-folded loops "
                              "in an unmasked, unrolled copy"));

static cl::opt<unsigned> SplitUnrollCount(
    "pto-split-folded-tail-unroll", cl::Hidden, cl::init(0),
    cl::desc("Unroll the unmasked copy of a tail-folded loop this many times "
             "(0: as the target unrolls a loop of builtins)"));

static cl::opt<bool> SplitSimplifyIVs(
    "pto-split-folded-tail-simplify-ivs", cl::Hidden, cl::init(false),
    cl::desc("Let the unroller simplify the induction variables of the "
             "unrolled unmasked copy"));

/// How many times at most the remainder loop of the unrolled copy is
/// unrolled in turn.
static constexpr unsigned MaxRemainderUnroll = 8;

namespace {

/// A loop the vectoriser folded the tail of.
struct FoldedLoop {
  PHINode *Index = nullptr;
  uint64_t Step = 0;
  /// The element count the lane masks compare with.
  Value *Count = nullptr;
  SmallVector<IntrinsicInst *, 4> LaneMasks;
};

} // namespace

/// \p Mask as get.active.lane.mask(Index + Offset, Count) with a constant
/// Offset, or false.
static bool matchLaneMask(IntrinsicInst &Mask, PHINode *&Index,
                          uint64_t &Offset) {
  Value *Base = Mask.getArgOperand(0);
  const APInt *C;
  Offset = 0;
  if (match(Base, m_AddLike(m_Value(Base), m_APInt(C)))) {
    if (C->getActiveBits() > 32)
      return false;
    Offset = C->getZExtValue();
  }
  Index = dyn_cast<PHINode>(Base);
  return Index != nullptr;
}

/// Whether \p Bound is \p Count rounded up to \p Step: (Count + Step - 1)
/// & -Step, also when instcombine has cleared the mask's bits that the sum
/// cannot have, or a value SCEV shows equal to it.
static bool isRoundedUpCount(Value *Bound, Value *Count, uint64_t Step,
                             ScalarEvolution &SE) {
  Value *Sum;
  const APInt *Mask;
  if (match(Bound, m_And(m_Value(Sum), m_APInt(Mask))) &&
      match(Sum, m_Add(m_Specific(Count), m_SpecificInt(Step - 1)))) {
    unsigned Width = Mask->getBitWidth();
    APInt Multiples = APInt::getHighBitsSet(Width, Width - Log2_64(Step));
    KnownBits Known = computeKnownBits(Sum, SE.getDataLayout());
    if ((*Mask & ~Multiples).isZero() &&
        (Multiples & ~(*Mask | Known.Zero)).isZero())
      return true;
  }
  if (!SE.isSCEVable(Bound->getType()))
    return false;
  const SCEV *StepSCEV = SE.getConstant(Bound->getType(), Step);
  const SCEV *RoundedUp = SE.getMulExpr(
      SE.getUDivExpr(SE.getAddExpr(SE.getSCEV(Count),
                                   SE.getConstant(Bound->getType(), Step - 1)),
                     StepSCEV),
      StepSCEV);
  return SE.getSCEV(Bound) == RoundedUp;
}

/// Whether the latch of \p L leaves the loop exactly when \p Next, the
/// index plus Step, reaches the count rounded up to Step.
static bool exitsAtRoundedCount(Loop &L, const FoldedLoop &FL,
                                Instruction *Next, ScalarEvolution &SE) {
  auto *Br = dyn_cast<BranchInst>(L.getLoopLatch()->getTerminator());
  if (!Br || !Br->isConditional())
    return false;
  ICmpInst::Predicate Pred;
  Value *Bound;
  if (!match(Br->getCondition(),
             m_c_ICmp(Pred, m_Specific(Next), m_Value(Bound))))
    return false;
  unsigned ExitSuccessor = L.contains(Br->getSuccessor(0)) ? 1 : 0;
  if (!((Pred == ICmpInst::ICMP_EQ && ExitSuccessor == 0) ||
        (Pred == ICmpInst::ICMP_NE && ExitSuccessor == 1)) ||
      !L.isLoopInvariant(Bound))
    return false;
  return isRoundedUpCount(Bound, FL.Count, FL.Step, SE);
}

static std::optional<FoldedLoop> matchFoldedLoop(Loop &L, ScalarEvolution &SE) {
  BasicBlock *Latch = L.getLoopLatch();
  if (!L.isInnermost() || !L.getLoopPreheader() || !Latch ||
      L.getExitingBlock() != Latch || !L.getUniqueExitBlock() ||
      !L.isSafeToClone())
    return std::nullopt;

  FoldedLoop FL;
  SmallVector<std::pair<uint64_t, unsigned>, 4> Ranges;
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB) {
      auto *Mask = dyn_cast<IntrinsicInst>(&I);
      if (!Mask || Mask->getIntrinsicID() != Intrinsic::get_active_lane_mask)
        continue;
      PHINode *Index;
      uint64_t Offset;
      if (!matchLaneMask(*Mask, Index, Offset) ||
          (FL.Index && FL.Index != Index) ||
          (FL.Count && FL.Count != Mask->getArgOperand(1)))
        return std::nullopt;
      FL.Index = Index;
      FL.Count = Mask->getArgOperand(1);
      auto *MaskTy = cast<FixedVectorType>(Mask->getType());
      Ranges.push_back({Offset, MaskTy->getNumElements()});
      FL.LaneMasks.push_back(Mask);
    }
  if (!FL.Index || FL.Index->getParent() != L.getHeader() ||
      !L.isLoopInvariant(FL.Count) ||
      !match(FL.Index->getIncomingValueForBlock(L.getLoopPreheader()),
             m_Zero()))
    return std::nullopt;

  auto *Next = dyn_cast<Instruction>(FL.Index->getIncomingValueForBlock(Latch));
  const APInt *Step;
  if (!Next || !match(Next, m_Add(m_Specific(FL.Index), m_APInt(Step))) ||
      !Step->isPowerOf2() || Step->getActiveBits() > 32)
    return std::nullopt;
  FL.Step = Step->getZExtValue();
  // In the copy every mask is all lanes: none reaches past the step.
  for (auto [Offset, Lanes] : Ranges)
    if (Offset + Lanes > FL.Step)
      return std::nullopt;
  if (!exitsAtRoundedCount(L, FL, Next, SE))
    return std::nullopt;
  return FL;
}

/// How many times to unroll \p Main, the unmasked copy: as often as the
/// target unrolls a loop of whole registers written with builtins
/// (PTOTTIImpl::getUnrollingPreferences), at most its trip count when that
/// is known.
static unsigned chooseUnroll(Loop &Main, ScalarEvolution &SE,
                             const TargetTransformInfo &TTI,
                             OptimizationRemarkEmitter &ORE) {
  TargetTransformInfo::UnrollingPreferences UP{};
  TTI.getUnrollingPreferences(&Main, SE, UP, &ORE);
  unsigned Unroll = UP.Runtime ? std::max(UP.DefaultUnrollRuntimeCount, 1u) : 1;
  // No more copies than fit the unroller's size threshold (a body with an
  // expanded sin is some 220 instructions).
  InstructionCost Size = 0;
  for (BasicBlock *BB : Main.blocks())
    for (Instruction &I : *BB)
      Size += TTI.getInstructionCost(&I, TargetTransformInfo::TCK_CodeSize);
  if (std::optional<InstructionCost::CostType> Value = Size.getValue();
      Value && *Value > 0 && UP.PartialThreshold)
    Unroll = std::min<uint64_t>(
        Unroll, std::max<uint64_t>(1, llvm::bit_floor(UP.PartialThreshold /
                                                      uint64_t(*Value))));
  if (SplitUnrollCount.getNumOccurrences())
    Unroll = std::max(SplitUnrollCount.getValue(), 1u);
  if (unsigned Trips = SE.getSmallConstantTripCount(&Main))
    Unroll = std::min(Unroll, Trips);
  return Unroll;
}

/// A masked load or store of all lanes as a plain one.
static void unmaskAccess(Instruction &I) {
  auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II)
    return;
  bool IsLoad = II->getIntrinsicID() == Intrinsic::masked_load;
  if (!IsLoad && II->getIntrinsicID() != Intrinsic::masked_store)
    return;
  auto *Mask = dyn_cast<Constant>(II->getArgOperand(IsLoad ? 2 : 3));
  if (!Mask || !Mask->isAllOnesValue())
    return;
  IRBuilder<> B(II);
  MaybeAlign Alignment = cast<ConstantInt>(II->getArgOperand(IsLoad ? 1 : 2))
                             ->getMaybeAlignValue();
  Instruction *Access;
  if (IsLoad)
    Access =
        B.CreateAlignedLoad(II->getType(), II->getArgOperand(0), Alignment);
  else
    Access = B.CreateAlignedStore(II->getArgOperand(0), II->getArgOperand(1),
                                  Alignment);
  Access->copyMetadata(*II);
  Access->takeName(II);
  II->replaceAllUsesWith(Access);
  II->eraseFromParent();
}

/// A new distinct loop ID for \p L with the properties of its current one.
static void giveOwnLoopID(Loop &L) {
  MDNode *ID = L.getLoopID();
  if (!ID)
    return;
  SmallVector<Metadata *, 4> Ops(ID->op_begin(), ID->op_end());
  MDNode *NewID = MDNode::getDistinct(ID->getContext(), Ops);
  NewID->replaceOperandWith(0, NewID);
  L.setLoopID(NewID);
}

/// Unrolls \p L, a loop of whole registers, \p Unroll times, with a
/// remainder loop where its trip count may not be a multiple; returns the
/// remainder loop.
static Loop *unrollWholeRegisters(Loop &L, unsigned Unroll, LoopInfo &LI,
                                  DominatorTree &DT, ScalarEvolution &SE,
                                  AssumptionCache &AC,
                                  const TargetTransformInfo &TTI,
                                  OptimizationRemarkEmitter &ORE) {
  if (Unroll <= 1)
    return nullptr;
  UnrollLoopOptions Options;
  Options.Count = Unroll;
  Options.Force = false;
  Options.Runtime =
      SE.getSmallConstantTripMultiple(&L, L.getLoopLatch()) % Unroll != 0;
  Options.AllowExpensiveTripCount = true;
  Options.UnrollRemainder = false;
  Options.ForgetAllSCEV = false;
  // The copies' induction variables are simplified only when the trip
  // count is a constant (their exit test then folds). With a run-time trip
  // count the index step already has its no-wrap flags, and for the
  // counters the unroller adds (niter, epil.iter) ScalarEvolution cannot
  // prove them: trying was most of this pass's time, for the same code
  // (docs/benchmarks.md, "Compile time").
  Options.SimplifyIVs =
      SplitSimplifyIVs || SE.getSmallConstantTripCount(&L) != 0;
  Loop *Remainder = nullptr;
  UnrollLoop(&L, Options, &LI, &SE, &DT, &AC, &TTI, &ORE,
             /*PreserveLCSSA=*/true, &Remainder);
  return Remainder;
}

static bool splitFoldedTail(Loop &L, FoldedLoop &FL, LoopInfo &LI,
                            DominatorTree &DT, ScalarEvolution &SE,
                            AssumptionCache &AC, const TargetTransformInfo &TTI,
                            OptimizationRemarkEmitter &ORE) {
  if (auto *Count = dyn_cast<ConstantInt>(FL.Count))
    if (Count->getValue().ult(FL.Step))
      return false;
  Function &F = *L.getHeader()->getParent();
  LLVMContext &Ctx = F.getContext();
  BasicBlock *Preheader = L.getLoopPreheader();
  BasicBlock *Header = L.getHeader();
  BasicBlock *Latch = L.getLoopLatch();
  BasicBlock *Exit = L.getUniqueExitBlock();
  formLCSSA(L, DT, &LI, &SE);

  BasicBlock *TailPH = SplitEdge(Preheader, Header, &DT, &LI);
  TailPH->setName("tail.ph");
  ValueToValueMapTy VMap;
  SmallVector<BasicBlock *, 8> Blocks;
  Loop *Main = cloneLoopWithPreheader(TailPH, Preheader, &L, VMap, ".main", &LI,
                                      &DT, Blocks);
  remapInstructionsInBlocks(Blocks, VMap);
  auto Mapped = [&](Value *V) {
    Value *Copy = VMap.lookup(V);
    return Copy ? Copy : V;
  };
  BasicBlock *MainPH = cast<BasicBlock>(VMap[TailPH]);
  BasicBlock *MainLatch = cast<BasicBlock>(VMap[Latch]);
  BasicBlock *MainExit = BasicBlock::Create(Ctx, "main.exit", &F, TailPH);
  if (Loop *Parent = L.getParentLoop())
    Parent->addBasicBlockToLoop(MainExit, LI);

  // m: the elements of the whole registers, which the copy does.
  IRBuilder<> B(Preheader->getTerminator());
  Type *CountTy = FL.Count->getType();
  unsigned StepShift = Log2_64(FL.Step);
  Value *MainIterations = B.CreateLShr(FL.Count, StepShift, "main.iters");
  Value *MainCount = B.CreateShl(MainIterations, StepShift, "main.count");
  B.CreateCondBr(B.CreateICmpEQ(MainIterations, ConstantInt::get(CountTy, 0)),
                 TailPH, MainPH);
  Preheader->getTerminator()->eraseFromParent();

  // The copy: all lanes, for m / Step iterations, counted in an induction
  // of their own: the unroller computes its trip count from it directly
  // instead of from (m - Step) / Step + 1, which needs m > 0.
  for (IntrinsicInst *Mask : FL.LaneMasks) {
    auto *Copy = cast<Instruction>(VMap[Mask]);
    Copy->replaceAllUsesWith(Constant::getAllOnesValue(Copy->getType()));
    Copy->eraseFromParent();
  }
  for (BasicBlock *BB : Main->blocks())
    for (Instruction &I : make_early_inc_range(*BB))
      unmaskAccess(I);
  // The copy's index stays below m <= n, so its step does not wrap, nor
  // in signed terms when n is not negative. Said here, once per loop; the
  // unroller's IV simplification otherwise proved it with ScalarEvolution
  // for each of the copies it makes (a third of the pass's time).
  auto *MainNext =
      cast<BinaryOperator>(VMap[FL.Index->getIncomingValueForBlock(Latch)]);
  MainNext->setHasNoUnsignedWrap();
  if (SE.isKnownNonNegative(SE.getSCEV(FL.Count)))
    MainNext->setHasNoSignedWrap();
  BasicBlock *MainHeader = cast<BasicBlock>(VMap[Header]);
  PHINode *Iteration =
      PHINode::Create(CountTy, 2, "main.iter", MainHeader->begin());
  Iteration->addIncoming(ConstantInt::get(CountTy, 0), MainPH);
  Instruction *OldBr = MainLatch->getTerminator();
  B.SetInsertPoint(OldBr);
  Value *NextIteration = B.CreateAdd(Iteration, ConstantInt::get(CountTy, 1),
                                     "main.iter.next", /*HasNUW=*/true,
                                     /*HasNSW=*/true);
  Iteration->addIncoming(NextIteration, MainLatch);
  Instruction *NewBr = B.CreateCondBr(
      B.CreateICmpEQ(NextIteration, MainIterations), MainExit, MainHeader);
  NewBr->copyMetadata(*OldBr, {LLVMContext::MD_loop});
  auto *OldCond =
      dyn_cast<Instruction>(cast<BranchInst>(OldBr)->getCondition());
  OldBr->eraseFromParent();
  if (OldCond && OldCond->use_empty())
    OldCond->eraseFromParent();
  giveOwnLoopID(*Main);

  // After the copy: the masked loop for the rest, or the exit.
  B.SetInsertPoint(MainExit);
  B.CreateCondBr(B.CreateICmpEQ(MainCount, FL.Count), Exit, TailPH);
  for (PHINode &Phi : Header->phis()) {
    PHINode *Start = PHINode::Create(Phi.getType(), 2, Phi.getName() + ".start",
                                     TailPH->getFirstNonPHIIt());
    Start->addIncoming(Phi.getIncomingValueForBlock(TailPH), Preheader);
    Start->addIncoming(Mapped(Phi.getIncomingValueForBlock(Latch)), MainExit);
    Phi.setIncomingValueForBlock(TailPH, Start);
  }
  for (PHINode &Phi : Exit->phis())
    Phi.addIncoming(Mapped(Phi.getIncomingValueForBlock(Latch)), MainExit);

  DT.recalculate(F);
  SE.forgetLoop(&L);
  formLCSSA(*Main, DT, &LI, &SE);
  unsigned Unroll = chooseUnroll(*Main, SE, TTI, ORE);
  LLVM_DEBUG(dbgs() << "PTO: split the folded tail of " << Header->getName()
                    << ", main copy unrolled " << Unroll << " times\n");
  // The copy's whole registers in groups of Unroll, and the registers left
  // over in a remainder loop of whole registers: the masked loop does at
  // most one register. Up to Unroll - 1 registers one at a time would each
  // wait for the one before, so the remainder loop is unrolled again, half
  // as often (at most MaxRemainderUnroll times), with a remainder of its
  // own.
  Loop *Remainder =
      unrollWholeRegisters(*Main, Unroll, LI, DT, SE, AC, TTI, ORE);
  if (Remainder)
    unrollWholeRegisters(*Remainder, std::min(Unroll / 2, MaxRemainderUnroll),
                         LI, DT, SE, AC, TTI, ORE);
  return true;
}

PreservedAnalyses PTOSplitFoldedTailPass::run(Function &F,
                                              FunctionAnalysisManager &AM) {
  if (!SplitFoldedTails)
    return PreservedAnalyses::all();
  auto &LI = AM.getResult<LoopAnalysis>(F);
  if (LI.empty())
    return PreservedAnalyses::all();
  auto &DT = AM.getResult<DominatorTreeAnalysis>(F);
  auto &SE = AM.getResult<ScalarEvolutionAnalysis>(F);
  auto &AC = AM.getResult<AssumptionAnalysis>(F);
  auto &TTI = AM.getResult<TargetIRAnalysis>(F);
  auto &ORE = AM.getResult<OptimizationRemarkEmitterAnalysis>(F);

  SmallVector<std::pair<Loop *, FoldedLoop>, 4> Candidates;
  for (Loop *L : LI.getLoopsInPreorder())
    if (auto FL = matchFoldedLoop(*L, SE))
      Candidates.push_back({L, *FL});
  bool Changed = false;
  for (auto &[L, FL] : Candidates)
    Changed |= splitFoldedTail(*L, FL, LI, DT, SE, AC, TTI, ORE);
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserve<LoopAnalysis>();
  PA.preserve<DominatorTreeAnalysis>();
  PA.preserve<ScalarEvolutionAnalysis>();
  return PA;
}
