//===-- Emulator.cpp - pto-emu as a library -------------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Emulator.h"
#include "CoreThreads.h"
#include "Machine.h"
#include "Report.h"
#include "llvm/ADT/STLExtras.h"
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
#include <cstring>
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

/// The cores of one launch and what they share.
struct Emulator::Launch {
  GlobalMemory GM;
  Program Prog;
  CrossCore Cores;
  std::vector<std::unique_ptr<Machine>> Machines;
  uint64_t Entry = 0;

  explicit Launch(unsigned NumCores) : Cores(NumCores) {}
};

Emulator::Emulator(ArrayRef<std::string> Objects, EmulatorOptions Options)
    : Objects(Objects.begin(), Objects.end()), Options(std::move(Options)) {
  if (this->Options.CPU != "a5" && this->Options.CPU != "a2a3")
    fail("unknown CPU '" + this->Options.CPU + "' (a5 or a2a3)");
  if (Objects.empty())
    fail("no object files");
  if (this->Options.Threads > MaxThreads)
    fail("the thread count must be 1 to " + Twine(MaxThreads) + ", not " +
         Twine(this->Options.Threads));
  MC = std::make_unique<MCState>(this->Options.CPU);
  // Load once now, so that a bad program is an error here.
  newLaunch(1, false);
}

Emulator::~Emulator() = default;

std::unique_ptr<Emulator::Launch> Emulator::newLaunch(unsigned Blocks,
                                                      bool Timeline) {
  auto L = std::make_unique<Launch>(Blocks);
  bool IsA5 = Options.CPU == "a5";
  L->Prog.load(Objects, L->GM, ubBytes(IsA5), Options.RuntimeDir);
  for (unsigned Block = 0; Block < Blocks; ++Block) {
    MachineOptions MO;
    MO.IsA5 = IsA5;
    MO.Trace = Options.Trace;
    MO.ReplayBlocks = Options.ReplayBlocks;
    MO.Timeline = Timeline && Block + 1 == Blocks;
    MO.MaxInstructions = Options.MaxInstructions;
    MO.BlockIdx = Block;
    MO.BlockNum = Blocks;
    L->Machines.push_back(
        std::make_unique<Machine>(*MC->MII, *MC->MRI, *MC->STI, *MC->Dis,
                                  *MC->Printer, MO, L->GM, L->Prog, L->Cores));
  }
  return L;
}

/// Runs the cores side by side until every one has returned: the core
/// whose scalar unit is earliest in time issues next (the lowest index of
/// equal ones), so a run is deterministic. A core that waits for a
/// semaphore has run what its pipes can (Machine::step) and waits until a
/// core signals; when every core that has not returned waits, the cores
/// are deadlocked.
static void runCores(ArrayRef<std::unique_ptr<Machine>> Cores,
                     const CrossCore &Shared) {
  if (Cores.size() == 1) {
    Machine &M = *Cores.front();
    for (;;) {
      StepResult R = M.step();
      if (R == StepResult::Returned)
        return;
      if (R == StepResult::Blocked)
        M.blockedForever();
    }
  }
  // The cores that wait for a signal no core has sent since they tried.
  std::vector<uint8_t> Waiting(Cores.size());
  bool AnyWaiting = false;
  uint64_t Signals = Shared.signalsSent();
  for (;;) {
    Machine *Earliest = nullptr;
    unsigned EarliestIndex = 0;
    for (unsigned C = 0; C < Cores.size(); ++C) {
      Machine *M = Cores[C].get();
      if (M->returned() || (AnyWaiting && Waiting[C]))
        continue;
      if (!Earliest || M->Pipeline.ScalarTime < Earliest->Pipeline.ScalarTime) {
        Earliest = M;
        EarliestIndex = C;
      }
    }
    if (!Earliest) {
      // Every core waits, or has returned: the earliest one that waits is
      // blocked for ever.
      Machine *First = nullptr;
      for (const std::unique_ptr<Machine> &M : Cores)
        if (!M->returned() &&
            (!First || M->Pipeline.ScalarTime < First->Pipeline.ScalarTime))
          First = M.get();
      if (!First)
        return;
      First->blockedForever();
    }
    if (Earliest->step() == StepResult::Blocked)
      Waiting[EarliestIndex] = AnyWaiting = true;
    if (LLVM_UNLIKELY(Shared.signalsSent() != Signals)) {
      Signals = Shared.signalsSent();
      Waiting.assign(Cores.size(), false);
      AnyWaiting = false;
    }
  }
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
  Tensors.push_back({Name.str(), ZeroedBytes(Bytes), {}, {}});
  // Moving the vector of tensors keeps each one's memory in place.
  Tensor &T = Tensors.back();
  T.Bytes = {T.Owned.data(), Bytes};
  // Its pages now, not when the launch first writes them (an output the
  // caller does not fill): a byte of each, read back as zero.
  for (uint64_t I = 0; I < Bytes; I += 4096)
    T.Bytes[I] = 0;
  return T.Bytes;
}

