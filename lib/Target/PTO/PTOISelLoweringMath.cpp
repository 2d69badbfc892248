//===-- PTOISelLoweringMath.cpp - PTO math functions without an instruction
//===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// exp2, exp10, log2, log10 and canonicalize of float vectors, which the
// vector unit has no instruction for, expanded before type legalisation
// into vexp, vln and exact operations (docs/codegen.md, "Math functions").
// f16 and bf16 lanes are computed in f32 and rounded once.
//
// - exp2 x = exp((x - n) ln 2) * 2^n, n = rint x: the reduced argument is
//   exact and at most ln2/2; 2^n is two exact multiplies by powers of two
//   built from exponent bits, so that results below the normal range round
//   once, as subnormals;
// - exp10 x = exp(x ln 10 - n ln 2) * 2^n, n = rint(x log2 10): the
//   product's rounding error (an fma) and ln 2 in two parts keep the reduced
//   argument accurate;
// - log2 x = e + ln(m) / ln 2 and log10 x = e log10 2 + ln(m) / ln 10, for
//   x = m 2^e with m in [sqrt(1/2), sqrt(2)): exact for powers of two (m = 1);
//   subnormals are scaled up first; zeros, negatives, infinities and NaNs
//   take vln's result;
// - canonicalize x = x * 1.0;
// - sin, cos and tan: PTOISelLoweringTrig.cpp;
// - pow and frem: PTOISelLoweringPowerRemainder.cpp.
//
//===----------------------------------------------------------------------===//

#include "PTOISelLowering.h"
#include "PTOMathBuilder.h"
#include "PTOVectorOperations.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/Support/MathExtras.h"
#include <limits>

using namespace llvm;

namespace {

/// exp2, exp10, log2 and log10 on f32 lanes.
class ExpLogBuilder : public PTOMathBuilder {
public:
  using PTOMathBuilder::PTOMathBuilder;

  SDValue exp2(SDValue X) {
    // Beyond +-160 the result is infinity or zero in any case (NaNs stay).
    X = node(ISD::FMINIMUM, node(ISD::FMAXIMUM, X, f(-160)), f(160));
    SDValue N = node(ISD::FRINT, X);
    return scaledExp(node(ISD::FMUL, node(ISD::FSUB, X, N), f(numbers::ln2)),
                     N);
  }

  SDValue exp10(SDValue X) {
    X = node(ISD::FMINIMUM, node(ISD::FMAXIMUM, X, f(-50)), f(50));
    SDValue N =
        node(ISD::FRINT, node(ISD::FMUL, X, f(numbers::ln10 / numbers::ln2)));
    // x ln10 as Product + its rounding error, ln10 as f32 + the rest.
    SDValue Ln10 = f(numbers::ln10);
    double Ln10Rest = numbers::ln10 - double(float(numbers::ln10));
    SDValue Product = node(ISD::FMUL, X, Ln10);
    SDValue ProductError = fma(X, Ln10, node(ISD::FNEG, Product));
    // ln2 in a part of 16 bits (exact times n) and the rest.
    double Ln2High = 0.693145751953125, Ln2Low = numbers::ln2 - Ln2High;
    SDValue NegN = node(ISD::FNEG, N);
    SDValue R = fma(NegN, f(Ln2High), Product);
    R = fma(NegN, f(Ln2Low), R);
    R = node(ISD::FADD, R, fma(X, f(Ln10Rest), ProductError));
    return scaledExp(R, N);
  }

  /// log2 (Base2) or log10 of X.
  SDValue log(SDValue X, bool Base2) {
    // Subnormals scaled by 2^23 into the normal range.
    SDValue Subnormal = compare(X, f(0x1p-126), ISD::SETOLT);
    SDValue Scaled = select(Subnormal, node(ISD::FMUL, X, f(0x1p23)), X);
    SDValue Bits = bitsOf(Scaled);
    SDValue Exponent = node(
        ISD::SUB, node(ISD::SRL, Bits, i(23)),
        select(Subnormal, i(127 + 23), i(127))); // sign is 0 where it matters
    // m in [1, 2), then in [sqrt(1/2), sqrt(2)).
    SDValue M = floatOf(
        node(ISD::OR, node(ISD::AND, Bits, i(0x7fffff)), i(0x3f800000)));
    SDValue Large = compare(M, f(numbers::sqrt2), ISD::SETOGT);
    M = select(Large, node(ISD::FMUL, M, f(0.5)), M);
    Exponent = node(ISD::SUB, Exponent, Large); // Large lanes are -1
    SDValue E = DAG.getNode(ISD::SINT_TO_FP, DL, VT, Exponent);
    SDValue LnM = node(ISD::FLOG, M);
    SDValue Result;
    if (Base2) {
      Result = fma(LnM, f(numbers::log2e), E);
    } else {
      // e log10(2) in a part of 16 bits (exact times e) and the rest.
      double High = 0.30102539062500, Low = numbers::ln2 / numbers::ln10 - High;
      Result = fma(E, f(High),
                   fma(E, f(Low), node(ISD::FMUL, LnM, f(1 / numbers::ln10))));
    }
    // Zeros, negatives, infinities and NaNs: vln's -inf, NaN, inf, NaN.
    SDValue Finite = node(
        ISD::AND, compare(X, f(0), ISD::SETOGT),
        compare(X, f(std::numeric_limits<double>::infinity()), ISD::SETOLT));
    return select(Finite, Result, node(ISD::FLOG, X));
  }
};

} // namespace

