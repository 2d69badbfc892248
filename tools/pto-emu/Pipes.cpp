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
#include "Machine.h"
#include "Report.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace pto {

static constexpr uint64_t NotReady = ~uint64_t(0);

const char *pipeName(unsigned Pipe) {
  static const char *const Names[] = {"PIPE_S", "PIPE_V", "PIPE_MTE2",
                                      "PIPE_MTE3"};
  return Pipe < NumPipes ? Names[Pipe] : "PIPE_?";
}

Pipes::Pipes(Machine &M, uint64_t UBSize) : M(M), UBShadow(UBSize) {}

Pipes::~Pipes() {
  for (Queued &Q : Queues)
    for (PipeOp *Op : Q.Ops)
      delete Op;
}

static bool isCopy(unsigned Opcode) {
  return Opcode == PTO::COPY_GM_TO_UBUF || Opcode == PTO::COPY_UBUF_TO_GM ||
         Opcode == PTO::COPY_UBUF_TO_UBUF;
}

unsigned Pipes::pipeOf(const PipeOp &Op) const {
  switch (Op.Inst->getOpcode()) {
  case PTO::SET_FLAG:
  case PTO::PIPE_BARRIER:
  case PTO::GET_BUF:
  case PTO::GET_BUF_I:
  case PTO::RLS_BUF:
  case PTO::RLS_BUF_I:
    return Op.imm(0);
  case PTO::WAIT_FLAG:
    return Op.imm(1);
  default:
    return PTO::getPipe(Op.TSFlags);
  }
}

static uint64_t bufferId(const PipeOp &Op) {
  unsigned Opc = Op.Inst->getOpcode();
  return (Opc == PTO::GET_BUF_I || Opc == PTO::RLS_BUF_I) ? Op.imm(1)
                                                          : Op.gpr(1);
}

static std::array<unsigned, 3> flagKey(const PipeOp &Op) {
  return {unsigned(Op.imm(0)), unsigned(Op.imm(1)), unsigned(Op.imm(2))};
}

void Pipes::issue(PipeOp Op, unsigned Pipe) {
  unsigned Opc = Op.Inst->getOpcode();
  if (Opc == PTO::GET_BUF || Opc == PTO::GET_BUF_I) {
    BufferEvent E;
    E.Pipe = Pipe;
    E.Seq = Op.Seq;
    Buffers[bufferId(Op)].push_back(E);
  }
  Queues[Pipe].Ops.push_back(new PipeOp(std::move(Op)));
  advance();
}

void Pipes::issueAndWait(PipeOp Op, unsigned Pipe) {
  uint64_t Seq = Op.Seq;
  issue(std::move(Op), Pipe);
  auto Pending = [&] {
    for (const PipeOp *Q : Queues[Pipe].Ops)
      if (Q->Seq == Seq)
        return true;
    return false;
  };
  while (Pending())
    if (!runOne(NotReady - 1))
      reportDeadlock();
  ScalarTime = std::max(ScalarTime, Stats[Pipe].LastCompletion);
  Clocks[PipeS].join(Clocks[Pipe]);
}

void Pipes::beginScalar(const PipeOp &Op) {
  CurrentPipe = PipeS;
  Current = &Op;
  ++Clocks[PipeS].C[PipeS];
  ++Stats[PipeS].Instructions;
}

void Pipes::endScalar() { Current = nullptr; }

