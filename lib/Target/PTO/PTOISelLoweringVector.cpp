//===-- PTOISelLoweringVector.cpp - PTO vector DAG lowering ---------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Generic vector IR on the 2048-bit vector types (docs/codegen.md): which
// operations the vector unit selects directly (PTOInstrVectorPats.td), how
// splats and UB loads and stores are lowered, and a diagnostic naming the
// operation and type for everything else.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTO.h"
#include "PTOISelLowering.h"
#include "PTOIntrinsicForms.h"
#include "PTOSubtarget.h"
#include "PTOVectorOperations.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/SelectionDAGNodes.h"
#include "llvm/IR/IntrinsicsPTO.h"

using namespace llvm;
using PTOVector::Support;
using PTOVector::VectorRule;

namespace {

const MVT IntVTs[] = {MVT::v256i8, MVT::v128i16, MVT::v64i32, MVT::v32i64};
const MVT FloatVTs[] = {MVT::v128f16, MVT::v128bf16, MVT::v64f32};
/// The mask, align-state and vector-address types of the intrinsics
/// (IntrinsicsPTO.td): values in predicate, align and vector-address
/// registers.
const MVT MaskVT = MVT::v256i1;
const MVT AlignVT = MVT::ptoalign;
const MVT VAddrVT = MVT::ptovaddr;

/// Float condition codes vcmp has no mode for: a select on them becomes
/// selects on the ones it has (expandFloatCompareSelect), other compares the
/// legaliser's combination of them.
const ISD::CondCode UnsupportedFloatCCs[] = {
    ISD::SETONE, ISD::SETUEQ, ISD::SETO,   ISD::SETUO,
    ISD::SETULT, ISD::SETULE, ISD::SETUGT, ISD::SETUGE};

/// A vector narrower than 2048 bits whose elements a legal type has.
/// The 2048-bit type with \p VT's elements.
EVT fullWidthType(EVT VT) {
  MVT Elt = VT.getSimpleVT().getVectorElementType();
  return MVT::getVectorVT(Elt, PTO::VectorRegisterBits / Elt.getSizeInBits());
}

/// A vector of several 2048-bit registers of a legal type, which the
/// legaliser splits into them.
bool isWholeRegisters(EVT VT) {
  return VT.isSimple() && VT.isFixedLengthVector() &&
         VT.getSizeInBits() > PTO::VectorRegisterBits &&
         VT.getSizeInBits() % PTO::VectorRegisterBits == 0 &&
         VT.getScalarSizeInBits() <= 32;
}

bool isNarrowVector(EVT VT) {
  if (!VT.isSimple() || !VT.isFixedLengthVector() ||
      VT.getSizeInBits() >= PTO::VectorRegisterBits)
    return false;
  unsigned Width = VT.getScalarSizeInBits();
  return Width == 8 || Width == 16 || Width == 32 || Width == 64;
}

} // namespace

void PTOTargetLowering::initVectorActions() {
  for (MVT VT : IntVTs)
    addRegisterClass(VT, &PTO::VRFRegClass);
  for (MVT VT : FloatVTs)
    addRegisterClass(VT, &PTO::VRFRegClass);
  addRegisterClass(MaskVT, &PTO::PRFRegClass);
  addRegisterClass(AlignVT, &PTO::ARFRegClass);
  addRegisterClass(VAddrVT, &PTO::VARRegClass);

  // The rows of PTOVectorRules.td: every operation's action; the combine
  // of those rewritten before type legalisation.
  PTOVector::forEachRule([&](unsigned Opcode, MVT VT, const VectorRule &R) {
    setOperationAction(Opcode, VT,
                       R.How == Support::Legal    ? Legal
                       : R.How == Support::Expand ? Expand
                                                  : Custom);
    if (R.Combine)
      setTargetDAGCombine(static_cast<ISD::NodeType>(Opcode));
  });
  for (MVT VT : FloatVTs)
    for (ISD::CondCode CC : UnsupportedFloatCCs)
      setCondCodeAction(CC, VT, Expand);

  // Loads and stores of narrower vectors: a full vlds, a vsts of the first
  // lanes.
  for (MVT VT : MVT::fixedlen_vector_valuetypes())
    if (isNarrowVector(VT) && VT.getScalarType() != MVT::i1)
      for (unsigned Op : {ISD::LOAD, ISD::STORE})
        setOperationAction(Op, VT, Custom);

  // No extending vector loads or truncating vector stores: conversions stay
  // conversions (lowerWidthChangingConversion).
  for (MVT VT : MVT::fixedlen_vector_valuetypes())
    for (MVT MemVT : MVT::fixedlen_vector_valuetypes()) {
      for (unsigned Ext : {ISD::EXTLOAD, ISD::SEXTLOAD, ISD::ZEXTLOAD})
        setLoadExtAction(Ext, VT, MemVT, Expand);
      setTruncStoreAction(VT, MemVT, Expand);
    }

  setBooleanVectorContents(ZeroOrNegativeOneBooleanContent);
  setTargetDAGCombine(
      {ISD::INTRINSIC_WO_CHAIN, ISD::INTRINSIC_W_CHAIN, ISD::INTRINSIC_VOID});
  setTargetDAGCombine(
      {ISD::INSERT_VECTOR_ELT, ISD::SCALAR_TO_VECTOR, ISD::EXTRACT_VECTOR_ELT});
  setTargetDAGCombine({ISD::BUILD_VECTOR, ISD::FADD,       ISD::FSUB,
                       ISD::FMUL,         ISD::FDIV,       ISD::FMA,
                       ISD::FNEG,         ISD::FABS,       ISD::FSQRT,
                       ISD::FEXP,         ISD::FLOG,       ISD::FMAXNUM,
                       ISD::FMINNUM,      ISD::SETCC,      ISD::VSELECT,
                       ISD::SINT_TO_FP,   ISD::UINT_TO_FP, ISD::FP_TO_SINT,
                       ISD::FP_TO_UINT,   ISD::FP_EXTEND,  ISD::FP_ROUND});
  setTargetDAGCombine(
      {ISD::SIGN_EXTEND, ISD::ZERO_EXTEND, ISD::ANY_EXTEND, ISD::TRUNCATE});
  setTargetDAGCombine({ISD::MLOAD, ISD::MSTORE});
  setTargetDAGCombine({ISD::SHL, ISD::SRA, ISD::SRL});
}

/// Every result of \p Op as undef, after a diagnostic: selection goes on so
/// that all errors of a function are reported.
SDValue llvm::undefResults(SDValue Op, SelectionDAG &DAG) {
  SDLoc DL(Op);
  SmallVector<SDValue, 2> Results;
  for (unsigned I = 0, E = Op->getNumValues(); I != E; ++I) {
    EVT VT = Op->getValueType(I);
    if (VT == MVT::Other)
      Results.push_back(Op.getOperand(0));
    else if (VT.isVector() && DAG.getTargetLoweringInfo().isTypeLegal(VT))
      // Opaque to constant folding, which would make float vector
      // constants of illegal scalars after type legalisation (fdiv of two
      // undefs is a NaN splat).
      Results.push_back(
          SDValue(DAG.getMachineNode(TargetOpcode::IMPLICIT_DEF, DL, VT), 0));
    else
      Results.push_back(DAG.getUNDEF(VT));
  }
  return DAG.getMergeValues(Results, DL);
}

bool PTOTargetLowering::isSupportedVectorOperation(unsigned Opcode,
                                                   MVT VT) const {
  if (!isTypeLegal(VT) || !VT.isVector())
    return false;
  std::optional<Support> How = PTOVector::getSupport(Opcode, VT);
  if (!How)
    return getOperationAction(Opcode, VT) == Legal;
  return *How != Support::Unsupported && *How != Support::CaseByCase;
}

/// floor, ceil, trunc, rint/nearbyint/roundeven and round of f16 or f32
/// lanes: vtrc with ROUND_F, ROUND_C, ROUND_Z, ROUND_R (to nearest, ties to
/// even) and ROUND_A (ties away from zero).
SDValue llvm::lowerRounding(SDValue Op, SelectionDAG &DAG) {
  unsigned Mode;
  switch (Op.getOpcode()) {
  case ISD::FFLOOR:
    Mode = PTO::Round_ROUND_F;
    break;
  case ISD::FCEIL:
    Mode = PTO::Round_ROUND_C;
    break;
  case ISD::FTRUNC:
    Mode = PTO::Round_ROUND_Z;
    break;
  case ISD::FROUND:
    Mode = PTO::Round_ROUND_A;
    break;
  default:
    Mode = PTO::Round_ROUND_R;
    break;
  }
  SDLoc DL(Op);
  return getPTOIntrinsic(
      DAG, DL, Intrinsic::pto_vtrc, Op.getValueType(),
      {Op.getOperand(0), DAG.getTargetConstant(Mode, DL, MVT::i32)});
}

