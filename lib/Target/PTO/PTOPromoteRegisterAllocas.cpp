//===-- PTOPromoteRegisterAllocas.cpp - Homes for vector and mask locals --===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Vector, mask, align-state and vector-address values cannot live in the
// generic address space: the vector unit reaches only UB, and align states
// and vector addresses cannot be stored at all. Clang keeps every local in
// an alloca at -O0 (and an always-inline wrapper's parameters after the
// AlwaysInliner), masks as i256 with bitcasts. This pass, run at every
// optimisation level before instruction selection (docs/codegen.md):
//
// 1. turns `load i256` + `bitcast to <256 x i1>` and
//    `store (bitcast <256 x i1> to i256)` into mask loads and stores
//    (pldi/psti when the pointer is a UB one);
// 2. promotes the allocas that hold vectors (of any length), masks, align
//    states or vector addresses to SSA values: with PromoteMemToReg when the
//    accesses are whole-variable loads and stores, else with SROA (which
//    then also promotes the function's other allocas);
// 3. folds the bitcast pairs that leaves (<256 x i1> -> i256 -> <256 x i1>)
//    and removes clang's casts of align states and vector addresses to and
//    from their C vector types (PTORegisterCasts.cpp);
// 4. re-homes what cannot be promoted (dynamically indexed arrays, ...) in
//    an internal UB global per variable, `<function>.<variable>.ub`, when
//    the function cannot be re-entered while it runs (it is not recursive,
//    and calls nothing unknown); copies between UB pointers of a constant
//    size go through vector and predicate registers;
// 5. reports, naming the function and the variable, what has no home: an
//    address that escapes as a generic pointer, align states or vector
//    addresses in memory, locals of possibly recursive functions, dynamic
//    allocas.
// Before all that it reports and removes the calls of functions declared
// with the 'error' attribute, whose arguments would otherwise escape, and
// inlines the calls that pass the address of such a local to a function
// defined in the module (at -O0 nothing else inlines them).
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/ValueTypes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

using namespace llvm;

#define DEBUG_TYPE "pto-promote-register-allocas"

