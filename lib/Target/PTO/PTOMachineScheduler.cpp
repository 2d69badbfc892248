//===-- PTOMachineScheduler.cpp - PTO machine scheduler strategy ----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The block of a loop over rows that PTORowPipeline has software-pipelined
// holds one row's passes and serial chain of reductions and the next row's
// first pass. LLVM's generic scheduler, picking from both ends, leaves gaps
// in the chain (a vcadd's 19 cycles with nothing issued) that the next
// row's independent loads and partial results could fill.
//
// For such a region (the block of a loop PTORowPipeline marked) this
// strategy schedules top-down as the vector pipe runs: in order,
// each vector instruction starting when its operands are ready and the pipe
// is free (the model's latencies and occupancies, as pto-emu times them).
// Of the instructions whose predecessors are scheduled it picks the one
// that can start first; among those, the one with the longest path to the
// end of the region (the serial chain first). A vector register limit keeps
// it from starting loads that would exceed the registers: when the live
// vector values reach it, an instruction that defines no new vector value
// or frees one comes first. The unroller's copies of a loop over rows that
// are reduced and nothing else (rowsum: every load feeds a reduction across
// the lanes) get the same strategy: the generic scheduler hoisted all their
// loads and spilled. Other regions keep the generic scheduler.
//
// The list order of a pipelined loop's block is greedy: it leaves the pipe
// idle where a row's chain of reductions waits and the next row's first
// pass, which fills those cycles, ends in a chain of its own. A search
// then simulates two iterations of the loop in an order (the model's
// latencies and occupancies, the values the block carries to its next
// iteration with theirs) and moves single instructions where their
// dependences allow: annealing (a fixed sequence of pseudo-random moves,
// a worse order taken with a probability that falls over the run), then a
// descent. Vector values live in the order, those carried in from the
// previous iteration included, stay within a limit. The order found is
// taken if its simulated iteration is shorter than the list order's.
//
//===----------------------------------------------------------------------===//

#include "PTOMachineScheduler.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTO.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "pto-machine-scheduler"

static cl::opt<bool> EnableRowScheduler(
    "pto-sched-rows", cl::Hidden, cl::init(true),
    cl::desc("Schedule the blocks of pipelined row loops as the in-order "
             "vector pipe runs them"));

static cl::opt<unsigned> RowSchedulerRegisters(
    "pto-sched-rows-registers", cl::Hidden, cl::init(24),
    cl::desc("Live vector values above which the row scheduler starts no "
             "new one"));

static cl::opt<bool> EnableRowSearch(
    "pto-sched-rows-search", cl::Hidden, cl::init(true),
    cl::desc("Search for a faster order of a pipelined row loop's block than "
             "the list scheduler's, by its simulated steady state"));

static cl::opt<unsigned> RowSearchRegisters(
    "pto-sched-rows-search-registers", cl::Hidden, cl::init(27),
    cl::desc("Vector values, carried ones included, the row search's order "
             "may have live (or the list order's peak, if higher)"));

static cl::opt<unsigned> RowSearchAnneal(
    "pto-sched-rows-search-anneal", cl::Hidden, cl::init(25000),
    cl::desc("Random moves the row search's annealing tries per block"));

static cl::opt<unsigned> RowSearchBudget(
    "pto-sched-rows-search-budget", cl::Hidden, cl::init(2000),
    cl::desc("Moves the row search's descent after the annealing tries at "
             "most, per block"));

static cl::opt<bool> EnableUnrolledRowScheduler(
    "pto-sched-unrolled-rows", cl::Hidden, cl::init(true),
    cl::desc("Schedule loop blocks that hold several rows' reductions across "
             "the lanes as the in-order vector pipe runs them"));

