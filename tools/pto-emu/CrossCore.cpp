//===-- CrossCore.cpp - What the cores of a launch share ------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CrossCore.h"
#include "Memory.h"
#include "Report.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;

namespace pto {

/// GM race checking tracks blocks of this many bytes.
static constexpr uint64_t GMBlock = 32;

CrossCore::CrossCore(unsigned NumCores)
    : NumCores(NumCores), Clocks(NumCores, std::vector<uint32_t>(NumCores)),
      Semaphores(NumCores) {
  // A core's own epoch starts at 1, so that accesses of a core that has
  // not synchronised with it (which sees epoch 0) are unordered.
  for (unsigned C = 0; C < NumCores; ++C)
    Clocks[C][C] = 1;
}

CrossCore::Signal CrossCore::send(unsigned Core, uint64_t Time) {
  Signal S{Time, Clocks[Core]};
  ++Clocks[Core][Core];
  if (Threaded)
    clockChanged(Core);
  return S;
}

void CrossCore::clockChanged(unsigned Core) {
  std::vector<GMAccessSegment> &Segments = OnThreads[Core].Segments;
  if (Segments.back().Log.empty())
    Segments.back().Clock = Clocks[Core];
  else
    Segments.push_back({Core, Clocks[Core], {}});
}

void CrossCore::signal(unsigned Core, uint64_t Id, uint64_t Time) {
  if (Threaded) {
    OnThread &T = OnThreads[Core];
    if (T.Arrived.count(Id))
      throw InterleavingDependent{
          "a core signals itself (set_intra_block) on the semaphore of a "
          "cross-core barrier"};
    T.SignalledItself.insert(Id);
  } else {
    ++SignalsSent;
  }
  Semaphores[Core][Id].push_back(send(Core, Time));
}

void CrossCore::arrive(unsigned Core, uint64_t Id, uint64_t Time) {
  if (!Threaded)
    return countArrival(Id, send(Core, Time));
  // Which arrivals make up an opening of the barrier must not depend on
  // how the cores interleave: a core arrives again only after it has taken
  // the signal of the barrier's last opening, which comes after every
  // core's last arrival (docs/emulator.md, "Host threads").
  OnThread &T = OnThreads[Core];
  if (T.SignalledItself.count(Id))
    throw InterleavingDependent{
        "a core signals itself (set_intra_block) on the semaphore of a "
        "cross-core barrier"};
  uint64_t &Arrived = T.Arrived[Id];
  if (T.Taken[Id] < Arrived)
    throw InterleavingDependent{
        "a core arrives at a cross-core barrier again before it has waited "
        "for the barrier (set_cross_core)"};
  ++Arrived;
  T.Arrivals.emplace_back(Id, send(Core, Time));
}

void CrossCore::countArrival(uint64_t Id, const Signal &S) {
  Barrier &B = Barriers[Id];
  if (B.Clock.empty())
    B.Clock.assign(NumCores, 0);
  for (unsigned D = 0; D < NumCores; ++D)
    B.Clock[D] = std::max(B.Clock[D], S.Clock[D]);
  B.Time = std::max(B.Time, S.Time);
  if (++B.Arrived < NumCores)
    return;
  for (unsigned D = 0; D < NumCores; ++D)
    Semaphores[D][Id].push_back({B.Time, B.Clock});
  ++SignalsSent;
  Barriers.erase(Id);
}

bool CrossCore::openBarriers() {
  uint64_t Before = SignalsSent;
  for (OnThread &T : OnThreads) {
    for (const auto &[Id, S] : T.Arrivals)
      countArrival(Id, S);
    T.Arrivals.clear();
  }
  return SignalsSent != Before;
}

std::optional<uint64_t> CrossCore::take(unsigned Core, uint64_t Id) {
  auto It = Semaphores[Core].find(Id);
  if (It == Semaphores[Core].end() || It->second.empty())
    return std::nullopt;
  Signal S = std::move(It->second.front());
  It->second.pop_front();
  for (unsigned D = 0; D < NumCores; ++D)
    Clocks[Core][D] = std::max(Clocks[Core][D], S.Clock[D]);
  if (Threaded) {
    ++OnThreads[Core].Taken[Id];
    clockChanged(Core);
  }
  return S.Time;
}

void CrossCore::accessGM(unsigned Core, GMRegion &Region, uint64_t Offset,
                         uint64_t Size, bool Write, uint64_t PC) {
  if (Threaded) {
    // The program image and the stacks too: a core may pass data to
    // another anywhere in GM.
    if (Size == 0)
      return;
    uint64_t Begin = Region.Base + Offset;
    OnThreads[Core].Segments.back().Log.add(Begin, Begin + Size, Write);
    if (Write)
      Snapshot->beforeWrite(Region, Offset, Size);
    return;
  }
  if (NumCores < 2 || Size == 0 || !Region.IsTensor)
    return;
  if (&Region != LastRegion) {
    ZeroedBytes &Memory = Shadow[&Region];
    if (!Memory.data())
      Memory = ZeroedBytes((Region.Bytes.size() + GMBlock - 1) / GMBlock *
                           sizeof(BlockAccess));
    LastRegion = &Region;
    LastBlocks = reinterpret_cast<BlockAccess *>(Memory.data());
  }
  BlockAccess *Blocks = LastBlocks;
  const std::vector<uint32_t> &Clock = Clocks[Core];
  uint32_t Epoch = Clock[Core];
  // A race on the bytes of block B both accesses touched (Shared).
  auto Race = [&](uint64_t B, uint32_t Shared, uint64_t OtherPC,
                  unsigned OtherCore, bool OtherWrite) {
    uint64_t Begin = B * GMBlock + countr_zero(Shared);
    uint64_t End = B * GMBlock + GMBlock - countl_zero(Shared);
    RaceKey Key{OtherPC, PC, OtherCore, Core, OtherWrite, Write, Region.Name};
    auto [It, New] = Races.try_emplace(Key, Begin, End);
    if (!New) {
      It->second.first = std::min(It->second.first, Begin);
      It->second.second = std::max(It->second.second, End);
    }
  };
  for (uint64_t B = Offset / GMBlock; B * GMBlock < Offset + Size; ++B) {
    BlockAccess &A = Blocks[B];
    uint64_t Begin = std::max(Offset, B * GMBlock);
    uint64_t End = std::min(Offset + Size, (B + 1) * GMBlock);
    uint32_t Touched =
        uint32_t(maskTrailingOnes<uint64_t>(End - Begin) << (Begin % GMBlock));
    if (A.WriteEpoch && A.WriteCore != Core && (A.WriteBytes & Touched) &&
        Clock[A.WriteCore] < A.WriteEpoch)
      Race(B, A.WriteBytes & Touched, A.WritePC, A.WriteCore, true);
    if (Write) {
      if (A.ReadEpoch && A.ReadCore != Core && (A.ReadBytes & Touched) &&
          Clock[A.ReadCore] < A.ReadEpoch)
        Race(B, A.ReadBytes & Touched, A.ReadPC, A.ReadCore, false);
      A.WriteCore = Core;
      A.WriteEpoch = Epoch;
      A.WriteBytes = Touched;
      A.WritePC = PC;
      A.ReadEpoch = 0;
    } else {
      A.ReadCore = Core;
      A.ReadEpoch = Epoch;
      A.ReadBytes = Touched;
      A.ReadPC = PC;
    }
  }
}

void CrossCore::atomicGM() const {
  if (Threaded)
    throw InterleavingDependent{"a core accesses GM atomically"};
}

void CrossCore::runOnThreads(std::deque<GMRegion> &Regions) {
  Threaded = true;
  OnThreads.assign(NumCores, OnThread());
  for (unsigned C = 0; C < NumCores; ++C)
    OnThreads[C].Segments.push_back({C, Clocks[C], {}});
  Snapshot = std::make_unique<GMSnapshot>(Regions);
}

bool CrossCore::conflictingAccesses() {
  std::vector<GMAccessSegment> All;
  for (OnThread &T : OnThreads)
    for (GMAccessSegment &S : T.Segments)
      All.push_back(std::move(S));
  OnThreads.clear();
  return GMAccessLog::conflict(All);
}

void CrossCore::reportRaces(
    raw_ostream &OS, const std::function<std::string(uint64_t)> &Where) const {
  for (const auto &[Key, Range] : Races)
    OS << "pto-emu: data race on GM '" << Key.Region << "' ["
       << hex(Range.first) << ", " << hex(Range.second) << "): core "
       << Key.CoreA << " " << (Key.WriteA ? "writes" : "reads") << " it at "
       << Where(Key.PCA) << " and core " << Key.CoreB << " "
       << (Key.WriteB ? "writes" : "reads") << " it at " << Where(Key.PCB)
       << " with no synchronisation between the cores ordering them\n";
}

} // namespace pto
