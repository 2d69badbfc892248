//===-- PTOCleanupInlinedO0.cpp - -O0 cleanup of always-inlined code ------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// PTO kernels are written on header layers of always_inline templates (the
// vendor's A5 API, the tile libraries) several calls deep. At -O0 the
// always-inliner copies them in with every parameter, temporary and local
// of every layer in its own stack slot: the tile library's tadd kernel is
// 180,000 lines of IR with 19,552 allocas at -O0 against 6,739 lines and
// none at -O2, and the -O0 back end, which selects and allocates all of it,
// took longer than the -O2 one (docs/benchmarks.md, "Compile time").
//
// At -O0 this pass puts those values back in registers (SROA) and removes
// the copies and branches that made them (EarlyCSE, InstCombine,
// SimplifyCFG): on each function before the always-inliner, so that what it
// copies into the callers is small, and again after it, on the copies. It runs
// only on functions without debug information: with -g, -O0 keeps every
// variable in memory, where a debugger finds it, as -O0 promises. The passes
// run although -O0 marks every function optnone (they are called directly, not
// through a pass manager, which would skip them); nothing else of -O0 changes.
//
// The run after the inliner cleans every function, not only those it inlined
// into: one run is not at its fixed point (SimplifyCFG, last, merges branches
// that only the next InstCombine folds), and skipping just the functions a
// second run cannot change saved 1.5% of the pass on tile-kernels.cpp, whose
// other functions are small (docs/benchmarks.md, "Compile time").
//
//===----------------------------------------------------------------------===//

#include "PTOCleanupInlinedO0.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"

using namespace llvm;

PreservedAnalyses PTOCleanupInlinedO0Pass::run(Function &F,
                                               FunctionAnalysisManager &AM) {
  // Locations without debug information (what -Rpass and auto mode ask
  // for) leave the function to clean.
  if (const DISubprogram *SP = F.getSubprogram();
      F.isDeclaration() ||
      (SP && SP->getUnit()->getEmissionKind() != DICompileUnit::NoDebug))
    return PreservedAnalyses::all();
  PreservedAnalyses Preserved = PreservedAnalyses::all();
  auto Run = [&](auto &&Pass) {
    PreservedAnalyses PA = Pass.run(F, AM);
    AM.invalidate(F, PA);
    Preserved.intersect(std::move(PA));
  };
  Run(SROAPass(SROAOptions::ModifyCFG));
  Run(EarlyCSEPass());
  Run(InstCombinePass());
  Run(SimplifyCFGPass());
  return Preserved;
}
