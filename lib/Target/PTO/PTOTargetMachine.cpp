//===-- PTOTargetMachine.cpp - Define TargetMachine for PTO ---------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOTargetMachine.h"
#include "PTO.h"
#include "PTOAccessFootprints.h"
#include "PTOCleanupInlinedO0.h"
#include "PTOExpandUBMemIntrinsics.h"
#include "PTOLowerHivm.h"
#include "PTOMachineScheduler.h"
#include "PTOSimt.h"
#include "PTOSplitFoldedTail.h"
#include "PTOTargetObjectFile.h"
#include "PTOTargetTransformInfo.h"
#include "PTOTilePlanning.h"
#include "PTOVectorizedPipeSync.h"
#include "TargetInfo/PTOTargetInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"

using namespace llvm;

extern "C" LLVM_EXTERNAL_VISIBILITY void LLVMInitializePTOTarget() {
  RegisterTargetMachine<PTOTargetMachine> X(getThePTOTarget());
  PassRegistry &PR = *PassRegistry::getPassRegistry();
  initializePTODAGToDAGISelLegacyPass(PR);
  initializePTOLowerHivmPass(PR);
  initializePTOSimtLegacyPass(PR);
  initializePTOExpandUBMemIntrinsicsLegacyPass(PR);
  initializePTOPromoteRegisterAllocasPass(PR);
  initializePTOUBDisjointAccessesPass(PR);
  initializePTOForwardUBRegistersPass(PR);
  initializePTOReuseEqualValuesPass(PR);
  initializePTORowPipelinePass(PR);
  initializePTOAccessFootprintsPass(PR);
  initializePTOAutoSyncPass(PR);
  initializePTOPlanTilesLegacyPass(PR);
  initializePTOSinkBufferReleasesPass(PR);
}

// Must match clang/lib/Basic/Targets/PTO.cpp; documented in docs/abi.md.
static const char *const PTODataLayout =
    "e"                // Little endian.
    "-m:e"             // ELF name mangling.
    "-p:64:64"         // Generic pointers: 64-bit.
    "-p1:64:64"        // GM pointers: 64-bit.
    "-p6:64:64"        // UB pointers: 64-bit (UB offsets are smaller).
    "-i64:64-i128:128" // 64-bit integers are 64-bit aligned.
    "-n32:64"          // Native integers: 32 and 64 bits.
    "-S256"            // The stack is 32-byte aligned (vector spills).
    "-v256:256"        // Masks and align state: 32-byte aligned.
    "-v2048:256";      // Vectors: 32-byte aligned, as vlds requires.

static StringRef resolveCPU(StringRef CPU) {
  return CPU.empty() || CPU == "generic" ? "a5" : CPU;
}

PTOTargetMachine::PTOTargetMachine(const Target &T, const Triple &TT,
                                   StringRef CPU, StringRef FS,
                                   const TargetOptions &Options,
                                   std::optional<Reloc::Model> RM,
                                   std::optional<CodeModel::Model> CM,
                                   CodeGenOptLevel OL, bool JIT)
    : LLVMTargetMachine(T, PTODataLayout, TT, resolveCPU(CPU), FS, Options,
                        RM.value_or(Reloc::Static),
                        getEffectiveCodeModel(CM, CodeModel::Small), OL),
      TLOF(std::make_unique<PTOTargetObjectFile>()),
      Subtarget(TT, resolveCPU(CPU), FS, *this) {
  initAsmInfo();
}

PTOTargetMachine::~PTOTargetMachine() = default;

TargetTransformInfo
PTOTargetMachine::getTargetTransformInfo(const Function &F) const {
  return TargetTransformInfo(PTOTTIImpl(this, F));
}

