//===-- pto-emu.cpp - Run PTO machine code on the host --------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// pto-emu KERNEL.o... --entry=NAME [--gm NAME=SPEC]... [--arg SPEC]...
//
// Loads PTO ELF objects, sets up GM buffers and the kernel's arguments,
// runs the kernel with the scalar unit and the V, MTE2 and MTE3 pipes, and
// reports deadlocks, data races, statistics and buffers. docs/emulator.md.
//
//===----------------------------------------------------------------------===//

#include "Emulator.h"
#include "Machine.h"
#include "Numeric.h"
#include "ObjectFiles.h"
#include "Report.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <ctime>
#include <random>

using namespace llvm;
using namespace pto;

static cl::OptionCategory EmuCategory("pto-emu options");

static cl::list<std::string> Inputs(cl::Positional, cl::ZeroOrMore,
                                    cl::desc("<object files>"),
                                    cl::cat(EmuCategory));
static cl::opt<std::string> Entry("entry", cl::desc("Symbol to run"),
                                  cl::value_desc("name"), cl::cat(EmuCategory));
static cl::opt<std::string> CPU("mcpu", cl::desc("Profile: a5 or a2a3"),
                                cl::init("a5"), cl::cat(EmuCategory));
static cl::list<std::string>
    GMBuffers("gm",
              cl::desc("A GM buffer NAME=SPEC, SPEC one of zero:BYTES, "
                       "file:PATH, iota:TYPE:COUNT[:START[:STEP]], "
                       "random:TYPE:COUNT[:SEED], values:TYPE:V1,V2,..."),
              cl::value_desc("name=spec"), cl::cat(EmuCategory));
static cl::list<std::string>
    Args("arg",
         cl::desc("The next kernel argument: gm:NAME[+BYTES], ub:OFFSET, "
                  "i64:VALUE, f32:VALUE, f16:VALUE"),
         cl::value_desc("spec"), cl::cat(EmuCategory));
static cl::list<std::string> Dumps("dump",
                                   cl::desc("Write GM buffer NAME to PATH"),
                                   cl::value_desc("name=path"),
                                   cl::cat(EmuCategory));
static cl::list<std::string>
    Prints("print",
           cl::desc("Print GM buffer NAME (or ub@OFFSET) as TYPE values"),
           cl::value_desc("name:type[:count]"), cl::cat(EmuCategory));
static cl::opt<bool> Trace("trace",
                           cl::desc("Print each instruction and what it "
                                    "wrote"),
                           cl::cat(EmuCategory));
static cl::opt<bool> ReplayBlocks(
    "replay-blocks",
    cl::desc("Replay the recorded timing of straight-line runs of plain "
             "instructions and of runs of queued vector operations "
             "(default; the results, cycles and race reports are the same "
             "without)"),
    cl::init(true), cl::cat(EmuCategory));
static cl::opt<std::string>
    TimelinePath("timeline",
                 cl::desc("Write a Chrome/Perfetto trace of the pipes"),
                 cl::value_desc("file"), cl::cat(EmuCategory));
static cl::opt<std::string> RuntimeDir(
    "runtime-dir",
    cl::desc("Objects that define what the program leaves undefined (the "
             "soft-float and math runtime); default: lib/pto-rt next to "
             "pto-emu's bin directory"),
    cl::value_desc("dir"), cl::cat(EmuCategory));
static cl::opt<bool> NoRuntime("no-runtime",
                               cl::desc("Load no runtime objects"),
                               cl::cat(EmuCategory));
static cl::opt<unsigned>
    Blocks("blocks",
           cl::desc("Run the kernel on this many vector cores side by side "
                    "(get_block_num), sharing GM"),
           cl::init(1), cl::cat(EmuCategory));
static cl::opt<std::string>
    Threads("threads",
            cl::desc("Run the blocks on up to this many host threads, 1 to "
                     "1024 (default: one per host core); the results are "
                     "the same"),
            cl::value_desc("N"), cl::cat(EmuCategory));
static cl::opt<bool> WallTime(
    "wall-time",
    cl::desc("Print the wall time of loading, of filling the --gm tensors "
             "and of running (and the run's processor time) to stderr"),
    cl::cat(EmuCategory));
static cl::opt<bool> CheckSemantics(
    "check-semantics",
    cl::desc("List the ISA's operations pto-emu does not model and exit; "
             "fails if one has neither semantics nor a reason"),
    cl::cat(EmuCategory));
static cl::opt<uint64_t>
    MaxInstructions("max-instructions",
                    cl::desc("Stop after this many instructions"),
                    cl::init(100000000), cl::cat(EmuCategory));

