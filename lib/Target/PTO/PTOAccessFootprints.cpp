//===-- PTOAccessFootprints.cpp - UB bytes each access may touch ----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Records, before instruction selection, the interval of UB bytes each UB
// access of a function may touch in any execution of it
// (PTOAccessFootprints.h): the unsigned range ScalarEvolution gives the start
// address (over all iterations of the loops around it), plus the most bytes
// the access covers from there:
//
// - a vector load or store (UBAddressed): one register, two for the x2 forms
//   and the deinterleaving load distributions;
// - a DMA copy (dma-copy.md): its rows (n_burst rows, stride apart, each
//   len_burst bytes plus padding rounded up to 32) repeated by the two
//   hardware loops, whose counts and UB strides are the largest values the
//   function's own set_loop_size_* / set_loop{1,2}_stride_* calls give them
//   (counts of 1 if it makes none: the state every copy sequence leaves,
//   docs/auto-sync.md);
// - a plain load or store through a UB pointer: the pointer instruction gets
//   the interval of the addresses it takes (the access adds its size).
//
// Where a range is unbounded, nothing is recorded: the whole UB. The pass
// runs twice: in the optimisation pipeline before the vectoriser and the
// unroller (PTOAccessFootprintsPass: there a loop's trip count still has a
// constant bound), and last before instruction selection; the second
// narrows what the first recorded.
//
//===----------------------------------------------------------------------===//

#include "PTOAccessFootprints.h"
#include "PTO.h"
#include "PTOIntrinsicForms.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "pto-access-footprints"

std::optional<PTO::UBInterval> PTO::getUBFootprint(const Instruction &I) {
  const MDNode *MD = I.getMetadata(UBFootprintMD);
  if (!MD || MD->getNumOperands() != 2)
    return std::nullopt;
  auto *First = mdconst::dyn_extract<ConstantInt>(MD->getOperand(0));
  auto *End = mdconst::dyn_extract<ConstantInt>(MD->getOperand(1));
  if (!First || !End)
    return std::nullopt;
  return UBInterval{First->getSExtValue(), End->getSExtValue()};
}

void PTO::PTOAccessSource::printCustom(raw_ostream &OS) const {
  OS << "pto-access";
  if (GMArgument >= 0)
    OS << "-gm-arg" << GMArgument;
}

std::optional<PTO::UBInterval>
PTO::getUBInterval(const MachineMemOperand &MMO) {
  auto *Source = dyn_cast_or_null<PTOAccessSource>(MMO.getPseudoValue());
  if (!Source || !MMO.getSize().hasValue())
    return std::nullopt;
  int64_t First = MMO.getOffset();
  return UBInterval{First, First + int64_t(MMO.getSize().getValue())};
}

int PTO::getNoAliasArgument(const Value *Ptr) {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Ptr, Objects);
  const Argument *Arg = nullptr;
  for (const Value *Object : Objects) {
    auto *A = dyn_cast<Argument>(Object);
    if (!A || !A->hasNoAliasAttr() || (Arg && A != Arg))
      return -1;
    Arg = A;
  }
  return Arg ? int(Arg->getArgNo()) : -1;
}

unsigned PTO::getUBAccessBytes(const IntrinsicInst &II) {
  switch (II.getIntrinsicID()) {
  case Intrinsic::pto_vsts:
    return 256;
  case Intrinsic::pto_vlds:
    if (auto *Dist = dyn_cast<ConstantInt>(II.getArgOperand(2)))
      if (Dist->isZero())
        return 256;
    return 512;
  default:
    return 512;
  }
}

std::optional<unsigned> PTO::getUBBaseArgument(const IntrinsicInst &II) {
  for (unsigned I = 0, E = II.arg_size(); I + 1 < E; ++I)
    if (auto *Ptr = dyn_cast<PointerType>(II.getArgOperand(I)->getType()))
      if (Ptr->getAddressSpace() == PTOAS::UB)
        return I;
  return std::nullopt;
}

