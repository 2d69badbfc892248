//===-- PTOTargetTransformInfo.cpp - PTO cost model -----------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The costs the vectorisers see. The vector unit issues one instruction per
// cycle whatever it computes (PTOSchedA5.td), so a supported vector
// operation costs what BasicTTI derives from its legalisation (one per
// 2048-bit part); what the backend expands costs the instructions it
// expands into. What instruction selection would report as unsupported is
// Invalid, which keeps the vectorisers from forming it.
//
//===----------------------------------------------------------------------===//

#include "PTOTargetTransformInfo.h"
#include "PTO.h"
#include "PTOISelLowering.h"
#include "PTOVectorOperations.h"
#include "llvm/CodeGen/Analysis.h"
#include "llvm/Transforms/Vectorize/LoopVectorizationLegality.h"

using namespace llvm;

namespace {
/// Conversions between i64 lanes and f32, bf16 or f16 ones
/// (lowerInt64Conversion), instructions per register of i64 lanes as llc
/// -O2 emits them: to float 2 signed (a vcvt and half a vdintlv), 57
/// unsigned, 3 more to f16 or bf16 (signed) or 6 (unsigned); from f32 or
/// bf16 2 signed (a vcvt and half a vintlv), 24 unsigned. f16 to i64 is a
/// chain.
std::optional<InstructionCost>
getInt64ConversionCost(int ISDOpcode, FixedVectorType *Dst, Type *Src) {
  bool ToFloat = ISDOpcode == ISD::SINT_TO_FP || ISDOpcode == ISD::UINT_TO_FP;
  bool Signed = ISDOpcode == ISD::SINT_TO_FP || ISDOpcode == ISD::FP_TO_SINT;
  Type *IntTy = (ToFloat ? Src : Dst)->getScalarType();
  Type *FloatTy = (ToFloat ? Dst : Src)->getScalarType();
  unsigned Lanes = Dst->getNumElements();
  if ((!ToFloat && ISDOpcode != ISD::FP_TO_SINT &&
       ISDOpcode != ISD::FP_TO_UINT) ||
      !IntTy->isIntegerTy(64) || !isPowerOf2_32(Lanes) ||
      !(FloatTy->isFloatTy() || FloatTy->isBFloatTy() ||
        (ToFloat && FloatTy->isHalfTy())))
    return std::nullopt;
  unsigned PerRegister =
      ToFloat
          ? (Signed ? 2 : 57) + (FloatTy->isFloatTy() ? 0 : (Signed ? 3 : 6))
          : (Signed ? 2 : 24);
  return InstructionCost(divideCeil(Lanes, 32) * PerRegister);
}

bool hasWideElements(Type *Ty) { return Ty->getScalarSizeInBits() > 32; }

/// Whether a query comes from the vectorisers, which ask for throughput:
/// what selection rejects is Invalid for them only. Size and latency
/// queries (the unrollers, the inliner) are about code the user wrote that
/// way, which stays as written whatever it costs; an Invalid cost would
/// keep a loop over a local array of vectors from being unrolled, and the
/// array from becoming registers.
bool isVectoriserQuery(TTI::TargetCostKind CostKind) {
  return CostKind == TTI::TCK_RecipThroughput;
}
} // namespace

TypeSize
PTOTTIImpl::getRegisterBitWidth(TargetTransformInfo::RegisterKind K) const {
  switch (K) {
  case TargetTransformInfo::RGK_Scalar:
    return TypeSize::getFixed(64);
  case TargetTransformInfo::RGK_FixedWidthVector:
    return TypeSize::getFixed(IsSimt ? 0 : PTO::VectorRegisterBits);
  case TargetTransformInfo::RGK_ScalableVector:
    return TypeSize::getScalable(0);
  }
  llvm_unreachable("unknown register kind");
}

/// Whether \p Ty in \p AddrSpace is a vector of at most a register in UB,
/// which a plain load or store selects as vlds/vsts [x, imm16] (a shorter
/// one widened to the register, stored under a mask).
static bool isUBRegisterAccess(Type *Ty, unsigned AddrSpace) {
  return AddrSpace == PTOAS::UB && Ty && Ty->isVectorTy() &&
         Ty->getPrimitiveSizeInBits().getKnownMinValue() <=
             PTO::VectorRegisterBits;
}

