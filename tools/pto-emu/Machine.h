//===-- Machine.h - The emulated PTO vector core ----------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The architectural state (registers, GM, UB) and the scalar unit, which
// runs the program and issues vector and DMA instructions (PipeOp.h) to the
// asynchronous pipes (Pipes.h); the pipes call back only through the
// PipeHost interface the Machine implements. Semantics live in *Ops.cpp,
// registered by family (Semantics.h, generated from the TableGen records) in
// an OpTable; which pipe an instruction goes to and its element type come
// from the instruction's TSFlags (MCTargetDesc/PTOBaseInfo.h). Each
// instruction is decoded once (Program::fetch) into a DecodedInst.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_MACHINE_H
#define LLVM_TOOLS_PTO_EMU_MACHINE_H

#include "CrossCore.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "Memory.h"
#include "PipeOp.h"
#include "Pipes.h"
#include "Program.h"
#include "Registers.h"
#include "Semantics.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/MC/MCInst.h"
#include <array>
#include <deque>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace llvm {
class MCDisassembler;
class MCInstPrinter;
class MCInstrInfo;
class MCRegisterInfo;
class MCSubtargetInfo;
class raw_ostream;
} // namespace llvm

namespace pto {

class BlockReplay;
class Machine;

/// An unaligned stream's state: up to 32 pending bytes and their address.
struct AlignState {
  std::array<uint8_t, 32> Bytes{};
  uint64_t Address = 0;
  unsigned Pending = 0;
};

/// The semantics of an operation: the same handler serves every element
/// type (read from TSFlags) and form of it. Execute runs when the pipe
/// reaches the instruction; Issue, where present, computes the scalar
/// registers the instruction writes back (a post-updated base) when the
/// scalar unit issues it, from the values it reads then.
using OpHandler = std::function<void(Machine &, const PipeOp &)>;
struct OpSemantics {
  OpSemantics() = default;
  OpSemantics(OpHandler Execute, OpHandler Issue = {})
      : Execute(std::move(Execute)), Issue(std::move(Issue)) {}

  OpHandler Execute;
  OpHandler Issue;
  /// Execute for one element type (PTO::getElemType of TSFlags) as a plain
  /// function, where the family has one: a lane loop for that type, which
  /// reads its registers from DecodedInst::Vd, Vs1, Vs2 and Pg. It does
  /// what Execute does for that type; null where Execute serves.
  std::array<ExecuteFn, PTO::TSF::ElemTypeMask + 1> Typed{};
  /// The roles a typed handler reads registers of: an instruction that
  /// lacks one runs Execute.
  std::vector<Role> TypedRoles;
  /// Where set, decoding asks it for a handler specialised to the decoded
  /// instruction's form and mode operands (null: Typed or Execute serves);
  /// it may fill DecodedInst's fields for specialised handlers.
  ExecuteFn (*Specialise)(DecodedInst &D) = nullptr;
};

/// The semantics of every family (Semantics.h), or why the emulator has
/// none: the explicit, documented list of what is not modelled.
class OpTable {
  std::array<OpSemantics, NumFamilies> Ops;
  std::array<const char *, NumFamilies> NotModelledWhy{};

public:
  OpSemantics &operator[](Family F) { return Ops[unsigned(F)]; }
  const OpSemantics *find(Family F) const {
    return Ops[unsigned(F)].Execute ? &Ops[unsigned(F)] : nullptr;
  }
  /// Records that \p F has no semantics, and why (docs/emulator.md).
  void notModelled(Family F, const char *Why) {
    NotModelledWhy[unsigned(F)] = Why;
  }
  const char *whyNotModelled(Family F) const {
    return NotModelledWhy[unsigned(F)];
  }
};

/// Every family's semantics, registered once.
const OpTable &opTable();

void registerScalarOps(OpTable &Ops);
void registerVectorOps(OpTable &Ops);
void registerVectorMemoryOps(OpTable &Ops);
void registerStridedMemoryOps(OpTable &Ops);
void registerPredicateOps(OpTable &Ops);
void registerDMAOps(OpTable &Ops);
void registerAtomicOps(OpTable &Ops);
void registerSimtOps(OpTable &Ops);

/// The SIMT thread the scalar instructions run for (Simt.cpp).
/// The threads of a warp (docs/simt.md).
constexpr unsigned WarpSize = 32;

/// A launch passes a kernel's first 8 arguments in x10-x17 and the next
/// ones in 8-byte stack slots at sp, sp + 8, ..., as a call does
/// (docs/abi.md); Machine::start leaves this many slots above sp.
constexpr unsigned KernelStackArguments = 8;
constexpr unsigned MaxKernelArguments = 8 + KernelStackArguments;
/// Whether \p F is a warp operation (vote, shfl, redux).
bool isWarpFamily(Family F);

struct SimtThread {
  /// What the thread waits at, if anything.
  enum WaitKind { Running, AtWarpOperation, AtBarrier } Wait = Running;
  std::array<uint64_t, 32> X{};
  uint64_t PC = 0;
  /// threadIdx and blockDim.
  uint32_t TidX = 0, TidY = 0, DimX = 1, DimY = 1;
  uint32_t Index = 0;
  uint64_t Instructions = 0;
  /// The lowest address of its stack: sp below it is an overflow.
  uint64_t StackLimit = 0;
};

struct MachineOptions {
  bool IsA5 = true;
  bool Trace = false;
  /// Record the pipes' timeline (--timeline).
  bool Timeline = false;
  /// Replay the timing of straight-line runs (BlockReplay.h) and of runs of
  /// queued PIPE_V operations (Pipes.h) where it applies: the results,
  /// cycles and race reports are the same either way.
  bool ReplayBlocks = true;
  uint64_t MaxInstructions = 100000000;
  /// This core's block of a launch (get_block_idx, get_block_num).
  uint64_t BlockIdx = 0, BlockNum = 1;
};

/// What one step of the scalar unit did.
enum class StepResult { Ran, Blocked, Returned };

class Machine final : public PipeHost {
public:
  Machine(const llvm::MCInstrInfo &MII, const llvm::MCRegisterInfo &MRI,
          const llvm::MCSubtargetInfo &STI, const llvm::MCDisassembler &Dis,
          llvm::MCInstPrinter &Printer, MachineOptions Options,
          GlobalMemory &GM, Program &Prog, CrossCore &Cores);
  ~Machine();

