//===-- Simt.cpp - SIMT launches on the vector core -----------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// simt.launch (PTOInstrSimt.td, docs/simt.md) runs on PIPE_V: when the pipe
// reaches it, its dimx x dimy threads run the function, in warps of 32
// threads in index order, warp after warp. The threads of a warp run in
// lock step: each active thread one instruction per round. A thread has its
// own scalar registers (x10-x17 the launch's arguments as the core had them
// when it issued the launch, x2 its own stack) and returns to end. Its UB
// and GM accesses are PIPE_V's for the race checks against the other pipes
// and cores; accesses of different threads of a launch to the same bytes,
// one of them a write and neither atomic, are reported as races. The launch
// occupies PIPE_V for one cycle per round of each warp.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "Machine.h"
#include "Report.h"
#include "llvm/MC/MCInst.h"

using namespace llvm;

namespace pto {

namespace {
constexpr unsigned WarpSize = 32;
constexpr uint64_t ThreadStackBytes = 8 * 1024;
/// Where a thread's `ret` lands: it has finished.
constexpr uint64_t ThreadDone = 0;
} // namespace

uint64_t Machine::threadStackTop(unsigned Index) {
  if (Index >= SimtStackThreads) {
    // Stacks for the threads of the largest launch so far.
    SimtStackThreads = std::max<uint64_t>(Index + 1, 1024);
    SimtStackBase =
        GM.add("simt stacks", SimtStackThreads * ThreadStackBytes).Base;
  }
  return SimtStackBase + (Index + 1) * ThreadStackBytes - 64;
}

std::string Machine::threadName(const SimtThread &T) const {
  return "SIMT thread (" + std::to_string(T.TidX) + ", " +
         std::to_string(T.TidY) + ")";
}

void Machine::stepThread(SimtThread &T) {
  const DecodedInst &D =
      Prog.fetch(T.PC, Dis, [&](DecodedInst &New) { complete(New); });
  PipeOp Op;
  Op.D = &D;
  Op.Inst = &D.Inst;
  Op.PC = T.PC;
  Op.TSFlags = D.TSFlags;
  if (D.Pipe != PipeS || PTO::getSyncKind(D.TSFlags) != PTO::SyncNone)
    fail(threadName(T) + " runs " + describe(Op) + " at " + Prog.where(T.PC) +
         ": SIMT threads run scalar instructions only (docs/simt.md)");
  if (!D.Sem)
    notModelled(Op);
  checkInstructionLimit();
  for (unsigned I = 0; I < D.NumGPRs; ++I)
    Op.GPRs[I] = T.X[D.GPRNumber[I]];
  Op.Ctrl = Ctrl;
  Op.IssueTime = Pipeline.currentTime() + T.Instructions;
  std::swap(X, T.X);
  PC = T.PC + 8;
  Simt = &T;
  D.Sem->Execute(*this, Op);
  Simt = nullptr;
  T.PC = PC;
  std::swap(X, T.X);
  ++T.Instructions;
}

void Machine::runSimtLaunch(const PipeOp &Op,
                            const std::array<uint64_t, 8> &Args) {
  uint64_t Fn = Op.gpr(0), DimX = Op.gpr(1), DimY = Op.gpr(2);
  uint64_t Bound = Op.imm(3);
  if (DimX == 0 || DimY == 0 || DimX > Bound || DimY > Bound ||
      DimX * DimY > Bound)
    fail("simt.launch of " + Twine(DimX) + " x " + Twine(DimY) +
         " threads at " + Prog.where(Op.PC) +
         ": a launch of this function "
         "has 1 to " +
         Twine(Bound) + " threads (its LAUNCH_BOUND)");
  unsigned Threads = unsigned(DimX * DimY);

  std::vector<SimtThread> All(Threads);
  for (unsigned I = 0; I < Threads; ++I) {
    SimtThread &T = All[I];
    std::copy(Args.begin(), Args.end(), T.X.begin() + 10);
    T.X[1] = ThreadDone;
    T.X[2] = threadStackTop(I);
    T.X[4] = X[4]; // the UB spill area's base
    T.PC = Fn;
    T.Index = I;
    T.TidX = uint32_t(I % DimX);
    T.TidY = uint32_t(I / DimX);
    T.DimX = uint32_t(DimX);
    T.DimY = uint32_t(DimY);
  }

  uint64_t SavedPC = PC;
  SimtAccesses.clear();
  uint64_t Rounds = 0;
  for (unsigned First = 0; First < Threads; First += WarpSize) {
    unsigned End = std::min(Threads, First + WarpSize);
    for (bool Active = true; Active;) {
      Active = false;
      for (unsigned I = First; I < End; ++I) {
        if (All[I].PC == ThreadDone)
          continue;
        stepThread(All[I]);
        Active = true;
      }
      Rounds += Active;
    }
  }
  PC = SavedPC;
  SimtAccesses.clear();
  Pipeline.setBusyCycles(std::max<uint64_t>(Rounds, 1));
}

void Machine::recordThreadAccess(bool IsUB, uint64_t Addr, uint64_t Size,
                                 bool Write, uint64_t InstPC) {
  const SimtThread &T = *Simt;
  for (uint64_t B = 0; B < Size; ++B) {
    ThreadAccess &A = SimtAccesses[(uint64_t(IsUB) << 63) | (Addr + B)];
    bool Conflict = false;
    if (A.Writer && A.Writer - 1 != T.Index)
      Conflict = true; // written by another thread
    if (Write && A.Reader && A.Reader - 1 != T.Index)
      Conflict = true; // read by another thread
    if (Conflict) {
      uint64_t OtherPC =
          A.Writer && A.Writer - 1 != T.Index ? A.WriterPC : A.ReaderPC;
      std::string Line =
          "pto-emu: data race on " + std::string(IsUB ? "UB" : "GM") + "[" +
          hex(Addr + B) + "]: two threads of the " +
          "SIMT launch access it, one at " + Prog.where(OtherPC) + " and " +
          threadName(T) + (Write ? " writes it" : " reads it") + " at " +
          Prog.where(InstPC) + ", with no atomic or barrier between them\n";
      if (SimtRaceLines.insert(Line).second)
        SimtRaces.push_back(Line);
      return;
    }
    if (Write) {
      A.Writer = T.Index + 1;
      A.WriterPC = InstPC;
    } else if (!A.Reader) {
      A.Reader = T.Index + 1;
      A.ReaderPC = InstPC;
    }
  }
}

void registerSimtOps(OpTable &Ops) {
  // The argument registers when issued; the threads when PIPE_V runs it.
  Ops[Family::simt_launch] = {
      [](Machine &M, const PipeOp &Op) {
        std::array<uint64_t, 8> Args = M.PendingSimtArgs.front();
        M.PendingSimtArgs.pop_front();
        M.runSimtLaunch(Op, Args);
      },
      [](Machine &M, const PipeOp &) {
        std::array<uint64_t, 8> Args;
        std::copy(M.X.begin() + 10, M.X.begin() + 18, Args.begin());
        M.PendingSimtArgs.push_back(Args);
      }};
}

} // namespace pto
