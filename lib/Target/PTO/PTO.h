//===-- PTO.h - Top-level interface for the PTO target ----------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTO_H
#define LLVM_LIB_TARGET_PTO_PTO_H

#include "llvm/Support/CodeGen.h"

namespace llvm {
class AsmPrinter;
class Function;
class FunctionPass;
class Instruction;
class MachineInstr;
class MCInst;
class ModulePass;
class PassRegistry;
class PTOTargetMachine;

FunctionPass *createPTOISelDag(PTOTargetMachine &TM, CodeGenOptLevel OptLevel);

ModulePass *createPTOLowerHivmPass();
ModulePass *createPTOSimtPass();
FunctionPass *createPTOExpandUBMemIntrinsicsPass();
ModulePass *createPTOPromoteRegisterAllocasPass();
FunctionPass *createPTOUBDisjointAccessesPass();
FunctionPass *createPTOForwardUBRegistersPass();
FunctionPass *createPTOReuseEqualValuesPass();
FunctionPass *createPTORowPipelinePass();
FunctionPass *createPTOAccessFootprintsPass();
FunctionPass *createPTOAutoSyncPass();
ModulePass *createPTOPlanTilesPass();
FunctionPass *createPTOSinkBufferReleasesPass();

void initializePTODAGToDAGISelLegacyPass(PassRegistry &);
void initializePTOLowerHivmPass(PassRegistry &);
void initializePTOSimtLegacyPass(PassRegistry &);
void initializePTOExpandUBMemIntrinsicsLegacyPass(PassRegistry &);
void initializePTOPromoteRegisterAllocasPass(PassRegistry &);
void initializePTOUBDisjointAccessesPass(PassRegistry &);
void initializePTOForwardUBRegistersPass(PassRegistry &);
void initializePTOReuseEqualValuesPass(PassRegistry &);
void initializePTORowPipelinePass(PassRegistry &);
void initializePTOAccessFootprintsPass(PassRegistry &);
void initializePTOAutoSyncPass(PassRegistry &);
void initializePTOPlanTilesLegacyPass(PassRegistry &);
void initializePTOSinkBufferReleasesPass(PassRegistry &);

namespace PTO {
/// Whether -pto-auto-sync is given (PTOAutoSync.cpp).
bool isAutoSyncEnabled();
/// Removes clang's casts between align states or vector addresses and their
/// C vector types (PTORegisterCasts.cpp); run by PTOPromoteRegisterAllocas.
bool foldRegisterCasts(Function &F);
/// Whether loops over rows are software-pipelined (PTORowPipeline.cpp);
/// the loop unroller then leaves them rolled.
bool isRowPipelineEnabled();
/// The loop property PTORowPipeline gives the loops it pipelines.
constexpr const char *RowPipelinedLoop = "pto.row.pipelined";
/// The metadata kind PTORowPipeline gives the branch that ends a
/// pipelined loop's prologue (stage A of its first iteration) when that
/// is the first pass of several rows: the machine scheduler orders it as
/// it orders the loop's block.
constexpr const char *RowPipelinePrologue = "pto.row.prologue";
/// Whether \p I reduces a vector across its lanes (vcadd, vcmax, ...).
bool isCrossLaneReduction(const Instruction &I);
} // namespace PTO

/// Address spaces of PTO memories (docs/abi.md).
namespace PTOAS {
enum : unsigned {
  Generic = 0,
  GM = 1,
  UB = 6,
};
} // namespace PTOAS

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTO_H
