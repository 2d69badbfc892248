//===-- PTOAutoSync.cpp - Insert the synchronisation of the pipes ---------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// With -pto-auto-sync (clang: -mpto-auto-sync, --cce-auto-sync), orders every
// dependence between the pipes through memory (docs/auto-sync.md):
//
// 1. Each memory access gets its locations: the UB interval of its memory
//    operand (PTOAccessFootprints.h) or the whole UB, and the GM argument it
//    addresses or "any GM". Overlapping UB intervals join into one class;
//    GM locations form one class per noalias argument and one for the rest.
// 2. A class that two of the pipes V, MTE2 and MTE3 access, one of them
//    writing, gets a buffer id: every access of it on such a pipe runs
//    between get_buf and rls_buf of that id on its pipe. The hardware orders
//    an acquisition after every earlier one of another pipe is released
//    (pipeline-sync.md), so read-after-write, write-after-read and
//    write-after-write are ordered in any control flow, around loops too,
//    without priming or draining. A loop in which only one pipe accesses the
//    class holds it from the block before it to its exits; so does an
//    acyclic single-entry region from its entry to its post-dominating exit;
//    elsewhere the runs of one pipe's accesses in a block hold it. No other
//    pipe acquires the id while one holds it, so no acquisition waits for a
//    release issued after it: no deadlock. A class the function's own
//    set_flag/wait_flag already order (pairOrdered) gets no id.
// 3. The scalar unit is no get_buf pipe: before a scalar access, set_flag /
//    wait_flag from each pipe it conflicts with wait for that pipe's earlier
//    work; before a pipe acquires a class the scalar unit accessed, a flag
//    from PIPE_S orders the scalar accesses first. Loops with scalar accesses
//    only get the flags in their preheader.
// 4. Copies of one DMA pipe that conflict on a class are ordered with
//    pipe_barrier of the pipe (they may complete out of order).
// 5. A call whose callee's accesses PTOCallFootprints.cpp recorded is an
//    access of the callee's pipe. Any other call that may access memory is
//    preceded and followed by pipe_barrier PIPE_ALL, and so are the returns
//    of functions with external linkage.
//
// The ids are the buffer ids and events the function's own synchronisation
// does not use; hand-written synchronisation is kept.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTO.h"
#include "PTOAccessFootprints.h"
#include "PTOBufferReleases.h"
#include "PTOSimt.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachinePostDominators.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include <algorithm>
#include <functional>
#include <map>

using namespace llvm;

#define DEBUG_TYPE "pto-insert-sync"

static cl::opt<bool>
    EnableAutoSync("pto-auto-sync", cl::init(false),
                   cl::desc("Insert the synchronisation between the PTO pipes "
                            "(docs/auto-sync.md)"));

bool PTO::isAutoSyncEnabled() { return EnableAutoSync; }

namespace {

using PTO::NumEvents;
using PTO::NumPipes;
constexpr unsigned NumBufferIds = 32;

/// A place an access of a pipe may touch.
struct Location {
  unsigned Pipe;
  bool InUB;
  PTO::UBInterval Bytes; // InUB
  int GMArgument = -1;   // !InUB: the noalias argument, or -1 for any GM
  bool Read, Write;
};

/// A memory access of one pipe to one class.
struct Access {
  MachineInstr *MI;
  unsigned Pipe;
  unsigned Class;
  bool Read, Write;
};

/// Where one class is held across block boundaries: blocks held from entry
/// to exit (not scanned), and the pipe holding it at the start or the end of
/// the blocks where a hold begins or ends.
struct ClassPlacement {
  SmallPtrSet<const MachineBasicBlock *, 16> Held;
  DenseMap<const MachineBasicBlock *, unsigned> HeldAtStart, HeldAtEnd;
  bool isFree(const MachineBasicBlock *MBB) const {
    return !Held.count(MBB) && !HeldAtStart.count(MBB) && !HeldAtEnd.count(MBB);
  }
};

/// Who accesses a class.
struct ClassUse {
  unsigned Readers = 0, Writers = 0; // masks of pipes
  int BufferId = -1;
  bool HandOrdered = false; // by the function's own set_flag/wait_flag
  unsigned pipes() const { return Readers | Writers; }
  /// Whether every access of another pipe orders the pipes' accesses
  /// before and after it.
  bool ordered() const { return BufferId >= 0 || HandOrdered; }
};

/// What the set_flag/wait_flag from one pipe to another have ordered at a
/// point, over all paths to it (PTOAutoSync::pairOrdered).
struct FlagState {
  bool Reached = false;
  bool Pending = false;  // source accesses the destination may not wait for
  unsigned Covering = 0; // events whose next wait waits for all of them
  uint8_t Sets[NumEvents] = {}; // set_flags not yet waited for: 0, 1, more
  void join(const FlagState &O) {
    if (!O.Reached)
      return;
    // Where nothing is pending, any event covers it.
    if (!Reached || !Pending)
      Covering = O.Covering;
    else if (O.Pending)
      Covering &= O.Covering;
    Pending |= O.Pending;
    for (unsigned E = 0; E < NumEvents; ++E)
      Sets[E] = std::max(Sets[E], O.Sets[E]);
    Reached = true;
  }
  bool operator==(const FlagState &O) const {
    return Reached == O.Reached && Pending == O.Pending &&
           Covering == O.Covering && std::equal(Sets, Sets + NumEvents, O.Sets);
  }
};

/// The accesses of one class in one block, taken instruction by instruction
/// in program order.
class AccessCursor {
public:
  explicit AccessCursor(ArrayRef<const Access *> List) : List(List) {}
  /// The accesses of \p MI; the instructions must come in block order.
  ArrayRef<const Access *> at(const MachineInstr &MI) {
    size_t First = Next;
    while (Next < List.size() && List[Next]->MI == &MI)
      ++Next;
    return List.slice(First, Next - First);
  }

private:
  ArrayRef<const Access *> List;
  size_t Next = 0;
};

/// A forward dataflow over the blocks to a fixed point: \p Transfer maps a
/// block and the state at its entry (its predecessors' states at their ends,
/// merged by \p Join into a default-constructed State) to the state at its
/// end. Returns the states at the ends of the blocks.
template <class State, class JoinFn, class TransferFn>
DenseMap<const MachineBasicBlock *, State>
solveForward(MachineFunction &MF, JoinFn Join, TransferFn Transfer) {
  DenseMap<const MachineBasicBlock *, State> AtEnd;
  ReversePostOrderTraversal<MachineFunction *> RPOT(&MF);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (MachineBasicBlock *MBB : RPOT) {
      State Entry{};
      for (const MachineBasicBlock *Pred : MBB->predecessors()) {
        auto It = AtEnd.find(Pred);
        if (It != AtEnd.end())
          Join(Entry, It->second);
      }
      State End = Transfer(*MBB, Entry);
      auto [It, New] = AtEnd.try_emplace(MBB, End);
      if (New || !(It->second == End)) {
        It->second = End;
        Changed = true;
      }
    }
  }
  return AtEnd;
}

