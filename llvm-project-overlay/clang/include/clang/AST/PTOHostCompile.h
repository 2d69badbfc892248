//===--- PTOHostCompile.h - The host side of PTO single-source files -*- C++
//-*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A PTO single-source file (-xcce) is compiled twice: for the vector core
// (--target=pto) and for the host, whose compile has PTO as its auxiliary
// target (-aux-triple pto). Both parse the whole file with the PTO language
// extensions; the host emits host code, a launch stub per kernel and the
// registration of the device image (docs/offload.md).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_AST_PTOHOSTCOMPILE_H
#define LLVM_CLANG_AST_PTOHOSTCOMPILE_H

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/TargetInfo.h"

namespace clang {

/// Is this the host compile of a PTO single-source file?
inline bool isPTOHostCompile(const TargetInfo *AuxTarget) {
  return AuxTarget && AuxTarget->getTriple().isPTO();
}

/// Are the PTO language extensions ('[aicore]', '<<<...>>>', host pointers
/// to __gm__ parameters) on: in the device and in the host compile.
inline bool hasPTOLanguageExtensions(const TargetInfo &Target,
                                     const TargetInfo *AuxTarget) {
  return Target.getTriple().isPTO() || isPTOHostCompile(AuxTarget);
}

/// Does \p FD, or the template it was instantiated from, carry the implicit
/// annotation \p Name ("pto.host", "pto.aicore", "pto.kernel")?
inline bool hasPTOAnnotation(const FunctionDecl *FD, llvm::StringRef Name) {
  if (!FD)
    return false;
  const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern();
  for (const FunctionDecl *F : {FD, Pattern})
    if (F)
      for (const auto *A : F->specific_attrs<AnnotateAttr>())
        if (A->getAnnotation() == Name)
          return true;
  return false;
}

/// In the host compile: a function that runs on the vector core only
/// ('[aicore]', not a kernel; an inheriting constructor of such a one). It
/// is parsed and checked, never emitted.
inline bool isPTODeviceOnlyFunction(const FunctionDecl *FD) {
  if (const auto *Ctor = dyn_cast_or_null<CXXConstructorDecl>(FD))
    if (Ctor->isInheritingConstructor())
      FD = Ctor->getInheritedConstructor().getConstructor();
  return hasPTOAnnotation(FD, "pto.aicore") &&
         !hasPTOAnnotation(FD, "pto.kernel");
}

} // namespace clang

#endif // LLVM_CLANG_AST_PTOHOSTCOMPILE_H
