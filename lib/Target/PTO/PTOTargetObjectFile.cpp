//===-- PTOTargetObjectFile.cpp - PTO object file sections ----------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOTargetObjectFile.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTO.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCSectionELF.h"

using namespace llvm;

static MCSection *getUBSection(const GlobalObject *GO, MCContext &Ctx) {
  if (const auto *GV = dyn_cast<GlobalVariable>(GO))
    if (GV->hasInitializer() && !GV->getInitializer()->isNullValue() &&
        !isa<UndefValue>(GV->getInitializer()))
      GO->getContext().emitError(
          "global '" + GO->getName() +
          "' in UB (addrspace(6)) has an initializer: UB globals are zero "
          "at kernel start (nothing loads data into UB); copy data in with "
          "DMA");
  return Ctx.getELFSection(PTO::UBSectionName, ELF::SHT_NOBITS,
                           ELF::SHF_ALLOC | ELF::SHF_WRITE);
}

MCSection *PTOTargetObjectFile::SelectSectionForGlobal(
    const GlobalObject *GO, SectionKind Kind, const TargetMachine &TM) const {
  if (GO->getAddressSpace() == PTOAS::UB)
    return getUBSection(GO, getContext());
  return TargetLoweringObjectFileELF::SelectSectionForGlobal(GO, Kind, TM);
}

MCSection *PTOTargetObjectFile::getExplicitSectionGlobal(
    const GlobalObject *GO, SectionKind Kind, const TargetMachine &TM) const {
  if (GO->getAddressSpace() == PTOAS::UB)
    return getUBSection(GO, getContext());
  return TargetLoweringObjectFileELF::getExplicitSectionGlobal(GO, Kind, TM);
}
