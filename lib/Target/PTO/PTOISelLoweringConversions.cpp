//===-- PTOISelLoweringConversions.cpp - PTO int/float conversions --------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Conversions between integer and float lanes (docs/codegen.md,
// "Conversions"):
//
// - the ones one vcvt does (same width, signed; conversion-ops.md) are
//   selected by PTOInstrVectorPats.td;
// - the width-changing ones vcvt has (16 <-> 32 bits) are two vcvt with
//   PART_EVEN/PART_ODD and an interleave (lowerWidthChangingConversion);
// - the unsigned same-width ones are signed ones
//   (PTOISelLoweringUnsignedConversions.cpp);
// - every other one between 8-, 16- and 32-bit integers and f16, bf16 and
//   f32 is a chain of those and of integer extensions and truncations
//   (planVectorConversion), each step exact or the chain's one rounding.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTOISelLowering.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/IntrinsicsPTO.h"

using namespace llvm;

namespace {

/// The width-changing conversions the vector unit has (conversion-ops.md):
/// opcode, destination and source element types.
struct WidthChangingConversion {
  unsigned Opcode;
  MVT::SimpleValueType Dst, Src;
};
const WidthChangingConversion WidthChangingConversions[] = {
    {ISD::FP_EXTEND, MVT::f32, MVT::f16},
    {ISD::FP_EXTEND, MVT::f32, MVT::bf16},
    {ISD::FP_ROUND, MVT::f16, MVT::f32},
    {ISD::FP_ROUND, MVT::bf16, MVT::f32},
    {ISD::FP_TO_SINT, MVT::i32, MVT::f16},
    {ISD::FP_TO_SINT, MVT::i32, MVT::bf16},
    {ISD::FP_TO_SINT, MVT::i16, MVT::f32},
};

bool isWidthChangingConversion(unsigned Opcode, MVT DstElt, MVT SrcElt) {
  return any_of(WidthChangingConversions,
                [&](const WidthChangingConversion &C) {
                  return C.Opcode == Opcode && MVT(C.Dst) == DstElt &&
                         MVT(C.Src) == SrcElt;
                });
}

/// A same-width conversion vcvt does, or its unsigned twin
/// (expandUnsignedConversion).
bool isSameWidthConversion(unsigned Opcode, MVT DstElt, MVT SrcElt) {
  MVT IntElt, FloatElt;
  switch (Opcode) {
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP:
    IntElt = SrcElt;
    FloatElt = DstElt;
    break;
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
    IntElt = DstElt;
    FloatElt = SrcElt;
    break;
  default:
    return false;
  }
  return (IntElt == MVT::i32 && FloatElt == MVT::f32) ||
         (IntElt == MVT::i16 && FloatElt == MVT::f16);
}

} // namespace

bool llvm::isSingleVectorConversion(unsigned Opcode, MVT DstElt, MVT SrcElt) {
  return isSameWidthConversion(Opcode, DstElt, SrcElt) ||
         isWidthChangingConversion(Opcode, DstElt, SrcElt);
}

