//===-- PTOMachineScheduler.h - PTO machine scheduler strategy --*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOMACHINESCHEDULER_H
#define LLVM_LIB_TARGET_PTO_PTOMACHINESCHEDULER_H

namespace llvm {
struct MachineSchedContext;
class ScheduleDAGInstrs;

/// The pre-RA scheduler: LLVM's generic one from both ends of a region
/// (PTOSubtarget::overrideSchedPolicy), and a list scheduler of the in-order
/// vector pipe for the blocks of software-pipelined loops over rows
/// (PTOMachineScheduler.cpp, docs/scheduling.md).
ScheduleDAGInstrs *createPTOMachineScheduler(MachineSchedContext *C);

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOMACHINESCHEDULER_H
