//===-- PTOISelLowering.h - PTO DAG lowering interface ----------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOISELLOWERING_H
#define LLVM_LIB_TARGET_PTO_PTOISELLOWERING_H

#include "PTOAccessFootprints.h"
#include "PTOVectorLowering.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/TargetLowering.h"
#include "llvm/IR/Intrinsics.h"
#include <map>
#include <memory>

namespace llvm {
class CCState;
class PTOSubtarget;

namespace PTOISD {
enum NodeType : unsigned {
  FIRST_NUMBER = ISD::BUILTIN_OP_END,
  /// Return from the function.
  RET,
  /// A call: chain, callee, argument registers, register mask, glue.
  CALL,
  /// A vector with every lane set to the low bits of an i64 (vbr).
  VBR,
  /// An index vector base + i or base - i (vci).
  VCI,
  /// Float vmax/vmin: NaN if either operand is NaN, else a > b ? a : b and
  /// a < b ? a : b.
  FMAX,
  FMIN,
  /// set_flag and wait_flag PIPE_V, PIPE_S on one event, kept together:
  /// chain, event (a target constant).
  VECTOR_TO_SCALAR_SYNC,
  /// The predicate of a mask held as integer lanes (0 or -1): the compare
  /// that made it, else lanes != 0 (PTOInstrVectorPats.td).
  LANES_TO_PREDICATE,
  /// A store of the first lanes of a vector: chain, value, UB address,
  /// number of lanes, lane width (8, 16 or 32). Memory intrinsic.
  VSTS_VL = ISD::FIRST_TARGET_MEMORY_OPCODE,
};
} // namespace PTOISD

class PTOTargetLowering : public TargetLowering {
  const PTOSubtarget &Subtarget;
  /// The memory operand values of the PTO memory intrinsics, by GM argument.
  mutable std::map<int, std::unique_ptr<PTO::PTOAccessSource>> AccessSources;

public:
  PTOTargetLowering(const TargetMachine &TM, const PTOSubtarget &STI);

  const char *getTargetNodeName(unsigned Opcode) const override;

  /// Scalar half arithmetic is done in float and rounded back to half after
  /// every operation, as IEEE and C require (the default, PromoteFloat,
  /// rounds only where a value is stored).
  bool softPromoteHalfType() const override { return true; }

  /// Memory operands for the UB vector loads and stores and the DMA copies:
  /// the UB bytes they may touch and the GM argument they address
  /// (PTOAccessFootprints.h).
  bool getTgtMemIntrinsic(IntrinsicInfo &Info, const CallInst &I,
                          MachineFunction &MF,
                          unsigned Intrinsic) const override;

  EVT getSetCCResultType(const DataLayout &DL, LLVMContext &Context,
                         EVT VT) const override;

  SDValue LowerOperation(SDValue Op, SelectionDAG &DAG) const override;

  SDValue PerformDAGCombine(SDNode *N, DAGCombinerInfo &DCI) const override;
  void ReplaceNodeResults(SDNode *N, SmallVectorImpl<SDValue> &Results,
                          SelectionDAG &DAG) const override;

  TargetLoweringBase::LegalizeTypeAction
  getPreferredVectorAction(MVT VT) const override;

  /// A whole register of a vector split into registers is that register
  /// (PTOISelLoweringShuffles.cpp).
  bool isExtractSubvectorCheap(EVT ResVT, EVT SrcVT,
                               unsigned Index) const override;
  /// llvm.get.active.lane.mask of whole registers stays an intrinsic: one
  /// plt (PTOISelLoweringMasked.cpp).
  bool shouldExpandGetActiveLaneMask(EVT VT, EVT OpVT) const override;
  /// Lane masks are recomputed where they are used in another block (a
  /// plt), not carried there as integer lanes.
  bool shouldSinkOperands(Instruction *I,
                          SmallVectorImpl<Use *> &Ops) const override;
  unsigned ComputeNumSignBitsForTargetNode(SDValue Op,
                                           const APInt &DemandedElts,
                                           const SelectionDAG &DAG,
                                           unsigned Depth) const override;

  bool isFMAFasterThanFMulAndFAdd(const MachineFunction &MF,
                                  EVT VT) const override;

  /// Whether generic \p Opcode on the legal vector type \p VT compiles;
  /// lowerVectorOperation reports the rest. The cost model asks this so
  /// that the vectorisers form only what compiles.
  bool isSupportedVectorOperation(unsigned Opcode, MVT VT) const;
  /// Whether the conversion \p Opcode between vectors of \p DstElt and
  /// \p SrcElt with \p Lanes lanes compiles.
  static bool isSupportedVectorConversion(unsigned Opcode, MVT DstElt,
                                          MVT SrcElt, unsigned Lanes);