/// copysign(a, b): a's bits but the sign bit, which is b's.
SDValue llvm::lowerCopySign(SDValue Op, SelectionDAG &DAG) {
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  EVT IntVT = VT.changeVectorElementTypeToInteger();
  APInt SignMask = APInt::getSignMask(VT.getScalarSizeInBits());
  SDValue Magnitude =
      DAG.getNode(ISD::AND, DL, IntVT, DAG.getBitcast(IntVT, Op.getOperand(0)),
                  DAG.getConstant(~SignMask, DL, IntVT));
  SDValue Sign =
      DAG.getNode(ISD::AND, DL, IntVT, DAG.getBitcast(IntVT, Op.getOperand(1)),
                  DAG.getConstant(SignMask, DL, IntVT));
  return DAG.getBitcast(VT, DAG.getNode(ISD::OR, DL, IntVT, Magnitude, Sign));
}

/// An operation on bf16 lanes that the vector unit has only for f16 and f32:
/// the operands extended to f32 (exact), the operation there, the result
/// rounded to bf16. For division and square root the one rounding of f32
/// and the one to bf16 give bf16's correctly rounded result (f32 has more
/// than 2 * 8 + 2 significant bits); the roundings to whole numbers are
/// exact in either.
SDValue llvm::promoteBF16ToF32(SDValue Op, SelectionDAG &DAG) {
  SDNode *N = Op.getNode();
  EVT VT = N->getValueType(0);
  if (!VT.isFixedLengthVector() || VT.getScalarType() != MVT::bf16)
    return SDValue();
  SDLoc DL(N);
  EVT WideVT = VT.changeVectorElementType(MVT::f32);
  SmallVector<SDValue, 2> Operands;
  for (SDValue Operand : N->op_values())
    Operands.push_back(DAG.getNode(ISD::FP_EXTEND, DL, WideVT, Operand));
  SDValue Wide =
      DAG.getNode(N->getOpcode(), DL, WideVT, Operands, N->getFlags());
  return DAG.getNode(ISD::FP_ROUND, DL, VT, Wide,
                     DAG.getIntPtrConstant(0, DL, /*isTarget=*/true));
}

/// An operation promoted above on a register of bf16 lanes: 10 vector
/// instructions (the lanes extended to two f32 registers, the operation on
/// each, the results rounded and packed back), 13 for a division (two
/// operands).
std::optional<InstructionCost>
llvm::getPromotedBF16Cost(unsigned Opcode, Type *Ty,
                          InstructionCost Registers) {
  return Registers * (Opcode == ISD::FDIV ? 13 : 10);
}

/// The legaliser's expansions that BasicTTI would price as scalarised (bit
/// counts, byte swaps) or too cheaply (saturating signed arithmetic): the
/// vector instructions per register llc -O2 emits for 8-, 16-, 32- and
/// 64-bit lanes.
std::optional<InstructionCost>
llvm::getIntegerExpansionCost(unsigned Opcode, Type *Ty,
                              InstructionCost Registers) {
  unsigned Width = Ty->getScalarSizeInBits();
  if (Width != 8 && Width != 16 && Width != 32 && Width != 64)
    return std::nullopt;
  unsigned Index = Log2_32(Width) - 3;
  auto Per =
      [&](std::array<unsigned, 4> ByWidth) -> std::optional<InstructionCost> {
    if (!ByWidth[Index])
      return std::nullopt;
    return Registers * ByWidth[Index];
  };
  switch (Opcode) {
  case ISD::BITREVERSE:
    return Per({14, 21, 21, 21});
  case ISD::BSWAP:
    return Per({0, 8, 8, 8});
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF:
    return Per({18, 22, 24, 0});
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF:
    return Per({14, 16, 16, 0});
  case ISD::CTPOP:
    return Per({11, 13, 13, 0});
  case ISD::SADDSAT:
  case ISD::SSUBSAT:
    return Per({14, 14, 14, 38});
  default:
    return std::nullopt;
  }
}

SDValue llvm::lowerHalfConversion(SDValue Op, SelectionDAG &DAG) {
  if (Op.getOpcode() == ISD::SINT_TO_FP &&
      Op.getValueType().getScalarType() == MVT::f16)
    return Op; // vcvt.f16.s16
  if (Op.getOpcode() == ISD::FP_TO_SINT &&
      Op.getOperand(0).getValueType().getScalarType() == MVT::f16)
    return Op; // vcvt.s16.f16
  return SDValue();
}

/// A mask as bytes (__builtin_convertvector of a bool vector): vsel of 1
/// (or -1) and 0.
SDValue llvm::lowerMaskExtension(SDValue Op, SelectionDAG &DAG) {
  if (Op.getOperand(0).getValueType() != MaskVT ||
      Op.getValueType() != MVT::v256i8)
    return SDValue();
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  SDValue True = Op.getOpcode() == ISD::ZERO_EXTEND
                     ? DAG.getConstant(1, DL, VT)
                     : DAG.getAllOnesConstant(DL, VT);
  return DAG.getNode(ISD::VSELECT, DL, VT, Op.getOperand(0), True,
                     DAG.getConstant(0, DL, VT));
}

/// Lane 0 of a splat (the other lanes are undefined); 64-bit lanes through
/// lowerBuildVector.
SDValue llvm::lowerScalarToVector(SDValue Op, SelectionDAG &DAG) {
  if (!Op.getValueType().isInteger() || Op.getValueType() == MaskVT)
    return SDValue();
  return DAG.getSplatBuildVector(Op.getValueType(), SDLoc(Op),
                                 Op.getOperand(0));
}

SDValue llvm::lowerScalarSelect(SDValue Op, SelectionDAG &DAG) {
  EVT VT = Op.getValueType();
  if (VT == AlignVT || VT == VAddrVT) {
    reportUnsupported(DAG, SDLoc(Op),
                      "a select between two align states or vector "
                      "addresses is not supported: no instruction moves "
                      "them between registers; set the value on each path "
                      "by a builtin instead");
    return undefResults(Op, DAG);
  }
  if (!DAG.getTargetLoweringInfo().isTypeLegal(VT) || !VT.isVector() ||
      VT == MaskVT || VT.getScalarSizeInBits() > 32)
    return SDValue();
  // A scalar condition: vsel on a splat of it.
  SDLoc DL(Op);
  EVT IntVT = VT.changeVectorElementTypeToInteger();
  SDValue Cond =
      DAG.getNode(PTOISD::VBR, DL, IntVT,
                  DAG.getZExtOrTrunc(Op.getOperand(0), DL, MVT::i64));
  return DAG.getNode(ISD::VSELECT, DL, VT, Cond, Op.getOperand(1),
                     Op.getOperand(2));
}

SDValue llvm::lowerShuffle(SDValue Op, SelectionDAG &DAG) {
  if (SDValue Lowered = lowerBlendShuffle(Op, DAG))
    return Lowered;
  return lowerPermutingShuffle(Op, DAG);
}

/// Whether \p Opcode is a reduction of a vector to a scalar.
static bool isReduction(unsigned Opcode) {
  switch (Opcode) {
  case ISD::VECREDUCE_ADD:
  case ISD::VECREDUCE_MUL:
  case ISD::VECREDUCE_AND:
  case ISD::VECREDUCE_OR:
  case ISD::VECREDUCE_XOR:
  case ISD::VECREDUCE_SMAX:
  case ISD::VECREDUCE_SMIN:
  case ISD::VECREDUCE_UMAX:
  case ISD::VECREDUCE_UMIN:
  case ISD::VECREDUCE_FADD:
  case ISD::VECREDUCE_FMUL:
  case ISD::VECREDUCE_FMAX:
  case ISD::VECREDUCE_FMIN:
  case ISD::VECREDUCE_FMAXIMUM:
  case ISD::VECREDUCE_FMINIMUM:
    return true;
  default:
    return false;
  }
}

