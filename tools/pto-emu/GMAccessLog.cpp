//===-- GMAccessLog.cpp - The GM bytes a core touched ---------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "GMAccessLog.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace llvm;

namespace pto {

size_t GMAccessLog::compact(std::vector<Range> &L) {
  std::sort(L.begin(), L.end(),
            [](const Range &A, const Range &B) { return A.Begin < B.Begin; });
  size_t Out = 0;
  for (const Range &R : L) {
    if (Out && R.Begin <= L[Out - 1].End)
      L[Out - 1].End = std::max(L[Out - 1].End, R.End);
    else
      L[Out++] = R;
  }
  L.resize(Out);
  return std::max(MinLimit, 2 * Out);
}

bool GMAccessLog::conflict(MutableArrayRef<GMAccessSegment> Segments) {
  struct Access {
    uint64_t Begin, End;
    unsigned Segment;
    bool Write;
  };
  std::vector<Access> All;
  for (unsigned S = 0; S < Segments.size(); ++S) {
    // A segment's ranges are disjoint after compaction.
    GMAccessLog &L = Segments[S].Log;
    compact(L.Reads);
    compact(L.Writes);
    for (const Range &R : L.Reads)
      All.push_back({R.Begin, R.End, S, false});
    for (const Range &R : L.Writes)
      All.push_back({R.Begin, R.End, S, true});
  }
  std::sort(All.begin(), All.end(),
            [](const Access &A, const Access &B) { return A.Begin < B.Begin; });
  // Two ranges overlap when the one that starts later starts before the
  // other ends: check each range against those that started before it and
  // have not ended (a few, unless many segments access the same bytes).
  std::vector<Access> Open;
  for (const Access &A : All) {
    llvm::erase_if(Open, [&](const Access &O) { return O.End <= A.Begin; });
    const GMAccessSegment &SA = Segments[A.Segment];
    for (const Access &O : Open) {
      const GMAccessSegment &SO = Segments[O.Segment];
      if ((A.Write || O.Write) && SA.Core != SO.Core &&
          !GMAccessSegment::ordered(SA, SO))
        return true;
    }
    Open.push_back(A);
  }
  return false;
}

} // namespace pto
