//===-- PTOInstrInfo.cpp - PTO instruction information --------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOInstrInfo.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTOFrameLowering.h"
#include "PTOSubtarget.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

#define GET_INSTRINFO_CTOR_DTOR
#include "PTOGenInstrInfo.inc"

PTOInstrInfo::PTOInstrInfo(const PTOSubtarget &STI)
    : PTOGenInstrInfo(PTO::ADJCALLSTACKDOWN, PTO::ADJCALLSTACKUP), RI() {}

/// Builds the instruction that defined \p SrcReg again for \p DestReg when
/// it is init_align, or vag whose scalar operand is unchanged since; false
/// otherwise.
bool PTOInstrInfo::rematerializeFresh(MachineBasicBlock &MBB,
                                      MachineBasicBlock::iterator MI,
                                      const DebugLoc &DL, MCRegister DestReg,
                                      MCRegister SrcReg) const {
  const TargetRegisterInfo &TRI = getRegisterInfo();
  for (MachineBasicBlock::iterator I = MI; I != MBB.begin();) {
    --I;
    if (!I->modifiesRegister(SrcReg, &TRI))
      continue;
    if (I->getOpcode() == PTO::INIT_ALIGN) {
      BuildMI(MBB, MI, DL, get(PTO::INIT_ALIGN), DestReg);
      return true;
    }
    if (I->getOpcode() != PTO::VAG)
      return false;
    Register Scalar = I->getOperand(1).getReg();
    for (MachineBasicBlock::iterator J = std::next(I); J != MI; ++J)
      if (J->modifiesRegister(Scalar, &TRI))
        return false;
    I->getOperand(1).setIsKill(false);
    BuildMI(MBB, MI, DL, get(PTO::VAG), DestReg).addReg(Scalar);
    return true;
  }
  return false;
}

void PTOInstrInfo::copyPhysReg(MachineBasicBlock &MBB,
                               MachineBasicBlock::iterator MI,
                               const DebugLoc &DL, MCRegister DestReg,
                               MCRegister SrcReg, bool KillSrc) const {
  if (PTO::GPRRegClass.contains(DestReg, SrcReg)) {
    BuildMI(MBB, MI, DL, get(PTO::ADDI), DestReg)
        .addReg(SrcReg, getKillRegState(KillSrc))
        .addImm(0);
    return;
  }
  if (PTO::VRFRegClass.contains(DestReg, SrcReg)) {
    BuildMI(MBB, MI, DL, get(PTO::VMOV), DestReg)
        .addReg(SrcReg, getKillRegState(KillSrc));
    return;
  }
  if (PTO::PRFRegClass.contains(DestReg, SrcReg)) {
    // psel pd, ps, ps, ps: either way the result is ps.
    BuildMI(MBB, MI, DL, get(PTO::PSEL), DestReg)
        .addReg(SrcReg)
        .addReg(SrcReg)
        .addReg(SrcReg, getKillRegState(KillSrc));
    return;
  }
  // Align state and vector addresses have no move. A fresh one (init_align,
  // or vag of a scalar still in its register) is computed again, as the
  // register allocator does when it may rematerialise (not at -O0).
  if (rematerializeFresh(MBB, MI, DL, DestReg, SrcReg))
    return;
  // Otherwise a value used after the instruction that updates it in place
  // cannot be kept (docs/codegen.md).
  const char *What = PTO::ARFRegClass.contains(DestReg, SrcReg)
                         ? "an align-state value"
                     : PTO::VARRegClass.contains(DestReg, SrcReg)
                         ? "a vector address"
                         : "a value between these register files";
  MBB.getParent()->getFunction().getContext().emitError(
      Twine("PTO cannot copy ") + What + " in function '" +
      MBB.getParent()->getName() +
      "': the instruction that updates it in place ends its old value; use "
      "the updated one after it");
}

/// Align state and vector addresses cannot be stored and loaded back: no
/// instruction saves them (docs/codegen.md).
static void reportUnsavableRegister(MachineBasicBlock &MBB) {
  MachineFunction &MF = *MBB.getParent();
  MF.getFunction().getContext().emitError(
      "PTO cannot keep an align state or vector address in function '" +
      MF.getName() +
      "' across a call or with more than 8 of them live: no instruction "
      "saves these registers");
}

static MachineMemOperand *getFrameMemOperand(MachineBasicBlock &MBB,
                                             int FrameIndex,
                                             MachineMemOperand::Flags Flags) {
  MachineFunction &MF = *MBB.getParent();
  MachineFrameInfo &MFI = MF.getFrameInfo();
  return MF.getMachineMemOperand(
      MachinePointerInfo::getFixedStack(MF, FrameIndex), Flags,
      MFI.getObjectSize(FrameIndex), MFI.getObjectAlign(FrameIndex));
}

