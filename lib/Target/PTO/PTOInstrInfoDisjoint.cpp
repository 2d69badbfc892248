//===-- PTOInstrInfoDisjoint.cpp - Disjoint UB vector accesses ------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The vector pipe issues in order, so a loop body that loads, computes and
// stores one register at a time waits for every load (docs/benchmarks.md).
// Unrolled, the scheduler can start the next iterations' loads early, but
// only if it knows they do not read what the earlier stores write. The UB
// intrinsics carry memory operands without an IR value (their address is a
// base plus an offset the IR does not combine); this hook tells such accesses
// apart from their address registers: each address is written as a constant
// plus a sum of virtual registers with one definition each, following movi,
// addi, add and copies, and two
// accesses with the same registers are disjoint when their constants are at
// least 512 bytes (the most one access moves) apart.
//
// Plain IR loads and stores (the loop vectoriser's) keep their IR pointer in
// their memory operand. PTOAccessFootprints.cpp records on that pointer the
// UB addresses it takes over the whole function; two accesses whose bytes
// so bounded are apart are disjoint wherever they run.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTOAccessFootprints.h"
#include "PTOInstrInfo.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include <algorithm>
#include <optional>

using namespace llvm;

namespace {

/// Constant + the sum of Registers (virtual, sorted).
struct LinearAddress {
  int64_t Constant = 0;
  SmallVector<Register, 4> Registers;
};

/// Adds the value of \p MO to \p A; false if it cannot be followed.
bool addOperand(const MachineRegisterInfo &MRI, const MachineOperand &MO,
                LinearAddress &A, unsigned Depth) {
  if (MO.isImm()) {
    A.Constant += MO.getImm();
    return true;
  }
  if (!MO.isReg())
    return false;
  Register R = MO.getReg();
  if (R == PTO::X0)
    return true;
  if (!R.isVirtual())
    return false;
  const MachineInstr *Def = MRI.getUniqueVRegDef(R);
  if (Def && Depth < 8) {
    switch (Def->getOpcode()) {
    case PTO::MOVI:
      A.Constant += Def->getOperand(1).getImm();
      return true;
    case PTO::ADDI:
    case PTO::ADD:
      return addOperand(MRI, Def->getOperand(1), A, Depth + 1) &&
             addOperand(MRI, Def->getOperand(2), A, Depth + 1);
    case TargetOpcode::COPY:
      if (Def->getOperand(1).getReg().isVirtual())
        return addOperand(MRI, Def->getOperand(1), A, Depth + 1);
      break;
    default:
      break;
    }
  }
  A.Registers.push_back(R);
  return true;
}

/// The address of a TSF::UBAddressed access: its first scalar register use
/// is the base, the operand after it the offset.
std::optional<LinearAddress> ubAddress(const MachineInstr &MI) {
  if (!(MI.getDesc().TSFlags & PTO::TSF::UBAddressed))
    return std::nullopt;
  const MachineFunction *MF = MI.getMF();
  if (!MF)
    return std::nullopt;
  const MachineRegisterInfo &MRI = MF->getRegInfo();
  for (unsigned I = MI.getDesc().getNumDefs(), E = MI.getNumOperands();
       I + 1 < E; ++I) {
    const MachineOperand &Base = MI.getOperand(I);
    if (!Base.isReg() || !Base.getReg().isVirtual() ||
        !PTO::GPRRegClass.hasSubClassEq(MRI.getRegClass(Base.getReg())))
      continue;
    LinearAddress A;
    if (!addOperand(MRI, Base, A, 0) ||
        !addOperand(MRI, MI.getOperand(I + 1), A, 0))
      return std::nullopt;
    llvm::sort(A.Registers);
    return A;
  }
  return std::nullopt;
}

} // namespace

