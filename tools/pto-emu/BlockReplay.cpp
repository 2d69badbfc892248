//===-- BlockReplay.cpp - Issue schedules of straight-line runs -----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "BlockReplay.h"
#include "Machine.h"
#include "Pipes.h"
#include "Report.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdlib>

using namespace llvm;

namespace pto {

/// The schedules kept per block (the entry states seen most recently).
static constexpr size_t MaxSchedules = 8;
/// A block recorded this often without a replay is run as before (a
/// pipe falling behind the scalar unit changes the entry state until its
/// queue is full).
static constexpr unsigned GiveUpRecordings = 2 * MaxWaiting;
/// The run-ahead entries a recording notes at the entry: a block whose
/// waits look at more is not kept.
static constexpr size_t MaxRingEntries = 64;

BlockReplay::BlockReplay(Machine &M) : M(M), P(M.Pipeline) {}

BlockReplay::~BlockReplay() {
  // For tests and measurements: whether and how often replay applied.
  if (getenv("PTO_EMU_REPLAY_STATS"))
    errs() << "pto-emu: replayed blocks: " << Replays
           << ", recorded: " << Recordings << "\n";
}

/// \p Time relative to the entry's time \p Entry, a time at or before it
/// as 0 (see the file comment of BlockReplay.h).
static uint64_t relative(uint64_t Time, uint64_t Entry) {
  return Time > Entry ? Time - Entry : 0;
}

/// Calls \p F with the VReady and PReady entries of \p V and \p Pr, lowest
/// register first, vector registers first.
template <typename Fn> static void forEachReady(uint32_t V, uint8_t Pr, Fn F) {
  for (; V; V &= V - 1)
    F(false, countr_zero(V));
  for (unsigned PB = Pr; PB; PB &= PB - 1)
    F(true, countr_zero(PB));
}

bool BlockReplay::matches(const Block &B, const Schedule &S,
                          uint64_t Time) const {
  const Key &K = S.Entry;
  bool Active = P.GroupCycle == Time;
  if (K.GroupActive != Active)
    return false;
  if (Active && (K.GroupSize != P.GroupSize || K.GroupDefs != P.GroupDefs))
    return false;
  if (relative(P.FreeAt[PipeV], Time) != K.FreeAt ||
      relative(P.BarrierAt[PipeV], Time) != K.BarrierAt)
    return false;
  const uint64_t *Ready = K.Ready.data();
  for (uint32_t V = B.VUses; V; V &= V - 1)
    if (relative(P.VReady[countr_zero(V)], Time) != *Ready++)
      return false;
  for (unsigned PB = B.PUses; PB; PB &= PB - 1)
    if (relative(P.PReady[countr_zero(PB)], Time) != *Ready++)
      return false;
  size_t N = P.RunAhead.size();
  if (K.RingExact) {
    if (N != K.RingSize)
      return false;
    for (size_t I = 0; I < K.Ring.size(); ++I)
      if (relative(P.RunAhead[I], Time) != K.Ring[I])
        return false;
  } else if (N > K.RingSize) {
    return false;
  }
  // No queued operation of another pipe may start before the block ends
  // (PIPE_V's queue is empty): the normal path would start it in between.
  if (P.Queued) {
    uint64_t End = Time + S.End;
    if (P.QuietUntil <= End) {
      // A bound as good as the one runOne() keeps.
      P.QuietUntil = P.nextStart();
      if (P.QuietUntil <= End)
        return false;
    }
  }
  return true;
}

void BlockReplay::replay(Block &B, const Schedule &S, uint64_t Time) {
  size_t N = B.Insts.size();
  M.Issued += N;
  M.Seq += N;
  if (B.Vectors) {
    P.TransferBytes = 0;
    P.BusyCycles = 0;
    // Each vector operation joins the scalar unit's clock into PIPE_V's
    // (Pipes::begin); within the block only the scalar unit's own entry of
    // it grows, so one join here and that entry's maximum below do the
    // same.
    P.Clocks[PipeV].join(P.Clocks[PipeS]);
  }
  VectorClock &SClock = P.Clocks[PipeS], &VClock = P.Clocks[PipeV];
  for (size_t I = 0; I < N; ++I) {
    const DecodedInst &D = *B.Insts[I];
    const Step &St = S.Steps[I];
    // The operands the semantics read (Machine::fillOp); the semantics read
    // neither Seq nor IssueClock.
    PipeOp &Op = B.Ops[I];
    if (unsigned NumGPRs = D.NumGPRs)
      for (unsigned G = 0; G < NumGPRs; ++G)
        Op.GPRs[G] = M.X[D.GPRNumber[G]];
    Op.Ctrl = M.Ctrl;
    Op.AtomicAdd = M.AtomicAdd;
    Op.AtomicType = M.AtomicType;
    Op.IssueTime = Time + St.Issue;
    uint64_t NextPC = Op.PC + 8;
    if (St.Vector) {
      // Machine::step, Pipes::issue and runAhead but the timing.
      if (St.PopsBefore)
        P.RunAhead.pop_front(St.PopsBefore);
      uint64_t Start = Time + St.Start;
      P.CurrentPipe = PipeV;
      P.Current = &Op;
      P.CurrentTime = Start;
      VClock.C[PipeS] = std::max(VClock.C[PipeS], SClock.C[PipeS]);
      ++VClock.C[PipeV];
      D.Run(M, Op);
      P.Current = nullptr;
      P.CurrentPipe = PipeS;
      if (St.Push)
        P.RunAhead.push_back(Start);
      M.PC = NextPC;
      continue;
    }
    P.ScalarTime = Op.IssueTime;
    P.beginScalar(Op);
    M.PC = NextPC;
    D.Run(M, Op);
    P.endScalar();
    if (M.PC != NextPC && I + 1 != N)
      fail("internal error: pto-emu replayed a block whose instruction at " +
           M.Prog.where(Op.PC) + " branched");
  }
  P.ScalarTime = Time + S.End;
  P.GroupCycle = Time + S.GroupCycle;
  P.GroupSize = S.GroupSize;
  P.GroupDefs = S.GroupDefs;
  if (B.Vectors) {
    P.FreeAt[PipeV] = Time + S.FreeAt;
    const uint64_t *Ready = S.Ready.data();
    for (uint32_t V = B.VDefs; V; V &= V - 1)
      P.VReady[countr_zero(V)] = Time + *Ready++;
    for (unsigned PB = B.PDefs; PB; PB &= PB - 1)
      P.PReady[countr_zero(PB)] = Time + *Ready++;
    PipeStats &VS = P.Stats[PipeV];
    VS.Instructions += B.Vectors;
    VS.BusyCycles += B.BusyCycles;
    VS.LastCompletion = std::max(VS.LastCompletion, Time + S.MaxDone);
  }
  // A taken branch at the end: the next instruction issues in the next
  // cycle (Machine::step).
  if (M.PC != B.Ops.back().PC + 8)
    P.endIssueCycle();
}

void BlockReplay::record(Block &B, uint64_t Time) {
  bool Known = !B.Insts.empty();
  uint64_t Entry = M.PC;
  B.LastHit = -1;
  Schedule S;
  Key &K = S.Entry;
  K.GroupActive = P.GroupCycle == Time;
  if (K.GroupActive) {
    K.GroupSize = P.GroupSize;
    K.GroupDefs = P.GroupDefs;
  }
  K.FreeAt = relative(P.FreeAt[PipeV], Time);
  K.BarrierAt = relative(P.BarrierAt[PipeV], Time);
  std::array<uint64_t, 32> VReady0;
  std::array<uint64_t, 8> PReady0;
  for (unsigned R = 0; R < 32; ++R)
    VReady0[R] = relative(P.VReady[R], Time);
  for (unsigned R = 0; R < 8; ++R)
    PReady0[R] = relative(P.PReady[R], Time);
  size_t N0 = P.RunAhead.size();
  std::vector<uint64_t> Ring0;
  for (size_t I = 0; I < std::min(N0, MaxRingEntries); ++I)
    Ring0.push_back(relative(P.RunAhead[I], Time));
  // Operations started on the other pipes: each start counts in its pipe's
  // own entry of its clock (Pipes::begin).
  auto OtherStarts = [&] {
    uint64_t N = 0;
    for (unsigned Pipe = 0; Pipe < NumPipes; ++Pipe)
      if (Pipe != PipeS && Pipe != PipeV)
        N += P.Clocks[Pipe].C[Pipe];
    return N;
  };
  uint64_t Starts0 = OtherStarts();
  // Run-ahead entries the scalar unit dropped, and whether it waited for a
  // slot (Pipes::waitForSlotSlow, which alone drops them: PIPE_V's queue is
  // empty, so it runs when the ring holds MaxWaiting entries).
  uint64_t AllPops = 0;
  bool SlowWait = false;

  bool Valid = true;
  // Run-ahead entries pushed, and those pushed before the last vector
  // operation issued.
  uint64_t Pushes = 0, PushesBeforeLastVector = 0;
  bool AnyVector = false;
  for (unsigned I = 0;; ++I) {
    const DecodedInst &D = M.decodedAtPC();
    if (I > 0 && (D.BlockKind == NotInBlock || I == MaxBlockLength))
      break;
    if (Known && (I >= B.Insts.size() || B.Insts[I] != &D))
      Valid = false;
    size_t SizeBefore = P.RunAhead.size();
    uint64_t PC = M.PC;
    M.stepOne();
    Step St;
    St.Issue = P.GroupCycle - Time;
    if (D.Pipe == PipeV) {
      St.Vector = true;
      St.Start = P.FreeAt[PipeV] - D.Occupancy - Time;
      St.Push = St.Start > St.Issue;
      uint64_t Pops = SizeBefore + St.Push - P.RunAhead.size();
      St.PopsBefore = uint32_t(Pops);
      SlowWait |= SizeBefore >= MaxWaiting;
      AllPops += Pops;
      if (P.TransferBytes || P.BusyCycles || Pops != St.PopsBefore)
        Valid = false;
      AnyVector = true;
      PushesBeforeLastVector = Pushes;
      Pushes += St.Push;
    }
    S.Steps.push_back(St);
    if (!Known)
      B.Insts.push_back(&D);
    if (D.BlockKind == EndsBlock)
      break;
    if (M.PC != PC + 8) {
      // Not expected: an instruction that may branch ends a block.
      Valid = false;
      break;
    }
  }
  if (!Known) {
    uint64_t PC = Entry;
    for (const DecodedInst *D : B.Insts) {
      PipeOp Op;
      Op.D = D;
      Op.Inst = &D->Inst;
      Op.PC = PC;
      Op.TSFlags = D->TSFlags;
      B.Ops.push_back(Op);
      PC += 8;
      if (D->Pipe != PipeV) {
        ++B.Scalars;
        continue;
      }
      ++B.Vectors;
      B.VUses |= D->VUses;
      B.VDefs |= D->VDefs;
      B.PUses |= D->PUses;
      B.PDefs |= D->PDefs;
      B.BusyCycles += D->Occupancy;
    }
  }
  if (S.Steps.size() != B.Insts.size() || OtherStarts() != Starts0 ||
      !P.Queues[PipeV].empty())
    Valid = false;
  ++Recordings;
  ++B.Recordings;
  if (B.Recordings >= GiveUpRecordings && !B.Hits)
    B.Disabled = true;
  if (!Valid)
    return;

  forEachReady(B.VUses, B.PUses, [&](bool IsP, unsigned R) {
    K.Ready.push_back(IsP ? PReady0[R] : VReady0[R]);
  });
  if (SlowWait) {
    // The scalar unit waited for a slot: the ring's length and the entries
    // its waits looked at (those dropped and the one after) decide them.
    K.RingExact = true;
    K.RingSize = N0;
    size_t Looked = std::min<uint64_t>(N0, AllPops + 1);
    if (Looked > Ring0.size())
      return;
    K.Ring.assign(Ring0.begin(), Ring0.begin() + Looked);
  } else {
    // Every vector operation found a slot without looking at the ring:
    // so would it with the ring at most this long.
    K.RingSize =
        AnyVector ? MaxWaiting - 1 - PushesBeforeLastVector : ~size_t(0);
  }
  S.End = S.Steps.back().Issue;
  S.GroupCycle = P.GroupCycle - Time;
  S.GroupSize = P.GroupSize;
  S.GroupDefs = P.GroupDefs;
  if (AnyVector) {
    S.FreeAt = P.FreeAt[PipeV] - Time;
    forEachReady(B.VDefs, B.PDefs, [&](bool IsP, unsigned R) {
      S.Ready.push_back((IsP ? P.PReady[R] : P.VReady[R]) - Time);
    });
    for (size_t I = 0; I < B.Insts.size(); ++I)
      if (S.Steps[I].Vector)
        S.MaxDone = std::max(S.MaxDone, S.Steps[I].Start + B.Insts[I]->Latency);
  }
  if (B.Schedules.size() < MaxSchedules) {
    B.LastHit = int(B.Schedules.size());
    B.Schedules.push_back(std::move(S));
  } else {
    B.LastHit = int(B.NextVictim);
    B.Schedules[B.NextVictim] = std::move(S);
    B.NextVictim = (B.NextVictim + 1) % MaxSchedules;
  }
}

bool BlockReplay::run() {
  // Operations queued on PIPE_V run later, not at issue: no replay (tested
  // first, so that kernels whose vector operations wait in the queue pay
  // little for the look-up).
  if (!P.Queues[PipeV].empty())
    return false;
  std::unique_ptr<Block> &Slot = Blocks[M.PC];
  if (!Slot)
    Slot = std::make_unique<Block>();
  Block &B = *Slot;
  if (B.Disabled)
    return false;
  uint64_t Time = P.ScalarTime;
  if (!B.Insts.empty()) {
    // Machine::checkInstructionLimit of its last instruction.
    if (M.Issued + B.Insts.size() - 1 >= M.IssueLimit)
      return false;
    // The schedule that followed the last one replayed, then the others.
    int Hint = B.LastHit >= 0 ? B.Schedules[B.LastHit].Next : -1;
    int Found = -1;
    if (Hint >= 0 && matches(B, B.Schedules[Hint], Time))
      Found = Hint;
    for (int I = 0, E = int(B.Schedules.size()); Found < 0 && I < E; ++I)
      if (I != Hint && matches(B, B.Schedules[I], Time))
        Found = I;
    if (Found >= 0) {
      if (B.LastHit >= 0)
        B.Schedules[B.LastHit].Next = Found;
      B.LastHit = Found;
      replay(B, B.Schedules[Found], Time);
      ++B.Hits;
      ++Replays;
      return true;
    }
  }
  if (M.decodedAtPC().BlockKind == NotInBlock) {
    B.Disabled = true;
    return false;
  }
  record(B, Time);
  return true;
}

} // namespace pto
