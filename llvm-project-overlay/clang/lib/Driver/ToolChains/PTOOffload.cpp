//===--- PTOOffload.cpp - Single-source PTO files: device + host ----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `clang++ -xcce --cce-aicore-arch=dav-c310-vec -c k.cpp` compiles k.cpp
// twice, as the vendor's compiler does (docs/offload.md):
//
//   1. for the vector core: this clang with --cce-aicore-only (the device
//      compile of docs/cce-api.md) to a PTO object;
//   2. for the host: this clang's front end with the host's triple and
//      -aux-triple pto, to host bitcode holding the host code, a launch
//      stub per kernel and the PTO object with its registration;
//   3. that bitcode to a host object by the host's clang (Debian's clang-19,
//      the same LLVM 19.1.7: this toolchain builds no host code generator).
//
// Without -c the objects are then linked by the host's clang++, as are the
// objects of a `--cce-fatobj-link` line.
//
//===----------------------------------------------------------------------===//

#include "clang/Driver/PTOVendorArgs.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"
#include <string>
#include <vector>

using namespace llvm;

namespace {

/// Options whose value is the next argument.
bool takesSeparateValue(StringRef Arg) {
  return is_contained({"-o",          "-I",         "-D",
                       "-U",          "-include",   "-imacros",
                       "-isystem",    "-idirafter", "-iquote",
                       "-isysroot",   "-x",         "-MF",
                       "-MT",         "-MQ",        "-Xclang",
                       "-mllvm",      "-Xlinker",   "-Xpreprocessor",
                       "-Xassembler", "-L",         "-target",
                       "-u",          "-T",         "-z",
                       "--sysroot"},
                      Arg);
}

bool isSourceFile(StringRef Path) {
  return StringSwitch<bool>(sys::path::extension(Path))
      .Cases(".cpp", ".cc", ".cxx", ".c++", ".C", ".cce", ".c", true)
      .Default(false);
}

/// A command line split into what the two compiles and the link need.
struct SingleSourceLine {
  std::vector<std::string> Sources;
  std::vector<std::string> Common;     ///< options for the device and the host
  std::vector<std::string> Host;       ///< -Xhost-start ... -Xhost-end
  std::vector<std::string> LinkInputs; ///< objects, libraries, -l, -L
  std::vector<std::string> CodeGen;    ///< -O, -g, -fPIC for the host's clang
  std::string Output;
  std::string CPU = "a5";
  bool HasArch = false;
  bool Compile = false, Verbose = false, DryRun = false;
};

bool error(const Twine &Message) {
  errs() << "clang: error: " << Message << '\n';
  return false;
}

bool splitLine(ArrayRef<const char *> Args, SingleSourceLine &L) {
  for (size_t I = 1; I < Args.size(); ++I) {
    if (!Args[I])
      continue;
    StringRef Arg = Args[I];
    auto Next = [&]() -> StringRef {
      return I + 1 < Args.size() && Args[I + 1] ? StringRef(Args[++I]) : "";
    };
    if (Arg == "-xcce" || Arg == "--cce-fatobj-link") {
    } else if (Arg == "-x") {
      if (Next() != "cce")
        return error("'-x' other than 'cce' in a single-source line");
    } else if (Arg == "-Xhost-start") {
      for (++I;
           I < Args.size() && Args[I] && StringRef(Args[I]) != "-Xhost-end";
           ++I)
        L.Host.push_back(Args[I]);
      if (I == Args.size())
        return error("'-Xhost-start' without '-Xhost-end'");
    } else if (Arg.consume_front("--cce-aicore-arch=")) {
      L.CPU = Arg == "dav-c220-vec" ? "a2a3" : "a5";
      L.HasArch = true;
      L.Common.push_back(Args[I]); // for the device compile; checked there
    } else if (Arg == "-c") {
      L.Compile = true;
    } else if (Arg == "-v") {
      L.Verbose = true;
    } else if (Arg == "-###") {
      L.DryRun = true;
    } else if (Arg == "-o") {
      L.Output = Next().str();
    } else if (Arg == "-mllvm") {
      StringRef Value = Next();
      L.Common.push_back("-mllvm");
      L.Common.push_back(Value.str());
    } else if (takesSeparateValue(Arg)) {
      L.Common.push_back(Arg.str());
      L.Common.push_back(Next().str());
    } else if (Arg.starts_with("-l") || Arg.starts_with("-L") ||
               Arg.starts_with("-Wl,") || Arg == "-shared" ||
               Arg == "-static" || Arg == "-pthread" ||
               Arg.starts_with("-fuse-ld=") || Arg == "-rdynamic") {
      L.LinkInputs.push_back(Arg.str());
    } else if (!Arg.starts_with("-")) {
      if (isSourceFile(Arg))
        L.Sources.push_back(Arg.str());
      else
        L.LinkInputs.push_back(Arg.str());
    } else {
      if (Arg.starts_with("-O") || Arg.starts_with("-g") ||
          Arg.starts_with("-fPIC") || Arg.starts_with("-fpic") ||
          Arg.starts_with("-fPIE") || Arg.starts_with("-fpie") ||
          Arg.starts_with("-fno-pic") || Arg.starts_with("-fno-pie"))
        L.CodeGen.push_back(Arg.str());
      L.Common.push_back(Arg.str());
    }
  }
  return true;
}

/// The host's clang (and clang++): Debian's clang-19 unless PTO_HOST_CLANG
/// names another of LLVM 19.
std::string hostClang(bool CXX) {
  if (const char *Env = getenv(CXX ? "PTO_HOST_CLANGXX" : "PTO_HOST_CLANG"))
    return Env;
  StringRef Name = CXX ? "clang++-19" : "clang-19";
  if (ErrorOr<std::string> P = sys::findProgramByName(Name))
    return *P;
  return ("/usr/bin/" + Name).str();
}

/// Is this option one only the device compile takes?
bool isDeviceOnlyOption(StringRef Arg) {
  return Arg.starts_with("--cce-") || Arg.starts_with("-mcpu=") ||
         Arg.starts_with("--target=") || Arg == "-mpto-auto-sync" ||
         Arg == "-mno-pto-auto-sync";
}

class Runner {
  std::string Self;
  const SingleSourceLine &L;
  std::vector<std::string> Temporaries;

public:
  Runner(std::string Self, const SingleSourceLine &L)
      : Self(std::move(Self)), L(L) {}
  ~Runner() {
    for (const std::string &T : Temporaries)
      sys::fs::remove(T);
  }

