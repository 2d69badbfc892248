//===-- PTOUBAccess.h - UB vector accesses of one block ---------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The UB vector loads and stores of the IR (the intrinsics of the
// instructions marked UBAddressed, and plain vector loads and stores of UB
// pointers), with their addresses as ScalarEvolution expressions, so that
// the IR passes that compare two accesses of one block
// (PTOUBDisjointAccesses.cpp, PTOForwardUBRegisters.cpp) compare them alike.
// Within one execution of a block both accesses run in the same iteration of
// every loop around it, so the difference of their address expressions is
// the distance of the bytes they touch.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOUBACCESS_H
#define LLVM_LIB_TARGET_PTO_PTOUBACCESS_H

#include "llvm/ADT/APInt.h"
#include "llvm/Pass.h"
#include <cstdint>
#include <optional>

namespace llvm {
class Instruction;
class MCInstrInfo;
class SCEV;
class ScalarEvolution;

namespace PTO {

/// A UB vector load or store: its address as an i64 SCEV and the bytes it
/// touches from there (a register, or two for the x2 forms and the load
/// distributions that read more). The address is also split into a
/// constant Offset and the rest, Var: the constant operands of an addition
/// or of an affine recurrence's start (a buffer at a fixed UB address,
/// ptrtoint of inttoptr, counts as one). Two accesses with the same Var
/// (SCEVs are unique) are the difference of their offsets apart in every
/// iteration, which needs no ScalarEvolution query: an unrolled loop's
/// block has hundreds of accesses, nearly all at constant distances.
struct UBAccess {
  Instruction *Inst;
  const SCEV *Address;
  const SCEV *Var;
  APInt Offset;
  int64_t Bytes;
  bool Writes;
};

/// \p I as a UB vector access, if it is one whose address SCEV describes.
std::optional<UBAccess> getUBAccess(Instruction &I, ScalarEvolution &SE,
                                    const MCInstrInfo &MII);

/// Whether the bytes of \p A and \p B, two accesses of one execution of a
/// block, are apart in every iteration (the signed range of the difference
/// of their addresses; two streams may advance at different rates).
bool areUBAccessesDisjoint(ScalarEvolution &SE, const UBAccess &A,
                           const UBAccess &B);

/// Whether \p ABytes bytes from an address \p Distance bytes after another
/// (a signed difference) and \p BBytes bytes from that other do not overlap.
bool areUBAccessesDisjoint(const APInt &Distance, int64_t ABytes,
                           int64_t BBytes);

/// Whether \p A and \p B, two accesses of one execution of a block, start at
/// the same address.
bool haveSameUBAddress(ScalarEvolution &SE, const UBAccess &A,
                       const UBAccess &B);

/// A function pass that compares the UB accesses of each block: it asks for
/// what getUBAccess needs (ScalarEvolution, and the target's instruction
/// descriptions from the pass config) and keeps the CFG.
class UBAccessPass : public FunctionPass {
public:
  using FunctionPass::FunctionPass;
  void getAnalysisUsage(AnalysisUsage &AU) const override;

protected:
  ScalarEvolution &getSE();
  const MCInstrInfo &getMCInstrInfo();
};

} // namespace PTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOUBACCESS_H
