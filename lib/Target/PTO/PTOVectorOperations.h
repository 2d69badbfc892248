//===-- PTOVectorOperations.h - Generic operations on PTO vectors -*- C++ -*-=//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Which generic operation on which vector type the PTO backend selects,
// lowers, expands or rejects: the rows of PTOVectorRules.td, which set the
// legaliser's actions, dispatch the lowerings and answer the cost model.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOVECTOROPERATIONS_H
#define LLVM_LIB_TARGET_PTO_PTOVECTOROPERATIONS_H

#include "PTOVectorLowering.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/ISDOpcodes.h"
#include "llvm/CodeGenTypes/MachineValueType.h"
#include <optional>

namespace llvm {
class Type;

namespace PTOVector {

#define GET_Support_DECL
#include "PTOGenSearchableTables.inc"

/// A row of PTOVectorRules.td: operation \p Opcode on the register types
/// of the bits \p Types (PTOVectorTypes), supported as \p How.
struct VectorRule {
  unsigned Opcode;
  uint16_t Types;
  Support How;
  uint8_t Priority;
  /// The handler rewrites the operation before type legalisation.
  bool Combine;
  VectorHandler Handler;
  VectorCostFunction Cost;
};

/// The row that applies to \p Opcode on register type \p VT, if any (the
/// legaliser's default action applies to operations no row names).
const VectorRule *getRule(unsigned Opcode, MVT VT);

/// How \p Opcode on the register type \p VT is compiled.
std::optional<Support> getSupport(unsigned Opcode, MVT VT);

/// The row of \p Opcode on vectors of \p Elt lanes of any length, among the
/// rows whose handler runs before type legalisation (\p Combine) or the
/// others: the row of the register type of those lanes; for lanes no
/// register type has (f64), a row of every data type.
const VectorRule *getRuleForLanes(unsigned Opcode, MVT Elt, bool Combine);

/// The row's cost of \p Opcode on \p Ty (register type \p VT,
/// \p Registers of them), where the row names a cost function.
std::optional<InstructionCost> getRuleCost(unsigned Opcode, MVT VT, Type *Ty,
                                           InstructionCost Registers);

/// Calls \p Set for every operation and register type a row names, with
/// the row that applies.
void forEachRule(
    function_ref<void(unsigned Opcode, MVT VT, const VectorRule &R)> Set);

/// The predicate granularity (8, 16 or 32 bits) of a mask of \p Lanes
/// lanes over a whole register, or 0: a mask of 64 or 128 lanes is promoted
/// to 32- or 16-bit integer lanes.
constexpr unsigned maskGranularity(unsigned Lanes) {
  return Lanes == 256 ? 8 : Lanes == 128 ? 16 : Lanes == 64 ? 32 : 0;
}

} // namespace PTOVector
} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOVECTOROPERATIONS_H
