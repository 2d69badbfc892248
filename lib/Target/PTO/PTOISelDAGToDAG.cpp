//===-- PTOISelDAGToDAG.cpp - A DAG to DAG instruction selector for PTO ---===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTO.h"
#include "PTOISelLowering.h"
#include "PTOIntrinsicForms.h"
#include "PTOTargetMachine.h"
#include "llvm/CodeGen/SelectionDAGISel.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

#define DEBUG_TYPE "pto-isel"
#define PASS_NAME "PTO DAG->DAG Pattern Instruction Selection"

namespace {

class PTODAGToDAGISel : public SelectionDAGISel {
public:
  PTODAGToDAGISel() = delete;
  PTODAGToDAGISel(PTOTargetMachine &TM, CodeGenOptLevel OptLevel)
      : SelectionDAGISel(TM, OptLevel) {}

  void Select(SDNode *N) override;

  /// An address as base register (or frame index) plus a 32-bit offset.
  bool selectAddrRegImm(SDValue Addr, SDValue &Base, SDValue &Offset);

  /// A UB address of a vector access: base register (or a frame index of
  /// the UB spill area) plus a 16-bit offset (the `[xbase, imm]` form of
  /// vlds/vsts).
  bool selectUBAddrRegImm16(SDValue Addr, SDValue &Base, SDValue &Offset);

  /// Whether memory node \p N accesses UB (llvm::isUBAccess).
  bool isUBAccess(const SDNode *N) const;

  void selectStoreFirstLanes(SDNode *N);

  /// An llvm.pto.* call of a vector-core instruction: the instruction with
  /// the call's operands (PTOIntrinsicForms.h). False for the intrinsics the
  /// patterns select.
  bool selectIntrinsic(SDNode *N);

  /// Inline-asm memory operands ('m'): the address in a register.
  bool SelectInlineAsmMemoryOperand(const SDValue &Op,
                                    InlineAsm::ConstraintCode ConstraintID,
                                    std::vector<SDValue> &OutOps) override {
    if (ConstraintID != InlineAsm::ConstraintCode::m)
      return true;
    OutOps.push_back(Op);
    return false;
  }

#include "PTOGenDAGISel.inc"
};

class PTODAGToDAGISelLegacy : public SelectionDAGISelLegacy {
public:
  static char ID;
  PTODAGToDAGISelLegacy(PTOTargetMachine &TM, CodeGenOptLevel OptLevel)
      : SelectionDAGISelLegacy(
            ID, std::make_unique<PTODAGToDAGISel>(TM, OptLevel)) {}
};

} // namespace

char PTODAGToDAGISelLegacy::ID = 0;

INITIALIZE_PASS(PTODAGToDAGISelLegacy, DEBUG_TYPE, PASS_NAME, false, false)

bool PTODAGToDAGISel::selectAddrRegImm(SDValue Addr, SDValue &Base,
                                       SDValue &Offset) {
  SDLoc DL(Addr);
  EVT VT = Addr.getValueType();
  auto asBase = [&](SDValue V) {
    if (auto *FI = dyn_cast<FrameIndexSDNode>(V))
      return CurDAG->getTargetFrameIndex(FI->getIndex(), VT);
    return V;
  };
  if (CurDAG->isBaseWithConstantOffset(Addr)) {
    int64_t Imm = cast<ConstantSDNode>(Addr.getOperand(1))->getSExtValue();
    if (isInt<32>(Imm)) {
      Base = asBase(Addr.getOperand(0));
      Offset = CurDAG->getTargetConstant(Imm, DL, VT);
      return true;
    }
  }
  Base = asBase(Addr);
  Offset = CurDAG->getTargetConstant(0, DL, VT);
  return true;
}

bool PTODAGToDAGISel::selectUBAddrRegImm16(SDValue Addr, SDValue &Base,
                                           SDValue &Offset) {
  SDLoc DL(Addr);
  // A UB slot (an element read through UB) is addressed from x4.
  auto asBase = [&](SDValue V) {
    if (auto *FI = dyn_cast<FrameIndexSDNode>(V))
      return CurDAG->getTargetFrameIndex(FI->getIndex(), MVT::i64);
    return V;
  };
  if (CurDAG->isBaseWithConstantOffset(Addr)) {
    int64_t Imm = cast<ConstantSDNode>(Addr.getOperand(1))->getSExtValue();
    if (isInt<16>(Imm)) {
      Base = asBase(Addr.getOperand(0));
      Offset = CurDAG->getTargetConstant(Imm, DL, MVT::i32);
      return true;
    }
  }
  Base = asBase(Addr);
  Offset = CurDAG->getTargetConstant(0, DL, MVT::i32);
  return true;
}

bool PTODAGToDAGISel::isUBAccess(const SDNode *N) const {
  return llvm::isUBAccess(*cast<MemSDNode>(N), *MF);
}

void PTODAGToDAGISel::Select(SDNode *N) {
  if (N->isMachineOpcode()) {
    N->setNodeId(-1);
    return;
  }
  if (N->getOpcode() == ISD::FrameIndex) {
    SDLoc DL(N);
    int FI = cast<FrameIndexSDNode>(N)->getIndex();
    SDValue TFI = CurDAG->getTargetFrameIndex(FI, MVT::i64);
    ReplaceNode(
        N, CurDAG->getMachineNode(PTO::ADDI, DL, MVT::i64, TFI,
                                  CurDAG->getTargetConstant(0, DL, MVT::i64)));
    return;
  }
  if (N->getOpcode() == PTOISD::VSTS_VL) {
    selectStoreFirstLanes(N);
    return;
  }
  if (PTO::isPTOIntrinsicNode(N) && selectIntrinsic(N))
    return;
  SelectCode(N);
}