/// Whether [x + Scale * y + BaseOffset] is an address loop strength
/// reduction may give a UB register access.
static bool isUBRegisterAddress(Type *Ty, GlobalValue *BaseGV,
                                int64_t BaseOffset, int64_t Scale,
                                unsigned AddrSpace, int64_t ScalableOffset) {
  return isUBRegisterAccess(Ty, AddrSpace) && !BaseGV && !ScalableOffset &&
         isInt<16>(BaseOffset) && (Scale == 0 || Scale == 1);
}

// vlds/vsts have [x, imm16] only, but instruction selection makes
// [x + y + imm16] an addition x + y that every access of the block with
// the same two registers shares (selectUBAddrRegImm16, foldUBOffset). To
// loop strength reduction that address is legal: the copies of an
// unrolled loop, the same address but for their constant offsets, then
// form one use with a range of offsets; with [x + y + imm] illegal (the
// default) it could not merge them and kept one use per copy, and its
// formula search grew with the copies (docs/benchmarks.md, "The back end
// under 1 s"). The addition counts in the scaling cost. Only this TTI
// hook says so: CodeGenPrepare and the DAG combiner ask
// PTOTargetLowering, which keeps the default.
bool PTOTTIImpl::isLegalAddressingMode(Type *Ty, GlobalValue *BaseGV,
                                       int64_t BaseOffset, bool HasBaseReg,
                                       int64_t Scale, unsigned AddrSpace,
                                       Instruction *I, int64_t ScalableOffset) {
  if (isUBRegisterAddress(Ty, BaseGV, BaseOffset, Scale, AddrSpace,
                          ScalableOffset))
    return true;
  return BaseT::isLegalAddressingMode(Ty, BaseGV, BaseOffset, HasBaseReg, Scale,
                                      AddrSpace, I, ScalableOffset);
}

InstructionCost PTOTTIImpl::getScalingFactorCost(Type *Ty, GlobalValue *BaseGV,
                                                 StackOffset BaseOffset,
                                                 bool HasBaseReg, int64_t Scale,
                                                 unsigned AddrSpace) {
  if (isUBRegisterAddress(Ty, BaseGV, BaseOffset.getFixed(), Scale, AddrSpace,
                          BaseOffset.getScalable()))
    return HasBaseReg && Scale ? 1 : 0;
  return BaseT::getScalingFactorCost(Ty, BaseGV, BaseOffset, HasBaseReg, Scale,
                                     AddrSpace);
}

InstructionCost PTOTTIImpl::getArithmeticInstrCost(
    unsigned Opcode, Type *Ty, TTI::TargetCostKind CostKind,
    TTI::OperandValueInfo Op1Info, TTI::OperandValueInfo Op2Info,
    ArrayRef<const Value *> Args, const Instruction *CxtI) {
  if (Ty->isVectorTy()) {
    std::pair<InstructionCost, MVT> LT = getTypeLegalizationCost(Ty);
    int ISDOpcode = TLI->InstructionOpcodeToISD(Opcode);
    if (!TLI->isSupportedVectorOperation(ISDOpcode, LT.second))
      return isVectoriserQuery(CostKind)
                 ? InstructionCost::getInvalid()
                 : BaseT::getArithmeticInstrCost(Opcode, Ty, CostKind, Op1Info,
                                                 Op2Info, Args, CxtI);
    // A division or remainder of a type narrower than a register (<128 x
    // i8>): the type legaliser widens other operations to the register but
    // divides these lane by lane (the extra lanes could trap), and llc
    // emits at least five instructions per lane: the two operands' lanes
    // loaded from the register's copy in UB, the division, a vbr and a
    // vsel. Priced as the register's division, such a loop was vectorised
    // and unrolled into blocks of 4096 scalar divisions that took seconds
    // to compile (docs/benchmarks.md, "Compile time").
    if (TLI->canOpTrap(ISDOpcode, LT.second) &&
        TLI->getTypeAction(Ty->getContext(), EVT::getEVT(Ty)) ==
            TargetLoweringBase::TypeWidenVector)
      return InstructionCost(5 * cast<FixedVectorType>(Ty)->getNumElements());
    // The cost function of the operation's row of PTOVectorRules.td.
    if (std::optional<InstructionCost> Cost =
            PTOVector::getRuleCost(ISDOpcode, LT.second, Ty, LT.first))
      return *Cost;
  }
  return BaseT::getArithmeticInstrCost(Opcode, Ty, CostKind, Op1Info, Op2Info,
                                       Args, CxtI);
}

