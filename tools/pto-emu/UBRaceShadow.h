//===-- UBRaceShadow.h - Race detection on the Unified Buffer ---*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The last write and the last read of each pipe of every UB byte, as the
// epochs of the accessing pipes' vector clocks: an access races with an
// earlier one of another pipe, one of them a write, when the earlier one's
// epoch is not in the accessing pipe's clock (it is not ordered before it).
//
// The shadow is kept per 256-byte line: a line accessed as a whole has one
// record, checked with one comparison of its eight epochs against the
// accessor's clock. A line partly accessed splits into records of its
// 32-byte blocks, and a block partly accessed into records of its bytes,
// until a write of the whole line or block joins them again: the reported
// ranges stay byte-exact.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_UBRACESHADOW_H
#define LLVM_TOOLS_PTO_EMU_UBRACESHADOW_H

#include "PipeOp.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/MemAlloc.h"
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <map>
#include <memory>
#include <tuple>
#include <type_traits>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace pto {

/// Where and when an access was made (for the report).
struct AccessSite {
  uint64_t PC = 0;
  uint64_t Time = 0;
};

/// \p N elements whose default is all zero bits, from calloc: the system
/// hands out large allocations as zero pages it maps when first touched,
/// so a shadow of all UB costs only the pages a run uses (a launch of
/// several cores made one each and filled it with zeros).
template <typename T> class ZeroedArray {
  static_assert(std::is_trivially_copyable_v<T> &&
                    std::is_trivially_destructible_v<T>,
                "made of zero bytes, released without destructors");
  struct Free {
    void operator()(T *P) const { std::free(P); }
  };
  std::unique_ptr<T[], Free> Elements;

public:
  explicit ZeroedArray(size_t N)
      : Elements(static_cast<T *>(llvm::safe_calloc(N ? N : 1, sizeof(T)))) {}
  T &operator[](size_t I) { return Elements[I]; }
  const T &operator[](size_t I) const { return Elements[I]; }
  T *begin() { return Elements.get(); }
};

/// The operation making an access: its pipe, its clock and its own entry
/// of it, and its site.
struct Accessor {
  unsigned Pipe;
  int32_t Epoch;
  AccessSite Site;
  const VectorClock &Clock;
};

/// Two unordered accesses, the earlier in time first: where they are and
/// what they did.
struct RaceKey {
  uint64_t PCA, PCB;
  unsigned PipeA, PipeB;
  bool WriteA, WriteB;
  bool operator<(const RaceKey &O) const {
    return std::tie(PCA, PCB, PipeA, PipeB, WriteA, WriteB) <
           std::tie(O.PCA, O.PCB, O.PipeA, O.PipeB, O.WriteA, O.WriteB);
  }
};

/// A pipe's clock entry as a shadow epoch.
inline int32_t clampEpoch(uint64_t Epoch) {
  return int32_t(
      std::min<uint64_t>(Epoch, std::numeric_limits<int32_t>::max()));
}

class UBRaceShadow {
public:
  explicit UBRaceShadow(uint64_t UBBytes);
  ~UBRaceShadow();

  /// Checks and records an access of [Offset, Offset + Size), which is
  /// within UB.
  LLVM_ATTRIBUTE_ALWAYS_INLINE void access(uint64_t Offset, uint64_t Size,
                                           bool Write, const Accessor &A) {
    // The common case first: one whole line (a vector load or store) that
    // has one record, and the access is ordered after it.
    size_t Line = Offset / LineBytes;
    if (LLVM_LIKELY(Size == LineBytes && Offset % LineBytes == 0 &&
                    !LineSplit[Line] &&
                    Lines.recordOneIfOrdered(Line, Write, A)))
      return;
    accessParts(Offset, Size, Write, A);
  }