  // Architectural state.
  std::array<uint64_t, 32> X{};
  std::array<VReg, 32> V{};
  std::array<PReg, 8> P{};
  std::array<AlignState, 8> AL{};
  std::array<uint32_t, 8> VA{};
  struct DMALoops {
    uint64_t Loop1Size = 1, Loop2Size = 1;
    uint64_t Loop1Src = 0, Loop1Dst = 0, Loop2Src = 0, Loop2Dst = 0;
  } OutToUB, UBToOut;
  uint64_t PadValue = 0; // set_mov_pad_val
  uint64_t AR = 0, Ctrl = 0, FPC = 0;
  /// set_atomic_*: whether copy_ubuf_to_gm adds to GM, and in which type.
  bool AtomicAdd = false;
  PTO::ElemType AtomicType = PTO::F32;
  /// The bytes the last vsqz packed (SQZN): what vstur stores and adds to
  /// AR; a whole register before any vsqz.
  uint64_t SqueezedBytes = 256;
  /// The records vmrgsort4 took from each of its four lists (VMS4_SR).
  std::array<uint16_t, 4> MergeConsumed{};
  uint64_t PC = 0;
  /// The argument registers (x10-x17) of the SIMT launches issued to
  /// PIPE_V and not yet run, in issue order (Simt.cpp).
  std::deque<std::array<uint64_t, 8>> PendingSimtArgs;
  /// The SIMT thread running, or null when the core runs its own code.
  const SimtThread *Simt = nullptr;

  /// Shared by the cores of a launch.
  GlobalMemory &GM;
  Program &Prog;
  CrossCore &Cores;
  /// This core's.
  UnifiedBuffer UB;
  Pipes Pipeline;

  /// Sets up the stack and starts at \p Entry.
  void start(uint64_t Entry);
  /// Issues the next instruction (on a launch of one core, with the rest
  /// of the straight-line run of plain instructions it is in) and, after
  /// one that ends such a run or is not in one, the runs that follow it as
  /// far as they replay (BlockReplay.h). Blocked: it waits for a
  /// semaphore no core has signalled yet (wait_flag_dev), and its pipes have
  /// run all they can; Returned: the kernel returned and the pipes have
  /// drained.
  StepResult step();
  bool returned() const { return Returned; }
  /// Reports that the scalar unit waits at PC for a semaphore no core will
  /// signal.
  [[noreturn]] void blockedForever();

