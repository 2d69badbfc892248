//===-- Pipes.h - The asynchronous pipes of the core ------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The scalar unit issues into in-order queues for PIPE_V, PIPE_MTE2 and
// PIPE_MTE3, which run asynchronously. Operations execute in global time
// order: an operation starts when its pipe is free, its inputs are ready and
// the synchronisation it waits for (wait_flag, get_buf, pipe_barrier) is
// satisfied. Latencies and occupancies come from the scheduling model of the
// target (PTOSchedA5.td) through the MC scheduling API; DMA copies take
// ceil(bytes / 128) cycles.
//
// Happens-before is tracked with vector clocks (program order within a
// pipe, issue from the scalar unit, set_flag -> wait_flag, rls_buf ->
// get_buf); a UB byte accessed by two pipes without happens-before between
// the accesses, one of them a write, is a data race.
//
// The pipes know the core that issues to them (Machine.h) only as a
// PipeHost: what they need of it to run an operation's semantics and to
// name instructions. They see instructions as PipeOps (PipeOp.h).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_PIPES_H
#define LLVM_TOOLS_PTO_EMU_PIPES_H

#include "MCTargetDesc/PTOBaseInfo.h"
#include "PipeOp.h"
#include "UBRaceShadow.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Compiler.h"
#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace llvm {
class MCInst;
class MCInstrInfo;
class MCSubtargetInfo;
class raw_ostream;
} // namespace llvm

namespace pto {

class BlockReplay;

namespace PTO = llvm::PTO;

const char *pipeName(unsigned Pipe);

/// The event ids of set_flag and wait_flag (PTOBaseInfo.h).
constexpr unsigned NumEvents = llvm::PTO::NumEvents;

/// The slot of set_flag/wait_flag SRC, DST, EVENT among the flags.
uint16_t flagSlot(const DecodedInst &D);

/// How many issued instructions a pipe holds before they start (a choice:
/// no source gives the depth of the pipes' queues; docs/emulator.md).
constexpr size_t MaxWaiting = 1024;

/// GM <-> UB bandwidth of each DMA pipe, bytes per cycle
/// (docs/scheduling.md).
constexpr uint64_t DMABytesPerCycle = 128;

/// The latency of an instruction, and the cycles it keeps its pipe busy,
/// from the scheduling model (PTOSchedA5.td): the timing of every
/// instruction but the DMA copies.
void scheduledTiming(const llvm::MCSubtargetInfo &STI,
                     const llvm::MCInstrInfo &MII, unsigned Opcode,
                     uint64_t &Latency, uint64_t &Occupancy);

struct PipeStats {
  uint64_t Instructions = 0;
  uint64_t BusyCycles = 0;
  uint64_t LastCompletion = 0;
};

struct TimelineEvent {
  unsigned Pipe;
  uint64_t Start, Duration, PC;
  const llvm::MCInst *Inst;
};

/// A first-in first-out queue in one growing ring of slots: no allocation
/// per element once it has grown to the pipe's depth.
template <typename T> class Ring {
  std::vector<T> Slots = std::vector<T>(16);
  size_t Mask = 15; // Slots.size() - 1
  size_t Head = 0, Count = 0;

public:
  bool empty() const { return Count == 0; }
  size_t size() const { return Count; }
  T &front() { return Slots[Head]; }
  const T &front() const { return Slots[Head]; }
  const T &operator[](size_t I) const { return Slots[(Head + I) & Mask]; }
  void pop_front() {
    Head = (Head + 1) & Mask;
    --Count;
  }
  /// Drops the first \p N (at most size()).
  void pop_front(size_t N) {
    Head = (Head + N) & Mask;
    Count -= N;
  }
  void push_back(const T &V) {
    if (Count > Mask)
      grow();
    T &Slot = Slots[(Head + Count++) & Mask];
#if defined(__SSE2__)
    // A PipeOp is larger than what the host compiler copies inline: it
    // calls memcpy (or, told to inline it, uses rep movsq).
    if constexpr (std::is_trivially_copyable_v<T> && sizeof(T) % 16 == 0) {
      auto *To = reinterpret_cast<__m128i *>(&Slot);
      const auto *From = reinterpret_cast<const __m128i *>(&V);
      for (size_t I = 0; I < sizeof(T) / 16; ++I)
        _mm_storeu_si128(To + I, _mm_loadu_si128(From + I));
      return;
    }
#endif
    Slot = V;
  }

  /// Makes room for one more element at the back and returns it, with
  /// whatever it held: the caller sets every member (no copy of a T built
  /// elsewhere).
  T &push_back_slot() {
    if (Count > Mask)
      grow();
    return Slots[(Head + Count++) & Mask];
  }

private:
  LLVM_ATTRIBUTE_NOINLINE void grow() {
    std::vector<T> Grown(Slots.size() * 2);
    for (size_t I = 0; I < Count; ++I)
      Grown[I] = std::move(Slots[(Head + I) & Mask]);
    Slots = std::move(Grown);
    Mask = Slots.size() - 1;
    Head = 0;
  }
};

/// What the pipes need of the core that issues to them (Machine): to run an
/// operation's semantics when it starts, and to name instructions in
/// diagnostics and the timeline.
class PipeHost {
public:
  /// Executes \p Op's semantics (called in pipe order, once per operation).
  virtual void execute(const PipeOp &Op) = 0;
  /// The scalar unit's PC.
  virtual uint64_t scalarPC() const = 0;
  /// Where the instruction at \p Addr is, for diagnostics (Program::where).
  virtual std::string where(uint64_t Addr) const = 0;
  virtual std::string describe(const PipeOp &Op) const = 0;
  virtual std::string mnemonic(const llvm::MCInst &Inst) const = 0;

protected:
  ~PipeHost() = default;
};

class Pipes {
public:
  /// \p RunAtIssue: PIPE_V operations that need nothing but their inputs
  /// run when issued if the pipe has nothing queued (see issue()).
  Pipes(PipeHost &Host, uint64_t UBSize, bool RecordTimeline, bool RunAtIssue);
  ~Pipes();

