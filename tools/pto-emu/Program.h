//===-- Program.h - Loading PTO objects into GM -----------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Loads the allocatable sections of PTO ELF objects (from llvm-mc, llc or
// clang) into one GM region, applies their R_PTO_* relocations
// (docs/elf.md) and decodes instructions through the PTO MCDisassembler,
// caching each decoded word. The cores of a launch share it, also when
// they run on host threads of their own: decoding and the line tables are
// done under a lock, and a decoded word is published once, complete.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_PROGRAM_H
#define LLVM_TOOLS_PTO_EMU_PROGRAM_H

#include "Memory.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/MC/MCInst.h"
#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace llvm {
class DWARFContext;
class MCDisassembler;
} // namespace llvm

namespace pto {

class ProgramInputs;
struct InstrSemantics;
struct OpSemantics;
class Machine;
struct PipeOp;

/// A handler of an instruction's semantics as a plain function.
using ExecuteFn = void (*)(Machine &, const PipeOp &);

/// An instruction decoded once, with what running it needs: its semantics,
/// timing, the registers it reads and writes. Program::fetch decodes the
/// word and the machine that first runs it fills in the rest.
/// The most MCInst operands of a PTO instruction, and of scalar-register
/// operands (copy_gm_to_ubuf has eleven operands, eight of them registers).
constexpr unsigned MaxOperands = 12, MaxGPROperands = 8;

/// Whether MCInst operand index \p I (InstrSemantics::operandOf: -1 for
/// none) is one whose register DecodedInst keeps (GPRSlot, RegNumber).
inline bool isKeptOperand(int I) { return I >= 0 && unsigned(I) < MaxOperands; }

/// DecodedInst::Path.
enum IssuePath : uint8_t {
  OtherPath = 0,
  PlainPipeOpInRun = 1,
  PlainScalarOpInRun = 2,
};

struct alignas(64) DecodedInst {
  // What issuing it reads comes first, in the first cache line; the timing
  // in the second, the operands (Inst) after them.
  uint64_t TSFlags = 0;
  const InstrSemantics *Info = nullptr;
  /// The family's handlers; null when the family is not modelled.
  const OpSemantics *Sem = nullptr;
  /// Vector and predicate registers read and written, one bit each.
  uint32_t VUses = 0, VDefs = 0;
  uint8_t PUses = 0, PDefs = 0;
  /// set_flag, wait_flag: the flag (flagSlot).
  uint16_t FlagSlot = 0;
  /// The pipe it is issued to, unless it is a synchronisation instruction,
  /// which names its own.
  uint8_t Pipe = 0;
  /// Issued to a pipe, without synchronisation or scalar results.
  bool PlainPipeOp = false;
  /// Run by the scalar unit, without synchronisation.
  bool PlainScalarOp = false;
  /// What it is to a straight-line run whose timing is replayed
  /// (pto::BlockKind, BlockReplay.h).
  uint8_t BlockKind = 0;
  /// PlainPipeOp or PlainScalarOp and inside a straight-line run (a
  /// pto::IssuePath): what Machine::step tests first.
  uint8_t Path = 0;
  /// The scalar-register operands: their number, the slot of each MCInst
  /// operand among them (PipeOp::GPRs) and the register of each (x0-x31).
  uint8_t NumGPRs = 0;
  std::array<uint8_t, MaxOperands> GPRSlot{};
  std::array<uint8_t, MaxGPROperands> GPRNumber{};
  /// The scalar registers read and written, one bit each (x0 in neither).
  uint32_t GUses = 0, GDefs = 0;
  /// The decoded word after it, once a straight-line run has gone from it
  /// to there (Machine::issueRun): null until then.
  mutable std::atomic<const DecodedInst *> Next{nullptr};
  /// From the scheduling model (the DMA copies' come from their size).
  uint64_t Latency = 1, Occupancy = 1;
  /// The number of each vector and predicate register operand (v0-v31,
  /// p0-p7), by MCInst operand index: what the semantics read most often.
  std::array<uint8_t, MaxOperands> RegNumber{};
  /// The semantics as one direct call: the family's handler for its element
  /// type where it has one (OpSemantics::Typed), else a call of
  /// OpSemantics::Execute; null when the family is not modelled.
  ExecuteFn Run = nullptr;
  /// The registers of its operands vd, vs1, vs2 and pg (0 where it has
  /// none), which the typed handlers read.
  uint8_t Vd = 0, Vs1 = 0, Vs2 = 0, Pg = 0;
  /// Of a load or store specialised at decode (OpSemantics::Specialise):
  /// the slots of its base and offset registers in PipeOp::GPRs, or its
  /// immediate offset. Of a scalar ALU operation: the slots of rs1 and rs2,
  /// or its immediate, and the register rd writes (Xd, 0 for x0); of a
  /// conditional branch: the slots of rs1 and rs2 and its offset.
  uint8_t BaseSlot = 0, OffsetSlot = 0, Xd = 0;
  int64_t Imm = 0;
  llvm::MCInst Inst;
};

class Program {
public:
  Program();
  ~Program();

private:
  /// A code section at [Begin, End): section SectionIndex of object Object.
  struct CodeRange {
    uint64_t Begin, End;
    size_t Object;
    uint64_t SectionIndex;
  };
  /// The loaded objects, kept for their line tables (-g).
  std::unique_ptr<ProgramInputs> Inputs;
  mutable std::vector<std::unique_ptr<llvm::DWARFContext>> LineTables;
  mutable std::mutex LineTablesLock;
  llvm::StringMap<uint64_t> Symbols;
  std::vector<CodeRange> Code;
  uint64_t ImageBase = 0;
  uint64_t UBStaticBase = 0;
  /// The decoded word of each 8 bytes of the image, null until decoded.
  std::unique_ptr<std::atomic<const DecodedInst *>[]> Decoded;
  uint64_t DecodedSlots = 0;
  std::vector<std::unique_ptr<DecodedInst>> DecodedStorage;
  std::mutex DecodeLock;
  GMRegion *Image = nullptr;

public:
  /// Loads \p Paths (ELF relocatable objects) into \p GM; their `.ub.bss`
  /// sections (UB globals) go to the top of a UB of \p UBSize bytes. The
  /// objects of \p RuntimeDir (if not empty) that define symbols the
  /// program leaves undefined are loaded after them.
  void load(llvm::ArrayRef<std::string> Paths, GlobalMemory &GM,
            uint64_t UBSize, llvm::StringRef RuntimeDir);

