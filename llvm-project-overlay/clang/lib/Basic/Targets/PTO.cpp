//===--- PTO.cpp - Implement PTO target feature support -------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// This file implements the TargetInfo of the PTO vector core.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "clang/Basic/MacroBuilder.h"
#include "clang/Basic/TargetBuiltins.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace clang::targets;

namespace {
/// A CPU clang accepts, the macro that names its profile and the bytes of
/// its Unified Buffer (the LLVM side's are PTO::ubBytes, PTOBaseInfo.h;
/// test/Clang/ub-bytes.test checks that they agree).
struct PTOCPUInfo {
  StringRef Name;
  StringRef ProfileMacro;
  unsigned UBBytes;
};
} // namespace

static constexpr PTOCPUInfo PTOCPUs[] = {
    {"a5", "__PTO_A5__", 256 * 1024},
    {"a2a3", "__PTO_A2A3__", 192 * 1024},
};

static const PTOCPUInfo *findCPU(StringRef Name) {
  for (const PTOCPUInfo &Info : PTOCPUs)
    if (Info.Name == Name)
      return &Info;
  return nullptr;
}

PTOTargetInfo::PTOTargetInfo(const llvm::Triple &Triple, const TargetOptions &)
    : TargetInfo(Triple) {
  NoAsmVariants = true;
  LongWidth = LongAlign = PointerWidth = PointerAlign = 64;
  DoubleAlign = LongLongAlign = 64;
  SuitableAlign = 64;
  SizeType = UnsignedLong;
  PtrDiffType = SignedLong;
  IntPtrType = SignedLong;
  IntMaxType = SignedLong;
  Int64Type = SignedLong;
  // No long double hardware: keep it IEEE double.
  LongDoubleWidth = LongDoubleAlign = 64;
  LongDoubleFormat = &llvm::APFloat::IEEEdouble();
  HasFloat16 = true;
  // __bf16 is an arithmetic type (bfloat16_t; conversions and arithmetic,
  // done in float), as existing A5 code uses it.
  HasBFloat16 = HasFullBFloat16 = true;
  BFloat16Width = BFloat16Align = 16;
  BFloat16Format = &llvm::APFloat::BFloat();
  MaxAtomicPromoteWidth = MaxAtomicInlineWidth = 64;
  // Vectors are aligned to 32 bytes in memory, as the data layout says
  // ("v2048:256"), not to their 256-byte size.
  MaxVectorAlign = 256;
  // Must match PTOTargetMachine.cpp (documented in docs/abi.md).
  resetDataLayout("e-m:e-p:64:64-p1:64:64-p6:64:64-i64:64-i128:128-n32:64-"
                  "S256-v256:256-v2048:256");
}

void PTOTargetInfo::getTargetDefines(const LangOptions &Opts,
                                     MacroBuilder &Builder) const {
  Builder.defineMacro("__PTO__", "1");
  Builder.defineMacro("__pto__", "1");
  if (const PTOCPUInfo *Info = findCPU(CPU)) {
    Builder.defineMacro(Info->ProfileMacro, "1");
    Builder.defineMacro("__PTO_UB_BYTES__", Twine(Info->UBBytes));
  }
  Builder.defineMacro("__PTO_CPU__", "\"" + CPU + "\"");
  // The scalar unit has no floating-point instructions: float and double
  // arithmetic calls the runtime's soft-float helpers (docs/abi.md).
  Builder.defineMacro("__SOFTFP__", "1");

  // The language extensions of kernels (docs/clang.md): the address spaces
  // of the backend (GM addrspace(1), UB addrspace(6)) as type qualifiers,
  // the kernel-entry and device-function spellings of existing code.
  Builder.defineMacro("__gm__", "__attribute__((address_space(1)))");
  Builder.defineMacro("__ubuf__", "__attribute__((address_space(6)))");
  Builder.defineMacro("__global__", "__attribute__((__used__))");
  Builder.defineMacro("__aicore__", "");
  // The size of a vector register in bytes.
  Builder.defineMacro("__PTO_VECTOR_BYTES__", "256");
}

static constexpr Builtin::Info BuiltinInfo[] = {
#define BUILTIN(ID, TYPE, ATTRS)                                               \
  {#ID, TYPE, ATTRS, nullptr, HeaderDesc::NO_HEADER, ALL_LANGUAGES},
#define TARGET_BUILTIN(ID, TYPE, ATTRS, FEATURE)                               \
  {#ID, TYPE, ATTRS, FEATURE, HeaderDesc::NO_HEADER, ALL_LANGUAGES},
#include "clang/Basic/BuiltinsPTO.def"
};

ArrayRef<Builtin::Info> PTOTargetInfo::getTargetBuiltins() const {
  return llvm::ArrayRef(BuiltinInfo,
                        clang::PTO::LastTSBuiltin - Builtin::FirstTSBuiltin);
}

bool PTOTargetInfo::initFeatureMap(
    llvm::StringMap<bool> &Features, DiagnosticsEngine &Diags, StringRef CPU,
    const std::vector<std::string> &FeatureVec) const {
  if (findCPU(CPU))
    Features[CPU] = true;
  return TargetInfo::initFeatureMap(Features, Diags, CPU, FeatureVec);
}

bool PTOTargetInfo::hasFeature(StringRef Feature) const {
  return Feature == "pto" || Feature == CPU;
}

bool PTOTargetInfo::isValidCPUName(StringRef Name) const {
  return findCPU(Name) != nullptr;
}

void PTOTargetInfo::fillValidCPUList(SmallVectorImpl<StringRef> &Values) const {
  for (const PTOCPUInfo &Info : PTOCPUs)
    Values.push_back(Info.Name);
}

bool PTOTargetInfo::setCPU(const std::string &Name) {
  if (!isValidCPUName(Name))
    return false;
  CPU = Name;
  return true;
}

ArrayRef<const char *> PTOTargetInfo::getGCCRegNames() const {
  static const char *const GCCRegNames[] = {
      "x0",  "x1",  "x2",  "x3",  "x4",  "x5",  "x6",  "x7",  "x8",  "x9",
      "x10", "x11", "x12", "x13", "x14", "x15", "x16", "x17", "x18", "x19",
      "x20", "x21", "x22", "x23", "x24", "x25", "x26", "x27", "x28", "x29",
      "x30", "x31", "v0",  "v1",  "v2",  "v3",  "v4",  "v5",  "v6",  "v7",
      "v8",  "v9",  "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17",
      "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25", "v26", "v27",
      "v28", "v29", "v30", "v31", "p0",  "p1",  "p2",  "p3",  "p4",  "p5",
      "p6",  "p7",  "al0", "al1", "al2", "al3", "al4", "al5", "al6", "al7"};
  return llvm::ArrayRef(GCCRegNames);
}

bool PTOTargetInfo::validateAsmConstraint(
    const char *&Name, TargetInfo::ConstraintInfo &Info) const {
  switch (*Name) {
  default:
    return false;
  case 'r': // Scalar register.
  case 'l': // Scalar register (the vendor compiler's 64-bit spelling).
  case 'v': // Vector register.
  case 'P': // Predicate register.
  case 'A': // Align-state register.
  case 'a': // Vector-address register.
    Info.setAllowsRegister();
    return true;
  }
}
