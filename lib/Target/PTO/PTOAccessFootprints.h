//===-- PTOAccessFootprints.h - What a memory access may touch --*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The bytes a memory access may touch over a whole execution of its
// function, as the synchronisation pass (PTOAutoSync.cpp) and the scheduler
// need them:
//
// - UB: an interval of UB byte addresses. PTOAccessFootprints.cpp computes it
//   with ScalarEvolution before instruction selection and records it as
//   !pto.ub.footprint !{i64 First, i64 End} on the llvm.pto.* calls (the
//   bytes of the call) and on the pointer instructions of plain UB loads and
//   stores (the addresses the pointer takes).
// - GM: the noalias argument the GM pointer is based on, or none (any GM).
// - A call of a one-pipe function: its accesses in the caller's terms
//   (PTOCallFootprints.cpp), as !pto.call.footprint.
//
// A PTO memory intrinsic gets one memory operand
// (PTOTargetLowering::getTgtMemIntrinsic) whose value is a PTOAccessSource
// naming the GM argument, whose offset is the first UB byte and whose size
// the number of UB bytes.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOACCESSFOOTPRINTS_H
#define LLVM_LIB_TARGET_PTO_PTOACCESSFOOTPRINTS_H

#include "MCTargetDesc/PTOBaseInfo.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/PseudoSourceValue.h"
#include "llvm/IR/PassManager.h"
#include <cstdint>
#include <optional>

namespace llvm {
class CallBase;
class Function;
class Instruction;
class IntrinsicInst;
class LazyValueInfo;
class MachineMemOperand;
class MCInstrInfo;
class ScalarEvolution;
class Value;

namespace PTO {

/// The UB addresses an access can have: A5's 256 KB on every profile
/// (a2a3's 192 KB are a prefix of them).
constexpr int64_t UBBytes = ubBytes(/*IsA5=*/true);

/// The metadata kind of the UB footprints.
constexpr const char *UBFootprintMD = "pto.ub.footprint";

/// A half-open interval of UB byte addresses.
struct UBInterval {
  int64_t First = 0;
  int64_t End = UBBytes;
  bool overlaps(const UBInterval &O) const {
    return First < O.End && O.First < End;
  }
};

/// The bytes a UB-addressed intrinsic (PTO::isUBAddressedIntrinsic) touches
/// at most: a register (256) for vsts and for vlds with the NORM
/// distribution, two for the x2 forms and the other load distributions (DS
/// reads two registers' worth).
unsigned getUBAccessBytes(const IntrinsicInst &II);
/// The argument index of the UB base of a UB-addressed intrinsic (the
/// offset follows it): its first UB pointer argument.
std::optional<unsigned> getUBBaseArgument(const IntrinsicInst &II);

/// The noalias argument every object GM pointer \p Ptr may be based on is,
/// or -1.
int getNoAliasArgument(const Value *Ptr);

/// The footprint recorded on \p I, if any.
std::optional<UBInterval> getUBFootprint(const Instruction &I);

/// Calls \p Found for each UB access of \p F whose footprint is bounded:
/// the access, the instruction the footprint is recorded on (the access, or
/// the pointer of a plain load or store), and the bytes.
void forEachUBFootprint(
    Function &F, ScalarEvolution &SE, LazyValueInfo &LVI,
    const MCInstrInfo &MII,
    function_ref<void(Instruction &Access, Instruction &Holder, UBInterval)>
        Found);

/// A memory access a call makes, in the caller's terms: the pipe, the
/// memory kinds (PTO::TSF), the UB bytes and the caller's noalias argument
/// the GM pointer is based on (or -1).
struct CallAccess {
  unsigned Pipe;
  uint64_t Kinds;
  UBInterval Bytes;
  int GMArgument;
};

/// The metadata kind of the accesses of a call (PTOCallFootprints.cpp).
constexpr const char *CallFootprintMD = "pto.call.footprint";

/// Records on the calls of \p Caller to functions whose accesses are all
/// made by PTO pipe instructions of one pipe (and the stack) what each call
/// may touch. Returns whether it recorded any.
bool recordCallFootprints(Function &Caller, const MCInstrInfo &MII);

/// The accesses recorded on call \p CB; std::nullopt if none were recorded
/// (the call may touch anything).
std::optional<SmallVector<CallAccess, 4>> getCallAccesses(const CallBase &CB);

/// The memory operand value of the PTO memory intrinsics.
class PTOAccessSource : public PseudoSourceValue {
public:
  /// \p GMArgument: the number of the noalias argument the GM pointer is
  /// based on, or -1.
  PTOAccessSource(int GMArgument, const TargetMachine &TM)
      : PseudoSourceValue(TargetCustom, TM), GMArgument(GMArgument) {}
  static bool classof(const PseudoSourceValue *V) {
    return V->kind() == TargetCustom;
  }
  int getGMArgument() const { return GMArgument; }
  bool isConstant(const MachineFrameInfo *) const override { return false; }
  bool isAliased(const MachineFrameInfo *) const override { return true; }
  bool mayAlias(const MachineFrameInfo *) const override { return true; }
  void printCustom(raw_ostream &OS) const override;

private:
  int GMArgument;
};

/// The UB interval of a memory operand made for a PTO memory intrinsic.
std::optional<UBInterval> getUBInterval(const MachineMemOperand &MMO);

} // namespace PTO

/// The footprints in the optimisation pipeline (PTOAccessFootprints.cpp).
class PTOAccessFootprintsPass : public PassInfoMixin<PTOAccessFootprintsPass> {
public:
  explicit PTOAccessFootprintsPass(const TargetMachine &TM) : TM(TM) {}
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &AM);

private:
  const TargetMachine &TM;
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOACCESSFOOTPRINTS_H
