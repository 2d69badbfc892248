//===-- Memory.h - GM and UB of the emulated core ---------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// GM is a set of named regions at fixed addresses (the program image, the
// stack, the kernel's buffers); UB is one array of 256 KB (192 KB on A2/A3)
// addressed by byte offset. Every access is bounds-checked.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_MEMORY_H
#define LLVM_TOOLS_PTO_EMU_MEMORY_H

#include "MCTargetDesc/PTOBaseInfo.h"
#include "ZeroedBytes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace pto {

/// Thrown while the cores of a launch run on host threads of their own when
/// something happens whose outcome could depend on how the cores interleave
/// (docs/emulator.md, "Several cores"): the launch then runs again on one
/// thread.
struct InterleavingDependent {
  const char *Why;
};

struct GMRegion {
  std::string Name;
  uint64_t Base;
  /// The region's memory: Owned, or memory lent by the caller (a tensor).
  llvm::MutableArrayRef<uint8_t> Bytes;
  ZeroedBytes Owned;
  /// A tensor of the launch (not the program image or a stack): what GM
  /// race checking between cores covers.
  bool IsTensor = false;
  uint64_t end() const { return Base + Bytes.size(); }
};

class GlobalMemory {
  std::deque<GMRegion> Regions; // stable addresses as regions are added
  uint64_t NextBase = 0x10000;
  bool Frozen = false;

public:
  /// While frozen (cores run on threads, reading the regions), adding a
  /// region throws InterleavingDependent: where it goes would depend on
  /// which core adds one first.
  void setFrozen(bool F) { Frozen = F; }

  /// Adds a zeroed region of \p Size bytes at the next 64 KiB boundary.
  GMRegion &add(llvm::StringRef Name, uint64_t Size);
  /// Adds a region at the next 64 KiB boundary whose memory is \p Memory
  /// (which must outlive it): a launch runs on its tensors in place.
  GMRegion &addBorrowed(llvm::StringRef Name,
                        llvm::MutableArrayRef<uint8_t> Memory);
  /// The same at \p Base, which must not overlap a region: the ACL
  /// runtime's device memory, whose GM address is its host address.
  GMRegion &addBorrowedAt(llvm::StringRef Name,
                          llvm::MutableArrayRef<uint8_t> Memory, uint64_t Base);
  GMRegion *find(llvm::StringRef Name);
  /// The bytes [Addr, Addr + Size), or null if they are not all in one
  /// region.
  uint8_t *at(uint64_t Addr, uint64_t Size);
  /// The region holding all of [Addr, Addr + Size), or null.
  GMRegion *regionOf(uint64_t Addr, uint64_t Size);
  const std::deque<GMRegion> &regions() const { return Regions; }
  std::deque<GMRegion> &regions() { return Regions; }
};

/// The UB of a core: 256 KB on A5, 192 KB on A2/A3 (PTOBaseInfo.h).
using llvm::PTO::ubBytes;

class UnifiedBuffer {
  ZeroedBytes Bytes;

public:
  explicit UnifiedBuffer(uint64_t Size) : Bytes(Size) {}
  uint64_t size() const { return Bytes.size(); }
  /// The bytes [Offset, Offset + Size), or null if they are not in UB.
  uint8_t *at(uint64_t Offset, uint64_t Size) {
    if (Offset > Bytes.size() || Size > Bytes.size() - Offset)
      return nullptr;
    return Bytes.data() + Offset;
  }
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_MEMORY_H
