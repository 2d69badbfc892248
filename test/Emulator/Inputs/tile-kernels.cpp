// Kernels on the tile layer (<pto/pto-inst.hpp>, docs/tile.md): TLOAD a
// GlobalTensor into Vec tiles, an operation, TSTORE back, ordered with
// Event<Op::X, Op::Y> as tile-memory-ops.md's example flow. tile-ops.test
// compiles them at -O0 and -O2 and runs each in pto-emu against the results
// Inputs/tile_kernels.py computes on the host.

#include <pto/pto-inst.hpp>

using namespace pto;

template <class T, int Rows, int Cols, int ValidRows = Rows,
          int ValidCols = Cols, PadValue Pad = PadValue::Null>
using VecTile = Tile<TileType::Vec, T, Rows, Cols, BLayout::RowMajor, ValidRows,
                     ValidCols, SLayout::NoneBox, 512, Pad>;
// A packed Rows x Cols ND tensor.
template <class T, int Rows, int Cols>
using Matrix =
    GlobalTensor<T, Shape<1, 1, 1, Rows, Cols>,
                 Stride<Rows * Cols, Rows * Cols, Rows * Cols, Cols, 1>>;

// UB addresses of the operands and the result.
constexpr int kA = 0x0, kB = 0x10000, kC = 0x20000;

// out = op(a, b) on VR x VC valid elements of R x C tiles.
template <class T, int R, int C, int VR, int VC, class Fn>
AICORE inline void Binary(__gm__ T *a, __gm__ T *b, __gm__ T *out, Fn fn) {
  using TileT = VecTile<T, R, C, VR, VC>;
  Matrix<T, VR, VC> ga(a), gb(b), gout(out);
  TileT ta, tb, tc;
  TASSIGN(ta, kA);
  TASSIGN(tb, kB);
  TASSIGN(tc, kC);
  Event<Op::TLOAD, Op::TADD> loaded;
  TLOAD(ta, ga);
  loaded = TLOAD(tb, gb);
  Event<Op::TADD, Op::TSTORE> computed = fn(tc, ta, tb, loaded);
  TSTORE(gout, tc, computed);
}

// out = op(a) on VR x VC valid elements; the result may have another type.
template <class T, class U, int R, int C, int VR, int VC, class Fn>
AICORE inline void Unary(__gm__ T *a, __gm__ U *out, Fn fn) {
  Matrix<T, VR, VC> ga(a);
  Matrix<U, VR, VC> gout(out);
  VecTile<T, R, C, VR, VC> ta;
  VecTile<U, R, C, VR, VC> tc;
  TASSIGN(ta, kA);
  TASSIGN(tc, kC);
  Event<Op::TLOAD, Op::TCVT> loaded = TLOAD(ta, ga);
  Event<Op::TCVT, Op::TSTORE> computed = fn(tc, ta, loaded);
  TSTORE(gout, tc, computed);
}

#define BINARY(NAME, OP, T, R, C, VR, VC)                                      \
  extern "C" __global__ AICORE void NAME(__gm__ T *a, __gm__ T *b,             \
                                         __gm__ T *out) {                      \
    Binary<T, R, C, VR, VC>(                                                   \
        a, b, out,                                                             \
        [](auto &d, auto &x, auto &y, auto &e) { return OP(d, x, y, e); });    \
  }