namespace {

uint64_t parseInteger(StringRef S, StringRef Context) {
  int64_t V;
  if (S.getAsInteger(0, V)) {
    uint64_t U;
    if (S.getAsInteger(0, U))
      fail("bad number '" + S + "' in " + Context);
    return U;
  }
  return uint64_t(V);
}

double parseReal(StringRef S, StringRef Context) {
  double V;
  if (S.getAsDouble(V))
    fail("bad number '" + S + "' in " + Context);
  return V;
}

/// Bits of \p V as an element of type \p T.
uint64_t encodeValue(PTO::ElemType T, double V) {
  switch (T) {
  case PTO::F32: {
    float F = float(V);
    uint32_t B;
    std::memcpy(&B, &F, 4);
    return B;
  }
  case PTO::F16:
    return floatToHalf(V, RoundNearestEven);
  case PTO::BF16:
    return floatToBFloat(V, RoundNearestEven);
  default:
    return uint64_t(int64_t(V));
  }
}

void fillBuffer(MutableArrayRef<uint8_t> Bytes, PTO::ElemType T,
                ArrayRef<double> Values) {
  unsigned B = elemBytes(T);
  for (size_t I = 0; I < Values.size(); ++I) {
    uint64_t Bits = encodeValue(T, Values[I]);
    std::memcpy(Bytes.data() + I * B, &Bits, B);
  }
}

PTO::ElemType parseType(StringRef S, StringRef Context) {
  PTO::ElemType T = elemTypeFromSuffix(S);
  if (T == PTO::NoElemType)
    fail("unknown element type '" + S + "' in " + Context +
         " (i8..i64, u8..u64, f16, bf16, f32)");
  return T;
}

void createBuffer(Emulator &Emu, StringRef Spec) {
  auto [Name, Def] = Spec.split('=');
  std::string Ctx = ("--gm " + Spec).str();
  if (Name.empty() || Def.empty())
    fail("expected NAME=SPEC in " + Ctx);
  if (Emu.hasTensor(Name))
    fail("GM buffer '" + Name + "' defined twice");
  SmallVector<StringRef, 5> F;
  Def.split(F, ':');
  StringRef Kind = F[0];
  if (Kind == "zero" && F.size() == 2) {
    // Zeroed already: nothing to fill.
    (void)Emu.addTensor(Name, parseInteger(F[1], Ctx));
  } else if (Kind == "file" && F.size() >= 2) {
    std::string Path = Def.drop_front(5).str();
    auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false);
    if (!Buf)
      fail("cannot read '" + Path + "': " + Buf.getError().message());
    MutableArrayRef<uint8_t> Bytes =
        Emu.addTensor(Name, (*Buf)->getBufferSize());
    std::copy((*Buf)->getBufferStart(), (*Buf)->getBufferEnd(), Bytes.begin());
  } else if ((Kind == "iota" || Kind == "random") && F.size() >= 3) {
    PTO::ElemType T = parseType(F[1], Ctx);
    uint64_t Count = parseInteger(F[2], Ctx);
    std::vector<double> Values(Count);
    if (Kind == "iota") {
      double Start = F.size() > 3 ? parseReal(F[3], Ctx) : 0;
      double Step = F.size() > 4 ? parseReal(F[4], Ctx) : 1;
      for (uint64_t I = 0; I < Count; ++I)
        Values[I] = Start + Step * double(I);
    } else {
      std::mt19937_64 Rng(F.size() > 3 ? parseInteger(F[3], Ctx) : 1);
      std::uniform_real_distribution<double> Dist(-100, 100);
      for (double &V : Values)
        V = T == PTO::F32 || T == PTO::F16 || T == PTO::BF16
                ? Dist(Rng)
                : double(int64_t(Dist(Rng)));
    }
    fillBuffer(Emu.addTensor(Name, Count * elemBytes(T)), T, Values);
  } else if (Kind == "values" && F.size() == 3) {
    PTO::ElemType T = parseType(F[1], Ctx);
    SmallVector<StringRef, 16> Items;
    F[2].split(Items, ',');
    std::vector<double> Values;
    for (StringRef Item : Items)
      Values.push_back(parseReal(Item.trim(), Ctx));
    fillBuffer(Emu.addTensor(Name, Values.size() * elemBytes(T)), T, Values);
  } else {
    fail("bad buffer spec in " + Ctx);
  }
}

KernelArgument argument(StringRef Spec) {
  auto [Kind, Value] = Spec.split(':');
  std::string Ctx = ("--arg " + Spec).str();
  if (Kind == "gm") {
    auto [Name, Offset] = Value.split('+');
    return KernelArgument::tensor(
        Name, Offset.empty() ? 0 : parseInteger(Offset, Ctx));
  }
  if (Kind == "ub")
    return KernelArgument::ub(parseInteger(Value, Ctx));
  if (Kind == "i64")
    return KernelArgument::scalar(parseInteger(Value, Ctx));
  if (Kind == "f32")
    return KernelArgument::scalar(encodeValue(PTO::F32, parseReal(Value, Ctx)));
  if (Kind == "f16")
    return KernelArgument::scalar(encodeValue(PTO::F16, parseReal(Value, Ctx)));
  fail("bad argument spec in " + Ctx);
}

