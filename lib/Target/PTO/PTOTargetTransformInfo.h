//===-- PTOTargetTransformInfo.h - PTO cost model ---------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the IR optimisers may assume about PTO. The loop and SLP vectorisers
// see 32 vector registers of 2048 bits and form only what the backend
// compiles: an operation, conversion, compare, shuffle or memory access
// that instruction selection would report (docs/codegen.md) costs
// InstructionCost::getInvalid(), and so does vector memory outside UB, the
// only memory the vector unit reaches (PTOTargetTransformInfo.cpp).
//
// Loops that issue vector instructions are unrolled eight or sixteen times:
// the vector pipe issues in order, so an instruction that waits for its operand
// (a vlds result: 9 cycles) holds up everything behind it; with several
// iterations in one body the scheduler fills those cycles with the next
// iterations' loads (PTOInstrInfoDisjoint.cpp tells it which accesses are
// disjoint; docs/benchmarks.md).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOTARGETTRANSFORMINFO_H
#define LLVM_LIB_TARGET_PTO_PTOTARGETTRANSFORMINFO_H

#include "PTO.h"
#include "PTOSimt.h"
#include "PTOTargetMachine.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/CodeGen/BasicTTIImpl.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include <optional>

namespace llvm {

class PTOTTIImpl : public BasicTTIImplBase<PTOTTIImpl> {
  using BaseT = BasicTTIImplBase<PTOTTIImpl>;
  using TTI = TargetTransformInfo;
  friend BaseT;

  const PTOSubtarget *ST;
  const PTOTargetLowering *TLI;
  /// Whether the function runs per SIMT thread (PTOSimt.h).
  bool IsSimt;

  const PTOSubtarget *getST() const { return ST; }
  bool hasMaskedAccess(Type *DataTy) const;
  const PTOTargetLowering *getTLI() const { return TLI; }

public:
  explicit PTOTTIImpl(const PTOTargetMachine *TM, const Function &F)
      : BaseT(TM, F.getDataLayout()), ST(TM->getSubtargetImpl(F)),
        TLI(ST->getTargetLowering()), IsSimt(PTO::isSimtFunction(F)) {}

  /// 32 scalar and 32 vector registers; a SIMT function's threads have no
  /// vector registers, so the vectorisers leave it scalar (docs/simt.md).
  unsigned getNumberOfRegisters(unsigned ClassID) const {
    bool Vector = ClassID == 1;
    return Vector && IsSimt ? 0 : 32;
  }

  /// llvm.vector.reduce.* reach instruction selection, which reduces into
  /// lane 0 (vcadd, vcmax, vcmin, or rotations); expanded before it, they
  /// would be shuffles.
  bool shouldExpandReduction(const IntrinsicInst *II) const { return false; }

  /// A copy the scalar unit runs as a loop (a GM <-> UB memcpy the loop
  /// idiom pass made of an element loop): elements as wide as both
  /// alignments allow, up to 8 bytes, not bytes.
  Type *
  getMemcpyLoopLoweringType(LLVMContext &Context, Value *Length,
                            unsigned SrcAddrSpace, unsigned DestAddrSpace,
                            unsigned SrcAlign, unsigned DestAlign,
                            std::optional<uint32_t> AtomicElementSize) const {
    if (AtomicElementSize)
      return Type::getIntNTy(Context, *AtomicElementSize * 8);
    unsigned Bytes = std::min({SrcAlign, DestAlign, 8u});
    return Type::getIntNTy(Context, 8 * llvm::bit_floor(std::max(Bytes, 1u)));
  }
  TypeSize getRegisterBitWidth(TargetTransformInfo::RegisterKind K) const;

  /// UB accesses of a whole vector register: [x + y + imm16] for loop
  /// strength reduction (PTOTargetTransformInfo.cpp).
  bool isLegalAddressingMode(Type *Ty, GlobalValue *BaseGV, int64_t BaseOffset,
                             bool HasBaseReg, int64_t Scale, unsigned AddrSpace,
                             Instruction *I = nullptr,
                             int64_t ScalableOffset = 0);
  InstructionCost getScalingFactorCost(Type *Ty, GlobalValue *BaseGV,
                                       StackOffset BaseOffset, bool HasBaseReg,
                                       int64_t Scale, unsigned AddrSpace);

