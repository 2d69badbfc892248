//===-- PTOInstrVectorPats.td - Generic vector IR selection -*- tablegen -*-=//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Selection of generic LLVM vector IR on the seven 2048-bit vector types
// (docs/codegen.md). Every masked instruction runs under an all-true
// predicate, `pset_b8 PAT_ALL`, which is valid for every lane view. The
// instruction for an operation is named from the element type the pattern
// lists: `vadd.i32` for `add <64 x i32>`, `vmax.s32` for `smax`, `vmax.u32`
// for `umax`. Operations with no entry here are reported by
// PTOTargetLowering::LowerOperation, never left to "Cannot select".
// The multiclasses emit the Legal row of PTOVectorRules.td beside each
// pattern of a generic operation; `generic` names the operation of a
// fragment (any_fadd: fadd).
//
//===----------------------------------------------------------------------===//

def PTOvbr : SDNode<"PTOISD::VBR", SDTypeProfile<1, 1, [SDTCisVec<0>,
                                                        SDTCisVT<1, i64>]>>;
// An index vector: lane i holds base + i (order 0) or base - i (order 1).
def PTOvci : SDNode<"PTOISD::VCI", SDTypeProfile<1, 2, [SDTCisVec<0>,
                                                        SDTCisVT<1, i64>,
                                                        SDTCisVT<2, i64>]>>;

// The predicate of a mask held as integer lanes, 0 or -1 (a masked store's
// mask): the compare that made it, else lanes != 0.
def PTOlanesToPredicate
    : SDNode<"PTOISD::LANES_TO_PREDICATE",
             SDTypeProfile<1, 1, [SDTCisVT<0, v256i1>, SDTCisVec<1>]>>;

// vmax/vmin on floats, elementwise: NaN when either operand is NaN, else
// a > b ? a : b and a < b ? a : b.
def PTOfmax : SDNode<"PTOISD::FMAX", SDTFPBinOp>;
def PTOfmin : SDNode<"PTOISD::FMIN", SDTFPBinOp>;

// The all-true predicate.
def AllTrue : OutPatFrag<(ops), (PSET_B8 Pattern_PAT_ALL.Imm)>;

// Vector element types by lane count: integer views and their float twins.
defvar Lanes256 = [TI8];
defvar Lanes128 = [TI16, TF16, TBF16];
defvar Lanes64 = [TI32, TF32];

// The signless integer type of T's width (the vsel/vbr/vcmps type).
class IntOfWidth<PTOElemType T> {
  PTOElemType ret = !cond(!eq(T.Width, 8) : TI8, !eq(T.Width, 16) : TI16,
                          !eq(T.Width, 32) : TI32, true : TI64);
}

// The integer vector type a compare of T-vectors produces.
class CmpResultVT<PTOElemType T> {
  ValueType ret = IntOfWidth<T>.ret.VT;
}