/// The steps, each a single conversion or an integer extension or
/// truncation (lowerIntegerWidthChange), in order:
///
/// - int -> float: an i8 or i16 is extended (sext, or zext for uitofp: the
///   value is then non-negative and converts as signed) to the float's
///   width, or to i32 for bf16; the conversion is exact, and for bf16
///   an f32 is rounded once to bf16. An i32 to f16 converts to f32 first:
///   f32 rounds only values of 2^24 and more, which become infinities in
///   f16 either way. An i32 to bf16 converts to f32 rounding to odd (vcvt
///   ROUND_O), which the rounding to bf16 then rounds correctly (f32 has
///   more than 2 * 8 + 1 significant bits).
/// - float -> int: bf16 is extended to f32 (exact); an i8 result is the
///   conversion to i16 (f16) or i32 (f32) truncated (its values, of either
///   sign, fit; larger ones are poison); an unsigned i16 from f32 goes
///   through i32 in the same way; an unsigned i32 from f16 is the signed
///   one (f16 values are below 2^16); an i64 from f16 is the i32 one sign-
///   extended. Other i64 conversions have no plan.
bool llvm::planVectorConversion(unsigned Opcode, MVT DstElt, MVT SrcElt,
                                SmallVectorImpl<PTOConversionStep> &Steps) {
  auto add = [&](unsigned StepOpcode, MVT Elt) {
    Steps.push_back({StepOpcode, Elt.SimpleTy});
  };
  if (isSingleVectorConversion(Opcode, DstElt, SrcElt)) {
    add(Opcode, DstElt);
    return true;
  }
  auto isVectorFloat = [](MVT Elt) {
    return Elt == MVT::f16 || Elt == MVT::bf16 || Elt == MVT::f32;
  };
  bool Signed = Opcode == ISD::SINT_TO_FP || Opcode == ISD::FP_TO_SINT;
  if (Opcode == ISD::SINT_TO_FP || Opcode == ISD::UINT_TO_FP) {
    if (!SrcElt.isInteger() || SrcElt == MVT::i64 || !isVectorFloat(DstElt))
      return false;
    unsigned Width = SrcElt.getSizeInBits();
    if (Width != 8 && Width != 16 && Width != 32)
      return false;
    if (Width < 32 && DstElt != MVT::f16) {
      // Exact in f32; bf16 takes its one rounding from f32.
      add(Signed ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND, MVT::i32);
      add(ISD::SINT_TO_FP, MVT::f32);
      if (DstElt == MVT::bf16)
        add(ISD::FP_ROUND, MVT::bf16);
      return true;
    }
    if (Width == 8) { // to f16
      add(Signed ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND, MVT::i16);
      add(ISD::SINT_TO_FP, MVT::f16);
      return true;
    }
    if (Width != 32)
      return false;
    if (DstElt == MVT::f16)
      add(Opcode, MVT::f32);
    else
      add(Signed ? PTOConversionStep::SIntToF32Odd
                 : PTOConversionStep::UIntToF32Odd,
          MVT::f32);
    add(ISD::FP_ROUND, DstElt);
    return true;
  }
  if (Opcode != ISD::FP_TO_SINT && Opcode != ISD::FP_TO_UINT)
    return false;
  if (!isVectorFloat(SrcElt) || !DstElt.isInteger())
    return false;
  if (SrcElt == MVT::bf16) {
    add(ISD::FP_EXTEND, MVT::f32);
    SrcElt = MVT::f32;
    if (isSingleVectorConversion(Opcode, DstElt, SrcElt)) {
      add(Opcode, DstElt);
      return true;
    }
  }
  switch (DstElt.SimpleTy) {
  case MVT::i8:
    add(ISD::FP_TO_SINT, SrcElt == MVT::f16 ? MVT::i16 : MVT::i32);
    add(ISD::TRUNCATE, MVT::i8);
    return true;
  case MVT::i16: // unsigned, from f32
    if (SrcElt != MVT::f32)
      return false;
    add(ISD::FP_TO_SINT, MVT::i32);
    add(ISD::TRUNCATE, MVT::i16);
    return true;
  case MVT::i32: // unsigned, from f16
    if (SrcElt != MVT::f16)
      return false;
    add(ISD::FP_TO_SINT, MVT::i32);
    return true;
  case MVT::i64:
    if (SrcElt != MVT::f16)
      return false;
    add(ISD::FP_TO_SINT, MVT::i32);
    add(ISD::SIGN_EXTEND, MVT::i64);
    return true;
  default:
    return false;
  }
}

bool PTOTargetLowering::isSupportedVectorConversion(unsigned Opcode, MVT DstElt,
                                                    MVT SrcElt,
                                                    unsigned Lanes) {
  SmallVector<PTOConversionStep, 4> Steps;
  if (!planVectorConversion(Opcode, DstElt, SrcElt, Steps))
    return false;
  // Same-width vcvt on up to a register's lanes; all of them on a power of
  // two of lanes up to 256 (split into registers, or padded to the 64 or
  // 128 lanes a width-changing one converts at once).
  if (Steps.size() == 1 && isSameWidthConversion(Opcode, DstElt, SrcElt) &&
      Lanes <= PTO::VectorRegisterBits / DstElt.getSizeInBits())
    return true;
  return isPowerOf2_32(Lanes) && Lanes <= 256;
}

