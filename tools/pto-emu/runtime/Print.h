//===-- Print.h - Kernel printf records to text -----------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// cce::printf on the device appends records to __pto_print_area (the
// layout is in the vendor API header, pto/__cce_ops.h); after a launch the
// runtime formats each block's records with the host's printf conventions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_RUNTIME_PRINT_H
#define LLVM_TOOLS_PTO_EMU_RUNTIME_PRINT_H

#include <string>

namespace pto {

class Emulator;

/// The text the blocks of the last launch printed, each line prefixed with
/// "[block N] ", blocks in order; empty if the program has no print area.
std::string kernelPrintOutput(Emulator &Emu, unsigned Blocks);

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_RUNTIME_PRINT_H