/// The type whose row an operation takes, as the legaliser chooses its
/// action: the operand's for conversions from a vector, compares, lane
/// reads and reductions, the stored value's for stores, else the result's.
static EVT getRuleType(SDValue Op) {
  switch (Op.getOpcode()) {
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP:
  case ISD::SETCC:
  case ISD::EXTRACT_VECTOR_ELT:
    return Op.getOperand(0).getValueType();
  case ISD::STORE:
    return cast<StoreSDNode>(Op)->getValue().getValueType();
  case ISD::MSTORE:
    return cast<MaskedStoreSDNode>(Op)->getValue().getValueType();
  default:
    return isReduction(Op.getOpcode()) ? Op.getOperand(0).getValueType()
                                       : Op.getValueType();
  }
}

/// The row of \p Opcode on \p VT: a register type's own; a vector narrower
/// than a register takes the row of the register of its lanes.
static const VectorRule *findRule(unsigned Opcode, EVT VT) {
  if (!VT.isSimple())
    return nullptr;
  if (const VectorRule *Rule = PTOVector::getRule(Opcode, VT.getSimpleVT()))
    return Rule;
  if (!VT.isVector())
    return nullptr;
  return PTOVector::getRuleForLanes(Opcode, VT.getSimpleVT().getScalarType(),
                                    /*Combine=*/false);
}

SDValue PTOTargetLowering::lowerVectorOperation(SDValue Op,
                                                SelectionDAG &DAG) const {
  EVT VT = getRuleType(Op);
  const VectorRule *Rule = findRule(Op.getOpcode(), VT);
  if (Rule && Rule->Handler && !Rule->Combine)
    if (SDValue Lowered = Rule->Handler(Op, DAG))
      return Lowered;
  std::string What = Op->getOperationName(&DAG);
  if (Op.getOpcode() == ISD::SINT_TO_FP || Op.getOpcode() == ISD::FP_TO_SINT) {
    reportUnsupported(DAG, SDLoc(Op),
                      "'" + What + "' from " +
                          Op.getOperand(0).getValueType().getEVTString() +
                          " to " + Op.getValueType().getEVTString() +
                          " is not supported by the PTO vector unit");
    return undefResults(Op, DAG);
  }
  if (Op.getOpcode() == ISD::SETCC)
    What += " " + Op.getOperand(2)->getOperationName(&DAG);
  if (Op.getOpcode() == ISD::STORE)
    VT = MVT::Other;
  reportUnsupported(DAG, SDLoc(Op),
                    "'" + What + "' on " + VT.getEVTString() +
                        " is not supported by the PTO vector unit");
  return undefResults(Op, DAG);
}

/// A call of a register-only llvm.pto.* intrinsic.
SDValue llvm::getPTOIntrinsic(SelectionDAG &DAG, const SDLoc &DL,
                              Intrinsic::ID ID, SDVTList VTs,
                              ArrayRef<SDValue> Args) {
  SmallVector<SDValue, 4> Ops = {DAG.getTargetConstant(ID, DL, MVT::i64)};
  Ops.append(Args.begin(), Args.end());
  return DAG.getNode(ISD::INTRINSIC_WO_CHAIN, DL, VTs, Ops);
}

SDValue llvm::getAllLanesMask(SelectionDAG &DAG, const SDLoc &DL) {
  return getPTOIntrinsic(
      DAG, DL, Intrinsic::pto_pset_b8, MVT::v256i1,
      {DAG.getTargetConstant(PTO::Pattern_PAT_ALL, DL, MVT::i32)});
}

SDValue llvm::getPTOIntrinsic(SelectionDAG &DAG, const SDLoc &DL,
                              Intrinsic::ID ID, EVT VT,
                              ArrayRef<SDValue> Args) {
  return getPTOIntrinsic(DAG, DL, ID, DAG.getVTList(VT), Args);
}

static SDValue widenFloatOperation(SDNode *N, SelectionDAG &DAG);
static SDValue expandFloatCompareSelect(SDNode *Select, SelectionDAG &DAG);
static bool canWidenCompareSelect(SDNode *Select);
static SDValue widenCompareSelect(SDNode *Select, SelectionDAG &DAG);
static bool canWidenMixedCompareSelect(SDNode *Select,
                                       const TargetLowering &TLI);
static SDValue widenMixedCompareSelect(SDNode *Select, SelectionDAG &DAG);
static SDValue widenIntegerCompare(SDNode *Compare, SelectionDAG &DAG);

/// The value of a float splat built by PerformDAGCombine (a vbr of constant
/// bits), if \p V is one.
static std::optional<APFloat> splatConstant(SDValue V) {
  EVT VT = V.getValueType();
  V = peekThroughBitcasts(V);
  if (V.getOpcode() != PTOISD::VBR)
    return std::nullopt;
  auto *Bits = dyn_cast<ConstantSDNode>(V.getOperand(0));
  if (!Bits)
    return std::nullopt;
  unsigned Width = VT.getScalarSizeInBits();
  return APFloat(SelectionDAG::EVTToAPFloatSemantics(VT.getScalarType()),
                 Bits->getAPIntValue().trunc(Width));
}

/// A float splat built by PerformDAGCombine whose value is not a NaN.
static bool isNonNaNSplat(SDValue V) {
  std::optional<APFloat> Value = splatConstant(V);
  return Value && !Value->isNaN();
}

/// vmax/vmin propagate NaNs (a NaN operand gives a NaN; the assembler's
/// goldens, vector-isa-beyond-seeds.md) and otherwise compute a > b ? a : b
/// and a < b ? a : b.
///
/// maximum/minimum: vmax/vmin, except that +0 and -0 compare equal: where
/// a == b the result is a & b (maximum) or a | b (minimum) on the bits,
/// which is +0 (-0) for a pair of zeros and a for any other pair. Not
/// needed under nsz or when an operand is never a zero.
///
/// maxnum/minnum: b when a is a NaN, a when b is: vmax/vmin, then a vsel on
/// b == b (taking a) and one on a == a (taking b), each dropped when that
/// operand is never a NaN (nnan, known, or a non-NaN constant splat).
SDValue llvm::lowerFMinMaxNum(SDValue Op, SelectionDAG &DAG) {
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  SDValue A = Op.getOperand(0), B = Op.getOperand(1);
  bool IsMax =
      Op.getOpcode() == ISD::FMAXNUM || Op.getOpcode() == ISD::FMAXIMUM;
  SDValue MinMax =
      DAG.getNode(IsMax ? PTOISD::FMAX : PTOISD::FMIN, DL, VT, A, B);
  EVT CondVT = DAG.getTargetLoweringInfo().getSetCCResultType(
      DAG.getDataLayout(), *DAG.getContext(), VT);
  SDNodeFlags Flags = Op->getFlags();
  if (Op.getOpcode() == ISD::FMAXIMUM || Op.getOpcode() == ISD::FMINIMUM) {
    auto NeverZero = [&](SDValue V) {
      std::optional<APFloat> Value = splatConstant(V);
      return (Value && !Value->isZero()) || DAG.isKnownNeverZeroFloat(V);
    };
    if (Flags.hasNoSignedZeros() || NeverZero(A) || NeverZero(B))
      return MinMax;
    EVT IntVT = VT.changeVectorElementTypeToInteger();
    SDValue Bits =
        DAG.getNode(IsMax ? ISD::AND : ISD::OR, DL, IntVT,
                    DAG.getBitcast(IntVT, A), DAG.getBitcast(IntVT, B));
    SDValue Equal = DAG.getSetCC(DL, CondVT, A, B, ISD::SETOEQ);
    return DAG.getNode(ISD::VSELECT, DL, VT, Equal, DAG.getBitcast(VT, Bits),
                       MinMax);
  }
  auto MayBeNaN = [&](SDValue V) {
    return !Flags.hasNoNaNs() && !DAG.isKnownNeverNaN(V) && !isNonNaNSplat(V);
  };
  SDValue Result = MinMax;
  if (MayBeNaN(B)) {
    SDValue BIsNumber = DAG.getSetCC(DL, CondVT, B, B, ISD::SETOEQ);
    Result = DAG.getNode(ISD::VSELECT, DL, VT, BIsNumber, Result, A);
  }
  if (MayBeNaN(A)) {
    SDValue AIsNumber = DAG.getSetCC(DL, CondVT, A, A, ISD::SETOEQ);
    Result = DAG.getNode(ISD::VSELECT, DL, VT, AIsNumber, Result, B);
  }
  return Result;
}

