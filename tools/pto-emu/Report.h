//===-- Report.h - pto-emu diagnostics --------------------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Errors the emulated program or its inputs cause (an out-of-bounds access,
// a deadlock, an instruction the emulator does not model, a bad argument)
// stop the run with one message: fail() throws it as an EmulatorError,
// which the tools print (exit status 1) and the Python module raises; data
// races are collected and reported at the end (exit status 3).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_REPORT_H
#define LLVM_TOOLS_PTO_EMU_REPORT_H

#include "llvm/ADT/Twine.h"
#include <cstdint>
#include <stdexcept>
#include <string>

namespace pto {

/// What went wrong, in the words pto-emu prints after "error: ".
class EmulatorError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Stops the emulation: throws an EmulatorError with \p Message.
[[noreturn]] void fail(const llvm::Twine &Message);

/// Prints "<tool>: error: <message>" to stderr.
void reportError(const EmulatorError &E);

/// The tool name fail() prints (pto-emu unless set).
void setToolName(const char *Name);

/// "0x1f0" for addresses in messages.
std::string hex(uint64_t Value);

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_REPORT_H
