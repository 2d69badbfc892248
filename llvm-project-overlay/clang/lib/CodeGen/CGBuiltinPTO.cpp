//===--- CGBuiltinPTO.cpp - Emit LLVM IR for PTO builtins -----------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every PTO builtin calls one llvm.pto.* intrinsic at fixed overload types
// with its arguments in order (PTOBuiltinInfo.inc, generated from the
// intrinsic and instruction records). Element operands are widened to the
// intrinsic's i64 (a float as its bits); the results after the first are
// stored through the builtin's trailing pointer arguments. Align states and
// vector addresses have C vector types (vector_align, vector_address) but
// IR types of their own (target("pto.align"), target("pto.vaddr")): they
// pass through llvm.pto.cast.* intrinsics, which the backend removes.
//
//===----------------------------------------------------------------------===//

#include "CGBuiltinPTO.h"
#include "CodeGenFunction.h"
#include "CodeGenModule.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/TargetBuiltins.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/IntrinsicsPTO.h"

using namespace clang;
using namespace clang::CodeGen;
using namespace llvm;

namespace {
struct PTOBuiltin {
  unsigned BuiltinID;
  Intrinsic::ID IntrinsicID;
  /// The overload types as MVT names separated by '.' ("v64f32").
  const char *Overloads;
  unsigned NumResults;
  /// Bit I: argument I holds one vector element.
  uint32_t ElementArgs;
  /// Integer elements are zero-extended (else sign-extended).
  bool Unsigned;
};

constexpr PTOBuiltin PTOBuiltins[] = {
#define PTO_BUILTIN(NAME, INTRINSIC, OVERLOADS, RESULTS, ELEMENTS, UNSIGNED)   \
  {clang::PTO::BI__builtin_pto_##NAME,                                         \
   Intrinsic::INTRINSIC,                                                       \
   OVERLOADS,                                                                  \
   RESULTS,                                                                    \
   ELEMENTS,                                                                   \
   UNSIGNED},
#include "clang/Basic/PTOBuiltinInfo.inc"
};
} // namespace

/// The table has one row per builtin, in builtin order.
static const PTOBuiltin *findBuiltin(unsigned BuiltinID) {
  if (BuiltinID < clang::Builtin::FirstTSBuiltin)
    return nullptr;
  size_t Index = BuiltinID - clang::Builtin::FirstTSBuiltin;
  if (Index >= std::size(PTOBuiltins) ||
      PTOBuiltins[Index].BuiltinID != BuiltinID)
    return nullptr;
  return &PTOBuiltins[Index];
}

/// The vector type an MVT name such as "v64f32" or "v128bf16" stands for.
static llvm::Type *getOverloadType(LLVMContext &Ctx, StringRef Name) {
  unsigned Lanes = 0;
  bool Valid = Name.consume_front("v") && !Name.consumeInteger(10, Lanes);
  assert(Valid && "overload types are vector MVT names");
  (void)Valid;
  llvm::Type *Element;
  if (Name == "f32")
    Element = llvm::Type::getFloatTy(Ctx);
  else if (Name == "f16")
    Element = llvm::Type::getHalfTy(Ctx);
  else if (Name == "bf16")
    Element = llvm::Type::getBFloatTy(Ctx);
  else
    Element = IntegerType::get(Ctx, std::stoi(Name.drop_front().str()));
  return FixedVectorType::get(Element, Lanes);
}

/// An element operand as the intrinsic's i64: integers extended, floats as
/// their bits in the low bits.
static Value *widenElement(CGBuilderTy &Builder, Value *V, bool Unsigned) {
  llvm::Type *I64 = Builder.getInt64Ty();
  if (V->getType()->isFloatingPointTy())
    return Builder.CreateZExt(
        Builder.CreateBitCast(
            V, Builder.getIntNTy(V->getType()->getScalarSizeInBits())),
        I64);
  return Unsigned ? Builder.CreateZExtOrTrunc(V, I64)
                  : Builder.CreateSExtOrTrunc(V, I64);
}

/// \p V converted to \p To where one of them is an align state or a vector
/// address (a target extension type) and the other its C vector type;
/// otherwise \p V.
static Value *castRegisterValue(CGBuilderTy &Builder, Value *V,
                                llvm::Type *To) {
  if (V->getType() == To ||
      (!isa<TargetExtType>(To) && !isa<TargetExtType>(V->getType())))
    return V;
  // The cast whose signature converts V's type to To.
  for (Intrinsic::ID ID : {Intrinsic::pto_cast_vector_to_align,
                           Intrinsic::pto_cast_align_to_vector,
                           Intrinsic::pto_cast_vector_to_vaddr,
                           Intrinsic::pto_cast_vaddr_to_vector}) {
    llvm::FunctionType *Cast =
        Intrinsic::getType(Builder.getContext(), ID, std::nullopt);
    if (Cast->getReturnType() == To && Cast->getParamType(0) == V->getType())
      return Builder.CreateIntrinsic(ID, {}, {V});
  }
  llvm_unreachable("a register type without a C vector type");
}

Value *clang::CodeGen::EmitPTOBuiltinExpr(CodeGenFunction &CGF,
                                          unsigned BuiltinID,
                                          const CallExpr *E) {
  const PTOBuiltin *Info = findBuiltin(BuiltinID);
  if (!Info)
    return nullptr;
  CGBuilderTy &Builder = CGF.Builder;

  SmallVector<llvm::Type *, 2> Overloads;
  SmallVector<StringRef, 2> Names;
  StringRef(Info->Overloads).split(Names, '.', -1, /*KeepEmpty=*/false);
  for (StringRef Name : Names)
    Overloads.push_back(getOverloadType(CGF.getLLVMContext(), Name));
  Function *F = CGF.CGM.getIntrinsic(Info->IntrinsicID, Overloads);

  ASTContext::GetBuiltinTypeError Error;
  unsigned ICEArguments = 0;
  CGF.getContext().GetBuiltinType(BuiltinID, Error, &ICEArguments);
  assert(Error == ASTContext::GE_None && "PTO builtins have prototypes");

  unsigned NumOutputs = Info->NumResults > 1 ? Info->NumResults - 1 : 0;
  unsigned NumOperands = E->getNumArgs() - NumOutputs;
  SmallVector<Value *, 8> Operands;
  for (unsigned I = 0; I != NumOperands; ++I) {
    Value *V = CGF.EmitScalarOrConstFoldImmArg(ICEArguments, I, E);
    if (Info->ElementArgs & (1u << I))
      V = widenElement(Builder, V, Info->Unsigned);
    Operands.push_back(
        castRegisterValue(Builder, V, F->getFunctionType()->getParamType(I)));
  }
  CallInst *Call = Builder.CreateCall(F, Operands);
  if (Info->NumResults == 0)
    return Call;
  if (Info->NumResults == 1)
    return castRegisterValue(Builder, Call, CGF.ConvertType(E->getType()));

  for (unsigned K = 1; K != Info->NumResults; ++K) {
    const Expr *Out = E->getArg(NumOperands + K - 1);
    Address Addr = CGF.EmitPointerWithAlignment(Out);
    QualType OutTy = Out->getType()->getPointeeType();
    LValue Dest = CGF.MakeAddrLValue(Addr, OutTy);
    CGF.EmitStoreOfScalar(castRegisterValue(Builder,
                                            Builder.CreateExtractValue(Call, K),
                                            CGF.ConvertType(OutTy)),
                          Dest);
  }
  return castRegisterValue(Builder, Builder.CreateExtractValue(Call, 0),
                           CGF.ConvertType(E->getType()));
}
