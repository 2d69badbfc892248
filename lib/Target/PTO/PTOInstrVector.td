//===-- PTOInstrVector.td - PTO vector instructions --------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Vector compute instructions (PIPE_V): vector-isa-beyond-seeds.md sections
// 3.1 and 3.4-3.10, conversion-ops.md. One opcode per operation; each
// element type is its own instruction (`vadd.f32`), told apart by the ty slot.
// Masked compute zeroes inactive lanes (the native A5 mode).
//
//===----------------------------------------------------------------------===//

// Element-type lists.
defvar IntW = [TI8, TI16, TI32, TI64];              // width-only integers
defvar IntW32 = [TI8, TI16, TI32];
defvar SInt32 = [TS8, TS16, TS32];
defvar SUInt32 = [TS8, TS16, TS32, TU8, TU16, TU32];
defvar SUInt64 = [TS8, TS16, TS32, TS64, TU8, TU16, TU32, TU64];
defvar Float = [TF16, TF32];
defvar FloatBF = [TF16, TBF16, TF32];

// The mnemonic with its type suffix(es).
class TypedName<string mnemonic, list<PTOElemType> types> {
  string ret = !foldl(mnemonic, types, acc, t,
                      !if(!eq(t.Suffix, ""), acc, acc # "." # t.Suffix));
}

// A PIPE_V instruction of element type T.
class VInst<bits<10> opcode, PTOElemType T, string mnemonic, dag outs,
            dag ins, string operands>
    : PTOVInst<opcode, outs, ins,
               TypedName<mnemonic, [T]>.ret # "\t" # operands> {
  let Pipe = PipeV;
  let EType = T;
}

// Record names: VADD_F32 for vadd.f32; an instruction without a type keeps
// the bare name.
class TypeTag<PTOElemType T> {
  string ret = !if(!eq(T.Suffix, ""), "", "_" # !toupper(T.Suffix));
}

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

// vd = op(vs) under pg
multiclass VUnary<bits<10> opcode, string mnemonic, list<PTOElemType> types> {
  foreach T = types in
  def TypeTag<T>.ret : VInst<opcode, T, mnemonic, (outs VRF:$vd),
                             (ins VRF:$vs1, PRF:$pg), "$vd, $vs1, $pg"> {
    let r0 = vd; let r1 = vs1; let q0 = pg;
  }
}

// vd = op(vs1, vs2) under pg
multiclass VBinary<bits<10> opcode, string mnemonic, list<PTOElemType> types> {
  foreach T = types in
  def TypeTag<T>.ret : VInst<opcode, T, mnemonic, (outs VRF:$vd),
                             (ins VRF:$vs1, VRF:$vs2, PRF:$pg),
                             "$vd, $vs1, $vs2, $pg"> {
    let r0 = vd; let r1 = vs1; let r2 = vs2; let q0 = pg;
  }
}

// vd = op(vs1, vs2), unmasked
multiclass VBinaryNoMask<bits<10> opcode, string mnemonic,
                         list<PTOElemType> types> {
  foreach T = types in
  def TypeTag<T>.ret : VInst<opcode, T, mnemonic, (outs VRF:$vd),
                             (ins VRF:$vs1, VRF:$vs2), "$vd, $vs1, $vs2"> {
    let r0 = vd; let r1 = vs1; let r2 = vs2;
  }
}

// vd = op(vs, xs) under pg: the scalar operand comes from a scalar register
// (its low lane-width bits; floats as their bit pattern).
multiclass VScalar<bits<10> opcode, string mnemonic, list<PTOElemType> types> {
  foreach T = types in
  def TypeTag<T>.ret : VInst<opcode, T, mnemonic, (outs VRF:$vd),
                             (ins VRF:$vs1, GPR:$xs, PRF:$pg),
                             "$vd, $vs1, $xs, $pg"> {
    let r0 = vd; let r1 = vs1; let r2 = xs; let q0 = pg;
  }
}

// vd = op(vacc, vs1, vs2) under pg (fused multiply-add forms)
multiclass VTernary<bits<10> opcode, string mnemonic, list<PTOElemType> types> {
  foreach T = types in
  def TypeTag<T>.ret : VInst<opcode, T, mnemonic, (outs VRF:$vd),
                             (ins VRF:$vacc, VRF:$vs1, VRF:$vs2, PRF:$pg),
                             "$vd, $vacc, $vs1, $vs2, $pg"> {
    let r0 = vd; let r1 = vs1; let r2 = vs2; let r3 = vacc; let q0 = pg;
  }
}

// vd, pcarry = op(vs1, vs2) under pg
multiclass VCarry<bits<10> opcode, string mnemonic, list<PTOElemType> types> {
  foreach T = types in
  def TypeTag<T>.ret : VInst<opcode, T, mnemonic, (outs VRF:$vd, PRF:$pcarry),
                             (ins VRF:$vs1, VRF:$vs2, PRF:$pg),
                             "$vd, $pcarry, $vs1, $vs2, $pg"> {
    let r0 = vd; let r1 = vs1; let r2 = vs2; let r3 = pcarry; let q0 = pg;
  }
}

// vd, pcarry = op(vs1, vs2, pcarry_in) under pg
multiclass VCarryIn<bits<10> opcode, string mnemonic,
                    list<PTOElemType> types> {
  foreach T = types in
  def TypeTag<T>.ret : VInst<opcode, T, mnemonic, (outs VRF:$vd, PRF:$pcarry),
                             (ins VRF:$vs1, VRF:$vs2, PRF:$pcarry_in, PRF:$pg),
                             "$vd, $pcarry, $vs1, $vs2, $pcarry_in, $pg"> {
    let r0 = vd; let r1 = vs1; let r2 = vs2; let r3 = pcarry; let q0 = pg;
    let q1 = pcarry_in;
  }
}

// vd, pd = op(vs) under pg (reductions that also return a predicate)
multiclass VReducePred<bits<10> opcode, string mnemonic,
                       list<PTOElemType> types> {
  foreach T = types in
  def TypeTag<T>.ret : VInst<opcode, T, mnemonic, (outs VRF:$vd, PRF:$pd),
                             (ins VRF:$vs1, PRF:$pg), "$vd, $pd, $vs1, $pg"> {
    let r0 = vd; let r1 = vs1; let r3 = pd; let q0 = pg;
  }
}

// vlow, vhigh = op(vs1, vs2)
multiclass VPairOut<bits<10> opcode, string mnemonic,
                    list<PTOElemType> types, bit masked = 0> {
  foreach T = types in
  def TypeTag<T>.ret
      : VInst<opcode, T, mnemonic, (outs VRF:$vd, VRF:$vd2),
              !if(masked, (ins VRF:$vs1, VRF:$vs2, PRF:$pg),
                          (ins VRF:$vs1, VRF:$vs2)),
              "$vd, $vd2, $vs1, $vs2" # !if(masked, ", $pg", "")> {
    let r0 = vd; let r1 = vs1; let r2 = vs2; let r3 = vd2;
    let q0 = !if(masked, pg, 0);
  }
}

// vd = op(vs1, vs2, PART)
multiclass VPart<bits<10> opcode, string mnemonic, list<PTOElemType> types> {
  foreach T = types in
  def TypeTag<T>.ret : VInst<opcode, T, mnemonic, (outs VRF:$vd),
                             (ins VRF:$vs1, VRF:$vs2, mode_Part:$part),
                             "$vd, $vs1, $vs2, $part"> {
    bits<5> part;
    let r0 = vd; let r1 = vs1; let r2 = vs2; let m0 = part;
  }
}

// A conversion-like instruction from Src to Dst elements: `op.dst.src`.
class VConvInst<bits<10> opcode, PTOElemType Dst, PTOElemType Src,
                string mnemonic, dag outs, dag ins, string operands>
    : PTOVInst<opcode, outs, ins,
               TypedName<mnemonic, [Dst, Src]>.ret # "\t" # operands> {
  let Pipe = PipeV;
  let DstType = Dst;
  // The ty slot holds the source type; the destination type's code is in
  // slot r3 when the instruction puts no operand there (docs/encoding.md).
  let EType = Src;
  let r3 = Dst.Code;
}