namespace {

/// The mask type <256 x i1>.
bool isMaskType(Type *Ty) {
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  return VT && VT->getNumElements() == 256 &&
         VT->getElementType()->isIntegerTy(1);
}

/// The value type of a target extension type (MVT::Other for others).
MVT getRegisterOnlyVT(Type *Ty) {
  return isa<TargetExtType>(Ty) ? MVT::getVT(Ty, /*HandleUnknown=*/true)
                                : MVT(MVT::Other);
}

bool isAlignType(Type *Ty) { return getRegisterOnlyVT(Ty) == MVT::ptoalign; }

/// Align state (target("pto.align")) and vector address
/// (target("pto.vaddr")): no instruction stores them to memory and loads
/// them back.
bool isUnstorableType(Type *Ty) {
  MVT VT = getRegisterOnlyVT(Ty);
  return VT == MVT::ptoalign || VT == MVT::ptovaddr;
}

/// Whether \p Ty is or contains (in arrays and structs) a type that satisfies
/// \p Pred.
bool containsType(Type *Ty, function_ref<bool(Type *)> Pred) {
  if (Pred(Ty))
    return true;
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return containsType(AT->getElementType(), Pred);
  if (auto *ST = dyn_cast<StructType>(Ty))
    return any_of(ST->elements(),
                  [&](Type *E) { return containsType(E, Pred); });
  return false;
}

/// A type that lives in a register of the vector unit.
bool isVectorType(Type *Ty) {
  return isa<FixedVectorType>(Ty) || isUnstorableType(Ty);
}

/// The types the memory at \p Ptr (an alloca or a pointer derived from it)
/// is loaded and stored as.
void collectAccessTypes(Value *Ptr, SmallPtrSetImpl<Type *> &Types,
                        SmallPtrSetImpl<Value *> &Visited) {
  if (!Visited.insert(Ptr).second)
    return;
  for (User *U : Ptr->users()) {
    if (auto *LI = dyn_cast<LoadInst>(U))
      Types.insert(LI->getType());
    else if (auto *SI = dyn_cast<StoreInst>(U)) {
      if (SI->getPointerOperand() == Ptr)
        Types.insert(SI->getValueOperand()->getType());
    } else if (isa<GetElementPtrInst, PHINode, SelectInst>(U))
      collectAccessTypes(U, Types, Visited);
  }
}

/// An alloca the vector unit has to reach: it holds (or is accessed as) a
/// vector, a mask, an align state or a vector address.
bool isRegisterAlloca(AllocaInst *AI) {
  if (containsType(AI->getAllocatedType(), isVectorType))
    return true;
  SmallPtrSet<Type *, 4> Types;
  SmallPtrSet<Value *, 8> Visited;
  collectAccessTypes(AI, Types, Visited);
  return any_of(Types, isVectorType);
}

bool accessesUnstorableType(AllocaInst *AI) {
  if (containsType(AI->getAllocatedType(), isUnstorableType))
    return true;
  SmallPtrSet<Type *, 4> Types;
  SmallPtrSet<Value *, 8> Visited;
  collectAccessTypes(AI, Types, Visited);
  return any_of(Types, isUnstorableType);
}

/// The source-level name of \p AI: its debug variable's, else the value
/// name.
std::string variableName(AllocaInst *AI) {
  for (DbgDeclareInst *D : findDbgDeclares(AI))
    return D->getVariable()->getName().str();
  for (DbgVariableRecord *D : findDVRDeclares(AI))
    return D->getVariable()->getName().str();
  if (AI->hasName())
    return AI->getName().str();
  return "<unnamed>";
}

void reportLocal(AllocaInst *AI, const Instruction *At, const Twine &Why) {
  Function &F = *AI->getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F,
      "local variable '" + variableName(AI) + "' of function '" + F.getName() +
          "' " + Why,
      (At ? At : AI)->getDebugLoc()));
}

/// Step 1: masks in memory are i256 in clang's IR (the memory type of
/// `bool ext_vector_type(256)`); loads and stores of them become loads and
/// stores of <256 x i1>, which select to pldi/psti on UB pointers and which
/// promoted allocas keep as mask values.
bool canonicalizeMaskAccesses(Function &F) {
  SmallVector<StoreInst *, 8> Stores;
  SmallVector<LoadInst *, 8> Loads;
  for (Instruction &I : instructions(F)) {
    if (auto *SI = dyn_cast<StoreInst>(&I)) {
      auto *BC = dyn_cast<BitCastOperator>(SI->getValueOperand());
      if (!SI->isAtomic() && BC && BC->getType()->isIntegerTy(256) &&
          isMaskType(BC->getSrcTy()))
        Stores.push_back(SI);
    } else if (auto *LI = dyn_cast<LoadInst>(&I)) {
      if (!LI->isAtomic() && LI->getType()->isIntegerTy(256) &&
          any_of(LI->users(), [](User *U) {
            return isa<BitCastInst>(U) && isMaskType(U->getType());
          }))
        Loads.push_back(LI);
    }
  }
  SmallVector<WeakTrackingVH, 8> Dead;
  for (StoreInst *SI : Stores) {
    Value *Cast = SI->getValueOperand();
    SI->setOperand(0, cast<BitCastOperator>(Cast)->getOperand(0));
    Dead.push_back(Cast);
  }
  Type *MaskTy = FixedVectorType::get(Type::getInt1Ty(F.getContext()), 256);
  for (LoadInst *LI : Loads) {
    IRBuilder<> B(LI);
    LoadInst *Mask =
        B.CreateAlignedLoad(MaskTy, LI->getPointerOperand(), LI->getAlign(),
                            LI->isVolatile(), LI->getName());
    Mask->copyMetadata(*LI);
    Value *AsInt = nullptr;
    for (User *U : make_early_inc_range(LI->users())) {
      if (isa<BitCastInst>(U) && isMaskType(U->getType())) {
        U->replaceAllUsesWith(Mask);
        Dead.push_back(U);
        continue;
      }
      if (!AsInt)
        AsInt = B.CreateBitCast(Mask, LI->getType());
      U->replaceUsesOfWith(LI, AsInt);
    }
    Dead.push_back(LI);
  }
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
  return !Stores.empty() || !Loads.empty();
}

