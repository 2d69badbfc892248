//===-- PTOInstrPredicate.td - PTO predicate instructions --*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Predicate generation and algebra (vector-isa-beyond-seeds.md 3.2). A
// predicate register has one bit per vector byte; `_b8/_b16/_b32` name the
// lane view (256, 128 or 64 lanes) an instruction uses.
//
//===----------------------------------------------------------------------===//

defvar PredViews = [TI8, TI16, TI32];

// A predicate instruction with a lane view: `pset_b32`.
class PInst<bits<10> opcode, string mnemonic, PTOElemType G, dag outs,
            dag ins, string operands>
    : PTOVInst<opcode, outs, ins,
               mnemonic # !if(!eq(G.Suffix, ""), "", "_b" # G.Width) # "\t" #
                   operands> {
  let Pipe = PipeV;
  let EType = G;
}

// pd = the lanes of a pattern, in each lane view.
multiclass PPattern<bits<10> opcode, string mnemonic> {
  foreach G = PredViews in
  def _B # G.Width : PInst<opcode, mnemonic, G, (outs PRF:$pd),
                           (ins mode_Pattern:$pattern), "$pd, $pattern"> {
    bits<5> pattern;
    let r0 = pd; let m0 = pattern;
  }
}

// pd, pd2 = op(ps1, ps2), in each lane view.
multiclass PPair<bits<10> opcode, string mnemonic> {
  foreach G = PredViews in
  def _B # G.Width : PInst<opcode, mnemonic, G, (outs PRF:$pd, PRF:$pd2),
                           (ins PRF:$ps1, PRF:$ps2), "$pd, $pd2, $ps1, $ps2"> {
    let r0 = pd; let r1 = ps1; let r2 = ps2; let r3 = pd2;
  }
}

// Cheaper to recompute than to keep in a register across a call or spill.
let isReMaterializable = 1, isAsCheapAsAMove = 1 in
defm PSET : PPattern<0x280, "pset">;
defm PGE : PPattern<0x281, "pge">;
// plt_b32 pd, count: pd[i] = i < count; count -= lanes (saturating at 0).
// Issued on PIPE_S, run in PIPE_V order (VectorOrder).
let Pipe = PipeS, VectorOrder = 1 in
foreach G = PredViews in {
let Constraints = "$count = $count_in" in
def PLT_B # G.Width : PInst<0x282, "plt", G, (outs PRF:$pd, GPR:$count),
                            (ins GPR:$count_in), "$pd, $count"> {
  let r0 = pd; let r1 = count;
}
def PLTM_B # G.Width : PInst<0x283, "pltm", G, (outs PRF:$pd),
                             (ins GPR:$xs1, GPR:$xs2), "$pd, $xs1, $xs2"> {
  let r0 = pd; let r1 = xs1; let r2 = xs2;
}
}

def PPACK : PInst<0x284, "ppack", NoType, (outs PRF:$pd),
                  (ins PRF:$ps1, mode_Part:$part), "$pd, $ps1, $part"> {
  bits<5> part;
  let r0 = pd; let r1 = ps1; let m0 = part;
}
def PUNPACK : PInst<0x285, "punpack", NoType, (outs PRF:$pd),
                    (ins PRF:$ps1, mode_Part:$part), "$pd, $ps1, $part"> {
  bits<5> part;
  let r0 = pd; let r1 = ps1; let m0 = part;
}
// pd = pg ? (ps1 op ps2) : 0
foreach Op = ["pand", "por", "pxor"] in
def !toupper(Op) : PInst<!cond(!eq(Op, "pand") : 0x286, !eq(Op, "por") : 0x287,
                               true : 0x288),
                         Op, NoType, (outs PRF:$pd),
                         (ins PRF:$ps1, PRF:$ps2, PRF:$pg),
                         "$pd, $ps1, $ps2, $pg"> {
  let r0 = pd; let r1 = ps1; let r2 = ps2; let q0 = pg;
}
def PNOT : PInst<0x289, "pnot", NoType, (outs PRF:$pd), (ins PRF:$ps1, PRF:$pg),
                 "$pd, $ps1, $pg"> {
  let r0 = pd; let r1 = ps1; let q0 = pg;
}
// pd = pg ? ps1 : ps2
def PSEL : PInst<0x28A, "psel", NoType, (outs PRF:$pd),
                 (ins PRF:$ps1, PRF:$ps2, PRF:$pg), "$pd, $ps1, $ps2, $pg"> {
  let r0 = pd; let r1 = ps1; let r2 = ps2; let q0 = pg;
}
defm PDINTLV : PPair<0x28B, "pdintlv">;
defm PINTLV : PPair<0x28C, "pintlv">;
