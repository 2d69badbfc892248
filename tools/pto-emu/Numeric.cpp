//===-- Numeric.cpp - Element types and conversions -----------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Numeric.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/bit.h"
#include <cstring>

using namespace llvm;

namespace pto {

// Half <-> float by bits for the common cases (finite values and infinities; to
// half: round to nearest even, from a value a float holds), exactly what
// APFloat gives and an order of magnitude faster: the f16 and f32 -> f16
// kernels spent most of their time in APFloat (docs/emulator-performance.md).
// NaNs, other rounding modes and values only a double holds go through APFloat.
// The host's _Float16 is no help: without F16C it calls the soft-float library,
// which raises the overflow exception of every out-of-range value the slow way.
static bool isHalfNaN(uint16_t H) {
  return (H & 0x7c00) == 0x7c00 && (H & 0x03ff) != 0;
}

static float halfBitsToFloat(uint16_t H) {
  uint32_t Sign = uint32_t(H & 0x8000) << 16;
  uint32_t Exponent = (H >> 10) & 0x1f, Mantissa = H & 0x3ff, Bits;
  if (Exponent == 0x1f) {
    Bits = Sign | 0x7f800000;
  } else if (Exponent) {
    Bits = Sign | (Exponent + 112) << 23 | Mantissa << 13;
  } else if (!Mantissa) {
    Bits = Sign;
  } else {
    // A subnormal half is a normal float: the leading 1 to bit 10.
    unsigned Shift = llvm::countl_zero(Mantissa) - 21;
    Bits = Sign | (113 - Shift) << 23 | ((Mantissa << Shift) & 0x3ff) << 13;
  }
  float F;
  std::memcpy(&F, &Bits, 4);
  return F;
}

/// A float, not NaN, to half, rounding to nearest even.
static uint16_t floatBitsToHalf(uint32_t F) {
  uint16_t Sign = (F >> 16) & 0x8000;
  uint32_t Abs = F & 0x7fffffff;
  // From 65520, halfway between the largest half and 2^16: infinity.
  if (Abs >= 0x477ff000)
    return Sign | 0x7c00;
  // Below 2^-14, the smallest normal half: a subnormal or zero.
  if (Abs < 0x38800000) {
    // Up to 2^-25, half the smallest subnormal (a tie, to even): zero.
    if (Abs <= 0x33000000)
      return Sign;
    uint32_t Exponent = Abs >> 23, Mantissa = (Abs & 0x7fffff) | 0x800000;
    uint32_t Shift = 126 - Exponent; // to units of 2^-24
    uint32_t H = Mantissa >> Shift, Rest = Mantissa & ((1u << Shift) - 1);
    uint32_t Halfway = 1u << (Shift - 1);
    if (Rest > Halfway || (Rest == Halfway && (H & 1)))
      ++H;
    return Sign | H;
  }
  // A normal half; rounding up may carry into the exponent.
  uint32_t H = (Abs - 0x38000000) >> 13, Rest = Abs & 0x1fff;
  if (Rest > 0x1000 || (Rest == 0x1000 && (H & 1)))
    ++H;
  return Sign | H;
}

float halfToFloat(uint16_t H) {
  if (!isHalfNaN(H))
    return halfBitsToFloat(H);
  APFloat F(APFloat::IEEEhalf(), APInt(16, H));
  bool LosesInfo;
  F.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &LosesInfo);
  return F.convertToFloat();
}

float bfloatToFloat(uint16_t B) {
  uint32_t Bits = uint32_t(B) << 16;
  float F;
  std::memcpy(&F, &Bits, 4);
  return F;
}

static APFloat::roundingMode toAPFloat(RoundMode Mode) {
  switch (Mode) {
  case RoundNearestEven:
    return APFloat::rmNearestTiesToEven;
  case RoundNearestAway:
    return APFloat::rmNearestTiesToAway;
  case RoundFloor:
    return APFloat::rmTowardNegative;
  case RoundCeil:
    return APFloat::rmTowardPositive;
  case RoundZero:
  case RoundOdd:
    return APFloat::rmTowardZero;
  }
  return APFloat::rmNearestTiesToEven;
}

