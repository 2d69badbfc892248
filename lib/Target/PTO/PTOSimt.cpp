//===-- PTOSimt.cpp - SIMT functions and their launches -------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOSimt.h"
#include "PTO.h"
#include "PTOIntrinsicForms.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "pto-simt"

bool PTO::isSimtFunction(const Function &F) {
  return F.hasFnAttribute(SimtAttr);
}

static bool isLaunchedFunction(const Function &F) {
  return F.getFnAttribute(PTO::SimtAttr).getValueAsString() == "vf";
}

bool PTO::isSimtLaunchCall(const CallBase *CB) {
  const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
  return Callee && Callee->getName() == SimtLaunchName;
}

unsigned PTO::getLaunchBound(const Function &F) {
  return F.getFnAttributeAsParsedInteger(LaunchBoundAttr, DefaultLaunchBound);
}

namespace {

/// One entry of llvm.global.annotations: what clang makes of
/// __attribute__((annotate(Kind, Args...))) on a function.
struct Annotation {
  Function *F = nullptr;
  StringRef Kind;
  StringRef File;
  unsigned Line = 0;
  /// The first argument, when it is an integer constant.
  std::optional<uint64_t> Arg;
};

SmallVector<Annotation, 8> readAnnotations(Module &M) {
  SmallVector<Annotation, 8> Result;
  GlobalVariable *GV = M.getNamedGlobal("llvm.global.annotations");
  if (!GV || !GV->hasInitializer())
    return Result;
  auto *Entries = dyn_cast<ConstantArray>(GV->getInitializer());
  if (!Entries)
    return Result;
  for (const Use &U : Entries->operands()) {
    auto *Entry = dyn_cast<ConstantStruct>(U.get());
    if (!Entry || Entry->getNumOperands() < 4)
      continue;
    Annotation A;
    A.F = dyn_cast<Function>(Entry->getOperand(0)->stripPointerCasts());
    if (!A.F || !getConstantStringInfo(Entry->getOperand(1), A.Kind) ||
        !A.Kind.starts_with("pto_"))
      continue;
    getConstantStringInfo(Entry->getOperand(2), A.File);
    if (auto *Line = dyn_cast<ConstantInt>(Entry->getOperand(3)))
      A.Line = Line->getZExtValue();
    if (Entry->getNumOperands() > 4)
      if (auto *Args = dyn_cast<GlobalVariable>(
              Entry->getOperand(4)->stripPointerCasts()))
        if (auto *Init =
                dyn_cast_or_null<ConstantStruct>(Args->getInitializer()))
          if (auto *First = dyn_cast<ConstantInt>(Init->getOperand(0)))
            A.Arg = First->getZExtValue();
    Result.push_back(A);
  }
  return Result;
}

/// Marks a direct call of a __simt_vf__ function already reported.
constexpr const char ReportedKind[] = "pto.simt.reported";

class SimtChecker {
  Module &M;
  /// Whether the optimisers (or -O0's always-inliner) have run: a launch
  /// names its function only once the header's wrappers are inlined.
  bool AfterInlining;
  bool Changed = false;

  void report(const Function &F, const Twine &Msg, const DebugLoc &DL = {}) {
    M.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg, DL));
  }
  static std::string name(const Function &F) {
    return demangle(F.getName().str());
  }

  void markFunctions();
  void checkCall(const Function &Caller, CallBase &CB);
  void checkLaunch(const Function &Caller, const CallBase &CB);

public:
  SimtChecker(Module &M, bool AfterInlining)
      : M(M), AfterInlining(AfterInlining) {}
  bool run();
};

void SimtChecker::markFunctions() {
  for (const Annotation &A : readAnnotations(M)) {
    if (A.Kind == "pto_simt_vf" || A.Kind == "pto_simt_callee") {
      StringRef Kind = A.Kind == "pto_simt_vf" ? "vf" : "callee";
      if (A.F->getFnAttribute(PTO::SimtAttr).getValueAsString() != Kind) {
        A.F->addFnAttr(PTO::SimtAttr, Kind);
        Changed = true;
      }
      continue;
    }
    if (A.Kind != "pto_launch_bound")
      continue;
    if (!A.Arg || *A.Arg == 0 || *A.Arg > PTO::MaxLaunchBound) {
      report(*A.F, A.File + ":" + Twine(A.Line) + ": LAUNCH_BOUND of '" +
                       name(*A.F) + "' must be a constant in [1, " +
                       Twine(PTO::MaxLaunchBound) + "]");
      continue;
    }
    std::string Bound = std::to_string(*A.Arg);
    if (A.F->getFnAttribute(PTO::LaunchBoundAttr).getValueAsString() != Bound) {
      A.F->addFnAttr(PTO::LaunchBoundAttr, Bound);
      Changed = true;
    }
  }
}

void SimtChecker::checkLaunch(const Function &Caller, const CallBase &CB) {
  // Launches are checked once the header's wrappers are inlined: then the
  // launch names its function and stands at the user's call.
  if (!AfterInlining)
    return;
  if (PTO::isSimtFunction(Caller)) {
    report(Caller,
           "SIMT code cannot start SIMT threads (cce::async_invoke "
           "in '" +
               name(Caller) + "')",
           CB.getDebugLoc());
    return;
  }
  if (CB.arg_size() < 3) {
    report(Caller,
           "__pto_simt_launch takes a function, the x and y "
           "dimensions and the function's arguments",
           CB.getDebugLoc());
    return;
  }
  auto *F = dyn_cast<Function>(CB.getArgOperand(0)->stripPointerCasts());
  if (!F || !isLaunchedFunction(*F)) {
    report(Caller,
           "cce::async_invoke starts a __simt_vf__ function" +
               (F ? "; '" + name(*F) + "' is none" : Twine("")),
           CB.getDebugLoc());
    return;
  }
  unsigned Args = CB.arg_size() - 3;
  if (Args != F->arg_size()) {
    report(Caller,
           "cce::async_invoke of '" + name(*F) + "' passes " + Twine(Args) +
               " arguments; it takes " + Twine(F->arg_size()),
           CB.getDebugLoc());
    return;
  }
  auto *X = dyn_cast<ConstantInt>(CB.getArgOperand(1));
  auto *Y = dyn_cast<ConstantInt>(CB.getArgOperand(2));
  if (!X || !Y)
    return; // pto-emu checks the bound at run time.
  uint64_t Threads = X->getZExtValue() * Y->getZExtValue();
  unsigned Bound = PTO::getLaunchBound(*F);
  if (Threads == 0 || Threads > Bound)
    report(
        Caller,
        "cce::async_invoke of '" + name(*F) + "' with " +
            Twine(X->getZExtValue()) + " x " + Twine(Y->getZExtValue()) +
            " threads: a launch has 1 to " + Twine(Bound) +
            " threads (its LAUNCH_BOUND" +
            (F->hasFnAttribute(PTO::LaunchBoundAttr) ? ")" : ", by default)"),
        CB.getDebugLoc());
}

void SimtChecker::checkCall(const Function &Caller, CallBase &CB) {
  if (PTO::isSimtLaunchCall(&CB))
    return checkLaunch(Caller, CB);
  const Function *Callee = CB.getCalledFunction();
  if (!Callee)
    return;
  if (isLaunchedFunction(*Callee)) {
    // Reported before the inliner can hide the call, once.
    if (CB.getMetadata(ReportedKind))
      return;
    report(Caller,
           "'" + name(*Callee) +
               "' is a __simt_vf__ function: start it with "
               "cce::async_invoke, not a call",
           CB.getDebugLoc());
    CB.setMetadata(ReportedKind, MDNode::get(M.getContext(), {}));
    return;
  }
  // Vector-core code reaches SIMT functions through the header's inline
  // wrappers: checked once they are inlined.
  if (AfterInlining && PTO::isSimtFunction(Caller) && Callee->isIntrinsic() &&
      PTO::isTableSelectedIntrinsic(Callee->getIntrinsicID()))
    report(Caller,
           "'" + Callee->getName() + "' in SIMT function '" + name(Caller) +
               "': SIMT threads run scalar code, vector-core instructions "
               "run in vector functions",
           CB.getDebugLoc());
}

bool SimtChecker::run() {
  markFunctions();
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      // The header's warp operations are inline assembly in convergent
      // functions: the assembly stays convergent once inlined, so that no
      // transformation makes it depend on more control flow.
      if (CB->isInlineAsm() && F.isConvergent() && !CB->isConvergent()) {
        CB->setConvergent();
        Changed = true;
      }
      checkCall(F, *CB);
    }
  return Changed;
}

/// The legacy pass, for llc: after the optimisers have inlined, what SIMT
/// functions call is checked again.
class PTOSimtLegacy : public ModulePass {
public:
  static char ID;
  PTOSimtLegacy() : ModulePass(ID) {}
  StringRef getPassName() const override { return "PTO SIMT functions"; }
  bool runOnModule(Module &M) override {
    return SimtChecker(M, /*AfterInlining=*/true).run();
  }
};

} // namespace

char PTOSimtLegacy::ID = 0;

INITIALIZE_PASS(PTOSimtLegacy, DEBUG_TYPE, "PTO SIMT functions", false, false)

ModulePass *llvm::createPTOSimtPass() { return new PTOSimtLegacy(); }

PreservedAnalyses PTOSimtPass::run(Module &M, ModuleAnalysisManager &) {
  return SimtChecker(M, /*AfterInlining=*/false).run()
             ? PreservedAnalyses::none()
             : PreservedAnalyses::all();
}
