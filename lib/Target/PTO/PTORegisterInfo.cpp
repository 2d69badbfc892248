//===-- PTORegisterInfo.cpp - PTO register information --------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTORegisterInfo.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTOFrameLowering.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

#define GET_REGINFO_TARGET_DESC
#include "PTOGenRegisterInfo.inc"

PTORegisterInfo::PTORegisterInfo() : PTOGenRegisterInfo(PTO::X1) {
  assert(getRegSizeInBits(PTO::VRFRegClass) == PTO::VectorRegisterBits &&
         "PTOBaseInfo.h's vector register width is not the VRF class's");
}

const MCPhysReg *
PTORegisterInfo::getCalleeSavedRegs(const MachineFunction *MF) const {
  return CSR_PTO_SaveList;
}

const uint32_t *PTORegisterInfo::getCallPreservedMask(const MachineFunction &MF,
                                                      CallingConv::ID) const {
  return CSR_PTO_RegMask;
}

BitVector PTORegisterInfo::getReservedRegs(const MachineFunction &MF) const {
  BitVector Reserved(getNumRegs());
  Reserved.set(PTO::X0); // zero
  Reserved.set(PTO::X1); // ra
  Reserved.set(PTO::X2); // sp
  Reserved.set(PTO::X4); // the UB spill-area pointer (docs/abi.md)
  Reserved.set(PTO::P7); // all-true, the predicate of vector spills
  // Special registers (DMA loop registers, AR, CTRL, ...) are set by
  // configuration instructions and read implicitly, possibly in other blocks
  // or functions: not tracked as values.
  for (MCPhysReg Reg : PTO::SPRRegClass)
    Reserved.set(Reg);
  for (MCPhysReg Reg : PTO::CNTRegClass) // SYS_CNT, PC
    Reserved.set(Reg);
  if (getFrameLowering(MF)->hasFP(MF))
    Reserved.set(PTO::X3); // fp
  return Reserved;
}

bool PTORegisterInfo::eliminateFrameIndex(MachineBasicBlock::iterator II,
                                          int SPAdj, unsigned FIOperandNum,
                                          RegScavenger *RS) const {
  assert(SPAdj == 0 && "unexpected stack adjustment");
  MachineInstr &MI = *II;
  MachineFunction &MF = *MI.getParent()->getParent();
  const TargetFrameLowering *TFI = getFrameLowering(MF);

  int FI = MI.getOperand(FIOperandNum).getIndex();
  Register FrameReg;
  StackOffset Offset = TFI->getFrameIndexReference(MF, FI, FrameReg);
  int64_t Total = Offset.getFixed() + MI.getOperand(FIOperandNum + 1).getImm();
  if (!isInt<32>(Total))
    report_fatal_error("PTO: stack frame offset does not fit in 32 bits");
  // A UB slot past the 16-bit offsets of vector and predicate accesses
  // ([x4, offset]) is addressed from a scavenged register x4 + offset;
  // scalar .ub accesses take 32-bit offsets.
  if (FrameReg == PTO::X4 && !isInt<16>(Total) &&
      PTO::getPipe(MI.getDesc().TSFlags) != PTO::PIPE_S) {
    Register Address = MF.getRegInfo().createVirtualRegister(&PTO::GPRRegClass);
    BuildMI(*MI.getParent(), II, MI.getDebugLoc(),
            MF.getSubtarget().getInstrInfo()->get(PTO::ADDI), Address)
        .addReg(PTO::X4)
        .addImm(Total);
    FrameReg = Address;
    Total = 0;
  }

  MI.getOperand(FIOperandNum)
      .ChangeToRegister(FrameReg, false, false, FrameReg.isVirtual());
  MI.getOperand(FIOperandNum + 1).ChangeToImmediate(Total);
  return false;
}

Register PTORegisterInfo::getFrameRegister(const MachineFunction &MF) const {
  return getFrameLowering(MF)->hasFP(MF) ? PTO::X3 : PTO::X2;
}
