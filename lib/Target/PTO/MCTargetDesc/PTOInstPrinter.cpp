//===-- PTOInstPrinter.cpp - Print PTO MCInsts as assembly ----------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOInstPrinter.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "asm-printer"

#define PRINT_ALIAS_INSTR
#include "PTOGenAsmWriter.inc"

// llvm-objdump -M abi-names / -M no-aliases.
bool PTOInstPrinter::applyTargetSpecificCLOption(StringRef Opt) {
  if (Opt == "abi-names") {
    UseABINames = true;
    return true;
  }
  if (Opt == "no-aliases") {
    UseAliases = false;
    return true;
  }
  return false;
}

void PTOInstPrinter::printInst(const MCInst *MI, uint64_t Address,
                               StringRef Annot, const MCSubtargetInfo &STI,
                               raw_ostream &O) {
  if (!UseAliases || !printAliasInstr(MI, Address, O))
    printInstruction(MI, Address, O);
  printAnnotation(O, Annot);
}

const char *PTOInstPrinter::getRegisterName(MCRegister Reg) {
  return getRegisterName(Reg, PTO::NoRegAltName);
}

void PTOInstPrinter::printRegName(raw_ostream &O, MCRegister Reg) const {
  if (UseABINames && PTO::X0 <= Reg && Reg <= PTO::X31)
    O << getRegisterName(Reg, PTO::ABIRegAltName);
  else
    O << getRegisterName(Reg);
}

void PTOInstPrinter::printOperand(const MCInst *MI, unsigned OpNo,
                                  raw_ostream &O) {
  const MCOperand &MO = MI->getOperand(OpNo);
  if (MO.isReg()) {
    printRegName(O, MO.getReg());
    return;
  }
  if (MO.isImm()) {
    O << MO.getImm();
    return;
  }
  assert(MO.isExpr() && "unknown operand kind");
  MO.getExpr()->print(O, &MAI);
}

void PTOInstPrinter::printPCRelTarget(const MCInst *MI, uint64_t Address,
                                      unsigned OpNo, raw_ostream &O) {
  const MCOperand &MO = MI->getOperand(OpNo);
  if (MO.isImm() && PrintBranchImmAsAddress) {
    O << formatHex(Address + MO.getImm());
    return;
  }
  printOperand(MI, OpNo, O);
}

void PTOInstPrinter::printModeTokenOfKind(int64_t Value,
                                          PTO::PTOModeKindEnum Kind,
                                          raw_ostream &O) {
  if (const char *Name = PTO::getModeTokenName(Kind, Value))
    O << Name;
  else
    O << "<invalid " << PTO::getModeKindDescription(Kind) << " " << Value
      << ">";
}
