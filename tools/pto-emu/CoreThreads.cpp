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
#include "Report.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

using namespace llvm;

namespace pto {

namespace {
/// Another core's thread found that the run must be done again.
struct Stopped {};

/// Host threads that run the work of one phase after another: the calling
/// thread and up to Threads - 1 others, which wait between phases.
class PhasePool {
public:
  explicit PhasePool(unsigned Threads) {
    try {
      for (unsigned T = 1; T < Threads; ++T)
        Pool.emplace_back([this] { serve(); });
    } catch (const std::system_error &) {
      // The host gives no more threads: run on those there are.
    }
  }
  ~PhasePool() {
    {
      std::lock_guard<std::mutex> Lock(M);
      Quit = true;
    }
    Start.notify_all();
    for (std::thread &T : Pool)
      T.join();
  }
  /// Runs \p Work on every thread of the pool and returns when all have
  /// returned from it.
  void run(const std::function<void()> &Work) {
    {
      std::lock_guard<std::mutex> Lock(M);
      Current = &Work;
      Busy = Pool.size();
      ++Phase;
    }
    Start.notify_all();
    Work();
    std::unique_lock<std::mutex> Lock(M);
    Done.wait(Lock, [&] { return Busy == 0; });
    Current = nullptr;
  }

private:
  std::vector<std::thread> Pool;
  std::mutex M;
  std::condition_variable Start, Done;
  const std::function<void()> *Current = nullptr;
  uint64_t Phase = 0;
  size_t Busy = 0;
  bool Quit = false;

  void serve() {
    uint64_t Seen = 0;
    for (;;) {
      const std::function<void()> *Work;
      {
        std::unique_lock<std::mutex> Lock(M);
        Start.wait(Lock, [&] { return Quit || Phase != Seen; });
        if (Quit)
          return;
        Seen = Phase;
        Work = Current;
      }
      (*Work)();
      std::lock_guard<std::mutex> Lock(M);
      if (--Busy == 0)
        Done.notify_one();
    }
  }
};
} // namespace

/// Runs \p M as the one-thread scheduler runs a core, until it returns
/// (true) or waits for a semaphore no core has signalled (false: it has run
/// what its pipes can, Machine::step).
static bool runUntilWait(Machine &M, const std::atomic<bool> &Stop) {
  for (unsigned Steps = 0;; ++Steps) {
    if (Steps % 1024 == 0 && Stop.load(std::memory_order_relaxed))
      throw Stopped();
    StepResult R = M.step();
    if (R == StepResult::Returned)
      return true;
    if (R == StepResult::Blocked)
      return false;
  }
}

ThreadedRun runCoresOnThreads(ArrayRef<std::unique_ptr<Machine>> Cores,
                              GlobalMemory &GM, CrossCore &Shared,
                              unsigned Threads) {
  Shared.runOnThreads(GM.regions());
  GM.setFrozen(true);
  // The cores to run in the next phase, in block order, and those that
  // have returned.
  std::vector<unsigned> Ready(Cores.size());
  for (unsigned C = 0; C < Cores.size(); ++C)
    Ready[C] = C;
  std::vector<char> Returned(Cores.size());
  std::atomic<unsigned> Next{0};
  std::atomic<bool> Stop{false};
  std::mutex WhyLock;
  ThreadedRun Run;
  std::function<void()> Work = [&] {
    for (;;) {
      unsigned I = Next.fetch_add(1);
      if (I >= Ready.size())
        return;
      unsigned C = Ready[I];
      std::string Reason;
      bool ByProgram = false;
      try {
        Returned[C] = runUntilWait(*Cores[C], Stop);
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
      if (Run.Why.empty()) {
        Run.Why = Reason;
        Run.ByProgram = ByProgram;
      }
      Stop = true;
      return;
    }
  };
  {
    PhasePool Pool(Threads);
    for (;;) {
      Next = 0;
      Pool.run(Work);
      ++Run.Phases;
      if (!Run.Why.empty())
        break;
      Ready.clear();
      for (unsigned C = 0; C < Cores.size(); ++C)
        if (!Returned[C])
          Ready.push_back(C);
      if (Ready.empty())
        break;
      // Every core that has not returned waits for a signal: the barriers
      // every core has arrived at open, and the cores try again. If none
      // opens, they are deadlocked (the one-thread run reports it).
      if (!Shared.openBarriers()) {
        Run.Why = "the cores wait for each other (a deadlock)";
        break;
      }
    }
  }
  GM.setFrozen(false);
  if (Run.Why.empty() && Shared.conflictingAccesses())
    Run.Why = "cores touched the same GM bytes, one of them writing, with no "
              "synchronisation ordering them";
  return Run;
}

unsigned defaultThreadCount() {
  return std::max(1u, hardware_concurrency().compute_thread_count());
}

} // namespace pto
