//===-- PTOExpandUBMemIntrinsics.h - UB memcpy/memset as loops --*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOEXPANDUBMEMINTRINSICS_H
#define LLVM_LIB_TARGET_PTO_PTOEXPANDUBMEMINTRINSICS_H

#include "llvm/IR/PassManager.h"

namespace llvm {

/// Expands every llvm.memcpy, llvm.memmove and llvm.memset call that
/// touches UB into a loop (PTOExpandUBMemIntrinsics.cpp; llc's legacy pass
/// keeps those selection expands inline).
class PTOExpandUBMemIntrinsicsPass
    : public PassInfoMixin<PTOExpandUBMemIntrinsicsPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &AM);
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOEXPANDUBMEMINTRINSICS_H
