//===-- GMAccessLog.cpp - The GM bytes a core touched ---------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "GMAccessLog.h"
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

namespace {
/// The two latest ends of the ranges seen so far that belong to different
/// cores: enough to know the latest end of another core's range than any
/// given core's.
class LatestEnds {
  uint64_t End[2] = {0, 0};
  unsigned Core[2] = {~0u, ~0u};

public:
  uint64_t otherThan(unsigned C) const {
    return Core[0] != C ? End[0] : End[1];
  }
  void add(uint64_t E, unsigned C) {
    if (C == Core[0]) {
      End[0] = std::max(End[0], E);
    } else if (E > End[0]) {
      End[1] = End[0];
      Core[1] = Core[0];
      End[0] = E;
      Core[0] = C;
    } else if (C == Core[1]) {
      End[1] = std::max(End[1], E);
    } else if (E > End[1]) {
      End[1] = E;
      Core[1] = C;
    }
  }
};
} // namespace

bool GMAccessLog::conflict(MutableArrayRef<GMAccessLog> Logs) {
  struct Access {
    uint64_t Begin, End;
    unsigned Core;
    bool Write;
  };
  std::vector<Access> All;
  for (unsigned C = 0; C < Logs.size(); ++C) {
    // Each core's ranges are disjoint after compaction, so that a core's
    // own ranges never meet below.
    compact(Logs[C].Reads);
    compact(Logs[C].Writes);
    for (const Range &R : Logs[C].Reads)
      All.push_back({R.Begin, R.End, C, false});
    for (const Range &R : Logs[C].Writes)
      All.push_back({R.Begin, R.End, C, true});
  }
  std::sort(All.begin(), All.end(),
            [](const Access &A, const Access &B) { return A.Begin < B.Begin; });
  // Two ranges overlap when the one that starts later starts before the
  // other ends: check each range against those that started before it.
  LatestEnds Writes, Any;
  for (const Access &A : All) {
    if (Writes.otherThan(A.Core) > A.Begin ||
        (A.Write && Any.otherThan(A.Core) > A.Begin))
      return true;
    Any.add(A.End, A.Core);
    if (A.Write)
      Writes.add(A.End, A.Core);
  }
  return false;
}

} // namespace pto
