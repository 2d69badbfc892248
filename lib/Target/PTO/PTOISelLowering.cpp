//===-- PTOISelLowering.cpp - PTO DAG lowering implementation -------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOISelLowering.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTO.h"
#include "PTOFrameLowering.h"
#include "PTOIntrinsicForms.h"
#include "PTOSimt.h"
#include "PTOSubtarget.h"
#include "llvm/CodeGen/CallingConvLower.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/PseudoSourceValue.h"
#include "llvm/CodeGen/SelectionDAGNodes.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

#define DEBUG_TYPE "pto-lower"

#include "PTOGenCallingConv.inc"

PTOTargetLowering::PTOTargetLowering(const TargetMachine &TM,
                                     const PTOSubtarget &STI)
    : TargetLowering(TM), Subtarget(STI) {
  addRegisterClass(MVT::i64, &PTO::GPRRegClass);
  initVectorActions();
  computeRegisterProperties(STI.getRegisterInfo());

  setStackPointerRegisterToSaveRestore(PTO::X2);
  setBooleanContents(ZeroOrOneBooleanContent);
  setMinFunctionAlignment(Align(8));
  setPrefFunctionAlignment(Align(8));
  // Word and double-word atomics are instructions (PTOInstrAtomic.td); the
  // rest become compare-and-swap loops (shouldExpandAtomicRMWInIR).
  setMaxAtomicSizeInBitsSupported(64);
  setMinCmpXchgSizeInBits(32);
  // No jump-table lowering yet: switches become compare-and-branch trees.
  setMinimumJumpTableEntries(UINT_MAX);

  for (MVT VT : {MVT::i1, MVT::i8, MVT::i16, MVT::i32})
    setOperationAction(ISD::SIGN_EXTEND_INREG, VT, Expand);
  for (unsigned Ext : {ISD::EXTLOAD, ISD::SEXTLOAD, ISD::ZEXTLOAD})
    setLoadExtAction(Ext, MVT::i64, MVT::i1, Promote);

  for (unsigned Op : {ISD::BR_CC,
                      ISD::SELECT_CC,
                      ISD::BR_JT,
                      ISD::SDIVREM,
                      ISD::UDIVREM,
                      ISD::SMUL_LOHI,
                      ISD::UMUL_LOHI,
                      ISD::ROTL,
                      ISD::ROTR,
                      ISD::BSWAP,
                      ISD::CTPOP,
                      ISD::CTLZ,
                      ISD::CTTZ,
                      ISD::SHL_PARTS,
                      ISD::SRA_PARTS,
                      ISD::SRL_PARTS,
                      ISD::DYNAMIC_STACKALLOC,
                      ISD::STACKSAVE,
                      ISD::STACKRESTORE,
                      ISD::VASTART,
                      ISD::VAARG,
                      ISD::VACOPY,
                      ISD::VAEND})
    setOperationAction(Op, MVT::i64, Expand);
  // A UB offset is no GM address, nor the other way round.
  setOperationAction(ISD::ADDRSPACECAST, MVT::i64, Custom);
  setOperationAction(ISD::VASTART, MVT::Other, Expand);
  setOperationAction(ISD::VAARG, MVT::Other, Expand);
  setOperationAction(ISD::VACOPY, MVT::Other, Expand);
  setOperationAction(ISD::VAEND, MVT::Other, Expand);
  setOperationAction(ISD::BR_CC, MVT::Other, Expand);
  setOperationAction(ISD::BR_JT, MVT::Other, Expand);

  for (unsigned Op :
       {ISD::GlobalAddress, ISD::ExternalSymbol, ISD::BlockAddress})
    setOperationAction(Op, MVT::i64, Custom);
  // A build_vector of float lanes whose scalars are soft floats (one made
  // during type legalisation) becomes one of their bits (lowerBuildVector):
  // the legaliser cannot soften a build_vector's operands.
  for (MVT VT : {MVT::f16, MVT::bf16, MVT::f32})
    setOperationAction(ISD::BUILD_VECTOR, VT, Custom);
}