  InstructionCost getArithmeticInstrCost(
      unsigned Opcode, Type *Ty, TTI::TargetCostKind CostKind,
      TTI::OperandValueInfo Op1Info = {TTI::OK_AnyValue, TTI::OP_None},
      TTI::OperandValueInfo Op2Info = {TTI::OK_AnyValue, TTI::OP_None},
      ArrayRef<const Value *> Args = std::nullopt,
      const Instruction *CxtI = nullptr);
  InstructionCost getConversionChainCost(ArrayRef<PTOConversionStep> Steps,
                                         Type *Src,
                                         TTI::TargetCostKind CostKind);
  InstructionCost getIntegerWidthChangeCost(unsigned Opcode,
                                            FixedVectorType *Dst, Type *Src);
  InstructionCost getCastInstrCost(unsigned Opcode, Type *Dst, Type *Src,
                                   TTI::CastContextHint CCH,
                                   TTI::TargetCostKind CostKind,
                                   const Instruction *I = nullptr);
  InstructionCost getCmpSelInstrCost(unsigned Opcode, Type *ValTy, Type *CondTy,
                                     CmpInst::Predicate VecPred,
                                     TTI::TargetCostKind CostKind,
                                     const Instruction *I = nullptr);
  using BaseT::getVectorInstrCost;
  InstructionCost getVectorInstrCost(unsigned Opcode, Type *Val,
                                     TTI::TargetCostKind CostKind,
                                     unsigned Index, Value *Op0, Value *Op1);
  InstructionCost getShuffleCost(TTI::ShuffleKind Kind, VectorType *Tp,
                                 ArrayRef<int> Mask,
                                 TTI::TargetCostKind CostKind, int Index,
                                 VectorType *SubTp,
                                 ArrayRef<const Value *> Args = std::nullopt,
                                 const Instruction *CxtI = nullptr);
  InstructionCost getMemoryOpCost(
      unsigned Opcode, Type *Src, MaybeAlign Alignment, unsigned AddressSpace,
      TTI::TargetCostKind CostKind,
      TTI::OperandValueInfo OpInfo = {TTI::OK_AnyValue, TTI::OP_None},
      const Instruction *I = nullptr);
  /// Masked loads and stores of 8-, 16- and 32-bit lanes: vlds and a vsel,
  /// vsts under a predicate (docs/codegen.md, "Predicated tails").
  bool isLegalMaskedLoad(Type *DataTy, Align Alignment) const {
    return hasMaskedAccess(DataTy);
  }
  bool isLegalMaskedStore(Type *DataTy, Align Alignment) const {
    return hasMaskedAccess(DataTy);
  }
  /// The remainder of a vectorised loop is its last iteration under a plt
  /// mask, not a scalar loop, unless the loop accesses memory backwards.
  bool preferPredicateOverEpilogue(TailFoldingInfo *TFI) const;
  /// Pairs of lanes through vdintlv/vintlv (getInterleavedMemoryOpCost).
  bool enableInterleavedAccessVectorization() const { return true; }
  /// Masks from llvm.get.active.lane.mask (one plt each); the loop is
  /// controlled by its induction variable (the mask's first lane would be
  /// a lane read).
  TailFoldingStyle
  getPreferredTailFoldingStyle(bool IVUpdateMayOverflow) const {
    return TailFoldingStyle::Data;
  }
  InstructionCost getMaskedMemoryOpCost(unsigned Opcode, Type *DataTy,
                                        Align Alignment, unsigned AddressSpace,
                                        TTI::TargetCostKind CostKind);
  InstructionCost getGatherScatterOpCost(unsigned Opcode, Type *DataTy,
                                         const Value *Ptr, bool VariableMask,
                                         Align Alignment,
                                         TTI::TargetCostKind CostKind,
                                         const Instruction *I = nullptr);
  InstructionCost getInterleavedMemoryOpCost(
      unsigned Opcode, Type *VecTy, unsigned Factor, ArrayRef<unsigned> Indices,
      Align Alignment, unsigned AddressSpace, TTI::TargetCostKind CostKind,
      bool UseMaskForCond = false, bool UseMaskForGaps = false);
  /// Reading a lane: a vector store, a PIPE_V -> PIPE_S flag pair (the
  /// scalar unit waits for the vector pipe) and a scalar load.
  static constexpr unsigned LaneReadCost = 16;
  /// Writing a lane: vci, two vbr, vcmp, vsel.
  static constexpr unsigned LaneWriteCost = 5;
  /// A scalar float operation: a soft-float call.
  static constexpr unsigned SoftFloatCallCost = 20;
  InstructionCost getReductionCost(unsigned Opcode, VectorType *Ty,
                                   bool Ordered);

  InstructionCost getArithmeticReductionCost(unsigned Opcode, VectorType *Ty,
                                             std::optional<FastMathFlags> FMF,
                                             TTI::TargetCostKind CostKind);
  InstructionCost getMinMaxReductionCost(Intrinsic::ID IID, VectorType *Ty,
                                         FastMathFlags FMF,
                                         TTI::TargetCostKind CostKind);
  InstructionCost getIntrinsicInstrCost(const IntrinsicCostAttributes &ICA,
                                        TTI::TargetCostKind CostKind);