void Pipes::timing(const PipeOp &Op, uint64_t &Latency,
                   uint64_t &Occupancy) const {
  unsigned Opc = Op.Inst->getOpcode();
  if (isCopy(Opc)) {
    Latency = Occupancy = std::max<uint64_t>(
        1, (TransferBytes + DMABytesPerCycle - 1) / DMABytesPerCycle);
    return;
  }
  scheduledTiming(M.subtarget(), M.instrInfo(), Opc, Latency, Occupancy);
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

uint64_t Pipes::readyTime(unsigned Pipe, const PipeOp &Op) const {
  uint64_t T = std::max({Op.IssueTime, FreeAt[Pipe], BarrierAt[Pipe]});
  const MCInst &Inst = *Op.Inst;
  unsigned Defs = M.instrInfo().get(Inst.getOpcode()).getNumDefs();
  for (unsigned I = Defs; I < Inst.getNumOperands(); ++I) {
    const MCOperand &MO = Inst.getOperand(I);
    if (!MO.isReg())
      continue;
    unsigned R = MO.getReg();
    if (R >= PTO::V0 && R <= PTO::V31)
      T = std::max(T, VReady[R - PTO::V0]);
    else if (R >= PTO::P0 && R <= PTO::P7)
      T = std::max(T, PReady[R - PTO::P0]);
  }
  switch (Inst.getOpcode()) {
  case PTO::WAIT_FLAG: {
    auto It = Flags.find(flagKey(Op));
    if (It == Flags.end() || It->second.empty())
      return NotReady;
    return std::max(T, It->second.front().Time);
  }
  case PTO::GET_BUF:
  case PTO::GET_BUF_I: {
    for (const BufferEvent &E : Buffers.at(bufferId(Op))) {
      if (E.Seq >= Op.Seq)
        break;
      if (E.Pipe == Pipe)
        continue;
      if (!E.Released)
        return NotReady;
      T = std::max(T, E.ReleaseTime);
    }
    return T;
  }
  case PTO::SET_FLAG:
  case PTO::PIPE_BARRIER:
  case PTO::RLS_BUF:
  case PTO::RLS_BUF_I:
  case PTO::MEM_BAR:
    return std::max(T, Stats[Pipe].LastCompletion);
  default:
    return T;
  }
}

void Pipes::start(unsigned Pipe, PipeOp &Op, uint64_t Time) {
  CurrentPipe = Pipe;
  Current = &Op;
  Clocks[Pipe].join(Op.IssueClock);
  ++Clocks[Pipe].C[Pipe];
  TransferBytes = 0;
  switch (Op.Inst->getOpcode()) {
  case PTO::WAIT_FLAG: {
    std::deque<Flag> &Q = Flags[flagKey(Op)];
    Clocks[Pipe].join(Q.front().Clock);
    Q.pop_front();
    break;
  }
  case PTO::SET_FLAG:
    Flags[flagKey(Op)].push_back({Time, Clocks[Pipe]});
    break;
  case PTO::GET_BUF:
  case PTO::GET_BUF_I:
    for (const BufferEvent &E : Buffers[bufferId(Op)])
      if (E.Seq < Op.Seq && E.Pipe != Pipe)
        Clocks[Pipe].join(E.Clock);
    break;
  case PTO::RLS_BUF:
  case PTO::RLS_BUF_I: {
    std::vector<BufferEvent> &Events = Buffers[bufferId(Op)];
    BufferEvent *Held = nullptr;
    for (BufferEvent &E : Events)
      if (E.Pipe == Pipe && !E.Released && E.Seq < Op.Seq)
        Held = &E;
    if (!Held)
      fail("rls_buf " + Twine(pipeName(Pipe)) + ", " + Twine(bufferId(Op)) +
           " at " + M.Prog.where(Op.PC) +
           " releases a buffer the pipe does not hold");
    Held->Released = true;
    Held->ReleaseTime = Time;
    Held->Clock = Clocks[Pipe];
    break;
  }
  case PTO::PIPE_BARRIER:
  case PTO::MEM_BAR:
    BarrierAt[Pipe] = Time;
    break;
  default:
    M.execute(Op);
    break;
  }
  uint64_t Latency, Occupancy;
  timing(Op, Latency, Occupancy);
  FreeAt[Pipe] = Time + Occupancy;
  uint64_t Done = Time + Latency;
  PipeStats &S = Stats[Pipe];
  ++S.Instructions;
  S.BusyCycles += Occupancy;
  S.LastCompletion = std::max(S.LastCompletion, Done);
  unsigned Defs = M.instrInfo().get(Op.Inst->getOpcode()).getNumDefs();
  for (unsigned I = 0; I < Defs; ++I) {
    const MCOperand &MO = Op.Inst->getOperand(I);
    if (!MO.isReg())
      continue;
    unsigned R = MO.getReg();
    if (R >= PTO::V0 && R <= PTO::V31)
      VReady[R - PTO::V0] = Done;
    else if (R >= PTO::P0 && R <= PTO::P7)
      PReady[R - PTO::P0] = Done;
  }
  Timeline.push_back({Pipe, Time, Latency, Op.PC, M.mnemonic(*Op.Inst)});
  Current = nullptr;
  CurrentPipe = PipeS;
}

bool Pipes::runOne(uint64_t Limit) {
  unsigned Best = NumPipes;
  uint64_t BestTime = NotReady;
  for (unsigned P = PipeV; P < NumPipes; ++P) {
    if (Queues[P].Ops.empty())
      continue;
    uint64_t T = readyTime(P, *Queues[P].Ops.front());
    if (T < BestTime) {
      BestTime = T;
      Best = P;
    }
  }
  if (Best == NumPipes || BestTime == NotReady || BestTime > Limit)
    return false;
  PipeOp *Op = Queues[Best].Ops.front();
  Queues[Best].Ops.pop_front();
  start(Best, *Op, BestTime);
  delete Op;
  return true;
}

void Pipes::advance() {
  while (runOne(ScalarTime))
    ;
}

void Pipes::drain() {
  while (runOne(NotReady - 1))
    ;
  for (const Queued &Q : Queues)
    if (!Q.Ops.empty())
      reportDeadlock();
}

void Pipes::barrierAll() {
  auto Busy = [&] {
    for (unsigned P = PipeV; P < NumPipes; ++P)
      if (!Queues[P].Ops.empty())
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
    if (Queues[P].Ops.empty())
      continue;
    const PipeOp &Op = *Queues[P].Ops.front();
    std::string What;
    switch (Op.Inst->getOpcode()) {
    case PTO::WAIT_FLAG:
      What = "waits for an event no pending set_flag sets";
      break;
    case PTO::GET_BUF:
    case PTO::GET_BUF_I:
      What = "waits for a buffer another pipe never releases";
      break;
    default:
      continue;
    }
    fail("deadlock: " + Twine(pipeName(P)) + " is blocked at " +
         M.Prog.where(Op.PC) + ": " + M.describe(Op) + " " + What);
  }
  fail("deadlock: the pipes cannot make progress");
}

void Pipes::scalarWait(const PipeOp &Op) {
  // A2/A3 wait_flag with PIPE_S as destination: the scalar unit stalls.
  auto Key = flagKey(Op);
  while (Flags[Key].empty())
    if (!runOne(NotReady - 1))
      fail("deadlock: PIPE_S is blocked at " + M.Prog.where(Op.PC) + ": " +
           M.describe(Op) + " waits for an event no pending set_flag sets");
  Flag F = Flags[Key].front();
  Flags[Key].pop_front();
  Clocks[PipeS].join(F.Clock);
  ScalarTime = std::max(ScalarTime, F.Time);
}

void Pipes::scalarSetFlag(const PipeOp &Op) {
  ++Clocks[PipeS].C[PipeS];
  Flags[flagKey(Op)].push_back({ScalarTime, Clocks[PipeS]});
}

void Pipes::accessUB(uint64_t Offset, uint64_t Size, bool Write) {
  unsigned Pipe = CurrentPipe;
  const VectorClock &VC = Clocks[Pipe];
  uint32_t Epoch = static_cast<uint32_t>(VC.C[Pipe]);
  uint64_t PC = M.PC;
  if (Current)
    PC = Current->PC;
  auto Race = [&](uint64_t Byte, uint64_t OtherPC, unsigned OtherPipe,
                  bool OtherWrite) {
    RaceKey Key{OtherPC, PC, OtherPipe, Pipe, OtherWrite, Write};
    auto [It, New] = Races.try_emplace(Key, Byte, Byte + 1);
    if (!New) {
      It->second.first = std::min(It->second.first, Byte);
      It->second.second = std::max(It->second.second, Byte + 1);
    }
  };
  for (uint64_t B = Offset; B < Offset + Size; ++B) {
    Shadow &S = UBShadow[B];
    if (S.WritePipe != 0xff && S.WritePipe != Pipe &&
        VC.C[S.WritePipe] < S.WriteEpoch)
      Race(B, S.WritePC, S.WritePipe, true);
    if (Write) {
      for (unsigned R = 0; R < NumPipes; ++R)
        if (R != Pipe && S.ReadEpoch[R] && VC.C[R] < S.ReadEpoch[R])
          Race(B, S.ReadPC[R], R, false);
      S.WritePipe = Pipe;
      S.WriteEpoch = Epoch;
      S.WritePC = PC;
      S.ReadEpoch.fill(0);
    } else {
      S.ReadEpoch[Pipe] = Epoch;
      S.ReadPC[Pipe] = PC;
    }
  }
}

void Pipes::reportRaces(raw_ostream &OS) const {
  for (const auto &[Key, Range] : Races)
    OS << "pto-emu: data race on UB[" << hex(Range.first) << ", "
       << hex(Range.second) << "): " << pipeName(Key.PipeA) << " "
       << (Key.WriteA ? "writes" : "reads") << " it at "
       << M.Prog.where(Key.PCA) << " and " << pipeName(Key.PipeB) << " "
       << (Key.WriteB ? "writes" : "reads") << " it at "
       << M.Prog.where(Key.PCB) << " with no synchronisation ordering them\n";
}

uint64_t Pipes::totalCycles() const {
  uint64_t T = ScalarTime;
  for (const PipeStats &S : Stats)
    T = std::max(T, S.LastCompletion);
  return T;
}

void Pipes::printStats(raw_ostream &OS) const {
  uint64_t Total = totalCycles();
  OS << "cycles: " << Total << "\n";
  for (unsigned P = 0; P < NumPipes; ++P) {
    const PipeStats &S = Stats[P];
    uint64_t Busy = P == PipeS ? ScalarTime : S.BusyCycles;
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
    OS << "{\"name\": \"" << E.Name << "\", \"ph\": \"X\", \"pid\": 1, "
       << "\"tid\": " << E.Pipe << ", \"ts\": " << E.Start
       << ", \"dur\": " << E.Duration << ", \"args\": {\"pc\": \"" << hex(E.PC)
       << "\"}},\n";
  OS << "{\"name\": \"end\", \"ph\": \"i\", \"pid\": 1, \"tid\": 0, \"ts\": "
     << totalCycles() << ", \"s\": \"g\"}\n]}\n";
}

} // namespace pto
