//===-- GMSnapshot.h - GM tensors as a launch found them --------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// While the cores of a launch run on host threads of their own, the first
// core about to write to a page of a GM tensor copies the page first, and
// no core writes to it before the copy is done; if the launch must run
// again on one thread (CoreThreads.h), the copies are written back. Only
// the pages written are copied, each by the thread that writes it first.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_GMSNAPSHOT_H
#define LLVM_TOOLS_PTO_EMU_GMSNAPSHOT_H

#include <atomic>
#include <cstdint>
#include <deque>
#include <memory>
#include <unordered_map>

namespace pto {

struct GMRegion;

class GMSnapshot {
public:
  /// Covers the tensors among \p Regions, as they are now.
  explicit GMSnapshot(std::deque<GMRegion> &Regions);
  ~GMSnapshot();

  /// Called before a write to [Offset, Offset + Size) of \p R, from any
  /// thread: returns once the pages it touches are saved.
  void beforeWrite(const GMRegion &R, uint64_t Offset, uint64_t Size) {
    auto It = Tensors.find(&R);
    if (It == Tensors.end())
      return;
    Pages &P = It->second;
    for (uint64_t I = Offset / PageBytes, E = (Offset + Size - 1) / PageBytes;
         I <= E; ++I)
      if (P.State[I].load(std::memory_order_acquire) != Saved)
        save(P, I);
  }

  /// Writes the saved pages back.
  void restore();

private:
  static constexpr uint64_t PageBytes = 4096;
  enum : uint8_t { Unsaved, Saving, Saved };
  struct Pages {
    GMRegion *Region;
    std::unique_ptr<std::atomic<uint8_t>[]> State;
    /// The saved bytes at their offsets (only saved pages are touched).
    std::unique_ptr<uint8_t[]> Copy;
  };
  std::unordered_map<const GMRegion *, Pages> Tensors;

  void save(Pages &P, uint64_t Page);
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_GMSNAPSHOT_H
