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
                "BufPipe", "Event", "MemBar", "SPR", "CvtQuarter"] in
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

// An immediate operand of range [lo, hi]. An intrinsic operand bound to it
// must be a constant in that range: CheckCode names the check in the
// selection table (PTOIntrinsicForms.td; 1 to 24 are the mode kinds).
class RangeImmOperand<int checkCode, int bitwidth, bit signed> : Operand<i32> {
  assert !and(!ge(checkCode, 25), !lt(checkCode, 32)),
         "range check codes are 25 to 31 (5 bits, above the mode kinds)";
  int Code = checkCode;
  bits<5> CheckCode = checkCode; // the table key
  bits<6> Width = bitwidth;
  bit Signed = signed;
}

// The selection table's range checks: a Width-bit signed or unsigned value.
def PTOImmRanges : GenericTable {
  let FilterClass = "RangeImmOperand";
  let CppTypeName = "PTOImmRange";
  let Fields = ["CheckCode", "Width", "Signed"];
  let PrimaryKey = ["CheckCode"];
  let PrimaryKeyName = "lookupImmRange";
}

multiclass RangeImm<string name, int bitwidth, bit signed, int checkCode> {
  defvar lo = !if(signed, !sub(0, !shl(1, !sub(bitwidth, 1))), 0);
  defvar hi = !sub(!shl(1, !sub(bitwidth, signed)), 1);
  def AsmOperand : RangeImmAsmOperand<name, lo, hi>;
  def "" : RangeImmOperand<checkCode, bitwidth, signed> {
    let ParserMatchClass = !cast<AsmOperandClass>(NAME # "AsmOperand");
    let DecoderMethod = !if(signed, "decodeSImmOperand<",
                            "decodeUImmOperand<") # bitwidth # ">";
    let OperandType = "OPERAND_IMMEDIATE";
  }
}

defm simm16 : RangeImm<"SImm16", 16, 1, 28>;
defm simm8 : RangeImm<"SImm8", 8, 1, 29>;
defm uimm16 : RangeImm<"UImm16", 16, 0, 27>;
defm uimm4 : RangeImm<"UImm4", 4, 0, 26>;
defm uimm3 : RangeImm<"UImm3", 3, 0, 25>;
defm uimm1 : RangeImm<"UImm1", 1, 0, 31>;
defm uimm2 : RangeImm<"UImm2", 2, 0, 30>;