//===----------------------------------------------------------------------===//
// 3.1 Materialisation
//===----------------------------------------------------------------------===//

foreach T = IntW32 in {
def VBR # TypeTag<T>.ret : VInst<0x100, T, "vbr", (outs VRF:$vd),
                                 (ins GPR:$xs), "$vd, $xs"> {
  let r0 = vd; let r1 = xs;
}
def VDUP # TypeTag<T>.ret : VInst<0x101, T, "vdup", (outs VRF:$vd),
                                  (ins GPR:$xs, PRF:$pg), "$vd, $xs, $pg"> {
  let r0 = vd; let r1 = xs; let q0 = pg;
}
def VDUPV # TypeTag<T>.ret
    : VInst<0x102, T, "vdup", (outs VRF:$vd),
            (ins VRF:$vs1, PRF:$pg, mode_Position:$pos),
            "$vd, $vs1, $pg, $pos"> {
  bits<5> pos;
  let r0 = vd; let r1 = vs1; let q0 = pg; let m0 = pos;
  let Intr = "int_pto_vdupv";
}
}

//===----------------------------------------------------------------------===//
// 3.4 Unary
//===----------------------------------------------------------------------===//

defm VABS : VUnary<0x108, "vabs", [TS8, TS16, TS32, TF16, TF32]>;
defm VNEG : VUnary<0x109, "vneg", [TS8, TS16, TS32, TF16, TF32]>;
defm VEXP : VUnary<0x10A, "vexp", Float>;
defm VLN : VUnary<0x10B, "vln", Float>;
defm VSQRT : VUnary<0x10C, "vsqrt", Float>;
defm VRELU : VUnary<0x10D, "vrelu", [TS32, TF16, TF32]>;
defm VNOT : VUnary<0x10E, "vnot", IntW>;
defm VREC : VUnary<0x10F, "vrec", Float>;
defm VRSQRT : VUnary<0x110, "vrsqrt", Float>;
defm VBCNT : VUnary<0x111, "vbcnt", IntW>;
defm VCLS : VUnary<0x112, "vcls", [TS8, TS16, TS32, TS64]>;
// vmov: an unmasked full-register copy (the compiler-accepted form).
def VMOV : VInst<0x113, NoType, "vmov", (outs VRF:$vd), (ins VRF:$vs1),
                 "$vd, $vs1"> {
  let r0 = vd; let r1 = vs1;
}

//===----------------------------------------------------------------------===//
// 3.5 Binary
//===----------------------------------------------------------------------===//

defm VADD : VBinary<0x118, "vadd", !listconcat(IntW, FloatBF)>;
defm VSUB : VBinary<0x119, "vsub", !listconcat(IntW, FloatBF)>;
defm VMUL : VBinary<0x11A, "vmul", [TI16, TI32, TF16, TBF16, TF32]>;
defm VDIV : VBinary<0x11B, "vdiv", [TS16, TS32, TF16, TF32]>;
defm VMAX : VBinary<0x11C, "vmax", !listconcat(SUInt32, FloatBF)>;
defm VMIN : VBinary<0x11D, "vmin", !listconcat(SUInt32, FloatBF)>;
defm VAND : VBinary<0x11E, "vand", IntW>;
defm VOR : VBinary<0x11F, "vor", IntW>;
defm VXOR : VBinary<0x120, "vxor", IntW>;
defm VSHL : VBinary<0x121, "vshl", IntW>;
// Arithmetic shift for signed types, logical for unsigned.
defm VSHR : VBinary<0x122, "vshr", SUInt64>;
defm VADDC : VCarry<0x123, "vaddc", [TI32]>;
defm VSUBC : VCarry<0x124, "vsubc", [TI32]>;
defm VMADD : VTernary<0x125, "vmadd", FloatBF>;

//===----------------------------------------------------------------------===//
// 3.6 Vector-scalar
//===----------------------------------------------------------------------===//

