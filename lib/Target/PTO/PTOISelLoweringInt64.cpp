//===-- PTOISelLoweringInt64.cpp - PTO 64-bit integer lanes ---------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Operations on <32 x i64> that the vector unit has only for 32-bit lanes
// (docs/codegen.md, "64-bit lanes"). A 64-bit lane is a pair of 32-bit
// lanes, low word first, so the operand seen as <64 x i32> is computed on
// with the 32-bit instructions, and the 64-bit shifts (vshl/vshr.s64/u64)
// move a word's result into the other word of its lane:
//
// - compares: the words compared as 32-bit lanes (all-ones or zero each),
//   then combined: equal when both words are; less when the high words are
//   less, or equal and the low words less (unsigned);
// - select: vsel of the 32-bit lanes on the 64-bit condition, whose words
//   are equal;
// - multiply: lo(a) * lo(b) in full (vmull.u32) plus the two cross products
//   lo(a) * hi(b) and hi(a) * lo(b) (vmul.i32) in the high word;
// - bit counts: the count of each word, combined.
//
// Division is a shift-and-subtract loop of 64 steps (expandUnsignedDivide).
//
//===----------------------------------------------------------------------===//

#include "PTOISelLowering.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/IntrinsicsPTO.h"

using namespace llvm;

namespace {

const MVT WordsVT = MVT::v64i32;
const MVT LanesVT = MVT::v32i64;

/// A shift of every 64-bit lane by the scalar \p Amount (vshls, vshrs):
/// no splat of it, which would take several instructions.
SDValue shiftByScalar(SelectionDAG &DAG, const SDLoc &DL, unsigned Opcode,
                      SDValue V, SDValue Amount) {
  Intrinsic::ID ID = Opcode == ISD::SHL   ? Intrinsic::pto_vshls
                     : Opcode == ISD::SRA ? Intrinsic::pto_vshrs
                                          : Intrinsic::pto_vshrs_u;
  return getPTOIntrinsic(
      DAG, DL, ID, LanesVT,
      {V, DAG.getZExtOrTrunc(Amount, DL, MVT::i64), getAllLanesMask(DAG, DL)});
}

/// Builds the word-wise computations of one 64-bit operation.
class Int64Builder {
  SelectionDAG &DAG;
  SDLoc DL;

public:
  Int64Builder(SelectionDAG &DAG, const SDLoc &DL) : DAG(DAG), DL(DL) {}

  SDValue words(SDValue Lanes) { return DAG.getBitcast(WordsVT, Lanes); }
  SDValue lanes(SDValue Words) { return DAG.getBitcast(LanesVT, Words); }
  SDValue node(unsigned Opcode, SDValue A, SDValue B) {
    return DAG.getNode(Opcode, DL, LanesVT, A, B);
  }
  SDValue shift(unsigned Opcode, SDValue V, unsigned Bits) {
    return shiftByScalar(DAG, DL, Opcode, V,
                         DAG.getConstant(Bits, DL, MVT::i64));
  }
  SDValue shl(SDValue V, unsigned Bits) { return shift(ISD::SHL, V, Bits); }
  SDValue srl(SDValue V, unsigned Bits) { return shift(ISD::SRL, V, Bits); }
  SDValue sra(SDValue V, unsigned Bits) { return shift(ISD::SRA, V, Bits); }
  SDValue lowWord(SDValue V) { return srl(shl(V, 32), 32); }
  SDValue highWord(SDValue V) { return shl(srl(V, 32), 32); }

  /// The 32-bit compare of the words of \p A and \p B, as 64-bit lanes.
  SDValue compareWords(SDValue A, SDValue B, ISD::CondCode CC) {
    return lanes(DAG.getSetCC(DL, WordsVT, words(A), words(B), CC));
  }

  /// Each lane all-ones when \p Word of it (0 low, 1 high) is, else zero,
  /// for lanes whose words are all-ones or zero.
  SDValue spreadWord(SDValue V, unsigned Word) {
    return sra(Word == 0 ? shl(V, 32) : V, 32);
  }

  /// a < b, signed or unsigned.
  SDValue lessThan(SDValue A, SDValue B, bool Signed) {
    SDValue UnsignedLess = compareWords(A, B, ISD::SETULT);
    SDValue HighLess = Signed ? compareWords(A, B, ISD::SETLT) : UnsignedLess;
    SDValue Equal = compareWords(A, B, ISD::SETEQ);
    // The high word: high(a) < high(b) | (high(a) == high(b) & low(a) <
    // low(b)).
    SDValue High =
        node(ISD::OR, HighLess, node(ISD::AND, Equal, shl(UnsignedLess, 32)));
    return spreadWord(High, 1);
  }

  SDValue compare(SDValue A, SDValue B, ISD::CondCode CC) {
    switch (CC) {
    case ISD::SETEQ:
    case ISD::SETNE: {
      // Equal when both words are; unequal when either is.
      SDValue Words = compareWords(A, B, CC);
      unsigned Combine = CC == ISD::SETEQ ? ISD::AND : ISD::OR;
      return spreadWord(node(Combine, Words, shl(Words, 32)), 1);
    }
    case ISD::SETLT:
    case ISD::SETULT:
      return lessThan(A, B, CC == ISD::SETLT);
    case ISD::SETGT:
    case ISD::SETUGT:
      return lessThan(B, A, CC == ISD::SETGT);
    case ISD::SETGE:
    case ISD::SETUGE:
      return DAG.getNOT(DL, lessThan(A, B, CC == ISD::SETGE), LanesVT);
    case ISD::SETLE:
    case ISD::SETULE:
      return DAG.getNOT(DL, lessThan(B, A, CC == ISD::SETLE), LanesVT);
    default:
      return SDValue();
    }
  }

