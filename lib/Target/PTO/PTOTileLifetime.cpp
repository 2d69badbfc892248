//===-- PTOTileLifetime.cpp - Where an auto-mode tile is live -------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOTileLifetime.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace llvm::PTO;

/// Whether \p BB can run again after it has run: it is in a cycle.
static bool isInCycle(const BasicBlock *BB) {
  SmallVector<const BasicBlock *, 16> Work(successors(BB));
  SmallPtrSet<const BasicBlock *, 32> Seen;
  while (!Work.empty()) {
    const BasicBlock *Next = Work.pop_back_val();
    if (Next == BB)
      return true;
    if (Seen.insert(Next).second)
      append_range(Work, successors(Next));
  }
  return false;
}

PTO::TileLifetime::TileLifetime(CallBase &Allocation, uint64_t Bytes,
                                const DominatorTree &DT, const LoopInfo &LI)
    : Allocation(&Allocation), Start(&Allocation), Bytes(Bytes) {
  collectUses();
  Start = findStart(DT, LI);
  computeLiveness();
  // A derived value the allocation does not dominate, in a function where
  // the allocation runs again before it: a value of an earlier run.
  if (isInCycle(Allocation.getParent()))
    for (const Instruction *I : DerivedValues)
      if (!DT.dominates(&Allocation, I)) {
        Carried = I;
        break;
      }
}

const Instruction *PTO::TileLifetime::findStart(const DominatorTree &DT,
                                                const LoopInfo &LI) const {
  // Where every use is ahead: the nearest common dominator of the uses.
  const BasicBlock *Home = Allocation->getParent();
  BasicBlock *Block = nullptr;
  for (const Instruction *U : Uses) {
    auto *UseBlock = const_cast<BasicBlock *>(U->getParent());
    Block = Block ? DT.findNearestCommonDominator(Block, UseBlock) : UseBlock;
    if (!Block)
      return Allocation;
  }
  if (!Block || !DT.dominates(Home, Block))
    return Allocation;
  // Not in a loop the allocation is outside of: the data may be needed in
  // every iteration.
  for (const Loop *L = LI.getLoopFor(Block); L && !L->contains(Home);
       L = LI.getLoopFor(Block))
    Block = DT.getNode(Block)->getIDom()->getBlock();
  // The first use in that block, else its end.
  const Instruction *First = nullptr;
  if (auto It = BlockUses.find(Block); It != BlockUses.end())
    for (const Instruction *U : It->second)
      if (!First || U->comesBefore(First))
        First = U;
  if (Block == Home && First && First->comesBefore(Allocation))
    return Allocation; // a use before the allocation: an earlier run's
  return First ? First : Block->getTerminator();
}

namespace {
/// The derived values and uses of one tile, found from its allocation.
class UseCollector {
public:
  UseCollector(SmallVectorImpl<const Instruction *> &Uses,
               SmallVectorImpl<const Instruction *> &DerivedValues,
               bool &Escapes)
      : Uses(Uses), DerivedValues(DerivedValues), Escapes(Escapes) {}

  void run(const Instruction &Allocation) {
    Root = &Allocation;
    derive(Allocation);
    while (!Work.empty())
      visitDerived(*Work.pop_back_val());
  }

private:
  void derive(const Value &V) {
    if (!Derived.insert(&V).second)
      return;
    Work.push_back(&V);
    if (&V != Root)
      DerivedValues.push_back(cast<Instruction>(&V));
  }
  void use(const Instruction &I) { Uses.push_back(&I); }

  void visitDerived(const Value &V) {
    for (const Use &U : V.uses()) {
      const auto *I = dyn_cast<Instruction>(U.getUser());
      if (!I)
        continue;
      if (const auto *Phi = dyn_cast<PHINode>(I)) {
        // The phi reads the value at the end of the incoming block.
        use(*Phi->getIncomingBlock(U)->getTerminator());
        derive(*Phi);
      } else if (isa<GetElementPtrInst, CastInst, SelectInst, FreezeInst,
                     BinaryOperator>(I)) {
        use(*I);
        derive(*I);
      } else if (const auto *Store = dyn_cast<StoreInst>(I)) {
        use(*I);
        if (U.getOperandNo() == StoreInst::getPointerOperandIndex())
          continue;
        if (const auto *Local = dyn_cast<AllocaInst>(
                getUnderlyingObject(Store->getPointerOperand())))
          holdIn(*Local);
        else
          Escapes = true;
      } else if (isa<ReturnInst>(I)) {
        Escapes = true;
      } else {
        use(*I);
      }
    }
  }

