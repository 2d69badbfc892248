//===-- PTOISelLoweringShuffles.cpp - PTO shuffles and lane patterns ------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Constant integer vectors whose lanes follow a pattern in the lane index,
// and vector shuffles (docs/codegen.md, "Shuffles").
//
// A lane pattern is Base + Step * (i >> Shift) + Inner * (i & (2^Shift - 1))
// for lane i: a sequence (Shift 0), a sequence repeated per group of 2^Shift
// lanes, each lane repeated 2^Shift times, lanes swapped in pairs, the
// alternating masks of an interleave. It is computed from the lane indices
// (vci) in two to eight instructions, where a constant built lane by lane
// takes five per lane.
//
// A shuffle that interleaves the lanes of its operands or takes their even
// or odd lanes is one vintlv or vdintlv. Any other takes the lanes of each
// operand it reads with vselr (lane i gets lane index[i]) under an index
// vector of that form, and joins the two operands' lanes with a blend
// (vsel).
//
//===----------------------------------------------------------------------===//

#include "PTOISelLowering.h"
#include "llvm/ADT/bit.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/IntrinsicsPTO.h"

using namespace llvm;

/// \p V reduced modulo \p Modulus (a power of two) into [0, Modulus).
static uint64_t reduce(int64_t V, uint64_t Modulus) {
  return uint64_t(V) & (Modulus - 1);
}

/// \p V modulo \p Modulus as the signed value of smallest magnitude.
static int64_t reduceSigned(int64_t V, uint64_t Modulus) {
  uint64_t R = reduce(V, Modulus);
  return R >= Modulus / 2 && Modulus > 1 ? int64_t(R - Modulus) : int64_t(R);
}

int64_t LanePattern::valueAt(unsigned Lane) const {
  Lane >>= Granule;
  uint64_t Group = Lane >> Shift;
  uint64_t Within = Lane & ((uint64_t(1) << Shift) - 1);
  return Base + Step * int64_t(Group) + Inner * int64_t(Within);
}

/// The pattern of \p Values with a granule of one lane.
static std::optional<LanePattern>
matchLaneByLane(ArrayRef<std::optional<int64_t>> Values, uint64_t Modulus) {
  unsigned Lanes = Values.size();
  auto Defined = [&](unsigned Lane) {
    return Lane < Lanes && Values[Lane].has_value();
  };
  auto Difference = [&](unsigned From, unsigned To) {
    return reduceSigned(*Values[To] - *Values[From], Modulus);
  };
  unsigned First = 0;
  while (First != Lanes && !Defined(First))
    ++First;
  if (First == Lanes)
    return LanePattern{0, 0, 0, 0, 0};
  for (unsigned Shift = 0; (1u << Shift) <= Lanes; ++Shift) {
    unsigned GroupSize = 1u << Shift;
    LanePattern P{Shift, 0, 0, 0, 0};
    // The steps from neighbouring defined lanes: the next group's lane at
    // the same position, the next lane of the same group.
    for (unsigned Lane = 0; Lane != Lanes; ++Lane)
      if (Defined(Lane) && Defined(Lane + GroupSize)) {
        P.Step = Difference(Lane, Lane + GroupSize);
        break;
      }
    if (Shift != 0)
      for (unsigned Lane = 0; Lane + 1 != Lanes; ++Lane)
        if ((Lane + 1) % GroupSize != 0 && Defined(Lane) && Defined(Lane + 1)) {
          P.Inner = Difference(Lane, Lane + 1);
          break;
        }
    // In [0, Modulus): index vectors then need no reduction.
    P.Base = reduce(*Values[First] - P.valueAt(First), Modulus);
    bool Fits = true;
    for (unsigned Lane = First; Fits && Lane != Lanes; ++Lane)
      Fits = !Defined(Lane) ||
             reduce(P.valueAt(Lane), Modulus) == reduce(*Values[Lane], Modulus);
    if (Fits)
      return P;
  }
  return std::nullopt;
}

std::optional<LanePattern>
llvm::matchLanePattern(ArrayRef<std::optional<int64_t>> Values,
                       uint64_t Modulus) {
  if (std::optional<LanePattern> P = matchLaneByLane(Values, Modulus))
    return P;
  // The same value in each group of 2^Granule lanes (a mask of 64-bit lanes
  // as 32-bit ones): the pattern of the groups.
  for (unsigned Granule = 1; (1u << Granule) < Values.size(); ++Granule) {
    SmallVector<std::optional<int64_t>, 128> Groups(Values.size() >> Granule);
    bool Uniform = true;
    for (unsigned Lane = 0; Uniform && Lane != Values.size(); ++Lane) {
      std::optional<int64_t> &Group = Groups[Lane >> Granule];
      if (!Values[Lane])
        continue;
      Uniform =
          !Group || reduce(*Group, Modulus) == reduce(*Values[Lane], Modulus);
      Group = Values[Lane];
    }
    if (!Uniform)
      continue;
    if (std::optional<LanePattern> P = matchLaneByLane(Groups, Modulus)) {
      P->Granule = Granule;
      return P;
    }
  }
  return std::nullopt;
}

/// Whether computing \p P in lanes of \p LaneBits bits leaves a defined lane
/// outside [0, Modulus), so that the lanes need an and with Modulus - 1.
static bool needsReduction(const LanePattern &P,
                           ArrayRef<std::optional<int64_t>> Values,
                           uint64_t Modulus, unsigned LaneBits) {
  if (Modulus >= (uint64_t(1) << LaneBits))
    return false;
  for (unsigned Lane = 0; Lane != Values.size(); ++Lane)
    if (Values[Lane] && (uint64_t(P.valueAt(Lane)) &
                         maskTrailingOnes<uint64_t>(LaneBits)) >= Modulus)
      return true;
  return false;
}

unsigned llvm::getLanePatternCost(const LanePattern &P) {
  if ((P.Shift == 0 || P.Inner == 0) && P.Step == 0)
    return 1; // vbr of the base.
  if (P.Shift == 0 && P.Granule == 0 && (P.Step == 1 || P.Step == -1))
    return 1; // vci
  // vci of the lane indices, then per term its lanes (vshrs or vands), a
  // vshls or vmuls unless the factor is 1 or -1, and a vadd or vsub.
  auto Scales = [](int64_t Factor) { return Factor != 1 && Factor != -1; };
  unsigned Cost = 1 + (P.Granule != 0); // and a vshrs for the groups
  unsigned Terms = 0;
  if (P.Step != 0) {
    Cost += (P.Shift != 0) + Scales(P.Step);
    ++Terms;
  }
  if (P.Shift != 0 && P.Inner != 0) {
    Cost += 1 + Scales(P.Inner);
    ++Terms;
  }
  return Cost + Terms - 1 + (P.Base != 0);
}

/// The lanes \p VT of \p P (an and with Modulus - 1 after it if \p Reduce).
static SDValue buildLanePattern(const LanePattern &P, EVT VT, bool Reduce,
                                uint64_t Modulus, const SDLoc &DL,
                                SelectionDAG &DAG) {
  SDValue Result;
  if ((P.Shift == 0 || P.Inner == 0) && P.Step == 0) {
    Result = DAG.getConstant(P.Base, DL, VT);
  } else if (P.Shift == 0 && P.Granule == 0 && (P.Step == 1 || P.Step == -1)) {
    Result =
        DAG.getNode(PTOISD::VCI, DL, VT, DAG.getConstant(P.Base, DL, MVT::i64),
                    DAG.getConstant(P.Step == 1 ? 0 : 1, DL, MVT::i64));
  } else {
    SDValue Lanes = getLaneIndices(DAG, DL, VT);
    if (P.Granule != 0)
      Lanes = DAG.getNode(ISD::SRL, DL, VT, Lanes,
                          DAG.getConstant(P.Granule, DL, VT));
    if (P.Base != 0)
      Result = DAG.getConstant(P.Base, DL, VT);
    // Result +/- Term * |Factor|, a shift for a power of two.
    auto Accumulate = [&](SDValue Term, int64_t Factor) {
      uint64_t Magnitude = Factor < 0 ? -uint64_t(Factor) : uint64_t(Factor);
      if (isPowerOf2_64(Magnitude) && Magnitude != 1)
        Term = DAG.getNode(ISD::SHL, DL, VT, Term,
                           DAG.getConstant(Log2_64(Magnitude), DL, VT));
      else if (Magnitude != 1)
        Term = DAG.getNode(ISD::MUL, DL, VT, Term,
                           DAG.getConstant(Magnitude, DL, VT));
      if (Factor > 0)
        Result = Result ? DAG.getNode(ISD::ADD, DL, VT, Result, Term) : Term;
      else
        Result =
            DAG.getNode(ISD::SUB, DL, VT,
                        Result ? Result : DAG.getConstant(0, DL, VT), Term);
    };
    if (P.Step != 0)
      Accumulate(P.Shift == 0 ? Lanes
                              : DAG.getNode(ISD::SRL, DL, VT, Lanes,
                                            DAG.getConstant(P.Shift, DL, VT)),
                 P.Step);
    if (P.Shift != 0 && P.Inner != 0)
      Accumulate(DAG.getNode(ISD::AND, DL, VT, Lanes,
                             DAG.getConstant((1u << P.Shift) - 1, DL, VT)),
                 P.Inner);
  }
  if (Reduce)
    Result = DAG.getNode(ISD::AND, DL, VT, Result,
                         DAG.getConstant(Modulus - 1, DL, VT));
  return Result;
}