/// i32 lanes to f32 rounded to odd (the last bit set where the conversion
/// is inexact): vcvt ROUND_O. Unsigned: a lane with the top bit set is
/// halved first, its last bit kept (a sticky bit for the rounding), and the
/// result doubled, which is exact.
static SDValue convertToF32Odd(SelectionDAG &DAG, const SDLoc &DL, SDValue X,
                               bool Signed) {
  auto convertRegister = [&](SDValue Reg) {
    auto convert = [&](SDValue Int) {
      return getPTOIntrinsic(
          DAG, DL, Intrinsic::pto_vcvt, MVT::v64f32,
          {Int, DAG.getTargetConstant(PTO::Round_ROUND_O, DL, MVT::i32),
           DAG.getTargetConstant(PTO::Sat_RS_ENABLE, DL, MVT::i32)});
    };
    SDValue Direct = convert(Reg);
    if (Signed)
      return Direct;
    SDValue One = DAG.getConstant(1, DL, MVT::v64i32);
    SDValue Halved =
        DAG.getNode(ISD::OR, DL, MVT::v64i32,
                    DAG.getNode(ISD::SRL, DL, MVT::v64i32, Reg, One),
                    DAG.getNode(ISD::AND, DL, MVT::v64i32, Reg, One));
    SDValue Doubled = DAG.getNode(ISD::FMUL, DL, MVT::v64f32, convert(Halved),
                                  DAG.getConstantFP(2.0, DL, MVT::v64f32));
    SDValue TopBit = DAG.getSetCC(
        DL, MVT::v64i1, Reg, DAG.getConstant(0, DL, MVT::v64i32), ISD::SETLT);
    return DAG.getSelect(DL, MVT::v64f32, TopBit, Doubled, Direct);
  };
  SmallVector<SDValue, 4> Registers = splitIntoRegisters(DAG, DL, X);
  for (SDValue &Reg : Registers)
    Reg = convertRegister(Reg);
  return joinRegisters(DAG, DL, Registers,
                       X.getValueType().getVectorNumElements());
}

/// u64 lanes to f32, rounded to nearest (or to odd, for a further rounding
/// to f16 or bf16): the lane shifted left by its leading zeros, its top 32
/// bits with a sticky bit for the other 32 (32 bits keep the 24-bit
/// rounding exact), converted as u32 and scaled by 2^(32 - leading zeros),
/// which is exact.
static SDValue convertU64ToF32(SelectionDAG &DAG, const SDLoc &DL, SDValue X,
                               bool RoundToOdd) {
  EVT VT = X.getValueType();
  EVT I32VT = VT.changeVectorElementType(MVT::i32);
  EVT F32VT = VT.changeVectorElementType(MVT::f32);
  auto node = [&](unsigned Opcode, SDValue A, SDValue B) {
    return DAG.getNode(Opcode, DL, A.getValueType(), A, B);
  };
  auto constant = [&](uint64_t Value, EVT Ty) {
    return DAG.getConstant(Value, DL, Ty);
  };
  SDValue Zeros = DAG.getNode(ISD::CTLZ, DL, VT, X);
  // A zero lane has 64: shifted by 0, it stays zero.
  SDValue Normal = node(ISD::SHL, X, node(ISD::AND, Zeros, constant(63, VT)));
  SDValue LowBits = node(ISD::SHL, Normal, constant(32, VT));
  SDValue Sticky =
      node(ISD::SRL,
           node(ISD::OR, LowBits, node(ISD::SUB, constant(0, VT), LowBits)),
           constant(63, VT));
  SDValue Top = DAG.getNode(
      ISD::TRUNCATE, DL, I32VT,
      node(ISD::OR, node(ISD::SRL, Normal, constant(32, VT)), Sticky));
  SDValue Converted = RoundToOdd
                          ? convertToF32Odd(DAG, DL, Top, /*Signed=*/false)
                          : DAG.getNode(ISD::UINT_TO_FP, DL, F32VT, Top);
  SDValue ScaleBits = node(ISD::SHL,
                           node(ISD::SUB, constant(127 + 32, I32VT),
                                DAG.getNode(ISD::TRUNCATE, DL, I32VT, Zeros)),
                           constant(23, I32VT));
  return node(ISD::FMUL, Converted, DAG.getBitcast(F32VT, ScaleBits));
}

