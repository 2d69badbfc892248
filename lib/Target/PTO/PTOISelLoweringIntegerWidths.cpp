//===-- PTOISelLoweringIntegerWidths.cpp - PTO integer lane widths --------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// sext, zext, anyext and trunc of integer vectors between 8-, 16-, 32- and
// 64-bit lanes (docs/codegen.md, "Integer extensions and truncations"). The
// lane width doubles or halves one step at a time, a register at a time:
//
// - 8 <-> 16 and 16 <-> 32 bits: vsunpack/vzunpack extend the lower or the
//   upper half of a register's lanes; vpack truncates a register's lanes
//   into the lower or the upper half of the result, and a vor joins two;
// - 32 <-> 64 bits: vintlv of the lanes with their high words (the lanes
//   shifted right by 31, or zero) gives the 64-bit lanes in order; vdintlv
//   of the 64-bit lanes as 32-bit words gives the low words (the even ones).
//
// Vectors of any lane count are padded with undefined lanes to whole
// registers, and the result is cut back to the lane count.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTOISelLowering.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/IntrinsicsPTO.h"

using namespace llvm;

static constexpr unsigned RegisterBits = PTO::VectorRegisterBits;

bool llvm::isSteppableWidth(unsigned Bits) {
  return Bits == 8 || Bits == 16 || Bits == 32 || Bits == 64;
}

SDValue llvm::resizeVector(SelectionDAG &DAG, const SDLoc &DL, SDValue V,
                           unsigned Lanes) {
  EVT VT = V.getValueType();
  unsigned Have = VT.getVectorNumElements();
  if (Have == Lanes)
    return V;
  EVT ToVT =
      EVT::getVectorVT(*DAG.getContext(), VT.getVectorElementType(), Lanes);
  SDValue Zero = DAG.getVectorIdxConstant(0, DL);
  if (Have > Lanes)
    return DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, ToVT, V, Zero);
  return DAG.getNode(ISD::INSERT_SUBVECTOR, DL, ToVT, DAG.getUNDEF(ToVT), V,
                     Zero);
}

SmallVector<SDValue, 4> llvm::splitIntoRegisters(SelectionDAG &DAG,
                                                 const SDLoc &DL, SDValue V) {
  EVT Elt = V.getValueType().getVectorElementType();
  unsigned Lanes = V.getValueType().getVectorNumElements();
  unsigned RegLanes = RegisterBits / Elt.getSizeInBits();
  SmallVector<SDValue, 4> Registers;
  for (unsigned First = 0; First < Lanes; First += RegLanes) {
    unsigned Count = std::min(RegLanes, Lanes - First);
    SDValue Part = V;
    if (Count != Lanes)
      Part = DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL,
                         EVT::getVectorVT(*DAG.getContext(), Elt, Count), V,
                         DAG.getVectorIdxConstant(First, DL));
    Registers.push_back(resizeVector(DAG, DL, Part, RegLanes));
  }
  return Registers;
}

SDValue llvm::joinRegisters(SelectionDAG &DAG, const SDLoc &DL,
                            ArrayRef<SDValue> Registers, unsigned Lanes) {
  SDValue Joined = Registers.front();
  if (Registers.size() > 1) {
    EVT RegVT = Joined.getValueType();
    EVT VT = EVT::getVectorVT(*DAG.getContext(), RegVT.getVectorElementType(),
                              RegVT.getVectorNumElements() * Registers.size());
    Joined = DAG.getNode(ISD::CONCAT_VECTORS, DL, VT, Registers);
  }
  return resizeVector(DAG, DL, Joined, Lanes);
}

SDValue llvm::extendRegisterHalf(SelectionDAG &DAG, const SDLoc &DL,
                                 SDValue Reg, unsigned Half, bool Signed) {
  MVT RegVT = Reg.getSimpleValueType();
  unsigned Bits = RegVT.getScalarSizeInBits();
  MVT WideVT = MVT::getVectorVT(MVT::getIntegerVT(2 * Bits),
                                RegVT.getVectorNumElements() / 2);
  if (Bits != 32)
    return getPTOIntrinsic(
        DAG, DL, Signed ? Intrinsic::pto_vsunpack : Intrinsic::pto_vzunpack,
        WideVT, {Reg, DAG.getTargetConstant(Half, DL, MVT::i32)});
  // The high words: copies of the sign bit, or zero.
  SDValue High = Signed ? DAG.getNode(ISD::SRA, DL, RegVT, Reg,
                                      DAG.getConstant(31, DL, RegVT))
                        : DAG.getConstant(0, DL, RegVT);
  SDValue Pair = getPTOIntrinsic(DAG, DL, Intrinsic::pto_vintlv,
                                 DAG.getVTList(RegVT, RegVT), {Reg, High});
  return DAG.getBitcast(WideVT, Pair.getValue(Half));
}