namespace {

enum class RowRegion { None, Pipelined, Unrolled };

/// Whether \p D's region is the block of a loop PTORowPipeline has
/// pipelined, or a loop block holding several rows, each ending in a
/// reduction across the lanes (rows the unroller copied).
RowRegion rowRegion(const ScheduleDAGInstrs &D) {
  if (D.SUnits.empty())
    return RowRegion::None;
  const MachineBasicBlock *MBB = D.SUnits.front().getInstr()->getParent();
  const BasicBlock *BB = MBB->getBasicBlock();
  if (!BB || !BB->getTerminator())
    return RowRegion::None;
  // The prologue of a pipelined loop of rows that are only reduced: the
  // loads and partial sums of its first block of rows.
  if (BB->getTerminator()->getMetadata(PTO::RowPipelinePrologue))
    return EnableUnrolledRowScheduler ? RowRegion::Unrolled : RowRegion::None;
  if (!MBB->isSuccessor(MBB))
    return RowRegion::None;
  MDNode *LoopID = BB->getTerminator()->getMetadata(LLVMContext::MD_loop);
  if (LoopID && findOptionMDForLoopID(LoopID, PTO::RowPipelinedLoop))
    return EnableRowScheduler ? RowRegion::Pipelined : RowRegion::None;
  if (!EnableUnrolledRowScheduler)
    return RowRegion::None;
  // Rows that are reduced and nothing else: every load feeds one of the
  // reductions. A second pass over each row after its reduction (rmsnorm)
  // keeps the generic scheduler, which ordered it better
  // (docs/scheduling.md).
  SmallVector<const Instruction *, 64> Work;
  SmallPtrSet<const Instruction *, 32> Feeds;
  for (const Instruction &I : *BB)
    if (PTO::isCrossLaneReduction(I) && Feeds.insert(&I).second)
      Work.push_back(&I);
  if (Work.size() < 2)
    return RowRegion::None;
  while (!Work.empty())
    for (const Value *Op : Work.pop_back_val()->operands())
      if (const auto *OpI = dyn_cast<Instruction>(Op))
        if (OpI->getParent() == BB && Feeds.insert(OpI).second)
          Work.push_back(OpI);
  for (const Instruction &I : *BB)
    if (I.mayReadFromMemory() && I.getType()->isVectorTy() && !Feeds.count(&I))
      return RowRegion::None;
  return RowRegion::Unrolled;
}

class PTORowStrategy : public GenericScheduler {
public:
  PTORowStrategy(const MachineSchedContext *C) : GenericScheduler(C) {}

  void initialize(ScheduleDAGMI *D) override {
    GenericScheduler::initialize(D);
    RowRegion Kind = rowRegion(*D);
    Rows = Kind != RowRegion::None;
    if (!Rows)
      return;
    Ready.clear();
    ReadyCycle.assign(D->SUnits.size(), 0);
    Cycle = 0;
    Live = 0;
    UsesLeft.clear();
    const MachineRegisterInfo &MRI = D->MF.getRegInfo();
    // Live vector values: the region's vector defs until their last user
    // in the region is scheduled (a value live out stays).
    for (SUnit &SU : D->SUnits)
      for (const MachineOperand &MO : SU.getInstr()->defs())
        if (MO.getReg().isVirtual() && isVector(MRI, MO.getReg())) {
          unsigned Users = 0;
          bool Out = false;
          for (const MachineInstr &U : MRI.use_nodbg_instructions(MO.getReg()))
            if (U.getParent() == SU.getInstr()->getParent() &&
                D->getSUnit(const_cast<MachineInstr *>(&U)))
              ++Users;
            else
              Out = true;
          UsesLeft[&SU] = Out ? ~0u : Users;
        }
    LLVM_DEBUG(dbgs() << "row scheduler: " << D->SUnits.size()
                      << " instructions\n");
    Plan.clear();
    PlanPos = 0;
    if (Kind == RowRegion::Pipelined && EnableRowSearch)
      planBlock(*D);
  }

