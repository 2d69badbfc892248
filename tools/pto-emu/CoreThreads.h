//===-- CoreThreads.h - The cores of a launch on host threads ---*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A launch of several blocks on several host threads (docs/emulator.md,
// "Host threads"): the run goes in phases. In each, every core that can
// go on runs on one of the threads, as the one-thread scheduler runs it,
// until it returns or waits for a semaphore no core has signalled; then
// the barriers every core has arrived at open, in a fixed order, and the
// cores they signal go on in the next phase. That is the one-thread run's
// outcome whenever what a core does depends on the others only through
// those signals: no two cores access the same GM bytes, one writing,
// unordered by the signals; none accesses GM atomically; which arrivals
// open a barrier does not depend on time order; none fails. The run checks
// this; when it does not hold it says why, and the caller runs the launch
// again, on one thread.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_CORETHREADS_H
#define LLVM_TOOLS_PTO_EMU_CORETHREADS_H

#include "llvm/ADT/ArrayRef.h"
#include <memory>
#include <string>

namespace pto {

class CrossCore;
class GlobalMemory;
class Machine;

/// Whether a run on threads is the one-thread run.
struct ThreadedRun {
  /// Empty when the outcome is the one-thread run's, else why it may not be
  /// (the cores' state is then unspecified; CrossCore::restoreTensors puts
  /// the tensors back as they were).
  std::string Why;
  /// Whether that is because of what the program does (atomics, SIMT
  /// threads, its use of barriers), whatever its data.
  bool ByProgram = false;
  /// The phases the cores ran in: 1 + the times barriers opened between.
  unsigned Phases = 0;
};

/// Runs \p Cores, the started cores of a launch sharing \p GM and
/// \p Shared, on up to \p Threads host threads.
ThreadedRun runCoresOnThreads(llvm::ArrayRef<std::unique_ptr<Machine>> Cores,
                              GlobalMemory &GM, CrossCore &Shared,
                              unsigned Threads);

/// The host threads a launch uses by default: those the process may run
/// on (its CPU affinity), at least 1.
unsigned defaultThreadCount();

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_CORETHREADS_H
