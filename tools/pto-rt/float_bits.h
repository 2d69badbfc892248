//===-- float_bits.h - Float bits for the PTO runtime's math ----*- C -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The fields of IEEE single-precision floats, for the math functions of the
// PTO runtime (math.c, trig.c), which work on the bits where that is exact.
//
//===----------------------------------------------------------------------===//

#ifndef PTO_RT_FLOAT_BITS_H
#define PTO_RT_FLOAT_BITS_H

// Weak, like a library member: a program that defines one of these
// functions itself uses its own (the runtime's object is still loaded for
// the others).
#define RUNTIME_FUNCTION __attribute__((weak))

typedef unsigned int u32;
typedef unsigned long long u64;

static inline u32 bitsOf(float X) { return __builtin_bit_cast(u32, X); }
static inline float floatOf(u32 Bits) {
  return __builtin_bit_cast(float, Bits);
}
static inline double doubleOf(u64 Bits) {
  return __builtin_bit_cast(double, Bits);
}

static const u32 SignBit = 0x80000000u;
static const u32 ExponentMask = 0x7f800000u;
static const u32 MantissaMask = 0x007fffffu;
static const u32 QuietBit = 0x00400000u;
static const u32 DefaultNaN = 0x7fc00000u;

static inline int isNaN(u32 Bits) { return (Bits & ~SignBit) > ExponentMask; }

/// The exponent of \p Bits without bias: 128 for inf/NaN, -127 for 0 and
/// subnormals.
static inline int unbiasedExponent(u32 Bits) {
  return (int)((Bits >> 23) & 0xff) - 127;
}

/// Splits a finite positive float into Mantissa * 2^(Exponent - 23) with
/// Mantissa in [2^23, 2^24) (subnormals normalised); returns Exponent.
static inline int decompose(u32 Bits, u32 *Mantissa) {
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

#endif // PTO_RT_FLOAT_BITS_H
