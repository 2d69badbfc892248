//===-- CrossCore.h - What the cores of a launch share ----------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The inter-core synchronisation of a launch of several vector cores, and
// the data races between them on GM (docs/emulator.md, "Several cores"):
//
// - Each core has a semaphore per id. set_intra_block signals the core's
//   own; set_cross_core is an arrival at the all-core barrier of its id
//   (the FFTS mode-0 barrier A5 code builds from ffts_cross_core_sync and
//   wait_flag_dev): once every core of the launch has arrived, every core's
//   semaphore of that id is signalled. wait_flag_dev and wait_intra_core
//   take one signal, or block the core until there is one.
// - Happens-before between cores is tracked with one vector clock per core,
//   carried by those signals; two accesses of different cores to the same
//   bytes of a GM tensor, one a write, with no signal ordering them, are a
//   race. Each 32-byte block keeps its last write and its last read. The
//   program image is not checked: the tile library keeps an event-id counter
//   there (a function-local static) that every core updates.
// - When the cores run on host threads of their own (runOnThreads), each
//   core logs its GM accesses (GMAccessLog.h) instead, with its clock; its
//   arrivals at barriers wait until every core has stopped (openBarriers,
//   between the phases of the run, CoreThreads.h); and what would make the
//   outcome depend on how the cores interleave (an atomic, an arrival at a
//   barrier the core has arrived at and not waited for since, a semaphore
//   both signalled by the core itself and by a barrier) throws
//   InterleavingDependent: the launch then runs again on one thread.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_CROSSCORE_H
#define LLVM_TOOLS_PTO_EMU_CROSSCORE_H

#include "GMAccessLog.h"
#include "GMSnapshot.h"
#include "Memory.h"
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace pto {

struct GMRegion;

class CrossCore {
public:
  explicit CrossCore(unsigned NumCores);

  unsigned numCores() const { return NumCores; }

  /// set_intra_block: core \p Core signals its own semaphore \p Id at
  /// \p Time.
  void signal(unsigned Core, uint64_t Id, uint64_t Time);
  /// set_cross_core: core \p Core arrives at the all-core barrier \p Id at
  /// \p Time; the last arrival signals every core's semaphore \p Id, at the
  /// time of the latest arrival.
  void arrive(unsigned Core, uint64_t Id, uint64_t Time);
  /// wait_flag_dev, wait_intra_core: takes a signal of core \p Core's
  /// semaphore \p Id and returns its time, or nothing when there is none.
  std::optional<uint64_t> take(unsigned Core, uint64_t Id);

  /// How many times a semaphore has been signalled (on one thread).
  uint64_t signalsSent() const { return SignalsSent; }

  /// A GM access of \p Core to \p Size bytes at \p Offset of \p Region by
  /// the instruction at \p PC (checked for races when there are several
  /// cores).
  void accessGM(unsigned Core, GMRegion &Region, uint64_t Offset, uint64_t Size,
                bool Write, uint64_t PC);

  /// An atomic GM access (atomics, DMA stores with set_atomic_*): their
  /// order decides the result.
  void atomicGM() const;

  /// From now on the cores run on host threads of their own, each calling
  /// only with its own index: GM accesses are logged per core, the pages of
  /// the tensors among \p Regions are saved before they are first written,
  /// arrivals at barriers are kept until openBarriers, an atomic throws
  /// InterleavingDependent.
  void runOnThreads(std::deque<GMRegion> &Regions);
  /// While no core runs: counts the arrivals at barriers kept since the
  /// last call, core by core in index order, each core's in its order, and
  /// opens the barriers every core has arrived at. Returns whether one
  /// opened.
  bool openBarriers();
  /// After a run on threads: puts the tensors back as they were before it.
  void restoreTensors() { Snapshot->restore(); }
  /// After a run on threads: whether a core wrote GM bytes another core
  /// read or wrote, with no signal ordering the two.
  bool conflictingAccesses();

  bool hasRaces() const { return !Races.empty(); }
  /// One line per race, naming instructions with \p Where.
  void reportRaces(llvm::raw_ostream &OS,
                   const std::function<std::string(uint64_t)> &Where) const;

private:
  struct Signal {
    uint64_t Time;
    std::vector<uint32_t> Clock;
  };
  struct Barrier {
    unsigned Arrived = 0;
    uint64_t Time = 0;
    std::vector<uint32_t> Clock;
  };
  /// The last write and the last read of a 32-byte GM block, and which of
  /// its bytes they touched (cores may share a block without sharing
  /// bytes).
  struct BlockAccess {
    uint32_t WriteEpoch = 0, ReadEpoch = 0;
    uint32_t WriteBytes = 0, ReadBytes = 0;
    uint16_t WriteCore = 0, ReadCore = 0;
    uint64_t WritePC = 0, ReadPC = 0;
  };
  struct RaceKey {
    uint64_t PCA, PCB;
    unsigned CoreA, CoreB;
    bool WriteA, WriteB;
    std::string Region;
    bool operator<(const RaceKey &O) const {
      return std::tie(PCA, PCB, CoreA, CoreB, WriteA, WriteB, Region) <
             std::tie(O.PCA, O.PCB, O.CoreA, O.CoreB, O.WriteA, O.WriteB,
                      O.Region);
    }
  };

  /// A core's state while the cores run on threads (touched by its own
  /// thread only, and by openBarriers).
  struct OnThread {
    /// Its GM accesses, a segment per value of its clock.
    std::vector<GMAccessSegment> Segments;
    /// Its arrivals at barriers since the last openBarriers.
    std::vector<std::pair<uint64_t, Signal>> Arrivals;
    /// Per id, its arrivals at the barrier and the signals it has taken.
    std::map<uint64_t, uint64_t> Arrived, Taken;
    /// The ids it has signalled itself on (set_intra_block).
    std::set<uint64_t> SignalledItself;
  };

  unsigned NumCores;
  bool Threaded = false;
  uint64_t SignalsSent = 0;
  std::vector<OnThread> OnThreads;
  std::unique_ptr<GMSnapshot> Snapshot;
  /// Core C's vector clock: Clocks[C][D] is the last epoch of core D that
  /// core C is ordered after.
  std::vector<std::vector<uint32_t>> Clocks;
  std::vector<std::map<uint64_t, std::deque<Signal>>> Semaphores;
  std::map<uint64_t, Barrier> Barriers;
  /// The blocks of each tensor accessed, in zeroed pages (a BlockAccess of
  /// zeros is one never accessed): only the pages of blocks accessed are
  /// ever touched.
  std::map<const GMRegion *, ZeroedBytes> Shadow;
  /// The region accessed last and its blocks.
  const GMRegion *LastRegion = nullptr;
  BlockAccess *LastBlocks = nullptr;
  std::map<RaceKey, std::pair<uint64_t, uint64_t>> Races;

  Signal send(unsigned Core, uint64_t Time);
  /// Counts an arrival at barrier \p Id that sent \p S; signals every
  /// core if it is the last.
  void countArrival(uint64_t Id, const Signal &S);
  /// On threads: \p Core's clock has changed; its next accesses go to a
  /// segment of their own.
  void clockChanged(unsigned Core);
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_CROSSCORE_H
