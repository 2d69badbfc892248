//===-- Memory.cpp - GM and UB of the emulated core -----------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Memory.h"
#include "Report.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Memory.h"
#include <utility>
#if defined(__linux__)
#include <sys/mman.h>
#endif

using namespace llvm;

namespace pto {

ZeroedBytes::ZeroedBytes(uint64_t Size) : Size(Size), Mapped(Size) {
  if (Size == 0)
    return;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (Size >= HugePageMinBytes) {
    // Whole huge pages at a huge page's boundary: map one more and trim.
    constexpr uint64_t Huge = uint64_t(2) << 20;
    uint64_t Kept = alignTo(Size, Huge), Extra = Kept + Huge;
    void *P = mmap(nullptr, Extra, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (P != MAP_FAILED) {
      uintptr_t Begin = uintptr_t(P), Start = alignTo(Begin, Huge);
      if (Start != Begin)
        munmap(P, Start - Begin);
      if (Begin + Extra != Start + Kept)
        munmap(reinterpret_cast<void *>(Start + Kept),
               Begin + Extra - (Start + Kept));
      // Only advice: the memory is the same without it.
      madvise(reinterpret_cast<void *>(Start), Kept, MADV_HUGEPAGE);
      Data = reinterpret_cast<uint8_t *>(Start);
      Mapped = Kept;
      return;
    }
  }
#endif
  std::error_code EC;
  sys::MemoryBlock Block = sys::Memory::allocateMappedMemory(
      Size, nullptr, sys::Memory::MF_READ | sys::Memory::MF_WRITE, EC);
  if (EC)
    fail("cannot allocate " + Twine(Size) + " bytes: " + EC.message());
  Data = static_cast<uint8_t *>(Block.base());
}

ZeroedBytes &ZeroedBytes::operator=(ZeroedBytes &&Other) noexcept {
  std::swap(Data, Other.Data);
  std::swap(Size, Other.Size);
  std::swap(Mapped, Other.Mapped);
  return *this;
}

ZeroedBytes::~ZeroedBytes() {
  if (!Data)
    return;
  sys::MemoryBlock Block(Data, Mapped);
  sys::Memory::releaseMappedMemory(Block);
}

GMRegion &GlobalMemory::add(StringRef Name, uint64_t Size) {
  GMRegion &R = addBorrowed(Name, {});
  R.Owned = ZeroedBytes(Size);
  R.Bytes = {R.Owned.data(), Size};
  NextBase = alignTo(R.Base + Size + 0x10000, 0x10000);
  return R;
}

GMRegion &GlobalMemory::addBorrowed(StringRef Name,
                                    MutableArrayRef<uint8_t> Memory) {
  if (Frozen)
    throw InterleavingDependent{"a core added a GM region (SIMT stacks)"};
  Regions.push_back({Name.str(), NextBase, Memory, {}});
  // Leave a gap after each region so overruns are caught, not aliased.
  NextBase = alignTo(NextBase + Memory.size() + 0x10000, 0x10000);
  return Regions.back();
}

GMRegion &GlobalMemory::addBorrowedAt(StringRef Name,
                                      MutableArrayRef<uint8_t> Memory,
                                      uint64_t Base) {
  if (Frozen)
    throw InterleavingDependent{"a core added a GM region"};
  for (const GMRegion &R : Regions)
    if (Base < R.end() && R.Base < Base + Memory.size())
      fail("GM buffer '" + Name + "' at " + hex(Base) + " overlaps '" + R.Name +
           "'");
  Regions.push_back({Name.str(), Base, Memory, {}});
  return Regions.back();
}

GMRegion *GlobalMemory::find(StringRef Name) {
  for (GMRegion &R : Regions)
    if (R.Name == Name)
      return &R;
  return nullptr;
}

GMRegion *GlobalMemory::regionOf(uint64_t Addr, uint64_t Size) {
  for (GMRegion &R : Regions)
    if (Addr >= R.Base && Addr <= R.end() && Size <= R.end() - Addr)
      return &R;
  return nullptr;
}

uint8_t *GlobalMemory::at(uint64_t Addr, uint64_t Size) {
  GMRegion *R = regionOf(Addr, Size);
  return R ? R->Bytes.data() + (Addr - R->Base) : nullptr;
}

} // namespace pto
