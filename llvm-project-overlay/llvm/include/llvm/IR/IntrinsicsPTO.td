//===- IntrinsicsPTO.td - Defines PTO intrinsics -----------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The intrinsics of the PTO vector core: one per operation form of the ISA
// (docs/intrinsics.md in the PTO repository lists them with their operands).
//
// Conventions:
//  * llvm.pto.<op> is the ISA op <op>; `_` in an ISA name becomes `.`
//    (llvm.pto.pset.b32). Ops that also exist for unsigned elements of the
//    same width have a second intrinsic llvm.pto.<op>.u for those.
//  * The clang builtin of llvm.pto.<op> is __builtin_pto_<op> with `.`
//    written `_`, plus the overload suffix of an overloaded intrinsic
//    (__builtin_pto_vadd_v64f32; docs/clang.md).
//  * Type-generic ops are overloaded on their 2048-bit vector types
//    (`llvm.pto.vadd.v64f32`); conversions on result and source type.
//  * Operands come in the order of the instruction's operands. Masks are
//    <256 x i1>, align states target("pto.align"), vector addresses
//    target("pto.vaddr") (register-only types of their own), UB
//    pointers ptr addrspace(6), GM pointers ptr addrspace(1). Scalar
//    register operands are i64, also where they hold a vector element: its
//    bits are the low bits (a float as its bit pattern), as the ISA reads
//    them. Mode, pipe, event, pattern and part operands are i32 immediates
//    (ImmArg) holding the token values of docs/isa-reference.md.
//  * Register ops are IntrNoMem; UB loads only read and UB stores only write
//    the memory their pointer operands address; ops that also use special
//    registers (AR, VMS4_SR, the DMA loop registers) access inaccessible
//    memory as well; synchronisation ops read and write all memory and have
//    side effects, so nothing moves across them.
//
//===----------------------------------------------------------------------===//

defvar PTOMask = llvm_v256i1_ty;
defvar PTOAlign = llvm_pto_align_ty;
defvar PTOVAddr = llvm_pto_vaddr_ty;
defvar PTOUBPtr = LLVMQualPointerType<6>;
defvar PTOGMPtr = LLVMQualPointerType<1>;
defvar PTOv64f32 = LLVMType<v64f32>;
defvar PTOv128f16 = LLVMType<v128f16>;
// A scalar register operand holding one vector element (its bits in the low
// bits, a float as its bit pattern). It is i64 like any scalar operand; the
// separate name tells the clang builtins to take the element type there
// (tools/isa/gen_builtins.py).
def llvm_pto_elt_ty : LLVMType<i64>;
defvar PTOElt = llvm_pto_elt_ty;

class PTOBuiltinName<string name> {
  string ret = "__builtin_pto_" # !subst(".", "_", name);
}

// A register-only intrinsic without side effects.
class PTOPure<string name, list<LLVMType> ret, list<LLVMType> args,
              list<IntrinsicProperty> props = []>
    : DefaultAttrsIntrinsic<ret, args, !listconcat([IntrNoMem], props)>,
      ClangBuiltin<PTOBuiltinName<name>.ret>;

// An intrinsic that accesses memory with the given properties.
class PTOMem<string name, list<LLVMType> ret, list<LLVMType> args,
             list<IntrinsicProperty> props>
    : DefaultAttrsIntrinsic<ret, args, props>,
      ClangBuiltin<PTOBuiltinName<name>.ret>;

// A synchronisation, DMA or configuration intrinsic: ordered against every
// memory access and every other such intrinsic (no nosync, no willreturn).
class PTOSync<string name, list<LLVMType> args,
              list<IntrinsicProperty> props = []>
    : Intrinsic<[], args, !listconcat([IntrHasSideEffects], props)>,
      ClangBuiltin<PTOBuiltinName<name>.ret>;

// UB load / store properties for a pointer operand at index P.
class PTOLoadProps<int p> {
  list<IntrinsicProperty> ret = [IntrReadMem, IntrArgMemOnly,
                                 NoCapture<ArgIndex<p>>];
}
// The base and offset of an access at [base + offset] are never undef or
// poison: such an access is undefined behaviour (what lets an optimiser
// treat an address the loop computes anyway as well defined, as loop
// strength reduction's exit-test folding needs).
class PTOUBAddress<int p> {
  list<IntrinsicProperty> ret = [NoUndef<ArgIndex<p>>,
                                 NoUndef<ArgIndex<!add(p, 1)>>];
}
class PTOStoreProps<int p> {
  list<IntrinsicProperty> ret = [IntrWriteMem, IntrArgMemOnly,
                                 NoCapture<ArgIndex<p>>];
}
// Loads/stores that also read or write align or special-register state.
class PTOStreamProps<int p> {
  list<IntrinsicProperty> ret = [IntrInaccessibleMemOrArgMemOnly,
                                 NoCapture<ArgIndex<p>>];
}

// Marks an intrinsic whose first two operands are the result and source
// element type codes (PTOElemType in lib/Target/PTO) of the instruction it
// selects.
class PTOTypeCodeArgs;

// The record name int_pto_<op> for an ISA op name; with `.u`, the unsigned
// variant.
class PTOIntrName<string name> {
  string ret = "int_pto_" # !subst(".", "_", name);
}

let TargetPrefix = "pto" in {

//===----------------------------------------------------------------------===//
// Vector compute (vector-isa-beyond-seeds.md 3.1, 3.4-3.10)
//===----------------------------------------------------------------------===//

// vd = op(vs, pg)
foreach N = ["vabs", "vneg", "vexp", "vln", "vsqrt", "vrelu", "vnot", "vrec",
             "vrsqrt", "vbcnt", "vcls", "vcadd", "vcmax", "vcmin", "vcgadd",
             "vcgmax", "vcgmin", "vcpadd", "vsqz", "vusqz", "vcadd.u",
             "vcmax.u", "vcmin.u", "vcgadd.u", "vcgmax.u", "vcgmin.u"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty], [LLVMMatchType<0>, PTOMask]>;

// vd = op(vs1, vs2, pg)
foreach N = ["vadd", "vsub", "vmul", "vdiv", "vmax", "vmin", "vand", "vor",
             "vxor", "vshl", "vshr", "vsel", "vprelu", "vmax.u", "vmin.u",
             "vshr.u"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty],
              [LLVMMatchType<0>, LLVMMatchType<0>, PTOMask]>;

// vd = op(vs1, vs2), unmasked
foreach N = ["vselr", "vselrv2", "vperm", "vaddrelu", "vsubrelu"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty], [LLVMMatchType<0>, LLVMMatchType<0>]>;

// vd = op(vs, scalar element, pg)
foreach N = ["vadds", "vmuls", "vmaxs", "vmins", "vshls", "vshrs", "vlrelu",
             "vsubs", "vands", "vors", "vxors", "vmaxs.u", "vmins.u",
             "vshrs.u"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty], [LLVMMatchType<0>, PTOElt, PTOMask]>;

// vd = op(vacc, vs1, vs2, pg)
foreach N = ["vmadd", "vmula"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty],
              [LLVMMatchType<0>, LLVMMatchType<0>, LLVMMatchType<0>,
               PTOMask]>;

// {vd, carry} = op(vs1, vs2, pg) and op(vs1, vs2, carry in, pg)
foreach N = ["vaddc", "vsubc"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty, PTOMask],
              [LLVMMatchType<0>, LLVMMatchType<0>, PTOMask]>;
foreach N = ["vaddcs", "vsubcs"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty, PTOMask],
              [LLVMMatchType<0>, LLVMMatchType<0>, PTOMask, PTOMask]>;

// {vd, pd} = op(vs, pg)
foreach N = ["vcbmax", "vcbmin", "vcbmax.u", "vcbmin.u"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty, PTOMask], [LLVMMatchType<0>, PTOMask]>;

// {vlow, vhigh} = op(vs1, vs2) and op(vs1, vs2, pg)
foreach N = ["vintlv", "vdintlv"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty, LLVMMatchType<0>],
              [LLVMMatchType<0>, LLVMMatchType<0>]>;
foreach N = ["vmull", "vmull.u"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty, LLVMMatchType<0>],
              [LLVMMatchType<0>, LLVMMatchType<0>, PTOMask]>;

// vd = op(vs1, vs2, PART)
foreach N = ["vintlvv2", "vdintlvv2"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty],
              [LLVMMatchType<0>, LLVMMatchType<0>, llvm_i32_ty],
              [ImmArg<ArgIndex<2>>]>;

// Materialisation.
def int_pto_vbr : PTOPure<"vbr", [llvm_anyvector_ty], [PTOElt]>;
def int_pto_vdup : PTOPure<"vdup", [llvm_anyvector_ty], [PTOElt, PTOMask]>;
def int_pto_vdupv
    : PTOPure<"vdupv", [llvm_anyvector_ty],
              [LLVMMatchType<0>, PTOMask, llvm_i32_ty], [ImmArg<ArgIndex<2>>]>;
def int_pto_vmov : PTOPure<"vmov", [llvm_anyvector_ty], [LLVMMatchType<0>]>;

// Compare: pd = seed ? (vs1 CMP vs2) : 0, CMP an immediate token.
foreach N = ["vcmp", "vcmp.u"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [PTOMask],
              [llvm_anyvector_ty, LLVMMatchType<0>, PTOMask, llvm_i32_ty],
              [ImmArg<ArgIndex<3>>]>;
foreach N = ["vcmps", "vcmps.u"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [PTOMask], [llvm_anyvector_ty, PTOElt, PTOMask, llvm_i32_ty],
              [ImmArg<ArgIndex<3>>]>;

// Histograms: 16-bit bins accumulated from 8-bit samples.
foreach N = ["chistv2", "dhistv2"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_v128i16_ty],
              [llvm_v128i16_ty, llvm_v256i8_ty, PTOMask, llvm_i64_ty]>;

// Slides and shifts by a scalar lane count.
def int_pto_vslide : PTOPure<"vslide", [llvm_anyvector_ty],
                             [LLVMMatchType<0>, LLVMMatchType<0>,
                              llvm_i64_ty]>;
def int_pto_vshift : PTOPure<"vshift", [llvm_anyvector_ty],
                             [LLVMMatchType<0>, llvm_i64_ty]>;

// Width-changing rearrangement: overloaded on result and source.
def int_pto_vpack : PTOPure<"vpack", [llvm_anyvector_ty],
                            [llvm_anyvector_ty, llvm_i32_ty],
                            [ImmArg<ArgIndex<1>>]>;
foreach N = ["vsunpack", "vzunpack"] in
def PTOIntrName<N>.ret
    : PTOPure<N, [llvm_anyvector_ty], [llvm_anyvector_ty, llvm_i32_ty],
              [ImmArg<ArgIndex<1>>]>;

// SFU and fused ops.
def int_pto_vexpdif : PTOPure<"vexpdif", [llvm_anyvector_ty],
                              [LLVMMatchType<0>, LLVMMatchType<0>, PTOMask]>;
// f32 results from f16 sources: the EVEN or ODD halves of the 32-bit lanes.
def int_pto_vexpdif_f16
    : PTOPure<"vexpdif.f16", [PTOv64f32],
              [PTOv128f16, PTOv128f16, PTOMask, llvm_i32_ty],
              [ImmArg<ArgIndex<3>>]>;
def int_pto_vaxpy : PTOPure<"vaxpy", [llvm_anyvector_ty],
                            [LLVMMatchType<0>, LLVMMatchType<0>, PTOElt,
                             PTOMask]>;
def int_pto_vmulscvt
    : PTOPure<"vmulscvt", [PTOv128f16],
              [PTOv64f32, PTOElt, PTOMask, llvm_i32_ty,
               llvm_i32_ty],
              [ImmArg<ArgIndex<3>>, ImmArg<ArgIndex<4>>]>;
def int_pto_vaddreluconv
    : PTOPure<"vaddreluconv", [llvm_anyvector_ty],
              [llvm_anyvector_ty, LLVMMatchType<1>]>;
def int_pto_vmulconv : PTOPure<"vmulconv", [llvm_v256i8_ty],
                               [PTOv128f16, PTOv128f16]>;

//===----------------------------------------------------------------------===//
// Conversions (conversion-ops.md)
//===----------------------------------------------------------------------===//

// vd[i] = start + i (INC) or start - i (DEC).
def int_pto_vci : PTOPure<"vci", [llvm_anyvector_ty], [PTOElt, llvm_i32_ty],
                          [ImmArg<ArgIndex<1>>]>;
// Conversions read the CTRL register (its saturation bits, set_ctrl): they
// read inaccessible memory, which set_ctrl writes, so no conversion moves
// across a CTRL write.
class PTOConversion<string name, list<LLVMType> args>
    : DefaultAttrsIntrinsic<
          [llvm_anyvector_ty], args,
          !listconcat([IntrReadMem, IntrInaccessibleMemOnly],
                      // Every i32 operand is an immediate.
                      !foldl([]<IntrinsicProperty>, !range(!size(args)), acc,
                             i, !if(!eq(args[i], llvm_i32_ty),
                                    !listconcat(acc, [ImmArg<ArgIndex<i>>]),
                                    acc)))>,
      ClangBuiltin<PTOBuiltinName<name>.ret>;

// Same-width conversions: (vs, ROUND, SAT).
def int_pto_vcvt : PTOConversion<"vcvt",
                                 [llvm_anyvector_ty, llvm_i32_ty, llvm_i32_ty]>;
// Width-changing conversions: (vs, ROUND, SAT, PART).
def int_pto_vcvt_part
    : PTOConversion<"vcvt.part", [llvm_anyvector_ty, llvm_i32_ty, llvm_i32_ty,
                                  llvm_i32_ty]>;
// Conversions whose vector types do not name the pair (u8, s8 and the 8-bit
// floats share v256i8): (DST_TYPE, SRC_TYPE, vs, ROUND, SAT, PART), the
// types as PTO element type codes (PTOElemType, docs/conversions.md).
def int_pto_vcvt_typed
    : PTOConversion<"vcvt.typed", [llvm_i32_ty, llvm_i32_ty, llvm_anyvector_ty,
                                   llvm_i32_ty, llvm_i32_ty, llvm_i32_ty]>,
      PTOTypeCodeArgs;
def int_pto_vtrc : PTOPure<"vtrc", [llvm_anyvector_ty],
                           [LLVMMatchType<0>, llvm_i32_ty],
                           [ImmArg<ArgIndex<1>>]>;

//===----------------------------------------------------------------------===//
// Predicates (3.2)
//===----------------------------------------------------------------------===//

foreach G = ["b8", "b16", "b32"] in {
def int_pto_pset_ # G : PTOPure<"pset." # G, [PTOMask], [llvm_i32_ty],
                                [ImmArg<ArgIndex<0>>]>;
def int_pto_pge_ # G : PTOPure<"pge." # G, [PTOMask], [llvm_i32_ty],
                               [ImmArg<ArgIndex<0>>]>;
// {pd, xn - lanes (saturating)} = plt(xn)
def int_pto_plt_ # G : PTOPure<"plt." # G, [PTOMask, llvm_i64_ty],
                               [llvm_i64_ty]>;
def int_pto_pltm_ # G : PTOPure<"pltm." # G, [PTOMask],
                                [llvm_i64_ty, llvm_i64_ty]>;
def int_pto_pdintlv_ # G : PTOPure<"pdintlv." # G, [PTOMask, PTOMask],
                                   [PTOMask, PTOMask]>;
def int_pto_pintlv_ # G : PTOPure<"pintlv." # G, [PTOMask, PTOMask],
                                  [PTOMask, PTOMask]>;
}
foreach N = ["ppack", "punpack"] in
def PTOIntrName<N>.ret : PTOPure<N, [PTOMask], [PTOMask, llvm_i32_ty],
                                 [ImmArg<ArgIndex<1>>]>;
foreach N = ["pand", "por", "pxor", "psel"] in
def PTOIntrName<N>.ret : PTOPure<N, [PTOMask], [PTOMask, PTOMask, PTOMask]>;
def int_pto_pnot : PTOPure<"pnot", [PTOMask], [PTOMask, PTOMask]>;

//===----------------------------------------------------------------------===//
// UB loads and stores (vector-load-store.md, 3.3, 3.11, 3.12)
//===----------------------------------------------------------------------===//

// Loads at [base + offset]: a constant offset that fits selects the
// immediate form (vlds [x, imm], pldi).
def int_pto_vlds : PTOMem<"vlds", [llvm_anyvector_ty],
                          [PTOUBPtr, llvm_i64_ty, llvm_i32_ty],
                          !listconcat(PTOLoadProps<0>.ret,
                                      PTOUBAddress<0>.ret,
                                      [ImmArg<ArgIndex<2>>])>;
def int_pto_vldsx2 : PTOMem<"vldsx2", [llvm_anyvector_ty, LLVMMatchType<0>],
                            [PTOUBPtr, llvm_i64_ty, llvm_i32_ty],
                            !listconcat(PTOLoadProps<0>.ret,
                                        PTOUBAddress<0>.ret,
                                        [ImmArg<ArgIndex<2>>])>;
def int_pto_vsld : PTOMem<"vsld", [llvm_anyvector_ty],
                          [PTOUBPtr, llvm_i64_ty, llvm_i32_ty],
                          !listconcat(PTOLoadProps<0>.ret,
                                      PTOUBAddress<0>.ret,
                                      [ImmArg<ArgIndex<2>>])>;
def int_pto_vsldb : PTOMem<"vsldb", [llvm_anyvector_ty],
                           [PTOUBPtr, llvm_i64_ty, PTOMask],
                           PTOLoadProps<0>.ret>;
def int_pto_vldas : PTOMem<"vldas", [PTOAlign], [PTOUBPtr],
                           PTOLoadProps<0>.ret>;
// {vd, align, next base} = vldus(align, base)
def int_pto_vldus : PTOMem<"vldus", [llvm_anyvector_ty, PTOAlign, PTOUBPtr],
                           [PTOAlign, PTOUBPtr], PTOLoadProps<1>.ret>;
def int_pto_vgather2 : PTOMem<"vgather2", [llvm_anyvector_ty],
                              [PTOUBPtr, LLVMMatchType<0>, llvm_i64_ty],
                              PTOLoadProps<0>.ret>;
def int_pto_vgather2_bc : PTOMem<"vgather2.bc", [llvm_anyvector_ty],
                                 [PTOUBPtr, LLVMMatchType<0>, PTOMask],
                                 PTOLoadProps<0>.ret>;
def int_pto_vgatherb : PTOMem<"vgatherb", [llvm_anyvector_ty],
                              [PTOUBPtr, LLVMMatchType<0>, llvm_i64_ty],
                              PTOLoadProps<0>.ret>;
def int_pto_uvld : PTOMem<"uvld", [llvm_anyvector_ty],
                          [PTOUBPtr, llvm_i64_ty], PTOLoadProps<0>.ret>;

def int_pto_vsts : PTOMem<"vsts", [],
                          [llvm_anyvector_ty, PTOUBPtr, llvm_i64_ty,
                           llvm_i32_ty, PTOMask],
                          !listconcat(PTOStoreProps<1>.ret,
                                      PTOUBAddress<1>.ret,
                                      [ImmArg<ArgIndex<3>>])>;
def int_pto_vstsx2 : PTOMem<"vstsx2", [],
                            [llvm_anyvector_ty, LLVMMatchType<0>, PTOUBPtr,
                             llvm_i64_ty, llvm_i32_ty, PTOMask],
                            !listconcat(PTOStoreProps<2>.ret,
                                        PTOUBAddress<2>.ret,
                                        [ImmArg<ArgIndex<4>>])>;
def int_pto_vsst : PTOMem<"vsst", [],
                          [llvm_anyvector_ty, PTOUBPtr, llvm_i64_ty,
                           llvm_i32_ty],
                          !listconcat(PTOStoreProps<1>.ret,
                                      PTOUBAddress<1>.ret,
                                      [ImmArg<ArgIndex<3>>])>;
def int_pto_vsstb : PTOMem<"vsstb", [],
                           [llvm_anyvector_ty, PTOUBPtr, llvm_i64_ty, PTOMask],
                           PTOStoreProps<1>.ret>;
def int_pto_vscatter : PTOMem<"vscatter", [],
                              [llvm_anyvector_ty, PTOUBPtr, LLVMMatchType<0>,
                               llvm_i64_ty],
                              PTOStoreProps<1>.ret>;
// The low byte of each 16-bit lane to base[index] (TScatter and TTrans of
// bytes, data loaded with UNPK_B8).
def int_pto_vscatter_b8 : PTOMem<"vscatter.b8", [],
                                 [llvm_v128i16_ty, PTOUBPtr, llvm_v128i16_ty,
                                  llvm_i64_ty],
                                 PTOStoreProps<1>.ret>;

// Align-state stores: the align value is threaded through SSA.
def int_pto_vsta : PTOMem<"vsta", [], [PTOAlign, PTOUBPtr, llvm_i64_ty],
                          PTOStoreProps<1>.ret>;
// {align, base} = vstu(align, base, vs, dest, xmode)
def int_pto_vstu : PTOMem<"vstu", [PTOAlign, llvm_i64_ty],
                          [PTOAlign, llvm_i64_ty, llvm_anyvector_ty, PTOUBPtr,
                           llvm_i64_ty],
                          PTOStoreProps<3>.ret>;
// {align, offset} = vstu.mode(align, offset, vs, base, POST_UPDATE)
def int_pto_vstu_mode : PTOMem<"vstu.mode", [PTOAlign, llvm_i64_ty],
                               [PTOAlign, llvm_i64_ty, llvm_anyvector_ty,
                                PTOUBPtr, llvm_i32_ty],
                               !listconcat(PTOStoreProps<3>.ret,
                                           [ImmArg<ArgIndex<4>>])>;
def int_pto_vstus : PTOMem<"vstus", [PTOAlign, llvm_i64_ty],
                           [PTOAlign, llvm_i64_ty, llvm_anyvector_ty, PTOUBPtr,
                            llvm_i64_ty],
                           PTOStoreProps<3>.ret>;
// {align, next base} = vstus.mode(align, offset, vs, base, POST_UPDATE)
def int_pto_vstus_mode : PTOMem<"vstus.mode", [PTOAlign, PTOUBPtr],
                                [PTOAlign, llvm_i64_ty, llvm_anyvector_ty,
                                 PTOUBPtr, llvm_i32_ty],
                                !listconcat(PTOStoreProps<3>.ret,
                                            [ImmArg<ArgIndex<4>>])>;
// vstur addresses through the AR special register.
def int_pto_vstur : PTOMem<"vstur", [PTOAlign],
                           [PTOAlign, llvm_anyvector_ty, PTOUBPtr],
                           PTOStreamProps<2>.ret>;
def int_pto_vstur_mode : PTOMem<"vstur.mode", [PTOAlign],
                                [PTOAlign, llvm_anyvector_ty, PTOUBPtr,
                                 llvm_i32_ty],
                                !listconcat(PTOStreamProps<2>.ret,
                                            [ImmArg<ArgIndex<3>>])>;
def int_pto_vstas : PTOMem<"vstas", [], [PTOAlign, PTOUBPtr, llvm_i64_ty],
                           PTOStoreProps<1>.ret>;
def int_pto_vstar : PTOMem<"vstar", [], [PTOAlign, PTOUBPtr],
                           PTOStoreProps<1>.ret>;

// Vector-address forms: [base, va].
def int_pto_vag : PTOPure<"vag", [PTOVAddr], [llvm_i64_ty]>;
def int_pto_vald : PTOMem<"vald", [llvm_anyvector_ty],
                          [PTOUBPtr, PTOVAddr, llvm_i32_ty],
                          !listconcat(PTOLoadProps<0>.ret,
                                      [ImmArg<ArgIndex<2>>])>;
def int_pto_valdx2 : PTOMem<"valdx2", [llvm_anyvector_ty, LLVMMatchType<0>],
                            [PTOUBPtr, PTOVAddr, llvm_i32_ty],
                            !listconcat(PTOLoadProps<0>.ret,
                                        [ImmArg<ArgIndex<2>>])>;
def int_pto_vast : PTOMem<"vast", [],
                          [llvm_anyvector_ty, PTOUBPtr, PTOVAddr, llvm_i32_ty,
                           PTOMask],
                          !listconcat(PTOStoreProps<1>.ret,
                                      [ImmArg<ArgIndex<3>>])>;
def int_pto_vastx2 : PTOMem<"vastx2", [],
                            [llvm_anyvector_ty, LLVMMatchType<0>, PTOUBPtr,
                             PTOVAddr, llvm_i32_ty, PTOMask],
                            !listconcat(PTOStoreProps<2>.ret,
                                        [ImmArg<ArgIndex<4>>])>;
def int_pto_pald : PTOMem<"pald", [PTOMask], [PTOUBPtr, PTOVAddr, llvm_i32_ty],
                          !listconcat(PTOLoadProps<0>.ret,
                                      [ImmArg<ArgIndex<2>>])>;
def int_pto_past : PTOMem<"past", [],
                          [PTOMask, PTOUBPtr, PTOVAddr, llvm_i32_ty],
                          !listconcat(PTOStoreProps<1>.ret,
                                      [ImmArg<ArgIndex<3>>])>;
def int_pto_valda : PTOMem<"valda", [PTOAlign], [PTOUBPtr, PTOVAddr],
                           PTOLoadProps<0>.ret>;
// {vd, align, va} = valdu(align, va, base, xinc)
def int_pto_valdu : PTOMem<"valdu", [llvm_anyvector_ty, PTOAlign, PTOVAddr],
                           [PTOAlign, PTOVAddr, PTOUBPtr, llvm_i64_ty],
                           PTOLoadProps<2>.ret>;
// {align, va} = vastu(align, va, vs, base, POST_UPDATE)
def int_pto_vastu : PTOMem<"vastu", [PTOAlign, PTOVAddr],
                           [PTOAlign, PTOVAddr, llvm_anyvector_ty, PTOUBPtr,
                            llvm_i32_ty],
                           !listconcat(PTOStoreProps<3>.ret,
                                       [ImmArg<ArgIndex<4>>])>;
def int_pto_vasta : PTOMem<"vasta", [], [PTOAlign, PTOUBPtr, PTOVAddr],
                           PTOStoreProps<1>.ret>;

// Predicate loads and stores.
foreach N = ["plds", "pld"] in
def PTOIntrName<N>.ret
    : PTOMem<N, [PTOMask], [PTOUBPtr, llvm_i64_ty, llvm_i32_ty],
             !listconcat(PTOLoadProps<0>.ret, [ImmArg<ArgIndex<2>>])>;
foreach N = ["psts", "pst"] in
def PTOIntrName<N>.ret
    : PTOMem<N, [], [PTOMask, PTOUBPtr, llvm_i64_ty, llvm_i32_ty],
             !listconcat(PTOStoreProps<1>.ret, [ImmArg<ArgIndex<3>>])>;
// {align, next base} = pstu(align, ps, base)
foreach G = ["b16", "b32"] in
def int_pto_pstu_ # G : PTOMem<"pstu." # G, [PTOAlign, PTOUBPtr],
                               [PTOAlign, PTOMask, PTOUBPtr],
                               PTOStoreProps<2>.ret>;

// UB-to-UB sorting and transposition.
foreach T = ["f16", "f32"] in {
def int_pto_vbitsort_ # T
    : PTOMem<"vbitsort." # T, [],
             [PTOUBPtr, PTOUBPtr, PTOUBPtr, llvm_i64_ty],
             [IntrArgMemOnly, NoCapture<ArgIndex<0>>, NoCapture<ArgIndex<1>>,
              NoCapture<ArgIndex<2>>, WriteOnly<ArgIndex<0>>,
              ReadOnly<ArgIndex<1>>, ReadOnly<ArgIndex<2>>]>;
// Also sets the VMS4_SR progress counters (get_vms4_sr).
def int_pto_vmrgsort4_ # T
    : PTOMem<"vmrgsort4." # T, [],
             [PTOUBPtr, PTOUBPtr, PTOUBPtr, PTOUBPtr, PTOUBPtr, llvm_i64_ty,
              llvm_i64_ty],
             [IntrInaccessibleMemOrArgMemOnly, WriteOnly<ArgIndex<0>>,
              ReadOnly<ArgIndex<1>>, ReadOnly<ArgIndex<2>>,
              ReadOnly<ArgIndex<3>>, ReadOnly<ArgIndex<4>>]>;
}
foreach N = ["vtranspose", "vsort32"] in
def PTOIntrName<N>.ret
    : PTOMem<N, [], [PTOUBPtr, PTOUBPtr, llvm_i64_ty],
             [IntrArgMemOnly, NoCapture<ArgIndex<0>>, NoCapture<ArgIndex<1>>,
              WriteOnly<ArgIndex<0>>, ReadOnly<ArgIndex<1>>]>;

// Align state and special registers.
def int_pto_init_align : PTOPure<"init_align", [PTOAlign], []>;

// The C types of align states and vector addresses are vectors of their
// size (vector_align is 32 bytes, vector_address one 32-bit lane). Clang
// converts at each builtin with these casts, as X86 does for AMX tiles;
// before instruction selection PTOFoldRegisterCasts removes each pair and
// reports a value that was used as data. No clang builtin, no instruction.
class PTORegisterCast<LLVMType to, LLVMType from>
    : DefaultAttrsIntrinsic<[to], [from], [IntrNoMem]>;
def int_pto_cast_align_to_vector : PTORegisterCast<llvm_v32i8_ty, PTOAlign>;
def int_pto_cast_vector_to_align : PTORegisterCast<PTOAlign, llvm_v32i8_ty>;
def int_pto_cast_vaddr_to_vector : PTORegisterCast<llvm_v1i32_ty, PTOVAddr>;
def int_pto_cast_vector_to_vaddr : PTORegisterCast<PTOVAddr, llvm_v1i32_ty>;
def int_pto_sprclr : PTOSync<"sprclr", [llvm_i32_ty], [ImmArg<ArgIndex<0>>]>;
// Stores a special register at [base + offset] (sprsti for constants).
def int_pto_sprsts : PTOSync<"sprsts", [llvm_i32_ty, PTOUBPtr, llvm_i64_ty],
                             [ImmArg<ArgIndex<0>>]>;
def int_pto_get_vms4_sr
    : PTOMem<"get_vms4_sr", [llvm_i64_ty, llvm_i64_ty, llvm_i64_ty,
                             llvm_i64_ty],
             [], [IntrInaccessibleMemOnly, IntrReadMem]>;

//===----------------------------------------------------------------------===//
// Synchronisation (pipeline-sync.md)
//===----------------------------------------------------------------------===//

foreach N = ["set_flag", "wait_flag"] in
def PTOIntrName<N>.ret
    : PTOSync<N, [llvm_i32_ty, llvm_i32_ty, llvm_i32_ty],
              [ImmArg<ArgIndex<0>>, ImmArg<ArgIndex<1>>, ImmArg<ArgIndex<2>>]>;
def int_pto_pipe_barrier : PTOSync<"pipe_barrier", [llvm_i32_ty],
                                   [ImmArg<ArgIndex<0>>]>;
// get_buf/rls_buf PIPE, buf_id, mode: constants that fit select the
// immediate form.
foreach N = ["get_buf", "rls_buf"] in
def PTOIntrName<N>.ret : PTOSync<N, [llvm_i32_ty, llvm_i64_ty, llvm_i64_ty],
                                 [ImmArg<ArgIndex<0>>]>;
def int_pto_mem_bar : PTOSync<"mem_bar", [llvm_i32_ty], [ImmArg<ArgIndex<0>>]>;
foreach N = ["set_cross_core", "wait_flag_dev", "set_intra_block",
             "wait_intra_core"] in
def PTOIntrName<N>.ret : PTOSync<N, [llvm_i64_ty, llvm_i64_ty]>;

//===----------------------------------------------------------------------===//
// DMA (dma-copy.md)
//===----------------------------------------------------------------------===//

// The loop registers are inaccessible memory the copies read.
foreach Dir = ["outtoub", "ubtoout"] in
foreach Reg = ["loop_size", "loop1_stride", "loop2_stride"] in
def int_pto_set_ # Reg # _ # Dir
    : PTOSync<"set_" # Reg # "_" # Dir, [llvm_i64_ty, llvm_i64_ty],
              [IntrInaccessibleMemOnly, IntrWriteMem]>;
def int_pto_set_mov_pad_val
    : PTOSync<"set_mov_pad_val", [llvm_i64_ty],
              [IntrInaccessibleMemOnly, IntrWriteMem]>;

// copy_gm_to_ubuf(gm, ub, SID, n_burst, len_burst, left_pad, right_pad,
//                 DATA_SELECT, L2_CACHE_CTL, src_stride, dst_stride)
def int_pto_copy_gm_to_ubuf
    : PTOSync<"copy_gm_to_ubuf",
              [PTOGMPtr, PTOUBPtr, llvm_i32_ty, llvm_i64_ty, llvm_i64_ty,
               llvm_i64_ty, llvm_i64_ty, llvm_i32_ty, llvm_i32_ty, llvm_i64_ty,
               llvm_i64_ty],
              [IntrInaccessibleMemOrArgMemOnly, ReadOnly<ArgIndex<0>>,
               WriteOnly<ArgIndex<1>>, NoCapture<ArgIndex<0>>,
               NoCapture<ArgIndex<1>>, ImmArg<ArgIndex<2>>,
               ImmArg<ArgIndex<7>>, ImmArg<ArgIndex<8>>]>;
// copy_ubuf_to_gm(ub, gm, SID, n_burst, len_burst, RESERVED, dst_stride,
//                 src_stride)
def int_pto_copy_ubuf_to_gm
    : PTOSync<"copy_ubuf_to_gm",
              [PTOUBPtr, PTOGMPtr, llvm_i32_ty, llvm_i64_ty, llvm_i64_ty,
               llvm_i32_ty, llvm_i64_ty, llvm_i64_ty],
              [IntrInaccessibleMemOrArgMemOnly, ReadOnly<ArgIndex<0>>,
               WriteOnly<ArgIndex<1>>, NoCapture<ArgIndex<0>>,
               NoCapture<ArgIndex<1>>, ImmArg<ArgIndex<2>>,
               ImmArg<ArgIndex<5>>]>;
// copy_ubuf_to_ubuf(src, dst, SID, n_burst, len_burst, src_stride,
//                   dst_stride)
def int_pto_copy_ubuf_to_ubuf
    : PTOSync<"copy_ubuf_to_ubuf",
              [PTOUBPtr, PTOUBPtr, llvm_i32_ty, llvm_i64_ty, llvm_i64_ty,
               llvm_i64_ty, llvm_i64_ty],
              [IntrInaccessibleMemOrArgMemOnly, ReadOnly<ArgIndex<0>>,
               WriteOnly<ArgIndex<1>>, NoCapture<ArgIndex<0>>,
               NoCapture<ArgIndex<1>>, ImmArg<ArgIndex<2>>]>;

//===----------------------------------------------------------------------===//
// Scalar special registers
//===----------------------------------------------------------------------===//

foreach N = ["get_block_idx", "get_block_num", "get_subblock_idx",
             "get_subblock_num"] in
def PTOIntrName<N>.ret : PTOPure<N, [llvm_i64_ty], [], [IntrSpeculatable]>;
def int_pto_get_ctrl : PTOMem<"get_ctrl", [llvm_i64_ty], [],
                              [IntrInaccessibleMemOnly, IntrReadMem]>;
foreach N = ["set_ctrl", "set_fpc"] in
def PTOIntrName<N>.ret : PTOSync<N, [llvm_i64_ty],
                                 [IntrInaccessibleMemOnly, IntrWriteMem]>;

} // TargetPrefix = "pto"
