//===-- PTOISelLoweringTrig.cpp - PTO sin, cos and tan of float vectors ---===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// sin, cos and tan of f32 lanes, which the vector unit has no instruction
// for (docs/codegen.md, "Math functions"):
//
// - |x| = k pi/2 + r with |r| <= pi/4, for every finite x: lanes with
//   |x| <= pi/4 keep r = |x|; the others take the fraction of |x| * 2/pi
//   in 32-bit integer arithmetic, from the 96 bits of 2/pi that matter for
//   their exponent (bits worth 4 or more times the mantissa drop out),
//   rounded to the nearest quadrant, normalised, and times pi/2 as a pair
//   of floats (r = Hi + Lo);
// - sin r and cos r as Taylor polynomials (the terms dropped are below
//   2^-36 for |r| <= pi/4), with Lo in the first-order terms and cos's
//   1 - r^2/2 computed with its rounding error;
// - the quadrant picks sin or cos and the sign; tan is their quotient.
//
//===----------------------------------------------------------------------===//

#include "PTOISelLowering.h"
#include "PTOMathBuilder.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include "llvm/Support/MathExtras.h"
#include <limits>

using namespace llvm;

namespace {

/// The bits of 2/pi after the binary point, 32 at a time, after a word of
/// zeros for the bits before it (a window may start up to 31 bits early).
constexpr uint32_t TwoOverPiWords[] = {0,          0xa2f9836e, 0x4e441529,
                                       0xfc2757d1, 0xf534ddc0, 0xdb629599,
                                       0x3c439041, 0xfe5163ab};

/// Where a window of 96 bits of 2/pi may start: the first word of
/// TwoOverPiWords it reads (three words and the one after them).
constexpr unsigned WindowWords = 3;
constexpr unsigned MaxFirstWord = std::size(TwoOverPiWords) - WindowWords - 1;

/// |x| as Quadrant * pi/2 + Hi + Lo.
struct ReducedArgument {
  SDValue Hi, Lo, Quadrant;
};

class TrigBuilder : public PTOMathBuilder {
public:
  using PTOMathBuilder::PTOMathBuilder;

  SDValue srl(SDValue A, SDValue B) { return node(ISD::SRL, A, B); }
  SDValue shl(SDValue A, SDValue B) { return node(ISD::SHL, A, B); }
  SDValue add(SDValue A, SDValue B) { return node(ISD::ADD, A, B); }
  SDValue bitOr(SDValue A, SDValue B) { return node(ISD::OR, A, B); }

  /// The low and high words of the 64-bit products of unsigned lanes.
  std::pair<SDValue, SDValue> multiplyWide(SDValue A, SDValue B) {
    SDValue Product = getPTOIntrinsic(DAG, DL, Intrinsic::pto_vmull_u,
                                      DAG.getVTList(IntVT, IntVT),
                                      {A, B, getAllLanesMask(DAG, DL)});
    return {Product.getValue(0), Product.getValue(1)};
  }

  /// TwoOverPiWords[First + Offset] for the lane's First in
  /// [0, MaxFirstWord].
  SDValue wordOfTwoOverPi(SDValue First, unsigned Offset) {
    SDValue Word = i(TwoOverPiWords[Offset]);
    for (unsigned Index = 1; Index <= MaxFirstWord; ++Index)
      Word = select(compare(First, i(Index), ISD::SETEQ),
                    i(TwoOverPiWords[Index + Offset]), Word);
    return Word;
  }

  /// |x| = k pi/2 + r for the lanes |x| > pi/4 (finite): the fraction of
  /// |x| 2/pi modulo 4 in integer arithmetic.
  ReducedArgument reduceLarge(SDValue AbsX) {
    // |x| = m 2^(e-23), m in [2^23, 2^24). A bit of 2/pi worth 2^-j times
    // m 2^(e-23) is a multiple of 4 for j <= e - 25: the window is the 96
    // bits from j = e - 24, which start at bit e + 7 of TwoOverPiWords.
    SDValue Bits = bitsOf(AbsX);
    SDValue Exponent = node(ISD::SUB, srl(Bits, i(23)), i(127));
    SDValue Mantissa = bitOr(node(ISD::AND, Bits, i(0x7fffff)), i(0x800000));
    SDValue Start = add(Exponent, i(7));
    SDValue First = srl(Start, i(5));
    SDValue Shift = node(ISD::AND, Start, i(31));
    SDValue Words[WindowWords + 1];
    for (unsigned Offset = 0; Offset <= WindowWords; ++Offset)
      Words[Offset] = wordOfTwoOverPi(First, Offset);
    // The window's words: each word's bits from Shift on, then the next
    // word's (shifted right twice: a shift by 32 is not one instruction).
    SDValue Window[WindowWords];
    SDValue BackShift = node(ISD::SUB, i(31), Shift);
    for (unsigned Index = 0; Index != WindowWords; ++Index)
      Window[Index] = bitOr(shl(Words[Index], Shift),
                            srl(srl(Words[Index + 1], i(1)), BackShift));
    // m * window modulo 2^96 (the product's bits worth 4 and more drop):
    // |x| 2/pi mod 4 = Product 2^-94.
    auto [Low2, High2] = multiplyWide(Mantissa, Window[2]);
    auto [Low1, High1] = multiplyWide(Mantissa, Window[1]);
    SDValue Low0 = node(ISD::MUL, Mantissa, Window[0]);
    SDValue Middle = add(High2, Low1);
    SDValue Carry = node(ISD::AND, compare(Middle, High2, ISD::SETULT), i(1));
    SDValue High = add(add(High1, Low0), Carry);
    // The nearest quadrant, and the fraction left (in [-1/2, 1/2)) as a
    // signed 64-bit number of 2^-64.
    SDValue Quadrant = node(ISD::AND, srl(add(High, i(1 << 29)), i(30)), i(3));
    SDValue FractionHigh = bitOr(shl(High, i(2)), srl(Middle, i(30)));
    SDValue FractionLow = bitOr(shl(Middle, i(2)), srl(Low2, i(30)));
    SDValue Negative = compare(FractionHigh, i(0), ISD::SETLT);
    // Its magnitude.
    SDValue NegatedLow = node(ISD::SUB, i(0), FractionLow);
    SDValue NegatedHigh =
        node(ISD::SUB, node(ISD::XOR, FractionHigh, i(-1)),
             compare(FractionLow, i(0), ISD::SETEQ)); // + 1 on a borrow
    FractionHigh = select(Negative, NegatedHigh, FractionHigh);
    FractionLow = select(Negative, NegatedLow, FractionLow);
    // Normalised: the top 64 bits from the first one, Top and Next.
    SDValue HighIsZero = compare(FractionHigh, i(0), ISD::SETEQ);
    SDValue Zeros = node(ISD::CTLZ, FractionHigh);
    SDValue Top = select(
        HighIsZero, FractionLow,
        bitOr(shl(FractionHigh, Zeros),
              srl(srl(FractionLow, i(1)), node(ISD::SUB, i(31), Zeros))));
    SDValue Next = select(HighIsZero, i(0), shl(FractionLow, Zeros));
    Zeros = select(HighIsZero, add(i(32), node(ISD::CTLZ, FractionLow)), Zeros);
    // The fraction 2^Zeros = A + B: A its first 24 bits (exact), B the
    // next 31 bits.
    SDValue A = node(ISD::FMUL, toFloat(srl(Top, i(8))), f(0x1p-24));
    SDValue B = node(ISD::FMUL,
                     toFloat(bitOr(shl(node(ISD::AND, Top, i(0xff)), i(23)),
                                   srl(Next, i(9)))),
                     f(0x1p-55));
    // r = (A + B) pi/2 as Hi + Lo, scaled back and signed.
    double HalfPiHigh = float(numbers::pi / 2);
    double HalfPiLow = numbers::pi / 2 - HalfPiHigh;
    SDValue Product = node(ISD::FMUL, A, f(HalfPiHigh));
    SDValue ProductError = fma(A, f(HalfPiHigh), node(ISD::FNEG, Product));
    SDValue Rest = fma(A, f(HalfPiLow), fma(B, f(HalfPiHigh), ProductError));
    SDValue Hi = node(ISD::FADD, Product, Rest);
    SDValue Lo = node(ISD::FSUB, Rest, node(ISD::FSUB, Hi, Product));
    SDValue Scale = inversePowerOfTwo(Zeros);
    SDValue SignedScale = select(Negative, node(ISD::FNEG, Scale), Scale);
    return {node(ISD::FMUL, Hi, SignedScale), node(ISD::FMUL, Lo, SignedScale),
            Quadrant};
  }

  ReducedArgument reduce(SDValue AbsX) {
    ReducedArgument Large = reduceLarge(AbsX);
    SDValue Small = compare(AbsX, f(numbers::pi / 4), ISD::SETOLE);
    return {select(Small, AbsX, Large.Hi), select(Small, f(0), Large.Lo),
            select(Small, i(0), Large.Quadrant)};
  }

  /// sin(Hi + Lo) for |Hi + Lo| <= pi/4.
  SDValue sinOfReduced(const ReducedArgument &R) {
    SDValue Z = node(ISD::FMUL, R.Hi, R.Hi);
    SDValue P = polynomial(
        Z, {-1.0 / 6, 1.0 / 120, -1.0 / 5040, 1.0 / 362880, -1.0 / 39916800});
    SDValue Cubic = node(ISD::FMUL, node(ISD::FMUL, R.Hi, Z), P);
    return node(ISD::FADD, R.Hi, node(ISD::FADD, R.Lo, Cubic));
  }

