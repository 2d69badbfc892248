//===-- ObjectFiles.cpp - Reading and resolving PTO objects ---------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "ObjectFiles.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Object/Archive.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Path.h"

#include <dlfcn.h>

using namespace llvm;
using namespace llvm::object;

namespace pto {

/// Bytes relocation type \p Type writes from its offset.
static uint64_t relocationWidth(uint64_t Type) {
  switch (Type) {
  case ELF::R_PTO_NONE:
    return 0;
  case ELF::R_PTO_ABS32:
  case ELF::R_PTO_PCREL32:
    return 4;
  default:
    return 8;
  }
}

/// The loader trusts no field of an object: the section table, section
/// alignments, relocation tables (size, entry size, offsets within their
/// section, symbol indices), symbol tables and their string tables are
/// checked here, so that a corrupt object ends in one error message.
void validateObject(const ObjectFile &Obj, StringRef Path) {
  const auto *ELFObj = dyn_cast<ELF64LEObjectFile>(&Obj);
  if (!ELFObj)
    fail("'" + Path + "' is not a 64-bit little-endian ELF object");
  const ELFFile<ELF64LE> &EF = ELFObj->getELFFile();
  std::string File = ("'" + Path + "'").str();
  auto Sections = check(EF.sections(), File);
  for (const ELF64LE::Shdr &Sec : Sections) {
    unsigned Index = &Sec - Sections.begin();
    std::string Where =
        ("'" + Path + "': section [index " + Twine(Index) + "]").str();
    check(EF.getSectionName(Sec), File);
    if (Sec.sh_addralign > 1 && !isPowerOf2_64(Sec.sh_addralign))
      fail(Where + " has alignment " + Twine(Sec.sh_addralign) +
           ", which is not a power of two");
    if (Sec.sh_type == ELF::SHT_SYMTAB) {
      auto Symbols = check(EF.symbols(&Sec), File);
      StringRef Strings = check(EF.getStringTableForSymtab(Sec), File);
      for (const ELF64LE::Sym &Sym : Symbols)
        check(Sym.getName(Strings),
              Where + ": symbol " + Twine(&Sym - Symbols.begin()));
    }
    if (Sec.sh_type == ELF::SHT_REL)
      fail(Where + ": SHT_REL relocations are not supported (PTO uses "
                   "SHT_RELA)");
    if (Sec.sh_type != ELF::SHT_RELA)
      continue;
    auto Relas = check(EF.relas(Sec), File);
    const ELF64LE::Shdr *SymTab = check(EF.getSection(Sec.sh_link), Where);
    if (SymTab->sh_type != ELF::SHT_SYMTAB)
      fail(Where + ": sh_link " + Twine(Sec.sh_link) +
           " is not a symbol table");
    uint64_t NumSymbols = check(EF.symbols(SymTab), File).size();
    const ELF64LE::Shdr *Target = check(EF.getSection(Sec.sh_info), Where);
    for (const ELF64LE::Rela &R : Relas) {
      std::string Entry =
          (Where + ": relocation " + Twine(&R - Relas.begin())).str();
      uint32_t SymIndex = R.getSymbol(false);
      if (SymIndex >= NumSymbols)
        fail(Entry + " names symbol " + Twine(SymIndex) + ", but there are " +
             Twine(NumSymbols));
      uint64_t Width = relocationWidth(R.getType(false));
      if (Target->sh_type != ELF::SHT_NOBITS &&
          (R.r_offset > Target->sh_size ||
           Target->sh_size - R.r_offset < Width))
        fail(Entry + " at offset " + hex(R.r_offset) +
             " is past the end of its section (" + hex(Target->sh_size) +
             " bytes)");
    }
  }
}

/// The global symbols \p File defines and those it references undefined.
static void collectSymbols(const ObjectFile &File, StringSet<> &Defined,
                           StringSet<> &Undefined) {
  for (const SymbolRef &Sym : File.symbols()) {
    Expected<uint32_t> Flags = Sym.getFlags();
    Expected<StringRef> Name = Sym.getName();
    if (!Flags || !Name || Name->empty()) {
      consumeError(Flags.takeError());
      consumeError(Name.takeError());
      continue;
    }
    if (*Flags & SymbolRef::SF_Undefined)
      Undefined.insert(*Name);
    else if (*Flags & SymbolRef::SF_Global)
      Defined.insert(*Name);
  }
}

/// The objects of the runtime directory \p Dir (sorted by name, so the
/// choice between two that define a symbol is stable) and the global
/// symbols each defines.
/// An object of the runtime directory and the global symbols it defines.
struct RuntimeObject {
  std::string Path;
  StringSet<> Defines;
};

static std::vector<RuntimeObject> readRuntimeIndex(StringRef Dir) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (StringRef(It->path()).ends_with(".o"))
      Files.push_back(It->path());
  if (EC)
    fail("cannot read the runtime directory '" + Dir + "': " + EC.message() +
         " (--runtime-dir)");
  llvm::sort(Files);
  std::vector<RuntimeObject> Index;
  for (const std::string &Path : Files) {
    Expected<OwningBinary<ObjectFile>> Obj = ObjectFile::createObjectFile(Path);
    if (!Obj)
      fail("cannot read '" + Path + "': " + toString(Obj.takeError()));
    StringSet<> Defined, Undefined;
    collectSymbols(*Obj->getBinary(), Defined, Undefined);
    Index.push_back({Path, std::move(Defined)});
  }
  return Index;
}

