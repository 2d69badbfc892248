//===-- PTOVectorLowering.h - Lowerings of vector operations ----*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The functions that lower generic operations on vectors, by family (the
// file that defines each is named beside it). The handlers of the rows of
// PTOVectorRules.td have one signature, VectorHandler, and the cost
// functions of the rows another, VectorCostFunction; a handler returns no
// value for a case it does not take, which is then reported.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOVECTORLOWERING_H
#define LLVM_LIB_TARGET_PTO_PTOVECTORLOWERING_H

#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/TargetLowering.h"
#include "llvm/Support/InstructionCost.h"
#include <optional>

namespace llvm {
class Type;

/// A row's lowering (or rewrite before type legalisation) of \p Op.
using VectorHandler = SDValue (*)(SDValue Op, SelectionDAG &DAG);
/// A row's cost of operation \p Opcode on the IR type \p Ty, which
/// legalises to \p Registers registers; no value where the generic
/// estimate applies.
using VectorCostFunction = std::optional<InstructionCost> (*)(
    unsigned Opcode, Type *Ty, InstructionCost Registers);

/// Every result of \p Op as undef, after a diagnostic: selection goes on so
/// that all errors of a function are reported (PTOISelLoweringVector.cpp).
SDValue undefResults(SDValue Op, SelectionDAG &DAG);
/// Loads, stores, splats, min/max and the rules' small cases
/// (PTOISelLoweringVector.cpp).
SDValue lowerVectorLoadStore(SDValue Op, SelectionDAG &DAG);
SDValue lowerNarrowVectorStore(StoreSDNode *Store, SelectionDAG &DAG);
SDValue lowerBuildVector(SDValue Op, SelectionDAG &DAG);
/// A float BUILD_VECTOR of constants, before type legalisation.
SDValue lowerFloatConstantVector(SDNode *N, SelectionDAG &DAG);
SDValue lowerFMinMaxNum(SDValue Op, SelectionDAG &DAG);
SDValue lowerCopySign(SDValue Op, SelectionDAG &DAG);
SDValue lowerRounding(SDValue Op, SelectionDAG &DAG);
/// An operation on bf16 lanes computed in f32 and rounded once.
SDValue promoteBF16ToF32(SDValue Op, SelectionDAG &DAG);
/// sitofp to f16 lanes and fptosi from them: vcvt as they are.
SDValue lowerHalfConversion(SDValue Op, SelectionDAG &DAG);
/// A mask as bytes: vsel of 1 (or -1) and 0.
SDValue lowerMaskExtension(SDValue Op, SelectionDAG &DAG);
/// Lane 0 of a splat (the other lanes are undefined).
SDValue lowerScalarToVector(SDValue Op, SelectionDAG &DAG);
/// A select on a scalar condition: vsel on a splat of it.
SDValue lowerScalarSelect(SDValue Op, SelectionDAG &DAG);
/// A blend, else a permutation (PTOISelLoweringElements.cpp,
/// PTOISelLoweringShuffles.cpp).
SDValue lowerShuffle(SDValue Op, SelectionDAG &DAG);

/// Multiplies and divides (PTOISelLoweringMulDiv.cpp): widened 8-bit lanes,
/// restoring division, 64-bit lanes in 32-bit operations.
SDValue lowerIntegerMulDiv(SDValue Op, SelectionDAG &DAG);
SDValue expandUnsignedDivide(SDValue Op, SelectionDAG &DAG);
SDValue lowerSignedDivide64(SDValue Op, SelectionDAG &DAG);
std::optional<InstructionCost> getMulDivCost(unsigned Opcode, Type *Ty,
                                             InstructionCost Registers);

/// llvm.pto.* intrinsic nodes before legalisation
/// (PTOISelLoweringIntrinsics.cpp): UB offsets folded into the immediate,
/// operands checked.
SDValue foldUBOffset(SDNode *N, SelectionDAG &DAG);
SDValue checkIntrinsic(SDNode *N, TargetLowering::DAGCombinerInfo &DCI);

/// Single lanes and reductions (PTOISelLoweringElements.cpp).
SDValue lowerExtractVectorElt(SDValue Op, SelectionDAG &DAG);
/// Extracts of constant lanes of one vector: one store for all of them.
SDValue extractLanesTogether(SDNode *N, TargetLowering::DAGCombinerInfo &DCI);
SDValue lowerInsertVectorElt(SDValue Op, SelectionDAG &DAG);
SDValue insertFloatAsInteger(SDNode *N, SelectionDAG &DAG);
/// A shuffle taking each lane from the same lane of either operand.
SDValue lowerBlendShuffle(SDValue Op, SelectionDAG &DAG);
/// Any other shuffle of a legal type: vselr of each operand, and a blend
/// (PTOISelLoweringShuffles.cpp).
SDValue lowerPermutingShuffle(SDValue Op, SelectionDAG &DAG);
/// The vector whose lane 0 is the result of reduction \p N.
SDValue reduceToLaneZero(SDNode *N, SelectionDAG &DAG);
SDValue lowerIntegerReduction(SDValue Op, SelectionDAG &DAG);
/// A float reduction, before type legalisation softens its result.
SDValue lowerFloatReduction(SDNode *N, SelectionDAG &DAG);
/// lowerFloatReduction, or a diagnostic.
SDValue combineFloatReduction(SDValue Op, SelectionDAG &DAG);

/// Masked accesses and the lane masks of predicated loops
/// (PTOISelLoweringMasked.cpp).
SDValue combineActiveLaneMask(SDNode *N, SelectionDAG &DAG);
SDValue combineSelectOnPredicate(SDNode *N, SelectionDAG &DAG);
SDValue combineLanesToPredicate(SDNode *N, SelectionDAG &DAG);
/// A masked load or store of part of a register, before type legalisation.
SDValue combineMaskedAccessOfPart(SDNode *N, SelectionDAG &DAG);
SDValue lowerMaskedLoad(SDValue Op, SelectionDAG &DAG);
SDValue lowerMaskedStore(SDValue Op, SelectionDAG &DAG);

/// Conversions that change the lane width (PTOISelLoweringConversions.cpp).
SDValue lowerWidthChangingConversion(SDNode *N, SelectionDAG &DAG);

/// The cost of a computation of \p PerF32Register instructions per f32
/// register on the vector type \p Ty: f16 and bf16 lanes are computed in
/// f32 registers, extended and narrowed (PTOISelLoweringMath.cpp).
InstructionCost getCostInF32Registers(unsigned PerF32Register, Type *Ty);
/// The costs of the expanded math functions, beside their expansions
/// (PTOISelLoweringMath.cpp, PTOISelLoweringTrig.cpp,
/// PTOISelLoweringPowerRemainder.cpp).
std::optional<InstructionCost> getMathFunctionCost(unsigned Opcode, Type *Ty,
                                                   InstructionCost Registers);
std::optional<InstructionCost> getTrigFunctionCost(unsigned Opcode, Type *Ty,
                                                   InstructionCost Registers);
std::optional<InstructionCost> getPowerRemainderCost(unsigned Opcode, Type *Ty,
                                                     InstructionCost Registers);
/// Compares, selects and bit counts of 64-bit lanes
/// (PTOISelLoweringInt64.cpp).
std::optional<InstructionCost>
getInt64CompareSelectCost(unsigned Opcode, Type *Ty, InstructionCost Registers);
std::optional<InstructionCost> getInt64CountCost(unsigned Opcode, Type *Ty,
                                                 InstructionCost Registers);
/// bf16 operations computed in f32, and the legaliser's integer expansions
/// (PTOISelLoweringVector.cpp).
std::optional<InstructionCost> getPromotedBF16Cost(unsigned Opcode, Type *Ty,
                                                   InstructionCost Registers);
std::optional<InstructionCost>
getIntegerExpansionCost(unsigned Opcode, Type *Ty, InstructionCost Registers);

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
/// (PTOISelLoweringMath.cpp), on f16, bf16 and f32 lanes; SDValue() for other
/// operations and types.
bool isExpandedMathFunction(unsigned Opcode);
SDValue expandMathFunction(SDValue Op, SelectionDAG &DAG);
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

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOVECTORLOWERING_H