  /// The races found, each with the UB byte range [first, second) the two
  /// accesses both touched (the union over its occurrences).
  const std::map<RaceKey, std::pair<uint64_t, uint64_t>> &races() const {
    return Races;
  }

private:
  /// The epochs of the last write (at its pipe's index; the others 0) and
  /// of each pipe's last read since, of some bytes.
  struct Epochs {
    /// Signed, so that the check of a record is one comparison (epochs are
    /// clamped to INT32_MAX).
    std::array<int32_t, 2 * NumPipes> E;
    int32_t &write(unsigned Pipe) { return E[Pipe]; }
    int32_t &read(unsigned Pipe) { return E[NumPipes + Pipe]; }
  };
  /// The same with the accesses' sites.
  struct Record {
    Epochs E{};
    AccessSite WriteAt;
    std::array<AccessSite, NumPipes> ReadAt{};
  };
  /// Whether an access by the pipe whose clock is \p Clock is ordered after
  /// every access \p Held records (the writes, and for a write the reads
  /// too): no epoch above the clock's entry of its pipe. The accessing
  /// pipe's own epochs need no exception: a pipe's clock only grows, so
  /// they are at most its entry (check() skips them to report nothing,
  /// which comes to the same). False too when an entry is above INT32_MAX,
  /// so that the epochs compare without clamping (recordIfOrdered clamps
  /// them).
  LLVM_ATTRIBUTE_ALWAYS_INLINE static bool
  orderedAfter(const Epochs &Held, bool Write, const VectorClock &Clock) {
    static_assert(NumPipes == 4, "one 4-lane comparison per half");
#if defined(__SSE2__)
    // The entries' low and high halves, four lanes each.
    __m128 C01 = _mm_loadu_ps(reinterpret_cast<const float *>(&Clock.C[0]));
    __m128 C23 = _mm_loadu_ps(reinterpret_cast<const float *>(&Clock.C[2]));
    __m128i Limit =
        _mm_castps_si128(_mm_shuffle_ps(C01, C23, _MM_SHUFFLE(2, 0, 2, 0)));
    __m128i High =
        _mm_castps_si128(_mm_shuffle_ps(C01, C23, _MM_SHUFFLE(3, 1, 3, 1)));
    // Not zero in a lane whose entry is above INT32_MAX or whose epochs are
    // above the limit.
    __m128i Over = _mm_or_si128(High, _mm_srai_epi32(Limit, 31));
    Over = _mm_or_si128(
        Over, _mm_cmpgt_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i *>(
                                  &Held.E[0])),
                              Limit));
    if (Write)
      Over = _mm_or_si128(
          Over,
          _mm_cmpgt_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i *>(
                              &Held.E[NumPipes])),
                          Limit));
    return _mm_movemask_epi8(_mm_cmpeq_epi32(Over, _mm_setzero_si128())) ==
           0xFFFF;
#else
    uint64_t Any = 0;
    for (unsigned R = 0; R < NumPipes; ++R)
      Any |= Clock.C[R];
    if (Any > uint64_t(std::numeric_limits<int32_t>::max()))
      return false;
    bool Over = false;
    for (unsigned R = 0; R < NumPipes; ++R) {
      int32_t Limit = int32_t(Clock.C[R]);
      Over |= Held.E[R] > Limit;
      Over |= Write && Held.E[NumPipes + R] > Limit;
    }
    return !Over;
