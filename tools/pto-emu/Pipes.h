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
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_PIPES_H
#define LLVM_TOOLS_PTO_EMU_PIPES_H

#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <string>
#include <vector>

namespace llvm {
class MCInstrInfo;
class MCSubtargetInfo;
class raw_ostream;
} // namespace llvm

namespace pto {

class Machine;
struct PipeOp;

enum PipeId : unsigned { PipeS = 0, PipeV = 1, PipeMTE2 = 2, PipeMTE3 = 3 };
constexpr unsigned NumPipes = 4;
const char *pipeName(unsigned Pipe);

/// GM <-> UB bandwidth of each DMA pipe, bytes per cycle
/// (docs/scheduling.md).
constexpr uint64_t DMABytesPerCycle = 128;

/// The latency of an instruction, and the cycles it keeps its pipe busy,
/// from the scheduling model (PTOSchedA5.td): the timing of every
/// instruction but the DMA copies.
void scheduledTiming(const llvm::MCSubtargetInfo &STI,
                     const llvm::MCInstrInfo &MII, unsigned Opcode,
                     uint64_t &Latency, uint64_t &Occupancy);

struct VectorClock {
  std::array<uint64_t, NumPipes> C{};
  void join(const VectorClock &Other) {
    for (unsigned I = 0; I < NumPipes; ++I)
      C[I] = std::max(C[I], Other.C[I]);
  }
};

struct PipeStats {
  uint64_t Instructions = 0;
  uint64_t BusyCycles = 0;
  uint64_t LastCompletion = 0;
};

struct TimelineEvent {
  unsigned Pipe;
  uint64_t Start, Duration, PC;
  std::string Name;
};

class Pipes {
public:
  explicit Pipes(Machine &M, uint64_t UBSize);
  ~Pipes();

  /// The scalar unit's clock; each issued instruction advances it.
  uint64_t ScalarTime = 0;
  VectorClock &scalarClock() { return Clocks[PipeS]; }

  /// Queues \p Op for \p Pipe.
  void issue(PipeOp Op, unsigned Pipe);
  /// Queues \p Op and runs the pipes until it has executed: the scalar
  /// unit waits for results it reads back (get_vms4_sr).
  void issueAndWait(PipeOp Op, unsigned Pipe);
  /// The pipe an instruction runs on: sync instructions name theirs.
  unsigned pipeOf(const PipeOp &Op) const;
  /// Context for the scalar unit's own accesses.
  void beginScalar(const PipeOp &Op);
  void endScalar();
  /// Runs queued operations that can start by the scalar unit's time.
  void advance();
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
  void accessUB(uint64_t Offset, uint64_t Size, bool Write);
  /// The DMA size of the executing copy, for its duration.
  void setTransferBytes(uint64_t Bytes) { TransferBytes = Bytes; }
  /// The pipe and op being executed (valid during Machine::execute).
  unsigned currentPipe() const { return CurrentPipe; }

  bool hasRaces() const { return !Races.empty(); }
  void reportRaces(llvm::raw_ostream &OS) const;
  void printStats(llvm::raw_ostream &OS) const;
  void writeTimeline(llvm::raw_ostream &OS) const;
  uint64_t totalCycles() const;

private:
  struct Queued {
    std::deque<PipeOp *> Ops;
  };
  struct Flag {
    uint64_t Time;
    VectorClock Clock;
  };
  struct BufferEvent {
    unsigned Pipe;
    uint64_t Seq; // issue order
    bool Released = false;
    uint64_t ReleaseTime = 0;
    VectorClock Clock;
  };
  struct Shadow {
    uint64_t WritePC = 0;
    uint32_t WriteEpoch = 0;
    uint8_t WritePipe = 0xff;
    std::array<uint32_t, NumPipes> ReadEpoch{};
    std::array<uint64_t, NumPipes> ReadPC{};
  };
  struct RaceKey {
    uint64_t PCA, PCB;
    unsigned PipeA, PipeB;
    bool WriteA, WriteB;
    bool operator<(const RaceKey &O) const {
      return std::tie(PCA, PCB, PipeA, PipeB, WriteA, WriteB) <
             std::tie(O.PCA, O.PCB, O.PipeA, O.PipeB, O.WriteA, O.WriteB);
    }
  };

  Machine &M;
  std::array<Queued, NumPipes> Queues;
  std::array<VectorClock, NumPipes> Clocks;
  std::array<PipeStats, NumPipes> Stats;
  std::array<uint64_t, NumPipes> FreeAt{};
  std::array<uint64_t, NumPipes> BarrierAt{};
  std::map<std::array<unsigned, 3>, std::deque<Flag>> Flags;
  std::map<uint64_t, std::vector<BufferEvent>> Buffers;
  std::map<uint64_t, int64_t> Semaphores;
  std::array<uint64_t, 32> VReady{};
  std::array<uint64_t, 8> PReady{};
  std::vector<Shadow> UBShadow;
  std::map<RaceKey, std::pair<uint64_t, uint64_t>> Races;
  std::vector<TimelineEvent> Timeline;
  unsigned CurrentPipe = PipeS;
  const PipeOp *Current = nullptr;
  uint64_t TransferBytes = 0;

  /// When \p Op could start, or ~0 if it waits for something not there.
  uint64_t readyTime(unsigned Pipe, const PipeOp &Op) const;
  bool runOne(uint64_t Limit);
  void start(unsigned Pipe, PipeOp &Op, uint64_t Time);
  [[noreturn]] void reportDeadlock();
  void timing(const PipeOp &Op, uint64_t &Latency, uint64_t &Occupancy) const;
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_PIPES_H
