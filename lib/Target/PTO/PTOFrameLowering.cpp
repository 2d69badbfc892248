//===-- PTOFrameLowering.cpp - PTO frame lowering -------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Frame layout (docs/abi.md): on entry sp points at the caller's outgoing
// arguments. The prologue lowers sp by the frame size; the callee-saved
// registers are stored at the top of the frame; with a frame pointer, fp is
// the value sp had on entry.
//
//===----------------------------------------------------------------------===//

#include "PTOFrameLowering.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTOInstrInfo.h"
#include "PTOSubtarget.h"
#include "PTOTilePlanning.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/RegisterScavenging.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

bool PTOFrameLowering::hasFP(const MachineFunction &MF) const {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  return MF.getTarget().Options.DisableFramePointerElim(MF) ||
         MFI.hasVarSizedObjects() || MFI.isFrameAddressTaken();
}

void PTOFrameLowering::determineCalleeSaves(MachineFunction &MF,
                                            BitVector &SavedRegs,
                                            RegScavenger *RS) const {
  TargetFrameLowering::determineCalleeSaves(MF, SavedRegs, RS);
  if (hasFP(MF))
    SavedRegs.set(PTO::X3);
}

bool PTOFrameLowering::isSupportedStackID(TargetStackID::Value ID) const {
  return ID == TargetStackID::Default || ID == PTOStackID::UB;
}

namespace {
/// Where a UB stack object other than a spill slot is used: its block and
/// the first and last instruction positions there, or several blocks.
struct UBSlotUses {
  const MachineBasicBlock *Block = nullptr;
  unsigned First = ~0u, Last = 0;
  bool SeveralBlocks = false;
};
} // namespace

/// The uses of the UB objects that are not spill slots: the slots of lanes
/// read through UB (PTOISelLoweringElements.cpp), each stored once and read
/// by scalar loads soon after.
static DenseMap<int, UBSlotUses> findUBSlotUses(const MachineFunction &MF) {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  DenseMap<int, UBSlotUses> Uses;
  for (const MachineBasicBlock &MBB : MF) {
    unsigned Position = 0;
    for (const MachineInstr &MI : MBB) {
      ++Position;
      for (const MachineOperand &MO : MI.operands()) {
        if (!MO.isFI() || MO.getIndex() < 0 ||
            MFI.getStackID(MO.getIndex()) != PTOStackID::UB ||
            MFI.isSpillSlotObjectIndex(MO.getIndex()))
          continue;
        UBSlotUses &U = Uses[MO.getIndex()];
        U.SeveralBlocks |= U.Block && U.Block != &MBB;
        U.Block = &MBB;
        U.First = std::min(U.First, Position);
        U.Last = std::max(U.Last, Position);
      }
    }
  }
  return Uses;
}

// UB slots are laid out upwards from x4, which the prologue lowers by the
// area's size; PrologEpilogInserter lays out only the default stack. Spill
// slots (already coloured by StackSlotColoring) and objects used in several
// blocks get bytes of their own. The others, used in one block from their
// first to their last instruction, share bytes with the objects of other
// blocks and with the ones of their block whose uses they do not overlap,
// so a function may read the lanes of any number of vectors.
void PTOFrameLowering::processFunctionBeforeFrameFinalized(
    MachineFunction &MF, RegScavenger *RS) const {
  MachineFrameInfo &MFI = MF.getFrameInfo();
  DenseMap<int, UBSlotUses> Uses = findUBSlotUses(MF);
  uint64_t Offset = 0;
  DenseMap<const MachineBasicBlock *, SmallVector<int, 8>> BlockSlots;
  for (int FI = 0, E = MFI.getObjectIndexEnd(); FI != E; ++FI) {
    if (MFI.getStackID(FI) != PTOStackID::UB || MFI.isDeadObjectIndex(FI))
      continue;
    auto It = Uses.find(FI);
    if (!MFI.isSpillSlotObjectIndex(FI) && It == Uses.end()) {
      MFI.RemoveStackObject(FI); // its uses were optimised away
      continue;
    }
    if (It != Uses.end() && !It->second.SeveralBlocks) {
      BlockSlots[It->second.Block].push_back(FI);
      continue;
    }
    Offset = alignTo(Offset, MFI.getObjectAlign(FI));
    MFI.setObjectOffset(FI, Offset);
    Offset += MFI.getObjectSize(FI);
  }
  // Each block's objects in order of first use; one that starts after
  // another's last use takes its bytes (same size and alignment).
  uint64_t SharedBase = Offset;
  for (auto &[Block, Slots] : BlockSlots) {
    llvm::sort(Slots,
               [&](int A, int B) { return Uses[A].First < Uses[B].First; });
    SmallVector<int, 8> Live, Free;
    uint64_t End = SharedBase;
    for (int FI : Slots) {
      for (auto I = Live.begin(); I != Live.end();) {
        if (Uses[*I].Last < Uses[FI].First) {
          Free.push_back(*I);
          I = Live.erase(I);
        } else {
          ++I;
        }
      }
      auto Reusable = find_if(Free, [&](int Other) {
        return MFI.getObjectSize(Other) == MFI.getObjectSize(FI) &&
               MFI.getObjectAlign(Other) >= MFI.getObjectAlign(FI);
      });
      if (Reusable != Free.end()) {
        MFI.setObjectOffset(FI, MFI.getObjectOffset(*Reusable));
        Free.erase(Reusable);
      } else {
        End = alignTo(End, MFI.getObjectAlign(FI));
        MFI.setObjectOffset(FI, End);
        End += MFI.getObjectSize(FI);
      }
      Live.push_back(FI);
    }
  }
  // Slots past the 16-bit offsets are addressed through a scavenged
  // register, which may have to be spilled to the GM stack.
  if (RS && !isInt<16>(getUBFrameSize(MF)))
    RS->addScavengingFrameIndex(MFI.CreateStackObject(8, Align(8), false));
}

