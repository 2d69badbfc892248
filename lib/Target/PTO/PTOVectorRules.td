//===-- PTOVectorRules.td - Generic vector operations ------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// How each generic operation (an ISD opcode) on each vector register type is
// compiled: one row per operation and set of types, naming how it is
// supported, the function that lowers it and the function that prices it
// (docs/codegen.md, "Vector types and operations", is generated from these
// rows). The rows set the legaliser's actions (PTOTargetLowering's
// constructor), dispatch LowerOperation and the generic combines, and answer
// the cost model (PTOVectorOperations.cpp reads the generated table).
//
// The Legal rows come from the selection patterns themselves
// (PTOInstrVectorPats.td: VBinaryPat and its kin emit a row beside each
// pattern), so that what is legal is what is selected. Where rows overlap,
// the one of higher Priority applies; rows of equal priority that overlap
// must agree (checked when the table is read).
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Support kinds
//===----------------------------------------------------------------------===//

class PTOVectorSupport<int value, string name> {
  int Value = value;
  string Name = name;
}
// An error naming the operation and the type.
def SupportUnsupported : PTOVectorSupport<0, "Unsupported">;
// Selected as it is (PTOInstrVectorPats.td).
def SupportLegal : PTOVectorSupport<1, "Legal">;
// The legaliser's expansion into supported operations.
def SupportExpand : PTOVectorSupport<2, "Expand">;
// The row's handler lowers every case.
def SupportCustom : PTOVectorSupport<3, "Custom">;
// The row's handler rewrites it before type legalisation.
def SupportCombined : PTOVectorSupport<4, "Combined">;
// The row's handler lowers some cases and reports the others; the cost model
// asks the operation's own hook.
def SupportCaseByCase : PTOVectorSupport<5, "CaseByCase">;

// PTOVector::Support.
def Support : GenericEnum {
  let FilterClass = "PTOVectorSupport";
  let NameField = "Name";
  let ValueField = "Value";
}

defvar VI8 = VectorTypeI8.Bit;
defvar VI16 = VectorTypeI16.Bit;
defvar VI32 = VectorTypeI32.Bit;
defvar VI64 = VectorTypeI64.Bit;
defvar VF16 = VectorTypeF16.Bit;
defvar VBF16 = VectorTypeBF16.Bit;
defvar VF32 = VectorTypeF32.Bit;
defvar VMask = VectorTypeMask.Bit;
defvar VAlign = VectorTypeAlign.Bit;
defvar VVAddr = VectorTypeVAddr.Bit;
defvar VNarrowInt = !or(VI8, VI16, VI32);
defvar VInt = !or(VNarrowInt, VI64);
defvar VFloat = !or(VF16, VBF16, VF32);
defvar VData = !or(VInt, VFloat);
defvar VSpecial = !or(VMask, VAlign, VVAddr);

// The bit of value type \p vt (0 for a type the rows do not name).
class VectorTypeBit<ValueType vt> {
  bits<10> ret = !foldl(0, [VectorTypeI8, VectorTypeI16, VectorTypeI32,
                            VectorTypeI64, VectorTypeF16, VectorTypeBF16,
                            VectorTypeF32, VectorTypeMask, VectorTypeAlign,
                            VectorTypeVAddr],
                        acc, t, !if(!eq(t.VT, vt), t.Bit, acc));
}

//===----------------------------------------------------------------------===//
// Rows
//===----------------------------------------------------------------------===//

// Priorities: the checked default, case-by-case lowerings, definite rules,
// selection patterns.
defvar PriorityChecked = 0;
defvar PriorityCaseByCase = 1;
defvar PriorityRule = 2;
defvar PrioritySelected = 3;

// Operation \p node on the types of \p types. \p handler names a function
// `SDValue (SDValue Op, SelectionDAG &DAG)` (PTOVectorLowering.h) that
// lowers it (Custom, CaseByCase) or rewrites it before type legalisation
// (Combined; CaseByCase rows with Combine set); \p cost names a function
// `std::optional<InstructionCost> (unsigned Opcode, Type *Ty,
// InstructionCost Registers)` giving its cost in instructions where the
// generic estimate is wrong, for every type of the row that has the
// operation; test/CodeGen/PTO/vector-rule-costs.test compares it with
// llc's output.
class PTOVectorRule<SDNode node, bits<10> types, PTOVectorSupport how,
                    int priority = PriorityRule, string handler = "nullptr",
                    string cost = "nullptr"> {
  string Opcode = node.Opcode;
  bits<10> Types = types;
  PTOVectorSupport How = how;
  bits<2> Priority = priority;
  // The handler runs in PerformDAGCombine before type legalisation.
  bit Combine = !eq(how, SupportCombined);
  string Handler = handler;
  string Cost = cost;
}