SDValue llvm::lowerVectorLoadStore(SDValue Op, SelectionDAG &DAG) {
  auto *Mem = cast<MemSDNode>(Op);
  EVT MemVT = Mem->getMemoryVT();
  if (MemVT == AlignVT || MemVT == VAddrVT) {
    reportUnsupported(
        DAG, SDLoc(Op),
        Twine(Op.getOpcode() == ISD::STORE ? "store" : "load") + " of " +
            (MemVT == AlignVT ? "an align state" : "a vector address") +
            ": align state and vector addresses live in "
            "registers; use the llvm.pto.* align-state stores");
    return undefResults(Op, DAG);
  }
  if (Op.getOpcode() == ISD::STORE && isNarrowVector(Mem->getMemoryVT()) &&
      Mem->isSimple() && isUBAccess(*Mem, DAG.getMachineFunction()) &&
      !cast<StoreSDNode>(Op)->isTruncatingStore())
    return lowerNarrowVectorStore(cast<StoreSDNode>(Op), DAG);
  // Volatile accesses of a register type are single vlds/vsts; atomic ones
  // and narrower vectors (a full vlds, a partial vsts) are not.
  bool AccessOK =
      Mem->isSimple() ||
      (!Mem->isAtomic() && DAG.getTargetLoweringInfo().isTypeLegal(MemVT));
  if (isUBAccess(*Mem, DAG.getMachineFunction()) && AccessOK &&
      (Op.getOpcode() == ISD::STORE
           ? !cast<StoreSDNode>(Op)->isTruncatingStore()
           : cast<LoadSDNode>(Op)->getExtensionType() == ISD::NON_EXTLOAD))
    return Op; // vlds/vsts, as it is
  StringRef Kind = Op.getOpcode() == ISD::STORE ? "store" : "load";
  std::string Type = Mem->getMemoryVT().getEVTString();
  if (!isUBAccess(*Mem, DAG.getMachineFunction()))
    reportUnsupported(DAG, SDLoc(Op),
                      "vector " + Kind + " of " + Type + " through addrspace(" +
                          Twine(Mem->getAddressSpace()) +
                          "): vector loads and stores need a UB pointer "
                          "(addrspace(6))");
  else
    reportUnsupported(DAG, SDLoc(Op),
                      "volatile, atomic, extending or truncating vector " +
                          Kind + " of " + Type + " is not supported");
  return undefResults(Op, DAG);
}

SDValue llvm::lowerBuildVector(SDValue Op, SelectionDAG &DAG) {
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  auto *BV = cast<BuildVectorSDNode>(Op);
  if (VT.isFloatingPoint() && VT.getScalarSizeInBits() <= 32) {
    // The lanes' bits: scalar floats are integers here (soft floats).
    EVT IntVT = VT.changeVectorElementTypeToInteger();
    EVT IntEltVT = IntVT.getVectorElementType();
    SmallVector<SDValue, 64> Bits;
    for (SDValue Lane : Op->ops()) {
      if (auto *C = dyn_cast<ConstantFPSDNode>(Lane))
        Bits.push_back(
            DAG.getConstant(C->getValueAPF().bitcastToAPInt(), DL, IntEltVT));
      else if (Lane.isUndef())
        Bits.push_back(DAG.getUNDEF(IntEltVT));
      else
        Bits.push_back(DAG.getBitcast(IntEltVT, Lane));
    }
    SDValue IntBV = DAG.getBuildVector(IntVT, DL, Bits);
    if (IntBV.getOpcode() == ISD::BUILD_VECTOR)
      IntBV = lowerBuildVector(IntBV, DAG);
    return DAG.getBitcast(VT, IntBV);
  }
  SDValue Splat = BV->getSplatValue();
  if (VT == MaskVT) {
    // All-true and all-false masks: pset_b8 PAT_ALL / PAT_ALLF.
    auto *C = dyn_cast_or_null<ConstantSDNode>(Splat.getNode());
    if (C) {
      unsigned Pattern =
          C->isZero() ? PTO::Pattern_PAT_ALLF : PTO::Pattern_PAT_ALL;
      return getPTOIntrinsic(DAG, DL, Intrinsic::pto_pset_b8, MaskVT,
                             {DAG.getTargetConstant(Pattern, DL, MVT::i32)});
    }
    // The first N lanes (a tail-folded loop of known trip count): plt_b8.
    unsigned Prefix = 0, NumOps = BV->getNumOperands();
    auto isOn = [](SDValue Lane) {
      auto *C = dyn_cast<ConstantSDNode>(Lane);
      return C && C->getAPIntValue()[0];
    };
    while (Prefix < NumOps && isOn(BV->getOperand(Prefix)))
      ++Prefix;
    if (llvm::all_of(BV->ops().drop_front(Prefix),
                     [](SDValue Lane) { return isNullConstant(Lane); }))
      return getPTOIntrinsic(DAG, DL, Intrinsic::pto_plt_b8,
                             DAG.getVTList(MaskVT, MVT::i64),
                             {DAG.getConstant(Prefix, DL, MVT::i64)});
    reportUnsupported(DAG, DL,
                      "constant <256 x i1> masks other than the first N lanes "
                      "are not supported; use llvm.pto.pset.* or "
                      "llvm.pto.plt.*");
    return DAG.getUNDEF(VT);
  }
  if (Splat && VT.isInteger() && VT.getScalarSizeInBits() <= 32)
    return DAG.getNode(PTOISD::VBR, DL, VT,
                       DAG.getAnyExtOrTrunc(Splat, DL, MVT::i64));
  // Constants following a pattern in the lane index (a sequence: vci;
  // repeated or interleaved sequences: a few operations on it).
  if (SDValue Pattern = lowerConstantLanePattern(BV, DAG))
    return Pattern;
  if (VT == MVT::v32i64) {
    // As 32-bit halves, low first (a lane of a v64i32 build_vector takes the
    // low bits of its i64 operand).
    EVT HalfVT = MVT::v64i32;
    auto High = [&](SDValue V) {
      return DAG.getNode(ISD::SRL, DL, MVT::i64, V,
                         DAG.getConstant(32, DL, MVT::i64));
    };
    auto *Constant = dyn_cast_or_null<ConstantSDNode>(Splat.getNode());
    if (Constant && Constant->getAPIntValue().lshr(32) ==
                        Constant->getAPIntValue().trunc(32).zext(64))
      // Both halves alike (0, -1): one splat of them.
      return DAG.getBitcast(
          VT, DAG.getSplatBuildVector(
                  HalfVT, DL,
                  DAG.getConstant(Constant->getZExtValue() & 0xffffffff, DL,
                                  MVT::i64)));
    if (Splat) {
      // vsel of the two halves' splats on the odd lanes.
      SDValue Odd = DAG.getSetCC(DL, HalfVT,
                                 DAG.getNode(ISD::AND, DL, HalfVT,
                                             getLaneIndices(DAG, DL, HalfVT),
                                             DAG.getConstant(1, DL, HalfVT)),
                                 DAG.getConstant(0, DL, HalfVT), ISD::SETNE);
      return DAG.getBitcast(
          VT, DAG.getNode(ISD::VSELECT, DL, HalfVT, Odd,
                          DAG.getNode(PTOISD::VBR, DL, HalfVT, High(Splat)),
                          DAG.getNode(PTOISD::VBR, DL, HalfVT, Splat)));
    }
    SmallVector<SDValue, 64> Halves;
    for (SDValue V : Op->op_values()) {
      Halves.push_back(V);
      Halves.push_back(V.isUndef() ? V : High(V));
    }
    return DAG.getBitcast(VT, DAG.getBuildVector(HalfVT, DL, Halves));
  }
  // Any other: a splat of the most frequent value, the other lanes inserted
  // one by one (four instructions each: lowerInsertVectorElt).
  if (VT.isInteger()) {
    SmallDenseMap<SDValue, unsigned, 8> Count;
    SDValue Common = Op.getOperand(0);
    for (SDValue Value : Op->op_values()) {
      if (Value.isUndef())
        continue;
      unsigned Seen = ++Count[Value];
      if (Seen > Count.lookup(Common))
        Common = Value;
    }
    // The splat as a vbr at once: lane writes into a constant BUILD_VECTOR
    // would fold back into this one.
    SDValue Vec = VT.getScalarSizeInBits() <= 32
                      ? DAG.getNode(PTOISD::VBR, DL, VT,
                                    DAG.getAnyExtOrTrunc(Common, DL, MVT::i64))
                      : DAG.getSplatBuildVector(VT, DL, Common);
    for (unsigned Lane = 0, E = VT.getVectorNumElements(); Lane != E; ++Lane) {
      SDValue Value = Op.getOperand(Lane);
      if (!Value.isUndef() && Value != Common)
        Vec = DAG.getNode(ISD::INSERT_VECTOR_ELT, DL, VT, Vec, Value,
                          DAG.getVectorIdxConstant(Lane, DL));
    }
    return Vec;
  }
  reportUnsupported(DAG, DL,
                    Twine(Splat ? "splat" : "non-splat build_vector") + " of " +
                        VT.getEVTString() +
                        " is not supported by the PTO vector unit");
  return DAG.getUNDEF(VT);
}