  void getUnrollingPreferences(Loop *L, ScalarEvolution &SE,
                               TargetTransformInfo::UnrollingPreferences &UP,
                               OptimizationRemarkEmitter *ORE) {
    BaseT::getUnrollingPreferences(L, SE, UP, ORE);
    std::optional<VectorLoads> Loads = vectorLoads(L);
    if (!L->isInnermost() || !Loads)
      return;
    // A body with one load: as many copies as the vector registers hold
    // what it loads (32 of a vlds, 16 of a vldsx2), so that the scheduler
    // can overlap the copies' loads with the operations before them. A
    // stream through one operation (abs, relu, exp) was unrolled 64 times
    // while the core issued one instruction per cycle, to halve the loop's
    // share of the issue slots again; with two per cycle its 32 and 64
    // copies take the same cycles, and 64 only cost compile time. Bodies
    // with more loads: eight (sixteen copies of two loads and an add
    // scheduled the adds behind all the loads, the first waiting for its
    // operands; docs/benchmarks.md).
    unsigned Count =
        Loads->Instructions > 1 ? 8 : 32 / std::max(1u, Loads->Registers);
    // A loop whose trip count is not known but at most Count (the rows of
    // a chunk) would be unrolled into copies each with its own exit, which
    // the scheduler cannot interleave. With a short body (at most two
    // passes over a row of sixteen registers) four copies per block and a
    // remainder let one copy's closing reductions overlap the next ones'
    // loads; a longer body keeps the copies with exits, as four (or two)
    // of them in one block would need more vector registers than there are
    // (docs/benchmarks.md).
    unsigned MaxTrips = SE.getSmallConstantMaxTripCount(L);
    if (!SE.getSmallConstantTripCount(L) && MaxTrips && MaxTrips <= Count) {
      if (Loads->Instructions <= 32) {
        Count = 4;
      } else if (PTO::isRowPipelineEnabled() && hasCrossLaneReduction(L)) {
        // A longer body with a reduction across the lanes (softmax,
        // layernorm) stays a loop: PTORowPipeline overlaps one row's
        // reductions with the next row's first pass in its one block.
        UP.Partial = UP.Runtime = UP.UpperBound = false;
        UP.Count = 1;
        return;
      }
    }
    UP.Partial = UP.Runtime = true;
    UP.DefaultUnrollRuntimeCount = Count;
    UP.MaxCount = Count;
    // Bodies up to 2048 instructions: a row of a row-wise kernel (a loop
    // over rows whose column loops are unrolled away) is unrolled too, so
    // that one row's final reductions overlap the next row's loads.
    UP.PartialThreshold = 2048;
    // The trip count of a register-at-a-time loop is a division by the
    // lanes, rounded up: computed once, it is cheap next to the body.
    UP.AllowExpensiveTripCount = true;
  }

private:
  static bool hasCrossLaneReduction(const Loop *L) {
    for (const BasicBlock *BB : L->blocks())
      for (const Instruction &I : *BB)
        if (PTO::isCrossLaneReduction(I))
          return true;
    return false;
  }

  /// The UB register loads of a loop body: instructions (vlds, vldsx2) and
  /// the vector registers they fill.
  struct VectorLoads {
    unsigned Instructions = 0;
    unsigned Registers = 0;
  };
  /// The UB register loads of a loop that computes on the 2048-bit types or
  /// calls PTO intrinsics; none if it does neither.
  static std::optional<VectorLoads> vectorLoads(const Loop *L) {
    bool Vector = false;
    VectorLoads Loads;
    for (const BasicBlock *BB : L->blocks())
      for (const Instruction &I : *BB) {
        Vector |= I.getType()->isVectorTy();
        const auto *II = dyn_cast<IntrinsicInst>(&I);
        Vector |= II && Function::isTargetIntrinsic(II->getIntrinsicID());
        Intrinsic::ID ID = II ? II->getIntrinsicID() : Intrinsic::not_intrinsic;
        // A plain load of a whole register from UB is a vlds too (the
        // unmasked copy of a vectorised loop: PTOSplitFoldedTail.cpp); one
        // from the stack is a local array of registers (softmax's partial
        // sums) that promotion takes away once the loop is unrolled.
        const auto *Load = dyn_cast<LoadInst>(&I);
        bool WholeRegisterLoad =
            Load && Load->getPointerAddressSpace() == PTOAS::UB &&
            I.getType()->getPrimitiveSizeInBits() == PTO::VectorRegisterBits;
        unsigned Registers = ID == Intrinsic::pto_vlds || WholeRegisterLoad ? 1
                             : ID == Intrinsic::pto_vldsx2                  ? 2
                                                                            : 0;
        Loads.Instructions += Registers != 0;
        Loads.Registers += Registers;
      }
    if (!Vector)
      return std::nullopt;
    return Loads;
  }
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOTARGETTRANSFORMINFO_H
