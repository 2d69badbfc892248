//===-- pto-link.cpp - Link PTO objects into one program ------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The link step of `clang --target=pto` (docs/abi.md, "Linking"): reads the
// program's relocatable objects (and archives), resolves its global
// symbols, adds the runtime objects it needs, and writes the program as one
// archive of all its objects. A symbol defined twice or nowhere is an
// error. pto-emu places the objects and applies their relocations when it
// loads the archive.
//
//===----------------------------------------------------------------------===//

#include "Emulator.h"
#include "ObjectFiles.h"
#include "Report.h"
#include "llvm/Object/ArchiveWriter.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace llvm::object;
using namespace pto;

static cl::OptionCategory LinkCategory("pto-link options");
static cl::list<std::string> InputPaths(cl::Positional, cl::OneOrMore,
                                        cl::desc("<objects and archives>"),
                                        cl::cat(LinkCategory));
static cl::opt<std::string> OutputPath("o", cl::desc("The program"),
                                       cl::value_desc("file"),
                                       cl::init("a.out"),
                                       cl::cat(LinkCategory));
static cl::opt<std::string> RuntimeDir(
    "runtime-dir",
    cl::desc("Objects that define what the program leaves undefined (the "
             "soft-float and math runtime); default: lib/pto-rt next to "
             "pto-link's bin directory"),
    cl::value_desc("dir"), cl::cat(LinkCategory));
static cl::opt<bool> NoRuntime("no-runtime", cl::desc("Add no runtime objects"),
                               cl::cat(LinkCategory));

/// An address in this executable, to find its path.
static void locateExecutable() {}

static int linkProgram(int argc, char **argv) {
  setToolName("pto-link");
  cl::HideUnrelatedOptions(LinkCategory);
  cl::ParseCommandLineOptions(
      argc, argv, "pto-link: link PTO objects into one program for pto-emu\n");

  ProgramInputs In;
  for (const std::string &Path : InputPaths)
    In.add(Path);
  std::string Runtime =
      NoRuntime ? ""
      : RuntimeDir.empty()
          ? defaultRuntimeDirectory(argv[0],
                                    reinterpret_cast<void *>(&locateExecutable))
          : RuntimeDir;
  if (!Runtime.empty())
    In.addRuntime(Runtime);

  // Every global defined once (weak ones aside) and every reference
  // defined somewhere.
  StringMap<Definition> Definitions;
  for (size_t I = 0; I < In.Objects.size(); ++I) {
    for (const SymbolRef &Sym : In.Objects[I].Object->symbols()) {
      uint32_t Flags = check(Sym.getFlags(), "'" + In.Objects[I].Name + "'");
      if (!(Flags & SymbolRef::SF_Global) || (Flags & SymbolRef::SF_Undefined))
        continue;
      StringRef Name = check(Sym.getName(), "'" + In.Objects[I].Name + "'");
      addDefinition(Definitions, Name, I, Flags & SymbolRef::SF_Weak,
                    In.Objects);
    }
  }
  for (const InputObject &Input : In.Objects)
    for (const SymbolRef &Sym : Input.Object->symbols()) {
      uint32_t Flags = check(Sym.getFlags(), "'" + Input.Name + "'");
      StringRef Name = check(Sym.getName(), "'" + Input.Name + "'");
      if ((Flags & SymbolRef::SF_Undefined) && !Name.empty() &&
          !Definitions.contains(Name))
        fail("undefined symbol '" + Name + "', referenced in '" + Input.Name +
             "'");
    }

  std::vector<NewArchiveMember> Members;
  for (const InputObject &Input : In.Objects) {
    NewArchiveMember Member(Input.Object->getMemoryBufferRef());
    // "kernel(a.o)" -> "a.o"
    StringRef Name = Input.Name;
    if (Name.ends_with(")") && Name.contains('('))
      Name = Name.drop_back().split('(').second;
    Member.MemberName = sys::path::filename(Name);
    Members.push_back(std::move(Member));
  }
  if (Error E = writeArchive(OutputPath, Members,
                             SymtabWritingMode::NormalSymtab, Archive::K_GNU,
                             /*Deterministic=*/true, /*Thin=*/false))
    fail("cannot write '" + OutputPath + "': " + toString(std::move(E)));
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  try {
    return linkProgram(argc, argv);
  } catch (const EmulatorError &E) {
    reportError(E);
    return 1;
  }
}
