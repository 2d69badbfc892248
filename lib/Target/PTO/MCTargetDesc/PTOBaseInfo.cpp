//===-- PTOBaseInfo.cpp - Facts about PTO instructions --------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOBaseInfo.h"
#include "PTOMCTargetDesc.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>

namespace llvm {
namespace PTO {

#define GET_PTOModeKinds_IMPL
#define GET_PTOModeTokens_IMPL
#define GET_PTOElemTypes_IMPL
#include "PTOGenSearchableTables.inc"

std::string listModeTokens(PTOModeKindEnum Kind) {
  std::string List;
  for (const PTOModeToken &Token : PTOModeTokens) {
    if (Token.Kind != Kind)
      continue;
    if (!List.empty())
      List += ", ";
    List += Token.Name;
  }
  return List;
}

namespace {
struct PTOSyncRule {
  unsigned Inst;
  uint8_t Operand;
  uint8_t Other;
  uint8_t A5Forbidden;
  const char *Message;
};
} // namespace

#define GET_PTOSyncRules_DECL
#define GET_PTOSyncRules_IMPL
#include "PTOGenSearchableTables.inc"

const char *checkSyncOperands(unsigned Opcode,
                              function_ref<int64_t(unsigned)> Imm, bool IsA5,
                              unsigned &Operand) {
  // Rules are records of PTOInstrSync.td (PTOSyncRule), in order.
  constexpr uint8_t NoOperand = 15, NoToken = 255;
  for (const PTOSyncRule &Rule : lookupSyncRules(Opcode)) {
    bool Broken = Rule.Other != NoOperand
                      ? Imm(Rule.Operand) == Imm(Rule.Other)
                      : IsA5 && Rule.A5Forbidden != NoToken &&
                            Imm(Rule.Operand) == Rule.A5Forbidden;
    if (Broken) {
      Operand = Rule.Operand;
      return Rule.Message;
    }
  }
  return nullptr;
}

} // namespace PTO
} // namespace llvm
