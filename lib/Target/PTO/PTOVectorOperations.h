//===-- PTOVectorOperations.h - Generic operations on PTO vectors -*- C++ -*-=//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Which generic operation on which vector type the PTO backend selects,
// lowers, expands or rejects: one table of rules (PTOVectorOperations.cpp)
// that sets the legaliser's actions and answers the cost model.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOVECTOROPERATIONS_H
#define LLVM_LIB_TARGET_PTO_PTOVECTOROPERATIONS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/ISDOpcodes.h"
#include "llvm/CodeGenTypes/MachineValueType.h"
#include <optional>

namespace llvm {
namespace PTOVector {

/// The vector types of the target: the 2048-bit data types and the mask,
/// align-state and vector-address types of the intrinsics.
enum TypeSet : unsigned {
  I8 = 1 << 0,
  I16 = 1 << 1,
  I32 = 1 << 2,
  I64 = 1 << 3,
  F16 = 1 << 4,
  BF16 = 1 << 5,
  F32 = 1 << 6,
  Mask = 1 << 7,
  Align = 1 << 8,
  VAddr = 1 << 9,
  NarrowInt = I8 | I16 | I32,
  Int = NarrowInt | I64,
  Float = F16 | BF16 | F32,
  Data = Int | Float,
  Special = Mask | Align | VAddr,
};

/// The register type of each member of a TypeSet, in bit order.
SmallVector<MVT, 10> typesOf(unsigned Set);

/// How an operation on a type is compiled.
enum class Support {
  /// An error naming the operation and the type (lowerVectorOperation).
  Unsupported,
  /// Selected as it is (PTOInstrVectorPats.td).
  Legal,
  /// The legaliser's expansion into supported operations.
  Expand,
  /// A custom lowering (lowerVectorOperation) that handles every case.
  Custom,
  /// A combine before type legalisation rewrites it (PerformDAGCombine).
  Combined,
  /// A custom lowering that handles some cases and reports the others; the
  /// cost model asks the operation's own hook.
  CaseByCase,
};

/// How \p Opcode on the register type \p VT is compiled: the last rule of
/// the table naming both; std::nullopt for operations it does not name (the
/// legaliser's default action applies).
std::optional<Support> getSupport(unsigned Opcode, MVT VT);

/// Calls \p Set for every operation and type the table names, in table
/// order (later rules override earlier ones).
void forEachRule(function_ref<void(unsigned Opcode, MVT VT, Support How)> Set);

/// Operation groups that the lowering code tests membership of.
/// Roundings to whole numbers in the float type: vtrc (roundingMode).
inline constexpr ISD::NodeType RoundingOps[] = {
    ISD::FFLOOR,     ISD::FCEIL,      ISD::FTRUNC, ISD::FRINT,
    ISD::FNEARBYINT, ISD::FROUNDEVEN, ISD::FROUND};
/// Operations the vector unit has for f16 and f32 lanes but not bf16 ones:
/// on bf16 computed in f32 and rounded once (promoteBF16ToF32).
inline constexpr ISD::NodeType BF16ViaF32Ops[] = {
    ISD::FDIV,       ISD::FSQRT,      ISD::FEXP,   ISD::FLOG,
    ISD::FFLOOR,     ISD::FCEIL,      ISD::FTRUNC, ISD::FRINT,
    ISD::FNEARBYINT, ISD::FROUNDEVEN, ISD::FROUND};
/// Math functions expanded into vexp, vln and exact operations
/// (PTOISelLoweringMath.cpp), or into integer and float arithmetic
/// (PTOISelLoweringTrig.cpp, PTOISelLoweringPowerRemainder.cpp).
inline constexpr ISD::NodeType ExpandedMathFunctions[] = {
    ISD::FEXP2, ISD::FEXP10, ISD::FLOG2, ISD::FLOG10, ISD::FCANONICALIZE,
    ISD::FSIN,  ISD::FCOS,   ISD::FTAN,  ISD::FPOW,   ISD::FREM};
/// Bit counts of 64-bit lanes: from the counts of their 32-bit words
/// (lowerInt64Operation).
inline constexpr ISD::NodeType Int64CountOps[] = {
    ISD::CTPOP, ISD::CTLZ, ISD::CTTZ, ISD::CTLZ_ZERO_UNDEF,
    ISD::CTTZ_ZERO_UNDEF};
/// Reductions to an integer scalar: lowered with the vector operations
/// (lowerIntegerReduction).
inline constexpr ISD::NodeType IntegerReductionOps[] = {
    ISD::VECREDUCE_ADD,  ISD::VECREDUCE_MUL,  ISD::VECREDUCE_AND,
    ISD::VECREDUCE_OR,   ISD::VECREDUCE_XOR,  ISD::VECREDUCE_SMAX,
    ISD::VECREDUCE_SMIN, ISD::VECREDUCE_UMAX, ISD::VECREDUCE_UMIN};
/// Reductions to a float scalar: lowered before the legaliser softens (or
/// promotes) the result, which has no hook for them.
inline constexpr ISD::NodeType FloatReductionOps[] = {
    ISD::VECREDUCE_FADD,     ISD::VECREDUCE_FMUL,     ISD::VECREDUCE_FMAX,
    ISD::VECREDUCE_FMIN,     ISD::VECREDUCE_FMAXIMUM, ISD::VECREDUCE_FMINIMUM,
    ISD::VECREDUCE_SEQ_FADD, ISD::VECREDUCE_SEQ_FMUL};

/// The predicate granularity (8, 16 or 32 bits) of a mask of \p Lanes
/// lanes over a whole register, or 0: a mask of 64 or 128 lanes is promoted
/// to 32- or 16-bit integer lanes.
constexpr unsigned maskGranularity(unsigned Lanes) {
  return Lanes == 256 ? 8 : Lanes == 128 ? 16 : Lanes == 64 ? 32 : 0;
}

} // namespace PTOVector
} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOVECTOROPERATIONS_H
