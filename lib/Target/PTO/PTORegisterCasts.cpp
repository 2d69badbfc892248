//===-- PTORegisterCasts.cpp - Remove clang's align/vaddr casts -----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Align states and vector addresses are IR values of their own types,
// target("pto.align") and target("pto.vaddr"). Their C types, vector_align
// and vector_address, are vectors of the same size (<32 x i8>, <1 x i32>),
// so clang wraps each builtin: llvm.pto.cast.align.to.vector on a result,
// llvm.pto.cast.vector.to.align on an operand (likewise for vaddr). Between
// the two the value is a C variable: after promotion, a web of phis and
// selects of the vector type.
//
// Each cast to the register type is replaced by the register value its
// operand carries: the web is rebuilt in the register type, with undef for
// undef. Then the vector-typed web and the casts to vector are deleted. A
// value that cannot be traced back to a builtin (it was loaded from memory,
// computed on, or passed in), or a cast to vector still used as data, is
// reported at its instruction: these values exist only in registers.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsPTO.h"

using namespace llvm;

namespace {

struct RegisterCastKind {
  Intrinsic::ID ToVector;
  Intrinsic::ID FromVector;
  const char *What;
};

const RegisterCastKind CastKinds[] = {
    {Intrinsic::pto_cast_align_to_vector, Intrinsic::pto_cast_vector_to_align,
     "an align state (vector_align)"},
    {Intrinsic::pto_cast_vaddr_to_vector, Intrinsic::pto_cast_vector_to_vaddr,
     "a vector address (vector_address)"},
};

bool isIntrinsic(const Value *V, Intrinsic::ID ID) {
  auto *II = dyn_cast<IntrinsicInst>(V);
  return II && II->getIntrinsicID() == ID;
}

void report(const Instruction &At, const Twine &Why) {
  const Function &F = *At.getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F, "in function '" + F.getName() + "': " + Why, At.getDebugLoc()));
}

/// Rebuilds the vector-typed webs of one cast kind in the register type.
class WebRewriter {
  const RegisterCastKind &Kind;
  Type *RegisterTy;
  /// Vector-typed value -> the register value it carries.
  DenseMap<Value *, Value *> Rewritten;

public:
  /// The phis, selects and casts to vector seen in some web.
  SetVector<Instruction *> Web;

  WebRewriter(const RegisterCastKind &Kind, Type *RegisterTy)
      : Kind(Kind), RegisterTy(RegisterTy) {}

  /// The first value of \p V's web that carries no register value (null if
  /// every leaf is a cast to vector or undef).
  Value *findForeignLeaf(Value *V, SmallPtrSetImpl<Value *> &Visited) {
    if (!Visited.insert(V).second || Rewritten.count(V) ||
        isIntrinsic(V, Kind.ToVector) || isa<UndefValue>(V))
      return nullptr;
    if (auto *Phi = dyn_cast<PHINode>(V)) {
      for (Value *In : Phi->incoming_values())
        if (Value *Leaf = findForeignLeaf(In, Visited))
          return Leaf;
      return nullptr;
    }
    if (auto *Sel = dyn_cast<SelectInst>(V)) {
      if (Value *Leaf = findForeignLeaf(Sel->getTrueValue(), Visited))
        return Leaf;
      return findForeignLeaf(Sel->getFalseValue(), Visited);
    }
    return V;
  }

  /// The register value \p V carries; its web has no foreign leaf.
  Value *rewrite(Value *V) {
    if (Value *R = Rewritten.lookup(V))
      return R;
    if (isa<UndefValue>(V))
      return UndefValue::get(RegisterTy);
    auto *I = cast<Instruction>(V);
    Web.insert(I);
    if (isIntrinsic(I, Kind.ToVector))
      return I->getOperand(0);
    if (auto *Phi = dyn_cast<PHINode>(I)) {
      PHINode *New = PHINode::Create(RegisterTy, Phi->getNumIncomingValues(),
                                     Phi->getName(), Phi->getIterator());
      New->setDebugLoc(Phi->getDebugLoc());
      Rewritten[Phi] = New;
      for (unsigned K = 0, E = Phi->getNumIncomingValues(); K != E; ++K)
        New->addIncoming(rewrite(Phi->getIncomingValue(K)),
                         Phi->getIncomingBlock(K));
      return New;
    }
    auto *Sel = cast<SelectInst>(I);
    Value *True = rewrite(Sel->getTrueValue());
    Value *False = rewrite(Sel->getFalseValue());
    auto *New = SelectInst::Create(Sel->getCondition(), True, False,
                                   Sel->getName(), Sel->getIterator());
    New->setDebugLoc(Sel->getDebugLoc());
    Rewritten[Sel] = New;
    return New;
  }
};

