//===-- PTOOperands.td - PTO instruction operands ----------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

// An immediate the assembler checks against [Lo, Hi] with a diagnostic
// naming the range.
class ImmAsmOperand<string name, string lo, string hi> : AsmOperandClass {
  let Name = name;
  let RenderMethod = "addImmOperands";
  let PredicateMethod = "is" # name;
  let DiagnosticType = "Invalid" # name;
  let DiagnosticString = "immediate must be an integer in the range [" # lo #
                         ", " # hi # "]";
}

def SImm32AsmOperand : ImmAsmOperand<"SImm32", "-2147483648", "2147483647">;
def Imm32AsmOperand : ImmAsmOperand<"Imm32", "-2147483648", "4294967295">;
def UImm6AsmOperand : ImmAsmOperand<"UImm6", "0", "63">;

def simm32 : Operand<i64>, ImmLeaf<i64, [{ return isInt<32>(Imm); }]> {
  let ParserMatchClass = SImm32AsmOperand;
  let EncoderMethod = "getImmOpValue";
  let DecoderMethod = "decodeSImmOperand<32>";
  let OperandType = "OPERAND_IMMEDIATE";
}

// The upper half of a 64-bit constant, any 32-bit pattern.
def imm32 : Operand<i64> {
  let ParserMatchClass = Imm32AsmOperand;
  let EncoderMethod = "getImmOpValue";
  let DecoderMethod = "decodeUImmOperand<32>";
  let OperandType = "OPERAND_IMMEDIATE";
}

def uimm6 : Operand<i64>, ImmLeaf<i64, [{ return isUInt<6>(Imm); }]> {
  let ParserMatchClass = UImm6AsmOperand;
  let EncoderMethod = "getImmOpValue";
  let DecoderMethod = "decodeUImmOperand<6>";
  let OperandType = "OPERAND_IMMEDIATE";
}

def LO32 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(SignExtend64<32>(N->getZExtValue()),
                                   SDLoc(N), MVT::i64);
}]>;
def HI32 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(N->getZExtValue() >> 32, SDLoc(N),
                                   MVT::i64);
}]>;

// A pc-relative target: a byte offset (a multiple of 8) or a symbol.
class PCRelAsmOperand<string name> : AsmOperandClass {
  let Name = name;
  let RenderMethod = "addImmOperands";
  let PredicateMethod = "isPCRelTarget";
  let DiagnosticType = "Invalid" # name;
  let DiagnosticString = "operand must be a symbol or a byte offset that is "
                         "a multiple of 8 in the range [-2^34, 2^34 - 8]";
}

def BranchTargetAsmOperand : PCRelAsmOperand<"BranchTarget">;
def CallTargetAsmOperand : PCRelAsmOperand<"CallTarget">;

def brtarget : Operand<OtherVT> {
  let ParserMatchClass = BranchTargetAsmOperand;
  let EncoderMethod = "getBranchTargetOpValue";
  let DecoderMethod = "decodePCRelTarget";
  let PrintMethod = "printPCRelTarget";
  let OperandType = "OPERAND_PCREL";
}

def calltarget : Operand<iPTR> {
  let ParserMatchClass = CallTargetAsmOperand;
  let EncoderMethod = "getCallTargetOpValue";
  let DecoderMethod = "decodePCRelTarget";
  let PrintMethod = "printPCRelTarget";
  let OperandType = "OPERAND_PCREL";
}