/// An integer extension or truncation between 8-, 16-, 32- and 64-bit lanes
/// (lowerIntegerWidthChange), step by step, counted over W, the registers of
/// the step's wider type: a vsunpack or vzunpack per register (8 -> 16,
/// 16 -> 32 bits); a vintlv per two (32 -> 64 bits), and a vshrs for the
/// sign words of a sext; a vpack per register and a vor per two (16 -> 8,
/// 32 -> 16 bits); a vdintlv per two (64 -> 32 bits). Invalid for other
/// casts.
InstructionCost PTOTTIImpl::getIntegerWidthChangeCost(unsigned Opcode,
                                                      FixedVectorType *Dst,
                                                      Type *Src) {
  auto isSteppable = [](Type *Ty) {
    auto *IntTy = dyn_cast<IntegerType>(Ty->getScalarType());
    return IntTy && isSteppableWidth(IntTy->getBitWidth());
  };
  if ((Opcode != Instruction::SExt && Opcode != Instruction::ZExt &&
       Opcode != Instruction::Trunc) ||
      !isSteppable(Dst) || !isSteppable(Src))
    return InstructionCost::getInvalid();
  unsigned Width = Src->getScalarSizeInBits();
  unsigned DstWidth = Dst->getScalarSizeInBits();
  InstructionCost Cost = 0;
  while (Width != DstWidth) {
    bool Extend = Width < DstWidth;
    unsigned Wide = Extend ? 2 * Width : Width;
    auto *WideTy = FixedVectorType::get(
        IntegerType::get(Dst->getContext(), Wide), Dst->getNumElements());
    InstructionCost Registers = getTypeLegalizationCost(WideTy).first;
    InstructionCost Pairs = (Registers + 1) / 2;
    if (Wide != 64)
      Cost += Extend ? Registers : Registers + Registers / 2;
    else
      Cost += Extend && Opcode == Instruction::SExt ? 2 * Pairs : Pairs;
    Width = Extend ? 2 * Width : Width / 2;
  }
  return Cost;
}

InstructionCost PTOTTIImpl::getCastInstrCost(unsigned Opcode, Type *Dst,
                                             Type *Src,
                                             TTI::CastContextHint CCH,
                                             TTI::TargetCostKind CostKind,
                                             const Instruction *I) {
  auto *DstVT = dyn_cast<FixedVectorType>(Dst);
  if (!DstVT || Opcode == Instruction::BitCast)
    return BaseT::getCastInstrCost(Opcode, Dst, Src, CCH, CostKind, I);
  int ISDOpcode = TLI->InstructionOpcodeToISD(Opcode);
  // A compare's lanes as integers: vsel of two splats.
  if ((ISDOpcode == ISD::SIGN_EXTEND || ISDOpcode == ISD::ZERO_EXTEND) &&
      Src->getScalarType()->isIntegerTy(1) && !hasWideElements(Dst))
    return getTypeLegalizationCost(Dst).first;
  if (InstructionCost Cost = getIntegerWidthChangeCost(Opcode, DstVT, Src);
      Cost.isValid())
    return Cost;
  if (std::optional<InstructionCost> Cost =
          getInt64ConversionCost(ISDOpcode, DstVT, Src))
    return *Cost;
  EVT DstElt = TLI->getValueType(DL, Dst->getScalarType());
  EVT SrcElt = TLI->getValueType(DL, Src->getScalarType());
  if (!DstElt.isSimple() || !SrcElt.isSimple() ||
      !PTOTargetLowering::isSupportedVectorConversion(
          ISDOpcode, DstElt.getSimpleVT(), SrcElt.getSimpleVT(),
          DstVT->getNumElements()))
    return isVectoriserQuery(CostKind)
               ? InstructionCost::getInvalid()
               : BaseT::getCastInstrCost(Opcode, Dst, Src, CCH, CostKind, I);
  SmallVector<PTOConversionStep, 4> Steps;
  planVectorConversion(ISDOpcode, DstElt.getSimpleVT(), SrcElt.getSimpleVT(),
                       Steps);
  if (Steps.size() > 1)
    return getConversionChainCost(Steps, Src, CostKind);
  // Width-changing conversions take two vcvt and an interleave; unsigned
  // ones six or seven instructions (expandUnsignedConversion).
  unsigned PerPart =
      DstElt.getSizeInBits() != SrcElt.getSizeInBits()               ? 3
      : ISDOpcode == ISD::UINT_TO_FP || ISDOpcode == ISD::FP_TO_UINT ? 7
                                                                     : 1;
  return getTypeLegalizationCost(Dst).first * PerPart;
}

