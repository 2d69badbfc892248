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
// `[xbase, xoffset]` or `[xbase, imm]`: a scalar register holding the UB byte
// address plus a byte offset.
//
//===----------------------------------------------------------------------===//

// A PIPE_V instruction that reads or writes UB.
class UBInst<bits<10> opcode, string mnemonic, dag outs, dag ins,
             string operands, list<string> slots, bit reads, bit writes,
             PTOElemType T = NoType>
    : PTOVInst<opcode, outs, ins,
               TypedName<mnemonic, [T]>.ret # "\t" # operands, slots> {
  let Pipe = PipeV;
  let EType = T;
  let ReadsUB = reads;
  let WritesUB = writes;
}

class UBLoad<bits<10> opcode, string mnemonic, dag outs, dag ins,
             string operands, list<string> slots, PTOElemType T = NoType>
    : UBInst<opcode, mnemonic, outs, ins, operands, slots, 1, 0, T>;

class UBStore<bits<10> opcode, string mnemonic, dag outs, dag ins,
              string operands, list<string> slots, PTOElemType T = NoType>
    : UBInst<opcode, mnemonic, outs, ins, operands, slots, 0, 1, T>;

//===----------------------------------------------------------------------===//
// Loads
//===----------------------------------------------------------------------===//

let UBAddressed = 1 in
def VLDS : UBLoad<0x200, "vlds", (outs VRF:$r0),
                  (ins GPR:$r1, GPR:$r2, mode_LoadDist:$m0),
                  "$r0, [$r1, $r2], $m0", ["r0", "r1", "r2", "m0"]>;
let UBAddressed = 1 in
def VLDS_I : UBLoad<0x201, "vlds", (outs VRF:$r0),
                    (ins GPR:$r1, simm16:$imm, mode_LoadDist:$m0),
                    "$r0, [$r1, $imm], $m0", ["r0", "r1", "imm", "m0"]>;
// Prime the load-align state from the 32-byte block holding xbase.
def VLDAS : UBLoad<0x202, "vldas", (outs ARF:$r3), (ins GPR:$r1),
                   "$r3, [$r1]", ["r1", "r3"]>;
// Unaligned load: updates the align state and advances xbase.
let Constraints = "$r3 = $r3in, $r1 = $r1in" in
def VLDUS : UBLoad<0x203, "vldus", (outs VRF:$r0, ARF:$r3, GPR:$r1),
                   (ins ARF:$r3in, GPR:$r1in), "$r0, $r3, $r1",
                   ["r0", "r1", "r3"]>;
let UBAddressed = 1 in
def VLDSX2 : UBLoad<0x204, "vldsx2", (outs VRF:$r0, VRF:$r3),
                    (ins GPR:$r1, GPR:$r2, mode_LoadDistX2:$m0),
                    "$r0, $r3, [$r1, $r2], $m0",
                    ["r0", "r1", "r2", "r3", "m0"]>;
def VSLD : UBLoad<0x205, "vsld", (outs VRF:$r0),
                  (ins GPR:$r1, GPR:$r2, mode_Stride:$m0),
                  "$r0, [$r1, $r2], $m0", ["r0", "r1", "r2", "m0"]>;
// Block-strided load; xcfg packs block stride and repeat.
def VSLDB : UBLoad<0x206, "vsldb", (outs VRF:$r0),
                   (ins GPR:$r1, GPR:$r2, PRF:$q0), "$r0, [$r1], $r2, $q0",
                   ["r0", "r1", "r2", "q0"]>;
