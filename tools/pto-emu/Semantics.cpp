//===-- Semantics.cpp - What pto-emu knows of each instruction ------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Semantics.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include <vector>

namespace pto {

#define GET_FAMILY_NAMES
#define GET_INSTR_SEMANTICS
#include "Semantics.inc"

static_assert(std::size(FamilyNames) == NumFamilies);

const InstrSemantics *lookupSemantics(unsigned Opcode) {
  static const std::vector<const InstrSemantics *> ByOpcode = [] {
    std::vector<const InstrSemantics *> Table(PTO::INSTRUCTION_LIST_END);
    for (const InstrSemantics &S : InstrSemanticsTable)
      Table[S.Opcode] = &S;
    return Table;
  }();
  return Opcode < ByOpcode.size() ? ByOpcode[Opcode] : nullptr;
}

const char *familyName(Family F) { return FamilyNames[unsigned(F)]; }

} // namespace pto
