//===-- Print.cpp - Kernel printf records to text -------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Print.h"
#include "Emulator.h"
#include "__pto_debug.h"
#include "llvm/ADT/StringRef.h"
#include <cstdio>
#include <cstring>
#include <vector>

using namespace llvm;

namespace pto {

static constexpr unsigned PrintBlocks = __PTO_PRINT_BLOCKS;
static constexpr uint64_t PrintWords = __PTO_PRINT_WORDS;
static constexpr uint64_t DroppedBit = uint64_t(1) << __PTO_PRINT_DROPPED_BIT;

/// A NUL-terminated string of GM at \p Address (at most 4 KiB).
static std::string readString(Emulator &Emu, uint64_t Address) {
  std::string S;
  uint8_t C;
  while (S.size() < 4096 && Emu.readMemory(Address + S.size(), {&C, 1}) && C)
    S.push_back(char(C));
  return S;
}

/// One conversion of \p Spec ("%-8.3f", length modifiers removed) applied
/// to an argument of \p Kind.
static std::string convert(Emulator &Emu, std::string Spec, char Conversion,
                           uint64_t Kind, uint64_t Bits) {
  char Buffer[512];
  auto Format = [&](auto Value) {
    std::snprintf(Buffer, sizeof(Buffer), Spec.c_str(), Value);
    return std::string(Buffer);
  };
  double Real = 0;
  if (Kind == __PTO_PRINT_FLOAT) {
    float F;
    uint32_t Low = uint32_t(Bits);
    std::memcpy(&F, &Low, 4);
    Real = F;
  } else if (Kind == __PTO_PRINT_DOUBLE) {
    std::memcpy(&Real, &Bits, 8);
  }
  bool IsReal = Kind == __PTO_PRINT_FLOAT || Kind == __PTO_PRINT_DOUBLE;
  switch (Conversion) {
  case 'd':
  case 'i':
    Spec.insert(Spec.size() - 1, "ll");
    return Format(IsReal ? (long long)Real : (long long)Bits);
  case 'u':
  case 'o':
  case 'x':
  case 'X':
    Spec.insert(Spec.size() - 1, "ll");
    return Format(IsReal ? (unsigned long long)Real : (unsigned long long)Bits);
  case 'c':
    return Format(int(Bits));
  case 'f':
  case 'F':
  case 'e':
  case 'E':
  case 'g':
  case 'G':
  case 'a':
  case 'A':
    return Format(IsReal ? Real : double(int64_t(Bits)));
  case 's':
    return Kind == __PTO_PRINT_STRING ? Format(readString(Emu, Bits).c_str())
                                      : Format("(not a string)");
  case 'p':
    return Format(reinterpret_cast<void *>(uintptr_t(Bits)));
  default:
    return Spec;
  }
}

/// The text of one record: \p Format with its arguments.
static std::string formatRecord(Emulator &Emu, StringRef Format,
                                const uint64_t *Args, uint64_t Count) {
  std::string Out;
  uint64_t Next = 0;
  for (size_t I = 0; I < Format.size(); ++I) {
    if (Format[I] != '%') {
      Out.push_back(Format[I]);
      continue;
    }
    if (I + 1 < Format.size() && Format[I + 1] == '%') {
      Out.push_back('%');
      ++I;
      continue;
    }
    size_t End = Format.find_first_of("diouxXcsfFeEgGaAp", I + 1);
    if (End == StringRef::npos) {
      Out += Format.substr(I).str();
      break;
    }
    std::string Spec;
    for (char C : Format.slice(I, End))
      if (!StringRef("hljztL").contains(C))
        Spec.push_back(C);
    Spec.push_back(Format[End]);
    if (Next < Count) {
      Out +=
          convert(Emu, Spec, Format[End], Args[2 * Next], Args[2 * Next + 1]);
      ++Next;
    } else {
      Out += "(missing argument)";
    }
    I = End;
  }
  return Out;
}

std::string kernelPrintOutput(Emulator &Emu, unsigned Blocks) {
  std::optional<uint64_t> Area = Emu.symbolAddress("__pto_print_area");
  if (!Area)
    return "";
  std::string Out;
  for (unsigned Block = 0; Block < Blocks && Block < PrintBlocks; ++Block) {
    uint64_t Base = *Area + Block * PrintWords * 8;
    std::vector<uint64_t> Words(PrintWords);
    if (!Emu.readMemory(Base, {reinterpret_cast<uint8_t *>(Words.data()),
                               Words.size() * 8}))
      return "";
    uint64_t Used = Words[0] & ~DroppedBit;
    std::string Text;
    for (uint64_t At = 1; At < 1 + Used && At < PrintWords;) {
      uint64_t Size = Words[At] & 0xffffffff, Count = Words[At] >> 32;
      if (Size < 2 || At + Size > PrintWords || Size != 2 + 2 * Count)
        break;
      Text += formatRecord(Emu, readString(Emu, Words[At + 1]), &Words[At + 2],
                           Count);
      At += Size;
    }
    if (Words[0] & DroppedBit)
      Text += "\n(the print area of the block is full: later output dropped)\n";
    // Each line with its block.
    for (StringRef Rest = Text; !Rest.empty();) {
      auto [Line, Tail] = Rest.split('\n');
      Out += "[block " + std::to_string(Block) + "] " + Line.str() + "\n";
      Rest = Tail;
    }
  }
  return Out;
}

} // namespace pto
