//===-- PTODisassembler.cpp - Disassemble PTO instructions ----------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Decodes 64-bit PTO instruction words with the tables TableGen derives from
// the instruction formats. Words whose unused fields are not zero, or whose
// fields hold values no operand accepts, do not decode.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "TargetInfo/PTOTargetInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDecoderOps.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

#define DEBUG_TYPE "pto-disassembler"

using DecodeStatus = MCDisassembler::DecodeStatus;

namespace {

class PTODisassembler : public MCDisassembler {
public:
  PTODisassembler(const MCSubtargetInfo &STI, MCContext &Ctx)
      : MCDisassembler(STI, Ctx) {}

  DecodeStatus getInstruction(MCInst &Instr, uint64_t &Size,
                              ArrayRef<uint8_t> Bytes, uint64_t Address,
                              raw_ostream &CStream) const override;
};

} // namespace

static MCDisassembler *createPTODisassembler(const Target &T,
                                             const MCSubtargetInfo &STI,
                                             MCContext &Ctx) {
  return new PTODisassembler(STI, Ctx);
}

extern "C" LLVM_EXTERNAL_VISIBILITY void LLVMInitializePTODisassembler() {
  TargetRegistry::RegisterMCDisassembler(getThePTOTarget(),
                                         createPTODisassembler);
}

template <unsigned First, unsigned Count>
static DecodeStatus decodeRegister(MCInst &Inst, uint64_t RegNo) {
  if (RegNo >= Count)
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createReg(First + RegNo));
  return MCDisassembler::Success;
}

static DecodeStatus DecodeGPRRegisterClass(MCInst &Inst, uint64_t RegNo,
                                           uint64_t Address,
                                           const MCDisassembler *Decoder) {
  return decodeRegister<PTO::X0, 32>(Inst, RegNo);
}

static DecodeStatus DecodeVRFRegisterClass(MCInst &Inst, uint64_t RegNo,
                                           uint64_t Address,
                                           const MCDisassembler *Decoder) {
  return decodeRegister<PTO::V0, 32>(Inst, RegNo);
}

static DecodeStatus DecodePRFRegisterClass(MCInst &Inst, uint64_t RegNo,
                                           uint64_t Address,
                                           const MCDisassembler *Decoder) {
  return decodeRegister<PTO::P0, 8>(Inst, RegNo);
}

static DecodeStatus DecodeARFRegisterClass(MCInst &Inst, uint64_t RegNo,
                                           uint64_t Address,
                                           const MCDisassembler *Decoder) {
  return decodeRegister<PTO::AL0, 8>(Inst, RegNo);
}

static DecodeStatus DecodeVARRegisterClass(MCInst &Inst, uint64_t RegNo,
                                           uint64_t Address,
                                           const MCDisassembler *Decoder) {
  return decodeRegister<PTO::VA0, 8>(Inst, RegNo);
}

static DecodeStatus DecodeCNTRegisterClass(MCInst &Inst, uint64_t RegNo,
                                           uint64_t Address,
                                           const MCDisassembler *Decoder) {
  const MCRegisterClass &Counters =
      Decoder->getContext().getRegisterInfo()->getRegClass(PTO::CNTRegClassID);
  if (RegNo >= Counters.getNumRegs())
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createReg(Counters.getRegister(RegNo)));
  return MCDisassembler::Success;
}

// A mode field must hold the value of one of its kind's tokens.
template <PTO::PTOModeKindEnum Kind>
static DecodeStatus decodeModeToken(MCInst &Inst, uint64_t Value,
                                    int64_t Address,
                                    const MCDisassembler *Decoder) {
  if (!PTO::lookupModeTokenByValue(Kind, Value))
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createImm(Value));
  return MCDisassembler::Success;
}

template <unsigned N>
static DecodeStatus decodeSImmOperand(MCInst &Inst, uint64_t Imm,
                                      int64_t Address,
                                      const MCDisassembler *Decoder) {
  Inst.addOperand(MCOperand::createImm(SignExtend64<N>(Imm)));
  return MCDisassembler::Success;
}

template <unsigned N>
static DecodeStatus decodeUImmOperand(MCInst &Inst, uint64_t Imm,
                                      int64_t Address,
                                      const MCDisassembler *Decoder) {
  // The field may be wider than the operand: other values are not
  // instructions.
  if (!isUInt<N>(Imm))
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createImm(Imm));
  return MCDisassembler::Success;
}

// imm32 counts 8-byte words; the operand is a byte offset.
static DecodeStatus decodePCRelTarget(MCInst &Inst, uint64_t Imm,
                                      int64_t Address,
                                      const MCDisassembler *Decoder) {
  Inst.addOperand(MCOperand::createImm(SignExtend64<32>(Imm) * 8));
  return MCDisassembler::Success;
}

#include "PTOGenDisassemblerTables.inc"

DecodeStatus PTODisassembler::getInstruction(MCInst &Instr, uint64_t &Size,
                                             ArrayRef<uint8_t> Bytes,
                                             uint64_t Address,
                                             raw_ostream &CStream) const {
  if (Bytes.size() < 8) {
    Size = Bytes.size();
    return MCDisassembler::Fail;
  }
  Size = 8;
  uint64_t Insn = support::endian::read64le(Bytes.data());
  return decodeInstruction(DecoderTablePTO64, Instr, Insn, Address, this, STI);
}
