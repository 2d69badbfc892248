//===-- PTOISelLoweringAtomics.cpp - PTO atomics --------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Which atomics are instructions (PTOInstrAtomic.td: read-modify-write and
// compare-and-swap of 32- and 64-bit integers in GM) and which become
// compare-and-swap loops (AtomicExpandPass: float operations, sub and nand,
// 8- and 16-bit atomics). UB has no atomics (docs/atomics.md).
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTOISelLowering.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

using AtomicExpansionKind = TargetLowering::AtomicExpansionKind;

/// Reports an atomic access of UB: only GM (and the generic space) has
/// atomics.
static void rejectUBAtomic(const Instruction &I, unsigned AddrSpace) {
  if (AddrSpace != PTOAS::UB)
    return;
  I.getContext().diagnose(DiagnosticInfoUnsupported(
      *I.getFunction(),
      "atomic operations on UB are not supported: atomics work on GM",
      I.getDebugLoc()));
}

AtomicExpansionKind
PTOTargetLowering::shouldExpandAtomicRMWInIR(AtomicRMWInst *AI) const {
  rejectUBAtomic(*AI, AI->getPointerAddressSpace());
  unsigned Bits = AI->getType()->getPrimitiveSizeInBits();
  switch (AI->getOperation()) {
  case AtomicRMWInst::Xchg:
  case AtomicRMWInst::Add:
  case AtomicRMWInst::And:
  case AtomicRMWInst::Or:
  case AtomicRMWInst::Xor:
  case AtomicRMWInst::Max:
  case AtomicRMWInst::Min:
  case AtomicRMWInst::UMax:
  case AtomicRMWInst::UMin:
    if (AI->getType()->isIntegerTy() && (Bits == 32 || Bits == 64))
      return AtomicExpansionKind::None;
    return AtomicExpansionKind::CmpXChg;
  default:
    return AtomicExpansionKind::CmpXChg;
  }
}

AtomicExpansionKind
PTOTargetLowering::shouldExpandAtomicCmpXchgInIR(AtomicCmpXchgInst *AI) const {
  rejectUBAtomic(*AI, AI->getPointerAddressSpace());
  return AtomicExpansionKind::None;
}

AtomicExpansionKind
PTOTargetLowering::shouldExpandAtomicLoadInIR(LoadInst *LI) const {
  rejectUBAtomic(*LI, LI->getPointerAddressSpace());
  // Loads of other than 32 and 64 bits, and of floats, through the integer
  // of their width.
  return AtomicExpansionKind::None;
}

AtomicExpansionKind
PTOTargetLowering::shouldExpandAtomicStoreInIR(StoreInst *SI) const {
  rejectUBAtomic(*SI, SI->getPointerAddressSpace());
  return AtomicExpansionKind::None;
}