/// The constant lanes of \p Values of type \p VT as a lane pattern,
/// SDValue() if they follow none.
static SDValue buildPatternVector(ArrayRef<std::optional<int64_t>> Values,
                                  EVT VT, uint64_t Modulus, const SDLoc &DL,
                                  SelectionDAG &DAG) {
  std::optional<LanePattern> P = matchLanePattern(Values, Modulus);
  if (!P)
    return SDValue();
  unsigned LaneBits = VT.getScalarSizeInBits();
  return buildLanePattern(*P, VT, needsReduction(*P, Values, Modulus, LaneBits),
                          Modulus, DL, DAG);
}

SDValue llvm::lowerConstantLanePattern(BuildVectorSDNode *BV,
                                       SelectionDAG &DAG) {
  EVT VT = BV->getValueType(0);
  unsigned LaneBits = VT.getScalarSizeInBits();
  if (!VT.isInteger() || LaneBits > 32)
    return SDValue();
  SmallVector<std::optional<int64_t>, 256> Values;
  for (SDValue V : BV->op_values()) {
    if (V.isUndef()) {
      Values.push_back(std::nullopt);
      continue;
    }
    auto *C = dyn_cast<ConstantSDNode>(V);
    if (!C)
      return SDValue();
    Values.push_back(C->getAPIntValue().trunc(LaneBits).getSExtValue());
  }
  return buildPatternVector(Values, VT, uint64_t(1) << LaneBits, SDLoc(BV),
                            DAG);
}

/// The lane indices into operand \p Operand that \p Mask takes (undefined
/// for lanes taken from the other operand); whether it takes any.
static bool operandIndices(ArrayRef<int> Mask, unsigned Operand,
                           SmallVectorImpl<std::optional<int64_t>> &Indices) {
  int Lanes = Mask.size();
  bool Used = false;
  for (int M : Mask) {
    bool Here = M >= 0 && M / Lanes == int(Operand);
    Indices.push_back(Here ? std::optional<int64_t>(M % Lanes) : std::nullopt);
    Used |= Here;
  }
  return Used;
}

/// Whether \p Indices leaves every defined lane where it is.
static bool isIdentity(ArrayRef<std::optional<int64_t>> Indices) {
  for (unsigned Lane = 0; Lane != Indices.size(); ++Lane)
    if (Indices[Lane] && *Indices[Lane] != Lane)
      return false;
  return true;
}

/// \p Mask on lanes of at most 32 bits: 64-bit lanes as pairs of 32-bit
/// ones.
static SmallVector<int, 256> laneMaskOf32BitLanes(ArrayRef<int> Mask,
                                                  unsigned LaneBits) {
  SmallVector<int, 256> Narrow;
  for (int M : Mask)
    if (LaneBits == 64) {
      Narrow.push_back(M < 0 ? -1 : 2 * M);
      Narrow.push_back(M < 0 ? -1 : 2 * M + 1);
    } else {
      Narrow.push_back(M);
    }
  return Narrow;
}

namespace {
/// A shuffle that is one result of vintlv or vdintlv of its operands.
struct InterleaveMatch {
  Intrinsic::ID ID;
  unsigned Result;
  bool Swapped; // Of the operands swapped.
};
} // namespace

/// Whether \p Mask (over two operands of as many lanes) is a result of
/// vintlv (lanes of the lower or upper halves of the operands alternately)
/// or vdintlv (the even or odd lanes of the operands one after the other).
static std::optional<InterleaveMatch> matchInterleave(ArrayRef<int> Mask) {
  int Lanes = Mask.size();
  auto Fits = [&](bool Swapped, auto Expected) {
    for (int Lane = 0; Lane != Lanes; ++Lane) {
      int M = Mask[Lane];
      if (M < 0)
        continue;
      if (Swapped)
        M = M < Lanes ? M + Lanes : M - Lanes;
      if (M != Expected(Lane))
        return false;
    }
    return true;
  };
  for (bool Swapped : {false, true})
    for (unsigned Result : {0u, 1u}) {
      int Half = Result * Lanes / 2;
      if (Fits(Swapped, [&](int I) { return Half + I / 2 + (I % 2) * Lanes; }))
        return InterleaveMatch{Intrinsic::pto_vintlv, Result, Swapped};
      if (Fits(Swapped, [&](int I) { return 2 * I + int(Result); }))
        return InterleaveMatch{Intrinsic::pto_vdintlv, Result, Swapped};
    }
  return std::nullopt;
}

