//===-- Program.cpp - Loading PTO objects into GM -------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Program.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "ObjectFiles.h"
#include "Report.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/DebugInfo/DWARF/DWARFContext.h"
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

void Program::load(ArrayRef<std::string> UserPaths, GlobalMemory &GM,
                   uint64_t UBSize, StringRef RuntimeDir) {
  Inputs = std::make_unique<ProgramInputs>();
  ProgramInputs &In = *Inputs;
  for (const std::string &Path : UserPaths)
    In.add(Path);
  // The runtime (soft-float and math functions, docs/abi.md).
  if (!RuntimeDir.empty())
    In.addRuntime(RuntimeDir);

  const std::vector<InputObject> &Objects = In.Objects;
  uint64_t Size = 0, UBStatic = 0, UBAlign = 32;
  for (const InputObject &Input : Objects) {
    for (const SectionRef &S : Input.Object->sections()) {
      if (S.getSize() > MaxImageSize &&
          (isUBSection(S) || (ELFSectionRef(S).getFlags() & ELF::SHF_ALLOC)))
        fail("'" + Input.Name + "': section [index " + Twine(S.getIndex()) +
             "] has size " + Twine(S.getSize()) + ", more than " +
             Twine(MaxImageSize) + " bytes");
      if (isUBSection(S)) {
        UBStatic = alignTo(UBStatic, ubAlignment(S)) + S.getSize();
        UBAlign = std::max(UBAlign, ubAlignment(S));
      } else if (ELFSectionRef(S).getFlags() & ELF::SHF_ALLOC)
        Size = alignTo(Size, std::max<uint64_t>(S.getAlignment().value(), 8)) +
               S.getSize();
      if (Size > MaxImageSize || UBStatic > MaxImageSize)
        fail("'" + Input.Name + "': the program image would exceed " +
             Twine(MaxImageSize) + " bytes (a corrupt section size?)");
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
    const ObjectFile *File = Objects[I].Object.get();
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
          fail("cannot read a section of '" + Objects[I].Name +
               "': " + toString(Contents.takeError()));
        std::copy(Contents->begin(), Contents->end(),
                  Image->Bytes.begin() + Offset);
      }
      if (ES.getFlags() & ELF::SHF_EXECINSTR)
        Code.push_back({Address, Address + S.getSize(), I, S.getIndex()});
      Placed[I].push_back({S, Address});
      Offset += S.getSize();
    }
  }
  DecodedSlots = Size / 8 + 1;
  Decoded = std::make_unique<std::atomic<const DecodedInst *>[]>(DecodedSlots);
  for (uint64_t I = 0; I < DecodedSlots; ++I)
    Decoded[I].store(nullptr, std::memory_order_relaxed);
  DecodedStorage.clear();

  // Symbols: defined ones first, so references resolve across objects.
  auto SectionAddress = [&](size_t I, section_iterator Sec) {
    for (const LoadedSection &L : Placed[I])
      if (L.Section == *Sec)
        return std::optional<uint64_t>(L.Address);
    return std::optional<uint64_t>();
  };
  StringMap<Definition> DefinedBy; // global symbol -> its definition
  for (size_t I = 0; I < Objects.size(); ++I) {
    for (const SymbolRef &Sym : Objects[I].Object.get()->symbols()) {
      Expected<StringRef> Name = Sym.getName();
      Expected<section_iterator> Sec = Sym.getSection();
      if (!Name || !Sec || *Sec == Objects[I].Object.get()->section_end() ||
          Name->empty()) {
        consumeError(Name.takeError());
        consumeError(Sec.takeError());
        continue;
      }
      // Section symbols (which -g's debug relocations use) name no code.
      if (ELFSymbolRef(Sym).getELFType() == ELF::STT_SECTION)
        continue;
      std::optional<uint64_t> Base = SectionAddress(I, *Sec);
      if (!Base)
        continue;
      uint64_t Address =
          *Base + check(Sym.getValue(),
                        "'" + Objects[I].Name + "': symbol '" + *Name + "'");
      Expected<uint32_t> Flags = Sym.getFlags();
      if (Flags && (*Flags & SymbolRef::SF_Global)) {
        // A global names one definition; a local never hides it.
        if (addDefinition(DefinedBy, *Name, I, *Flags & SymbolRef::SF_Weak,
                          Objects))
          Symbols[*Name] = Address;
      } else {
        consumeError(Flags.takeError());
        if (!DefinedBy.contains(*Name))
          Symbols[*Name] = Address;
      }
    }
  }

  for (size_t I = 0; I < Objects.size(); ++I) {
    const ObjectFile *File = Objects[I].Object.get();
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
          SymbolName = check(Sym->getName(),
                             "'" + Objects[I].Name + "': relocation symbol")
                           .str();
          Expected<section_iterator> SymSec = Sym->getSection();
          std::optional<uint64_t> SecBase;
          // A global resolves to the definition that won (a strong one
          // over a weak one here), a local to its own section.
          Expected<uint32_t> Flags = Sym->getFlags();
          bool Global = Flags && (*Flags & SymbolRef::SF_Global);
          if (!Flags)
            consumeError(Flags.takeError());
          if (SymSec && *SymSec != File->section_end() &&
              !(Global && DefinedBy.contains(SymbolName)))
            SecBase = SectionAddress(I, *SymSec);
          else
            consumeError(SymSec.takeError());
          if (SecBase)
            S = *SecBase +
                check(Sym->getValue(),
                      "'" + Objects[I].Name + "': symbol '" + SymbolName + "'");
          else if (std::optional<uint64_t> Address = resolve(SymbolName))
            S = *Address;
          else
            fail(Objects[I].Name + ": undefined symbol '" + SymbolName + "'");
        }
        int64_t A = check(ELFRelocationRef(R).getAddend(),
                          "'" + Objects[I].Name + "': relocation addend");
        uint64_t P = *TargetAddress + R.getOffset();
        uint8_t *Where = GM.at(P, 8);
        if (!Where)
          fail(Objects[I].Name + ": relocation outside its section at " +
               hex(P));
        applyRelocation(R.getType(), Where, P, S, A, Objects[I].Name,
                        SymbolName);
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