/// The UB address of a constant pointer, if it is one.
std::optional<int64_t> constantAddress(const Value *Ptr, const DataLayout &DL) {
  APInt Offset(64, 0);
  const Value *Base = Ptr->stripAndAccumulateConstantOffsets(
      DL, Offset, /*AllowNonInbounds=*/true);
  if (auto *CE = dyn_cast<ConstantExpr>(Base))
    if (CE->getOpcode() == Instruction::IntToPtr)
      if (auto *C = dyn_cast<ConstantInt>(CE->getOperand(0)))
        return C->getSExtValue() + Offset.getSExtValue();
  if (isa<ConstantPointerNull>(Base))
    return Offset.getSExtValue();
  return std::nullopt;
}

class PTOAutoSync : public MachineFunctionPass {
public:
  static char ID;
  PTOAutoSync() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO automatic pipe synchronisation";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<MachineDominatorTreeWrapperPass>();
    AU.addRequired<MachinePostDominatorTreeWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  void findKnownCalls();
  ArrayRef<const Access *> blockAccesses(const MachineBasicBlock &MBB,
                                         unsigned Class) const {
    auto It = BlockAccesses.find({&MBB, Class});
    if (It == BlockAccesses.end())
      return {};
    return It->second;
  }
  void locationsOf(const MachineInstr &MI, SmallVectorImpl<Location> &Out);
  bool isBarrier(const MachineInstr &MI) const;
  void buildClasses(ArrayRef<std::pair<MachineInstr *, Location>> Found);
  void countUses();
  void findFreeIds();
  unsigned pipeMask(const MachineLoop &L, unsigned Class) const;
  MachineBasicBlock *
  holdingBlock(const MachineLoop &L, unsigned Class,
               SmallPtrSetImpl<const MachineBasicBlock *> &Region) const;
  void placeClass(unsigned Class);
  void placeLoop(MachineLoop &L, unsigned Class, unsigned Pipe,
                 MachineBasicBlock &Before,
                 const SmallPtrSetImpl<const MachineBasicBlock *> &Region);
  void placeRegions(unsigned Class);
  bool heldRegion(MachineBasicBlock &Entry, MachineBasicBlock &Exit,
                  unsigned Class, unsigned Pipe,
                  SmallPtrSetImpl<const MachineBasicBlock *> &Region,
                  bool &Larger, unsigned &Covered) const;
  void scanBlock(MachineBasicBlock &MBB, unsigned Class);
  void orderWithinPipe(unsigned Class, unsigned Pipe);
  bool handOrdered(unsigned Class) const;
  bool pairOrdered(unsigned Class, unsigned Src, unsigned Dst) const;

  // Conflicts of class C between pipe P and the scalar unit.
  bool scalarAfterPipe(unsigned C, unsigned P) const {
    const ClassUse &U = Uses[C];
    return (U.Writers & (1u << P)) ||
           ((U.Writers & 1u << PTO::PIPE_S) && (U.Readers & (1u << P)));
  }
  bool pipeAfterScalar(unsigned C, unsigned P) const {
    return scalarAfterPipe(C, P);
  }
  unsigned conflictingPipes(unsigned C) const;

  MachineBasicBlock::iterator flagPair(MachineBasicBlock &MBB,
                                       MachineBasicBlock::iterator At,
                                       unsigned Src, unsigned Dst);
  void buffer(MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
              unsigned Opcode, unsigned Pipe, unsigned Id);

  MachineFunction *MF = nullptr;
  const TargetInstrInfo *TII = nullptr;
  MachineLoopInfo *MLI = nullptr;
  MachineDominatorTree *MDT = nullptr;
  MachinePostDominatorTree *MPDT = nullptr;
  std::vector<Access> Accesses;
  std::vector<ClassUse> Uses;
  // Per block and class: the accesses in program order.
  std::map<std::pair<const MachineBasicBlock *, unsigned>,
           SmallVector<const Access *, 8>>
      BlockAccesses;
  // The calls whose accesses PTOCallFootprints.cpp recorded.
  DenseMap<const MachineInstr *, SmallVector<PTO::CallAccess, 4>> KnownCalls;
  SmallPtrSet<const MachineBasicBlock *, 8> BarrierBlocks;
  // The calls and inline assembly drained around, in program order.
  SmallSetVector<MachineInstr *, 8> Barriers;
  std::vector<ClassPlacement> Placement;
  int FreeEvent[NumPipes][NumPipes];
  SmallVector<unsigned, NumBufferIds> FreeBufferIds;
  bool Changed = false;
};

} // namespace

char PTOAutoSync::ID = 0;