  /// Executes \p Op's semantics (called by the pipes, in pipe order).
  void execute(const PipeOp &Op) override {
    // The pipes call this once per operation: on the common path, only a
    // tail call to the handler.
    ExecuteFn Run = Op.D->Run;
    if (LLVM_UNLIKELY(!Run || Options.Trace))
      return executeChecked(Op);
    Run(*this, Op);
  }

  /// UB and GM accesses of instructions: bounds-checked and checked for
  /// data races (UB between pipes, GM between cores).
  uint8_t *ub(const PipeOp &Op, uint64_t Offset, uint64_t Size, bool Write) {
    uint8_t *Bytes = UB.at(Offset, Size);
    if (LLVM_UNLIKELY(!Bytes || Simt || (Write && Options.Trace)))
      return ubChecked(Op, Offset, Size, Write);
    Pipeline.accessUB(Offset, Size, Write);
    return Bytes;
  }
  uint8_t *gm(const PipeOp &Op, uint64_t Addr, uint64_t Size, bool Write);
  /// A write to a trap address of pto/__pto_debug.h: fails with the kernel's
  /// trap or failed assertion; returns for any other address.
  void reportTrap(uint64_t Addr);
  std::string gmString(uint64_t Addr);
  uint8_t *ubRead(const PipeOp &Op, uint64_t Offset, uint64_t Size) {
    return ub(Op, Offset, Size, false);
  }
  uint8_t *ubWrite(const PipeOp &Op, uint64_t Offset, uint64_t Size) {
    return ub(Op, Offset, Size, true);
  }
  /// A write of the \p Lanes lanes of \p LaneBytes bytes at \p Offset of
  /// which only those \p Active says are written: the whole range is
  /// bounds-checked, the race check sees only the active lanes' bytes.
  uint8_t *ubWriteLanes(const PipeOp &Op, uint64_t Offset, unsigned Lanes,
                        unsigned LaneBytes,
                        llvm::function_ref<bool(unsigned)> Active);
  uint8_t *gmRead(const PipeOp &Op, uint64_t Addr, uint64_t Size) {
    return gm(Op, Addr, Size, false);
  }
  uint8_t *gmWrite(const PipeOp &Op, uint64_t Addr, uint64_t Size) {
    return gm(Op, Addr, Size, true);
  }
  /// An atomic's GM bytes: bounds-checked, aligned to \p Align (the
  /// element's size), and not race-checked (atomics are indivisible;
  /// docs/atomics.md).
  uint8_t *gmAtomic(const PipeOp &Op, uint64_t Addr, uint64_t Size,
                    uint64_t Align);

  /// Runs the threads of the simt.launch \p Op (Simt.cpp).
  void runSimtLaunch(const PipeOp &Op, const std::array<uint64_t, 8> &Args);
  /// "SIMT thread (x, y)".
  std::string threadName(const SimtThread &T) const;
  /// The races between SIMT threads found so far, one line each.
  std::vector<std::string> SimtRaces;

  /// Register numbers of MCInst operands.
  unsigned xIndex(unsigned Reg) const;
  /// The vector and predicate registers are consecutive enumerators
  /// (PTORegisterInfo.td).
  unsigned vIndex(unsigned Reg) const { return Reg - llvm::PTO::V0; }
  unsigned pIndex(unsigned Reg) const { return Reg - llvm::PTO::P0; }
  unsigned alIndex(unsigned Reg) const;
  unsigned vaIndex(unsigned Reg) const;
  void setX(unsigned Reg, uint64_t Value);

  /// "not modelled: <op>" and stop.
  [[noreturn]] void notModelled(const PipeOp &Op, llvm::StringRef What = "");
  std::string describe(const PipeOp &Op) const override;
  std::string mnemonic(const llvm::MCInst &Inst) const override;
  uint64_t scalarPC() const override { return PC; }
  std::string where(uint64_t Addr) const override { return Prog.where(Addr); }

