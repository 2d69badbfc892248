/*===---- pto/tile/vector_loop.hpp - Loops of the vector tile operations ---===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __PTO_TILE_VECTOR_LOOP_HPP
#define __PTO_TILE_VECTOR_LOOP_HPP

#include <pto/tile/tile.hpp>

namespace pto {
namespace __tile {

/* Tiles the elementwise operations take: UB tiles, row-major, unboxed. */
template <class... Tiles>
inline constexpr bool __all_row_major =
    ((__is_tile<Tiles> && Tiles::isRowMajor && !Tiles::isBoxedLayout) && ...);

/* Whether two tiles' valid extents, where both are constant, agree. */
template <class A, class B>
inline constexpr bool __same_valid_rows =
    A::ValidRow == DYNAMIC || B::ValidRow == DYNAMIC ||
    A::ValidRow == B::ValidRow;
template <class A, class B>
inline constexpr bool __same_valid_cols =
    A::ValidCol == DYNAMIC || B::ValidCol == DYNAMIC ||
    A::ValidCol == B::ValidCol;

/* Whether a tile's valid rows of `cols` elements follow each other without
   a gap (a scalar operand has no rows): when all operands' do, the region is
   one run of rows * cols elements. */
template <class X> __PTO_TILE_INTERNAL bool __packed(uint32_t cols) {
  if constexpr (__is_tile<X>)
    return uint32_t(X::RowStride) == cols;
  else
    return true;
}

/* body(row, col, mask, args...) for the register-sized chunks of each of `rows`
   rows of `cols` elements of T: the chunk starts at element `col` of row `row`,
   and `mask` has its first min(cols - col, lanes) lanes. A contiguous region is
   one row. `args` are passed as values, not captured: a constant among them
   (TCVT's rounding mode) is still a constant where the inliner copies the body,
   which then copies only what it selects. No vector scope (__VEC_SCOPE__): the
   scalar unit reads no UB here, so it need not wait for the vector pipe and
   runs ahead to issue the next transfers (docs/tile.md). */
template <class T, class Body, class... Args>
__PTO_TILE_INTERNAL void __for_each_chunk(uint32_t rows, uint32_t cols,
                                          bool contiguous, Body body,
                                          Args... args) {
  if (contiguous) {
    cols *= rows;
    rows = 1;
  }
  for (uint32_t row = 0; row < rows; ++row) {
    uint32_t left = cols;
    for (uint32_t col = 0; col < cols; col += __lanes<T>) {
      vector_bool mask = __tail_mask<T>(left);
      body(row, col, mask, args...);
    }
  }
}

/* The register at element (row, col) of a tile, and the masked store of
   one there. */
template <class TileT>
__PTO_TILE_INTERNAL __vreg<typename TileT::DType>
__load(TileT &tile, uint32_t row, uint32_t col) {
  __vreg<typename TileT::DType> value;
  vlds(value, tile.data(), row * TileT::RowStride + col, NORM);
  return value;
}
template <class TileT>
__PTO_TILE_INTERNAL void __store(TileT &tile, uint32_t row, uint32_t col,
                                 __vreg<typename TileT::DType> value,
                                 vector_bool mask) {
  vsts(value, tile.data(), row * TileT::RowStride + col,
       __norm_store<typename TileT::DType>(), mask);
}

} // namespace __tile
} // namespace pto

#endif
