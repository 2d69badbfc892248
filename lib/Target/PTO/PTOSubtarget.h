//===-- PTOSubtarget.h - PTO subtarget information --------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOSUBTARGET_H
#define LLVM_LIB_TARGET_PTO_PTOSUBTARGET_H

#include "PTOFrameLowering.h"
#include "PTOISelLowering.h"
#include "PTOInstrInfo.h"
#include "PTORegisterInfo.h"
#include "llvm/CodeGen/SelectionDAGTargetInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DataLayout.h"

#define GET_SUBTARGETINFO_HEADER
#include "PTOGenSubtargetInfo.inc"

namespace llvm {
class StringRef;
class TargetMachine;

class PTOSubtarget : public PTOGenSubtargetInfo {
  // Features, set by ParseSubtargetFeatures.
  bool IsA5 = false;
  bool IsA2A3 = false;

  PTOInstrInfo InstrInfo;
  PTOFrameLowering FrameLowering;
  PTOTargetLowering TLInfo;
  SelectionDAGTargetInfo TSInfo;

  PTOSubtarget &initializeSubtargetDependencies(StringRef CPU, StringRef FS);

public:
  PTOSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
               const TargetMachine &TM);

  void ParseSubtargetFeatures(StringRef CPU, StringRef TuneCPU, StringRef FS);

  /// The MachineScheduler runs with the A5 model (PTOSchedA5.td).
  bool enableMachineScheduler() const override { return true; }
  /// Schedules from both ends of a region (docs/scheduling.md).
  void overrideSchedPolicy(MachineSchedPolicy &Policy,
                           unsigned NumRegionInstrs) const override;

  bool isA5() const { return IsA5; }
  bool isA2A3() const { return IsA2A3; }

  const PTOInstrInfo *getInstrInfo() const override { return &InstrInfo; }
  const PTOFrameLowering *getFrameLowering() const override {
    return &FrameLowering;
  }
  const PTORegisterInfo *getRegisterInfo() const override {
    return &InstrInfo.getRegisterInfo();
  }
  const PTOTargetLowering *getTargetLowering() const override {
    return &TLInfo;
  }
  const SelectionDAGTargetInfo *getSelectionDAGInfo() const override {
    return &TSInfo;
  }
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOSUBTARGET_H