/// f32 lanes to u64, truncated: the whole part as a high and a low 32-bit
/// half, each exact in f32 and converted as u32.
static SDValue convertF32ToU64(SelectionDAG &DAG, const SDLoc &DL, SDValue X,
                               EVT VT) {
  EVT F32VT = X.getValueType();
  EVT I32VT = F32VT.changeVectorElementTypeToInteger();
  auto floatConstant = [&](double Value) {
    return DAG.getConstantFP(Value, DL, F32VT);
  };
  SDValue Whole = DAG.getNode(ISD::FTRUNC, DL, F32VT, X);
  SDValue High = DAG.getNode(
      ISD::FFLOOR, DL, F32VT,
      DAG.getNode(ISD::FMUL, DL, F32VT, Whole, floatConstant(0x1p-32)));
  SDValue Low =
      DAG.getNode(ISD::FMA, DL, F32VT, DAG.getNode(ISD::FNEG, DL, F32VT, High),
                  floatConstant(0x1p32), Whole);
  auto toU64 = [&](SDValue Half) {
    return DAG.getNode(ISD::ZERO_EXTEND, DL, VT,
                       DAG.getNode(ISD::FP_TO_UINT, DL, I32VT, Half));
  };
  return DAG.getNode(
      ISD::OR, DL, VT,
      DAG.getNode(ISD::SHL, DL, VT, toU64(High), DAG.getConstant(32, DL, VT)),
      toU64(Low));
}

/// vintlv or vdintlv (\p ID) of \p A and \p B seen as 32-bit words: the
/// two results.
static std::pair<SDValue, SDValue> interleaveWords(SelectionDAG &DAG,
                                                   const SDLoc &DL,
                                                   Intrinsic::ID ID, SDValue A,
                                                   SDValue B) {
  SDValue Pair = getPTOIntrinsic(
      DAG, DL, ID, DAG.getVTList(MVT::v64i32, MVT::v64i32),
      {DAG.getBitcast(MVT::v64i32, A), DAG.getBitcast(MVT::v64i32, B)});
  return {Pair.getValue(0), Pair.getValue(1)};
}

