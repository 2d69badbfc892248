//===--- SemaPTOBuiltins.cpp - PTO builtin call checks --------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The operand types of the PTO builtins are in their prototypes
// (BuiltinsPTO.def), so clang's own checks cover vector, mask and element
// types, address spaces and constant-ness. What the prototypes cannot say is
// which constants an immediate accepts: the generated PTOBuiltinInfo.inc
// lists, per builtin and argument, the token kind or the bit range the
// instructions take, the tokens of each kind, and the operand rules of the
// synchronisation builtins that depend on the profile.
//
//===----------------------------------------------------------------------===//

#include "SemaPTOBuiltins.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/TargetBuiltins.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace {
enum class ModeKind {
#define PTO_MODE_KIND(KIND, DESCRIPTION) KIND,
#include "clang/Basic/PTOBuiltinInfo.inc"
};

const char *const ModeKindDescriptions[] = {
#define PTO_MODE_KIND(KIND, DESCRIPTION) DESCRIPTION,
#include "clang/Basic/PTOBuiltinInfo.inc"
};

struct ModeToken {
  ModeKind Kind;
  const char *Name;
  int64_t Value;
};

constexpr ModeToken ModeTokens[] = {
#define PTO_MODE_TOKEN(KIND, NAME, VALUE) {ModeKind::KIND, #NAME, VALUE},
#include "clang/Basic/PTOBuiltinInfo.inc"
};

/// What one immediate argument of one builtin accepts: a token of a mode
/// kind, or a value of Width bits. An argument with several rows accepts
/// what any of them accepts (instructions of one intrinsic may differ).
struct ImmCheck {
  unsigned BuiltinID;
  unsigned Arg;
  bool IsMode;
  ModeKind Kind;
  unsigned Width;
  bool Signed;
};

