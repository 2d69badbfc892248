//===-- PTOISelLoweringPowerRemainder.cpp - PTO pow and frem of vectors ---===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// pow and frem of f32 lanes, which the vector unit has no instruction for
// (docs/codegen.md, "Math functions"):
//
// - pow x y = exp(y ln|x|): ln|x| as a pair of floats Hi + Lo with a
//   relative error near 2^-33, from ln m = 2 atanh((m - 1) / (m + 1)) for
//   |x| = m 2^k, m in [sqrt(1/2), sqrt(2)), its first two terms in pairs
//   of floats; y ln|x| as a pair again; exp of the pair as exp2 does it
//   (vexp of the reduced argument, then two powers of two). Zeros,
//   infinities, NaNs, negative x and the signs of odd whole y are C's
//   special cases, by selects;
// - frem x y = x - trunc(x / y) y, exact: |x| is reduced by y 2^k, k as
//   large as keeps the quotient below 2^24, so that the truncated quotient
//   q is exact and fma(-q, y 2^k, r) is the exact remainder (one more y 2^k
//   back where vdiv's rounding made q one too large); each step takes 23
//   bits of the exponent gap.
//
//===----------------------------------------------------------------------===//

#include "PTOMathBuilder.h"
#include "PTOVectorLowering.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/Support/MathExtras.h"
#include <limits>

using namespace llvm;

namespace {

constexpr double Infinity = std::numeric_limits<double>::infinity();
/// ln 2 in a part of 16 bits (exact times a whole number below 2^8) and the
/// rest.
constexpr double Ln2High = 0.693145751953125;
constexpr double Ln2Low = numbers::ln2 - Ln2High;

/// The unevaluated sum Hi + Lo of two f32 lanes.
struct FloatPair {
  SDValue Hi, Lo;
};

class PowerRemainderBuilder : public PTOMathBuilder {
public:
  using PTOMathBuilder::PTOMathBuilder;

  SDValue add(SDValue A, SDValue B) { return node(ISD::FADD, A, B); }
  SDValue sub(SDValue A, SDValue B) { return node(ISD::FSUB, A, B); }
  SDValue mul(SDValue A, SDValue B) { return node(ISD::FMUL, A, B); }
  SDValue neg(SDValue A) { return node(ISD::FNEG, A); }
  SDValue both(SDValue A, SDValue B) { return node(ISD::AND, A, B); }
  SDValue either(SDValue A, SDValue B) { return node(ISD::OR, A, B); }
  SDValue isInfinite(SDValue Abs) {
    return compare(Abs, f(Infinity), ISD::SETOEQ);
  }

  /// A * B exactly.
  FloatPair product(SDValue A, SDValue B) {
    SDValue Hi = mul(A, B);
    return {Hi, fma(A, B, neg(Hi))};
  }
  /// A + B exactly, for an exponent of A at least that of B.
  FloatPair orderedSum(SDValue A, SDValue B) {
    SDValue Hi = add(A, B);
    return {Hi, sub(B, sub(Hi, A))};
  }
  /// A + B exactly.
  FloatPair sum(SDValue A, SDValue B) {
    SDValue Hi = add(A, B);
    SDValue BPart = sub(Hi, A);
    return {Hi, add(sub(A, sub(Hi, BPart)), sub(B, BPart))};
  }

