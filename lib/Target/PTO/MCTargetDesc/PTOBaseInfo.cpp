//===-- PTOBaseInfo.cpp - Facts about PTO instructions --------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOBaseInfo.h"
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

} // namespace PTO
} // namespace llvm
