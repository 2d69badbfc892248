//===-- PTOInstrInfo.h - PTO instruction information ------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOINSTRINFO_H
#define LLVM_LIB_TARGET_PTO_PTOINSTRINFO_H

#include "PTORegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

#define GET_INSTRINFO_HEADER
#include "PTOGenInstrInfo.inc"

namespace llvm {
class PTOSubtarget;

class PTOInstrInfo : public PTOGenInstrInfo {
  const PTORegisterInfo RI;

public:
  explicit PTOInstrInfo(const PTOSubtarget &STI);

  /// The set_flag/wait_flag pair of PseudoVectorToScalarSync.
  bool expandPostRAPseudo(MachineInstr &MI) const override;

  const PTORegisterInfo &getRegisterInfo() const { return RI; }

  /// Two UB vector accesses at [base + offset] (TSF::UBAddressed) whose
  /// addresses differ by a known constant of at least 512 bytes: the
  /// schedulers may then reorder a load of one buffer across a store to
  /// another (PTOInstrInfoDisjoint.cpp).
  bool areMemAccessesTriviallyDisjoint(const MachineInstr &MIa,
                                       const MachineInstr &MIb) const override;

  bool rematerializeFresh(MachineBasicBlock &MBB,
                          MachineBasicBlock::iterator MI, const DebugLoc &DL,
                          MCRegister DestReg, MCRegister SrcReg) const;

  void copyPhysReg(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
                   const DebugLoc &DL, MCRegister DestReg, MCRegister SrcReg,
                   bool KillSrc) const override;

  void storeRegToStackSlot(MachineBasicBlock &MBB,
                           MachineBasicBlock::iterator MI, Register SrcReg,
                           bool IsKill, int FrameIndex,
                           const TargetRegisterClass *RC,
                           const TargetRegisterInfo *TRI,
                           Register VReg) const override;
  void loadRegFromStackSlot(MachineBasicBlock &MBB,
                            MachineBasicBlock::iterator MI, Register DestReg,
                            int FrameIndex, const TargetRegisterClass *RC,
                            const TargetRegisterInfo *TRI,
                            Register VReg) const override;

  Register isLoadFromStackSlot(const MachineInstr &MI,
                               int &FrameIndex) const override;
  Register isStoreToStackSlot(const MachineInstr &MI,
                              int &FrameIndex) const override;

  bool analyzeBranch(MachineBasicBlock &MBB, MachineBasicBlock *&TBB,
                     MachineBasicBlock *&FBB,
                     SmallVectorImpl<MachineOperand> &Cond,
                     bool AllowModify) const override;
  unsigned removeBranch(MachineBasicBlock &MBB,
                        int *BytesRemoved = nullptr) const override;
  unsigned insertBranch(MachineBasicBlock &MBB, MachineBasicBlock *TBB,
                        MachineBasicBlock *FBB, ArrayRef<MachineOperand> Cond,
                        const DebugLoc &DL,
                        int *BytesAdded = nullptr) const override;
  bool
  reverseBranchCondition(SmallVectorImpl<MachineOperand> &Cond) const override;
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOINSTRINFO_H