// One row per operation of \p nodes.
multiclass VectorRules<list<SDNode> nodes, bits<10> types,
                       PTOVectorSupport how, int priority = PriorityRule,
                       string handler = "nullptr", string cost = "nullptr"> {
  foreach N = nodes in
  def : PTOVectorRule<N, types, how, priority, handler, cost>;
}

// The Legal row of a selection pattern of operation \p node on type \p vt;
// none for a target node.
multiclass LegalRule<SDNode node, ValueType vt> {
  if !eq(!find(node.Opcode, "ISD::"), 0) then
  def : PTOVectorRule<node, VectorTypeBit<vt>.ret, SupportLegal,
                      PrioritySelected>;
}

def PTOVectorRulesTable : GenericTable {
  let FilterClass = "PTOVectorRule";
  let CppTypeName = "VectorRule";
  let Fields = ["Opcode", "Types", "How", "Priority", "Combine", "Handler",
                "Cost"];
  string TypeOf_Opcode = "code";
  string TypeOf_How = "Support";
  string TypeOf_Handler = "code";
  string TypeOf_Cost = "code";
}

//===----------------------------------------------------------------------===//
// Operation groups
//===----------------------------------------------------------------------===//

// Generic nodes TargetSelectionDAG.td does not name (the type profiles only
// matter to patterns, which use none of these but fexp and flog).
def fexp : SDNode<"ISD::FEXP", SDTFPUnaryOp>;
def flog : SDNode<"ISD::FLOG", SDTFPUnaryOp>;
def flog10 : SDNode<"ISD::FLOG10", SDTFPUnaryOp>;
def fpowi : SDNode<"ISD::FPOWI", SDTFPExpOp>;
def anyext_invec : SDNode<"ISD::ANY_EXTEND_VECTOR_INREG", SDTExtInvec>;
def vecreduce_mul : SDNode<"ISD::VECREDUCE_MUL", SDTVecReduce>;
def vecreduce_and : SDNode<"ISD::VECREDUCE_AND", SDTVecReduce>;
def vecreduce_or : SDNode<"ISD::VECREDUCE_OR", SDTVecReduce>;
def vecreduce_xor : SDNode<"ISD::VECREDUCE_XOR", SDTVecReduce>;
def vecreduce_fmul : SDNode<"ISD::VECREDUCE_FMUL", SDTFPVecReduce>;
def vecreduce_seq_fadd : SDNode<"ISD::VECREDUCE_SEQ_FADD", SDTFPVecReduce>;
def vecreduce_seq_fmul : SDNode<"ISD::VECREDUCE_SEQ_FMUL", SDTFPVecReduce>;

// Everything the generic legaliser would otherwise leave for selection.
defvar CheckedOps = [
  add, sub, mul, sdiv, udiv, srem, urem, sdivrem, udivrem, and, or, xor, shl,
  sra, srl, smax, smin, umax, umin, abs, fadd, fsub, fmul, fdiv, frem, fma,
  fmad, fneg, fabs, fsqrt, fexp, fexp2, fexp10, flog, flog2, flog10, fpow,
  fpowi, fsin, fcos, ftan, fceil, ffloor, ftrunc, frint, fnearbyint, fround,
  froundeven, fcopysign, fminnum, fmaxnum, fminnum_ieee, fmaxnum_ieee,
  fminimum, fmaximum, fcanonicalize, sint_to_fp, uint_to_fp, fp_to_sint,
  fp_to_uint, fp_to_sint_sat, fp_to_uint_sat, fpextend, fpround, sext, zext,
  anyext, trunc, sext_invec, zext_invec, anyext_invec, setcc, select,
  selectcc, vselect, extractelt, insertelt, scalar_to_vector, vector_shuffle,
  concat_vectors, vector_extract_subvec, vector_insert_subvec, step_vector,
  vector_reverse, vecreduce_add, vecreduce_mul, vecreduce_and, vecreduce_or,
  vecreduce_xor, vecreduce_smax, vecreduce_smin, vecreduce_umax,
  vecreduce_umin, vecreduce_fadd, vecreduce_fmul, vecreduce_fmax,
  vecreduce_fmin, vecreduce_fmaximum, vecreduce_fminimum, vecreduce_seq_fadd,
  vecreduce_seq_fmul, masked_ld, masked_st, masked_gather, masked_scatter,
  build_vector, ld, st];