  /// ln X for finite X > 0.
  FloatPair logarithm(SDValue X) {
    // X = M 2^K with M in [sqrt(1/2), sqrt(2)); subnormals scaled first.
    SDValue Subnormal = compare(X, f(0x1p-126), ISD::SETOLT);
    SDValue Bits = bitsOf(select(Subnormal, mul(X, f(0x1p23)), X));
    SDValue K = node(ISD::SRA, node(ISD::SUB, Bits, i(0x3f3504f3)), i(23));
    SDValue M = floatOf(node(ISD::SUB, Bits, node(ISD::SHL, K, i(23))));
    K = toFloat(node(ISD::SUB, K, node(ISD::AND, Subnormal, i(23))));
    // s = (M - 1) / (M + 1) as S + SLow (M - 1 is exact).
    SDValue Numerator = sub(M, f(1));
    FloatPair Denominator = orderedSum(f(1), M);
    SDValue S = node(ISD::FDIV, Numerator, Denominator.Hi);
    SDValue Rest = fma(neg(S), Denominator.Hi, Numerator);
    Rest = fma(neg(S), Denominator.Lo, Rest);
    SDValue SLow = node(ISD::FDIV, Rest, Denominator.Hi);
    // ln M = 2s + 2/3 s^3 + s^5 (2/5 + 2/7 s^2 + ...): the terms dropped
    // are below 2^-34 of 2s (|s| < 0.172). 2s and 2/3 s^3 in pairs.
    FloatPair Square = product(S, S);
    SDValue SquareLow = fma(mul(S, f(2)), SLow, Square.Lo);
    FloatPair Cube = product(S, Square.Hi);
    SDValue CubeLow = fma(S, SquareLow, fma(SLow, Square.Hi, Cube.Lo));
    double TwoThirdsHigh = float(2.0 / 3),
           TwoThirdsLow = 2.0 / 3 - TwoThirdsHigh;
    FloatPair Third = product(Cube.Hi, f(TwoThirdsHigh));
    SDValue ThirdLow =
        fma(Cube.Hi, f(TwoThirdsLow), fma(CubeLow, f(TwoThirdsHigh), Third.Lo));
    SDValue Higher = mul(
        mul(Cube.Hi, Square.Hi),
        polynomial(Square.Hi, {2.0 / 5, 2.0 / 7, 2.0 / 9, 2.0 / 11, 2.0 / 13}));
    FloatPair Lead = orderedSum(mul(S, f(2)), Third.Hi);
    SDValue Tail = add(add(mul(SLow, f(2)), Lead.Lo), add(ThirdLow, Higher));
    // + K ln 2 (|ln M| < ln 2 / 2: no cancellation).
    FloatPair Total = sum(mul(K, f(Ln2High)), Lead.Hi);
    Tail = add(Tail, fma(K, f(Ln2Low), Total.Lo));
    return orderedSum(Total.Hi, Tail);
  }

  /// exp(T.Hi + T.Lo).
  SDValue exponential(FloatPair T) {
    // Beyond +-160 the result is infinity or zero in any case.
    SDValue InRange = compare(node(ISD::FABS, T.Hi), f(160), ISD::SETOLE);
    SDValue Hi =
        node(ISD::FMINIMUM, node(ISD::FMAXIMUM, T.Hi, f(-160)), f(160));
    SDValue Lo = select(InRange, T.Lo, f(0));
    SDValue N = node(ISD::FRINT, mul(Hi, f(numbers::log2e)));
    SDValue R = fma(neg(N), f(Ln2High), Hi); // exact
    R = add(fma(neg(N), f(Ln2Low), R), Lo);
    return scaledExp(R, N);
  }

  /// Lanes of a whole number (infinities included), and of an odd one.
  std::pair<SDValue, SDValue> wholeAndOdd(SDValue Y) {
    SDValue Whole = compare(node(ISD::FTRUNC, Y), Y, ISD::SETOEQ);
    SDValue Half = mul(Y, f(0.5));
    SDValue HalfWhole = compare(node(ISD::FTRUNC, Half), Half, ISD::SETOEQ);
    return {Whole, node(ISD::AND, Whole, node(ISD::XOR, HalfWhole, i(-1)))};
  }

