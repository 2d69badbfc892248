/*===---- pto/tile/reduction.hpp - Row and column reductions, TEXPANDS ----===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * TROWSUM/TROWMAX/TROWMIN: each valid row of src reduced to element
 * (row, 0) of dst, one register at a time with vcadd/vcmax/vcmin, the
 * registers' results then combined in order with vadd/vmax/vmin.
 * TCOLSUM/TCOLMAX/TCOLMIN: the valid rows combined in order into row 0 of
 * dst, a register of columns at a time. TEXPANDS: the valid region set to a
 * scalar (vdup).
 */
#ifndef __PTO_TILE_REDUCTION_HPP
#define __PTO_TILE_REDUCTION_HPP

#include <pto/tile/elementwise.hpp>

namespace pto {
namespace __tile {

/* A reduction: `across` reduces the active lanes of a register into lane
   0; `combine` joins two partial results lane by lane. */
#define __PTO_TILE_REDUCTION(NAME, ACROSS, COMBINE)                            \
  struct NAME {                                                                \
    template <class V>                                                         \
    AICORE __attribute__((always_inline)) static auto across(V &d, V a,        \
                                                             vector_bool m)    \
        -> decltype(ACROSS(d, a, m)) {                                         \
      ACROSS(d, a, m);                                                         \
    }                                                                          \
    template <class V>                                                         \
    AICORE __attribute__((always_inline)) static auto combine(V &d, V a, V b,  \
                                                              vector_bool m)   \
        -> decltype(COMBINE(d, a, b, m)) {                                     \
      COMBINE(d, a, b, m);                                                     \
    }                                                                          \
  };
__PTO_TILE_REDUCTION(__sum, vcadd, vadd)
__PTO_TILE_REDUCTION(__max, vcmax, vmax)
__PTO_TILE_REDUCTION(__min, vcmin, vmin)
#undef __PTO_TILE_REDUCTION

template <class R, class V, class = void>
inline constexpr bool __reduces_across = false;
template <class R, class V>
inline constexpr bool __reduces_across<
    R, V,
    std::void_t<decltype(R::across(std::declval<V &>(), std::declval<V>(),
                                   std::declval<vector_bool>()))>> = true;
template <class R, class V, class = void>
inline constexpr bool __combines = false;
template <class R, class V>
inline constexpr bool
    __combines<R, V,
               std::void_t<decltype(R::combine(
                   std::declval<V &>(), std::declval<V>(), std::declval<V>(),
                   std::declval<vector_bool>()))>> = true;

/* vcadd widens 16-bit integers (its lane 0 is 32 bits wide): the tile
   layer's sums keep the element type, so those are not offered. */
template <class R, class T>
inline constexpr bool __row_reducible =
    __reduces_across<R, __vreg<T>> &&__combines<R, __vreg<T>> &&
    !(std::is_same_v<R, __sum> && std::is_integral_v<T> && sizeof(T) == 2);

template <class R, class Dst, class Src>
__PTO_TILE_INTERNAL void __reduce_rows(Dst &dst, Src &src) {
  using T = typename Src::DType;
  uint32_t rows = src.GetValidRow(), cols = src.GetValidCol();
  vector_bool all = pset_b8(PAT_ALL);
  for (uint32_t row = 0; row < rows; ++row) {
    uint32_t left = cols;
    __vreg<T> result, part;
    for (uint32_t col = 0; col < cols; col += __lanes<T>) {
      vector_bool mask = __tail_mask<T>(left);
      __vreg<T> chunk = __load(src, row, col);
      if (col == 0) {
        R::across(result, chunk, mask);
      } else {
        R::across(part, chunk, mask);
        R::combine(result, result, part, all);
      }
    }
    vsts(result, dst.data(), row * Dst::RowStride, __one_point_store<T>(), all);
  }
}

template <class R, class Dst, class Src>
__PTO_TILE_INTERNAL void __reduce_cols(Dst &dst, Src &src) {
  using T = typename Src::DType;
  uint32_t rows = src.GetValidRow(), cols = src.GetValidCol();
  if (rows == 0)
    return;
  uint32_t left = cols;
  for (uint32_t col = 0; col < cols; col += __lanes<T>) {
    vector_bool mask = __tail_mask<T>(left);
    __vreg<T> result = __load(src, 0, col);
    for (uint32_t row = 1; row < rows; ++row)
      R::combine(result, result, __load(src, row, col), mask);
    __store(dst, 0, col, result, mask);
  }
}

} // namespace __tile

#define __PTO_TILE_CHECK_REDUCTION(NAME, Dst, Src, OK)                         \
  static_assert(__tile::__is_tile<Dst> && __tile::__is_tile<Src>,              \
                NAME ": the arguments must be pto::Tiles");                    \
  static_assert(std::is_same_v<typename Dst::DType, typename Src::DType>,      \
                NAME ": the tiles' element types differ");                     \
  static_assert(__tile::__all_row_major<Src>,                                  \
                NAME ": the source tile must be row-major and unboxed");       \
  static_assert(OK, NAME ": the A5 vector unit has no form of this "           \
                         "reduction for this element type")

/* dst(row, 0) = reduction of src's valid row; dst is row-major (its column
   0 is written) or a column-major Rows x 1 tile. `tmp` is not needed. */
#define __PTO_TILE_ROW_REDUCTION(NAME, R)                                      \
  template <class Dst, class Src, class Tmp, class... Events>                  \
  PTO_INST RecordEvent NAME(Dst &dst, Src &src, Tmp &, Events &...events) {    \
    __PTO_TILE_CHECK_REDUCTION(                                                \
        #NAME, Dst, Src,                                                       \
        (__tile::__row_reducible<__tile::R, typename Src::DType>));            \
    static_assert(!Dst::isBoxedLayout && (Dst::isRowMajor || Dst::Cols == 1),  \
                  #NAME ": the destination must be row-major, or a "           \
                        "column-major tile of one column");                    \
    static_assert(__tile::__same_valid_rows<Dst, Src>,                         \
                  #NAME ": the tiles' valid rows differ");                     \
    if constexpr (__tile::__row_reducible<__tile::R, typename Src::DType> &&   \
                  std::is_same_v<typename Dst::DType, typename Src::DType>) {  \
      TSYNC(events...);                                                        \
      __tile::__reduce_rows<__tile::R>(dst, src);                              \
    }                                                                          \
    return {};                                                                 \
  }
__PTO_TILE_ROW_REDUCTION(TROWSUM, __sum)
__PTO_TILE_ROW_REDUCTION(TROWMAX, __max)
__PTO_TILE_ROW_REDUCTION(TROWMIN, __min)
#undef __PTO_TILE_ROW_REDUCTION

/* dst(0, col) = reduction of src's valid column; both row-major. */
#define __PTO_TILE_COL_REDUCTION(NAME, R)                                      \
  template <class Dst, class Src, class... Events>                             \
  PTO_INST RecordEvent NAME(Dst &dst, Src &src, Events &...events) {           \
    __PTO_TILE_CHECK_REDUCTION(                                                \
        #NAME, Dst, Src,                                                       \
        (__tile::__combines<__tile::R, __tile::__vreg<typename Src::DType>>)); \
    static_assert(__tile::__all_row_major<Dst>,                                \
                  #NAME ": the destination tile must be row-major and "        \
                        "unboxed");                                            \
    static_assert(__tile::__same_valid_cols<Dst, Src>,                         \
                  #NAME ": the tiles' valid columns differ");                  \
    if constexpr (__tile::__combines<__tile::R,                                \
                                     __tile::__vreg<typename Src::DType>> &&   \
                  std::is_same_v<typename Dst::DType, typename Src::DType>) {  \
      TSYNC(events...);                                                        \
      __tile::__reduce_cols<__tile::R>(dst, src);                              \
    }                                                                          \
    return {};                                                                 \
  }
__PTO_TILE_COL_REDUCTION(TCOLSUM, __sum)
__PTO_TILE_COL_REDUCTION(TCOLMAX, __max)
__PTO_TILE_COL_REDUCTION(TCOLMIN, __min)
#undef __PTO_TILE_COL_REDUCTION

/* TCOLSUM with a scratch tile and the tile library's choice of a pairwise
   sum: the rows are summed in order either way (docs/tile.md). */
template <class Dst, class Src, class Tmp, class... Events>
PTO_INST RecordEvent TCOLSUM(Dst &dst, Src &src, Tmp &, bool isBinary,
                             Events &...events) {
  (void)isBinary;
  return TCOLSUM(dst, src, events...);
}

namespace __tile {
struct __vdup_op {
  template <class V, class S>
  AICORE __attribute__((always_inline)) auto operator()(V &d, S s,
                                                        vector_bool m) const
      -> decltype(vdup(d, s, m)) {
    vdup(d, s, m);
  }
};
template <class Dst, class... Events>
__PTO_TILE_INTERNAL void __texpands(Dst &dst, typename Dst::DType scalar,
                                    Events &...events) {
  using T = typename Dst::DType;
  TSYNC(events...);
  uint32_t rows = dst.GetValidRow(), cols = dst.GetValidCol();
  __vreg<T> value;
  vector_bool all = pset_b8(PAT_ALL);
  if constexpr (sizeof(T) == 8) {
    /* No 64-bit vdup: the low and high halves interleaved. */
    uint64_t bits = __builtin_bit_cast(uint64_t, scalar);
    vector_u32 low, high, first, second;
    vdup(low, uint32_t(bits), all);
    vdup(high, uint32_t(bits >> 32), all);
    vintlv(first, second, low, high);
    value = (__vreg<T>)first;
  } else {
    vdup(value, scalar, all);
  }
  __for_each_chunk<T>(
      rows, cols, __packed<Dst>(cols),
      [&](uint32_t row, uint32_t col, vector_bool mask)
          __PTO_TILE_LAMBDA { __store(dst, row, col, value, mask); });
}

} // namespace __tile

/* Every element of dst's valid region = scalar. */
template <class Dst, class... Events>
PTO_INST RecordEvent TEXPANDS(Dst &dst, typename Dst::DType scalar,
                              Events &...events) {
  __PTO_TILE_CHECK_TILES("TEXPANDS", Dst);
  using T = typename Dst::DType;
  constexpr bool supported =
      sizeof(T) == 8 ||
      std::is_invocable_v<__tile::__vdup_op, __tile::__vreg<T> &, T,
                          vector_bool>;
  static_assert(supported, "TEXPANDS: the A5 vector unit cannot broadcast "
                           "this element type");
  if constexpr (supported)
    __tile::__texpands(dst, scalar, events...);
  return {};
}

} // namespace pto

#endif
