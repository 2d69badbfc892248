//===-- PTOInstrInfo.td - PTO instructions -----------------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

def IsA5 : Predicate<"Subtarget->isA5()">,
           AssemblerPredicate<(all_of FeatureA5), "a5">;
def IsA2A3 : Predicate<"Subtarget->isA2A3()">,
             AssemblerPredicate<(all_of FeatureA2A3), "a2a3">;

include "PTOSchedule.td"
include "PTOInstrFormats.td"
include "PTOOperands.td"
include "PTOModes.td"
include "PTOOperandsV.td"
include "PTOInstrFormatsV.td"

//===----------------------------------------------------------------------===//
// Target-specific DAG nodes
//===----------------------------------------------------------------------===//

def SDT_PTOCall : SDTypeProfile<0, -1, [SDTCisVT<0, iPTR>]>;
def SDT_PTOCallSeqStart : SDCallSeqStart<[SDTCisVT<0, i64>,
                                          SDTCisVT<1, i64>]>;
def SDT_PTOCallSeqEnd : SDCallSeqEnd<[SDTCisVT<0, i64>, SDTCisVT<1, i64>]>;

def PTOret : SDNode<"PTOISD::RET", SDTNone,
                    [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;
def PTOcall : SDNode<"PTOISD::CALL", SDT_PTOCall,
                     [SDNPHasChain, SDNPOptInGlue, SDNPOutGlue,
                      SDNPVariadic]>;
def callseq_start : SDNode<"ISD::CALLSEQ_START", SDT_PTOCallSeqStart,
                           [SDNPHasChain, SDNPOutGlue]>;
def callseq_end : SDNode<"ISD::CALLSEQ_END", SDT_PTOCallSeqEnd,
                         [SDNPHasChain, SDNPOptInGlue, SDNPOutGlue]>;

def AddrRegImm : ComplexPattern<iPTR, 2, "selectAddrRegImm", [frameindex]>;

//===----------------------------------------------------------------------===//
// Scalar integer arithmetic and logic
//===----------------------------------------------------------------------===//

// A register-register operation and its register-immediate twin, whose
// opcode is the register form's plus 0x10.
multiclass ALU<string mnemonic, bits<10> opcode, SDPatternOperator node,
               Operand immop = simm32, bit commutable = 0> {
  let isCommutable = commutable in
  def "" : FmtRRR<opcode, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
                  mnemonic # "\t$rd, $rs1, $rs2",
                  [(set GPR:$rd, (node GPR:$rs1, GPR:$rs2))]>;
  def I : FmtRRI<!add(opcode, 0x10), (outs GPR:$rd), (ins GPR:$rs1, immop:$imm),
                 mnemonic # "i\t$rd, $rs1, $imm",
                 [(set GPR:$rd, (node GPR:$rs1, immop:$imm))]>;
}

let hasSideEffects = 0, mayLoad = 0, mayStore = 0 in {
defm ADD : ALU<"add", 0x001, add, simm32, 1>;
def SUB : FmtRRR<0x002, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
                 "sub\t$rd, $rs1, $rs2",
                 [(set GPR:$rd, (sub GPR:$rs1, GPR:$rs2))]>;
defm AND : ALU<"and", 0x003, and, simm32, 1>;
defm OR : ALU<"or", 0x004, or, simm32, 1>;
defm XOR : ALU<"xor", 0x005, xor, simm32, 1>;
defm SLL : ALU<"sll", 0x006, shl, uimm6>;
defm SRL : ALU<"srl", 0x007, srl, uimm6>;
defm SRA : ALU<"sra", 0x008, sra, uimm6>;
def MUL : FmtRRR<0x009, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
                 "mul\t$rd, $rs1, $rs2",
                 [(set GPR:$rd, (mul GPR:$rs1, GPR:$rs2))]> {
  let isCommutable = 1;
  let SchedRW = [WriteMul];
}
defm SLT : ALU<"slt", 0x00A, setlt>;
defm SLTU : ALU<"sltu", 0x00B, setult>;

// Division and remainder (signed rounds toward zero; x / 0 = -1 and
// x % 0 = x, as RISC-V: docs/assembly.md) and the high half of products.
multiclass RegOnlyALU<list<string> mnemonics, list<int> opcodes,
                      list<SDPatternOperator> nodes> {
  foreach I = !range(mnemonics) in
  def !toupper(mnemonics[I])
      : FmtRRR<opcodes[I], (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
               mnemonics[I] # "\t$rd, $rs1, $rs2",
               [(set GPR:$rd, (nodes[I] GPR:$rs1, GPR:$rs2))]> {
    let SchedRW = [!if(!eq(!substr(mnemonics[I], 0, 3), "mul"), WriteMul,
                       WriteDiv)];
  }
}
defm "" : RegOnlyALU<["div", "divu", "rem", "remu", "mulh", "mulhu"],
                     [0x00C, 0x00D, 0x00E, 0x00F, 0x01C, 0x01D],
                     [sdiv, udiv, srem, urem, mulhs, mulhu]>;

def SEL : FmtRRRR<0x01F, (outs GPR:$rd), (ins GPR:$rc, GPR:$rs1, GPR:$rs2),
                  "sel\t$rd, $rc, $rs1, $rs2",
                  [(set GPR:$rd, (select GPR:$rc, GPR:$rs1, GPR:$rs2))]>;

// Constants: movi sets rd to the sign-extended imm32, movhi replaces the
// upper 32 bits of rd. Any 64-bit constant takes at most the two.
let isReMaterializable = 1, isAsCheapAsAMove = 1 in
def MOVI : FmtRI<0x020, (outs GPR:$rd), (ins simm32:$imm), "movi\t$rd, $imm",
                 [(set GPR:$rd, simm32:$imm)]>;
let Constraints = "$rd = $src" in
def MOVHI : FmtRI<0x021, (outs GPR:$rd), (ins GPR:$src, imm32:$imm),
                  "movhi\t$rd, $imm", []>;
}

def : Pat<(i64 imm:$imm), (MOVHI (MOVI (LO32 imm:$imm)), (HI32 imm:$imm))>;

// Comparisons other than < and <u, from slt/sltu/xor.
def : Pat<(setgt GPR:$a, GPR:$b), (SLT GPR:$b, GPR:$a)>;
def : Pat<(setugt GPR:$a, GPR:$b), (SLTU GPR:$b, GPR:$a)>;
def : Pat<(setge GPR:$a, GPR:$b), (XORI (SLT GPR:$a, GPR:$b), 1)>;
def : Pat<(setuge GPR:$a, GPR:$b), (XORI (SLTU GPR:$a, GPR:$b), 1)>;
def : Pat<(setle GPR:$a, GPR:$b), (XORI (SLT GPR:$b, GPR:$a), 1)>;
def : Pat<(setule GPR:$a, GPR:$b), (XORI (SLTU GPR:$b, GPR:$a), 1)>;
def : Pat<(seteq GPR:$a, GPR:$b), (SLTUI (XOR GPR:$a, GPR:$b), 1)>;
def : Pat<(setne GPR:$a, GPR:$b), (SLTU X0, (XOR GPR:$a, GPR:$b))>;

// Reads of the core's identity and control registers.
class ReadSpecial<bits<10> opcode, string mnemonic, Register reg>
    : FmtR<opcode, (outs GPR:$rd), (ins), mnemonic # "\t$rd", []> {
  let SchedRW = [WriteSpecialReg];
  let Uses = [reg];
  let Intr = "int_pto_" # mnemonic;
}
let hasSideEffects = 0, mayLoad = 0, mayStore = 0 in {
def GET_BLOCK_IDX : ReadSpecial<0x050, "get_block_idx", BLOCK_IDX>;
def GET_BLOCK_NUM : ReadSpecial<0x051, "get_block_num", BLOCK_NUM>;
def GET_SUBBLOCK_IDX : ReadSpecial<0x052, "get_subblock_idx", SUBBLOCK_IDX>;
def GET_SUBBLOCK_NUM : ReadSpecial<0x053, "get_subblock_num", SUBBLOCK_NUM>;
}
// Counter reads: `mov xd, SYS_CNT` (the core's cycle counter),
// `mov xd, PC` (this instruction's address), as the vendor's assembly
// spells them (`MOV`, in inline asm); a fresh value each time.
let hasSideEffects = 1, mayLoad = 0, mayStore = 0,
    SchedRW = [WriteSpecialReg] in
def MOV_CNT : FmtRS<0x057, (outs GPR:$rd), (ins CNT:$rs1), "mov\t$rd, $rs1">;
def : InstAlias<"MOV $rd, $rs1", (MOV_CNT GPR:$rd, CNT:$rs1), 0>;
// Ordered like a load against set_ctrl and the code it configures.
let hasSideEffects = 0, mayLoad = 1, mayStore = 0 in
def GET_CTRL : ReadSpecial<0x054, "get_ctrl", CTRL>;
let hasSideEffects = 1, SchedRW = [WriteSpecialReg] in {
def SET_CTRL : FmtJumpReg<0x055, (outs), (ins GPR:$rs1), "set_ctrl\t$rs1", []> {
  let Defs = [CTRL];
  let Intr = "int_pto_set_ctrl";
}
def SET_FPC : FmtJumpReg<0x056, (outs), (ins GPR:$rs1), "set_fpc\t$rs1", []> {
  let Defs = [FPC];
  let Intr = "int_pto_set_fpc";
}
}

// Their intrinsics, from Intr (the vector-core instructions' are selected
// by table, PTOIntrinsicForms.td).
foreach I = [GET_BLOCK_IDX, GET_BLOCK_NUM, GET_SUBBLOCK_IDX, GET_SUBBLOCK_NUM,
             GET_CTRL] in
def : Pat<(!cast<Intrinsic>(I.Intr)), (I)>;
foreach I = [SET_CTRL, SET_FPC] in
def : Pat<(!cast<Intrinsic>(I.Intr) GPR:$x), (I GPR:$x)>;

//===----------------------------------------------------------------------===//
// Scalar loads and stores
//===----------------------------------------------------------------------===//

// `ub` marks the `.ub` forms with the reads/writes-UB bits of TSFlags
// (PTOInstrFormatsV.td), which the emulator reads.
class Load<bits<10> opcode, string mnemonic, bit ub>
    : FmtRRI<opcode, (outs GPR:$rd), (ins GPR:$rs1, simm32:$imm),
             mnemonic # "\t$rd, ${imm}(${rs1})", []> {
  let TSFlags{9} = ub; // ReadsUB
  let SchedRW = [WriteLoad];
  let mayLoad = 1;
  let mayStore = 0;
  let hasSideEffects = 0;
}