SDValue llvm::truncateRegisters(SelectionDAG &DAG, const SDLoc &DL,
                                SDValue Lower, SDValue Upper) {
  MVT RegVT = Lower.getSimpleValueType();
  unsigned Bits = RegVT.getScalarSizeInBits();
  MVT NarrowVT = MVT::getVectorVT(MVT::getIntegerVT(Bits / 2),
                                  RegVT.getVectorNumElements() * 2);
  if (Bits == 64) {
    // The low words are the even 32-bit words of Lower ++ Upper.
    SDValue Pair = getPTOIntrinsic(
        DAG, DL, Intrinsic::pto_vdintlv, DAG.getVTList(NarrowVT, NarrowVT),
        {DAG.getBitcast(NarrowVT, Lower),
         Upper ? DAG.getBitcast(NarrowVT, Upper) : DAG.getUNDEF(NarrowVT)});
    return Pair.getValue(0);
  }
  auto pack = [&](SDValue Reg, unsigned Half) {
    return getPTOIntrinsic(DAG, DL, Intrinsic::pto_vpack, NarrowVT,
                           {Reg, DAG.getTargetConstant(Half, DL, MVT::i32)});
  };
  SDValue Packed = pack(Lower, PTO::Part_LOWER);
  if (!Upper)
    return Packed;
  return DAG.getNode(ISD::OR, DL, NarrowVT, Packed,
                     pack(Upper, PTO::Part_HIGHER));
}

/// \p V's lanes extended to twice their width.
static SDValue extendStep(SelectionDAG &DAG, const SDLoc &DL, SDValue V,
                          bool Signed) {
  unsigned Lanes = V.getValueType().getVectorNumElements();
  unsigned HalfLanes = RegisterBits / V.getScalarValueSizeInBits() / 2;
  SmallVector<SDValue, 4> Wide;
  for (SDValue Reg : splitIntoRegisters(DAG, DL, V))
    for (unsigned Half = 0; Half != 2 && Wide.size() * HalfLanes < Lanes;
         ++Half)
      Wide.push_back(extendRegisterHalf(DAG, DL, Reg, Half, Signed));
  return joinRegisters(DAG, DL, Wide, Lanes);
}

/// \p V's lanes truncated to half their width.
static SDValue truncateStep(SelectionDAG &DAG, const SDLoc &DL, SDValue V) {
  SmallVector<SDValue, 4> Registers = splitIntoRegisters(DAG, DL, V);
  SmallVector<SDValue, 4> Narrow;
  for (unsigned R = 0; R < Registers.size(); R += 2)
    Narrow.push_back(truncateRegisters(
        DAG, DL, Registers[R],
        R + 1 < Registers.size() ? Registers[R + 1] : SDValue()));
  return joinRegisters(DAG, DL, Narrow,
                       V.getValueType().getVectorNumElements());
}

SDValue llvm::lowerIntegerWidthChange(SDNode *N, SelectionDAG &DAG) {
  unsigned Opcode = N->getOpcode();
  if (Opcode != ISD::SIGN_EXTEND && Opcode != ISD::ZERO_EXTEND &&
      Opcode != ISD::ANY_EXTEND && Opcode != ISD::TRUNCATE)
    return SDValue();
  EVT VT = N->getValueType(0);
  SDValue V = N->getOperand(0);
  if (!VT.isFixedLengthVector() || !VT.isInteger() ||
      !isSteppableWidth(VT.getScalarSizeInBits()) ||
      !isSteppableWidth(V.getScalarValueSizeInBits()))
    return SDValue();
  SDLoc DL(N);
  while (V.getScalarValueSizeInBits() < VT.getScalarSizeInBits())
    V = extendStep(DAG, DL, V, Opcode == ISD::SIGN_EXTEND);
  while (V.getScalarValueSizeInBits() > VT.getScalarSizeInBits())
    V = truncateStep(DAG, DL, V);
  return V;
}

SDValue llvm::lowerExtendVectorInReg(SDValue Op, SelectionDAG &DAG) {
  EVT VT = Op.getValueType();
  SDValue V = Op.getOperand(0);
  if (!VT.isInteger() || VT.getSizeInBits() != RegisterBits ||
      V.getValueSizeInBits() != RegisterBits ||
      !isSteppableWidth(V.getScalarValueSizeInBits()))
    return SDValue();
  // The lower half of the lanes, extended, until the width is reached.
  SDLoc DL(Op);
  while (V.getScalarValueSizeInBits() < VT.getScalarSizeInBits())
    V = extendRegisterHalf(DAG, DL, V, 0,
                           Op.getOpcode() == ISD::SIGN_EXTEND_VECTOR_INREG);
  return V;
}
