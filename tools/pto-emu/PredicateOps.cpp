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

PReg &preg(Machine &M, const PipeOp &Op, unsigned I) {
  return M.P[M.pIndex(Op.reg(I))];
}

unsigned laneBytes(const PipeOp &Op) {
  return elemBytes(PTO::getElemType(Op.TSFlags));
}

/// The number of active lanes of pattern \p Code (PTOModes.td) among \p N:
/// PAT_ALL all, PAT_ALLF none, PAT_H half, PAT_Q a quarter, PAT_VLn the
/// first n (none if n > N), PAT_M3/M4 the largest multiple of 3/4.
unsigned patternLanes(unsigned Code, unsigned N) {
  static const unsigned VL[] = {1, 2, 3, 4, 8, 16, 32, 64, 128};
  switch (Code) {
  case 0:
    return N;
  case 1:
    return 0;
  case 2:
    return N / 2;
  case 3:
    return N / 4;
  case 13:
    return N / 3 * 3;
  case 14:
    return N / 4 * 4;
  default: {
    unsigned Count = VL[Code - 4];
    return Count <= N ? Count : 0;
  }
  }
}

PReg firstLanes(uint64_t Count, unsigned Bytes) {
  PReg R{};
  for (unsigned I = 0; I < 256 / Bytes && I < Count; ++I)
    setLaneActive(R, I, Bytes, true);
  return R;
}

} // namespace

void registerPredicateOps(OpTable &Ops) {
  OpHandler Pattern = [](Machine &M, const PipeOp &Op) {
    unsigned Bytes = laneBytes(Op);
    preg(M, Op, 0) = firstLanes(patternLanes(Op.imm(1), 256 / Bytes), Bytes);
  };
  // plt_bN pd, xn: the first xn lanes; xn -= lanes (not below 0). The
  // scalar unit updates xn when it issues the instruction.
  OpHandler Less = [](Machine &M, const PipeOp &Op) {
    int64_t N = int64_t(Op.gpr(2));
    preg(M, Op, 0) = firstLanes(N < 0 ? 0 : uint64_t(N), laneBytes(Op));
  };
  OpHandler LessIssue = [](Machine &M, const PipeOp &Op) {
    int64_t N = int64_t(Op.gpr(2)), VL = 256 / laneBytes(Op);
    M.setX(Op.reg(1), N < VL ? 0 : uint64_t(N - VL));
  };
  for (Family F : {Family::pset_b8, Family::pset_b16, Family::pset_b32,
                   Family::pge_b8, Family::pge_b16, Family::pge_b32})
    Ops[F] = {Pattern, {}};
  for (Family F : {Family::plt_b8, Family::plt_b16, Family::plt_b32})
    Ops[F] = {Less, LessIssue};

  // ppack: r[i] = in[2i] into the LOWER or HIGHER half; punpack: r[2i] =
  // in[half + i], r[2i + 1] = 0.
  Ops[Family::ppack] = {[](Machine &M, const PipeOp &Op) {
                          PReg In = preg(M, Op, 1), R{};
                          unsigned Half = Op.imm(2) == 1 ? 128 : 0;
                          for (unsigned I = 0; I < 128; ++I)
                            setPredBit(R, Half + I, predBit(In, 2 * I));
                          preg(M, Op, 0) = R;
                        },
                        {}};
  Ops[Family::punpack] = {[](Machine &M, const PipeOp &Op) {
                            PReg In = preg(M, Op, 1), R{};
                            unsigned Half = Op.imm(2) == 1 ? 128 : 0;
                            for (unsigned I = 0; I < 128; ++I)
                              setPredBit(R, 2 * I, predBit(In, Half + I));
                            preg(M, Op, 0) = R;
                          },
                          {}};
  using BitFn = uint8_t (*)(uint8_t, uint8_t);
  auto Logic = [](BitFn F) -> OpSemantics {
    return {[F](Machine &M, const PipeOp &Op) {
              PReg A = preg(M, Op, 1), B = preg(M, Op, 2), R{};
              const PReg &Mask = preg(M, Op, 3);
              for (unsigned I = 0; I < 32; ++I)
                R[I] = F(A[I], B[I]) & Mask[I];
              preg(M, Op, 0) = R;
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
                         PReg A = preg(M, Op, 1), R{};
                         const PReg &Mask = preg(M, Op, 2);
                         for (unsigned I = 0; I < 32; ++I)
                           R[I] = ~A[I] & Mask[I];
                         preg(M, Op, 0) = R;
                       },
                       {}};
  Ops[Family::psel] = {[](Machine &M, const PipeOp &Op) {
                         PReg A = preg(M, Op, 1), B = preg(M, Op, 2), R{};
                         const PReg &Sel = preg(M, Op, 3);
                         for (unsigned I = 0; I < 32; ++I)
                           R[I] = (A[I] & Sel[I]) | (B[I] & ~Sel[I]);
                         preg(M, Op, 0) = R;
                       },
                       {}};
}

} // namespace pto