BINARY(tadd_f32, TADD, float, 16, 64, 16, 64)
BINARY(tsub_f32, TSUB, float, 16, 64, 16, 64)
BINARY(tmul_f32, TMUL, float, 16, 64, 16, 64)
BINARY(tdiv_f32, TDIV, float, 16, 64, 16, 64)
BINARY(tmax_f32, TMAX, float, 16, 64, 16, 64)
BINARY(tmin_f32, TMIN, float, 16, 64, 16, 64)
BINARY(tadd_f32_partial, TADD, float, 8, 64, 5, 40)
BINARY(tadd_f32_tail, TADD, float, 3, 72, 3, 65)
BINARY(tmul_f16_row, TMUL, half, 1, 208, 1, 200)
BINARY(tadd_f16, TADD, half, 16, 128, 16, 128)
BINARY(tadd_bf16, TADD, bfloat16_t, 8, 128, 7, 120)
BINARY(tadd_i8, TADD, int8_t, 4, 256, 4, 250)
BINARY(tsub_u8, TSUB, uint8_t, 2, 64, 2, 33)
BINARY(tadd_i16, TADD, int16_t, 4, 128, 3, 128)
BINARY(tmin_i16, TMIN, int16_t, 4, 128, 4, 100)
BINARY(tadd_i32, TADD, int32_t, 8, 64, 8, 64)
BINARY(tmul_i32, TMUL, int32_t, 8, 64, 6, 50)
BINARY(tdiv_i32, TDIV, int32_t, 4, 64, 4, 64)
BINARY(tmax_u32, TMAX, uint32_t, 4, 64, 4, 63)
BINARY(tadd_i64, TADD, int64_t, 4, 40, 3, 33)
BINARY(tsub_u64, TSUB, uint64_t, 2, 8, 2, 5)
BINARY(tmul_bf16, TMUL, bfloat16_t, 2, 128, 2, 128)
BINARY(tmax_f16, TMAX, half, 3, 128, 3, 127)
BINARY(tdiv_f16, TDIV, half, 2, 128, 2, 100)
BINARY(tmin_i8, TMIN, int8_t, 2, 256, 2, 255)
BINARY(tsub_i16, TSUB, int16_t, 1, 128, 1, 1)

#define UNARY(NAME, OP, T, U, R, C, VR, VC)                                    \
  extern "C" __global__ AICORE void NAME(__gm__ T *a, __gm__ U *out) {         \
    Unary<T, U, R, C, VR, VC>(a, out,                                          \
                              [](auto &d, auto &x, auto &e) { return OP; });   \
  }
UNARY(tabs_f32, TABS(d, x, e), float, float, 8, 64, 8, 64)
UNARY(tabs_f16, TABS(d, x, e), half, half, 2, 128, 2, 127)
UNARY(tabs_i16, TABS(d, x, e), int16_t, int16_t, 2, 128, 2, 128)
UNARY(tsqrt_f16, TSQRT(d, x, e), half, half, 1, 128, 1, 128)
UNARY(tlog_f16, TLOG(d, x, e), half, half, 1, 128, 1, 100)
UNARY(trelu_f16, TRELU(d, x, e), half, half, 1, 128, 1, 128)
UNARY(tadds_i8, TADDS(d, x, int8_t(100), e), int8_t, int8_t, 1, 256, 1, 200)
UNARY(tmuls_i16, TMULS(d, x, int16_t(-3), e), int16_t, int16_t, 2, 128, 2, 90)
UNARY(tcvt_bf16_f32, TCVT(d, x, RoundMode::CAST_NONE, e), bfloat16_t, float, 2,
      128, 2, 128)
UNARY(tcvt_f16_i32_round, TCVT(d, x, RoundMode::CAST_ROUND, e), half, int32_t,
      2, 128, 2, 120)
UNARY(tcvt_i32_i16_sat, TCVT(d, x, RoundMode::CAST_NONE, SaturationMode::ON, e),
      int32_t, int16_t, 2, 128, 2, 128)
UNARY(tcvt_f32_i32_trunc, TCVT(d, x, RoundMode::CAST_NONE, e), float, int32_t,
      1, 64, 1, 64)
UNARY(texp_f32, TEXP(d, x, e), float, float, 4, 72, 4, 70)
UNARY(tlog_f32, TLOG(d, x, e), float, float, 4, 64, 4, 64)
UNARY(tsqrt_f32, TSQRT(d, x, e), float, float, 4, 64, 3, 61)
UNARY(trelu_f32, TRELU(d, x, e), float, float, 4, 64, 4, 64)
UNARY(texp_f16, TEXP(d, x, e), half, half, 2, 128, 2, 128)
UNARY(tabs_i8, TABS(d, x, e), int8_t, int8_t, 2, 256, 2, 256)
UNARY(trelu_i32, TRELU(d, x, e), int32_t, int32_t, 2, 64, 2, 64)
UNARY(tadds_f32, TADDS(d, x, 1.5f, e), float, float, 4, 64, 4, 50)
UNARY(tmuls_f16, TMULS(d, x, half(0.5f), e), half, half, 2, 128, 2, 128)
UNARY(tmaxs_i32, TMAXS(d, x, -3, e), int32_t, int32_t, 2, 64, 2, 64)
UNARY(tcvt_f32_f16, TCVT(d, x, RoundMode::CAST_RINT, e), float, half, 4, 128, 4,
      100)
