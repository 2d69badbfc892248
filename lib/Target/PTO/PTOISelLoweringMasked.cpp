//===-- PTOISelLoweringMasked.cpp - PTO masked accesses -------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Masked loads and stores and the lane masks of predicated loops
// (docs/codegen.md, "Predicated tails"):
//
// - llvm.get.active.lane.mask(base, n) of a whole register is
//   `plt_bW pd, usubsat(n, base)`: lanes below n - base are on;
// - a masked store is vsts under the mask as a predicate;
// - a masked load is a whole vlds (vlds has no predicate) and, where the
//   masked-off lanes are used, a vsel with the pass-through value.
//
// A mask of 64 or 128 lanes is promoted by the legaliser to 32- or 16-bit
// integer lanes (0 or -1). A lane mask is held that way as a vsel of -1
// and 0 under its predicate, which the masked accesses and selects then use
// directly.
//
// A masked access of part of a register (bytes or halves under a mask of 64
// or 128 lanes: the narrower accesses of a loop of several element widths)
// is rewritten before type legalisation: a load is a plain one (vlds reads
// the whole register anyway), a store one of the whole register under the
// mask's predicate narrowed to the data's lanes by ppack.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTO.h"
#include "PTOISelLowering.h"
#include "PTOVectorOperations.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

using PTOVector::maskGranularity;

bool PTOTargetLowering::shouldExpandGetActiveLaneMask(EVT VT, EVT OpVT) const {
  return !VT.isFixedLengthVector() ||
         !maskGranularity(VT.getVectorNumElements()) ||
         !(OpVT == MVT::i64 || OpVT == MVT::i32);
}

bool PTOTargetLowering::shouldSinkOperands(Instruction *I,
                                           SmallVectorImpl<Use *> &Ops) const {
  for (Use &Operand : I->operands())
    if (match(Operand.get(), m_Intrinsic<Intrinsic::get_active_lane_mask>()))
      Ops.push_back(&Operand);
  return !Ops.empty();
}

/// The predicate of \p V if it is a vsel of all-ones and zero lanes under
/// one (a mask held as integer lanes), or such a vsel truncated to i1 lanes
/// or sign-extended from them (the legaliser's views of the mask).
static SDValue predicateOfIntegerMask(SDValue V) {
  if (V.getOpcode() == ISD::TRUNCATE || V.getOpcode() == ISD::SIGN_EXTEND_INREG)
    V = V.getOperand(0);
  if (V.getOpcode() != ISD::INTRINSIC_WO_CHAIN ||
      V.getConstantOperandVal(0) != Intrinsic::pto_vsel ||
      !ISD::isConstantSplatVectorAllOnes(V.getOperand(1).getNode()) ||
      !ISD::isConstantSplatVectorAllZeros(V.getOperand(2).getNode()))
    return SDValue();
  return V.getOperand(3);
}

/// The predicate of a mask: the mask itself when it is one (256 lanes), the
/// predicate a lane mask was made from, else the compare that made the
/// mask's integer lanes or, failing that, vcmps ne 0 on them.
static SDValue predicateOfMask(SDValue Mask, SelectionDAG &DAG) {
  if (Mask.getValueType() == MVT::v256i1)
    return Mask;
  if (SDValue Predicate = predicateOfIntegerMask(Mask))
    return Predicate;
  // Masks combined (a condition within a predicated loop): the predicates
  // combined (pand, por).
  if ((Mask.getOpcode() == ISD::AND || Mask.getOpcode() == ISD::OR) &&
      Mask.getValueType().isVector())
    return DAG.getNode(Mask.getOpcode(), SDLoc(Mask), MVT::v256i1,
                       predicateOfMask(Mask.getOperand(0), DAG),
                       predicateOfMask(Mask.getOperand(1), DAG));
  // A compare's lanes are 0 or -1 already.
  if (Mask.getOpcode() == ISD::SIGN_EXTEND_INREG &&
      Mask.getOperand(0).getOpcode() == ISD::SETCC)
    Mask = Mask.getOperand(0);
  return DAG.getNode(PTOISD::LANES_TO_PREDICATE, SDLoc(Mask), MVT::v256i1,
                     Mask);
}