/// The IR cast each operation of a conversion chain's steps is costed as.
static constexpr std::pair<unsigned, unsigned> CastOfConversionStep[] = {
    {ISD::SIGN_EXTEND, Instruction::SExt},
    {ISD::ZERO_EXTEND, Instruction::ZExt},
    {ISD::TRUNCATE, Instruction::Trunc},
    {ISD::SINT_TO_FP, Instruction::SIToFP},
    {ISD::UINT_TO_FP, Instruction::UIToFP},
    {ISD::FP_TO_SINT, Instruction::FPToSI},
    {ISD::FP_TO_UINT, Instruction::FPToUI},
    {ISD::FP_EXTEND, Instruction::FPExt},
    {ISD::FP_ROUND, Instruction::FPTrunc},
};

/// The steps of a conversion chain (planVectorConversion), each costed as
/// the cast it is; a conversion to f32 rounding to odd is a vcvt per
/// register, and for unsigned lanes five more instructions.
InstructionCost
PTOTTIImpl::getConversionChainCost(ArrayRef<PTOConversionStep> Steps, Type *Src,
                                   TTI::TargetCostKind CostKind) {
  InstructionCost Cost = 0;
  unsigned Lanes = cast<FixedVectorType>(Src)->getNumElements();
  for (const PTOConversionStep &Step : Steps) {
    Type *StepTy = FixedVectorType::get(
        EVT(MVT(Step.Elt)).getTypeForEVT(Src->getContext()), Lanes);
    if (Step.Opcode == PTOConversionStep::SIntToF32Odd ||
        Step.Opcode == PTOConversionStep::UIntToF32Odd) {
      Cost += getTypeLegalizationCost(StepTy).first *
              (Step.Opcode == PTOConversionStep::SIntToF32Odd ? 1 : 6);
    } else {
      const auto *Cast = find_if(CastOfConversionStep, [&](const auto &E) {
        return E.first == Step.Opcode;
      });
      if (Cast == std::end(CastOfConversionStep))
        llvm_unreachable("not a step of a conversion chain");
      Cost += getCastInstrCost(Cast->second, StepTy, Src,
                               TTI::CastContextHint::None, CostKind);
    }
    Src = StepTy;
  }
  return Cost;
}

InstructionCost PTOTTIImpl::getCmpSelInstrCost(unsigned Opcode, Type *ValTy,
                                               Type *CondTy,
                                               CmpInst::Predicate VecPred,
                                               TTI::TargetCostKind CostKind,
                                               const Instruction *I) {
  if (ValTy->isVectorTy() && isVectoriserQuery(CostKind)) {
    if (hasWideElements(ValTy)) {
      auto [Parts, VT] = getTypeLegalizationCost(ValTy);
      if (VT != MVT::v32i64)
        return InstructionCost::getInvalid();
      return *PTOVector::getRuleCost(Opcode == Instruction::ICmp ? ISD::SETCC
                                                                 : ISD::VSELECT,
                                     VT, ValTy, Parts);
    }
    CmpInst::Predicate Pred = VecPred;
    if (auto *Cmp = dyn_cast_or_null<CmpInst>(I))
      Pred = Cmp->getPredicate();
    // The predicates vcmp has no mode for take two compares (and two
    // selects: expandFloatCompareSelect).
    if (Opcode == Instruction::FCmp && CmpInst::isFPPredicate(Pred) &&
        !TLI->isCondCodeLegal(getFCmpCondCode(Pred),
                              getTypeLegalizationCost(ValTy).second))
      return 2 * BaseT::getCmpSelInstrCost(Opcode, ValTy, CondTy, VecPred,
                                           CostKind, I);
  }
  return BaseT::getCmpSelInstrCost(Opcode, ValTy, CondTy, VecPred, CostKind, I);
}

