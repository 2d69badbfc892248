//===-- PTOISelLoweringElements.cpp - Vector lanes and reductions ---------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Single lanes of the 2048-bit vector types and reductions to one lane
// (docs/codegen.md, "Lanes and reductions"):
//
// - no instruction moves a lane to a scalar register, so a lane is read
//   through UB: the vector is stored to a slot of the UB spill area, a
//   PIPE_V -> PIPE_S flag pair makes the scalar unit wait for the store, and
//   a scalar .ub load reads the lane;
// - a lane is written with vsel under the lanes whose index (vci) equals
//   the wanted one, from a splat (vbr) of the value;
// - a reduction leaves its result in lane 0: vcadd, vcmax or vcmin where
//   they compute it, else log2(lanes) steps of the operation on the vector
//   and its rotation (vslide) by half, a quarter, ... of the lanes; ordered
//   float reductions read every lane and add them one by one.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTO.h"
#include "PTOFrameLowering.h"
#include "PTOISelLowering.h"
#include "PTOVectorizedPipeSync.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/IntrinsicsPTO.h"

using namespace llvm;

/// An access of \p Bytes bytes of a UB slot (getLoad and getStore would
/// describe a frame index as the generic stack).
/// \p Alignment must be what the combiner infers from the address, which
/// it would otherwise describe anew.
static MachineMemOperand *ubMemOperand(SelectionDAG &DAG,
                                       MachineMemOperand::Flags Flags,
                                       unsigned Bytes, Align Alignment) {
  return DAG.getMachineFunction().getMachineMemOperand(
      MachinePointerInfo(PTOAS::UB), Flags, Bytes, Alignment);
}

/// Stores \p Vec to a new 256-byte slot of the UB spill area and makes the
/// scalar unit wait for the store. Returns the slot's address and the chain
/// the scalar loads of it go after. The frame lowering lets slots whose
/// uses do not overlap share their bytes
/// (PTOFrameLowering::processFunctionBeforeFrameFinalized).
static std::pair<SDValue, SDValue>
storeForScalarReads(SDValue Vec, const SDLoc &DL, SelectionDAG &DAG) {
  MachineFunction &MF = DAG.getMachineFunction();
  MachineFrameInfo &MFI = MF.getFrameInfo();
  const unsigned RegisterBytes = 256;
  int FI = MFI.CreateStackObject(RegisterBytes, Align(32),
                                 /*isSpillSlot=*/false);
  MFI.setStackID(FI, PTOStackID::UB);
  SDValue Slot = DAG.getFrameIndex(FI, MVT::i64);
  SDValue Chain = DAG.getStore(
      DAG.getEntryNode(), DL, Vec, Slot,
      ubMemOperand(DAG, MachineMemOperand::MOStore, RegisterBytes, Align(32)));
  unsigned Event = PTO::chooseScalarVectorEvent(MF.getFunction());
  Chain = DAG.getNode(PTOISD::VECTOR_TO_SCALAR_SYNC, DL, MVT::Other, Chain,
                      DAG.getTargetConstant(Event, DL, MVT::i64));
  return {Slot, Chain};
}

/// The scalar load of lane \p Lane (an i64) of the integer vector type
/// \p VecVT stored at \p Slot, as a \p ResultVT.
static SDValue loadLane(SDValue Slot, SDValue Chain, SDValue Lane, EVT VecVT,
                        EVT ResultVT, const SDLoc &DL, SelectionDAG &DAG) {
  EVT EltVT = VecVT.getVectorElementType();
  unsigned EltBytes = EltVT.getSizeInBits() / 8;
  SDValue Offset =
      DAG.getNode(ISD::SHL, DL, MVT::i64, Lane,
                  DAG.getConstant(Log2_32(EltBytes), DL, MVT::i64));
  SDValue Address = DAG.getNode(ISD::ADD, DL, MVT::i64, Slot, Offset);
  Align Alignment(EltBytes);
  if (auto *Constant = dyn_cast<ConstantSDNode>(Lane))
    Alignment = commonAlignment(Align(32), Constant->getZExtValue() * EltBytes);
  MachineMemOperand *MMO =
      ubMemOperand(DAG, MachineMemOperand::MOLoad, EltBytes, Alignment);
  if (ResultVT == EltVT)
    return DAG.getLoad(ResultVT, DL, Chain, Address, MMO);
  return DAG.getExtLoad(ISD::EXTLOAD, DL, ResultVT, Chain, Address, EltVT, MMO);
}

