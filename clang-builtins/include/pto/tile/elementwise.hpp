/*===---- pto/tile/elementwise.hpp - Elementwise tile operations ----------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * dst = op(src0, src1), op(src, scalar), op(src) over dst's valid region, one
 * vector register of elements at a time with a tail mask (plt_b*), on row-
 * major Vec tiles of one element type. Which element types an operation
 * takes is which the vector instruction it becomes takes (vadd, vexp, ...):
 * any other is a compile-time error naming the operation.
 */
#ifndef __PTO_TILE_ELEMENTWISE_HPP
#define __PTO_TILE_ELEMENTWISE_HPP

#include <pto/tile/event.hpp>
#include <pto/tile/vector_loop.hpp>

namespace pto {
namespace __tile {

/* The vector instruction of each operation, as a function object whose call
   exists exactly for the register types the instruction takes. */
#define __PTO_TILE_VECTOR_OP(NAME, CALL, PARAMS, ARGS)                         \
  struct NAME {                                                                \
    template <class V>                                                         \
    AICORE __attribute__((always_inline)) auto operator() PARAMS const         \
        -> decltype(CALL ARGS) {                                               \
      CALL ARGS;                                                               \
    }                                                                          \
  };
#define __PTO_TILE_BINARY_OP(NAME, CALL)                                       \
  __PTO_TILE_VECTOR_OP(NAME, CALL, (V & d, V a, V b, vector_bool m),           \
                       (d, a, b, m))
#define __PTO_TILE_SCALAR_OP(NAME, CALL)                                       \
  template <class S>                                                           \
  __PTO_TILE_VECTOR_OP(NAME, CALL, (V & d, V a, S s, vector_bool m),           \
                       (d, a, s, m))
#define __PTO_TILE_UNARY_OP(NAME, CALL)                                        \
  __PTO_TILE_VECTOR_OP(NAME, CALL, (V & d, V a, vector_bool m), (d, a, m))

__PTO_TILE_BINARY_OP(__vadd, vadd)
__PTO_TILE_BINARY_OP(__vsub, vsub)
__PTO_TILE_BINARY_OP(__vmul, vmul)
__PTO_TILE_BINARY_OP(__vdiv, __pto_vdiv)
__PTO_TILE_BINARY_OP(__vmax, vmax)
__PTO_TILE_BINARY_OP(__vmin, vmin)
__PTO_TILE_BINARY_OP(__vand, vand)
__PTO_TILE_BINARY_OP(__vor, __pto_vor)
__PTO_TILE_BINARY_OP(__vxor, vxor)
__PTO_TILE_SCALAR_OP(__vadds, vadds)
__PTO_TILE_SCALAR_OP(__vsubs, vsubs)
__PTO_TILE_SCALAR_OP(__vmuls, vmuls)
__PTO_TILE_SCALAR_OP(__vmaxs, vmaxs)
__PTO_TILE_SCALAR_OP(__vmins, vmins)
__PTO_TILE_UNARY_OP(__vabs, vabs)
__PTO_TILE_UNARY_OP(__vexp, vexp)
__PTO_TILE_UNARY_OP(__vln, vln)
__PTO_TILE_UNARY_OP(__vsqrt, vsqrt)
__PTO_TILE_UNARY_OP(__vrelu, vrelu)
__PTO_TILE_UNARY_OP(__vneg, vneg)
__PTO_TILE_UNARY_OP(__vnot, vnot)
#undef __PTO_TILE_BINARY_OP
#undef __PTO_TILE_SCALAR_OP
#undef __PTO_TILE_UNARY_OP
#undef __PTO_TILE_VECTOR_OP

/* dst = fn(src...) over dst's valid region; each operand is a tile (one
   register of it per chunk) or a scalar. */
template <class T, class = std::enable_if_t<!__is_tile<T>>>
__PTO_TILE_INTERNAL T __operand(T scalar, uint32_t, uint32_t) {
  return scalar;
}
template <class TileT, class = std::enable_if_t<__is_tile<TileT>>>
__PTO_TILE_INTERNAL __vreg<typename TileT::DType>
__operand(TileT &tile, uint32_t row, uint32_t col) {
  return __load(tile, row, col);
}
template <class Fn, class Dst, class... Srcs>
__PTO_TILE_INTERNAL void __elementwise(Dst &dst, Srcs &...srcs) {
  using T = typename Dst::DType;
  uint32_t rows = dst.GetValidRow(), cols = dst.GetValidCol();
  bool contiguous = __packed<Dst>(cols) && (__packed<Srcs>(cols) && ...);
  __for_each_chunk<T>(rows, cols, contiguous,
                      [&](uint32_t row, uint32_t col, vector_bool mask)
                          __PTO_TILE_LAMBDA {
                            __vreg<T> result;
                            Fn()(result, __operand(srcs, row, col)..., mask);
                            __store(dst, row, col, result, mask);
                          });
}

} // namespace __tile

/* The checks every elementwise operation makes, with its name; the
   operation is only generated when they pass, so that a failed check is the
   only error. */
#define __PTO_TILE_SAME(DST, SRC)                                              \
  (__tile::__all_row_major<DST, SRC> &&                                        \
   std::is_same_v<typename DST::DType, typename SRC::DType> &&                 \
   __tile::__same_valid_rows<DST, SRC> && __tile::__same_valid_cols<DST, SRC>)
#define __PTO_TILE_CHECK_TILES(NAME, ...)                                      \
  static_assert(__tile::__all_row_major<__VA_ARGS__>,                          \
                NAME ": the tiles must be row-major and unboxed "              \
                     "(BLayout::RowMajor, SLayout::NoneBox)")
#define __PTO_TILE_CHECK_SAME(NAME, DST, SRC)                                  \
  static_assert(std::is_same_v<typename DST::DType, typename SRC::DType>,      \
                NAME ": the tiles' element types differ");                     \
  static_assert(__tile::__same_valid_rows<DST, SRC> &&                         \
                    __tile::__same_valid_cols<DST, SRC>,                       \
                NAME ": the tiles' valid regions differ")
#define __PTO_TILE_CHECK_TYPE(NAME, OK)                                        \
  static_assert(OK, NAME ": the A5 vector unit has no form of this "           \
                         "operation for this element type")

/* dst = src0 op src1. */
#define __PTO_TILE_BINARY(NAME, FN, ...)                                       \
  template <__VA_ARGS__ class Dst, class Src0, class Src1, class... Events>    \
  PTO_INST RecordEvent NAME(Dst &dst, Src0 &src0, Src1 &src1,                  \
                            Events &...events) {                               \
    __PTO_TILE_CHECK_TILES(#NAME, Dst, Src0, Src1);                            \
    __PTO_TILE_CHECK_SAME(#NAME, Dst, Src0);                                   \
    __PTO_TILE_CHECK_SAME(#NAME, Dst, Src1);                                   \
    using V = __tile::__vreg<typename Dst::DType>;                             \
    constexpr bool supported =                                                 \
        std::is_invocable_v<__tile::FN, V &, V, V, vector_bool>;               \
    __PTO_TILE_CHECK_TYPE(#NAME, supported);                                   \
    if constexpr (supported && __PTO_TILE_SAME(Dst, Src0) &&                   \
                  __PTO_TILE_SAME(Dst, Src1)) {                                \
      TSYNC(events...);                                                        \
      __tile::__elementwise<__tile::FN>(dst, src0, src1);                      \
    }                                                                          \
    return {};                                                                 \
  }
__PTO_TILE_BINARY(TADD, __vadd)
__PTO_TILE_BINARY(TSUB, __vsub)
__PTO_TILE_BINARY(TMUL, __vmul)
__PTO_TILE_BINARY(TDIV, __vdiv, auto Precision = DivAlgorithm::DEFAULT, )
__PTO_TILE_BINARY(TMAX, __vmax)
__PTO_TILE_BINARY(TMIN, __vmin)
__PTO_TILE_BINARY(TAND, __vand)
__PTO_TILE_BINARY(TOR, __vor)
__PTO_TILE_BINARY(TXOR, __vxor)
#undef __PTO_TILE_BINARY

/* dst = src op scalar; the scalar has the source's element type. */
#define __PTO_TILE_SCALAR(NAME, FN)                                            \
  template <class Dst, class Src, class... Events>                             \
  PTO_INST RecordEvent NAME(Dst &dst, Src &src, typename Src::DType scalar,    \
                            Events &...events) {                               \
    __PTO_TILE_CHECK_TILES(#NAME, Dst, Src);                                   \
    __PTO_TILE_CHECK_SAME(#NAME, Dst, Src);                                    \
    using T = typename Dst::DType;                                             \
    using V = __tile::__vreg<T>;                                               \
    constexpr bool supported =                                                 \
        std::is_invocable_v<__tile::FN<T>, V &, V, T, vector_bool>;            \
    __PTO_TILE_CHECK_TYPE(#NAME, supported);                                   \
    if constexpr (supported && __PTO_TILE_SAME(Dst, Src)) {                    \
      TSYNC(events...);                                                        \
      __tile::__elementwise<__tile::FN<T>>(dst, src, scalar);                  \
    }                                                                          \
    return {};                                                                 \
  }
__PTO_TILE_SCALAR(TADDS, __vadds)
__PTO_TILE_SCALAR(TSUBS, __vsubs)
__PTO_TILE_SCALAR(TMULS, __vmuls)
__PTO_TILE_SCALAR(TMAXS, __vmaxs)
__PTO_TILE_SCALAR(TMINS, __vmins)
#undef __PTO_TILE_SCALAR

/* dst = op(src). */
#define __PTO_TILE_UNARY(NAME, FN, ...)                                        \
  template <__VA_ARGS__ class Dst, class Src, class... Events>                 \
  PTO_INST RecordEvent NAME(Dst &dst, Src &src, Events &...events) {           \
    __PTO_TILE_CHECK_TILES(#NAME, Dst, Src);                                   \
    __PTO_TILE_CHECK_SAME(#NAME, Dst, Src);                                    \
    using V = __tile::__vreg<typename Dst::DType>;                             \
    constexpr bool supported =                                                 \
        std::is_invocable_v<__tile::FN, V &, V, vector_bool>;                  \
    __PTO_TILE_CHECK_TYPE(#NAME, supported);                                   \
    if constexpr (supported && __PTO_TILE_SAME(Dst, Src)) {                    \
      TSYNC(events...);                                                        \
      __tile::__elementwise<__tile::FN>(dst, src);                             \
    }                                                                          \
    return {};                                                                 \
  }
__PTO_TILE_UNARY(TABS, __vabs)
__PTO_TILE_UNARY(TEXP, __vexp, auto Precision = ExpAlgorithm::DEFAULT, )
__PTO_TILE_UNARY(TLOG, __vln, auto Precision = LogAlgorithm::DEFAULT, )
__PTO_TILE_UNARY(TSQRT, __vsqrt, auto Precision = SqrtAlgorithm::DEFAULT, )
__PTO_TILE_UNARY(TRELU, __vrelu)
__PTO_TILE_UNARY(TNEG, __vneg)
__PTO_TILE_UNARY(TNOT, __vnot)
#undef __PTO_TILE_UNARY

} // namespace pto

#endif