  /// The low 64 bits of a * b.
  SDValue multiply(SDValue A, SDValue B) {
    SDValue Mask = getAllLanesMask(DAG, DL);
    // lo(a) * lo(b) in full: the low and high words of the product in the
    // low words of two registers.
    SDValue Full = getPTOIntrinsic(DAG, DL, Intrinsic::pto_vmull_u,
                                   DAG.getVTList(WordsVT, WordsVT),
                                   {words(A), words(B), Mask});
    SDValue LowProduct = node(ISD::OR, lowWord(lanes(Full.getValue(0))),
                              shl(lanes(Full.getValue(1)), 32));
    // b's words swapped: the 32-bit products are lo(a) * hi(b) in the low
    // word and hi(a) * lo(b) in the high word.
    SDValue Swapped = node(ISD::OR, shl(B, 32), srl(B, 32));
    SDValue Cross =
        lanes(DAG.getNode(ISD::MUL, DL, WordsVT, words(A), words(Swapped)));
    SDValue CrossSum = node(ISD::ADD, shl(Cross, 32), highWord(Cross));
    return node(ISD::ADD, LowProduct, CrossSum);
  }

  /// ctpop, ctlz or cttz from the counts of the words.
  SDValue countBits(unsigned Opcode, SDValue V) {
    unsigned WordOpcode = Opcode;
    if (Opcode == ISD::CTLZ_ZERO_UNDEF)
      WordOpcode = ISD::CTLZ;
    if (Opcode == ISD::CTTZ_ZERO_UNDEF)
      WordOpcode = ISD::CTTZ;
    SDValue Counts = lanes(DAG.getNode(WordOpcode, DL, WordsVT, words(V)));
    SDValue Low = lowWord(Counts), High = srl(Counts, 32);
    if (WordOpcode == ISD::CTPOP)
      return node(ISD::ADD, Low, High);
    // The leading (trailing) word's count, plus the other word's when it is
    // 32 (the word is zero: bit 5 is set only then).
    SDValue Leading = WordOpcode == ISD::CTLZ ? High : Low;
    SDValue Other = WordOpcode == ISD::CTLZ ? Low : High;
    SDValue LeadingZero = sra(shl(Leading, 58), 63);
    return node(ISD::ADD, Leading, node(ISD::AND, Other, LeadingZero));
  }
};

} // namespace

SDValue llvm::combineInt64Shift(SDNode *N, SelectionDAG &DAG) {
  if (N->getValueType(0) != LanesVT)
    return SDValue();
  SDValue Amount = DAG.getSplatValue(N->getOperand(1));
  if (!Amount)
    return SDValue();
  return shiftByScalar(DAG, SDLoc(N), N->getOpcode(), N->getOperand(0), Amount);
}

SDValue llvm::lowerInt64Operation(SDValue Op, SelectionDAG &DAG) {
  unsigned Opcode = Op.getOpcode();
  SDValue A = Op.getNumOperands() > 0 ? Op.getOperand(0) : SDValue();
  if (Opcode == ISD::SETCC ? A.getValueType() != LanesVT
                           : Op.getValueType() != LanesVT)
    return SDValue();
  SDLoc DL(Op);
  Int64Builder Build(DAG, DL);
  switch (Opcode) {
  case ISD::SETCC:
    if (Op.getValueType() != LanesVT)
      return SDValue();
    return Build.compare(A, Op.getOperand(1),
                         cast<CondCodeSDNode>(Op.getOperand(2))->get());
  case ISD::VSELECT:
    // Both words of a condition lane are equal.
    if (A.getValueType() != LanesVT)
      return SDValue();
    return Build.lanes(DAG.getNode(ISD::VSELECT, DL, WordsVT, Build.words(A),
                                   Build.words(Op.getOperand(1)),
                                   Build.words(Op.getOperand(2))));
  case ISD::MUL:
    return Build.multiply(A, Op.getOperand(1));
  case ISD::CTPOP:
  case ISD::CTLZ:
  case ISD::CTTZ:
  case ISD::CTLZ_ZERO_UNDEF:
  case ISD::CTTZ_ZERO_UNDEF:
    return Build.countBits(Opcode, A);
  default:
    return SDValue();
  }
}

/// A compare of 64-bit lanes whose result is data: 12 instructions per
/// register; a select: one vcmps and one vsel.
std::optional<InstructionCost>
llvm::getInt64CompareSelectCost(unsigned Opcode, Type *Ty,
                                InstructionCost Registers) {
  return Registers * (Opcode == ISD::SETCC ? 12 : 2);
}

/// Bit counts of 64-bit lanes from the counts of their 32-bit words: ctlz
/// 31, ctpop 17, cttz 23 vector instructions per register.
std::optional<InstructionCost>
llvm::getInt64CountCost(unsigned Opcode, Type *Ty, InstructionCost Registers) {
  switch (Opcode) {
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF:
    return Registers * 31;
  case ISD::CTPOP:
    return Registers * 17;
  default:
    return Registers * 23;
  }
}
