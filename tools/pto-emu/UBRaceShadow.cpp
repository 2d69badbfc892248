//===-- UBRaceShadow.cpp - Race detection on the Unified Buffer -----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "UBRaceShadow.h"
#include <algorithm>
#include <limits>

namespace pto {

UBRaceShadow::UBRaceShadow(uint64_t UBBytes)
    : Lines(UBBytes / LineBytes), LineSplit(UBBytes / LineBytes),
      Blocks(UBBytes / BlockBytes), BlockSplit(UBBytes / BlockBytes) {}

UBRaceShadow::~UBRaceShadow() = default;

void UBRaceShadow::Granules::set(size_t I, const Record &R) {
  E[I] = R.E;
  WriteAt[I] = R.WriteAt;
  ReadAt[I] = R.ReadAt;
}

void UBRaceShadow::check(Record &R, uint64_t Begin, uint64_t End, bool Write,
                         const Accessor &A) {
  auto Race = [&](const AccessSite &Other, unsigned OtherPipe,
                  bool OtherWrite) {
    RaceKey Key{Other.PC, A.Site.PC, OtherPipe, A.Pipe, OtherWrite, Write};
    if (Other.Time > A.Site.Time)
      Key = {A.Site.PC, Other.PC, A.Pipe, OtherPipe, Write, OtherWrite};
    auto [It, New] = Races.try_emplace(Key, Begin, End);
    if (!New) {
      It->second.first = std::min(It->second.first, Begin);
      It->second.second = std::max(It->second.second, End);
    }
  };
  for (unsigned P = 0; P < NumPipes; ++P) {
    if (P == A.Pipe)
      continue;
    if (uint64_t(R.E.write(P)) > A.Clock.C[P])
      Race(R.WriteAt, P, true);
    if (Write && uint64_t(R.E.read(P)) > A.Clock.C[P])
      Race(R.ReadAt[P], P, false);
  }
  if (Write) {
    R.E = Epochs{};
    R.E.write(A.Pipe) = A.Epoch;
    R.WriteAt = A.Site;
  } else {
    R.E.read(A.Pipe) = A.Epoch;
    R.ReadAt[A.Pipe] = A.Site;
  }
}

void UBRaceShadow::accessBlocks(uint64_t Begin, uint64_t End, bool Write,
                                const Accessor &A) {
  if (Begin % BlockBytes == 0 && End % BlockBytes == 0) {
    bool AnySplit = false;
    for (uint64_t B = Begin / BlockBytes;
         NumBlocksSplit && B < End / BlockBytes; ++B)
      AnySplit |= BlockSplit[B] != nullptr;
    if (!AnySplit &&
        Blocks.recordIfOrdered(Begin / BlockBytes, End / BlockBytes, Write, A))
      return;
  }
  for (uint64_t B = Begin / BlockBytes; B * BlockBytes < End; ++B) {
    uint64_t From = std::max(Begin, B * BlockBytes);
    uint64_t To = std::min(End, (B + 1) * BlockBytes);
    bool Whole = To - From == BlockBytes;
    std::unique_ptr<std::array<Record, 32>> &Bytes = BlockSplit[B];
    if (Whole && !Bytes) {
      Record R = Blocks.get(B);
      check(R, From, To, Write, A);
      Blocks.set(B, R);
      continue;
    }
    if (!Bytes) {
      Bytes = std::make_unique<std::array<Record, 32>>();
      Bytes->fill(Blocks.get(B));
      ++NumBlocksSplit;
    }
    for (uint64_t I = From; I < To; ++I)
      check((*Bytes)[I - B * BlockBytes], I, I + 1, Write, A);
    if (Whole && Write) {
      // Written as a whole: one record again.
      Blocks.set(B, (*Bytes)[0]);
      Bytes.reset();
      --NumBlocksSplit;
    }
  }
}

void UBRaceShadow::accessParts(uint64_t Offset, uint64_t Size, bool Write,
                               const Accessor &A) {
  uint64_t End = Offset + Size;
  for (uint64_t L = Offset / LineBytes; L * LineBytes < End;) {
    uint64_t LineBegin = L * LineBytes, LineEnd = LineBegin + LineBytes;
    // A run of whole lines with one record each.
    uint64_t Run = L;
    while (Offset <= Run * LineBytes && (Run + 1) * LineBytes <= End &&
           !LineSplit[Run])
      ++Run;
    if (Run > L) {
      if (!Lines.recordIfOrdered(L, Run, Write, A))
        for (uint64_t I = L; I < Run; ++I) {
          Record R = Lines.get(I);
          check(R, I * LineBytes, (I + 1) * LineBytes, Write, A);
          Lines.set(I, R);
        }
      L = Run;
      continue;
    }
    // A line partly accessed, or already split: its blocks.
    if (!LineSplit[L]) {
      for (uint64_t B = 0; B < BlocksPerLine; ++B)
        Blocks.set(L * BlocksPerLine + B, Lines.get(L));
      LineSplit[L] = 1;
    }
    uint64_t From = std::max(Offset, LineBegin), To = std::min(End, LineEnd);
    accessBlocks(From, To, Write, A);
    if (Write && From == LineBegin && To == LineEnd) {
      // Written as a whole (its blocks are joined): one record again.
      Lines.set(L, Blocks.get(L * BlocksPerLine));
      LineSplit[L] = 0;
    }
    ++L;
  }
}

} // namespace pto
