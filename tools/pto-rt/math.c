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
// fminf and fmaxf are exact (integer operations on the bits); expf and logf
// evaluate in double and round once to float.
//
//===----------------------------------------------------------------------===//

// Weak, like a library member: a program that defines one of these
// functions itself uses its own (the runtime's object is still loaded for
// the others).
#define RUNTIME_FUNCTION __attribute__((weak))

typedef unsigned int u32;
typedef unsigned long long u64;

static u32 bitsOf(float X) { return __builtin_bit_cast(u32, X); }
static float floatOf(u32 Bits) { return __builtin_bit_cast(float, Bits); }
static double doubleOf(u64 Bits) { return __builtin_bit_cast(double, Bits); }

static const u32 SignBit = 0x80000000u;
static const u32 ExponentMask = 0x7f800000u;
static const u32 MantissaMask = 0x007fffffu;
static const u32 QuietBit = 0x00400000u;
static const u32 DefaultNaN = 0x7fc00000u;

static int isNaN(u32 Bits) { return (Bits & ~SignBit) > ExponentMask; }

RUNTIME_FUNCTION float fabsf(float X) { return floatOf(bitsOf(X) & ~SignBit); }

/// The exponent of \p Bits without bias: 128 for inf/NaN, -127 for 0 and
/// subnormals.
static int unbiasedExponent(u32 Bits) {
  return (int)((Bits >> 23) & 0xff) - 127;
}

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

/// Splits a finite positive float into Mantissa * 2^(Exponent - 23) with
/// Mantissa in [2^23, 2^24) (subnormals normalised); returns Exponent.
static int decompose(u32 Bits, u32 *Mantissa) {
  int Exponent = unbiasedExponent(Bits);
  u32 M = Bits & MantissaMask;
  if (Exponent == -127) {
    Exponent = -126;
    while (!(M & 0x00800000u)) {
      M <<= 1;
      --Exponent;
    }
  } else {
    M |= 0x00800000u;
  }
  *Mantissa = M;
  return Exponent;
}

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

RUNTIME_FUNCTION float expf(float X) {
  u32 Bits = bitsOf(X);
  if (isNaN(Bits))
    return floatOf(Bits | QuietBit);
  if (X > 89.0f)
    return floatOf(ExponentMask); // beyond FLT_MAX, also +inf
  if (X < -104.0f)
    return 0.0f; // below half the smallest subnormal, also -inf
  // exp(X) = 2^K * exp(R), R = X - K ln2, |R| <= ln2 / 2.
  double D = X;
  double KReal = D / Ln2;
  int K = (int)(KReal < 0 ? KReal - 0.5 : KReal + 0.5);
  double R = D - K * Ln2;
  // Taylor series to R^14 / 14!: its remainder is below 2^-56 here.
  double Sum = 1.0;
  for (int N = 14; N >= 1; --N)
    Sum = 1.0 + Sum * R / N;
  // 2^K as a double (K in [-151, 129]), one rounding to float at the end.
  return (float)(Sum * doubleOf((u64)(K + 1023) << 52));
}

RUNTIME_FUNCTION float logf(float X) {
  u32 Bits = bitsOf(X);
  if (isNaN(Bits))
    return floatOf(Bits | QuietBit);
  if ((Bits & ~SignBit) == 0)
    return floatOf(SignBit | ExponentMask); // -inf
  if (Bits & SignBit)
    return floatOf(DefaultNaN);
  if (Bits == ExponentMask)
    return X; // +inf
  // X = M * 2^E with M in [sqrt(1/2), sqrt(2)).
  u32 Mantissa;
  int E = decompose(Bits, &Mantissa);
  double M = Mantissa / 8388608.0;
  if (M > 1.4142135623730951) {
    M /= 2;
    ++E;
  }
  // log(M) = 2 atanh(S), S = (M - 1) / (M + 1), |S| < 0.172: the series to
  // S^21 / 21 leaves less than 2^-56.
  double S = (M - 1) / (M + 1), S2 = S * S, Term = S, Sum = 0;
  for (int N = 1; N <= 21; N += 2) {
    Sum += Term / N;
    Term *= S2;
  }
  return (float)(E * Ln2 + 2 * Sum);
}