SDValue llvm::lowerExtractVectorElt(SDValue Op, SelectionDAG &DAG) {
  SDValue Vec = Op.getOperand(0);
  EVT VecVT = Vec.getValueType();
  // Float lanes arrive as integers (scalar floats are bit patterns); masks
  // have no lanes in UB to read.
  if (!VecVT.isInteger() || VecVT.getScalarType() == MVT::i1)
    return SDValue();
  SDLoc DL(Op);
  auto [Slot, Chain] = storeForScalarReads(Vec, DL, DAG);
  // An index past the end gives poison: any lane will do.
  SDValue Lane = DAG.getNode(
      ISD::AND, DL, MVT::i64,
      DAG.getZExtOrTrunc(Op.getOperand(1), DL, MVT::i64),
      DAG.getConstant(VecVT.getVectorNumElements() - 1, DL, MVT::i64));
  return loadLane(Slot, Chain, Lane, VecVT, Op.getValueType(), DL, DAG);
}

SDValue llvm::extractLanesTogether(SDNode *N,
                                   TargetLowering::DAGCombinerInfo &DCI) {
  SDValue Vec = N->getOperand(0);
  EVT VecVT = Vec.getValueType();
  if (!DCI.DAG.getTargetLoweringInfo().isTypeLegal(VecVT) ||
      VecVT.getScalarType() == MVT::i1)
    return SDValue();
  SmallVector<SDNode *, 8> Extracts;
  for (SDNode *User : Vec->uses())
    if (User->getOpcode() == ISD::EXTRACT_VECTOR_ELT &&
        User->getOperand(0) == Vec && isa<ConstantSDNode>(User->getOperand(1)))
      Extracts.push_back(User);
  if (Extracts.size() < 2 || !is_contained(Extracts, N))
    return SDValue();
  SelectionDAG &DAG = DCI.DAG;
  SDLoc DL(N);
  EVT IntVT = VecVT.changeVectorElementTypeToInteger();
  auto [Slot, Chain] = storeForScalarReads(DAG.getBitcast(IntVT, Vec), DL, DAG);
  SDValue Result;
  for (SDNode *Extract : Extracts) {
    uint64_t Lane =
        Extract->getConstantOperandVal(1) % VecVT.getVectorNumElements();
    EVT VT = Extract->getValueType(0);
    SDValue Bits = loadLane(
        Slot, Chain, DAG.getConstant(Lane, DL, MVT::i64), IntVT,
        VT.isFloatingPoint() ? EVT(IntVT.getVectorElementType()) : VT, DL, DAG);
    SDValue Value = DAG.getBitcast(VT, Bits);
    if (Extract == N)
      Result = Value;
    else
      DCI.CombineTo(Extract, Value);
  }
  return Result;
}

SDValue llvm::lowerInsertVectorElt(SDValue Op, SelectionDAG &DAG) {
  EVT VT = Op.getValueType();
  if (!VT.isInteger() || VT.getScalarType() == MVT::i1)
    return SDValue();
  SDLoc DL(Op);
  SDValue Vec = Op.getOperand(0), Value = Op.getOperand(1);
  SDValue Lane = DAG.getZExtOrTrunc(Op.getOperand(2), DL, MVT::i64);
  if (VT.getScalarSizeInBits() == 64) {
    // No 64-bit compare: the two 32-bit halves, low one first (an insert
    // takes the low bits of a wider scalar).
    EVT HalfVT = MVT::v64i32;
    SDValue Low = DAG.getNode(ISD::SHL, DL, MVT::i64, Lane,
                              DAG.getConstant(1, DL, MVT::i64));
    SDValue High = DAG.getNode(ISD::ADD, DL, MVT::i64, Low,
                               DAG.getConstant(1, DL, MVT::i64));
    SDValue Half = DAG.getBitcast(HalfVT, Vec);
    Half = DAG.getNode(ISD::INSERT_VECTOR_ELT, DL, HalfVT, Half, Value, Low);
    SDValue Upper = DAG.getNode(ISD::SRL, DL, MVT::i64, Value,
                                DAG.getConstant(32, DL, MVT::i64));
    Half = DAG.getNode(ISD::INSERT_VECTOR_ELT, DL, HalfVT, Half, Upper, High);
    return DAG.getBitcast(VT, Half);
  }
  SDValue Indices = getLaneIndices(DAG, DL, VT);
  SDValue Wanted = DAG.getNode(PTOISD::VBR, DL, VT, Lane);
  SDValue Splat = DAG.getNode(PTOISD::VBR, DL, VT,
                              DAG.getAnyExtOrTrunc(Value, DL, MVT::i64));
  return DAG.getNode(ISD::VSELECT, DL, VT,
                     DAG.getSetCC(DL, VT, Indices, Wanted, ISD::SETEQ), Splat,
                     Vec);
}