UNARY(tcvt_f16_f32, TCVT(d, x, RoundMode::CAST_NONE, e), half, float, 4, 128, 4,
      100)
UNARY(tcvt_f32_i32_floor, TCVT(d, x, RoundMode::CAST_FLOOR, e), float, int32_t,
      4, 64, 4, 60)
UNARY(tcvt_i32_f32, TCVT(d, x, RoundMode::CAST_RINT, e), int32_t, float, 2, 64,
      2, 64)
UNARY(tcvt_f32_bf16, TCVT(d, x, RoundMode::CAST_RINT, e), float, bfloat16_t, 2,
      128, 2, 128)

// out = value over 5 x 40 elements of an 8 x 64 tile.
extern "C" __global__ AICORE void texpands_f32(__gm__ float *out) {
  VecTile<float, 8, 64, 5, 40> t;
  TASSIGN(t, kC);
  Matrix<float, 5, 40> gout(out);
  Event<Op::TEXPANDS, Op::TSTORE> done = TEXPANDS(t, -2.5f);
  TSTORE(gout, t, done);
}
extern "C" __global__ AICORE void texpands_i64(__gm__ int64_t *out) {
  VecTile<int64_t, 3, 40, 3, 37> t;
  TASSIGN(t, kC);
  Matrix<int64_t, 3, 37> gout(out);
  Event<Op::TEXPANDS, Op::TSTORE> done =
      TEXPANDS(t, int64_t(-0x123456789abcdefll));
  TSTORE(gout, t, done);
}
extern "C" __global__ AICORE void texpands_i16(__gm__ int16_t *out) {
  VecTile<int16_t, 2, 128, 2, 3> t;
  TASSIGN(t, kC);
  Matrix<int16_t, 2, 3> gout(out);
  Event<Op::TEXPANDS, Op::TSTORE> done = TEXPANDS(t, int16_t(-7));
  TSTORE(gout, t, done);
}

// Row reductions of 8 x 100 elements into a column-major 8 x 1 tile (a DN
// tensor), or column 0 of a row-major tile.
extern "C" __global__ AICORE void trowsum_f32(__gm__ float *a,
                                              __gm__ float *out) {
  VecTile<float, 8, 128, 8, 100> src;
  Tile<TileType::Vec, float, 8, 1, BLayout::ColMajor> dst;
  TASSIGN(src, kA);
  TASSIGN(dst, kC);
  Matrix<float, 8, 100> ga(a);
  GlobalTensor<float, Shape<1, 1, 1, 8, 1>, Stride<8, 8, 8, 1, 8>, Layout::DN>
      gout(out);
  Event<Op::TLOAD, Op::TROWSUM> loaded = TLOAD(src, ga);
  Event<Op::TROWSUM, Op::TSTORE> done = TROWSUM(dst, src, src, loaded);
  TSTORE(gout, dst, done);
}
template <class T, int C, class Fn>
AICORE inline void RowReduce(__gm__ T *a, __gm__ T *out, Fn fn) {
  VecTile<T, 4, C, 4, C - 3> src;
  VecTile<T, 4, 32 / sizeof(T), 4, 1> dst;
  TASSIGN(src, kA);
  TASSIGN(dst, kC);
  Matrix<T, 4, C - 3> ga(a);
  GlobalTensor<T, Shape<1, 1, 1, 4, 1>, Stride<4, 4, 4, 1, 1>> gout(out);
  Event<Op::TLOAD, Op::TROWMAX> loaded = TLOAD(src, ga);
  Event<Op::TROWMAX, Op::TSTORE> done = fn(dst, src, loaded);
  TSTORE(gout, dst, done);
}
#define ROW_REDUCE(NAME, OP, T, C)                                             \
  extern "C" __global__ AICORE void NAME(__gm__ T *a, __gm__ T *out) {         \
    RowReduce<T, C>(a, out, [](auto &d, auto &s, auto &e) {                    \
      return OP(d, s, s, e);                                                   \
    });                                                                        \
  }