void printValues(Emulator &Emu, StringRef Spec) {
  SmallVector<StringRef, 3> F;
  Spec.split(F, ':');
  std::string Ctx = ("--print " + Spec).str();
  if (F.size() < 2)
    fail("expected NAME:TYPE[:COUNT] in " + Ctx);
  PTO::ElemType T = parseType(F[1], Ctx);
  unsigned B = elemBytes(T);
  const uint8_t *Data;
  uint64_t Size;
  if (F[0].starts_with("ub@")) {
    uint64_t Offset = parseInteger(F[0].drop_front(3), Ctx);
    uint64_t Count = F.size() > 2 ? parseInteger(F[2], Ctx) : 1;
    Size = Count * B;
    Data = Emu.lastMachine()->UB.at(Offset, Size);
    if (!Data)
      fail("UB range out of bounds in " + Ctx);
  } else {
    if (!Emu.hasTensor(F[0]))
      fail("no GM buffer '" + F[0] + "' in " + Ctx);
    MutableArrayRef<uint8_t> Bytes = Emu.tensor(F[0]);
    Size = F.size() > 2 ? parseInteger(F[2], Ctx) * B : Bytes.size();
    if (Size > Bytes.size())
      fail("count too large in " + Ctx);
    Data = Bytes.data();
  }
  outs() << F[0] << ":";
  for (uint64_t I = 0; I < Size / B; ++I) {
    uint64_t Bits = 0;
    std::memcpy(&Bits, Data + I * B, B);
    outs() << " ";
    switch (T) {
    case PTO::F32: {
      float V;
      uint32_t W = uint32_t(Bits);
      std::memcpy(&V, &W, 4);
      outs() << format("%g", V);
      break;
    }
    case PTO::F16:
      outs() << format("%g", halfToFloat(uint16_t(Bits)));
      break;
    case PTO::BF16:
      outs() << format("%g", bfloatToFloat(uint16_t(Bits)));
      break;
    case PTO::U8:
    case PTO::U16:
    case PTO::U32:
    case PTO::U64:
      outs() << Bits;
      break;
    default:
      outs() << SignExtend64(Bits, B * 8);
    }
  }
  outs() << "\n";
}

} // namespace

/// The runtime directory: --runtime-dir, else <prefix>/lib/pto-rt for the
/// prefix pto-emu runs from, if it exists (the build puts the runtime
/// there); empty for none.
static std::string runtimeDirectory(const char *Argv0) {
  if (NoRuntime)
    return "";
  if (!RuntimeDir.empty())
    return RuntimeDir;
  return defaultRuntimeDirectory(Argv0,
                                 reinterpret_cast<void *>(&runtimeDirectory));
}

/// --check-semantics: every family of the ISA (Semantics.inc) has
/// semantics or is on the documented not-modelled list.
static int checkSemantics() {
  const OpTable &Ops = opTable();
  unsigned Modelled = 0, Missing = 0, NotModelled = 0;
  for (unsigned I = 0; I < NumFamilies; ++I) {
    Family F = Family(I);
    if (Ops.find(F)) {
      ++Modelled;
      if (const char *Why = Ops.whyNotModelled(F))
        outs() << "error: " << familyName(F)
               << " has semantics and is listed as not modelled (" << Why
               << ")\n";
    } else if (const char *Why = Ops.whyNotModelled(F)) {
      ++NotModelled;
      outs() << "not modelled: " << familyName(F) << ": " << Why << "\n";
    } else {
      ++Missing;
      outs() << "error: " << familyName(F)
             << " has no semantics and is not listed as not modelled\n";
    }
  }
  outs() << NumFamilies << " operations: " << Modelled << " modelled, "
         << NotModelled << " not modelled, " << Missing
         << " without semantics\n";
  return Missing ? 1 : 0;
}

