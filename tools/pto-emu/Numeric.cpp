//===-- Numeric.cpp - Element types and conversions -----------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Numeric.h"
#include "llvm/ADT/APFloat.h"

using namespace llvm;

namespace pto {

float halfToFloat(uint16_t H) {
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
