//===-- PTOMathBuilder.h - DAG nodes of expanded math functions -*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The small vocabulary the expansions of math functions are written in
// (PTOISelLoweringMath.cpp, PTOISelLoweringTrig.cpp,
// PTOISelLoweringPowerRemainder.cpp): float and integer constants, nodes,
// compares and selects on f32 lanes and their bits, powers of two and
// polynomials.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOMATHBUILDER_H
#define LLVM_LIB_TARGET_PTO_PTOMATHBUILDER_H

#include "llvm/CodeGen/SelectionDAG.h"

namespace llvm {

/// Builds the computations of one math function on f32 lanes.
class PTOMathBuilder {
protected:
  SelectionDAG &DAG;
  SDLoc DL;
  EVT VT, IntVT;

public:
  PTOMathBuilder(SelectionDAG &DAG, const SDLoc &DL, EVT VT)
      : DAG(DAG), DL(DL), VT(VT), IntVT(VT.changeVectorElementTypeToInteger()) {
  }

  SDValue f(double Value) { return DAG.getConstantFP(Value, DL, VT); }
  SDValue i(int64_t Value) { return DAG.getConstant(Value, DL, IntVT); }
  SDValue node(unsigned Opcode, SDValue A) {
    return DAG.getNode(Opcode, DL, A.getValueType(), A);
  }
  SDValue node(unsigned Opcode, SDValue A, SDValue B) {
    return DAG.getNode(Opcode, DL, A.getValueType(), A, B);
  }
  SDValue fma(SDValue A, SDValue B, SDValue C) {
    return DAG.getNode(ISD::FMA, DL, VT, A, B, C);
  }
  SDValue bitsOf(SDValue X) { return DAG.getBitcast(IntVT, X); }
  SDValue floatOf(SDValue Bits) { return DAG.getBitcast(VT, Bits); }
  SDValue select(SDValue Cond, SDValue A, SDValue B) {
    return DAG.getNode(ISD::VSELECT, DL, A.getValueType(), Cond, A, B);
  }
  /// Integer lanes of all ones where the compare holds, else zero.
  SDValue compare(SDValue A, SDValue B, ISD::CondCode CC) {
    return DAG.getSetCC(DL, IntVT, A, B, CC);
  }
  /// Integer lanes to float, exactly for magnitudes below 2^24.
  SDValue toFloat(SDValue Int) {
    return DAG.getNode(ISD::SINT_TO_FP, DL, VT, Int);
  }
  /// 2^-N for integer lanes N in [-127, 126].
  SDValue inversePowerOfTwo(SDValue N) {
    return floatOf(node(ISD::SHL, node(ISD::SUB, i(127), N), i(23)));
  }
  /// 2^N for integer lanes N in [-252, 254], as two powers of two whose
  /// product the caller multiplies by in turn.
  std::pair<SDValue, SDValue> powersOfTwo(SDValue N) {
    SDValue First = node(ISD::SRA, N, i(1));
    SDValue Second = node(ISD::SUB, N, First);
    auto power = [&](SDValue E) {
      return floatOf(node(ISD::SHL, node(ISD::ADD, E, i(127)), i(23)));
    };
    return {power(First), power(Second)};
  }
  /// X * 2^N for integer lanes N in [-252, 254]: exact unless the result is
  /// out of the normal range, where it is rounded once.
  SDValue scale(SDValue X, SDValue N) {
    auto [First, Second] = powersOfTwo(N);
    return node(ISD::FMUL, node(ISD::FMUL, X, First), Second);
  }
  /// exp(R) * 2^N, N = whole-number float lanes in [-252, 254].
  SDValue scaledExp(SDValue R, SDValue N) {
    return scale(node(ISD::FEXP, R),
                 DAG.getNode(ISD::FP_TO_SINT, DL, IntVT, N));
  }
  /// p(z) = Coefficients[0] + z p'(z), by Horner's rule.
  SDValue polynomial(SDValue Z, ArrayRef<double> Coefficients) {
    SDValue Sum = f(Coefficients.back());
    for (double C : reverse(Coefficients.drop_back()))
      Sum = fma(Sum, Z, f(C));
    return Sum;
  }
};

/// sin, cos or tan (\p Opcode) of the f32 lanes \p X
/// (PTOISelLoweringTrig.cpp).
SDValue expandTrigFunction(unsigned Opcode, SDValue X, SelectionDAG &DAG,
                           const SDLoc &DL);

/// pow(X, Y) of f32 lanes (PTOISelLoweringPowerRemainder.cpp).
SDValue expandPower(SDValue X, SDValue Y, SelectionDAG &DAG, const SDLoc &DL);

/// The exact remainder of the f32 lanes X / Y truncated (frem), for
/// operands of a type whose largest and smallest exponents are at most
/// \p ExponentGap apart (PTOISelLoweringPowerRemainder.cpp).
SDValue expandRemainder(SDValue X, SDValue Y, unsigned ExponentGap,
                        SelectionDAG &DAG, const SDLoc &DL);

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOMATHBUILDER_H