/// Whether \p I is used by an instruction outside \p Web.
bool isUsedOutside(Instruction *I, const SetVector<Instruction *> &Web) {
  return any_of(I->users(), [&](User *U) {
    return !Web.contains(dyn_cast<Instruction>(U));
  });
}

/// Erases the instructions of \p Web that only feed each other, and removes
/// them from it.
void eraseUnused(SetVector<Instruction *> &Web) {
  SmallPtrSet<Instruction *, 16> Live;
  SmallVector<Instruction *, 16> Worklist;
  for (Instruction *I : Web)
    if (isUsedOutside(I, Web)) {
      Live.insert(I);
      Worklist.push_back(I);
    }
  while (!Worklist.empty()) {
    Instruction *I = Worklist.pop_back_val();
    for (Value *Op : I->operands())
      if (auto *OpI = dyn_cast<Instruction>(Op))
        if (Web.contains(OpI) && Live.insert(OpI).second)
          Worklist.push_back(OpI);
  }
  SmallVector<Instruction *, 16> Dead;
  for (Instruction *I : Web)
    if (!Live.count(I))
      Dead.push_back(I);
  for (Instruction *I : Dead)
    I->dropAllReferences();
  for (Instruction *I : Dead) {
    Web.remove(I);
    I->eraseFromParent();
  }
}

bool foldCasts(Function &F, const RegisterCastKind &Kind) {
  SmallVector<IntrinsicInst *, 8> FromVector;
  SmallVector<IntrinsicInst *, 8> ToVector;
  for (Instruction &I : instructions(F)) {
    if (isIntrinsic(&I, Kind.FromVector))
      FromVector.push_back(cast<IntrinsicInst>(&I));
    else if (isIntrinsic(&I, Kind.ToVector))
      ToVector.push_back(cast<IntrinsicInst>(&I));
  }
  if (FromVector.empty() && ToVector.empty())
    return false;

  Type *RegisterTy = FromVector.empty()
                         ? ToVector.front()->getOperand(0)->getType()
                         : FromVector.front()->getType();
  WebRewriter Rewriter(Kind, RegisterTy);
  for (IntrinsicInst *Cast : FromVector) {
    Value *Source = Cast->getOperand(0);
    SmallPtrSet<Value *, 8> Visited;
    Value *Replacement;
    if (Value *Leaf = Rewriter.findForeignLeaf(Source, Visited)) {
      auto *LeafI = dyn_cast<Instruction>(Leaf);
      report(LeafI ? *LeafI : *Cast,
             Twine(Kind.What) +
                 " used here was not produced by a builtin (it was loaded "
                 "from memory, computed on or passed in): these values live "
                 "only in registers");
      Replacement = UndefValue::get(RegisterTy);
    } else {
      Replacement = Rewriter.rewrite(Source);
    }
    Cast->replaceAllUsesWith(Replacement);
    Cast->eraseFromParent();
  }

  for (IntrinsicInst *Cast : ToVector)
    Rewriter.Web.insert(Cast);
  eraseUnused(Rewriter.Web);
  // What is left is used as data: report it and cut it off.
  for (Instruction *I : Rewriter.Web) {
    if (!isUsedOutside(I, Rewriter.Web))
      continue;
    auto *Use = cast<Instruction>(*find_if(I->users(), [&](User *U) {
      return !Rewriter.Web.contains(dyn_cast<Instruction>(U));
    }));
    report(*Use, Twine(Kind.What) +
                     " is used as data here (stored, computed on or "
                     "returned): these values live only in registers");
    I->replaceAllUsesWith(PoisonValue::get(I->getType()));
  }
  eraseUnused(Rewriter.Web);
  return true;
}

} // namespace

bool llvm::PTO::foldRegisterCasts(Function &F) {
  bool Changed = false;
  for (const RegisterCastKind &Kind : CastKinds)
    Changed |= foldCasts(F, Kind);
  return Changed;
}
