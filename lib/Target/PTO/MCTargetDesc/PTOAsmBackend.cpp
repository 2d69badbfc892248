//===-- PTOAsmBackend.cpp - PTO assembler backend -------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOFixupKinds.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAssembler.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCELFObjectWriter.h"
#include "llvm/MC/MCFixupKindInfo.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCValue.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/EndianStream.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace {

class PTOAsmBackend : public MCAsmBackend {
  Triple::OSType OSType;

public:
  explicit PTOAsmBackend(Triple::OSType OSType)
      : MCAsmBackend(llvm::endianness::little), OSType(OSType) {}

  unsigned getNumFixupKinds() const override {
    return PTO::NumTargetFixupKinds;
  }

  const MCFixupKindInfo &getFixupKindInfo(MCFixupKind Kind) const override {
    // Instruction fixups start at the instruction word and cover its imm32
    // field, so that P is the address of the instruction.
    const static MCFixupKindInfo Infos[PTO::NumTargetFixupKinds] = {
        // name, offset, bits, flags
        {"fixup_pto_br32", 32, 32, MCFixupKindInfo::FKF_IsPCRel},
        {"fixup_pto_call32", 32, 32, MCFixupKindInfo::FKF_IsPCRel},
        {"fixup_pto_lo32", 32, 32, 0},
        {"fixup_pto_hi32", 32, 32, 0},
    };
    if (Kind < FirstTargetFixupKind)
      return MCAsmBackend::getFixupKindInfo(Kind);
    assert(unsigned(Kind - FirstTargetFixupKind) < getNumFixupKinds() &&
           "invalid fixup kind");
    return Infos[Kind - FirstTargetFixupKind];
  }

  void applyFixup(const MCAssembler &Asm, const MCFixup &Fixup,
                  const MCValue &Target, MutableArrayRef<char> Data,
                  uint64_t Value, bool IsResolved,
                  const MCSubtargetInfo *STI) const override;

  bool mayNeedRelaxation(const MCInst &Inst,
                         const MCSubtargetInfo &STI) const override {
    return false;
  }

  bool writeNopData(raw_ostream &OS, uint64_t Count,
                    const MCSubtargetInfo *STI) const override {
    // Padding that does not end on an instruction boundary (data before an
    // alignment in a code section) is zero bytes up to the boundary, then
    // nops (addi x0, x0, 0).
    OS.write_zeros(Count % 8);
    for (uint64_t I = Count % 8; I < Count; I += 8)
      support::endian::write<uint64_t>(OS, PTO::NopEncoding,
                                       llvm::endianness::little);
    return true;
  }

  std::unique_ptr<MCObjectTargetWriter>
  createObjectTargetWriter() const override {
    return createPTOELFObjectWriter(MCELFObjectTargetWriter::getOSABI(OSType));
  }
};

} // namespace

/// Returns the value to write into the fixup's field, reporting values the
/// field cannot hold.
static uint64_t adjustFixupValue(const MCFixup &Fixup, uint64_t Value,
                                 MCContext &Ctx) {
  switch (unsigned(Fixup.getKind())) {
  case FK_Data_1:
  case FK_Data_2:
  case FK_Data_4:
  case FK_Data_8:
    return Value;
  case PTO::fixup_pto_br32:
  case PTO::fixup_pto_call32: {
    int64_t Offset = static_cast<int64_t>(Value);
    if (Offset % 8 != 0)
      Ctx.reportError(Fixup.getLoc(), "branch target is not 8-byte aligned");
    else if (!isInt<35>(Offset))
      Ctx.reportError(Fixup.getLoc(), "branch target out of range");
    return static_cast<uint64_t>(Offset >> 3) & 0xffffffff;
  }
  case PTO::fixup_pto_lo32:
    return Value & 0xffffffff;
  case PTO::fixup_pto_hi32:
    return Value >> 32;
  default:
    llvm_unreachable("unknown fixup kind");
  }
}

void PTOAsmBackend::applyFixup(const MCAssembler &Asm, const MCFixup &Fixup,
                               const MCValue &Target,
                               MutableArrayRef<char> Data, uint64_t Value,
                               bool IsResolved,
                               const MCSubtargetInfo *STI) const {
  Value = adjustFixupValue(Fixup, Value, Asm.getContext());
  if (!Value)
    return;
  const MCFixupKindInfo &Info = getFixupKindInfo(Fixup.getKind());
  unsigned FirstByte = Info.TargetOffset / 8;
  unsigned NumBytes = Info.TargetSize / 8;
  unsigned Offset = Fixup.getOffset() + FirstByte;
  assert(Offset + NumBytes <= Data.size() && "invalid fixup offset");
  for (unsigned I = 0; I != NumBytes; ++I)
    Data[Offset + I] |= static_cast<uint8_t>((Value >> (I * 8)) & 0xff);
}

MCAsmBackend *llvm::createPTOAsmBackend(const Target &T,
                                        const MCSubtargetInfo &STI,
                                        const MCRegisterInfo &MRI,
                                        const MCTargetOptions &Options) {
  return new PTOAsmBackend(STI.getTargetTriple().getOS());
}
