//===--- PTO.cpp - PTO ToolChain Implementations ----------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "CommonArgs.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/Options.h"
#include "clang/Driver/PTOVendorArgs.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang::driver;
using namespace clang::driver::toolchains;
using namespace clang;
using namespace llvm::opt;

/// Linking runs pto-link, next to clang: it resolves the objects' symbols
/// (an undefined or duplicate one is an error), adds the runtime objects
/// the program needs, and writes the program as one archive that pto-emu
/// loads (docs/abi.md, "Linking").
void tools::pto::Linker::ConstructJob(Compilation &C, const JobAction &JA,
                                      const InputInfo &Output,
                                      const InputInfoList &Inputs,
                                      const ArgList &Args,
                                      const char *LinkingOutput) const {
  ArgStringList CmdArgs;
  CmdArgs.push_back("-o");
  CmdArgs.push_back(Output.getFilename());
  AddLinkerInputs(getToolChain(), Inputs, Args, CmdArgs, JA);
  const char *Exec =
      Args.MakeArgString(getToolChain().GetProgramPath("pto-link"));
  C.addCommand(std::make_unique<Command>(JA, *this, ResponseFileSupport::None(),
                                         Exec, CmdArgs, Inputs, Output));
}

PTOToolChain::PTOToolChain(const Driver &D, const llvm::Triple &Triple,
                           const ArgList &Args)
    : ToolChain(D, Triple, Args) {
  // pto-link is installed next to clang.
  getProgramPaths().push_back(std::string(D.Dir));
}

/// <resource dir>/include/pto/<Sub>: the PTO parts of the resource headers.
static std::string ptoResourceInclude(const Driver &D, StringRef Sub) {
  SmallString<128> Dir(D.ResourceDir);
  llvm::sys::path::append(Dir, "include", "pto", Sub);
  return std::string(Dir);
}

void PTOToolChain::AddClangSystemIncludeArgs(const ArgList &DriverArgs,
                                             ArgStringList &CC1Args) const {
  if (DriverArgs.hasArg(options::OPT_nostdinc))
    return;
  if (!DriverArgs.hasArg(options::OPT_nobuiltininc)) {
    SmallString<128> Dir(getDriver().ResourceDir);
    llvm::sys::path::append(Dir, "include");
    addSystemInclude(DriverArgs, CC1Args, Dir);
    // The register types (vector_f32, vector_bool, ...) are always there,
    // as the builtins that take them are. With the include arguments, so
    // that compiling preprocessed output (-save-temps) does not read them
    // again.
    CC1Args.push_back("-include");
    CC1Args.push_back("__clang_pto_types.h");
  }
  if (DriverArgs.hasArg(options::OPT_nostdlibinc))
    return;
  // The freestanding C headers libc++ builds on (math.h, stdlib.h, ...), and
  // last the host runtime names single-source kernel files include
  // (docs/cce-api.md).
  addSystemInclude(DriverArgs, CC1Args,
                   ptoResourceInclude(getDriver(), "libc"));
  addSystemInclude(DriverArgs, CC1Args,
                   ptoResourceInclude(getDriver(), "host"));
}

void PTOToolChain::AddClangCXXStdlibIncludeArgs(const ArgList &DriverArgs,
                                                ArgStringList &CC1Args) const {
  if (DriverArgs.hasArg(options::OPT_nostdinc, options::OPT_nostdincxx,
                        options::OPT_nostdlibinc))
    return;
  // libc++'s headers (cmake/build.sh links Debian's next to the compiler),
  // configured for a core without threads, locales or a file system.
  SmallString<128> LibCXX(getDriver().Dir);
  llvm::sys::path::append(LibCXX, "..", "include", "c++", "v1");
  if (!getVFS().exists(LibCXX))
    return;
  addSystemInclude(DriverArgs, CC1Args,
                   ptoResourceInclude(getDriver(), "libcxx"));
  addSystemInclude(DriverArgs, CC1Args, LibCXX);
}

void PTOToolChain::addClangTargetOptions(const ArgList &DriverArgs,
                                         ArgStringList &CC1Args,
                                         Action::OffloadKind) const {
  // A vector of one element type does not silently become one of another:
  // only explicit casts reinterpret registers.
  if (!DriverArgs.hasArg(options::OPT_flax_vector_conversions_EQ))
    CC1Args.push_back("-flax-vector-conversions=none");
}

Tool *PTOToolChain::buildLinker() const {
  return new tools::pto::Linker(*this);
}

//===----------------------------------------------------------------------===//
// The vendor compiler's spellings (docs/cce-api.md)
//===----------------------------------------------------------------------===//

static bool vendorArgError(const llvm::Twine &Message) {
  llvm::errs() << "clang: error: " << Message << '\n';
  return false;
}