// Scalar registers spill to the stack in GM (sd/ld); vector and predicate
// registers to the UB spill area (docs/abi.md), vectors under the reserved
// all-true p7.
void PTOInstrInfo::storeRegToStackSlot(
    MachineBasicBlock &MBB, MachineBasicBlock::iterator MI, Register SrcReg,
    bool IsKill, int FrameIndex, const TargetRegisterClass *RC,
    const TargetRegisterInfo *TRI, Register VReg) const {
  DebugLoc DL = MI != MBB.end() ? MI->getDebugLoc() : DebugLoc();
  MachineMemOperand *MMO =
      getFrameMemOperand(MBB, FrameIndex, MachineMemOperand::MOStore);
  if (RC == &PTO::GPRRegClass) {
    BuildMI(MBB, MI, DL, get(PTO::SD))
        .addReg(SrcReg, getKillRegState(IsKill))
        .addFrameIndex(FrameIndex)
        .addImm(0)
        .addMemOperand(MMO);
    return;
  }
  MBB.getParent()->getFrameInfo().setStackID(FrameIndex, PTOStackID::UB);
  if (RC == &PTO::VRFRegClass) {
    BuildMI(MBB, MI, DL, get(PTO::VSTS_I))
        .addReg(SrcReg, getKillRegState(IsKill))
        .addFrameIndex(FrameIndex)
        .addImm(0)
        .addImm(PTO::StoreDist_NORM_B8)
        .addReg(PTO::P7)
        .addMemOperand(MMO);
    return;
  }
  if (RC == &PTO::PRFRegClass) {
    BuildMI(MBB, MI, DL, get(PTO::PSTI))
        .addReg(SrcReg, getKillRegState(IsKill))
        .addFrameIndex(FrameIndex)
        .addImm(0)
        .addImm(PTO::PredStoreDist_NORM)
        .addMemOperand(MMO);
    return;
  }
  reportUnsavableRegister(MBB);
}

void PTOInstrInfo::loadRegFromStackSlot(MachineBasicBlock &MBB,
                                        MachineBasicBlock::iterator MI,
                                        Register DestReg, int FrameIndex,
                                        const TargetRegisterClass *RC,
                                        const TargetRegisterInfo *TRI,
                                        Register VReg) const {
  DebugLoc DL = MI != MBB.end() ? MI->getDebugLoc() : DebugLoc();
  MachineMemOperand *MMO =
      getFrameMemOperand(MBB, FrameIndex, MachineMemOperand::MOLoad);
  // A reload may come without a spill (of an undefined value): the slot is
  // still a UB one.
  if (RC != &PTO::GPRRegClass)
    MBB.getParent()->getFrameInfo().setStackID(FrameIndex, PTOStackID::UB);
  unsigned Opcode;
  if (RC == &PTO::GPRRegClass)
    Opcode = PTO::LD;
  else if (RC == &PTO::VRFRegClass)
    Opcode = PTO::VLDS_I;
  else if (RC == &PTO::PRFRegClass)
    Opcode = PTO::PLDI;
  else {
    // Its spill was reported (storeRegToStackSlot).
    BuildMI(MBB, MI, DL, get(TargetOpcode::IMPLICIT_DEF), DestReg);
    return;
  }
  MachineInstrBuilder MIB = BuildMI(MBB, MI, DL, get(Opcode), DestReg)
                                .addFrameIndex(FrameIndex)
                                .addImm(0);
  if (Opcode == PTO::VLDS_I)
    MIB.addImm(PTO::LoadDist_NORM);
  else if (Opcode == PTO::PLDI)
    MIB.addImm(PTO::PredLoadDist_NORM);
  MIB.addMemOperand(MMO);
}

Register PTOInstrInfo::isLoadFromStackSlot(const MachineInstr &MI,
                                           int &FrameIndex) const {
  if (MI.getOpcode() != PTO::LD || !MI.getOperand(1).isFI() ||
      !MI.getOperand(2).isImm() || MI.getOperand(2).getImm() != 0)
    return Register();
  FrameIndex = MI.getOperand(1).getIndex();
  return MI.getOperand(0).getReg();
}

Register PTOInstrInfo::isStoreToStackSlot(const MachineInstr &MI,
                                          int &FrameIndex) const {
  if (MI.getOpcode() != PTO::SD || !MI.getOperand(1).isFI() ||
      !MI.getOperand(2).isImm() || MI.getOperand(2).getImm() != 0)
    return Register();
  FrameIndex = MI.getOperand(1).getIndex();
  return MI.getOperand(0).getReg();
}

static bool isConditionalBranch(unsigned Opcode) {
  switch (Opcode) {
  case PTO::BEQ:
  case PTO::BNE:
  case PTO::BLT:
  case PTO::BGE:
  case PTO::BLTU:
  case PTO::BGEU:
    return true;
  default:
    return false;
  }
}

// Cond is {opcode, rs1, rs2}.
static void parseConditionalBranch(const MachineInstr &MI,
                                   MachineBasicBlock *&Target,
                                   SmallVectorImpl<MachineOperand> &Cond) {
  Target = MI.getOperand(2).getMBB();
  Cond.push_back(MachineOperand::CreateImm(MI.getOpcode()));
  Cond.push_back(MI.getOperand(0));
  Cond.push_back(MI.getOperand(1));
}

bool PTOInstrInfo::analyzeBranch(MachineBasicBlock &MBB,
                                 MachineBasicBlock *&TBB,
                                 MachineBasicBlock *&FBB,
                                 SmallVectorImpl<MachineOperand> &Cond,
                                 bool AllowModify) const {
  TBB = FBB = nullptr;
  Cond.clear();

  MachineBasicBlock::iterator I = MBB.getLastNonDebugInstr();
  if (I == MBB.end() || !isUnpredicatedTerminator(*I))
    return false;

  // Count the terminators; more than two is not a simple branch.
  MachineBasicBlock::iterator FirstTerm = I;
  unsigned NumTerms = 0;
  for (auto J = I.getReverse(); J != MBB.rend() && isUnpredicatedTerminator(*J);
       ++J) {
    FirstTerm = J.getReverse();
    ++NumTerms;
  }
  if (NumTerms > 2)
    return true;

  // Indirect branches and returns cannot be analysed.
  if (I->getDesc().isIndirectBranch() || I->isReturn())
    return true;

  if (NumTerms == 1) {
    if (I->getOpcode() == PTO::J) {
      TBB = I->getOperand(0).getMBB();
      return false;
    }
    if (isConditionalBranch(I->getOpcode())) {
      parseConditionalBranch(*I, TBB, Cond);
      return false;
    }
    return true;
  }

  // A conditional branch followed by an unconditional one.
  if (isConditionalBranch(FirstTerm->getOpcode()) && I->getOpcode() == PTO::J) {
    parseConditionalBranch(*FirstTerm, TBB, Cond);
    FBB = I->getOperand(0).getMBB();
    return false;
  }
  return true;
}

unsigned PTOInstrInfo::removeBranch(MachineBasicBlock &MBB,
                                    int *BytesRemoved) const {
  unsigned Count = 0;
  MachineBasicBlock::iterator I = MBB.getLastNonDebugInstr();
  while (I != MBB.end()) {
    if (I->getOpcode() != PTO::J && !isConditionalBranch(I->getOpcode()))
      break;
    I->eraseFromParent();
    ++Count;
    I = MBB.getLastNonDebugInstr();
  }
  if (BytesRemoved)
    *BytesRemoved = Count * 8;
  return Count;
}

unsigned PTOInstrInfo::insertBranch(MachineBasicBlock &MBB,
                                    MachineBasicBlock *TBB,
                                    MachineBasicBlock *FBB,
                                    ArrayRef<MachineOperand> Cond,
                                    const DebugLoc &DL, int *BytesAdded) const {
  assert(TBB && "insertBranch must not be told to insert a fallthrough");
  assert((Cond.empty() || Cond.size() == 3) && "malformed branch condition");
  unsigned Count = 0;
  if (Cond.empty()) {
    BuildMI(&MBB, DL, get(PTO::J)).addMBB(TBB);
    Count = 1;
  } else {
    BuildMI(&MBB, DL, get(Cond[0].getImm()))
        .add(Cond[1])
        .add(Cond[2])
        .addMBB(TBB);
    Count = 1;
    if (FBB) {
      BuildMI(&MBB, DL, get(PTO::J)).addMBB(FBB);
      Count = 2;
    }
  }
  if (BytesAdded)
    *BytesAdded = Count * 8;
  return Count;
}

bool PTOInstrInfo::reverseBranchCondition(
    SmallVectorImpl<MachineOperand> &Cond) const {
  assert(Cond.size() == 3 && "malformed branch condition");
  // Each conditional branch and the branch taken in the opposite case.
  static const std::pair<unsigned, unsigned> Inverses[] = {
      {PTO::BEQ, PTO::BNE}, {PTO::BLT, PTO::BGE}, {PTO::BLTU, PTO::BGEU}};
  unsigned Opcode = Cond[0].getImm();
  for (auto [A, B] : Inverses) {
    if (Opcode == A || Opcode == B) {
      Cond[0].setImm(Opcode == A ? B : A);
      return false;
    }
  }
  return true;
}

bool PTOInstrInfo::expandPostRAPseudo(MachineInstr &MI) const {
  if (MI.getOpcode() != PTO::PseudoVectorToScalarSync)
    return false;
  MachineBasicBlock &MBB = *MI.getParent();
  unsigned PipeV = PTO::SetFlagPipe_PIPE_V;
  unsigned PipeS = PTO::SetFlagPipe_PIPE_S;
  for (unsigned Opcode : {PTO::SET_FLAG, PTO::WAIT_FLAG})
    BuildMI(MBB, MI, MI.getDebugLoc(), get(Opcode))
        .addImm(PipeV)
        .addImm(PipeS)
        .addImm(MI.getOperand(0).getImm());
  MI.eraseFromParent();
  return true;
}