/// A mask variable is an i256 alloca (clang's memory type) that step 1
/// left loaded and stored only as <256 x i1>: it becomes a <256 x i1>
/// alloca, which mem2reg promotes.
void retypeMaskAlloca(AllocaInst *AI) {
  if (!AI->getAllocatedType()->isIntegerTy(256))
    return;
  for (User *U : AI->users()) {
    if (auto *LI = dyn_cast<LoadInst>(U)) {
      if (!isMaskType(LI->getType()))
        return;
    } else if (auto *SI = dyn_cast<StoreInst>(U)) {
      if (SI->getValueOperand() == AI ||
          !isMaskType(SI->getValueOperand()->getType()))
        return;
    } else {
      auto *II = dyn_cast<IntrinsicInst>(U);
      if (!II || !(II->isLifetimeStartOrEnd() || isa<DbgInfoIntrinsic>(II)))
        return;
    }
  }
  AI->setAllocatedType(
      FixedVectorType::get(Type::getInt1Ty(AI->getContext()), 256));
}

/// Step 3: bitcast(bitcast(x)) back to x's type is x.
bool foldBitcastPairs(Function &F) {
  SmallVector<BitCastInst *, 16> Casts;
  for (Instruction &I : instructions(F))
    if (auto *BC = dyn_cast<BitCastInst>(&I))
      if (auto *Inner = dyn_cast<BitCastOperator>(BC->getOperand(0)))
        if (Inner->getSrcTy() == BC->getDestTy())
          Casts.push_back(BC);
  SmallVector<WeakTrackingVH, 16> Dead;
  for (BitCastInst *BC : Casts) {
    // Folding an earlier cast of a chain may have replaced this operand.
    auto *Inner = dyn_cast<BitCastOperator>(BC->getOperand(0));
    if (!Inner || Inner->getSrcTy() != BC->getDestTy())
      continue;
    BC->replaceAllUsesWith(Inner->getOperand(0));
    Dead.push_back(BC);
  }
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
  return !Casts.empty();
}

/// Step 2: promotion. Whole-variable loads and stores (the usual -O0 shape)
/// need only mem2reg; aggregates, element accesses and memcpy need SROA.
bool promoteRegisterAllocas(Function &F) {
  auto collect = [&](SmallVectorImpl<AllocaInst *> &Promotable) {
    bool Other = false;
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        if (isRegisterAlloca(AI)) {
          retypeMaskAlloca(AI);
          if (isAllocaPromotable(AI))
            Promotable.push_back(AI);
          else
            Other = true;
        }
    return Other;
  };
  SmallVector<AllocaInst *, 8> Promotable;
  bool NeedSROA = collect(Promotable);
  bool Changed = false;
  if (!Promotable.empty()) {
    DominatorTree DT(F);
    PromoteMemToReg(Promotable, DT);
    Changed = true;
  }
  if (!NeedSROA)
    return Changed;
  FunctionAnalysisManager FAM;
  FAM.registerPass([] { return PassInstrumentationAnalysis(); });
  FAM.registerPass([] { return DominatorTreeAnalysis(); });
  FAM.registerPass([] { return AssumptionAnalysis(); });
  FAM.registerPass([] { return TargetIRAnalysis(); });
  Changed |= !SROAPass(SROAOptions::ModifyCFG).run(F, FAM).areAllPreserved();
  return Changed;
}