// Reductions to an integer scalar.
defvar IntegerReductionOps = [
  vecreduce_add, vecreduce_mul, vecreduce_and, vecreduce_or, vecreduce_xor,
  vecreduce_smax, vecreduce_smin, vecreduce_umax, vecreduce_umin];
// Reductions to a float scalar: lowered before the legaliser softens (or
// promotes) the result, which has no hook for them.
defvar FloatReductionOps = [
  vecreduce_fadd, vecreduce_fmul, vecreduce_fmax, vecreduce_fmin,
  vecreduce_fmaximum, vecreduce_fminimum, vecreduce_seq_fadd,
  vecreduce_seq_fmul];
// Roundings to whole numbers in the float type: vtrc.
defvar RoundingOps = [ffloor, fceil, ftrunc, frint, fnearbyint, froundeven,
                      fround];
// Operations the combiner may form from supported ones and the legaliser
// expands back into them. High halves of products are not offered, so that
// the combiner keeps divisions by constants as divisions.
defvar ExpandedOps = [
  mulhs, mulhu, smullohi, umullohi, rotl, rotr, abds, abdu, avgfloors,
  avgflooru, avgceils, avgceilu, uaddsat, usubsat, sshlsat, ushlsat];
// Expansions that BasicTTI would price as scalarised (bit counts, byte
// swaps) or as half their length: priced as llc emits them.
defvar CostedExpansions = [saddsat, ssubsat, bswap, bitreverse];
// Bit counts: expanded on narrow lanes, from the counts of the 32-bit words
// on 64-bit ones.
defvar CountOps = [ctpop, ctlz, cttz, ctlz_zero_undef, cttz_zero_undef];
// Math functions expanded into vexp, vln and exact operations, or into
// integer and float arithmetic.
defvar MathFunctions = [fexp2, fexp10, flog2, flog10];
defvar TrigFunctions = [fsin, fcos, ftan];
defvar PowerRemainder = [fpow, frem];
// Operations the vector unit has for f16 and f32 lanes but not bf16 ones:
// on bf16 computed in f32 and rounded once.
defvar BF16ViaF32Ops = !listconcat([fdiv, fsqrt, fexp, flog], RoundingOps);

//===----------------------------------------------------------------------===//
// The rows that are not selection patterns
//===----------------------------------------------------------------------===//

defm : VectorRules<CheckedOps, !or(VData, VSpecial), SupportUnsupported,
                   PriorityChecked>;

// Lowerings that take some cases and report the others (masks too: a
// constant mask is a pset or pge, a lane of one a predicate store).
defvar VDataMask = !or(VData, VMask);
defm : VectorRules<[build_vector], VDataMask, SupportCaseByCase,
                   PriorityCaseByCase, "lowerBuildVector">;
defm : VectorRules<[extractelt], VDataMask, SupportCaseByCase,
                   PriorityCaseByCase, "lowerExtractVectorElt">;
defm : VectorRules<[insertelt], VDataMask, SupportCaseByCase,
                   PriorityCaseByCase, "lowerInsertVectorElt">;
defm : VectorRules<[vector_shuffle], VDataMask, SupportCaseByCase,
                   PriorityCaseByCase, "lowerShuffle">;
defm : VectorRules<[scalar_to_vector], VDataMask, SupportCaseByCase,
                   PriorityCaseByCase, "lowerScalarToVector">;
defm : VectorRules<[select], VData, SupportCaseByCase, PriorityCaseByCase,
                   "lowerScalarSelect">;
defm : VectorRules<[select], !or(VAlign, VVAddr), SupportUnsupported,
                   PriorityCaseByCase, "lowerScalarSelect">;
defm : VectorRules<[sext, zext, anyext], VData, SupportCaseByCase,
                   PriorityCaseByCase, "lowerMaskExtension">;