INITIALIZE_PASS_BEGIN(PTOAutoSync, DEBUG_TYPE,
                      "PTO automatic pipe synchronisation", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachinePostDominatorTreeWrapperPass)
INITIALIZE_PASS_END(PTOAutoSync, DEBUG_TYPE,
                    "PTO automatic pipe synchronisation", false, false)

FunctionPass *llvm::createPTOAutoSyncPass() { return new PTOAutoSync(); }

/// The function a call instruction calls, if it names one.
static const Function *calledFunction(const MachineInstr &MI) {
  for (const MachineOperand &MO : MI.operands())
    if (MO.isGlobal())
      return dyn_cast<Function>(MO.getGlobal());
  return nullptr;
}

void PTOAutoSync::findKnownCalls() {
  // The IR call of a call instruction: the blocks made from one IR block
  // keep its calls of each function in order.
  KnownCalls.clear();
  std::map<std::pair<const BasicBlock *, const Function *>,
           SmallVector<const MachineInstr *, 2>>
      Calls;
  for (const MachineBasicBlock &MBB : *MF)
    for (const MachineInstr &MI : MBB)
      if (MI.isCall() && MBB.getBasicBlock())
        if (const Function *F = calledFunction(MI))
          Calls[{MBB.getBasicBlock(), F}].push_back(&MI);
  for (const auto &[Key, List] : Calls) {
    SmallVector<const CallBase *, 2> IRCalls;
    for (const Instruction &I : *Key.first)
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (CB->getCalledFunction() == Key.second)
          IRCalls.push_back(CB);
    if (IRCalls.size() != List.size())
      continue;
    for (auto [MI, CB] : llvm::zip(List, IRCalls))
      if (std::optional<SmallVector<PTO::CallAccess, 4>> Accesses =
              PTO::getCallAccesses(*CB))
        KnownCalls[MI] = std::move(*Accesses);
  }
}

bool PTOAutoSync::isBarrier(const MachineInstr &MI) const {
  if (MI.isInlineAsm())
    return true;
  if (!MI.isCall() || KnownCalls.count(&MI))
    return false;
  // Calls of the runtime (soft float, <cmath>: docs/abi.md) touch no memory
  // a pipe reads; nor do functions known not to access memory.
  if (llvm::any_of(MI.operands(),
                   [](const MachineOperand &MO) { return MO.isSymbol(); }))
    return false;
  const Function *F = calledFunction(MI);
  return !F || !F->doesNotAccessMemory();
}

void PTOAutoSync::locationsOf(const MachineInstr &MI,
                              SmallVectorImpl<Location> &Out) {
  auto Known = KnownCalls.find(&MI);
  if (Known != KnownCalls.end()) {
    // A call: the accesses of its callee.
    for (const PTO::CallAccess &A : Known->second) {
      if (PTO::accessesUB(A.Kinds))
        Out.push_back({A.Pipe, true, A.Bytes, -1,
                       bool(A.Kinds & PTO::TSF::ReadsUB),
                       bool(A.Kinds & PTO::TSF::WritesUB)});
      if (A.Kinds & (PTO::TSF::ReadsGM | PTO::TSF::WritesGM))
        Out.push_back({A.Pipe,
                       false,
                       {},
                       A.GMArgument,
                       bool(A.Kinds & PTO::TSF::ReadsGM),
                       bool(A.Kinds & PTO::TSF::WritesGM)});
    }
    return;
  }
  uint64_t Flags = MI.getDesc().TSFlags;
  unsigned Pipe = PTO::getPipe(Flags);
  if (Pipe != PTO::PIPE_S) {
    bool ReadsUB = Flags & PTO::TSF::ReadsUB,
         WritesUB = Flags & PTO::TSF::WritesUB;
    bool ReadsGM = Flags & PTO::TSF::ReadsGM,
         WritesGM = Flags & PTO::TSF::WritesGM;
    PTO::UBInterval Bytes;
    int GMArgument = -1;
    for (const MachineMemOperand *MMO : MI.memoperands())
      if (std::optional<PTO::UBInterval> I = PTO::getUBInterval(*MMO)) {
        Bytes = *I;
        GMArgument =
            cast<PTO::PTOAccessSource>(MMO->getPseudoValue())->getGMArgument();
      }
    if (ReadsUB || WritesUB)
      Out.push_back({Pipe, true, Bytes, -1, ReadsUB, WritesUB});
    if (ReadsGM || WritesGM)
      Out.push_back({Pipe, false, {}, GMArgument, ReadsGM, WritesGM});
    return;
  }
  if (!MI.mayLoadOrStore() ||
      PTO::isPipeSynchronisation(MI.getDesc().TSFlags) || MI.isCall())
    return;
  if (MI.memoperands_empty()) {
    Out.push_back({Pipe, true, {}, -1, MI.mayLoad(), MI.mayStore()});
    Out.push_back({Pipe, false, {}, -1, MI.mayLoad(), MI.mayStore()});
    return;
  }
  for (const MachineMemOperand *MMO : MI.memoperands()) {
    // Spill slots and the other frame objects: the stack is the scalar
    // unit's own.
    if (MMO->getPseudoValue())
      continue;
    const Value *V = MMO->getValue();
    if (V && isa<AllocaInst>(getUnderlyingObject(V)))
      continue;
    bool Read = MMO->isLoad(), Write = MMO->isStore();
    if (MMO->getAddrSpace() != PTOAS::UB) {
      int GMArgument = V ? PTO::getNoAliasArgument(V) : -1;
      Out.push_back({Pipe, false, {}, GMArgument, Read, Write});
      continue;
    }
    PTO::UBInterval Bytes;
    int64_t Size = MMO->getSize().hasValue() ? MMO->getSize().getValue() : -1;
    std::optional<PTO::UBInterval> Addresses;
    if (auto *I = dyn_cast_or_null<Instruction>(V))
      Addresses = PTO::getUBFootprint(*I);
    else if (V)
      if (std::optional<int64_t> A = constantAddress(V, MF->getDataLayout()))
        Addresses = PTO::UBInterval{*A, *A + 1};
    if (Addresses && Size >= 0)
      Bytes = {Addresses->First + MMO->getOffset(),
               Addresses->End - 1 + MMO->getOffset() + Size};
    Out.push_back({Pipe, true, Bytes, -1, Read, Write});
  }
}

