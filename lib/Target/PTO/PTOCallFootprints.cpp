//===-- PTOCallFootprints.cpp - What a call may touch ---------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// For the synchronisation pass (PTOAutoSync.cpp, docs/auto-sync.md): a call
// of a function whose body the module holds, and whose memory accesses are
// all made by the PTO instructions of one pipe (UB-addressed vector accesses
// or DMA copies) and to its own stack, is an access of that pipe in its
// caller, not a point where every pipe is drained.
//
// Its footprint is found in the caller's terms: the callee is inlined into a
// temporary copy of the caller, and there its accesses get their UB bytes and
// GM arguments as the caller's own would (PTOAccessFootprints.cpp), with the
// ranges the caller's arguments have. The result is recorded on the call as
// !pto.call.footprint !{!{i64 Pipe, i64 Kinds, i64 First, i64 End,
// i64 GMArgument}, ...}; the copy is deleted.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTO.h"
#include "PTOAccessFootprints.h"
#include "PTOIntrinsicForms.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace {

/// The pipe and memory kinds of a PTO memory access intrinsic.
std::optional<uint64_t> accessKinds(const Instruction &I,
                                    const MCInstrInfo &MII) {
  auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II)
    return std::nullopt;
  return PTO::getIntrinsicMemoryFlags(II->getIntrinsicID(), MII);
}

/// Whether a caller can take the accesses of \p F as its own: every memory
/// access of F is a PTO access of one pipe or to F's stack, and F calls no
/// function that touches memory.
bool hasOnePipeAccesses(const Function &F, const MCInstrInfo &MII) {
  if (F.isDeclaration() || !F.hasExactDefinition() || F.isVarArg())
    return false;
  std::optional<unsigned> Pipe;
  for (const Instruction &I : instructions(F)) {
    if (!I.mayReadOrWriteMemory() || PTO::readsOnlyControlState(I))
      continue;
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      if (II->isAssumeLikeIntrinsic())
        continue;
    if (std::optional<uint64_t> Kinds = accessKinds(I, MII)) {
      if (Pipe && *Pipe != PTO::getPipe(*Kinds))
        return false;
      Pipe = PTO::getPipe(*Kinds);
      continue;
    }
    if (const Value *Ptr = getLoadStorePointerOperand(&I))
      if (isa<AllocaInst>(getUnderlyingObject(Ptr)))
        continue;
    return false;
  }
  return true;
}

/// The GM pointer operand of a DMA copy.
const Value *gmPointer(const IntrinsicInst &II) {
  for (const Value *Arg : II.args())
    if (auto *Ptr = dyn_cast<PointerType>(Arg->getType()))
      if (Ptr->getAddressSpace() == PTOAS::GM)
        return Arg;
  return nullptr;
}

/// The accesses of the callee of \p CB, found in \p Caller's copy.
std::optional<SmallVector<PTO::CallAccess, 4>>
inlinedAccesses(Function &Caller, CallBase &CB, const MCInstrInfo &MII) {
  ValueToValueMapTy Map;
  Function *Copy = CloneFunction(&Caller, Map);
  auto *CopiedCall = cast<CallBase>(Map[&CB]);
  // The caller's own instructions in the copy (the call goes away).
  SmallPtrSet<const Value *, 32> Own;
  for (Instruction &I : instructions(Caller))
    if (&I != &CB)
      Own.insert(Map[&I]);
  std::optional<SmallVector<PTO::CallAccess, 4>> Accesses;
  InlineFunctionInfo IFI;
  if (InlineFunction(*CopiedCall, IFI).isSuccess()) {
    DominatorTree DT(*Copy);
    LoopInfo LI(DT);
    AssumptionCache AC(*Copy);
    TargetLibraryInfoImpl TLII(Triple(Caller.getParent()->getTargetTriple()));
    TargetLibraryInfo TLI(TLII);
    ScalarEvolution SE(*Copy, TLI, AC, DT, LI);
    LazyValueInfo LVI(&AC, &Caller.getDataLayout());
    DenseMap<const Instruction *, PTO::UBInterval> Bytes;
    PTO::forEachUBFootprint(
        *Copy, SE, LVI, MII,
        [&](Instruction &Access, Instruction &, PTO::UBInterval Interval) {
          Bytes[&Access] = Interval;
        });
    Accesses.emplace();
    for (Instruction &I : instructions(*Copy)) {
      std::optional<uint64_t> Kinds = accessKinds(I, MII);
      if (Own.count(&I) || !Kinds)
        continue;
      const Value *GM = gmPointer(cast<IntrinsicInst>(I));
      auto Known = Bytes.find(&I);
      Accesses->push_back(
          {PTO::getPipe(*Kinds), *Kinds,
           Known == Bytes.end() ? PTO::UBInterval() : Known->second,
           GM ? PTO::getNoAliasArgument(GM) : -1});
    }
  }
  Copy->eraseFromParent();
  return Accesses;
}

} // namespace

bool PTO::recordCallFootprints(Function &Caller, const MCInstrInfo &MII) {
  SmallVector<CallBase *, 8> Calls;
  for (Instruction &I : instructions(Caller))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (Function *Callee = CB->getCalledFunction())
        if (!Callee->isIntrinsic() && Callee != &Caller &&
            hasOnePipeAccesses(*Callee, MII))
          Calls.push_back(CB);
  LLVMContext &Ctx = Caller.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  auto Number = [&](int64_t V) {
    return ConstantAsMetadata::get(ConstantInt::get(I64, V));
  };
  bool Changed = false;
  for (CallBase *CB : Calls) {
    std::optional<SmallVector<CallAccess, 4>> Accesses =
        inlinedAccesses(Caller, *CB, MII);
    if (!Accesses)
      continue;
    SmallVector<Metadata *, 4> Entries;
    for (const CallAccess &A : *Accesses)
      Entries.push_back(MDNode::get(
          Ctx, {Number(A.Pipe), Number(A.Kinds), Number(A.Bytes.First),
                Number(A.Bytes.End), Number(A.GMArgument)}));
    CB->setMetadata(CallFootprintMD, MDNode::get(Ctx, Entries));
    Changed = true;
  }
  return Changed;
}

std::optional<SmallVector<PTO::CallAccess, 4>>
PTO::getCallAccesses(const CallBase &CB) {
  const MDNode *MD = CB.getMetadata(CallFootprintMD);
  if (!MD)
    return std::nullopt;
  SmallVector<CallAccess, 4> Accesses;
  for (const MDOperand &Op : MD->operands()) {
    auto *Entry = dyn_cast<MDNode>(Op);
    if (!Entry || Entry->getNumOperands() != 5)
      return std::nullopt;
    int64_t Field[5];
    for (unsigned I = 0; I < 5; ++I) {
      auto *C = mdconst::dyn_extract<ConstantInt>(Entry->getOperand(I));
      if (!C)
        return std::nullopt;
      Field[I] = C->getSExtValue();
    }
    Accesses.push_back({unsigned(Field[0]), uint64_t(Field[1]),
                        UBInterval{Field[2], Field[3]}, int(Field[4])});
  }
  return Accesses;
}