  /// cos(Hi + Lo) for |Hi + Lo| <= pi/4: 1 - z/2 and its rounding error,
  /// then the rest (z = Hi^2 in two parts).
  SDValue cosOfReduced(const ReducedArgument &R) {
    SDValue Z = node(ISD::FMUL, R.Hi, R.Hi);
    SDValue ZError = fma(R.Hi, R.Hi, node(ISD::FNEG, Z));
    SDValue HalfZ = node(ISD::FMUL, Z, f(0.5));
    SDValue W = node(ISD::FSUB, f(1), HalfZ);
    SDValue WError = node(ISD::FSUB, node(ISD::FSUB, f(1), W), HalfZ);
    SDValue Q = polynomial(Z, {1.0 / 24, -1.0 / 720, 1.0 / 40320,
                               -1.0 / 3628800, 1.0 / 479001600});
    SDValue Linear =
        fma(ZError, f(0.5), node(ISD::FMUL, R.Hi, R.Lo)); // z/2 + Hi Lo
    SDValue Rest =
        node(ISD::FSUB, fma(node(ISD::FMUL, Z, Z), Q, WError), Linear);
    return node(ISD::FADD, W, Rest);
  }

  SDValue negateWhere(SDValue Cond, SDValue X) {
    return select(Cond, node(ISD::FNEG, X), X);
  }
  /// Lanes where \p Bit of \p Quadrant is set.
  SDValue quadrantBit(SDValue Quadrant, unsigned Bit) {
    return compare(node(ISD::AND, Quadrant, i(Bit)), i(0), ISD::SETNE);
  }

  SDValue expand(unsigned Opcode, SDValue X) {
    SDValue AbsX = node(ISD::FABS, X);
    ReducedArgument R = reduce(AbsX);
    SDValue Sin = sinOfReduced(R), Cos = cosOfReduced(R);
    SDValue Odd = quadrantBit(R.Quadrant, 1);
    SDValue Result;
    switch (Opcode) {
    case ISD::FSIN: {
      // sin(k pi/2 + r): sin r, cos r, -sin r, -cos r; sin(-x) = -sin x.
      Result = negateWhere(quadrantBit(R.Quadrant, 2), select(Odd, Cos, Sin));
      Result = negateWhere(compare(X, f(0), ISD::SETOLT), Result);
      break;
    }
    case ISD::FCOS: {
      // cos(k pi/2 + r): cos r, -sin r, -cos r, sin r.
      SDValue Negative = quadrantBit(add(R.Quadrant, i(1)), 2);
      Result = negateWhere(Negative, select(Odd, Sin, Cos));
      break;
    }
    default: {
      // tan(k pi/2 + r): tan r for even k, -1/tan r for odd k.
      Result = node(ISD::FDIV, select(Odd, node(ISD::FNEG, Cos), Sin),
                    select(Odd, Sin, Cos));
      Result = negateWhere(compare(X, f(0), ISD::SETOLT), Result);
      break;
    }
    }
    // sin(-0) = -0; infinities and NaNs give NaN.
    Result = select(compare(X, f(0), ISD::SETOEQ),
                    Opcode == ISD::FCOS ? f(1) : X, Result);
    SDValue Finite =
        compare(AbsX, f(std::numeric_limits<double>::infinity()), ISD::SETOLT);
    return select(Finite, Result, node(ISD::FSUB, X, X));
  }
};

} // namespace

SDValue llvm::expandTrigFunction(unsigned Opcode, SDValue X, SelectionDAG &DAG,
                                 const SDLoc &DL) {
  // The wide multiplies are intrinsics of one register: f16 and bf16
  // lanes, extended to two registers of f32, are computed per register.
  EVT VT = X.getValueType();
  if (VT.getSizeInBits() > PTO::VectorRegisterBits) {
    auto [Low, High] = DAG.SplitVector(X, DL);
    return DAG.getNode(ISD::CONCAT_VECTORS, DL, VT,
                       expandTrigFunction(Opcode, Low, DAG, DL),
                       expandTrigFunction(Opcode, High, DAG, DL));
  }
  return TrigBuilder(DAG, DL, VT).expand(Opcode, X);
}

/// sin, cos and tan: about 220 vector instructions per f32 register
/// (test/CodeGen/PTO/vector-trig-functions.ll).
std::optional<InstructionCost>
llvm::getTrigFunctionCost(unsigned Opcode, Type *Ty,
                          InstructionCost Registers) {
  if (!isa<FixedVectorType>(Ty))
    return std::nullopt;
  return getCostInF32Registers(220, Ty);
}
