//===-- PTOForwardUBRegisters.cpp - Registers instead of UB round trips ---===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A kernel that makes several passes over a row in UB stores the result of
// one pass for the next to load (a normalisation stores x - mean, then loads
// it again to scale it by 1 / sqrt(var + eps)), and the stores of the first
// pass are overwritten by the second before anything else reads them. Once
// the passes are unrolled into one block these round trips take a sixth of
// the vector pipe's issue slots (docs/benchmarks.md). LLVM's own load and
// store optimisations do not see them: the UB intrinsics address
// [base + offset], which alias analysis cannot compare.
//
// This pass walks each block and keeps which whole registers its
// whole-register stores (vsts NORM_Bn under a mask whose every n-bit lane is
// true) left in UB. It
// - replaces a whole-register load (vlds with the NORM distribution) of
//   such an address by the register stored there (through a bitcast where
//   the element types differ: a register and its bytes are the same either
//   way);
// - deletes a whole-register store when a later one of the block writes the
//   same address and nothing in between may read those bytes.
// Addresses are compared as PTOUBDisjointAccesses.cpp compares them (their
// SCEVs: equal, or apart in every iteration). Any other instruction that
// touches memory or has side effects (a flag, a barrier, a DMA copy, a call)
// forgets everything: the DMA pipes read and write UB between the flags.
//
// A load is not replaced by an earlier load of the same address: where the
// unroller put several rows in one block, the scheduler interleaves them,
// and each row would keep its sixteen loaded registers live across its
// reduction (rmsnorm spilled, 0.85 -> 0.33 of the bound). A stored register
// is live until its store anyway, which the scheduler sinks below the
// reduction that ends the pass.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTO.h"
#include "PTOIntrinsicForms.h"
#include "PTOUBAccess.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "pto-forward-ub-registers"

STATISTIC(NumLoadsForwarded, "UB register loads replaced by a register");
STATISTIC(NumStoresDeleted, "UB register stores overwritten unread");

static cl::opt<bool>
    EnableForwarding("pto-enable-ub-forwarding", cl::Hidden, cl::init(true),
                     cl::desc("Use the registers a block stored to UB "
                              "instead of loading them again, and delete "
                              "stores overwritten unread"));

namespace {

/// The bytes of a whole register.
constexpr int64_t RegisterBytes = 256;

/// At most this many stores are remembered per block (each access is
/// compared with all of them); the oldest are forgotten first.
constexpr size_t MaxRemembered = 64;

template <class T, unsigned N>
void pushBounded(SmallVector<T, N> &List, const T &Element) {
  if (List.size() == MaxRemembered)
    List.erase(List.begin());
  List.push_back(Element);
}

/// Whether \p Mask, applied at \p LaneBits per lane, is true in every lane:
/// pset_bG PAT_ALL sets the bit of every G-bit lane (bits 0, G/8, ...;
/// vector-isa-beyond-seeds.md, "Bit layout"), which covers every n-bit lane
/// for n >= G.
bool isAllTrue(const Value *Mask, unsigned LaneBits) {
  if (const auto *C = dyn_cast<Constant>(Mask))
    return C->isAllOnesValue();
  const auto *Set = dyn_cast<IntrinsicInst>(Mask);
  if (!Set)
    return false;
  unsigned PatternBits;
  switch (Set->getIntrinsicID()) {
  case Intrinsic::pto_pset_b8:
    PatternBits = 8;
    break;
  case Intrinsic::pto_pset_b16:
    PatternBits = 16;
    break;
  case Intrinsic::pto_pset_b32:
    PatternBits = 32;
    break;
  default:
    return false;
  }
  const auto *Pattern = dyn_cast<ConstantInt>(Set->getArgOperand(0));
  return Pattern && PatternBits <= LaneBits &&
         Pattern->getZExtValue() == PTO::Pattern_PAT_ALL;
}

bool isWholeRegister(const Value *V) {
  const auto *VT = dyn_cast<FixedVectorType>(V->getType());
  return VT && VT->getPrimitiveSizeInBits() == RegisterBytes * 8;
}

/// Whether \p I loads a whole register: vlds with the NORM distribution.
bool isWholeRegisterLoad(const Instruction &I) {
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II || II->getIntrinsicID() != Intrinsic::pto_vlds)
    return false;
  const auto *Dist = dyn_cast<ConstantInt>(II->getArgOperand(2));
  return Dist && Dist->getZExtValue() == PTO::LoadDist_NORM &&
         isWholeRegister(II);
}

/// The register \p I stores if it writes all of its bytes, or null.
Value *getWholeRegisterStored(const Instruction &I) {
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II || II->getIntrinsicID() != Intrinsic::pto_vsts)
    return nullptr;
  Value *Data = II->getArgOperand(0);
  const auto *Dist = dyn_cast<ConstantInt>(II->getArgOperand(3));
  if (!Dist || !isWholeRegister(Data))
    return nullptr;
  for (unsigned LaneBits : {8, 16, 32})
    if (Dist->getZExtValue() == PTO::getNormStoreDist(LaneBits))
      return isAllTrue(II->getArgOperand(4), LaneBits) ? Data : nullptr;
  return nullptr;
}

