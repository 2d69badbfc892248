//===-- Semantics.h - What pto-emu knows of each instruction ----*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The emulator's instruction table, generated from the TableGen records
// (Semantics.inc, tools/isa/gen_emulator_tables.py): per opcode, the
// semantic family its handler is registered under, the element types it
// reads and writes, and which MCInst operand each named operand (role) is.
// The pipe and the synchronisation kind are in the instruction's TSFlags
// (MCTargetDesc/PTOBaseInfo.h).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_SEMANTICS_H
#define LLVM_TOOLS_PTO_EMU_SEMANTICS_H

#include "MCTargetDesc/PTOBaseInfo.h"
#include <array>
#include <cstdint>

namespace pto {

namespace PTO = llvm::PTO;

#define GET_FAMILY_ENUM
#include "Semantics.inc"

struct InstrSemantics {
  unsigned Opcode;
  Family Fam;
  PTO::ElemType Src, Dst;
  std::array<int8_t, NumRoles> Operand;

  /// The MCInst operand index of \p R, or -1.
  int operandOf(Role R) const { return Operand[unsigned(R)]; }
};

/// The row of \p Opcode, or null (pseudo instructions have none).
const InstrSemantics *lookupSemantics(unsigned Opcode);
/// The family's name: the mnemonic without type suffixes ("vcvt").
const char *familyName(Family F);

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_SEMANTICS_H