void PTOAutoSync::buildClasses(
    ArrayRef<std::pair<MachineInstr *, Location>> Found) {
  // UB: overlapping intervals join (sorted by start, a run of intervals
  // each starting before the run's end is one class).
  SmallVector<PTO::UBInterval, 32> Intervals;
  for (auto &[MI, L] : Found)
    if (L.InUB)
      Intervals.push_back(L.Bytes);
  llvm::sort(Intervals, [](const PTO::UBInterval &A, const PTO::UBInterval &B) {
    return A.First < B.First;
  });
  SmallVector<PTO::UBInterval, 16> Runs;
  for (const PTO::UBInterval &I : Intervals) {
    if (!Runs.empty() && I.First < Runs.back().End)
      Runs.back().End = std::max(Runs.back().End, I.End);
    else
      Runs.push_back(I);
  }
  std::map<int, unsigned> GMClasses;
  for (const auto &Item : Found) {
    MachineInstr *MI = Item.first;
    const Location &L = Item.second;
    unsigned Class;
    if (L.InUB) {
      Class =
          llvm::find_if(Runs,
                        [&](const PTO::UBInterval &R) {
                          return R.First <= L.Bytes.First &&
                                 L.Bytes.First < std::max(R.End, R.First + 1);
                        }) -
          Runs.begin();
    } else {
      auto [It, New] = GMClasses.insert({L.GMArgument, 0});
      if (New)
        It->second = Runs.size() + GMClasses.size() - 1;
      Class = It->second;
    }
    Accesses.push_back({MI, L.Pipe, Class, L.Read, L.Write});
  }
  Uses.assign(Runs.size() + GMClasses.size(), ClassUse());
  countUses();
}

void PTOAutoSync::countUses() {
  for (ClassUse &U : Uses)
    U = ClassUse();
  for (const Access &A : Accesses) {
    if (A.Read)
      Uses[A.Class].Readers |= 1u << A.Pipe;
    if (A.Write)
      Uses[A.Class].Writers |= 1u << A.Pipe;
  }
}

unsigned PTOAutoSync::conflictingPipes(unsigned C) const {
  // Pipes (not the scalar unit) two of which conflict.
  const ClassUse &U = Uses[C];
  unsigned Pipes = U.pipes() & ~(1u << PTO::PIPE_S);
  unsigned Writers = U.Writers & Pipes;
  if (!Writers || llvm::popcount(Pipes) < 2)
    return 0;
  return Pipes;
}

void PTOAutoSync::findFreeIds() {
  bool UsedBuffer[NumBufferIds] = {};
  bool UsedEvent[NumPipes][NumPipes][NumEvents] = {};
  for (MachineBasicBlock &MBB : *MF)
    for (MachineInstr &MI : MBB) {
      switch (MI.getOpcode()) {
      case PTO::SET_FLAG:
      case PTO::WAIT_FLAG:
        UsedEvent[MI.getOperand(0).getImm() % NumPipes]
                 [MI.getOperand(1).getImm() % NumPipes]
                 [MI.getOperand(2).getImm() % NumEvents] = true;
        break;
      case PTO::GET_BUF_I:
      case PTO::RLS_BUF_I:
        if (uint64_t(MI.getOperand(1).getImm()) < NumBufferIds)
          UsedBuffer[MI.getOperand(1).getImm()] = true;
        break;
      default:
        break;
      }
    }
  // The lowest free ids first (ids in registers are not known here: a
  // function that computes them must not use the automatic ones).
  for (unsigned Id = NumBufferIds; Id-- > 0;)
    if (!UsedBuffer[Id])
      FreeBufferIds.push_back(Id);
  for (unsigned Src = 0; Src < NumPipes; ++Src)
    for (unsigned Dst = 0; Dst < NumPipes; ++Dst) {
      FreeEvent[Src][Dst] = -1;
      for (unsigned E = NumEvents; E-- > 0;)
        if (!UsedEvent[Src][Dst][E]) {
          FreeEvent[Src][Dst] = E;
          break;
        }
    }
}

MachineBasicBlock::iterator
PTOAutoSync::flagPair(MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
                      unsigned Src, unsigned Dst) {
  int Event = FreeEvent[Src][Dst];
  if (Event < 0) {
    MF->getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
        MF->getFunction(),
        "automatic synchronisation needs an event the function's own "
        "set_flag/wait_flag do not use",
        At == MBB.end() ? DebugLoc() : At->getDebugLoc()));
    return At;
  }
  DebugLoc DL = At == MBB.end() ? DebugLoc() : At->getDebugLoc();
  for (unsigned Opcode : {PTO::SET_FLAG, PTO::WAIT_FLAG})
    BuildMI(MBB, At, DL, TII->get(Opcode))
        .addImm(Src)
        .addImm(Dst)
        .addImm(Event);
  Changed = true;
  return At;
}

void PTOAutoSync::buffer(MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
                         unsigned Opcode, unsigned Pipe, unsigned Id) {
  DebugLoc DL = At == MBB.end() ? DebugLoc() : At->getDebugLoc();
  BuildMI(MBB, At, DL, TII->get(Opcode)).addImm(Pipe).addImm(Id).addImm(0);
  Changed = true;
}

unsigned PTOAutoSync::pipeMask(const MachineLoop &L, unsigned Class) const {
  unsigned Mask = 0;
  for (const MachineBasicBlock *MBB : L.blocks())
    for (const Access *A : blockAccesses(*MBB, Class))
      Mask |= 1u << A->Pipe;
  return Mask;
}

