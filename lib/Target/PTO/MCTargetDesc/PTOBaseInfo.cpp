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

const char *checkSyncOperands(unsigned Opcode,
                              function_ref<int64_t(unsigned)> Imm, bool IsA5,
                              unsigned &Operand) {
  switch (Opcode) {
  case SET_FLAG:
  case WAIT_FLAG:
    if (Imm(0) == Imm(1)) {
      Operand = 1;
      return "source and destination pipes must differ";
    }
    if (IsA5 && Imm(0) == PIPE_S) {
      Operand = 0;
      return "PIPE_S is not a set_flag/wait_flag source pipe on a5";
    }
    return nullptr;
  case PIPE_BARRIER:
    if (IsA5 && Imm(0) == PIPE_V) {
      Operand = 0;
      return "pipe_barrier PIPE_V is not supported on a5; order vector "
             "memory accesses with mem_bar";
    }
    return nullptr;
  default:
    return nullptr;
  }
}

} // namespace PTO
} // namespace llvm