  /// The lowest UB address of the UB globals (the UB size when there are
  /// none): the UB spill area grows down from here (docs/abi.md).
  uint64_t ubStaticBase() const { return UBStaticBase; }

  std::optional<uint64_t> lookup(llvm::StringRef Symbol) const;
  /// \p Symbol, else the vector half `<Symbol>_mix_aiv` of a function in the
  /// vendor's mixed-kernel ABI, as PTOAS names it (docs/hivm.md): what a
  /// launch or a reference by the plain name reaches.
  std::optional<uint64_t> resolve(llvm::StringRef Symbol) const;
  /// The code symbols whose demangled C++ function name (without parameters)
  /// is \p Name: `abs_2d` names `_Z6abs_2dPU3AS1fS0_ll`.
  std::vector<std::string> functionsNamed(llvm::StringRef Name) const;
  /// "kernel+0x20" for an address in the program, else the hex address.
  std::string symbolize(uint64_t Address) const;
  /// symbolize(), and " (file.c:12)" when the code there has a line table
  /// (compiled with -g): where diagnostics name an instruction.
  std::string where(uint64_t PC) const;
  bool isCode(uint64_t PC) const;
  /// Calls \p F with the address and bytes of each instruction word of the
  /// function at \p Address: up to the next symbol of its code section, or
  /// the section's end.
  void forEachWordOfFunction(
      uint64_t Address,
      llvm::function_ref<void(uint64_t, llvm::ArrayRef<uint8_t>)> F) const;

  /// The instruction at \p PC; an error if the word does not decode. The
  /// first fetch of a word decodes it and calls \p Complete on the result.
  const DecodedInst &fetch(uint64_t PC, const llvm::MCDisassembler &Dis,
                           llvm::function_ref<void(DecodedInst &)> Complete) {
    uint64_t Slot = (PC - ImageBase) / 8;
    if (PC % 8 == 0 && PC >= ImageBase && Slot < DecodedSlots)
      if (const DecodedInst *D = Decoded[Slot].load(std::memory_order_acquire))
        return *D;
    return decode(PC, Dis, Complete);
  }

private:
  const DecodedInst &decode(uint64_t PC, const llvm::MCDisassembler &Dis,
                            llvm::function_ref<void(DecodedInst &)> Complete);
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_PROGRAM_H