defm VADDS : VScalar<0x128, "vadds", !listconcat(IntW32, FloatBF)>;
defm VMULS : VScalar<0x129, "vmuls", [TI16, TI32, TF16, TBF16, TF32]>;
defm VMAXS : VScalar<0x12A, "vmaxs", !listconcat(SUInt32, FloatBF)>;
defm VMINS : VScalar<0x12B, "vmins", !listconcat(SUInt32, FloatBF)>;
defm VSHLS : VScalar<0x12C, "vshls", IntW>;
defm VSHRS : VScalar<0x12D, "vshrs", SUInt64>;
defm VLRELU : VScalar<0x12E, "vlrelu", Float>;
defm VADDCS : VCarryIn<0x12F, "vaddcs", [TI32]>;
defm VSUBCS : VCarryIn<0x130, "vsubcs", [TI32]>;
defm VSUBS : VScalar<0x131, "vsubs", !listconcat(IntW32, FloatBF)>;
defm VANDS : VScalar<0x132, "vands", IntW>;
defm VORS : VScalar<0x133, "vors", IntW>;
defm VXORS : VScalar<0x134, "vxors", IntW>;

//===----------------------------------------------------------------------===//
// 3.7 Compare and select
//===----------------------------------------------------------------------===//

defvar CmpTypes = !listconcat(SUInt32, FloatBF);
foreach T = CmpTypes in {
// pd = seed ? (vs1 CMP vs2) : 0
def VCMP # TypeTag<T>.ret
    : VInst<0x138, T, "vcmp", (outs PRF:$pd),
            (ins VRF:$vs1, VRF:$vs2, PRF:$pg, mode_Cmp:$cmp),
            "$pd, $vs1, $vs2, $pg, $cmp"> {
  let r0 = pd; let r1 = vs1; let r2 = vs2; let q0 = pg; let m0 = cmp;
}
def VCMPS # TypeTag<T>.ret
    : VInst<0x139, T, "vcmps", (outs PRF:$pd),
            (ins VRF:$vs1, GPR:$xs, PRF:$pg, mode_Cmp:$cmp),
            "$pd, $vs1, $xs, $pg, $cmp"> {
  let r0 = pd; let r1 = vs1; let r2 = xs; let q0 = pg; let m0 = cmp;
}
}
defm VSEL : VBinary<0x13A, "vsel", IntW>;
// vselr: lane select, vd[i] = vs[vidx[i]].
defm VSELR : VBinaryNoMask<0x13B, "vselr", IntW32>;
defm VSELRV2 : VBinaryNoMask<0x13C, "vselrv2", IntW32>;

//===----------------------------------------------------------------------===//
// 3.8 Reductions
//===----------------------------------------------------------------------===//

// The intrinsic of an arithmetic reduction across the lanes of a register
// (the 19-cycle serial step of a row's chain): PTORowPipeline splits row
// loops at the first one, and the unroller leaves such loops rolled.
class PTOCrossLaneReduction<string intrinsic> {
  Intrinsic Intr = !cast<Intrinsic>(intrinsic);
}

def PTOCrossLaneReductions : GenericTable {
  let FilterClass = "PTOCrossLaneReduction";
  let CppTypeName = "CrossLaneReduction";
  let Fields = ["Intr"];
  let PrimaryKey = ["Intr"];
  let PrimaryKeyName = "lookupCrossLaneReduction";
}

// A reduction across the lanes: the instructions and a row of
// PTOCrossLaneReductions for each distinct intrinsic of its types.
multiclass VReduce<bits<10> opcode, string mnemonic, list<PTOElemType> types> {
  defm "" : VUnary<opcode, mnemonic, types>;
  defvar Intrinsics = !foldl([]<string>, types, Acc, T,
      !listconcat(!listremove(Acc, [PTODefaultIntrinsic<mnemonic, T>.ret]),
                  [PTODefaultIntrinsic<mnemonic, T>.ret]));
  foreach I = Intrinsics in
  def : PTOCrossLaneReduction<I>;
}

defvar ReduceTypes = [TS16, TS32, TU16, TU32, TF16, TF32];
defm VCADD : VReduce<0x140, "vcadd", ReduceTypes>;
defm VCMAX : VReduce<0x141, "vcmax", ReduceTypes>;
defm VCMIN : VReduce<0x142, "vcmin", ReduceTypes>;
defm VCGADD : VReduce<0x143, "vcgadd", ReduceTypes>;
defm VCGMAX : VReduce<0x144, "vcgmax", ReduceTypes>;
defm VCGMIN : VReduce<0x145, "vcgmin", ReduceTypes>;
defm VCPADD : VReduce<0x146, "vcpadd", Float>;
defm VCBMAX : VReducePred<0x147, "vcbmax", [TS8, TS16, TS32, TU8, TU16, TU32,
                                            TF16, TF32]>;