ROW_REDUCE(trowmax_f32, TROWMAX, float, 136)
ROW_REDUCE(trowmax_i32, TROWMAX, int32_t, 136)
ROW_REDUCE(trowsum_f16, TROWSUM, half, 16)
ROW_REDUCE(trowsum_i32, TROWSUM, int32_t, 72)
ROW_REDUCE(trowmin_f16, TROWMIN, half, 256)
// Column reductions of 7 x 100 elements into row 0 of a 1 x 128 tile.
template <class T, class Fn>
AICORE inline void ColReduce(__gm__ T *a, __gm__ T *out, Fn fn) {
  VecTile<T, 8, 128, 7, 100> src;
  VecTile<T, 1, 128, 1, 100> dst;
  TASSIGN(src, kA);
  TASSIGN(dst, kC);
  Matrix<T, 7, 100> ga(a);
  Matrix<T, 1, 100> gout(out);
  Event<Op::TLOAD, Op::TCOLSUM> loaded = TLOAD(src, ga);
  Event<Op::TCOLSUM, Op::TSTORE> done = fn(dst, src, loaded);
  TSTORE(gout, dst, done);
}
#define COL_REDUCE(NAME, OP, T)                                                \
  extern "C" __global__ AICORE void NAME(__gm__ T *a, __gm__ T *out) {         \
    ColReduce<T>(a, out,                                                       \
                 [](auto &d, auto &s, auto &e) { return OP(d, s, e); });       \
  }
COL_REDUCE(tcolsum_f32, TCOLSUM, float)
COL_REDUCE(tcolsum_i8, TCOLSUM, int8_t)
COL_REDUCE(tcolmax_bf16, TCOLMAX, bfloat16_t)
COL_REDUCE(tcolmin_f32, TCOLMIN, float)
COL_REDUCE(tcolmax_i16, TCOLMAX, int16_t)