/// Conversions that change the element width, unsigned ones and the chains
/// of PTOISelLoweringConversions.cpp, before the legaliser would turn them
/// into scalar floats.
static SDValue combineConversion(SDNode *N, SelectionDAG &DAG) {
  EVT VT = N->getValueType(0);
  // Conversions that change the element width, unsigned ones and the
  // chains of PTOISelLoweringConversions.cpp, before the legaliser would
  // turn them into scalar floats.
  EVT SrcVT = N->getOperand(0).getValueType();
  if (SDValue Chain = lowerConversionChain(N, DAG))
    return Chain;
  if (!VT.isVector() ||
      (SrcVT.getScalarSizeInBits() == VT.getScalarSizeInBits() &&
       N->getOpcode() != ISD::UINT_TO_FP && N->getOpcode() != ISD::FP_TO_UINT))
    return SDValue();
  if (SDValue Expanded = expandUnsignedConversion(N, DAG))
    return Expanded;
  if (SDValue Lowered = lowerWidthChangingConversion(N, DAG))
    return Lowered;
  reportUnsupported(DAG, SDLoc(N),
                    "'" + N->getOperationName(&DAG) + "' from " +
                        SrcVT.getEVTString() + " to " + VT.getEVTString() +
                        " is not supported by the PTO vector unit");
  return DAG.getUNDEF(VT);
}

/// Compares and selects whose lanes are not a whole register.
static SDValue combineCompareSelect(SDNode *N, SelectionDAG &DAG) {
  const TargetLowering &TLI = DAG.getTargetLoweringInfo();
  EVT VT = N->getValueType(0);
  if (N->getOpcode() == ISD::VSELECT)
    if (SDValue Expanded = expandFloatCompareSelect(N, DAG))
      return Expanded;
  // A select and its compare of the same lanes but different widths, one of
  // them narrower than a register, at the width that fills one.
  if (N->getOpcode() == ISD::VSELECT)
    if (SDValue Widened = widenMixedCompareSelect(N, DAG))
      return Widened;
  if (N->getOpcode() == ISD::SETCC || N->getOpcode() == ISD::VSELECT) {
    // Lane masks of narrower vectors would be scalarised.
    EVT DataVT =
        N->getOperand(N->getOpcode() == ISD::SETCC ? 0 : 1).getValueType();
    if (!DataVT.isFixedLengthVector() || TLI.isTypeLegal(DataVT) ||
        isWholeRegisters(DataVT))
      return SDValue();
    // select(a CC b, x, y) is done at full width.
    if (N->getOpcode() == ISD::VSELECT)
      if (SDValue Full = widenCompareSelect(N, DAG))
        return Full;
    // So is a compare whose result is integer lanes (-1 or 0): the combiner
    // makes one of sext(a CC b).
    if (N->getOpcode() == ISD::SETCC)
      if (SDValue Full = widenIntegerCompare(N, DAG))
        return Full;
    if (N->getOpcode() == ISD::SETCC &&
        llvm::all_of(N->uses(), [&](SDNode *User) {
          return User->getOpcode() == ISD::VSELECT &&
                 User->getOperand(0).getNode() == N &&
                 (canWidenCompareSelect(User) ||
                  canWidenMixedCompareSelect(User, TLI));
        }))
      return SDValue();
    reportUnsupported(DAG, SDLoc(N),
                      "'" + N->getOperationName(&DAG) + "' on " +
                          DataVT.getEVTString() +
                          ": compares and selects need a 2048-bit vector "
                          "type");
    return DAG.getUNDEF(VT);
  }
  return SDValue();
}

/// A float BUILD_VECTOR before type legalisation: a splat is a vbr of the
/// scalar's bits (scalar floats live in scalar registers as bit patterns),
/// formed before type legalisation would soften the scalar. The node must not
/// be a BUILD_VECTOR of integers: the combiner folds a bitcast of constants
/// back into a float BUILD_VECTOR.
static SDValue combineFloatBuildVector(SDNode *N, SelectionDAG &DAG) {
  const TargetLowering &TLI = DAG.getTargetLoweringInfo();
  EVT VT = N->getValueType(0);
  if (!VT.isFloatingPoint())
    return SDValue();
  SDValue Splat = cast<BuildVectorSDNode>(N)->getSplatValue();
  SDLoc DL(N);
  bool Wide = !TLI.isTypeLegal(VT) && !isNarrowVector(VT);
  // Wider vectors only of whole registers (none is cut out of a larger one).
  if (!Splat && (!Wide || VT.getSizeInBits() % PTO::VectorRegisterBits == 0))
    if (SDValue Constant = lowerFloatConstantVector(N, DAG))
      return Constant;
  if (Wide) {
    // Wider than a register: the legaliser would split it into build_vectors
    // of softened scalars, which it cannot legalise. A splat of f16, bf16 or
    // f32 is the concatenation of full-width splats; a vector of constants
    // is built above; others are an error.
    EVT Elt = VT.getVectorElementType();
    bool Splittable =
        VT.isFixedLengthVector() &&
        (Elt == MVT::f16 || Elt == MVT::bf16 || Elt == MVT::f32) &&
        VT.getSizeInBits() % PTO::VectorRegisterBits == 0;
    if (!Splat || !Splittable) {
      reportUnsupported(DAG, DL,
                        Twine(Splat ? "splat" : "non-splat build_vector") +
                            " of " + VT.getEVTString() +
                            " is not supported by the PTO vector unit");
      return DAG.getUNDEF(VT);
    }
    EVT FullVT = EVT::getVectorVT(
        *DAG.getContext(), Elt, PTO::VectorRegisterBits / Elt.getSizeInBits());
    EVT IntVT = FullVT.changeVectorElementTypeToInteger();
    SDValue Bits = DAG.getBitcast(IntVT.getVectorElementType(), Splat);
    SDValue Part = DAG.getBitcast(
        FullVT, DAG.getNode(PTOISD::VBR, DL, IntVT,
                            DAG.getAnyExtOrTrunc(Bits, DL, MVT::i64)));
    SmallVector<SDValue, 4> Parts(VT.getSizeInBits() / PTO::VectorRegisterBits,
                                  Part);
    return DAG.getNode(ISD::CONCAT_VECTORS, DL, VT, Parts);
  }
  // A narrower splat of a power-of-two length is the first lanes of the
  // full-width one.
  bool Narrow =
      !TLI.isTypeLegal(VT) && isPowerOf2_32(VT.getVectorNumElements());
  // Lanes not all constant, of a register or less: the integer vector of
  // their bits (which lowerBuildVector builds: a splat of the most frequent
  // lane, the others inserted), before type legalisation would soften the
  // scalars, which it cannot do to a build_vector's operands.
  if (!Splat && (TLI.isTypeLegal(VT) || Narrow) &&
      VT.getScalarSizeInBits() <= 32 &&
      !llvm::all_of(N->op_values(), [](SDValue Lane) {
        return Lane.isUndef() || isa<ConstantFPSDNode>(Lane);
      })) {
    EVT IntVT = VT.changeVectorElementTypeToInteger();
    EVT IntElt = IntVT.getVectorElementType();
    SmallVector<SDValue, 128> Bits;
    for (SDValue Lane : N->op_values())
      Bits.push_back(Lane.isUndef() ? DAG.getUNDEF(IntElt)
                                    : DAG.getBitcast(IntElt, Lane));
    return DAG.getBitcast(VT, DAG.getBuildVector(IntVT, DL, Bits));
  }
  // f64 lanes have no vector type.
  if (!Splat || (!TLI.isTypeLegal(VT) && !Narrow) ||
      VT.getScalarSizeInBits() > 32) {
    // Type legalisation would soften the scalar floats first and fail.
    reportUnsupported(DAG, DL,
                      Twine(Splat ? "splat" : "non-splat build_vector") +
                          " of " + VT.getEVTString() +
                          " is not supported by the PTO vector unit" +
                          (Splat ? "; splat a 2048-bit vector type" : ""));
    return DAG.getUNDEF(VT);
  }
  EVT FullVT = fullWidthType(VT);
  EVT IntVT = FullVT.changeVectorElementTypeToInteger();
  SDValue Bits = DAG.getBitcast(IntVT.getVectorElementType(), Splat);
  SDValue Full = DAG.getBitcast(
      FullVT, DAG.getNode(PTOISD::VBR, DL, IntVT,
                          DAG.getAnyExtOrTrunc(Bits, DL, MVT::i64)));
  if (!Narrow)
    return Full;
  return DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, VT, Full,
                     DAG.getVectorIdxConstant(0, DL));
}

