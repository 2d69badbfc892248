//===-- PTOTargetMachine.h - Define TargetMachine for PTO -------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOTARGETMACHINE_H
#define LLVM_LIB_TARGET_PTO_PTOTARGETMACHINE_H

#include "PTOSubtarget.h"
#include "llvm/Target/TargetLoweringObjectFile.h"
#include "llvm/Target/TargetMachine.h"
#include <optional>

namespace llvm {

class PTOTargetMachine : public LLVMTargetMachine {
  std::unique_ptr<TargetLoweringObjectFile> TLOF;
  PTOSubtarget Subtarget;

public:
  PTOTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                   StringRef FS, const TargetOptions &Options,
                   std::optional<Reloc::Model> RM,
                   std::optional<CodeModel::Model> CM, CodeGenOptLevel OL,
                   bool JIT);
  ~PTOTargetMachine() override;

  const PTOSubtarget *getSubtargetImpl(const Function &) const override {
    return &Subtarget;
  }

  TargetPassConfig *createPassConfig(PassManagerBase &PM) override;

  TargetTransformInfo getTargetTransformInfo(const Function &F) const override;

  TargetLoweringObjectFile *getObjFileLowering() const override {
    return TLOF.get();
  }

  /// The generic space (0) lives in GM (1): the same addresses, so a cast
  /// between them is free. UB (6) is a memory of its own (docs/abi.md).
  bool isNoopAddrSpaceCast(unsigned SrcAS, unsigned DestAS) const override;

  void registerPassBuilderCallbacks(PassBuilder &PB) override;
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOTARGETMACHINE_H