const char *PTOTargetLowering::getTargetNodeName(unsigned Opcode) const {
  switch (static_cast<PTOISD::NodeType>(Opcode)) {
  case PTOISD::FIRST_NUMBER:
    break;
  case PTOISD::RET:
    return "PTOISD::RET";
  case PTOISD::CALL:
    return "PTOISD::CALL";
  case PTOISD::VBR:
    return "PTOISD::VBR";
  case PTOISD::VCI:
    return "PTOISD::VCI";
  case PTOISD::FMAX:
    return "PTOISD::FMAX";
  case PTOISD::FMIN:
    return "PTOISD::FMIN";
  case PTOISD::VECTOR_TO_SCALAR_SYNC:
    return "PTOISD::VECTOR_TO_SCALAR_SYNC";
  case PTOISD::LANES_TO_PREDICATE:
    return "PTOISD::LANES_TO_PREDICATE";
  case PTOISD::VSTS_VL:
    return "PTOISD::VSTS_VL";
  }
  return nullptr;
}

EVT PTOTargetLowering::getSetCCResultType(const DataLayout &DL,
                                          LLVMContext &Context, EVT VT) const {
  if (VT.isVector())
    return VT.changeVectorElementTypeToInteger();
  return MVT::i64;
}

/// A symbol's address: movi takes its low 32 bits (sign-extended), movhi
/// replaces the upper 32 (relocations R_PTO_LO32 and R_PTO_HI32).
static SDValue materializeAddress(SDValue Sym, const SDLoc &DL,
                                  SelectionDAG &DAG) {
  SDNode *Lo = DAG.getMachineNode(PTO::MOVI, DL, MVT::i64, Sym);
  SDNode *Hi =
      DAG.getMachineNode(PTO::MOVHI, DL, MVT::i64, SDValue(Lo, 0), Sym);
  return SDValue(Hi, 0);
}

bool llvm::isUBAccess(const MemSDNode &N, const MachineFunction &MF) {
  const MachineMemOperand *MMO = N.getMemOperand();
  if (MMO->getAddrSpace() == PTOAS::UB)
    return true;
  const auto *Slot =
      dyn_cast_or_null<FixedStackPseudoSourceValue>(MMO->getPseudoValue());
  return Slot &&
         MF.getFrameInfo().getStackID(Slot->getFrameIndex()) == PTOStackID::UB;
}

/// Vectors, masks, align states and vector addresses: values of the vector
/// unit's registers, which nothing stores to the GM stack.
static bool isRegisterOnlyType(EVT VT) {
  return VT.isVector() || VT == MVT::ptoalign || VT == MVT::ptovaddr;
}

SDValue PTOTargetLowering::LowerOperation(SDValue Op, SelectionDAG &DAG) const {
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  auto isVector = [](SDValue V) {
    return isRegisterOnlyType(V.getValueType());
  };
  if (isVector(Op) || llvm::any_of(Op->ops(), isVector))
    return lowerVectorOperation(Op, DAG);
  switch (Op.getOpcode()) {
  case ISD::ADDRSPACECAST:
    reportUnsupported(DAG, DL,
                      "a UB pointer cannot become a GM or generic pointer, "
                      "nor the other way round: they address different "
                      "memories");
    return Op.getOperand(0);
  case ISD::GlobalAddress: {
    // GM and UB globals alike: the symbol's address (a UB global's is its
    // UB address, PTOTargetObjectFile).
    auto *N = cast<GlobalAddressSDNode>(Op);
    return materializeAddress(
        DAG.getTargetGlobalAddress(N->getGlobal(), DL, VT, N->getOffset()), DL,
        DAG);
  }
  case ISD::ExternalSymbol: {
    auto *N = cast<ExternalSymbolSDNode>(Op);
    return materializeAddress(DAG.getTargetExternalSymbol(N->getSymbol(), VT),
                              DL, DAG);
  }
  case ISD::BlockAddress: {
    auto *N = cast<BlockAddressSDNode>(Op);
    return materializeAddress(
        DAG.getTargetBlockAddress(N->getBlockAddress(), VT, N->getOffset()), DL,
        DAG);
  }
  default:
    llvm_unreachable("unexpected operation to lower");
  }
}

SDValue llvm::getLaneIndices(SelectionDAG &DAG, const SDLoc &DL, EVT VT) {
  return DAG.getNode(PTOISD::VCI, DL, VT, DAG.getConstant(0, DL, MVT::i64),
                     DAG.getConstant(0, DL, MVT::i64));
}

void llvm::reportUnsupported(SelectionDAG &DAG, const SDLoc &DL,
                             const Twine &Msg) {
  const Function &F = DAG.getMachineFunction().getFunction();
  DAG.getContext()->diagnose(
      DiagnosticInfoUnsupported(F, Msg, DL.getDebugLoc()));
}

/// Why a vector argument the calling convention put in memory cannot be
/// passed (vector, predicate, align and vector-address registers cannot be
/// stored to the GM stack).
static std::string unpassableArgument(MVT VT) {
  assert(isRegisterOnlyType(VT) && "an argument the stack can hold");
  if (VT == MVT::v256i1)
    return "more than 7 mask arguments (p0-p6) are not supported";
  if (VT == MVT::ptoalign || VT == MVT::ptovaddr)
    return "align-state and vector-address values cannot be passed between "
           "functions";
  return "more than 8 vector arguments (v0-v7) are not supported";
}

SDValue PTOTargetLowering::LowerFormalArguments(
    SDValue Chain, CallingConv::ID CallConv, bool IsVarArg,
    const SmallVectorImpl<ISD::InputArg> &Ins, const SDLoc &DL,
    SelectionDAG &DAG, SmallVectorImpl<SDValue> &InVals) const {
  MachineFunction &MF = DAG.getMachineFunction();
  MachineFrameInfo &MFI = MF.getFrameInfo();
  MachineRegisterInfo &RegInfo = MF.getRegInfo();

  if (IsVarArg)
    reportUnsupported(DAG, DL, "variadic functions are not supported on PTO");

  SmallVector<CCValAssign, 16> ArgLocs;
  CCState CCInfo(CallConv, IsVarArg, MF, ArgLocs, *DAG.getContext());
  CCInfo.AnalyzeFormalArguments(Ins, CC_PTO);

  for (const CCValAssign &VA : ArgLocs) {
    SDValue Val;
    if (VA.isRegLoc()) {
      Register VReg =
          RegInfo.createVirtualRegister(getRegClassFor(VA.getLocVT()));
      RegInfo.addLiveIn(VA.getLocReg(), VReg);
      Val = DAG.getCopyFromReg(Chain, DL, VReg, VA.getLocVT());
    } else if (isRegisterOnlyType(VA.getLocVT())) {
      reportUnsupported(DAG, DL, unpassableArgument(VA.getLocVT()));
      Val = DAG.getUNDEF(VA.getLocVT());
    } else {
      assert(VA.isMemLoc() && "argument neither in a register nor in memory");
      int FI = MFI.CreateFixedObject(8, VA.getLocMemOffset(), true);
      SDValue FIN = DAG.getFrameIndex(FI, MVT::i64);
      Val = DAG.getLoad(VA.getLocVT(), DL, Chain, FIN,
                        MachinePointerInfo::getFixedStack(MF, FI));
    }
    if (VA.getLocInfo() == CCValAssign::SExt)
      Val = DAG.getNode(ISD::AssertSext, DL, VA.getLocVT(), Val,
                        DAG.getValueType(VA.getValVT()));
    else if (VA.getLocInfo() == CCValAssign::ZExt)
      Val = DAG.getNode(ISD::AssertZext, DL, VA.getLocVT(), Val,
                        DAG.getValueType(VA.getValVT()));
    if (VA.getLocInfo() != CCValAssign::Full)
      Val = DAG.getNode(ISD::TRUNCATE, DL, VA.getValVT(), Val);
    InVals.push_back(Val);
  }
  return Chain;
}

void llvm::analyzeCallOperands(CCState &CCInfo,
                               const SmallVectorImpl<ISD::OutputArg> &Outs) {
  CCInfo.AnalyzeCallOperands(Outs, CC_PTO);
}