class Store<bits<10> opcode, string mnemonic, bit ub>
    : FmtStore<opcode, (outs), (ins GPR:$rs2, GPR:$rs1, simm32:$imm),
               mnemonic # "\t$rs2, ${imm}(${rs1})", []> {
  let TSFlags{10} = ub; // WritesUB
  let SchedRW = [WriteStore];
  let mayLoad = 0;
  let mayStore = 1;
  let hasSideEffects = 0;
}

// Scalar accesses to GM (and the generic space, docs/abi.md), and the same
// to UB with a `.ub` suffix at opcode + 0x30.
multiclass ScalarMemory<list<string> loads, list<string> stores> {
  foreach I = !range(loads) in {
  def !toupper(loads[I]) : Load<!add(0x030, I), loads[I], 0>;
  def !toupper(loads[I]) # _UB : Load<!add(0x060, I), loads[I] # ".ub", 1>;
  }
  foreach I = !range(stores) in {
  def !toupper(stores[I]) : Store<!add(0x038, I), stores[I], 0>;
  def !toupper(stores[I]) # _UB : Store<!add(0x068, I), stores[I] # ".ub", 1>;
  }
}
defm "" : ScalarMemory<["ld", "lw", "lwu", "lh", "lhu", "lb", "lbu"],
                       ["sd", "sw", "sh", "sb"]>;

