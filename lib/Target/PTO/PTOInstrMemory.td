//===-- PTOInstrMemory.td - PTO UB loads and stores --------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// UB <-> register moves of the vector pipe (vector-load-store.md, and
// vector-isa-beyond-seeds.md sections 3.11-3.12). UB addresses are written
// `[base, offset]` or `[base, imm]`: a scalar register holding the UB byte
// address plus a byte offset.
//
//===----------------------------------------------------------------------===//

// A PIPE_V instruction that reads or writes UB.
class UBInst<bits<10> opcode, string mnemonic, dag outs, dag ins,
             string operands, bit reads, bit writes, PTOElemType T = NoType>
    : PTOVInst<opcode, outs, ins,
               TypedName<mnemonic, [T]>.ret # "\t" # operands> {
  let Pipe = PipeV;
  let EType = T;
  let ReadsUB = reads;
  let WritesUB = writes;
}

class UBLoad<bits<10> opcode, string mnemonic, dag outs, dag ins,
             string operands, PTOElemType T = NoType>
    : UBInst<opcode, mnemonic, outs, ins, operands, 1, 0, T>;

class UBStore<bits<10> opcode, string mnemonic, dag outs, dag ins,
              string operands, PTOElemType T = NoType>
    : UBInst<opcode, mnemonic, outs, ins, operands, 0, 1, T>;

//===----------------------------------------------------------------------===//
// Loads
//===----------------------------------------------------------------------===//

let UBAddressed = 1 in
def VLDS : UBLoad<0x200, "vlds", (outs VRF:$vd),
                  (ins GPR:$base, GPR:$offset, mode_LoadDist:$dist),
                  "$vd, [$base, $offset], $dist"> {
  let r0 = vd; let r1 = base; let r2 = offset; let m0 = dist;
}
let UBAddressed = 1 in
def VLDS_I : UBLoad<0x201, "vlds", (outs VRF:$vd),
                    (ins GPR:$base, simm16:$imm, mode_LoadDist:$dist),
                    "$vd, [$base, $imm], $dist"> {
  let r0 = vd; let r1 = base; let m0 = dist; let imm16 = imm;
}
// Prime the load-align state from the 32-byte block holding base.
def VLDAS : UBLoad<0x202, "vldas", (outs ARF:$al), (ins GPR:$base),
                   "$al, [$base]"> {
  let r1 = base; let r3 = al;
}
// Unaligned load: updates the align state and advances base.
let Constraints = "$al = $al_in, $base = $base_in" in
def VLDUS : UBLoad<0x203, "vldus", (outs VRF:$vd, ARF:$al, GPR:$base),
                   (ins ARF:$al_in, GPR:$base_in), "$vd, $al, $base"> {
  let r0 = vd; let r1 = base; let r3 = al;
}
let UBAddressed = 1 in
def VLDSX2 : UBLoad<0x204, "vldsx2", (outs VRF:$vd, VRF:$vd2),
                    (ins GPR:$base, GPR:$offset, mode_LoadDistX2:$dist),
                    "$vd, $vd2, [$base, $offset], $dist"> {
  let r0 = vd; let r1 = base; let r2 = offset; let r3 = vd2; let m0 = dist;
}
def VSLD : UBLoad<0x205, "vsld", (outs VRF:$vd),
                  (ins GPR:$base, GPR:$offset, mode_Stride:$stride),
                  "$vd, [$base, $offset], $stride"> {
  let r0 = vd; let r1 = base; let r2 = offset; let m0 = stride;
}
// Block-strided load; xcfg packs block stride and repeat.
def VSLDB : UBLoad<0x206, "vsldb", (outs VRF:$vd),
                   (ins GPR:$base, GPR:$config, PRF:$pg),
                   "$vd, [$base], $config, $pg"> {
  let r0 = vd; let r1 = base; let r2 = config; let q0 = pg;
}
let UBIndexed = 1 in
foreach T = [TI16, TI32] in {
// Gather of the first count lanes: vd[i] = UB[base + vidx[i] * sizeof(T)].
def VGATHER2 # TypeTag<T>.ret
    : UBLoad<0x207, "vgather2", (outs VRF:$vd),
             (ins GPR:$base, VRF:$vidx, GPR:$count),
             "$vd, [$base], $vidx, $count", T> {
  let r0 = vd; let r1 = base; let r2 = vidx; let r3 = count;
}
def VGATHER2_BC # TypeTag<T>.ret
    : UBLoad<0x208, "vgather2_bc", (outs VRF:$vd),
             (ins GPR:$base, VRF:$vidx, PRF:$pg),
             "$vd, [$base], $vidx, $pg", T> {
  let r0 = vd; let r1 = base; let r2 = vidx; let q0 = pg;
}
}
// Gather of 32-byte blocks at byte offsets.
let UBIndexed = 1 in
def VGATHERB : UBLoad<0x209, "vgatherb", (outs VRF:$vd),
                      (ins GPR:$base, VRF:$vidx, GPR:$count),
                      "$vd, [$base], $vidx, $count"> {
  let r0 = vd; let r1 = base; let r2 = vidx; let r3 = count;
}
def UVLD : UBLoad<0x20A, "uvld", (outs VRF:$vd), (ins GPR:$base, GPR:$offset),
                  "$vd, [$base, $offset]"> {
  let r0 = vd; let r1 = base; let r2 = offset;
}

//===----------------------------------------------------------------------===//
// Stores
//===----------------------------------------------------------------------===//

let UBAddressed = 1 in
def VSTS : UBStore<0x210, "vsts", (outs),
                   (ins VRF:$vs1, GPR:$base, GPR:$offset, mode_StoreDist:$dist,
                        PRF:$pg),
                   "$vs1, [$base, $offset], $dist, $pg"> {
  let r0 = vs1; let r1 = base; let r2 = offset; let q0 = pg; let m0 = dist;
}
let UBAddressed = 1 in
def VSTS_I : UBStore<0x211, "vsts", (outs),
                     (ins VRF:$vs1, GPR:$base, simm16:$imm,
                          mode_StoreDist:$dist,
                          PRF:$pg),
                     "$vs1, [$base, $imm], $dist, $pg"> {
  let r0 = vs1; let r1 = base; let q0 = pg; let m0 = dist; let imm16 = imm;
}
let UBAddressed = 1 in
def VSTSX2 : UBStore<0x212, "vstsx2", (outs),
                     (ins VRF:$vs1, VRF:$vs2, GPR:$base, GPR:$offset,
                          mode_StoreDistX2:$dist, PRF:$pg),
                     "$vs1, $vs2, [$base, $offset], $dist, $pg"> {
  let r0 = vs1; let r1 = base; let r2 = offset; let r3 = vs2; let q0 = pg;
  let m0 = dist;
}
def VSST : UBStore<0x213, "vsst", (outs),
                   (ins VRF:$vs1, GPR:$base, GPR:$offset, mode_Stride:$stride),
                   "$vs1, [$base, $offset], $stride"> {
  let r0 = vs1; let r1 = base; let r2 = offset; let m0 = stride;
}
def VSSTB : UBStore<0x214, "vsstb", (outs),
                    (ins VRF:$vs1, GPR:$base, GPR:$config, PRF:$pg),
                    "$vs1, [$base], $config, $pg"> {
  let r0 = vs1; let r1 = base; let r2 = config; let q0 = pg;
}
let UBIndexed = 1 in
foreach T = [TI8, TI16, TI32] in
def VSCATTER # TypeTag<T>.ret
    : UBStore<0x215, "vscatter", (outs),
              (ins VRF:$vs1, GPR:$base, VRF:$vidx, GPR:$count),
              "$vs1, [$base], $vidx, $count", T> {
  let r0 = vs1; let r1 = base; let r2 = vidx; let r3 = count;
}
// vscatter.b8.i16: the low byte of each 16-bit lane of vs1 to
// base[index] (the library scatters bytes loaded with UNPK_B8 so).
let UBIndexed = 1, Family = "vscatter_b8" in
def VSCATTER_B8_I16
    : UBStore<0x21F, "vscatter.b8", (outs),
              (ins VRF:$vs1, GPR:$base, VRF:$vidx, GPR:$count),
              "$vs1, [$base], $vidx, $count", TI16> {
  let r0 = vs1; let r1 = base; let r2 = vidx; let r3 = count;
}

// Align-state stores. The stream's align state is read and updated in
// place; vsta/vstas/vstar flush it.
def VSTA : UBStore<0x216, "vsta", (outs), (ins ARF:$al, GPR:$base, GPR:$offset),
                   "$al, [$base, $offset]"> {
  let r1 = base; let r2 = offset; let r3 = al;
}
// Form A: vstu al, offset, vs1, [base], post: post is a register (1:
// POST_UPDATE); al and offset updated.
let Constraints = "$al = $al_in, $offset = $offset_in" in
def VSTU : UBStore<0x217, "vstu", (outs ARF:$al, GPR:$offset),
                   (ins ARF:$al_in, GPR:$offset_in, VRF:$vs1, GPR:$base,
                        GPR:$post),
                   "$al, $offset, $vs1, [$base], $post"> {
  let r0 = vs1; let r1 = base; let r2 = post; let r3 = al; let r4 = offset;
}
// Form B: vstu al, offset, vs1, [base], POST (al and offset updated).
let Constraints = "$al = $al_in, $offset = $offset_in" in
def VSTU_MODE : UBStore<0x218, "vstu", (outs ARF:$al, GPR:$offset),
                        (ins ARF:$al_in, GPR:$offset_in, VRF:$vs1, GPR:$base,
                             mode_PostUpdate:$post),
                        "$al, $offset, $vs1, [$base], $post"> {
  let r0 = vs1; let r1 = base; let r2 = offset; let r3 = al; let m0 = post;
  let Intr = "int_pto_vstu_mode";
}
// Form A: vstus al, offset, vs1, [base], count: stores count bytes (al and
// offset updated, offset by count).
let Constraints = "$al = $al_in, $offset = $offset_in" in
def VSTUS : UBStore<0x219, "vstus", (outs ARF:$al, GPR:$offset),
                    (ins ARF:$al_in, GPR:$offset_in, VRF:$vs1, GPR:$base,
                         GPR:$count),
                    "$al, $offset, $vs1, [$base], $count"> {
  let r0 = vs1; let r1 = base; let r2 = count; let r3 = al; let r4 = offset;
}
// Form B: vstus al, count, vs1, [base], POST: stores count bytes at base (al
// and base updated).
let Constraints = "$al = $al_in, $base = $base_in" in
def VSTUS_MODE : UBStore<0x21A, "vstus", (outs ARF:$al, GPR:$base),
                         (ins ARF:$al_in, GPR:$count, VRF:$vs1, GPR:$base_in,
                              mode_PostUpdate:$post),
                         "$al, $count, $vs1, [$base], $post"> {
  let r0 = vs1; let r1 = base; let r2 = count; let r3 = al; let m0 = post;
  let Intr = "int_pto_vstus_mode";
}
// vstur keeps its address in the AR special register (SQZN configures it).
let Uses = [AR, SQZN], Defs = [AR] in {
let Constraints = "$al = $al_in" in {
def VSTUR : UBStore<0x21B, "vstur", (outs ARF:$al),
                    (ins ARF:$al_in, VRF:$vs1, GPR:$base),
                    "$al, $vs1, [$base]"> {
  let r0 = vs1; let r1 = base; let r3 = al;
}
def VSTUR_MODE : UBStore<0x21C, "vstur", (outs ARF:$al),
                         (ins ARF:$al_in, VRF:$vs1, GPR:$base,
                              mode_PostUpdate:$post),
                         "$al, $vs1, [$base], $post"> {
  let r0 = vs1; let r1 = base; let r3 = al; let m0 = post;
  let Intr = "int_pto_vstur_mode";
}
}
}
def VSTAS : UBStore<0x21D, "vstas", (outs),
                    (ins ARF:$al, GPR:$base, GPR:$offset),
                    "$al, [$base], $offset"> {
  let r1 = base; let r2 = offset; let r3 = al;
}
def VSTAR : UBStore<0x21E, "vstar", (outs), (ins ARF:$al, GPR:$base),
                    "$al, [$base]"> {
  let r1 = base; let r3 = al;
}

//===----------------------------------------------------------------------===//
// Vector-address forms (section 3.11): addresses are [base, va].
//===----------------------------------------------------------------------===//

let isReMaterializable = 1, isAsCheapAsAMove = 1 in
def VAG : PTOVInst<0x220, (outs VAR:$va), (ins GPR:$offset),
                   "vag\t$va, $offset"> {
  let r0 = va; let r1 = offset;
  let Pipe = PipeV;
}
def VALD : UBLoad<0x221, "vald", (outs VRF:$vd),
                  (ins GPR:$base, VAR:$va, mode_LoadDist:$dist),
                  "$vd, [$base, $va], $dist"> {
  let r0 = vd; let r1 = base; let r2 = va; let m0 = dist;
}
def VALDX2 : UBLoad<0x222, "valdx2", (outs VRF:$vd, VRF:$vd2),
                    (ins GPR:$base, VAR:$va, mode_LoadDistX2:$dist),
                    "$vd, $vd2, [$base, $va], $dist"> {
  let r0 = vd; let r1 = base; let r2 = va; let r3 = vd2; let m0 = dist;
}
def VAST : UBStore<0x223, "vast", (outs),
                   (ins VRF:$vs1, GPR:$base, VAR:$va, mode_StoreDist:$dist,
                        PRF:$pg),
                   "$vs1, [$base, $va], $dist, $pg"> {
  let r0 = vs1; let r1 = base; let r2 = va; let q0 = pg; let m0 = dist;
}
def VASTX2 : UBStore<0x224, "vastx2", (outs),
                     (ins VRF:$vs1, VRF:$vs2, GPR:$base, VAR:$va,
                          mode_StoreDistX2:$dist, PRF:$pg),
                     "$vs1, $vs2, [$base, $va], $dist, $pg"> {
  let r0 = vs1; let r1 = base; let r2 = va; let r3 = vs2; let q0 = pg;
  let m0 = dist;
}
def PALD : UBLoad<0x225, "pald", (outs PRF:$pd),
                  (ins GPR:$base, VAR:$va, mode_PredLoadDist:$dist),
                  "$pd, [$base, $va], $dist"> {
  let r0 = pd; let r1 = base; let r2 = va; let m0 = dist;
}
def PAST : UBStore<0x226, "past", (outs),
                   (ins PRF:$ps1, GPR:$base, VAR:$va, mode_PredStoreDist:$dist),
                   "$ps1, [$base, $va], $dist"> {
  let r0 = ps1; let r1 = base; let r2 = va; let m0 = dist;
}
def VALDA : UBLoad<0x227, "valda", (outs ARF:$al), (ins GPR:$base, VAR:$va),
                   "$al, [$base, $va]"> {
  let r1 = base; let r2 = va; let r3 = al;
}
// valdu vd, al, va, [base], step (al and va updated)
let Constraints = "$al = $al_in, $va = $va_in" in
def VALDU : UBLoad<0x228, "valdu", (outs VRF:$vd, ARF:$al, VAR:$va),
                   (ins ARF:$al_in, VAR:$va_in, GPR:$base, GPR:$step),
                   "$vd, $al, $va, [$base], $step"> {
  bits<5> step;
  let r0 = vd; let r1 = base; let r2 = va; let r3 = al; let r4 = step;
}
// vastu al, va, vs1, [base], POST (al and va updated)
let Constraints = "$al = $al_in, $va = $va_in" in
def VASTU : UBStore<0x229, "vastu", (outs ARF:$al, VAR:$va),
                    (ins ARF:$al_in, VAR:$va_in, VRF:$vs1, GPR:$base,
                         mode_PostUpdate:$post),
                    "$al, $va, $vs1, [$base], $post"> {
  let r0 = vs1; let r1 = base; let r2 = va; let r3 = al; let m0 = post;
}
def VASTA : UBStore<0x22A, "vasta", (outs), (ins ARF:$al, GPR:$base, VAR:$va),
                    "$al, [$base, $va]"> {
  let r1 = base; let r2 = va; let r3 = al;
}

//===----------------------------------------------------------------------===//
// Predicate loads and stores (section 3.3)
//===----------------------------------------------------------------------===//

def PLDS : UBLoad<0x230, "plds", (outs PRF:$pd),
                  (ins GPR:$base, GPR:$offset, mode_PredLoadDist:$dist),
                  "$pd, [$base, $offset], $dist"> {
  let r0 = pd; let r1 = base; let r2 = offset; let m0 = dist;
}
def PLDI : UBLoad<0x231, "pldi", (outs PRF:$pd),
                  (ins GPR:$base, simm16:$imm, mode_PredLoadDist:$dist),
                  "$pd, [$base, $imm], $dist"> {
  let r0 = pd; let r1 = base; let m0 = dist; let imm16 = imm;
  let Intr = "int_pto_plds";
}
def PSTS : UBStore<0x232, "psts", (outs),
                   (ins PRF:$ps1, GPR:$base, GPR:$offset,
                        mode_PredStoreDist:$dist),
                   "$ps1, [$base, $offset], $dist"> {
  let r0 = ps1; let r1 = base; let r2 = offset; let m0 = dist;
}
def PSTI : UBStore<0x233, "psti", (outs),
                   (ins PRF:$ps1, GPR:$base, simm16:$imm,
                        mode_PredStoreDist:$dist),
                   "$ps1, [$base, $imm], $dist"> {
  let r0 = ps1; let r1 = base; let m0 = dist; let imm16 = imm;
  let Intr = "int_pto_psts";
}
// pstu.b16 al, ps1, base (al and base updated): an unaligned stream of
// b16 or b32 predicate images.
foreach G = [TI16, TI32] in
let Constraints = "$al = $al_in, $base = $base_in" in
def PSTU_B # G.Width
    : UBStore<0x234, "pstu.b" # G.Width, (outs ARF:$al, GPR:$base),
              (ins ARF:$al_in, PRF:$ps1, GPR:$base_in), "$al, $ps1, $base"> {
  let r0 = ps1; let r1 = base; let r3 = al;
  let EType = G;
  let Intr = "int_pto_pstu_b" # G.Width;
}
def PLD : UBLoad<0x235, "pld", (outs PRF:$pd),
                 (ins GPR:$base, GPR:$offset, mode_PredLoadDist:$dist),
                 "$pd, [$base, $offset], $dist"> {
  let r0 = pd; let r1 = base; let r2 = offset; let m0 = dist;
}
def PST : UBStore<0x236, "pst", (outs),
                  (ins PRF:$ps1, GPR:$base, GPR:$offset,
                       mode_PredStoreDist:$dist),
                  "$ps1, [$base, $offset], $dist"> {
  let r0 = ps1; let r1 = base; let r2 = offset; let m0 = dist;
}

//===----------------------------------------------------------------------===//
// UB-to-UB sorting and transposition (section 3.10)
//===----------------------------------------------------------------------===//

foreach T = [TF16, TF32] in {
// vbitsort.f32 [xdst], [xsrc], [xidx], xrepeat
def VBITSORT # TypeTag<T>.ret
    : UBInst<0x238, "vbitsort", (outs),
             (ins GPR:$dst, GPR:$src, GPR:$index, GPR:$repeat),
             "[$dst], [$src], [$index], $repeat", 1, 1, T> {
  bits<5> dst;
  bits<5> src;
  bits<5> index;
  bits<5> repeat;
  let r0 = dst; let r1 = src; let r2 = index; let r3 = repeat;
  let Intr = "int_pto_vbitsort_" # T.Suffix;
}
// vmrgsort4.f32 [xdst], [xs0], [xs1], [xs2], [xs3], xcount, xconfig
let Defs = [VMS4_SR] in
def VMRGSORT4 # TypeTag<T>.ret
    : UBInst<0x239, "vmrgsort4", (outs),
             (ins GPR:$dst, GPR:$src0, GPR:$src1, GPR:$src2, GPR:$src3,
                  GPR:$count, GPR:$config),
             "[$dst], [$src0], [$src1], [$src2], [$src3], $count, $config",
             1, 1, T> {
  bits<5> dst;
  bits<5> src0;
  bits<5> src1;
  bits<5> src2;
  bits<5> src3;
  let r0 = dst; let r1 = src0; let r2 = src1; let r3 = src2; let r4 = src3;
  let r5 = count; let r6 = config;
  let Intr = "int_pto_vmrgsort4_" # T.Suffix;
}
}
def VTRANSPOSE : UBInst<0x23A, "vtranspose", (outs),
                        (ins GPR:$dst, GPR:$src, GPR:$config),
                        "[$dst], [$src], $config", 1, 1> {
  bits<5> dst;
  bits<5> src;
  let r0 = dst; let r1 = src; let r2 = config;
}
def VSORT32 : UBInst<0x23B, "vsort32", (outs),
                     (ins GPR:$dst, GPR:$src, GPR:$config),
                     "[$dst], [$src], $config", 1, 1> {
  bits<5> dst;
  bits<5> src;
  let r0 = dst; let r1 = src; let r2 = config;
}