/// Whether each register of \p A holds the same value at \p MIa and \p MIb:
/// one with a single definition does (the scheduler runs after PHI
/// elimination, when a loop's counter has two); another must not be
/// defined between the two, in one block.
static bool sameValues(const LinearAddress &A, const MachineInstr &MIa,
                       const MachineInstr &MIb) {
  // Two executions of one block (a loop's iterations) see different values
  // even of registers defined once: only accesses of one block compare.
  if (MIa.getParent() != MIb.getParent())
    return false;
  const MachineRegisterInfo &MRI = MIa.getMF()->getRegInfo();
  if (llvm::all_of(A.Registers, [&](Register R) { return MRI.hasOneDef(R); }))
    return true;
  // The instructions from the first of the two to the other.
  for (bool Forward : {true, false}) {
    const MachineInstr &From = Forward ? MIa : MIb;
    const MachineInstr &To = Forward ? MIb : MIa;
    unsigned Steps = 0;
    for (auto I = std::next(From.getIterator()),
              E = From.getParent()->instr_end();
         I != E && Steps < 512; ++I, ++Steps) {
      if (&*I == &To)
        return true;
      for (Register R : A.Registers)
        if (I->modifiesRegister(R, /*TRI=*/nullptr))
          return false;
    }
  }
  return false;
}

/// Whether the scoped-noalias metadata of the memory operands, which
/// PTOUBDisjointAccesses.cpp puts on UB vector accesses it proved disjoint,
/// says that \p A and \p B do not overlap: every scope of one is in the
/// other's !noalias list.
static bool scopedApart(const MachineInstr &A, const MachineInstr &B) {
  if (!A.hasOneMemOperand() || !B.hasOneMemOperand())
    return false;
  auto InNoAlias = [](const MachineMemOperand &Of,
                      const MachineMemOperand &Other) {
    const MDNode *Scopes = Of.getAAInfo().Scope;
    const MDNode *NoAlias = Other.getAAInfo().NoAlias;
    if (!Scopes || !NoAlias || Scopes->getNumOperands() == 0)
      return false;
    for (const MDOperand &S : Scopes->operands())
      if (!llvm::is_contained(NoAlias->operands(), S))
        return false;
    return true;
  };
  const MachineMemOperand &MA = **A.memoperands_begin();
  const MachineMemOperand &MB = **B.memoperands_begin();
  return InNoAlias(MA, MB) || InNoAlias(MB, MA);
}

/// The UB bytes a load or store with an IR pointer may touch, from the
/// footprint of the pointer.
static std::optional<PTO::UBInterval> footprintBytes(const MachineInstr &MI) {
  if (!MI.hasOneMemOperand())
    return std::nullopt;
  const MachineMemOperand &MMO = **MI.memoperands_begin();
  const auto *Ptr = dyn_cast_or_null<Instruction>(MMO.getValue());
  if (!Ptr || !MMO.getSize().hasValue() || MMO.getSize().isScalable())
    return std::nullopt;
  std::optional<PTO::UBInterval> Addresses = PTO::getUBFootprint(*Ptr);
  if (!Addresses)
    return std::nullopt;
  int64_t Size = MMO.getSize().getValue();
  return PTO::UBInterval{Addresses->First + MMO.getOffset(),
                         Addresses->End - 1 + MMO.getOffset() + Size};
}

bool PTOInstrInfo::areMemAccessesTriviallyDisjoint(
    const MachineInstr &MIa, const MachineInstr &MIb) const {
  constexpr int64_t MaxBytes = 512;
  std::optional<PTO::UBInterval> BytesA = footprintBytes(MIa),
                                 BytesB = footprintBytes(MIb);
  if (BytesA && BytesB && !BytesA->overlaps(*BytesB))
    return true;
  // The metadata holds within one execution of the block it was proved in.
  if ((MIa.getDesc().TSFlags & PTO::TSF::UBAddressed) &&
      (MIb.getDesc().TSFlags & PTO::TSF::UBAddressed) &&
      MIa.getParent() == MIb.getParent() && scopedApart(MIa, MIb))
    return true;
  std::optional<LinearAddress> A = ubAddress(MIa), B = ubAddress(MIb);
  if (!A || !B || A->Registers != B->Registers)
    return false;
  if (A->Constant + MaxBytes > B->Constant &&
      B->Constant + MaxBytes > A->Constant)
    return false;
  return sameValues(*A, MIa, MIb);
}
