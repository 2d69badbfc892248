//===-- PTOMathBuilder.h - DAG nodes of expanded math functions -*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The small vocabulary the expansions of math functions are written in
// (PTOISelLoweringMath.cpp, PTOISelLoweringTrig.cpp): float and integer
// constants, nodes, compares and selects on f32 lanes and their bits.
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
};

/// sin, cos or tan (\p Opcode) of the f32 lanes \p X
/// (PTOISelLoweringTrig.cpp).
SDValue expandTrigFunction(unsigned Opcode, SDValue X, SelectionDAG &DAG,
                           const SDLoc &DL);

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOMATHBUILDER_H