// A 5-D ND tensor with row gaps (rows of 40 elements, 32 used) into a
// 24 x 32 tile and back, packed.
extern "C" __global__ AICORE void copy_nd_5d(__gm__ float *a,
                                             __gm__ float *out) {
  VecTile<float, 24, 32> t;
  TASSIGN(t, kA);
  GlobalTensor<float, Shape<2, 1, 3, 4, 32>,
               Stride<3 * 4 * 40, 3 * 4 * 40, 4 * 40, 40, 1>>
      ga(a);
  GlobalTensor<float, Shape<2, 1, 3, 4, 32>,
               Stride<3 * 4 * 32, 3 * 4 * 32, 4 * 32, 32, 1>>
      gout(out);
  Event<Op::TLOAD, Op::TSTORE> loaded = TLOAD(t, ga);
  TSTORE(gout, t, loaded);
}
// DN: a 16 x 6 column-major tensor into a column-major 16 x 8 tile and back.
extern "C" __global__ AICORE void copy_dn_f32(__gm__ float *a,
                                              __gm__ float *out) {
  Tile<TileType::Vec, float, 16, 8, BLayout::ColMajor, 16, 6> t;
  TASSIGN(t, kA);
  using G = GlobalTensor<float, Shape<1, 1, 1, 16, 6>,
                         Stride<96, 96, 96, 1, 16>, Layout::DN>;
  G ga(a), gout(out);
  Event<Op::TLOAD, Op::TSTORE> loaded = TLOAD(t, ga);
  TSTORE(gout, t, loaded);
}
// NZ: a 32 x 32 half tensor in 16 x 16 boxes into an Nz tile; the tile's
// UB bytes are then stored as they are, through a flat view of it
// (TRESHAPE), to show where each element went.
extern "C" __global__ AICORE void copy_nz_f16(__gm__ half *a, __gm__ half *out,
                                              __gm__ half *ub) {
  Tile<TileType::Vec, half, 32, 32, BLayout::ColMajor, 32, 32,
       SLayout::RowMajor>
      t;
  VecTile<half, 1, 1024> flat;
  TASSIGN(t, kA);
  TRESHAPE(flat, t);
  using G = GlobalTensor<half, Shape<1, 2, 2, 16, 16>,
                         Stride<1024, 512, 256, 16, 1>, Layout::NZ>;
  G ga(a), gout(out);
  Matrix<half, 1, 1024> gub(ub);
  Event<Op::TLOAD, Op::TSTORE> loaded = TLOAD(t, ga);
  TSTORE(gout, t, loaded);
  TSTORE(gub, flat);
}
// 64-bit elements move like any other.
extern "C" __global__ AICORE void copy_i64(__gm__ int64_t *a,
                                           __gm__ int64_t *out) {
  VecTile<int64_t, 4, 8, 3, 5> t;
  TASSIGN(t, kA);
  Matrix<int64_t, 3, 5> ga(a), gout(out);
  Event<Op::TLOAD, Op::TSTORE> loaded = TLOAD(t, ga);
  TSTORE(gout, t, loaded);
}
// 8-bit floats move as bytes.
extern "C" __global__ AICORE void copy_fp8(__gm__ float8_e4m3_t *a,
                                           __gm__ float8_e4m3_t *out) {
  VecTile<float8_e4m3_t, 3, 64, 3, 50> t;
  TASSIGN(t, kA);
  Matrix<float8_e4m3_t, 3, 50> ga(a), gout(out);
  Event<Op::TLOAD, Op::TSTORE> loaded = TLOAD(t, ga);
  TSTORE(gout, t, loaded);
}
// Padding: 4 x 10 valid elements of a 4 x 64 tile loaded with a pad value;
// the whole tile stored through a view of it (TRESHAPE).
template <class T, PadValue Pad>
AICORE inline void Padded(__gm__ T *a, __gm__ T *out) {
  VecTile<T, 4, 64, 4, 10, Pad> t;
  VecTile<T, 4, 64> whole;
  TASSIGN(t, kA);
  TRESHAPE(whole, t);
  Matrix<T, 4, 10> ga(a);
  Matrix<T, 4, 64> gout(out);
  TLOAD(t, ga);
  // The pad may be written by the vector pipe after the load.
  Event<Op::TLOAD, Op::TADD> loaded;
  loaded.Record();
  Event<Op::TADD, Op::TSTORE> filled;
  loaded.Wait();
  filled.Record();
  TSTORE(gout, whole, filled);
}
extern "C" __global__ AICORE void pad_zero_i16(__gm__ int16_t *a,
                                               __gm__ int16_t *out) {
  Padded<int16_t, PadValue::Zero>(a, out);
}
extern "C" __global__ AICORE void pad_min_f32(__gm__ float *a,
                                              __gm__ float *out) {
  Padded<float, PadValue::Min>(a, out);
}
extern "C" __global__ AICORE void pad_max_u8(__gm__ uint8_t *a,
                                             __gm__ uint8_t *out) {
  Padded<uint8_t, PadValue::Max>(a, out);
}