MachineBasicBlock *PTOAutoSync::holdingBlock(
    const MachineLoop &L, unsigned Class,
    SmallPtrSetImpl<const MachineBasicBlock *> &Region) const {
  // One pipe, no barrier, and a block before the loop (or before the block
  // that only leads into it) from which every path goes through the loop or
  // straight to one of its exits: the acquisition at its end is released at
  // the start of each exit, whichever way the loop is left or skipped.
  unsigned Pipes = pipeMask(L, Class);
  if (llvm::popcount(Pipes) != 1)
    return nullptr;
  for (const MachineBasicBlock *MBB : L.blocks())
    if (BarrierBlocks.count(MBB))
      return nullptr;
  const ClassPlacement &Placed = Placement[Class];
  SmallVector<MachineBasicBlock *, 4> Exits;
  L.getUniqueExitBlocks(Exits);
  if (!llvm::all_of(Exits, [&](const MachineBasicBlock *Exit) {
        return Placed.isFree(Exit);
      }))
    return nullptr;
  Region.clear();
  Region.insert(L.block_begin(), L.block_end());
  MachineBasicBlock *Before = L.getLoopPredecessor();
  auto Closed = [&](const MachineBasicBlock *B) {
    auto Inside = [&](const MachineBasicBlock *X) {
      return Region.count(X) || llvm::is_contained(Exits, X);
    };
    if (!llvm::all_of(B->successors(), Inside))
      return false;
    for (const MachineBasicBlock *MBB : Region) {
      if (!llvm::all_of(MBB->successors(), Inside))
        return false;
      for (const MachineBasicBlock *Pred : MBB->predecessors())
        if (!Region.count(Pred) && Pred != B)
          return false;
    }
    for (const MachineBasicBlock *Exit : Exits)
      for (const MachineBasicBlock *Pred : Exit->predecessors())
        if (!Region.count(Pred) && Pred != B)
          return false;
    return true;
  };
  for (unsigned Step = 0; Before && Step < 2; ++Step) {
    if (!Placed.isFree(Before))
      return nullptr;
    if (!BarrierBlocks.count(Before) && Closed(Before))
      return Before;
    // Step back over a block that only leads into the loop, if no other
    // pipe accesses the class there.
    if (Before->pred_size() != 1 || Before->succ_size() != 1)
      return nullptr;
    for (const Access *A : blockAccesses(*Before, Class))
      if (!(Pipes & (1u << A->Pipe)))
        return nullptr;
    Region.insert(Before);
    Before = *Before->pred_begin();
  }
  return nullptr;
}

void PTOAutoSync::placeLoop(
    MachineLoop &L, unsigned Class, unsigned Pipe, MachineBasicBlock &Preheader,
    const SmallPtrSetImpl<const MachineBasicBlock *> &Region) {
  ClassPlacement &Placed = Placement[Class];
  Placed.Held.insert(Region.begin(), Region.end());
  if (Pipe == PTO::PIPE_S) {
    // Scalar accesses only: the pipes' earlier work first.
    const ClassUse &U = Uses[Class];
    for (unsigned P = 1; P < NumPipes; ++P)
      if ((U.pipes() & (1u << P)) && scalarAfterPipe(Class, P))
        flagPair(Preheader, Preheader.getFirstTerminator(), P, PTO::PIPE_S);
    return;
  }
  // Acquired at the end of the block before, released at the start of each
  // exit (scanBlock).
  Placed.HeldAtEnd[&Preheader] = Pipe;
  SmallVector<MachineBasicBlock *, 4> Exits;
  L.getUniqueExitBlocks(Exits);
  for (MachineBasicBlock *Exit : Exits)
    Placed.HeldAtStart[Exit] = Pipe;
}

bool PTOAutoSync::heldRegion(MachineBasicBlock &Entry, MachineBasicBlock &Exit,
                             unsigned Class, unsigned Pipe,
                             SmallPtrSetImpl<const MachineBasicBlock *> &Region,
                             bool &Larger, unsigned &Covered) const {
  // The blocks reached from the entry before the exit, which post-dominates
  // it. A larger region (a later post-dominator) contains this one's blocks,
  // so a block another pipe accesses or already placed ends the search.
  // Covered: the blocks after the entry whose accesses the hold covers.
  const ClassPlacement &Placed = Placement[Class];
  Region.clear();
  Larger = true;
  if (!MDT->dominates(&Entry, &Exit))
    return false;
  auto OnePipe = [&](const MachineBasicBlock *MBB) {
    return llvm::all_of(blockAccesses(*MBB, Class),
                        [&](const Access *A) { return A->Pipe == Pipe; });
  };
  Covered = 0;
  SmallVector<MachineBasicBlock *, 16> Work(Entry.successors());
  while (!Work.empty()) {
    MachineBasicBlock *MBB = Work.pop_back_val();
    if (MBB == &Entry)
      return false; // a cycle through the entry
    if (!Region.insert(MBB).second || MBB == &Exit)
      continue;
    if (!Placed.isFree(MBB) || BarrierBlocks.count(MBB) || !OnePipe(MBB)) {
      Larger = false;
      return false;
    }
    Covered += !blockAccesses(*MBB, Class).empty();
    Work.append(MBB->succ_begin(), MBB->succ_end());
  }
  if (Placed.Held.count(&Exit) || Placed.HeldAtStart.count(&Exit)) {
    Larger = false;
    return false;
  }
  // One way in, through the entry (the exit is the one way out).
  for (const MachineBasicBlock *MBB : Region)
    for (const MachineBasicBlock *Pred : MBB->predecessors())
      if (Pred != &Entry && !Region.count(Pred))
        return false;
  ArrayRef<const Access *> ExitAccesses = blockAccesses(Exit, Class);
  Covered += !ExitAccesses.empty() && ExitAccesses.front()->Pipe == Pipe;
  return Covered != 0;
}