  SDValue power(SDValue X, SDValue Y) {
    SDValue AbsX = node(ISD::FABS, X), AbsY = node(ISD::FABS, Y);
    FloatPair Log = logarithm(AbsX);
    FloatPair T = product(Y, Log.Hi);
    T.Lo = fma(Y, Log.Lo, T.Lo);
    SDValue Result = exponential(T);
    // |x| 0 or infinite, or y infinite: infinity where |x| > 1 and y > 0
    // agree, else 0 (|x| = 1 is below).
    SDValue Extreme =
        either(either(compare(AbsX, f(0), ISD::SETOEQ), isInfinite(AbsX)),
               isInfinite(AbsY));
    SDValue Large = compare(compare(AbsX, f(1), ISD::SETOGT),
                            compare(Y, f(0), ISD::SETOGT), ISD::SETEQ);
    Result = select(Extreme, select(Large, f(Infinity), f(0)), Result);
    // x's sign where y is odd.
    auto [Whole, Odd] = wholeAndOdd(Y);
    SDValue SignBit = i(0x80000000);
    Result =
        floatOf(either(bitsOf(Result), both(both(bitsOf(X), SignBit), Odd)));
    // NaN for a negative finite x and a y that is not whole, and NaNs.
    SDValue NaN = f(std::numeric_limits<double>::quiet_NaN());
    SDValue NegativeFinite = both(compare(X, f(0), ISD::SETOLT),
                                  compare(X, f(-Infinity), ISD::SETOGT));
    Result =
        select(both(NegativeFinite, node(ISD::XOR, Whole, i(-1))), NaN, Result);
    SDValue Ordered = both(compare(AbsX, f(Infinity), ISD::SETOLE),
                           compare(AbsY, f(Infinity), ISD::SETOLE));
    Result = select(Ordered, Result, NaN);
    // 1 for y = 0, x = 1, and x = -1 with an infinite y (NaNs included).
    SDValue One = either(
        either(compare(Y, f(0), ISD::SETOEQ), compare(X, f(1), ISD::SETOEQ)),
        both(compare(X, f(-1), ISD::SETOEQ), isInfinite(AbsY)));
    return select(One, f(1), Result);
  }

  SDValue remainder(SDValue X, SDValue Y, unsigned ExponentGap) {
    SDValue AbsX = node(ISD::FABS, X), AbsY = node(ISD::FABS, Y);
    // y's biased exponent (subnormals normalised) + 23.
    SDValue Subnormal = compare(AbsY, f(0x1p-126), ISD::SETOLT);
    SDValue YBits = bitsOf(select(Subnormal, mul(AbsY, f(0x1p24)), AbsY));
    SDValue YExponent = node(ISD::SUB, node(ISD::SRL, YBits, i(23)),
                             select(Subnormal, i(24 - 23), i(-23)));
    // Each step leaves R below y 2^k with k 23 less than the gap of their
    // exponents (or zero): a subnormal R's exponent reads as -127, at least
    // its own, which only makes k smaller.
    SDValue R = AbsX;
    for (unsigned Step = 0; Step != divideCeil(ExponentGap, 23); ++Step) {
      SDValue K = node(
          ISD::SMAX,
          node(ISD::SUB, node(ISD::SRL, bitsOf(R), i(23)), YExponent), i(0));
      SDValue Divisor = scale(AbsY, K);
      SDValue Q = node(ISD::FTRUNC, node(ISD::FDIV, R, Divisor));
      R = fma(neg(Q), Divisor, R);
      R = select(compare(R, f(0), ISD::SETOLT), add(R, Divisor), R);
    }
    // x's sign; x for an infinite y; NaN for an infinite x, a zero y and
    // NaNs.
    SDValue Result = floatOf(either(bitsOf(R), both(bitsOf(X), i(0x80000000))));
    Result = select(isInfinite(AbsY), X, Result);
    SDValue Valid = both(compare(AbsX, f(Infinity), ISD::SETOLT),
                         compare(AbsY, f(0), ISD::SETOGT));
    return select(Valid, Result, f(std::numeric_limits<double>::quiet_NaN()));
  }
};

} // namespace

SDValue llvm::expandPower(SDValue X, SDValue Y, SelectionDAG &DAG,
                          const SDLoc &DL) {
  return PowerRemainderBuilder(DAG, DL, X.getValueType()).power(X, Y);
}

SDValue llvm::expandRemainder(SDValue X, SDValue Y, unsigned ExponentGap,
                              SelectionDAG &DAG, const SDLoc &DL) {
  return PowerRemainderBuilder(DAG, DL, X.getValueType())
      .remainder(X, Y, ExponentGap);
}

/// pow: 164 vector instructions per f32 register; frem's exact remainder:
/// a step per 23 bits of the lane type's exponent range, 12 for f32 and
/// bf16 (246 instructions), 2 for f16 (62)
/// (test/CodeGen/PTO/vector-power-remainder.ll).
std::optional<InstructionCost>
llvm::getPowerRemainderCost(unsigned Opcode, Type *Ty,
                            InstructionCost Registers) {
  if (!isa<FixedVectorType>(Ty))
    return std::nullopt;
  if (Opcode == ISD::FPOW)
    return getCostInF32Registers(164, Ty);
  return getCostInF32Registers(Ty->getScalarType()->isHalfTy() ? 62 : 246, Ty);
}