InstructionCost PTOTTIImpl::getVectorInstrCost(unsigned Opcode, Type *Val,
                                               TTI::TargetCostKind CostKind,
                                               unsigned Index, Value *Op0,
                                               Value *Op1) {
  // Lanes of masks have no instruction. Size queries (unrolling, inlining)
  // get BasicTTI's cost: such code often folds away once unrolled (a vector
  // filled lane by lane in a loop becomes a constant).
  if (!isVectoriserQuery(CostKind))
    return BaseT::getVectorInstrCost(Opcode, Val, CostKind, Index, Op0, Op1);
  if (Val->getScalarType()->isIntegerTy(1))
    return InstructionCost::getInvalid();
  return Opcode == Instruction::ExtractElement ? LaneReadCost : LaneWriteCost;
}

bool PTOTTIImpl::preferPredicateOverEpilogue(TailFoldingInfo *TFI) const {
  // Interleaved accesses (vdintlv/vintlv of whole registers) have no masked
  // form here. A reversed access's last, partial register would be loaded
  // from below its first element (vlds has no mask and reads the whole
  // register), which is outside UB for a buffer at its start. Accesses of
  // 64-bit lanes have no masked form either (hasMaskedAccess). Such loops
  // keep a scalar remainder. (Accesses of different widths of 8 to 32 bits
  // fill a register for the widest and part of one for the others, which
  // are masked accesses of part of a register.)
  if (TFI->IAI->hasGroups())
    return false;
  for (BasicBlock *BB : TFI->LVL->getLoop()->blocks())
    for (Instruction &I : *BB)
      if (Value *Ptr = getLoadStorePointerOperand(&I)) {
        Type *AccessTy = getLoadStoreType(&I);
        if (TFI->LVL->isConsecutivePtr(AccessTy, Ptr) < 0 ||
            !hasMaskedAccess(AccessTy))
          return false;
      }
  return true;
}

InstructionCost PTOTTIImpl::getShuffleCost(TTI::ShuffleKind Kind,
                                           VectorType *Tp, ArrayRef<int> Mask,
                                           TTI::TargetCostKind CostKind,
                                           int Index, VectorType *SubTp,
                                           ArrayRef<const Value *> Args,
                                           const Instruction *CxtI) {
  // Splats are vbr.
  bool Splat = Kind == TTI::SK_Broadcast ||
               (!Mask.empty() && all_of(Mask, [](int M) { return M <= 0; }));
  if (Splat && !hasWideElements(Tp))
    return getTypeLegalizationCost(Tp).first;
  if (isVectoriserQuery(CostKind)) {
    // Within one register: the instructions lowerPermutingShuffle emits.
    unsigned Lanes = cast<FixedVectorType>(Tp)->getNumElements();
    unsigned LaneBits = Tp->getScalarSizeInBits();
    unsigned RegisterLanes = PTO::VectorRegisterBits / std::max(LaneBits, 8u);
    SmallVector<int, 256> Full;
    if (Kind == TTI::SK_Reverse && Mask.empty())
      for (unsigned Lane = 0; Lane != Lanes; ++Lane)
        Full.push_back(Lanes - 1 - Lane);
    for (int M : Mask)
      Full.push_back(M < int(Lanes) ? M : M - Lanes + RegisterLanes);
    if (Full.empty() || Lanes > RegisterLanes || LaneBits > 64 ||
        Tp->getScalarType()->isIntegerTy(1))
      return InstructionCost::getInvalid();
    Full.resize(RegisterLanes, -1);
    if (std::optional<unsigned> Count =
            getShuffleInstructionCount(Full, LaneBits))
      return *Count;
    return InstructionCost::getInvalid();
  }
  return BaseT::getShuffleCost(Kind, Tp, Mask, CostKind, Index, SubTp, Args,
                               CxtI);
}

