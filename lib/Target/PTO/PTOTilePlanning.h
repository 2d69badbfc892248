//===-- PTOTilePlanning.h - UB addresses of auto-mode tiles -----*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Auto mode (docs/auto-mode.md). The header's __cce_tinit asks for a tile
// buffer with a call of __pto_tile_alloc(bytes), __cce_alias for a view of
// one with __pto_tile_alias(source, byteOffset). Two passes turn the
// calls into UB addresses:
//
// - PTOPrepareAutoModePass, first in the pipeline: a function that asks
//   for a tile and has callers is marked always-inline, and so are its
//   callers but the outermost, so that the tiles of a kernel end up in one
//   function whatever the optimisation level. With -pto-auto-mode (what
//   clang's --cce-pto-auto-enable passes), the pointer arguments of the
//   kernels (the functions in llvm.used or llvm.compiler.used: clang's
//   __global__) are marked
//   noalias: auto mode takes a kernel's GM buffers not to overlap, as the
//   hand-written synchronisation of the same code does.
// - PTONumberTilesPass, after the inliner (-O1 and above): each allocation
//   gets a number (!pto.tile.origin), which the copies the loop unroller
//   makes of it keep.
// - PTOPlanTilesPass, last in the optimisation pipeline and first in llc's:
//   in each function, the lifetime of
//   every tile from its first use to the last use of a pointer derived
//   from it, and a 32-byte aligned UB address for it, shared with tiles
//   whose lifetimes do not overlap. The unrolled copies of one allocation
//   in a loop take turns between two buffers (double buffering), when UB
//   has room. A plan larger than UB is an error at
//   the tiles live at the peak. The function gets the attribute
//   "pto-tile-bytes" (the bytes from UB address 0 the plan uses), which the
//   frame lowering adds to its UB spill area when it checks the capacity.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOTILEPLANNING_H
#define LLVM_LIB_TARGET_PTO_PTOTILEPLANNING_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Function;
class TargetMachine;

namespace PTO {
/// The functions the header's auto-mode helpers call.
constexpr const char TileAllocName[] = "__pto_tile_alloc";
constexpr const char TileAliasName[] = "__pto_tile_alias";
/// The bytes from UB address 0 a function's planned tiles use.
constexpr const char TileBytesAttr[] = "pto-tile-bytes";
/// The metadata numbering an allocation and the unrolled copies of it.
constexpr const char TileOriginMD[] = "pto.tile.origin";
/// The module's list of the debug-information subprograms of constructors
/// that allocate tiles.
constexpr const char TileConstructorsMD[] = "pto.tile.constructors";
/// Tiles start at multiples of this many bytes.
constexpr uint64_t TileAlignment = 32;
/// Free bytes after a tile before one live at the same time, when UB has
/// room: the widest vector access (two registers, 512 bytes) that starts in
/// a tile's last 32 bytes ends before the next tile, so that the UB
/// analyses (docs/ub-analysis.md) keep the two apart.
constexpr uint64_t TileGuard = 512 - TileAlignment;

/// The value of "pto-tile-bytes" of \p F, 0 without it.
uint64_t getPlannedTileBytes(const Function &F);
} // namespace PTO

/// Marks the functions that allocate tiles, and their callers but the
/// outermost, always-inline; in auto mode, the kernels' pointer arguments
/// noalias.
class PTOPrepareAutoModePass : public PassInfoMixin<PTOPrepareAutoModePass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &AM);
};

/// Numbers the tile allocations (!pto.tile.origin).
class PTONumberTilesPass : public PassInfoMixin<PTONumberTilesPass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &AM);
};

/// Gives every tile a UB address (PTOTilePlanning.cpp).
class PTOPlanTilesPass : public PassInfoMixin<PTOPlanTilesPass> {
  const TargetMachine &TM;

public:
  explicit PTOPlanTilesPass(const TargetMachine &TM) : TM(TM) {}
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &AM);
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_PTOTILEPLANNING_H