  /// The scalar unit's clock: the cycle the next instruction issues in if
  /// that cycle has a free slot and none of the reasons of issueSlot() to
  /// wait applies (else the one after).
  uint64_t ScalarTime = 0;
  /// Instructions issued per cycle (the scheduling model's IssueWidth).
  unsigned IssueWidth = 1;
  /// The cycle an instruction that reads the general registers \p Uses and
  /// writes \p Defs (bit masks) issues in: with the ones before it while the
  /// cycle has a free slot and it reads nothing they write (docs/emulator.md,
  /// "Issue").
  uint64_t issueSlot(uint32_t Uses, uint32_t Defs) {
    if (GroupCycle != ScalarTime || GroupSize == IssueWidth ||
        (Uses & GroupDefs)) {
      if (GroupCycle == ScalarTime)
        ++ScalarTime;
      GroupCycle = ScalarTime;
      GroupSize = 0;
      GroupDefs = 0;
    }
    ++GroupSize;
    GroupDefs |= Defs;
    return ScalarTime;
  }
  /// A taken branch: the next instruction issues in the next cycle.
  void endIssueCycle() {
    if (GroupCycle == ScalarTime)
      ++ScalarTime;
  }
  /// The cycle after the last one the scalar unit issued in.
  uint64_t scalarEnd() const {
    return GroupCycle == ScalarTime ? ScalarTime + 1 : ScalarTime;
  }
  VectorClock &scalarClock() { return Clocks[PipeS]; }
  /// The core whose handlers (DecodedInst::Run) operations run ahead call
  /// directly, as PipeHost::execute would without a trace (operations run
  /// ahead only without one); null: through PipeHost::execute.
  Machine *RunAheadCore = nullptr;
  /// Replay the timing of runs of PIPE_V operations run ahead from the
  /// queue (runQueuedAhead; "Replayed queued runs" below). Only with
  /// RunAheadCore set.
  bool ReplayQueued = false;
  /// How many queued runs were replayed, recorded, and refused (schedules
  /// there, none of them matched, or a replay stopped at an operation that
  /// differed), for tests and measurements.
  uint64_t QueuedReplays = 0, QueuedRecordings = 0, QueuedRefusals = 0;