bool addDefinition(StringMap<Definition> &Definitions, StringRef Name,
                   size_t Object, bool Weak, ArrayRef<InputObject> Objects) {
  auto [It, New] = Definitions.try_emplace(Name, Definition{Object, Weak});
  if (New)
    return true;
  if (!Weak && !It->second.Weak)
    fail("duplicate symbol '" + Name + "': defined in '" +
         Objects[It->second.Object].Name + "' and in '" + Objects[Object].Name +
         "'");
  if (Weak)
    return false;
  It->second = {Object, Weak};
  return true;
}

void ProgramInputs::add(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
      MemoryBuffer::getFile(Path, /*IsText=*/false,
                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    fail("cannot read '" + Path + "': " + Buffer.getError().message());
  MemoryBufferRef Ref = (*Buffer)->getMemBufferRef();
  Buffers.push_back(std::move(*Buffer));
  auto AddObject = [&](MemoryBufferRef Bytes, const std::string &Name) {
    Expected<std::unique_ptr<ObjectFile>> Obj =
        ObjectFile::createObjectFile(Bytes);
    if (!Obj)
      fail("cannot read '" + Name + "': " + toString(Obj.takeError()));
    if (!(*Obj)->isELF() || (*Obj)->getArch() != Triple::pto)
      fail("'" + Name + "' is not a PTO ELF object");
    validateObject(**Obj, Name);
    collectSymbols(**Obj, Defined, Undefined);
    Objects.push_back({Name, std::move(*Obj)});
  };
  if (identify_magic(Ref.getBuffer()) != file_magic::archive) {
    AddObject(Ref, Path.str());
    return;
  }
  std::unique_ptr<Archive> Ar =
      check(Archive::create(Ref), "cannot read '" + Path + "'");
  Error Err = Error::success();
  for (const Archive::Child &Member : Ar->children(Err)) {
    StringRef MemberName =
        check(Member.getName(), "'" + Path + "': archive member name");
    MemoryBufferRef Bytes =
        check(Member.getMemoryBufferRef(), "'" + Path + "': archive member");
    AddObject(Bytes, (Path + "(" + MemberName + ")").str());
  }
  if (Err)
    fail("cannot read '" + Path + "': " + toString(std::move(Err)));
}

void ProgramInputs::addRuntime(StringRef Dir) {
  std::vector<RuntimeObject> Runtime = readRuntimeIndex(Dir);
  std::vector<bool> Added(Runtime.size());
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t I = 0; I < Runtime.size(); ++I) {
      if (Added[I] || !any_of(Runtime[I].Defines, [&](const auto &Name) {
            return Undefined.contains(Name.getKey()) &&
                   !Defined.contains(Name.getKey());
          }))
        continue;
      Added[I] = Changed = true;
      add(Runtime[I].Path);
    }
  }
}

std::string loadedObjectDirectory(const void *Address) {
  Dl_info Info;
  if (!dladdr(Address, &Info) || !Info.dli_fname)
    return "";
  SmallString<256> Path(Info.dli_fname), Real;
  sys::fs::make_absolute(Path);
  if (!sys::fs::real_path(Path, Real))
    Path = Real;
  return sys::path::parent_path(Path).str();
}

std::string defaultRuntimeDirectory(const char *Argv0, void *MainAddress) {
  std::string Exe = sys::fs::getMainExecutable(Argv0, MainAddress);
  SmallString<256> Dir(sys::path::parent_path(sys::path::parent_path(Exe)));
  sys::path::append(Dir, "lib", "pto-rt");
  return sys::fs::is_directory(Dir) ? std::string(Dir) : "";
}

} // namespace pto