/// The lanes whose row a combine of \p N takes: the operand's of a
/// reduction, else the result's.
static MVT getCombineType(SDNode *N) {
  EVT VT = isReduction(N->getOpcode()) ? N->getOperand(0).getValueType()
                                       : N->getValueType(0);
  return VT.isSimple() ? VT.getSimpleVT().getScalarType() : MVT();
}

SDValue PTOTargetLowering::PerformDAGCombine(SDNode *N,
                                             DAGCombinerInfo &DCI) const {
  SelectionDAG &DAG = DCI.DAG;
  // Selects on a lane mask of a predicated loop, also once the legaliser
  // has promoted the mask.
  if (N->getOpcode() == ISD::VSELECT)
    if (SDValue OnPredicate = combineSelectOnPredicate(N, DAG))
      return OnPredicate;
  if (N->getOpcode() == PTOISD::LANES_TO_PREDICATE)
    return combineLanesToPredicate(N, DAG);
  if (!DCI.isBeforeLegalize())
    return SDValue();
  if (SDValue LaneMask = combineActiveLaneMask(N, DAG))
    return LaneMask;
  if (PTO::isPTOIntrinsicNode(N)) {
    if (SDValue Folded = foldUBOffset(N, DAG))
      return Folded;
    return checkIntrinsic(N, DCI);
  }
  // The rows of PTOVectorRules.td rewritten before type legalisation.
  if (MVT Elt = getCombineType(N); Elt.isValid())
    if (const VectorRule *Rule =
            PTOVector::getRuleForLanes(N->getOpcode(), Elt, /*Combine=*/true))
      if (Rule->Handler)
        if (SDValue Rewritten = Rule->Handler(SDValue(N, 0), DAG))
          return Rewritten;
  EVT VT = N->getValueType(0);
  switch (N->getOpcode()) {
  case ISD::MLOAD:
  case ISD::MSTORE:
    return combineMaskedAccessOfPart(N, DAG);
  case ISD::EXTRACT_VECTOR_ELT:
    return extractLanesTogether(N, DCI);
  case ISD::SIGN_EXTEND:
  case ISD::ZERO_EXTEND:
  case ISD::ANY_EXTEND:
  case ISD::TRUNCATE:
    if (SDValue Lowered = lowerIntegerWidthChange(N, DAG))
      return Lowered;
    break;
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL:
    return combineInt64Shift(N, DAG);
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP:
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
  case ISD::FP_EXTEND:
  case ISD::FP_ROUND:
    return combineConversion(N, DAG);
  case ISD::SETCC:
  case ISD::VSELECT:
    return combineCompareSelect(N, DAG);
  case ISD::INSERT_VECTOR_ELT:
  case ISD::SCALAR_TO_VECTOR:
    if (VT.isFloatingPoint())
      return insertFloatAsInteger(N, DAG);
    break;
  case ISD::BUILD_VECTOR:
    return combineFloatBuildVector(N, DAG);
  default:
    break;
  }
  // The legaliser would widen float vectors of other lengths step by step
  // and, at the first illegal step, split them into scalar float
  // operations, which PTO has no instructions or libcalls for. Widened to
  // the next power of two here, they take the usual path.
  if (!VT.isFixedLengthVector() || isPowerOf2_32(VT.getVectorNumElements()))
    return SDValue();
  if (SDValue Widened = widenFloatOperation(N, DAG))
    return Widened;
  reportUnsupported(DAG, SDLoc(N),
                    "'" + N->getOperationName(&DAG) + "' on " +
                        VT.getEVTString() +
                        ": float vectors need a power-of-two length");
  return DAG.getUNDEF(VT);
}

/// A float BUILD_VECTOR of whole-number constants of a 2048-bit type (the
/// lanes of a converted induction variable, 0.0, 1.0, ...): a sitofp of the
/// integers, built already (lowerBuildVector: a vci for a sequence) so that
/// the combiner cannot fold the conversion back into a float BUILD_VECTOR.
/// Other float constant vectors are still an error (their bits as an integer
/// vector would be folded back the same way).
SDValue llvm::lowerFloatConstantVector(SDNode *N, SelectionDAG &DAG) {
  EVT VT = N->getValueType(0);
  EVT IntVT = VT.changeVectorElementTypeToInteger();
  EVT IntElt = IntVT.getVectorElementType();
  SDLoc DL(N);
  if (!is_contained({MVT::f16, MVT::bf16, MVT::f32},
                    VT.getVectorElementType().getSimpleVT().SimpleTy))
    return SDValue();
  SmallVector<SDValue, 128> Integers, Bits;
  // vcvt has no bf16; narrower and wider vectors take their bits.
  bool Whole = VT.getVectorElementType() != MVT::bf16 &&
               DAG.getTargetLoweringInfo().isTypeLegal(VT);
  for (SDValue Lane : N->op_values()) {
    if (Lane.isUndef()) {
      Integers.push_back(DAG.getUNDEF(IntElt));
      Bits.push_back(DAG.getUNDEF(IntElt));
      continue;
    }
    auto *C = dyn_cast<ConstantFPSDNode>(Lane);
    if (!C)
      return SDValue();
    const APFloat &Value = C->getValueAPF();
    Bits.push_back(DAG.getConstant(Value.bitcastToAPInt(), DL, IntElt));
    APSInt Integer(IntElt.getSizeInBits(), /*isUnsigned=*/false);
    bool Exact = false;
    Whole = Whole &&
            Value.convertToInteger(Integer, APFloat::rmTowardZero, &Exact) ==
                APFloat::opOK &&
            Exact && !Value.isNegZero();
    Integers.push_back(DAG.getConstant(Integer, DL, IntElt));
  }
  if (!Whole) {
    // The bits, lowered at once: the combiner would fold a bitcast of an
    // integer BUILD_VECTOR back into this one. A vbr of the most frequent
    // bits and a lane write per other lane.
    // A register at a time; a narrower vector is the first lanes of one.
    unsigned RegisterLanes = PTO::VectorRegisterBits / IntElt.getSizeInBits();
    EVT RegisterVT = EVT::getVectorVT(*DAG.getContext(), IntElt, RegisterLanes);
    EVT FloatRegisterVT =
        RegisterVT.changeVectorElementType(VT.getVectorElementType());
    Bits.resize(alignTo(Bits.size(), RegisterLanes), DAG.getUNDEF(IntElt));
    SmallVector<SDValue, 4> Registers;
    for (unsigned First = 0; First != Bits.size(); First += RegisterLanes)
      Registers.push_back(DAG.getBitcast(
          FloatRegisterVT,
          lowerBuildVector(
              DAG.getBuildVector(RegisterVT, DL,
                                 ArrayRef(Bits).slice(First, RegisterLanes)),
              DAG)));
    SDValue All = Registers.size() == 1
                      ? Registers[0]
                      : DAG.getNode(ISD::CONCAT_VECTORS, DL,
                                    EVT::getVectorVT(*DAG.getContext(),
                                                     VT.getVectorElementType(),
                                                     Bits.size()),
                                    Registers);
    return All.getValueType() == VT
               ? All
               : DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, VT, All,
                             DAG.getVectorIdxConstant(0, DL));
  }
  return DAG.getNode(
      ISD::SINT_TO_FP, DL, VT,
      lowerBuildVector(DAG.getBuildVector(IntVT, DL, Integers), DAG));
}

