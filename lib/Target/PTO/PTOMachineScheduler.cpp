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
  }

  SUnit *pickNode(bool &IsTopNode) override {
    if (!Rows)
      return GenericScheduler::pickNode(IsTopNode);
    if (DAG->top() == DAG->bottom() || Ready.empty())
      return nullptr;
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

} // namespace

ScheduleDAGInstrs *llvm::createPTOMachineScheduler(MachineSchedContext *C) {
  auto *DAG = new ScheduleDAGMILive(C, std::make_unique<PTORowStrategy>(C));
  DAG->addMutation(createCopyConstrainDAGMutation(DAG->TII, DAG->TRI));
  return DAG;
}
