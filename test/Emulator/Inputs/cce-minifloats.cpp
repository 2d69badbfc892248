// Conversions between f32, f16 and bf16 and the 8- and 4-bit floats (OCP
// E4M3 and E5M2, HiFloat8, OCP MX E2M1 and E1M2) on the vendor A5 API:
// vcvt on the vector_f8e4m3 ... vector_f4e1m2x2 registers, with every
// rounding, both saturations and every part. A narrowing vcvt by a ratio R
// (4 for f32 <-> 8-bit and bf16 <-> 4-bit, 2 for f16 -> HiF8) writes narrow
// element R * i + k of its result for wide lane i (k: PART_EVEN/PART_ODD,
// PART_P0..PART_P3) and zeroes the others; a widening one reads that element
// (4-bit element n is byte n / 2, the low nibble for even n). Every result
// vector is stored whole, so the zeroed elements are checked too.
// cce-minifloats.test runs them against Inputs/cce_minifloats.py, whose
// values come from Inputs/minifloat_reference.py.

#include "cce-kernel-support.h"
#include <cstdint>
#include <type_traits>

// The type of a token (ROUND_R, RS_ENABLE, PART_P0, ...), for template
// arguments.
#define TOK(t) std::remove_cv_t<decltype(t)>
#define HALVES TOK(PART_EVEN), TOK(PART_ODD)
#define QUARTERS TOK(PART_P0), TOK(PART_P1), TOK(PART_P2), TOK(PART_P3)

// UB: the input at 0, result n at n * kSlot; every buffer at most kSlot
// bytes (32 vectors).
constexpr uint32_t kSlot = 0x2000;
[aicore] inline __ubuf__ uint8_t *Slot(uint32_t n) {
  return (__ubuf__ uint8_t *)(uintptr_t)(n * kSlot);
}

template <class W> constexpr auto NormOf() {
  if constexpr (std::is_same_v<W, vector_f32>)
    return NORM_B32;
  else if constexpr (std::is_same_v<W, vector_bf16>)
    return NORM_B16;
  else
    return NORM_B8;
}

//===-- Decoding: the 8- and 4-bit codes to f32 and bf16 -------------------===//

// The 256 bytes at src as codes of N, widened with part P to the 256-byte
// block `index` at dst.
template <class W, class N, class P>
[aicore] inline void WidenOne(__ubuf__ uint8_t *dst, __ubuf__ uint8_t *src,
                              uint32_t index) {
  vector_bool all = pset_b8(PAT_ALL);
  N codes;
  W wide;
  vlds(codes, src, 0, NORM);
  vcvt(wide, codes, all, P{});
  vsts(wide, dst, index * 256, NormOf<W>(), all);
}

// 256 bytes of codes to four blocks of W, part P0 to P3 in that order.
template <class W, class N>
[aicore] inline void Decode(__gm__ uint8_t *in, __gm__ uint8_t *out) {
  __ubuf__ uint8_t *src = Slot(0), *dst = Slot(1);
  Load(src, in, 256);
  LoadToVector();
  WidenOne<W, N, TOK(PART_P0)>(dst, src, 0);
  WidenOne<W, N, TOK(PART_P1)>(dst, src, 1);
  WidenOne<W, N, TOK(PART_P2)>(dst, src, 2);
  WidenOne<W, N, TOK(PART_P3)>(dst, src, 3);
  VectorToStore();
  Store(out, dst, 1024);
}

#define DECODE(NAME, W, N)                                                     \
  extern "C" __global__ [aicore] void NAME(__gm__ uint8_t *in,                 \
                                           __gm__ uint8_t *out) {              \
    Decode<W, N>(in, out);                                                     \
  }
DECODE(decode_e4m3, vector_f32, vector_f8e4m3)
DECODE(decode_e5m2, vector_f32, vector_f8e5m2)
DECODE(decode_hif8, vector_f32, vector_hif8)
DECODE(decode_e2m1, vector_bf16, vector_f4e2m1x2)
DECODE(decode_e1m2, vector_bf16, vector_f4e1m2x2)

//===-- Encoding: f32, f16 and bf16 to the 8- and 4-bit codes --------------===//

// Wide vector `index` at src to N with rounding R, saturation S and part P,
// stored whole to block `index` at dst.
template <class N, class W, class R, class S, class P>
[aicore] inline void NarrowOne(__ubuf__ uint8_t *dst, __ubuf__ uint8_t *src,
                               uint32_t index) {
  vector_bool all = pset_b8(PAT_ALL);
  W wide;
  N codes;
  vlds(wide, src, index * 256, NORM);
  vcvt(codes, wide, all, R{}, S{}, P{});
  vsts(codes, dst, index * 256, NORM_B8, all);
}

