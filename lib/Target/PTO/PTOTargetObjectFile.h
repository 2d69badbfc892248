//===-- PTOTargetObjectFile.h - PTO object file sections --------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOTARGETOBJECTFILE_H
#define LLVM_LIB_TARGET_PTO_PTOTARGETOBJECTFILE_H

#include "llvm/CodeGen/TargetLoweringObjectFileImpl.h"

namespace llvm {

/// ELF sections of PTO objects: globals in UB (addrspace(6)) go to
/// `.ub.bss`, which the loader places at the top of UB, zero-filled
/// (docs/abi.md); everything else as on any ELF target.
class PTOTargetObjectFile : public TargetLoweringObjectFileELF {
public:
  MCSection *SelectSectionForGlobal(const GlobalObject *GO, SectionKind Kind,
                                    const TargetMachine &TM) const override;
  MCSection *getExplicitSectionGlobal(const GlobalObject *GO, SectionKind Kind,
                                      const TargetMachine &TM) const override;
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOTARGETOBJECTFILE_H
