//===-- PTOELFObjectWriter.cpp - PTO ELF writer ---------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOFixupKinds.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCELFObjectWriter.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCValue.h"

using namespace llvm;

namespace {

class PTOELFObjectWriter : public MCELFObjectTargetWriter {
public:
  explicit PTOELFObjectWriter(uint8_t OSABI)
      : MCELFObjectTargetWriter(/*Is64Bit=*/true, OSABI, ELF::EM_PTO,
                                /*HasRelocationAddend=*/true) {}

protected:
  unsigned getRelocType(MCContext &Ctx, const MCValue &Target,
                        const MCFixup &Fixup, bool IsPCRel) const override;
};

} // namespace

unsigned PTOELFObjectWriter::getRelocType(MCContext &Ctx, const MCValue &Target,
                                          const MCFixup &Fixup,
                                          bool IsPCRel) const {
  switch (unsigned(Fixup.getKind())) {
  case PTO::fixup_pto_br32:
    return ELF::R_PTO_BR32;
  case PTO::fixup_pto_call32:
    return ELF::R_PTO_CALL32;
  case PTO::fixup_pto_lo32:
    return ELF::R_PTO_LO32;
  case PTO::fixup_pto_hi32:
    return ELF::R_PTO_HI32;
  case FK_Data_4:
    return IsPCRel ? ELF::R_PTO_PCREL32 : ELF::R_PTO_ABS32;
  case FK_Data_8:
    if (!IsPCRel)
      return ELF::R_PTO_ABS64;
    break;
  case FK_PCRel_4:
    return ELF::R_PTO_PCREL32;
  default:
    break;
  }
  Ctx.reportError(Fixup.getLoc(), "unsupported relocation on this PTO value");
  return ELF::R_PTO_NONE;
}

std::unique_ptr<MCObjectTargetWriter>
llvm::createPTOELFObjectWriter(uint8_t OSABI) {
  return std::make_unique<PTOELFObjectWriter>(OSABI);
}