std::optional<uint64_t> Program::resolve(StringRef Symbol) const {
  if (std::optional<uint64_t> Address = lookup(Symbol))
    return Address;
  return lookup((Symbol + "_mix_aiv").str());
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

Program::Program() = default;
Program::~Program() = default;

std::string Program::where(uint64_t PC) const {
  std::string Name = symbolize(PC);
  for (const CodeRange &R : Code) {
    if (PC < R.Begin || PC >= R.End)
      continue;
    std::lock_guard<std::mutex> Lock(LineTablesLock);
    LineTables.resize(Inputs->Objects.size());
    std::unique_ptr<DWARFContext> &Lines = LineTables[R.Object];
    if (!Lines)
      Lines = DWARFContext::create(
          *Inputs->Objects[R.Object].Object,
          DWARFContext::ProcessDebugRelocations::Process, nullptr, "",
          [](Error E) { consumeError(std::move(E)); },
          [](Error E) { consumeError(std::move(E)); });
    DILineInfo Line = Lines->getLineInfoForAddress(
        {PC - R.Begin, R.SectionIndex},
        DILineInfoSpecifier(
            DILineInfoSpecifier::FileLineInfoKind::RelativeFilePath));
    if (Line.Line != 0)
      Name += " (" + Line.FileName + ":" + std::to_string(Line.Line) + ")";
    break;
  }
  return Name;
}

bool Program::isCode(uint64_t PC) const {
  for (const CodeRange &R : Code)
    if (PC >= R.Begin && PC < R.End && R.End - PC >= 8)
      return true;
  return false;
}

void Program::forEachWordOfFunction(
    uint64_t Address, function_ref<void(uint64_t, ArrayRef<uint8_t>)> F) const {
  for (const CodeRange &R : Code) {
    if (Address < R.Begin || Address >= R.End)
      continue;
    uint64_t End = R.End;
    for (const auto &S : Symbols)
      if (S.getValue() > Address && S.getValue() < End)
        End = S.getValue();
    for (uint64_t PC = alignTo(Address, 8); PC + 8 <= End; PC += 8)
      F(PC, ArrayRef<uint8_t>(Image->Bytes.data() + (PC - ImageBase), 8));
    return;
  }
}

const DecodedInst &Program::decode(uint64_t PC, const MCDisassembler &Dis,
                                   function_ref<void(DecodedInst &)> Complete) {
  if (PC % 8 != 0 || !isCode(PC))
    fail("jump to " + hex(PC) + ", which is not an instruction of the program");
  std::lock_guard<std::mutex> Lock(DecodeLock);
  std::atomic<const DecodedInst *> &Slot = Decoded[(PC - ImageBase) / 8];
  // Another core may have decoded it since it looked.
  if (const DecodedInst *D = Slot.load(std::memory_order_acquire))
    return *D;
  auto D = std::make_unique<DecodedInst>();
  uint64_t Size;
  ArrayRef<uint8_t> Bytes(Image->Bytes.data() + (PC - ImageBase), 8);
  if (Dis.getInstruction(D->Inst, Size, Bytes, PC, nulls()) !=
      MCDisassembler::Success)
    fail("unknown encoding " + hex(support::endian::read64le(Bytes.data())) +
         " at " + symbolize(PC));
  Complete(*D);
  DecodedStorage.push_back(std::move(D));
  Slot.store(DecodedStorage.back().get(), std::memory_order_release);
  return *DecodedStorage.back();
}

} // namespace pto
