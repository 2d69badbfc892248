//===-- PTOOperandsV.td - PTO vector instruction operands --*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

// A mode token of one kind (PTOModes.td): parsed from its name, printed as
// its name, and valid in the encoding only if the kind has that value.
class ModeAsmOperand<PTOModeKind kind> : AsmOperandClass {
  let Name = !cast<string>(kind);
  let ParserMethod = "parseModeToken<PTO::" # !cast<string>(kind) # ">";
  let PredicateMethod = "isModeToken<PTO::" # !cast<string>(kind) # ">";
  let RenderMethod = "addImmOperands";
  let DiagnosticType = "Invalid" # !cast<string>(kind);
  let DiagnosticString = "expected a " # kind.Description;
}

class ModeOperand<PTOModeKind kind> : Operand<i32> {
  PTOModeKind Kind = kind;
  let ParserMatchClass = ModeAsmOperand<kind>;
  let PrintMethod = "printModeToken<PTO::" # !cast<string>(kind) # ">";
  let DecoderMethod = "decodeModeToken<PTO::" # !cast<string>(kind) # ">";
  let OperandType = "OPERAND_IMMEDIATE";
}

foreach Kind = ["LoadDist", "LoadDistX2", "StoreDist", "StoreDistX2",
                "Stride", "PredLoadDist", "PredStoreDist", "PostUpdate",
                "Pattern", "Part", "Cmp", "Round", "Sat", "CvtPart",
                "EvenOdd", "Order", "Position", "SetFlagPipe", "BarrierPipe",
                "BufPipe", "Event", "MemBar", "SPR"] in
def mode_ # Kind : ModeOperand<!cast<PTOModeKind>("Mode" # Kind)>;

// Vector-unit immediates, with the range in the diagnostic.
class RangeImmAsmOperand<string name, int lo, int hi> : AsmOperandClass {
  let Name = name;
  let RenderMethod = "addImmOperands";
  let PredicateMethod = "isImmInRange<" # lo # ", " # hi # ">";
  let DiagnosticType = "Invalid" # name;
  let DiagnosticString = "immediate must be an integer in the range [" # lo #
                         ", " # hi # "]";
}

multiclass RangeImm<string name, int bitwidth, bit signed> {
  defvar lo = !if(signed, !sub(0, !shl(1, !sub(bitwidth, 1))), 0);
  defvar hi = !sub(!shl(1, !sub(bitwidth, signed)), 1);
  def AsmOperand : RangeImmAsmOperand<name, lo, hi>;
  def "" : Operand<i32> {
    let ParserMatchClass = !cast<AsmOperandClass>(NAME # "AsmOperand");
    let DecoderMethod = !if(signed, "decodeSImmOperand<",
                            "decodeUImmOperand<") # bitwidth # ">";
    let OperandType = "OPERAND_IMMEDIATE";
  }
}

defm simm16 : RangeImm<"SImm16", 16, 1>;
defm simm8 : RangeImm<"SImm8", 8, 1>;
defm uimm16 : RangeImm<"UImm16", 16, 0>;
defm uimm4 : RangeImm<"UImm4", 4, 0>;
defm uimm3 : RangeImm<"UImm3", 3, 0>;
defm uimm1 : RangeImm<"UImm1", 1, 0>;
