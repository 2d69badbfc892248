//===-- Report.cpp - pto-emu diagnostics ----------------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Report.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace llvm;

namespace pto {

static const char *ToolName = "pto-emu";

void setToolName(const char *Name) { ToolName = Name; }

void fail(const Twine &Message) { throw EmulatorError(Message.str()); }

void reportError(const EmulatorError &E) {
  outs().flush();
  errs() << ToolName << ": error: " << E.what() << "\n";
}

std::string hex(uint64_t Value) {
  std::string S;
  raw_string_ostream(S) << format_hex(Value, 2);
  return S;
}

} // namespace pto
