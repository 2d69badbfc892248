//===-- PTOFrameLowering.h - PTO frame lowering -----------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOFRAMELOWERING_H
#define LLVM_LIB_TARGET_PTO_PTOFRAMELOWERING_H

#include "llvm/CodeGen/TargetFrameLowering.h"

namespace llvm {
class PTOSubtarget;

namespace PTOStackID {
/// Stack objects in the UB spill area (docs/abi.md): vector and predicate
/// spill slots, addressed from x4.
constexpr uint8_t UB = 1;
} // namespace PTOStackID

/// The stack grows down; sp stays 32-byte aligned (docs/abi.md).
class PTOFrameLowering : public TargetFrameLowering {
  const PTOSubtarget &STI;

public:
  explicit PTOFrameLowering(const PTOSubtarget &STI)
      : TargetFrameLowering(StackGrowsDown, Align(32), 0), STI(STI) {}

  void emitPrologue(MachineFunction &MF, MachineBasicBlock &MBB) const override;
  void emitEpilogue(MachineFunction &MF, MachineBasicBlock &MBB) const override;

  MachineBasicBlock::iterator
  eliminateCallFramePseudoInstr(MachineFunction &MF, MachineBasicBlock &MBB,
                                MachineBasicBlock::iterator I) const override;

  void determineCalleeSaves(MachineFunction &MF, BitVector &SavedRegs,
                            RegScavenger *RS) const override;

  bool hasFP(const MachineFunction &MF) const override;

  bool isSupportedStackID(TargetStackID::Value ID) const override;
  void processFunctionBeforeFrameFinalized(MachineFunction &MF,
                                           RegScavenger *RS) const override;

  /// The bytes of UB the function's spill area takes below x4.
  static uint64_t getUBFrameSize(const MachineFunction &MF);
  /// The UB spill area's size, or 0 if [x4, offset] cannot reach it all
  /// (the prologue has reported that error).
  static uint64_t getEncodableUBFrameSize(const MachineFunction &MF);
  bool hasReservedCallFrame(const MachineFunction &MF) const override;

  StackOffset getFrameIndexReference(const MachineFunction &MF, int FI,
                                     Register &FrameReg) const override;

private:
  void adjustSP(MachineBasicBlock &MBB, MachineBasicBlock::iterator MBBI,
                const DebugLoc &DL, int64_t Amount) const;
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOFRAMELOWERING_H