constexpr ImmCheck ImmChecks[] = {
#define PTO_IMM_MODE(NAME, ARG, KIND)                                          \
  {PTO::BI__builtin_pto_##NAME, ARG, true, ModeKind::KIND, 0, false},
#include "clang/Basic/PTOBuiltinInfo.inc"
#define PTO_IMM_RANGE(NAME, ARG, WIDTH, SIGNED)                                \
  {PTO::BI__builtin_pto_##NAME, ARG, false, ModeKind(), WIDTH, SIGNED},
#include "clang/Basic/PTOBuiltinInfo.inc"
};
/// A rule on the operands of a synchronisation builtin that depends on the
/// profile or on another operand (PTOSyncRule in PTOInstrSync.td).
struct SyncRule {
  unsigned BuiltinID;
  unsigned Arg;
  unsigned Other;
  unsigned A5Forbidden;
  const char *Message;
};

constexpr unsigned NoOperand = 15, NoToken = 255;

/// A (result, source) element type pair a type-coded conversion builtin
/// (llvm.pto.vcvt.typed) converts: its arguments 0 and 1.
struct TypePair {
  unsigned BuiltinID;
  unsigned Dst;
  unsigned Src;
};
constexpr TypePair TypePairs[] = {
#define PTO_TYPE_PAIR(NAME, DST, SRC) {PTO::BI__builtin_pto_##NAME, DST, SRC},
#include "clang/Basic/PTOBuiltinInfo.inc"
};

struct ElemTypeName {
  unsigned Code;
  const char *Suffix;
};
constexpr ElemTypeName ElemTypeNames[] = {
#define PTO_ELEM_TYPE(CODE, SUFFIX) {CODE, SUFFIX},
#include "clang/Basic/PTOBuiltinInfo.inc"
};

constexpr SyncRule SyncRules[] = {
#define PTO_SYNC_RULE(NAME, ARG, OTHER, A5_FORBIDDEN, MESSAGE)                 \
  {PTO::BI__builtin_pto_##NAME, ARG, OTHER, A5_FORBIDDEN, MESSAGE},
#include "clang/Basic/PTOBuiltinInfo.inc"
};
} // namespace

static bool isToken(ModeKind Kind, int64_t Value) {
  return llvm::any_of(ModeTokens, [&](const ModeToken &T) {
    return T.Kind == Kind && T.Value == Value;
  });
}

static bool fitsRange(const ImmCheck &Check, int64_t Value) {
  if (Check.Signed)
    return llvm::isIntN(Check.Width, Value);
  return Value >= 0 && llvm::isUIntN(Check.Width, Value);
}

static bool accepts(const ImmCheck &Check, int64_t Value) {
  return Check.IsMode ? isToken(Check.Kind, Value) : fitsRange(Check, Value);
}

/// "EQ (0), NE (1), ..." for the tokens of \p Kind.
static std::string listTokens(ModeKind Kind) {
  std::string List;
  for (const ModeToken &T : ModeTokens) {
    if (T.Kind != Kind)
      continue;
    if (!List.empty())
      List += ", ";
    List += std::string(T.Name) + " (" + llvm::itostr(T.Value) + ")";
  }
  return List;
}

static void diagnose(Sema &S, const CallExpr *Call, unsigned Arg,
                     const ImmCheck &Check, int64_t Value) {
  const Expr *E = Call->getArg(Arg);
  if (!Check.IsMode) {
    int64_t Low = Check.Signed ? llvm::minIntN(Check.Width) : 0;
    int64_t High = Check.Signed ? llvm::maxIntN(Check.Width)
                                : int64_t(llvm::maxUIntN(Check.Width));
    S.Diag(E->getBeginLoc(), diag::err_argument_invalid_range)
        << llvm::itostr(Value) << llvm::itostr(Low) << llvm::itostr(High)
        << E->getSourceRange();
    return;
  }
  unsigned ID = S.getDiagnostics().getCustomDiagID(
      DiagnosticsEngine::Error, "argument %0 of '%1' is %2, which is not a "
                                "valid %3; expected one of: %4");
  const FunctionDecl *Callee = Call->getDirectCallee();
  S.Diag(E->getBeginLoc(), ID)
      << (Arg + 1) << (Callee ? Callee->getName() : "") << llvm::itostr(Value)
      << ModeKindDescriptions[static_cast<unsigned>(Check.Kind)]
      << listTokens(Check.Kind) << E->getSourceRange();
}

/// The value of argument \p Arg if it is a known constant.
static std::optional<int64_t> constantArg(Sema &S, const CallExpr *Call,
                                          unsigned Arg) {
  const Expr *E = Call->getArg(Arg);
  // Template arguments are checked when the template is instantiated;
  // non-constants were diagnosed already (the prototype says "I").
  if (E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  if (std::optional<llvm::APSInt> Value =
          E->getIntegerConstantExpr(S.getASTContext()))
    return Value->getSExtValue();
  return std::nullopt;
}

static bool checkSyncRules(Sema &S, unsigned BuiltinID, CallExpr *Call) {
  bool IsA5 = !S.getASTContext().getTargetInfo().hasFeature("a2a3");
  for (const SyncRule &Rule : SyncRules) {
    if (Rule.BuiltinID != BuiltinID)
      continue;
    std::optional<int64_t> Value = constantArg(S, Call, Rule.Arg);
    if (!Value)
      continue;
    bool Broken;
    if (Rule.Other != NoOperand) {
      std::optional<int64_t> Other = constantArg(S, Call, Rule.Other);
      Broken = Other && *Other == *Value;
    } else {
      Broken =
          IsA5 && Rule.A5Forbidden != NoToken && *Value == Rule.A5Forbidden;
    }
    if (!Broken)
      continue;
    unsigned ID = S.getDiagnostics().getCustomDiagID(DiagnosticsEngine::Error,
                                                     "'%0': %1");
    const FunctionDecl *Callee = Call->getDirectCallee();
    const Expr *E = Call->getArg(Rule.Arg);
    S.Diag(E->getBeginLoc(), ID) << (Callee ? Callee->getName() : "")
                                 << Rule.Message << E->getSourceRange();
    return true;
  }
  return false;
}

/// "e4m3", or the number for a code that names no element type.
static std::string elemTypeName(int64_t Code) {
  for (const ElemTypeName &T : ElemTypeNames)
    if (T.Code == Code)
      return T.Suffix;
  return "type code " + llvm::itostr(Code);
}

/// A type-coded conversion must name a pair it has: else the error names
/// the pair and the results it has from that source type.
static bool checkTypePair(Sema &S, unsigned BuiltinID, CallExpr *Call) {
  auto Pairs = llvm::make_filter_range(
      TypePairs, [&](const TypePair &P) { return P.BuiltinID == BuiltinID; });
  if (Pairs.begin() == Pairs.end())
    return false;
  std::optional<int64_t> Dst = constantArg(S, Call, 0);
  std::optional<int64_t> Src = constantArg(S, Call, 1);
  if (!Dst || !Src || llvm::any_of(Pairs, [&](const TypePair &P) {
        return P.Dst == *Dst && P.Src == *Src;
      }))
    return false;
  std::string Sources, Results;
  for (const TypePair &P : Pairs) {
    std::string Name = elemTypeName(P.Src);
    if (Sources.find(Name) == std::string::npos)
      Sources += (Sources.empty() ? "" : ", ") + Name;
    if (P.Src == *Src)
      Results += (Results.empty() ? "" : ", ") + elemTypeName(P.Dst);
  }
  unsigned ID = S.getDiagnostics().getCustomDiagID(
      DiagnosticsEngine::Error, "'%0' has no conversion from %1 to %2; %3");
  const FunctionDecl *Callee = Call->getDirectCallee();
  std::string Hint = Results.empty() ? "its sources are " + Sources
                                     : "from " + elemTypeName(*Src) +
                                           " it converts to " + Results;
  S.Diag(Call->getBeginLoc(), ID)
      << (Callee ? Callee->getName() : "") << elemTypeName(*Src)
      << elemTypeName(*Dst) << Hint << Call->getSourceRange();
  return true;
}

bool clang::CheckPTOBuiltinFunctionCall(Sema &S, unsigned BuiltinID,
                                        CallExpr *Call) {
  bool Error = false;
  for (unsigned Arg = 0, E = Call->getNumArgs(); Arg != E; ++Arg) {
    auto Rows = llvm::make_filter_range(ImmChecks, [&](const ImmCheck &C) {
      return C.BuiltinID == BuiltinID && C.Arg == Arg;
    });
    if (Rows.begin() == Rows.end())
      continue;
    std::optional<int64_t> Value = constantArg(S, Call, Arg);
    if (!Value)
      continue;
    int64_t V = *Value;
    if (llvm::any_of(Rows, [&](const ImmCheck &C) { return accepts(C, V); }))
      continue;
    diagnose(S, Call, Arg, *Rows.begin(), V);
    Error = true;
  }
  // Pipe rules apply to valid tokens only.
  return Error || checkTypePair(S, BuiltinID, Call) ||
         checkSyncRules(S, BuiltinID, Call);
}