void PTOTargetMachine::registerPassBuilderCallbacks(PassBuilder &PB) {
  // First the llvm.hivm.* calls of PTOAS's IR as llvm.pto.* intrinsics, so
  // that the optimisers see what they do (PTOLowerHivm.cpp).
  PB.registerPipelineStartEPCallback([](ModulePassManager &MPM,
                                        OptimizationLevel Level) {
    MPM.addPass(PTOLowerHivmPass());
    // The functions that allocate auto-mode tiles are inlined into their
    // kernels at every level (PTOTilePlanning.h).
    MPM.addPass(PTOPrepareAutoModePass());
    // SIMT functions are marked before the vectorisers ask the cost
    // model about them, and direct calls of them are reported before
    // the inliner hides them (PTOSimt.cpp).
    MPM.addPass(PTOSimtPass());
    // At -O0, each function cleaned before the always-inliner copies it
    // into its callers, and again after (PTOCleanupInlinedO0.cpp).
    if (Level == OptimizationLevel::O0)
      MPM.addPass(createModuleToFunctionPassAdaptor(PTOCleanupInlinedO0Pass()));
  });
  // After the inliner, each auto-mode tile allocation numbered, so that the
  // planner knows the copies the unroller makes of one (PTOTilePlanning.h).
  PB.registerOptimizerEarlyEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level) {
        if (Level != OptimizationLevel::O0)
          MPM.addPass(PTONumberTilesPass());
      });
  // The UB footprints while loops still have their source trip counts
  // (PTOAccessFootprints.cpp).
  // The vector accesses the source has, so that after the vectorisers
  // those they made are ordered with the scalar unit's work
  // (PTOVectorizedPipeSync.cpp).
  PB.registerVectorizerStartEPCallback(
      [this](FunctionPassManager &FPM, OptimizationLevel) {
        // UB copies and fills the loop idiom pass made are loops again
        // (PTOExpandUBMemIntrinsics.cpp), for the vectorisers.
        FPM.addPass(PTOExpandUBMemIntrinsicsPass());
        FPM.addPass(PTOAccessFootprintsPass(*this));
        FPM.addPass(PTOMarkSourceVectorsPass());
      });
  // Then the whole registers of tail-folded loops without masks
  // (PTOSplitFoldedTail.cpp).
  PB.registerOptimizerLastEPCallback([this](ModulePassManager &MPM,
                                            OptimizationLevel Level) {
    // At -O0, the always-inlined header layers out of memory
    // (PTOCleanupInlinedO0.cpp). Then the tiles' UB addresses, after the
    // unroller and before the vectorised pipe synchronisation reads them
    // (PTOTilePlanning.cpp).
    if (Level == OptimizationLevel::O0)
      MPM.addPass(createModuleToFunctionPassAdaptor(PTOCleanupInlinedO0Pass()));
    MPM.addPass(PTOPlanTilesPass(*this));
    FunctionPassManager FPM;
    FPM.addPass(PTOVectorizedPipeSyncPass(*this));
    if (Level != OptimizationLevel::O0)
      FPM.addPass(PTOSplitFoldedTailPass());
    MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
  });
  // Their names for opt -passes=.
  PB.registerPipelineParsingCallback(
      [this](StringRef Name, ModulePassManager &MPM,
             ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "pto-lower-hivm") {
          MPM.addPass(PTOLowerHivmPass());
          // The functions that allocate auto-mode tiles are inlined into their
          // kernels at every level (PTOTilePlanning.h).
          MPM.addPass(PTOPrepareAutoModePass());
          return true;
        }
        if (Name == "pto-simt") {
          MPM.addPass(PTOSimtPass());
          return true;
        }
        if (Name == "pto-prepare-auto-mode") {
          MPM.addPass(PTOPrepareAutoModePass());
          return true;
        }
        if (Name == "pto-number-tiles") {
          MPM.addPass(PTONumberTilesPass());
          return true;
        }
        if (Name == "pto-plan-tiles") {
          MPM.addPass(PTOPlanTilesPass(*this));
          return true;
        }
        return false;
      });
  PB.registerPipelineParsingCallback(
      [this](StringRef Name, FunctionPassManager &FPM,
             ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "pto-cleanup-inlined-o0") {
          FPM.addPass(PTOCleanupInlinedO0Pass());
          return true;
        }
        if (Name == "pto-expand-ub-mem-intrinsics") {
          FPM.addPass(PTOExpandUBMemIntrinsicsPass());
          return true;
        }
        if (Name == "pto-mark-source-vectors") {
          FPM.addPass(PTOMarkSourceVectorsPass());
          return true;
        }
        if (Name == "pto-split-folded-tail") {
          FPM.addPass(PTOSplitFoldedTailPass());
          return true;
        }
        if (Name == "pto-vectorized-pipe-sync") {
          FPM.addPass(PTOVectorizedPipeSyncPass(*this));
          return true;
        }
        return false;
      });
}

