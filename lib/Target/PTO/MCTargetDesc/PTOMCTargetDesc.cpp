//===-- PTOMCTargetDesc.cpp - PTO target descriptions ---------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// This file registers the MC layer of the PTO target.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOInstPrinter.h"
#include "MCTargetDesc/PTOMCAsmInfo.h"
#include "TargetInfo/PTOTargetInfo.h"
#include "llvm/MC/MCDwarf.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"

using namespace llvm;

#define GET_INSTRINFO_MC_DESC
#define ENABLE_INSTR_PREDICATE_VERIFIER
#include "PTOGenInstrInfo.inc"

#define GET_SUBTARGETINFO_MC_DESC
#include "PTOGenSubtargetInfo.inc"

#define GET_REGINFO_MC_DESC
#include "PTOGenRegisterInfo.inc"

static MCInstrInfo *createPTOMCInstrInfo() {
  auto *X = new MCInstrInfo();
  InitPTOMCInstrInfo(X);
  return X;
}

static MCRegisterInfo *createPTOMCRegisterInfo(const Triple &TT) {
  auto *X = new MCRegisterInfo();
  InitPTOMCRegisterInfo(X, PTO::X1);
  return X;
}

static MCSubtargetInfo *createPTOMCSubtargetInfo(const Triple &TT,
                                                 StringRef CPU, StringRef FS) {
  if (CPU.empty() || CPU == "generic")
    CPU = "a5";
  return createPTOMCSubtargetInfoImpl(TT, CPU, /*TuneCPU=*/CPU, FS);
}

static MCAsmInfo *createPTOMCAsmInfo(const MCRegisterInfo &MRI,
                                     const Triple &TT,
                                     const MCTargetOptions &Options) {
  MCAsmInfo *MAI = new PTOMCAsmInfo(TT);
  // The CFA is the stack pointer on entry.
  unsigned SP = MRI.getDwarfRegNum(PTO::X2, true);
  MAI->addInitialFrameState(MCCFIInstruction::cfiDefCfa(nullptr, SP, 0));
  return MAI;
}

static MCInstPrinter *createPTOMCInstPrinter(const Triple &T,
                                             unsigned SyntaxVariant,
                                             const MCAsmInfo &MAI,
                                             const MCInstrInfo &MII,
                                             const MCRegisterInfo &MRI) {
  return new PTOInstPrinter(MAI, MII, MRI);
}

namespace {
/// Lets llvm-objdump print branch and call targets as addresses.
class PTOMCInstrAnalysis : public MCInstrAnalysis {
public:
  explicit PTOMCInstrAnalysis(const MCInstrInfo *Info)
      : MCInstrAnalysis(Info) {}

  bool evaluateBranch(const MCInst &Inst, uint64_t Addr, uint64_t Size,
                      uint64_t &Target) const override {
    const MCInstrDesc &Desc = Info->get(Inst.getOpcode());
    for (unsigned I = 0, E = Inst.getNumOperands(); I != E; ++I) {
      if (Desc.operands()[I].OperandType != MCOI::OPERAND_PCREL ||
          !Inst.getOperand(I).isImm())
        continue;
      Target = Addr + Inst.getOperand(I).getImm();
      return true;
    }
    return false;
  }
};
} // namespace

static MCInstrAnalysis *createPTOMCInstrAnalysis(const MCInstrInfo *Info) {
  return new PTOMCInstrAnalysis(Info);
}

extern "C" LLVM_EXTERNAL_VISIBILITY void LLVMInitializePTOTargetMC() {
  Target &T = getThePTOTarget();
  RegisterMCAsmInfoFn X(T, createPTOMCAsmInfo);
  TargetRegistry::RegisterMCInstrInfo(T, createPTOMCInstrInfo);
  TargetRegistry::RegisterMCRegInfo(T, createPTOMCRegisterInfo);
  TargetRegistry::RegisterMCSubtargetInfo(T, createPTOMCSubtargetInfo);
  TargetRegistry::RegisterMCInstPrinter(T, createPTOMCInstPrinter);
  TargetRegistry::RegisterMCInstrAnalysis(T, createPTOMCInstrAnalysis);
  TargetRegistry::RegisterMCCodeEmitter(T, createPTOMCCodeEmitter);
  TargetRegistry::RegisterMCAsmBackend(T, createPTOAsmBackend);
}
