//===-- PTOVectorOperations.cpp - Generic operations on PTO vectors -------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The table of how each generic operation on each vector type is compiled
// (docs/codegen.md, "Vector types and operations"). initVectorActions sets
// the legaliser's action of every entry; the cost model asks getSupport
// what the vectorisers may form. A later rule overrides an earlier one.
//
//===----------------------------------------------------------------------===//

#include "PTOVectorOperations.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"

using namespace llvm;
using namespace llvm::PTOVector;

namespace {

/// Operations reported as unsupported unless a later rule says otherwise:
/// the ones the generic legaliser would otherwise leave for selection.
// clang-format off
const ISD::NodeType CheckedOps[] = {
    ISD::ADD, ISD::SUB, ISD::MUL, ISD::SDIV, ISD::UDIV, ISD::SREM, ISD::UREM,
    ISD::SDIVREM, ISD::UDIVREM, ISD::AND, ISD::OR, ISD::XOR, ISD::SHL, ISD::SRA, ISD::SRL,
    ISD::SMAX, ISD::SMIN, ISD::UMAX, ISD::UMIN, ISD::ABS, ISD::FADD, ISD::FSUB,
    ISD::FMUL, ISD::FDIV, ISD::FREM, ISD::FMA, ISD::FMAD, ISD::FNEG, ISD::FABS,
    ISD::FSQRT, ISD::FEXP, ISD::FEXP2, ISD::FEXP10, ISD::FLOG, ISD::FLOG2,
    ISD::FLOG10, ISD::FPOW, ISD::FPOWI, ISD::FSIN, ISD::FCOS, ISD::FTAN,
    ISD::FCEIL, ISD::FFLOOR, ISD::FTRUNC, ISD::FRINT, ISD::FNEARBYINT,
    ISD::FROUND, ISD::FROUNDEVEN, ISD::FCOPYSIGN, ISD::FMINNUM, ISD::FMAXNUM,
    ISD::FMINNUM_IEEE, ISD::FMAXNUM_IEEE, ISD::FMINIMUM, ISD::FMAXIMUM,
    ISD::FCANONICALIZE, ISD::SINT_TO_FP, ISD::UINT_TO_FP, ISD::FP_TO_SINT,
    ISD::FP_TO_UINT, ISD::FP_TO_SINT_SAT, ISD::FP_TO_UINT_SAT, ISD::FP_EXTEND,
    ISD::FP_ROUND, ISD::SIGN_EXTEND, ISD::ZERO_EXTEND, ISD::ANY_EXTEND,
    ISD::TRUNCATE, ISD::SIGN_EXTEND_VECTOR_INREG, ISD::ZERO_EXTEND_VECTOR_INREG,
    ISD::ANY_EXTEND_VECTOR_INREG, ISD::SETCC, ISD::SELECT, ISD::SELECT_CC,
    ISD::VSELECT, ISD::EXTRACT_VECTOR_ELT, ISD::INSERT_VECTOR_ELT,
    ISD::SCALAR_TO_VECTOR, ISD::VECTOR_SHUFFLE, ISD::CONCAT_VECTORS,
    ISD::EXTRACT_SUBVECTOR, ISD::INSERT_SUBVECTOR, ISD::STEP_VECTOR,
    ISD::VECTOR_REVERSE, ISD::VECREDUCE_ADD, ISD::VECREDUCE_MUL,
    ISD::VECREDUCE_AND, ISD::VECREDUCE_OR, ISD::VECREDUCE_XOR,
    ISD::VECREDUCE_SMAX, ISD::VECREDUCE_SMIN, ISD::VECREDUCE_UMAX,
    ISD::VECREDUCE_UMIN, ISD::VECREDUCE_FADD, ISD::VECREDUCE_FMUL,
    ISD::VECREDUCE_FMAX, ISD::VECREDUCE_FMIN, ISD::VECREDUCE_FMAXIMUM,
    ISD::VECREDUCE_FMINIMUM, ISD::VECREDUCE_SEQ_FADD, ISD::VECREDUCE_SEQ_FMUL,
    ISD::MLOAD, ISD::MSTORE, ISD::MGATHER, ISD::MSCATTER, ISD::BUILD_VECTOR,
    ISD::LOAD, ISD::STORE,
};

/// Operations the combiner may form from supported ones and the legaliser
/// expands back into them (rotates, absolute differences, averages,
/// saturating arithmetic, bit counts). High halves of products are not
/// offered, so that the combiner keeps divisions by constants as divisions
/// (lowerIntegerMulDiv).
const ISD::NodeType ExpandedOps[] = {
    ISD::MULHS, ISD::MULHU, ISD::SMUL_LOHI, ISD::UMUL_LOHI,
    ISD::ROTL, ISD::ROTR, ISD::ABDS, ISD::ABDU, ISD::AVGFLOORS, ISD::AVGFLOORU,
    ISD::AVGCEILS, ISD::AVGCEILU, ISD::SADDSAT, ISD::UADDSAT, ISD::SSUBSAT,
    ISD::USUBSAT, ISD::SSHLSAT, ISD::USHLSAT, ISD::CTPOP, ISD::CTLZ, ISD::CTTZ,
    ISD::CTLZ_ZERO_UNDEF, ISD::CTTZ_ZERO_UNDEF, ISD::BSWAP, ISD::BITREVERSE,
};

/// Lowerings that take some cases and report the others (lanes, shuffles,
/// splats and constants, width changes of masks, reductions, selects on a
/// scalar condition, f16 conversions).
const ISD::NodeType CaseByCaseOps[] = {
    ISD::BUILD_VECTOR, ISD::EXTRACT_VECTOR_ELT, ISD::INSERT_VECTOR_ELT,
    ISD::VECTOR_SHUFFLE, ISD::SCALAR_TO_VECTOR, ISD::SELECT,
    ISD::SIGN_EXTEND, ISD::ZERO_EXTEND, ISD::ANY_EXTEND,
    ISD::SIGN_EXTEND_VECTOR_INREG, ISD::ZERO_EXTEND_VECTOR_INREG,
    ISD::ANY_EXTEND_VECTOR_INREG, ISD::SINT_TO_FP, ISD::FP_TO_SINT,
    ISD::VECREDUCE_ADD, ISD::VECREDUCE_MUL, ISD::VECREDUCE_AND,
    ISD::VECREDUCE_OR, ISD::VECREDUCE_XOR, ISD::VECREDUCE_SMAX,
    ISD::VECREDUCE_SMIN, ISD::VECREDUCE_UMAX, ISD::VECREDUCE_UMIN,
};
// clang-format on

const ISD::NodeType MaskLogic[] = {ISD::AND, ISD::OR, ISD::XOR};
const ISD::NodeType Bitcast[] = {ISD::BITCAST};
const ISD::NodeType IntegerBasics[] = {ISD::ADD, ISD::SUB, ISD::AND, ISD::OR,
                                       ISD::XOR, ISD::SHL, ISD::SRA, ISD::SRL};
const ISD::NodeType MulDiv[] = {ISD::MUL, ISD::SDIV, ISD::UDIV, ISD::SREM,
                                ISD::UREM};
const ISD::NodeType VMulVDiv[] = {ISD::MUL, ISD::SDIV};
const ISD::NodeType MinMaxAbs[] = {ISD::SMAX, ISD::SMIN, ISD::UMAX, ISD::UMIN,
                                   ISD::ABS};
const ISD::NodeType CompareSelect[] = {ISD::SETCC, ISD::VSELECT};
const ISD::NodeType FloatBasics[] = {ISD::FADD, ISD::FSUB, ISD::FMUL,
                                     ISD::FMA,  ISD::FABS, ISD::FNEG};
const ISD::NodeType SFUOps[] = {ISD::FDIV, ISD::FSQRT, ISD::FEXP, ISD::FLOG};
const ISD::NodeType SignedConversions[] = {ISD::SINT_TO_FP, ISD::FP_TO_SINT};
const ISD::NodeType LoadStore[] = {ISD::LOAD, ISD::STORE};
const ISD::NodeType MaskedLoadStore[] = {ISD::MLOAD, ISD::MSTORE};
const ISD::NodeType FloatMinMaxSign[] = {
    ISD::FMAXNUM, ISD::FMINNUM, ISD::FMAXIMUM, ISD::FMINIMUM, ISD::FCOPYSIGN};

struct Rule {
  ArrayRef<ISD::NodeType> Opcodes;
  unsigned Types;
  Support How;
};

// clang-format off
const Rule Rules[] = {
    // Everything the legaliser would leave for selection: an error, unless
    // a rule below says otherwise. Masks, align state and vector addresses
    // are intrinsic operands.
    {CheckedOps,            Data | Special, Support::Unsupported},
    {CaseByCaseOps,         Data,           Support::CaseByCase},
    {FloatReductionOps,     Data,           Support::CaseByCase},
    {IntegerReductionOps,   Data,           Support::CaseByCase},
    {Bitcast,               Mask,           Support::CaseByCase},
    {MaskLogic,             Mask,           Support::Legal},      // pand...
    // lowerIntegerMulDiv: widened 8-bit lanes, restoring division,
    // 64-bit lanes in 32-bit operations.
    {MulDiv,                Int,            Support::Custom},
    // What PTOInstrVectorPats.td selects.
    {IntegerBasics,         Int,            Support::Legal},
    {VMulVDiv,              I16 | I32,      Support::Legal},
    {MinMaxAbs,             NarrowInt,      Support::Legal},
    {CompareSelect,         NarrowInt,      Support::Legal},
    {FloatBasics,           Float,          Support::Legal},
    {CompareSelect,         Float,          Support::Legal},
    {SFUOps,                F16 | F32,      Support::Legal},
    {RoundingOps,           F16 | F32,      Support::Custom},     // vtrc
    // Legalised on their integer type (sint_to_fp's source, fp_to_sint's
    // result); v128i16 pairs with f16 and bf16 (CaseByCaseOps).
    {SignedConversions,     I32,            Support::Legal},
    {ExpandedOps,           Int,            Support::Expand},
    // 64-bit lanes (PTOISelLoweringInt64.cpp): min, max and abs from the
    // compares; compares, selects and bit counts on the 32-bit words.
    {MinMaxAbs,             I64,            Support::Expand},
    {Int64CountOps,         I64,            Support::Custom},
    {CompareSelect,         I64,            Support::Custom},
    // Rewritten before type legalisation.
    {BF16ViaF32Ops,         BF16,           Support::Combined},
    {ExpandedMathFunctions, Float,          Support::Combined},
    // Memory: vlds/vsts, masked ones of up to 32-bit lanes.
    {LoadStore,             Data | Mask,    Support::Custom},
    {MaskedLoadStore,       NarrowInt | Float, Support::Custom},
    {FloatMinMaxSign,       Float,          Support::Custom},
};
// clang-format on

const MVT TypeOfBit[] = {MVT::v256i8,   MVT::v128i16,  MVT::v64i32, MVT::v32i64,
                         MVT::v128f16,  MVT::v128bf16, MVT::v64f32, MVT::v256i1,
                         MVT::ptoalign, MVT::ptovaddr};

} // namespace

SmallVector<MVT, 10> PTOVector::typesOf(unsigned Set) {
  SmallVector<MVT, 10> Types;
  for (unsigned Bit = 0; Bit != std::size(TypeOfBit); ++Bit)
    if (Set & (1u << Bit))
      Types.push_back(TypeOfBit[Bit]);
  return Types;
}

void PTOVector::forEachRule(
    function_ref<void(unsigned Opcode, MVT VT, Support How)> Set) {
  for (const Rule &R : Rules)
    for (MVT VT : typesOf(R.Types))
      for (unsigned Opcode : R.Opcodes)
        Set(Opcode, VT, R.How);
}

std::optional<Support> PTOVector::getSupport(unsigned Opcode, MVT VT) {
  const MVT *Found = find(TypeOfBit, VT);
  if (Found == std::end(TypeOfBit))
    return std::nullopt;
  unsigned Bit = 1u << (Found - std::begin(TypeOfBit));
  for (const Rule &R : reverse(Rules))
    if ((R.Types & Bit) && is_contained(R.Opcodes, Opcode))
      return R.How;
  return std::nullopt;
}
