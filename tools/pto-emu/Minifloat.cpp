//===-- Minifloat.cpp - 8- and 4-bit float formats ------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Minifloat.h"
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace pto {

static constexpr double NaN = std::numeric_limits<double>::quiet_NaN();
static constexpr double Inf = std::numeric_limits<double>::infinity();

//===----------------------------------------------------------------------===//
// Rounding, shared by all formats
//===----------------------------------------------------------------------===//

namespace {
/// A magnitude between the neighbours Lo * 2^Q and (Lo + 1) * 2^Q, Frac
/// (in [0, 1)) of the way from the lower one.
struct Bracket {
  uint64_t Lo;
  double Frac;
};
} // namespace

/// Brackets \p A (> 0) with multiples of 2^Q; \p Q is such that they are
/// neighbouring values of the format, so Lo fits in a few bits (exact).
static Bracket bracket(double A, int Q) {
  double Scaled = std::ldexp(A, -Q);
  double Lo = std::floor(Scaled);
  return {uint64_t(Lo), Scaled - Lo};
}

/// Whether a magnitude \p Frac of the way between two neighbours rounds to
/// the upper one. \p LoOdd: the lower one's code is odd (the upper one's is
/// then even); \p Neg: the value is negative (floor and ceil).
/// Whether a finite value beyond the largest finite one gives the largest
/// finite one rather than an overflow: the modes that do not round its
/// magnitude up (toward zero, floor for positive and ceil for negative
/// values, as IEEE 754's directed rounding; round-to-odd, whose truncation
/// stops there too).
static bool overflowStopsAtMax(RoundMode Mode, bool Neg) {
  return Mode == RoundZero || Mode == RoundOdd ||
         (Mode == RoundFloor && !Neg) || (Mode == RoundCeil && Neg);
}

static bool roundsUp(double Frac, bool LoOdd, bool Neg, RoundMode Mode) {
  if (Frac == 0)
    return false;
  switch (Mode) {
  case RoundNearestEven:
    return Frac > 0.5 || (Frac == 0.5 && LoOdd);
  case RoundNearestAway:
    return Frac >= 0.5;
  case RoundFloor:
    return Neg;
  case RoundCeil:
    return !Neg;
  case RoundZero:
    return false;
  case RoundOdd:
    return !LoOdd; // truncate, then set the last bit
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Sign, biased exponent, mantissa: E4M3, E5M2, E8M0, E2M1, E1M2
//===----------------------------------------------------------------------===//

namespace {
/// What the codes with an all-ones exponent field are.
enum class Specials {
  None,    // ordinary values (E2M1, E1M2)
  NaNOnly, // ordinary but for the all-ones magnitude, NaN (E4M3, E8M0)
  InfNaN,  // infinities (zero mantissa) and NaNs, as in IEEE 754 (E5M2)
};

struct Layout {
  unsigned ExpBits;
  unsigned ManBits;
  int Bias;
  bool Signed;
  /// A zero exponent field means 0.M * 2^(1 - Bias) (else 1.M * 2^-Bias).
  bool Subnormals;
  Specials Special;

  unsigned magBits() const { return ExpBits + ManBits; }
  unsigned magMask() const { return (1u << magBits()) - 1; }
  unsigned signBit() const { return Signed ? 1u << magBits() : 0; }
  unsigned infinity() const { return ((1u << ExpBits) - 1) << ManBits; }
  unsigned maxFinite() const {
    if (Special == Specials::InfNaN)
      return infinity() - 1;
    return Special == Specials::NaNOnly ? magMask() - 1 : magMask();
  }
  /// The canonical NaN (sign 0, mantissa MSB set); +0 if there is none.
  unsigned nan() const {
    if (Special == Specials::InfNaN)
      return infinity() | 1u << (ManBits - 1);
    return Special == Specials::NaNOnly ? magMask() : 0;
  }
  /// The magnitude an overflow or an infinity gives.
  unsigned overflow(bool Saturate) const {
    if (Saturate || Special == Specials::None)
      return maxFinite();
    return Special == Specials::InfNaN ? infinity() : magMask();
  }
};

// clang-format off
// Exponent bits, mantissa bits, bias, signed, subnormals, specials.
constexpr Layout E4M3Layout = {4, 3,   7, true,  true,  Specials::NaNOnly};
constexpr Layout E5M2Layout = {5, 2,  15, true,  true,  Specials::InfNaN};
constexpr Layout E8M0Layout = {8, 0, 127, false, false, Specials::NaNOnly};
constexpr Layout E2M1Layout = {2, 1,   1, true,  true,  Specials::None};
constexpr Layout E1M2Layout = {1, 2,   1, true,  true,  Specials::None};
// clang-format on
} // namespace

static const Layout &layoutOf(Minifloat F) {
  switch (F) {
  case Minifloat::E4M3:
    return E4M3Layout;
  case Minifloat::E5M2:
    return E5M2Layout;
  case Minifloat::E8M0:
    return E8M0Layout;
  case Minifloat::E2M1:
    return E2M1Layout;
  case Minifloat::HiF8: // not of this kind; callers handle it first
  case Minifloat::E1M2:
    break;
  }
  return E1M2Layout;
}

static double layoutToDouble(const Layout &L, unsigned Code) {
  unsigned Mag = Code & L.magMask();
  unsigned Exp = Mag >> L.ManBits;
  unsigned Man = Mag & ((1u << L.ManBits) - 1);
  int ManBits = int(L.ManBits);
  if (L.Special == Specials::InfNaN && Mag >= L.infinity() && Man != 0)
    return NaN;
  if (L.Special == Specials::NaNOnly && Mag == L.magMask())
    return NaN;
  double V;
  if (L.Special == Specials::InfNaN && Mag == L.infinity())
    V = Inf;
  else if (L.Subnormals && Exp == 0)
    V = std::ldexp(double(Man), 1 - L.Bias - ManBits);
  else
    V = std::ldexp(double(Man | 1u << L.ManBits), int(Exp) - L.Bias - ManBits);
  return Code & L.signBit() ? -V : V;
}

/// The magnitude code of \p A (finite, > 0, not below the smallest value)
/// rounded; above maxFinite() on overflow.
static uint64_t roundToLayout(const Layout &L, double A, bool Neg,
                              RoundMode Mode) {
  int MinExp = (L.Subnormals ? 1 : 0) - L.Bias; // of the smallest normal
  int Exp = std::max(std::ilogb(A), MinExp);
  Bracket B = bracket(A, Exp - int(L.ManBits));
  // Subnormal codes are their mantissa; normal ones the biased exponent and
  // the mantissa, so that a carry out of the mantissa is the next binade.
  uint64_t Lo = B.Lo;
  if (Lo >> L.ManBits)
    Lo = (uint64_t(Exp + L.Bias) << L.ManBits) + Lo - (1u << L.ManBits);
  return Lo + roundsUp(B.Frac, Lo & 1, Neg, Mode);
}

static uint8_t layoutFromDouble(const Layout &L, double X, RoundMode Mode,
                                bool Saturate) {
  if (std::isnan(X))
    return L.nan();
  bool Neg = std::signbit(X);
  double A = std::fabs(X);
  if (Neg && !L.Signed && A != 0)
    return L.nan(); // E8M0 has no negative values
  // E8M0 has no zero: nothing rounds below its smallest value.
  if (!L.Subnormals && A <= std::ldexp(1.0, -L.Bias))
    return 0;
  unsigned Sign = Neg ? L.signBit() : 0;
  if (A == 0)
    return Sign;
  if (std::isinf(A))
    return Sign | L.overflow(Saturate);
  uint64_t Mag = roundToLayout(L, A, Neg, Mode);
  if (Mag > L.maxFinite())
    return Sign | (overflowStopsAtMax(Mode, Neg) ? L.maxFinite()
                                                 : L.overflow(Saturate));
  return Sign | unsigned(Mag);
}

//===----------------------------------------------------------------------===//
// HiFloat8
//===----------------------------------------------------------------------===//

namespace {
/// The HiF8 normal modes, indexed by the exponent field width D: the dot
/// prefix that selects them and the mantissa width. The exponent is
/// sign-magnitude with an implicit leading magnitude bit, so mode D holds
/// the exponents 2^(D-1) <= |E| < 2^D (D = 0: E = 0).
struct DotMode {
  unsigned Prefix;
  unsigned PrefixBits;
  unsigned ManBits;
};

constexpr DotMode DotModes[] = {
    {0b0001, 4, 3}, // E = 0
    {0b001, 3, 3},  // E = +-1
    {0b01, 2, 3},   // E = +-2, +-3
    {0b10, 2, 2},   // E = +-4 .. +-7
    {0b11, 2, 1},   // E = +-8 .. +-15
};

constexpr unsigned HiF8Sign = 0x80, HiF8NaN = 0x80;
constexpr unsigned HiF8One = 0x08; // 0.0001.000, the smallest normal code
constexpr unsigned HiF8Inf = 0x6F; // 0.11.0111.1, in place of 1.5 * 2^15
constexpr unsigned HiF8Max = 0x6E; // 0.11.0111.0 = 2^15
constexpr double HiF8MaxValue = 32768.0;
constexpr int HiF8MinNormalExp = -15;
/// The denormals 0.0000.M (M = 1..7) are 2^(M - 23).
constexpr int HiF8DenormalBias = 23;
constexpr int HiF8MinDenormalExp = 1 - HiF8DenormalBias;
} // namespace

/// The exponent field width of the normal exponent \p E: |E|'s digits.
static unsigned expWidth(int E) {
  unsigned D = 0;
  for (unsigned M = std::abs(E); M; M >>= 1)
    ++D;
  return D;
}

/// The value of a normal magnitude code (0x08 to 0x7F but the infinity).
static double hif8NormalValue(unsigned Mag) {
  // Prefixes 01, 10, 11 (D = 2, 3, 4), 001 (D = 1), 0001 (D = 0).
  unsigned D = Mag >= 0x20 ? 1 + (Mag >> 5) : Mag >= 0x10 ? 1 : 0;
  const DotMode &M = DotModes[D];
  unsigned Field = Mag & ((1u << (7 - M.PrefixBits)) - 1);
  unsigned ExpField = Field >> M.ManBits;
  unsigned Man = Field & ((1u << M.ManBits) - 1);
  int Exp = 0;
  if (D) {
    unsigned Implicit = 1u << (D - 1);
    Exp = int(Implicit | (ExpField & (Implicit - 1)));
    if (ExpField & Implicit)
      Exp = -Exp;
  }
  return std::ldexp(double(Man | 1u << M.ManBits), Exp - int(M.ManBits));
}

static double hif8ToDouble(unsigned Code) {
  if (Code == HiF8NaN)
    return NaN;
  unsigned Mag = Code & ~HiF8Sign;
  double V;
  if (Mag == HiF8Inf)
    V = Inf;
  else if (Mag < HiF8One) // the denormal mode
    V = Mag ? std::ldexp(1.0, int(Mag) - HiF8DenormalBias) : 0.0;
  else
    V = hif8NormalValue(Mag);
  return Code & HiF8Sign ? -V : V;
}

/// The magnitude code of \p V, zero or a HiF8 magnitude up to 2^15.
static unsigned hif8Magnitude(double V) {
  if (V == 0)
    return 0;
  int Exp = std::ilogb(V);
  if (Exp < HiF8MinNormalExp)
    return unsigned(Exp + HiF8DenormalBias);
  unsigned D = expWidth(Exp);
  const DotMode &M = DotModes[D];
  unsigned Man =
      unsigned(std::ldexp(V, int(M.ManBits) - Exp)) - (1u << M.ManBits);
  unsigned ExpField = 0;
  if (D) {
    unsigned Implicit = 1u << (D - 1);
    ExpField = (Exp < 0 ? Implicit : 0) | (std::abs(Exp) & (Implicit - 1));
  }
  return M.Prefix << (7 - M.PrefixBits) | ExpField << M.ManBits | Man;
}

/// log2 of the spacing of HiF8 magnitudes in [2^Exp, 2^(Exp + 1)), for
/// Exp <= 15.
static int hif8Quantum(int Exp) {
  if (Exp < HiF8MinDenormalExp)
    return HiF8MinDenormalExp; // between 0 and the smallest denormal
  if (Exp < HiF8MinNormalExp)
    return Exp; // the denormals are powers of two
  return Exp - int(DotModes[expWidth(Exp)].ManBits);
}

static uint8_t hif8FromDouble(double X, RoundMode Mode, bool Saturate) {
  if (std::isnan(X))
    return HiF8NaN;
  bool Neg = std::signbit(X);
  double A = std::fabs(X);
  unsigned Sign = Neg ? HiF8Sign : 0;
  unsigned Overflow = Saturate ? HiF8Max : HiF8Inf;
  // From 1.5 * 2^15, where the infinity code sits, everything overflows.
  if (A > HiF8MaxValue && !std::isinf(A) && overflowStopsAtMax(Mode, Neg))
    return Sign | HiF8Max;
  if (A >= 1.5 * HiF8MaxValue)
    return Sign | Overflow;
  if (A == 0)
    return 0; // a single zero: 0x80 is NaN
  int Q = hif8Quantum(std::ilogb(A));
  Bracket B = bracket(A, Q);
  unsigned Lo = hif8Magnitude(std::ldexp(double(B.Lo), Q));
  if (!roundsUp(B.Frac, Lo & 1, Neg, Mode))
    return Lo ? Sign | Lo : 0;
  double Hi = std::ldexp(double(B.Lo + 1), Q);
  return Sign | (Hi > HiF8MaxValue ? Overflow : hif8Magnitude(Hi));
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

double minifloatToDouble(Minifloat F, uint8_t Code) {
  if (F == Minifloat::HiF8)
    return hif8ToDouble(Code);
  return layoutToDouble(layoutOf(F), Code);
}

uint8_t doubleToMinifloat(Minifloat F, double X, RoundMode Mode,
                          bool Saturate) {
  if (F == Minifloat::HiF8)
    return hif8FromDouble(X, Mode, Saturate);
  return layoutFromDouble(layoutOf(F), X, Mode, Saturate);
}

unsigned minifloatBits(Minifloat F) {
  return F == Minifloat::E2M1 || F == Minifloat::E1M2 ? 4 : 8;
}

} // namespace pto
