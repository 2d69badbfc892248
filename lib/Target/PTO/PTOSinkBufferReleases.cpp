//===-- PTOSinkBufferReleases.cpp - Vector-pipe releases after the work ---===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// PTOAutoSync releases a buffer id right after the last access of its class
// and the scheduler then interleaves the releases with the rest of the
// vector work. On the vector pipe an rls_buf waits until every earlier
// vector instruction has completed, and the instructions after it wait for
// the release: a release in the middle of a run of vector instructions
// drains the pipe (about a load's latency, 9 cycles in pto-emu) each time.
// PTOAutoSync therefore places a vector-pipe release at the end of the run
// of vector work around its class's last access (PTO::endOfVectorRun), so
// that the scheduler sees the run as one region; after the last scheduler,
// this pass moves each vector-pipe rls_buf down again past the vector
// instructions and the scalar arithmetic that follow it in its block, so
// that the releases of a run come together after it and the pipe drains
// once (docs/auto-sync.md, "Releases").
//
// Releasing later only delays the pipes that wait for the id. A release
// never moves past another synchronisation instruction, a call, a memory
// access of another pipe or the block's end, so the order of every pipe's
// acquisitions and releases of each id, which is what keeps the ids free
// of deadlock, is unchanged.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTO.h"
#include "PTOBufferReleases.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstr.h"

using namespace llvm;

#define DEBUG_TYPE "pto-sink-buffer-releases"

static bool isVectorRelease(const MachineInstr &MI) {
  return MI.getOpcode() == PTO::RLS_BUF_I &&
         MI.getOperand(0).getImm() == PTO::PIPE_V;
}

bool PTO::vectorReleaseMayPass(const MachineInstr &MI) {
  uint64_t Flags = MI.getDesc().TSFlags;
  if (MI.isTerminator() || MI.isCall() || MI.isInlineAsm() ||
      MI.hasUnmodeledSideEffects() || PTO::isPipeSynchronisation(Flags))
    return false;
  if (PTO::getPipe(Flags) == PTO::PIPE_V)
    return true;
  return PTO::getPipe(Flags) == PTO::PIPE_S && !MI.mayLoadOrStore();
}

MachineBasicBlock::iterator
PTO::endOfVectorRun(MachineBasicBlock &MBB, MachineBasicBlock::iterator At) {
  while (At != MBB.end() && vectorReleaseMayPass(*At))
    ++At;
  return At;
}

namespace {

class PTOSinkBufferReleases : public MachineFunctionPass {
public:
  static char ID;
  PTOSinkBufferReleases() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "PTO vector-pipe buffer releases after the work";
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // namespace

char PTOSinkBufferReleases::ID = 0;

INITIALIZE_PASS(PTOSinkBufferReleases, DEBUG_TYPE,
                "PTO vector-pipe buffer releases after the work", false, false)

FunctionPass *llvm::createPTOSinkBufferReleasesPass() {
  return new PTOSinkBufferReleases();
}

bool PTOSinkBufferReleases::runOnMachineFunction(MachineFunction &MF) {
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF) {
    SmallVector<MachineInstr *, 8> Releases;
    for (MachineInstr &MI : MBB)
      if (isVectorRelease(MI))
        Releases.push_back(&MI);
    // The last first, so that each release lands after those below it.
    for (MachineInstr *Release : reverse(Releases)) {
      MachineBasicBlock::iterator At = std::next(Release->getIterator());
      while (At != MBB.end() &&
             (isVectorRelease(*At) || PTO::vectorReleaseMayPass(*At)))
        ++At;
      // Past the other releases it met, keeping their order.
      while (At != MBB.begin() && std::prev(At) != Release->getIterator() &&
             isVectorRelease(*std::prev(At)))
        --At;
      if (At == std::next(Release->getIterator()))
        continue;
      MBB.splice(At, &MBB, Release->getIterator());
      Changed = true;
    }
  }
  return Changed;
}
