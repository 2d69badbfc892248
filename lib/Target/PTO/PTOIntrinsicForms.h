//===-- PTOIntrinsicForms.h - Instructions of llvm.pto.* calls --*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Which instruction implements an llvm.pto.* intrinsic call node, from the
// table PTOIntrinsicForms.td derives from the instruction definitions: the
// instruction whose vector types and immediates accept the call's operands.
// The call's operands are the instruction's inputs in order.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOINTRINSICFORMS_H
#define LLVM_LIB_TARGET_PTO_PTOINTRINSICFORMS_H

#include "llvm/CodeGen/SelectionDAGNodes.h"
#include <optional>
#include <string>

namespace llvm {
class Instruction;
class MCInstrInfo;
class TargetSubtargetInfo;

namespace PTO {

/// Whether \p N is a call of an llvm.pto.* intrinsic.
bool isPTOIntrinsicNode(const SDNode *N);

/// Whether intrinsic \p ID is selected through the table (the vector-core
/// instructions) rather than by patterns.
bool isTableSelectedIntrinsic(unsigned ID);
/// Whether intrinsic \p ID selects an instruction that reads or writes at
/// most 512 UB bytes at [base + offset] (TSF::UBAddressed, from the
/// instruction records): its base is its first UB pointer argument, the
/// offset the argument after it.
bool isUBAddressedIntrinsic(unsigned ID, const MCInstrInfo &MII);
/// Whether intrinsic \p ID selects a gather or scatter (TSF::UBIndexed):
/// base[index] per lane, its base its first UB pointer argument.
bool isUBIndexedIntrinsic(unsigned ID, const MCInstrInfo &MII);

/// The pipe and the memory kinds (TSFlags: PipeMask, ReadsUB, WritesUB,
/// ReadsGM, WritesGM) of the instructions a memory-touching PTO intrinsic
/// selects: the UB-addressed vector accesses and the DMA copies, when one
/// pipe runs all of its forms.
std::optional<uint64_t> getIntrinsicMemoryFlags(unsigned ID,
                                                const MCInstrInfo &MII);

/// The intrinsic ID of a PTO intrinsic node.
unsigned getIntrinsicNodeID(const SDNode *N);

/// The index of the first argument of an intrinsic node (after the chain
/// and the intrinsic ID).
unsigned getFirstIntrinsicArg(const SDNode *N);

/// Whether \p I is a call that only reads state no pipe's memory holds:
/// the conversions and get_ctrl read CTRL (inaccessible memory, which
/// set_ctrl writes). Such calls neither order nor clobber memory accesses.
bool readsOnlyControlState(const Instruction &I);

/// How many leading arguments of intrinsic \p ID are element type codes
/// (PTOTypeCodeArgs: 2 for llvm.pto.vcvt.typed, the result's then the
/// source's); the instruction's inputs follow them.
unsigned getNumTypeCodeArgs(unsigned ID);

/// The opcode of the instruction implementing intrinsic node \p N on the
/// subtarget's profile, or 0 with the reason in \p Why ("'llvm.pto.vexp' is
/// not available for v64i32").
unsigned findIntrinsicInstruction(const SDNode *N,
                                  const TargetSubtargetInfo &STI,
                                  std::string &Why);

} // namespace PTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOINTRINSICFORMS_H
