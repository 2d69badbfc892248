//===-- PTOISelLoweringIntrinsics.cpp - PTO intrinsic nodes before legalisation
//===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The combines of llvm.pto.* intrinsic nodes: UB offsets folded into the
// instructions' immediates, and calls no instruction implements reported
// before type legalisation could fail on them.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTOISelLowering.h"
#include "PTOIntrinsicForms.h"
#include "PTOSubtarget.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/IntrinsicsPTO.h"

using namespace llvm;

/// An llvm.pto.* call that no instruction implements (a type or an
/// immediate it has no form for) is reported before type legalisation could
/// fail on it, and its results become undef.
/// vlds/vsts [base, x + C] -> [base + x, C]: the constant goes into the
/// instruction's immediate, and the loads and stores of an unrolled loop
/// share one base register instead of an addition each. The x2 forms have
/// only a register offset: there the fold pays when x is added to several
/// constants (an unrolled loop): the constants become loop-invariant
/// registers (MachineLICM hoists them), and the body needs one addition
/// for all its accesses instead of one per access.
SDValue llvm::foldUBOffset(SDNode *N, SelectionDAG &DAG) {
  // The operand index of the UB base (the offset follows it).
  unsigned BaseIndex;
  bool ImmediateOffset = true;
  switch (PTO::getIntrinsicNodeID(N)) {
  case Intrinsic::pto_vlds: // vlds [x, imm]
    BaseIndex = 2;
    break;
  case Intrinsic::pto_vsts: // vsts [x, imm]
    BaseIndex = 3;
    break;
  case Intrinsic::pto_vldsx2: // vldsx2 [x, x]
    BaseIndex = 2;
    ImmediateOffset = false;
    break;
  case Intrinsic::pto_vstsx2: // vstsx2 [x, x]
    BaseIndex = 4;
    ImmediateOffset = false;
    break;
  default:
    return SDValue();
  }
  SDValue Base = N->getOperand(BaseIndex);
  SDValue Offset = N->getOperand(BaseIndex + 1);
  if (Offset.getOpcode() != ISD::ADD)
    return SDValue();
  auto *C = dyn_cast<ConstantSDNode>(Offset.getOperand(1));
  if (!C || isa<ConstantSDNode>(Offset.getOperand(0)))
    return SDValue();
  if (ImmediateOffset ? !isInt<16>(C->getSExtValue())
                      : Offset.getOperand(0).hasOneUse())
    return SDValue();
  SDLoc DL(N);
  SmallVector<SDValue, 8> Ops(N->op_begin(), N->op_end());
  Ops[BaseIndex] = DAG.getNode(
      ISD::ADD, DL, Base.getValueType(), Base,
      DAG.getZExtOrTrunc(Offset.getOperand(0), DL, Base.getValueType()));
  Ops[BaseIndex + 1] =
      DAG.getConstant(C->getSExtValue(), DL, Offset.getValueType());
  return SDValue(DAG.UpdateNodeOperands(N, Ops), 0);
}

SDValue llvm::checkIntrinsic(SDNode *N, TargetLowering::DAGCombinerInfo &DCI) {
  if (!PTO::isTableSelectedIntrinsic(PTO::getIntrinsicNodeID(N)))
    return SDValue();
  std::string Why;
  if (PTO::findIntrinsicInstruction(N, DCI.DAG.getSubtarget<PTOSubtarget>(),
                                    Why))
    return SDValue();
  reportUnsupported(DCI.DAG, SDLoc(N), Why);
  SDValue Undef = undefResults(SDValue(N, 0), DCI.DAG);
  SmallVector<SDValue, 4> Results;
  for (unsigned I = 0, E = N->getNumValues(); I != E; ++I)
    Results.push_back(Undef.getValue(I));
  return DCI.CombineTo(N, Results);
}