class VInstFor<string base, PTOElemType T> {
  Instruction ret = !cast<Instruction>(base # TypeTag<T>.ret);
}

//===----------------------------------------------------------------------===//
// Element-wise arithmetic
//===----------------------------------------------------------------------===//

multiclass VBinaryPat<SDPatternOperator node, string base,
                      list<PTOElemType> types,
                      SDNode generic = !cast<SDNode>(node)> {
  foreach T = types in {
  def : Pat<(T.VT (node (T.VT VRF:$a), (T.VT VRF:$b))),
            (VInstFor<base, T>.ret VRF:$a, VRF:$b, AllTrue)>;
  defm : LegalRule<generic, T.VT>;
  }
}

multiclass VUnaryPat<SDPatternOperator node, string base,
                     list<PTOElemType> types,
                     SDNode generic = !cast<SDNode>(node)> {
  foreach T = types in {
  def : Pat<(T.VT (node (T.VT VRF:$a))),
            (VInstFor<base, T>.ret VRF:$a, AllTrue)>;
  defm : LegalRule<generic, T.VT>;
  }
}

defm : VBinaryPat<add, "VADD", [TI8, TI16, TI32, TI64]>;
defm : VBinaryPat<sub, "VSUB", [TI8, TI16, TI32, TI64]>;
defm : VBinaryPat<mul, "VMUL", [TI16, TI32]>;
defm : VBinaryPat<sdiv, "VDIV", [TS16, TS32]>;
defm : VBinaryPat<smax, "VMAX", [TS8, TS16, TS32]>;
defm : VBinaryPat<smin, "VMIN", [TS8, TS16, TS32]>;
defm : VBinaryPat<umax, "VMAX", [TU8, TU16, TU32]>;
defm : VBinaryPat<umin, "VMIN", [TU8, TU16, TU32]>;
defm : VBinaryPat<and, "VAND", [TI8, TI16, TI32, TI64]>;
defm : VBinaryPat<or, "VOR", [TI8, TI16, TI32, TI64]>;
defm : VBinaryPat<xor, "VXOR", [TI8, TI16, TI32, TI64]>;
defm : VBinaryPat<shl, "VSHL", [TI8, TI16, TI32, TI64]>;
defm : VBinaryPat<sra, "VSHR", [TS8, TS16, TS32, TS64]>;
defm : VBinaryPat<srl, "VSHR", [TU8, TU16, TU32, TU64]>;
defm : VUnaryPat<abs, "VABS", [TS8, TS16, TS32]>;

defm : VBinaryPat<any_fadd, "VADD", [TF16, TBF16, TF32], fadd>;
defm : VBinaryPat<any_fsub, "VSUB", [TF16, TBF16, TF32], fsub>;
defm : VBinaryPat<any_fmul, "VMUL", [TF16, TBF16, TF32], fmul>;
defm : VBinaryPat<any_fdiv, "VDIV", [TF16, TF32], fdiv>;
// vmax/vmin propagate NaN, else compute a > b ? a : b and a < b ? a : b
// (PTOISD::FMAX/FMIN); maximum/minimum and maxnum/minnum are lowered onto
// them (PTOISelLoweringVector.cpp).
defm : VBinaryPat<PTOfmax, "VMAX", [TF16, TBF16, TF32]>;
defm : VBinaryPat<PTOfmin, "VMIN", [TF16, TBF16, TF32]>;

// fabs and fneg act on the sign bit only (vabs/vneg are arithmetic: vabs
// keeps -0.0 and vneg multiplies).
foreach T = [TF16, TBF16, TF32] in {
  defvar IntT = IntOfWidth<T>.ret;
  // The sign bit as movi's sign-extended 32-bit immediate.
  defvar Sign = !if(!eq(T.Width, 32), -2147483648, !shl(1, !sub(T.Width, 1)));
  def : Pat<(T.VT (fabs (T.VT VRF:$a))),
            (VInstFor<"VANDS", IntT>.ret VRF:$a,
                 (MOVI !if(!eq(T.Width, 32), 2147483647, !sub(Sign, 1))),
                 AllTrue)>;
  def : Pat<(T.VT (fneg (T.VT VRF:$a))),
            (VInstFor<"VXORS", IntT>.ret VRF:$a, (MOVI Sign), AllTrue)>;
  defm : LegalRule<fabs, T.VT>;
  defm : LegalRule<fneg, T.VT>;
}
defm : VUnaryPat<any_fsqrt, "VSQRT", [TF16, TF32], fsqrt>;
defm : VUnaryPat<fexp, "VEXP", [TF16, TF32]>;
defm : VUnaryPat<flog, "VLN", [TF16, TF32]>;

// Fused multiply-add: vmula computes acc + lhs * rhs, rounding once.
foreach T = [TF16, TBF16, TF32] in {
def : Pat<(T.VT (any_fma (T.VT VRF:$a), (T.VT VRF:$b), (T.VT VRF:$c))),
          (VInstFor<"VMULA", T>.ret VRF:$c, VRF:$a, VRF:$b, AllTrue)>;
defm : LegalRule<fma, T.VT>;
}
foreach T = [TI16, TI32] in
def : Pat<(T.VT (add (T.VT VRF:$c), (mul (T.VT VRF:$a), (T.VT VRF:$b)))),
          (VInstFor<"VMULA", T>.ret VRF:$c, VRF:$a, VRF:$b, AllTrue)>;

// ~x is vnot.
foreach T = [TI8, TI16, TI32] in
def : Pat<(T.VT (xor (T.VT VRF:$a), (T.VT (PTOvbr (i64 -1))))),
          (VInstFor<"VNOT", T>.ret VRF:$a, AllTrue)>;

// An operation with a splatted scalar operand takes the scalar register
// directly (the vector-scalar forms, section 3.6); floats as their bits.
multiclass VScalarPat<SDPatternOperator node, string base,
                      list<PTOElemType> types> {
  foreach T = types in {
  defvar Splat = !if(!ne(!find(T.Suffix, "f"), -1),
                     (T.VT (bitconvert (CmpResultVT<T>.ret
                                            (PTOvbr GPR:$x)))),
                     (T.VT (PTOvbr GPR:$x)));
  def : Pat<(T.VT (node (T.VT VRF:$a), Splat)),
            (VInstFor<base, T>.ret VRF:$a, GPR:$x, AllTrue)>;
  }
}
defm : VScalarPat<add, "VADDS", [TI8, TI16, TI32]>;
defm : VScalarPat<sub, "VSUBS", [TI8, TI16, TI32]>;
defm : VScalarPat<mul, "VMULS", [TI16, TI32]>;
defm : VScalarPat<smax, "VMAXS", [TS8, TS16, TS32]>;
defm : VScalarPat<smin, "VMINS", [TS8, TS16, TS32]>;
defm : VScalarPat<umax, "VMAXS", [TU8, TU16, TU32]>;
defm : VScalarPat<umin, "VMINS", [TU8, TU16, TU32]>;
defm : VScalarPat<and, "VANDS", [TI8, TI16, TI32]>;
defm : VScalarPat<or, "VORS", [TI8, TI16, TI32]>;
defm : VScalarPat<xor, "VXORS", [TI8, TI16, TI32]>;
defm : VScalarPat<shl, "VSHLS", [TI8, TI16, TI32]>;
defm : VScalarPat<sra, "VSHRS", [TS8, TS16, TS32]>;
defm : VScalarPat<srl, "VSHRS", [TU8, TU16, TU32]>;
defm : VScalarPat<any_fadd, "VADDS", [TF16, TBF16, TF32]>;
defm : VScalarPat<any_fsub, "VSUBS", [TF16, TBF16, TF32]>;
defm : VScalarPat<any_fmul, "VMULS", [TF16, TBF16, TF32]>;
defm : VScalarPat<PTOfmax, "VMAXS", [TF16, TBF16, TF32]>;
defm : VScalarPat<PTOfmin, "VMINS", [TF16, TBF16, TF32]>;

// Same-width conversions (conversion-ops.md): int -> float rounds to
// nearest even, float -> int truncates toward zero as C requires; both
// saturate.
class VCvtPat<PTOElemType Dst, PTOElemType Src, SDNode node,
              PTOModeToken round>
    : Pat<(Dst.VT (node (Src.VT VRF:$a))),
          (!cast<Instruction>("VCVT" # TypeTag<Dst>.ret # TypeTag<Src>.ret)
               VRF:$a, round.Imm, Sat_RS_ENABLE.Imm)>;
def : VCvtPat<TF16, TS16, sint_to_fp, Round_ROUND_R>;
def : VCvtPat<TF32, TS32, sint_to_fp, Round_ROUND_R>;
def : VCvtPat<TS16, TF16, fp_to_sint, Round_ROUND_Z>;
def : VCvtPat<TS32, TF32, fp_to_sint, Round_ROUND_Z>;
// Legal on their integer type: sint_to_fp's source, fp_to_sint's result.
// The 16-bit ones are legal for f16 only, not bf16 (lowerHalfConversion).
defm : LegalRule<sint_to_fp, v64i32>;
defm : LegalRule<fp_to_sint, v64i32>;

//===----------------------------------------------------------------------===//
// Splats, bitcasts
//===----------------------------------------------------------------------===//

foreach T = [TI8, TI16, TI32] in {
def : Pat<(T.VT (PTOvbr GPR:$x)), (VInstFor<"VBR", T>.ret GPR:$x)>;
def : Pat<(T.VT (PTOvci GPR:$base, (i64 0))),
          (VInstFor<"VCI", T>.ret GPR:$base, Order_ASC.Imm)>;
def : Pat<(T.VT (PTOvci GPR:$base, (i64 1))),
          (VInstFor<"VCI", T>.ret GPR:$base, Order_DESC.Imm)>;
}

// All vector types share VRF: a bitcast is no instruction.
defvar AllVTs = VRF.RegTypes;
foreach From = AllVTs in
  foreach To = AllVTs in
    if !ne(From, To) then
    def : Pat<(To (bitconvert (From VRF:$v))), (To VRF:$v)>;

//===----------------------------------------------------------------------===//
// Compare and select
//===----------------------------------------------------------------------===//

// vcmp modes by condition code: signed integers (eq/ne as well), unsigned
// integers, and floats (ordered compares and `une` as `ne`, the IEEE
// results of the hardware compare).
class CmpMode<CondCode cc, PTOModeToken mode> {
  CondCode CC = cc;
  int Mode = mode.Imm;
}
defvar SignedCmp = [CmpMode<SETEQ, Cmp_eq>, CmpMode<SETNE, Cmp_ne>,
                    CmpMode<SETLT, Cmp_lt>, CmpMode<SETLE, Cmp_le>,
                    CmpMode<SETGT, Cmp_gt>, CmpMode<SETGE, Cmp_ge>];
defvar UnsignedCmp = [CmpMode<SETULT, Cmp_lt>, CmpMode<SETULE, Cmp_le>,
                      CmpMode<SETUGT, Cmp_gt>, CmpMode<SETUGE, Cmp_ge>];
defvar FloatCmp = [CmpMode<SETOEQ, Cmp_eq>, CmpMode<SETEQ, Cmp_eq>,
                   CmpMode<SETUNE, Cmp_ne>, CmpMode<SETNE, Cmp_ne>,
                   CmpMode<SETOLT, Cmp_lt>, CmpMode<SETLT, Cmp_lt>,
                   CmpMode<SETOLE, Cmp_le>, CmpMode<SETLE, Cmp_le>,
                   CmpMode<SETOGT, Cmp_gt>, CmpMode<SETGT, Cmp_gt>,
                   CmpMode<SETOGE, Cmp_ge>, CmpMode<SETGE, Cmp_ge>];

// The data types that share T's lane count.
class SameLanes<PTOElemType T> {
  list<PTOElemType> ret = !cond(!eq(T.Width, 8) : Lanes256,
                                !eq(T.Width, 16) : Lanes128,
                                true : Lanes64);
}

multiclass VCmpPats<PTOElemType T, list<CmpMode> modes> {
  defvar IntT = IntOfWidth<T>.ret;
  defm : LegalRule<setcc, T.VT>;
  foreach D = SameLanes<T>.ret in
  defm : LegalRule<vselect, D.VT>;
  foreach M = modes in {
    defvar Compare = (VInstFor<"VCMP", T>.ret VRF:$a, VRF:$b, AllTrue, M.Mode);
    // select(a CC b, x, y) on any data type with the same lane count.
    foreach D = SameLanes<T>.ret in
    def : Pat<(D.VT (vselect (CmpResultVT<T>.ret
                                 (setcc (T.VT VRF:$a), (T.VT VRF:$b), M.CC)),
                             (D.VT VRF:$x), (D.VT VRF:$y))),
              (VInstFor<"VSEL", IntOfWidth<D>.ret>.ret VRF:$x, VRF:$y,
                   Compare)>;
    def : Pat<(v256i1 (PTOlanesToPredicate (CmpResultVT<T>.ret
                           (setcc (T.VT VRF:$a), (T.VT VRF:$b), M.CC)))),
              Compare>;
    // A compare whose result is used as data: all-ones or zero lanes.
    def : Pat<(CmpResultVT<T>.ret (setcc (T.VT VRF:$a), (T.VT VRF:$b), M.CC)),
              (VInstFor<"VSEL", IntT>.ret
                   (VInstFor<"VBR", IntT>.ret (ADDI X0, -1)),
                   (VInstFor<"VBR", IntT>.ret X0), Compare)>;
  }
}

foreach T = [TS8, TS16, TS32] in
defm : VCmpPats<T, SignedCmp>;
foreach T = [TU8, TU16, TU32] in
defm : VCmpPats<T, UnsignedCmp>;
foreach T = [TF16, TBF16, TF32] in
defm : VCmpPats<T, FloatCmp>;

// 256-lane compares give <256 x i1> masks directly: vcmp, and vsel on them.
foreach M = SignedCmp in
def : Pat<(v256i1 (setcc (v256i8 VRF:$a), (v256i8 VRF:$b), M.CC)),
          (VCMP_S8 VRF:$a, VRF:$b, AllTrue, M.Mode)>;
foreach M = UnsignedCmp in
def : Pat<(v256i1 (setcc (v256i8 VRF:$a), (v256i8 VRF:$b), M.CC)),
          (VCMP_U8 VRF:$a, VRF:$b, AllTrue, M.Mode)>;
def : Pat<(v256i8 (vselect (v256i1 PRF:$m), (v256i8 VRF:$x),
                           (v256i8 VRF:$y))),
          (VSEL_I8 VRF:$x, VRF:$y, PRF:$m)>;

// Mask logic.
foreach Op = [[and, PAND], [or, POR], [xor, PXOR]] in {
def : Pat<(Op[0] (v256i1 PRF:$a), (v256i1 PRF:$b)),
          (Op[1] PRF:$a, PRF:$b, AllTrue)>;
defm : LegalRule<!cast<SDNode>(Op[0]), v256i1>;
}

// select on a mask held as integer lanes: a lane is true when non-zero.
foreach T = [TI8, TI16, TI32] in
  foreach D = SameLanes<T>.ret in
  def : Pat<(D.VT (vselect (T.VT VRF:$c), (D.VT VRF:$x), (D.VT VRF:$y))),
            (VInstFor<"VSEL", T>.ret VRF:$x, VRF:$y,
                 (VInstFor<"VCMPS", !cast<PTOElemType>("TS" # T.Width)>.ret
                      VRF:$c, X0, AllTrue, Cmp_ne.Imm))>;

foreach T = [TI8, TI16, TI32] in
def : Pat<(v256i1 (PTOlanesToPredicate (T.VT VRF:$c))),
          (VInstFor<"VCMPS", !cast<PTOElemType>("TS" # T.Width)>.ret
               VRF:$c, X0, AllTrue, Cmp_ne.Imm)>;

//===----------------------------------------------------------------------===//
// Vector loads and stores through UB pointers
//===----------------------------------------------------------------------===//

def UBAddr : ComplexPattern<iPTR, 2, "selectUBAddrRegImm16">;

// Only UB vector accesses (addrspace(6), or a UB slot: isUBAccess) reach
// selection; LowerOperation reports the others.
def ub_load : PatFrag<(ops node:$ptr), (load node:$ptr),
                      [{ return isUBAccess(N); }]>;
def ub_store : PatFrag<(ops node:$val, node:$ptr), (store node:$val, node:$ptr),
                       [{ return isUBAccess(N); }]>;

foreach VT = AllVTs in {
def : Pat<(VT (ub_load (UBAddr GPR:$base, simm16:$off))),
          (VLDS_I GPR:$base, simm16:$off, LoadDist_NORM.Imm)>;
def : Pat<(ub_store (VT VRF:$v), (UBAddr GPR:$base, simm16:$off)),
          (VSTS_I VRF:$v, GPR:$base, simm16:$off, StoreDist_NORM_B8.Imm,
                  AllTrue)>;
}

// Masks in UB: their 32-byte image.
def : Pat<(v256i1 (ub_load (UBAddr GPR:$base, simm16:$off))),
          (PLDI GPR:$base, simm16:$off, PredLoadDist_NORM.Imm)>;
def : Pat<(ub_store (v256i1 PRF:$m), (UBAddr GPR:$base, simm16:$off)),
          (PSTI PRF:$m, GPR:$base, simm16:$off, PredStoreDist_NORM.Imm)>;
