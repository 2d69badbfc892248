//===-- Numeric.h - Element types and conversions ---------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The element types of vector registers. Integer lanes compute in 64 bits
// and wrap to the lane width; f32 lanes compute in float; f16 and bf16
// lanes compute in float and round once to their format (correctly rounded
// for +, -, *, /, sqrt, since float has more than twice their precision).
// Conversions honour the six round modes of vcvt (docs/emulator.md).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_NUMERIC_H
#define LLVM_TOOLS_PTO_EMU_NUMERIC_H

#include "MCTargetDesc/PTOBaseInfo.h"
#include "Registers.h"
#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace pto {

namespace PTO = llvm::PTO;

/// The vcvt/vtrc round modes (PTOModes.td codes).
enum RoundMode : unsigned {
  RoundNearestEven = 0, // ROUND_R
  RoundNearestAway = 1, // ROUND_A
  RoundFloor = 2,       // ROUND_F
  RoundCeil = 3,        // ROUND_C
  RoundZero = 4,        // ROUND_Z
  RoundOdd = 5,         // ROUND_O
};

float halfToFloat(uint16_t H);
float bfloatToFloat(uint16_t B);
/// Rounds \p F to f16/bf16/f32; \p Saturate turns infinities (given or
/// from overflow) into the largest finite value of their sign and NaN into
/// +0.
uint16_t floatToHalf(double F, RoundMode Mode, bool Saturate = false);
uint16_t floatToBFloat(double F, RoundMode Mode, bool Saturate = false);
float doubleToFloat(double F, RoundMode Mode, bool Saturate = false);
/// Rounds the 64-bit integer \p X to f32 once (a double would round twice).
float int64ToFloat(int64_t X, RoundMode Mode);
/// Rounds \p F to an integer value (still a double).
double roundToIntegral(double F, RoundMode Mode);

/// An integer lane type T: values are int64_t or uint64_t.
template <typename T> struct IntLane {
  using Storage = T;
  using Value = std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
  static constexpr unsigned Bytes = sizeof(T);
  static constexpr unsigned Lanes = 256 / Bytes;
  static constexpr bool IsFloat = false;
  static Value get(const VReg &R, unsigned I) { return Value(lane<T>(R, I)); }
  static void set(VReg &R, unsigned I, Value V) { setLane<T>(R, I, T(V)); }
  static Value fromScalar(uint64_t X) { return Value(T(X)); }
};

/// A floating-point lane: f32 natively, f16/bf16 through float.
struct F32Lane {
  using Storage = float;
  using Value = float;
  static constexpr unsigned Bytes = 4;
  static constexpr unsigned Lanes = 64;
  static constexpr bool IsFloat = true;
  static Value get(const VReg &R, unsigned I) { return lane<float>(R, I); }
  static void set(VReg &R, unsigned I, double V) {
    setLane<float>(R, I, float(V));
  }
  static Value fromScalar(uint64_t X) {
    float F;
    uint32_t B = uint32_t(X);
    std::memcpy(&F, &B, 4);
    return F;
  }
};

template <bool IsBF16> struct F16Lane {
  using Storage = uint16_t;
  using Value = float;
  static constexpr unsigned Bytes = 2;
  static constexpr unsigned Lanes = 128;
  static constexpr bool IsFloat = true;
  static Value toFloat(uint16_t H) {
    return IsBF16 ? bfloatToFloat(H) : halfToFloat(H);
  }
  static Value get(const VReg &R, unsigned I) {
    return toFloat(lane<uint16_t>(R, I));
  }
  static void set(VReg &R, unsigned I, double V) {
    setLane<uint16_t>(R, I,
                      IsBF16 ? floatToBFloat(V, RoundNearestEven)
                             : floatToHalf(V, RoundNearestEven));
  }
  static Value fromScalar(uint64_t X) { return toFloat(uint16_t(X)); }
};

constexpr unsigned IntTypes = 1, FloatTypes = 2, AllTypes = 3;

/// Calls F(Lane{}) with the lane type of \p T; false if T is not one of the
/// \p Kinds (IntTypes, FloatTypes). Only those kinds are instantiated.
template <unsigned Kinds, typename Fn>
bool withElemType(PTO::ElemType T, Fn &&F) {
  if constexpr (Kinds & IntTypes) {
    switch (T) {
    case PTO::I8:
    case PTO::S8:
      return F(IntLane<int8_t>{}), true;
    case PTO::U8:
      return F(IntLane<uint8_t>{}), true;
    case PTO::I16:
    case PTO::S16:
      return F(IntLane<int16_t>{}), true;
    case PTO::U16:
      return F(IntLane<uint16_t>{}), true;
    case PTO::I32:
    case PTO::S32:
      return F(IntLane<int32_t>{}), true;
    case PTO::U32:
      return F(IntLane<uint32_t>{}), true;
    case PTO::I64:
    case PTO::S64:
      return F(IntLane<int64_t>{}), true;
    case PTO::U64:
      return F(IntLane<uint64_t>{}), true;
    default:
      break;
    }
  }
  if constexpr (Kinds & FloatTypes) {
    switch (T) {
    case PTO::F16:
      return F(F16Lane<false>{}), true;
    case PTO::BF16:
      return F(F16Lane<true>{}), true;
    case PTO::F32:
      return F(F32Lane{}), true;
    default:
      break;
    }
  }
  return false;
}

/// Bytes of one lane of element type \p T.
unsigned elemBytes(PTO::ElemType T);
/// The element type named by a mnemonic suffix ("f16", "s32").
PTO::ElemType elemTypeFromSuffix(llvm::StringRef Suffix);

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_NUMERIC_H