#endif
  }
  /// The records of the granules of UB of one size, field by field.
  struct Granules {
    ZeroedArray<Epochs> E;
    ZeroedArray<AccessSite> WriteAt;
    ZeroedArray<std::array<AccessSite, NumPipes>> ReadAt;
    explicit Granules(size_t N) : E(N), WriteAt(N), ReadAt(N) {}
    Record get(size_t I) const { return {E[I], WriteAt[I], ReadAt[I]}; }
    void set(size_t I, const Record &R);
    /// recordIfOrdered() of granule \p I alone.
    LLVM_ATTRIBUTE_ALWAYS_INLINE bool recordOneIfOrdered(size_t I, bool Write,
                                                         const Accessor &A) {
      Epochs &Held = E[I];
      if (!orderedAfter(Held, Write, A.Clock))
        return false;
      if (Write) {
        Held = Epochs{};
        Held.write(A.Pipe) = A.Epoch;
        WriteAt[I] = A.Site;
      } else {
        Held.read(A.Pipe) = A.Epoch;
        ReadAt[I][A.Pipe] = A.Site;
      }
      return true;
    }
    /// Records an access of granules [First, Last) when it is ordered after
    /// every access they hold; false, and nothing changed, otherwise.
    bool recordIfOrdered(size_t First, size_t Last, bool Write,
                         const Accessor &A) {
      // An epoch above its limit is not ordered before the access: the
      // writes of other pipes, and for a write the reads of other pipes too.
      Epochs Limit;
      for (unsigned R = 0; R < NumPipes; ++R) {
        int32_t Ordered = R == A.Pipe ? std::numeric_limits<int32_t>::max()
                                      : clampEpoch(A.Clock.C[R]);
        Limit.write(R) = Ordered;
        Limit.read(R) = Write ? Ordered : std::numeric_limits<int32_t>::max();
      }
#if defined(__SSE2__)
      // Four epochs per comparison, the granules' results joined: a copy
      // checks a line in a few instructions (the limits of the reads are
      // INT32_MAX for a read, which no epoch is above).
      static_assert(NumPipes == 4, "one 4-lane comparison per half");
      const auto *Lanes = reinterpret_cast<const __m128i *>(&Limit.E[0]);
      __m128i WriteLimit = _mm_loadu_si128(Lanes);
      __m128i ReadLimit = _mm_loadu_si128(Lanes + 1);
      __m128i Over = _mm_setzero_si128();
      for (size_t I = First; I < Last; ++I) {
        const auto *Held = reinterpret_cast<const __m128i *>(&E[I].E[0]);
        Over = _mm_or_si128(Over,
                            _mm_cmpgt_epi32(_mm_loadu_si128(Held), WriteLimit));
        if (Write)
          Over = _mm_or_si128(
              Over, _mm_cmpgt_epi32(_mm_loadu_si128(Held + 1), ReadLimit));
      }
      if (_mm_movemask_epi8(Over))
        return false;
#else
      for (size_t I = First; I < Last; ++I) {
        int32_t Unordered = 0;
        for (unsigned K = 0; K < 2 * NumPipes; ++K)
          Unordered |= E[I].E[K] > Limit.E[K];
        if (Unordered)
          return false;
      }
#endif
      if (Write) {
        Epochs Written{};
        Written.write(A.Pipe) = A.Epoch;
        std::fill(E.begin() + First, E.begin() + Last, Written);
        std::fill(WriteAt.begin() + First, WriteAt.begin() + Last, A.Site);
        return true;
      }
      for (size_t I = First; I < Last; ++I) {
        E[I].read(A.Pipe) = A.Epoch;
        ReadAt[I][A.Pipe] = A.Site;
      }
      return true;
    }
  };

  /// 256-byte lines, each with one record or split into its blocks.
  Granules Lines;
  ZeroedArray<uint8_t> LineSplit;
  /// 32-byte blocks of split lines, each with one record or split into
  /// byte records (null when not).
  Granules Blocks;
  std::vector<std::unique_ptr<std::array<Record, 32>>> BlockSplit;
  size_t NumBlocksSplit = 0;
  std::map<RaceKey, std::pair<uint64_t, uint64_t>> Races;

  static constexpr uint64_t LineBytes = 256, BlockBytes = 32,
                            BlocksPerLine = LineBytes / BlockBytes;

  /// access() of lines in part, of several lines or with a race.
  void accessParts(uint64_t Offset, uint64_t Size, bool Write,
                   const Accessor &A);
  /// An access of [Begin, End) within one split line.
  void accessBlocks(uint64_t Begin, uint64_t End, bool Write,
                    const Accessor &A);
  /// Checks and updates \p R, the record of [Begin, End), for an access.
  void check(Record &R, uint64_t Begin, uint64_t End, bool Write,
             const Accessor &A);
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_UBRACESHADOW_H
