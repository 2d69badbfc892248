//===--- PTO.cpp - PTO ToolChain Implementations ----------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/Options.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/Path.h"

using namespace clang::driver;
using namespace clang::driver::toolchains;
using namespace clang;
using namespace llvm::opt;

void tools::pto::Linker::ConstructJob(Compilation &C, const JobAction &JA,
                                      const InputInfo &Output,
                                      const InputInfoList &Inputs,
                                      const ArgList &Args,
                                      const char *LinkingOutput) const {
  const Driver &D = getToolChain().getDriver();
  unsigned DiagID = D.getDiags().getCustomDiagID(
      DiagnosticsEngine::Error,
      "linking is not supported for target '%0'; compile with -c (pto-emu "
      "runs the object files)");
  D.Diag(DiagID) << getToolChain().getTripleString();
}

PTOToolChain::PTOToolChain(const Driver &D, const llvm::Triple &Triple,
                           const ArgList &Args)
    : ToolChain(D, Triple, Args) {}

void PTOToolChain::AddClangSystemIncludeArgs(const ArgList &DriverArgs,
                                             ArgStringList &CC1Args) const {
  if (DriverArgs.hasArg(options::OPT_nostdinc))
    return;
  if (!DriverArgs.hasArg(options::OPT_nobuiltininc)) {
    SmallString<128> Dir(getDriver().ResourceDir);
    llvm::sys::path::append(Dir, "include");
    addSystemInclude(DriverArgs, CC1Args, Dir);
  }
}

void PTOToolChain::addClangTargetOptions(const ArgList &DriverArgs,
                                         ArgStringList &CC1Args,
                                         Action::OffloadKind) const {
  // The register types (vector_f32, vector_bool, ...) are always there, as
  // the builtins that take them are.
  if (!DriverArgs.hasArg(options::OPT_nostdinc, options::OPT_nobuiltininc)) {
    CC1Args.push_back("-include");
    CC1Args.push_back("__clang_pto_types.h");
  }
  // A vector of one element type does not silently become one of another:
  // only explicit casts reinterpret registers.
  if (!DriverArgs.hasArg(options::OPT_flax_vector_conversions_EQ))
    CC1Args.push_back("-flax-vector-conversions=none");
}

Tool *PTOToolChain::buildLinker() const {
  return new tools::pto::Linker(*this);
}
