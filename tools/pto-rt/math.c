//===-- math.c - Single-precision math functions for PTO ------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The <cmath> functions kernels use in scalar code, for the PTO runtime
// (cmake/build_runtime.py, docs/abi.md). The backend calls them for
// llvm.sqrt, llvm.floor, llvm.minnum, llvm.exp, ... on float, as it calls the
// soft-float helpers for arithmetic. sqrtf, floorf, ceilf, truncf, fabsf,
// fminf, fmaxf and fmodf are exact (integer operations on the bits); expf,
// exp2f, exp10f, logf, log2f, log10f and powf evaluate in double and round
// once to float. sinf, cosf and tanf are in trig.c.
//
//===----------------------------------------------------------------------===//

#include "float_bits.h"

RUNTIME_FUNCTION float fabsf(float X) { return floatOf(bitsOf(X) & ~SignBit); }

RUNTIME_FUNCTION float truncf(float X) {
  u32 Bits = bitsOf(X);
  int Exponent = unbiasedExponent(Bits);
  if (Exponent >= 23)
    return isNaN(Bits) ? floatOf(Bits | QuietBit) : X;
  if (Exponent < 0)
    return floatOf(Bits & SignBit);
  return floatOf(Bits & ~(MantissaMask >> Exponent));
}

/// Rounds \p X to an integer toward -inf (\p Up = 0) or +inf (\p Up = 1).
static float roundToward(float X, int Up) {
  u32 Bits = bitsOf(X);
  int Exponent = unbiasedExponent(Bits);
  if (Exponent >= 23)
    return isNaN(Bits) ? floatOf(Bits | QuietBit) : X;
  int Negative = Bits >> 31;
  int AwayFromZero = Negative != Up; // floor of a negative, ceil of a positive
  if (Exponent < 0) {
    if ((Bits & ~SignBit) == 0 || !AwayFromZero)
      return floatOf(Bits & SignBit);
    return floatOf((Bits & SignBit) | 0x3f800000u); // +-1
  }
  u32 Fraction = MantissaMask >> Exponent;
  if ((Bits & Fraction) == 0)
    return X;
  if (AwayFromZero)
    Bits += Fraction; // carries into the exponent when needed
  return floatOf(Bits & ~Fraction);
}

RUNTIME_FUNCTION float floorf(float X) { return roundToward(X, 0); }
RUNTIME_FUNCTION float ceilf(float X) { return roundToward(X, 1); }

/// A key that orders floats (not NaN) as unsigned integers, -0 below +0.
static u32 orderKey(u32 Bits) {
  return (Bits & SignBit) ? ~Bits : Bits | SignBit;
}

/// fminf/fmaxf: a NaN operand gives the other operand (C's rule); -0 is
/// taken as smaller than +0.
static float minMax(float A, float B, int Max) {
  u32 BitsA = bitsOf(A), BitsB = bitsOf(B);
  if (isNaN(BitsA))
    return isNaN(BitsB) ? floatOf(BitsA | QuietBit) : B;
  if (isNaN(BitsB))
    return A;
  int ALess = orderKey(BitsA) < orderKey(BitsB);
  return ALess != Max ? A : B;
}

RUNTIME_FUNCTION float fminf(float A, float B) { return minMax(A, B, 0); }
RUNTIME_FUNCTION float fmaxf(float A, float B) { return minMax(A, B, 1); }

/// floor(sqrt(N)) for N < 2^52, and N minus its square in *Remainder.
static u64 integerSqrt(u64 N, u64 *Remainder) {
  u64 Root = 0;
  for (u64 Bit = (u64)1 << 50; Bit != 0; Bit >>= 2) {
    if (N >= Root + Bit) {
      N -= Root + Bit;
      Root = (Root >> 1) + Bit;
    } else {
      Root >>= 1;
    }
  }
  *Remainder = N;
  return Root;
}