/// Whether \p F may be running again before it returns (so that a single
/// UB home per local would be shared by two activations): it reaches itself
/// through direct calls, or calls something unknown (indirect calls,
/// declarations that may call back).
bool mayBeReentered(Function &F) {
  SmallVector<Function *, 8> Work = {&F};
  SmallPtrSet<Function *, 8> Seen;
  while (!Work.empty()) {
    Function *G = Work.pop_back_val();
    for (Instruction &I : instructions(*G)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB->isInlineAsm())
        continue;
      Function *Callee = CB->getCalledFunction();
      if (!Callee || Callee == &F)
        return true;
      if (Callee->isIntrinsic() ||
          Callee->hasFnAttribute(Attribute::NoCallback))
        continue;
      if (Callee->isDeclaration())
        return true;
      if (Seen.insert(Callee).second)
        Work.push_back(Callee);
    }
  }
  return false;
}

/// The first use of the memory at \p Ptr that the UB home cannot follow: a
/// use other than loads and stores through it, GEPs, casts to a UB pointer,
/// memory intrinsics, lifetime markers and debug uses.
Instruction *findEscape(Value *Ptr) {
  for (User *U : Ptr->users()) {
    auto *I = dyn_cast<Instruction>(U);
    if (!I)
      return nullptr;
    if (isa<LoadInst>(I))
      continue;
    if (auto *SI = dyn_cast<StoreInst>(I)) {
      if (SI->getValueOperand() == Ptr)
        return SI;
      continue;
    }
    if (isa<GetElementPtrInst>(I)) {
      if (Instruction *E = findEscape(I))
        return E;
      continue;
    }
    if (auto *ASC = dyn_cast<AddrSpaceCastInst>(I)) {
      if (ASC->getDestAddressSpace() == PTOAS::UB)
        continue;
      return I;
    }
    if (auto *MI = dyn_cast<MemIntrinsic>(I)) {
      if (MI->getLength() == Ptr)
        return I;
      continue;
    }
    if (auto *II = dyn_cast<IntrinsicInst>(I))
      if (II->isLifetimeStartOrEnd() || isa<DbgInfoIntrinsic>(II) ||
          II->isDroppable())
        continue;
    return I;
  }
  return nullptr;
}

/// Moves every use of \p Old (a generic pointer) to \p New (the same memory
/// in UB); findEscape(Old) is null.
void rewritePointer(Value *Old, Value *New) {
  SmallSetVector<User *, 8> Users(Old->user_begin(), Old->user_end());
  auto map = [&](Value *V) { return V == Old ? New : V; };
  for (User *U : Users) {
    auto *I = cast<Instruction>(U);
    if (auto *LI = dyn_cast<LoadInst>(I)) {
      LI->setOperand(LI->getPointerOperandIndex(), New);
    } else if (auto *SI = dyn_cast<StoreInst>(I)) {
      SI->setOperand(SI->getPointerOperandIndex(), New);
    } else if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
      IRBuilder<> B(GEP);
      SmallVector<Value *, 4> Indices(GEP->indices());
      Value *NewGEP = B.CreateGEP(GEP->getSourceElementType(), New, Indices,
                                  GEP->getName(), GEP->isInBounds());
      rewritePointer(GEP, NewGEP);
      GEP->eraseFromParent();
    } else if (isa<AddrSpaceCastInst>(I)) {
      I->replaceAllUsesWith(New);
      I->eraseFromParent();
    } else if (auto *MT = dyn_cast<MemTransferInst>(I)) {
      IRBuilder<> B(MT);
      CallInst *Copy =
          isa<MemMoveInst>(MT)
              ? B.CreateMemMove(map(MT->getRawDest()), MT->getDestAlign(),
                                map(MT->getRawSource()), MT->getSourceAlign(),
                                MT->getLength(), MT->isVolatile())
              : B.CreateMemCpy(map(MT->getRawDest()), MT->getDestAlign(),
                               map(MT->getRawSource()), MT->getSourceAlign(),
                               MT->getLength(), MT->isVolatile());
      Copy->copyMetadata(*MT);
      MT->eraseFromParent();
    } else if (auto *MS = dyn_cast<MemSetInst>(I)) {
      IRBuilder<> B(MS);
      CallInst *Set = B.CreateMemSet(New, MS->getValue(), MS->getLength(),
                                     MS->getDestAlign(), MS->isVolatile());
      Set->copyMetadata(*MS);
      MS->eraseFromParent();
    } else {
      // Lifetime markers, debug and droppable uses.
      I->eraseFromParent();
    }
  }
}

