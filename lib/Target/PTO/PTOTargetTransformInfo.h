//===-- PTOTargetTransformInfo.h - PTO cost model ---------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the IR optimisers may assume about PTO. Loop and SLP vectorisation
// are off: they form short vectors (<4 x i8>, ...) which the legaliser
// widens step by step, and the <32 x i8> step is the align-state type, not
// a vector of bytes (docs/codegen.md). Kernels write their vector code on
// the 2048-bit types or with the llvm.pto.* intrinsics.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOTARGETTRANSFORMINFO_H
#define LLVM_LIB_TARGET_PTO_PTOTARGETTRANSFORMINFO_H

#include "PTOTargetMachine.h"
#include "llvm/CodeGen/BasicTTIImpl.h"

namespace llvm {

class PTOTTIImpl : public BasicTTIImplBase<PTOTTIImpl> {
  using BaseT = BasicTTIImplBase<PTOTTIImpl>;
  friend BaseT;

  const PTOSubtarget *ST;
  const PTOTargetLowering *TLI;

  const PTOSubtarget *getST() const { return ST; }
  const PTOTargetLowering *getTLI() const { return TLI; }

public:
  explicit PTOTTIImpl(const PTOTargetMachine *TM, const Function &F)
      : BaseT(TM, F.getDataLayout()), ST(TM->getSubtargetImpl(F)),
        TLI(ST->getTargetLowering()) {}

  /// No vector registers for the vectorisers (see above); 32 scalar ones.
  unsigned getNumberOfRegisters(unsigned ClassID) const {
    bool Vector = ClassID == 1;
    return Vector ? 0 : 32;
  }
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOTARGETTRANSFORMINFO_H
