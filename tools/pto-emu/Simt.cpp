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
// threads in index order. The threads of a warp run in lock step: each
// active thread one instruction per round. A warp operation (vote, shfl,
// redux) waits until every thread of the warp that has not returned waits
// at one; the threads at the lowest such address then run it together. A
// warp runs until all its threads wait or have returned; once every thread
// of the launch waits at bar.sync, all go on. A thread has its
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
#include "Numeric.h"
#include "Report.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/MathExtras.h"
#include <cmath>
#include <cstring>

using namespace llvm;

namespace pto {

namespace {
constexpr uint64_t ThreadStackBytes = 8 * 1024;
/// Where a thread's `ret` lands: it has finished.
constexpr uint64_t ThreadDone = 0;
} // namespace

uint64_t Machine::threadStackTop(unsigned Index) {
  assert(Index < SimtStackThreads && "stacks not made for the launch");
  return SimtStackBase + (Index + 1) * ThreadStackBytes - 64;
}

void Machine::makeThreadStacks(unsigned Threads) {
  if (Threads <= SimtStackThreads)
    return;
  // Stacks for the threads of the largest launch so far, made once per
  // size (a launch of 65535 threads takes 512 MiB of GM).
  SimtStackThreads = std::max<uint64_t>(Threads, 1024);
  SimtStackBase =
      GM.add("simt stacks", SimtStackThreads * ThreadStackBytes).Base;
}

std::string Machine::threadName(const SimtThread &T) const {
  return "SIMT thread (" + std::to_string(T.TidX) + ", " +
         std::to_string(T.TidY) + ")";
}

const DecodedInst &Machine::fetchThread(const SimtThread &T) {
  return Prog.fetch(T.PC, Dis, [&](DecodedInst &New) { complete(New); });
}

void Machine::stepThread(SimtThread &T, const DecodedInst &D) {
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
  Op.AtomicAdd = AtomicAdd;
  Op.AtomicType = AtomicType;
  Op.IssueTime = Pipeline.currentTime() + T.Instructions;
  std::swap(X, T.X);
  PC = T.PC + 8;
  Simt = &T;
  D.Run(*this, Op);
  Simt = nullptr;
  T.PC = PC;
  std::swap(X, T.X);
  ++T.Instructions;
  if (T.X[2] < T.StackLimit)
    fail(threadName(T) + " overflows its " + Twine(ThreadStackBytes / 1024) +
         " KiB stack at " + Prog.where(Op.PC) + " (docs/simt.md)");
}

namespace {

/// What a thread waits at before it can go on.
bool isWarpOperation(const DecodedInst &D) { return isWarpFamily(D.Info->Fam); }
bool isBarrier(const DecodedInst &D) { return D.Info->Fam == Family::bar_sync; }

/// The value of scalar-register operand \p Operand of \p D in thread \p T.
uint64_t threadOperand(const SimtThread &T, const DecodedInst &D,
                       unsigned Operand) {
  return T.X[D.GPRNumber[D.GPRSlot[Operand]]];
}

void setThreadResult(SimtThread &T, const DecodedInst &D, uint64_t Value) {
  unsigned Number = D.GPRNumber[D.GPRSlot[0]];
  if (Number != 0)
    T.X[Number] = Value;
}

uint64_t signExtend32(uint64_t V) { return uint64_t(int64_t(int32_t(V))); }

float bitsToFloat(uint64_t V) {
  uint32_t Bits = uint32_t(V);
  float F;
  std::memcpy(&F, &Bits, 4);
  return F;
}
uint64_t floatToBits(float F) {
  uint32_t Bits;
  std::memcpy(&Bits, &F, 4);
  return Bits;
}

/// redux over the values of the active threads, in lane order.
uint64_t reduce(Family Fam, PTO::ElemType Type, ArrayRef<uint64_t> Values) {
  bool Add = Fam == Family::redux_add, Max = Fam == Family::redux_max;
  switch (Type) {
  case PTO::S32:
  case PTO::U32: {
    bool Signed = Type == PTO::S32;
    uint64_t R = Values[0];
    for (uint64_t V : Values.drop_front()) {
      if (Add) {
        R = R + V;
        continue;
      }
      bool Less = Signed ? int32_t(R) < int32_t(V) : uint32_t(R) < uint32_t(V);
      if (Less == Max)
        R = V;
    }
    return Signed ? signExtend32(R) : uint64_t(uint32_t(R));
  }
  case PTO::F32: {
    float R = bitsToFloat(Values[0]);
    for (uint64_t V : Values.drop_front()) {
      float F = bitsToFloat(V);
      R = Add ? R + F : Max ? std::fmax(R, F) : std::fmin(R, F);
    }
    return floatToBits(R);
  }
  default: { // f16: each step exact in double, rounded once to half.
    double R = halfToFloat(uint16_t(Values[0]));
    for (uint64_t V : Values.drop_front()) {
      double F = halfToFloat(uint16_t(V));
      R = Add ? R + F : Max ? std::fmax(R, F) : std::fmin(R, F);
      R = halfToFloat(floatToHalf(R, RoundNearestEven));
    }
    return floatToHalf(R, RoundNearestEven);
  }
  }
}

} // namespace

bool isWarpFamily(Family F) {
  switch (F) {
  case Family::vote_all:
  case Family::vote_any:
  case Family::vote_uni:
  case Family::vote_ballot:
  case Family::shfl_idx:
  case Family::shfl_up:
  case Family::shfl_down:
  case Family::shfl_bfly:
  case Family::redux_add:
  case Family::redux_max:
  case Family::redux_min:
    return true;
  default:
    return false;
  }
}

void Machine::runWarpOperation(ArrayRef<SimtThread *> Group,
                               const DecodedInst &D) {
  Family Fam = D.Info->Fam;
  // The active threads by lane.
  std::array<SimtThread *, WarpSize> ByLane{};
  for (SimtThread *T : Group)
    ByLane[T->Index % WarpSize] = T;
  std::array<uint64_t, WarpSize> Result{};
  SmallVector<uint64_t, WarpSize> Values;
  for (SimtThread *T : Group)
    Values.push_back(threadOperand(*T, D, 1));

  switch (Fam) {
  case Family::vote_all:
  case Family::vote_any:
  case Family::vote_uni:
  case Family::vote_ballot: {
    unsigned Set = 0;
    uint64_t Ballot = 0;
    for (SimtThread *T : Group)
      if (threadOperand(*T, D, 1)) {
        ++Set;
        Ballot |= uint64_t(1) << (T->Index % WarpSize);
      }
    uint64_t V = Fam == Family::vote_all   ? Set == Group.size()
                 : Fam == Family::vote_any ? Set != 0
                 : Fam == Family::vote_uni ? Set == 0 || Set == Group.size()
                                           : Ballot;
    Result.fill(V);
    break;
  }
  case Family::redux_add:
  case Family::redux_max:
  case Family::redux_min:
    Result.fill(reduce(Fam, PTO::getElemType(D.TSFlags), Values));
    break;
  default: { // shuffles
    for (SimtThread *T : Group) {
      unsigned Lane = T->Index % WarpSize;
      uint64_t Control = threadOperand(*T, D, 2);
      unsigned Width = WarpSize - ((Control >> 16) & 0x1f);
      if (!llvm::isPowerOf2_32(Width))
        fail(threadName(*T) + " runs " + mnemonic(D.Inst) + " at " +
             Prog.where(T->PC) + " with a group width of " + Twine(Width) +
             ": the width is a power of 2 up to 32 ((32 - width) << 16 of "
             "the control word)");
      unsigned Value = Control & 0x1f;
      unsigned Base = Lane & ~(Width - 1);
      int Source = Fam == Family::shfl_idx    ? int(Base + Value % Width)
                   : Fam == Family::shfl_up   ? int(Lane) - int(Value)
                   : Fam == Family::shfl_down ? int(Lane + Value)
                                              : int(Lane ^ Value);
      bool Inside = Source >= 0 && unsigned(Source) < WarpSize &&
                    (Fam == Family::shfl_up ? unsigned(Source) >= Base
                                            : unsigned(Source) < Base + Width);
      const SimtThread *From = Inside ? ByLane[Source] : nullptr;
      Result[Lane] = threadOperand(From ? *From : *T, D, 1);
    }
    break;
  }
  }
  for (SimtThread *T : Group) {
    checkInstructionLimit();
    setThreadResult(*T, D, Result[T->Index % WarpSize]);
    T->PC += 8;
    T->Wait = SimtThread::Running;
    ++T->Instructions;
  }
}

void Machine::runWarp(MutableArrayRef<SimtThread> Warp, uint64_t &Rounds) {
  for (;;) {
    bool Stepped = false;
    for (SimtThread &T : Warp) {
      if (T.PC == ThreadDone || T.Wait != SimtThread::Running)
        continue;
      const DecodedInst &D = fetchThread(T);
      if (isWarpOperation(D)) {
        T.Wait = SimtThread::AtWarpOperation;
        continue;
      }
      if (isBarrier(D)) {
        T.Wait = SimtThread::AtBarrier;
        continue;
      }
      stepThread(T, D);
      Stepped = true;
    }
    if (Stepped) {
      ++Rounds;
      continue;
    }
    // Every thread waits or has returned: the threads at the warp operation
    // of the lowest address run it together.
    uint64_t At = ~uint64_t(0);
    for (const SimtThread &T : Warp)
      if (T.PC != ThreadDone && T.Wait == SimtThread::AtWarpOperation)
        At = std::min(At, T.PC);
    if (At == ~uint64_t(0))
      return;
    SmallVector<SimtThread *, WarpSize> Group;
    for (SimtThread &T : Warp)
      if (T.PC == At && T.Wait == SimtThread::AtWarpOperation)
        Group.push_back(&T);
    runWarpOperation(Group, fetchThread(*Group.front()));
    ++Rounds;
  }
}

void Machine::runSimtLaunch(const PipeOp &Op,
                            const std::array<uint64_t, 8> &Args) {
  uint64_t Fn = Op.gprOf(Role::fn), DimX = Op.gprOf(Role::dimx),
           DimY = Op.gprOf(Role::dimy);
  uint64_t Bound = Op.immOf(Role::bound);
  if (DimX == 0 || DimY == 0 || DimX > Bound || DimY > Bound ||
      DimX * DimY > Bound)
    fail("simt.launch of " + Twine(DimX) + " x " + Twine(DimY) +
         " threads at " + Prog.where(Op.PC) +
         ": a launch of this function "
         "has 1 to " +
         Twine(Bound) + " threads (its LAUNCH_BOUND)");
  unsigned Threads = unsigned(DimX * DimY);
  makeThreadStacks(Threads);

  std::vector<SimtThread> All(Threads);
  for (unsigned I = 0; I < Threads; ++I) {
    SimtThread &T = All[I];
    std::copy(Args.begin(), Args.end(), T.X.begin() + 10);
    T.X[1] = ThreadDone;
    T.X[2] = threadStackTop(I);
    T.StackLimit = T.X[2] + 64 - ThreadStackBytes;
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
  for (;;) {
    for (unsigned First = 0; First < Threads; First += WarpSize)
      runWarp(MutableArrayRef<SimtThread>(All).slice(
                  First, std::min(WarpSize, Threads - First)),
              Rounds);
    // Every thread has returned or waits at bar.sync.
    unsigned Waiting = 0;
    for (SimtThread &T : All)
      Waiting += T.PC != ThreadDone;
    if (!Waiting)
      break;
    for (SimtThread &T : All) {
      if (T.PC == ThreadDone)
        continue;
      checkInstructionLimit();
      T.PC += 8;
      T.Wait = SimtThread::Running;
      ++T.Instructions;
    }
    // The barrier orders the threads' accesses before it against those
    // after it.
    SimtAccesses.clear();
    ++Rounds;
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
    // The lanes of one warp storing at one instruction store once (the
    // highest lane's value stays): no race.
    bool SameWarpStore = Write && A.Writer && A.WriterPC == InstPC &&
                         (A.Writer - 1) / WarpSize == T.Index / WarpSize;
    if (A.Writer && A.Writer - 1 != T.Index && !SameWarpStore)
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
  // Warp operations and bar.sync run in runWarp; outside a launch they
  // stop the run.
  OpHandler OutsideLaunch = [](Machine &M, const PipeOp &Op) {
    fail(M.describe(Op) + " at " + M.Prog.where(Op.PC) +
         ": warp operations and bar.sync run in SIMT threads (a function "
         "simt.launch starts)");
  };
  for (unsigned F = 0; F < NumFamilies; ++F)
    if (isWarpFamily(Family(F)) || Family(F) == Family::bar_sync)
      Ops[Family(F)] = {OutsideLaunch, {}};
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