bool clang::driver::rewritePTOVendorArgs(
    llvm::SmallVectorImpl<const char *> &Args, llvm::StringSaver &Saver) {
  bool HasTarget = false, HasArch = false;
  llvm::SmallVector<const char *, 256> Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    if (!Args[I]) { // end-of-line marker of a response file
      Out.push_back(Args[I]);
      continue;
    }
    StringRef Arg = Args[I];
    if (Arg.starts_with("--target=") || Arg == "-target")
      HasTarget = true;
    if (Arg == "-Xhost-start") {
      // Options for the host compiler of a single-source file: there is none
      // in a device compile.
      while (I + 1 < Args.size() &&
             !(Args[I + 1] && StringRef(Args[I + 1]) == "-Xhost-end"))
        ++I;
      if (I + 1 == Args.size())
        return vendorArgError("'-Xhost-start' without '-Xhost-end'");
      ++I;
    } else if (Arg == "-mllvm" && I + 1 < Args.size() && Args[I + 1] &&
               StringRef(Args[I + 1]).starts_with("-cce-")) {
      // The vendor back end's stack and address options have no counterpart
      // here (the stack is in GM, docs/abi.md): accepted without effect.
      StringRef Option = StringRef(Args[++I]).split('=').first;
      if (!llvm::is_contained(
              {"-cce-aicore-stack-size", "-cce-aicore-function-stack-size",
               "-cce-aicore-record-overflow", "-cce-aicore-addr-transform",
               "-cce-aicore-dcci-insert-for-scalar"},
              Option))
        return vendorArgError("unknown vendor option '-mllvm " + Option +
                              "' (docs/cce-api.md lists the ones accepted)");
    } else if (Arg == "-xcce") {
      Out.push_back("-xc++");
    } else if (Arg == "-xcce-header") {
      // A precompiled header of device code (docs/benchmarks.md).
      Out.push_back("-xc++-header");
    } else if (Arg == "-x" && I + 1 < Args.size() && Args[I + 1] &&
               (StringRef(Args[I + 1]) == "cce" ||
                StringRef(Args[I + 1]) == "cce-header")) {
      Out.push_back("-x");
      Out.push_back(StringRef(Args[I + 1]) == "cce" ? "c++" : "c++-header");
      ++I;
    } else if (Arg == "-mpto-auto-sync" || Arg == "--cce-auto-sync" ||
               Arg == "--cce-auto-sync=on") {
      // Automatic pipe synchronisation (docs/auto-sync.md).
      Out.push_back("-mllvm");
      Out.push_back("-pto-auto-sync");
    } else if (Arg == "-mno-pto-auto-sync" || Arg == "--cce-auto-sync=off") {
    } else if (Arg == "--cce-enable-print") {
      // cce::printf prints (docs/offload.md).
      Out.push_back("-D__PTO_ENABLE_PRINT");
    } else if (Arg == "--cce-pto-enable") {
      // The vendor's switch to PTO code (its manual kernels' builds pass
      // it): what this compiler always compiles.
    } else if (Arg == "-fno-pto-vendor-api") {
      Out.push_back("-D__PTO_NO_VENDOR_API");
    } else if (Arg.consume_front("--cce-aicore-arch=")) {
      HasArch = true;
      if (Arg == "dav-c310-vec")
        Out.push_back("-mcpu=a5");
      else if (Arg == "dav-c220-vec")
        Out.push_back("-mcpu=a2a3");
      else
        return vendorArgError(
            "'--cce-aicore-arch=" + Arg +
            "': the PTO target compiles for the vector core only; use "
            "--cce-aicore-arch=dav-c310-vec (A5, -mcpu=a5) or dav-c220-vec "
            "(A2/A3, -mcpu=a2a3)");
    } else if (Arg == "--cce-pto-auto-enable" || Arg == "-mpto-auto") {
      // Auto mode (docs/auto-mode.md): the compiler places the tiles in UB
      // and synchronises the pipes. Source locations are tracked (as -Rpass
      // does, without debug information) so that a plan that does not fit
      // is reported at the tiles.
      Out.push_back("-D__PTO_AUTO__");
      Out.push_back("-mllvm");
      Out.push_back("-pto-auto-mode");
      Out.push_back("-mllvm");
      Out.push_back("-pto-auto-sync");
      Out.push_back("-Rpass-missed=pto-plan-tiles");
    } else if (Arg.starts_with("--cce-")) {
      return vendorArgError("unknown vendor option '" + Arg +
                            "' (docs/cce-api.md lists the ones accepted)");
    } else {
      Out.push_back(Args[I]);
    }
  }
  // A vendor build line names the core, not the target.
  if (HasArch && !HasTarget)
    Out.insert(Out.begin() + 1, Saver.save("--target=pto").data());
  Args.assign(Out.begin(), Out.end());
  return true;
}
