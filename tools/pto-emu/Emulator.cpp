//===-- Emulator.cpp - pto-emu as a library -------------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Emulator.h"
#include "Machine.h"
#include "Report.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <algorithm>
#include <mutex>

using namespace llvm;

namespace pto {

/// The PTO target's MC layer: the disassembler pto-emu decodes with and
/// the printer of its reports.
struct Emulator::MCState {
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCInstrInfo> MII;
  std::unique_ptr<MCSubtargetInfo> STI;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCDisassembler> Dis;
  std::unique_ptr<MCInstPrinter> Printer;

  explicit MCState(StringRef CPU) {
    static std::once_flag Initialized;
    std::call_once(Initialized, [] {
      InitializeAllTargetInfos();
      InitializeAllTargetMCs();
      InitializeAllDisassemblers();
    });
    Triple TT("pto");
    std::string Error;
    const Target *T = TargetRegistry::lookupTarget(TT.str(), Error);
    if (!T)
      fail("the PTO target is not available: " + Error);
    MCTargetOptions Options;
    MRI.reset(T->createMCRegInfo(TT.str()));
    MAI.reset(T->createMCAsmInfo(*MRI, TT.str(), Options));
    MII.reset(T->createMCInstrInfo());
    STI.reset(T->createMCSubtargetInfo(TT.str(), CPU, ""));
    Ctx = std::make_unique<MCContext>(TT, MAI.get(), MRI.get(), STI.get());
    Dis.reset(T->createMCDisassembler(*STI, *Ctx));
    Printer.reset(T->createMCInstPrinter(TT, 0, *MAI, *MII, *MRI));
  }
};

Emulator::Emulator(ArrayRef<std::string> Objects, EmulatorOptions Options)
    : Objects(Objects.begin(), Objects.end()), Options(std::move(Options)) {
  if (this->Options.CPU != "a5" && this->Options.CPU != "a2a3")
    fail("unknown CPU '" + this->Options.CPU + "' (a5 or a2a3)");
  if (Objects.empty())
    fail("no object files");
  MC = std::make_unique<MCState>(this->Options.CPU);
  // Load once now, so that a bad program is an error here.
  newMachine(0, 1);
}

Emulator::~Emulator() = default;

std::unique_ptr<Machine> Emulator::newMachine(uint64_t BlockIdx,
                                              uint64_t BlockNum) {
  MachineOptions MO;
  MO.IsA5 = Options.CPU == "a5";
  MO.Trace = Options.Trace;
  MO.MaxInstructions = Options.MaxInstructions;
  MO.BlockIdx = BlockIdx;
  MO.BlockNum = BlockNum;
  auto M = std::make_unique<Machine>(*MC->MII, *MC->MRI, *MC->STI, *MC->Dis,
                                     *MC->Printer, MO);
  M->Prog.load(Objects, M->GM, M->UB.size(), Options.RuntimeDir);
  return M;
}

Emulator::Tensor *Emulator::find(StringRef Name) {
  auto It = std::find_if(Tensors.begin(), Tensors.end(),
                         [&](const Tensor &T) { return T.Name == Name; });
  return It == Tensors.end() ? nullptr : &*It;
}

bool Emulator::hasTensor(StringRef Name) const {
  return std::any_of(Tensors.begin(), Tensors.end(),
                     [&](const Tensor &T) { return T.Name == Name; });
}

MutableArrayRef<uint8_t> Emulator::addTensor(StringRef Name, uint64_t Bytes) {
  if (Name.empty())
    fail("a GM tensor needs a name");
  if (hasTensor(Name))
    fail("GM buffer '" + Name + "' defined twice");
  if (Bytes > (uint64_t(1) << 32))
    fail("GM buffer '" + Name + "' is larger than 4 GiB");
  Tensors.push_back({Name.str(), std::vector<uint8_t>(Bytes, 0)});
  return Tensors.back().Bytes;
}

MutableArrayRef<uint8_t> Emulator::tensor(StringRef Name) {
  Tensor *T = find(Name);
  if (!T)
    fail("no GM buffer '" + Name + "'");
  return T->Bytes;
}

Machine *Emulator::lastMachine() { return Last.get(); }

uint64_t Emulator::occupancy(StringRef Name) const {
  for (unsigned Opc = 0, E = MC->MII->getNumOpcodes(); Opc != E; ++Opc)
    if (MC->MII->getName(Opc) == Name) {
      uint64_t Latency, Occupancy;
      scheduledTiming(*MC->STI, *MC->MII, Opc, Latency, Occupancy);
      return Occupancy;
    }
  fail("no instruction '" + Name + "'");
}

uint64_t Emulator::dmaBytesPerCycle() { return DMABytesPerCycle; }

/// The address of \p Entry: a symbol, or the one C++ function of that name
/// (`abs_2d` for `_Z6abs_2dPU3AS1fS0_ll`).
static uint64_t entryAddress(const Program &Prog, StringRef Entry) {
  if (Entry.empty())
    fail("no entry symbol: name the kernel with --entry=NAME");
  if (std::optional<uint64_t> Address = Prog.lookup(Entry))
    return *Address;
  std::vector<std::string> Named = Prog.functionsNamed(Entry);
  if (Named.size() > 1)
    fail("'" + Entry + "' names " + std::to_string(Named.size()) +
         " functions; choose one by its symbol: " + join(Named, ", "));
  if (Named.empty())
    fail("no symbol '" + Entry + "' in the program");
  return *Prog.lookup(Named.front());
}

LaunchResult Emulator::launch(StringRef Entry, ArrayRef<KernelArgument> Args,
                              unsigned Blocks, raw_ostream *Timeline) {
  if (Blocks == 0 || Blocks > 65535)
    fail("the block count must be 1 to 65535, not " + Twine(Blocks));
  if (Args.size() > 8)
    fail("at most 8 kernel arguments are passed in registers");
  LaunchResult Result;
  raw_string_ostream Stats(Result.Stats), Races(Result.Races);
  for (unsigned Block = 0; Block < Blocks; ++Block) {
    std::unique_ptr<Machine> M = newMachine(Block, Blocks);
    uint64_t EntryAddress = entryAddress(M->Prog, Entry);
    for (Tensor &T : Tensors) {
      GMRegion &R = M->GM.add(T.Name, T.Bytes.size());
      std::copy(T.Bytes.begin(), T.Bytes.end(), R.Bytes.begin());
    }
    for (size_t I = 0; I < Args.size(); ++I) {
      const KernelArgument &A = Args[I];
      uint64_t Value = A.Value;
      if (A.K == KernelArgument::Kind::Tensor) {
        GMRegion *R = M->GM.find(A.Tensor);
        if (!R || !hasTensor(A.Tensor))
          fail("no GM buffer '" + A.Tensor + "' for argument " +
               Twine(I + 1) + " (define it with --gm)");
        Value += R->Base;
      } else if (A.K == KernelArgument::Kind::UB && Value >= M->UB.size()) {
        fail("UB offset " + hex(Value) + " of argument " + Twine(I + 1) +
             " is out of range");
      }
      M->X[10 + I] = Value;
    }
    M->run(EntryAddress);
    for (Tensor &T : Tensors) {
      GMRegion *R = M->GM.find(T.Name);
      std::copy(R->Bytes.begin(), R->Bytes.end(), T.Bytes.begin());
    }
    Result.Cycles = std::max(Result.Cycles, M->Pipeline.totalCycles());
    Result.Instructions += M->instructionsIssued();
    if (Blocks > 1)
      Stats << "block " << Block << ":\n";
    M->Pipeline.printStats(Stats);
    if (M->Pipeline.hasRaces()) {
      if (Blocks > 1)
        Races << "block " << Block << ":\n";
      M->Pipeline.reportRaces(Races);
    }
    if (Block + 1 == Blocks && Timeline)
      M->Pipeline.writeTimeline(*Timeline);
    Last = std::move(M);
  }
  return Result;
}

} // namespace pto