  bool temporary(StringRef Stem, StringRef Suffix, std::string &Path) {
    SmallString<128> P;
    if (std::error_code EC = sys::fs::createTemporaryFile(Stem, Suffix, P))
      return error("cannot create a temporary file: " + EC.message());
    Path = std::string(P);
    Temporaries.push_back(Path);
    return true;
  }

  /// Runs (or with -### prints) one command; false if it failed.
  bool run(const std::vector<std::string> &Command) {
    if (L.Verbose || L.DryRun) {
      for (const std::string &A : Command)
        errs() << " \"" << A << '"';
      errs() << '\n';
    }
    if (L.DryRun)
      return true;
    std::vector<StringRef> Argv(Command.begin(), Command.end());
    std::string Message;
    int RC = sys::ExecuteAndWait(Command.front(), Argv, std::nullopt, {}, 0, 0,
                                 &Message);
    if (RC < 0)
      return error("cannot run '" + Command.front() + "': " + Message);
    return RC == 0;
  }

  /// The three steps of one source file, to the host object \p Object.
  bool compile(const std::string &Source, const std::string &Object) {
    std::string Stem = sys::path::stem(Source).str();
    std::string Device, Bitcode;
    if (!temporary(Stem + "-pto", "o", Device) ||
        !temporary(Stem + "-host", "bc", Bitcode))
      return false;

    std::vector<std::string> DeviceCmd = {Self, "-xcce", "--cce-aicore-only"};
    if (!L.HasArch)
      DeviceCmd.push_back("--cce-aicore-arch=dav-c310-vec");
    for (size_t I = 0; I < L.Common.size(); ++I) {
      StringRef A = L.Common[I];
      // Dependency files are written by the host compile.
      if (A == "-MF" || A == "-MT" || A == "-MQ") {
        ++I;
        continue;
      }
      if (A == "-MD" || A == "-MMD")
        continue;
      DeviceCmd.push_back(L.Common[I]);
    }
    append_range(DeviceCmd,
                 std::vector<std::string>{"-mllvm", "-pto-single-source", "-c",
                                          Source, "-o", Device});
    if (!run(DeviceCmd))
      return false;

    std::vector<std::string> HostCmd = {
        Self, "--target=" + sys::getProcessTriple(), "-x", "c++"};
    for (size_t I = 0; I < L.Common.size(); ++I) {
      StringRef A = L.Common[I];
      if (A == "-mllvm") { // the PTO back end's options
        ++I;
        continue;
      }
      if (isDeviceOnlyOption(A))
        continue;
      if (A == "-fno-pto-vendor-api") {
        HostCmd.push_back("-D__PTO_NO_VENDOR_API");
        continue;
      }
      HostCmd.push_back(L.Common[I]);
    }
    append_range(HostCmd, L.Host);
    append_range(HostCmd, std::vector<std::string>{
                              "-Xclang",    "-aux-triple",
                              "-Xclang",    "pto",
                              "-Xclang",    "-aux-target-cpu",
                              "-Xclang",    L.CPU,
                              "-Xclang",    "-fcuda-include-gpubinary",
                              "-Xclang",    Device,
                              "-include",   "__clang_pto_types.h",
                              "-idirafter", hostIncludeDir(),
                              "-emit-llvm", "-c",
                              Source,       "-o",
                              Bitcode});
    if (!run(HostCmd))
      return false;

    std::vector<std::string> CodeGenCmd = {hostClang(false), "-c", Bitcode,
                                           "-o", Object};
    append_range(CodeGenCmd, L.CodeGen);
    CodeGenCmd.push_back("-Wno-unused-command-line-argument");
    CodeGenCmd.push_back("-Wno-override-module");
    return run(CodeGenCmd);
  }