  SDValue LowerFormalArguments(SDValue Chain, CallingConv::ID CallConv,
                               bool IsVarArg,
                               const SmallVectorImpl<ISD::InputArg> &Ins,
                               const SDLoc &DL, SelectionDAG &DAG,
                               SmallVectorImpl<SDValue> &InVals) const override;

  SDValue LowerCall(TargetLowering::CallLoweringInfo &CLI,
                    SmallVectorImpl<SDValue> &InVals) const override;

  /// Atomics (PTOISelLoweringAtomics.cpp): word and double-word operations
  /// are instructions, the others compare-and-swap loops; none on UB.
  AtomicExpansionKind
  shouldExpandAtomicRMWInIR(AtomicRMWInst *AI) const override;
  AtomicExpansionKind
  shouldExpandAtomicCmpXchgInIR(AtomicCmpXchgInst *AI) const override;
  AtomicExpansionKind shouldExpandAtomicLoadInIR(LoadInst *LI) const override;
  AtomicExpansionKind shouldExpandAtomicStoreInIR(StoreInst *SI) const override;
  ISD::NodeType getExtendForAtomicOps() const override {
    return ISD::SIGN_EXTEND;
  }
  ISD::NodeType getExtendForAtomicCmpSwapArg() const override {
    return ISD::SIGN_EXTEND;
  }

  bool CanLowerReturn(CallingConv::ID CallConv, MachineFunction &MF,
                      bool IsVarArg,
                      const SmallVectorImpl<ISD::OutputArg> &Outs,
                      LLVMContext &Context) const override;

  SDValue LowerReturn(SDValue Chain, CallingConv::ID CallConv, bool IsVarArg,
                      const SmallVectorImpl<ISD::OutputArg> &Outs,
                      const SmallVectorImpl<SDValue> &OutVals, const SDLoc &DL,
                      SelectionDAG &DAG) const override;

  ConstraintType getConstraintType(StringRef Constraint) const override;
  std::pair<unsigned, const TargetRegisterClass *>
  getRegForInlineAsmConstraint(const TargetRegisterInfo *TRI,
                               StringRef Constraint, MVT VT) const override;

private:
  /// Register the vector types and what the vector unit does with them
  /// (PTOISelLoweringVector.cpp).
  void initVectorActions();
  /// LowerOperation of an operation on vectors: the handler of its row of
  /// PTOVectorRules.td, or a diagnostic.
  SDValue lowerVectorOperation(SDValue Op, SelectionDAG &DAG) const;
  /// A call of __pto_simt_launch: simt.launch with the SIMT function's
  /// arguments in the argument registers (PTOISelLoweringSimt.cpp).
  SDValue lowerSimtLaunch(TargetLowering::CallLoweringInfo &CLI) const;

  SDValue lowerCallResult(SDValue Chain, SDValue Glue, CallingConv::ID CallConv,
                          bool IsVarArg,
                          const SmallVectorImpl<ISD::InputArg> &Ins,
                          const SDLoc &DL, SelectionDAG &DAG,
                          SmallVectorImpl<SDValue> &InVals) const;
};

/// Places \p Outs as a call's operands (PTOCallingConv.td).
void analyzeCallOperands(CCState &CCInfo,
                         const SmallVectorImpl<ISD::OutputArg> &Outs);

/// Report an operation the target cannot compile as an error at \p DL.
void reportUnsupported(SelectionDAG &DAG, const SDLoc &DL, const Twine &Msg);

/// A call of a register-only llvm.pto.* intrinsic.
SDValue getPTOIntrinsic(SelectionDAG &DAG, const SDLoc &DL, Intrinsic::ID ID,
                        SDVTList VTs, ArrayRef<SDValue> Args);
SDValue getPTOIntrinsic(SelectionDAG &DAG, const SDLoc &DL, Intrinsic::ID ID,
                        EVT VT, ArrayRef<SDValue> Args);
/// An all-true <256 x i1> mask: pset_b8 PAT_ALL.
SDValue getAllLanesMask(SelectionDAG &DAG, const SDLoc &DL);

/// The lane indices 0, 1, 2, ... as a vector of integer type \p VT (vci).
SDValue getLaneIndices(SelectionDAG &DAG, const SDLoc &DL, EVT VT);

/// Whether \p N accesses UB: through a UB pointer (addrspace(6)), or a slot
/// of the UB spill area (a lane read through UB), which the legaliser
/// describes as a fixed stack object when it rebuilds the access.
bool isUBAccess(const MemSDNode &N, const MachineFunction &MF);

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOISELLOWERING_H