/// Signed conversions between i64 and f32 lanes by vcvt, which converts the
/// even f32 lanes (PART_EVEN) of a register to or from its 32 i64 lanes:
///   f32 -> i64: {D0, D1} = vintlv(x, x) repeats each lane, so the even
///               lanes of D0 and D1 are x[0..31] and x[32..63];
///   i64 -> f32: vdintlv gathers the even lanes of cvt(x[0..31]) and
///               cvt(x[32..63]) in order.
/// i64 -> f32 rounds with \p Round; f32 -> i64 truncates. Fewer lanes than
/// 64 are padded, more are split into 64s.
static SDValue convertSignedInt64F32(SelectionDAG &DAG, const SDLoc &DL,
                                     SDValue X, EVT VT, unsigned Round) {
  unsigned Lanes = VT.getVectorNumElements();
  bool ToFloat = VT.getScalarType() == MVT::f32;
  LLVMContext &Ctx = *DAG.getContext();
  EVT PieceVT = EVT::getVectorVT(Ctx, VT.getScalarType(), 64);
  EVT PieceSrcVT = EVT::getVectorVT(Ctx, X.getValueType().getScalarType(), 64);
  if (Lanes < 64)
    return resizeVector(DAG, DL,
                        convertSignedInt64F32(DAG, DL,
                                              resizeVector(DAG, DL, X, 64),
                                              PieceVT, Round),
                        Lanes);
  if (Lanes > 64) {
    SmallVector<SDValue, 8> Pieces;
    for (unsigned First = 0; First < Lanes; First += 64)
      Pieces.push_back(convertSignedInt64F32(
          DAG, DL,
          DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, PieceSrcVT, X,
                      DAG.getVectorIdxConstant(First, DL)),
          PieceVT, Round));
    return DAG.getNode(ISD::CONCAT_VECTORS, DL, VT, Pieces);
  }
  auto convert = [&](EVT ResVT, SDValue In) {
    return getPTOIntrinsic(
        DAG, DL, Intrinsic::pto_vcvt_part, ResVT,
        {In, DAG.getTargetConstant(Round, DL, MVT::i32),
         DAG.getTargetConstant(PTO::Sat_RS_ENABLE, DL, MVT::i32),
         DAG.getTargetConstant(PTO::CvtPart_PART_EVEN, DL, MVT::i32)});
  };
  if (!ToFloat) {
    auto [Low, High] = interleaveWords(DAG, DL, Intrinsic::pto_vintlv, X, X);
    return DAG.getNode(ISD::CONCAT_VECTORS, DL, VT,
                       convert(MVT::v32i64, DAG.getBitcast(MVT::v64f32, Low)),
                       convert(MVT::v32i64, DAG.getBitcast(MVT::v64f32, High)));
  }
  auto half = [&](unsigned First) {
    return convert(MVT::v64f32,
                   DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, MVT::v32i64, X,
                               DAG.getVectorIdxConstant(First, DL)));
  };
  SDValue Even =
      interleaveWords(DAG, DL, Intrinsic::pto_vdintlv, half(0), half(32)).first;
  return DAG.getBitcast(MVT::v64f32, Even);
}

/// Conversions between i64 lanes and f32, bf16 or f16 ones (f16 to i64 is a
/// chain): signed ones by vcvt (convertSignedInt64F32; to f16 or bf16
/// rounded to odd first, then once more), unsigned ones on the magnitude.
static SDValue lowerInt64Conversion(SDNode *N, SelectionDAG &DAG) {
  unsigned Opcode = N->getOpcode();
  EVT VT = N->getValueType(0);
  SDValue Src = N->getOperand(0);
  EVT SrcVT = Src.getValueType();
  bool ToFloat = Opcode == ISD::SINT_TO_FP || Opcode == ISD::UINT_TO_FP;
  bool Signed = Opcode == ISD::SINT_TO_FP || Opcode == ISD::FP_TO_SINT;
  EVT IntVT = ToFloat ? SrcVT : VT, FloatVT = ToFloat ? VT : SrcVT;
  if (!is_contained(
          {ISD::SINT_TO_FP, ISD::UINT_TO_FP, ISD::FP_TO_SINT, ISD::FP_TO_UINT},
          Opcode) ||
      !VT.isFixedLengthVector() || !isPowerOf2_32(VT.getVectorNumElements()) ||
      IntVT.getScalarType() != MVT::i64 ||
      !is_contained(ArrayRef<MVT>{MVT::f32, MVT::bf16, MVT::f16},
                    FloatVT.getScalarType().getSimpleVT()) ||
      (!ToFloat && FloatVT.getScalarType() == MVT::f16))
    return SDValue();
  SDLoc DL(N);
  EVT F32VT = VT.changeVectorElementType(MVT::f32);
  if (ToFloat) {
    SDValue F =
        Signed ? convertSignedInt64F32(DAG, DL, Src, F32VT,
                                       FloatVT == F32VT ? PTO::Round_ROUND_R
                                                        : PTO::Round_ROUND_O)
               : convertU64ToF32(DAG, DL, Src,
                                 /*RoundToOdd=*/FloatVT != F32VT);
    if (FloatVT == F32VT)
      return F;
    return DAG.getNode(ISD::FP_ROUND, DL, FloatVT, F,
                       DAG.getIntPtrConstant(0, DL, /*isTarget=*/true));
  }
  SDValue X = Src;
  EVT SrcF32VT = SrcVT.changeVectorElementType(MVT::f32);
  if (SrcVT != SrcF32VT)
    X = DAG.getNode(ISD::FP_EXTEND, DL, SrcF32VT, X); // exact
  if (!Signed)
    return convertF32ToU64(DAG, DL, X, VT);
  return convertSignedInt64F32(DAG, DL, X, VT, PTO::Round_ROUND_Z);
}

