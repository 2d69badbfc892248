//===-- GMSnapshot.cpp - GM tensors as a launch found them ----------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "GMSnapshot.h"
#include "Memory.h"
#include <algorithm>
#include <cstring>
#include <thread>

namespace pto {

GMSnapshot::GMSnapshot(std::deque<GMRegion> &Regions) {
  for (GMRegion &R : Regions) {
    if (!R.IsTensor || R.Bytes.empty())
      continue;
    uint64_t N = (R.Bytes.size() + PageBytes - 1) / PageBytes;
    Pages &P = Tensors[&R];
    P.Region = &R;
    P.State = std::make_unique<std::atomic<uint8_t>[]>(N);
    for (uint64_t I = 0; I < N; ++I)
      P.State[I].store(Unsaved, std::memory_order_relaxed);
    // Not zeroed: the pages no one saves are never touched.
    P.Copy.reset(new uint8_t[R.Bytes.size()]);
  }
}

GMSnapshot::~GMSnapshot() = default;

void GMSnapshot::save(Pages &P, uint64_t Page) {
  uint8_t Expected = Unsaved;
  if (P.State[Page].compare_exchange_strong(Expected, Saving,
                                            std::memory_order_acq_rel)) {
    uint64_t Begin = Page * PageBytes;
    uint64_t End =
        std::min<uint64_t>(Begin + PageBytes, P.Region->Bytes.size());
    std::memcpy(P.Copy.get() + Begin, P.Region->Bytes.data() + Begin,
                End - Begin);
    P.State[Page].store(Saved, std::memory_order_release);
    return;
  }
  // Another core saves it: wait, as its write would.
  while (P.State[Page].load(std::memory_order_acquire) != Saved)
    std::this_thread::yield();
}

void GMSnapshot::restore() {
  for (auto &[Region, P] : Tensors) {
    uint64_t Size = P.Region->Bytes.size();
    for (uint64_t Begin = 0, I = 0; Begin < Size; Begin += PageBytes, ++I)
      if (P.State[I].load(std::memory_order_acquire) == Saved)
        std::memcpy(P.Region->Bytes.data() + Begin, P.Copy.get() + Begin,
                    std::min(PageBytes, Size - Begin));
  }
}

} // namespace pto
