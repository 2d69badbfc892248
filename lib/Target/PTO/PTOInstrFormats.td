//===-- PTOInstrFormats.td - PTO instruction formats -------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every PTO instruction is one 64-bit little-endian word (docs/encoding.md):
//
//   63            32 31    25 24  20 19  15 14  10 9        0
//  +----------------+--------+------+------+------+----------+
//  |     imm32      |   f7   |  r2  |  r1  |  r0  |  opcode  |
//  +----------------+--------+------+------+------+----------+
//
// Fields a format does not use are zero; the decoder rejects words whose
// unused fields are not.
//
//===----------------------------------------------------------------------===//

// The operation an assembly string names: its mnemonic without type
// suffixes (vcvt for "vcvt.f16.f32\t...").
class PTOFamilyOf<string asm> {
  defvar tab = !find(asm, "\t");
  defvar mnemonic = !if(!lt(tab, 0), asm, !substr(asm, 0, tab));
  defvar dot = !find(mnemonic, ".");
  string ret = !if(!lt(dot, 0), mnemonic, !substr(mnemonic, 0, dot));
}

class PTOInst<bits<10> opcode, dag outs, dag ins, string asmstr,
              list<dag> pattern>
    : Instruction {
  field bits<64> Inst;
  field bits<64> SoftFail = 0;
  // The llvm.pto.* intrinsic (record name) the instruction implements, ""
  // for none (docs/intrinsics.md).
  string Intr = "";
  // The operation (PTOFamilyOf): pto-emu's semantics are keyed by it
  // (tools/isa/gen_emulator_tables.py), default intrinsics named after it.
  string Family = PTOFamilyOf<AsmString>.ret;
  let Size = 8;
  let Namespace = "PTO";
  let DecoderNamespace = "PTO";
  let SchedRW = [WriteALU];
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asmstr;
  let Pattern = pattern;
  let Inst{9-0} = opcode;
}

// Pseudo instructions: expanded before emission, never encoded.
class PTOPseudo<dag outs, dag ins, list<dag> pattern>
    : PTOInst<0, outs, ins, "", pattern> {
  let isPseudo = 1;
  let isCodeGenOnly = 1;
}

// rd = rs1 op rs2
class FmtRRR<bits<10> opcode, dag outs, dag ins, string asmstr,
             list<dag> pattern>
    : PTOInst<opcode, outs, ins, asmstr, pattern> {
  bits<5> rd;
  bits<5> rs1;
  bits<5> rs2;
  let Inst{14-10} = rd;
  let Inst{19-15} = rs1;
  let Inst{24-20} = rs2;
  let Inst{63-25} = 0;
}

// rd = rc ? rs1 : rs2 (four registers, the fourth in f7)
class FmtRRRR<bits<10> opcode, dag outs, dag ins, string asmstr,
              list<dag> pattern>
    : PTOInst<opcode, outs, ins, asmstr, pattern> {
  bits<5> rd;
  bits<5> rc;
  bits<5> rs1;
  bits<5> rs2;
  let Inst{14-10} = rd;
  let Inst{19-15} = rc;
  let Inst{24-20} = rs1;
  let Inst{29-25} = rs2;
  let Inst{63-30} = 0;
}

// rd = rs1 op imm32; also loads (rd = mem[rs1 + imm32]).
class FmtRRI<bits<10> opcode, dag outs, dag ins, string asmstr,
             list<dag> pattern>
    : PTOInst<opcode, outs, ins, asmstr, pattern> {
  bits<5> rd;
  bits<5> rs1;
  bits<32> imm;
  let Inst{14-10} = rd;
  let Inst{19-15} = rs1;
  let Inst{31-20} = 0;
  let Inst{63-32} = imm;
}

// mem[rs1 + imm32] = rs2
class FmtStore<bits<10> opcode, dag outs, dag ins, string asmstr,
               list<dag> pattern>
    : PTOInst<opcode, outs, ins, asmstr, pattern> {
  bits<5> rs1;
  bits<5> rs2;
  bits<32> imm;
  let Inst{14-10} = 0;
  let Inst{19-15} = rs1;
  let Inst{24-20} = rs2;
  let Inst{31-25} = 0;
  let Inst{63-32} = imm;
}