defm VCBMIN : VReducePred<0x148, "vcbmin", [TS8, TS16, TS32, TU8, TU16, TU32,
                                            TF16, TF32]>;
// Histograms: 16-bit bins from 8-bit samples; the bin/control operand is a
// scalar register.
multiclass VHistogram<bits<10> opcode, string mnemonic> {
  def "" : VConvInst<opcode, TU16, TU8, mnemonic, (outs VRF:$vd),
                     (ins VRF:$vacc, VRF:$vs1, PRF:$pg, GPR:$xs),
                     "$vd, $vacc, $vs1, $pg, $xs"> {
    let r0 = vd; let r1 = vs1; let r2 = xs; let r3 = vacc; let q0 = pg;
  }
}
defm CHISTV2 : VHistogram<0x149, "chistv2">;
defm DHISTV2 : VHistogram<0x14A, "dhistv2">;

//===----------------------------------------------------------------------===//
// 3.9 Rearrangement
//===----------------------------------------------------------------------===//

defm VINTLV : VPairOut<0x150, "vintlv", IntW32>;
defm VDINTLV : VPairOut<0x151, "vdintlv", IntW32>;
defm VINTLVV2 : VPart<0x152, "vintlvv2", IntW32>;
defm VDINTLVV2 : VPart<0x153, "vdintlvv2", IntW32>;
defm VSQZ : VUnary<0x154, "vsqz", IntW32>;
defm VUSQZ : VUnary<0x155, "vusqz", SInt32>;
defm VPERM : VBinaryNoMask<0x156, "vperm", IntW32>;
foreach T = IntW32 in {
def VSLIDE # TypeTag<T>.ret
    : VInst<0x157, T, "vslide", (outs VRF:$vd),
            (ins VRF:$vs1, VRF:$vs2, GPR:$xs), "$vd, $vs1, $vs2, $xs"> {
  let r0 = vd; let r1 = vs1; let r2 = vs2; let r3 = xs;
}
def VSHIFT # TypeTag<T>.ret
    : VInst<0x158, T, "vshift", (outs VRF:$vd), (ins VRF:$vs1, GPR:$xs),
            "$vd, $vs1, $xs"> {
  let r0 = vd; let r1 = vs1; let r2 = xs;
}
}

// Narrowing and widening: `vpack.i16.i32 vd, vs, LOWER`.
foreach P = [[TI16, TI32], [TI8, TI16]] in
def VPACK # TypeTag<P[0]>.ret # TypeTag<P[1]>.ret
    : VConvInst<0x159, P[0], P[1], "vpack", (outs VRF:$vd),
                (ins VRF:$vs1, mode_Part:$part), "$vd, $vs1, $part"> {
  bits<5> part;
  let r0 = vd; let r1 = vs1; let m0 = part;
}
// vd[i] = extend(vs[part * N/2 + i])
multiclass VUnpack<bits<10> opcode, string mnemonic,
                   list<list<PTOElemType>> pairs> {
  foreach P = pairs in
  def TypeTag<P[0]>.ret # TypeTag<P[1]>.ret
      : VConvInst<opcode, P[0], P[1], mnemonic, (outs VRF:$vd),
                  (ins VRF:$vs1, uimm1:$imm), "$vd, $vs1, $imm"> {
    let r0 = vd; let r1 = vs1; let imm16 = imm;
  }
}
defm VSUNPACK : VUnpack<0x15A, "vsunpack", [[TS16, TS8], [TS32, TS16]]>;
defm VZUNPACK : VUnpack<0x15B, "vzunpack", [[TU16, TU8], [TU32, TU16]]>;

//===----------------------------------------------------------------------===//
// 3.10 SFU, DSA and fused
//===----------------------------------------------------------------------===//