void Emulator::addBorrowedTensor(StringRef Name,
                                 MutableArrayRef<uint8_t> Memory,
                                 std::optional<uint64_t> Base) {
  if (Name.empty())
    fail("a GM tensor needs a name");
  if (hasTensor(Name))
    fail("GM buffer '" + Name + "' defined twice");
  Tensors.push_back({Name.str(), {}, Memory, Base});
}

void Emulator::removeTensor(StringRef Name) {
  llvm::erase_if(Tensors, [&](const Tensor &T) { return T.Name == Name; });
}

MutableArrayRef<uint8_t> Emulator::tensor(StringRef Name) {
  Tensor *T = find(Name);
  if (!T)
    fail("no GM buffer '" + Name + "'");
  return T->Bytes;
}

Machine *Emulator::lastMachine() {
  return Last ? Last->Machines.back().get() : nullptr;
}

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

/// The address of \p Entry: a symbol, the vector half `<Entry>_mix_aiv` of
/// a kernel in the vendor's mixed-kernel ABI (PTOAS's output, launched by
/// its plain name: docs/hivm.md), or the one C++ function of that name
/// (`abs_2d` for `_Z6abs_2dPU3AS1fS0_ll`).
static uint64_t entryAddress(const Program &Prog, StringRef Entry) {
  if (Entry.empty())
    fail("no entry symbol: name the kernel with --entry=NAME");
  if (std::optional<uint64_t> Address = Prog.resolve(Entry))
    return *Address;
  std::vector<std::string> Named = Prog.functionsNamed(Entry);
  if (Named.size() > 1)
    fail("'" + Entry + "' names " + std::to_string(Named.size()) +
         " functions; choose one by its symbol: " + join(Named, ", "));
  if (Named.empty())
    fail("no symbol '" + Entry + "' in the program");
  return *Prog.lookup(Named.front());
}

void Emulator::startLaunch(StringRef Entry, ArrayRef<KernelArgument> Args,
                           unsigned Blocks, bool Timeline) {
  // The launch is the last one from here on, also when it fails: what it
  // left in GM (a kernel's printf records) stays readable.
  Last.reset();
  Last = newLaunch(Blocks, Timeline);
  Launch *L = Last.get();
  uint64_t EntryAddress = entryAddress(L->Prog, Entry);
  L->Entry = EntryAddress;
  for (Tensor &T : Tensors) {
    // The kernel runs on the tensors in place.
    (T.Base ? L->GM.addBorrowedAt(T.Name, T.Bytes, *T.Base)
            : L->GM.addBorrowed(T.Name, T.Bytes))
        .IsTensor = true;
  }
  std::vector<uint64_t> Values;
  for (size_t I = 0; I < Args.size(); ++I) {
    const KernelArgument &A = Args[I];
    uint64_t Value = A.Value;
    if (A.K == KernelArgument::Kind::Tensor) {
      GMRegion *R = L->GM.find(A.Tensor);
      if (!R || !hasTensor(A.Tensor))
        fail("no GM buffer '" + A.Tensor + "' for argument " + Twine(I + 1) +
             " (define it with --gm)");
      Value += R->Base;
    } else if (A.K == KernelArgument::Kind::UB &&
               Value >= L->Machines.front()->UB.size()) {
      fail("UB offset " + hex(Value) + " of argument " + Twine(I + 1) +
           " is out of range");
    }
    Values.push_back(Value);
  }
  for (std::unique_ptr<Machine> &M : L->Machines) {
    M->start(EntryAddress);
    // x10-x17, then the stack slots at sp, sp + 8, ... as a call passes them.
    for (size_t I = 0; I < Values.size(); ++I) {
      if (I < 8) {
        M->X[10 + I] = Values[I];
        continue;
      }
      uint8_t *Slot = M->GM.at(M->X[2] + 8 * (I - 8), 8);
      std::memcpy(Slot, &Values[I], 8);
    }
  }
}

