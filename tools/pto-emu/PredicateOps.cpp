//===-- PredicateOps.cpp - Semantics of predicate instructions ------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Predicate generation and algebra (vector-isa-beyond-seeds.md 3.2). A
// `_bN` instruction works on lanes of N/8 bytes: lane i is bit i*N/8, and
// the other bits of each lane's slot are 0 (vector-isa-beyond-seeds.md,
// "Bit layout"); the algebra (pand, por, ...) works on the 256 bits.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"
#include "Numeric.h"
#include "Report.h"
#include "llvm/ADT/StringRef.h"

using namespace llvm;

namespace pto {

namespace {

unsigned laneBytes(const PipeOp &Op) {
  return elemBytes(PTO::getElemType(Op.TSFlags));
}

/// The number of active lanes, the first ones, of pattern \p Code
/// (PTOModes.td) among \p N: PAT_ALL all, PAT_ALLF none, PAT_H half, PAT_Q
/// a quarter, PAT_VLn the first n (none if n > N). (PAT_M3/M4 are not a
/// prefix: see everyNthLane.)
unsigned patternLanes(unsigned Code, unsigned N) {
  static const unsigned VL[] = {1, 2, 3, 4, 8, 16, 32, 64, 128};
  static_assert(PTO::Pattern_PAT_VL128 - PTO::Pattern_PAT_VL1 == 8,
                "PAT_VL1 ... PAT_VL128 are consecutive");
  switch (Code) {
  case PTO::Pattern_PAT_ALL:
    return N;
  case PTO::Pattern_PAT_ALLF:
    return 0;
  case PTO::Pattern_PAT_H:
    return N / 2;
  case PTO::Pattern_PAT_Q:
    return N / 4;
  default: {
    unsigned Count = VL[Code - PTO::Pattern_PAT_VL1];
    return Count <= N ? Count : 0;
  }
  }
}

/// PAT_M3, PAT_M4: every third or fourth lane, from lane 0; 0 for the
/// other patterns (cce-a5-api.md 5.4, and the open PTO assembler's pset
/// test goldens).
unsigned everyNthLane(unsigned Code) {
  return Code == PTO::Pattern_PAT_M3 ? 3 : Code == PTO::Pattern_PAT_M4 ? 4 : 0;
}

PReg firstLanes(uint64_t Count, unsigned Bytes) {
  PReg R{};
  for (unsigned I = 0; I < 256 / Bytes && I < Count; ++I)
    setLaneActive(R, I, Bytes, true);
  return R;
}

/// Lane \p Lane of a view of lanes of \p Bytes bytes: the \p Bytes bits
/// of its slot (pintlv and pdintlv move the whole slot with the lane).
unsigned laneSlot(const PReg &P, unsigned Lane, unsigned Bytes) {
  unsigned V = 0;
  for (unsigned B = 0; B < Bytes; ++B)
    V |= unsigned(predBit(P, Lane * Bytes + B)) << B;
  return V;
}
void setLaneSlot(PReg &P, unsigned Lane, unsigned Bytes, unsigned V) {
  for (unsigned B = 0; B < Bytes; ++B)
    setPredBit(P, Lane * Bytes + B, (V >> B) & 1);
}

/// pintlv_bN pd0, pd1, ps0, ps1: the lanes of ps0 and ps1 alternate,
/// ps0[0], ps1[0], ps0[1], ...; pd0 takes the first half of that stream
/// and pd1 the second. pdintlv_bN: of the stream ps0 ++ ps1, pd0 takes the
/// even lanes and pd1 the odd ones (the inverse).
OpSemantics interleavePredicates(bool Interleave) {
  return {[Interleave](Machine &M, const PipeOp &Op) {
            unsigned Bytes = laneBytes(Op), N = 256 / Bytes;
            PReg A = pregOf(M, Op, Role::ps1), B = pregOf(M, Op, Role::ps2);
            PReg Lo{}, Hi{};
            // Lane K of the stream.
            auto Stream = [&](unsigned K) {
              if (Interleave)
                return laneSlot(K % 2 ? B : A, K / 2, Bytes);
              return K < N ? laneSlot(A, K, Bytes) : laneSlot(B, K - N, Bytes);
            };
            for (unsigned K = 0; K < N; ++K) {
              setLaneSlot(Lo, K, Bytes, Interleave ? Stream(K) : Stream(2 * K));
              setLaneSlot(Hi, K, Bytes,
                          Interleave ? Stream(N + K) : Stream(2 * K + 1));
            }
            pregOf(M, Op, Role::pd) = Lo;
            pregOf(M, Op, Role::pd2) = Hi;
          },
          {}};
}

} // namespace

void registerPredicateOps(OpTable &Ops) {
  OpHandler Pattern = [](Machine &M, const PipeOp &Op) {
    unsigned Bytes = laneBytes(Op), Code = Op.immOf(Role::pattern);
    if (unsigned Nth = everyNthLane(Code)) {
      PReg R{};
      for (unsigned I = 0; I < 256 / Bytes; I += Nth)
        setLaneActive(R, I, Bytes, true);
      pregOf(M, Op, Role::pd) = R;
      return;
    }
    pregOf(M, Op, Role::pd) =
        firstLanes(patternLanes(Code, 256 / Bytes), Bytes);
  };
  // plt_bN pd, xn: the first xn lanes; xn -= lanes (not below 0). The
  // scalar unit updates xn when it issues the instruction.
  OpHandler Less = [](Machine &M, const PipeOp &Op) {
    int64_t N = int64_t(Op.gprOf(Role::count_in));
    pregOf(M, Op, Role::pd) =
        firstLanes(N < 0 ? 0 : uint64_t(N), laneBytes(Op));
  };
  OpHandler LessIssue = [](Machine &M, const PipeOp &Op) {
    int64_t N = int64_t(Op.gprOf(Role::count_in)), VL = 256 / laneBytes(Op);
    M.setX(Op.regOf(Role::count), N < VL ? 0 : uint64_t(N - VL));
  };
  for (Family F : {Family::pset_b8, Family::pset_b16, Family::pset_b32,
                   Family::pge_b8, Family::pge_b16, Family::pge_b32})
    Ops[F] = {Pattern, {}};
  for (Family F : {Family::plt_b8, Family::plt_b16, Family::plt_b32})
    Ops[F] = {Less, LessIssue};
  // pltm_bN pd, xloop, xbound: lane i is active when i + xloop * lanes <
  // xbound (xloop a 16-bit, xbound a 32-bit unsigned count); the mask of the
  // (xloop + 1)-th plt_bN of a chain starting at xbound, without its scalar
  // update (docs/emulator.md).
  OpHandler LessInLoop = [](Machine &M, const PipeOp &Op) {
    unsigned Bytes = laneBytes(Op), N = 256 / Bytes;
    uint64_t Done = (Op.gprOf(Role::xs1) & 0xFFFF) * N;
    uint64_t Bound = Op.gprOf(Role::xs2) & 0xFFFFFFFF;
    pregOf(M, Op, Role::pd) =
        firstLanes(Bound > Done ? Bound - Done : 0, Bytes);
  };
  for (Family F : {Family::pltm_b8, Family::pltm_b16, Family::pltm_b32})
    Ops[F] = {LessInLoop, {}};
  for (Family F : {Family::pintlv_b8, Family::pintlv_b16, Family::pintlv_b32})
    Ops[F] = interleavePredicates(true);
  for (Family F :
       {Family::pdintlv_b8, Family::pdintlv_b16, Family::pdintlv_b32})
    Ops[F] = interleavePredicates(false);

  // ppack: r[i] = in[2i] into the LOWER or HIGHER half; punpack: r[2i] =
  // in[half + i], r[2i + 1] = 0.
  Ops[Family::ppack] = {
      [](Machine &M, const PipeOp &Op) {
        PReg In = pregOf(M, Op, Role::ps1), R{};
        unsigned Half = Op.immOf(Role::part) == PTO::Part_HIGHER ? 128 : 0;
        for (unsigned I = 0; I < 128; ++I)
          setPredBit(R, Half + I, predBit(In, 2 * I));
        pregOf(M, Op, Role::pd) = R;
      },
      {}};
  Ops[Family::punpack] = {
      [](Machine &M, const PipeOp &Op) {
        PReg In = pregOf(M, Op, Role::ps1), R{};
        unsigned Half = Op.immOf(Role::part) == PTO::Part_HIGHER ? 128 : 0;
        for (unsigned I = 0; I < 128; ++I)
          setPredBit(R, 2 * I, predBit(In, Half + I));
        pregOf(M, Op, Role::pd) = R;
      },
      {}};
  using BitFn = uint8_t (*)(uint8_t, uint8_t);
  auto Logic = [](BitFn F) -> OpSemantics {
    return {[F](Machine &M, const PipeOp &Op) {
              PReg A = pregOf(M, Op, Role::ps1), B = pregOf(M, Op, Role::ps2),
                   R{};
              const PReg &Mask = pregOf(M, Op, Role::pg);
              for (unsigned I = 0; I < 32; ++I)
                R[I] = F(A[I], B[I]) & Mask[I];
              pregOf(M, Op, Role::pd) = R;
            },
            {}};
  };
  Ops[Family::pand] =
      Logic([](uint8_t A, uint8_t B) -> uint8_t { return A & B; });
  Ops[Family::por] =
      Logic([](uint8_t A, uint8_t B) -> uint8_t { return A | B; });
  Ops[Family::pxor] =
      Logic([](uint8_t A, uint8_t B) -> uint8_t { return A ^ B; });
  Ops[Family::pnot] = {[](Machine &M, const PipeOp &Op) {
                         PReg A = pregOf(M, Op, Role::ps1), R{};
                         const PReg &Mask = pregOf(M, Op, Role::pg);
                         for (unsigned I = 0; I < 32; ++I)
                           R[I] = ~A[I] & Mask[I];
                         pregOf(M, Op, Role::pd) = R;
                       },
                       {}};
  Ops[Family::psel] = {[](Machine &M, const PipeOp &Op) {
                         PReg A = pregOf(M, Op, Role::ps1),
                              B = pregOf(M, Op, Role::ps2), R{};
                         const PReg &Sel = pregOf(M, Op, Role::pg);
                         for (unsigned I = 0; I < 32; ++I)
                           R[I] = (A[I] & Sel[I]) | (B[I] & ~Sel[I]);
                         pregOf(M, Op, Role::pd) = R;
                       },
                       {}};
}

} // namespace pto