  /// Queues \p Op for \p Pipe. An operation of PIPE_V with no
  /// synchronisation, issued when the pipe has nothing queued (or, when it
  /// is queued, once what is ahead of it has run), runs at once
  /// (at the time it starts, which only the pipe's own state and its
  /// inputs decide): it touches only vector state and UB, and whatever of
  /// the other pipes runs earlier in time is either ordered before it (so
  /// has run already) or unordered with it (a race, reported either way).
  void issue(const PipeOp &Op, unsigned Pipe) {
    // The common case of a queued kernel: behind another operation that
    // does not acquire a buffer, it changes no queue's front.
    Ring<PipeOp> &Q = Queues[Pipe];
    if (LLVM_LIKELY(!Q.empty() &&
                    PTO::getSyncKind(Op.TSFlags) != PTO::SyncGetBuf)) {
      Q.push_back(Op);
      ++Queued;
      advance();
      return;
    }
    issueToFront(Op, Pipe);
  }
  /// issue() of an operation with no synchronisation, built in place, when
  /// \p Pipe's queue is not empty (else issue() it: it may run at once): the
  /// slot at the back of the queue, which the caller fills and then hands
  /// over with queuedInPlace().
  PipeOp &queueSlot(unsigned Pipe) {
    assert(!Queues[Pipe].empty() && "issue() it: it may run at once");
    return Queues[Pipe].push_back_slot();
  }
  /// The operation queueSlot() returned is filled in: as issue() goes on.
  void queuedInPlace() {
    ++Queued;
    advance();
  }
  /// When \p Pipe holds MaxWaiting instructions that have not started, the
  /// scalar unit waits until the first of them starts.
  LLVM_ATTRIBUTE_ALWAYS_INLINE void waitForSlot(unsigned Pipe) {
    // Fewer than MaxWaiting even counting the operations run ahead that
    // have started by now: no wait (the count drops those only when it
    // matters).
    size_t Waiting =
        Queues[Pipe].size() + (Pipe == PipeV ? RunAhead.size() : 0);
    if (Waiting < MaxWaiting)
      return;
    // The common case of a kernel whose scalar unit runs ahead: PIPE_V
    // exactly full, and the first operation run ahead not started by now.
    // What waitForSlotSlow() does then, inline: the scalar unit goes on when
    // that operation starts, which leaves fewer than MaxWaiting waiting
    // (advance() adds to neither count), and the operations run ahead that
    // have started by then are dropped.
    if (Pipe == PipeV && Waiting == MaxWaiting && !RunAhead.empty() &&
        RunAhead.front() > ScalarTime) {
      ScalarTime = RunAhead.front();
      RunAhead.pop_front();
      advance();
      while (!RunAhead.empty() && RunAhead.front() <= ScalarTime)
        RunAhead.pop_front();
      return;
    }
    waitForSlotSlow(Pipe);
  }
  /// \p Pipe has no queued operation.
  bool queueEmpty(unsigned Pipe) const { return Queues[Pipe].empty(); }
  /// Queues \p Op and runs the pipes until it has executed: the scalar
  /// unit waits for results it reads back (get_vms4_sr).
  void issueAndWait(const PipeOp &Op, unsigned Pipe);
  /// The pipe an instruction runs on: sync instructions name theirs.
  unsigned pipeOf(const PipeOp &Op) const;
  /// Context for the scalar unit's own accesses.
  void beginScalar(const PipeOp &Op) {
    CurrentPipe = PipeS;
    Current = &Op;
    CurrentTime = ScalarTime;
    ++Clocks[PipeS].C[PipeS];
    ++Stats[PipeS].Instructions;
  }
  void endScalar() { Current = nullptr; }
  /// Runs queued operations that can start by the scalar unit's time.
  void advance() {
    while (Queued && ScalarTime >= QuietUntil && runOne(ScalarTime))
      ;
  }
  /// Runs one queued operation, the one that can start first, if it can
  /// start by \p Limit.
  bool runOne(uint64_t Limit);
  /// When the next queued operation could start; ~0 if none can.
  uint64_t nextStart() const;
  /// Runs everything; reports a deadlock if a wait can never be satisfied.
  void drain();
  /// Runs every pipe until it has finished all it was issued; the scalar
  /// unit goes on after the last of them (pipe_barrier PIPE_ALL).
  void barrierAll();
  /// wait_flag with PIPE_S as destination (A2/A3): the scalar unit stalls,
  /// running the pipes, until the event is set.
  void scalarWait(const PipeOp &Op);
  /// set_flag with PIPE_S as source: set when issued.
  void scalarSetFlag(const PipeOp &Op);