/// After a diagnostic: the loads and stores of a local that has no home are
/// dropped (loads become poison), so that selection does not report them
/// again.
void dropAccesses(Value *Ptr) {
  SmallSetVector<User *, 8> Users(Ptr->user_begin(), Ptr->user_end());
  for (User *U : Users) {
    auto *I = dyn_cast<Instruction>(U);
    if (!I)
      continue;
    if (auto *LI = dyn_cast<LoadInst>(I)) {
      LI->replaceAllUsesWith(PoisonValue::get(LI->getType()));
      LI->eraseFromParent();
    } else if (auto *SI = dyn_cast<StoreInst>(I)) {
      if (SI->getPointerOperand() == Ptr)
        SI->eraseFromParent();
    } else if (isa<GetElementPtrInst>(I)) {
      dropAccesses(I);
    } else if (isa<MemIntrinsic>(I) && I->getOperand(2) != Ptr) {
      I->eraseFromParent();
    }
  }
}

/// Step 4: \p AI, which promotion left in memory, moves to an internal UB
/// global of its own (\p F is not re-entered while it runs, so one home per
/// variable suffices).
void rehomeInUB(AllocaInst *AI) {
  Function &F = *AI->getFunction();
  Module &M = *F.getParent();
  std::string Name = variableName(AI);
  Align Alignment = std::max(AI->getAlign(), Align(32));
  auto *Home = new GlobalVariable(
      M, AI->getAllocatedType(), /*isConstant=*/false,
      GlobalValue::InternalLinkage,
      Constant::getNullValue(AI->getAllocatedType()),
      F.getName() + "." + Name + ".ub", /*InsertBefore=*/nullptr,
      GlobalValue::NotThreadLocal, PTOAS::UB);
  Home->setAlignment(Alignment);
  for (DbgDeclareInst *D : findDbgDeclares(AI))
    D->eraseFromParent();
  for (DbgVariableRecord *D : findDVRDeclares(AI))
    D->eraseFromParent();
  rewritePointer(AI, Home);
  AI->eraseFromParent();
}

/// A copy of a constant size between UB pointers, both 32-byte aligned:
/// 256-byte chunks through a vector register (vlds/vsts), 32-byte chunks
/// through a predicate register (pldi/psti), the rest through scalar
/// registers. (The generic lowering would copy all of it through scalar
/// registers, which do not see vector stores in order, or call memcpy.)
bool expandUBCopy(MemCpyInst *MC) {
  auto *Len = dyn_cast<ConstantInt>(MC->getLength());
  if (!Len || MC->isVolatile() || MC->getDestAddressSpace() != PTOAS::UB ||
      MC->getSourceAddressSpace() != PTOAS::UB ||
      MC->getDestAlign().valueOrOne() < Align(32) ||
      MC->getSourceAlign().valueOrOne() < Align(32))
    return false;
  uint64_t Size = Len->getZExtValue();
  IRBuilder<> B(MC);
  LLVMContext &Ctx = MC->getContext();
  uint64_t Offset = 0;
  for (uint64_t Chunk : {256, 32, 8, 4, 2, 1}) {
    Type *Ty = Type::getIntNTy(Ctx, Chunk * 8);
    if (Chunk == 256)
      Ty = FixedVectorType::get(B.getInt32Ty(), 64);
    else if (Chunk == 32)
      Ty = FixedVectorType::get(B.getInt1Ty(), 256);
    for (; Offset + Chunk <= Size; Offset += Chunk) {
      Align A = commonAlignment(Align(32), Offset);
      Value *Src = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(),
                                                MC->getRawSource(), Offset);
      Value *Dst =
          B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), MC->getRawDest(), Offset);
      B.CreateAlignedStore(B.CreateAlignedLoad(Ty, Src, A), Dst, A);
    }
  }
  MC->eraseFromParent();
  return true;
}