LaunchResult Emulator::launch(StringRef Entry, ArrayRef<KernelArgument> Args,
                              unsigned Blocks, raw_ostream *Timeline) {
  if (Blocks == 0 || Blocks > 65535)
    fail("the block count must be 1 to 65535, not " + Twine(Blocks));
  if (Args.size() > MaxKernelArguments)
    fail("a kernel takes at most " + Twine(MaxKernelArguments) +
         " arguments: x10-x17 and 8 stack slots (docs/abi.md)");
  unsigned Threads = std::min(
      Options.Threads ? Options.Threads : defaultThreadCount(), Blocks);
  // Why the cores run on one thread although there are several blocks and
  // threads (docs/emulator.md, "Several cores").
  std::string OneThreadWhy;
  if (Threads > 1 && Options.Trace)
    OneThreadWhy = "--trace prints the instructions of all cores in the "
                   "order they run";
  for (const auto &[Name, Why] : OneThreadEntries)
    if (Threads > 1 && OneThreadWhy.empty() && Name == Entry)
      OneThreadWhy = Why;
  startLaunch(Entry, Args, Blocks, Timeline != nullptr);
  bool Threaded = false;
  unsigned Phases = 1;
  if (Threads > 1 && OneThreadWhy.empty()) {
    ThreadedRun Run =
        runCoresOnThreads(Last->Machines, Last->GM, Last->Cores, Threads);
    OneThreadWhy = Run.Why;
    Phases = Run.Phases;
    Threaded = OneThreadWhy.empty();
    if (!Threaded) {
      Last->Cores.restoreTensors();
      if (Run.ByProgram)
        OneThreadEntries.emplace_back(Entry.str(), OneThreadWhy);
      startLaunch(Entry, Args, Blocks, Timeline != nullptr);
    }
  }
  if (!Threaded)
    runCores(Last->Machines, Last->Cores);
  Launch *L = Last.get();

  LaunchResult Result;
  Result.Threads = Threaded ? Threads : 1;
  Result.OneThreadWhy = OneThreadWhy;
  Result.Phases = Threaded ? Phases : 1;
  raw_string_ostream Stats(Result.Stats), Races(Result.Races);
  for (unsigned Block = 0; Block < Blocks; ++Block) {
    Machine &M = *L->Machines[Block];
    Result.Cycles = std::max(Result.Cycles, M.Pipeline.totalCycles());
    Result.Instructions += M.instructionsIssued();
    if (Blocks > 1)
      Stats << "block " << Block << ":\n";
    M.Pipeline.printStats(Stats);
    if (M.Pipeline.hasRaces() || !M.SimtRaces.empty()) {
      if (Blocks > 1)
        Races << "block " << Block << ":\n";
      M.Pipeline.reportRaces(Races);
      for (const std::string &Line : M.SimtRaces)
        Races << Line;
    }
  }
  const Program &Prog = L->Prog;
  L->Cores.reportRaces(Races, [&](uint64_t PC) { return Prog.where(PC); });
  if (Timeline)
    L->Machines.back()->Pipeline.writeTimeline(*Timeline);
  return Result;
}

std::optional<uint64_t> Emulator::symbolAddress(StringRef Symbol) const {
  return Last ? Last->Prog.lookup(Symbol) : std::nullopt;
}

bool Emulator::readMemory(uint64_t Address, MutableArrayRef<uint8_t> Out) {
  const uint8_t *Bytes = Last ? Last->GM.at(Address, Out.size()) : nullptr;
  if (!Bytes)
    return false;
  std::copy(Bytes, Bytes + Out.size(), Out.begin());
  return true;
}

} // namespace pto