  /// Records a UB access of the executing operation (race detection).
  LLVM_ATTRIBUTE_ALWAYS_INLINE void accessUB(uint64_t Offset, uint64_t Size,
                                             bool Write) {
    const VectorClock &VC = Clocks[CurrentPipe];
    UBShadow->access(Offset, Size, Write,
                     {CurrentPipe,
                      clampEpoch(VC.C[CurrentPipe]),
                      {currentPC(), CurrentTime},
                      VC});
  }
  /// The DMA size of the executing copy, for its duration.
  void setTransferBytes(uint64_t Bytes) { TransferBytes = Bytes; }
  /// The cycles the executing operation takes when they depend on what it
  /// did (a SIMT launch: its threads' instructions), for its duration.
  void setBusyCycles(uint64_t Cycles) { BusyCycles = Cycles; }
  /// The pipe and op being executed (valid during PipeHost::execute).
  unsigned currentPipe() const { return CurrentPipe; }
  /// The executing instruction's address (the scalar unit's otherwise).
  uint64_t currentPC() const {
    return LLVM_LIKELY(Current) ? Current->PC : Host.scalarPC();
  }
  /// The time the executing operation started.
  uint64_t currentTime() const { return CurrentTime; }

  bool hasRaces() const;
  void reportRaces(llvm::raw_ostream &OS) const;
  void printStats(llvm::raw_ostream &OS) const;
  void writeTimeline(llvm::raw_ostream &OS) const;
  uint64_t totalCycles() const;

private:
  /// Replays the timing of straight-line runs (BlockReplay.h): reads and
  /// sets the state below as the issue path does.
  friend class BlockReplay;

  struct Flag {
    uint64_t Time;
    VectorClock Clock;
  };
  /// One get_buf id: per pipe, the acquisitions not yet released (issue
  /// order) and what the released ones give a later acquisition (the
  /// latest release time and the joined clocks). Bounded by the
  /// acquisitions in flight.
  struct BufferState {
    std::array<std::deque<uint64_t>, NumPipes> Held;
    std::array<uint64_t, NumPipes> ReleaseTime{};
    std::array<VectorClock, NumPipes> ReleaseClock;
  };
  PipeHost &Host;
  bool RecordTimeline;
  bool RunAtIssue;
  /// The start times, later than the scalar unit's time, of PIPE_V
  /// operations run at issue: they count as waiting in the pipe's queue,
  /// ahead of what it holds.
  Ring<uint64_t> RunAhead;
  std::array<Ring<PipeOp>, NumPipes> Queues;
  /// The operations in all queues.
  size_t Queued = 0;
  /// No queued operation can start before this time, as the last runOne()
  /// that found none to run computed; 0 once anything it looked at changes
  /// (an operation queued at the front of a queue or started, an event set
  /// by the scalar unit).
  /// PIPE_V operations run ahead change only PIPE_V's state, and run only
  /// when its queue is empty, so they leave it valid.
  uint64_t QuietUntil = 0;
  /// The cycle instructions last issued in, how many, and the general
  /// registers they write.
  uint64_t GroupCycle = ~uint64_t(0);
  unsigned GroupSize = 0;
  uint32_t GroupDefs = 0;
  std::array<VectorClock, NumPipes> Clocks;
  std::array<PipeStats, NumPipes> Stats;
  std::array<uint64_t, NumPipes> FreeAt{};
  std::array<uint64_t, NumPipes> BarrierAt{};
  /// set_flag events by source pipe, destination pipe and event id.
  std::array<std::deque<Flag>, NumPipes * NumPipes * NumEvents> Flags;
  std::map<uint64_t, BufferState> Buffers;
  std::array<uint64_t, 32> VReady{};
  std::array<uint64_t, 8> PReady{};
  std::unique_ptr<UBRaceShadow> UBShadow;
  std::vector<TimelineEvent> Timeline;
  unsigned CurrentPipe = PipeS;
  const PipeOp *Current = nullptr;
  uint64_t CurrentTime = 0;
  uint64_t TransferBytes = 0;
  uint64_t BusyCycles = 0;

  std::deque<Flag> &flag(const PipeOp &Op);
  const std::deque<Flag> &flag(const PipeOp &Op) const;
  /// Whether an operation with \p TSFlags, once the operations issued to \p
  /// Pipe before it have run, runs ahead of time order: a PIPE_V operation
  /// without synchronisation (see issue()).
  bool runsAhead(unsigned Pipe, uint64_t TSFlags) const {
    return RunAtIssue && Pipe == PipeV &&
           PTO::getSyncKind(TSFlags) == PTO::SyncNone;
  }
  /// Runs \p Op of PIPE_V at the time it starts; until then it counts as
  /// waiting (RunAhead).
  void runAhead(const PipeOp &Op);
  /// Runs ahead the operations at the front of PIPE_V's queue that can: once
  /// a synchronisation operation has run, those after it up to the next.
  void runQueuedAhead();