bool PTOTargetMachine::isNoopAddrSpaceCast(unsigned SrcAS,
                                           unsigned DestAS) const {
  return SrcAS != PTOAS::UB && DestAS != PTOAS::UB;
}

namespace {

class PTOPassConfig : public TargetPassConfig {
public:
  PTOPassConfig(PTOTargetMachine &TM, PassManagerBase &PM)
      : TargetPassConfig(TM, PM) {}

  PTOTargetMachine &getPTOTargetMachine() const {
    return getTM<PTOTargetMachine>();
  }

  /// The llvm.hivm.* calls of PTOAS's IR become llvm.pto.* intrinsics
  /// (PTOLowerHivm.cpp). Vector, mask, align-state and vector-address
  /// locals get a home the vector unit can use at every optimisation level,
  /// -O0 included (PTOPromoteRegisterAllocas.cpp).
  void addIRPasses() override {
    addPass(createPTOLowerHivmPass());
    addPass(createPTOSimtPass());
    // Auto-mode tiles of IR that did not come through clang's pipeline.
    addPass(createPTOPlanTilesPass());
    addPass(createPTOExpandUBMemIntrinsicsPass());
    addPass(createPTOPromoteRegisterAllocasPass());
    // Before loop strength reduction makes registers of the copies: loops
    // over rows overlap a row's reductions with the next row's first pass.
    if (getOptLevel() != CodeGenOptLevel::None) {
      addPass(createPTORowPipelinePass());
      addPass(createPTOReuseEqualValuesPass());
    }
    // Atomics of other widths and operations as compare-and-swap loops.
    addPass(createAtomicExpandLegacyPass());
    TargetPassConfig::addIRPasses();
    // After loop strength reduction has settled the addresses: registers
    // instead of UB round trips, then what the scheduler may reorder.
    if (getOptLevel() != CodeGenOptLevel::None) {
      addPass(createPTOForwardUBRegistersPass());
      addPass(createPTOUBDisjointAccessesPass());
    }
    // The UB bytes of each access, for the memory operands
    // (PTOAccessFootprints.h).
    addPass(createPTOAccessFootprintsPass());
  }

  /// The generic scheduler, and for the blocks of pipelined loops over rows
  /// a list scheduler of the vector pipe (PTOMachineScheduler.h).
  ScheduleDAGInstrs *
  createMachineScheduler(MachineSchedContext *C) const override {
    return createPTOMachineScheduler(C);
  }

  /// The synchronisation of the pipes, when asked for (PTOAutoSync.cpp):
  /// before the scheduler, which keeps memory accesses on their side of it.
  void addPreRegAlloc() override {
    if (PTO::isAutoSyncEnabled())
      addPass(createPTOAutoSyncPass());
  }

  /// After the last scheduler: the vector pipe's buffer releases after
  /// the vector work they ended (PTOSinkBufferReleases.cpp).
  void addPreEmitPass() override {
    if (PTO::isAutoSyncEnabled())
      addPass(createPTOSinkBufferReleasesPass());
  }

  /// At -O0 too, registers are allocated as at -O1 and above: the fast
  /// allocator spills every value live out of a block, and align states and
  /// vector addresses cannot be spilled (docs/codegen.md).
  void addFastRegAlloc() override { addOptimizedRegAlloc(); }

  bool addInstSelector() override {
    addPass(createPTOISelDag(getPTOTargetMachine(), getOptLevel()));
    return false;
  }
};

} // namespace

TargetPassConfig *PTOTargetMachine::createPassConfig(PassManagerBase &PM) {
  return new PTOPassConfig(*this, PM);
}