RUNTIME_FUNCTION float sqrtf(float X) {
  u32 Bits = bitsOf(X);
  if ((Bits & ~SignBit) == 0)
    return X; // +-0
  if (isNaN(Bits))
    return floatOf(Bits | QuietBit);
  if (Bits & SignBit)
    return floatOf(DefaultNaN);
  if (Bits == ExponentMask)
    return X; // +inf
  u32 Mantissa;
  int Exponent = decompose(Bits, &Mantissa);
  if (Exponent & 1) { // an even exponent halves exactly
    Mantissa <<= 1;
    --Exponent;
  }
  // sqrt(X) = sqrt(Mantissa << 27) * 2^((Exponent - 50) / 2); the root has
  // 26 bits: 24 of the result, a round bit and one more for the sticky bit.
  u64 Remainder;
  u64 Root = integerSqrt((u64)Mantissa << 27, &Remainder);
  u32 Result = (u32)(Root >> 2);
  int RoundBit = (Root >> 1) & 1;
  int Sticky = (Root & 1) || Remainder != 0;
  if (RoundBit && (Sticky || (Result & 1)))
    ++Result;
  int ResultExponent = Exponent / 2;
  if (Result == 0x01000000u) {
    Result >>= 1;
    ++ResultExponent;
  }
  return floatOf(((u32)(ResultExponent + 127) << 23) | (Result & MantissaMask));
}

static const double Ln2 = 0.69314718055994530942;
static const double Ln10 = 2.30258509299404568402;

/// exp(D) in double for D in [-200, 200] (NaN, infinities and larger
/// magnitudes are the callers').
static double expOf(double D) {
  // exp(D) = 2^K * exp(R), R = D - K ln2, |R| <= ln2 / 2.
  double KReal = D / Ln2;
  int K = (int)(KReal < 0 ? KReal - 0.5 : KReal + 0.5);
  double R = D - K * Ln2;
  // Taylor series to R^14 / 14!: its remainder is below 2^-56 here.
  double Sum = 1.0;
  for (int N = 14; N >= 1; --N)
    Sum = 1.0 + Sum * R / N;
  return Sum * doubleOf((u64)(K + 1023) << 52); // K in [-289, 289]
}

/// exp(D) for a float argument already scaled into double (D = X ln b):
/// NaNs stay, the range is clamped where the float result is 0 or inf,
/// and the double rounds once to float.
static float expOfScaled(float X, double D) {
  u32 Bits = bitsOf(X);
  if (isNaN(Bits))
    return floatOf(Bits | QuietBit);
  if (D > 200)
    return floatOf(ExponentMask);
  if (D < -200)
    return 0.0f;
  return (float)expOf(D);
}

RUNTIME_FUNCTION float expf(float X) { return expOfScaled(X, X); }
RUNTIME_FUNCTION float exp2f(float X) { return expOfScaled(X, X * Ln2); }
RUNTIME_FUNCTION float exp10f(float X) { return expOfScaled(X, X * Ln10); }

/// ln(X) of a finite X > 0 as E ln2 + LnM, E whole, so that callers divide
/// LnM alone by ln b (log2 of a power of two is exact).
static void logParts(u32 Bits, int *E, double *LnM) {
  // X = M * 2^E with M in [sqrt(1/2), sqrt(2)).
  u32 Mantissa;
  *E = decompose(Bits, &Mantissa);
  double M = Mantissa / 8388608.0;
  if (M > 1.4142135623730951) {
    M /= 2;
    ++*E;
  }
  // log(M) = 2 atanh(S), S = (M - 1) / (M + 1), |S| < 0.172: the series to
  // S^21 / 21 leaves less than 2^-56.
  double S = (M - 1) / (M + 1), S2 = S * S, Term = S, Sum = 0;
  for (int N = 1; N <= 21; N += 2) {
    Sum += Term / N;
    Term *= S2;
  }
  *LnM = 2 * Sum;
}

/// log_b(X), b given by its ln (LnBase) and log_b 2 (Log2InBase).
static float logInBase(float X, double LnBase, double Log2InBase) {
  u32 Bits = bitsOf(X);
  if (isNaN(Bits))
    return floatOf(Bits | QuietBit);
  if ((Bits & ~SignBit) == 0)
    return floatOf(SignBit | ExponentMask); // -inf
  if (Bits & SignBit)
    return floatOf(DefaultNaN);
  if (Bits == ExponentMask)
    return X; // +inf
  int E;
  double LnM;
  logParts(Bits, &E, &LnM);
  return (float)(E * Log2InBase + LnM / LnBase);
}