  /// <resource dir>/include/pto/host: the runtime's headers (acl/acl.h).
  std::string hostIncludeDir() const {
    SmallString<128> Dir(sys::path::parent_path(sys::path::parent_path(Self)));
    sys::path::append(Dir, "lib", "clang", "19", "include");
    sys::path::append(Dir, "pto", "host");
    return std::string(Dir);
  }
};

/// A line of `bisheng` (the vendor's compiler name, which the vendor's CMake
/// files use for host files and links too) that is not a single-source one:
/// run by the host's clang-19 (a C file) or clang++-19 unchanged.
int runHostCompiler(ArrayRef<const char *> Args) {
  bool C = false, CXX = false;
  for (size_t I = 1; I < Args.size(); ++I) {
    if (!Args[I])
      continue;
    StringRef Arg = Args[I];
    if (Arg == "-xc" || (Arg == "-x" && I + 1 < Args.size() && Args[I + 1] &&
                         StringRef(Args[I + 1]) == "c"))
      C = true;
    else if (Arg.starts_with("-xc++") || Arg == "-x")
      CXX = true;
    else if (!Arg.starts_with("-") && sys::path::extension(Arg) == ".c")
      C = true;
  }
  std::string Program = hostClang(/*CXX=*/!C || CXX);
  std::vector<StringRef> Argv = {Program};
  for (size_t I = 1; I < Args.size(); ++I)
    if (Args[I])
      Argv.push_back(Args[I]);
  std::string Message;
  int RC = sys::ExecuteAndWait(Program, Argv, std::nullopt, {}, 0, 0, &Message);
  if (RC < 0)
    error("cannot run '" + Program + "': " + Message);
  return RC < 0 ? 1 : RC;
}

} // namespace

std::optional<int>
clang::driver::runPTOSingleSource(SmallVectorImpl<const char *> &Args) {
  bool SingleSource = false, Link = false;
  bool Bisheng = sys::path::stem(Args[0]) == "bisheng";
  for (size_t I = 1; I < Args.size(); ++I) {
    if (!Args[I])
      continue;
    StringRef Arg = Args[I];
    if (Arg == "--cce-aicore-only") {
      // The device compile alone: today's PTO compile (docs/cce-api.md).
      Args.erase(Args.begin() + I);
      return std::nullopt;
    }
    if (Arg == "-xcce" || (Arg == "-x" && I + 1 < Args.size() && Args[I + 1] &&
                           StringRef(Args[I + 1]) == "cce"))
      SingleSource = true;
    if (Arg == "--cce-fatobj-link")
      Link = true;
  }
  if (!SingleSource && !Link)
    return Bisheng ? std::optional<int>(runHostCompiler(Args)) : std::nullopt;
  // Preprocessing, checking syntax and assembly output stay device compiles.
  for (const char *Arg : Args)
    if (Arg &&
        is_contained({"-E", "-fsyntax-only", "-S", "-M", "-MM", "-emit-llvm"},
                     StringRef(Arg)))
      return std::nullopt;

  SingleSourceLine L;
  if (!splitLine(Args, L))
    return 1;
  std::string Self = sys::fs::getMainExecutable(Args[0], (void *)&hostClang);
  Runner R(Self, L);
  if (L.Compile) {
    if (L.Sources.empty()) {
      error("no input files");
      return 1;
    }
    if (L.Sources.size() > 1 && !L.Output.empty()) {
      error("cannot specify -o when generating multiple output files");
      return 1;
    }
    for (const std::string &Source : L.Sources) {
      std::string Object = L.Output;
      if (Object.empty())
        Object = sys::path::stem(Source).str() + ".o";
      if (!R.compile(Source, Object))
        return 1;
    }
    return 0;
  }

  // Compile (to temporaries) and link with the host's clang++.
  std::vector<std::string> LinkCmd = {hostClang(true)};
  for (const std::string &Source : L.Sources) {
    std::string Object;
    if (!R.temporary(sys::path::stem(Source), "o", Object) ||
        !R.compile(Source, Object))
      return 1;
    LinkCmd.push_back(Object);
  }
  append_range(LinkCmd, L.LinkInputs);
  append_range(LinkCmd, L.Host);
  append_range(LinkCmd, L.CodeGen);
  if (!L.Output.empty())
    append_range(LinkCmd, std::vector<std::string>{"-o", L.Output});
  return R.run(LinkCmd) ? 0 : 1;
}