  const MachineOptions &options() const { return Options; }
  const llvm::MCInstrInfo &instrInfo() const { return MII; }
  const llvm::MCSubtargetInfo &subtarget() const { return STI; }
  uint64_t instructionsIssued() const { return Issued; }
  /// This core's index among the cores of the launch.
  unsigned coreIndex() const { return unsigned(Options.BlockIdx); }
  /// Counts an issued instruction against --max-instructions.
  void checkInstructionLimit() {
    if (LLVM_UNLIKELY(Issued++ >= IssueLimit))
      instructionLimitReached();
  }
  /// Counts the Loop2 x Loop1 x NBurst rows a DMA copy moves against
  /// --max-instructions (a copy with huge loop or burst counts stops with an
  /// error instead of running for ever).
  void chargeDMABursts(const PipeOp &Op, uint64_t Loop2, uint64_t Loop1,
                       uint64_t NBurst);

private:
  /// Runs straight-line runs of plain instructions by their recorded timing:
  /// reads the state below and issues as step() does.
  friend class BlockReplay;

  const llvm::MCInstrInfo &MII;
  const llvm::MCRegisterInfo &MRI;
  const llvm::MCSubtargetInfo &STI;
  const llvm::MCDisassembler &Dis;
  llvm::MCInstPrinter &Printer;
  MachineOptions Options;
  uint64_t Issued = 0;
  uint64_t DMABursts = 0;
  /// The instructions that may issue: Issued + DMABursts reaches
  /// --max-instructions when Issued reaches this (0 when DMABursts has).
  uint64_t IssueLimit = 0;
  uint64_t Seq = 0;
  bool Returned = false;
  /// Memory the traced instruction wrote, printed after it.
  std::string TraceWrites;
  /// Null unless runs are replayed (MachineOptions::ReplayBlocks).
  std::unique_ptr<BlockReplay> Replay;

  /// GM read-ahead: the host bytes copy_gm_to_ubuf operations issued but
  /// not run yet will read, which the host fetches into its caches a few
  /// lines per vector operation issued in the meantime (readAhead), so
  /// that the copy does not wait for host memory when it runs. It changes
  /// nothing the emulation computes. ReadNext == ReadEnd: nothing to fetch;
  /// the ranges after the current one wait in ReadPending.
  const uint8_t *ReadNext = nullptr, *ReadEnd = nullptr;
  struct ReadRange {
    const uint8_t *Begin, *End;
  };
  static constexpr unsigned MaxReadPending = 8;
  std::array<ReadRange, MaxReadPending> ReadPending;
  unsigned ReadPendingHead = 0, ReadPendingCount = 0;
  /// Fetches the next lines of the GM read-ahead, if any.
  void readAhead() {
    if (LLVM_LIKELY(ReadNext == ReadEnd))
      return;
    for (unsigned I = 0; I < ReadAheadLines; ++I)
      __builtin_prefetch(ReadNext + 64 * I, 0, 3);
    ReadNext += 64 * ReadAheadLines;
    if (ReadNext >= ReadEnd)
      nextReadRange();
  }
  /// Two lines per vector operation keep ahead of the compiled kernels'
  /// copies: a chunk's 512 vector operations and 64 KB of copies (tried on
  /// the AMD EPYC: 1-8 lines; docs/emulator-performance.md, "Steady state,
  /// eleventh round").
  static constexpr unsigned ReadAheadLines = 2;
  /// The read-ahead's current range is done: starts the next one.
  void nextReadRange();
  /// Adds the bytes the copy_gm_to_ubuf \p Op will read to the read-ahead,
  /// when they are one contiguous range.
  void noteGMRead(const PipeOp &Op);

  [[noreturn]] void instructionLimitReached();
  void setIssueLimit() {
    IssueLimit = Options.MaxInstructions > DMABursts
                     ? Options.MaxInstructions - DMABursts
                     : 0;
  }
  /// Issues the instruction at PC (step() without replay).
  StepResult stepOne();
  /// stepOne(), inlined into step(); with \p TryRuns, after an instruction
  /// that ends a straight-line run or is not in one, also the runs that
  /// follow it, as far as they replay (runBlocks).
  template <bool TryRuns> StepResult issueOne();
  /// issueOne() of the instructions inside the straight-line run at PC
  /// and of the one after them, which ends it or is not in one.
  StepResult issueRun();
  /// Runs the straight-line runs at PC that replay or are recorded.
  void runBlocks();
  /// issueOne() of an instruction that synchronises or writes scalar
  /// results from a pipe.
  StepResult issueSynchronising(PipeOp &Op, const DecodedInst &D);
  /// issueOne() of a DecodedInst::PlainPipeOp and PlainScalarOp.
  StepResult issuePipeOp(PipeOp &Op, const DecodedInst &D);
  StepResult issueScalarOp(PipeOp &Op, const DecodedInst &D);
  /// issuePipeOp() of a DecodedInst::PlainPipeOpInRun, built in place.
  StepResult issuePipeOpInRun(const DecodedInst &D);
  StepResult issueToEmptyQueue(const DecodedInst &D, uint64_t OpSeq,
                               uint64_t IssueTime);
  template <bool TryRuns> StepResult issueOther(const DecodedInst &D);
  /// The decoded instruction at PC.
  const DecodedInst &decodedAtPC();

