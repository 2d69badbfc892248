//===-- PTOISelLoweringUnsignedConversions.cpp - PTO unsigned vcvt --------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// uitofp and fptoui between lanes of one width (u32 <-> f32, u16 <-> f16),
// which vcvt has only in signed forms (docs/codegen.md, "Unsigned
// conversions"), expanded before type legalisation into operations that have
// a vcvt:
//
// - uitofp x = sitofp(x >> H) * 2^H + sitofp(x & (2^H - 1)), H half the lane
//   width: both halves and the scaled high half are exact, so the one
//   rounding is the addition's, as a direct conversion would round;
// - fptoui x = x < 2^(W-1) ? fptosi(x) : fptosi(x - 2^(W-1)) ^ 2^(W-1):
//   the subtraction is exact for such x.
//
//===----------------------------------------------------------------------===//

#include "PTOISelLowering.h"
#include "llvm/CodeGen/SelectionDAG.h"

using namespace llvm;

SDValue llvm::expandUnsignedConversion(SDNode *N, SelectionDAG &DAG) {
  unsigned Opcode = N->getOpcode();
  EVT VT = N->getValueType(0);
  SDValue X = N->getOperand(0);
  EVT IntVT = Opcode == ISD::UINT_TO_FP ? X.getValueType() : VT;
  EVT FloatVT = Opcode == ISD::UINT_TO_FP ? VT : X.getValueType();
  if ((Opcode != ISD::UINT_TO_FP && Opcode != ISD::FP_TO_UINT) ||
      !VT.isFixedLengthVector() ||
      !((IntVT.getScalarType() == MVT::i32 &&
         FloatVT.getScalarType() == MVT::f32) ||
        (IntVT.getScalarType() == MVT::i16 &&
         FloatVT.getScalarType() == MVT::f16)))
    return SDValue();
  SDLoc DL(N);
  unsigned Width = IntVT.getScalarSizeInBits();
  const fltSemantics &Sem =
      SelectionDAG::EVTToAPFloatSemantics(FloatVT.getScalarType());
  auto floatSplat = [&](unsigned Log2) {
    APFloat Value(Sem, 1);
    return DAG.getConstantFP(scalbn(Value, Log2, APFloat::rmNearestTiesToEven),
                             DL, FloatVT);
  };
  if (Opcode == ISD::UINT_TO_FP) {
    unsigned Half = Width / 2;
    SDValue High =
        DAG.getNode(ISD::SRL, DL, IntVT, X, DAG.getConstant(Half, DL, IntVT));
    SDValue Low = DAG.getNode(
        ISD::AND, DL, IntVT, X,
        DAG.getConstant(APInt::getLowBitsSet(Width, Half), DL, IntVT));
    SDValue ScaledHigh = DAG.getNode(
        ISD::FMUL, DL, FloatVT, DAG.getNode(ISD::SINT_TO_FP, DL, FloatVT, High),
        floatSplat(Half));
    return DAG.getNode(ISD::FADD, DL, FloatVT, ScaledHigh,
                       DAG.getNode(ISD::SINT_TO_FP, DL, FloatVT, Low));
  }
  SDValue SignValue = floatSplat(Width - 1);
  SDValue Small = DAG.getNode(ISD::FP_TO_SINT, DL, IntVT, X);
  SDValue Large = DAG.getNode(
      ISD::XOR, DL, IntVT,
      DAG.getNode(ISD::FP_TO_SINT, DL, IntVT,
                  DAG.getNode(ISD::FSUB, DL, FloatVT, X, SignValue)),
      DAG.getConstant(APInt::getSignMask(Width), DL, IntVT));
  EVT MaskVT = IntVT.changeVectorElementType(MVT::i1);
  SDValue IsLarge = DAG.getSetCC(DL, MaskVT, X, SignValue, ISD::SETOGE);
  return DAG.getSelect(DL, IntVT, IsLarge, Large, Small);
}