SDValue PTOTargetLowering::LowerCall(TargetLowering::CallLoweringInfo &CLI,
                                     SmallVectorImpl<SDValue> &InVals) const {
  SelectionDAG &DAG = CLI.DAG;
  SDLoc &DL = CLI.DL;
  SDValue Chain = CLI.Chain;
  SDValue Callee = CLI.Callee;
  MachineFunction &MF = DAG.getMachineFunction();

  CLI.IsTailCall = false;
  if (PTO::isSimtLaunchCall(CLI.CB))
    return lowerSimtLaunch(CLI);
  if (CLI.IsVarArg)
    reportUnsupported(DAG, DL, "variadic calls are not supported on PTO");

  SmallVector<CCValAssign, 16> ArgLocs;
  CCState CCInfo(CLI.CallConv, CLI.IsVarArg, MF, ArgLocs, *DAG.getContext());
  CCInfo.AnalyzeCallOperands(CLI.Outs, CC_PTO);
  unsigned StackSize = CCInfo.getStackSize();

  Chain = DAG.getCALLSEQ_START(Chain, StackSize, 0, DL);

  SmallVector<std::pair<Register, SDValue>, 8> RegsToPass;
  SmallVector<SDValue, 8> MemOps;
  SDValue StackPtr;
  for (unsigned I = 0, E = ArgLocs.size(); I != E; ++I) {
    const CCValAssign &VA = ArgLocs[I];
    SDValue Arg = CLI.OutVals[I];
    switch (VA.getLocInfo()) {
    case CCValAssign::Full:
      break;
    case CCValAssign::SExt:
      Arg = DAG.getNode(ISD::SIGN_EXTEND, DL, VA.getLocVT(), Arg);
      break;
    case CCValAssign::ZExt:
      Arg = DAG.getNode(ISD::ZERO_EXTEND, DL, VA.getLocVT(), Arg);
      break;
    case CCValAssign::AExt:
      Arg = DAG.getNode(ISD::ANY_EXTEND, DL, VA.getLocVT(), Arg);
      break;
    default:
      llvm_unreachable("unexpected argument extension");
    }
    if (VA.isRegLoc()) {
      RegsToPass.push_back({VA.getLocReg(), Arg});
      continue;
    }
    if (isRegisterOnlyType(VA.getLocVT())) {
      reportUnsupported(DAG, DL, unpassableArgument(VA.getLocVT()));
      continue;
    }
    if (!StackPtr)
      StackPtr = DAG.getCopyFromReg(Chain, DL, PTO::X2, MVT::i64);
    SDValue Address =
        DAG.getNode(ISD::ADD, DL, MVT::i64, StackPtr,
                    DAG.getIntPtrConstant(VA.getLocMemOffset(), DL));
    MemOps.push_back(
        DAG.getStore(Chain, DL, Arg, Address, MachinePointerInfo()));
  }
  if (!MemOps.empty())
    Chain = DAG.getNode(ISD::TokenFactor, DL, MVT::Other, MemOps);

  SDValue Glue;
  for (auto &Reg : RegsToPass) {
    Chain = DAG.getCopyToReg(Chain, DL, Reg.first, Reg.second, Glue);
    Glue = Chain.getValue(1);
  }

  if (auto *G = dyn_cast<GlobalAddressSDNode>(Callee))
    Callee = DAG.getTargetGlobalAddress(G->getGlobal(), DL, MVT::i64,
                                        G->getOffset());
  else if (auto *S = dyn_cast<ExternalSymbolSDNode>(Callee))
    Callee = DAG.getTargetExternalSymbol(S->getSymbol(), MVT::i64);

  SmallVector<SDValue, 8> Ops = {Chain, Callee};
  for (auto &Reg : RegsToPass)
    Ops.push_back(DAG.getRegister(Reg.first, Reg.second.getValueType()));
  const uint32_t *Mask =
      Subtarget.getRegisterInfo()->getCallPreservedMask(MF, CLI.CallConv);
  Ops.push_back(DAG.getRegisterMask(Mask));
  if (Glue)
    Ops.push_back(Glue);

  SDVTList NodeTys = DAG.getVTList(MVT::Other, MVT::Glue);
  Chain = DAG.getNode(PTOISD::CALL, DL, NodeTys, Ops);
  Glue = Chain.getValue(1);

  Chain = DAG.getCALLSEQ_END(Chain, StackSize, 0, Glue, DL);
  Glue = Chain.getValue(1);

  return lowerCallResult(Chain, Glue, CLI.CallConv, CLI.IsVarArg, CLI.Ins, DL,
                         DAG, InVals);
}