let UBIndexed = 1 in
foreach T = [TI16, TI32] in {
// Gather of the first xn lanes: vd[i] = UB[xbase + vidx[i] * sizeof(T)].
def VGATHER2 # TypeTag<T>.ret
    : UBLoad<0x207, "vgather2", (outs VRF:$r0),
             (ins GPR:$r1, VRF:$r2, GPR:$r3), "$r0, [$r1], $r2, $r3",
             ["r0", "r1", "r2", "r3"], T>;
def VGATHER2_BC # TypeTag<T>.ret
    : UBLoad<0x208, "vgather2_bc", (outs VRF:$r0),
             (ins GPR:$r1, VRF:$r2, PRF:$q0), "$r0, [$r1], $r2, $q0",
             ["r0", "r1", "r2", "q0"], T>;
}
// Gather of 32-byte blocks at byte offsets.
let UBIndexed = 1 in
def VGATHERB : UBLoad<0x209, "vgatherb", (outs VRF:$r0),
                      (ins GPR:$r1, VRF:$r2, GPR:$r3), "$r0, [$r1], $r2, $r3",
                      ["r0", "r1", "r2", "r3"]>;
def UVLD : UBLoad<0x20A, "uvld", (outs VRF:$r0), (ins GPR:$r1, GPR:$r2),
                  "$r0, [$r1, $r2]", ["r0", "r1", "r2"]>;

//===----------------------------------------------------------------------===//
// Stores
//===----------------------------------------------------------------------===//

let UBAddressed = 1 in
def VSTS : UBStore<0x210, "vsts", (outs),
                   (ins VRF:$r0, GPR:$r1, GPR:$r2, mode_StoreDist:$m0,
                        PRF:$q0),
                   "$r0, [$r1, $r2], $m0, $q0", ["r0", "r1", "r2", "m0", "q0"]>;
let UBAddressed = 1 in
def VSTS_I : UBStore<0x211, "vsts", (outs),
                     (ins VRF:$r0, GPR:$r1, simm16:$imm, mode_StoreDist:$m0,
                          PRF:$q0),
                     "$r0, [$r1, $imm], $m0, $q0",
                     ["r0", "r1", "imm", "m0", "q0"]>;
let UBAddressed = 1 in
def VSTSX2 : UBStore<0x212, "vstsx2", (outs),
                     (ins VRF:$r0, VRF:$r3, GPR:$r1, GPR:$r2,
                          mode_StoreDistX2:$m0, PRF:$q0),
                     "$r0, $r3, [$r1, $r2], $m0, $q0",
                     ["r0", "r1", "r2", "r3", "m0", "q0"]>;
def VSST : UBStore<0x213, "vsst", (outs),
                   (ins VRF:$r0, GPR:$r1, GPR:$r2, mode_Stride:$m0),
                   "$r0, [$r1, $r2], $m0", ["r0", "r1", "r2", "m0"]>;
def VSSTB : UBStore<0x214, "vsstb", (outs),
                    (ins VRF:$r0, GPR:$r1, GPR:$r2, PRF:$q0),
                    "$r0, [$r1], $r2, $q0", ["r0", "r1", "r2", "q0"]>;
let UBIndexed = 1 in
foreach T = [TI8, TI16, TI32] in
def VSCATTER # TypeTag<T>.ret
    : UBStore<0x215, "vscatter", (outs),
              (ins VRF:$r0, GPR:$r1, VRF:$r2, GPR:$r3),
              "$r0, [$r1], $r2, $r3", ["r0", "r1", "r2", "r3"], T>;
// vscatter.b8.i16: the low byte of each 16-bit lane of r0 to
// base[index] (the library scatters bytes loaded with UNPK_B8 so).
let UBIndexed = 1, Family = "vscatter_b8" in
def VSCATTER_B8_I16
    : UBStore<0x21F, "vscatter.b8", (outs),
              (ins VRF:$r0, GPR:$r1, VRF:$r2, GPR:$r3),
              "$r0, [$r1], $r2, $r3", ["r0", "r1", "r2", "r3"], TI16>;

// Align-state stores. The stream's align state is read and updated in
// place; vsta/vstas/vstar flush it.
def VSTA : UBStore<0x216, "vsta", (outs), (ins ARF:$r3, GPR:$r1, GPR:$r2),
                   "$r3, [$r1, $r2]", ["r1", "r2", "r3"]>;
