//===-- GMAccessLog.h - The GM bytes a core touched -------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// While the cores of a launch run on host threads of their own, each core
// records the GM addresses it read and wrote here instead of checking them
// for races as it goes (CrossCore.h), one log for each stretch of its run
// between two changes of its vector clock (a signal sent or taken). When
// every core has finished, the logs say whether two cores touched the same
// bytes, one of them writing, with no signal ordering the two: if none
// did, each core saw the data of the accesses ordered before its own
// (which have run before them on the host too), and the run's outcome is
// the one of any interleaving that keeps to the signals, the one-thread
// run's included (docs/emulator.md, "Several cores").
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_GMACCESSLOG_H
#define LLVM_TOOLS_PTO_EMU_GMACCESSLOG_H

#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <vector>

namespace pto {

struct GMAccessSegment;

class GMAccessLog {
public:
  bool empty() const { return Reads.empty() && Writes.empty(); }

  /// Records an access to GM addresses [Begin, End).
  void add(uint64_t Begin, uint64_t End, bool Write) {
    std::vector<Range> &L = Write ? Writes : Reads;
    // Streams (a DMA copy's bursts, a loop over one or two arrays) extend
    // one of the last two ranges.
    for (size_t I = L.size(), E = L.size() > 2 ? L.size() - 2 : 0; I-- > E;)
      if (Begin <= L[I].End && L[I].Begin <= End) {
        L[I].Begin = Begin < L[I].Begin ? Begin : L[I].Begin;
        L[I].End = End > L[I].End ? End : L[I].End;
        return;
      }
    L.push_back({Begin, End});
    if (L.size() >= (Write ? WriteLimit : ReadLimit))
      (Write ? WriteLimit : ReadLimit) = compact(L);
  }

  /// Whether a segment of \p Segments wrote bytes a segment of another
  /// core read or wrote, the two unordered by their clocks.
  static bool conflict(llvm::MutableArrayRef<GMAccessSegment> Segments);

private:
  struct Range {
    uint64_t Begin, End;
  };
  std::vector<Range> Reads, Writes;
  size_t ReadLimit = MinLimit, WriteLimit = MinLimit;
  static constexpr size_t MinLimit = 4096;

  /// Sorts \p L and merges the ranges that overlap or touch; returns the
  /// size at which to do that again.
  static size_t compact(std::vector<Range> &L);
};

/// The GM accesses of core \p Core while its vector clock was \p Clock
/// (CrossCore.h: Clock[D] is the last epoch of core D it is ordered after).
struct GMAccessSegment {
  unsigned Core;
  std::vector<uint32_t> Clock;
  GMAccessLog Log;

  /// Whether every access of one of \p A and \p B is ordered before every
  /// access of the other.
  static bool ordered(const GMAccessSegment &A, const GMAccessSegment &B) {
    return B.Clock[A.Core] >= A.Clock[A.Core] ||
           A.Clock[B.Core] >= B.Clock[B.Core];
  }
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_GMACCESSLOG_H
