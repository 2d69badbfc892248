/*===---- pto/tile/tile.hpp - Tiles in the Unified Buffer -----------------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * Tile<Loc, T, Rows, Cols, BLayout, ValidRows, ValidCols, SLayout,
 * SFractalSize, PadVal, Compact>: a Rows x Cols buffer of T and the valid
 * region [0, ValidRows) x [0, ValidCols) the operations work on. A valid
 * extent given as DYNAMIC is set at run time by the constructor. The
 * buffer's UB address is given with TASSIGN(tile, address); in auto mode
 * (__PTO_AUTO__, docs/auto-mode.md) the compiler gives it and TASSIGN of a
 * tile does nothing.
 */
#ifndef __PTO_TILE_TILE_HPP
#define __PTO_TILE_TILE_HPP

#include <pto/tile/common.hpp>
#include <pto/tile/global_tensor.hpp>

namespace pto {

template <TileType LocV, class T, int RowsV, int ColsV,
          BLayout BLayoutV = BLayout::RowMajor, int ValidRowV = RowsV,
          int ValidColV = ColsV, SLayout SLayoutV = SLayout::NoneBox,
          int SFractalSizeV = 512, auto PadValV = PadValue::Null,
          CompactMode CompactV = CompactMode::Null>
struct Tile {
  static_assert(LocV == TileType::Vec,
                "Tile: the vector core has only TileType::Vec tiles (in UB); "
                "Mat, Left, Right, Acc and the other cube-side tiles need the "
                "cube core");
  static_assert(__tile::__is_element<T>,
                "Tile: the element type must be float, half, bfloat16_t, an "
                "8-bit float or an 8-, 16-, 32- or 64-bit integer");
  static_assert(!__tile::__is_fp8<T> || __tile::__profile_has_fp8,
                "Tile: 8-bit float elements need the A5 profile (-mcpu=a5)");
  static_assert(RowsV > 0 && ColsV > 0, "Tile: Rows and Cols must be > 0");
  static_assert((ValidRowV > 0 || ValidRowV == DYNAMIC) && ValidRowV <= RowsV,
                "Tile: the valid rows must be in 1..Rows, or DYNAMIC");
  static_assert((ValidColV > 0 || ValidColV == DYNAMIC) && ValidColV <= ColsV,
                "Tile: the valid columns must be in 1..Cols, or DYNAMIC");
  static_assert(SFractalSizeV == 512 || SFractalSizeV == 1024 ||
                    SFractalSizeV == 32,
                "Tile: SFractalSize must be 512, 1024 or 32");
  static_assert(SLayoutV != SLayout::NoneBox ||
                    (BLayoutV == BLayout::RowMajor
                         ? ColsV * sizeof(T) % 32 == 0
                         : RowsV * sizeof(T) % 32 == 0),
                "Tile: a row-major tile's rows (Cols * sizeof(T)), a "
                "column-major tile's columns (Rows * sizeof(T)), must be a "
                "multiple of 32 bytes");
  static_assert(
      SLayoutV == SLayout::NoneBox ||
          (RowsV % (SLayoutV == SLayout::RowMajor ? 16 : int(32 / sizeof(T))) ==
               0 &&
           ColsV % (SLayoutV == SLayout::RowMajor ? int(32 / sizeof(T)) : 16) ==
               0),
      "Tile: a boxed tile's Rows and Cols must be multiples of its "
      "box (16 x 32 bytes)");
  static_assert(std::is_same_v<decltype(PadValV), PadValue>,
                "Tile: the pad value must be a pto::PadValue");

  using DType = T;
  using TileDType = __ubuf__ T *;
  static constexpr TileType Loc = LocV;
  static constexpr int Rows = RowsV;
  static constexpr int Cols = ColsV;
  static constexpr int ValidRow = ValidRowV;
  static constexpr int ValidCol = ValidColV;
  static constexpr int Numel = RowsV * ColsV;
  static constexpr BLayout BFractal = BLayoutV;
  static constexpr SLayout SFractal = SLayoutV;
  static constexpr int SFractalSize = SFractalSizeV;
  static constexpr PadValue PadVal = PadValV;
  static constexpr CompactMode Compact = CompactV;
  static constexpr bool isRowMajor = BLayoutV == BLayout::RowMajor;
  static constexpr bool isBoxedLayout = SLayoutV != SLayout::NoneBox;
  /* Elements between the starts of consecutive rows, and of columns. */
  static constexpr int RowStride = isRowMajor ? ColsV : 1;
  static constexpr int ColStride = isRowMajor ? 1 : RowsV;
  static constexpr int __bytes = Numel * int(sizeof(T));

  __PTO_TILE_MEMBER Tile() = default;
  template <int R = ValidRowV, int C = ValidColV,
            class = std::enable_if_t<R == DYNAMIC && C == DYNAMIC>>
  __PTO_TILE_MEMBER Tile(unsigned validRows, unsigned validCols)
      : RowMaskInternal(validRows), ColMaskInternal(validCols) {}
  template <int R = ValidRowV, int C = ValidColV,
            class = std::enable_if_t<(R == DYNAMIC) != (C == DYNAMIC)>>
  __PTO_TILE_MEMBER explicit Tile(unsigned valid)
      : RowMaskInternal(R == DYNAMIC ? valid : 0),
        ColMaskInternal(C == DYNAMIC ? valid : 0) {}