void PTOAutoSync::placeRegions(unsigned Class) {
  // Acyclic regions (an unrolled loop, a chain of branches) in which one pipe
  // accesses the class: held from the last run of that pipe's accesses in
  // the entry block to the first in the block post-dominating it.
  const ClassUse &U = Uses[Class];
  if (U.BufferId < 0 || (U.pipes() & (1u << PTO::PIPE_S)))
    return;
  constexpr unsigned MaxPostDominators = 32;
  ClassPlacement &Placed = Placement[Class];
  ReversePostOrderTraversal<MachineFunction *> RPOT(MF);
  for (MachineBasicBlock *Entry : RPOT) {
    ArrayRef<const Access *> EntryAccesses = blockAccesses(*Entry, Class);
    if (EntryAccesses.empty() || Placed.Held.count(Entry) ||
        Placed.HeldAtEnd.count(Entry) || BarrierBlocks.count(Entry))
      continue;
    unsigned Pipe = EntryAccesses.back()->Pipe;
    SmallPtrSet<const MachineBasicBlock *, 16> Region, Best;
    MachineBasicBlock *BestExit = nullptr;
    unsigned BestCovered = 0;
    MachineDomTreeNode *Node = MPDT->getNode(Entry);
    for (unsigned Step = 0; Node && Step < MaxPostDominators; ++Step) {
      Node = Node->getIDom();
      if (!Node || !Node->getBlock() ||
          MLI->getLoopFor(Node->getBlock()) != MLI->getLoopFor(Entry))
        break;
      // The smallest region covering the most accesses: holding the class
      // past its last access would delay the other pipes.
      bool Larger;
      unsigned Covered;
      if (heldRegion(*Entry, *Node->getBlock(), Class, Pipe, Region, Larger,
                     Covered) &&
          Covered > BestCovered) {
        BestCovered = Covered;
        Best = Region;
        BestExit = Node->getBlock();
      }
      if (!Larger)
        break;
    }
    if (!BestExit)
      continue;
    Placed.HeldAtEnd[Entry] = Pipe;
    Placed.HeldAtStart[BestExit] = Pipe;
    for (const MachineBasicBlock *MBB : Best)
      if (MBB != BestExit)
        Placed.Held.insert(MBB);
  }
}

void PTOAutoSync::scanBlock(MachineBasicBlock &MBB, unsigned Class) {
  const ClassUse &U = Uses[Class];
  const ClassPlacement &Placed = Placement[Class];
  // The pipe holding the class (PIPE_S: none), and its last access here.
  unsigned Holder = Placed.HeldAtStart.lookup(&MBB);
  unsigned HolderAtEnd = Placed.HeldAtEnd.lookup(&MBB);
  static_assert(PTO::PIPE_S == 0, "PIPE_S is the lookups' default");
  MachineInstr *Last = nullptr;
  // Pipes whose earlier work the scalar unit has waited for; whether the
  // scalar unit may have accessed the class since the last flag to a pipe.
  unsigned Waited = 0;
  unsigned ScalarSince = ~0u;
  auto Release = [&] {
    if (Holder != PTO::PIPE_S && U.BufferId >= 0) {
      MachineBasicBlock::iterator At =
          Last ? std::next(Last->getIterator()) : MBB.getFirstNonPHI();
      // The vector pipe drains at a release: at the end of its run of work
      // (PTOSinkBufferReleases.cpp).
      if (Holder == PTO::PIPE_V)
        At = PTO::endOfVectorRun(MBB, At);
      buffer(MBB, At, PTO::RLS_BUF_I, Holder, U.BufferId);
    }
    Holder = PTO::PIPE_S;
  };
  auto Acquire = [&](unsigned Pipe, MachineBasicBlock::iterator At) {
    if ((ScalarSince & (1u << Pipe)) && (U.pipes() & 1u) &&
        pipeAfterScalar(Class, Pipe)) {
      flagPair(MBB, At, PTO::PIPE_S, Pipe);
      ScalarSince &= ~(1u << Pipe);
    }
    if (U.BufferId >= 0)
      buffer(MBB, At, PTO::GET_BUF_I, Pipe, U.BufferId);
    Holder = Pipe;
  };
  auto HoldAtEnd = [&] {
    if (Holder == HolderAtEnd)
      return;
    Release();
    if (HolderAtEnd != PTO::PIPE_S)
      Acquire(HolderAtEnd, MBB.getFirstTerminator());
  };
  ArrayRef<const Access *> List = blockAccesses(MBB, Class);
  if (List.empty()) {
    HoldAtEnd();
    return;
  }
  AccessCursor Cursor(List);
  for (MachineBasicBlock::iterator I = MBB.begin(), E = MBB.end(); I != E;
       ++I) {
    if (Barriers.count(&*I)) {
      Release();
      Waited = 0;
      ScalarSince = ~0u;
      continue;
    }
    unsigned Pipes = 0, Writers = 0;
    for (const Access *A : Cursor.at(*I)) {
      Pipes |= 1u << A->Pipe;
      if (A->Write)
        Writers |= 1u << A->Pipe;
    }
    if (!Pipes)
      continue;
    unsigned Pipe = llvm::countr_zero(Pipes);
    if (Pipe == PTO::PIPE_S) {
      // The scalar unit executes at issue: wait for the pipes it conflicts
      // with.
      for (unsigned P = 1; P < NumPipes; ++P)
        if ((U.pipes() & (1u << P)) && !(Waited & (1u << P)) &&
            ((U.Writers & (1u << P)) || (Writers & 1u))) {
          flagPair(MBB, I, P, PTO::PIPE_S);
          Waited |= 1u << P;
        }
      ScalarSince = ~0u;
      continue;
    }
    Waited &= ~(1u << Pipe);
    if (Holder != Pipe) {
      Release();
      Acquire(Pipe, I);
    }
    Last = &*I;
  }
  HoldAtEnd();
}

