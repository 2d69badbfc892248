//===-- PTOVectorOperations.cpp - Generic operations on PTO vectors -------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rows of PTOVectorRules.td, indexed by operation and register type
// (docs/codegen.md, "Vector types and operations"): of the rows naming an
// operation and a type, the one of the highest priority applies.
//
//===----------------------------------------------------------------------===//

#include "PTOVectorOperations.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include <array>
#include <vector>

using namespace llvm;
using namespace llvm::PTOVector;

namespace llvm {
namespace PTOVector {
namespace {
struct VectorTypeInfo {
  MVT VT;
  uint16_t Bit;
};

#define GET_PTOVectorRulesTable_IMPL
#define GET_PTOVectorTypes_IMPL
#include "PTOGenSearchableTables.inc"
} // namespace
} // namespace PTOVector
} // namespace llvm

namespace {

constexpr unsigned NumTypes = std::size(PTOVectorTypes);

/// The bit index of register type \p VT, or NumTypes.
unsigned typeIndex(MVT VT) {
  for (unsigned I = 0; I != NumTypes; ++I)
    if (PTOVectorTypes[I].VT == VT)
      return I;
  return NumTypes;
}

/// The row that applies to each operation and type.
class RuleIndex {
  std::vector<std::array<const VectorRule *, NumTypes>> Rows;

public:
  RuleIndex() {
    for (const VectorRule &R : PTOVectorRulesTable) {
      if (R.Opcode >= Rows.size())
        Rows.resize(R.Opcode + 1, {});
      for (unsigned I = 0; I != NumTypes; ++I) {
        if (!(R.Types & PTOVectorTypes[I].Bit))
          continue;
        const VectorRule *&Slot = Rows[R.Opcode][I];
        if (Slot && Slot->Priority == R.Priority &&
            (Slot->How != R.How || Slot->Handler != R.Handler ||
             Slot->Cost != R.Cost))
          report_fatal_error("PTOVectorRules.td: two rows of one priority "
                             "disagree on an operation and type");
        if (!Slot || Slot->Priority < R.Priority)
          Slot = &R;
      }
    }
  }

  const VectorRule *lookup(unsigned Opcode, unsigned Type) const {
    if (Opcode >= Rows.size() || Type == NumTypes)
      return nullptr;
    return Rows[Opcode][Type];
  }

  void
  forEach(function_ref<void(unsigned, MVT, const VectorRule &)> Set) const {
    for (unsigned Opcode = 0; Opcode != Rows.size(); ++Opcode)
      for (unsigned I = 0; I != NumTypes; ++I)
        if (const VectorRule *R = Rows[Opcode][I])
          Set(Opcode, PTOVectorTypes[I].VT, *R);
  }
};

const RuleIndex &getIndex() {
  static const RuleIndex Index;
  return Index;
}

} // namespace

const VectorRule *PTOVector::getRule(unsigned Opcode, MVT VT) {
  return getIndex().lookup(Opcode, typeIndex(VT));
}

std::optional<Support> PTOVector::getSupport(unsigned Opcode, MVT VT) {
  if (const VectorRule *R = getRule(Opcode, VT))
    return R->How;
  return std::nullopt;
}

const VectorRule *PTOVector::getRuleForLanes(unsigned Opcode, MVT Elt,
                                             bool Combine) {
  if (Elt.isVector())
    Elt = Elt.getVectorElementType();
  for (unsigned I = 0; I != NumTypes; ++I) {
    MVT VT = PTOVectorTypes[I].VT;
    if (VT.isVector() && VT.getVectorElementType() == Elt) {
      const VectorRule *R = getIndex().lookup(Opcode, I);
      return R && R->Combine == Combine ? R : nullptr;
    }
  }
  // Lanes of no register type: a row of every data type.
  auto CoversData = [](const VectorRule &R) {
    return llvm::all_of(PTOVectorTypes, [&](const VectorTypeInfo &T) {
      bool Data = T.VT.isVector() && T.VT.getVectorElementType() != MVT::i1;
      return !Data || (R.Types & T.Bit);
    });
  };
  for (const VectorRule &R : PTOVectorRulesTable)
    if (R.Opcode == Opcode && R.Combine == Combine && CoversData(R))
      return &R;
  return nullptr;
}

std::optional<InstructionCost>
PTOVector::getRuleCost(unsigned Opcode, MVT VT, Type *Ty,
                       InstructionCost Registers) {
  const VectorRule *R = getRule(Opcode, VT);
  if (!R || !R->Cost)
    return std::nullopt;
  return R->Cost(Opcode, Ty, Registers);
}

void PTOVector::forEachRule(
    function_ref<void(unsigned Opcode, MVT VT, const VectorRule &R)> Set) {
  getIndex().forEach(Set);
}
