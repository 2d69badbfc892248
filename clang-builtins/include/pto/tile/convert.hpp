/*===---- pto/tile/convert.hpp - TCVT --------------------------------------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * dst = convert(src) over dst's valid region with vcvt (conversion-ops.md):
 * between types of one size lane by lane; to a type of half the size from
 * a de-interleaving load (DINTLV), the even and odd elements converted into
 * the even and odd lanes (PART_EVEN/PART_ODD) and joined with vor; to a type
 * of twice the size, the even and odd lanes converted and re-interleaved
 * (vintlv) into two registers. Which pairs convert is which vcvt takes.
 */
#ifndef __PTO_TILE_CONVERT_HPP
#define __PTO_TILE_CONVERT_HPP

#include <pto/tile/event.hpp>
#include <pto/tile/vector_loop.hpp>

namespace pto {
namespace __tile {

/* The vcvt rounding token of a RoundMode; CAST_NONE truncates from float to
   integer and rounds to nearest even otherwise. */
template <RoundMode Mode, bool FloatToInteger> constexpr auto __round_token() {
  if constexpr (Mode == RoundMode::CAST_RINT)
    return ROUND_R;
  else if constexpr (Mode == RoundMode::CAST_ROUND)
    return ROUND_A;
  else if constexpr (Mode == RoundMode::CAST_FLOOR)
    return ROUND_F;
  else if constexpr (Mode == RoundMode::CAST_CEIL)
    return ROUND_C;
  else if constexpr (Mode == RoundMode::CAST_TRUNC)
    return ROUND_Z;
  else if constexpr (Mode == RoundMode::CAST_ODD)
    return ROUND_O;
  else if constexpr (FloatToInteger)
    return ROUND_Z;
  else
    return ROUND_R;
}

/* Whether a conversion saturates when the caller does not say: all do but
   those the tile library leaves wrapping on A5. */
template <class D, class S> constexpr bool __saturates_by_default() {
  return !((std::is_same_v<S, half> &&
            (std::is_same_v<D, uint8_t> || std::is_same_v<D, int8_t> ||
             std::is_same_v<D, int16_t>)) ||
           (std::is_same_v<S, float> && std::is_same_v<D, int16_t>) ||
           (std::is_same_v<S, int64_t> && std::is_same_v<D, int32_t>) ||
           (std::is_same_v<S, int32_t> && std::is_same_v<D, int16_t>));
}

template <class Void, class D, class S, class... Tokens>
inline constexpr bool __has_vcvt_form = false;
template <class D, class S, class... Tokens>
inline constexpr bool
    __has_vcvt_form<std::void_t<decltype(__pto_vcvt(
                        std::declval<__vreg<D> &>(), std::declval<__vreg<S>>(),
                        std::declval<vector_bool>(), Tokens()...))>,
                    D, S, Tokens...> = true;

/* Whether vcvt converts S to D (with the part token the sizes need). */
template <class D, class S> constexpr bool __converts() {
  if constexpr (std::is_same_v<D, S> || !__is_element<D> || !__is_element<S>)
    return false;
  else if constexpr (sizeof(D) == sizeof(S))
    return __has_vcvt_form<void, D, S>;
  else if constexpr (2 * sizeof(D) == sizeof(S) || sizeof(D) == 2 * sizeof(S))
    return __has_vcvt_form<void, D, S, __pto_tok_PART_EVEN>;
  else
    return false;
}

/* vcvt of one register with the tokens of `mode` and `saturate` (and the
   part token Part... of a size change), chosen here at the instruction and
   not around the loop: each TCVT is one loop, not one per mode and
   saturation (14), so the module holds and cleans one instantiation of
   the loop's layers, not 14. The loop body takes mode and saturate as
   arguments (__for_each_chunk), so that where they are constants the
   inliner copies only the vcvt they select. */
template <class D, class S, class... Part>
__PTO_TILE_INTERNAL void __vcvt(__vreg<D> &dst, __vreg<S> src, vector_bool mask,
                                RoundMode mode, bool saturate) {
  constexpr bool floatToInteger = __is_float<S> && !__is_float<D>;
  constexpr bool sizeChange = sizeof...(Part) != 0;
  if constexpr (sizeChange && __is_float<S> && __is_float<D> &&
                sizeof(D) > sizeof(S)) {
    vcvt(dst, src, mask, Part()...); /* exact */
  } else if constexpr (sizeChange && !__is_float<S> && !__is_float<D>) {
    if (saturate)
      vcvt(dst, src, mask, __pto_tok_RS_ENABLE(), Part()...);
    else
      vcvt(dst, src, mask, __pto_tok_RS_DISABLE(), Part()...);
  } else {
    /* Same-size conversions take a saturation token from float to integer
       only. */
    auto rounded = [&](auto round) __PTO_TILE_LAMBDA {
      if constexpr (!sizeChange && !floatToInteger)
        vcvt(dst, src, mask, round);
      else if (saturate)
        vcvt(dst, src, mask, round, __pto_tok_RS_ENABLE(), Part()...);
      else
        vcvt(dst, src, mask, round, __pto_tok_RS_DISABLE(), Part()...);
    };
    switch (mode) {
#define __PTO_TILE_ROUND(M)                                                    \
  case RoundMode::M:                                                           \
    return rounded(decltype(__round_token<RoundMode::M, floatToInteger>())());
      __PTO_TILE_ROUND(CAST_RINT)
      __PTO_TILE_ROUND(CAST_ROUND)
      __PTO_TILE_ROUND(CAST_FLOOR)
      __PTO_TILE_ROUND(CAST_CEIL)
      __PTO_TILE_ROUND(CAST_TRUNC)
      __PTO_TILE_ROUND(CAST_ODD)
#undef __PTO_TILE_ROUND
    default:
      return rounded(
          decltype(__round_token<RoundMode::CAST_NONE, floatToInteger>())());
    }
  }
}

template <class Dst, class Src>
__PTO_TILE_INTERNAL void __convert(Dst &dst, Src &src, RoundMode mode,
                                   bool saturate) {
  using D = typename Dst::DType;
  using S = typename Src::DType;
  uint32_t rows = dst.GetValidRow(), cols = dst.GetValidCol();
  bool contiguous = __packed<Dst>(cols) && __packed<Src>(cols);
  if constexpr (sizeof(D) == sizeof(S)) {
    __for_each_chunk<D>(
        rows, cols, contiguous,
        [&](uint32_t row, uint32_t col, vector_bool mask, RoundMode by,
            bool sat) __PTO_TILE_LAMBDA {
          __vreg<D> result;
          __vcvt<D, S>(result, __load(src, row, col), mask, by, sat);
          __store(dst, row, col, result, mask);
        },
        mode, saturate);
  } else if constexpr (2 * sizeof(D) == sizeof(S)) {
    /* A register of D is two of S: their even and odd elements. */
    __for_each_chunk<D>(
        rows, cols, contiguous,
        [&](uint32_t row, uint32_t col, vector_bool mask, RoundMode by,
            bool sat) __PTO_TILE_LAMBDA {
          __vreg<S> even, odd;
          vlds(even, odd, src.data(), row * Src::RowStride + col,
               __deinterleave_load<S>());
          __vreg<D> low, high, joined;
          __vcvt<D, S, __pto_tok_PART_EVEN>(low, even, mask, by, sat);
          __vcvt<D, S, __pto_tok_PART_ODD>(high, odd, mask, by, sat);
          vor(joined, low, high, mask);
          __store(dst, row, col, joined, mask);
        },
        mode, saturate);
  } else {
    /* A register of S is two of D. */
    __for_each_chunk<S>(
        rows, cols, contiguous,
        [&](uint32_t row, uint32_t col, vector_bool, RoundMode by,
            bool sat) __PTO_TILE_LAMBDA {
          vector_bool all = pset_b8(PAT_ALL);
          __vreg<D> even, odd, first, second;
          __vreg<S> in = __load(src, row, col);
          __vcvt<D, S, __pto_tok_PART_EVEN>(even, in, all, by, sat);
          __vcvt<D, S, __pto_tok_PART_ODD>(odd, in, all, by, sat);
          vintlv(first, second, even, odd);
          uint32_t left = (contiguous ? rows * cols : cols) - col;
          __store(dst, row, col, first, __tail_mask<D>(left));
          if (left != 0)
            __store(dst, row, col + __lanes<D>, second, __tail_mask<D>(left));
        },
        mode, saturate);
  }
}

template <class Dst, class Src, class... Events>
__PTO_TILE_INTERNAL RecordEvent __tcvt(Dst &dst, Src &src, RoundMode mode,
                                       bool saturate, Events &...events) {
  using D = typename Dst::DType;
  using S = typename Src::DType;
  static_assert(__is_tile<Dst> && __is_tile<Src>,
                "TCVT: the arguments must be pto::Tiles");
  static_assert(__all_row_major<Dst, Src>,
                "TCVT: the tiles must be row-major and unboxed");
  static_assert(__same_valid_rows<Dst, Src> && __same_valid_cols<Dst, Src>,
                "TCVT: the tiles' valid regions differ");
  static_assert(__converts<D, S>(),
                "TCVT: the A5 vector unit does not convert between these "
                "element types (conversion-ops.md lists the pairs)");
  if constexpr (__converts<D, S>() && __all_row_major<Dst, Src>) {
    TSYNC(events...);
    __convert(dst, src, mode, saturate);
  }
  return {};
}

} // namespace __tile

template <bool NeedSetCtrl = true, class Dst, class Src, class... Events>
PTO_INST RecordEvent TCVT(Dst &dst, Src &src, RoundMode mode,
                          SaturationMode saturation, Events &...events) {
  return __tile::__tcvt(dst, src, mode, saturation == SaturationMode::ON,
                        events...);
}
template <bool NeedSetCtrl = true, class Dst, class Src, class... Events>
PTO_INST RecordEvent TCVT(Dst &dst, Src &src, RoundMode mode,
                          Events &...events) {
  constexpr bool saturate =
      __tile::__saturates_by_default<typename Dst::DType,
                                     typename Src::DType>();
  return __tile::__tcvt(dst, src, mode, saturate, events...);
}
/* The forms with a scratch tile, which A5 does not need. */
template <bool NeedSetCtrl = true, class Dst, class Src, class Tmp,
          class... Events, class = std::enable_if_t<__tile::__is_tile<Tmp>>>
PTO_INST RecordEvent TCVT(Dst &dst, Src &src, Tmp &, RoundMode mode,
                          SaturationMode saturation, Events &...events) {
  return TCVT(dst, src, mode, saturation, events...);
}
template <bool NeedSetCtrl = true, class Dst, class Src, class Tmp,
          class... Events, class = std::enable_if_t<__tile::__is_tile<Tmp>>>
PTO_INST RecordEvent TCVT(Dst &dst, Src &src, Tmp &, RoundMode mode,
                          Events &...events) {
  return TCVT(dst, src, mode, events...);
}

} // namespace pto

#endif
