//===-- PTOTileLifetime.h - Where an auto-mode tile is live -----*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The lifetime of a tile (PTOTilePlanning.h): the program points between its
// start and a later use of a value derived from the allocation's pointer.
// The start is the first use where all the uses are ahead (the nearest
// common dominator of the uses; not inside a loop the allocation is
// outside of, whose every iteration may need the data): what the buffer
// holds before it is nobody's data, so a tile declared early but written
// late does not hold its bytes in between. Derived values are those computed
// from it (address arithmetic, casts to and from integers, phis, selects) and
// those loaded from a local (alloca) it was stored into. A use is any other
// instruction that takes a derived value: a load, store, intrinsic or call
// through it, a compare. A derived value stored anywhere but a local, or
// returned, escapes: the tile is then live in the whole function.
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
class LoopInfo;

namespace PTO {

class TileLifetime {
public:
  TileLifetime(CallBase &Allocation, uint64_t Bytes, const DominatorTree &DT,
               const LoopInfo &LI);

  CallBase &getAllocation() const { return *Allocation; }
  /// Where the lifetime starts (the allocation if the tile has no use).
  const Instruction &getStart() const { return *Start; }
  uint64_t getBytes() const { return Bytes; }
  /// Whether a derived value escapes: the tile is live everywhere.
  bool escapes() const { return Escapes; }
  /// A derived value the allocation does not dominate while the allocation
  /// runs in a loop: a tile of one iteration used in a later one, which one
  /// buffer cannot hold. Null if there is none.
  const Instruction *getCarriedValue() const { return Carried; }
  /// The instructions that use the tile.
  ArrayRef<const Instruction *> getUses() const { return Uses; }
  /// Whether the tile holds data that \p I or a later instruction uses.
  bool isLiveAt(const Instruction &I) const;

private:
  void collectUses();
  const Instruction *findStart(const DominatorTree &DT,
                               const LoopInfo &LI) const;
  void computeLiveness();

  CallBase *Allocation;
  const Instruction *Start;
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
  /// Blocks entered on a path from the start.
  DenseSet<const BasicBlock *> ReachedIn;
};

} // namespace PTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOTILELIFETIME_H