/// A float insert or scalar_to_vector as the same node on the integer
/// vector of the bits, formed before type legalisation would soften the
/// scalar (which it cannot do for these nodes).
SDValue llvm::insertFloatAsInteger(SDNode *N, SelectionDAG &DAG) {
  SDLoc DL(N);
  EVT VT = N->getValueType(0);
  EVT IntVT = VT.changeVectorElementTypeToInteger();
  unsigned ValueOperand = N->getOpcode() == ISD::INSERT_VECTOR_ELT ? 1 : 0;
  SmallVector<SDValue, 3> Operands(N->op_begin(), N->op_end());
  Operands[ValueOperand] =
      DAG.getBitcast(IntVT.getVectorElementType(), Operands[ValueOperand]);
  if (ValueOperand == 1)
    Operands[0] = DAG.getBitcast(IntVT, Operands[0]);
  return DAG.getBitcast(VT, DAG.getNode(N->getOpcode(), DL, IntVT, Operands));
}

/// The vector intrinsic that leaves reduction \p BaseOpcode of a \p VT in
/// lane 0, if there is one (vcadd, vcmax, vcmin: 16- and 32-bit lanes, f16
/// and f32). Float max/min only without NaNs: vcmax propagates them where
/// maxnum ignores them.
static Intrinsic::ID laneZeroReduction(unsigned BaseOpcode, EVT VT,
                                       SDNodeFlags Flags) {
  MVT Elt = VT.getSimpleVT().getVectorElementType();
  if (Elt != MVT::i16 && Elt != MVT::i32 && Elt != MVT::f16 && Elt != MVT::f32)
    return Intrinsic::not_intrinsic;
  switch (BaseOpcode) {
  case ISD::ADD:
  case ISD::FADD:
    return Intrinsic::pto_vcadd;
  case ISD::SMAX:
    return Intrinsic::pto_vcmax;
  case ISD::SMIN:
    return Intrinsic::pto_vcmin;
  case ISD::UMAX:
    return Intrinsic::pto_vcmax_u;
  case ISD::UMIN:
    return Intrinsic::pto_vcmin_u;
  case ISD::FMAXNUM:
    return Flags.hasNoNaNs() ? Intrinsic::pto_vcmax : Intrinsic::not_intrinsic;
  case ISD::FMINNUM:
    return Flags.hasNoNaNs() ? Intrinsic::pto_vcmin : Intrinsic::not_intrinsic;
  default:
    return Intrinsic::not_intrinsic;
  }
}

/// \p Vec rotated up by \p Lanes lanes (lane i gets lane i - Lanes):
/// vslide of the vector with itself, on the integer view of its lanes
/// (64-bit lanes as pairs of 32-bit ones).
/// A mask of integer type \p IntVT: lanes below \p Count on (vci, vcmp).
static SDValue firstLanes(EVT IntVT, unsigned Count, const SDLoc &DL,
                          SelectionDAG &DAG) {
  return DAG.getSetCC(DL, IntVT, getLaneIndices(DAG, DL, IntVT),
                      DAG.getConstant(Count, DL, IntVT), ISD::SETULT);
}

static SDValue rotateLanes(SDValue Vec, unsigned Lanes, const SDLoc &DL,
                           SelectionDAG &DAG) {
  EVT VT = Vec.getValueType();
  EVT IntVT = VT.changeVectorElementTypeToInteger();
  if (VT.getScalarSizeInBits() == 64) {
    IntVT = MVT::v64i32;
    Lanes *= 2;
  }
  SDValue Bits = DAG.getBitcast(IntVT, Vec);
  SDValue Rotated =
      getPTOIntrinsic(DAG, DL, Intrinsic::pto_vslide, IntVT,
                      {Bits, Bits, DAG.getConstant(Lanes, DL, MVT::i64)});
  return DAG.getBitcast(VT, Rotated);
}

