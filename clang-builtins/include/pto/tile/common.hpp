/*===---- pto/tile/common.hpp - Enumerations and traits of the tile layer --===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __PTO_TILE_COMMON_HPP
#define __PTO_TILE_COMMON_HPP

#include <cstddef>
#include <cstdint>
#include <type_traits>

#ifndef AICORE
#define AICORE [aicore]
#endif
/* Every operation of the tile layer: a device function, always inlined. */
#define PTO_INST AICORE inline __attribute__((always_inline))
#define __PTO_TILE_INTERNAL AICORE inline __attribute__((always_inline))
/* The loop bodies and vector operations are inlined at every optimisation
   level: vector registers never live in memory (docs/tile.md). */
#define __PTO_TILE_LAMBDA __attribute__((always_inline))
/* The member functions of the tile layer's types (Tile, GlobalTensor, Shape,
   Stride, Event): inlined at every level too, so that no optimisation level
   keeps or compiles a body of each one per instantiation (docs/tile.md). */
#define __PTO_TILE_MEMBER AICORE __attribute__((always_inline))

namespace pto {

/* A valid-region or shape extent known only at run time. */
constexpr int DYNAMIC = -1;

enum class TileType {
  Vec,
  Mat,
  Left,
  Right,
  Acc,
  Bias,
  Scaling,
  ScaleLeft,
  ScaleRight,
  Ctrl
};
/* The order of the elements of a tile (BLayout) and of the boxes (fractals)
   inside it (SLayout). */
enum class BLayout { RowMajor, ColMajor };
enum class SLayout { NoneBox, RowMajor, ColMajor };
/* The layout of a GlobalTensor: ND row-major, DN column-major, NZ fractal. */
enum class Layout { ND, DN, NZ };
/* What TLOAD writes after the valid columns of each row. */
enum class PadValue : uint64_t { Null = 0, Zero = 1, Max = 2, Min = 3 };
enum class CompactMode { Null, Normal, RowPlusOne, RowAlignedPadding };
enum class AtomicType : uint8_t { AtomicNone, AtomicAdd };
enum class RoundMode : uint8_t {
  CAST_NONE,
  CAST_RINT,
  CAST_ROUND,
  CAST_FLOOR,
  CAST_CEIL,
  CAST_TRUNC,
  CAST_ODD
};
enum class SaturationMode : uint8_t { ON, OFF };
/* MGATHER/MSCATTER: an index names one element (Elem) or one row (Row). */
enum class Coalesce : uint8_t { Row, Elem };
enum class ExpAlgorithm : uint8_t { DEFAULT, HIGH_PRECISION };
enum class LogAlgorithm : uint8_t { DEFAULT, HIGH_PRECISION };
enum class SqrtAlgorithm : uint8_t { DEFAULT, HIGH_PRECISION };
enum class DivAlgorithm : uint8_t { DEFAULT, HIGH_PRECISION };

namespace __tile {

template <class...> inline constexpr bool __dependent_false = false;

/* The 8-bit float types: loaded, stored and gathered as bytes (A5 only);
   the vector unit does not compute on them. */
template <class T>
inline constexpr bool __is_fp8 =
    std::is_same_v<T, float8_e4m3_t> || std::is_same_v<T, float8_e5m2_t> ||
    std::is_same_v<T, hifloat8_t>;

/* The bytes of the Unified Buffer of the profile (clang's target
   defines them). */
inline constexpr uint32_t __ub_bytes = __PTO_UB_BYTES__;
#if defined(__PTO_A2A3__)
inline constexpr bool __profile_has_fp8 = false;
#else
inline constexpr bool __profile_has_fp8 = true;
#endif

/* The element types of tiles and tensors. */
template <class T>
inline constexpr bool __is_element =
    __is_fp8<T> || std::is_same_v<T, float> || std::is_same_v<T, half> ||
    std::is_same_v<T, bfloat16_t> || std::is_same_v<T, int8_t> ||
    std::is_same_v<T, uint8_t> || std::is_same_v<T, int16_t> ||
    std::is_same_v<T, uint16_t> || std::is_same_v<T, int32_t> ||
    std::is_same_v<T, uint32_t> || std::is_same_v<T, int64_t> ||
    std::is_same_v<T, uint64_t>;
template <class T>
inline constexpr bool __is_float =
    std::is_same_v<T, float> || std::is_same_v<T, half> ||
    std::is_same_v<T, bfloat16_t>;

/* The vector register of an element type: vector_f32 for float, ...; for
   the 8-bit floats a type no vector operation takes. */
struct __no_vector {};
template <class T> struct __vreg_of {
  using type = T __attribute__((__ext_vector_type__(CCE_VL / sizeof(T))));
};
template <> struct __vreg_of<float8_e4m3_t> { using type = __no_vector; };
template <> struct __vreg_of<float8_e5m2_t> { using type = __no_vector; };
template <> struct __vreg_of<hifloat8_t> { using type = __no_vector; };
template <class T> using __vreg = typename __vreg_of<T>::type;

/* Elements of T in one 2048-bit register. */
template <class T> inline constexpr uint32_t __lanes = CCE_VL / sizeof(T);

/* The first min(n, lanes) lanes of T, and n decreased by that many. A
   64-bit lane is active when the bit of its first byte is, as the first of
   its two 32-bit lanes. */
template <class T> __PTO_TILE_INTERNAL vector_bool __tail_mask(uint32_t &n) {
  if constexpr (sizeof(T) == 1) {
    return plt_b8(n, POST_UPDATE);
  } else if constexpr (sizeof(T) == 2) {
    return plt_b16(n, POST_UPDATE);
  } else if constexpr (sizeof(T) == 4) {
    return plt_b32(n, POST_UPDATE);
  } else {
    uint32_t words = n < __lanes<T> ? 2 * n : 2 * __lanes<T>;
    n -= words / 2;
    return plt_b32(words, POST_UPDATE);
  }
}
/* The token of the 8-, 16- or 32-bit form (64-bit elements take the
   32-bit one). */
template <class T, class B8, class B16, class B32>
constexpr auto __by_size(B8 b8, B16 b16, B32 b32) {
  if constexpr (sizeof(T) == 1)
    return b8;
  else if constexpr (sizeof(T) == 2)
    return b16;
  else
    return b32;
}
/* vsts of a register of T, vsts of its lane 0, and the vlds that splits two
   registers of T into their even and odd elements: token types, so that
   `__norm_store<T>()` is a value, not a call (which -O0 would compile and
   -O2 would inline). */
template <class T>
using __norm_store = decltype(__by_size<T>(NORM_B8, NORM_B16, NORM_B32));
template <class T>
using __one_point_store =
    decltype(__by_size<T>(ONEPT_B8, ONEPT_B16, ONEPT_B32));
template <class T>
using __deinterleave_load =
    decltype(__by_size<T>(DINTLV_B8, DINTLV_B16, DINTLV_B32));

/* The bits of a value, as an unsigned integer of its size. */
template <class T> constexpr auto __bits(T v) {
  if constexpr (sizeof(T) == 1)
    return __builtin_bit_cast(uint8_t, v);
  else if constexpr (sizeof(T) == 2)
    return __builtin_bit_cast(uint16_t, v);
  else if constexpr (sizeof(T) == 4)
    return __builtin_bit_cast(uint32_t, v);
  else
    return __builtin_bit_cast(uint64_t, v);
}

} // namespace __tile
} // namespace pto

#endif
