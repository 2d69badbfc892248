//===-- PTOISelLoweringSimt.cpp - PTO SIMT launches -----------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// __pto_simt_launch(f, x, y, args...), the call cce::async_invoke makes
// (PTOSimt.h), becomes `simt.launch f, x, y, bound` with args in the
// argument registers where a call of f would put them: every thread starts
// f with them (docs/simt.md).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTOISelLowering.h"
#include "PTOSimt.h"
#include "llvm/CodeGen/CallingConvLower.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;

SDValue PTOTargetLowering::lowerSimtLaunch(
    TargetLowering::CallLoweringInfo &CLI) const {
  SelectionDAG &DAG = CLI.DAG;
  const SDLoc &DL = CLI.DL;
  SDValue Chain = CLI.Chain;
  MachineFunction &MF = DAG.getMachineFunction();
  constexpr unsigned LaunchOperands = 3; // function, x, y

  // PTOSimtPass has reported launches it cannot make sense of; what reaches
  // here has at least the three operands.
  if (CLI.Outs.size() < LaunchOperands || !CLI.Ins.empty()) {
    reportUnsupported(DAG, DL,
                      "__pto_simt_launch takes a function, the x and y "
                      "dimensions and the function's arguments, and returns "
                      "nothing");
    return Chain;
  }
  const auto *Launched =
      dyn_cast<Function>(CLI.CB->getArgOperand(0)->stripPointerCasts());
  unsigned Bound =
      Launched ? PTO::getLaunchBound(*Launched) : PTO::DefaultLaunchBound;

  // The function's arguments, as its calling convention places them.
  SmallVector<ISD::OutputArg, 8> Outs(CLI.Outs.begin(), CLI.Outs.end());
  SmallVector<SDValue, 8> OutVals(CLI.OutVals.begin(), CLI.OutVals.end());
  // The launch operands are the first parts: each is one i64 or narrower.
  SmallVector<SDValue, 3> Launch;
  for (unsigned I = 0; I < LaunchOperands; ++I) {
    SDValue V = OutVals[I];
    EVT ArgVT = Outs[I].ArgVT;
    if (ArgVT.isScalarInteger() && ArgVT.getSizeInBits() < 64)
      V = DAG.getZeroExtendInReg(V, DL, ArgVT);
    Launch.push_back(V);
  }
  Outs.erase(Outs.begin(), Outs.begin() + LaunchOperands);
  OutVals.erase(OutVals.begin(), OutVals.begin() + LaunchOperands);
  for (ISD::OutputArg &Out : Outs)
    Out.OrigArgIndex -= LaunchOperands;

  SmallVector<CCValAssign, 8> ArgLocs;
  CCState CCInfo(CallingConv::C, /*IsVarArg=*/false, MF, ArgLocs,
                 *DAG.getContext());
  analyzeCallOperands(CCInfo, Outs);

  SmallVector<SDValue, 8> Ops(Launch.begin(), Launch.end());
  Ops.push_back(DAG.getTargetConstant(Bound, DL, MVT::i64));
  SDValue Glue;
  SmallVector<SDValue, 8> ArgRegs;
  for (unsigned I = 0, E = ArgLocs.size(); I != E; ++I) {
    const CCValAssign &VA = ArgLocs[I];
    if (!VA.isRegLoc() || VA.getLocVT() != MVT::i64) {
      reportUnsupported(DAG, DL,
                        "cce::async_invoke passes at most 8 scalar or "
                        "pointer arguments (x10-x17) to a SIMT function");
      return Chain;
    }
    SDValue Arg = OutVals[I];
    switch (VA.getLocInfo()) {
    case CCValAssign::SExt:
      Arg = DAG.getNode(ISD::SIGN_EXTEND, DL, MVT::i64, Arg);
      break;
    case CCValAssign::ZExt:
      Arg = DAG.getNode(ISD::ZERO_EXTEND, DL, MVT::i64, Arg);
      break;
    case CCValAssign::AExt:
      Arg = DAG.getNode(ISD::ANY_EXTEND, DL, MVT::i64, Arg);
      break;
    default:
      break;
    }
    Chain = DAG.getCopyToReg(Chain, DL, VA.getLocReg(), Arg, Glue);
    Glue = Chain.getValue(1);
    ArgRegs.push_back(DAG.getRegister(VA.getLocReg(), MVT::i64));
  }
  // The argument registers follow as implicit uses (InstrEmitter), then the
  // chain and the glue that keeps the copies next to the launch.
  Ops.append(ArgRegs.begin(), ArgRegs.end());
  Ops.push_back(Chain);
  if (Glue)
    Ops.push_back(Glue);
  MachineSDNode *Node =
      DAG.getMachineNode(PTO::SIMT_LAUNCH, DL, MVT::Other, Ops);
  return SDValue(Node, 0);
}
