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
            dag ins, string operands, list<string> slots>
    : PTOVInst<opcode, outs, ins,
               mnemonic # !if(!eq(G.Suffix, ""), "", "_b" # G.Width) # "\t" #
                   operands,
               slots> {
  let Pipe = PipeV;
  let EType = G;
}

multiclass PViews<bits<10> opcode, string mnemonic, dag outs, dag ins,
                  string operands, list<string> slots> {
  foreach G = PredViews in
  def _B # G.Width : PInst<opcode, mnemonic, G, outs, ins, operands, slots>;
}

// Cheaper to recompute than to keep in a register across a call or spill.
let isReMaterializable = 1, isAsCheapAsAMove = 1 in
defm PSET : PViews<0x280, "pset", (outs PRF:$r0), (ins mode_Pattern:$m0),
                   "$r0, $m0", ["r0", "m0"]>;
defm PGE : PViews<0x281, "pge", (outs PRF:$r0), (ins mode_Pattern:$m0),
                  "$r0, $m0", ["r0", "m0"]>;
// plt_b32 pd, xn: pd[i] = i < xn; xn -= lanes (saturating at 0). Issued on
// PIPE_S.
let Pipe = PipeS in {
let Constraints = "$r1 = $r1in" in
defm PLT : PViews<0x282, "plt", (outs PRF:$r0, GPR:$r1), (ins GPR:$r1in),
                  "$r0, $r1", ["r0", "r1"]>;
defm PLTM : PViews<0x283, "pltm", (outs PRF:$r0), (ins GPR:$r1, GPR:$r2),
                   "$r0, $r1, $r2", ["r0", "r1", "r2"]>;
}

def PPACK : PInst<0x284, "ppack", NoType, (outs PRF:$r0),
                  (ins PRF:$r1, mode_Part:$m0), "$r0, $r1, $m0",
                  ["r0", "r1", "m0"]>;
def PUNPACK : PInst<0x285, "punpack", NoType, (outs PRF:$r0),
                    (ins PRF:$r1, mode_Part:$m0), "$r0, $r1, $m0",
                    ["r0", "r1", "m0"]>;
// pd = pg ? (ps1 op ps2) : 0
foreach Op = ["pand", "por", "pxor"] in
def !toupper(Op) : PInst<!cond(!eq(Op, "pand") : 0x286, !eq(Op, "por") : 0x287,
                               true : 0x288),
                         Op, NoType, (outs PRF:$r0),
                         (ins PRF:$r1, PRF:$r2, PRF:$q0), "$r0, $r1, $r2, $q0",
                         ["r0", "r1", "r2", "q0"]>;
def PNOT : PInst<0x289, "pnot", NoType, (outs PRF:$r0), (ins PRF:$r1, PRF:$q0),
                 "$r0, $r1, $q0", ["r0", "r1", "q0"]>;
// pd = psel ? ps1 : ps2
def PSEL : PInst<0x28A, "psel", NoType, (outs PRF:$r0),
                 (ins PRF:$r1, PRF:$r2, PRF:$q0), "$r0, $r1, $r2, $q0",
                 ["r0", "r1", "r2", "q0"]>;
defm PDINTLV : PViews<0x28B, "pdintlv", (outs PRF:$r0, PRF:$r3),
                      (ins PRF:$r1, PRF:$r2), "$r0, $r3, $r1, $r2",
                      ["r0", "r1", "r2", "r3"]>;
defm PINTLV : PViews<0x28C, "pintlv", (outs PRF:$r0, PRF:$r3),
                     (ins PRF:$r1, PRF:$r2), "$r0, $r3, $r1, $r2",
                     ["r0", "r1", "r2", "r3"]>;