  /// \p Local holds a derived value: what is loaded from it is derived,
  /// what reads it otherwise uses the tile.
  void holdIn(const AllocaInst &Local) {
    if (!Locals.insert(&Local).second)
      return;
    SmallVector<const Value *, 8> Addresses{&Local};
    SmallPtrSet<const Value *, 8> Seen{&Local};
    while (!Addresses.empty()) {
      const Value *Address = Addresses.pop_back_val();
      for (const Use &U : Address->uses()) {
        const auto *I = dyn_cast<Instruction>(U.getUser());
        if (!I || I->isLifetimeStartOrEnd())
          continue;
        if (isa<GetElementPtrInst, BitCastInst, AddrSpaceCastInst>(I)) {
          if (Seen.insert(I).second)
            Addresses.push_back(I);
        } else if (isa<LoadInst>(I)) {
          use(*I);
          derive(*I);
        } else if (const auto *Store = dyn_cast<StoreInst>(I)) {
          // Writing the local is no use; storing its address is an escape.
          if (U.getOperandNo() != StoreInst::getPointerOperandIndex())
            Escapes = true;
          (void)Store;
        } else if (const auto *Copy = dyn_cast<MemTransferInst>(I)) {
          use(*I);
          if (U.getOperandNo() != 1)
            continue;
          if (const auto *To =
                  dyn_cast<AllocaInst>(getUnderlyingObject(Copy->getDest())))
            holdIn(*To);
          else
            Escapes = true;
        } else {
          use(*I);
        }
      }
    }
  }

  SmallVectorImpl<const Instruction *> &Uses;
  SmallVectorImpl<const Instruction *> &DerivedValues;
  bool &Escapes;
  const Instruction *Root = nullptr;
  SmallVector<const Value *, 16> Work;
  SmallPtrSet<const Value *, 32> Derived;
  SmallPtrSet<const AllocaInst *, 4> Locals;
};
} // namespace

void PTO::TileLifetime::collectUses() {
  UseCollector(Uses, DerivedValues, Escapes).run(*Allocation);
  for (const Instruction *I : Uses)
    BlockUses[I->getParent()].push_back(I);
}

void PTO::TileLifetime::computeLiveness() {
  const BasicBlock *Home = Start->getParent();
  SmallVector<const BasicBlock *, 16> Work(successors(Home));
  while (!Work.empty()) {
    const BasicBlock *BB = Work.pop_back_val();
    if (ReachedIn.insert(BB).second)
      append_range(Work, successors(BB));
  }
  // Backwards from the uses that may read an earlier run's data or are in
  // other blocks, to the start.
  DenseSet<const BasicBlock *> LiveIn;
  for (const auto &[BB, BlockUseList] : BlockUses) {
    bool UpwardExposed =
        BB != Home || any_of(BlockUseList, [&](const Instruction *I) {
          return I->comesBefore(Start);
        });
    if (UpwardExposed && LiveIn.insert(BB).second)
      Work.push_back(BB);
  }
  while (!Work.empty()) {
    const BasicBlock *BB = Work.pop_back_val();
    for (const BasicBlock *Pred : predecessors(BB)) {
      LiveOut.insert(Pred);
      if (Pred != Home && LiveIn.insert(Pred).second)
        Work.push_back(Pred);
    }
  }
}

bool PTO::TileLifetime::isLiveAt(const Instruction &I) const {
  if (Escapes)
    return true;
  const BasicBlock *BB = I.getParent();
  bool StartsHere = Start->getParent() == BB;
  bool StartsLater = StartsHere && I.comesBefore(Start);
  bool Reached = (StartsHere && !StartsLater) || ReachedIn.contains(BB);
  if (!Reached)
    return false;
  // A use from I on, before a new start.
  if (auto It = BlockUses.find(BB); It != BlockUses.end())
    for (const Instruction *U : It->second)
      if ((U == &I || I.comesBefore(U)) &&
          !(StartsLater && !U->comesBefore(Start)))
        return true;
  return !StartsLater && LiveOut.contains(BB);
}
