//===-- Numeric.cpp - Element types and conversions -----------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Numeric.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringSwitch.h"

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
  switch (T) {
  case PTO::I8:
  case PTO::S8:
  case PTO::U8:
    return 1;
  case PTO::I16:
  case PTO::S16:
  case PTO::U16:
  case PTO::F16:
  case PTO::BF16:
    return 2;
  case PTO::I32:
  case PTO::S32:
  case PTO::U32:
  case PTO::F32:
    return 4;
  case PTO::I64:
  case PTO::S64:
  case PTO::U64:
    return 8;
  default:
    return 1;
  }
}

PTO::ElemType elemTypeFromSuffix(StringRef Suffix) {
  return StringSwitch<PTO::ElemType>(Suffix)
      .Case("i8", PTO::I8)
      .Case("i16", PTO::I16)
      .Case("i32", PTO::I32)
      .Case("i64", PTO::I64)
      .Case("s8", PTO::S8)
      .Case("s16", PTO::S16)
      .Case("s32", PTO::S32)
      .Case("s64", PTO::S64)
      .Case("u8", PTO::U8)
      .Case("u16", PTO::U16)
      .Case("u32", PTO::U32)
      .Case("u64", PTO::U64)
      .Case("f16", PTO::F16)
      .Case("bf16", PTO::BF16)
      .Case("f32", PTO::F32)
      .Default(PTO::NoElemType);
}

} // namespace pto
