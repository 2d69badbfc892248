//===-- PTOFixupKinds.h - PTO fixup kinds -----------------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOFIXUPKINDS_H
#define LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOFIXUPKINDS_H

#include "llvm/MC/MCFixup.h"

namespace llvm {
namespace PTO {

// Every instruction fixup sits at the start of the instruction word and
// patches its imm32 field (bits [63:32]); see docs/elf.md.
enum Fixups {
  /// (S + A - P) / 8, a conditional or unconditional branch.
  fixup_pto_br32 = FirstTargetFixupKind,
  /// (S + A - P) / 8, a call.
  fixup_pto_call32,
  /// Low 32 bits of S + A.
  fixup_pto_lo32,
  /// High 32 bits of S + A.
  fixup_pto_hi32,

  LastTargetFixupKind,
  NumTargetFixupKinds = LastTargetFixupKind - FirstTargetFixupKind
};

/// The encoding of nop (addi x0, x0, 0), used to pad code sections.
constexpr uint64_t NopEncoding = 0x011;

} // namespace PTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOFIXUPKINDS_H
