//===-- CoreThreads.h - The cores of a launch on host threads ---*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A launch of several blocks on several host threads (docs/emulator.md,
// "Several cores"): each core runs from its start to its end on one thread,
// as it would run alone. That is the one-thread run's outcome whenever
// nothing a core does depends on another: no core reads or writes GM bytes
// another writes, none synchronises with another, none accesses GM
// atomically, none fails. The run checks this; when it does not hold it
// says why, and the caller runs the launch again, on one thread.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_CORETHREADS_H
#define LLVM_TOOLS_PTO_EMU_CORETHREADS_H

#include "llvm/ADT/ArrayRef.h"
#include <memory>
#include <string>

namespace llvm {
class MCDisassembler;
} // namespace llvm

namespace pto {

class CrossCore;
class Program;
class GlobalMemory;
class Machine;

/// Whether a run on threads is the one-thread run.
struct ThreadedRun {
  /// Empty when the outcome is the one-thread run's, else why it may not be
  /// (the cores' state is then unspecified; CrossCore::restoreTensors puts
  /// the tensors back as they were).
  std::string Why;
  /// Whether that is because of what the program does (the cores
  /// synchronise, atomics, SIMT threads), whatever its data.
  bool ByProgram = false;
};

/// Runs \p Cores, the started cores of a launch sharing \p GM and
/// \p Shared, on up to \p Threads host threads.
ThreadedRun runCoresOnThreads(llvm::ArrayRef<std::unique_ptr<Machine>> Cores,
                              GlobalMemory &GM, CrossCore &Shared,
                              unsigned Threads);

/// Why the cores running the kernel at \p Entry of \p Prog depend on each
/// other whatever their data, if they do: its function has an instruction
/// that arrives at a cross-core barrier (decoded with \p Dis). A run on
/// threads would stop there and run again on one thread. (A barrier in a
/// function it calls stops the run on threads when reached.)
std::string kernelLinksCores(const Program &Prog, uint64_t Entry,
                             const llvm::MCDisassembler &Dis);

/// The host threads a launch uses by default: those the process may run
/// on (its CPU affinity), at least 1.
unsigned defaultThreadCount();

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_CORETHREADS_H