// MGATHER/MSCATTER: indices loaded into a tile, elements moved by them.
extern "C" __global__ AICORE void
mgather_elem_f32(__gm__ float *table, __gm__ int32_t *idx, __gm__ float *out) {
  VecTile<int32_t, 4, 16, 4, 13> ti;
  VecTile<float, 4, 16, 4, 13> td;
  TASSIGN(ti, kA);
  TASSIGN(td, kB);
  GlobalTensor<float, Shape<1, 1, 1, 1, 300>, Stride<300, 300, 300, 300, 1>> gt(
      table);
  Matrix<int32_t, 4, 13> gi(idx);
  Matrix<float, 4, 13> gout(out);
  Event<Op::TLOAD, Op::MGATHER> loaded = TLOAD(ti, gi);
  Event<Op::MGATHER, Op::TSTORE> gathered = MGATHER(td, gt, ti, loaded);
  TSTORE(gout, td, gathered);
}
extern "C" __global__ AICORE void
mgather_row_f16(__gm__ half *table, __gm__ int32_t *idx, __gm__ half *out) {
  VecTile<int32_t, 1, 8, 1, 6> ti;
  VecTile<half, 6, 32> td;
  TASSIGN(ti, kA);
  TASSIGN(td, kB);
  GlobalTensor<half, Shape<1, 1, 1, 10, 32>, Stride<320, 320, 320, 32, 1>> gt(
      table);
  Matrix<int32_t, 1, 6> gi(idx);
  Matrix<half, 6, 32> gout(out);
  Event<Op::TLOAD, Op::MGATHER> loaded = TLOAD(ti, gi);
  Event<Op::MGATHER, Op::TSTORE> gathered =
      MGATHER<Coalesce::Row>(td, gt, ti, loaded);
  TSTORE(gout, td, gathered);
}
extern "C" __global__ AICORE void mscatter_elem_f32(__gm__ float *data,
                                                    __gm__ uint32_t *idx,
                                                    __gm__ float *table) {
  VecTile<uint32_t, 2, 8, 2, 5> ti;
  VecTile<float, 2, 8, 2, 5> td;
  TASSIGN(ti, kA);
  TASSIGN(td, kB);
  Matrix<uint32_t, 2, 5> gi(idx);
  Matrix<float, 2, 5> gd(data);
  GlobalTensor<float, Shape<1, 1, 1, 1, 64>, Stride<64, 64, 64, 64, 1>> gt(
      table);
  TLOAD(ti, gi);
  Event<Op::TLOAD, Op::MSCATTER> loaded = TLOAD(td, gd);
  MSCATTER(gt, ti, td, loaded);
}
// The tile library's argument order (table, data, indices).
extern "C" __global__ AICORE void mscatter_lib_order_f16(__gm__ half *data,
                                                         __gm__ int32_t *idx,
                                                         __gm__ half *table) {
  VecTile<int32_t, 1, 16> ti;
  VecTile<half, 1, 16> td;
  TASSIGN(ti, kA);
  TASSIGN(td, kB);
  Matrix<int32_t, 1, 16> gi(idx);
  Matrix<half, 1, 16> gd(data);
  GlobalTensor<half, Shape<1, 1, 1, 1, 40>, Stride<40, 40, 40, 40, 1>> gt(
      table);
  TLOAD(ti, gi);
  Event<Op::TLOAD, Op::MSCATTER> loaded = TLOAD(td, gd);
  MSCATTER(gt, td, ti, loaded);
}

// Valid region and GM shape known at run time: out = a + b over rows x cols.
extern "C" __global__ AICORE void tadd_dynamic(__gm__ float *a, __gm__ float *b,
                                               __gm__ float *out, uint32_t rows,
                                               uint32_t cols) {
  using TileT =
      Tile<TileType::Vec, float, 8, 64, BLayout::RowMajor, DYNAMIC, DYNAMIC>;
  using G = GlobalTensor<float, Shape<1, 1, 1, DYNAMIC, DYNAMIC>,
                         Stride<1, 1, 1, DYNAMIC, 1>>;
  Shape<1, 1, 1, DYNAMIC, DYNAMIC> shape(rows, cols);
  Stride<1, 1, 1, DYNAMIC, 1> stride(cols);
  G ga(a, shape, stride), gb(b, shape, stride), gout(out, shape, stride);
  TileT ta(rows, cols), tb(rows, cols), tc(rows, cols);
  TASSIGN(ta, kA);
  TASSIGN(tb, kB);
  TASSIGN(tc, kC);
  TLOAD(ta, ga);
  Event<Op::TLOAD, Op::TADD> loaded = TLOAD(tb, gb);
  Event<Op::TADD, Op::TSTORE> added = TADD(tc, ta, tb, loaded);
  TSTORE(gout, tc, added);
}

// Not allowed (tile-memory-ops.md), caught by pto-emu: a tile without a UB
// address, and a GM tensor larger than its buffer.
extern "C" __global__ AICORE void unassigned_tile(__gm__ float *a) {
  VecTile<float, 4, 64> t;
  Matrix<float, 4, 64> ga(a);
  TLOAD(t, ga);
}
extern "C" __global__ AICORE void out_of_shape(__gm__ float *a) {
  VecTile<float, 8, 64> t;
  TASSIGN(t, kA);
  Matrix<float, 8, 64> ga(a);
  TLOAD(t, ga);
}