// Form A: vstu al, xbase, vs, [xdest], xmode (al and xbase updated).
let Constraints = "$r3 = $r3in, $r4 = $r4in" in
def VSTU : UBStore<0x217, "vstu", (outs ARF:$r3, GPR:$r4),
                   (ins ARF:$r3in, GPR:$r4in, VRF:$r0, GPR:$r1, GPR:$r2),
                   "$r3, $r4, $r0, [$r1], $r2", ["r0", "r1", "r2", "r3", "r4"]>;
// Form B: vstu al, xoffset, vs, [xbase], MODE (al and xoffset updated).
let Constraints = "$r3 = $r3in, $r2 = $r2in" in
def VSTU_MODE : UBStore<0x218, "vstu", (outs ARF:$r3, GPR:$r2),
                        (ins ARF:$r3in, GPR:$r2in, VRF:$r0, GPR:$r1,
                             mode_PostUpdate:$m0),
                        "$r3, $r2, $r0, [$r1], $m0",
                        ["r0", "r1", "r2", "r3", "m0"]> {
  let Intr = "int_pto_vstu_mode";
}
// Form A: vstus al, xbase, vs, [xdest], xoffset (al and xbase updated).
let Constraints = "$r3 = $r3in, $r4 = $r4in" in
def VSTUS : UBStore<0x219, "vstus", (outs ARF:$r3, GPR:$r4),
                    (ins ARF:$r3in, GPR:$r4in, VRF:$r0, GPR:$r1, GPR:$r2),
                    "$r3, $r4, $r0, [$r1], $r2",
                    ["r0", "r1", "r2", "r3", "r4"]>;
// Form B: vstus al, xoffset, vs, [xbase], MODE (al and xbase updated).
let Constraints = "$r3 = $r3in, $r1 = $r1in" in
def VSTUS_MODE : UBStore<0x21A, "vstus", (outs ARF:$r3, GPR:$r1),
                         (ins ARF:$r3in, GPR:$r2, VRF:$r0, GPR:$r1in,
                              mode_PostUpdate:$m0),
                         "$r3, $r2, $r0, [$r1], $m0",
                         ["r0", "r1", "r2", "r3", "m0"]> {
  let Intr = "int_pto_vstus_mode";
}
// vstur keeps its address in the AR special register (SQZN configures it).
let Uses = [AR, SQZN], Defs = [AR] in {
let Constraints = "$r3 = $r3in" in {
def VSTUR : UBStore<0x21B, "vstur", (outs ARF:$r3),
                    (ins ARF:$r3in, VRF:$r0, GPR:$r1), "$r3, $r0, [$r1]",
                    ["r0", "r1", "r3"]>;
def VSTUR_MODE : UBStore<0x21C, "vstur", (outs ARF:$r3),
                         (ins ARF:$r3in, VRF:$r0, GPR:$r1,
                              mode_PostUpdate:$m0),
                         "$r3, $r0, [$r1], $m0", ["r0", "r1", "r3", "m0"]> {
  let Intr = "int_pto_vstur_mode";
}
}
}
def VSTAS : UBStore<0x21D, "vstas", (outs), (ins ARF:$r3, GPR:$r1, GPR:$r2),
                    "$r3, [$r1], $r2", ["r1", "r2", "r3"]>;
def VSTAR : UBStore<0x21E, "vstar", (outs), (ins ARF:$r3, GPR:$r1),
                    "$r3, [$r1]", ["r1", "r3"]>;

//===----------------------------------------------------------------------===//
// Vector-address forms (section 3.11): addresses are [xbase, va].
//===----------------------------------------------------------------------===//