RUNTIME_FUNCTION float logf(float X) { return logInBase(X, 1.0, Ln2); }
RUNTIME_FUNCTION float log2f(float X) { return logInBase(X, Ln2, 1.0); }
RUNTIME_FUNCTION float log10f(float X) {
  return logInBase(X, Ln10, Ln2 / Ln10);
}

/// 0 for a Y that is not a whole number, 1 for an odd one, 2 for an even
/// one (infinities included).
static int wholeKind(u32 Bits) {
  int Exponent = unbiasedExponent(Bits);
  if (Exponent >= 24)
    return isNaN(Bits) ? 0 : 2;
  if ((Bits & ~SignBit) == 0)
    return 2;
  if (Exponent < 0)
    return 0;
  u32 Mantissa = (Bits & MantissaMask) | 0x00800000u;
  if (Mantissa & (MantissaMask >> Exponent))
    return 0;
  return (Mantissa >> (23 - Exponent)) & 1 ? 1 : 2;
}

RUNTIME_FUNCTION float powf(float X, float Y) {
  u32 XBits = bitsOf(X), YBits = bitsOf(Y);
  u32 AbsX = XBits & ~SignBit, AbsY = YBits & ~SignBit;
  // 1 for y = +-0, x = 1, and x = -1 with an infinite y, NaNs included.
  if (AbsY == 0 || X == 1.0f || (X == -1.0f && AbsY == ExponentMask))
    return 1.0f;
  if (isNaN(XBits) || isNaN(YBits))
    return floatOf(DefaultNaN);
  int Kind = wholeKind(YBits);
  u32 Sign = (XBits & SignBit) && Kind == 1 ? SignBit : 0;
  if (AbsX == 0 || AbsX == ExponentMask || AbsY == ExponentMask) {
    // 0 or inf: inf where |x| > 1 and y > 0 agree.
    int Large = (AbsX > 0x3f800000u) == !(YBits & SignBit);
    return floatOf(Sign | (Large ? ExponentMask : 0));
  }
  if ((XBits & SignBit) && Kind == 0)
    return floatOf(DefaultNaN);
  int E;
  double LnM;
  logParts(AbsX, &E, &LnM);
  double T = Y * (E * Ln2 + LnM);
  float Magnitude = T > 200    ? floatOf(ExponentMask)
                    : T < -200 ? 0.0f
                               : (float)expOf(T);
  return floatOf(bitsOf(Magnitude) | Sign);
}

RUNTIME_FUNCTION float fmodf(float X, float Y) {
  u32 XBits = bitsOf(X), YBits = bitsOf(Y);
  u32 AbsX = XBits & ~SignBit, AbsY = YBits & ~SignBit;
  if (isNaN(XBits) || isNaN(YBits) || AbsX == ExponentMask || AbsY == 0)
    return floatOf(DefaultNaN);
  if (AbsY == ExponentMask || AbsX < AbsY)
    return X; // also +-0
  // |x| = MX 2^(EX - 23), |y| = MY 2^(EY - 23): the remainder is
  // (MX 2^(EX - EY) mod MY) 2^(EY - 23), 8 bits of the gap at a time.
  u32 MX, MY;
  int EX = decompose(AbsX, &MX), EY = decompose(AbsY, &MY);
  int Gap = EX - EY;
  u32 R = MX % MY;
  for (; Gap > 0; Gap -= 8) {
    int Step = Gap < 8 ? Gap : 8;
    R = (R << Step) % MY; // R < 2^24
  }
  // Exact: R 2^(EY - 23) is a multiple of the smallest subnormal.
  float Magnitude = (float)(R * doubleOf((u64)(EY - 23 + 1023) << 52));
  return floatOf(bitsOf(Magnitude) | (XBits & SignBit));
}
