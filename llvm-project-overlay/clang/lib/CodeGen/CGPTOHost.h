//===--- CGPTOHost.h - Host side of PTO single-source files -----*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The host compile of a PTO single-source file (-aux-triple pto) emits, in
// place of each kernel, a launch stub that hands the argument values to the
// runtime, and registers the device image the driver compiled first
// (docs/offload.md).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_CODEGEN_CGPTOHOST_H
#define LLVM_CLANG_LIB_CODEGEN_CGPTOHOST_H

#include "clang/AST/PTOHostCompile.h"

namespace llvm {
class Function;
} // namespace llvm

namespace clang {
class ValueDecl;

namespace CodeGen {

/// In the device compile of a single-source file (-mllvm
/// -pto-single-source, which the driver passes for -xcce): is \p D a host
/// function, one not marked '[aicore]' nor kept by 'used'? It is emitted
/// only if device code refers to it.
bool isPTOHostFunctionOnDevice(const ValueDecl *D);

class CodeGenFunction;
class CodeGenModule;
class FunctionArgList;

/// In the host compile: is \p D device code, not emitted? A function marked
/// '[aicore]' (not a kernel), or a variable whose initialisation calls one
/// (a static member of a device class template, say).
bool isPTODeviceOnlyDecl(const ValueDecl *D);

/// The body of a kernel's host launch stub: the launch runtime gets the
/// kernel's symbol and the address, size and kind of each argument.
void emitPTOKernelStub(CodeGenFunction &CGF, const FunctionArgList &Args);

/// Weak launch stubs of the kernels the module launches but does not define.
void emitPTODeclaredKernelStubs(CodeGenModule &CGM);

/// A constructor that registers the device image named by
/// -fcuda-include-gpubinary with the runtime, or null if none is named.
llvm::Function *emitPTOImageRegistration(CodeGenModule &CGM);

} // namespace CodeGen
} // namespace clang

#endif // LLVM_CLANG_LIB_CODEGEN_CGPTOHOST_H
