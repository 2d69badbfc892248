/*===---- pto/tile/memory.hpp - Transfers between GM and tiles ------------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * tile-memory-ops.md: TLOAD and TPREFETCH are MTE2 DMA copies of the valid
 * region (copy_gm_to_ubuf with the loop registers), TSTORE an MTE3 copy
 * back; MGATHER and MSCATTER move single elements (or rows) through the
 * scalar unit. The GM shape's dimensions map onto tile rows and columns:
 *
 *   ND (row-major tile):     rows = d0*d1*d2*d3, columns = d4 (stride 1)
 *   DN (column-major tile):  rows = d3 (stride 1), columns = d0*d1*d2*d4
 *   NZ (16 x 32-byte boxes): rows = d2*d3 (d3 = 16), columns = d0*d1*d4
 *                            (d4 = 32 / sizeof(T))
 */
#ifndef __PTO_TILE_MEMORY_HPP
#define __PTO_TILE_MEMORY_HPP

#include <pto/tile/event.hpp>
#include <pto/tile/global_tensor.hpp>
#include <pto/tile/tile.hpp>

namespace pto {
namespace __tile {

/* The layout pair a Vec tile and a GlobalTensor may have. */
template <class TileT, class GlobalT> constexpr bool __layouts_match() {
  switch (GlobalT::layout) {
  case Layout::ND:
    return TileT::isRowMajor && !TileT::isBoxedLayout;
  case Layout::DN:
    return !TileT::isRowMajor && !TileT::isBoxedLayout;
  case Layout::NZ:
    return !TileT::isRowMajor && TileT::SFractal == SLayout::RowMajor &&
           TileT::SFractalSize == 512;
  }
  return false;
}

/* The static checks of TLOAD, TSTORE and TPREFETCH. */
#define __PTO_TILE_CHECK_TRANSFER(NAME, TileT, GlobalT)                        \
  static_assert(__tile::__is_tile<TileT>,                                      \
                NAME ": the tile argument must be a pto::Tile");               \
  static_assert(__tile::__is_global_tensor<GlobalT>,                           \
                NAME ": the GM argument must be a pto::GlobalTensor");         \
  static_assert(sizeof(typename TileT::DType) ==                               \
                    sizeof(typename GlobalT::RawDType),                        \
                NAME ": the tile's and the GlobalTensor's element types must " \
                     "have the same size");                                    \
  static_assert(__tile::__layouts_match<TileT, GlobalT>(),                     \
                NAME ": layouts not allowed for a Vec tile: ND needs a "       \
                     "row-major tile, DN a column-major tile, NZ a "           \
                     "column-major tile of row-major 512-byte boxes "          \
                     "(ND -> NZ and DN -> ZN need a Mat tile)");               \
  static_assert(sizeof(typename TileT::DType) != 8 ||                          \
                    GlobalT::layout != Layout::NZ,                             \
                NAME ": 64-bit elements move only ND -> ND or DN -> DN");      \
  static_assert(GlobalT::layout != Layout::NZ ||                               \
                    ((GlobalT::staticShape[3] == 16 ||                         \
                      GlobalT::staticShape[3] == DYNAMIC) &&                   \
                     (GlobalT::staticShape[4] ==                               \
                          int64_t(32 / sizeof(typename TileT::DType)) ||       \
                      GlobalT::staticShape[4] == DYNAMIC)),                    \
                NAME ": an NZ GlobalTensor's last two dimensions are a box: "  \
                     "16 rows of 32 bytes");                                   \
  static_assert(                                                               \
      GlobalT::layout == Layout::NZ ||                                         \
          GlobalT::staticStride[GlobalT::layout == Layout::ND ? 4 : 3] == 1 || \
          GlobalT::staticStride[GlobalT::layout == Layout::ND ? 4 : 3] ==      \
              DYNAMIC,                                                         \
      NAME ": the GlobalTensor's innermost dimension (4 for ND, 3 "            \
           "for DN) must have stride 1");                                      \
  static_assert(__tile::__static_extents_match<TileT, GlobalT>(),              \
                NAME ": the GlobalTensor's shape is not the tile's valid "     \
                     "region")

/* The tile rows and columns a GM shape covers, where all is constant. */
template <class TileT, class GlobalT> constexpr bool __static_extents_match() {
  const int64_t *d = GlobalT::staticShape;
  for (int i = 0; i < 5; ++i)
    if (d[i] == DYNAMIC)
      return true;
  int64_t rows, cols;
  switch (GlobalT::layout) {
  case Layout::ND:
    rows = d[0] * d[1] * d[2] * d[3], cols = d[4];
    break;
  case Layout::DN:
    rows = d[3], cols = d[0] * d[1] * d[2] * d[4];
    break;
  default:
    rows = d[2] * d[3], cols = d[0] * d[1] * d[4];
    break;
  }
  return (TileT::ValidRow == DYNAMIC || TileT::ValidRow == rows) &&
         (TileT::ValidCol == DYNAMIC || TileT::ValidCol == cols);
}

/* One DMA transfer of a tile's valid region, as the nested loops of
   dma-copy.md: `outer` copies, each of loop2 x loop1 x bursts. */
struct __transfer {
  uint32_t outer;
  uint64_t outerGM, outerUB; /* bytes between the copies */
  uint64_t loop2, loop2GM, loop2UB;
  uint64_t loop1, loop1GM, loop1UB;
  uint32_t bursts, burstBytes;
  uint64_t burstGM, burstUB;
};

/* The plan of a transfer from the GM view's extents d and strides s (in
   bytes) and the tile's valid columns (ND) or rows (DN). */
template <class TileT, class GlobalT>
constexpr __attribute__((always_inline)) __transfer
__plan(const int64_t (&d)[5], const int64_t (&s)[5], uint32_t valid) {
  constexpr uint64_t size = sizeof(typename TileT::DType);
  if constexpr (GlobalT::layout != Layout::NZ) {
    /* ND: bursts are rows of ValidCol elements, one per index of dimension
       3; DN: columns of ValidRow elements, one per index of dimension 4.
       Dimensions 2, 1 and 0 step the loop1, the loop2 and the copies. */
    constexpr bool nd = GlobalT::layout == Layout::ND;
    constexpr int burstDim = nd ? 3 : 4;
    uint64_t line = (nd ? TileT::RowStride : TileT::ColStride) * size;
    uint64_t bursts = d[burstDim];
    return {uint32_t(d[0]),
            uint64_t(s[0]),
            d[1] * d[2] * bursts * line,
            uint64_t(d[1]),
            uint64_t(s[1]),
            d[2] * bursts * line,
            uint64_t(d[2]),
            uint64_t(s[2]),
            bursts * line,
            uint32_t(bursts),
            uint32_t(valid * size),
            uint64_t(s[burstDim]),
            line};
  } else {
    /* Boxes of 16 rows of 32 bytes: column blocks (dimension 1) of Rows
       rows, box rows (dimension 2) 512 bytes apart. */
    uint64_t block = uint64_t(TileT::Rows) * 32;
    return {1,
            0,
            0,
            uint64_t(d[0]),
            uint64_t(s[0]),
            d[1] * block,
            uint64_t(d[1]),
            uint64_t(s[1]),
            block,
            uint32_t(d[2]),
            uint32_t(d[3] * 32),
            uint64_t(s[2]),
            uint64_t(16 * 32)};
  }
}

/* Whether the types give the whole plan: the GM view's shape and strides,
   and the tile's valid extent that the bursts take. */
template <class TileT, class GlobalT> constexpr bool __static_plan() {
  for (int i = 0; i < 5; ++i)
    if (GlobalT::staticShape[i] == DYNAMIC ||
        GlobalT::staticStride[i] == DYNAMIC)
      return false;
  return (GlobalT::layout == Layout::ND ? TileT::ValidCol : TileT::ValidRow) !=
         DYNAMIC;
}

enum class __direction { ToUB, ToGM };

/* Runs a transfer on MTE2 (to UB) or MTE3 (to GM): the loop registers of
   that engine, the copies, and the loop size set back to 1 x 1. OneCopy:
   the type says there is one copy (t.outer is 1), so there is no loop. */
template <__direction Dir, bool OneCopy, class GM, class UB>
__PTO_TILE_INTERNAL void __run(const __transfer &t, GM *gmData, UB *ubData,
                               bool pad) {
  __gm__ uint8_t *gm = (__gm__ uint8_t *)gmData;
  __ubuf__ uint8_t *ub = (__ubuf__ uint8_t *)ubData;
  uint64_t size = t.loop2 << 21 | t.loop1;
  uint64_t stride1 = t.loop1UB << 40 | t.loop1GM;
  uint64_t stride2 = t.loop2UB << 40 | t.loop2GM;
  if constexpr (Dir == __direction::ToUB) {
    set_loop_size_outtoub(size);
    set_loop1_stride_outtoub(stride1);
    set_loop2_stride_outtoub(stride2);
    if constexpr (OneCopy)
      copy_gm_to_ubuf_align_v2(ub, gm, 0, t.bursts, t.burstBytes, 0, 0, pad, 0,
                               t.burstGM, uint32_t(t.burstUB));
    else
      for (uint32_t i = 0; i < t.outer; ++i)
        copy_gm_to_ubuf_align_v2(ub + i * t.outerUB, gm + i * t.outerGM, 0,
                                 t.bursts, t.burstBytes, 0, 0, pad, 0,
                                 t.burstGM, uint32_t(t.burstUB));
    set_loop_size_outtoub(1ull << 21 | 1);
  } else {
    set_loop_size_ubtoout(size);
    set_loop1_stride_ubtoout(stride1);
    set_loop2_stride_ubtoout(stride2);
    if constexpr (OneCopy)
      copy_ubuf_to_gm_align_v2(gm, ub, 0, t.bursts, t.burstBytes, 0, t.burstGM,
                               uint32_t(t.burstUB));
    else
      for (uint32_t i = 0; i < t.outer; ++i)
        copy_ubuf_to_gm_align_v2(gm + i * t.outerGM, ub + i * t.outerUB, 0,
                                 t.bursts, t.burstBytes, 0, t.burstGM,
                                 uint32_t(t.burstUB));
    set_loop_size_ubtoout(1ull << 21 | 1);
  }
}

/* The transfer of a tile's valid region. The optimiser gets no loop over
   the dimensions and no arithmetic on constants: when the types give the
   whole plan (every transfer of fixed shape) the front end computes it, a
   constant the copies read; otherwise the extents and strides the types
   give are constants. */
template <__direction Dir, class TileT, class GlobalT>
__PTO_TILE_INTERNAL void __move(TileT &tile, GlobalT &global, bool pad) {
  constexpr uint64_t size = sizeof(typename TileT::DType);
  constexpr bool nd = GlobalT::layout == Layout::ND;
  /* One copy: NZ always, ND and DN when dimension 0 is the constant 1. */
  constexpr bool oneCopy =
      GlobalT::layout == Layout::NZ || GlobalT::staticShape[0] == 1;
  if constexpr (__static_plan<TileT, GlobalT>()) {
    static constexpr int64_t s[5] = {int64_t(GlobalT::staticStride[0] * size),
                                     int64_t(GlobalT::staticStride[1] * size),
                                     int64_t(GlobalT::staticStride[2] * size),
                                     int64_t(GlobalT::staticStride[3] * size),
                                     int64_t(GlobalT::staticStride[4] * size)};
    static constexpr __transfer plan = __plan<TileT, GlobalT>(
        GlobalT::staticShape, s, nd ? TileT::ValidCol : TileT::ValidRow);
    __run<Dir, oneCopy>(plan, global.data(), tile.data(), pad);
  } else {
    const int64_t d[5] = {
        global.template __shape_at<0>(), global.template __shape_at<1>(),
        global.template __shape_at<2>(), global.template __shape_at<3>(),
        global.template __shape_at<4>()};
    const int64_t s[5] = {int64_t(global.template __stride_at<0>() * size),
                          int64_t(global.template __stride_at<1>() * size),
                          int64_t(global.template __stride_at<2>() * size),
                          int64_t(global.template __stride_at<3>() * size),
                          int64_t(global.template __stride_at<4>() * size)};
    __run<Dir, oneCopy>(__plan<TileT, GlobalT>(
                            d, s, nd ? tile.GetValidCol() : tile.GetValidRow()),
                        global.data(), tile.data(), pad);
  }
}

/* The bit pattern TLOAD writes after the valid columns. */
template <class T, PadValue Pad> constexpr uint64_t __pad_bits() {
  if constexpr (Pad == PadValue::Null || Pad == PadValue::Zero ||
                sizeof(T) == 8)
    return 0;
  else if constexpr (std::is_same_v<T, float>)
    return Pad == PadValue::Max ? 0x7f800000u : 0xff800000u;
  else if constexpr (std::is_same_v<T, half>)
    return Pad == PadValue::Max ? 0x7c00u : 0xfc00u;
  else if constexpr (std::is_same_v<T, bfloat16_t>)
    return Pad == PadValue::Max ? 0x7f80u : 0xff80u;
  else if constexpr (std::is_integral_v<T>) {
    using U = std::make_unsigned_t<T>;
    constexpr U all = U(~U(0));
    if constexpr (std::is_signed_v<T>)
      return Pad == PadValue::Max ? uint64_t(U(all >> 1))
                                  : uint64_t(U(~U(all >> 1)));
    else
      return Pad == PadValue::Max ? uint64_t(all) : 0;
  } else
    return 0;
}
/* Whether every byte of a T-sized pattern is the same: the DMA pads with
   one byte (dma-copy.md). */
template <class T> constexpr bool __one_byte(uint64_t bits) {
  for (unsigned i = 1; i < sizeof(T); ++i)
    if (((bits >> (8 * i)) & 0xff) != (bits & 0xff))
      return false;
  return true;
}

/* Fills columns [validCol, Cols) of the valid rows with `bits` on the
   vector pipe, after the tile's load (a flag from MTE2). */
template <class TileT>
__PTO_TILE_INTERNAL void __fill_row_ends(TileT &tile, uint64_t bits) {
  using T = typename TileT::DType;
  using B = decltype(__bits(T()));
  uint8_t id = __event_ids<PIPE_MTE2, PIPE_V>::take();
  set_flag(PIPE_MTE2, PIPE_V, id);
  wait_flag(PIPE_MTE2, PIPE_V, id);
  uint32_t rows = tile.GetValidRow(), valid = tile.GetValidCol();
  uint32_t first = valid / __lanes<T> * __lanes<T>;
  __vreg<B> pad;
  vdup(pad, B(bits), pset_b8(PAT_ALL));
  for (uint32_t row = 0; row < rows; ++row)
    for (uint32_t col = first; col < uint32_t(TileT::Cols); col += __lanes<T>) {
      uint32_t keep = col < valid ? valid - col : 0;
      uint32_t width = TileT::Cols - col;
      vector_bool kept = __tail_mask<T>(keep);
      vector_bool written = __tail_mask<T>(width);
      __ubuf__ B *at = (__ubuf__ B *)tile.data() + row * TileT::RowStride;
      __vreg<B> old, merged;
      vlds(old, at, col, NORM);
      vsel(merged, old, pad, kept);
      vsts(merged, at, col, __norm_store<B>(), written);
    }
}

} // namespace __tile

/* GM -> tile: the tile's valid region from the GlobalTensor, on MTE2. With
   a pad value, each valid row is then filled to Cols with it. */
template <class TileT, class GlobalT, class... Events>
PTO_INST RecordEvent TLOAD(TileT &dst, GlobalT &src, Events &...events) {
  __PTO_TILE_CHECK_TRANSFER("TLOAD", TileT, GlobalT);
  using T = typename TileT::DType;
  constexpr uint64_t pad = __tile::__pad_bits<T, TileT::PadVal>();
  constexpr bool padded =
      TileT::PadVal != PadValue::Null && GlobalT::layout == Layout::ND;
  constexpr bool dmaPads = padded && __tile::__one_byte<T>(pad);
  TSYNC(events...);
  if constexpr (dmaPads)
    set_mov_pad_val(pad & 0xff);
  __tile::__move<__tile::__direction::ToUB>(dst, src, dmaPads);
  if constexpr (padded && !dmaPads)
    __tile::__fill_row_ends(dst, pad);
  return {};
}

/* Starts the same transfer as TLOAD (the emulator has no cache to warm:
   docs/tile.md); a later reader waits for it with an event as for TLOAD. */
template <class TileT, class GlobalT>
PTO_INST RecordEvent TPREFETCH(TileT &dst, GlobalT &src) {
  return TLOAD(dst, src);
}

/* tile -> GM: the tile's valid region, on MTE3. */
template <class TileT, class GlobalT,
          AtomicType Atomic = AtomicType::AtomicNone, class... Events>
PTO_INST RecordEvent TSTORE(GlobalT &dst, TileT &src, Events &...events) {
  __PTO_TILE_CHECK_TRANSFER("TSTORE", TileT, GlobalT);
  static_assert(Atomic == AtomicType::AtomicNone,
                "TSTORE: atomic stores are for TileType::Acc tiles (the cube "
                "core's fix-pipe); a Vec tile stores with AtomicNone");
  TSYNC(events...);
  __tile::__move<__tile::__direction::ToGM>(src, dst, false);
  return {};
}

/* The fix-pipe store: only TileType::Acc tiles, which the vector core does
   not have. */
template <class TileT, class GlobalT, class FpTileT,
          AtomicType Atomic = AtomicType::AtomicNone, class... Events>
PTO_INST RecordEvent TSTORE_FP(GlobalT &, TileT &, FpTileT &, Events &...) {
  static_assert(__tile::__dependent_false<TileT>,
                "TSTORE_FP: only TileType::Acc tiles store through the "
                "fix-pipe; a Vec tile stores with TSTORE");
  return {};
}

namespace comm {
enum class DmaEngine : uint8_t { SDMA, URMA, CCU };
/* A transfer's session; the emulator has no SDMA engine, so nothing is
   ever outstanding in it. */
struct AsyncSession {};
struct AsyncEvent {
  uint64_t handle = 0;
  DmaEngine engine = DmaEngine::SDMA;
  AICORE AsyncEvent() = default;
  AICORE AsyncEvent(uint64_t h, DmaEngine e) : handle(h), engine(e) {}
  AICORE bool valid() const { return handle != 0; }
  AICORE bool Wait(const AsyncSession &) const { return true; }
  AICORE bool Test(const AsyncSession &) const { return true; }
};
} // namespace comm

struct PrefetchAsyncContext {
  __gm__ uint8_t *workspace = nullptr;
  comm::AsyncSession session;
  comm::AsyncSession *externalSession = nullptr;
  AICORE PrefetchAsyncContext() = default;
  AICORE explicit PrefetchAsyncContext(__gm__ uint8_t *ws) : workspace(ws) {}
  AICORE PrefetchAsyncContext(__gm__ uint8_t *ws, comm::AsyncSession *ext)
      : workspace(ws), externalSession(ext) {}
  AICORE comm::AsyncSession &GetSession() {
    return externalSession ? *externalSession : session;
  }
};

/* Warms L2 for a flat GM tensor: there is no L2 to warm in the emulator, so
   it only waits for its events and returns an event that is complete. */
template <class GlobalT, class... Events>
PTO_INST comm::AsyncEvent TPREFETCH_ASYNC(GlobalT &, PrefetchAsyncContext &,
                                          Events &...events) {
  static_assert(__tile::__is_global_tensor<GlobalT>,
                "TPREFETCH_ASYNC: the argument must be a pto::GlobalTensor");
  TSYNC(events...);
  return comm::AsyncEvent(0, comm::DmaEngine::SDMA);
}

namespace __tile {

template <class T>
inline constexpr bool __is_index =
    std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t>;

/* The element `index` of a flat GM table, and into a UB tile, as bits. */
template <class T>
__PTO_TILE_INTERNAL auto __gm_element(__gm__ T *table, uint64_t index) {
  using B = decltype(__bits(T()));
  return ((__gm__ B *)table)[index];
}
template <class T, class B>
__PTO_TILE_INTERNAL void __ub_set(__ubuf__ T *tile, uint32_t at, B bits) {
  ((__ubuf__ B *)tile)[at] = bits;
}

/* The static checks of MGATHER and MSCATTER. */
#define __PTO_TILE_CHECK_INDEXED(NAME, Mode, TileT, GlobalT, IndexT)           \
  static_assert(__tile::__is_tile<TileT> && __tile::__is_tile<IndexT>,         \
                NAME ": the data and index arguments must be pto::Tiles");     \
  static_assert(__tile::__is_global_tensor<GlobalT> &&                         \
                    GlobalT::layout == Layout::ND,                             \
                NAME ": the GM table must be an ND pto::GlobalTensor");        \
  static_assert(                                                               \
      std::is_same_v<typename TileT::DType, typename GlobalT::RawDType>,       \
      NAME ": the tile's and the table's element types differ");               \
  static_assert(sizeof(typename TileT::DType) <= 4,                            \
                NAME ": 64-bit elements are not gathered or scattered");       \
  static_assert(__tile::__is_index<typename IndexT::DType>,                    \
                NAME ": indices are int32_t or uint32_t");                     \
  static_assert(!TileT::isBoxedLayout && !IndexT::isBoxedLayout,               \
                NAME ": the tiles must be unboxed");                           \
  static_assert(__tile::__indices_fit<Mode, TileT, IndexT>(),                  \
                NAME ": the index tile's valid region does not fit the data: " \
                     "the same shape (Coalesce::Elem), or one row or column "  \
                     "of an index per data row (Coalesce::Row)")

/* Where the valid extents are constants: Elem indices have the data's
   shape; Row indices are one row or one column, an index per data row. */
template <int A, int B> constexpr bool __same_extent() {
  return A == DYNAMIC || B == DYNAMIC || A == B;
}
template <Coalesce Mode, class TileT, class IndexT>
constexpr bool __indices_fit() {
  if constexpr (Mode == Coalesce::Elem)
    return __same_extent<TileT::ValidRow, IndexT::ValidRow>() &&
           __same_extent<TileT::ValidCol, IndexT::ValidCol>();
  else if constexpr (IndexT::Cols == 1)
    return __same_extent<TileT::ValidRow, IndexT::ValidRow>();
  else
    return IndexT::Rows == 1 &&
           __same_extent<TileT::ValidRow, IndexT::ValidCol>();
}

/* The GM element of each (row, col) of the tile's valid region, or the GM
   row of each row: calls visit(tileOffset, tableIndex). Runs on the scalar
   unit once the vector pipe has done everything before it, as a vector
   scope does; the index tile is read from UB. */
template <Coalesce Mode, class TileT, class GlobalT, class IndexT, class Visit>
__PTO_TILE_INTERNAL void __indexed(TileT &tile, GlobalT &table, IndexT &indices,
                                   Visit visit) {
  uint32_t rows = tile.GetValidRow(), cols = tile.GetValidCol();
  __pto_enter_vector_scope();
  if constexpr (Mode == Coalesce::Elem) {
    for (uint32_t r = 0; r < rows; ++r)
      for (uint32_t c = 0; c < cols; ++c)
        visit(__offset<TileT>(r, c),
              uint64_t(indices.data()[__offset<IndexT>(r, c)]));
  } else {
    /* Row r of the tile is row indices[r] of the table (rows of `cols`
       elements, GetStride(3) apart). */
    uint64_t rowStride = uint64_t(table.GetStride(3));
    bool column = IndexT::Cols == 1;
    for (uint32_t r = 0; r < rows; ++r) {
      uint64_t row = uint64_t(indices.data()[column ? __offset<IndexT>(r, 0)
                                                    : __offset<IndexT>(0, r)]);
      for (uint32_t c = 0; c < cols; ++c)
        visit(__offset<TileT>(r, c), row * rowStride + c);
    }
  }
}

} // namespace __tile

/* dst[i] = table[indices[i]] (Coalesce::Elem, tile-memory-ops.md), or
   dst row r = table row indices[r] (Coalesce::Row). */
template <Coalesce Mode = Coalesce::Elem, class TileT, class GlobalT,
          class IndexT, class... Events>
PTO_INST RecordEvent MGATHER(TileT &dst, GlobalT &src, IndexT &indices,
                             Events &...events) {
  __PTO_TILE_CHECK_INDEXED("MGATHER", Mode, TileT, GlobalT, IndexT);
  TSYNC(events...);
  auto *table = src.data();
  auto *tile = dst.data();
  __tile::__indexed<Mode>(
      dst, src, indices, [&](uint32_t at, uint64_t index) __PTO_TILE_LAMBDA {
        __tile::__ub_set(tile, at, __tile::__gm_element(table, index));
      });
  return {};
}

/* table[indices[i]] = src[i] (Coalesce::Elem), or table row indices[r] =
   src row r (Coalesce::Row). Arguments in tile-memory-ops.md's order (GM,
   indices, data); the tile library's order (GM, data, indices) is taken too
   where the two cannot be confused (the data are not 32-bit integers). */
template <Coalesce Mode = Coalesce::Elem, class GlobalT, class IndexT,
          class TileT, class... Events>
PTO_INST RecordEvent MSCATTER(GlobalT &dst, IndexT &indices, TileT &src,
                              Events &...events) {
  if constexpr (!__tile::__is_index<typename IndexT::DType> &&
                __tile::__is_index<typename TileT::DType>) {
    return MSCATTER<Mode>(dst, src, indices, events...);
  } else {
    __PTO_TILE_CHECK_INDEXED("MSCATTER", Mode, TileT, GlobalT, IndexT);
    TSYNC(events...);
    using T = typename TileT::DType;
    using B = decltype(__tile::__bits(T()));
    __gm__ B *table = (__gm__ B *)dst.data();
    __ubuf__ B *tile = (__ubuf__ B *)src.data();
    __tile::__indexed<Mode>(src, dst, indices,
                            [&](uint32_t at, uint64_t index)
                                __PTO_TILE_LAMBDA { table[index] = tile[at]; });
    return {};
  }
}

} // namespace pto

#endif