static int emulate(int argc, char **argv) {
  // LLVM itself owns an option named -stats (pass statistics): take ours
  // off the command line before LLVM parses it.
  bool Stats = false;
  std::vector<const char *> Argv;
  for (int I = 0; I < argc; ++I) {
    StringRef A = argv[I];
    if (I > 0 && (A == "--stats" || A == "-stats"))
      Stats = true;
    else
      Argv.push_back(argv[I]);
  }
  cl::HideUnrelatedOptions(EmuCategory);
  cl::ParseCommandLineOptions(
      Argv.size(), Argv.data(),
      "pto-emu: run PTO machine code on the host\n\n"
      "  --stats   print cycles, instructions per pipe and pipe "
      "utilisation\n");

  if (CheckSemantics)
    return checkSemantics();
  if (Inputs.empty())
    fail("no object files");
  if (CPU != "a5" && CPU != "a2a3")
    fail("unknown CPU '" + CPU + "' (a5 or a2a3)");
  if (Entry.empty())
    fail("no entry symbol: name the kernel with --entry=NAME");

  EmulatorOptions Options;
  Options.CPU = CPU;
  Options.Trace = Trace;
  Options.ReplayBlocks = ReplayBlocks;
  Options.MaxInstructions = MaxInstructions;
  Options.RuntimeDir = runtimeDirectory(argv[0]);
  if (Threads.getNumOccurrences()) {
    unsigned N;
    if (StringRef(Threads).getAsInteger(10, N) || N < 1 || N > MaxThreads)
      fail("bad thread count '" + Threads + "' in --threads (1 to " +
           Twine(MaxThreads) + ")");
    Options.Threads = N;
  }
  auto LoadStart = std::chrono::steady_clock::now();
  Emulator Emu(Inputs, Options);
  // Filling the tensors is the user's input, not emulation: timed apart.
  auto FillStart = std::chrono::steady_clock::now();
  for (const std::string &Spec : GMBuffers)
    createBuffer(Emu, Spec);
  auto FillEnd = std::chrono::steady_clock::now();
  if (Args.size() > MaxKernelArguments)
    fail("a kernel takes at most " + Twine(MaxKernelArguments) +
         " arguments: x10-x17 and 8 stack slots (docs/abi.md)");
  std::vector<KernelArgument> KernelArgs;
  for (const std::string &Spec : Args) {
    KernelArgument A = argument(Spec);
    std::string Ctx = "--arg " + Spec;
    if (A.K == KernelArgument::Kind::Tensor && !Emu.hasTensor(A.Tensor))
      fail("no GM buffer '" + A.Tensor + "' in " + Ctx +
           " (define it with --gm)");
    if (A.K == KernelArgument::Kind::UB && A.Value >= ubBytes(CPU == "a5"))
      fail("UB offset out of range in " + Ctx);
    KernelArgs.push_back(A);
  }

  std::unique_ptr<raw_fd_ostream> Timeline;
  if (!TimelinePath.empty()) {
    std::error_code EC;
    Timeline =
        std::make_unique<raw_fd_ostream>(TimelinePath, EC, sys::fs::OF_Text);
    if (EC)
      fail("cannot write '" + TimelinePath + "': " + EC.message());
  }
  auto RunStart = std::chrono::steady_clock::now();
  std::clock_t RunCPUStart = std::clock();
  LaunchResult Result = Emu.launch(Entry, KernelArgs, Blocks, Timeline.get());
  std::clock_t RunCPUEnd = std::clock();
  auto RunEnd = std::chrono::steady_clock::now();
  if (WallTime) {
    auto Seconds = [](auto Duration) {
      return std::chrono::duration<double>(Duration).count();
    };
    // The run's processor time too (all host threads'): on a loaded host
    // it leaves out the time other jobs held the processors.
    errs() << format("pto-emu: wall time: load %.6f s, tensors %.6f s, run "
                     "%.6f s (processor time %.6f s)\n",
                     Seconds(RunStart - LoadStart - (FillEnd - FillStart)),
                     Seconds(FillEnd - FillStart), Seconds(RunEnd - RunStart),
                     double(RunCPUEnd - RunCPUStart) / CLOCKS_PER_SEC);
    errs() << "pto-emu: threads: " << Result.Threads;
    if (Result.Threads > 1 && Result.Phases > 1)
      errs() << " (the cores ran in parallel, in " << Result.Phases
             << " phases between cross-core barriers)";
    else if (Result.Threads > 1)
      errs() << " (the cores ran in parallel)";
    else if (!Result.OneThreadWhy.empty())
      errs() << " (one thread: " << Result.OneThreadWhy << ")";
    errs() << "\n";
  }

  for (const std::string &Spec : Prints)
    printValues(Emu, Spec);
  for (const std::string &Spec : Dumps) {
    auto [Name, Path] = StringRef(Spec).split('=');
    if (!Emu.hasTensor(Name) || Path.empty())
      fail("bad --dump '" + Spec + "': expected NAME=PATH of a GM buffer");
    std::error_code EC;
    raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
    if (EC)
      fail("cannot write '" + Path + "': " + EC.message());
    MutableArrayRef<uint8_t> Bytes = Emu.tensor(Name);
    OS.write(reinterpret_cast<const char *>(Bytes.data()), Bytes.size());
  }
  if (Stats)
    outs() << "instructions: " << Result.Instructions << "\n" << Result.Stats;
  outs().flush();
  if (!Result.Races.empty()) {
    errs() << Result.Races;
    return 3;
  }
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  try {
    return emulate(argc, argv);
  } catch (const EmulatorError &E) {
    reportError(E);
    return 1;
  }
}