/// The full-width type of a narrower vector of a power-of-two length with
/// 8-, 16- or 32-bit elements (compares need those), else no type.
static EVT fullWidthCompareType(EVT VT) {
  if (!isNarrowVector(VT) || !isPowerOf2_32(VT.getVectorNumElements()) ||
      VT.getScalarSizeInBits() > 32)
    return EVT();
  return fullWidthType(VT);
}

/// A select of narrower vectors on a compare of narrower vectors, both of
/// the same lane count.
static bool canWidenCompareSelect(SDNode *Select) {
  SDValue Cond = Select->getOperand(0);
  if (Cond.getOpcode() != ISD::SETCC || !Cond.hasOneUse())
    return false;
  EVT DataVT = Select->getValueType(0),
      CmpVT = Cond.getOperand(0).getValueType();
  return fullWidthCompareType(DataVT) != EVT() &&
         fullWidthCompareType(CmpVT) != EVT() &&
         fullWidthCompareType(DataVT).getVectorNumElements() ==
             fullWidthCompareType(CmpVT).getVectorNumElements() &&
         DataVT.getVectorNumElements() == CmpVT.getVectorNumElements();
}

/// \p V, a narrower vector, as the first lanes of the 2048-bit vector of
/// its element type (the others undefined).
static SDValue widenToFullWidth(SelectionDAG &DAG, const SDLoc &DL, SDValue V) {
  EVT Full = fullWidthType(V.getValueType());
  return DAG.getNode(ISD::INSERT_SUBVECTOR, DL, Full, DAG.getUNDEF(Full), V,
                     DAG.getVectorIdxConstant(0, DL));
}

/// select(a CC b, x, y) on narrower vectors, done on the 2048-bit vectors
/// whose first lanes they are: the lane masks stay in vector registers.
static SDValue widenCompareSelect(SDNode *Select, SelectionDAG &DAG) {
  if (!canWidenCompareSelect(Select))
    return SDValue();
  SDLoc DL(Select);
  SDValue Cond = Select->getOperand(0);
  SDValue A = widenToFullWidth(DAG, DL, Cond.getOperand(0)),
          B = widenToFullWidth(DAG, DL, Cond.getOperand(1));
  EVT CondVT = A.getValueType().changeVectorElementTypeToInteger();
  SDValue FullCond = DAG.getSetCC(
      DL, CondVT, A, B, cast<CondCodeSDNode>(Cond.getOperand(2))->get());
  SDValue X = widenToFullWidth(DAG, DL, Select->getOperand(1)),
          Y = widenToFullWidth(DAG, DL, Select->getOperand(2));
  SDValue Full =
      DAG.getNode(ISD::VSELECT, DL, X.getValueType(), FullCond, X, Y);
  return DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, Select->getValueType(0), Full,
                     DAG.getVectorIdxConstant(0, DL));
}

/// The lane width at which select(a CC b, x, y) fills one register when its
/// compared and selected vectors have the same lanes but different widths
/// and one of them is narrower than a register (v64f16 compared, v64i32
/// selected: 32), or 0.
static unsigned mixedCompareSelectWidth(SDNode *Select,
                                        const TargetLowering &TLI) {
  SDValue Cond = Select->getOperand(0);
  if (Cond.getOpcode() != ISD::SETCC || !Cond.hasOneUse())
    return 0;
  EVT DataVT = Select->getValueType(0),
      CmpVT = Cond.getOperand(0).getValueType();
  if (!DataVT.isFixedLengthVector() || !CmpVT.isFixedLengthVector())
    return 0;
  unsigned Lanes = DataVT.getVectorNumElements();
  unsigned Width =
      std::max(DataVT.getScalarSizeInBits(), CmpVT.getScalarSizeInBits());
  bool OneNarrow = !TLI.isTypeLegal(DataVT) || !TLI.isTypeLegal(CmpVT);
  if (CmpVT.getVectorNumElements() != Lanes || !OneNarrow ||
      DataVT.getScalarSizeInBits() == CmpVT.getScalarSizeInBits() ||
      Lanes * Width != PTO::VectorRegisterBits || Width > 32 ||
      (CmpVT.isFloatingPoint() && Width != 32))
    return 0;
  return Width;
}

static bool canWidenMixedCompareSelect(SDNode *Select,
                                       const TargetLowering &TLI) {
  return mixedCompareSelectWidth(Select, TLI) != 0;
}

/// select(a CC b, x, y) at the lane width that fills a register: the
/// compared values extended exactly (fpext; sext or zext as the condition
/// code's signedness asks), the selected ones as integers of that width,
/// truncated back.
static SDValue widenMixedCompareSelect(SDNode *Select, SelectionDAG &DAG) {
  const TargetLowering &TLI = DAG.getTargetLoweringInfo();
  unsigned Width = mixedCompareSelectWidth(Select, TLI);
  if (!Width)
    return SDValue();
  SDLoc DL(Select);
  LLVMContext &Ctx = *DAG.getContext();
  SDValue Cond = Select->getOperand(0);
  ISD::CondCode CC = cast<CondCodeSDNode>(Cond.getOperand(2))->get();
  EVT DataVT = Select->getValueType(0);
  unsigned Lanes = DataVT.getVectorNumElements();
  EVT IntVT = EVT::getVectorVT(Ctx, EVT::getIntegerVT(Ctx, Width), Lanes);
  auto ExtendCompared = [&](SDValue V) {
    EVT VT = V.getValueType();
    if (VT.getScalarSizeInBits() == Width)
      return V;
    if (VT.isFloatingPoint())
      return DAG.getNode(ISD::FP_EXTEND, DL,
                         EVT::getVectorVT(Ctx, MVT::f32, Lanes), V);
    return DAG.getNode(ISD::isSignedIntSetCC(CC) ? ISD::SIGN_EXTEND
                                                 : ISD::ZERO_EXTEND,
                       DL, IntVT, V);
  };
  SDValue A = ExtendCompared(Cond.getOperand(0));
  SDValue B = ExtendCompared(Cond.getOperand(1));
  SDValue FullCond = DAG.getSetCC(
      DL, A.getValueType().changeVectorElementTypeToInteger(), A, B, CC);
  if (DataVT.getScalarSizeInBits() == Width)
    return DAG.getNode(ISD::VSELECT, DL, DataVT, FullCond,
                       Select->getOperand(1), Select->getOperand(2));
  EVT DataIntVT = DataVT.changeVectorElementTypeToInteger();
  auto ExtendSelected = [&](SDValue V) {
    return DAG.getNode(ISD::ANY_EXTEND, DL, IntVT,
                       DAG.getBitcast(DataIntVT, V));
  };
  SDValue Full = DAG.getNode(ISD::VSELECT, DL, IntVT, FullCond,
                             ExtendSelected(Select->getOperand(1)),
                             ExtendSelected(Select->getOperand(2)));
  return DAG.getBitcast(DataVT,
                        DAG.getNode(ISD::TRUNCATE, DL, DataIntVT, Full));
}

/// a CC b on narrower vectors with integer lanes as its result (-1 where it
/// holds, 0 elsewhere): the compare of the 2048-bit vectors whose first
/// lanes they are.
static SDValue widenIntegerCompare(SDNode *Compare, SelectionDAG &DAG) {
  EVT VT = Compare->getValueType(0);
  EVT CmpVT = Compare->getOperand(0).getValueType();
  if (!VT.isInteger() || VT.getScalarType() == MVT::i1 ||
      fullWidthCompareType(CmpVT) == EVT() ||
      fullWidthCompareType(VT) == EVT() ||
      fullWidthCompareType(CmpVT).getVectorNumElements() !=
          fullWidthCompareType(VT).getVectorNumElements())
    return SDValue();
  SDLoc DL(Compare);
  SDValue Full = DAG.getSetCC(
      DL, fullWidthType(VT), widenToFullWidth(DAG, DL, Compare->getOperand(0)),
      widenToFullWidth(DAG, DL, Compare->getOperand(1)),
      cast<CondCodeSDNode>(Compare->getOperand(2))->get());
  return DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, VT, Full,
                     DAG.getVectorIdxConstant(0, DL));
}

