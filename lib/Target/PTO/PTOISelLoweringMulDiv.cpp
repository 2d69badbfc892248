//===-- PTOISelLoweringMulDiv.cpp - PTO vector multiplies and divides -----===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Integer multiplies, divides and remainders the vector unit has no
// instruction for (the rows of PTOVectorRules.td naming lowerIntegerMulDiv):
// 8-bit lanes computed at 16 bits, restoring division of u32 and 64-bit
// lanes, 64-bit products in 32-bit operations, and their costs.
//
//===----------------------------------------------------------------------===//

#include "PTOISelLowering.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/DerivedTypes.h"

using namespace llvm;

/// udiv and urem of u32 and u64 lanes, which have no vector divide:
/// restoring division, one quotient bit per step from the top. A remainder
/// whose top bit shifts out is larger than any divisor.
SDValue llvm::expandUnsignedDivide(SDValue Op, SelectionDAG &DAG) {
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  unsigned TopBit = VT.getScalarSizeInBits() - 1;
  EVT CondVT = DAG.getTargetLoweringInfo().getSetCCResultType(
      DAG.getDataLayout(), *DAG.getContext(), VT);
  SDValue A = Op.getOperand(0), B = Op.getOperand(1);
  SDValue Zero = DAG.getConstant(0, DL, VT), One = DAG.getConstant(1, DL, VT);
  SDValue Quotient = Zero, Remainder = Zero;
  for (int Bit = TopBit; Bit >= 0; --Bit) {
    SDValue Overflow =
        DAG.getSetCC(DL, CondVT,
                     DAG.getNode(ISD::SRL, DL, VT, Remainder,
                                 DAG.getConstant(TopBit, DL, VT)),
                     Zero, ISD::SETNE);
    SDValue NextBit = DAG.getNode(
        ISD::AND, DL, VT,
        DAG.getNode(ISD::SRL, DL, VT, A, DAG.getConstant(Bit, DL, VT)), One);
    Remainder =
        DAG.getNode(ISD::OR, DL, VT,
                    DAG.getNode(ISD::SHL, DL, VT, Remainder, One), NextBit);
    SDValue Fits =
        DAG.getNode(ISD::OR, DL, CondVT, Overflow,
                    DAG.getSetCC(DL, CondVT, Remainder, B, ISD::SETUGE));
    Remainder =
        DAG.getNode(ISD::VSELECT, DL, VT, Fits,
                    DAG.getNode(ISD::SUB, DL, VT, Remainder, B), Remainder);
    Quotient = DAG.getNode(ISD::OR, DL, VT,
                           DAG.getNode(ISD::SHL, DL, VT, Quotient, One),
                           DAG.getNode(ISD::VSELECT, DL, VT, Fits, One, Zero));
  }
  return Op.getOpcode() == ISD::UDIV ? Quotient : Remainder;
}

/// Division of i64 lanes: udiv and urem by expandUnsignedDivide; sdiv and
/// srem on the magnitudes, the sign restored (the quotient's negative when
/// the operands' signs differ, the remainder's when the dividend's is).
SDValue llvm::lowerSignedDivide64(SDValue Op, SelectionDAG &DAG) {
  unsigned Opcode = Op.getOpcode();
  if (Opcode == ISD::UDIV || Opcode == ISD::UREM)
    return expandUnsignedDivide(Op, DAG);
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  SDValue A = Op.getOperand(0), B = Op.getOperand(1);
  auto signOf = [&](SDValue V) {
    return DAG.getNode(ISD::SRA, DL, VT, V, DAG.getConstant(63, DL, VT));
  };
  bool Quotient = Opcode == ISD::SDIV;
  SDValue Magnitude = DAG.getNode(Quotient ? ISD::UDIV : ISD::UREM, DL, VT,
                                  DAG.getNode(ISD::ABS, DL, VT, A),
                                  DAG.getNode(ISD::ABS, DL, VT, B));
  SDValue Sign = signOf(Quotient ? DAG.getNode(ISD::XOR, DL, VT, A, B) : A);
  // (m ^ s) - s negates m where s is all-ones.
  return DAG.getNode(ISD::SUB, DL, VT,
                     DAG.getNode(ISD::XOR, DL, VT, Magnitude, Sign), Sign);
}

