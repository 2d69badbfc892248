// The tile layer's compile-time checks (docs/tile.md): each "Constraints"
// and "Cases That Are Not Allowed" item of tile-memory-ops.md that the types
// decide, and the element types and layouts the vector operations take, is
// a static_assert with a message naming the operation.
// RUN: clang++ --target=pto -std=c++17 -fsyntax-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: not clang++ --target=pto -std=c++17 -fsyntax-only -fno-pto-vendor-api %s 2>&1 | FileCheck %s --check-prefix=NOAPI
// RUN: not clang++ --target=pto -std=c++14 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=CXX14
// RUN: clang++ --target=pto -std=c++17 -E -dM -I %S/Inputs/tile-library %s | FileCheck %s --check-prefix=LIBRARY
// NOAPI: error: "<pto/pto-inst.hpp> is built on the vendor API, which -fno-pto-vendor-api or __PTO_NO_VENDOR_API left out"
// CXX14: error: "<pto/pto-inst.hpp> needs C++17 or later"
// LIBRARY: #define TILE_LIBRARY_HEADER 1
// RUN: clang++ --target=pto -mcpu=a2a3 -std=c++17 -fsyntax-only -Xclang -verify=a2a3 -Xclang -verify-ignore-unexpected=note -ferror-limit=0 -DA2A3 %s

#include <pto/pto-inst.hpp>

using namespace pto;

#ifdef A2A3
// The A2/A3 profile has no 8-bit floats and a 192 KB Unified Buffer.
Tile<TileType::Vec, hifloat8_t, 4, 64> f8; // a2a3-error@*:* {{Tile: 8-bit float elements need the A5 profile (-mcpu=a5)}}
AICORE void a2a3_buffer() {
  Tile<TileType::Vec, float, 4, 64> t;
  TASSIGN<192 * 1024 - 512>(t); // a2a3-error@*:* {{TASSIGN<Address>: the tile does not fit in the Unified Buffer}}
  TASSIGN<192 * 1024 - 1024>(t);
}
#else

template <class T, int R, int C, int VR = R, int VC = C>
using VecTile = Tile<TileType::Vec, T, R, C, BLayout::RowMajor, VR, VC>;
template <class T, int R, int C, Layout L = Layout::ND>
using Matrix =
    GlobalTensor<T, Shape<1, 1, 1, R, C>, Stride<R * C, R * C, R * C, C, 1>,
                 L>;

// Only Vec tiles exist on the vector core.
Tile<TileType::Mat, float, 16, 16> mat; // expected-error@*:* {{the vector core has only TileType::Vec tiles}}
Tile<TileType::Acc, float, 16, 16> acc; // expected-error@*:* {{the vector core has only TileType::Vec tiles}}
// A row-major tile's rows are whole 32-byte blocks.
VecTile<float, 4, 7> odd; // expected-error@*:* {{must be a multiple of 32 bytes}}
// The valid region is inside the tile.
VecTile<float, 4, 64, 5, 64> big; // expected-error@*:* {{the valid rows must be in 1..Rows, or DYNAMIC}}

