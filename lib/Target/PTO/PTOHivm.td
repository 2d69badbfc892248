//===-- PTOHivm.td - llvm.hivm.* calls as llvm.pto.* calls -*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// PTOAS (the MLIR assembler of PTO programs) and AscendNPU-IR emit LLVM IR
// whose operations are calls of `llvm.hivm.*` functions, the intrinsics of
// the vendor's compiler. PTOLowerHivm rewrites each such call into a call of
// one of our llvm.pto.* intrinsics, from the tables of this file
// (docs/hivm.md has the decisions):
//
//  * HivmIntrinsics: per hivm name stem (`vadd` of `llvm.hivm.vadd.v64f32.x`,
//    with the mask granularity of the `.b8`/`.b16`/`.b32` names), our
//    intrinsic and how each of its operands is made from the hivm call's.
//  * HivmConversions: per vcvt element type pair, where the hivm call passes
//    the rounding, saturation and part operands; our intrinsic is the one
//    our instruction of the pair names.
//  * HivmFields: the fields of the control words hivm calls pack (the DMA
//    configuration words, the loop registers, VBS32's repeat count), each
//    an operand of ours.
//  * HivmTokenTable: the hivm encodings of the tokens whose values are not
//    ours (predicate patterns, pipes, special registers), by name: the same
//    name among our tokens (PTOModes.td) gives our value (HivmRemaps: which
//    kind of ours).
//  * HivmBitSets (SBITSET0/1, plain IR) and HivmForeignTable (the names of
//    the cube core's and SIMT code's intrinsics, reported as such).
//
// Both hivm naming generations (`vadd.v64f32.x` and CANN 9's
// `vadd.s.x.v64f32`) have the same stems; PTOLowerHivm parses either.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

// A set of hivm tokens: the encodings of one operand kind.
class HivmTokenSet<int value, string desc> {
  bits<2> Code = value;
  string Description = desc;
}
def HivmPatterns : HivmTokenSet<0, "predicate pattern">;
def HivmPipes : HivmTokenSet<1, "pipe">;
def HivmSPRs : HivmTokenSet<2, "special register">;

// Token Name is encoded as Value in hivm calls. Name is also the token's
// name among ours, where it has one.
class HivmToken<HivmTokenSet set, string name, int value> {
  bits<2> Set = set.Code;
  string Name = name;
  bits<8> Value = value;
}

multiclass HivmTokens<HivmTokenSet set, list<string> names,
                      list<int> values> {
  assert !eq(!size(names), !size(values)), "a value for each name";
  foreach I = !range(!size(names)) in
  def _ # names[I] : HivmToken<set, names[I], values[I]>;
}

// PTOAS VPTOLLVMEmitter.cpp, parsePredicatePatternImmediate.
defm HivmPattern : HivmTokens<HivmPatterns,
  ["PAT_ALL", "PAT_VL1", "PAT_VL2", "PAT_VL3", "PAT_VL4", "PAT_VL8",
   "PAT_VL16", "PAT_VL32", "PAT_VL64", "PAT_VL128", "PAT_M3", "PAT_M4",
   "PAT_H", "PAT_Q", "PAT_ALLF"],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15]>;
// parsePipeImmediate. The cube, MTE1, MTE4/5, V2 and FIX pipes are not
// pipes of the vector core: no token of ours has their names.
defm HivmPipe : HivmTokens<HivmPipes,
  ["PIPE_S", "PIPE_V", "PIPE_M", "PIPE_MTE1", "PIPE_MTE2", "PIPE_MTE3",
   "PIPE_ALL", "PIPE_MTE4", "PIPE_MTE5", "PIPE_V2", "PIPE_FIX",
   "VIRTUAL_PIPE_MTE2_L1A", "VIRTUAL_PIPE_MTE2_L1B"],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]>;
// parseSprImmediate.
defm HivmSPR : HivmTokens<HivmSPRs, ["AR"], [74]>;

def HivmTokenTable : GenericTable {
  let FilterClass = "HivmToken";
  let CppTypeName = "HivmToken";
  let Fields = ["Set", "Name", "Value"];
  let PrimaryKey = ["Set", "Value"];
  let PrimaryKeyName = "lookupHivmToken";
}

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// How one operand of our intrinsic is made: Kind, and Arg, the hivm call's
// operand it is made from (for HivmTok, the token's value).
class HivmOperand<int kind, int arg> {
  assert !and(!ge(kind, 0), !lt(kind, 64)), "Kind holds 6 bits";
  assert !and(!ge(arg, 0), !lt(arg, 16)), "Arg holds 4 bits";
  int Kind = kind;
  int Arg = arg;
}
// The operand as it is. Where ours takes an immediate, a constant is
// remade with the immediate's type (an i64 event id as i32); float vectors
// become integer vectors of the same width for an IntOnly intrinsic.
class HivmArg<int i> : HivmOperand<0, i>;
// A scalar element: its bits (a float's bit pattern), zero-extended to
// i64. The ISA reads the low lane-width bits.
class HivmBits<int i> : HivmOperand<1, i>;
// An integer sign-extended to i64 (byte offsets, lane counts).
class HivmSExt<int i> : HivmOperand<2, i>;
// The compare mode the name carries (`vcmp.lt.f32.z`): our ModeCmp token
// of the same name.
def HivmCmpFromName : HivmOperand<3, 0>;
// A token of ours that the hivm name implies (`vdupm`: HIGHEST).
class HivmTok<PTOModeToken t> : HivmOperand<4, t.Imm>;
// An event id that may be a run-time value (SET.FLAG.REG): ours takes an
// immediate, so the call becomes a switch over EVENT_ID0..7 with one call
// each (an id outside 0..7 sets or waits for nothing).
class HivmEventArg<int i> : HivmOperand<5, i>;
// Kinds 6 to 10 are the token remaps (HivmRemap below).
// A half, LOWER (0) or HIGHER (1), that may be a run-time value (vsunpack's
// part, an index PTOAS casts to i32): ours takes an immediate, so a
// run-time half selects between the calls with 0 and 1 (any value but 0 is
// HIGHER).
class HivmHalfArg<int i> : HivmOperand<11, i>;
// An i64 0: the byte offset of a post-update access (PostBase below),
// vstus's offset from its base.
def HivmZero : HivmOperand<13, 0>;
// Merge list K's UB address from VMRGSORT's packed operand: 16 bits of
// 8-byte units each, list 0 lowest (PTOAS's packVmrgsort4SourceAddr).
class HivmListArg<int i, int k> : HivmOperand<!add(15, k), i> {
  assert !and(!ge(k, 0), !lt(k, 4)), "four lists";
}
// The i64 constant V (vgatherb's block count).
class HivmImm64<int v> : HivmOperand<19, v>;
// A vector bitcast to the type of our result (vgatherb's u32 block offsets
// for a gather of 16-bit data: the same bytes).
class HivmAsResultArg<int i> : HivmOperand<20, i>;
// The lane count of the call's first data vector, as i64 (vscatter's
// count, with PackActive).
def HivmLanes : HivmOperand<34, 0>;

// A constant hivm token of Set, as the token of ours of kind Ours with the
// same name. The remaps are operand kinds 6 to 10.
class HivmRemap<int kind, HivmTokenSet set, PTOModeKind ours> {
  bits<5> Code = kind;
  bits<2> Set = set.Code;
  PTOModeKind Ours = ours;
}
def HivmRemapPattern : HivmRemap<6, HivmPatterns, ModePattern>;
def HivmRemapFlagPipe : HivmRemap<7, HivmPipes, ModeSetFlagPipe>;
def HivmRemapBarrierPipe : HivmRemap<8, HivmPipes, ModeBarrierPipe>;
def HivmRemapSPR : HivmRemap<9, HivmSPRs, ModeSPR>;
def HivmRemapBufPipe : HivmRemap<10, HivmPipes, ModeBufPipe>;
class HivmRemapArg<HivmRemap r, int i> : HivmOperand<r.Code, i>;

// A field of a control word, an integer operand of the call: bits
// [Lo, Lo + Width), plus, if PlusWidth, bits [PlusLo, PlusLo + PlusWidth),
// the sum shifted left by Shift, as i64. With ElemPad, a one-bit field
// (copy_gm_to_ubuf's data_select) becomes our pad size code of the name's
// element when set (1, 2, 3 for 8, 16, 32 bits and wider), else 0; a
// run-time one selects between the calls with both. The fields are operand
// kinds 12, 14 and 21 on.
class HivmField<int kind, int lo, int width, int shift = 0, int plusLo = 0,
                int plusWidth = 0> {
  assert !and(!gt(width, 0), !le(!add(lo, width), 64)), "bits of an i64";
  bits<6> Code = kind;
  bits<6> Lo = lo;
  bits<7> Width = width;
  bits<6> Shift = shift;
  bits<6> PlusLo = plusLo;
  bits<7> PlusWidth = plusWidth;
  bit ElemPad = 0;
}
class HivmFieldArg<HivmField f, int i> : HivmOperand<f.Code, i>;

// VBS32's repeat count (repeat << 56).
def HivmFieldRepeat : HivmField<12, 56, 8>;
// A vsstb control word (block stride << 16 | repeat stride) without its
// repeat stride (the vsstb.post form, whose repeat stride advances the
// base instead).
def HivmFieldBlockStride : HivmField<14, 16, 16, 16>;
// The DMA configuration words of PTOAS's packCopyGmToUbConfig0/1 and
// packCopyUbToGmConfig0/1: cfg0 = sid | n_burst << 4 | len_burst << 25 |
// left_pad << 46 | right_pad << 52 | data_select << 58 | l2_cache << 60
// (a store's: sid | n_burst << 4 | len_burst << 25 | reserved << 60);
// cfg1 = ub_stride << 40 | gm_stride. Bytes, as ours.
def HivmFieldBurstCount : HivmField<21, 4, 21>;
def HivmFieldBurstLen : HivmField<22, 25, 21>;
def HivmFieldLeftPad : HivmField<23, 46, 6>;
def HivmFieldRightPad : HivmField<24, 52, 6>;
def HivmFieldDataSelect : HivmField<25, 58, 1> {
  let ElemPad = 1;
}
// The loop stride registers' layout too (the GM stride, the UB stride).
def HivmFieldLow40 : HivmField<26, 0, 40>;
def HivmFieldHigh24 : HivmField<27, 40, 24>;
// The loop size registers: loop2 << 21 | loop1.
def HivmFieldLoop1 : HivmField<28, 0, 21>;
def HivmFieldLoop2 : HivmField<29, 21, 22>;
// MOV.UB.TO.UB's word (packCopyUbToUbConfig): n_burst | len_burst << 16 |
// src_gap << 32 | dst_gap << 48, the length and gaps in 32-byte blocks;
// ours takes bytes and start-to-start strides, (len_burst + gap) * 32.
def HivmFieldUbBurstCount : HivmField<30, 0, 16>;
def HivmFieldUbBurstLen : HivmField<31, 16, 16, 5>;
def HivmFieldUbSrcStride : HivmField<32, 16, 16, 5, 32, 16>;
def HivmFieldUbDstStride : HivmField<33, 16, 16, 5, 48, 16>;

def HivmFields : GenericTable {
  let FilterClass = "HivmField";
  let CppTypeName = "HivmField";
  let Fields = ["Code", "Lo", "Width", "Shift", "PlusLo", "PlusWidth",
                "ElemPad"];
  let PrimaryKey = ["Code"];
  let PrimaryKeyName = "lookupHivmField";
}

def HivmRemaps : GenericTable {
  let FilterClass = "HivmRemap";
  let CppTypeName = "HivmRemap";
  let Fields = ["Code", "Set", "Ours"];
  string TypeOf_Ours = "PTOModeKindEnum";
  let PrimaryKey = ["Code"];
  let PrimaryKeyName = "lookupHivmRemap";
}

//===----------------------------------------------------------------------===//
// Intrinsics
//===----------------------------------------------------------------------===//

// `llvm.hivm.<Stem>...` is our intrinsic Intr with the operands Ops.
class HivmIntrinsic<string stem, Intrinsic intr, list<HivmOperand> ops> {
  string Stem = stem;
  // The mask granularity the name carries (`pset.b32`), 0 for none.
  bits<6> Gran = 0;
  // Whether the name has `.post` (post-update forms).
  bit Post = 0;
  // The scalar element piece the name must have where it decides our
  // intrinsic (`VBS32.V300.f16`); "" for any.
  string Elem = "";
  // The inactive-lane suffix the name must have: "x" (PTOAS's masked
  // compute, zeroing like ours), "z" (zeroing), "m" (merging) or "" (none).
  string Mode = "x";
  Intrinsic Intr = intr;
  // The intrinsic for unsigned elements (`vmax.v64u32.x`, CANN 9
  // `vmax.u.x.v64i32`).
  Intrinsic UIntr = intr;
  // Whether ours has no form for unsigned elements.
  bit SignedOnly = 0;
  // Whether unsigned elements divide by a composite of ours (vdiv: ours is
  // signed; u16 through f32 halves, u32 through the signed division, as
  // our header's __pto_vdiv), inactive lanes zeroed.
  bit UDivide = 0;
  // Whether ours stores its first lanes (a count, HivmLanes) where the call
  // stores the lanes its mask (its last mask operand) selects: operands 0
  // and 2 of ours (data, indices) become their active lanes packed to the
  // front (vsqz), the lanes after them repeating the first one's store, or
  // with no active lane storing base[0] back (our header's masked
  // vscatter).
  bit PackActive = 0;
  // Whether ours takes integer vectors only (vand, vsel, vbr ...): float
  // vectors are bitcast to the integer vector of the same width and back.
  bit IntOnly = 0;
  // Whether the name's single vector type is the source's (the first vector
  // operand's: reductions, CANN 9's vpack) rather than the result's. A name
  // with two (CANN 9's widening vcadd) has the result's, then the source's.
  bit NamesSource = 0;
  // Whether the name's element type gives only the element width: vselr,
  // whose f32 data PTOAS passes as <64 x i32> (named v64u32 by the default
  // emitter, v64f32 by the CANN 9 one).
  bit NameWidthOnly = 0;
  // Whether our result has the type of the call's first operand, the call's
  // result being its bits: the widening vcadd, whose 16-bit sum ours writes
  // 32 bits wide into lane 0. Only 16-bit integers widen (to 32 bits).
  bit ResultAsSource = 0;
  // A `.m` form whose inactive lanes keep hivm operand MergeArg: ours zero
  // them, so the result is vsel(ours, that operand, the call's mask).
  bit Merging = 0;
  bits<4> MergeArg = 0;
  // A post-update form (Post): the call also returns hivm operand PostBase
  // advanced by PostStep bytes (sign-extended), or, with PostBlocks, by the
  // low 16 bits of PostStep in 32-byte blocks (vsstb's repeat stride).
  bits<4> PostBase = 0;
  bits<4> PostStep = 0;
  bit PostBlocks = 0;
  // What the call's result is of ours, where ours has another type: 0 the
  // same value (its types turned back); 1 our first result (vstus, whose
  // advanced offset PTOAS does not take); 2 our four i64 results packed 16
  // bits each, the first lowest (GET.VMS4.SR).
  bits<2> ResultForm = 0;
  // Whether the 32-byte blocks whose b32 lane of the call's mask is
  // inactive are zeroed (vgatherb: block j reads lane j's predicate).
  bit ZeroBlocks = 0;
  // The number of operands of the hivm call: by default up to the last one
  // an operand of ours is made from (pge's trailing 0 is not).
  bits<4> NumArgs = !add(1, !foldl(-1, ops, acc, o,
                                   !if(!and(!ne(o.Kind, 3), !ne(o.Kind, 4),
                                            !ne(o.Kind, 13), !ne(o.Kind, 19),
                                            !ne(o.Kind, 34), !gt(o.Arg, acc)),
                                       o.Arg, acc)));
  // The operands of ours, as written (tools/isa/gen_hivm_tests.py reads
  // them), and packed for PTOLowerHivm: 10 bits each, Kind, then Arg << 6,
  // six to a word, the first lowest: operands 0 to 5 in Operands, 6 to 11
  // in Operands2.
  list<HivmOperand> OperandList = ops;
  assert !le(!size(ops), 12), "Operands and Operands2 hold 12 operands";
  bits<4> NumOperands = !size(ops);
  bits<64> Operands = !foldl(0, !range(!size(ops)), acc, i,
                             !if(!lt(i, 6),
                                 !or(acc, !shl(!or(ops[i].Kind,
                                                   !shl(ops[i].Arg, 6)),
                                               !mul(10, i))),
                                 acc));
  bits<64> Operands2 = !foldl(0, !range(!size(ops)), acc, i,
                              !if(!ge(i, 6),
                                  !or(acc, !shl(!or(ops[i].Kind,
                                                    !shl(ops[i].Arg, 6)),
                                                !mul(10, !sub(i, 6)))),
                                  acc));
}

def HivmIntrinsics : GenericTable {
  let FilterClass = "HivmIntrinsic";
  let CppTypeName = "HivmIntrinsic";
  let Fields = ["Stem", "Gran", "Post", "Elem", "Mode", "Intr", "UIntr",
                "SignedOnly", "UDivide", "PackActive", "IntOnly",
                "NamesSource", "NameWidthOnly", "ResultAsSource", "Merging",
                "MergeArg", "PostBase",
                "PostStep", "PostBlocks", "ResultForm", "ZeroBlocks",
                "NumArgs", "NumOperands", "Operands", "Operands2"];
}
def lookupHivmIntrinsic : SearchIndex {
  let Table = HivmIntrinsics;
  let Key = ["Stem", "Gran", "Post", "Elem"];
}

// The record of our intrinsic llvm.pto.<name>.
class PTOIntr<string name> {
  Intrinsic ret = !cast<Intrinsic>("int_pto_" # !subst(".", "_", name));
}

// (vs, pg): unary compute and reductions. PTOAS emits no vrec; AscendNPU-IR
// does.
foreach S = ["vabs", "vneg", "vexp", "vln", "vsqrt", "vrelu", "vrec",
             "vcpadd"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret, [HivmArg<0>, HivmArg<1>]>;
def : HivmIntrinsic<"vnot", int_pto_vnot, [HivmArg<0>, HivmArg<1>]> {
  let IntOnly = 1;
}
// The reductions are named by their source. vcadd widens 16-bit integers
// (`<64 x i32> vcadd.v128s16.x(<128 x i16>, pg)`, CANN 9
// `vcadd.s.x.v64i32.v128i16`): ours sums them 32 bits wide into lane 0 of
// its 16-bit result, whose bits the call's result is. Its widening of 8-bit
// integers (`<128 x i16> vcadd.v256s8.x`) is a composite (emitByteSum).
foreach S = ["vcadd", "vcmax", "vcmin", "vcgadd", "vcgmax", "vcgmin"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret, [HivmArg<0>, HivmArg<1>]> {
  let UIntr = PTOIntr<S # ".u">.ret;
  let NamesSource = 1;
  let ResultAsSource = !eq(S, "vcadd");
}

// (vs1, vs2, pg)
foreach S = ["vadd", "vsub", "vmul", "vshl", "vprelu"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret, [HivmArg<0>, HivmArg<1>, HivmArg<2>]>;
foreach S = ["vmax", "vmin", "vshr"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret, [HivmArg<0>, HivmArg<1>, HivmArg<2>]> {
  let UIntr = PTOIntr<S # ".u">.ret;
}
def : HivmIntrinsic<"vdiv", int_pto_vdiv, [HivmArg<0>, HivmArg<1>, HivmArg<2>]> {
  let UDivide = 1;
}
foreach S = ["vand", "vor", "vxor"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret, [HivmArg<0>, HivmArg<1>, HivmArg<2>]> {
  let IntOnly = 1;
}

// (vs, scalar element, pg)
foreach S = ["vadds", "vmuls", "vshls", "vlrelu"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret, [HivmArg<0>, HivmBits<1>, HivmArg<2>]>;
foreach S = ["vmaxs", "vmins", "vshrs"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret, [HivmArg<0>, HivmBits<1>, HivmArg<2>]> {
  let UIntr = PTOIntr<S # ".u">.ret;
}

// vsel(src0, src1, mask): mask ? src0 : src1, as ours.
def : HivmIntrinsic<"vsel", int_pto_vsel, [HivmArg<0>, HivmArg<1>, HivmArg<2>]> {
  let Mode = "";
  let IntOnly = 1;
}

// Materialisation. vdups/vdup/vdupm pass a trailing `i32 1` that PTOAS
// does not document; it is dropped.
def : HivmIntrinsic<"vbr", int_pto_vbr, [HivmBits<0>]> {
  let Mode = "";
  let IntOnly = 1;
}
def : HivmIntrinsic<"vdups", int_pto_vdup, [HivmBits<0>, HivmArg<1>]> {
  let NumArgs = 3;
  let Mode = "z";
  let IntOnly = 1;
}
def : HivmIntrinsic<"vdup", int_pto_vdupv,
                    [HivmArg<0>, HivmArg<1>, HivmTok<Position_LOWEST>]> {
  let NumArgs = 3;
  let Mode = "z";
  let IntOnly = 1;
}
def : HivmIntrinsic<"vdupm", int_pto_vdupv,
                    [HivmArg<0>, HivmArg<1>, HivmTok<Position_HIGHEST>]> {
  let NumArgs = 3;
  let Mode = "z";
  let IntOnly = 1;
}

// vselr(src, idx): src[idx[i]], as ours (the index taken modulo the lanes,
// docs/emulator.md). f32 data comes as <64 x i32>.
def : HivmIntrinsic<"vselr", int_pto_vselr, [HivmArg<0>, HivmArg<1>]> {
  let Mode = "";
  let IntOnly = 1;
  let NameWidthOnly = 1;
}

// vexpdif(in, max, pg, i32 part): exp(in - max) as f32. The default emitter
// names the source and result elements (`vexpdif.v128f16f32`,
// `vexpdif.v64f32f32`), the CANN 9 one the source
// (`vexpdif.interleave.v128f16`, `vexpdif.v64f32`). The f16 form takes the
// EVEN or ODD halves of the 32-bit lanes, as ours; the f32 form's part is
// dropped: our f32 instruction has none, every lane is computed.
foreach S = ["vexpdif.v128f16f32", "vexpdif.interleave"] in
def : HivmIntrinsic<S, int_pto_vexpdif_f16,
                    [HivmArg<0>, HivmArg<1>, HivmArg<2>, HivmArg<3>]> {
  let Mode = "";
  let NamesSource = 1;
}
foreach S = ["vexpdif.v64f32f32", "vexpdif"] in
def : HivmIntrinsic<S, int_pto_vexpdif, [HivmArg<0>, HivmArg<1>, HivmArg<2>]> {
  let NumArgs = 4;
  let Mode = "";
  let NamesSource = 1;
}

// vpack.<src>2<dst>.x(vs, i32 LOWER/HIGHER) (CANN 9 `vpack.x.v64i32`, named
// by the source): the truncated lanes into the lower or upper half, the
// other half 0, as ours. vsunpack/vzunpack.<src>2<dst>(vs, i32 part) (CANN 9
// `vsunpack.v128i16`, named by the result): the lower or upper half
// extended; PTOAS casts an index to the part, which may be a run-time value.
def : HivmIntrinsic<"vpack", int_pto_vpack, [HivmArg<0>, HivmArg<1>]> {
  let NamesSource = 1;
}
foreach S = ["vsunpack", "vzunpack"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret, [HivmArg<0>, HivmHalfArg<1>]> {
  let Mode = "";
}

// Merging fused ops: vmula.m(acc, lhs, rhs, pg) = acc + lhs * rhs and
// vaxpy.m(addend, src, alpha, pg) = alpha * src + addend (PTOAS passes the
// addend first, where the vendor API has its destination); inactive lanes
// keep acc and addend.
def : HivmIntrinsic<"vmula", int_pto_vmula,
                    [HivmArg<0>, HivmArg<1>, HivmArg<2>, HivmArg<3>]> {
  let Mode = "m";
  let Merging = 1;
  let MergeArg = 0;
}
def : HivmIntrinsic<"vaxpy", int_pto_vaxpy,
                    [HivmArg<1>, HivmArg<0>, HivmBits<2>, HivmArg<3>]> {
  let Mode = "m";
  let Merging = 1;
  let MergeArg = 0;
}

// Carry, widening multiply and interleave forms: several results, as ours.
foreach S = ["vaddc", "vsubc"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret, [HivmArg<0>, HivmArg<1>, HivmArg<2>]> {
  let Mode = "";
}
foreach S = ["vaddcs", "vsubcs"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret,
                    [HivmArg<0>, HivmArg<1>, HivmArg<2>, HivmArg<3>]> {
  let Mode = "";
}
def : HivmIntrinsic<"vmull", int_pto_vmull,
                    [HivmArg<0>, HivmArg<1>, HivmArg<2>]> {
  let Mode = "";
  let UIntr = int_pto_vmull_u;
}
foreach S = ["vintlv", "vdintlv"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret, [HivmArg<0>, HivmArg<1>]> {
  let Mode = "";
  let IntOnly = 1;
}

// vsqz(vs, pg, i32 st): the st hint (set when a vstur stores the result) is
// dropped; ours always records the count vstur uses. vusqz(vs, pg).
def : HivmIntrinsic<"vsqz", int_pto_vsqz, [HivmArg<0>, HivmArg<1>]> {
  let NumArgs = 3;
  let IntOnly = 1;
}
def : HivmIntrinsic<"vusqz", int_pto_vusqz, [HivmArg<0>, HivmArg<1>]> {
  let Mode = "m";
}

// vci(index, i32 order); vtrc.<t>.x(vs, i32 round, pg), the mask dropped
// as for the conversions.
def : HivmIntrinsic<"vci", int_pto_vci, [HivmBits<0>, HivmArg<1>]> {
  let Mode = "";
}
def : HivmIntrinsic<"vtrc", int_pto_vtrc, [HivmArg<0>, HivmArg<1>]> {
  let NumArgs = 3;
}

// Compares: the mode is in the name (`vcmp.lt.f32.z`), the mask is the
// seed (pd = seed ? cmp : 0), as ours.
def : HivmIntrinsic<"vcmp", int_pto_vcmp,
                    [HivmArg<0>, HivmArg<1>, HivmArg<2>, HivmCmpFromName]> {
  let Mode = "z";
  let UIntr = int_pto_vcmp_u;
}
def : HivmIntrinsic<"vcmps", int_pto_vcmps,
                    [HivmArg<0>, HivmBits<1>, HivmArg<2>, HivmCmpFromName]> {
  let Mode = "z";
  let UIntr = int_pto_vcmps_u;
}

// Predicates: pset.bN(pattern), pge.bN(pattern, i32 0) (the 0 is not
// documented and dropped), plt.bN.v300(i32 n) -> {mask, i32 n - lanes},
// which is ours with an i64 count.
foreach G = [8, 16, 32] in {
def : HivmIntrinsic<"pset", PTOIntr<"pset.b" # G>.ret,
                    [HivmRemapArg<HivmRemapPattern, 0>]> {
  let Gran = G;
  let Mode = "";
}
def : HivmIntrinsic<"pge", PTOIntr<"pge.b" # G>.ret,
                    [HivmRemapArg<HivmRemapPattern, 0>]> {
  let Gran = G;
  let NumArgs = 2;
  let Mode = "";
}
def : HivmIntrinsic<"plt", PTOIntr<"plt.b" # G>.ret, [HivmSExt<0>]> {
  let Gran = G;
  let Mode = "";
}
}

// Predicate logic: pnot.z(in, pg) = ~in & pg, pand.z/por.z/pxor.z(a, b, pg),
// psel(a, b, sel), ppack.z/punpack(pm, i32 LOWER/HIGHER),
// pintlv.bN/pdintlv.bN(a, b) -> {lo, hi}: ours.
def : HivmIntrinsic<"pnot", int_pto_pnot, [HivmArg<0>, HivmArg<1>]> {
  let Mode = "z";
}
foreach S = ["pand", "por", "pxor"] in
def : HivmIntrinsic<S, PTOIntr<S>.ret, [HivmArg<0>, HivmArg<1>, HivmArg<2>]> {
  let Mode = "z";
}
def : HivmIntrinsic<"psel", int_pto_psel, [HivmArg<0>, HivmArg<1>, HivmArg<2>]> {
  let Mode = "";
}
def : HivmIntrinsic<"ppack", int_pto_ppack, [HivmArg<0>, HivmArg<1>]> {
  let Mode = "z";
}
def : HivmIntrinsic<"punpack", int_pto_punpack, [HivmArg<0>, HivmArg<1>]> {
  let Mode = "";
}
foreach G = [8, 16, 32] in
foreach S = ["pintlv", "pdintlv"] in
def : HivmIntrinsic<S, PTOIntr<S # ".b" # G>.ret, [HivmArg<0>, HivmArg<1>]> {
  let Gran = G;
  let Mode = "";
}

// UB loads and stores at [base + byte offset]: vldsx1(base, i32 offset,
// i32 dist, i32 0), vstsx1(vs, base, i32 offset, i32 dist, i32 0, pg). The
// distribution tokens are ours; the trailing 0 says "no post-update".
def : HivmIntrinsic<"vldsx1", int_pto_vlds,
                    [HivmArg<0>, HivmSExt<1>, HivmArg<2>]> {
  let NumArgs = 4;
  let Mode = "";
}
def : HivmIntrinsic<"vstsx1", int_pto_vsts,
                    [HivmArg<0>, HivmArg<1>, HivmSExt<2>, HivmArg<3>,
                     HivmArg<5>]> {
  let Mode = "";
}

// The post-update forms (`i32 1` where the others pass 0) access the base,
// as the vendor API's POST_UPDATE does, and return the base advanced by the
// offset: vldsx1.post(base, off, dist, 1) -> {vs, base + off},
// vstsx1.post(vs, base, off, dist, 1, pg) -> base + off.
def : HivmIntrinsic<"vldsx1", int_pto_vlds, [HivmArg<0>, HivmZero, HivmArg<2>]> {
  let Post = 1;
  let NumArgs = 4;
  let Mode = "";
  let PostBase = 0;
  let PostStep = 1;
}
def : HivmIntrinsic<"vstsx1", int_pto_vsts,
                    [HivmArg<0>, HivmArg<1>, HivmZero, HivmArg<3>,
                     HivmArg<5>]> {
  let Post = 1;
  let Mode = "";
  let PostBase = 1;
  let PostStep = 2;
}

def : HivmIntrinsic<"vldsx2", int_pto_vldsx2,
                    [HivmArg<0>, HivmSExt<1>, HivmArg<2>]> {
  let NumArgs = 4;
  let Mode = "";
}
def : HivmIntrinsic<"vstsx2", int_pto_vstsx2,
                    [HivmArg<0>, HivmArg<1>, HivmArg<2>, HivmSExt<3>,
                     HivmArg<4>, HivmArg<6>]> {
  let Mode = "";
}
// vsldb(base, i32 cfg, i32 0, pg), vsstb(vs, base, i32 cfg, i32 0, pg):
// cfg = block stride << 16 | repeat stride, as ours.
def : HivmIntrinsic<"vsldb", int_pto_vsldb,
                    [HivmArg<0>, HivmBits<1>, HivmArg<3>]> {
  let Mode = "";
}
def : HivmIntrinsic<"vsstb", int_pto_vsstb,
                    [HivmArg<0>, HivmArg<1>, HivmBits<2>, HivmArg<4>]> {
  let Mode = "";
}
// vsstb.post(vs, base, cfg, 1, pg) -> base: the blocks at base + j * block
// stride * 32, then the base advanced by the repeat stride (cfg bits 15:0)
// in 32-byte blocks, as the vendor API's vsstb POST_UPDATE.
def : HivmIntrinsic<"vsstb", int_pto_vsstb,
                    [HivmArg<0>, HivmArg<1>,
                     HivmFieldArg<HivmFieldBlockStride, 2>, HivmArg<4>]> {
  let Post = 1;
  let Mode = "";
  let PostBase = 1;
  let PostStep = 2;
  let PostBlocks = 1;
}
// Gathers: vgather2.v300(base, idx, pg) and vgather2.bc(base, idx, pg),
// the data at base + idx[i] elements in active lanes, are ours, which zero
// the inactive lanes (PTOAS: zero for vgather2.bc, unspecified for
// vgather2). vgatherb.v310(base, u32 offsets, b32 pg): the eight 32-byte
// blocks at base + offsets[j] bytes, a block whose b32 lane is inactive
// zeroed; ours gathers all eight.
foreach S = ["vgather2", "vgather2.bc"] in
def : HivmIntrinsic<S, int_pto_vgather2_bc,
                    [HivmArg<0>, HivmArg<1>, HivmArg<2>]> {
  let Mode = "";
  let IntOnly = 1;
}
// vscatter.v<N><t>.v300(vs, base, idx, pg): vs[i] to base + idx[i]
// elements where lane i of pg is active (PTOAS: 32-bit data and indices).
// Ours stores the first N lanes: the active ones are packed to the front.
def : HivmIntrinsic<"vscatter", int_pto_vscatter,
                    [HivmArg<0>, HivmArg<1>, HivmArg<2>, HivmLanes]> {
  let NumArgs = 4;
  let Mode = "";
  let IntOnly = 1;
  let PackActive = 1;
}
def : HivmIntrinsic<"vgatherb", int_pto_vgatherb,
                    [HivmArg<0>, HivmAsResultArg<1>, HivmImm64<8>]> {
  let NumArgs = 3;
  let Mode = "";
  let IntOnly = 1;
  let ZeroBlocks = 1;
}
// The progress counters of the last merge sort, 16 bits each.
def : HivmIntrinsic<"GET.VMS4.SR", int_pto_get_vms4_sr, []> {
  let Mode = "";
  let ResultForm = 2;
}

// Align-state streams. PTOAS's align state is a <32 x i8> value; ours is
// target("pto.align"), cast to and from it. init.vector.align.data();
// vldas(base); vldus(base, align) -> {vs, align, base'}: base' is hidden by
// PTOAS (its no-post form's "base field is not meaningful"), ours is the
// base advanced by 256. vstus(vs, base, i32 step, align) -> align stores
// the step's bytes of vs at base (PTOAS: "how far the store stream advances
// at this step"), as ours at offset 0. vstur(vs, base, align, i32 post,
// i32 0); vstar(align, base, i32 0); vstas(align, base, i32 offset, i32 0);
// pstu.bN(pm, base, align) -> {align, base'}.
def : HivmIntrinsic<"init.vector.align.data", int_pto_init_align, []> {
  let Mode = "";
}
def : HivmIntrinsic<"vldas", int_pto_vldas, [HivmArg<0>]> {
  let Mode = "";
}
def : HivmIntrinsic<"vldus", int_pto_vldus, [HivmArg<1>, HivmArg<0>]> {
  let Mode = "";
}
def : HivmIntrinsic<"vstus", int_pto_vstus,
                    [HivmArg<3>, HivmZero, HivmArg<0>, HivmArg<1>,
                     HivmSExt<2>]> {
  let Mode = "";
  let ResultForm = 1;
}
def : HivmIntrinsic<"vstur", int_pto_vstur_mode,
                    [HivmArg<2>, HivmArg<0>, HivmArg<1>, HivmArg<3>]> {
  let NumArgs = 5;
  let Mode = "";
}
def : HivmIntrinsic<"vstar", int_pto_vstar, [HivmArg<0>, HivmArg<1>]> {
  let NumArgs = 3;
  let Mode = "";
}
def : HivmIntrinsic<"vstas", int_pto_vstas,
                    [HivmArg<0>, HivmArg<1>, HivmSExt<2>]> {
  let NumArgs = 4;
  let Mode = "";
}
foreach G = [16, 32] in
def : HivmIntrinsic<"pstu", PTOIntr<"pstu.b" # G>.ret,
                    [HivmArg<2>, HivmArg<0>, HivmArg<1>]> {
  let Gran = G;
  let Mode = "";
}

// Predicate loads and stores: plds/pldi.b8(base, i32 offset, i32 dist,
// i32 0), psts/psti.b8(pm, base, i32 offset, i32 dist, i32 0); ours picks
// the immediate form for a constant offset.
foreach S = ["plds", "pldi"] in
def : HivmIntrinsic<S, int_pto_plds, [HivmArg<0>, HivmSExt<1>, HivmArg<2>]> {
  let Gran = 8;
  let NumArgs = 4;
  let Mode = "";
}
foreach S = ["psts", "psti"] in
def : HivmIntrinsic<S, int_pto_psts,
                    [HivmArg<0>, HivmArg<1>, HivmSExt<2>, HivmArg<3>]> {
  let Gran = 8;
  let NumArgs = 5;
  let Mode = "";
}

// Sorts. VBS32.V300.<t>(dst, src, idx, i64 repeat << 56): ours takes the
// repeat count. VMRGSORT.<t>.V300(dst, lists, i64 counts, i64 config): the
// four lists' UB addresses packed into one pointer operand, 16 bits of
// 8-byte units each; ours takes them apart. The counts and the config word
// are the vendor's, as ours.
foreach T = ["f16", "f32"] in {
def : HivmIntrinsic<"VBS32", PTOIntr<"vbitsort." # T>.ret,
                    [HivmArg<0>, HivmArg<1>, HivmArg<2>,
                     HivmFieldArg<HivmFieldRepeat, 3>]> {
  let Elem = T;
  let Mode = "";
}
def : HivmIntrinsic<"VMRGSORT", PTOIntr<"vmrgsort4." # T>.ret,
                    [HivmArg<0>, HivmListArg<1, 0>, HivmListArg<1, 1>,
                     HivmListArg<1, 2>, HivmListArg<1, 3>, HivmArg<2>,
                     HivmArg<3>]> {
  let Elem = T;
  let Mode = "";
}
}

// Synchronisation: i64 pipes and events.
def : HivmIntrinsic<"SET.FLAG.IMM", int_pto_set_flag,
                    [HivmRemapArg<HivmRemapFlagPipe, 0>,
                     HivmRemapArg<HivmRemapFlagPipe, 1>, HivmArg<2>]> {
  let Mode = "";
}
def : HivmIntrinsic<"WAIT.FLAG.IMM", int_pto_wait_flag,
                    [HivmRemapArg<HivmRemapFlagPipe, 0>,
                     HivmRemapArg<HivmRemapFlagPipe, 1>, HivmArg<2>]> {
  let Mode = "";
}
// The same with the event in a register.
def : HivmIntrinsic<"SET.FLAG.REG", int_pto_set_flag,
                    [HivmRemapArg<HivmRemapFlagPipe, 0>,
                     HivmRemapArg<HivmRemapFlagPipe, 1>, HivmEventArg<2>]> {
  let Mode = "";
}
def : HivmIntrinsic<"WAIT.FLAG.REG", int_pto_wait_flag,
                    [HivmRemapArg<HivmRemapFlagPipe, 0>,
                     HivmRemapArg<HivmRemapFlagPipe, 1>, HivmEventArg<2>]> {
  let Mode = "";
}
def : HivmIntrinsic<"BARRIER", int_pto_pipe_barrier,
                    [HivmRemapArg<HivmRemapBarrierPipe, 0>]> {
  let Mode = "";
}
def : HivmIntrinsic<"sprclr", int_pto_sprclr, [HivmRemapArg<HivmRemapSPR, 0>]> {
  let Mode = "";
}
// SET.INTRA.BLOCK.mode/WAIT.INTRA.BLOCK.mode(i64 pipe, i64 event): the
// vendor's values, which ours take as they are.
def : HivmIntrinsic<"SET.INTRA.BLOCK.mode", int_pto_set_intra_block,
                    [HivmArg<0>, HivmArg<1>]> {
  let Mode = "";
}
def : HivmIntrinsic<"WAIT.INTRA.BLOCK.mode", int_pto_wait_intra_core,
                    [HivmArg<0>, HivmArg<1>]> {
  let Mode = "";
}
// GET.BUFI.mode/RLS.BUFI.mode(i64 pipe, i64 buffer id, i64 mode).
def : HivmIntrinsic<"GET.BUFI.mode", int_pto_get_buf,
                    [HivmRemapArg<HivmRemapBufPipe, 0>, HivmArg<1>,
                     HivmArg<2>]> {
  let Mode = "";
}
def : HivmIntrinsic<"RLS.BUFI.mode", int_pto_rls_buf,
                    [HivmRemapArg<HivmRemapBufPipe, 0>, HivmArg<1>,
                     HivmArg<2>]> {
  let Mode = "";
}
// mem.bar.<kind>: the kind in the name (`mem.bar.vst.vld` is VST_VLD). The
// scalar-scalar kinds are HivmScalarBarriers (below).
foreach K = ["VV_ALL", "VST_VLD", "VLD_VST", "VST_VST", "VS_ALL", "VST_LD",
             "VLD_ST", "VST_ST", "SV_ALL", "ST_VLD", "LD_VST", "ST_VST"] in
def : HivmIntrinsic<"mem.bar." # !tolower(!subst("_", ".", K)),
                    int_pto_mem_bar,
                    [HivmTok<!cast<PTOModeToken>("MemBar_" # K)>]> {
  let Mode = "";
}

// Core ids, the CTRL and FPC registers, the DMA pad value.
foreach P = [["GET.BLOCK.IDX", "get.block.idx"],
             ["GET.BLOCK.NUM", "get.block.num"],
             ["GET.SUBBLOCKID", "get.subblock.idx"],
             ["GET.SUBBLOCKDIM", "get.subblock.num"],
             ["GET.CTRL", "get.ctrl"]] in
def : HivmIntrinsic<P[0], PTOIntr<P[1]>.ret, []> {
  let Mode = "";
}
foreach P = [["SET.CTRL", "set.ctrl"], ["SET.FPC", "set.fpc"],
             ["SET.MOV.PAD.VAL", "set.mov.pad.val"]] in
def : HivmIntrinsic<P[0], PTOIntr<P[1]>.ret, [HivmArg<0>]> {
  let Mode = "";
}

// DMA (docs/hivm.md). The calls take the destination first and the
// configuration words PTOAS packs (HivmField above); ours take the source
// first and the fields apart. The SID and L2 cache fields are dropped (0),
// as our header's copy_*_align_v2 do.
// MOV.OUT.TO.UB.ALIGN.V2.<elem>.DV(ub, gm, cfg0, cfg1): the element (s32
// for 8-byte ones) gives the pad size of data_select.
def : HivmIntrinsic<"MOV.OUT.TO.UB.ALIGN", int_pto_copy_gm_to_ubuf,
                    [HivmArg<1>, HivmArg<0>, HivmImm64<0>,
                     HivmFieldArg<HivmFieldBurstCount, 2>,
                     HivmFieldArg<HivmFieldBurstLen, 2>,
                     HivmFieldArg<HivmFieldLeftPad, 2>,
                     HivmFieldArg<HivmFieldRightPad, 2>,
                     HivmFieldArg<HivmFieldDataSelect, 2>, HivmImm64<0>,
                     HivmFieldArg<HivmFieldLow40, 3>,
                     HivmFieldArg<HivmFieldHigh24, 3>]> {
  let Mode = "";
}
// MOV.UB.TO.OUT.ALIGN.V2.DV(gm, ub, cfg0, cfg1): ours takes the GM stride,
// then the UB one.
def : HivmIntrinsic<"MOV.UB.TO.OUT.ALIGN", int_pto_copy_ubuf_to_gm,
                    [HivmArg<1>, HivmArg<0>, HivmImm64<0>,
                     HivmFieldArg<HivmFieldBurstCount, 2>,
                     HivmFieldArg<HivmFieldBurstLen, 2>, HivmImm64<0>,
                     HivmFieldArg<HivmFieldLow40, 3>,
                     HivmFieldArg<HivmFieldHigh24, 3>]> {
  let Mode = "";
}
// MOV.UB.TO.UB.v310(dst, src, cfg).
def : HivmIntrinsic<"MOV.UB.TO.UB", int_pto_copy_ubuf_to_ubuf,
                    [HivmArg<1>, HivmArg<0>, HivmImm64<0>,
                     HivmFieldArg<HivmFieldUbBurstCount, 2>,
                     HivmFieldArg<HivmFieldUbBurstLen, 2>,
                     HivmFieldArg<HivmFieldUbSrcStride, 2>,
                     HivmFieldArg<HivmFieldUbDstStride, 2>]> {
  let Mode = "";
}
// The loop registers, SET.LOOP*.<dir>(i64 value): the value is the
// register's, decoded by its layout (the vendor's, as our header's
// set_loop*_<dir>), whatever PTOAS names the operands it packs: the loop
// sizes loop2 << 21 | loop1; the strides ub << 40 | gm in both directions,
// which ours take source first (docs/hivm.md).
foreach D = ["OUTTOUB", "UBTOOUT"] in {
defvar dir = !tolower(D);
def : HivmIntrinsic<"SET.LOOP.SIZE." # D, PTOIntr<"set.loop.size." # dir>.ret,
                    [HivmFieldArg<HivmFieldLoop1, 0>,
                     HivmFieldArg<HivmFieldLoop2, 0>]> {
  let Mode = "";
}
foreach L = ["1", "2"] in
def : HivmIntrinsic<"SET.LOOP" # L # ".STRIDE." # D,
                    PTOIntr<"set.loop" # L # ".stride." # dir>.ret,
                    !if(!eq(D, "OUTTOUB"),
                        [HivmFieldArg<HivmFieldLow40, 0>,
                         HivmFieldArg<HivmFieldHigh24, 0>],
                        [HivmFieldArg<HivmFieldHigh24, 0>,
                         HivmFieldArg<HivmFieldLow40, 0>])> {
  let Mode = "";
}
}

// SBITSET0/SBITSET1(i64 value, i64 bit): the value with the bit cleared or
// set. No instruction of ours: PTOLowerHivm writes the `and` or `or`.
// PTOAS's kernels with a saturating conversion start with GET.CTRL,
// SBITSET0(ctrl, 60), SET.CTRL: the conversions' SAT operands decide
// (docs/conversions.md).
class HivmBitSet<string stem, bit value> {
  string Stem = stem;
  bit Value = value;
}
def : HivmBitSet<"SBITSET0", 0>;
def : HivmBitSet<"SBITSET1", 1>;

// mem.bar.ss.all, st.ld, ld.st, st.st: orderings of the scalar unit's own
// accesses, which it performs in order; the hardware's barrier has no such
// kind (its twelve order vector accesses with each other and with the
// scalar unit's). PTOLowerHivm writes a compiler barrier, `fence
// syncscope("singlethread") seq_cst`, so that LLVM moves no access of the
// function across it (selected to `fence`).
class HivmScalarBarrier<string name> {
  string Name = name;
}
foreach K = ["ss.all", "st.ld", "ld.st", "st.st"] in
def : HivmScalarBarrier<"mem.bar." # K>;

def HivmScalarBarriers : GenericTable {
  let FilterClass = "HivmScalarBarrier";
  let CppTypeName = "HivmScalarBarrier";
  let Fields = ["Name"];
}
def lookupHivmScalarBarrier : SearchIndex {
  let Table = HivmScalarBarriers;
  let Key = ["Name"];
}

def HivmBitSets : GenericTable {
  let FilterClass = "HivmBitSet";
  let CppTypeName = "HivmBitSet";
  let Fields = ["Stem", "Value"];
}
def lookupHivmBitSet : SearchIndex {
  let Table = HivmBitSets;
  let Key = ["Stem"];
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

// `llvm.hivm.vcvt<kind>.<src>2<dst>.x(vs, pg, ...)` converts Src to Dst
// elements (PTOAS's VcvtContract table): after the mask come the operands
// Args names in order, R rounding, S saturation, P part. Those it has not
// are ROUND_R, RS_DISABLE and PART_EVEN; the mask is dropped (our
// conversions convert every lane, docs/hivm.md).
class HivmConversion<PTOElemType src, PTOElemType dst, string args> {
  defvar isFloat = !foldl(0, [TF16, TBF16, TF32], acc, t,
                          !or(acc, !eq(t, src)));
  defvar toFloat = !foldl(0, [TF16, TBF16, TF32], acc, t,
                          !or(acc, !eq(t, dst)));
  // vcvtff, vcvtfi, vcvtif or vcvtii.
  string Stem = "vcvt" # !if(isFloat, "f", "i") # !if(toFloat, "f", "i");
  bits<5> SrcCode = src.Code;
  bits<5> DstCode = dst.Code;
  // Our instruction of the pair names the intrinsic that selects it:
  // llvm.pto.vcvt, llvm.pto.vcvt.part or llvm.pto.vcvt.typed.
  PTOIntrinsicForm Inst =
      !cast<PTOIntrinsicForm>("VCVT" # TypeTag<dst>.ret # TypeTag<src>.ret);
  Intrinsic Intr = Inst.IntrRec;
  // The hivm operand index of each, 0 if the call has none.
  bits<3> RoundArg = !if(!ge(!find(args, "R"), 0), !add(2, !find(args, "R")), 0);
  bits<3> SatArg = !if(!ge(!find(args, "S"), 0), !add(2, !find(args, "S")), 0);
  bits<3> PartArg = !if(!ge(!find(args, "P"), 0), !add(2, !find(args, "P")), 0);
  bits<3> NumArgs = !add(2, !size(args));
}

def HivmConversions : GenericTable {
  let FilterClass = "HivmConversion";
  let CppTypeName = "HivmConversion";
  let Fields = ["Stem", "SrcCode", "DstCode", "Intr", "RoundArg", "SatArg",
                "PartArg", "NumArgs"];
  let PrimaryKey = ["SrcCode", "DstCode"];
  let PrimaryKeyName = "lookupHivmConversion";
}

def : HivmConversion<TF32, TF16, "RSP">;
def : HivmConversion<TF32, TBF16, "RSP">;
def : HivmConversion<TF32, TS16, "RSP">;
def : HivmConversion<TF32, TS32, "RS">;
def : HivmConversion<TF32, TS64, "RSP">;
def : HivmConversion<TF16, TF32, "P">;
def : HivmConversion<TF16, TS32, "RP">;
def : HivmConversion<TF16, TS16, "RS">;
def : HivmConversion<TF16, TS8, "RSP">;
def : HivmConversion<TF16, TU8, "RSP">;
// The one pair whose saturation comes before the rounding.
def : HivmConversion<TBF16, TF16, "SR">;
def : HivmConversion<TBF16, TF32, "P">;
def : HivmConversion<TBF16, TS32, "RSP">;
def : HivmConversion<TU8, TF16, "P">;
def : HivmConversion<TU8, TU16, "P">;
def : HivmConversion<TU8, TU32, "P">;
def : HivmConversion<TS8, TF16, "P">;
def : HivmConversion<TS8, TS16, "P">;
def : HivmConversion<TS8, TS32, "P">;
def : HivmConversion<TU16, TU8, "SP">;
def : HivmConversion<TU16, TU32, "P">;
def : HivmConversion<TS16, TF16, "R">;
def : HivmConversion<TS16, TF32, "P">;
def : HivmConversion<TS16, TU8, "SP">;
def : HivmConversion<TS16, TU32, "P">;
def : HivmConversion<TS16, TS32, "P">;
def : HivmConversion<TU32, TU8, "SP">;
def : HivmConversion<TU32, TU16, "SP">;
def : HivmConversion<TU32, TS16, "SP">;
def : HivmConversion<TS32, TF32, "R">;
def : HivmConversion<TS32, TU8, "SP">;
def : HivmConversion<TS32, TU16, "SP">;
def : HivmConversion<TS32, TS16, "SP">;
def : HivmConversion<TS32, TS64, "P">;
def : HivmConversion<TS64, TF32, "RP">;
def : HivmConversion<TS64, TS32, "SP">;

//===----------------------------------------------------------------------===//
// Other cores
//===----------------------------------------------------------------------===//

// The hivm intrinsics whose name starts with Prefix are of another unit
// than the vector core (Unit): reported as such. PTOAS emits them for its
// cube modules and SIMT bodies (docs/hivm.md).
class HivmForeign<string prefix, string unit> {
  string Prefix = prefix;
  string Unit = unit;
}
foreach P = ["MAD.", "MMAD.", "LOAD.L1.TO.L0", "MOV.OUT.TO.L1.", "MOV.L1.TO.",
             "MOV.UB.TO.L1.", "FIX.L0C.", "SET.LOOP3.PARA", "SET.CHANNEL.PARA",
             "SET.QUANT.PRE", "SET.RELU.ALPHA", "SET.FIX.CLIP.RELU",
             "SET.LOOP1.STRIDE.OUTTOL1", "SET.LOOP2.STRIDE.OUTTOL1",
             "SET.LOOP.SIZE.OUTTOL1", "SET.MTE2.NZ.PARA",
             "SET.PAD.VAL.OUTTOL1", "SET.ATOMIC."] in
def : HivmForeign<P, "the cube core (matrix multiply, L1, L0, fixpipe)">;
foreach P = ["get.TID.", "get.BLOCK.DIM.", "get.GRID.DIM.", "get.BLOCK.IDX.",
             "get.laneID", "get.CLOCK", "get.LANEMASK.", "tpe.get.VECCOREID",
             "store.vfsimt.info", "sync.workitems", "fence.workitems",
             "fenceblock.workitems", "vote.", "shfl.", "redux.", "atom.",
             "ldg.", "stg.", "prmt", "mulhi.", "mul64hi.", "mul.i32toi64.",
             "ffma.", "ceil.", "floor.", "rint.", "round."] in
def : HivmForeign<P, "SIMT code">;

def HivmForeignTable : GenericTable {
  let FilterClass = "HivmForeign";
  let CppTypeName = "HivmForeign";
  let Fields = ["Prefix", "Unit"];
}