/// mul, sdiv and udiv of i8 lanes and udiv of i16 lanes, which the vector
/// unit has only for wider lanes (vmul.i16/i32, vdiv.s16/s32): each half of
/// the lanes is extended (vsunpack/vzunpack), computed at twice the width
/// (exact: an unsigned i16 is a non-negative s32) and truncated back into
/// its half (vpack LOWER/HIGHER, vor). srem and urem are a - (a / b) * b
/// where the division exists.
SDValue llvm::lowerIntegerMulDiv(SDValue Op, SelectionDAG &DAG) {
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  unsigned Opcode = Op.getOpcode();
  SDValue A = Op.getOperand(0), B = Op.getOperand(1);
  if (VT == MVT::v32i64)
    return Opcode == ISD::MUL ? lowerInt64Operation(Op, DAG)
                              : lowerSignedDivide64(Op, DAG);
  if ((Opcode == ISD::UDIV || Opcode == ISD::UREM) && VT == MVT::v64i32)
    return expandUnsignedDivide(Op, DAG);
  if (Opcode == ISD::SREM || Opcode == ISD::UREM) {
    SDValue Quotient =
        DAG.getNode(Opcode == ISD::SREM ? ISD::SDIV : ISD::UDIV, DL, VT, A, B);
    return DAG.getNode(ISD::SUB, DL, VT, A,
                       DAG.getNode(ISD::MUL, DL, VT, Quotient, B));
  }
  bool Narrow8 = VT == MVT::v256i8;
  if (!Narrow8 && !(VT == MVT::v128i16 && Opcode == ISD::UDIV))
    return SDValue();
  MVT WideVT = Narrow8 ? MVT::v128i16 : MVT::v64i32;
  bool Signed = Opcode == ISD::SDIV;
  SDValue Halves[2];
  for (unsigned Half = 0; Half != 2; ++Half)
    Halves[Half] =
        DAG.getNode(Opcode == ISD::MUL ? ISD::MUL : ISD::SDIV, DL, WideVT,
                    extendRegisterHalf(DAG, DL, A, Half, Signed),
                    extendRegisterHalf(DAG, DL, B, Half, Signed));
  return truncateRegisters(DAG, DL, Halves[0], Halves[1]);
}

/// The vector instructions per register of the expansions above, as llc
/// -O2 emits them (test/CodeGen/PTO/vector-rule-costs.test compares them):
/// 8-bit lanes at 16 bits 10 (a remainder's multiply and subtraction 8
/// more); the signed remainder of 16 or 32 bits 4; the restoring division
/// of u16 lanes at 32 bits 10 (remainder 12), of u32 lanes 546 (remainder
/// 410); a product of 64-bit lanes 15, their 64-step division 2000
/// (remainders 1600).
std::optional<InstructionCost> llvm::getMulDivCost(unsigned Opcode, Type *Ty,
                                                   InstructionCost Registers) {
  bool Remainder = Opcode == ISD::SREM || Opcode == ISD::UREM;
  unsigned PerRegister;
  switch (Ty->getScalarSizeInBits()) {
  case 8:
    PerRegister = Opcode == ISD::SREM ? 20 : Opcode == ISD::UREM ? 18 : 10;
    break;
  case 16:
    PerRegister = Opcode == ISD::SREM ? 4 : Opcode == ISD::UREM ? 12 : 10;
    break;
  case 32:
    PerRegister = Opcode == ISD::SREM ? 4 : Opcode == ISD::UREM ? 410 : 546;
    break;
  case 64:
    PerRegister = Opcode == ISD::MUL ? 15 : Remainder ? 1600 : 2000;
    break;
  default:
    return std::nullopt;
  }
  return Registers * PerRegister;
}