InstructionCost PTOTTIImpl::getMemoryOpCost(unsigned Opcode, Type *Src,
                                            MaybeAlign Alignment,
                                            unsigned AddressSpace,
                                            TTI::TargetCostKind CostKind,
                                            TTI::OperandValueInfo OpInfo,
                                            const Instruction *I) {
  if (Src->isVectorTy() && AddressSpace != PTOAS::UB &&
      isVectoriserQuery(CostKind))
    return InstructionCost::getInvalid();
  // A vector narrower than a register: a vlds of the whole register at its
  // address, or a vsts under a pset or plt mask of its lanes.
  if (auto *VecTy = dyn_cast<FixedVectorType>(Src);
      VecTy && isVectoriserQuery(CostKind) &&
      !VecTy->getScalarType()->isIntegerTy(1) &&
      VecTy->getPrimitiveSizeInBits().getFixedValue() <
          PTO::VectorRegisterBits &&
      getTypeLegalizationCost(VecTy).first == 1)
    return Opcode == Instruction::Load ? 1 : 2;
  return BaseT::getMemoryOpCost(Opcode, Src, Alignment, AddressSpace, CostKind,
                                OpInfo, I);
}

bool PTOTTIImpl::hasMaskedAccess(Type *DataTy) const {
  Type *Elt = DataTy->getScalarType();
  if (!(Elt->isIntegerTy() || Elt->isHalfTy() || Elt->isBFloatTy() ||
        Elt->isFloatTy()) ||
      !is_contained({8u, 16u, 32u}, Elt->getScalarSizeInBits()))
    return false;
  // A whole register (the mask's lane count gives the predicate's
  // granularity), or part of one in narrower lanes than the mask's
  // (PTOISelLoweringMasked.cpp).
  auto *VecTy = dyn_cast<FixedVectorType>(DataTy);
  return !VecTy || PTOVector::maskGranularity(VecTy->getNumElements()) >=
                       Elt->getScalarSizeInBits();
}

/// The ppacks that narrow the predicate of a mask of \p DataTy's lanes to
/// its elements' width (a masked store of part of a register).
static unsigned predicatePacksOfMaskedStore(Type *DataTy) {
  auto *VecTy = dyn_cast<FixedVectorType>(DataTy);
  if (!VecTy)
    return 0;
  unsigned MaskWidth = PTOVector::maskGranularity(VecTy->getNumElements());
  return Log2_32(MaskWidth / VecTy->getScalarSizeInBits());
}

InstructionCost
PTOTTIImpl::getMaskedMemoryOpCost(unsigned Opcode, Type *DataTy,
                                  Align Alignment, unsigned AddressSpace,
                                  TTI::TargetCostKind CostKind) {
  if (isVectoriserQuery(CostKind)) {
    if (AddressSpace != PTOAS::UB || !hasMaskedAccess(DataTy))
      return InstructionCost::getInvalid();
    // vlds (a vsel only where the masked-off lanes are used), or vsts
    // under the mask's predicate, narrowed for part of a register.
    return Opcode == Instruction::Store
               ? 1 + predicatePacksOfMaskedStore(DataTy)
               : 1;
  }
  return BaseT::getMaskedMemoryOpCost(Opcode, DataTy, Alignment, AddressSpace,
                                      CostKind);
}

InstructionCost PTOTTIImpl::getGatherScatterOpCost(
    unsigned Opcode, Type *DataTy, const Value *Ptr, bool VariableMask,
    Align Alignment, TTI::TargetCostKind CostKind, const Instruction *I) {
  if (isVectoriserQuery(CostKind))
    return InstructionCost::getInvalid();
  return BaseT::getGatherScatterOpCost(Opcode, DataTy, Ptr, VariableMask,
                                       Alignment, CostKind, I);
}

