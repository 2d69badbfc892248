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
  SDValue checkIntrinsic(SDNode *N, DAGCombinerInfo &DCI) const;
  SDValue foldUBOffset(SDNode *N, SelectionDAG &DAG) const;
  SDValue lowerWidthChangingConversion(SDNode *N, SelectionDAG &DAG) const;
  SDValue lowerFloatConstantVector(SDNode *N, SelectionDAG &DAG) const;
  SDValue lowerIntegerMulDiv(SDValue Op, SelectionDAG &DAG) const;
  SDValue expandUnsignedDivide(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerSignedDivide64(SDValue Op, SelectionDAG &DAG) const;

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
  SDValue lowerVectorOperation(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerVectorLoadStore(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerBuildVector(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerFMinMaxNum(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerNarrowVectorStore(StoreSDNode *Store, SelectionDAG &DAG) const;
  /// Single lanes and reductions (PTOISelLoweringElements.cpp). Each returns
  /// no value for what it does not handle, which is then reported.
  SDValue lowerExtractVectorElt(SDValue Op, SelectionDAG &DAG) const;
  /// Extracts of constant lanes of one vector: one store for all of them.
  SDValue extractLanesTogether(SDNode *N, DAGCombinerInfo &DCI) const;
  SDValue lowerInsertVectorElt(SDValue Op, SelectionDAG &DAG) const;
  SDValue insertFloatAsInteger(SDNode *N, SelectionDAG &DAG) const;
  /// A shuffle taking each lane from the same lane of either operand.
  SDValue lowerBlendShuffle(SDValue Op, SelectionDAG &DAG) const;
  /// Any other shuffle of a legal type: vselr of each operand, and a blend
  /// (PTOISelLoweringShuffles.cpp).
  SDValue lowerPermutingShuffle(SDValue Op, SelectionDAG &DAG) const;
  /// The vector whose lane 0 is the result of reduction \p N.
  SDValue reduceToLaneZero(SDNode *N, SelectionDAG &DAG) const;
  SDValue lowerIntegerReduction(SDValue Op, SelectionDAG &DAG) const;
  /// A float reduction, before type legalisation softens its result.
  SDValue lowerFloatReduction(SDNode *N, SelectionDAG &DAG) const;
  /// Masked accesses and the lane masks of predicated loops
  /// (PTOISelLoweringMasked.cpp).
  SDValue combineActiveLaneMask(SDNode *N, SelectionDAG &DAG) const;
  SDValue combineSelectOnPredicate(SDNode *N, SelectionDAG &DAG) const;
  SDValue combineLanesToPredicate(SDNode *N, SelectionDAG &DAG) const;
  /// A masked load or store of part of a register, before type
  /// legalisation.
  SDValue combineMaskedAccessOfPart(SDNode *N, SelectionDAG &DAG) const;
  SDValue lowerMaskedLoad(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerMaskedStore(SDValue Op, SelectionDAG &DAG) const;

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

/// Integer extensions and truncations (PTOISelLoweringIntegerWidths.cpp).
/// The sext/zext/anyext or trunc \p N of a vector of 8-, 16-, 32- or 64-bit
/// lanes (any count) to lanes of such a width; SDValue() for other types.
SDValue lowerIntegerWidthChange(SDNode *N, SelectionDAG &DAG);
/// Whether integer lanes of \p Bits bits take part in those (8, 16, 32, 64).
bool isSteppableWidth(unsigned Bits);
/// setcc, vselect, mul and bit counts of <32 x i64> in 32-bit operations
/// (PTOISelLoweringInt64.cpp); SDValue() for other operations and types.
SDValue lowerInt64Operation(SDValue Op, SelectionDAG &DAG);
/// A shift of <32 x i64> by a splat: vshls/vshrs of the scalar;
/// SDValue() for other shifts.
SDValue combineInt64Shift(SDNode *N, SelectionDAG &DAG);
/// Math functions expanded into vexp, vln and exact operations
/// (PTOISelLoweringMath.cpp): PTOVector::ExpandedMathFunctions, on f16, bf16
/// and f32 lanes; SDValue() for other operations and types.
bool isExpandedMathFunction(unsigned Opcode);
SDValue expandMathFunction(SDNode *N, SelectionDAG &DAG);
/// uitofp or fptoui between u32 and f32 or u16 and f16 lanes in signed
/// conversions (PTOISelLoweringUnsignedConversions.cpp); SDValue() for
/// other types.
SDValue expandUnsignedConversion(SDNode *N, SelectionDAG &DAG);
/// One step of a conversion chain (PTOISelLoweringConversions.cpp): a
/// conversion or integer extension or truncation (an ISD opcode), or an
/// i32 to f32 conversion rounding to odd; and the element type it yields.
struct PTOConversionStep {
  enum : unsigned {
    SIntToF32Odd = ISD::BUILTIN_OP_END,
    UIntToF32Odd,
  };
  unsigned Opcode;
  MVT::SimpleValueType Elt;
};
/// Whether one vcvt (or a pair of them and an interleave, or the signed
/// expansion of an unsigned same-width one) does conversion \p Opcode.
bool isSingleVectorConversion(unsigned Opcode, MVT DstElt, MVT SrcElt);
/// The steps computing conversion \p Opcode from \p SrcElt to \p DstElt
/// lanes with C's results; false if there are none (64-bit integers).
bool planVectorConversion(unsigned Opcode, MVT DstElt, MVT SrcElt,
                          SmallVectorImpl<PTOConversionStep> &Steps);
/// Conversion \p N as its planned steps, before type legalisation;
/// SDValue() for a single conversion or one without a plan.
SDValue lowerConversionChain(SDNode *N, SelectionDAG &DAG);
/// \p V with its first \p Lanes lanes: cut, or padded with undefined lanes
/// (PTOISelLoweringIntegerWidths.cpp).
SDValue resizeVector(SelectionDAG &DAG, const SDLoc &DL, SDValue V,
                     unsigned Lanes);
/// The 2048-bit registers holding \p V, the last one padded with undefined
/// lanes.
SmallVector<SDValue, 4> splitIntoRegisters(SelectionDAG &DAG, const SDLoc &DL,
                                           SDValue V);
/// The registers \p Registers joined and cut to \p Lanes lanes.
SDValue joinRegisters(SelectionDAG &DAG, const SDLoc &DL,
                      ArrayRef<SDValue> Registers, unsigned Lanes);
/// A sign_/zero_/any_extend_vector_inreg between 2048-bit types.
SDValue lowerExtendVectorInReg(SDValue Op, SelectionDAG &DAG);
/// The lower (\p Half 0) or upper (1) half of the lanes of the 2048-bit
/// register \p Reg (8-, 16- or 32-bit lanes) extended to twice the width.
SDValue extendRegisterHalf(SelectionDAG &DAG, const SDLoc &DL, SDValue Reg,
                           unsigned Half, bool Signed);
/// The lanes of the 2048-bit registers \p Lower and \p Upper (16-, 32- or
/// 64-bit lanes; \p Upper may be null: undefined) truncated to half the
/// width, in one register.
SDValue truncateRegisters(SelectionDAG &DAG, const SDLoc &DL, SDValue Lower,
                          SDValue Upper);

/// Lanes Base + Step * (j >> Shift) + Inner * (j & (2^Shift - 1)) for lane
/// i, j = i >> Granule (PTOISelLoweringShuffles.cpp).
struct LanePattern {
  unsigned Shift;
  int64_t Base, Step, Inner;
  unsigned Granule;
  int64_t valueAt(unsigned Lane) const;
};
/// The pattern that \p Values (undefined where empty) follow modulo
/// \p Modulus (a power of two), if any.
std::optional<LanePattern>
matchLanePattern(ArrayRef<std::optional<int64_t>> Values, uint64_t Modulus);
/// The instructions building the lanes of \p P take.
unsigned getLanePatternCost(const LanePattern &P);
/// A constant integer BUILD_VECTOR of 8-, 16- or 32-bit lanes that follows
/// a lane pattern, computed from the lane indices; SDValue() otherwise.
SDValue lowerConstantLanePattern(BuildVectorSDNode *BV, SelectionDAG &DAG);
/// The instructions lowerPermutingShuffle emits for a shuffle of one
/// register of \p LaneBits-bit lanes by \p Mask; std::nullopt where an
/// index vector would be built lane by lane.
std::optional<unsigned> getShuffleInstructionCount(ArrayRef<int> Mask,
                                                   unsigned LaneBits);

/// The lane indices 0, 1, 2, ... as a vector of integer type \p VT (vci).
SDValue getLaneIndices(SelectionDAG &DAG, const SDLoc &DL, EVT VT);

/// Whether \p N accesses UB: through a UB pointer (addrspace(6)), or a slot
/// of the UB spill area (a lane read through UB), which the legaliser
/// describes as a fixed stack object when it rebuilds the access.
bool isUBAccess(const MemSDNode &N, const MachineFunction &MF);

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOISELLOWERING_H
