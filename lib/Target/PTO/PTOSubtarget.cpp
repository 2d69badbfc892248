//===-- PTOSubtarget.cpp - PTO subtarget information ----------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOSubtarget.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/CodeGen/MachineScheduler.h"

using namespace llvm;

#define DEBUG_TYPE "pto-subtarget"

#define GET_SUBTARGETINFO_TARGET_DESC
#define GET_SUBTARGETINFO_CTOR
#include "PTOGenSubtargetInfo.inc"

PTOSubtarget &PTOSubtarget::initializeSubtargetDependencies(StringRef CPU,
                                                            StringRef FS) {
  if (CPU.empty() || CPU == "generic")
    CPU = "a5";
  ParseSubtargetFeatures(CPU, /*TuneCPU=*/CPU, FS);
  return *this;
}

PTOSubtarget::PTOSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                           const TargetMachine &TM)
    : PTOGenSubtargetInfo(TT, CPU, /*TuneCPU=*/CPU, FS),
      InstrInfo(initializeSubtargetDependencies(CPU, FS)), FrameLowering(*this),
      TLInfo(TM, *this) {}

void PTOSubtarget::overrideSchedPolicy(MachineSchedPolicy &Policy,
                                       unsigned NumRegionInstrs) const {
  // Bottom-up alone, the generic default, leaves the top of a loop body to
  // whatever is left: in the in-order vector pipe the first operation then
  // waits for the loads just above it (f32_to_f16's conversions, 7 cycles
  // per iteration). Picking from the top as well fills the load latency
  // with the other loads.
  Policy.OnlyBottomUp = false;
  Policy.OnlyTopDown = false;
}