InstructionCost PTOTTIImpl::getInterleavedMemoryOpCost(
    unsigned Opcode, Type *VecTy, unsigned Factor, ArrayRef<unsigned> Indices,
    Align Alignment, unsigned AddressSpace, TTI::TargetCostKind CostKind,
    bool UseMaskForCond, bool UseMaskForGaps) {
  if (isVectoriserQuery(CostKind)) {
    // Pairs of 8-, 16- or 32-bit lanes in UB: the registers' loads or
    // stores and a vdintlv (vintlv) per two registers, which gives both
    // members of the pairs.
    auto *VT = cast<FixedVectorType>(VecTy);
    unsigned Bits = VT->getPrimitiveSizeInBits().getFixedValue();
    if (Factor != 2 || UseMaskForCond || UseMaskForGaps ||
        AddressSpace != PTOAS::UB || hasWideElements(VT) ||
        VT->getScalarType()->isIntegerTy(1) || Bits % 8 != 0)
      return InstructionCost::getInvalid();
    unsigned Registers = divideCeil(Bits, PTO::VectorRegisterBits);
    return Registers + divideCeil(Registers, 2);
  }
  return BaseT::getInterleavedMemoryOpCost(Opcode, VecTy, Factor, Indices,
                                           Alignment, AddressSpace, CostKind,
                                           UseMaskForCond, UseMaskForGaps);
}

/// The ISD operation of a min/max intrinsic, or 0.
static unsigned minMaxOpcode(Intrinsic::ID IID) {
  switch (IID) {
  case Intrinsic::smax:
    return ISD::SMAX;
  case Intrinsic::smin:
    return ISD::SMIN;
  case Intrinsic::umax:
    return ISD::UMAX;
  case Intrinsic::umin:
    return ISD::UMIN;
  case Intrinsic::maxnum:
    return ISD::FMAXNUM;
  case Intrinsic::minnum:
    return ISD::FMINNUM;
  case Intrinsic::maximum:
    return ISD::FMAXIMUM;
  case Intrinsic::minimum:
    return ISD::FMINIMUM;
  default:
    return 0;
  }
}

/// A reduction of one register by \p Opcode (an ISD operation;
/// PTOISelLoweringElements.cpp): log2(lanes) rotations and operations (or
/// one vcadd/vcmax/vcmin: counted the same, an upper bound), then lane 0
/// read through UB; an ordered float one reads every lane and adds them
/// with soft-float calls. Wider vectors, and operations the vector unit does
/// not have on the type, are not formed.
InstructionCost PTOTTIImpl::getReductionCost(unsigned Opcode, VectorType *Ty,
                                             bool Ordered) {
  auto [Parts, VT] = getTypeLegalizationCost(Ty);
  if (!Parts.isValid() || Parts != 1 || Ty->getScalarType()->isIntegerTy(1) ||
      !TLI->isSupportedVectorOperation(Opcode, VT))
    return InstructionCost::getInvalid();
  unsigned Lanes = cast<FixedVectorType>(Ty)->getNumElements();
  // A narrower float vector is widened to a power of two; a narrower
  // integer one is padded by the legaliser, a lane write per lane.
  unsigned Padding = 0;
  if (Lanes < VT.getVectorNumElements()) {
    if (Ty->getScalarType()->isFloatingPointTy() && !isPowerOf2_32(Lanes))
      return InstructionCost::getInvalid();
    if (!Ty->getScalarType()->isFloatingPointTy())
      Padding = (VT.getVectorNumElements() - Lanes) * LaneWriteCost;
  }
  if (Ordered)
    return Lanes * SoftFloatCallCost + LaneReadCost;
  return Padding + 2 * Log2_32_Ceil(VT.getVectorNumElements()) + LaneReadCost;
}

InstructionCost
PTOTTIImpl::getArithmeticReductionCost(unsigned Opcode, VectorType *Ty,
                                       std::optional<FastMathFlags> FMF,
                                       TTI::TargetCostKind CostKind) {
  if (isVectoriserQuery(CostKind))
    return getReductionCost(TLI->InstructionOpcodeToISD(Opcode), Ty,
                            TTI::requiresOrderedReduction(FMF));
  return BaseT::getArithmeticReductionCost(Opcode, Ty, FMF, CostKind);
}

InstructionCost
PTOTTIImpl::getMinMaxReductionCost(Intrinsic::ID IID, VectorType *Ty,
                                   FastMathFlags FMF,
                                   TTI::TargetCostKind CostKind) {
  if (isVectoriserQuery(CostKind))
    return getReductionCost(minMaxOpcode(IID), Ty, /*Ordered=*/false);
  return BaseT::getMinMaxReductionCost(IID, Ty, FMF, CostKind);
}