// `vectors` wide vectors at src (a multiple of the number of parts; the
// k-th of each group converts with the k-th part) to dst, then to out.
template <class N, class W, class R, class S, class... P>
[aicore] inline void Narrow(__gm__ uint8_t *out, __ubuf__ uint8_t *dst,
                            __ubuf__ uint8_t *src, uint32_t vectors) {
  for (uint32_t v = 0; v < vectors;)
    (NarrowOne<N, W, R, S, P>(dst, src, v++), ...);
  VectorToStore();
  Store(out, dst, vectors * 256);
}

// f32 to N with saturation S, in each of the six roundings (one output
// each).
template <class N, class S>
[aicore] inline void EncodeSix(__gm__ uint8_t *in, __gm__ uint8_t *r,
                               __gm__ uint8_t *a, __gm__ uint8_t *f,
                               __gm__ uint8_t *c, __gm__ uint8_t *z,
                               __gm__ uint8_t *o, uint32_t vectors) {
  Load(Slot(0), in, vectors * 256);
  LoadToVector();
  Narrow<N, vector_f32, TOK(ROUND_R), S, QUARTERS>(r, Slot(1), Slot(0), vectors);
  Narrow<N, vector_f32, TOK(ROUND_A), S, QUARTERS>(a, Slot(2), Slot(0), vectors);
  Narrow<N, vector_f32, TOK(ROUND_F), S, QUARTERS>(f, Slot(3), Slot(0), vectors);
  Narrow<N, vector_f32, TOK(ROUND_C), S, QUARTERS>(c, Slot(4), Slot(0), vectors);
  Narrow<N, vector_f32, TOK(ROUND_Z), S, QUARTERS>(z, Slot(5), Slot(0), vectors);
  Narrow<N, vector_f32, TOK(ROUND_O), S, QUARTERS>(o, Slot(6), Slot(0), vectors);
}

#define ENCODE_SIX(NAME, N, SAT)                                               \
  extern "C" __global__ [aicore] void NAME(                                    \
      __gm__ uint8_t *in, __gm__ uint8_t *r, __gm__ uint8_t *a,                \
      __gm__ uint8_t *f, __gm__ uint8_t *c, __gm__ uint8_t *z,                 \
      __gm__ uint8_t *o, uint32_t vectors) {                                   \
    EncodeSix<N, TOK(SAT)>(in, r, a, f, c, z, o, vectors);                     \
  }
ENCODE_SIX(encode_e4m3_sat, vector_f8e4m3, RS_ENABLE)
ENCODE_SIX(encode_e4m3_nosat, vector_f8e4m3, RS_DISABLE)
ENCODE_SIX(encode_e5m2_sat, vector_f8e5m2, RS_ENABLE)
ENCODE_SIX(encode_e5m2_nosat, vector_f8e5m2, RS_DISABLE)
ENCODE_SIX(encode_hif8_sat, vector_hif8, RS_ENABLE)
ENCODE_SIX(encode_hif8_nosat, vector_hif8, RS_DISABLE)

// W to N in roundings R0 and R1, each with RS_ENABLE and RS_DISABLE (four
// outputs), the parts P... in turn.
template <class N, class W, class R0, class R1, class... P>
[aicore] inline void EncodeTwo(__gm__ uint8_t *in, __gm__ uint8_t *r0Sat,
                               __gm__ uint8_t *r0NoSat, __gm__ uint8_t *r1Sat,
                               __gm__ uint8_t *r1NoSat, uint32_t vectors) {
  using Sat = TOK(RS_ENABLE);
  using NoSat = TOK(RS_DISABLE);
  Load(Slot(0), in, vectors * 256);
  LoadToVector();
  Narrow<N, W, R0, Sat, P...>(r0Sat, Slot(1), Slot(0), vectors);
  Narrow<N, W, R0, NoSat, P...>(r0NoSat, Slot(2), Slot(0), vectors);
  Narrow<N, W, R1, Sat, P...>(r1Sat, Slot(3), Slot(0), vectors);
  Narrow<N, W, R1, NoSat, P...>(r1NoSat, Slot(4), Slot(0), vectors);
}

#define ENCODE_TWO(NAME, ...)                                                  \
  extern "C" __global__ [aicore] void NAME(                                    \
      __gm__ uint8_t *in, __gm__ uint8_t *r0Sat, __gm__ uint8_t *r0NoSat,      \
      __gm__ uint8_t *r1Sat, __gm__ uint8_t *r1NoSat, uint32_t vectors) {      \
    EncodeTwo<__VA_ARGS__>(in, r0Sat, r0NoSat, r1Sat, r1NoSat, vectors);       \
  }
// HiF8's own rounding (A) and R, 2:1 from f16.
ENCODE_TWO(encode_hif8_f16, vector_hif8, vector_f16, TOK(ROUND_A),
           TOK(ROUND_R), HALVES)
ENCODE_TWO(encode_e2m1, vector_f4e2m1x2, vector_bf16, TOK(ROUND_R),
           TOK(ROUND_Z), QUARTERS)
ENCODE_TWO(encode_e1m2, vector_f4e1m2x2, vector_bf16, TOK(ROUND_R),
           TOK(ROUND_Z), QUARTERS)
