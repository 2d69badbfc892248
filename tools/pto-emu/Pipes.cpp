//===-- Pipes.cpp - The asynchronous pipes of the core --------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Pipes.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "Report.h"
#include "UBRaceShadow.h"
#include "llvm/ADT/bit.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace llvm;

namespace pto {

static constexpr uint64_t NotReady = ~uint64_t(0);

const char *pipeName(unsigned Pipe) {
  static const char *const Names[] = {"PIPE_S", "PIPE_V", "PIPE_MTE2",
                                      "PIPE_MTE3"};
  return Pipe < NumPipes ? Names[Pipe] : "PIPE_?";
}

Pipes::Pipes(PipeHost &Host, uint64_t UBSize, bool RecordTimeline,
             bool RunAtIssue)
    : Host(Host), RecordTimeline(RecordTimeline), RunAtIssue(RunAtIssue),
      UBShadow(std::make_unique<UBRaceShadow>(UBSize)) {}

Pipes::~Pipes() {
  // For tests and measurements: whether and how often replay applied.
  if (ReplayQueued && getenv("PTO_EMU_REPLAY_STATS"))
    errs() << "pto-emu: replayed queued runs: " << QueuedReplays
           << ", recorded: " << QueuedRecordings
           << ", refused: " << QueuedRefusals << "\n";
}

/// The vendor API's pipe_t values of the vector core's pipes
/// (clang-builtins/include/pto/cce.h).
enum VendorPipe : uint64_t {
  VendorPipeV = 1,
  VendorPipeMTE2 = 4,
  VendorPipeMTE3 = 5
};

unsigned Pipes::pipeOf(const PipeOp &Op) const {
  switch (PTO::getSyncKind(Op.TSFlags)) {
  case PTO::SyncSetFlag:
    return Op.immOf(Role::src_pipe);
  case PTO::SyncBarrier:
  case PTO::SyncGetBuf:
  case PTO::SyncRlsBuf:
    return Op.immOf(Role::pipe);
  case PTO::SyncWaitFlag:
    return Op.immOf(Role::dst_pipe);
  case PTO::SyncCoreSignal:
    // The signal is sent once the named pipe has finished what was issued
    // to it before (PIPE_S: at once). The register holds the vendor API's
    // pipe_t, which ffts_cross_core_sync and set_intra_block pass as it is;
    // no other pipe of it is on the vector core.
    switch (Op.gprOf(Role::pipe)) {
    case VendorPipeV:
      return PipeV;
    case VendorPipeMTE2:
      return PipeMTE2;
    case VendorPipeMTE3:
      return PipeMTE3;
    default:
      return PipeS;
    }
  default:
    return PTO::getPipe(Op.TSFlags);
  }
}

/// The id of get_buf/rls_buf: an immediate or a register.
static uint64_t bufferId(const PipeOp &Op) {
  return Op.operand(Op.operandOf(Role::buf)).isImm() ? Op.immOf(Role::buf)
                                                     : Op.gprOf(Role::buf);
}

uint16_t flagSlot(const DecodedInst &D) {
  auto Imm = [&](Role R) {
    return D.Inst.getOperand(D.Info->operandOf(R)).getImm();
  };
  return (Imm(Role::src_pipe) * NumPipes + Imm(Role::dst_pipe)) * NumEvents +
         Imm(Role::event);
}

std::deque<Pipes::Flag> &Pipes::flag(const PipeOp &Op) {
  return Flags[Op.D->FlagSlot];
}

const std::deque<Pipes::Flag> &Pipes::flag(const PipeOp &Op) const {
  return Flags[Op.D->FlagSlot];
}

LLVM_ATTRIBUTE_ALWAYS_INLINE void Pipes::runAhead(const PipeOp &Op) {
  uint64_t Time = inputsReady(PipeV, Op);
  begin(PipeV, Op, Time);
  if (ExecuteFn Run = Op.D->Run; LLVM_LIKELY(Run && RunAheadCore))
    Run(*RunAheadCore, Op);
  else
    Host.execute(Op);
  finish(PipeV, Op, Time);
  if (Time > ScalarTime)
    RunAhead.push_back(Time);
}

void Pipes::runQueuedAhead() {
  Ring<PipeOp> &Q = Queues[PipeV];
  if (ReplayQueued && !Q.empty() && runsAhead(PipeV, Q.front().TSFlags))
    replayQueuedRuns();
  while (!Q.empty() && runsAhead(PipeV, Q.front().TSFlags)) {
    runAhead(Q.front());
    Q.pop_front();
    --Queued;
  }
}

/// The schedules kept per PC (the entry states seen most recently).
static constexpr size_t MaxQueuedSchedules = 4;
/// The longest run recorded as one schedule (a longer one is several).
static constexpr size_t MaxQueuedRun = MaxWaiting;
/// The runs at a PC are run by the normal path once they have been
/// recorded this often and replayed fewer times than recorded.
static constexpr uint64_t GiveUpQueuedRecordings = 64;

/// \p Time relative to \p Base, a time at or before it as 0.
static uint64_t relativeTo(uint64_t Time, uint64_t Base) {
  return Time > Base ? Time - Base : 0;
}

bool Pipes::queuedMatches(const QueuedSchedule &S, uint64_t Base) const {
  const PipeOp &Op = Queues[PipeV].front();
  const QueuedStep &First = S.Steps.front();
  if (Op.D != First.D || relativeTo(Op.IssueTime, Base) - First.Lo > First.Span)
    return false;
  const uint64_t *Ready = S.Ready.data();
  for (uint32_t V = S.VUses; V; V &= V - 1)
    if (relativeTo(VReady[llvm::countr_zero(V)], Base) != *Ready++)
      return false;
  for (unsigned PB = S.PUses; PB; PB &= PB - 1)
    if (relativeTo(PReady[llvm::countr_zero(PB)], Base) != *Ready++)
      return false;
  return true;
}

size_t Pipes::replayQueued(const QueuedSchedule &S, uint64_t Base) {
  Ring<PipeOp> &Q = Queues[PipeV];
  size_t N = std::min(S.Steps.size(), Q.size());
  VectorClock &VC = Clocks[PipeV];
  Machine &Core = *RunAheadCore;
  // What begin() sets but the clock and time, which change per operation;
  // none of the operations sets the transfer bytes or busy cycles (their
  // recording would have been dropped).
  CurrentPipe = PipeV;
  TransferBytes = 0;
  BusyCycles = 0;
  size_t I = 0;
  for (; I < N; ++I) {
    const QueuedStep &St = S.Steps[I];
    const PipeOp &Op = Q[I];
    // The same operation, issued within the range that gives it the same
    // start: else the normal path goes on from here.
    if (Op.D != St.D || relativeTo(Op.IssueTime, Base) - St.Lo > St.Span)
      break;
    uint64_t Time = Base + St.Start;
    Current = &Op;
    CurrentTime = Time;
    VC.join(Op.IssueClock);
    ++VC.C[PipeV];
    St.D->Run(Core, Op);
    if (Time > ScalarTime)
      RunAhead.push_back(Time);
  }
  Current = nullptr;
  CurrentPipe = PipeS;
  // The timing's bookkeeping (finish()) of the operations replayed: the
  // recorded final state, or for a part of the run, operation by operation.
  PipeStats &Stat = Stats[PipeV];
  if (I == S.Steps.size()) {
    FreeAt[PipeV] = Base + S.FreeAt;
    const uint64_t *Ready = S.DefReady.data();
    for (uint32_t V = S.VDefs; V; V &= V - 1)
      VReady[llvm::countr_zero(V)] = Base + *Ready++;
    for (unsigned PB = S.PDefs; PB; PB &= PB - 1)
      PReady[llvm::countr_zero(PB)] = Base + *Ready++;
    Stat.Instructions += I;
    Stat.BusyCycles += S.BusyCycles;
    Stat.LastCompletion = std::max(Stat.LastCompletion, Base + S.MaxDone);
  } else {
    for (size_t J = 0; J < I; ++J) {
      const DecodedInst &D = *S.Steps[J].D;
      uint64_t Time = Base + S.Steps[J].Start, Done = Time + D.Latency;
      FreeAt[PipeV] = Time + D.Occupancy;
      ++Stat.Instructions;
      Stat.BusyCycles += D.Occupancy;
      Stat.LastCompletion = std::max(Stat.LastCompletion, Done);
      for (uint32_t Defs = D.VDefs; Defs; Defs &= Defs - 1)
        VReady[llvm::countr_zero(Defs)] = Done;
      for (unsigned Defs = D.PDefs; Defs; Defs &= Defs - 1)
        PReady[llvm::countr_zero(Defs)] = Done;
    }
  }
  Q.pop_front(I);
  Queued -= I;
  return I;
}

void Pipes::recordQueued(QueuedRuns &R, uint64_t Base) {
  QueuedSchedule S;
  std::array<uint64_t, 32> VReady0;
  std::array<uint64_t, 8> PReady0;
  for (unsigned Reg = 0; Reg < 32; ++Reg)
    VReady0[Reg] = relativeTo(VReady[Reg], Base);
  for (unsigned Reg = 0; Reg < 8; ++Reg)
    PReady0[Reg] = relativeTo(PReady[Reg], Base);
  Ring<PipeOp> &Q = Queues[PipeV];
  bool Valid = true;
  while (!Q.empty() && runsAhead(PipeV, Q.front().TSFlags) &&
         S.Steps.size() < MaxQueuedRun) {
    const PipeOp &Op = Q.front();
    const DecodedInst &D = *Op.D;
    // When it would start but for its issue time (inputsReady()).
    uint64_t Inputs = std::max(FreeAt[PipeV], BarrierAt[PipeV]);
    for (uint32_t Uses = D.VUses; Uses; Uses &= Uses - 1)
      Inputs = std::max(Inputs, VReady[llvm::countr_zero(Uses)]);
    for (unsigned Uses = D.PUses; Uses; Uses &= Uses - 1)
      Inputs = std::max(Inputs, PReady[llvm::countr_zero(Uses)]);
    QueuedStep St;
    St.D = &D;
    if (Op.IssueTime > Inputs) {
      St.Lo = Op.IssueTime - Base;
      St.Span = 0;
    } else {
      St.Lo = 0;
      St.Span = Inputs - Base;
    }
    St.Start = std::max(Op.IssueTime, Inputs) - Base;
    S.VUses |= D.VUses;
    S.VDefs |= D.VDefs;
    S.PUses |= D.PUses;
    S.PDefs |= D.PDefs;
    S.BusyCycles += D.Occupancy;
    S.MaxDone = std::max(S.MaxDone, St.Start + D.Latency);
    runAhead(Op);
    // Its time comes from what it does (a copy, a SIMT launch: also when it
    // happened to take the model's time), or it has no handler to call: not
    // replayed.
    if (TransferBytes || BusyCycles || !D.Run ||
        D.Info->Fam == Family::copy_ubuf_to_ubuf ||
        D.Info->Fam == Family::simt_launch)
      Valid = false;
    S.Steps.push_back(St);
    Q.pop_front();
    --Queued;
  }
  ++QueuedRecordings;
  ++R.Recordings;
  if (!Valid || S.Steps.empty())
    return;
  auto ForEach = [](uint32_t V, uint8_t Pr, auto F) {
    for (; V; V &= V - 1)
      F(false, llvm::countr_zero(V));
    for (unsigned PB = Pr; PB; PB &= PB - 1)
      F(true, llvm::countr_zero(PB));
  };
  ForEach(S.VUses, S.PUses, [&](bool IsP, unsigned Reg) {
    S.Ready.push_back(IsP ? PReady0[Reg] : VReady0[Reg]);
  });
  ForEach(S.VDefs, S.PDefs, [&](bool IsP, unsigned Reg) {
    S.DefReady.push_back((IsP ? PReady[Reg] : VReady[Reg]) - Base);
  });
  S.FreeAt = FreeAt[PipeV] - Base;
  // A dead schedule's place first, then the oldest.
  int Slot = -1;
  for (size_t I = 0; I < R.Schedules.size() && Slot < 0; ++I)
    if (R.Schedules[I].Dead)
      Slot = int(I);
  if (Slot < 0 && R.Schedules.size() < MaxQueuedSchedules) {
    Slot = int(R.Schedules.size());
    R.Schedules.emplace_back();
  }
  if (Slot < 0) {
    Slot = int(R.NextVictim);
    R.NextVictim = (R.NextVictim + 1) % MaxQueuedSchedules;
  }
  R.Schedules[Slot] = std::move(S);
  R.LastHit = Slot;
}

void Pipes::replayQueuedRuns() {
  Ring<PipeOp> &Q = Queues[PipeV];
  while (!Q.empty() && runsAhead(PipeV, Q.front().TSFlags)) {
    std::unique_ptr<QueuedRuns> &Slot = QueuedRunsAt[Q.front().PC];
    if (!Slot)
      Slot = std::make_unique<QueuedRuns>();
    QueuedRuns &R = *Slot;
    if (R.Disabled)
      return;
    uint64_t Base = std::max(FreeAt[PipeV], BarrierAt[PipeV]);
    // The schedule replayed last, then the others.
    int Found = -1;
    if (R.LastHit >= 0 && !R.Schedules[R.LastHit].Dead &&
        queuedMatches(R.Schedules[R.LastHit], Base))
      Found = R.LastHit;
    for (int I = 0, E = int(R.Schedules.size()); Found < 0 && I < E; ++I)
      if (I != R.LastHit && !R.Schedules[I].Dead &&
          queuedMatches(R.Schedules[I], Base))
        Found = I;
    if (Found >= 0) {
      QueuedSchedule &S = R.Schedules[Found];
      R.LastHit = Found;
      ++QueuedReplays;
      if (replayQueued(S, Base) < S.Steps.size() && !Q.empty() &&
          runsAhead(PipeV, Q.front().TSFlags)) {
        // An operation differed from the schedule: the normal path runs
        // the rest, and the next recording replaces it. Not a hit: runs
        // that differ from every recording at some point give up.
        S.Dead = true;
        ++QueuedRefusals;
        return;
      }
      ++R.Hits;
      continue;
    }
    if (!R.Schedules.empty())
      ++QueuedRefusals;
    if (R.Recordings >= GiveUpQueuedRecordings && R.Hits < R.Recordings) {
      R.Disabled = true;
      return;
    }
    recordQueued(R, Base);
  }
}

void Pipes::issueToFront(const PipeOp &Op, unsigned Pipe) {
  if (runsAhead(Pipe, Op.TSFlags) && Queues[Pipe].empty()) {
    runAhead(Op);
    advance();
    return;
  }
  PTO::SyncKind Sync = PTO::getSyncKind(Op.TSFlags);
  if (Sync == PTO::SyncGetBuf)
    Buffers[bufferId(Op)].Held[Pipe].push_back(Op.Seq);
  // Behind another operation, it changes no queue's front.
  if (Queues[Pipe].empty() || Sync == PTO::SyncGetBuf)
    QuietUntil = 0;
  Queues[Pipe].push_back(Op);
  ++Queued;
  advance();
}

size_t Pipes::waiting(unsigned Pipe) {
  if (Pipe != PipeV)
    return Queues[Pipe].size();
  while (!RunAhead.empty() && RunAhead.front() <= ScalarTime)
    RunAhead.pop_front();
  return RunAhead.size() + Queues[Pipe].size();
}

void Pipes::waitForSlotSlow(unsigned Pipe) {
  while (waiting(Pipe) >= MaxWaiting) {
    if (Pipe == PipeV && !RunAhead.empty()) {
      // The first of them starts: what starts before it on the other pipes
      // runs first.
      ScalarTime = RunAhead.front();
      RunAhead.pop_front();
      advance();
      continue;
    }
    // The scalar unit goes on when the operation runOne() starts does
    // (nextStart()), as in time order. Not at CurrentTime: a PIPE_V
    // operation started runs those behind it ahead (runQueuedAhead()),
    // which leaves it at the start of the last of them.
    uint64_t Start = nextStart();
    if (!runOne(NotReady - 1))
      reportDeadlock();
    ScalarTime = std::max(ScalarTime, Start);
  }
}

void Pipes::issueAndWait(const PipeOp &Op, unsigned Pipe) {
  uint64_t Seq = Op.Seq;
  issue(Op, Pipe);
  auto Pending = [&] {
    const Ring<PipeOp> &Q = Queues[Pipe];
    for (size_t I = 0; I < Q.size(); ++I)
      if (Q[I].Seq == Seq)
        return true;
    return false;
  };
  while (Pending())
    if (!runOne(NotReady - 1))
      reportDeadlock();
  ScalarTime = std::max(ScalarTime, Stats[Pipe].LastCompletion);
  Clocks[PipeS].join(Clocks[Pipe]);
}

void scheduledTiming(const MCSubtargetInfo &STI, const MCInstrInfo &MII,
                     unsigned Opcode, uint64_t &Latency, uint64_t &Occupancy) {
  const MCSchedModel &SM = STI.getSchedModel();
  Latency = Occupancy = 1;
  if (!SM.hasInstrSchedModel())
    return;
  const MCSchedClassDesc *Desc =
      SM.getSchedClassDesc(MII.get(Opcode).getSchedClass());
  if (!Desc || !Desc->isValid())
    return;
  Latency = std::max(1, MCSchedModel::computeInstrLatency(STI, *Desc));
  for (const MCWriteProcResEntry *W = STI.getWriteProcResBegin(Desc),
                                 *E = STI.getWriteProcResEnd(Desc);
       W != E; ++W)
    Occupancy = std::max<uint64_t>(Occupancy, W->ReleaseAtCycle);
}

uint64_t Pipes::inputsReady(unsigned Pipe, const PipeOp &Op) const {
  uint64_t T = std::max({Op.IssueTime, FreeAt[Pipe], BarrierAt[Pipe]});
  const DecodedInst &D = *Op.D;
  for (uint32_t Uses = D.VUses; Uses; Uses &= Uses - 1)
    T = std::max(T, VReady[llvm::countr_zero(Uses)]);
  for (unsigned Uses = D.PUses; Uses; Uses &= Uses - 1)
    T = std::max(T, PReady[llvm::countr_zero(Uses)]);
  return T;
}

uint64_t Pipes::readyTime(unsigned Pipe, const PipeOp &Op) const {
  uint64_t T = inputsReady(Pipe, Op);
  switch (PTO::getSyncKind(Op.TSFlags)) {
  case PTO::SyncNone:
    return T;
  case PTO::SyncWaitFlag: {
    const std::deque<Flag> &Q = flag(Op);
    if (Q.empty())
      return NotReady;
    return std::max(T, Q.front().Time);
  }
  case PTO::SyncGetBuf: {
    // Every earlier acquisition of the id by another pipe must have been
    // released. (No other pipe can have released a later one: it waits for
    // this one.)
    const BufferState &B = Buffers.at(bufferId(Op));
    for (unsigned P = PipeV; P < NumPipes; ++P) {
      if (P == Pipe)
        continue;
      if (!B.Held[P].empty() && B.Held[P].front() < Op.Seq)
        return NotReady;
      T = std::max(T, B.ReleaseTime[P]);
    }
    return T;
  }
  default:
    // set_flag, pipe_barrier, rls_buf, mem_bar and the core signals act
    // once the pipe has finished what was issued to it before.
    return std::max(T, Stats[Pipe].LastCompletion);
  }
}

LLVM_ATTRIBUTE_ALWAYS_INLINE void Pipes::begin(unsigned Pipe, const PipeOp &Op,
                                               uint64_t Time) {
  CurrentPipe = Pipe;
  Current = &Op;
  CurrentTime = Time;
  Clocks[Pipe].join(Op.IssueClock);
  ++Clocks[Pipe].C[Pipe];
  TransferBytes = 0;
  BusyCycles = 0;
}

void Pipes::start(unsigned Pipe, const PipeOp &Op, uint64_t Time) {
  QuietUntil = 0;
  begin(Pipe, Op, Time);
  switch (PTO::getSyncKind(Op.TSFlags)) {
  case PTO::SyncWaitFlag: {
    std::deque<Flag> &Q = flag(Op);
    Clocks[Pipe].join(Q.front().Clock);
    Q.pop_front();
    break;
  }
  case PTO::SyncSetFlag:
    flag(Op).push_back({Time, Clocks[Pipe]});
    break;
  case PTO::SyncGetBuf: {
    const BufferState &B = Buffers[bufferId(Op)];
    for (unsigned P = PipeV; P < NumPipes; ++P)
      if (P != Pipe)
        Clocks[Pipe].join(B.ReleaseClock[P]);
    break;
  }
  case PTO::SyncRlsBuf: {
    BufferState &B = Buffers[bufferId(Op)];
    // The pipe runs in order: its acquisitions before this release have
    // all started.
    if (B.Held[Pipe].empty() || B.Held[Pipe].front() > Op.Seq)
      fail("rls_buf " + Twine(pipeName(Pipe)) + ", " + Twine(bufferId(Op)) +
           " at " + Host.where(Op.PC) +
           " releases a buffer the pipe does not hold");
    B.Held[Pipe].pop_front();
    B.ReleaseTime[Pipe] = std::max(B.ReleaseTime[Pipe], Time);
    B.ReleaseClock[Pipe].join(Clocks[Pipe]);
    break;
  }
  case PTO::SyncBarrier:
  case PTO::SyncMemBar:
    BarrierAt[Pipe] = Time;
    break;
  default:
    Host.execute(Op);
    break;
  }
  finish(Pipe, Op, Time);
}

LLVM_ATTRIBUTE_ALWAYS_INLINE void Pipes::finish(unsigned Pipe, const PipeOp &Op,
                                                uint64_t Time) {
  const DecodedInst &D = *Op.D;
  uint64_t Latency = D.Latency, Occupancy = D.Occupancy;
  if (TransferBytes)
    Latency = Occupancy =
        (TransferBytes + DMABytesPerCycle - 1) / DMABytesPerCycle;
  if (BusyCycles)
    Latency = Occupancy = BusyCycles;
  FreeAt[Pipe] = Time + Occupancy;
  uint64_t Done = Time + Latency;
  PipeStats &S = Stats[Pipe];
  ++S.Instructions;
  S.BusyCycles += Occupancy;
  S.LastCompletion = std::max(S.LastCompletion, Done);
  for (uint32_t Defs = D.VDefs; Defs; Defs &= Defs - 1)
    VReady[llvm::countr_zero(Defs)] = Done;
  for (unsigned Defs = D.PDefs; Defs; Defs &= Defs - 1)
    PReady[llvm::countr_zero(Defs)] = Done;
  if (RecordTimeline)
    Timeline.push_back({Pipe, Time, Latency, Op.PC, Op.Inst});
  Current = nullptr;
  CurrentPipe = PipeS;
}

uint64_t Pipes::nextStart() const {
  uint64_t Best = NotReady;
  for (unsigned P = PipeV; P < NumPipes; ++P)
    if (!Queues[P].empty())
      Best = std::min(Best, readyTime(P, Queues[P].front()));
  return Best;
}

bool Pipes::runOne(uint64_t Limit) {
  unsigned Best = NumPipes;
  uint64_t BestTime = NotReady;
  // No operation can start before this.
  uint64_t Earliest = NotReady;
  for (unsigned P = PipeV; P < NumPipes; ++P) {
    if (Queues[P].empty())
      continue;
    // What readyTime starts from: a pipe that cannot start by Limit even
    // so is not looked at further.
    const PipeOp &Front = Queues[P].front();
    uint64_t From = std::max({Front.IssueTime, FreeAt[P], BarrierAt[P]});
    if (From > Limit) {
      Earliest = std::min(Earliest, From);
      continue;
    }
    // A wait for an event not set yet, without a look at the rest.
    if (PTO::getSyncKind(Front.TSFlags) == PTO::SyncWaitFlag &&
        Flags[Front.D->FlagSlot].empty())
      continue;
    uint64_t T = readyTime(P, Front);
    if (T < BestTime) {
      BestTime = T;
      Best = P;
    }
  }
  if (Best == NumPipes || BestTime == NotReady || BestTime > Limit) {
    QuietUntil = std::min(Earliest, BestTime);
    return false;
  }
  // The op runs in its slot: nothing is issued while it executes.
  start(Best, Queues[Best].front(), BestTime);
  Queues[Best].pop_front();
  --Queued;
  if (Best == PipeV)
    runQueuedAhead();
  return true;
}

void Pipes::drain() {
  while (runOne(NotReady - 1))
    ;
  for (const Ring<PipeOp> &Q : Queues)
    if (!Q.empty())
      reportDeadlock();
}

void Pipes::barrierAll() {
  auto Busy = [&] {
    for (unsigned P = PipeV; P < NumPipes; ++P)
      if (!Queues[P].empty())
        return true;
    return false;
  };
  while (Busy())
    if (!runOne(NotReady - 1))
      reportDeadlock();
  for (unsigned P = PipeV; P < NumPipes; ++P) {
    ScalarTime = std::max(ScalarTime, Stats[P].LastCompletion);
    Clocks[PipeS].join(Clocks[P]);
  }
}

void Pipes::reportDeadlock() {
  for (unsigned P = PipeV; P < NumPipes; ++P) {
    if (Queues[P].empty())
      continue;
    const PipeOp &Op = Queues[P].front();
    std::string What;
    switch (PTO::getSyncKind(Op.TSFlags)) {
    case PTO::SyncWaitFlag:
      What = "waits for an event no pending set_flag sets";
      break;
    case PTO::SyncGetBuf:
      What = "waits for a buffer another pipe never releases";
      break;
    default:
      continue;
    }
    fail("deadlock: " + Twine(pipeName(P)) + " is blocked at " +
         Host.where(Op.PC) + ": " + Host.describe(Op) + " " + What);
  }
  fail("deadlock: the pipes cannot make progress");
}

void Pipes::scalarWait(const PipeOp &Op) {
  // A2/A3 wait_flag with PIPE_S as destination: the scalar unit stalls.
  std::deque<Flag> &Q = flag(Op);
  while (Q.empty())
    if (!runOne(NotReady - 1))
      fail("deadlock: PIPE_S is blocked at " + Host.where(Op.PC) + ": " +
           Host.describe(Op) + " waits for an event no pending set_flag sets");
  Flag F = Q.front();
  Q.pop_front();
  Clocks[PipeS].join(F.Clock);
  ScalarTime = std::max(ScalarTime, F.Time);
}

void Pipes::scalarSetFlag(const PipeOp &Op) {
  QuietUntil = 0;
  ++Clocks[PipeS].C[PipeS];
  flag(Op).push_back({Op.IssueTime + 1, Clocks[PipeS]});
}

bool Pipes::hasRaces() const { return !UBShadow->races().empty(); }

void Pipes::reportRaces(raw_ostream &OS) const {
  for (const auto &[Key, Range] : UBShadow->races())
    OS << "pto-emu: data race on UB[" << hex(Range.first) << ", "
       << hex(Range.second) << "): " << pipeName(Key.PipeA) << " "
       << (Key.WriteA ? "writes" : "reads") << " it at " << Host.where(Key.PCA)
       << " and " << pipeName(Key.PipeB) << " "
       << (Key.WriteB ? "writes" : "reads") << " it at " << Host.where(Key.PCB)
       << " with no synchronisation ordering them\n";
}

uint64_t Pipes::totalCycles() const {
  uint64_t T = scalarEnd();
  for (const PipeStats &S : Stats)
    T = std::max(T, S.LastCompletion);
  return T;
}

void Pipes::printStats(raw_ostream &OS) const {
  uint64_t Total = totalCycles();
  OS << "cycles: " << Total << "\n";
  for (unsigned P = 0; P < NumPipes; ++P) {
    const PipeStats &S = Stats[P];
    uint64_t Busy = P == PipeS ? scalarEnd() : S.BusyCycles;
    OS << format("%-10s instructions: %8llu  busy cycles: %8llu  "
                 "utilisation: %5.1f%%\n",
                 pipeName(P), (unsigned long long)S.Instructions,
                 (unsigned long long)Busy, Total ? 100.0 * Busy / Total : 0.0);
  }
}

void Pipes::writeTimeline(raw_ostream &OS) const {
  OS << "{\"displayTimeUnit\": \"ns\", \"traceEvents\": [\n";
  for (unsigned P = 0; P < NumPipes; ++P)
    OS << "{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": 1, \"tid\": "
       << P << ", \"args\": {\"name\": \"" << pipeName(P) << "\"}},\n";
  for (const TimelineEvent &E : Timeline)
    OS << "{\"name\": \"" << Host.mnemonic(*E.Inst)
       << "\", \"ph\": \"X\", \"pid\": 1, "
       << "\"tid\": " << E.Pipe << ", \"ts\": " << E.Start
       << ", \"dur\": " << E.Duration << ", \"args\": {\"pc\": \"" << hex(E.PC)
       << "\"}},\n";
  OS << "{\"name\": \"end\", \"ph\": \"i\", \"pid\": 1, \"tid\": 0, \"ts\": "
     << totalCycles() << ", \"s\": \"g\"}\n]}\n";
}

} // namespace pto
