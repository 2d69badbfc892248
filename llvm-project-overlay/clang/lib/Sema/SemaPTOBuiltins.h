//===--- SemaPTOBuiltins.h - PTO builtin call checks ------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Checks the immediate operands of calls to the PTO builtins. A free function
// rather than a Sema member, so that adding it does not edit Sema.h.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_SEMA_SEMAPTOBUILTINS_H
#define LLVM_CLANG_LIB_SEMA_SEMAPTOBUILTINS_H

namespace clang {
class CallExpr;
class Sema;

/// Checks a call of the PTO builtin \p BuiltinID: every mode operand is a
/// token of its kind, every ranged immediate fits, and sync operands name
/// pipes the profile allows. Returns true after diagnosing an error.
bool CheckPTOBuiltinFunctionCall(Sema &S, unsigned BuiltinID, CallExpr *Call);

} // namespace clang

#endif // LLVM_CLANG_LIB_SEMA_SEMAPTOBUILTINS_H
