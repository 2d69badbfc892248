//===-- Machine.cpp - The emulated PTO vector core ------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Machine.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "Report.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;

namespace pto {

/// Where `ret` from the kernel lands: not an instruction address.
static constexpr uint64_t ReturnSentinel = 0;
static constexpr uint64_t StackSize = 1 << 20;

Machine::Machine(const MCInstrInfo &MII, const MCRegisterInfo &MRI,
                 const MCSubtargetInfo &STI, const MCDisassembler &Dis,
                 MCInstPrinter &Printer, MachineOptions Options)
    : UB(Options.IsA5 ? 256 * 1024 : 192 * 1024),
      Pipeline(*this, Options.IsA5 ? 256 * 1024 : 192 * 1024), MII(MII),
      MRI(MRI), STI(STI), Dis(Dis), Printer(Printer), Options(Options) {
  registerScalarOps(Ops);
  registerVectorOps(Ops);
  registerVectorMemoryOps(Ops);
  registerPredicateOps(Ops);
  registerDMAOps(Ops);
  HandlerByOpcode.assign(MII.getNumOpcodes(), nullptr);
}

Machine::~Machine() = default;

unsigned Machine::xIndex(unsigned Reg) const {
  return MRI.getEncodingValue(Reg);
}
unsigned Machine::vIndex(unsigned Reg) const {
  return MRI.getEncodingValue(Reg);
}
unsigned Machine::pIndex(unsigned Reg) const {
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

std::string Machine::mnemonic(const MCInst &Inst) const {
  StringRef M = Printer.getMnemonic(&Inst).first;
  return M.rtrim(" \t").str();
}

std::string Machine::describe(const PipeOp &Op) const {
  std::string S;
  raw_string_ostream OS(S);
  Printer.printInst(Op.Inst, Op.PC, "", STI, OS);
  std::replace(S.begin(), S.end(), '\t', ' ');
  return StringRef(S).trim().str();
}

void Machine::notModelled(const PipeOp &Op, StringRef What) {
  fail("not modelled: " + mnemonic(*Op.Inst) +
       (What.empty() ? "" : " " + What) + " (at " + Prog.where(Op.PC) +
       "; docs/emulator.md lists what the emulator does not model)");
}

const OpSemantics &Machine::semantics(const PipeOp &Op) {
  unsigned Opcode = Op.Inst->getOpcode();
  if (const OpSemantics *S = HandlerByOpcode[Opcode])
    return *S;
  std::string Name = mnemonic(*Op.Inst);
  StringRef Base = StringRef(Name).split('.').first;
  auto It = Ops.find(Base);
  if (It == Ops.end())
    notModelled(Op);
  HandlerByOpcode[Opcode] = &It->second;
  return It->second;
}

void Machine::execute(const PipeOp &Op) {
  semantics(Op).Execute(*this, Op);
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

static bool isVectorState(unsigned Reg) {
  return (Reg >= PTO::V0 && Reg <= PTO::V31) ||
         (Reg >= PTO::P0 && Reg <= PTO::P7) ||
         (Reg >= PTO::AL0 && Reg <= PTO::AL7) ||
         (Reg >= PTO::VA0 && Reg <= PTO::VA7);
}

/// The encoding of pipe_barrier's PIPE_ALL (PTOModes.td).
static const unsigned PipeAllToken =
    PTO::getModeTokenValue(PTO::ModeBarrierPipe, "PIPE_ALL");

void Machine::run(uint64_t Entry) {
  GMRegion &Stack = GM.add("stack", StackSize);
  X[2] = Stack.end() - 64;
  // The UB spill area grows down from the UB globals at the top of UB.
  X[4] = Prog.ubStaticBase();
  X[1] = ReturnSentinel;
  PC = Entry;
  while (PC != ReturnSentinel) {
    if (SaturatingAdd(Issued++, DMABursts) >= Options.MaxInstructions)
      fail("stopped after " + Twine(Options.MaxInstructions) +
           " instructions (DMA bursts included; raise --max-instructions if "
           "the kernel is that long)");
    const MCInst &Inst = Prog.fetch(PC, Dis);
    PipeOp Op;
    Op.Inst = &Inst;
    Op.PC = PC;
    Op.TSFlags = MII.get(Inst.getOpcode()).TSFlags;
    Op.Seq = ++Seq;
    bool UsesVectorState = false;
    for (unsigned I = 0; I < Inst.getNumOperands() && I < Op.GPRs.size(); ++I) {
      const MCOperand &MO = Inst.getOperand(I);
      if (!MO.isReg())
        continue;
      unsigned R = MO.getReg();
      if (R >= PTO::X0 && R <= PTO::X31)
        Op.GPRs[I] = X[xIndex(R)];
      UsesVectorState |= isVectorState(R);
    }
    Op.IssueTime = Pipeline.ScalarTime++;
    uint64_t NextPC = PC + 8;

    unsigned Opc = Inst.getOpcode();
    // pipe_barrier PIPE_ALL: the scalar unit waits until every pipe has
    // finished what was issued to it.
    if (Opc == PTO::PIPE_BARRIER && Op.imm(0) == PipeAllToken) {
      Pipeline.barrierAll();
      if (Options.Trace)
        trace(Op);
      PC = NextPC;
      continue;
    }
    unsigned Pipe = Pipeline.pipeOf(Op);
    // Instructions touching vector state run in order with PIPE_V even when
    // issued by the scalar unit (plt_b32 writes a predicate).
    if (Pipe == PipeS && UsesVectorState)
      Pipe = PipeV;

    if (Opc == PTO::WAIT_FLAG && Pipe == PipeS) {
      Pipeline.scalarWait(Op);
    } else if (Opc == PTO::SET_FLAG && Pipe == PipeS) {
      Pipeline.scalarSetFlag(Op);
    } else if (Pipe == PipeS) {
      Pipeline.beginScalar(Op);
      // A branch sets PC (also to its own address: `1: j 1b` loops).
      PC = NextPC;
      semantics(Op).Execute(*this, Op);
      NextPC = PC;
      if (Options.Trace)
        trace(Op);
      Pipeline.endScalar();
    } else {
      // GPR results of pipe instructions depend only on GPR inputs: the
      // scalar unit computes them at issue (PTO::issueHook); a result that
      // needs the pipe's state makes the scalar unit wait.
      Op.IssueClock = Pipeline.scalarClock();
      if (Opc == PTO::GET_VMS4_SR) {
        Pipeline.issueAndWait(Op, Pipe);
      } else {
        if (!PTO::isPipeSynchronisation(Opc))
          if (const OpHandler &Issue = semantics(Op).Issue)
            Issue(*this, Op);
        Pipeline.issue(Op, Pipe);
      }
    }
    PC = NextPC;
  }
  Pipeline.drain();
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
}

uint8_t *Machine::ub(const PipeOp &Op, uint64_t Offset, uint64_t Size,
                     bool Write) {
  uint8_t *Bytes = UB.at(Offset, Size);
  if (!Bytes)
    fail("UB access out of bounds: " + Twine(Write ? "write" : "read") +
         " of " + Twine(Size) + " bytes at UB offset " + hex(Offset) +
         ", UB is " + Twine(UB.size() / 1024) + " KB (" + describe(Op) +
         " at " + Prog.where(Op.PC) + ")");
  Pipeline.accessUB(Offset, Size, Write);
  if (Write && Options.Trace)
    TraceWrites +=
        "    UB[" + hex(Offset) + ", " + hex(Offset + Size) + ") written\n";
  return Bytes;
}

uint8_t *Machine::gm(const PipeOp &Op, uint64_t Addr, uint64_t Size,
                     bool Write) {
  uint8_t *Bytes = GM.at(Addr, Size);
  if (!Bytes)
    fail("GM access out of bounds: " + Twine(Write ? "write" : "read") +
         " of " + Twine(Size) + " bytes at " + hex(Addr) + " (" + describe(Op) +
         " at " + Prog.where(Op.PC) + ")");
  if (Write && Options.Trace)
    TraceWrites +=
        "    GM[" + hex(Addr) + ", " + hex(Addr + Size) + ") written\n";
  return Bytes;
}

} // namespace pto