/// Calls of functions declared with the 'error' attribute (the vendor API's
/// names of what this core lacks, docs/cce-api.md) are reported here, at the
/// call, and removed: what they pass (the addresses of vector locals) would
/// otherwise be reported as escaping first.
bool removeErrorCalls(Function &F) {
  SmallVector<CallInst *, 4> Calls;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction())
        if (Callee->hasFnAttribute("dontcall-error"))
          Calls.push_back(CI);
  for (CallInst *CI : Calls) {
    diagnoseDontCall(*CI);
    if (!CI->getType()->isVoidTy())
      CI->replaceAllUsesWith(PoisonValue::get(CI->getType()));
    CI->eraseFromParent();
  }
  return !Calls.empty();
}

/// In a function with vector or mask locals, inlines the calls that pass a
/// generic pointer (maybe the address of such a local) to a function defined
/// here (at -O0, a wrapper's conversion operator returning a reference to
/// its vector member, say): inside the caller the local can be promoted,
/// while as an argument its address would escape. Calls of the function
/// itself are left alone.
bool inlineCallsTakingRegisterLocals(Function &F) {
  bool HasRegisterLocals = false;
  for (Instruction &I : instructions(F))
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      HasRegisterLocals |= isRegisterAlloca(AI);
  if (!HasRegisterLocals)
    return false;
  bool Changed = false;
  for (unsigned Round = 0; Round < 16; ++Round) {
    SmallVector<CallBase *, 8> Calls;
    for (Instruction &I : instructions(F)) {
      auto *CB = dyn_cast<CallBase>(&I);
      Function *Callee = CB ? CB->getCalledFunction() : nullptr;
      // -O0 marks every function noinline: this inlining is for -O0.
      if (!Callee || Callee->isDeclaration() || Callee == &F)
        continue;
      // At -O0 such an address often reaches the call through a local
      // pointer variable: any generic pointer argument may be one.
      for (Value *Arg : CB->args()) {
        auto *PT = dyn_cast<PointerType>(Arg->getType());
        if (PT && PT->getAddressSpace() == 0) {
          Calls.push_back(CB);
          break;
        }
      }
    }
    if (Calls.empty())
      break;
    for (CallBase *CB : Calls) {
      InlineFunctionInfo IFI;
      Changed |= InlineFunction(*CB, IFI).isSuccess();
    }
  }
  return Changed;
}

/// An align state that is used before anything set it (`vector_align a;`
/// then `vstus(a, ...)`, as A5 code writes it) is undef after promotion; an
/// undef register value may then be live across calls, which nothing can
/// save. Such values become llvm.pto.init.align (the empty state) where they
/// are used: before the intrinsic, or at the end of a phi's incoming block.
bool materializeUndefAlignStates(Function &F) {
  SmallVector<Use *, 8> Uses;
  for (Instruction &I : instructions(F)) {
    auto *Phi = dyn_cast<PHINode>(&I);
    auto *II = dyn_cast<IntrinsicInst>(&I);
    if (!Phi && !(II && II->getIntrinsicID() != Intrinsic::not_intrinsic &&
                  II->getCalledFunction()->getName().starts_with("llvm.pto.")))
      continue;
    for (Use &U : I.operands())
      if (isa<UndefValue>(U.get()) && isAlignType(U->getType()))
        Uses.push_back(&U);
  }
  for (Use *U : Uses) {
    auto *User = cast<Instruction>(U->getUser());
    Instruction *At = User;
    if (auto *Phi = dyn_cast<PHINode>(User))
      At = Phi->getIncomingBlock(*U)->getTerminator();
    IRBuilder<> B(At);
    U->set(B.CreateIntrinsic(Intrinsic::pto_init_align, {}, {}));
  }
  return !Uses.empty();
}