/// select(a CC b, x, y) for a float condition code vcmp has no mode for,
/// as selects on compares it has, so that no lane mask goes through a vector
/// register (the legaliser's expansion, which compares used otherwise get,
/// combines integer masks).
static SDValue expandFloatCompareSelect(SDNode *Select, SelectionDAG &DAG) {
  SDValue Cond = Select->getOperand(0);
  if (Cond.getOpcode() != ISD::SETCC)
    return SDValue();
  SDValue A = Cond.getOperand(0), B = Cond.getOperand(1);
  EVT CmpVT = A.getValueType();
  ISD::CondCode CC = cast<CondCodeSDNode>(Cond.getOperand(2))->get();
  if (!CmpVT.isFloatingPoint() ||
      !DAG.getTargetLoweringInfo().isTypeLegal(CmpVT) ||
      !is_contained(UnsupportedFloatCCs, CC))
    return SDValue();
  SDLoc DL(Select);
  EVT VT = Select->getValueType(0), CondVT = Cond.getValueType();
  auto SelectOn = [&](ISD::CondCode Code, SDValue P, SDValue Q, SDValue True,
                      SDValue False) {
    return DAG.getNode(ISD::VSELECT, DL, VT,
                       DAG.getSetCC(DL, CondVT, P, Q, Code), True, False);
  };
  SDValue X = Select->getOperand(1), Y = Select->getOperand(2);
  // x <= +inf holds unless x is a NaN (x == x would be folded back to ord).
  SDValue Inf =
      DAG.getConstantFP(APFloat::getInf(SelectionDAG::EVTToAPFloatSemantics(
                            CmpVT.getVectorElementType())),
                        DL, CmpVT);
  switch (CC) {
  case ISD::SETONE: // a < b or a > b
    return SelectOn(ISD::SETOLT, A, B, X, SelectOn(ISD::SETOGT, A, B, X, Y));
  case ISD::SETUEQ: // not one
    return SelectOn(ISD::SETOLT, A, B, Y, SelectOn(ISD::SETOGT, A, B, Y, X));
  case ISD::SETO: // neither is a NaN
    return SelectOn(ISD::SETOLE, A, Inf, SelectOn(ISD::SETOLE, B, Inf, X, Y),
                    Y);
  case ISD::SETUO: // not ordered
    return SelectOn(ISD::SETOLE, A, Inf, SelectOn(ISD::SETOLE, B, Inf, Y, X),
                    X);
  default: // ult, ule, ugt, uge: not the ordered inverse
    return SelectOn(ISD::getSetCCInverse(CC, CmpVT), A, B, Y, X);
  }
}

/// An f32 operation on a vector of a length that is not a power of two,
/// done on the next power of two: the operands are inserted into undef
/// vectors of that length, the result extracted.
static SDValue widenFloatOperation(SDNode *N, SelectionDAG &DAG) {
  EVT VT = N->getValueType(0);
  // 16-bit floats of such lengths are stored element by element, which
  // needs scalar halves, and so are f32 vectors longer than a register:
  // they stay an error.
  if (N->getNumValues() != 1 || VT.getVectorElementType() != MVT::f32 ||
      VT.getVectorNumElements() > 64)
    return SDValue();
  for (const SDValue &Operand : N->op_values())
    if (Operand.getValueType() != VT)
      return SDValue();
  SDLoc DL(N);
  EVT WideVT = EVT::getVectorVT(*DAG.getContext(), VT.getVectorElementType(),
                                PowerOf2Ceil(VT.getVectorNumElements()));
  SmallVector<SDValue, 3> Operands;
  for (const SDValue &Operand : N->op_values())
    Operands.push_back(DAG.getNode(ISD::INSERT_SUBVECTOR, DL, WideVT,
                                   DAG.getUNDEF(WideVT), Operand,
                                   DAG.getVectorIdxConstant(0, DL)));
  SDValue Wide =
      DAG.getNode(N->getOpcode(), DL, WideVT, Operands, N->getFlags());
  return DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, VT, Wide,
                     DAG.getVectorIdxConstant(0, DL));
}

bool PTOTargetLowering::isFMAFasterThanFMulAndFAdd(const MachineFunction &MF,
                                                   EVT VT) const {
  // vmula: one instruction instead of vmul and vadd.
  return VT.isVector() && VT.isFloatingPoint() && isTypeLegal(VT);
}

SDValue llvm::lowerNarrowVectorStore(StoreSDNode *Store, SelectionDAG &DAG) {
  SDLoc DL(Store);
  EVT MemVT = Store->getMemoryVT();
  SDValue Val = Store->getValue();
  EVT ValVT = Val.getValueType();
  EVT WideVT = DAG.getTargetLoweringInfo().isTypeLegal(ValVT)
                   ? ValVT
                   : fullWidthType(ValVT);
  // The first lanes in the element's predicate view, else the first bytes.
  unsigned EltBits = MemVT.getScalarSizeInBits();
  unsigned Width = 8, Lanes = MemVT.getStoreSize();
  if (EltBits <= 32 && EltBits == ValVT.getScalarSizeInBits()) {
    Width = EltBits;
    Lanes = MemVT.getVectorNumElements();
  }
  if (!DAG.getTargetLoweringInfo().isTypeLegal(WideVT) ||
      MemVT.getSizeInBits() % 8) {
    reportUnsupported(DAG, DL,
                      "vector store of " + MemVT.getEVTString() +
                          " is not supported by the PTO vector unit");
    return Store->getChain();
  }
  if (ValVT != WideVT)
    Val = DAG.getNode(ISD::INSERT_SUBVECTOR, DL, WideVT, DAG.getUNDEF(WideVT),
                      Val, DAG.getVectorIdxConstant(0, DL));
  SDValue Ops[] = {Store->getChain(), Val, Store->getBasePtr(),
                   DAG.getConstant(Lanes, DL, MVT::i64),
                   DAG.getConstant(Width, DL, MVT::i64)};
  return DAG.getMemIntrinsicNode(PTOISD::VSTS_VL, DL, DAG.getVTList(MVT::Other),
                                 Ops, MemVT, Store->getMemOperand());
}

/// A load of a narrower vector reads the whole 2048-bit vector at its
/// address (vlds has no predicate); the lanes beyond it are unused.
void PTOTargetLowering::ReplaceNodeResults(SDNode *N,
                                           SmallVectorImpl<SDValue> &Results,
                                           SelectionDAG &DAG) const {
  auto *Load = dyn_cast<LoadSDNode>(N);
  if (!Load || !isNarrowVector(Load->getMemoryVT()) ||
      getTypeAction(*DAG.getContext(), N->getValueType(0)) != TypeWidenVector)
    return;
  SDLoc DL(N);
  EVT VT = Load->getMemoryVT();
  // The legaliser widens step by step (v3f32 -> v4f32 -> ... -> v64f32):
  // each step is a load of the next type, reading the same address.
  EVT WideVT = getTypeToTransformTo(*DAG.getContext(), VT);
  if (!DAG.getTargetLoweringInfo().isTypeLegal(WideVT) &&
      !isNarrowVector(WideVT))
    return;
  if (Load->getAddressSpace() != PTOAS::UB || !Load->isSimple() ||
      Load->getExtensionType() != ISD::NON_EXTLOAD) {
    reportUnsupported(DAG, DL,
                      "vector load of " + VT.getEVTString() +
                          " must be a simple load through a UB pointer "
                          "(addrspace(6))");
    Results.push_back(DAG.getUNDEF(WideVT));
    Results.push_back(Load->getChain());
    return;
  }
  SDValue Wide =
      DAG.getLoad(WideVT, DL, Load->getChain(), Load->getBasePtr(),
                  Load->getPointerInfo(), Load->getOriginalAlign(),
                  Load->getMemOperand()->getFlags(), Load->getAAInfo());
  Results.push_back(Wide);
  Results.push_back(Wide.getValue(1));
}

/// Narrower vectors become the 2048-bit vector of the same element type
/// (never a vector of wider elements), so their lanes stay where vlds/vsts
/// put them.
TargetLoweringBase::LegalizeTypeAction
PTOTargetLowering::getPreferredVectorAction(MVT VT) const {
  if (isNarrowVector(VT))
    return TypeWidenVector;
  return TargetLowering::getPreferredVectorAction(VT);
}
