//===-- Program.cpp - Loading PTO objects into GM -------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Program.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "Report.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::object;

namespace pto {

namespace {
struct LoadedSection {
  SectionRef Section;
  uint64_t Address;
};
} // namespace

static void write32(uint8_t *P, uint64_t V) {
  support::endian::write32le(P, static_cast<uint32_t>(V));
}

/// Applies one relocation at \p Where (the bytes at address \p P).
static void applyRelocation(uint64_t Type, uint8_t *Where, uint64_t P,
                            uint64_t S, int64_t A, StringRef File,
                            StringRef SymbolName) {
  uint64_t Value = S + A;
  switch (Type) {
  case ELF::R_PTO_NONE:
    return;
  case ELF::R_PTO_ABS64:
    support::endian::write64le(Where, Value);
    return;
  case ELF::R_PTO_ABS32:
    write32(Where, Value);
    return;
  case ELF::R_PTO_PCREL32:
    write32(Where, Value - P);
    return;
  case ELF::R_PTO_LO32:
    write32(Where + 4, Value);
    return;
  case ELF::R_PTO_HI32:
    write32(Where + 4, Value >> 32);
    return;
  case ELF::R_PTO_BR32:
  case ELF::R_PTO_CALL32: {
    int64_t Offset = static_cast<int64_t>(Value - P);
    if (Offset % 8 != 0 || !isInt<35>(Offset))
      fail(File + ": branch to '" + SymbolName + "' at " + hex(P) +
           " cannot be encoded (offset " + Twine(Offset) + ")");
    write32(Where + 4, static_cast<uint64_t>(Offset >> 3));
    return;
  }
  default:
    fail(File + ": unsupported relocation type " + Twine(Type));
  }
}

/// The value of \p V, or the error (with \p Context) that ends the run.
template <typename T> static T check(Expected<T> V, const Twine &Context) {
  if (!V)
    fail(Context + ": " + toString(V.takeError()));
  return std::move(*V);
}

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
static void validate(const ObjectFile &Obj, StringRef Path) {
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

/// The program image is at most this large (NOBITS sections have no bytes
/// in the file to bound them).
static constexpr uint64_t MaxImageSize = uint64_t(1) << 30;

/// Sections of UB globals (PTOTargetObjectFile): placed in UB, not GM.
static bool isUBSection(const SectionRef &S) {
  Expected<StringRef> Name = S.getName();
  if (!Name) {
    consumeError(Name.takeError());
    return false;
  }
  return *Name == PTO::UBSectionName;
}

/// UB globals are 32-byte aligned at least, as vector accesses need.
static uint64_t ubAlignment(const SectionRef &S) {
  return std::max<uint64_t>(S.getAlignment().value(), 32);
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
static std::vector<std::pair<std::string, StringSet<>>>
readRuntimeIndex(StringRef Dir) {
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
  std::vector<std::pair<std::string, StringSet<>>> Index;
  for (const std::string &Path : Files) {
    Expected<OwningBinary<ObjectFile>> Obj = ObjectFile::createObjectFile(Path);
    if (!Obj)
      fail("cannot read '" + Path + "': " + toString(Obj.takeError()));
    StringSet<> Defined, Undefined;
    collectSymbols(*Obj->getBinary(), Defined, Undefined);
    Index.emplace_back(Path, std::move(Defined));
  }
  return Index;
}

void Program::load(ArrayRef<std::string> UserPaths, GlobalMemory &GM,
                   uint64_t UBSize, StringRef RuntimeDir) {
  std::vector<OwningBinary<ObjectFile>> Objects;
  std::vector<std::string> Paths;
  uint64_t Size = 0, UBStatic = 0, UBAlign = 32;
  StringSet<> Defined, Undefined;
  auto Add = [&](const std::string &Path) {
    Expected<OwningBinary<ObjectFile>> Obj = ObjectFile::createObjectFile(Path);
    if (!Obj)
      fail("cannot read '" + Path + "': " + toString(Obj.takeError()));
    const ObjectFile *File = Obj->getBinary();
    if (!File->isELF() || File->getArch() != Triple::pto)
      fail("'" + Path + "' is not a PTO ELF object");
    validate(*File, Path);
    for (const SectionRef &S : File->sections()) {
      if (S.getSize() > MaxImageSize &&
          (isUBSection(S) || (ELFSectionRef(S).getFlags() & ELF::SHF_ALLOC)))
        fail("'" + Path + "': section [index " + Twine(S.getIndex()) +
             "] has size " + Twine(S.getSize()) + ", more than " +
             Twine(MaxImageSize) + " bytes");
      if (isUBSection(S)) {
        UBStatic = alignTo(UBStatic, ubAlignment(S)) + S.getSize();
        UBAlign = std::max(UBAlign, ubAlignment(S));
      } else if (ELFSectionRef(S).getFlags() & ELF::SHF_ALLOC)
        Size = alignTo(Size, std::max<uint64_t>(S.getAlignment().value(), 8)) +
               S.getSize();
      if (Size > MaxImageSize || UBStatic > MaxImageSize)
        fail("'" + Path + "': the program image would exceed " +
             Twine(MaxImageSize) + " bytes (a corrupt section size?)");
    }
    collectSymbols(*File, Defined, Undefined);
    Objects.push_back(std::move(*Obj));
    Paths.push_back(Path);
  };
  for (const std::string &Path : UserPaths)
    Add(Path);
  // The runtime (soft-float and math functions, docs/emulator.md): the
  // objects that define a symbol still undefined, until none is left that
  // the runtime provides.
  if (!RuntimeDir.empty()) {
    std::vector<std::pair<std::string, StringSet<>>> Runtime =
        readRuntimeIndex(RuntimeDir);
    std::vector<bool> Added(Runtime.size());
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (size_t I = 0; I < Runtime.size(); ++I) {
        if (Added[I] || !any_of(Runtime[I].second, [&](const auto &Name) {
              return Undefined.contains(Name.getKey()) &&
                     !Defined.contains(Name.getKey());
            }))
          continue;
        Added[I] = Changed = true;
        Add(Runtime[I].first);
      }
    }
  }
  Image = &GM.add("program", std::max<uint64_t>(Size, 8));
  ImageBase = Image->Base;
  if (UBStatic > UBSize)
    fail("the UB globals (" + Twine(UBStatic) + " bytes) do not fit in UB (" +
         Twine(UBSize) + " bytes)");
  // The base is aligned for the most aligned UB section.
  UBStaticBase = alignDown(UBSize - UBStatic, UBAlign);

  uint64_t Offset = 0, UBOffset = 0;
  std::vector<std::vector<LoadedSection>> Placed(Objects.size());
  for (size_t I = 0; I < Objects.size(); ++I) {
    const ObjectFile *File = Objects[I].getBinary();
    for (const SectionRef &S : File->sections()) {
      ELFSectionRef ES(S);
      if (isUBSection(S)) {
        UBOffset = alignTo(UBOffset, ubAlignment(S));
        Placed[I].push_back({S, UBStaticBase + UBOffset});
        UBOffset += S.getSize();
        continue;
      }
      if (!(ES.getFlags() & ELF::SHF_ALLOC))
        continue;
      Offset = alignTo(Offset, std::max<uint64_t>(S.getAlignment().value(), 8));
      uint64_t Address = ImageBase + Offset;
      if (ES.getType() != ELF::SHT_NOBITS) {
        Expected<StringRef> Contents = S.getContents();
        if (!Contents)
          fail("cannot read a section of '" + Paths[I] +
               "': " + toString(Contents.takeError()));
        std::copy(Contents->begin(), Contents->end(),
                  Image->Bytes.begin() + Offset);
      }
      if (ES.getFlags() & ELF::SHF_EXECINSTR)
        Code.push_back({Address, Address + S.getSize()});
      Placed[I].push_back({S, Address});
      Offset += S.getSize();
    }
  }
  Decoded.assign(Size / 8 + 1, std::nullopt);

  // Symbols: defined ones first, so references resolve across objects.
  auto SectionAddress = [&](size_t I, section_iterator Sec) {
    for (const LoadedSection &L : Placed[I])
      if (L.Section == *Sec)
        return std::optional<uint64_t>(L.Address);
    return std::optional<uint64_t>();
  };
  StringMap<size_t> DefinedBy; // global symbol -> its object
  for (size_t I = 0; I < Objects.size(); ++I) {
    for (const SymbolRef &Sym : Objects[I].getBinary()->symbols()) {
      Expected<StringRef> Name = Sym.getName();
      Expected<section_iterator> Sec = Sym.getSection();
      if (!Name || !Sec || *Sec == Objects[I].getBinary()->section_end() ||
          Name->empty()) {
        consumeError(Name.takeError());
        consumeError(Sec.takeError());
        continue;
      }
      std::optional<uint64_t> Base = SectionAddress(I, *Sec);
      if (!Base)
        continue;
      uint64_t Address =
          *Base +
          check(Sym.getValue(), "'" + Paths[I] + "': symbol '" + *Name + "'");
      Expected<uint32_t> Flags = Sym.getFlags();
      if (Flags && (*Flags & SymbolRef::SF_Global)) {
        // A global names one definition; a local never hides it.
        auto [It, New] = DefinedBy.try_emplace(*Name, I);
        if (!New)
          fail("duplicate symbol '" + *Name + "': defined in '" +
               Paths[It->second] + "' and in '" + Paths[I] + "'");
        Symbols[*Name] = Address;
      } else {
        consumeError(Flags.takeError());
        if (!DefinedBy.contains(*Name))
          Symbols[*Name] = Address;
      }
    }
  }

  for (size_t I = 0; I < Objects.size(); ++I) {
    const ObjectFile *File = Objects[I].getBinary();
    for (const SectionRef &RelSec : File->sections()) {
      Expected<section_iterator> Target = RelSec.getRelocatedSection();
      if (!Target || *Target == File->section_end()) {
        consumeError(Target.takeError());
        continue;
      }
      std::optional<uint64_t> TargetAddress = SectionAddress(I, *Target);
      if (!TargetAddress)
        continue;
      for (const RelocationRef &R : RelSec.relocations()) {
        symbol_iterator Sym = R.getSymbol();
        uint64_t S = 0;
        std::string SymbolName = "<none>";
        if (Sym != File->symbol_end()) {
          SymbolName =
              check(Sym->getName(), "'" + Paths[I] + "': relocation symbol")
                  .str();
          Expected<section_iterator> SymSec = Sym->getSection();
          std::optional<uint64_t> SecBase;
          if (SymSec && *SymSec != File->section_end())
            SecBase = SectionAddress(I, *SymSec);
          else
            consumeError(SymSec.takeError());
          if (SecBase)
            S = *SecBase +
                check(Sym->getValue(),
                      "'" + Paths[I] + "': symbol '" + SymbolName + "'");
          else if (auto It = Symbols.find(SymbolName); It != Symbols.end())
            S = It->second;
          else
            fail(Paths[I] + ": undefined symbol '" + SymbolName + "'");
        }
        int64_t A = check(ELFRelocationRef(R).getAddend(),
                          "'" + Paths[I] + "': relocation addend");
        uint64_t P = *TargetAddress + R.getOffset();
        uint8_t *Where = GM.at(P, 8);
        if (!Where)
          fail(Paths[I] + ": relocation outside its section at " + hex(P));
        applyRelocation(R.getType(), Where, P, S, A, Paths[I], SymbolName);
      }
    }
  }
}

std::optional<uint64_t> Program::lookup(StringRef Symbol) const {
  auto It = Symbols.find(Symbol);
  if (It == Symbols.end())
    return std::nullopt;
  return It->second;
}

std::vector<std::string> Program::functionsNamed(StringRef Name) const {
  std::vector<std::string> Found;
  for (const auto &S : Symbols) {
    if (!isCode(S.getValue()))
      continue;
    // The demangler keeps pointing into the name: keep it alive.
    std::string Mangled = S.getKey().str();
    ItaniumPartialDemangler Demangler;
    if (Demangler.partialDemangle(Mangled.c_str()) || !Demangler.isFunction())
      continue;
    char *Function = Demangler.getFunctionName(nullptr, nullptr);
    if (Function && Name == Function)
      Found.push_back(S.getKey().str());
    std::free(Function);
  }
  llvm::sort(Found);
  return Found;
}

std::string Program::symbolize(uint64_t Address) const {
  StringRef Best;
  uint64_t BestAddress = 0;
  for (const auto &S : Symbols) {
    uint64_t A = S.getValue();
    if (A <= Address && (Best.empty() || A > BestAddress ||
                         (A == BestAddress && S.getKey() < Best))) {
      Best = S.getKey();
      BestAddress = A;
    }
  }
  if (Best.empty() || !isCode(BestAddress))
    return hex(Address);
  if (Address == BestAddress)
    return Best.str();
  return (Best + "+" + hex(Address - BestAddress)).str();
}

bool Program::isCode(uint64_t PC) const {
  for (const CodeRange &R : Code)
    if (PC >= R.Begin && PC < R.End && R.End - PC >= 8)
      return true;
  return false;
}

const MCInst &Program::fetch(uint64_t PC, const MCDisassembler &Dis) {
  if (PC % 8 != 0 || !isCode(PC))
    fail("jump to " + hex(PC) + ", which is not an instruction of the program");
  std::optional<MCInst> &Slot = Decoded[(PC - ImageBase) / 8];
  if (Slot)
    return *Slot;
  MCInst Inst;
  uint64_t Size;
  ArrayRef<uint8_t> Bytes(Image->Bytes.data() + (PC - ImageBase), 8);
  if (Dis.getInstruction(Inst, Size, Bytes, PC, nulls()) !=
      MCDisassembler::Success)
    fail("unknown encoding " + hex(support::endian::read64le(Bytes.data())) +
         " at " + symbolize(PC));
  Slot = Inst;
  return *Slot;
}

} // namespace pto