std::optional<unsigned> llvm::getShuffleInstructionCount(ArrayRef<int> Mask,
                                                         unsigned LaneBits) {
  if (LaneBits <= 32 && matchInterleave(Mask))
    return 1;
  SmallVector<int, 256> Narrow = laneMaskOf32BitLanes(Mask, LaneBits);
  unsigned Lanes = Narrow.size();
  unsigned Count = 0;
  unsigned UsedOperands = 0;
  for (unsigned Operand = 0; Operand != 2; ++Operand) {
    SmallVector<std::optional<int64_t>, 256> Indices;
    if (!operandIndices(Narrow, Operand, Indices))
      continue;
    ++UsedOperands;
    if (isIdentity(Indices))
      continue;
    std::optional<LanePattern> P = matchLanePattern(Indices, Lanes);
    if (!P)
      return std::nullopt; // Indices built lane by lane: too slow to form.
    Count += getLanePatternCost(*P) +
             needsReduction(*P, Indices, Lanes, std::min(LaneBits, 32u)) + 1;
  }
  // The blend: a mask from the lane indices (vci, vbr, vcmp) and a vsel.
  return Count + (UsedOperands == 2 ? 4 : 0);
}

SDValue llvm::lowerPermutingShuffle(SDValue Op, SelectionDAG &DAG) {
  EVT VT = Op.getValueType();
  if (!DAG.getTargetLoweringInfo().isTypeLegal(VT) || VT == MVT::v256i1)
    return SDValue();
  SDLoc DL(Op);
  unsigned LaneBits = VT.getScalarSizeInBits();
  ArrayRef<int> LaneMask = cast<ShuffleVectorSDNode>(Op)->getMask();
  if (std::optional<InterleaveMatch> Match =
          LaneBits <= 32 ? matchInterleave(LaneMask) : std::nullopt) {
    EVT IntVT = VT.changeVectorElementTypeToInteger();
    SDValue A = DAG.getBitcast(IntVT, Op.getOperand(Match->Swapped));
    SDValue B = DAG.getBitcast(IntVT, Op.getOperand(!Match->Swapped));
    SDValue Pair = getPTOIntrinsic(DAG, DL, Match->ID,
                                   DAG.getVTList(IntVT, IntVT), {A, B});
    return DAG.getBitcast(VT, Pair.getValue(Match->Result));
  }
  EVT IntVT =
      LaneBits == 64 ? MVT::v64i32 : EVT(VT.changeVectorElementTypeToInteger());
  unsigned Lanes = IntVT.getVectorNumElements();
  SmallVector<int, 256> Mask = laneMaskOf32BitLanes(LaneMask, LaneBits);
  // Each operand's lanes in place (vselr), then the blend of the two.
  SDValue Permuted[2];
  for (unsigned Operand = 0; Operand != 2; ++Operand) {
    SmallVector<std::optional<int64_t>, 256> Indices;
    if (!operandIndices(Mask, Operand, Indices))
      continue;
    SDValue Source = DAG.getBitcast(IntVT, Op.getOperand(Operand));
    if (isIdentity(Indices)) {
      Permuted[Operand] = Source;
      continue;
    }
    SDValue Index = buildPatternVector(Indices, IntVT, Lanes, DL, DAG);
    if (!Index) {
      // Built lane by lane (lowerBuildVector).
      SmallVector<SDValue, 256> Lane;
      for (std::optional<int64_t> I : Indices)
        Lane.push_back(I ? DAG.getConstant(*I, DL, MVT::i64)
                         : DAG.getUNDEF(MVT::i64));
      Index = DAG.getBuildVector(IntVT, DL, Lane);
    }
    Permuted[Operand] =
        getPTOIntrinsic(DAG, DL, Intrinsic::pto_vselr, IntVT, {Source, Index});
  }
  if (!Permuted[0] || !Permuted[1])
    return DAG.getBitcast(VT, Permuted[0] ? Permuted[0] : Permuted[1]);
  SmallVector<int, 256> Blend;
  for (unsigned Lane = 0; Lane != Lanes; ++Lane)
    Blend.push_back(Mask[Lane] < 0 ? -1
                                   : Lane + (Mask[Lane] >= int(Lanes)) * Lanes);
  SDValue Joined =
      DAG.getVectorShuffle(IntVT, DL, Permuted[0], Permuted[1], Blend);
  if (Joined.getOpcode() == ISD::VECTOR_SHUFFLE)
    if (SDValue Lowered = lowerBlendShuffle(Joined, DAG))
      Joined = Lowered;
  return DAG.getBitcast(VT, Joined);
}

bool PTOTargetLowering::isExtractSubvectorCheap(EVT ResVT, EVT SrcVT,
                                                unsigned Index) const {
  return isTypeLegal(ResVT) && ResVT != MVT::v256i1 &&
         SrcVT.getVectorElementType() == ResVT.getVectorElementType() &&
         Index % ResVT.getVectorNumElements() == 0;
}
