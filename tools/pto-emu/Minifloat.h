//===-- Minifloat.h - 8- and 4-bit float formats ----------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The 8- and 4-bit float formats, which only move and convert: their codes
// to doubles (exactly) and doubles to their codes, rounded with the round
// modes of vcvt (Numeric.h).
//
//   E4M3  OCP E4M3FN: bias 7, subnormals, no infinity, NaN only S.1111.111,
//         max 448.
//   E5M2  OCP E5M2: bias 15, subnormals, IEEE infinities and NaNs,
//         max 57344.
//   HiF8  HiFloat8 (arXiv 2409.16626): sign, a prefix-coded dot field
//         (11, 10, 01, 001, 0001: 4 to 0 exponent bits; 0000: denormal),
//         a sign-magnitude exponent whose leading magnitude bit is implicit,
//         and 1 to 3 mantissa bits; denormals 0.0000.MMM are 2^(MMM-23).
//         0x00 is the only zero, 0x80 the only NaN, 0x6F/0xEF are +-inf,
//         max 2^15 (0x6E), smallest normal 2^-15 (0x7E).
//   E8M0  OCP MX scale: unsigned, exponent only, bias 127, no zero:
//         0x00 is 2^-127, 0xFE 2^127, 0xFF NaN.
//   E2M1  OCP FP4: bias 1, +-{0, 0.5, 1, 1.5, 2, 3, 4, 6}; no inf, no NaN.
//   E1M2  1 exponent bit, 2 mantissa bits, bias 1 (pto-isa MXTypes.hpp):
//         +-{0, 0.25, ..., 1.75}; no inf, no NaN.
//
// The 4-bit formats use the low nibble of a code.
//
// Rounding. A value is rounded as if the exponent range were unbounded
// above; overflow means the rounded magnitude exceeds the largest finite
// one. As in IEEE 754, a finite value beyond the largest finite one gives
// the largest finite one, not an overflow, where the mode does not round
// its magnitude up (toward zero, floor for positive and ceil for negative
// values, and round-to-odd). Ties to even and round-to-odd look at the last bit
// of the code: in every format the codes of neighbouring magnitudes differ in
// it, and where there are mantissa bits it is the last mantissa bit. (Where
// there are none, E8M0 and the HiF8 denormals, a tie goes to the even code and
// round-to-odd gives the odd neighbour.) Round-to-odd truncates and, if the
// value was inexact, sets that bit.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_MINIFLOAT_H
#define LLVM_TOOLS_PTO_EMU_MINIFLOAT_H

#include "Numeric.h"
#include <cstdint>

namespace pto {

enum class Minifloat { E4M3, E5M2, HiF8, E8M0, E2M1, E1M2 };

/// The value of \p Code (4-bit formats: its low nibble) exactly; NaN and
/// infinities as such, negative zero with its sign.
double minifloatToDouble(Minifloat F, uint8_t Code);

/// \p X rounded to \p F with \p Mode (4-bit formats: in the low nibble).
/// - NaN gives the canonical NaN: E4M3 0x7F, E5M2 0x7E, HiF8 0x80, E8M0
///   0xFF; E2M1 and E1M2 have none and give +0.
/// - Overflow (decided on the rounded value) and infinities give, with
///   \p Saturate, the largest finite value of their sign; without, an
///   infinity of their sign (E5M2, HiF8), the NaN with their sign
///   (E4M3: S.1111.111), 0xFF (E8M0), the largest finite value of their
///   sign (E2M1, E1M2).
/// - Zero keeps its sign where the format has one (HiF8 and E8M0 have a
///   single zero code; E8M0's 0x00 is 2^-127).
/// - E8M0 is unsigned: negative values (not -0) give 0xFF, with or without
///   \p Saturate. It has no zero: every value up to 2^-127, zeros included,
///   gives 0x00 in all modes.
uint8_t doubleToMinifloat(Minifloat F, double X, RoundMode Mode, bool Saturate);

/// The width of a code of \p F: 8 or 4.
unsigned minifloatBits(Minifloat F);

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_MINIFLOAT_H
