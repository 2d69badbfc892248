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

using namespace llvm;

namespace pto {

GMRegion &GlobalMemory::add(StringRef Name, uint64_t Size) {
  GMRegion &R = addBorrowed(Name, {});
  R.Owned.assign(Size, 0);
  R.Bytes = R.Owned;
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
