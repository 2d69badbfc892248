//===-- ZeroedBytes.h - Zeroed memory from the system's pages ---*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The memory pto-emu owns (GM regions, tensors, UB). A header of its own,
// without the target's headers, because the library's interface
// (Emulator.h), which pto-link and the Python module include, holds it.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_ZEROEDBYTES_H
#define LLVM_TOOLS_PTO_EMU_ZEROEDBYTES_H

#include <cstdint>

namespace pto {

/// Zeroed memory from the system's pages: a page is zeroed when first
/// touched, so that the 1 MiB stack of each core, UB and a program image
/// cost only the pages a launch uses (docs/emulator-performance.md).
/// A block of HugePageMinBytes or more is asked for in huge pages where the
/// system has them (Linux's transparent huge pages): a tensor of 64 MB then
/// takes 32 page faults instead of 16384, and the DMA copies that stream it
/// fewer address translations.
class ZeroedBytes {
  uint8_t *Data = nullptr;
  uint64_t Size = 0;
  /// The bytes mapped from Data: Size, or more rounded up to huge pages.
  uint64_t Mapped = 0;

public:
  static constexpr uint64_t HugePageMinBytes = uint64_t(4) << 20;
  ZeroedBytes() = default;
  explicit ZeroedBytes(uint64_t Size);
  ZeroedBytes(ZeroedBytes &&Other) noexcept
      : Data(Other.Data), Size(Other.Size), Mapped(Other.Mapped) {
    Other.Data = nullptr;
    Other.Size = 0;
    Other.Mapped = 0;
  }
  ZeroedBytes &operator=(ZeroedBytes &&Other) noexcept;
  ZeroedBytes(const ZeroedBytes &) = delete;
  ZeroedBytes &operator=(const ZeroedBytes &) = delete;
  ~ZeroedBytes();
  uint8_t *data() const { return Data; }
  uint64_t size() const { return Size; }
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_ZEROEDBYTES_H