defm VPRELU : VBinary<0x160, "vprelu", Float>;
// vexpdif: f32 results; an f16 source needs the half of each 32-bit lane.
def VEXPDIF_F32 : VInst<0x161, TF32, "vexpdif", (outs VRF:$vd),
                        (ins VRF:$vs1, VRF:$vs2, PRF:$pg),
                        "$vd, $vs1, $vs2, $pg"> {
  let r0 = vd; let r1 = vs1; let r2 = vs2; let q0 = pg;
}
def VEXPDIF_F16 : VInst<0x161, TF16, "vexpdif", (outs VRF:$vd),
                        (ins VRF:$vs1, VRF:$vs2, PRF:$pg, mode_EvenOdd:$part),
                        "$vd, $vs1, $vs2, $pg, $part"> {
  bits<5> part;
  let r0 = vd; let r1 = vs1; let r2 = vs2; let q0 = pg; let m0 = part;
  let Intr = "int_pto_vexpdif_f16";
  let DstType = TF32;
}
foreach T = Float in
def VAXPY # TypeTag<T>.ret
    : VInst<0x162, T, "vaxpy", (outs VRF:$vd),
            (ins VRF:$vs1, VRF:$vs2, GPR:$xs, PRF:$pg),
            "$vd, $vs1, $vs2, $xs, $pg"> {
  let r0 = vd; let r1 = vs1; let r2 = vs2; let r3 = xs; let q0 = pg;
}
defm VMULL : VPairOut<0x163, "vmull", [TS32, TU32], /*masked=*/1>;
defm VMULA : VTernary<0x164, "vmula", [TI16, TI32, TF16, TBF16, TF32]>;
def VMULSCVT_F16_F32
    : VConvInst<0x165, TF16, TF32, "vmulscvt", (outs VRF:$vd),
                (ins VRF:$vs1, GPR:$xs, PRF:$pg, mode_Round:$round,
                     mode_CvtPart:$part),
                "$vd, $vs1, $xs, $pg, $round, $part"> {
  bits<3> part;
  let r0 = vd; let r1 = vs1; let r2 = xs; let q0 = pg; let m0 = round;
  let m1 = part;
}
foreach P = [[TF16, TF32], [TS8, TF16]] in
def VADDRELUCONV # TypeTag<P[0]>.ret # TypeTag<P[1]>.ret
    : VConvInst<0x166, P[0], P[1], "vaddreluconv", (outs VRF:$vd),
                (ins VRF:$vs1, VRF:$vs2), "$vd, $vs1, $vs2"> {
  let r0 = vd; let r1 = vs1; let r2 = vs2;
}
def VMULCONV_S8_F16
    : VConvInst<0x167, TS8, TF16, "vmulconv", (outs VRF:$vd),
                (ins VRF:$vs1, VRF:$vs2), "$vd, $vs1, $vs2"> {
  let r0 = vd; let r1 = vs1; let r2 = vs2;
}
defm VADDRELU : VBinaryNoMask<0x168, "vaddrelu", Float>;
defm VSUBRELU : VBinaryNoMask<0x169, "vsubrelu", Float>;

//===----------------------------------------------------------------------===//
// Conversions (conversion-ops.md)
//===----------------------------------------------------------------------===//

foreach T = [TI8, TI16, TI32, TF16, TF32] in
def VCI # TypeTag<T>.ret : VInst<0x170, T, "vci", (outs VRF:$vd),
                                 (ins GPR:$xs, mode_Order:$order),
                                 "$vd, $xs, $order"> {
  bits<5> order;
  let r0 = vd; let r1 = xs; let m0 = order;
}

