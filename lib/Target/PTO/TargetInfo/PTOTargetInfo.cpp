//===-- PTOTargetInfo.cpp - PTO target implementation ---------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "TargetInfo/PTOTargetInfo.h"
#include "llvm/MC/TargetRegistry.h"

using namespace llvm;

Target &llvm::getThePTOTarget() {
  static Target ThePTOTarget;
  return ThePTOTarget;
}

extern "C" LLVM_EXTERNAL_VISIBILITY void LLVMInitializePTOTargetInfo() {
  RegisterTarget<Triple::pto, /*HasJIT=*/false> X(getThePTOTarget(), "pto",
                                                  "PTO A5 vector core", "PTO");
}