namespace {

/// Values beyond this are taken as unbounded (UB addresses have 18 bits).
constexpr uint64_t Unbounded = uint64_t(1) << 32;

/// The largest value the loop registers of one DMA direction may hold.
struct LoopRegisters {
  uint64_t Loop1Count = 1, Loop2Count = 1;
  uint64_t Loop1UBStride = 0, Loop2UBStride = 0;
};

class FootprintBuilder {
public:
  FootprintBuilder(Function &F, ScalarEvolution &SE, LazyValueInfo &LVI,
                   const MCInstrInfo &MII)
      : SE(SE), LVI(LVI), MII(MII), I64(Type::getInt64Ty(F.getContext())) {
    findLoopRegisters(F);
  }

  /// The bytes intrinsic call \p II may touch, if bounded.
  std::optional<PTO::UBInterval> ofCall(const IntrinsicInst &II) const;
  /// The addresses UB pointer \p Ptr may take, as [lowest, highest + 1).
  std::optional<PTO::UBInterval> ofPointer(const Value *Ptr) const;
  /// From the lowest address UB pointer \p Base may take to the end of UB:
  /// an indexed access (gather, scatter) by unsigned indices.
  std::optional<PTO::UBInterval> toUBEnd(const Value *Base) const;

private:
  uint64_t max(const Value *V) const {
    if (!V->getType()->isIntegerTy())
      return Unbounded;
    APInt Max = SE.getUnsignedRangeMax(SE.getSCEV(const_cast<Value *>(V)));
    return Max.getActiveBits() > 32 ? Unbounded : Max.getZExtValue();
  }
  uint64_t max(const IntrinsicInst &II, unsigned Arg) const {
    return max(II.getArgOperand(Arg));
  }
  std::optional<PTO::UBInterval> span(const SCEV *Start, uint64_t Bytes) const;
  std::optional<PTO::UBInterval>
  offsetSpan(Value *Base, Value *Offset, Instruction *At, uint64_t Bytes) const;
  std::optional<PTO::UBInterval> rows(const IntrinsicInst &II, unsigned UB,
                                      unsigned NBurst, uint64_t RowBytes,
                                      unsigned Stride,
                                      const LoopRegisters *Loops) const;
  void findLoopRegisters(Function &F);