SDValue PTOTargetLowering::lowerCallResult(
    SDValue Chain, SDValue Glue, CallingConv::ID CallConv, bool IsVarArg,
    const SmallVectorImpl<ISD::InputArg> &Ins, const SDLoc &DL,
    SelectionDAG &DAG, SmallVectorImpl<SDValue> &InVals) const {
  SmallVector<CCValAssign, 4> RVLocs;
  CCState CCInfo(CallConv, IsVarArg, DAG.getMachineFunction(), RVLocs,
                 *DAG.getContext());
  CCInfo.AnalyzeCallResult(Ins, RetCC_PTO);
  for (const CCValAssign &VA : RVLocs) {
    SDValue Val =
        DAG.getCopyFromReg(Chain, DL, VA.getLocReg(), VA.getLocVT(), Glue);
    Chain = Val.getValue(1);
    Glue = Val.getValue(2);
    if (VA.getLocInfo() != CCValAssign::Full)
      Val = DAG.getNode(ISD::TRUNCATE, DL, VA.getValVT(), Val);
    InVals.push_back(Val);
  }
  return Chain;
}

bool PTOTargetLowering::CanLowerReturn(
    CallingConv::ID CallConv, MachineFunction &MF, bool IsVarArg,
    const SmallVectorImpl<ISD::OutputArg> &Outs, LLVMContext &Context) const {
  SmallVector<CCValAssign, 4> RVLocs;
  CCState CCInfo(CallConv, IsVarArg, MF, RVLocs, Context);
  return CCInfo.CheckReturn(Outs, RetCC_PTO);
}

SDValue
PTOTargetLowering::LowerReturn(SDValue Chain, CallingConv::ID CallConv,
                               bool IsVarArg,
                               const SmallVectorImpl<ISD::OutputArg> &Outs,
                               const SmallVectorImpl<SDValue> &OutVals,
                               const SDLoc &DL, SelectionDAG &DAG) const {
  SmallVector<CCValAssign, 4> RVLocs;
  CCState CCInfo(CallConv, IsVarArg, DAG.getMachineFunction(), RVLocs,
                 *DAG.getContext());
  CCInfo.AnalyzeReturn(Outs, RetCC_PTO);

  SDValue Glue;
  SmallVector<SDValue, 4> RetOps = {Chain};
  for (unsigned I = 0, E = RVLocs.size(); I != E; ++I) {
    const CCValAssign &VA = RVLocs[I];
    SDValue Val = OutVals[I];
    if (VA.getLocInfo() == CCValAssign::SExt)
      Val = DAG.getNode(ISD::SIGN_EXTEND, DL, VA.getLocVT(), Val);
    else if (VA.getLocInfo() == CCValAssign::ZExt)
      Val = DAG.getNode(ISD::ZERO_EXTEND, DL, VA.getLocVT(), Val);
    else if (VA.getLocInfo() == CCValAssign::AExt)
      Val = DAG.getNode(ISD::ANY_EXTEND, DL, VA.getLocVT(), Val);
    Chain = DAG.getCopyToReg(Chain, DL, VA.getLocReg(), Val, Glue);
    Glue = Chain.getValue(1);
    RetOps.push_back(DAG.getRegister(VA.getLocReg(), VA.getLocVT()));
  }
  RetOps[0] = Chain;
  if (Glue)
    RetOps.push_back(Glue);
  return DAG.getNode(PTOISD::RET, DL, MVT::Other, RetOps);
}

