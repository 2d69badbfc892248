//===-- PTOTilePlanning.cpp - UB addresses of auto-mode tiles -------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// See PTOTilePlanning.h and docs/auto-mode.md. The plan of a function:
//
// 1. Views (__pto_tile_alias) become address arithmetic on their source,
//    after a check that a view at a constant offset starts inside its
//    source.
// 2. Each allocation gets its lifetime (PTOTileLifetime.h), from its first
//    use. Two tiles interfere when one is live where the other starts.
// 3. Tiles, largest first, take the lowest 32-byte aligned address at which
//    they overlap no interfering tile placed before them (first fit). Where
//    UB has room, the tiles of each unrolled copy of a loop body (told by
//    their !pto.tile.origin) are kept apart from those of the next copy,
//    so that consecutive copies use different buffers (double buffering),
//    and PTO::TileGuard bytes separate interfering tiles.
// 4. The plan must fit in UB less the program's UB globals (placed at the
//    top of UB by the loader, docs/abi.md); else the error names the tiles
//    live at the point where the most bytes are live.
// 5. Each allocation becomes its constant address.
//
//===----------------------------------------------------------------------===//

#include "PTOTilePlanning.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTO.h"
#include "PTOTargetMachine.h"
#include "PTOTileLifetime.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "pto-plan-tiles"

static cl::opt<bool>
    AutoMode("pto-auto-mode",
             cl::desc("Auto mode: kernels' pointer arguments do not overlap "
                      "(docs/auto-mode.md)"),
             cl::init(false));

static cl::opt<bool> DoubleBuffer(
    "pto-double-buffer-tiles",
    cl::desc("Keep the tiles of consecutive unrolled copies of a loop body "
             "apart (docs/auto-mode.md)"),
    cl::init(true));

uint64_t PTO::getPlannedTileBytes(const Function &F) {
  return F.getFnAttributeAsParsedInteger(TileBytesAttr, 0);
}

/// The calls of \p Callee in \p F, a dominating call before those it
/// dominates.
static SmallVector<CallBase *, 16> callsOf(Function &F, StringRef Callee) {
  SmallVector<CallBase *, 16> Calls;
  for (BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F))
    for (Instruction &I : *BB)
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Target = CB->getCalledFunction();
            Target && Target->getName() == Callee)
          Calls.push_back(CB);
  return Calls;
}

static bool allocatesTiles(const Function &F) {
  const Function *Alloc = F.getParent()->getFunction(PTO::TileAllocName);
  if (!Alloc)
    return false;
  return any_of(Alloc->users(), [&](const User *U) {
    const auto *CB = dyn_cast<CallBase>(U);
    return CB && CB->getFunction() == &F;
  });
}

//===----------------------------------------------------------------------===//
// Marking the functions to inline
//===----------------------------------------------------------------------===//

/// The kernels' pointer arguments noalias.
static bool markKernelArgumentsNoAlias(Module &M) {
  SmallVector<GlobalValue *, 16> Used;
  collectUsedGlobalVariables(M, Used, /*CompilerUsed=*/false);
  collectUsedGlobalVariables(M, Used, /*CompilerUsed=*/true);
  bool Changed = false;
  for (GlobalValue *GV : Used)
    if (auto *Kernel = dyn_cast<Function>(GV);
        Kernel && !Kernel->isDeclaration())
      for (Argument &Arg : Kernel->args())
        if (Arg.getType()->isPointerTy() && !Arg.hasNoAliasAttr()) {
          Arg.addAttr(Attribute::NoAlias);
          Changed = true;
        }
  return Changed;
}