uint64_t PTOFrameLowering::getUBFrameSize(const MachineFunction &MF) {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  uint64_t End = 0;
  for (int FI = 0, E = MFI.getObjectIndexEnd(); FI != E; ++FI)
    if (MFI.getStackID(FI) == PTOStackID::UB && !MFI.isDeadObjectIndex(FI))
      End = std::max<uint64_t>(End,
                               MFI.getObjectOffset(FI) + MFI.getObjectSize(FI));
  return alignTo(End, 32);
}

uint64_t PTOFrameLowering::getEncodableUBFrameSize(const MachineFunction &MF) {
  uint64_t UBSize = getUBFrameSize(MF);
  return UBSize <= PTO::ubBytes(MF.getSubtarget<PTOSubtarget>().isA5()) ? UBSize
                                                                        : 0;
}

bool PTOFrameLowering::hasReservedCallFrame(const MachineFunction &MF) const {
  return !MF.getFrameInfo().hasVarSizedObjects();
}

void PTOFrameLowering::adjustSP(MachineBasicBlock &MBB,
                                MachineBasicBlock::iterator MBBI,
                                const DebugLoc &DL, int64_t Amount) const {
  if (Amount == 0)
    return;
  if (!isInt<32>(Amount))
    report_fatal_error("PTO: stack frame larger than 2 GiB");
  BuildMI(MBB, MBBI, DL, STI.getInstrInfo()->get(PTO::ADDI), PTO::X2)
      .addReg(PTO::X2)
      .addImm(Amount);
}

void PTOFrameLowering::emitPrologue(MachineFunction &MF,
                                    MachineBasicBlock &MBB) const {
  MachineFrameInfo &MFI = MF.getFrameInfo();
  const TargetInstrInfo &TII = *STI.getInstrInfo();
  MachineBasicBlock::iterator MBBI = MBB.begin();
  DebugLoc DL;

  // The UB spill area, and the all-true predicate vector spills store under.
  // More slots than UB holds beside the function's auto-mode tiles
  // (PTOTilePlanning.h): an error at the function (clang locates it there),
  // and code that still assembles.
  uint64_t UBCapacity = PTO::ubBytes(STI.isA5());
  uint64_t TileBytes = PTO::getPlannedTileBytes(MF.getFunction());
  UBCapacity = TileBytes < UBCapacity ? UBCapacity - TileBytes : 0;
  if (uint64_t UBSize = getUBFrameSize(MF); UBSize > UBCapacity)
    MF.getFunction().getContext().diagnose(DiagnosticInfoResourceLimit(
        MF.getFunction(),
        TileBytes ? "UB spill area of vector and predicate registers beside "
                    "the auto-mode tiles"
                  : "UB spill area of vector and predicate registers",
        UBSize, UBCapacity, DS_Error));
  if (uint64_t UBSize = getEncodableUBFrameSize(MF)) {
    BuildMI(MBB, MBBI, DL, TII.get(PTO::ADDI), PTO::X4)
        .addReg(PTO::X4)
        .addImm(-static_cast<int64_t>(UBSize))
        .setMIFlag(MachineInstr::FrameSetup);
    BuildMI(MBB, MBBI, DL, TII.get(PTO::PSET_B8), PTO::P7)
        .addImm(PTO::Pattern_PAT_ALL)
        .setMIFlag(MachineInstr::FrameSetup);
  }

  uint64_t StackSize = alignTo(MFI.getStackSize(), getStackAlign());
  MFI.setStackSize(StackSize);
  if (StackSize == 0 && !hasFP(MF))
    return;

  adjustSP(MBB, MBBI, DL, -static_cast<int64_t>(StackSize));

  if (!hasFP(MF))
    return;
  // fp = entry sp, once fp itself is saved (the callee-saved stores follow
  // the sp adjustment).
  std::advance(MBBI, MFI.getCalleeSavedInfo().size());
  BuildMI(MBB, MBBI, DL, STI.getInstrInfo()->get(PTO::ADDI), PTO::X3)
      .addReg(PTO::X2)
      .addImm(StackSize)
      .setMIFlag(MachineInstr::FrameSetup);
}