/// A float vector narrower than a register (of a power-of-two length) as
/// the first lanes of the full-width one, the others undefined; no value for
/// other types.
static SDValue widenFloatVector(SDValue Vec, const SDLoc &DL,
                                SelectionDAG &DAG) {
  EVT VT = Vec.getValueType();
  EVT Elt = VT.getVectorElementType();
  if (VT.getSizeInBits() >= PTO::VectorRegisterBits ||
      !isPowerOf2_32(VT.getVectorNumElements()) ||
      (Elt != MVT::f16 && Elt != MVT::bf16 && Elt != MVT::f32))
    return SDValue();
  EVT FullVT = EVT::getVectorVT(*DAG.getContext(), Elt,
                                PTO::VectorRegisterBits / Elt.getSizeInBits());
  return DAG.getNode(ISD::INSERT_SUBVECTOR, DL, FullVT, DAG.getUNDEF(FullVT),
                     Vec, DAG.getVectorIdxConstant(0, DL));
}

SDValue llvm::reduceToLaneZero(SDNode *N, SelectionDAG &DAG) {
  SDLoc DL(N);
  SDValue Vec = N->getOperand(0);
  EVT VT = Vec.getValueType();
  unsigned BaseOpcode = ISD::getVecReduceBaseOpcode(N->getOpcode());
  if (!DAG.getTargetLoweringInfo().isTypeLegal(VT)) {
    // A narrower float vector: the full-width one, its other lanes the
    // operation's neutral element (vsel on the lane index).
    SDValue Wide = widenFloatVector(Vec, DL, DAG);
    SDValue Neutral = DAG.getNeutralElement(
        BaseOpcode, DL, VT.getVectorElementType(), N->getFlags());
    if (!Wide || !Neutral)
      return SDValue();
    EVT FullVT = Wide.getValueType();
    EVT IntVT = FullVT.changeVectorElementTypeToInteger();
    SDValue Inside = firstLanes(IntVT, VT.getVectorNumElements(), DL, DAG);
    Vec = DAG.getNode(ISD::VSELECT, DL, FullVT, Inside, Wide,
                      DAG.getSplatBuildVector(FullVT, DL, Neutral));
    VT = FullVT;
  }
  if (VT.getScalarType() == MVT::i1)
    return SDValue();
  Intrinsic::ID ID = laneZeroReduction(BaseOpcode, VT, N->getFlags());
  if (ID != Intrinsic::not_intrinsic) {
    return getPTOIntrinsic(DAG, DL, ID, VT, {Vec, getAllLanesMask(DAG, DL)});
  }
  if (!static_cast<const PTOTargetLowering &>(DAG.getTargetLoweringInfo())
           .isSupportedVectorOperation(BaseOpcode, VT.getSimpleVT()))
    return SDValue();
  for (unsigned Lanes = VT.getVectorNumElements() / 2; Lanes; Lanes /= 2)
    Vec = DAG.getNode(BaseOpcode, DL, VT, Vec, rotateLanes(Vec, Lanes, DL, DAG),
                      N->getFlags());
  return Vec;
}

SDValue llvm::lowerIntegerReduction(SDValue Op, SelectionDAG &DAG) {
  SDValue Reduced = reduceToLaneZero(Op.getNode(), DAG);
  if (!Reduced)
    return SDValue();
  SDLoc DL(Op);
  return DAG.getNode(ISD::EXTRACT_VECTOR_ELT, DL, Op.getValueType(), Reduced,
                     DAG.getVectorIdxConstant(0, DL));
}

/// Lane 0 of the float vector \p Vec as a scalar of its element type: the
/// lane's bits, extracted as an integer.
static SDValue floatLaneZero(SDValue Vec, const SDLoc &DL, SelectionDAG &DAG) {
  EVT IntVT = Vec.getValueType().changeVectorElementTypeToInteger();
  SDValue Bits =
      DAG.getNode(ISD::EXTRACT_VECTOR_ELT, DL, IntVT.getVectorElementType(),
                  DAG.getBitcast(IntVT, Vec), DAG.getVectorIdxConstant(0, DL));
  return DAG.getBitcast(Vec.getValueType().getVectorElementType(), Bits);
}

