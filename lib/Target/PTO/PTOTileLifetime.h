//===-- PTOTileLifetime.h - Where an auto-mode tile is live -----*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The lifetime of a tile (PTOTilePlanning.h): the program points between its
// allocation and a later use of a value derived from the allocation's
// pointer. Derived values are those computed from it (address arithmetic,
// casts to and from integers, phis, selects) and those loaded from a local
// (alloca) it was stored into. A use is any other instruction that takes a
// derived value: a load, store, intrinsic or call through it, a compare. A
// derived value stored anywhere but a local, or returned, escapes: the tile
// is then live in the whole function.
//
// A call is taken to use its pointer arguments only while it runs (the
// DMA and vector operations of the header are intrinsics; a called
// function does not keep a tile's pointer for later).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOTILELIFETIME_H
#define LLVM_LIB_TARGET_PTO_PTOTILELIFETIME_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
class BasicBlock;
class CallBase;
class DominatorTree;
class Instruction;

namespace PTO {

class TileLifetime {
public:
  TileLifetime(CallBase &Allocation, uint64_t Bytes, const DominatorTree &DT);

  CallBase &getAllocation() const { return *Allocation; }
  uint64_t getBytes() const { return Bytes; }
  /// Whether a derived value escapes: the tile is live everywhere.
  bool escapes() const { return Escapes; }
  /// A derived value the allocation does not dominate while the allocation
  /// runs in a loop: a tile of one iteration used in a later one, which one
  /// buffer cannot hold. Null if there is none.
  const Instruction *getCarriedValue() const { return Carried; }
  /// The instructions that use the tile.
  ArrayRef<const Instruction *> getUses() const { return Uses; }
  /// Whether the tile holds data still to be used right after \p I runs.
  bool isLiveAfter(const Instruction &I) const;

private:
  void collectUses();
  void computeLiveness();

  CallBase *Allocation;
  uint64_t Bytes;
  bool Escapes = false;
  const Instruction *Carried = nullptr;
  SmallVector<const Instruction *, 16> Uses;
  /// The values computed from the allocation, or loaded from where it was
  /// stored.
  SmallVector<const Instruction *, 16> DerivedValues;
  /// The uses in each block.
  DenseMap<const BasicBlock *, SmallVector<const Instruction *, 4>> BlockUses;
  /// Blocks at whose end a use is still ahead without a new allocation.
  DenseSet<const BasicBlock *> LiveOut;
  /// Blocks entered on a path from the allocation.
  DenseSet<const BasicBlock *> ReachedIn;
};

} // namespace PTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOTILELIFETIME_H