  ScalarEvolution &SE;
  LazyValueInfo &LVI;
  const MCInstrInfo &MII;
  Type *I64;
  LoopRegisters OutToUB, UBToOut;
};

void FootprintBuilder::findLoopRegisters(Function &F) {
  for (Instruction &I : instructions(F)) {
    auto *II = dyn_cast<IntrinsicInst>(&I);
    if (!II)
      continue;
    auto Raise = [](uint64_t &Field, uint64_t Value) {
      Field = std::max(Field, Value);
    };
    switch (II->getIntrinsicID()) {
    case Intrinsic::pto_set_loop_size_outtoub:
    case Intrinsic::pto_set_loop_size_ubtoout: {
      bool In = II->getIntrinsicID() == Intrinsic::pto_set_loop_size_outtoub;
      LoopRegisters &R = In ? OutToUB : UBToOut;
      Raise(R.Loop1Count, max(*II, 0));
      Raise(R.Loop2Count, max(*II, 1));
      break;
    }
    // The UB stride is the destination of MTE2's, the source of MTE3's.
    case Intrinsic::pto_set_loop1_stride_outtoub:
      Raise(OutToUB.Loop1UBStride, max(*II, 1));
      break;
    case Intrinsic::pto_set_loop2_stride_outtoub:
      Raise(OutToUB.Loop2UBStride, max(*II, 1));
      break;
    case Intrinsic::pto_set_loop1_stride_ubtoout:
      Raise(UBToOut.Loop1UBStride, max(*II, 0));
      break;
    case Intrinsic::pto_set_loop2_stride_ubtoout:
      Raise(UBToOut.Loop2UBStride, max(*II, 0));
      break;
    default:
      break;
    }
  }
}

std::optional<PTO::UBInterval> FootprintBuilder::span(const SCEV *Start,
                                                      uint64_t Bytes) const {
  if (Bytes >= Unbounded)
    return std::nullopt;
  ConstantRange Range = SE.getUnsignedRange(Start);
  if (Range.isFullSet() || Range.getUnsignedMax().getActiveBits() > 32)
    return std::nullopt;
  int64_t First = Range.getUnsignedMin().getZExtValue();
  int64_t End = Range.getUnsignedMax().getZExtValue() + Bytes;
  // Beyond the UB an access is out of bounds (and so are its bytes there).
  End = std::min(End, PTO::UBBytes);
  return PTO::UBInterval{std::min(First, End), End};
}

std::optional<PTO::UBInterval>
FootprintBuilder::rows(const IntrinsicInst &II, unsigned UB, unsigned NBurst,
                       uint64_t RowBytes, unsigned Stride,
                       const LoopRegisters *Loops) const {
  uint64_t Rows = std::max<uint64_t>(max(II, NBurst), 1);
  uint64_t RowStride = max(II, Stride);
  if (Rows >= Unbounded || RowStride >= Unbounded || RowBytes >= Unbounded)
    return std::nullopt;
  uint64_t Bytes = (Rows - 1) * RowStride + std::max(RowBytes, RowStride);
  if (Loops) {
    if (Loops->Loop1Count >= Unbounded || Loops->Loop2Count >= Unbounded ||
        Loops->Loop1UBStride >= Unbounded || Loops->Loop2UBStride >= Unbounded)
      return std::nullopt;
    Bytes +=
        (std::max<uint64_t>(Loops->Loop1Count, 1) - 1) * Loops->Loop1UBStride +
        (std::max<uint64_t>(Loops->Loop2Count, 1) - 1) * Loops->Loop2UBStride;
  }
  return span(SE.getPtrToIntExpr(SE.getSCEV(II.getArgOperand(UB)), I64), Bytes);
}

std::optional<PTO::UBInterval>
FootprintBuilder::ofCall(const IntrinsicInst &II) const {
  auto RoundUp32 = [](uint64_t Bytes) { return (Bytes + 31) / 32 * 32; };
  // Operand positions: the intrinsic signatures of IntrinsicsPTO.td, which
  // follow dma-copy.md.
  switch (II.getIntrinsicID()) {
  case Intrinsic::pto_copy_gm_to_ubuf: {
    // (gm, ub, sid, n_burst, len_burst, left_pad, right_pad, data_select,
    //  l2_cache_ctl, src_stride, dst_stride)
    uint64_t Row = max(II, 4) + max(II, 5) + max(II, 6);
    return rows(II, 1, 3, RoundUp32(Row), 10, &OutToUB);
  }
  case Intrinsic::pto_copy_ubuf_to_gm:
    // (ub, gm, sid, n_burst, len_burst, reserved, dst_stride, src_stride)
    return rows(II, 0, 3, RoundUp32(max(II, 4)), 7, &UBToOut);
  case Intrinsic::pto_copy_ubuf_to_ubuf: {
    // (src, dst, sid, n_burst, len_burst, src_stride, dst_stride): the hull
    // of the two sides.
    uint64_t Row = RoundUp32(max(II, 4));
    std::optional<PTO::UBInterval> Src = rows(II, 0, 3, Row, 5, nullptr);
    std::optional<PTO::UBInterval> Dst = rows(II, 1, 3, Row, 6, nullptr);
    if (!Src || !Dst)
      return std::nullopt;
    return PTO::UBInterval{std::min(Src->First, Dst->First),
                           std::max(Src->End, Dst->End)};
  }
  default:
    break;
  }
  // Gathers and scatters: base[index] for each lane, the indices unsigned
  // (cce-a5-api.md), so any byte from the base to the end of UB, beyond
  // which an access is undefined.
  if (PTO::isUBIndexedIntrinsic(II.getIntrinsicID(), MII)) {
    std::optional<unsigned> Base = PTO::getUBBaseArgument(II);
    if (!Base)
      return std::nullopt;
    return toUBEnd(II.getArgOperand(*Base));
  }
  if (!PTO::isUBAddressedIntrinsic(II.getIntrinsicID(), MII))
    return std::nullopt;
  std::optional<unsigned> Base = PTO::getUBBaseArgument(II);
  if (!Base)
    return std::nullopt;
  return offsetSpan(II.getArgOperand(*Base), II.getArgOperand(*Base + 1),
                    const_cast<IntrinsicInst *>(&II),
                    PTO::getUBAccessBytes(II));
}

std::optional<PTO::UBInterval>
FootprintBuilder::offsetSpan(Value *Base, Value *Offset, Instruction *At,
                             uint64_t Bytes) const {
  if (!Offset->getType()->isIntegerTy(64))
    return std::nullopt;
  // The offset: what ScalarEvolution knows of it (a loop's trip count), what
  // the conditions that hold at the access add (a tail after `full < count`),
  // and its alignment (a multiple of 64 below 2048 is at most 1984).
  const SCEV *OffsetExpr = SE.getSCEV(Offset);
  ConstantRange Range =
      SE.getUnsignedRange(OffsetExpr)
          .intersectWith(
              LVI.getConstantRange(Offset, At, /*UndefAllowed=*/false),
              ConstantRange::Unsigned);
  if (Range.isEmptySet() || Range.isFullSet() ||
      Range.getUnsignedMax().getActiveBits() > 32)
    return std::nullopt;
  uint64_t Align = uint64_t(1)
                   << std::min(SE.getMinTrailingZeros(OffsetExpr), 31u);
  uint64_t Max = Range.getUnsignedMax().getZExtValue() / Align * Align;
  std::optional<PTO::UBInterval> Start =
      span(SE.getPtrToIntExpr(SE.getSCEV(Base), I64), 1);
  if (!Start)
    return std::nullopt;
  int64_t First = Start->First + int64_t(Range.getUnsignedMin().getZExtValue());
  int64_t End = std::min<int64_t>(Start->End - 1 + Max + Bytes, PTO::UBBytes);
  return PTO::UBInterval{std::min(First, End), End};
}

std::optional<PTO::UBInterval>
FootprintBuilder::toUBEnd(const Value *Base) const {
  std::optional<PTO::UBInterval> Start = ofPointer(Base);
  if (!Start)
    return std::nullopt;
  return PTO::UBInterval{Start->First, PTO::UBBytes};
}

std::optional<PTO::UBInterval>
FootprintBuilder::ofPointer(const Value *Ptr) const {
  return span(SE.getPtrToIntExpr(SE.getSCEV(const_cast<Value *>(Ptr)), I64), 1);
}

class PTOAccessFootprints : public FunctionPass {
public:
  static char ID;
  PTOAccessFootprints() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "PTO access footprints"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<ScalarEvolutionWrapperPass>();
    AU.addRequired<LazyValueInfoWrapperPass>();
    AU.addRequired<TargetPassConfig>();
    AU.setPreservesAll();
  }
  bool runOnFunction(Function &F) override;
};

} // namespace