// rd = f(imm32), optionally of rd itself (tied).
class FmtRI<bits<10> opcode, dag outs, dag ins, string asmstr,
            list<dag> pattern>
    : PTOInst<opcode, outs, ins, asmstr, pattern> {
  bits<5> rd;
  bits<32> imm;
  let Inst{14-10} = rd;
  let Inst{31-15} = 0;
  let Inst{63-32} = imm;
}

// if (rs1 cond rs2) pc += imm32 * 8
class FmtBranch<bits<10> opcode, dag outs, dag ins, string asmstr,
                list<dag> pattern>
    : PTOInst<opcode, outs, ins, asmstr, pattern> {
  bits<5> rs1;
  bits<5> rs2;
  bits<32> imm;
  let Inst{14-10} = 0;
  let Inst{19-15} = rs1;
  let Inst{24-20} = rs2;
  let Inst{31-25} = 0;
  let Inst{63-32} = imm;
}

// pc += imm32 * 8 (jumps and calls)
class FmtJump<bits<10> opcode, dag outs, dag ins, string asmstr,
              list<dag> pattern>
    : PTOInst<opcode, outs, ins, asmstr, pattern> {
  bits<32> imm;
  let Inst{31-10} = 0;
  let Inst{63-32} = imm;
}

// pc = rs1 (indirect jumps and calls)
class FmtJumpReg<bits<10> opcode, dag outs, dag ins, string asmstr,
                 list<dag> pattern>
    : PTOInst<opcode, outs, ins, asmstr, pattern> {
  bits<5> rs1;
  let Inst{14-10} = 0;
  let Inst{19-15} = rs1;
  let Inst{63-20} = 0;
}

// rd = the counter register rs1 (CNT: SYS_CNT, PC)
class FmtRS<bits<10> opcode, dag outs, dag ins, string asmstr>
    : PTOInst<opcode, outs, ins, asmstr, []> {
  bits<5> rd;
  bits<5> rs1;
  let Inst{14-10} = rd;
  let Inst{19-15} = rs1;
  let Inst{63-20} = 0;
}

// rd = a special register (reads of block indices and control registers)
class FmtR<bits<10> opcode, dag outs, dag ins, string asmstr,
           list<dag> pattern>
    : PTOInst<opcode, outs, ins, asmstr, pattern> {
  bits<5> rd;
  let Inst{14-10} = rd;
  let Inst{63-15} = 0;
}

// rd = mem[addr]; mem[addr] = op(rd, value) (atomic read-modify-write)
class FmtAtomic<bits<10> opcode, dag outs, dag ins, string asmstr>
    : PTOInst<opcode, outs, ins, asmstr, []> {
  bits<5> rd;
  bits<5> addr;
  bits<5> value;
  let Inst{14-10} = rd;
  let Inst{19-15} = addr;
  let Inst{24-20} = value;
  let Inst{63-25} = 0;
}

// rd = mem[addr]; if rd == expected, mem[addr] = desired (compare and swap)
class FmtAtomicCAS<bits<10> opcode, dag outs, dag ins, string asmstr>
    : PTOInst<opcode, outs, ins, asmstr, []> {
  bits<5> rd;
  bits<5> addr;
  bits<5> expected;
  bits<5> desired;
  let Inst{14-10} = rd;
  let Inst{19-15} = addr;
  let Inst{24-20} = expected;
  let Inst{29-25} = desired;
  let Inst{63-30} = 0;
}

// Starts the function at fn in dimx x dimy threads of at most bound
class FmtLaunch<bits<10> opcode, dag outs, dag ins, string asmstr>
    : PTOInst<opcode, outs, ins, asmstr, []> {
  bits<5> fn;
  bits<5> dimx;
  bits<5> dimy;
  bits<16> bound;
  let Inst{14-10} = fn;
  let Inst{19-15} = dimx;
  let Inst{24-20} = dimy;
  let Inst{31-25} = 0;
  let Inst{47-32} = bound;
  let Inst{63-48} = 0;
}

// An instruction without operands
class FmtNone<bits<10> opcode, string asmstr>
    : PTOInst<opcode, (outs), (ins), asmstr, []> {
  let Inst{63-10} = 0;
}
