//===-- Machine.cpp - The emulated PTO vector core ------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Machine.h"
#include "BlockReplay.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "Report.h"
#include "__pto_debug.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <mutex>

using namespace llvm;

namespace pto {

/// Where `ret` from the kernel lands: not an instruction address.
static constexpr uint64_t ReturnSentinel = 0;
static constexpr uint64_t StackSize = 1 << 20;

/// The synchronisation the pipes carry out themselves (Pipes::start,
/// Machine::step): their families need no handler of their own.
static void registerPipeSynchronisation(OpTable &Ops) {
  for (Family F : {Family::set_flag, Family::wait_flag, Family::pipe_barrier,
                   Family::get_buf, Family::rls_buf, Family::mem_bar})
    Ops[F] = {[](Machine &, const PipeOp &) {}, {}};
}

const OpTable &opTable() {
  static const OpTable Table = [] {
    OpTable Ops;
    registerScalarOps(Ops);
    registerVectorOps(Ops);
    registerVectorMemoryOps(Ops);
    registerStridedMemoryOps(Ops);
    registerPredicateOps(Ops);
    registerDMAOps(Ops);
    registerPipeSynchronisation(Ops);
    registerAtomicOps(Ops);
    registerSimtOps(Ops);
    return Ops;
  }();
  return Table;
}

Machine::Machine(const MCInstrInfo &MII, const MCRegisterInfo &MRI,
                 const MCSubtargetInfo &STI, const MCDisassembler &Dis,
                 MCInstPrinter &Printer, MachineOptions Options,
                 GlobalMemory &GM, Program &Prog, CrossCore &Cores)
    : GM(GM), Prog(Prog), Cores(Cores), UB(ubBytes(Options.IsA5)),
      Pipeline(*this, ubBytes(Options.IsA5), Options.Timeline,
               /*RunAtIssue=*/!Options.Timeline && !Options.Trace),
      MII(MII), MRI(MRI), STI(STI), Dis(Dis), Printer(Printer),
      Options(Options) {
  Pipeline.IssueWidth = std::max(1u, STI.getSchedModel().IssueWidth);
  if (!Options.Trace)
    Pipeline.RunAheadCore = this;
  // Runs of queued PIPE_V operations replay with operations run ahead, on
  // any number of cores: a core runs them in one go either way.
  Pipeline.ReplayQueued =
      Options.ReplayBlocks && !Options.Timeline && !Options.Trace;
  setIssueLimit();
  // Replay needs operations run at issue (no trace, no timeline), and one
  // core: the cores of a launch take turns instruction by instruction.
  if (Options.ReplayBlocks && !Options.Timeline && !Options.Trace &&
      Options.BlockNum == 1)
    Replay = std::make_unique<BlockReplay>(*this);
}

Machine::~Machine() = default;

unsigned Machine::xIndex(unsigned Reg) const {
  return MRI.getEncodingValue(Reg);
}
unsigned Machine::alIndex(unsigned Reg) const {
  return MRI.getEncodingValue(Reg);
}
unsigned Machine::vaIndex(unsigned Reg) const {
  return MRI.getEncodingValue(Reg);
}

void Machine::setX(unsigned Reg, uint64_t Value) {
  unsigned I = xIndex(Reg);
  if (I != 0) // x0 reads as zero
    X[I] = Value;
}

/// The cores of a launch share one MCInstPrinter, which promises no thread
/// safety: cores on host threads of their own print (an error's message)
/// one at a time.
static std::mutex PrinterLock;

std::string Machine::mnemonic(const MCInst &Inst) const {
  std::lock_guard<std::mutex> Lock(PrinterLock);
  // The printer's mnemonic runs up to the first operand (`vtranspose\t[`).
  StringRef M = Printer.getMnemonic(&Inst).first;
  return M.take_until([](char C) { return C == ' ' || C == '\t'; }).str();
}

std::string Machine::describe(const PipeOp &Op) const {
  std::string S;
  raw_string_ostream OS(S);
  {
    std::lock_guard<std::mutex> Lock(PrinterLock);
    Printer.printInst(Op.Inst, Op.PC, "", STI, OS);
  }
  std::replace(S.begin(), S.end(), '\t', ' ');
  return StringRef(S).trim().str();
}

void Machine::notModelled(const PipeOp &Op, StringRef What) {
  fail("not modelled: " + mnemonic(*Op.Inst) +
       (What.empty() ? "" : " " + What) + " (at " + Prog.where(Op.PC) +
       "; docs/emulator.md lists what the emulator does not model)");
}

void Machine::executeChecked(const PipeOp &Op) {
  if (!Op.D->Sem)
    notModelled(Op);
  Op.D->Run(*this, Op);
  if (Options.Trace)
    trace(Op);
}

void Machine::trace(const PipeOp &Op) {
  unsigned Pipe = Pipeline.currentPipe();
  outs() << "[" << pipeName(Pipe) << "] " << Prog.symbolize(Op.PC) << ": "
         << describe(Op);
  const MCInstrDesc &Desc = MII.get(Op.Inst->getOpcode());
  for (unsigned I = 0; I < Desc.getNumDefs(); ++I) {
    const MCOperand &MO = Op.Inst->getOperand(I);
    if (!MO.isReg())
      continue;
    unsigned R = MO.getReg();
    outs() << (I ? ", " : " ; ") << MRI.getName(R) << " =";
    if (R >= PTO::X0 && R <= PTO::X31)
      outs() << " " << hex(X[xIndex(R)]);
    else if (R >= PTO::V0 && R <= PTO::V31)
      for (unsigned B = 0; B < 16; ++B)
        outs() << format(" %02x", V[vIndex(R)][B]);
    else if (R >= PTO::P0 && R <= PTO::P7)
      for (unsigned B = 0; B < 8; ++B)
        outs() << format(" %02x", P[pIndex(R)][B]);
  }
  outs() << "\n" << TraceWrites;
  TraceWrites.clear();
}

/// The encoding of pipe_barrier's PIPE_ALL (PTOModes.td).
static constexpr unsigned PipeAllToken = PTO::BarrierPipe_PIPE_ALL;

/// DecodedInst::Run of an instruction without a typed handler.
static void runExecute(Machine &M, const PipeOp &Op) {
  Op.D->Sem->Execute(M, Op);
}

void Machine::selectHandler(DecodedInst &D) const {
  if (!D.Sem)
    return;
  D.Run = runExecute;
  const InstrSemantics &Info = *D.Info;
  auto RegOf = [&](Role R) -> uint8_t {
    int I = Info.operandOf(R);
    return isKeptOperand(I) ? D.RegNumber[I] : 0;
  };
  D.Vd = RegOf(Role::vd);
  D.Vs1 = RegOf(Role::vs1);
  D.Vs2 = RegOf(Role::vs2);
  D.Pg = RegOf(Role::pg);
  if (D.Sem->Specialise)
    if (ExecuteFn Special = D.Sem->Specialise(D)) {
      D.Run = Special;
      return;
    }
  ExecuteFn Typed = D.Sem->Typed[PTO::getElemType(D.TSFlags)];
  if (!Typed)
    return;
  for (Role R : D.Sem->TypedRoles)
    if (Info.operandOf(R) < 0)
      return;
  D.Run = Typed;
}

void Machine::complete(DecodedInst &D) const {
  const MCInst &Inst = D.Inst;
  unsigned Opc = Inst.getOpcode();
  const MCInstrDesc &Desc = MII.get(Opc);
  D.TSFlags = Desc.TSFlags;
  D.Info = lookupSemantics(Opc);
  if (!D.Info)
    fail("no semantics table entry for " + mnemonic(Inst));
  D.Sem = opTable().find(D.Info->Fam);
  switch (D.Info->Fam) {
  case Family::copy_gm_to_ubuf:
  case Family::copy_ubuf_to_gm:
  case Family::copy_ubuf_to_ubuf:
    // Their time comes from the bytes they move (Pipes::start).
    break;
  default:
    scheduledTiming(STI, MII, Opc, D.Latency, D.Occupancy);
  }
  PTO::SyncKind Sync = PTO::getSyncKind(D.TSFlags);
  if (Sync == PTO::SyncSetFlag || Sync == PTO::SyncWaitFlag)
    D.FlagSlot = flagSlot(D);
  unsigned Defs = Desc.getNumDefs();
  for (unsigned I = 0; I < Inst.getNumOperands(); ++I) {
    const MCOperand &MO = Inst.getOperand(I);
    if (!MO.isReg())
      continue;
    unsigned R = MO.getReg();
    bool IsDef = I < Defs;
    if (R >= PTO::X0 && R <= PTO::X31) {
      if (D.NumGPRs == MaxGPROperands || I >= MaxOperands)
        fail("too many register operands in " + mnemonic(Inst));
      D.GPRSlot[I] = D.NumGPRs;
      unsigned Number = MRI.getEncodingValue(R);
      D.GPRNumber[D.NumGPRs++] = Number;
      if (Number != 0) // x0 reads as zero
        (IsDef ? D.GDefs : D.GUses) |= 1u << Number;
      continue;
    }
    if (R >= PTO::V0 && R <= PTO::V31) {
      (IsDef ? D.VDefs : D.VUses) |= 1u << (R - PTO::V0);
      if (I < MaxOperands)
        D.RegNumber[I] = R - PTO::V0;
    } else if (R >= PTO::P0 && R <= PTO::P7) {
      (IsDef ? D.PDefs : D.PUses) |= 1u << (R - PTO::P0);
      if (I < MaxOperands)
        D.RegNumber[I] = R - PTO::P0;
    }
  }
  selectHandler(D);
  // The pipe whose order it runs in: plt_b32, issued by the scalar unit,
  // writes a predicate and runs in PIPE_V order (VectorOrder, TSFlags).
  D.Pipe = PTO::getOrderPipe(D.TSFlags);
  D.PlainPipeOp = Sync == PTO::SyncNone && D.Pipe != PipeS &&
                  D.Info->Fam != Family::get_vms4_sr &&
                  !(D.Sem && D.Sem->Issue);
  D.PlainScalarOp = Sync == PTO::SyncNone && D.Pipe == PipeS;
  // What replay can take (BlockReplay.h): the PIPE_V operations run at
  // issue whose time is their scheduling model's (not a copy, whose time is
  // its size, nor a SIMT launch, whose time is its threads'), and the scalar
  // unit's own; an instruction that may change the PC ends a run.
  bool VectorInRun = D.PlainPipeOp && D.Pipe == PipeV &&
                     D.Info->Fam != Family::copy_ubuf_to_ubuf &&
                     D.Info->Fam != Family::simt_launch;
  bool MayBranch = Desc.isBranch() || Desc.isCall() || Desc.isReturn() ||
                   Desc.isIndirectBranch() || Desc.isTerminator() ||
                   Desc.isBarrier() || Desc.hasDefOfPhysReg(Inst, PTO::PC, MRI);
  if (!D.Sem || !(VectorInRun || D.PlainScalarOp))
    D.BlockKind = NotInBlock;
  else
    D.BlockKind = MayBranch ? EndsBlock : InBlock;
  if (D.BlockKind == InBlock)
    D.Path = D.PlainPipeOp ? PlainPipeOpInRun : PlainScalarOpInRun;
}

void Machine::start(uint64_t Entry) {
  GMRegion &Stack = GM.add("stack", StackSize);
  X[2] = Stack.end() - 8 * KernelStackArguments;
  // The UB spill area grows down from the UB globals at the top of UB.
  X[4] = Prog.ubStaticBase();
  X[1] = ReturnSentinel;
  PC = Entry;
  Returned = false;
}

const DecodedInst &Machine::decodedAtPC() {
  return Prog.fetch(PC, Dis, [&](DecodedInst &New) { complete(New); });
}

LLVM_ATTRIBUTE_ALWAYS_INLINE PipeOp Machine::fetchAtPC() {
  const DecodedInst &D = decodedAtPC();
  PipeOp Op;
  fillOp(Op, D);
  return Op;
}

void Machine::blockedForever() {
  PipeOp Op = fetchAtPC();
  fail("deadlock: PIPE_S is blocked at " + Prog.where(PC) + ": " +
       describe(Op) + " waits for semaphore " + Twine(Op.gprOf(Role::event)) +
       ", which no core of this run signals");
}

StepResult Machine::step() {
  if (PC == ReturnSentinel) {
    if (!Returned) {
      Pipeline.drain();
      Returned = true;
    }
    return StepResult::Returned;
  }
  // Alone, the core issues a whole straight-line run per call: no other
  // core waits for its turn between two of its instructions.
  if (Options.BlockNum == 1)
    return issueRun();
  return issueOne</*TryRuns=*/true>();
}

StepResult Machine::issueRun() {
  const DecodedInst *D = &decodedAtPC();
  for (;;) {
    if (D->Path == PlainPipeOpInRun) {
      issuePipeOpInRun(*D);
    } else if (D->Path == PlainScalarOpInRun) {
      PipeOp Op;
      fillOp(Op, *D);
      issueScalarOp(Op, *D);
    } else {
      return issueOther</*TryRuns=*/true>(*D);
    }
    // Inside a run the next instruction is the next word: its decoded form
    // without the look-up, once it has been looked up from here.
    const DecodedInst *Next = D->Next.load(std::memory_order_acquire);
    if (LLVM_UNLIKELY(!Next)) {
      Next = &decodedAtPC();
      D->Next.store(Next, std::memory_order_release);
    }
    D = Next;
  }
}

void Machine::runBlocks() {
  // A run can replay only with PIPE_V's queue empty (BlockReplay::run).
  while (PC != ReturnSentinel && Pipeline.queueEmpty(PipeV) && Replay->run())
    ;
}

// The common case of issueOne(): an instruction for a pipe that neither
// synchronises nor writes scalar registers.
LLVM_ATTRIBUTE_ALWAYS_INLINE StepResult
Machine::issuePipeOp(PipeOp &Op, const DecodedInst &D) {
  checkInstructionLimit();
  Op.Seq = ++Seq;
  Pipeline.waitForSlot(D.Pipe);
  Op.IssueTime = Pipeline.issueSlot(D.GUses, D.GDefs);
  Op.IssueClock = Pipeline.scalarClock();
  Pipeline.issue(Op, D.Pipe);
  PC += 8;
  return StepResult::Ran;
}

// issuePipeOp() of an instruction inside a straight-line run, built in its
// queue's slot when it queues behind another (the common case of a kernel
// whose scalar unit runs ahead): no PipeOp on the stack to copy. The scalar
// registers and the settings it takes are read after the wait for a slot,
// which runs only queued operations: none of them writes those (a pipe
// operation's general register results are written at issue, get_vms4_sr
// waits until it has run, the settings are the scalar unit's).
LLVM_ATTRIBUTE_ALWAYS_INLINE StepResult
Machine::issuePipeOpInRun(const DecodedInst &D) {
  checkInstructionLimit();
  uint64_t OpSeq = ++Seq;
  Pipeline.waitForSlot(D.Pipe);
  uint64_t IssueTime = Pipeline.issueSlot(D.GUses, D.GDefs);
  if (LLVM_UNLIKELY(Pipeline.queueEmpty(D.Pipe)))
    return issueToEmptyQueue(D, OpSeq, IssueTime);
  readAhead();
  PipeOp &Slot = Pipeline.queueSlot(D.Pipe);
  fillOp(Slot, D);
  Slot.IssueTime = IssueTime;
  Slot.Seq = OpSeq;
  Slot.IssueClock = Pipeline.scalarClock();
  Pipeline.queuedInPlace();
  PC += 8;
  return StepResult::Ran;
}

// issuePipeOpInRun() when the queue is empty: issue() may run the operation
// at once. Out of line, so that the common case keeps a small frame.
LLVM_ATTRIBUTE_NOINLINE StepResult Machine::issueToEmptyQueue(
    const DecodedInst &D, uint64_t OpSeq, uint64_t IssueTime) {
  PipeOp Op;
  fillOp(Op, D);
  Op.IssueTime = IssueTime;
  Op.Seq = OpSeq;
  Op.IssueClock = Pipeline.scalarClock();
  Pipeline.issue(Op, D.Pipe);
  PC += 8;
  return StepResult::Ran;
}

// The scalar unit's own instructions, as issueOne() runs the others.
LLVM_ATTRIBUTE_ALWAYS_INLINE StepResult
Machine::issueScalarOp(PipeOp &Op, const DecodedInst &D) {
  checkInstructionLimit();
  Op.Seq = ++Seq;
  Op.IssueTime = Pipeline.issueSlot(D.GUses, D.GDefs);
  Pipeline.beginScalar(Op);
  uint64_t NextPC = PC + 8;
  PC = NextPC; // a branch sets PC
  execute(Op);
  Pipeline.endScalar();
  if (PC != NextPC)
    Pipeline.endIssueCycle();
  return StepResult::Ran;
}

StepResult Machine::stepOne() { return issueOne</*TryRuns=*/false>(); }

template <bool TryRuns>
LLVM_ATTRIBUTE_ALWAYS_INLINE StepResult Machine::issueOne() {
  const DecodedInst &D = decodedAtPC();
  // Inside a straight-line run: the common case, tested first.
  if (D.Path == PlainPipeOpInRun)
    return issuePipeOpInRun(D);
  if (D.Path == PlainScalarOpInRun) {
    PipeOp Op;
    fillOp(Op, D);
    return issueScalarOp(Op, D);
  }
  return issueOther<TryRuns>(D);
}

// issueOne() of an instruction that is not in a straight-line run or ends
// one.
template <bool TryRuns>
LLVM_ATTRIBUTE_NOINLINE StepResult Machine::issueOther(const DecodedInst &D) {
  PipeOp Op;
  fillOp(Op, D);
  StepResult R;
  if (D.PlainPipeOp) {
    R = issuePipeOp(Op, D);
    if (D.Info->Fam == Family::copy_gm_to_ubuf)
      noteGMRead(Op);
  } else if (D.PlainScalarOp)
    R = issueScalarOp(Op, D);
  else
    R = issueSynchronising(Op, D);
  // The instruction ended a straight-line run or was not in one: the next
  // one may start one (step() issues the runs that follow by replay, if
  // they replay: nothing happens between two calls of step() with one
  // core, the only case in which runs replay).
  if (TryRuns && Replay && R == StepResult::Ran)
    runBlocks();
  return R;
}

void Machine::nextReadRange() {
  if (!ReadPendingCount) {
    ReadNext = ReadEnd;
    return;
  }
  const ReadRange &R = ReadPending[ReadPendingHead];
  ReadNext = R.Begin;
  ReadEnd = R.End;
  ReadPendingHead = (ReadPendingHead + 1) % MaxReadPending;
  --ReadPendingCount;
}

void Machine::noteGMRead(const PipeOp &Op) {
  uint64_t Len = Op.gprOf(Role::burstlen), NBurst = Op.gprOf(Role::nburst);
  if (OutToUB.Loop1Size != 1 || OutToUB.Loop2Size != 1 ||
      (NBurst != 1 && Op.gprOf(Role::srcstride) != Len))
    return;
  // At most what UB holds: a longer copy fails anyway.
  uint64_t Span = Len * NBurst;
  if (Span == 0 || Span > (1u << 18) || Len > (1u << 18))
    return;
  const uint8_t *Begin = GM.at(Op.gprOf(Role::src), Span);
  if (!Begin)
    return;
  // Whole lines, so that ReadNext reaches ReadEnd exactly.
  uintptr_t From = uintptr_t(Begin) & ~uintptr_t(63);
  uintptr_t To =
      From + alignTo(uintptr_t(Begin) + Span - From, 64 * ReadAheadLines);
  ReadRange R{reinterpret_cast<const uint8_t *>(From),
              reinterpret_cast<const uint8_t *>(To)};
  if (ReadNext == ReadEnd) {
    ReadNext = R.Begin;
    ReadEnd = R.End;
  } else if (ReadPendingCount < MaxReadPending) {
    ReadPending[(ReadPendingHead + ReadPendingCount) % MaxReadPending] = R;
    ++ReadPendingCount;
  }
}

StepResult Machine::issueSynchronising(PipeOp &Op, const DecodedInst &D) {
  PTO::SyncKind Sync = PTO::getSyncKind(D.TSFlags);

  // wait_flag_dev, wait_intra_core: the scalar unit waits for a signal of
  // the semaphore (docs/emulator.md: both stall the scalar unit here).
  // First the core's pipes run what they can, whether the signal is there
  // yet or not: the order in which a core runs its operations does not
  // depend on when other cores signal it ("Several cores", "Order").
  if (Sync == PTO::SyncCoreWait) {
    while (Pipeline.runOne(~uint64_t(0) - 1))
      ;
    std::optional<uint64_t> Time =
        Cores.take(coreIndex(), Op.gprOf(Role::event));
    if (!Time)
      return StepResult::Blocked;
    Pipeline.ScalarTime = std::max(Pipeline.ScalarTime, *Time);
  }

  checkInstructionLimit();
  Op.Seq = ++Seq;
  uint64_t NextPC = PC + 8;

  // pipe_barrier PIPE_ALL: the scalar unit waits until every pipe has
  // finished what was issued to it.
  if (Sync == PTO::SyncBarrier && Op.immOf(Role::pipe) == PipeAllToken) {
    Op.IssueTime = Pipeline.issueSlot(D.GUses, D.GDefs);
    Pipeline.barrierAll();
    if (Options.Trace)
      trace(Op);
    PC = NextPC;
    return StepResult::Ran;
  }
  unsigned Pipe = Sync == PTO::SyncNone ? D.Pipe : Pipeline.pipeOf(Op);
  // A pipe holds a bounded number of instructions waiting to start.
  if (Pipe != PipeS)
    Pipeline.waitForSlot(Pipe);
  Op.IssueTime = Pipeline.issueSlot(D.GUses, D.GDefs);

  if (Sync == PTO::SyncWaitFlag && Pipe == PipeS) {
    Pipeline.scalarWait(Op);
  } else if (Sync == PTO::SyncSetFlag && Pipe == PipeS) {
    Pipeline.scalarSetFlag(Op);
  } else if (Pipe == PipeS) {
    Pipeline.beginScalar(Op);
    // A branch sets PC (also to its own address: `1: j 1b` loops).
    PC = NextPC;
    execute(Op);
    if (PC != NextPC)
      Pipeline.endIssueCycle();
    NextPC = PC;
    Pipeline.endScalar();
  } else {
    // GPR results of pipe instructions depend only on GPR inputs: the
    // scalar unit computes them at issue (PTO::issueHook); a result that
    // needs the pipe's state makes the scalar unit wait.
    Op.IssueClock = Pipeline.scalarClock();
    if (D.Info->Fam == Family::get_vms4_sr) {
      Pipeline.issueAndWait(Op, Pipe);
    } else {
      if (!PTO::isPipeSynchronisation(D.TSFlags) && D.Sem && D.Sem->Issue)
        D.Sem->Issue(*this, Op);
      Pipeline.issue(Op, Pipe);
    }
  }
  PC = NextPC;
  return StepResult::Ran;
}

void Machine::instructionLimitReached() {
  fail("stopped after " + Twine(Options.MaxInstructions) +
       " instructions (DMA bursts included; raise --max-instructions if "
       "the kernel is that long)");
}

void Machine::chargeDMABursts(const PipeOp &Op, uint64_t Loop2, uint64_t Loop1,
                              uint64_t NBurst) {
  uint64_t Bursts =
      SaturatingMultiply(SaturatingMultiply(Loop2, Loop1), NBurst);
  if (SaturatingAdd(Issued, DMABursts, Bursts) > Options.MaxInstructions)
    fail("stopped at " + describe(Op) + " at " + Prog.where(Op.PC) + ": its " +
         Twine(Loop2) + " x " + Twine(Loop1) + " x " + Twine(NBurst) +
         " DMA bursts (loop2 x loop1 x n_burst) exceed the limit of " +
         Twine(Options.MaxInstructions) +
         " instructions and DMA bursts (raise --max-instructions if the "
         "kernel is that long)");
  DMABursts += Bursts;
  setIssueLimit();
}

uint8_t *Machine::ubWriteLanes(const PipeOp &Op, uint64_t Offset,
                               unsigned Lanes, unsigned LaneBytes,
                               llvm::function_ref<bool(unsigned)> Active) {
  uint64_t Size = uint64_t(Lanes) * LaneBytes;
  if (!UB.at(Offset, Size))
    return ub(Op, Offset, Size, true); // Reports the access out of bounds.
  // Each run of active lanes as one access.
  for (unsigned First = 0; First < Lanes;) {
    if (!Active(First)) {
      ++First;
      continue;
    }
    unsigned End = First + 1;
    while (End < Lanes && Active(End))
      ++End;
    ub(Op, Offset + uint64_t(First) * LaneBytes,
       uint64_t(End - First) * LaneBytes, true);
    First = End;
  }
  return UB.at(Offset, Size);
}

uint8_t *Machine::ubChecked(const PipeOp &Op, uint64_t Offset, uint64_t Size,
                            bool Write) {
  uint8_t *Bytes = UB.at(Offset, Size);
  if (!Bytes)
    fail("UB access out of bounds: " + Twine(Write ? "write" : "read") +
         " of " + Twine(Size) + " bytes at UB offset " + hex(Offset) +
         ", UB is " + Twine(UB.size() / 1024) + " KB (" + describe(Op) +
         " at " + Prog.where(Op.PC) + ")");
  Pipeline.accessUB(Offset, Size, Write);
  if (Simt)
    recordThreadAccess(/*IsUB=*/true, Offset, Size, Write, Op.PC);
  if (Write && Options.Trace)
    TraceWrites +=
        "    UB[" + hex(Offset) + ", " + hex(Offset + Size) + ") written\n";
  return Bytes;
}

/// A NUL-terminated string of GM (at most 1 KiB), for a report.
std::string Machine::gmString(uint64_t Addr) {
  std::string S;
  while (S.size() < 1024) {
    const uint8_t *C = GM.at(Addr + S.size(), 1);
    if (!C || !*C)
      break;
    S.push_back(char(*C));
  }
  return S;
}

void Machine::reportTrap(uint64_t Addr) {
  // x1 is the return address: the call is the instruction before it.
  std::string Caller = Prog.where(X[1] - 8);
  std::string Block = "block " + std::to_string(Options.BlockIdx);
  if (Addr == __PTO_TRAP_ABORT_ADDRESS)
    fail("trap: the kernel called trap() or abort() in " + Block + " at " +
         Caller);
  if (Addr == __PTO_TRAP_STACK_CHK_ADDRESS)
    fail("stack smashing detected: a function's stack protector guard was "
         "overwritten in " +
         Block + " at " + Caller);
  if (Addr == __PTO_TRAP_ASSERT_ADDRESS)
    fail("assertion failed: " + gmString(X[10]) + " (" + gmString(X[11]) + ":" +
         Twine(X[12] & 0xffffffff) + ") in " + Block + " at " + Caller);
}

uint8_t *Machine::gm(const PipeOp &Op, uint64_t Addr, uint64_t Size,
                     bool Write) {
  // An access of no bytes (a DMA of zero length) touches nothing.
  static uint8_t Nothing;
  if (Size == 0)
    return &Nothing;
  GMRegion *Region = GM.regionOf(Addr, Size);
  if (!Region && Write)
    reportTrap(Addr);
  if (!Region)
    fail("GM access out of bounds: " + Twine(Write ? "write" : "read") +
         " of " + Twine(Size) + " bytes at " + hex(Addr) + " (" + describe(Op) +
         " at " + Prog.where(Op.PC) + ")");
  Cores.accessGM(coreIndex(), *Region, Addr - Region->Base, Size, Write, Op.PC);
  if (Simt)
    recordThreadAccess(/*IsUB=*/false, Addr, Size, Write, Op.PC);
  uint8_t *Bytes = Region->Bytes.data() + (Addr - Region->Base);
  if (Write && Options.Trace)
    TraceWrites +=
        "    GM[" + hex(Addr) + ", " + hex(Addr + Size) + ") written\n";
  return Bytes;
}

uint8_t *Machine::gmAtomic(const PipeOp &Op, uint64_t Addr, uint64_t Size,
                           uint64_t Align) {
  Cores.atomicGM();
  if (Addr % Align)
    fail("misaligned atomic: " + Twine(Size) + " bytes at " + hex(Addr) + " (" +
         describe(Op) + " at " + Prog.where(Op.PC) + ")");
  GMRegion *Region = GM.regionOf(Addr, Size);
  if (!Region)
    fail("GM access out of bounds: atomic of " + Twine(Size) + " bytes at " +
         hex(Addr) + " (" + describe(Op) + " at " + Prog.where(Op.PC) + ")");
  return Region->Bytes.data() + (Addr - Region->Base);
}

} // namespace pto