defm : VectorRules<[sext_invec, zext_invec, anyext_invec], VData,
                   SupportCaseByCase, PriorityCaseByCase,
                   "lowerExtendVectorInReg">;
// Legalised on their integer type (sint_to_fp's source, fp_to_sint's
// result); v128i16 pairs with f16 and bf16. The 32-bit ones are patterns.
defm : VectorRules<[sint_to_fp, fp_to_sint], VData, SupportCaseByCase,
                   PriorityCaseByCase, "lowerHalfConversion">;
defm : VectorRules<IntegerReductionOps, VData, SupportCaseByCase,
                   PriorityCaseByCase, "lowerIntegerReduction">;
foreach N = FloatReductionOps in
def : PTOVectorRule<N, VData, SupportCaseByCase, PriorityCaseByCase,
                    "combineFloatReduction"> {
  let Combine = 1;
}
defm : VectorRules<[bitconvert], VMask, SupportCaseByCase, PriorityCaseByCase>;

// Multiplies and divides: widened 8-bit lanes, restoring division, 64-bit
// lanes in 32-bit operations (the 16- and 32-bit vmul and vdiv are
// patterns).
defm : VectorRules<[mul, sdiv, udiv, srem, urem], VInt, SupportCustom,
                   PriorityRule, "lowerIntegerMulDiv", "getMulDivCost">;
defm : VectorRules<RoundingOps, !or(VF16, VF32), SupportCustom, PriorityRule,
                   "lowerRounding">;
defm : VectorRules<ExpandedOps, VInt, SupportExpand>;
defm : VectorRules<CostedExpansions, VInt, SupportExpand, PriorityRule,
                   "nullptr", "getIntegerExpansionCost">;
defm : VectorRules<CountOps, VNarrowInt, SupportExpand, PriorityRule,
                   "nullptr", "getIntegerExpansionCost">;
// 64-bit lanes (PTOISelLoweringInt64.cpp): min, max and abs from the
// compares; compares, selects and bit counts on the 32-bit words.
defm : VectorRules<[smax, smin, umax, umin, abs], VI64, SupportExpand>;
defm : VectorRules<CountOps, VI64, SupportCustom, PriorityRule,
                   "lowerInt64Operation", "getInt64CountCost">;
defm : VectorRules<[setcc, vselect], VI64, SupportCustom, PriorityRule,
                   "lowerInt64Operation", "getInt64CompareSelectCost">;
// Rewritten before type legalisation.
defm : VectorRules<BF16ViaF32Ops, VBF16, SupportCombined, PriorityRule,
                   "promoteBF16ToF32", "getPromotedBF16Cost">;
defm : VectorRules<MathFunctions, VFloat, SupportCombined, PriorityRule,
                   "expandMathFunction", "getMathFunctionCost">;
// fcanonicalize: a multiply by 1.0.
defm : VectorRules<[fcanonicalize], VFloat, SupportCombined, PriorityRule,
                   "expandMathFunction">;
defm : VectorRules<TrigFunctions, VFloat, SupportCombined, PriorityRule,
                   "expandMathFunction", "getTrigFunctionCost">;
defm : VectorRules<PowerRemainder, VFloat, SupportCombined, PriorityRule,
                   "expandMathFunction", "getPowerRemainderCost">;
// Memory: vlds/vsts, masked ones of up to 32-bit lanes.
defm : VectorRules<[ld, st], !or(VData, VMask), SupportCustom, PriorityRule,
                   "lowerVectorLoadStore">;
// Align states and vector addresses: reported as the intrinsics to use.
defm : VectorRules<[ld, st], !or(VAlign, VVAddr), SupportUnsupported,
                   PriorityCaseByCase, "lowerVectorLoadStore">;
defm : VectorRules<[masked_ld], !or(VNarrowInt, VFloat), SupportCustom,
                   PriorityRule, "lowerMaskedLoad">;
defm : VectorRules<[masked_st], !or(VNarrowInt, VFloat), SupportCustom,
                   PriorityRule, "lowerMaskedStore">;
defm : VectorRules<[fmaxnum, fminnum, fmaximum, fminimum], VFloat,
                   SupportCustom, PriorityRule, "lowerFMinMaxNum">;
defm : VectorRules<[fcopysign], VFloat, SupportCustom, PriorityRule,
                   "lowerCopySign">;