PreservedAnalyses PTOPrepareAutoModePass::run(Module &M,
                                              ModuleAnalysisManager &) {
  bool Changed = AutoMode && markKernelArgumentsNoAlias(M);
  Function *Alloc = M.getFunction(PTO::TileAllocName);
  if (!Alloc)
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  SetVector<Function *> Work;
  for (User *U : Alloc->users())
    if (auto *CB = dyn_cast<CallBase>(U))
      Work.insert(CB->getFunction());
  // Work grows while it is walked: the callers of each marked function.
  for (unsigned Index = 0; Index < Work.size(); ++Index) {
    Function *F = Work[Index];
    bool Called = false;
    for (User *U : F->users())
      if (auto *CB = dyn_cast<CallBase>(U);
          CB && CB->getCalledFunction() == F) {
        Called = true;
        Work.insert(CB->getFunction());
      }
    // Where the planner reports a tile: the frames of constructors are
    // skipped, so that the tile is reported at its declaration.
    ItaniumPartialDemangler Demangler;
    if (DISubprogram *SP = F->getSubprogram();
        SP && !Demangler.partialDemangle(F->getName().str().c_str()) &&
        Demangler.isCtorOrDtor())
      M.getOrInsertNamedMetadata(PTO::TileConstructorsMD)->addOperand(SP);
    if (!Called || F->hasFnAttribute(Attribute::AlwaysInline))
      continue;
    // -O0 marks every function noinline and optnone.
    F->removeFnAttr(Attribute::NoInline);
    F->removeFnAttr(Attribute::OptimizeNone);
    F->addFnAttr(Attribute::AlwaysInline);
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

PreservedAnalyses PTONumberTilesPass::run(Module &M, ModuleAnalysisManager &) {
  Function *Alloc = M.getFunction(PTO::TileAllocName);
  if (!Alloc)
    return PreservedAnalyses::all();
  uint64_t Next = 0;
  Type *I64 = Type::getInt64Ty(M.getContext());
  for (User *U : Alloc->users())
    if (auto *CB = dyn_cast<CallBase>(U))
      CB->setMetadata(
          PTO::TileOriginMD,
          MDNode::get(M.getContext(),
                      ConstantAsMetadata::get(ConstantInt::get(I64, Next++))));
  return PreservedAnalyses::all();
}

//===----------------------------------------------------------------------===//
// Planning
//===----------------------------------------------------------------------===//

namespace {

/// Where a tile is reported: past the frames of the constructors that
/// allocate it (PTOPrepareAutoModePass lists them), the place whose code
/// declares the tile.
DebugLoc tileLocation(const Instruction &I) {
  const DILocation *Loc = I.getDebugLoc().get();
  const NamedMDNode *Constructors =
      I.getModule()->getNamedMetadata(PTO::TileConstructorsMD);
  auto IsConstructor = [&](const DISubprogram *SP) {
    return Constructors && is_contained(Constructors->operands(), SP);
  };
  for (const DILocation *L = Loc; L; L = L->getInlinedAt())
    if (!IsConstructor(L->getScope()->getSubprogram()))
      return L;
  return Loc;
}

std::string describe(const DebugLoc &Loc) {
  if (!Loc)
    return "no source location";
  return (Loc->getFilename() + ":" + Twine(Loc.getLine()) + ":" +
          Twine(Loc.getCol()))
      .str();
}

class TilePlanner {
public:
  TilePlanner(Function &F, uint64_t Capacity) : F(F), Capacity(Capacity) {}
  /// False after an error.
  bool run();
  void abandon();

private:
  bool resolveViews();
  void error(const Instruction &At, const Twine &Message) {
    F.getContext().diagnose(
        DiagnosticInfoUnsupported(F, Message, tileLocation(At), DS_Error));
    Failed = true;
  }
  bool interfere(unsigned A, unsigned B) const {
    return Tiles[A].isLiveAt(Tiles[B].getStart()) ||
           Tiles[B].isLiveAt(Tiles[A].getStart());
  }
  void findTurns();
  /// Addresses for the tiles, each followed by \p Guard free bytes before
  /// an interfering one, and with \p UseTurns the pairs of Turns apart;
  /// returns the end of the last.
  uint64_t place(uint64_t Guard, bool UseTurns,
                 SmallVectorImpl<uint64_t> &Address) const;
  void reportPeak();
  void remark(ArrayRef<uint64_t> Address, uint64_t End);

  Function &F;
  uint64_t Capacity;
  bool Failed = false;
  SmallVector<PTO::TileLifetime, 16> Tiles;
  /// Pairs of tiles kept apart for double buffering: tiles of consecutive
  /// unrolled copies of one loop body.
  DenseSet<std::pair<unsigned, unsigned>> Turns;
};

bool TilePlanner::resolveViews() {
  // Sources before their views, so that a view of a view sees its offset.
  SmallVector<CallBase *, 16> Views = callsOf(F, PTO::TileAliasName);
  const DataLayout &DL = F.getDataLayout();
  for (CallBase *View : Views) {
    if (View->arg_size() != 2) {
      error(*View, Twine(PTO::TileAliasName) + " takes two arguments");
      View->replaceAllUsesWith(Constant::getNullValue(View->getType()));
      View->eraseFromParent();
      continue;
    }
    Value *Source = View->getArgOperand(0);
    Value *Offset = View->getArgOperand(1);
    APInt SourceOffset(DL.getIndexTypeSizeInBits(Source->getType()), 0);
    const Value *Base =
        Source->stripAndAccumulateConstantOffsets(DL, SourceOffset, true);
    const auto *Alloc = dyn_cast<CallBase>(Base);
    const auto *Whole =
        Alloc && Alloc->getCalledFunction() &&
                Alloc->getCalledFunction()->getName() == PTO::TileAllocName
            ? dyn_cast<ConstantInt>(Alloc->getArgOperand(0))
            : nullptr;
    // The view's own type may reach past the source's end (a TSUBVIEW
    // declares the sub-tile with the parent's shape and uses its valid
    // part): only where it starts is checked.
    if (const auto *Constant = dyn_cast<ConstantInt>(Offset);
        Constant && Whole) {
      int64_t First = SourceOffset.getSExtValue() + Constant->getSExtValue();
      if (First < 0 || uint64_t(First) >= Whole->getZExtValue())
        error(*View, "__cce_alias: a view at byte " + Twine(First) +
                         " of its source tile starts outside it (" +
                         Twine(Whole->getZExtValue()) + " bytes)");
    }
    IRBuilder<> Builder(View);
    Value *Address = Builder.CreateGEP(Builder.getInt8Ty(), Source, Offset);
    View->replaceAllUsesWith(
        Builder.CreatePointerCast(Address, View->getType()));
    View->eraseFromParent();
  }
  return !Failed;
}

void TilePlanner::reportPeak() {
  unsigned Peak = 0;
  uint64_t PeakBytes = 0;
  for (unsigned I = 0; I < Tiles.size(); ++I) {
    uint64_t Live = 0;
    for (const PTO::TileLifetime &T : Tiles)
      if (&T == &Tiles[I] || T.isLiveAt(Tiles[I].getStart()))
        Live += alignTo(T.getBytes(), PTO::TileAlignment);
    if (Live > PeakBytes) {
      PeakBytes = Live;
      Peak = I;
    }
  }
  std::string List;
  for (const PTO::TileLifetime &T : Tiles)
    if (&T == &Tiles[Peak] || T.isLiveAt(Tiles[Peak].getStart()))
      List += (Twine(List.empty() ? "" : "; ") + Twine(T.getBytes()) +
               " bytes at " + describe(tileLocation(T.getAllocation())))
                  .str();
  if (PeakBytes <= Capacity)
    List = "the tiles fit only without gaps: " + List;
  error(Tiles[Peak].getAllocation(),
        "auto-mode tiles do not fit in UB: " + Twine(PeakBytes) +
            " bytes live here, " + Twine(Capacity) + " available (" + List +
            ")");
}

void TilePlanner::findTurns() {
  DominatorTree DT(F);
  LoopInfo LI(DT);
  // The copies of each allocation in each loop, in program order.
  MapVector<const Loop *, MapVector<const MDNode *, SmallVector<unsigned, 4>>>
      Copies;
  for (unsigned I = 0; I < Tiles.size(); ++I) {
    const CallBase &Alloc = Tiles[I].getAllocation();
    const MDNode *Origin = Alloc.getMetadata(PTO::TileOriginMD);
    if (const Loop *L = LI.getLoopFor(Alloc.getParent()); Origin && L)
      Copies[L][Origin].push_back(I);
  }
  // In a loop the unroller copied, the tiles of each copy of the body are
  // kept apart from those of the next (and the last copy's from the first
  // copy's of the next iteration): the loads of one copy then overlap the
  // vector work and stores of the one before.
  for (auto &[L, ByOrigin] : Copies) {
    SmallVector<std::pair<unsigned, unsigned>, 16> Indexed; // (tile, copy)
    unsigned Count = 0;
    for (auto &[Origin, List] : ByOrigin) {
      if (Count && List.size() != Count)
        Count = ~0u; // not one body copied uniformly
      else
        Count = List.size();
      for (unsigned K = 0; K < List.size(); ++K)
        Indexed.push_back({List[K], K});
    }
    if (Count < 2 || Count == ~0u)
      continue;
    for (auto [A, KA] : Indexed)
      for (auto [B, KB] : Indexed)
        if (KB == (KA + 1) % Count)
          Turns.insert({std::min(A, B), std::max(A, B)});
  }
}

uint64_t TilePlanner::place(uint64_t Guard, bool UseTurns,
                            SmallVectorImpl<uint64_t> &Address) const {
  // Largest first; equal sizes in program order.
  SmallVector<unsigned, 16> Order(Tiles.size());
  for (unsigned I = 0; I < Order.size(); ++I)
    Order[I] = I;
  sort(Order, [&](unsigned A, unsigned B) {
    return std::make_pair(~Tiles[A].getBytes(), A) <
           std::make_pair(~Tiles[B].getBytes(), B);
  });
  auto Size = [&](unsigned I) {
    return alignTo(Tiles[I].getBytes(), PTO::TileAlignment);
  };
  SmallVector<bool, 16> Placed(Tiles.size(), false);
  uint64_t End = 0;
  for (unsigned I : Order) {
    // The placed neighbours' ranges with their guards, by address.
    SmallVector<std::pair<uint64_t, uint64_t>, 16> Taken;
    for (unsigned J = 0; J < Tiles.size(); ++J)
      if (Placed[J] &&
          (interfere(I, J) ||
           (UseTurns && Turns.contains({std::min(I, J), std::max(I, J)}))))
        Taken.push_back({Address[J], Address[J] + Size(J) + Guard});
    sort(Taken);
    uint64_t At = 0;
    for (auto [First, Last] : Taken) {
      if (At + Size(I) + Guard <= First)
        break;
      At = std::max(At, Last);
    }
    Address[I] = At;
    Placed[I] = true;
    End = std::max(End, At + Size(I));
  }
  return End;
}

/// The line of the function's own code that \p I belongs to: the outermost
/// call site it was inlined from, or its own line; 0 without a location.
static unsigned functionLine(const Instruction &I) {
  const DILocation *Loc = I.getDebugLoc().get();
  if (!Loc)
    return 0;
  while (const DILocation *Outer = Loc->getInlinedAt())
    Loc = Outer;
  return Loc->getLine();
}

void TilePlanner::remark(ArrayRef<uint64_t> Address, uint64_t End) {
  OptimizationRemarkEmitter ORE(&F);
  uint64_t Sum = 0;
  for (unsigned I = 0; I < Tiles.size(); ++I) {
    const Instruction &Alloc = Tiles[I].getAllocation();
    Sum += alignTo(Tiles[I].getBytes(), PTO::TileAlignment);
    // The lifetime in the function's lines: from the first to the last
    // line with a use (a start hoisted out of a loop is a branch, whose
    // line says nothing).
    unsigned First = 0, Last = 0;
    for (const Instruction *Use : Tiles[I].getUses())
      if (unsigned Line = functionLine(*Use)) {
        First = First ? std::min(First, Line) : Line;
        Last = std::max(Last, Line);
      }
    ORE.emit([&] {
      OptimizationRemarkAnalysis R(DEBUG_TYPE, "TileAddress",
                                   tileLocation(Alloc), Alloc.getParent());
      R << "tile of " << ore::NV("Bytes", Tiles[I].getBytes())
        << " bytes at UB address "
        << ore::NV("Address", "0x" + utohexstr(Address[I]));
      if (Tiles[I].escapes())
        R << ", live in the whole function";
      else if (First)
        R << ", live from line " << ore::NV("FirstLine", First) << " to line "
          << ore::NV("LastLine", Last);
      return R;
    });
  }
  ORE.emit([&] {
    return OptimizationRemarkAnalysis(DEBUG_TYPE, "TilePlan", &F)
           << ore::NV("Tiles", unsigned(Tiles.size())) << " tiles in "
           << ore::NV("Bytes", End) << " bytes of UB (" << ore::NV("Sum", Sum)
           << " without reuse)";
  });
}

/// After an error: the allocations become address 0, so that the planner's
/// second run (llc's) does not report them again.
void TilePlanner::abandon() {
  for (CallBase *Alloc : callsOf(F, PTO::TileAllocName)) {
    Alloc->replaceAllUsesWith(Constant::getNullValue(Alloc->getType()));
    Alloc->eraseFromParent();
  }
}

bool TilePlanner::run() {
  if (!resolveViews())
    return false;
  SmallVector<CallBase *, 16> Allocations = callsOf(F, PTO::TileAllocName);
  if (Allocations.empty())
    return true;
  if (any_of(F.users(), [&](const User *U) {
        const auto *CB = dyn_cast<CallBase>(U);
        return CB && CB->getCalledFunction() == &F;
      })) {
    error(*Allocations.front(),
          "a function that allocates auto-mode tiles must be inlined into "
          "its kernel ('" +
              F.getName() + "' is called and was not)");
    return false;
  }
  DominatorTree DT(F);
  LoopInfo LI(DT);
  for (CallBase *Alloc : Allocations) {
    auto *Bytes = Alloc->arg_size() == 1
                      ? dyn_cast<ConstantInt>(Alloc->getArgOperand(0))
                      : nullptr;
    if (!Bytes || Bytes->isZero()) {
      error(*Alloc, "an auto-mode tile needs a size known at compile time");
      continue;
    }
    Tiles.emplace_back(*Alloc, Bytes->getZExtValue(), DT, LI);
    if (const Instruction *Carried = Tiles.back().getCarriedValue())
      error(*Carried, "a tile allocated in a loop is used in a later "
                      "iteration, which one buffer cannot hold (declare the "
                      "tile before the loop)");
  }
  if (Failed)
    return false;

  // Double buffering and the guards where UB has room for them, the first
  // before the second.
  if (DoubleBuffer)
    findTurns();
  SmallVector<uint64_t, 16> Address(Tiles.size(), 0);
  uint64_t End = 0;
  for (auto [Guard, UseTurns] :
       {std::pair(PTO::TileGuard, true), std::pair(uint64_t(0), true),
        std::pair(PTO::TileGuard, false), std::pair(uint64_t(0), false)})
    if (End = place(Guard, UseTurns, Address); End <= Capacity)
      break;
  if (End > Capacity) {
    reportPeak();
    return false;
  }

  remark(Address, End);
  for (unsigned I = 0; I < Tiles.size(); ++I) {
    CallBase &Alloc = Tiles[I].getAllocation();
    Constant *Value = ConstantExpr::getIntToPtr(
        ConstantInt::get(Type::getInt64Ty(F.getContext()), Address[I]),
        Alloc.getType());
    Alloc.replaceAllUsesWith(Value);
    Alloc.eraseFromParent();
  }
  F.addFnAttr(PTO::TileBytesAttr,
              utostr(std::max(End, PTO::getPlannedTileBytes(F))));
  return true;
}

/// UB less the program's UB globals.
uint64_t tileCapacity(const Module &M, bool IsA5) {
  uint64_t Globals = 0;
  for (const GlobalVariable &G : M.globals())
    if (G.getAddressSpace() == PTOAS::UB)
      Globals += alignTo(M.getDataLayout().getTypeAllocSize(G.getValueType()),
                         PTO::TileAlignment);
  uint64_t UB = PTO::ubBytes(IsA5);
  return Globals < UB ? UB - Globals : 0;
}

bool planTiles(Module &M, const TargetMachine &TM) {
  Function *Alloc = M.getFunction(PTO::TileAllocName);
  Function *Alias = M.getFunction(PTO::TileAliasName);
  if ((!Alloc || Alloc->use_empty()) && (!Alias || Alias->use_empty()))
    return false;
  const auto &PTOTM = static_cast<const PTOTargetMachine &>(TM);
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    bool IsA5 = PTOTM.getSubtargetImpl(F)->isA5();
    if (allocatesTiles(F) || !callsOf(F, PTO::TileAliasName).empty()) {
      TilePlanner Planner(F, tileCapacity(M, IsA5));
      if (!Planner.run())
        Planner.abandon();
    }
  }
  return true;
}

class PTOPlanTilesLegacy : public ModulePass {
public:
  static char ID;
  PTOPlanTilesLegacy() : ModulePass(ID) {}
  StringRef getPassName() const override { return "PTO auto-mode tiles"; }
  bool runOnModule(Module &M) override {
    auto &TPC = getAnalysis<TargetPassConfig>();
    return planTiles(M, TPC.getTM<TargetMachine>());
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetPassConfig>();
  }
};

} // namespace

char PTOPlanTilesLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(PTOPlanTilesLegacy, DEBUG_TYPE, "PTO auto-mode tiles",
                      false, false)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_END(PTOPlanTilesLegacy, DEBUG_TYPE, "PTO auto-mode tiles",
                    false, false)

ModulePass *llvm::createPTOPlanTilesPass() { return new PTOPlanTilesLegacy(); }

PreservedAnalyses PTOPlanTilesPass::run(Module &M, ModuleAnalysisManager &) {
  return planTiles(M, TM) ? PreservedAnalyses::none()
                          : PreservedAnalyses::all();
}