  /* The valid region: constant when the tile's type gives it. */
  template <int R = ValidRowV, std::enable_if_t<R != DYNAMIC, int> = 0>
  static constexpr unsigned GetValidRow() {
    return R;
  }
  template <int R = ValidRowV, std::enable_if_t<R == DYNAMIC, int> = 0>
  __PTO_TILE_MEMBER unsigned GetValidRow() const {
    return RowMaskInternal;
  }
  template <int C = ValidColV, std::enable_if_t<C != DYNAMIC, int> = 0>
  static constexpr unsigned GetValidCol() {
    return C;
  }
  template <int C = ValidColV, std::enable_if_t<C == DYNAMIC, int> = 0>
  __PTO_TILE_MEMBER unsigned GetValidCol() const {
    return ColMaskInternal;
  }
  __PTO_TILE_MEMBER void SetValidRow(unsigned rows) {
    static_assert(ValidRowV == DYNAMIC,
                  "SetValidRow: the tile's valid rows are not DYNAMIC");
    RowMaskInternal = rows;
  }
  __PTO_TILE_MEMBER void SetValidCol(unsigned cols) {
    static_assert(ValidColV == DYNAMIC,
                  "SetValidCol: the tile's valid columns are not DYNAMIC");
    ColMaskInternal = cols;
  }
  __PTO_TILE_MEMBER void SetValidShape(unsigned rows, unsigned cols) {
    SetValidRow(rows);
    SetValidCol(cols);
  }

  __PTO_TILE_MEMBER TileDType &data() { return __data; }
  __PTO_TILE_MEMBER TileDType data() const { return __data; }

  unsigned RowMaskInternal = 0;
  unsigned ColMaskInternal = 0;

private:
#if defined(__PTO_AUTO__)
  /* A buffer the compiler places in UB (pto/__cce_auto.h). */
  TileDType __data = (TileDType)__pto_tile_alloc(__bytes);
#else
  /* Until TASSIGN: an address past the end of UB, so that a transfer to or
     from a tile that was never given one is an out-of-bounds access
     (tile-memory-ops.md: not allowed; pto-emu reports it). */
  TileDType __data = (TileDType)(uintptr_t)0x3fffffe0u;
#endif
};

namespace __tile {
template <class> inline constexpr bool __is_tile = false;
template <TileType L, class T, int R, int C, BLayout B, int VR, int VC,
          SLayout S, int F, auto P, CompactMode M>
inline constexpr bool __is_tile<Tile<L, T, R, C, B, VR, VC, S, F, P, M>> = true;

/* The element offset of (row, col) in a tile without boxes. */
template <class TileT>
__PTO_TILE_INTERNAL uint32_t __offset(uint32_t row, uint32_t col) {
  return row * TileT::RowStride + col * TileT::ColStride;
}
} // namespace __tile

/* Gives a tile its UB address (bytes, 32-byte aligned), or a GlobalTensor
   its GM pointer. */
template <class T, class Address>
PTO_INST void TASSIGN(T &object, Address address) {
  if constexpr (__tile::__is_tile<T>) {
    static_assert(std::is_integral_v<Address>,
                  "TASSIGN: a tile's address is an integer (a UB byte "
                  "offset)");
#if !defined(__PTO_AUTO__)
    object.data() = (typename T::TileDType)(uintptr_t)address;
#endif
  } else if constexpr (__tile::__is_global_tensor<T>) {
    static_assert(std::is_same_v<Address, typename T::DType *>,
                  "TASSIGN: a GlobalTensor's address is a __gm__ pointer to "
                  "its element type");
    object.__set_data(address);
  } else {
    static_assert(__tile::__dependent_false<T>,
                  "TASSIGN: the object must be a Tile or a GlobalTensor");
  }
}
/* The same with the address checked at compile time against the UB. */
template <std::size_t Address, class T> PTO_INST void TASSIGN(T &tile) {
  static_assert(__tile::__is_tile<T>, "TASSIGN<Address>: needs a Tile");
  static_assert(Address % 32 == 0,
                "TASSIGN<Address>: a tile's UB address must be a multiple of "
                "32 bytes");
  static_assert(Address + T::__bytes <= __tile::__ub_bytes,
                "TASSIGN<Address>: the tile does not fit in the Unified "
                "Buffer (256 KB on A5, 192 KB on A2/A3) at this address");
  TASSIGN(tile, Address);
}

/* Makes `dst` a view of `src`'s buffer: the same bytes under another shape,
   layout or element type. In auto mode the view keeps `src`'s buffer live
   while it is used. */
template <class TileDst, class TileSrc>
PTO_INST void TRESHAPE(TileDst &dst, TileSrc &src) {
  static_assert(__tile::__is_tile<TileDst> && __tile::__is_tile<TileSrc>,
                "TRESHAPE: both objects must be Tiles");
  static_assert(TileDst::__bytes == TileSrc::__bytes,
                "TRESHAPE: the tiles must have the same size in bytes");
  dst.data() = (typename TileDst::TileDType)src.data();
}

} // namespace pto

#endif