bool PTODAGToDAGISel::selectIntrinsic(SDNode *N) {
  if (!PTO::isTableSelectedIntrinsic(PTO::getIntrinsicNodeID(N)))
    return false;
  SDLoc DL(N);
  const TargetSubtargetInfo &STI = MF->getSubtarget();
  std::string Why;
  unsigned Opcode = PTO::findIntrinsicInstruction(N, STI, Why);
  if (!Opcode) {
    // Normally reported before type legalisation (PerformDAGCombine); a
    // call the legaliser changed is reported here.
    reportUnsupported(*CurDAG, DL, Why);
    SmallVector<SDValue, 4> Results;
    for (unsigned I = 0, E = N->getNumValues(); I != E; ++I) {
      EVT VT = N->getValueType(I);
      Results.push_back(VT == MVT::Other
                            ? N->getOperand(0)
                            : SDValue(CurDAG->getMachineNode(
                                          TargetOpcode::IMPLICIT_DEF, DL, VT),
                                      0));
    }
    CurDAG->ReplaceAllUsesWith(N, Results.data());
    CurDAG->RemoveDeadNode(N);
    return true;
  }
  // The call's operands are the instruction's inputs; constants for
  // immediate operands become target constants.
  const MCInstrDesc &Desc = STI.getInstrInfo()->get(Opcode);
  SmallVector<SDValue, 12> Ops;
  unsigned FirstArg = PTO::getFirstIntrinsicArg(N) +
                      PTO::getNumTypeCodeArgs(PTO::getIntrinsicNodeID(N));
  for (unsigned I = FirstArg, E = N->getNumOperands(); I != E; ++I) {
    SDValue Op = N->getOperand(I);
    unsigned MIOperand = Desc.getNumDefs() + I - FirstArg;
    auto *C = dyn_cast<ConstantSDNode>(Op);
    if (C && Desc.operands()[MIOperand].OperandType == MCOI::OPERAND_IMMEDIATE)
      Op = CurDAG->getTargetConstant(C->getSExtValue(), DL, MVT::i32);
    Ops.push_back(Op);
  }
  if (N->getOpcode() != ISD::INTRINSIC_WO_CHAIN)
    Ops.push_back(N->getOperand(0));
  MachineSDNode *MN = CurDAG->getMachineNode(Opcode, DL, N->getVTList(), Ops);
  if (auto *Mem = dyn_cast<MemSDNode>(N))
    CurDAG->setNodeMemRefs(MN, {Mem->getMemOperand()});
  ReplaceNode(N, MN);
  return true;
}

/// vsts of the first n lanes: `pset_bW pk, PAT_VLn` when the ISA has that
/// pattern, else `movi xn, n; plt_bW pk, xn`; then
/// `vsts vd, [xbase, imm], NORM_BW, pk`.
void PTODAGToDAGISel::selectStoreFirstLanes(SDNode *N) {
  SDLoc DL(N);
  SDValue Base, Offset;
  selectUBAddrRegImm16(N->getOperand(2), Base, Offset);
  unsigned Lanes = N->getConstantOperandVal(3);
  unsigned Width = N->getConstantOperandVal(4);
  auto byWidth = [&](unsigned B8, unsigned B16, unsigned B32) {
    return Width == 8 ? B8 : Width == 16 ? B16 : B32;
  };
  unsigned Dist = PTO::getNormStoreDist(Width);
  SDValue Mask;
  if (std::optional<unsigned> Pattern = PTO::findModeTokenValue(
          PTO::ModePattern, "PAT_VL" + std::to_string(Lanes)))
    Mask = SDValue(CurDAG->getMachineNode(
                       byWidth(PTO::PSET_B8, PTO::PSET_B16, PTO::PSET_B32), DL,
                       MVT::v256i1,
                       CurDAG->getTargetConstant(*Pattern, DL, MVT::i32)),
                   0);
  else {
    SDNode *Count =
        CurDAG->getMachineNode(PTO::MOVI, DL, MVT::i64,
                               CurDAG->getTargetConstant(Lanes, DL, MVT::i64));
    unsigned PLT = byWidth(PTO::PLT_B8, PTO::PLT_B16, PTO::PLT_B32);
    Mask = SDValue(CurDAG->getMachineNode(PLT, DL, MVT::v256i1, MVT::i64,
                                          SDValue(Count, 0)),
                   0);
  }
  SDValue Ops[] = {N->getOperand(1),
                   Base,
                   Offset,
                   CurDAG->getTargetConstant(Dist, DL, MVT::i32),
                   Mask,
                   N->getOperand(0)};
  MachineSDNode *Store =
      CurDAG->getMachineNode(PTO::VSTS_I, DL, MVT::Other, Ops);
  CurDAG->setNodeMemRefs(Store, {cast<MemSDNode>(N)->getMemOperand()});
  ReplaceNode(N, Store);
}

FunctionPass *llvm::createPTOISelDag(PTOTargetMachine &TM,
                                     CodeGenOptLevel OptLevel) {
  return new PTODAGToDAGISelLegacy(TM, OptLevel);
}