SDValue llvm::lowerConversionChain(SDNode *N, SelectionDAG &DAG) {
  if (SDValue Lowered = lowerInt64Conversion(N, DAG))
    return Lowered;
  EVT VT = N->getValueType(0);
  SDValue Src = N->getOperand(0);
  EVT SrcVT = Src.getValueType();
  // Lane counts the width-changing steps take: up to a register, or a
  // power of two.
  if (!VT.isFixedLengthVector() || !VT.getScalarType().isSimple() ||
      !SrcVT.getScalarType().isSimple() ||
      (VT.getVectorNumElements() > 64 &&
       !isPowerOf2_32(VT.getVectorNumElements())))
    return SDValue();
  MVT DstElt = VT.getScalarType().getSimpleVT();
  MVT SrcElt = SrcVT.getScalarType().getSimpleVT();
  SmallVector<PTOConversionStep, 4> Steps;
  if (isSingleVectorConversion(N->getOpcode(), DstElt, SrcElt) ||
      !planVectorConversion(N->getOpcode(), DstElt, SrcElt, Steps))
    return SDValue();
  SDLoc DL(N);
  SDValue V = Src;
  for (const PTOConversionStep &Step : Steps) {
    EVT StepVT = VT.changeVectorElementType(MVT(Step.Elt));
    if (Step.Opcode == PTOConversionStep::SIntToF32Odd ||
        Step.Opcode == PTOConversionStep::UIntToF32Odd)
      V = convertToF32Odd(DAG, DL, V,
                          Step.Opcode == PTOConversionStep::SIntToF32Odd);
    else if (Step.Opcode == ISD::FP_ROUND)
      V = DAG.getNode(ISD::FP_ROUND, DL, StepVT, V,
                      DAG.getIntPtrConstant(0, DL, /*isTarget=*/true));
    else
      V = DAG.getNode(Step.Opcode, DL, StepVT, V);
  }
  return V;
}

/// A conversion between 16- and 32-bit lanes of 64 or 128 lanes. vcvt with
/// PART_EVEN/PART_ODD converts the even or odd 16-bit lanes (widening) or
/// writes them (narrowing); vintlv and vdintlv put the lanes in order:
///   widening:  E = cvt(src, EVEN), O = cvt(src, ODD),
///              {lo, hi} = vintlv(E, O) = src[0..63], src[64..127]
///   narrowing: {E, O} = vdintlv(src[0..63], src[64..127]),
///              vor(cvt(E, EVEN), cvt(O, ODD)) = src in order.
/// Fewer lanes (a power of two) are padded to 64, more split into 128s.
SDValue llvm::lowerWidthChangingConversion(SDNode *N, SelectionDAG &DAG) {
  EVT VT = N->getValueType(0);
  SDValue Src = N->getOperand(0);
  EVT SrcVT = Src.getValueType();
  unsigned Lanes = VT.getVectorNumElements();
  if (!isPowerOf2_32(Lanes) || Lanes > 1024 || !VT.getScalarType().isSimple() ||
      !SrcVT.getScalarType().isSimple())
    return SDValue();
  MVT DstElt = VT.getScalarType().getSimpleVT();
  MVT SrcElt = SrcVT.getScalarType().getSimpleVT();
  if (!isWidthChangingConversion(N->getOpcode(), DstElt, SrcElt))
    return SDValue();
  SDLoc DL(N);
  auto again = [&](EVT PieceVT, SDValue Piece) {
    if (N->getOpcode() == ISD::FP_ROUND)
      return DAG.getNode(ISD::FP_ROUND, DL, PieceVT, Piece, N->getOperand(1));
    return DAG.getNode(N->getOpcode(), DL, PieceVT, Piece);
  };
  if (Lanes < 64)
    return resizeVector(DAG, DL,
                        again(EVT::getVectorVT(*DAG.getContext(), DstElt, 64),
                              resizeVector(DAG, DL, Src, 64)),
                        Lanes);
  if (Lanes > 128) {
    EVT PieceSrcVT = EVT::getVectorVT(*DAG.getContext(), SrcElt, 128);
    EVT PieceVT = EVT::getVectorVT(*DAG.getContext(), DstElt, 128);
    SmallVector<SDValue, 8> Pieces;
    for (unsigned First = 0; First < Lanes; First += 128)
      Pieces.push_back(again(
          PieceVT, DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, PieceSrcVT, Src,
                               DAG.getVectorIdxConstant(First, DL))));
    return DAG.getNode(ISD::CONCAT_VECTORS, DL, VT, Pieces);
  }
  bool ToInt = N->getOpcode() == ISD::FP_TO_SINT;
  unsigned Round = ToInt ? PTO::Round_ROUND_Z : PTO::Round_ROUND_R;
  unsigned Sat = ToInt ? PTO::Sat_RS_ENABLE : PTO::Sat_RS_DISABLE;
  auto convert = [&](EVT ResVT, SDValue In, unsigned Part) {
    return getPTOIntrinsic(DAG, DL, Intrinsic::pto_vcvt_part, ResVT,
                           {In, DAG.getTargetConstant(Round, DL, MVT::i32),
                            DAG.getTargetConstant(Sat, DL, MVT::i32),
                            DAG.getTargetConstant(Part, DL, MVT::i32)});
  };
  MVT WideVT =
      MVT::getVectorVT(DstElt.getSizeInBits() == 32 ? DstElt : SrcElt, 64);
  MVT NarrowVT =
      MVT::getVectorVT(DstElt.getSizeInBits() == 16 ? DstElt : SrcElt, 128);
  if (DstElt.getSizeInBits() == 32) {
    if (Lanes == 64)
      Src = DAG.getNode(ISD::INSERT_SUBVECTOR, DL, NarrowVT,
                        DAG.getUNDEF(NarrowVT), Src,
                        DAG.getVectorIdxConstant(0, DL));
    auto [Lo, Hi] =
        interleaveWords(DAG, DL, Intrinsic::pto_vintlv,
                        convert(WideVT, Src, PTO::CvtPart_PART_EVEN),
                        convert(WideVT, Src, PTO::CvtPart_PART_ODD));
    if (Lanes == 64)
      return DAG.getBitcast(WideVT, Lo);
    return DAG.getNode(ISD::CONCAT_VECTORS, DL, VT, DAG.getBitcast(WideVT, Lo),
                       DAG.getBitcast(WideVT, Hi));
  }
  SDValue A = Src, B = DAG.getUNDEF(WideVT);
  if (Lanes == 128) {
    A = DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, WideVT, Src,
                    DAG.getVectorIdxConstant(0, DL));
    B = DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, WideVT, Src,
                    DAG.getVectorIdxConstant(64, DL));
  }
  auto [Even, Odd] = interleaveWords(DAG, DL, Intrinsic::pto_vdintlv, A, B);
  SDValue Merged =
      DAG.getNode(ISD::OR, DL, MVT::v128i16,
                  DAG.getBitcast(MVT::v128i16,
                                 convert(NarrowVT, DAG.getBitcast(WideVT, Even),
                                         PTO::CvtPart_PART_EVEN)),
                  DAG.getBitcast(MVT::v128i16,
                                 convert(NarrowVT, DAG.getBitcast(WideVT, Odd),
                                         PTO::CvtPart_PART_ODD)));
  SDValue Result = DAG.getBitcast(NarrowVT, Merged);
  if (Lanes == 64)
    return DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, VT, Result,
                       DAG.getVectorIdxConstant(0, DL));
  return Result;
}