SDValue llvm::combineActiveLaneMask(SDNode *N, SelectionDAG &DAG) {
  if (N->getOpcode() != ISD::INTRINSIC_WO_CHAIN ||
      N->getConstantOperandVal(0) != Intrinsic::get_active_lane_mask)
    return SDValue();
  EVT VT = N->getValueType(0);
  unsigned Width = maskGranularity(VT.getVectorNumElements());
  assert(Width && "expanded by SelectionDAGBuilder");
  SDLoc DL(N);
  SDValue Base = DAG.getZExtOrTrunc(N->getOperand(1), DL, MVT::i64);
  SDValue Count = DAG.getZExtOrTrunc(N->getOperand(2), DL, MVT::i64);
  // Lane i is on when base + i < n: the first n - base lanes, none once
  // base reaches n.
  SDValue Active = DAG.getNode(ISD::USUBSAT, DL, MVT::i64, Count, Base);
  Intrinsic::ID PLT = Width == 8    ? Intrinsic::pto_plt_b8
                      : Width == 16 ? Intrinsic::pto_plt_b16
                                    : Intrinsic::pto_plt_b32;
  SDValue Predicate = getPTOIntrinsic(
      DAG, DL, PLT, DAG.getVTList(MVT::v256i1, MVT::i64), {Active});
  if (VT == MVT::v256i1)
    return Predicate;
  MVT IntVT = MVT::getVectorVT(MVT::getIntegerVT(Width),
                               PTO::VectorRegisterBits / Width);
  SDValue AsInts = getPTOIntrinsic(DAG, DL, Intrinsic::pto_vsel, IntVT,
                                   {DAG.getAllOnesConstant(DL, IntVT),
                                    DAG.getConstant(0, DL, IntVT), Predicate});
  return DAG.getNode(ISD::TRUNCATE, DL, VT, AsInts);
}

SDValue llvm::combineSelectOnPredicate(SDNode *N, SelectionDAG &DAG) {
  SDValue Predicate = predicateOfIntegerMask(N->getOperand(0));
  EVT VT = N->getValueType(0);
  if (!Predicate || !DAG.getTargetLoweringInfo().isTypeLegal(VT) ||
      VT.getVectorNumElements() !=
          N->getOperand(0).getValueType().getVectorNumElements())
    return SDValue();
  return getPTOIntrinsic(DAG, SDLoc(N), Intrinsic::pto_vsel, VT,
                         {N->getOperand(1), N->getOperand(2), Predicate});
}

unsigned PTOTargetLowering::ComputeNumSignBitsForTargetNode(
    SDValue Op, const APInt &DemandedElts, const SelectionDAG &DAG,
    unsigned Depth) const {
  // A select's lanes come from its two inputs.
  if (Op.getOpcode() == ISD::INTRINSIC_WO_CHAIN &&
      Op.getConstantOperandVal(0) == Intrinsic::pto_vsel)
    return std::min(DAG.ComputeNumSignBits(Op.getOperand(1), Depth + 1),
                    DAG.ComputeNumSignBits(Op.getOperand(2), Depth + 1));
  return 1;
}

SDValue llvm::combineLanesToPredicate(SDNode *N, SelectionDAG &DAG) {
  // Once the sign extension of a lane mask is folded away: the predicate it
  // was made from, or the predicates of combined masks combined.
  SDValue Lanes = N->getOperand(0);
  if (SDValue Predicate = predicateOfIntegerMask(Lanes))
    return Predicate;
  if (Lanes.getOpcode() == ISD::AND || Lanes.getOpcode() == ISD::OR)
    return predicateOfMask(Lanes, DAG);
  return SDValue();
}