  SUnit *pickNode(bool &IsTopNode) override {
    if (!Rows)
      return GenericScheduler::pickNode(IsTopNode);
    if (DAG->top() == DAG->bottom() || Ready.empty())
      return nullptr;
    // The searched order, while it agrees with what is ready.
    if (PlanPos < Plan.size()) {
      auto It = llvm::find(Ready, Plan[PlanPos]);
      if (It != Ready.end()) {
        ++PlanPos;
        SUnit *SU = *It;
        Ready.erase(It);
        IsTopNode = true;
        return SU;
      }
      Plan.clear();
    }
    auto Start = [&](SUnit *SU) {
      return isVectorPipe(SU) ? std::max(Cycle, ReadyCycle[SU->NodeNum])
                              : ReadyCycle[SU->NodeNum];
    };
    auto Grows = [&](SUnit *SU) {
      int Net = UsesLeft.count(SU) ? 1 : 0;
      for (const SDep &P : SU->Preds)
        if (P.getKind() == SDep::Data) {
          auto It = UsesLeft.find(P.getSUnit());
          if (It != UsesLeft.end() && It->second == 1)
            --Net;
        }
      return Net > 0;
    };
    // The instruction that can start first; of those, the one with the
    // longest path to the end of the region. When the live vector values
    // reach the limit, one that defines no new one comes first.
    bool Tight = Live >= RowSchedulerRegisters;
    unsigned Best = 0;
    for (unsigned I = 1; I < Ready.size(); ++I) {
      SUnit *A = Ready[I], *B = Ready[Best];
      if (Tight && Grows(A) != Grows(B)) {
        if (!Grows(A))
          Best = I;
        continue;
      }
      unsigned SA = Start(A), SB = Start(B);
      if (SA != SB) {
        if (SA < SB)
          Best = I;
        continue;
      }
      if (A->getHeight() != B->getHeight()) {
        if (A->getHeight() > B->getHeight())
          Best = I;
        continue;
      }
      if (A->NodeNum < B->NodeNum)
        Best = I;
    }
    SUnit *SU = Ready[Best];
    Ready.erase(Ready.begin() + Best);
    IsTopNode = true;
    return SU;
  }

  void schedNode(SUnit *SU, bool IsTopNode) override {
    if (!Rows)
      return GenericScheduler::schedNode(SU, IsTopNode);
    unsigned Begin = ReadyCycle[SU->NodeNum];
    if (isVectorPipe(SU)) {
      Begin = std::max(Begin, Cycle);
      Cycle = Begin + occupancy(SU);
    }
    for (const SDep &S : SU->Succs)
      if (!S.getSUnit()->isBoundaryNode())
        ReadyCycle[S.getSUnit()->NodeNum] =
            std::max(ReadyCycle[S.getSUnit()->NodeNum], Begin + S.getLatency());
    if (UsesLeft.count(SU))
      ++Live;
    for (const SDep &P : SU->Preds)
      if (P.getKind() == SDep::Data) {
        auto It = UsesLeft.find(P.getSUnit());
        if (It != UsesLeft.end() && It->second != ~0u && --It->second == 0)
          --Live;
      }
  }

  void releaseTopNode(SUnit *SU) override {
    if (!Rows)
      return GenericScheduler::releaseTopNode(SU);
    Ready.push_back(SU);
  }
  void releaseBottomNode(SUnit *SU) override {
    if (!Rows)
      GenericScheduler::releaseBottomNode(SU);
  }

private:
  /// The region as the search sees it: per instruction its pipe,
  /// occupancy, predecessors in the region and, for a loop's block, the
  /// instructions of the previous iteration whose results it reads.
  struct Node {
    bool Vector = false;
    bool DefinesVector = false;
    unsigned Occupancy = 1;
    SmallVector<std::pair<unsigned, unsigned>, 4> Preds, Carried;
    SmallVector<unsigned, 4> Succs;
    /// Vector values whose last use in the region this may be: the
    /// region's nodes, and from Nodes.size() on the values live into it.
    SmallVector<unsigned, 2> Reads;
  };
  std::vector<Node> Nodes;
  /// Vector values live into the region that die in it (a loop's carried
  /// values): Node::Reads numbers them from Nodes.size().
  unsigned LiveIns = 0;
  /// simulate()'s buffers.
  mutable std::vector<int> SimPrev, SimCur;
  mutable std::vector<unsigned> SimUsersLeft;

  void planBlock(ScheduleDAGMI &D);
  std::vector<unsigned> listOrder(ArrayRef<unsigned> Priority);
  /// The steady state of the loop in \p Order: the cycles the vector pipe
  /// takes per iteration (the second of two), then the sum of the vector
  /// instructions' start cycles in it; \p Peak gets the most vector values
  /// live.
  std::pair<unsigned, uint64_t>
  simulate(ArrayRef<unsigned> Order, unsigned &Peak,
           std::vector<int> *StartCycles = nullptr) const;