// Inline-asm register constraints (docs/registers.md): r scalar, v vector,
// P predicate, A align state, a vector address.
static const TargetRegisterClass *getConstraintClass(StringRef Constraint) {
  if (Constraint.size() != 1)
    return nullptr;
  switch (Constraint[0]) {
  case 'r':
  case 'l': // The vendor compiler's spelling of a 64-bit scalar register.
    return &PTO::GPRRegClass;
  case 'v':
    return &PTO::VRFRegClass;
  case 'P':
    return &PTO::PRFRegClass;
  case 'A':
    return &PTO::ARFRegClass;
  case 'a':
    return &PTO::VARRegClass;
  default:
    return nullptr;
  }
}

TargetLowering::ConstraintType
PTOTargetLowering::getConstraintType(StringRef Constraint) const {
  if (getConstraintClass(Constraint))
    return C_RegisterClass;
  return TargetLowering::getConstraintType(Constraint);
}

std::pair<unsigned, const TargetRegisterClass *>
PTOTargetLowering::getRegForInlineAsmConstraint(const TargetRegisterInfo *TRI,
                                                StringRef Constraint,
                                                MVT VT) const {
  if (const TargetRegisterClass *RC = getConstraintClass(Constraint))
    return {0U, RC};
  return TargetLowering::getRegForInlineAsmConstraint(TRI, Constraint, VT);
}

// The register loads and stores of UB (the intrinsics of the instructions
// marked UBAddressed) get a memory operand: an access of
// UB (address space 6) somewhere, with no IR value, since their address is
// a base and an offset the IR does not add. Without one, an instruction
// counts as an ordered access that nothing may pass; with one, the
// schedulers ask PTOInstrInfo::areMemAccessesTriviallyDisjoint.
bool PTOTargetLowering::getTgtMemIntrinsic(IntrinsicInfo &Info,
                                           const CallInst &I,
                                           MachineFunction &MF,
                                           unsigned Intrinsic) const {
  int GMArgument = -1;
  switch (Intrinsic) {
  case Intrinsic::pto_copy_gm_to_ubuf:
  case Intrinsic::pto_copy_ubuf_to_gm:
  case Intrinsic::pto_copy_ubuf_to_ubuf:
    for (const Use &Arg : I.args())
      if (Arg->getType()->isPointerTy() &&
          Arg->getType()->getPointerAddressSpace() == PTOAS::GM)
        GMArgument = PTO::getNoAliasArgument(Arg);
    Info.opc = ISD::INTRINSIC_VOID;
    Info.memVT = MVT::i8;
    Info.flags = MachineMemOperand::MOLoad | MachineMemOperand::MOStore;
    break;
  default: {
    // The register accesses at [base + offset], and the gathers and
    // scatters, whose footprint runs from their base to the end of UB (so
    // the scheduler moves a gather from a table above the buffers across
    // the stores into them; docs/benchmarks.md).
    const MCInstrInfo &MII = *Subtarget.getInstrInfo();
    if (!PTO::isUBAddressedIntrinsic(Intrinsic, MII) &&
        !PTO::isUBIndexedIntrinsic(Intrinsic, MII))
      return false;
    bool Load = !I.getType()->isVoidTy();
    Type *Data = Load ? I.getType() : I.getArgOperand(0)->getType();
    if (auto *Pair = dyn_cast<StructType>(Data))
      Data = Pair->getElementType(0);
    Info.opc = Load ? ISD::INTRINSIC_W_CHAIN : ISD::INTRINSIC_VOID;
    Info.memVT = EVT::getEVT(Data);
    Info.flags = Load ? MachineMemOperand::MOLoad : MachineMemOperand::MOStore;
    break;
  }
  }
  std::unique_ptr<PTO::PTOAccessSource> &Source = AccessSources[GMArgument];
  if (!Source)
    Source =
        std::make_unique<PTO::PTOAccessSource>(GMArgument, getTargetMachine());
  PTO::UBInterval Bytes = PTO::getUBFootprint(I).value_or(PTO::UBInterval());
  Info.ptrVal = Source.get();
  Info.offset = Bytes.First;
  Info.size = std::max<int64_t>(Bytes.End - Bytes.First, 1);
  Info.align = Align(32);
  return true;
}