AICORE void transfers(__gm__ float *f, __gm__ half *h, __gm__ int64_t *l) {
  VecTile<float, 4, 64> tile;
  Matrix<half, 4, 64> halves(h);
  TLOAD(tile, halves); // expected-error@*:* {{TLOAD: the tile's and the GlobalTensor's element types must have the same size}}

  Tile<TileType::Vec, float, 8, 64, BLayout::ColMajor> columns;
  Matrix<float, 8, 64> rows(f);
  TLOAD(columns, rows); // expected-error@*:* {{TLOAD: layouts not allowed for a Vec tile}}
  GlobalTensor<float, Shape<1, 1, 1, 4, 64>, Stride<256, 256, 256, 1, 4>,
               Layout::DN>
      dn(f);
  TSTORE(dn, tile); // expected-error@*:* {{TSTORE: layouts not allowed for a Vec tile}}
  Tile<TileType::Vec, float, 16, 8, BLayout::ColMajor, 16, 8,
       SLayout::RowMajor>
      nz;
  Matrix<float, 16, 8> rows16(f);
  TLOAD(nz, rows16); // expected-error@*:* {{TLOAD: layouts not allowed for a Vec tile}}

  Matrix<float, 4, 32> narrower(f);
  TLOAD(tile, narrower); // expected-error@*:* {{TLOAD: the GlobalTensor's shape is not the tile's valid region}}

  GlobalTensor<float, Shape<1, 1, 1, 4, 64>, Stride<1, 1, 1, 128, 2>> strided(f);
  TLOAD(tile, strided); // expected-error@*:* {{TLOAD: the GlobalTensor's innermost dimension (4 for ND, 3 for DN) must have stride 1}}

  Tile<TileType::Vec, int64_t, 16, 4, BLayout::ColMajor, 16, 4,
       SLayout::RowMajor>
      longs;
  GlobalTensor<int64_t, Shape<1, 1, 1, 16, 4>, Stride<64, 64, 64, 4, 1>,
               Layout::NZ>
      nzLongs(l);
  TLOAD(longs, nzLongs); // expected-error@*:* {{TLOAD: 64-bit elements move only ND -> ND or DN -> DN}}

  Matrix<float, 4, 64> out(f);
  TSTORE<VecTile<float, 4, 64>, Matrix<float, 4, 64>, AtomicType::AtomicAdd>(out, tile); // expected-error@*:* {{TSTORE: atomic stores are for TileType::Acc tiles}}
  TSTORE_FP(out, tile, tile); // expected-error@*:* {{TSTORE_FP: only TileType::Acc tiles store through the fix-pipe}}

  VecTile<float, 4, 64> floatIndices;
  MGATHER(tile, out, floatIndices); // expected-error@*:* {{MGATHER: indices are int32_t or uint32_t}}
  VecTile<int32_t, 4, 32> wideIndices;
  MGATHER(tile, out, wideIndices); // expected-error@*:* {{MGATHER: the index tile's valid region does not fit the data}}
  VecTile<int32_t, 1, 8, 1, 3> rowIndices;
  MSCATTER<Coalesce::Row>(out, rowIndices, tile); // expected-error@*:* {{MSCATTER: the index tile's valid region does not fit the data}}
}

AICORE void assign() {
  VecTile<float, 4, 64> tile;
  TASSIGN<16>(tile); // expected-error@*:* {{TASSIGN<Address>: a tile's UB address must be a multiple of 32 bytes}}
  TASSIGN<256 * 1024 - 512>(tile); // expected-error@*:* {{TASSIGN<Address>: the tile does not fit in the Unified Buffer (256 KB on A5, 192 KB on A2/A3) at this address}}
  TASSIGN(tile, (__gm__ float *)nullptr); // expected-error@*:* {{TASSIGN: a tile's address is an integer}}
}

AICORE void vector_ops() {
  VecTile<int32_t, 4, 64> ints;
  TEXP(ints, ints); // expected-error@*:* {{TEXP: the A5 vector unit has no form of this operation for this element type}}
  VecTile<int8_t, 4, 64> bytes;
  TMUL(bytes, bytes, bytes); // expected-error@*:* {{TMUL: the A5 vector unit has no form of this operation for this element type}}
  VecTile<float, 4, 64> floats;
  TADD(floats, floats, ints); // expected-error@*:* {{TADD: the tiles' element types differ}}
  VecTile<float, 4, 64, 4, 32> half_valid;
  TADD(floats, floats, half_valid); // expected-error@*:* {{TADD: the tiles' valid regions differ}}
  Tile<TileType::Vec, float, 8, 64, BLayout::ColMajor> columns;
  TABS(columns, columns); // expected-error@*:* {{TABS: the tiles must be row-major and unboxed}}
  VecTile<int16_t, 4, 64> shorts;
  TROWSUM(shorts, shorts, shorts); // expected-error@*:* {{TROWSUM: the A5 vector unit has no form of this reduction for this element type}}
  TCVT(floats, bytes, RoundMode::CAST_RINT); // expected-error@*:* {{TCVT: the A5 vector unit does not convert between these element types}}
  VecTile<float8_e4m3_t, 4, 64> fp8;
  TEXPANDS(fp8, float8_e4m3_t{}); // expected-error@*:* {{TEXPANDS: the A5 vector unit cannot broadcast this element type}}
  TADD(fp8, fp8, fp8); // expected-error@*:* {{TADD: the A5 vector unit has no form of this operation for this element type}}
  VecTile<int64_t, 4, 64> longs;
  TMAX(longs, longs, longs); // expected-error@*:* {{TMAX: the A5 vector unit has no form of this operation for this element type}}
}

AICORE void events() {
  Event<Op::TMATMUL, Op::TADD> cube; // expected-error@*:* {{Event: the producer is a cube-side operation}}
  TSYNC<Op::TADD>(); // expected-error@*:* {{TSYNC<Op>: needs an operation of a DMA pipe}}
}
#endif