void PTOFrameLowering::emitEpilogue(MachineFunction &MF,
                                    MachineBasicBlock &MBB) const {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  uint64_t StackSize = MFI.getStackSize();
  MachineBasicBlock::iterator MBBI = MBB.getFirstTerminator();
  DebugLoc DL = MBBI != MBB.end() ? MBBI->getDebugLoc() : DebugLoc();

  if (hasFP(MF) && MFI.hasVarSizedObjects()) {
    // sp may have moved: recompute it from fp before the restores.
    MachineBasicBlock::iterator RestoreStart = MBBI;
    std::advance(RestoreStart,
                 -static_cast<int>(MFI.getCalleeSavedInfo().size()));
    BuildMI(MBB, RestoreStart, DL, STI.getInstrInfo()->get(PTO::ADDI), PTO::X2)
        .addReg(PTO::X3)
        .addImm(-static_cast<int64_t>(StackSize))
        .setMIFlag(MachineInstr::FrameDestroy);
  }
  adjustSP(MBB, MBBI, DL, StackSize);
  if (uint64_t UBSize = getEncodableUBFrameSize(MF))
    BuildMI(MBB, MBBI, DL, STI.getInstrInfo()->get(PTO::ADDI), PTO::X4)
        .addReg(PTO::X4)
        .addImm(UBSize)
        .setMIFlag(MachineInstr::FrameDestroy);
}

MachineBasicBlock::iterator PTOFrameLowering::eliminateCallFramePseudoInstr(
    MachineFunction &MF, MachineBasicBlock &MBB,
    MachineBasicBlock::iterator I) const {
  if (!hasReservedCallFrame(MF)) {
    int64_t Amount = alignTo(I->getOperand(0).getImm(), getStackAlign());
    if (I->getOpcode() == PTO::ADJCALLSTACKDOWN)
      Amount = -Amount;
    adjustSP(MBB, I, I->getDebugLoc(), Amount);
  }
  return MBB.erase(I);
}

StackOffset PTOFrameLowering::getFrameIndexReference(const MachineFunction &MF,
                                                     int FI,
                                                     Register &FrameReg) const {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  if (MFI.getStackID(FI) == PTOStackID::UB) {
    FrameReg = PTO::X4;
    return StackOffset::getFixed(MFI.getObjectOffset(FI));
  }
  int64_t Offset = MFI.getObjectOffset(FI) - getOffsetOfLocalArea() +
                   MFI.getOffsetAdjustment();
  // Callee-saved registers are stored before fp is set up and restored
  // after sp is recomputed: address their slots from sp.
  const std::vector<CalleeSavedInfo> &CSI = MFI.getCalleeSavedInfo();
  bool IsCalleeSavedSlot = !CSI.empty() && FI >= CSI.front().getFrameIdx() &&
                           FI <= CSI.back().getFrameIdx();
  if (hasFP(MF) && !IsCalleeSavedSlot) {
    FrameReg = PTO::X3;
    return StackOffset::getFixed(Offset);
  }
  FrameReg = PTO::X2;
  return StackOffset::getFixed(Offset + MFI.getStackSize());
}