SDValue llvm::lowerFloatReduction(SDNode *N, SelectionDAG &DAG) {
  SDLoc DL(N);
  if (N->getOpcode() != ISD::VECREDUCE_SEQ_FADD &&
      N->getOpcode() != ISD::VECREDUCE_SEQ_FMUL) {
    SDValue Reduced = reduceToLaneZero(N, DAG);
    return Reduced ? floatLaneZero(Reduced, DL, DAG) : SDValue();
  }
  // In order: start op lane 0 op lane 1 ..., each lane read through UB.
  SDValue Vec = N->getOperand(1);
  unsigned Lanes = Vec.getValueType().getVectorNumElements();
  if (!DAG.getTargetLoweringInfo().isTypeLegal(Vec.getValueType()))
    Vec = widenFloatVector(Vec, DL, DAG);
  if (!Vec)
    return SDValue();
  EVT VT = Vec.getValueType();
  EVT IntVT = VT.changeVectorElementTypeToInteger();
  EVT EltVT = VT.getVectorElementType();
  auto [Slot, Chain] = storeForScalarReads(DAG.getBitcast(IntVT, Vec), DL, DAG);
  unsigned BaseOpcode = ISD::getVecReduceBaseOpcode(N->getOpcode());
  SDValue Result = N->getOperand(0);
  for (unsigned Lane = 0; Lane != Lanes; ++Lane) {
    SDValue Bits = loadLane(Slot, Chain, DAG.getConstant(Lane, DL, MVT::i64),
                            IntVT, IntVT.getVectorElementType(), DL, DAG);
    Result = DAG.getNode(BaseOpcode, DL, EltVT, Result,
                         DAG.getBitcast(EltVT, Bits), N->getFlags());
  }
  return Result;
}

SDValue llvm::combineFloatReduction(SDValue Op, SelectionDAG &DAG) {
  if (SDValue Lowered = lowerFloatReduction(Op.getNode(), DAG))
    return Lowered;
  SDValue Vec = Op.getOperand(Op.getNumOperands() - 1);
  reportUnsupported(DAG, SDLoc(Op),
                    "'" + Op->getOperationName(&DAG) + "' on " +
                        Vec.getValueType().getEVTString() +
                        " is not supported by the PTO vector unit");
  return DAG.getUNDEF(Op.getValueType());
}

SDValue llvm::lowerBlendShuffle(SDValue Op, SelectionDAG &DAG) {
  auto *Shuffle = cast<ShuffleVectorSDNode>(Op);
  EVT VT = Op.getValueType();
  unsigned Lanes = VT.getVectorNumElements();
  if (!DAG.getTargetLoweringInfo().isTypeLegal(VT) ||
      VT.getScalarSizeInBits() > 32)
    return SDValue();
  // Lane i from lane i of either operand (a select with a constant
  // condition, which InstCombine writes as a shuffle).
  ArrayRef<int> Mask = Shuffle->getMask();
  for (unsigned I = 0; I != Lanes; ++I)
    if (Mask[I] >= 0 && unsigned(Mask[I]) != I &&
        unsigned(Mask[I]) != I + Lanes)
      return SDValue();
  // Which operand the first lanes come from (the condition's true side).
  int FirstDefined = 0;
  while (unsigned(FirstDefined) != Lanes && Mask[FirstDefined] < 0)
    ++FirstDefined;
  bool LeadingFirst =
      unsigned(FirstDefined) == Lanes || Mask[FirstDefined] < int(Lanes);
  SDValue True = Op.getOperand(LeadingFirst ? 0 : 1);
  SDValue False = Op.getOperand(LeadingFirst ? 1 : 0);
  auto FromTrue = [&](unsigned I) {
    return Mask[I] >= 0 && (Mask[I] < int(Lanes)) == LeadingFirst;
  };
  SDLoc DL(Op);
  EVT IntVT = VT.changeVectorElementTypeToInteger();
  // The first k lanes from one operand: lane index < k (vci, vcmp).
  unsigned Prefix = 0;
  while (Prefix != Lanes && (Mask[Prefix] < 0 || FromTrue(Prefix)))
    ++Prefix;
  bool IsPrefix = true;
  for (unsigned I = Prefix; I != Lanes; ++I)
    IsPrefix &= !FromTrue(I);
  SDValue Cond;
  if (IsPrefix) {
    Cond = firstLanes(IntVT, Prefix, DL, DAG);
  } else {
    SmallVector<SDValue, 64> Bits;
    for (unsigned I = 0; I != Lanes; ++I)
      Bits.push_back(Mask[I] < 0   ? DAG.getUNDEF(MVT::i64)
                     : FromTrue(I) ? DAG.getAllOnesConstant(DL, MVT::i64)
                                   : DAG.getConstant(0, DL, MVT::i64));
    Cond = DAG.getBuildVector(IntVT, DL, Bits);
  }
  return DAG.getNode(ISD::VSELECT, DL, VT, Cond, True, False);
}
