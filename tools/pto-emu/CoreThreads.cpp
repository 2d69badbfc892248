//===-- CoreThreads.cpp - The cores of a launch on host threads -----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CoreThreads.h"
#include "CrossCore.h"
#include "Machine.h"
#include "Memory.h"
#include "Program.h"
#include "Report.h"
#include "Semantics.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

using namespace llvm;

namespace pto {

namespace {
/// Another core's thread found that the run must be done again.
struct Stopped {};
} // namespace

/// Runs \p M as the one-thread scheduler runs a core alone: when its
/// scalar unit waits for a semaphore, its pipes run one instruction at a
/// time until it can go on (only its own pipes can signal it: arriving at
/// a barrier stops the run on threads), and nothing left to run is a
/// deadlock.
static void runAlone(Machine &M, const std::atomic<bool> &Stop) {
  for (unsigned Steps = 0;; ++Steps) {
    if (Steps % 1024 == 0 && Stop.load(std::memory_order_relaxed))
      throw Stopped();
    StepResult R = M.step();
    if (R == StepResult::Returned)
      return;
    if (R == StepResult::Blocked && !M.Pipeline.runOne(~uint64_t(0) - 1))
      M.blockedForever();
  }
}

ThreadedRun runCoresOnThreads(ArrayRef<std::unique_ptr<Machine>> Cores,
                              GlobalMemory &GM, CrossCore &Shared,
                              unsigned Threads) {
  Shared.runOnThreads(GM.regions());
  GM.setFrozen(true);
  std::atomic<unsigned> Next{0};
  std::atomic<bool> Stop{false};
  std::mutex WhyLock;
  ThreadedRun Run;
  auto Work = [&] {
    for (;;) {
      unsigned C = Next.fetch_add(1);
      if (C >= Cores.size())
        return;
      std::string Reason;
      bool ByProgram = false;
      try {
        runAlone(*Cores[C], Stop);
        continue;
      } catch (const Stopped &) {
        return;
      } catch (const InterleavingDependent &E) {
        Reason = E.Why;
        ByProgram = true;
      } catch (const EmulatorError &) {
        // The one-thread run reports the error: which core's comes first
        // depends on the interleaving.
        Reason = "a core stopped with an error";
      } catch (const std::exception &E) {
        Reason = std::string("a core stopped with an error: ") + E.what();
      }
      std::lock_guard<std::mutex> Lock(WhyLock);
      if (Run.Why.empty())
        Run = {Reason, ByProgram};
      Stop = true;
      return;
    }
  };
  std::vector<std::thread> Pool;
  try {
    for (unsigned T = 1; T < Threads; ++T)
      Pool.emplace_back(Work);
  } catch (const std::system_error &) {
    // The host gives no more threads: run on those there are.
  }
  Work();
  for (std::thread &T : Pool)
    T.join();
  GM.setFrozen(false);
  if (Run.Why.empty() && Shared.conflictingAccesses())
    Run.Why = "cores touched the same GM bytes, one of them writing";
  return Run;
}

std::string kernelLinksCores(const Program &Prog, uint64_t Entry,
                             const MCDisassembler &Dis) {
  bool Links = false;
  Prog.forEachWordOfFunction(Entry, [&](uint64_t PC, ArrayRef<uint8_t> Word) {
    MCInst Inst;
    uint64_t Size;
    if (Links || Dis.getInstruction(Inst, Size, Word, PC, nulls()) !=
                     MCDisassembler::Success)
      return;
    const InstrSemantics *Info = lookupSemantics(Inst.getOpcode());
    Links = Info && Info->Fam == Family::set_cross_core;
  });
  return Links ? "the kernel synchronises cores (set_cross_core)" : "";
}

unsigned defaultThreadCount() {
  return std::max(1u, hardware_concurrency().compute_thread_count());
}

} // namespace pto