/// The predicate of \p Mask (Lanes lanes of MaskWidth bits) for data of
/// narrower lanes of \p Width bits: the mask's lanes sign-extended to
/// MaskWidth bits, their predicate, and one ppack LOWER per halving of the
/// lanes' width, which keeps them in the low part of the register and the
/// rest off.
static SDValue narrowedPredicateOfMask(SDValue Mask, unsigned MaskWidth,
                                       unsigned Width, const SDLoc &DL,
                                       SelectionDAG &DAG) {
  EVT MaskLanesVT =
      EVT::getVectorVT(*DAG.getContext(), MVT::getIntegerVT(MaskWidth),
                       Mask.getValueType().getVectorNumElements());
  SDValue Predicate =
      DAG.getNode(PTOISD::LANES_TO_PREDICATE, DL, MVT::v256i1,
                  DAG.getNode(ISD::SIGN_EXTEND, DL, MaskLanesVT, Mask));
  SDValue Lower = DAG.getTargetConstant(PTO::Part_LOWER, DL, MVT::i32);
  for (unsigned PredicateWidth = MaskWidth; PredicateWidth > Width;
       PredicateWidth /= 2)
    Predicate = getPTOIntrinsic(DAG, DL, Intrinsic::pto_ppack, MVT::v256i1,
                                {Predicate, Lower});
  return Predicate;
}

/// \p Part in the low lanes of a register of \p WideVT, the others undef.
static SDValue widenedPart(SDValue Part, EVT WideVT, const SDLoc &DL,
                           SelectionDAG &DAG) {
  EVT VT = Part.getValueType();
  SmallVector<SDValue, 4> Parts(WideVT.getVectorNumElements() /
                                    VT.getVectorNumElements(),
                                DAG.getUNDEF(VT));
  Parts[0] = Part;
  return DAG.getNode(ISD::CONCAT_VECTORS, DL, WideVT, Parts);
}

SDValue llvm::combineMaskedAccessOfPart(SDNode *N, SelectionDAG &DAG) {
  auto *Access = cast<MaskedLoadStoreSDNode>(N);
  auto *Store = dyn_cast<MaskedStoreSDNode>(N);
  auto *Load = dyn_cast<MaskedLoadSDNode>(N);
  EVT VT = Store ? Store->getValue().getValueType() : N->getValueType(0);
  if (!VT.isFixedLengthVector() || Access->getAddressSpace() != PTOAS::UB ||
      !Access->isUnindexed() ||
      (Store && (Store->isTruncatingStore() || Store->isCompressingStore())) ||
      (Load && (Load->getExtensionType() != ISD::NON_EXTLOAD ||
                Load->isExpandingLoad())))
    return SDValue();
  unsigned Width = VT.getScalarSizeInBits();
  unsigned MaskWidth = maskGranularity(VT.getVectorNumElements());
  EVT WideVT = EVT::getVectorVT(*DAG.getContext(), VT.getVectorElementType(),
                                PTO::VectorRegisterBits / std::max(Width, 8u));
  // Part of a register: lanes narrower than the mask's (a whole register
  // of them is selected as it is).
  if (Width < 8 || Width >= MaskWidth ||
      !DAG.getTargetLoweringInfo().isTypeLegal(WideVT))
    return SDValue();
  SDLoc DL(N);
  SDValue Mask = Access->getMask();
  if (Load) {
    // vlds reads the whole register; the masked-off lanes are replaced
    // where they are used.
    SDValue Whole = DAG.getLoad(VT, DL, Load->getChain(), Load->getBasePtr(),
                                Load->getMemOperand());
    SDValue Value = Whole;
    if (!Load->getPassThru().isUndef()) {
      // vsel on the integer view of the lanes.
      EVT IntVT = WideVT.changeVectorElementTypeToInteger();
      auto AsInts = [&](SDValue Part) {
        return DAG.getBitcast(IntVT, widenedPart(Part, WideVT, DL, DAG));
      };
      SDValue Selected = getPTOIntrinsic(
          DAG, DL, Intrinsic::pto_vsel, IntVT,
          {AsInts(Whole), AsInts(Load->getPassThru()),
           narrowedPredicateOfMask(Mask, MaskWidth, Width, DL, DAG)});
      Value = DAG.getNode(ISD::EXTRACT_SUBVECTOR, DL, VT,
                          DAG.getBitcast(WideVT, Selected),
                          DAG.getVectorIdxConstant(0, DL));
    }
    return DAG.getMergeValues({Value, Whole.getValue(1)}, DL);
  }
  return DAG.getMaskedStore(
      Store->getChain(), DL, widenedPart(Store->getValue(), WideVT, DL, DAG),
      Store->getBasePtr(), Store->getOffset(),
      narrowedPredicateOfMask(Mask, MaskWidth, Width, DL, DAG), WideVT,
      Store->getMemOperand(), Store->getAddressingMode());
}

/// Whether masked access \p N of \p VT is one the vector unit does: a
/// whole register of 8-, 16- or 32-bit lanes (\p Plain: neither extending,
/// truncating, expanding nor compressing, nor indexed). One outside UB is
/// reported here; the others by lowerVectorOperation.
static bool isSupportedMaskedAccess(const MemSDNode *N, EVT VT, bool Plain,
                                    SelectionDAG &DAG) {
  if (N->getAddressSpace() != PTOAS::UB) {
    reportUnsupported(DAG, SDLoc(N),
                      "masked vector access of " + VT.getEVTString() +
                          " through addrspace(" + Twine(N->getAddressSpace()) +
                          "): vector loads and stores need a UB pointer "
                          "(addrspace(6))");
    return false;
  }
  return DAG.getTargetLoweringInfo().isTypeLegal(VT) &&
         VT.getScalarSizeInBits() <= 32 && Plain;
}

SDValue llvm::lowerMaskedLoad(SDValue Op, SelectionDAG &DAG) {
  auto *Load = cast<MaskedLoadSDNode>(Op);
  EVT VT = Op.getValueType();
  if (!isSupportedMaskedAccess(Load, VT,
                               Load->getExtensionType() == ISD::NON_EXTLOAD &&
                                   !Load->isExpandingLoad() &&
                                   Load->isUnindexed(),
                               DAG)) {
    if (Load->getAddressSpace() != PTOAS::UB)
      return DAG.getMergeValues({DAG.getUNDEF(VT), Load->getChain()},
                                SDLoc(Op));
    return SDValue();
  }
  SDLoc DL(Op);
  // vlds reads the whole vector; the masked-off lanes are replaced where
  // they are used.
  SDValue Whole = DAG.getLoad(VT, DL, Load->getChain(), Load->getBasePtr(),
                              Load->getMemOperand());
  SDValue Value = Whole;
  if (!Load->getPassThru().isUndef())
    Value = DAG.getNode(ISD::VSELECT, DL, VT, Load->getMask(), Whole,
                        Load->getPassThru());
  return DAG.getMergeValues({Value, Whole.getValue(1)}, DL);
}

SDValue llvm::lowerMaskedStore(SDValue Op, SelectionDAG &DAG) {
  auto *Store = cast<MaskedStoreSDNode>(Op);
  SDValue Value = Store->getValue();
  EVT VT = Value.getValueType();
  if (!isSupportedMaskedAccess(Store, VT,
                               !Store->isTruncatingStore() &&
                                   !Store->isCompressingStore() &&
                                   Store->isUnindexed(),
                               DAG))
    return Store->getAddressSpace() != PTOAS::UB ? Store->getChain()
                                                 : SDValue();
  SDLoc DL(Op);
  unsigned Width = VT.getScalarSizeInBits();
  unsigned Dist = PTO::getNormStoreDist(Width);
  SDValue Ops[] = {Store->getChain(),
                   DAG.getTargetConstant(Intrinsic::pto_vsts, DL, MVT::i64),
                   Value,
                   Store->getBasePtr(),
                   DAG.getConstant(0, DL, MVT::i64),
                   DAG.getTargetConstant(Dist, DL, MVT::i32),
                   predicateOfMask(Store->getMask(), DAG)};
  return DAG.getMemIntrinsicNode(ISD::INTRINSIC_VOID, DL,
                                 DAG.getVTList(MVT::Other), Ops, VT,
                                 Store->getMemOperand());
}