// Scalar accesses select the GM form, and the `.ub` form for a UB pointer
// (addrspace(6), docs/abi.md) or a UB slot (isUBAccess), which is tried
// first.
multiclass LoadPat<PatFrag frag, string inst> {
  def : Pat<(i64 (frag (AddrRegImm GPR:$rs1, simm32:$imm))),
            (!cast<Instruction>(inst) GPR:$rs1, simm32:$imm)>;
  def _ub : PatFrag<(ops node:$ptr), (frag node:$ptr), [{
    return isUBAccess(N);
  }]>;
  let AddedComplexity = 10 in
  def : Pat<(i64 (!cast<PatFrag>(NAME # _ub) (AddrRegImm GPR:$rs1,
                                                         simm32:$imm))),
            (!cast<Instruction>(inst # "_UB") GPR:$rs1, simm32:$imm)>;
}
defm LoadLD : LoadPat<load, "LD">;
defm LoadSW : LoadPat<sextloadi32, "LW">;
defm LoadZW : LoadPat<zextloadi32, "LWU">;
defm LoadEW : LoadPat<extloadi32, "LWU">;
defm LoadSH : LoadPat<sextloadi16, "LH">;
defm LoadZH : LoadPat<zextloadi16, "LHU">;
defm LoadEH : LoadPat<extloadi16, "LHU">;
defm LoadSB : LoadPat<sextloadi8, "LB">;
defm LoadZB : LoadPat<zextloadi8, "LBU">;
defm LoadEB : LoadPat<extloadi8, "LBU">;
defm LoadZ1 : LoadPat<zextloadi1, "LBU">;
defm LoadE1 : LoadPat<extloadi1, "LBU">;

multiclass StorePat<PatFrag frag, string inst> {
  def : Pat<(frag GPR:$rs2, (AddrRegImm GPR:$rs1, simm32:$imm)),
            (!cast<Instruction>(inst) GPR:$rs2, GPR:$rs1, simm32:$imm)>;
  def _ub : PatFrag<(ops node:$val, node:$ptr), (frag node:$val, node:$ptr),
                    [{ return isUBAccess(N); }]>;
  let AddedComplexity = 10 in
  def : Pat<(!cast<PatFrag>(NAME # _ub) GPR:$rs2,
                                        (AddrRegImm GPR:$rs1, simm32:$imm)),
            (!cast<Instruction>(inst # "_UB") GPR:$rs2, GPR:$rs1,
                 simm32:$imm)>;
}
defm StoreSD : StorePat<store, "SD">;
defm StoreSW : StorePat<truncstorei32, "SW">;
defm StoreSH : StorePat<truncstorei16, "SH">;
defm StoreSB : StorePat<truncstorei8, "SB">;

// The address of a stack object.
def : Pat<(AddrRegImm GPR:$rs1, simm32:$imm), (ADDI GPR:$rs1, simm32:$imm)>;

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

let isBranch = 1, isTerminator = 1, hasSideEffects = 0, mayLoad = 0,
    mayStore = 0, SchedRW = [WriteBranch] in {
class Branch<bits<10> opcode, string mnemonic>
    : FmtBranch<opcode, (outs), (ins GPR:$rs1, GPR:$rs2, brtarget:$imm),
                mnemonic # "\t$rs1, $rs2, $imm", []>;

def BEQ : Branch<0x040, "beq">;
def BNE : Branch<0x041, "bne">;
def BLT : Branch<0x042, "blt">;
def BGE : Branch<0x043, "bge">;
def BLTU : Branch<0x044, "bltu">;
def BGEU : Branch<0x045, "bgeu">;

let isBarrier = 1 in {
def J : FmtJump<0x048, (outs), (ins brtarget:$imm), "j\t$imm", [(br bb:$imm)]>;
let isIndirectBranch = 1 in
def JR : FmtJumpReg<0x04A, (outs), (ins GPR:$rs1), "jr\t$rs1",
                    [(brind GPR:$rs1)]>;
}
}

// Conditional branches: compare-and-branch for every condition code.
multiclass BranchPat<PatFrag cond, Instruction inst, bit swap = 0> {
  def : Pat<(brcond (i64 (cond GPR:$a, GPR:$b)), bb:$dst),
            !if(swap, (inst GPR:$b, GPR:$a, bb:$dst),
                      (inst GPR:$a, GPR:$b, bb:$dst))>;
}
defm : BranchPat<seteq, BEQ>;
defm : BranchPat<setne, BNE>;
defm : BranchPat<setlt, BLT>;
defm : BranchPat<setge, BGE>;
defm : BranchPat<setult, BLTU>;
defm : BranchPat<setuge, BGEU>;
defm : BranchPat<setgt, BLT, 1>;
defm : BranchPat<setle, BGE, 1>;
defm : BranchPat<setugt, BLTU, 1>;
defm : BranchPat<setule, BGEU, 1>;
def : Pat<(brcond GPR:$c, bb:$dst), (BNE GPR:$c, X0, bb:$dst)>;

let isCall = 1, Defs = [X1], hasSideEffects = 0, mayLoad = 0,
    mayStore = 0, SchedRW = [WriteBranch] in {
def CALL : FmtJump<0x049, (outs), (ins calltarget:$imm), "call\t$imm", []>;
def CALLR : FmtJumpReg<0x04B, (outs), (ins GPR:$rs1), "callr\t$rs1",
                       [(PTOcall GPR:$rs1)]>;
}
def : Pat<(PTOcall tglobaladdr:$func), (CALL tglobaladdr:$func)>;
def : Pat<(PTOcall texternalsym:$func), (CALL texternalsym:$func)>;

// ret is jr ra.
let isReturn = 1, isTerminator = 1, isBarrier = 1, Uses = [X1],
    SchedRW = [WriteBranch] in
def PseudoRET : PTOPseudo<(outs), (ins), [(PTOret)]>,
                PseudoInstExpansion<(JR X1)>;
def : InstAlias<"ret", (JR X1), 2>;

//===----------------------------------------------------------------------===//
// Pseudo instructions
//===----------------------------------------------------------------------===//

let Defs = [X2], Uses = [X2] in {
def ADJCALLSTACKDOWN : PTOPseudo<(outs), (ins i64imm:$amt1, i64imm:$amt2),
                                 [(callseq_start timm:$amt1, timm:$amt2)]>;
def ADJCALLSTACKUP : PTOPseudo<(outs), (ins i64imm:$amt1, i64imm:$amt2),
                               [(callseq_end timm:$amt1, timm:$amt2)]>;
}

// mv rd, rs is addi rd, rs, 0; li rd, imm is movi.
def : InstAlias<"mv $rd, $rs1", (ADDI GPR:$rd, GPR:$rs1, 0), 2>;
def : InstAlias<"nop", (ADDI X0, X0, 0), 3>;

include "PTOInstrVector.td"
include "PTOInstrMemory.td"
include "PTOInstrPredicate.td"
include "PTOInstrSync.td"
include "PTOInstrAtomic.td"
include "PTOInstrSimt.td"
include "PTOVectorTypes.td"
include "PTOVectorRules.td"
include "PTOInstrVectorPats.td"