void PTOAutoSync::placeClass(unsigned Class) {
  // Whole loops first (outermost), then the blocks outside them.
  std::function<void(MachineLoop &)> Visit = [&](MachineLoop &L) {
    SmallPtrSet<const MachineBasicBlock *, 16> Region;
    if (MachineBasicBlock *Before = holdingBlock(L, Class, Region)) {
      placeLoop(L, Class, llvm::countr_zero(pipeMask(L, Class)), *Before,
                Region);
      return;
    }
    for (MachineLoop *Sub : L)
      Visit(*Sub);
  };
  for (MachineLoop *L : *MLI)
    Visit(*L);
  placeRegions(Class);
  for (MachineBasicBlock &MBB : *MF)
    if (!Placement[Class].Held.count(&MBB))
      scanBlock(MBB, Class);
}

bool PTOAutoSync::pairOrdered(unsigned Class, unsigned Src,
                              unsigned Dst) const {
  // An access of Src leaves work pending; set_flag(Src, Dst, E) after it,
  // with no earlier set of E not yet waited for, makes the next
  // wait_flag(Src, Dst, E) wait for all of it; a drain waits for everything.
  // An access of Dst conflicting with pending work is not ordered. (Orders
  // through a third pipe are not followed: such a class is left to the
  // buffer ids.)
  const ClassUse &U = Uses[Class];
  bool SrcWrites = U.Writers & (1u << Src);
  int64_t All = PTO::BarrierPipe_PIPE_ALL;
  bool Ordered = true;
  auto Transfer = [&](const MachineBasicBlock &MBB, FlagState S) {
    S.Reached = true;
    AccessCursor Cursor(blockAccesses(MBB, Class));
    for (const MachineInstr &MI : MBB) {
      unsigned Opc = MI.getOpcode();
      if (Barriers.count(const_cast<MachineInstr *>(&MI)) ||
          (Opc == PTO::PIPE_BARRIER && MI.getOperand(0).getImm() == All)) {
        S.Pending = false;
        S.Covering = 0;
        continue;
      }
      if ((Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG) &&
          MI.getOperand(0).getImm() == Src &&
          MI.getOperand(1).getImm() == Dst) {
        unsigned E = MI.getOperand(2).getImm() % NumEvents;
        if (Opc == PTO::SET_FLAG) {
          if (S.Pending && S.Sets[E] == 0)
            S.Covering |= 1u << E;
          S.Sets[E] = std::min(S.Sets[E] + 1, 2);
        } else {
          if (S.Covering & (1u << E)) {
            S.Pending = false;
            S.Covering = 0;
          }
          if (S.Sets[E] == 1)
            S.Sets[E] = 0;
        }
        continue;
      }
      for (const Access *A : Cursor.at(MI)) {
        if (A->Pipe == Src) {
          S.Pending = true;
          S.Covering = 0;
        } else if (A->Pipe == Dst && S.Pending && (SrcWrites || A->Write)) {
          LLVM_DEBUG(dbgs() << "class " << Class << ": not ordered from pipe "
                            << Src << " before " << MI);
          Ordered = false;
        }
      }
    }
    return S;
  };
  solveForward<FlagState>(
      *MF, [](FlagState &S, const FlagState &O) { S.join(O); }, Transfer);
  return Ordered;
}

bool PTOAutoSync::handOrdered(unsigned Class) const {
  // Every pair of the pipes with a conflict on the class.
  const ClassUse &U = Uses[Class];
  unsigned Pipes = conflictingPipes(Class);
  if (U.pipes() & (1u << PTO::PIPE_S))
    return false;
  for (unsigned Src = 1; Src < NumPipes; ++Src)
    for (unsigned Dst = 1; Dst < NumPipes; ++Dst)
      if (Src != Dst && (Pipes >> Src & 1) && (Pipes >> Dst & 1) &&
          (U.Writers & (1u << Src | 1u << Dst)) &&
          !pairOrdered(Class, Src, Dst))
        return false;
  return true;
}

void PTOAutoSync::orderWithinPipe(unsigned Class, unsigned Pipe) {
  // The copies of one DMA pipe may complete out of order (pipeline-sync.md,
  // pipe_barrier): a copy conflicting with an earlier one of its pipe on the
  // class waits for it with pipe_barrier of the pipe, unless a drain or an
  // access of another pipe under the class's buffer id (which waits for the
  // earlier copy's release, and the later copy for its own) lies between.
  enum : unsigned { Read = 1, Write = 2 };
  const ClassUse &U = Uses[Class];
  int64_t All = PTO::BarrierPipe_PIPE_ALL;
  SmallVector<MachineInstr *, 8> Ordered;
  bool Record = false;
  // The kinds of the copies since the last ordering point; with Record, the
  // copies that need a barrier.
  auto Transfer = [&](MachineBasicBlock &MBB, unsigned Pending) {
    AccessCursor Cursor(blockAccesses(MBB, Class));
    for (MachineInstr &MI : MBB) {
      if (Barriers.count(&MI) || (MI.getOpcode() == PTO::PIPE_BARRIER &&
                                  (MI.getOperand(0).getImm() == Pipe ||
                                   MI.getOperand(0).getImm() == All))) {
        Pending = 0;
        continue;
      }
      unsigned Kinds = 0;
      bool Other = false;
      for (const Access *A : Cursor.at(MI)) {
        if (A->Pipe != Pipe)
          Other = true;
        else
          Kinds |= (A->Read ? Read : 0) | (A->Write ? Write : 0);
      }
      if (Other && U.ordered())
        Pending = 0;
      if (((Kinds & Write) && Pending) ||
          ((Kinds & Read) && (Pending & Write))) {
        if (Record)
          Ordered.push_back(&MI);
        Pending = 0;
      }
      Pending |= Kinds;
    }
    return Pending;
  };
  auto Join = [](unsigned &Pending, unsigned Pred) { Pending |= Pred; };
  DenseMap<const MachineBasicBlock *, unsigned> AtEnd =
      solveForward<unsigned>(*MF, Join, Transfer);
  Record = true;
  for (MachineBasicBlock &MBB : *MF) {
    unsigned Pending = 0;
    for (const MachineBasicBlock *Pred : MBB.predecessors())
      Join(Pending, AtEnd.lookup(Pred));
    Transfer(MBB, Pending);
  }
  for (MachineInstr *MI : Ordered) {
    BuildMI(*MI->getParent(), MI, MI->getDebugLoc(),
            TII->get(PTO::PIPE_BARRIER))
        .addImm(Pipe);
    Changed = true;
  }
}

bool PTOAutoSync::runOnMachineFunction(MachineFunction &Fn) {
  // SIMT functions run on the threads of a launch, which have no pipe
  // synchronisation instructions (docs/simt.md); the launching function
  // orders the launch as a call.
  if (!EnableAutoSync || PTO::isSimtFunction(Fn.getFunction()))
    return false;
  MF = &Fn;
  TII = Fn.getSubtarget().getInstrInfo();
  MLI = &getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  MDT = &getAnalysis<MachineDominatorTreeWrapperPass>().getDomTree();
  MPDT = &getAnalysis<MachinePostDominatorTreeWrapperPass>().getPostDomTree();
  Accesses.clear();
  Uses.clear();
  BlockAccesses.clear();
  BarrierBlocks.clear();
  Barriers.clear();
  FreeBufferIds.clear();
  Changed = false;
  findKnownCalls();

  SmallVector<std::pair<MachineInstr *, Location>, 64> Found;
  SmallVector<MachineInstr *, 8> Returns;
  bool PipeWork = false;
  for (MachineBasicBlock &MBB : Fn)
    for (MachineInstr &MI : MBB) {
      if (MI.isReturn())
        Returns.push_back(&MI);
      if (isBarrier(MI)) {
        Barriers.insert(&MI);
        BarrierBlocks.insert(&MBB);
        continue;
      }
      SmallVector<Location, 2> Locations;
      locationsOf(MI, Locations);
      for (const Location &L : Locations) {
        Found.push_back({&MI, L});
        PipeWork |= L.Pipe != PTO::PIPE_S;
      }
    }
  buildClasses(Found);
  findFreeIds();

  // Classes beyond the free buffer ids become one (more ordering, never
  // less; one class per id keeps the acquisitions from interleaving).
  SmallVector<unsigned, 16> Conflicting;
  for (unsigned C = 0; C < Uses.size(); ++C)
    if (conflictingPipes(C))
      Conflicting.push_back(C);
  if (!Conflicting.empty() && FreeBufferIds.empty()) {
    Fn.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
        Fn.getFunction(), "automatic synchronisation needs a buffer id the "
                          "function's own get_buf/rls_buf do not use"));
    return Changed;
  }
  if (Conflicting.size() > FreeBufferIds.size()) {
    unsigned Merged = Conflicting[FreeBufferIds.size() - 1];
    for (Access &A : Accesses)
      if (llvm::is_contained(
              ArrayRef(Conflicting).drop_front(FreeBufferIds.size()), A.Class))
        A.Class = Merged;
    Conflicting.resize(FreeBufferIds.size());
    countUses();
  }
  for (const Access &A : Accesses)
    BlockAccesses[{A.MI->getParent(), A.Class}].push_back(&A);
  // Classes the function's own flags order need nothing more.
  for (unsigned C : Conflicting) {
    if (handOrdered(C))
      Uses[C].HandOrdered = true;
    else
      Uses[C].BufferId = FreeBufferIds.pop_back_val();
  }
  Placement.clear();
  Placement.resize(Uses.size());
  for (unsigned C = 0; C < Uses.size(); ++C) {
    const ClassUse &U = Uses[C];
    for (unsigned Pipe : {PTO::PIPE_MTE2, PTO::PIPE_MTE3})
      if (U.Writers & (1u << Pipe))
        orderWithinPipe(C, Pipe);
    if (llvm::popcount(U.pipes()) >= 2 && U.Writers && !U.HandOrdered)
      placeClass(C);
  }

  if (PipeWork || !Barriers.empty()) {
    unsigned All = PTO::BarrierPipe_PIPE_ALL;
    auto BarrierAt = [&](MachineBasicBlock &MBB,
                         MachineBasicBlock::iterator At) {
      // One barrier suffices where no pipe work is issued since the last.
      for (MachineBasicBlock::iterator I = At; I != MBB.begin();) {
        --I;
        if (I->getOpcode() == PTO::PIPE_BARRIER &&
            I->getOperand(0).getImm() == All)
          return;
        if (I->mayLoadOrStore() || I->isCall() || I->isInlineAsm() ||
            I->hasUnmodeledSideEffects())
          break;
      }
      DebugLoc DL = At == MBB.end() ? DebugLoc() : At->getDebugLoc();
      BuildMI(MBB, At, DL, TII->get(PTO::PIPE_BARRIER)).addImm(All);
      Changed = true;
    };
    for (MachineInstr *Call : Barriers) {
      MachineInstr &MI = *Call;
      BarrierAt(*MI.getParent(), MI.getIterator());
      BarrierAt(*MI.getParent(), std::next(MI.getIterator()));
    }
    // A function only this module calls leaves its pipe work to its
    // callers, which order the accesses of the call or drain after it.
    if (!Fn.getFunction().hasLocalLinkage())
      for (MachineInstr *Ret : Returns)
        BarrierAt(*Ret->getParent(), Ret->getIterator());
  }
  return Changed;
}