  /// Fills in what running an instruction needs, once per program word.
  void complete(DecodedInst &D) const;
  /// complete()'s choice of DecodedInst::Run and its registers.
  void selectHandler(DecodedInst &D) const;
  /// The instruction at PC with the scalar registers it reads.
  PipeOp fetchAtPC();
  /// Fills \p Op with \p D at PC and the state it reads when issued.
  void fillOp(PipeOp &Op, const DecodedInst &D) {
    Op.D = &D;
    Op.Inst = &D.Inst;
    Op.PC = PC;
    Op.TSFlags = D.TSFlags;
    // Before the loop, whose stores the host compiler cannot tell apart
    // from these: so it drops the PipeOp's default values.
    Op.Ctrl = Ctrl;
    Op.AtomicAdd = AtomicAdd;
    Op.AtomicType = AtomicType;
    // Most instructions read at most two: those two without a loop (the
    // numbers past NumGPRs are 0, x0's).
    if (unsigned NumGPRs = D.NumGPRs) {
      Op.GPRs[0] = X[D.GPRNumber[0]];
      Op.GPRs[1] = X[D.GPRNumber[1]];
      for (unsigned I = 2; I < NumGPRs; ++I)
        Op.GPRs[I] = X[D.GPRNumber[I]];
    }
  }
  /// The instruction SIMT thread \p T is at.
  const DecodedInst &fetchThread(const SimtThread &T);
  /// Runs instruction \p D of SIMT thread \p T.
  void stepThread(SimtThread &T, const DecodedInst &D);
  /// Runs the threads of \p Warp until each has returned or waits at
  /// bar.sync. Counts the rounds in \p Rounds.
  void runWarp(llvm::MutableArrayRef<SimtThread> Warp, uint64_t &Rounds);
  /// Runs warp operation \p D for the threads \p Group, which wait at it.
  void runWarpOperation(llvm::ArrayRef<SimtThread *> Group,
                        const DecodedInst &D);
  /// The stack of SIMT thread \p Index, of those makeThreadStacks made.
  uint64_t threadStackTop(unsigned Index);
  /// Makes room for the stacks of \p Threads SIMT threads.
  void makeThreadStacks(unsigned Threads);
  uint64_t SimtStackBase = 0, SimtStackThreads = 0;
  /// The accesses of the running launch's threads to each byte (the first
  /// reader and the last writer, as thread index + 1), for races between
  /// them.
  struct ThreadAccess {
    uint32_t Reader = 0, Writer = 0;
    uint64_t ReaderPC = 0, WriterPC = 0;
  };
  std::unordered_map<uint64_t, ThreadAccess> SimtAccesses;
  std::set<std::string> SimtRaceLines;
  void recordThreadAccess(bool IsUB, uint64_t Addr, uint64_t Size, bool Write,
                          uint64_t InstPC);

  void trace(const PipeOp &Op);
  /// execute() of an operation that is not modelled or is traced.
  void executeChecked(const PipeOp &Op);
  /// ub() of an access out of bounds, of a SIMT thread or traced.
  LLVM_ATTRIBUTE_NOINLINE uint8_t *ubChecked(const PipeOp &Op, uint64_t Offset,
                                             uint64_t Size, bool Write);
};

/// The vector and predicate registers of the operands named \p R.
inline VReg &vregOf(Machine &M, const PipeOp &Op, Role R) {
  return M.V[Op.D->RegNumber[Op.operandOf(R)]];
}
inline PReg &pregOf(Machine &M, const PipeOp &Op, Role R) {
  return M.P[Op.D->RegNumber[Op.operandOf(R)]];
}

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_MACHINE_H