// Every vcvt reads CTRL, whose saturation bits it honours (set_ctrl
// defines it; docs/conversions.md).
let Uses = [CTRL] in {
// The legal A5 pairs. A width-changing conversion names the part of the
// wider vector it reads or writes; the others have no part.
defvar CvtSameWidth = [[TF16, TBF16], [TBF16, TF16], [TS16, TF16],
                       [TS32, TF32], [TF16, TS16], [TF32, TS32]];
defvar CvtWidthChanging = [[TF16, TF32], [TF32, TF16], [TBF16, TF32],
                           [TF32, TBF16], [TS32, TF16], [TS16, TF32],
                           [TS32, TBF16], [TS64, TF32], [TF32, TS64],
                           [TS64, TS32], [TS32, TS64]];
foreach P = CvtSameWidth in
def VCVT # TypeTag<P[0]>.ret # TypeTag<P[1]>.ret
    : VConvInst<0x171, P[0], P[1], "vcvt", (outs VRF:$vd),
                (ins VRF:$vs1, mode_Round:$round, mode_Sat:$sat),
                "$vd, $vs1, $round, $sat"> {
  let r0 = vd; let r1 = vs1; let m0 = round; let m1 = sat;
}
foreach P = CvtWidthChanging in
def VCVT # TypeTag<P[0]>.ret # TypeTag<P[1]>.ret
    : VConvInst<0x172, P[0], P[1], "vcvt", (outs VRF:$vd),
                (ins VRF:$vs1, mode_Round:$round, mode_Sat:$sat,
                     mode_CvtPart:$part),
                "$vd, $vs1, $round, $sat, $part"> {
  bits<5> part;
  let r0 = vd; let r1 = vs1; let r2 = part; let m0 = round; let m1 = sat;
  let Intr = "int_pto_vcvt_part";
}
// The rest of the A5 conversion matrix (the micro-instruction spec's section
// 9, the vendor API's vcvt overloads): their vector types do not name the
// pair (u8, s8 and the 8-bit floats all live in v256i8), so the intrinsic
// names the element types (llvm.pto.vcvt.typed). 2:1 pairs take PART_EVEN
// or PART_ODD, 4:1 pairs a quarter PART_P0..PART_P3 (docs/conversions.md).
defvar CvtTypedHalves = [
  // widening 2:1
  [TU16, TU8], [TS16, TS8], [TU32, TU16], [TS32, TS16], [TU32, TS16],
  [TF16, TU8], [TF16, TS8], [TF32, TS16],
  // narrowing 2:1
  [TU8, TU16], [TU8, TS16], [TU16, TU32], [TS16, TU32], [TU16, TS32],
  [TS16, TS32], [TS8, TF16], [TU8, TF16], [THIF8, TF16]];
defvar CvtTypedQuarters = [
  // widening 4:1
  [TU32, TU8], [TS32, TS8], [TF32, TE4M3], [TF32, TE5M2], [TF32, THIF8],
  [TBF16, TE2M1], [TBF16, TE1M2],
  // narrowing 4:1
  [TU8, TU32], [TU8, TS32], [TE4M3, TF32], [TE5M2, TF32], [THIF8, TF32],
  [TE2M1, TBF16], [TE1M2, TBF16]];
foreach P = CvtTypedHalves in
def VCVT # TypeTag<P[0]>.ret # TypeTag<P[1]>.ret
    : VConvInst<0x172, P[0], P[1], "vcvt", (outs VRF:$vd),
                (ins VRF:$vs1, mode_Round:$round, mode_Sat:$sat,
                     mode_CvtPart:$part),
                "$vd, $vs1, $round, $sat, $part"> {
  bits<5> part;
  let r0 = vd; let r1 = vs1; let r2 = part; let m0 = round; let m1 = sat;
  let Intr = "int_pto_vcvt_typed";
}
foreach P = CvtTypedQuarters in
def VCVT # TypeTag<P[0]>.ret # TypeTag<P[1]>.ret
    : VConvInst<0x174, P[0], P[1], "vcvt", (outs VRF:$vd),
                (ins VRF:$vs1, mode_Round:$round, mode_Sat:$sat,
                     mode_CvtQuarter:$part),
                "$vd, $vs1, $round, $sat, $part"> {
  bits<5> part;
  let r0 = vd; let r1 = vs1; let r2 = part; let m0 = round; let m1 = sat;
  let Intr = "int_pto_vcvt_typed";
}
} // Uses = [CTRL]

foreach T = Float in
def VTRC # TypeTag<T>.ret : VInst<0x173, T, "vtrc", (outs VRF:$vd),
                                  (ins VRF:$vs1, mode_Round:$round),
                                  "$vd, $vs1, $round"> {
  let r0 = vd; let r1 = vs1; let m0 = round;
}
