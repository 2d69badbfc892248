//===-- PTOIntrinsicForms.td - Intrinsic selection table ---*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every vector-core instruction names the llvm.pto.* intrinsic it
// implements (PTOVInst's Intr). The operands of the intrinsic are the
// instruction's inputs in order and its results the outputs
// (tools/isa/check_intrinsics.py checks this), so selection only has to pick
// the instruction: PTOIntrinsicForms lists, per instruction, the intrinsic,
// the vector types it takes and the immediates it accepts, and
// PTODAGToDAGISel::selectIntrinsic uses it to select or to say why not.
//
//===----------------------------------------------------------------------===//

// The bit of VT in a vector-type mask: its position in VRF's type list. An
// untyped instruction takes every vector type.
class PTOVTMask<ValueType VT> {
  defvar types = VRF.RegTypes;
  defvar pos = !foldl(0, !range(!size(types)), acc, i,
                      !if(!eq(types[i], VT), !shl(1, i), acc));
  int ret = !if(!eq(pos, 0), !sub(!shl(1, !size(types)), 1), pos);
}

// What an intrinsic operand bound to instruction operand Op must be:
// 0 anything (a register), 1 + kind code a token of that mode kind, a
// RangeImmOperand's CheckCode (25 and up, table PTOImmRanges) a constant in
// its range.
class PTOImmCheck<DAGOperand Op> {
  int ret = !cond(!isa<ModeOperand>(Op) : !add(1, !cast<ModeOperand>(Op).Kind.Code),
                  !isa<RangeImmOperand>(Op) : !cast<RangeImmOperand>(Op).Code,
                  true : 0);
}

// The selection facts of an instruction with operands Outs, Ins.
class PTOIntrinsicForm<dag Outs, dag Ins> : PTOFlags {
  assert !le(!size(Ins), 12), "ImmChecks holds 5 bits for each of 12 inputs";
  // The intrinsic (record name) the instruction implements (PTOInst's).
  string Intr = ?;
  // For conversions, the element type of the vector results.
  PTOElemType DstType = EType;
  Intrinsic IntrRec = !cast<Intrinsic>(Intr);
  Instruction Self = !cast<Instruction>(NAME);
  defvar outHasVRF = !foldl(0, !range(!size(Outs)), acc, i,
                            !or(acc, !eq(!cast<string>(
                                             !getdagarg<DAGOperand>(Outs, i)),
                                         "VRF")));
  // The vector types of the first vector result (else of the first vector
  // operand), and of the first vector operand.
  bits<8> VTs = PTOVTMask<!if(outHasVRF, DstType.VT, EType.VT)>.ret;
  bits<8> SrcVTs = PTOVTMask<EType.VT>.ret;
  // Whether the intrinsic's first two operands name the result and source
  // element types (PTOTypeCodeArgs: llvm.pto.vcvt.typed); the instruction's
  // inputs follow them.
  bit TypeCodeArgs = !exists<PTOTypeCodeArgs>(Intr);
  bits<5> DstCode = DstType.Code;
  bits<5> SrcCode = EType.Code;
  // 5 bits per input operand: PTOImmCheck.
  bits<64> ImmChecks =
      !foldl(0, !range(!size(Ins)), acc, i,
             !or(acc, !shl(PTOImmCheck<!getdagarg<DAGOperand>(Ins, i)>.ret,
                           !mul(5, i))));
}

def PTOIntrinsicForms : GenericTable {
  let FilterClass = "PTOIntrinsicForm";
  let Fields = ["IntrRec", "Self", "VTs", "SrcVTs", "ImmChecks",
                "TypeCodeArgs", "DstCode", "SrcCode"];
  let PrimaryKey = ["IntrRec"];
  let PrimaryKeyName = "lookupIntrinsicForms";
  let PrimaryKeyReturnRange = true;
}