  std::vector<SUnit *> Plan;
  size_t PlanPos = 0;
  bool Rows = false;
  std::vector<SUnit *> Ready;
  std::vector<unsigned> ReadyCycle;
  unsigned Cycle = 0, Live = 0;
  DenseMap<const SUnit *, unsigned> UsesLeft;

  bool isVector(const MachineRegisterInfo &MRI, Register Reg) const {
    return DAG->TRI->getRegSizeInBits(*MRI.getRegClass(Reg)) ==
           PTO::VectorRegisterBits;
  }
  bool isVectorPipe(const SUnit *SU) const {
    return PTO::getOrderPipe(SU->getInstr()->getDesc().TSFlags) == PTO::PIPE_V;
  }
  unsigned occupancy(const SUnit *SU) const {
    const TargetSchedModel &SM = *SchedModel;
    const MCSchedClassDesc *SC = DAG->getSchedClass(const_cast<SUnit *>(SU));
    unsigned Occ = 1;
    if (SC && SC->isValid())
      for (const MCWriteProcResEntry &W :
           make_range(SM.getWriteProcResBegin(SC), SM.getWriteProcResEnd(SC)))
        Occ = std::max<unsigned>(Occ, W.ReleaseAtCycle);
    return Occ;
  }
};

/// The greedy list order pickNode makes, computed ahead: the instruction
/// that can start first, the longest path on a tie, the register limit.
std::vector<unsigned> PTORowStrategy::listOrder(ArrayRef<unsigned> Priority) {
  unsigned N = Nodes.size();
  std::vector<unsigned> Left(N, 0), Order;
  std::vector<unsigned> Start(N, 0), UsersLeft(N + LiveIns, 0);
  for (unsigned I = 0; I < N; ++I)
    for (unsigned S : Nodes[I].Succs)
      ++Left[S];
  for (unsigned I = 0; I < N; ++I)
    for (unsigned R : Nodes[I].Reads)
      ++UsersLeft[R];
  std::vector<unsigned> Avail;
  for (unsigned I = 0; I < N; ++I)
    if (!Left[I])
      Avail.push_back(I);
  unsigned Free = 0, Live = LiveIns;
  auto Grows = [&](unsigned I) {
    int Net = Nodes[I].DefinesVector ? 1 : 0;
    for (unsigned R : Nodes[I].Reads)
      if (UsersLeft[R] == 1)
        --Net;
    return Net > 0;
  };
  while (!Avail.empty()) {
    auto Begin = [&](unsigned I) {
      return Nodes[I].Vector ? std::max(Free, Start[I]) : Start[I];
    };
    bool Tight = Live >= RowSchedulerRegisters;
    unsigned Best = 0;
    for (unsigned K = 1; K < Avail.size(); ++K) {
      unsigned A = Avail[K], B = Avail[Best];
      if (Tight && Grows(A) != Grows(B)) {
        if (!Grows(A))
          Best = K;
        continue;
      }
      if (Begin(A) != Begin(B)) {
        if (Begin(A) < Begin(B))
          Best = K;
        continue;
      }
      unsigned HA = Priority[A], HB = Priority[B];
      if (HA != HB) {
        if (HA > HB)
          Best = K;
        continue;
      }
      if (A < B)
        Best = K;
    }
    unsigned I = Avail[Best];
    Avail.erase(Avail.begin() + Best);
    Order.push_back(I);
    unsigned At = Begin(I);
    if (Nodes[I].Vector)
      Free = At + Nodes[I].Occupancy;
    if (Nodes[I].DefinesVector)
      ++Live;
    for (unsigned R : Nodes[I].Reads)
      if (--UsersLeft[R] == 0 && Live)
        --Live;
    for (unsigned S : Nodes[I].Succs) {
      for (auto [P, Lat] : Nodes[S].Preds)
        if (P == I)
          Start[S] = std::max(Start[S], At + Lat);
      if (--Left[S] == 0)
        Avail.push_back(S);
    }
  }
  return Order;
}

std::pair<unsigned, uint64_t>
PTORowStrategy::simulate(ArrayRef<unsigned> Order, unsigned &Peak,
                         std::vector<int> *StartCycles) const {
  unsigned N = Nodes.size();
  std::vector<int> &Prev = SimPrev, &Cur = SimCur;
  Prev.assign(N, 0);
  Cur.assign(N, 0);
  int Free = 0, EndBefore = 0, Period = 0;
  uint64_t Starts = 0;
  constexpr unsigned Iterations = 2;
  for (unsigned It = 0; It < Iterations; ++It) {
    for (unsigned I : Order) {
      const Node &Nd = Nodes[I];
      int Ready = 0;
      for (auto [P, Lat] : Nd.Preds)
        Ready = std::max(Ready, Cur[P] + int(Lat));
      if (It)
        for (auto [P, Lat] : Nd.Carried)
          Ready = std::max(Ready, Prev[P] + int(Lat));
      if (Nd.Vector) {
        Ready = std::max(Ready, Free);
        Free = Ready + Nd.Occupancy;
      }
      Cur[I] = Ready;
      if (Nd.Vector && It + 1 == Iterations)
        Starts += Ready - EndBefore;
    }
    if (StartCycles && It + 1 == Iterations) {
      *StartCycles = Cur;
      for (int &C : *StartCycles)
        C -= EndBefore;
    }
    Period = Free - EndBefore;
    EndBefore = Free;
    std::swap(Prev, Cur);
  }
  // Live vector values, as the list scheduler counts them.
  std::vector<unsigned> &UsersLeft = SimUsersLeft;
  UsersLeft.assign(N + LiveIns, 0);
  for (unsigned I = 0; I < N; ++I)
    for (unsigned R : Nodes[I].Reads)
      ++UsersLeft[R];
  unsigned Live = LiveIns;
  Peak = Live;
  for (unsigned I : Order) {
    if (Nodes[I].DefinesVector)
      Peak = std::max(Peak, ++Live);
    for (unsigned R : Nodes[I].Reads)
      if (--UsersLeft[R] == 0 && Live)
        --Live;
  }
  return {unsigned(Period), Starts};
}

/// Moves single instructions of the list order to other places their
/// dependences allow while the simulated loop gets shorter and the live
/// vector values stay within the limit (or the list order's peak).
void PTORowStrategy::planBlock(ScheduleDAGMI &D) {
  unsigned N = D.SUnits.size();
  Nodes.assign(N, Node());
  for (unsigned I = 0; I < N; ++I) {
    SUnit &SU = D.SUnits[I];
    Node &Nd = Nodes[I];
    Nd.Vector = isVectorPipe(&SU);
    Nd.Occupancy = occupancy(&SU);
    Nd.DefinesVector = UsesLeft.count(&SU);
    for (const SDep &P : SU.Preds) {
      if (P.isWeak() || P.getSUnit()->isBoundaryNode())
        continue;
      auto Same = llvm::find_if(
          Nd.Preds, [&](auto &E) { return E.first == P.getSUnit()->NodeNum; });
      if (Same == Nd.Preds.end())
        Nd.Preds.push_back({P.getSUnit()->NodeNum, P.getLatency()});
      else
        Same->second = std::max(Same->second, P.getLatency());
      if (P.getKind() == SDep::Data && UsesLeft.count(P.getSUnit()) &&
          UsesLeft.lookup(P.getSUnit()) != ~0u &&
          !llvm::is_contained(Nd.Reads, P.getSUnit()->NodeNum))
        Nd.Reads.push_back(P.getSUnit()->NodeNum);
    }
    for (const SDep &S : SU.Succs)
      if (!S.isWeak() && !S.getSUnit()->isBoundaryNode() &&
          !llvm::is_contained(Nd.Succs, S.getSUnit()->NodeNum))
        Nd.Succs.push_back(S.getSUnit()->NodeNum);
  }
  // Values carried around the loop: a use of a register before (or at)
  // its first definition in the block reads the last definition of the
  // previous iteration.
  DenseMap<Register, unsigned> FirstDef, LastDef;
  for (unsigned I = 0; I < N; ++I)
    for (const MachineOperand &MO : D.SUnits[I].getInstr()->operands())
      if (MO.isReg() && MO.isDef() && MO.getReg().isVirtual()) {
        FirstDef.try_emplace(MO.getReg(), I);
        LastDef[MO.getReg()] = I;
      }
  for (unsigned I = 0; I < N; ++I) {
    const MachineInstr *UseMI = D.SUnits[I].getInstr();
    for (unsigned OpIdx = 0; OpIdx < UseMI->getNumOperands(); ++OpIdx) {
      const MachineOperand &MO = UseMI->getOperand(OpIdx);
      if (!MO.isReg() || !MO.isUse() || !MO.getReg().isVirtual())
        continue;
      auto F = FirstDef.find(MO.getReg());
      if (F == FirstDef.end() || F->second < I)
        continue;
      unsigned Def = LastDef.lookup(MO.getReg());
      const MachineInstr *DefMI = D.SUnits[Def].getInstr();
      unsigned DefIdx = 0;
      for (unsigned K = 0; K < DefMI->getNumOperands(); ++K)
        if (DefMI->getOperand(K).isReg() && DefMI->getOperand(K).isDef() &&
            DefMI->getOperand(K).getReg() == MO.getReg())
          DefIdx = K;
      Nodes[I].Carried.push_back({Def, SchedModel->computeOperandLatency(
                                           DefMI, DefIdx, UseMI, OpIdx)});
    }
  }
  // Vector values live into the block that it redefines (carried around
  // the loop) die at their last use before the definition.
  LiveIns = 0;
  {
    const MachineRegisterInfo &MRI = D.MF.getRegInfo();
    DenseMap<Register, unsigned> LiveIn;
    for (unsigned I = 0; I < N; ++I)
      for (const MachineOperand &MO : D.SUnits[I].getInstr()->uses()) {
        if (!MO.isReg() || !MO.getReg().isVirtual() ||
            !isVector(MRI, MO.getReg()))
          continue;
        auto F = FirstDef.find(MO.getReg());
        if (F == FirstDef.end() || F->second < I)
          continue;
        auto [It, New] = LiveIn.try_emplace(MO.getReg(), N + LiveIns);
        LiveIns += New;
        if (!is_contained(Nodes[I].Reads, It->second))
          Nodes[I].Reads.push_back(It->second);
      }
  }

  std::vector<unsigned> Height(N);
  unsigned Work = 0;
  for (unsigned I = 0; I < N; ++I) {
    Height[I] = D.SUnits[I].getHeight();
    Work += Nodes[I].Vector ? Nodes[I].Occupancy : 0;
  }
  std::vector<unsigned> Order = listOrder(Height);
  if (Order.size() != N)
    return;
  unsigned Peak;
  auto Best = simulate(Order, Peak);
  const unsigned ListPeriod = Best.first;
  // The vector pipe is busy throughout already (rowsum's blocks).
  if (ListPeriod <= Work)
    return;
  unsigned Limit = std::max<unsigned>(RowSearchRegisters, Peak);
  LLVM_DEBUG(dbgs() << "row search: list order " << Best.first << " per "
                    << "iteration, " << Best.second << " summed starts, "
                    << Peak << " live\n");
  std::vector<unsigned> Pos(N), Trial;
  // Annealing: random moves, a worse one taken with a probability that
  // falls with the temperature; the best order seen is kept.
  if (RowSearchAnneal) {
    std::vector<unsigned> Cur = Order;
    auto CurCost = Best;
    uint64_t AState = 0x853c49e6748fea9bull;
    auto Next = [&]() {
      AState ^= AState << 13;
      AState ^= AState >> 7;
      AState ^= AState << 17;
      return AState;
    };
    // Integer arithmetic throughout, so that every host makes the same
    // moves: a worse order by Delta is taken with probability about
    // exp(-Delta / T), the temperature T falling from two cycles to a
    // fiftieth of that over the run.
    auto Score = [](std::pair<unsigned, uint64_t> C) {
      return int64_t(C.first) * 10000 + int64_t(C.second);
    };
    // 65536 * 2^(-Y / 65536), within 6%.
    auto Pow2Neg = [](uint64_t Y) -> int64_t {
      uint64_t Whole = Y >> 16, Frac = Y & 0xffff;
      if (Whole >= 16)
        return 0;
      return int64_t((65536u >> Whole) * (131072 - Frac) / 131072);
    };
    for (unsigned Step = 0; Step < RowSearchAnneal; ++Step) {
      // log2(50) = 5.64 halvings over the run.
      int64_t T =
          20000 * Pow2Neg(uint64_t(Step) * 369623 / RowSearchAnneal) / 65536;
      unsigned P = Next() % N;
      for (unsigned K = 0; K < N; ++K)
        Pos[Cur[K]] = K;
      unsigned I = Cur[P];
      int Lo = 0, Hi = N - 1;
      for (auto [Pr, Lat] : Nodes[I].Preds)
        Lo = std::max(Lo, int(Pos[Pr]) + 1);
      for (unsigned S : Nodes[I].Succs)
        Hi = std::min(Hi, int(Pos[S]) - 1);
      if (Hi < Lo)
        continue;
      int Q = Lo + int(Next() % unsigned(Hi - Lo + 1));
      if (Q == int(P))
        continue;
      auto Move = [&](unsigned From, unsigned To) {
        if (From < To)
          std::rotate(Cur.begin() + From, Cur.begin() + From + 1,
                      Cur.begin() + To + 1);
        else
          std::rotate(Cur.begin() + To, Cur.begin() + From,
                      Cur.begin() + From + 1);
      };
      Move(P, Q);
      unsigned TrialPeak;
      auto Cost = simulate(Cur, TrialPeak);
      int64_t Delta = Score(Cost) - Score(CurCost);
      // exp(-x) = 2^(-x log2(e)), log2(e) = 94548 / 65536.
      if (TrialPeak <= Limit &&
          (Delta <= 0 ||
           (T > 0 && int64_t(Next() % 65536) <
                         Pow2Neg(uint64_t(Delta) * 94548 / uint64_t(T))))) {
        CurCost = Cost;
        if (Cost < Best) {
          Best = Cost;
          Order = Cur;
        }
      } else {
        Move(Q, P);
      }
    }
    LLVM_DEBUG(dbgs() << "row search: annealed " << Best.first
                      << " per iteration\n");
  }
  unsigned Budget = RowSearchBudget;
  constexpr int Window = 24;
  for (bool Changed = true; Changed && Budget;) {
    Changed = false;
    for (unsigned P = 0; P < N && Budget; ++P) {
      for (unsigned K = 0; K < N; ++K)
        Pos[Order[K]] = K;
      unsigned I = Order[P];
      int Lo = 0, Hi = N - 1;
      for (auto [Pr, Lat] : Nodes[I].Preds)
        Lo = std::max(Lo, int(Pos[Pr]) + 1);
      for (unsigned S : Nodes[I].Succs)
        Hi = std::min(Hi, int(Pos[S]) - 1);
      Lo = std::max(Lo, int(P) - Window);
      Hi = std::min(Hi, int(P) + Window);
      for (int Q = Lo; Q <= Hi && Budget; ++Q) {
        if (Q == int(P))
          continue;
        Trial = Order;
        Trial.erase(Trial.begin() + P);
        Trial.insert(Trial.begin() + Q, I);
        --Budget;
        unsigned TrialPeak;
        auto Cost = simulate(Trial, TrialPeak);
        if (TrialPeak <= Limit && Cost < Best) {
          Best = Cost;
          Order.swap(Trial);
          Changed = true;
          break;
        }
      }
    }
  }
  LLVM_DEBUG(dbgs() << "row search: " << Best.first << " per iteration, "
                    << Best.second << " summed starts, "
                    << RowSearchBudget - Budget << " tried\n");
  LLVM_DEBUG({
    std::vector<int> Cycles;
    unsigned P;
    simulate(Order, P, &Cycles);
    for (unsigned I : Order)
      dbgs() << Cycles[I] << "\t" << *D.SUnits[I].getInstr();
  });
  // An order no faster than the list scheduler's is not taken: pickNode
  // makes that one.
  if (Best.first >= ListPeriod)
    return;
  for (unsigned I : Order)
    Plan.push_back(&D.SUnits[I]);
}

} // namespace

ScheduleDAGInstrs *llvm::createPTOMachineScheduler(MachineSchedContext *C) {
  auto *DAG = new ScheduleDAGMILive(C, std::make_unique<PTORowStrategy>(C));
  DAG->addMutation(createCopyConstrainDAGMutation(DAG->TII, DAG->TRI));
  return DAG;
}