// Double buffering: `blocks` blocks of 8 x 64 floats, out = |in|, two UB
// buffers each for the input and the result, so that the load of block i+1
// and the store of block i-1 overlap the computation of block i. Events
// that live across iterations say when a buffer is free again; they are
// recorded once before the loop and waited for once after it.
extern "C" __global__ AICORE void tile_pingpong(__gm__ float *in,
                                                __gm__ float *out,
                                                uint32_t blocks) {
  using T = VecTile<float, 8, 64>;
  T src[2], dst[2];
  TASSIGN(src[0], 0x0000);
  TASSIGN(src[1], 0x0800);
  TASSIGN(dst[0], 0x1000);
  TASSIGN(dst[1], 0x1800);
  // Buffer b is free again: fixed event ids (immediate flags).
  Event<Op::TABS, Op::TLOAD, false, EVENT_ID0> srcFree0;
  Event<Op::TABS, Op::TLOAD, false, EVENT_ID1> srcFree1;
  Event<Op::TSTORE, Op::TABS, false, EVENT_ID0> dstFree0;
  Event<Op::TSTORE, Op::TABS, false, EVENT_ID1> dstFree1;
  srcFree0.Record();
  srcFree1.Record();
  dstFree0.Record();
  dstFree1.Record();
  auto step = [&](auto &source, auto &result, auto &srcFree, auto &dstFree,
                  uint32_t i) {
    Matrix<float, 8, 64> gin(in + i * 512), gout(out + i * 512);
    Event<Op::TLOAD, Op::TABS, false, EVENT_ID2> loaded =
        TLOAD(source, gin, srcFree);
    Event<Op::TABS, Op::TSTORE, false, EVENT_ID2> done =
        TABS(result, source, loaded, dstFree);
    srcFree.Record();
    TSTORE(gout, result, done);
    dstFree.Record();
  };
  for (uint32_t i = 0; i < blocks; ++i) {
    if (i % 2 == 0)
      step(src[0], dst[0], srcFree0, dstFree0, i);
    else
      step(src[1], dst[1], srcFree1, dstFree1, i);
  }
  srcFree0.Wait();
  srcFree1.Wait();
  dstFree0.Wait();
  dstFree1.Wait();
}

// The example flow without its events: pto-emu reports the races.
extern "C" __global__ AICORE void tadd_without_events(__gm__ float *a,
                                                      __gm__ float *b,
                                                      __gm__ float *out) {
  VecTile<float, 4, 64> ta, tb, tc;
  TASSIGN(ta, kA);
  TASSIGN(tb, kB);
  TASSIGN(tc, kC);
  Matrix<float, 4, 64> ga(a), gb(b), gout(out);
  TLOAD(ta, ga);
  TLOAD(tb, gb);
  TADD(tc, ta, tb);
  TSTORE(gout, tc);
}
// A stream of blocks whose tiles are declared in the loop body. In manual
// mode each has one buffer and the events order every iteration after the
// last; in auto mode the compiler places and synchronises them
// (docs/auto-mode.md, "Double buffering").
extern "C" __global__ AICORE void tile_stream(__gm__ float *in,
                                              __gm__ float *out,
                                              uint32_t blocks) {
  using T = VecTile<float, 8, 64>;
  for (uint32_t i = 0; i < blocks; ++i) {
    T src, dst;
    TASSIGN(src, 0x0000);
    TASSIGN(dst, 0x0800);
    Matrix<float, 8, 64> gin(in + i * 512), gout(out + i * 512);
    Event<Op::TLOAD, Op::TABS> loaded = TLOAD(src, gin);
    Event<Op::TABS, Op::TSTORE> done = TABS(dst, src, loaded);
    // The next iteration's load waits for this store.
    Event<Op::TSTORE, Op::TLOAD> stored = TSTORE(gout, dst, done);
    stored.Wait();
  }
}
