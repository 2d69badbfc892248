//===-- trig.c - sinf, cosf and tanf for PTO ------------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// sinf, cosf and tanf for scalar code, in the PTO runtime (docs/abi.md).
// Every finite argument is reduced exactly enough, however large: |x| =
// k pi/2 + r with the fraction of |x| 2/pi computed in integer arithmetic
// from the 96 bits of 2/pi its exponent selects (as the vector expansion
// does, PTOISelLoweringTrig.cpp); sin r and cos r are Taylor series in
// double, rounded once to float.
//
//===----------------------------------------------------------------------===//

#include "float_bits.h"

/// The bits of 2/pi after the binary point, 32 at a time, after a word of
/// zeros for the bits before it.
static const u32 TwoOverPi[8] = {0,          0xa2f9836e, 0x4e441529,
                                 0xfc2757d1, 0xf534ddc0, 0xdb629599,
                                 0x3c439041, 0xfe5163ab};

static const double HalfPi = 1.57079632679489661923;

/// |x| = Quadrant pi/2 + R, |R| <= pi/4, for a finite |x| > pi/4 (Bits).
static double reduce(u32 Bits, int *Quadrant) {
  // |x| = M 2^(E-23). A bit of 2/pi worth 2^-j contributes a multiple of 4
  // to |x| 2/pi for j <= E - 25: the 96 bits from j = E - 24 matter, which
  // start at bit E + 7 of TwoOverPi (E <= 127: word 4 at most, and the next
  // three).
  int E = unbiasedExponent(Bits);
  u32 M = (Bits & MantissaMask) | 0x00800000u;
  int Start = E + 7, First = Start >> 5, Shift = Start & 31;
  u32 Window[3];
  for (int I = 0; I != 3; ++I)
    Window[I] = (TwoOverPi[First + I] << Shift) |
                (Shift ? TwoOverPi[First + I + 1] >> (32 - Shift) : 0);
  // M * Window modulo 2^96 is |x| 2/pi modulo 4 in units of 2^-94.
  u64 Low = (u64)M * Window[2];
  u64 Middle = (u64)M * Window[1] + (Low >> 32);
  u32 High = M * Window[0] + (u32)(Middle >> 32);
  // The whole quadrants, and the fraction's 64 bits after them.
  int K = High >> 30;
  u64 Fraction = ((u64)(High & 0x3fffffffu) << 34) |
                 ((Middle & 0xffffffffu) << 2) | ((Low & 0xffffffffu) >> 30);
  // A fraction of 1/2 or more is the next quadrant minus the rest.
  if (Fraction >> 63)
    ++K;
  *Quadrant = K & 3;
  return (double)(long long)Fraction * 0x1p-64 * HalfPi;
}

/// sin R and cos R for |R| <= pi/4: the series to R^21 and R^22 leave less
/// than 2^-60.
static double sinOf(double R) {
  double R2 = R * R, Sum = 1;
  for (int N = 21; N >= 3; N -= 2)
    Sum = 1 - Sum * R2 / (N * (N - 1));
  return R * Sum;
}

static double cosOf(double R) {
  double R2 = R * R, Sum = 1;
  for (int N = 22; N >= 2; N -= 2)
    Sum = 1 - Sum * R2 / (N * (N - 1));
  return Sum;
}

enum Function { Sine, Cosine, Tangent };

static float trig(float X, enum Function F) {
  u32 Bits = bitsOf(X), AbsBits = Bits & ~SignBit;
  if (AbsBits >= ExponentMask) // infinities and NaNs
    return floatOf(isNaN(Bits) ? Bits | QuietBit : DefaultNaN);
  int Quadrant = 0;
  double R = floatOf(AbsBits);
  if (R > HalfPi / 2)
    R = reduce(AbsBits, &Quadrant);
  double Sin = sinOf(R), Cos = cosOf(R), Result;
  switch (F) {
  case Sine: // sin r, cos r, -sin r, -cos r
    Result = Quadrant & 1 ? Cos : Sin;
    Result = Quadrant & 2 ? -Result : Result;
    return (float)((Bits & SignBit) ? -Result : Result);
  case Cosine: // cos r, -sin r, -cos r, sin r; even
    Result = Quadrant & 1 ? Sin : Cos;
    return (float)((Quadrant + 1) & 2 ? -Result : Result);
  default: // tan r, -1/tan r; odd
    Result = Quadrant & 1 ? -Cos / Sin : Sin / Cos;
    return (float)((Bits & SignBit) ? -Result : Result);
  }
}

RUNTIME_FUNCTION float sinf(float X) { return trig(X, Sine); }
RUNTIME_FUNCTION float cosf(float X) { return trig(X, Cosine); }
RUNTIME_FUNCTION float tanf(float X) { return trig(X, Tangent); }