let isReMaterializable = 1, isAsCheapAsAMove = 1 in
def VAG : PTOVInst<0x220, (outs VAR:$r0), (ins GPR:$r1), "vag\t$r0, $r1",
                   ["r0", "r1"]> {
  let Pipe = PipeV;
}
def VALD : UBLoad<0x221, "vald", (outs VRF:$r0),
                  (ins GPR:$r1, VAR:$r2, mode_LoadDist:$m0),
                  "$r0, [$r1, $r2], $m0", ["r0", "r1", "r2", "m0"]>;
def VALDX2 : UBLoad<0x222, "valdx2", (outs VRF:$r0, VRF:$r3),
                    (ins GPR:$r1, VAR:$r2, mode_LoadDistX2:$m0),
                    "$r0, $r3, [$r1, $r2], $m0",
                    ["r0", "r1", "r2", "r3", "m0"]>;
def VAST : UBStore<0x223, "vast", (outs),
                   (ins VRF:$r0, GPR:$r1, VAR:$r2, mode_StoreDist:$m0,
                        PRF:$q0),
                   "$r0, [$r1, $r2], $m0, $q0", ["r0", "r1", "r2", "m0", "q0"]>;
def VASTX2 : UBStore<0x224, "vastx2", (outs),
                     (ins VRF:$r0, VRF:$r3, GPR:$r1, VAR:$r2,
                          mode_StoreDistX2:$m0, PRF:$q0),
                     "$r0, $r3, [$r1, $r2], $m0, $q0",
                     ["r0", "r1", "r2", "r3", "m0", "q0"]>;
def PALD : UBLoad<0x225, "pald", (outs PRF:$r0),
                  (ins GPR:$r1, VAR:$r2, mode_PredLoadDist:$m0),
                  "$r0, [$r1, $r2], $m0", ["r0", "r1", "r2", "m0"]>;
def PAST : UBStore<0x226, "past", (outs),
                   (ins PRF:$r0, GPR:$r1, VAR:$r2, mode_PredStoreDist:$m0),
                   "$r0, [$r1, $r2], $m0", ["r0", "r1", "r2", "m0"]>;
def VALDA : UBLoad<0x227, "valda", (outs ARF:$r3), (ins GPR:$r1, VAR:$r2),
                   "$r3, [$r1, $r2]", ["r1", "r2", "r3"]>;
// valdu vd, al, va, [xbase], xinc (al and va updated)
let Constraints = "$r3 = $r3in, $r2 = $r2in" in
def VALDU : UBLoad<0x228, "valdu", (outs VRF:$r0, ARF:$r3, VAR:$r2),
                   (ins ARF:$r3in, VAR:$r2in, GPR:$r1, GPR:$r4),
                   "$r0, $r3, $r2, [$r1], $r4", ["r0", "r1", "r2", "r3", "r4"]>;
// vastu al, va, vs, [xbase], MODE (al and va updated)
let Constraints = "$r3 = $r3in, $r2 = $r2in" in
def VASTU : UBStore<0x229, "vastu", (outs ARF:$r3, VAR:$r2),
                    (ins ARF:$r3in, VAR:$r2in, VRF:$r0, GPR:$r1,
                         mode_PostUpdate:$m0),
                    "$r3, $r2, $r0, [$r1], $m0",
                    ["r0", "r1", "r2", "r3", "m0"]>;
def VASTA : UBStore<0x22A, "vasta", (outs), (ins ARF:$r3, GPR:$r1, VAR:$r2),
                    "$r3, [$r1, $r2]", ["r1", "r2", "r3"]>;

//===----------------------------------------------------------------------===//
// Predicate loads and stores (section 3.3)
//===----------------------------------------------------------------------===//

def PLDS : UBLoad<0x230, "plds", (outs PRF:$r0),
                  (ins GPR:$r1, GPR:$r2, mode_PredLoadDist:$m0),
                  "$r0, [$r1, $r2], $m0", ["r0", "r1", "r2", "m0"]>;
def PLDI : UBLoad<0x231, "pldi", (outs PRF:$r0),
                  (ins GPR:$r1, simm16:$imm, mode_PredLoadDist:$m0),
                  "$r0, [$r1, $imm], $m0", ["r0", "r1", "imm", "m0"]> {
  let Intr = "int_pto_plds";
}
def PSTS : UBStore<0x232, "psts", (outs),
                   (ins PRF:$r0, GPR:$r1, GPR:$r2, mode_PredStoreDist:$m0),
                   "$r0, [$r1, $r2], $m0", ["r0", "r1", "r2", "m0"]>;
def PSTI : UBStore<0x233, "psti", (outs),
                   (ins PRF:$r0, GPR:$r1, simm16:$imm, mode_PredStoreDist:$m0),
                   "$r0, [$r1, $imm], $m0", ["r0", "r1", "imm", "m0"]> {
  let Intr = "int_pto_psts";
}
// pstu.b16 al, ps, xbase (al and xbase updated): an unaligned stream of
// b16 or b32 predicate images.
foreach G = [TI16, TI32] in
let Constraints = "$r3 = $r3in, $r1 = $r1in" in
def PSTU_B # G.Width
    : UBStore<0x234, "pstu.b" # G.Width, (outs ARF:$r3, GPR:$r1),
              (ins ARF:$r3in, PRF:$r0, GPR:$r1in), "$r3, $r0, $r1",
              ["r0", "r1", "r3"]> {
  let EType = G;
  let Intr = "int_pto_pstu_b" # G.Width;
}
def PLD : UBLoad<0x235, "pld", (outs PRF:$r0),
                 (ins GPR:$r1, GPR:$r2, mode_PredLoadDist:$m0),
                 "$r0, [$r1, $r2], $m0", ["r0", "r1", "r2", "m0"]>;
def PST : UBStore<0x236, "pst", (outs),
                  (ins PRF:$r0, GPR:$r1, GPR:$r2, mode_PredStoreDist:$m0),
                  "$r0, [$r1, $r2], $m0", ["r0", "r1", "r2", "m0"]>;

//===----------------------------------------------------------------------===//
// UB-to-UB sorting and transposition (section 3.10)
//===----------------------------------------------------------------------===//

foreach T = [TF16, TF32] in {
// vbitsort.f32 [xdst], [xsrc], [xidx], xrepeat
def VBITSORT # TypeTag<T>.ret
    : UBInst<0x238, "vbitsort", (outs), (ins GPR:$r0, GPR:$r1, GPR:$r2, GPR:$r3),
             "[$r0], [$r1], [$r2], $r3", ["r0", "r1", "r2", "r3"], 1, 1, T> {
  let Intr = "int_pto_vbitsort_" # T.Suffix;
}
// vmrgsort4.f32 [xdst], [xs0], [xs1], [xs2], [xs3], xcount, xconfig
let Defs = [VMS4_SR] in
def VMRGSORT4 # TypeTag<T>.ret
    : UBInst<0x239, "vmrgsort4", (outs),
             (ins GPR:$r0, GPR:$r1, GPR:$r2, GPR:$r3, GPR:$r4, GPR:$r5,
                  GPR:$r6),
             "[$r0], [$r1], [$r2], [$r3], [$r4], $r5, $r6",
             ["r0", "r1", "r2", "r3", "r4", "r5", "r6"], 1, 1, T> {
  let Intr = "int_pto_vmrgsort4_" # T.Suffix;
}
}
def VTRANSPOSE : UBInst<0x23A, "vtranspose", (outs),
                        (ins GPR:$r0, GPR:$r1, GPR:$r2), "[$r0], [$r1], $r2",
                        ["r0", "r1", "r2"], 1, 1>;
def VSORT32 : UBInst<0x23B, "vsort32", (outs),
                     (ins GPR:$r0, GPR:$r1, GPR:$r2), "[$r0], [$r1], $r2",
                     ["r0", "r1", "r2"], 1, 1>;