bool llvm::isExpandedMathFunction(unsigned Opcode) {
  const PTOVector::VectorRule *Rule = PTOVector::getRule(Opcode, MVT::v64f32);
  return Rule && Rule->Handler == expandMathFunction;
}

SDValue llvm::expandMathFunction(SDValue Op, SelectionDAG &DAG) {
  SDNode *N = Op.getNode();
  unsigned Opcode = N->getOpcode();
  EVT VT = N->getValueType(0);
  if (!isExpandedMathFunction(Opcode) || !VT.isFixedLengthVector() ||
      !VT.isFloatingPoint() || !isPowerOf2_32(VT.getVectorNumElements()) ||
      VT.getScalarSizeInBits() > 32)
    return SDValue();
  SDLoc DL(N);
  SDValue X = N->getOperand(0);
  if (Opcode == ISD::FCANONICALIZE)
    return DAG.getNode(ISD::FMUL, DL, VT, X, DAG.getConstantFP(1.0, DL, VT));
  EVT F32VT = VT.changeVectorElementType(MVT::f32);
  auto toF32 = [&](SDValue Operand) {
    return VT == F32VT ? Operand
                       : DAG.getNode(ISD::FP_EXTEND, DL, F32VT, Operand);
  };
  X = toF32(X);
  ExpLogBuilder Build(DAG, DL, F32VT);
  SDValue Result;
  switch (Opcode) {
  case ISD::FEXP2:
    Result = Build.exp2(X);
    break;
  case ISD::FEXP10:
    Result = Build.exp10(X);
    break;
  case ISD::FSIN:
  case ISD::FCOS:
  case ISD::FTAN:
    Result = expandTrigFunction(Opcode, X, DAG, DL);
    break;
  case ISD::FPOW:
    Result = expandPower(X, toF32(N->getOperand(1)), DAG, DL);
    break;
  case ISD::FREM: {
    // How far apart the exponents of the lane type's largest float and
    // smallest subnormal are.
    const fltSemantics &Semantics =
        SelectionDAG::EVTToAPFloatSemantics(VT.getScalarType());
    int Gap = APFloat::semanticsMaxExponent(Semantics) -
              APFloat::semanticsMinExponent(Semantics) +
              int(APFloat::semanticsPrecision(Semantics)) - 1;
    Result = expandRemainder(X, toF32(N->getOperand(1)), Gap, DAG, DL);
    break;
  }
  default:
    Result = Build.log(X, Opcode == ISD::FLOG2);
    break;
  }
  if (VT == F32VT)
    return Result;
  return DAG.getNode(ISD::FP_ROUND, DL, VT, Result,
                     DAG.getIntPtrConstant(0, DL, /*isTarget=*/true));
}

InstructionCost llvm::getCostInF32Registers(unsigned PerF32Register, Type *Ty) {
  unsigned Lanes = cast<FixedVectorType>(Ty)->getNumElements();
  InstructionCost Cost = divideCeil(Lanes, 64) * PerF32Register;
  if (!Ty->getScalarType()->isFloatTy())
    Cost += 6 * divideCeil(Lanes, 128);
  return Cost;
}

/// The vector instructions per f32 register of the functions expanded here,
/// as counted in their llc -O2 output
/// (test/CodeGen/PTO/vector-math-functions.ll;
/// test/CodeGen/PTO/vector-rule-costs.test compares them).
std::optional<InstructionCost>
llvm::getMathFunctionCost(unsigned Opcode, Type *Ty,
                          InstructionCost Registers) {
  unsigned PerF32Register;
  switch (Opcode) {
  case ISD::FEXP2:
    PerF32Register = 16;
    break;
  case ISD::FEXP10:
    PerF32Register = 26;
    break;
  case ISD::FLOG2:
    PerF32Register = 34;
    break;
  case ISD::FLOG10:
    PerF32Register = 37;
    break;
  default:
    return std::nullopt;
  }
  if (!isa<FixedVectorType>(Ty))
    return std::nullopt;
  return getCostInF32Registers(PerF32Register, Ty);
}