/// The generic vector intrinsics the backend compiles, and the operation
/// each is legalised as.
static constexpr std::pair<Intrinsic::ID, ISD::NodeType> IntrinsicOperations[] =
    {
        {Intrinsic::fabs, ISD::FABS},
        {Intrinsic::sqrt, ISD::FSQRT},
        {Intrinsic::exp, ISD::FEXP},
        {Intrinsic::log, ISD::FLOG},
        {Intrinsic::floor, ISD::FFLOOR},
        {Intrinsic::ceil, ISD::FCEIL},
        {Intrinsic::trunc, ISD::FTRUNC},
        {Intrinsic::rint, ISD::FRINT},
        {Intrinsic::nearbyint, ISD::FNEARBYINT},
        {Intrinsic::roundeven, ISD::FROUNDEVEN},
        {Intrinsic::round, ISD::FROUND},
        {Intrinsic::fma, ISD::FMA},
        {Intrinsic::fmuladd, ISD::FMA},
        {Intrinsic::maxnum, ISD::FMAXNUM},
        {Intrinsic::minnum, ISD::FMINNUM},
        {Intrinsic::maximum, ISD::FMAXIMUM},
        {Intrinsic::minimum, ISD::FMINIMUM},
        {Intrinsic::smax, ISD::SMAX},
        {Intrinsic::smin, ISD::SMIN},
        {Intrinsic::umax, ISD::UMAX},
        {Intrinsic::umin, ISD::UMIN},
        {Intrinsic::abs, ISD::ABS},
        {Intrinsic::sadd_sat, ISD::SADDSAT},
        {Intrinsic::uadd_sat, ISD::UADDSAT},
        {Intrinsic::ssub_sat, ISD::SSUBSAT},
        {Intrinsic::usub_sat, ISD::USUBSAT},
        {Intrinsic::ctpop, ISD::CTPOP},
        {Intrinsic::ctlz, ISD::CTLZ},
        {Intrinsic::cttz, ISD::CTTZ},
        {Intrinsic::bswap, ISD::BSWAP},
        {Intrinsic::bitreverse, ISD::BITREVERSE},
        {Intrinsic::exp2, ISD::FEXP2},
        {Intrinsic::exp10, ISD::FEXP10},
        {Intrinsic::log2, ISD::FLOG2},
        {Intrinsic::log10, ISD::FLOG10},
        {Intrinsic::sin, ISD::FSIN},
        {Intrinsic::cos, ISD::FCOS},
        {Intrinsic::tan, ISD::FTAN},
        {Intrinsic::pow, ISD::FPOW},
};

InstructionCost
PTOTTIImpl::getIntrinsicInstrCost(const IntrinsicCostAttributes &ICA,
                                  TTI::TargetCostKind CostKind) {
  Type *RetTy = ICA.getReturnType();
  // The scalar unit's saturating subtraction and a plt.
  if (ICA.getID() == Intrinsic::get_active_lane_mask &&
      isVectoriserQuery(CostKind))
    return 1;
  const auto *Found = find_if(IntrinsicOperations, [&](const auto &Entry) {
    return Entry.first == ICA.getID();
  });
  // The expansions of the math functions are as long as they take to run
  // (the unrollers ask for their size too): the cost function of their row.
  if (Found != std::end(IntrinsicOperations) && isa<FixedVectorType>(RetTy)) {
    std::pair<InstructionCost, MVT> LT = getTypeLegalizationCost(RetTy);
    if (std::optional<InstructionCost> Cost =
            PTOVector::getRuleCost(Found->second, LT.second, RetTy, LT.first))
      return *Cost;
  }
  // llvm.pto.* calls are single instructions of their own.
  if (!RetTy->isVectorTy() || Function::isTargetIntrinsic(ICA.getID()) ||
      !isVectoriserQuery(CostKind))
    return BaseT::getIntrinsicInstrCost(ICA, CostKind);
  // The generic vector intrinsics the backend compiles, as the operation
  // they are legalised as.
  if (Found == std::end(IntrinsicOperations))
    return InstructionCost::getInvalid();
  unsigned ISDOpcode = Found->second;
  std::pair<InstructionCost, MVT> LT = getTypeLegalizationCost(RetTy);
  if (!TLI->isSupportedVectorOperation(ISDOpcode, LT.second))
    return InstructionCost::getInvalid();
  return BaseT::getIntrinsicInstrCost(ICA, CostKind);
}