char PTOAccessFootprints::ID = 0;

INITIALIZE_PASS_BEGIN(PTOAccessFootprints, DEBUG_TYPE, "PTO access footprints",
                      false, false)
INITIALIZE_PASS_DEPENDENCY(ScalarEvolutionWrapperPass)
INITIALIZE_PASS_DEPENDENCY(LazyValueInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_END(PTOAccessFootprints, DEBUG_TYPE, "PTO access footprints",
                    false, false)

FunctionPass *llvm::createPTOAccessFootprintsPass() {
  return new PTOAccessFootprints();
}

/// Records \p Bytes on \p I, or narrows what an earlier run recorded (both
/// hold: before unrolling a loop's trip count is easier to bound, after
/// inlining and constant folding the addresses).
static void setFootprint(Instruction &I, PTO::UBInterval Bytes) {
  if (std::optional<PTO::UBInterval> Old = PTO::getUBFootprint(I)) {
    Bytes.First = std::max(Bytes.First, Old->First);
    Bytes.End = std::max(Bytes.First, std::min(Bytes.End, Old->End));
  }
  LLVMContext &Ctx = I.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  I.setMetadata(
      PTO::UBFootprintMD,
      MDNode::get(Ctx,
                  {ConstantAsMetadata::get(ConstantInt::get(I64, Bytes.First)),
                   ConstantAsMetadata::get(ConstantInt::get(I64, Bytes.End))}));
}

void PTO::forEachUBFootprint(
    Function &F, ScalarEvolution &SE, LazyValueInfo &LVI,
    const MCInstrInfo &MII,
    function_ref<void(Instruction &Access, Instruction &Holder, UBInterval)>
        Found) {
  FootprintBuilder Footprints(F, SE, LVI, MII);
  for (Instruction &I : instructions(F)) {
    std::optional<PTO::UBInterval> Bytes;
    Instruction *Holder = &I;
    if (auto *II = dyn_cast<IntrinsicInst>(&I)) {
      Bytes = Footprints.ofCall(*II);
    } else if (isa<LoadInst, StoreInst>(I)) {
      Value *Ptr = getLoadStorePointerOperand(&I);
      Holder = dyn_cast<Instruction>(Ptr);
      if (Holder && !isa<CallBase>(Holder) &&
          Ptr->getType()->getPointerAddressSpace() == PTOAS::UB)
        Bytes = Footprints.ofPointer(Ptr);
    }
    if (Bytes)
      Found(I, *Holder, *Bytes);
  }
}

static bool recordFootprints(Function &F, ScalarEvolution &SE,
                             LazyValueInfo &LVI, const MCInstrInfo &MII) {
  bool Changed = false;
  PTO::forEachUBFootprint(
      F, SE, LVI, MII,
      [&](Instruction &, Instruction &Holder, PTO::UBInterval Bytes) {
        setFootprint(Holder, Bytes);
        Changed = true;
      });
  return Changed;
}

/// Gives the UB register accesses of a block that are the same access (the
/// same intrinsic and operands, the address as ScalarEvolution sees it) one
/// footprint, the intersection of theirs: each bounds the same bytes, and
/// instruction selection merges such calls into one node, whose memory
/// operand must have one size. (A load of a row in two passes of a loop
/// body, each footprint first recorded for its own loop, differs otherwise
/// once the passes' loops are unrolled into one block.)
static bool unifySameAccesses(Function &F, ScalarEvolution &SE,
                              const MCInstrInfo &MII) {
  bool Changed = false;
  for (BasicBlock &BB : F) {
    SmallVector<IntrinsicInst *, 32> Accesses;
    for (Instruction &I : BB)
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        if (PTO::isUBAddressedIntrinsic(II->getIntrinsicID(), MII) &&
            PTO::getUBBaseArgument(*II) && PTO::getUBFootprint(*II))
          Accesses.push_back(II);
    auto Same = [&](IntrinsicInst *A, IntrinsicInst *B) {
      if (A->getIntrinsicID() != B->getIntrinsicID() ||
          A->getType() != B->getType() || A->arg_size() != B->arg_size())
        return false;
      unsigned Base = *PTO::getUBBaseArgument(*A);
      for (unsigned K = 0; K < A->arg_size(); ++K) {
        Value *X = A->getArgOperand(K), *Y = B->getArgOperand(K);
        if (X == Y)
          continue;
        if ((K != Base && K != Base + 1) || !SE.isSCEVable(X->getType()) ||
            SE.getSCEV(X) != SE.getSCEV(Y))
          return false;
      }
      return true;
    };
    for (size_t A = 0; A < Accesses.size(); ++A) {
      PTO::UBInterval Common = *PTO::getUBFootprint(*Accesses[A]);
      SmallVector<IntrinsicInst *, 4> Group = {Accesses[A]};
      for (size_t B = A + 1; B < Accesses.size(); ++B)
        if (Same(Accesses[A], Accesses[B])) {
          PTO::UBInterval Other = *PTO::getUBFootprint(*Accesses[B]);
          Common.First = std::max(Common.First, Other.First);
          Common.End = std::max(Common.First, std::min(Common.End, Other.End));
          Group.push_back(Accesses[B]);
        }
      if (Group.size() < 2)
        continue;
      for (IntrinsicInst *II : Group)
        setFootprint(*II, Common);
      Changed = true;
    }
  }
  return Changed;
}

bool PTOAccessFootprints::runOnFunction(Function &F) {
  if (F.isDeclaration())
    return false;
  const MCInstrInfo &MII =
      *getAnalysis<TargetPassConfig>().getTM<TargetMachine>().getMCInstrInfo();
  ScalarEvolution &SE = getAnalysis<ScalarEvolutionWrapperPass>().getSE();
  bool Changed = recordFootprints(
      F, SE, getAnalysis<LazyValueInfoWrapperPass>().getLVI(), MII);
  Changed |= unifySameAccesses(F, SE, MII);
  // What the calls may touch, for the synchronisation (the last run only).
  if (PTO::isAutoSyncEnabled())
    Changed |= PTO::recordCallFootprints(F, MII);
  return Changed;
}

PreservedAnalyses PTOAccessFootprintsPass::run(Function &F,
                                               FunctionAnalysisManager &AM) {
  recordFootprints(F, AM.getResult<ScalarEvolutionAnalysis>(F),
                   AM.getResult<LazyValueAnalysis>(F), *TM.getMCInstrInfo());
  return PreservedAnalyses::all();
}