  // Replayed queued runs. The operations runQueuedAhead() runs in one go
  // (a chunk's vector operations behind its wait_flag) start at times that
  // only these decide: PIPE_V's FreeAt and BarrierAt, the VReady and PReady
  // of the registers they read, and each one's issue time. Every one of
  // them starts at or after Base = max(FreeAt, BarrierAt) of PIPE_V at the
  // run's start, and reads each of those times through a maximum with
  // FreeAt: so the ready times relative to Base, clamped at 0, and each
  // operation's issue time within the range that gives it the same start
  // decide the run's timing, relative to Base. A run is recorded the first
  // time (the normal path, noted) and replayed while that state repeats: the
  // semantics of each operation run with the clocks, current operation and
  // time the normal path gives them; the timing's bookkeeping is set once at
  // the end.

  /// One operation of a recorded run.
  struct QueuedStep {
    const DecodedInst *D;
    /// Its issue time relative to Base, clamped at 0, must be in
    /// [Lo, Lo + Span] (Span 0: the issue time decided its start).
    uint64_t Lo, Span;
    /// Its start, relative to Base.
    uint64_t Start;
  };
  struct QueuedSchedule {
    std::vector<QueuedStep> Steps;
    /// The registers the operations read and write.
    uint32_t VUses = 0, VDefs = 0;
    uint8_t PUses = 0, PDefs = 0;
    /// VReady and PReady of VUses and PUses at the start relative to Base,
    /// clamped at 0, lowest first, vector registers first.
    std::vector<uint64_t> Ready;
    /// The final state relative to Base: FreeAt, the VReady and PReady of
    /// VDefs and PDefs (as Ready), the latest completion; and the busy
    /// cycles of all the operations.
    uint64_t FreeAt = 0, MaxDone = 0, BusyCycles = 0;
    std::vector<uint64_t> DefReady;
    /// A replay of it stopped at an operation that differed: replaced by
    /// the next recording.
    bool Dead = false;
  };
  /// The schedules of the runs that start at one PC.
  struct QueuedRuns {
    std::vector<QueuedSchedule> Schedules;
    unsigned NextVictim = 0;
    int LastHit = -1;
    uint64_t Recordings = 0, Hits = 0;
    bool Disabled = false;
  };
  llvm::DenseMap<uint64_t, std::unique_ptr<QueuedRuns>> QueuedRunsAt;
  /// Replays or records the runs at the front of PIPE_V's queue; returns
  /// with what is left of them for the normal path.
  void replayQueuedRuns();
  /// Whether \p S's entry state and first operation match the pipes'
  /// state, at \p Base.
  bool queuedMatches(const QueuedSchedule &S, uint64_t Base) const;
  /// Replays \p S from the front of PIPE_V's queue, up to the first
  /// operation that differs from it: the number of operations replayed.
  size_t replayQueued(const QueuedSchedule &S, uint64_t Base);
  /// Runs the operations at the front of PIPE_V's queue that run ahead, as
  /// runQueuedAhead() does, and records their schedule in \p R.
  void recordQueued(QueuedRuns &R, uint64_t Base);
  /// issue() of an operation to an empty queue or acquiring a buffer.
  void issueToFront(const PipeOp &Op, unsigned Pipe);
  /// When \p Op could start, or ~0 if it waits for something not there.
  uint64_t readyTime(unsigned Pipe, const PipeOp &Op) const;
  /// When the pipe and \p Op's register inputs are ready.
  uint64_t inputsReady(unsigned Pipe, const PipeOp &Op) const;
  /// Runs \p Op at \p Time: begin, its synchronisation or semantics,
  /// finish (its timing).
  void start(unsigned Pipe, const PipeOp &Op, uint64_t Time);
  void begin(unsigned Pipe, const PipeOp &Op, uint64_t Time);
  void finish(unsigned Pipe, const PipeOp &Op, uint64_t Time);
  /// Operations waiting to start on \p Pipe.
  size_t waiting(unsigned Pipe);
  void waitForSlotSlow(unsigned Pipe);
  [[noreturn]] void reportDeadlock();
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_PIPES_H
