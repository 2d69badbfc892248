//===-- PTOBufferReleases.h - Where vector-pipe releases go -----*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The vector pipe drains at an rls_buf: PTOAutoSync places a vector-pipe
// release at the end of the run of vector work it ends, and
// PTOSinkBufferReleases moves it there again after the last scheduler
// (PTOSinkBufferReleases.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOBUFFERRELEASES_H
#define LLVM_LIB_TARGET_PTO_PTOBUFFERRELEASES_H

#include "llvm/CodeGen/MachineBasicBlock.h"

namespace llvm {
namespace PTO {

/// Whether a vector-pipe rls_buf may move down past \p MI: vector work and
/// scalar arithmetic; no synchronisation, call, terminator or memory access
/// of another pipe.
bool vectorReleaseMayPass(const MachineInstr &MI);

/// The first instruction from \p At on that a vector-pipe release may not
/// pass.
MachineBasicBlock::iterator endOfVectorRun(MachineBasicBlock &MBB,
                                           MachineBasicBlock::iterator At);

} // namespace PTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOBUFFERRELEASES_H