bool runOnFunction(Function &F) {
  // Inlining may bring in calls of 'error' functions: remove them after.
  bool Changed = inlineCallsTakingRegisterLocals(F);
  // After an error at a call, what that call was passed is no news.
  bool ReportedCalls = removeErrorCalls(F);
  Changed |= ReportedCalls;
  Changed |= canonicalizeMaskAccesses(F);
  Changed |= promoteRegisterAllocas(F);
  if (Changed)
    foldBitcastPairs(F);
  Changed |= PTO::foldRegisterCasts(F);
  Changed |= materializeUndefAlignStates(F);

  SmallVector<AllocaInst *, 4> Left;
  for (Instruction &I : instructions(F))
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      if (isRegisterAlloca(AI))
        Left.push_back(AI);
  std::optional<bool> Reentered;
  for (AllocaInst *AI : Left) {
    if (ReportedCalls) {
      dropAccesses(AI);
      continue;
    }
    if (accessesUnstorableType(AI)) {
      reportLocal(AI, nullptr,
                  "holds an align state or a vector address in memory: "
                  "these live only in registers; "
                  "access it whole, by value, or keep it in a value");
      dropAccesses(AI);
      continue;
    }
    if (!AI->isStaticAlloca() && !isa<ConstantInt>(AI->getArraySize())) {
      reportLocal(AI, nullptr,
                  "is a variable-sized array of vectors or masks: the "
                  "vector unit reaches only UB; use a UB buffer");
      dropAccesses(AI);
      continue;
    }
    if (Instruction *Escape = findEscape(AI)) {
      std::string What;
      if (auto *CB = dyn_cast<CallBase>(Escape))
        if (Function *Callee = CB->getCalledFunction())
          What = " (passed to '" + Callee->getName().str() + "')";
      reportLocal(AI, Escape,
                  "holds vectors or masks and its address escapes as a "
                  "generic pointer" +
                      What +
                      ": the vector unit reaches only UB; pass the value, "
                      "or a UB (addrspace(6)) pointer");
      dropAccesses(AI);
      continue;
    }
    if (!Reentered)
      Reentered = mayBeReentered(F);
    if (*Reentered) {
      reportLocal(AI, nullptr,
                  "holds vectors or masks that cannot stay in registers "
                  "(e.g. an array indexed by a variable), and the function "
                  "may be recursive or re-entered through an unknown call, "
                  "so it cannot have a UB home of its own; use a UB buffer");
      dropAccesses(AI);
      continue;
    }
    rehomeInUB(AI);
    Changed = true;
  }

  SmallVector<MemCpyInst *, 4> Copies;
  for (Instruction &I : instructions(F))
    if (auto *MC = dyn_cast<MemCpyInst>(&I))
      Copies.push_back(MC);
  for (MemCpyInst *MC : Copies)
    Changed |= expandUBCopy(MC);
  return Changed;
}

class PTOPromoteRegisterAllocas : public ModulePass {
public:
  static char ID;
  PTOPromoteRegisterAllocas() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "PTO promote vector and mask allocas";
  }

  bool runOnModule(Module &M) override {
    bool Changed = false;
    for (Function &F : M)
      if (!F.isDeclaration())
        Changed |= runOnFunction(F);
    // A function whose calls were all inlined above (a lambda taking a
    // vector by reference, at -O0) still stores through its reference
    // parameter: once nothing calls it, it goes, as GlobalDCE would.
    for (bool Erased = true; Erased;) {
      Erased = false;
      for (Function &F : make_early_inc_range(M))
        if (!F.isDeclaration() && F.isDiscardableIfUnused() && F.use_empty()) {
          F.eraseFromParent();
          Erased = Changed = true;
        }
    }
    return Changed;
  }
};

} // namespace

char PTOPromoteRegisterAllocas::ID = 0;

INITIALIZE_PASS(PTOPromoteRegisterAllocas, DEBUG_TYPE,
                "PTO promote vector and mask allocas", false, false)

ModulePass *llvm::createPTOPromoteRegisterAllocasPass() {
  return new PTOPromoteRegisterAllocas();
}
