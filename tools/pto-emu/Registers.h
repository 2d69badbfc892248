//===-- Registers.h - The vector and predicate registers --------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The bytes of a vector register and the bits of a predicate, and how
// lanes and active lanes are read from them: what the semantics of every
// vector operation (and Numeric.h) need, without the machine.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_REGISTERS_H
#define LLVM_TOOLS_PTO_EMU_REGISTERS_H

#include "MCTargetDesc/PTOBaseInfo.h"
#include <array>
#include <cstdint>
#include <cstring>

namespace pto {

using VReg = std::array<uint8_t, llvm::PTO::VectorRegisterBits / 8>;
/// One bit per byte of a vector register.
using PReg = std::array<uint8_t, llvm::PTO::VectorRegisterBits / 64>;

/// Reads lane \p I of a register viewed as elements of type T.
template <typename T> T lane(const VReg &R, unsigned I) {
  T V;
  std::memcpy(&V, R.data() + I * sizeof(T), sizeof(T));
  return V;
}
template <typename T> void setLane(VReg &R, unsigned I, T V) {
  std::memcpy(R.data() + I * sizeof(T), &V, sizeof(T));
}

/// Predicate bit of vector byte \p Byte.
inline bool predBit(const PReg &P, unsigned Byte) {
  return (P[Byte / 8] >> (Byte % 8)) & 1;
}
inline void setPredBit(PReg &P, unsigned Byte, bool On) {
  if (On)
    P[Byte / 8] |= 1 << (Byte % 8);
  else
    P[Byte / 8] &= ~(1 << (Byte % 8));
}
/// Whether every lane of a view with lanes of \p Bytes bytes is active.
inline bool allLanesActive(const PReg &P, unsigned Bytes) {
  uint64_t Pattern = Bytes == 1   ? ~uint64_t(0)
                     : Bytes == 2 ? 0x5555555555555555ull
                     : Bytes == 4 ? 0x1111111111111111ull
                                  : 0x0101010101010101ull;
  // Every word has the pattern's bits when their conjunction has: one test
  // instead of four.
  uint64_t All = ~uint64_t(0);
  for (unsigned I = 0; I < 4; ++I) {
    uint64_t Word;
    std::memcpy(&Word, P.data() + 8 * I, 8);
    All &= Word;
  }
  return (All & Pattern) == Pattern;
}

/// Lane \p Lane of a view with lanes of \p Bytes bytes is active when the
/// bit of its first byte is set (docs/emulator.md).
inline bool laneActive(const PReg &P, unsigned Lane, unsigned Bytes) {
  return predBit(P, Lane * Bytes);
}
/// Writes lane \p Lane of a mask with lanes of \p Bytes bytes: its bit is
/// the one of its first byte (bit Lane * Bytes), and the other bits of its
/// slot are 0 (vector-isa-beyond-seeds.md, "Bit layout").
inline void setLaneActive(PReg &P, unsigned Lane, unsigned Bytes, bool On) {
  setPredBit(P, Lane * Bytes, On);
  for (unsigned B = 1; B < Bytes; ++B)
    setPredBit(P, Lane * Bytes + B, false);
}

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_REGISTERS_H