/// A whole register UB holds: the store that wrote it, and the register.
struct StoredRegister {
  PTO::UBAccess Access;
  Value *Contents;
};

class BlockForwarder {
public:
  BlockForwarder(ScalarEvolution &SE, const MCInstrInfo &MII)
      : SE(SE), MII(MII) {}
  bool run(BasicBlock &BB);

private:
  /// Replaces \p Load by the register stored at its address; false if
  /// none is known.
  bool forwardLoad(const PTO::UBAccess &Load);
  /// Deletes the unread stores to the address \p Store writes.
  bool deleteOverwrittenStores(const PTO::UBAccess &Store);

  ScalarEvolution &SE;
  const MCInstrInfo &MII;
  SmallVector<StoredRegister, 32> Stored;
  /// Whole-register stores nothing has read since.
  SmallVector<PTO::UBAccess, 16> UnreadStores;
};

bool BlockForwarder::forwardLoad(const PTO::UBAccess &Load) {
  for (const StoredRegister &S : Stored) {
    if (S.Access.Bytes != Load.Bytes ||
        !PTO::haveSameUBAddress(SE, S.Access, Load))
      continue;
    Instruction *I = Load.Inst;
    Value *Register = S.Contents;
    if (Register->getType() != I->getType())
      Register = new BitCastInst(Register, I->getType(), "", I);
    I->replaceAllUsesWith(Register);
    I->eraseFromParent();
    ++NumLoadsForwarded;
    return true;
  }
  return false;
}

bool BlockForwarder::deleteOverwrittenStores(const PTO::UBAccess &Store) {
  bool Changed = false;
  llvm::erase_if(UnreadStores, [&](const PTO::UBAccess &Earlier) {
    if (Earlier.Bytes > Store.Bytes ||
        !PTO::haveSameUBAddress(SE, Earlier, Store))
      return false;
    llvm::erase_if(Stored, [&](const StoredRegister &S) {
      return S.Access.Inst == Earlier.Inst;
    });
    Earlier.Inst->eraseFromParent();
    ++NumStoresDeleted;
    Changed = true;
    return true;
  });
  return Changed;
}

bool BlockForwarder::run(BasicBlock &BB) {
  bool Changed = false;
  Stored.clear();
  UnreadStores.clear();
  for (Instruction &I : make_early_inc_range(BB)) {
    std::optional<PTO::UBAccess> Access = PTO::getUBAccess(I, SE, MII);
    if (!Access) {
      if ((I.mayReadOrWriteMemory() && !PTO::readsOnlyControlState(I)) ||
          I.mayHaveSideEffects()) {
        Stored.clear();
        UnreadStores.clear();
      }
      continue;
    }
    bool WholeLoad = isWholeRegisterLoad(I);
    if (WholeLoad && forwardLoad(*Access)) {
      Changed = true;
      continue;
    }
    auto Overlaps = [&](const PTO::UBAccess &Other) {
      return !PTO::areUBAccessesDisjoint(SE, Other, *Access);
    };
    if (I.mayReadFromMemory())
      llvm::erase_if(UnreadStores, Overlaps);
    Value *Register = getWholeRegisterStored(I);
    if (Register)
      Changed |= deleteOverwrittenStores(*Access);
    if (I.mayWriteToMemory())
      llvm::erase_if(
          Stored, [&](const StoredRegister &S) { return Overlaps(S.Access); });
    if (Register) {
      pushBounded(Stored, {*Access, Register});
      pushBounded(UnreadStores, *Access);
    }
  }
  return Changed;
}

class PTOForwardUBRegisters : public PTO::UBAccessPass {
public:
  static char ID;
  PTOForwardUBRegisters() : UBAccessPass(ID) {}

  StringRef getPassName() const override {
    return "PTO UB register forwarding";
  }
  bool runOnFunction(Function &F) override;
};

} // namespace

char PTOForwardUBRegisters::ID = 0;

INITIALIZE_PASS_BEGIN(PTOForwardUBRegisters, DEBUG_TYPE,
                      "PTO UB register forwarding", false, false)
INITIALIZE_PASS_DEPENDENCY(ScalarEvolutionWrapperPass)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_END(PTOForwardUBRegisters, DEBUG_TYPE,
                    "PTO UB register forwarding", false, false)

FunctionPass *llvm::createPTOForwardUBRegistersPass() {
  return new PTOForwardUBRegisters();
}

bool PTOForwardUBRegisters::runOnFunction(Function &F) {
  if (skipFunction(F) || !EnableForwarding)
    return false;
  BlockForwarder Forwarder(getSE(), getMCInstrInfo());
  bool Changed = false;
  for (BasicBlock &BB : F)
    Changed |= Forwarder.run(BB);
  return Changed;
}
