//===-- PTOMCTargetDesc.h - PTO target descriptions -------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOMCTARGETDESC_H
#define LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOMCTARGETDESC_H

#include <cstdint>
#include <memory>

namespace llvm {
class MCAsmBackend;
class MCCodeEmitter;
class MCContext;
class MCInstrInfo;
class MCObjectTargetWriter;
class MCRegisterInfo;
class MCSubtargetInfo;
class MCTargetOptions;
class Target;

MCCodeEmitter *createPTOMCCodeEmitter(const MCInstrInfo &MCII, MCContext &Ctx);
MCAsmBackend *createPTOAsmBackend(const Target &T, const MCSubtargetInfo &STI,
                                  const MCRegisterInfo &MRI,
                                  const MCTargetOptions &Options);
std::unique_ptr<MCObjectTargetWriter> createPTOELFObjectWriter(uint8_t OSABI);

} // namespace llvm

// Defines symbolic names for PTO registers.
#define GET_REGINFO_ENUM
#include "PTOGenRegisterInfo.inc"

// Defines symbolic names for PTO instructions.
#define GET_INSTRINFO_ENUM
#define GET_INSTRINFO_MC_HELPER_DECLS
#include "PTOGenInstrInfo.inc"

#define GET_SUBTARGETINFO_ENUM
#include "PTOGenSubtargetInfo.inc"

#endif // LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOMCTARGETDESC_H
