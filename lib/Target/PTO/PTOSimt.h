//===-- PTOSimt.h - SIMT functions and their launches -----------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// SIMT on the vector core (docs/simt.md). The header marks a `__simt_vf__`
// function with the annotation "pto_simt_vf", a `__simt_callee__` one with
// "pto_simt_callee" and `LAUNCH_BOUND(n)` with ("pto_launch_bound", n);
// `cce::async_invoke<f>(dims, args...)` calls __pto_simt_launch(f, x, y,
// args...). PTOSimtPass turns the annotations into function attributes and
// reports misuse with the source location; instruction selection makes the
// launch a simt.launch.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOSIMT_H
#define LLVM_LIB_TARGET_PTO_PTOSIMT_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class CallBase;
class Function;

namespace PTO {
/// The function the header's cce::async_invoke calls.
constexpr const char SimtLaunchName[] = "__pto_simt_launch";
/// Function attributes: the function runs per SIMT thread; its launch
/// bound.
constexpr const char SimtAttr[] = "pto-simt";
constexpr const char LaunchBoundAttr[] = "pto-launch-bound";
/// The threads a launch may have without LAUNCH_BOUND, and at most.
constexpr unsigned DefaultLaunchBound = 1024;
constexpr unsigned MaxLaunchBound = 65535;

/// Whether \p F is SIMT code (a __simt_vf__ or __simt_callee__ function).
bool isSimtFunction(const Function &F);
/// Whether \p CB is a call of __pto_simt_launch.
bool isSimtLaunchCall(const CallBase *CB);
/// The most threads a launch of \p F may have.
unsigned getLaunchBound(const Function &F);
} // namespace PTO

/// Marks SIMT functions from the header's annotations, makes the inline
/// assembly of convergent functions convergent, and reports: a
/// __simt_vf__ function called rather than launched, a launch of what is no
/// __simt_vf__ function or of more threads than its bound, vector-core
/// intrinsics in SIMT code (PTOSimt.cpp).
class PTOSimtPass : public PassInfoMixin<PTOSimtPass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &AM);
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOSIMT_H