/// Converts \p F to \p Semantics with \p Mode; round-to-odd truncates and
/// sets the last bit when the result is inexact.
static APInt convert(double F, const fltSemantics &Semantics, RoundMode Mode,
                     bool Saturate) {
  APFloat V(F);
  bool LosesInfo;
  APFloat::opStatus Status = V.convert(Semantics, toAPFloat(Mode), &LosesInfo);
  // Saturation (RS_ENABLE): NaN becomes +0, infinities (given or from
  // overflow) the largest finite value of their sign.
  if (Saturate && V.isNaN())
    V = APFloat::getZero(Semantics);
  else if (Saturate && V.isInfinity())
    V = APFloat::getLargest(Semantics, V.isNegative());
  APInt Bits = V.bitcastToAPInt();
  if (Mode == RoundOdd && (Status & APFloat::opInexact) && V.isFiniteNonZero())
    Bits.setBit(0);
  else if (Mode == RoundOdd && (Status & APFloat::opInexact) && V.isZero())
    Bits.setBit(0); // the smallest subnormal of the right sign
  return Bits;
}

uint16_t floatToHalf(double F, RoundMode Mode, bool Saturate) {
  if (float Single = float(F);
      Mode == RoundNearestEven && double(Single) == F) {
    uint32_t Bits;
    std::memcpy(&Bits, &Single, 4);
    uint16_t H = floatBitsToHalf(Bits);
    // Saturation: an infinity (given or from overflow) becomes the largest
    // finite half of its sign.
    if (Saturate && (H & 0x7fff) == 0x7c00)
      H = (H & 0x8000) | 0x7bff;
    return H;
  }
  return convert(F, APFloat::IEEEhalf(), Mode, Saturate).getZExtValue();
}

uint16_t floatToBFloat(double F, RoundMode Mode, bool Saturate) {
  return convert(F, APFloat::BFloat(), Mode, Saturate).getZExtValue();
}

float doubleToFloat(double F, RoundMode Mode, bool Saturate) {
  uint32_t Bits =
      convert(F, APFloat::IEEEsingle(), Mode, Saturate).getZExtValue();
  float R;
  std::memcpy(&R, &Bits, 4);
  return R;
}

float int64ToFloat(int64_t X, RoundMode Mode) {
  APFloat V(APFloat::IEEEsingle());
  APFloat::opStatus Status = V.convertFromAPInt(
      APInt(64, uint64_t(X)), /*IsSigned=*/true, toAPFloat(Mode));
  APInt Bits = V.bitcastToAPInt();
  if (Mode == RoundOdd && (Status & APFloat::opInexact))
    Bits.setBit(0);
  float R;
  uint32_t B = Bits.getZExtValue();
  std::memcpy(&R, &B, 4);
  return R;
}

double roundToIntegral(double F, RoundMode Mode) {
  if (Mode == RoundOdd) {
    double T = std::trunc(F);
    if (T != F && std::fmod(T, 2.0) == 0)
      T += F > 0 ? 1 : -1;
    return T;
  }
  APFloat V(F);
  V.roundToIntegral(toAPFloat(Mode));
  return V.convertToDouble();
}

unsigned elemBytes(PTO::ElemType T) {
  // The lane width of PTOElemType (PTOInstrFormatsV.td); untyped
  // instructions move bytes.
  const PTO::PTOElemTypeInfo *Info = PTO::lookupElemType(T);
  return Info && Info->WidthBits ? Info->WidthBits / 8 : 1;
}

PTO::ElemType elemTypeFromSuffix(StringRef Suffix) {
  const PTO::PTOElemTypeInfo *Info = PTO::lookupElemTypeBySuffix(Suffix);
  return Info && *Info->Suffix ? PTO::ElemType(Info->Code) : PTO::NoElemType;
}

} // namespace pto
