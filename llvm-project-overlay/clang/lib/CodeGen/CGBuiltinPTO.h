//===--- CGBuiltinPTO.h - Emit LLVM IR for PTO builtins ---------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Lowers the PTO builtins to their llvm.pto.* intrinsics. A free function
// rather than a CodeGenFunction member, so that adding it does not edit
// CodeGenFunction.h.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_CODEGEN_CGBUILTINPTO_H
#define LLVM_CLANG_LIB_CODEGEN_CGBUILTINPTO_H

namespace llvm {
class Value;
} // namespace llvm

namespace clang {
class CallExpr;

namespace CodeGen {
class CodeGenFunction;

/// Emits the call \p E of the PTO builtin \p BuiltinID: the intrinsic call,
/// with the results after the first stored through the trailing pointer
/// arguments. Returns the first result (or the call of a void intrinsic), or
/// null when \p BuiltinID is not a PTO builtin.
llvm::Value *EmitPTOBuiltinExpr(CodeGenFunction &CGF, unsigned BuiltinID,
                                const CallExpr *E);

} // namespace CodeGen
} // namespace clang

#endif // LLVM_CLANG_LIB_CODEGEN_CGBUILTINPTO_H
