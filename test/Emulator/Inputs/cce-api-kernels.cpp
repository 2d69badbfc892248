// Kernels written on the vendor A5 builtin API (docs/cce-api.md), in the
// style of the open tile library's A5 code: no #include, [aicore] device
// functions, RegTensor-like register wrappers, __VEC_SCOPE__, tail masks with
// plt_b*(n, POST_UPDATE), DMA with copy_*_align_v2 and the loop registers,
// set_flag/wait_flag with runtime event ids. cce-api-kernels.test compiles
// them at -O0 and -O2 and runs each in pto-emu against the results
// Inputs/cce_api_kernels.py computes on the host.

#include "cce-kernel-support.h"
#include <cstdint>
#include <type_traits>

// A register wrapper as the library writes it: it converts to the vector
// type by reference, and builtins take it where they take the vector.
template <class T> struct RegOf;
template <> struct RegOf<float> { using Type = vector_f32; };
template <> struct RegOf<half> { using Type = vector_f16; };
template <> struct RegOf<bfloat16_t> { using Type = vector_bf16; };
template <> struct RegOf<int8_t> { using Type = vector_s8; };
template <> struct RegOf<uint8_t> { using Type = vector_u8; };
template <> struct RegOf<int16_t> { using Type = vector_s16; };
template <> struct RegOf<uint16_t> { using Type = vector_u16; };
template <> struct RegOf<int32_t> { using Type = vector_s32; };
template <> struct RegOf<uint32_t> { using Type = vector_u32; };
template <class T> struct RegTensor {
  using RegType = typename RegOf<T>::Type;
  RegType reg;
  [aicore] operator RegType &() { return reg; }
};

template <class T> constexpr uint32_t kLanes = CCE_VL / sizeof(T);

// `rows` rows of `bytes`, GM rows packed, UB rows `ubStride` apart, with the
// MTE2 loop registers (one packed operand each).
template <class T>
[aicore] inline void LoadRows(__ubuf__ T *ub, __gm__ T *gm, uint32_t rows,
                              uint32_t bytes, uint32_t ubStride) {
  set_loop_size_outtoub(1ull << 21 | 1);
  copy_gm_to_ubuf_align_v2(ub, gm, 0, rows, bytes, 0, 0, false, 0, bytes,
                           ubStride);
}
template <class T>
[aicore] inline void StoreRows(__gm__ T *gm, __ubuf__ T *ub, uint32_t rows,
                               uint32_t bytes, uint32_t ubStride) {
  set_loop_size_ubtoout(1ull << 21 | 1);
  copy_ubuf_to_gm_align_v2(gm, ub, 0, rows, bytes, 0, bytes, ubStride);
}

template <class T> [aicore] inline vector_bool TailMask(uint32_t &n) {
  if constexpr (sizeof(T) == 1)
    return plt_b8(n, POST_UPDATE);
  else if constexpr (sizeof(T) == 2)
    return plt_b16(n, POST_UPDATE);
  else
    return plt_b32(n, POST_UPDATE);
}
template <class T> constexpr auto kNorm() {
  if constexpr (sizeof(T) == 1)
    return NORM_B8;
  else if constexpr (sizeof(T) == 2)
    return NORM_B16;
  else
    return NORM_B32;
}

//===-- Seeds ------------------------------------------------------------===//

// out = |in| for a rows x cols f32 matrix; UB rows padded to 32 bytes; the
// load and store pointers advance by post-update.
extern "C" __global__ [aicore] void abs_2d(__gm__ float *in, __gm__ float *out,
                                           uint32_t rows, uint32_t cols) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x10000;
  uint32_t rowBytes = cols * sizeof(float);
  uint32_t ubRow = (rowBytes + 31) / 32 * 32;
  LoadRows(src, in, rows, rowBytes, ubRow);
  LoadToVector();
  __VEC_SCOPE__ {
    for (uint32_t r = 0; r < rows; ++r) {
      __ubuf__ float *s = src + r * (ubRow / sizeof(float));
      __ubuf__ float *d = dst + r * (ubRow / sizeof(float));
      uint32_t left = cols;
      for (uint32_t c = 0; c < cols; c += kLanes<float>) {
        RegTensor<float> v, a;
        vector_bool m = plt_b32(left, POST_UPDATE);
        vlds(v, s, kLanes<float>, NORM, POST_UPDATE);
        vabs(a, v, m, MODE_ZEROING);
        vsts(a, d, kLanes<float>, NORM_B32, m, POST_UPDATE);
      }
    }
  }
  VectorToStore();
  StoreRows(out, dst, rows, rowBytes, ubRow);
}

// |x| of `pairs` x 2 tiles of 64 f32, double-buffered: tile i uses buffer
// i % 2 and the events of that buffer, computed at run time.
extern "C" __global__ [aicore] void pingpong_flags(__gm__ float *in,
                                                   __gm__ float *out,
                                                   uint32_t pairs) {
  vector_bool all = pset_b32(PAT_ALL);
  for (uint32_t b = 0; b < 2; ++b) {
    set_flag(PIPE_V, PIPE_MTE2, (event_t)(2 + b));
    set_flag(PIPE_MTE3, PIPE_V, (event_t)(6 + b));
  }
  for (uint32_t i = 0; i < 2 * pairs; ++i) {
    uint32_t b = i % 2;
    event_t loaded = (event_t)b, freed = (event_t)(2 + b);
    event_t computed = (event_t)(4 + b), stored = (event_t)(6 + b);
    __ubuf__ float *src = (__ubuf__ float *)(uint64_t)(b * 256);
    __ubuf__ float *dst = (__ubuf__ float *)(uint64_t)(1024 + b * 256);
    wait_flag(PIPE_V, PIPE_MTE2, freed);
    Load(src, in + 64 * i, 256);
    set_flag(PIPE_MTE2, PIPE_V, loaded);
    wait_flag(PIPE_MTE2, PIPE_V, loaded);
    wait_flag(PIPE_MTE3, PIPE_V, stored);
    RegTensor<float> v;
    vlds(v, src, 0, NORM);
    vabs(v, v, all, MODE_ZEROING);
    vsts(v, dst, 0, NORM_B32, all);
    set_flag(PIPE_V, PIPE_MTE2, freed);
    set_flag(PIPE_V, PIPE_MTE3, computed);
    wait_flag(PIPE_V, PIPE_MTE3, computed);
    Store(out + 64 * i, dst, 256);
    set_flag(PIPE_MTE3, PIPE_V, stored);
  }
  for (uint32_t b = 0; b < 2; ++b) {
    wait_flag(PIPE_V, PIPE_MTE2, (event_t)(2 + b));
    wait_flag(PIPE_MTE3, PIPE_V, (event_t)(6 + b));
  }
}

// The same with buffer tokens: each stage holds the buffers it uses.
extern "C" __global__ [aicore] void pingpong_buffers(__gm__ float *in,
                                                     __gm__ float *out,
                                                     uint32_t pairs) {
  vector_bool all = pset_b32(PAT_ALL);
  for (uint32_t i = 0; i < 2 * pairs; ++i) {
    uint32_t b = i % 2, inId = 2 * b, outId = 2 * b + 1;
    __ubuf__ float *src = (__ubuf__ float *)(uint64_t)(b * 256);
    __ubuf__ float *dst = (__ubuf__ float *)(uint64_t)(1024 + b * 256);
    get_buf(PIPE_MTE2, inId, 0);
    Load(src, in + 64 * i, 256);
    rls_buf(PIPE_MTE2, inId, 0);
    get_buf(PIPE_V, inId, 0);
    get_buf(PIPE_V, outId, 0);
    RegTensor<float> v;
    vlds(v, src, 0, NORM);
    vabs(v, v, all);
    vsts(v, dst, 0, NORM_B32, all);
    rls_buf(PIPE_V, inId, 0);
    rls_buf(PIPE_V, outId, 0);
    get_buf(PIPE_MTE3, outId, 0);
    Store(out + 64 * i, dst, 256);
    rls_buf(PIPE_MTE3, outId, 0);
  }
}

// n f32 -> n f16 rounded to nearest even: the DINTLV_B32 load splits even
// and odd elements, PART_EVEN/PART_ODD write them to the even and odd f16
// lanes, vor joins them.
extern "C" __global__ [aicore] void f32_to_f16(__gm__ float *in,
                                               __gm__ half *out, uint32_t n) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ half *dst = (__ubuf__ half *)0x10000;
  Load(src, in, n * 4);
  LoadToVector();
  uint32_t left = n;
  for (uint32_t i = 0; i < n; i += kLanes<half>) {
    vector_bool m = plt_b16(left, POST_UPDATE);
    RegTensor<float> even, odd;
    RegTensor<half> lo, hi, joined;
    vlds(even, odd, src, i, DINTLV_B32);
    vcvt(lo, even, m, ROUND_R, RS_ENABLE, PART_EVEN);
    vcvt(hi, odd, m, ROUND_R, RS_ENABLE, PART_ODD);
    vor(joined, lo, hi, m);
    vsts(joined, dst, i, NORM_B16, m);
  }
  VectorToStore();
  Store(out, dst, n * 2);
}

// n bf16 -> n f32 (n a multiple of 128): even and odd lanes convert
// separately, vintlv restores the order.
extern "C" __global__ [aicore] void bf16_to_f32(__gm__ bfloat16_t *in,
                                                __gm__ float *out,
                                                uint32_t n) {
  __ubuf__ bfloat16_t *src = (__ubuf__ bfloat16_t *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x10000;
  Load(src, in, n * 2);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  for (uint32_t i = 0; i < n; i += kLanes<bfloat16_t>) {
    RegTensor<bfloat16_t> v;
    RegTensor<float> even, odd, first, second;
    vlds(v, src, i, NORM);
    vcvt(even, v, all, PART_EVEN);
    vcvt(odd, v, all, PART_ODD);
    vintlv(first, second, even, odd);
    vsts(first, dst, i, NORM_B32, all);
    vsts(second, dst, i + kLanes<float>, NORM_B32, all);
  }
  VectorToStore();
  Store(out, dst, n * 4);
}

// q = floor(a / b) as int32 (n a multiple of 64).
extern "C" __global__ [aicore] void floor_div(__gm__ float *a, __gm__ float *b,
                                              __gm__ int32_t *q, uint32_t n) {
  __ubuf__ float *ua = (__ubuf__ float *)0;
  __ubuf__ float *ub = (__ubuf__ float *)0x10000;
  __ubuf__ int32_t *uq = (__ubuf__ int32_t *)0x20000;
  Load(ua, a, n * 4);
  Load(ub, b, n * 4);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  for (uint32_t i = 0; i < n; i += kLanes<float>) {
    RegTensor<float> x, y, ratio, floored;
    RegTensor<int32_t> quotient;
    vlds(x, ua, i, NORM);
    vlds(y, ub, i, NORM);
    vdiv(ratio, x, y, all, MODE_ZEROING);
    vtrc(floored, ratio, ROUND_F, all);
    vcvt(quotient, floored, all, ROUND_Z, RS_ENABLE);
    vsts(quotient, uq, i, NORM_B32, all);
  }
  VectorToStore();
  Store(q, uq, n * 4);
}

//===-- Elementwise --------------------------------------------------------===//

// out[i] = op(a[i], b[i]) for n elements of T, with a tail mask.
enum class Op { Add, Sub, Mul, Max, Min, Div, Mod };
template <class T, Op O>
[aicore] inline void Binary(__gm__ T *a, __gm__ T *b, __gm__ T *out,
                            uint32_t n) {
  __ubuf__ T *ua = (__ubuf__ T *)0;
  __ubuf__ T *ub = (__ubuf__ T *)0x10000;
  __ubuf__ T *uo = (__ubuf__ T *)0x20000;
  Load(ua, a, n * sizeof(T));
  Load(ub, b, n * sizeof(T));
  LoadToVector();
  __VEC_SCOPE__ {
    uint32_t left = n;
    for (uint32_t i = 0; i < n; i += kLanes<T>) {
      vector_bool m = TailMask<T>(left);
      RegTensor<T> x, y, r;
      vlds(x, ua, i, NORM);
      vlds(y, ub, i, NORM);
      if constexpr (O == Op::Add)
        vadd(r, x, y, m, MODE_ZEROING);
      else if constexpr (O == Op::Sub)
        vsub(r, x, y, m);
      else if constexpr (O == Op::Mul)
        vmul(r, x, y, m, MODE_ZEROING);
      else if constexpr (O == Op::Max)
        vmax(r, x, y, m, MODE_ZEROING);
      else if constexpr (O == Op::Min)
        vmin(r, x, y, m);
      else if constexpr (O == Op::Div)
        vdiv(r, x, y, m, MODE_ZEROING);
      else
        vmod(r, x, y, m, MODE_ZEROING);
      vsts(r, uo, i, kNorm<T>(), m);
    }
  }
  VectorToStore();
  Store(out, uo, n * sizeof(T));
}
#define BINARY(NAME, T, O)                                                     \
  extern "C" __global__ [aicore] void NAME(__gm__ T *a, __gm__ T *b,           \
                                           __gm__ T *out, uint32_t n) {        \
    Binary<T, O>(a, b, out, n);                                                \
  }
BINARY(add_f32, float, Op::Add)
BINARY(add_f16, half, Op::Add)
BINARY(add_bf16, bfloat16_t, Op::Add)
BINARY(add_s8, int8_t, Op::Add)
BINARY(add_u16, uint16_t, Op::Add)
BINARY(sub_s16, int16_t, Op::Sub)
BINARY(sub_u32, uint32_t, Op::Sub)
BINARY(mul_f16, half, Op::Mul)
BINARY(mul_s32, int32_t, Op::Mul)
BINARY(max_s32, int32_t, Op::Max)
BINARY(max_u8, uint8_t, Op::Max)
BINARY(min_f32, float, Op::Min)
BINARY(min_u16, uint16_t, Op::Min)
BINARY(div_f32, float, Op::Div)
BINARY(div_s32, int32_t, Op::Div)
BINARY(div_u16, uint16_t, Op::Div)
BINARY(mod_s16, int16_t, Op::Mod)
BINARY(mod_u16, uint16_t, Op::Mod)
BINARY(div_u32, uint32_t, Op::Div)
BINARY(mod_u32, uint32_t, Op::Mod)

// out = sqrt(in) for n f32, a unary op with a tail.
extern "C" __global__ [aicore] void sqrt_f32(__gm__ float *in,
                                             __gm__ float *out, uint32_t n) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x10000;
  Load(src, in, n * 4);
  LoadToVector();
  uint32_t left = n;
  for (uint32_t i = 0; i < n; i += kLanes<float>) {
    vector_bool m = plt_b32(left, POST_UPDATE);
    RegTensor<float> v;
    vlds(v, src, i, NORM);
    vsqrt(v, v, m, MODE_ZEROING);
    vsts(v, dst, i, NORM_B32, m);
  }
  VectorToStore();
  Store(out, dst, n * 4);
}

// Leaky ReLU by compare and select: x > 0 ? x : x * 0.25.
extern "C" __global__ [aicore] void leaky_relu(__gm__ float *in,
                                               __gm__ float *out, uint32_t n) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x10000;
  Load(src, in, n * 4);
  LoadToVector();
  uint32_t left = n;
  for (uint32_t i = 0; i < n; i += kLanes<float>) {
    vector_bool m = plt_b32(left, POST_UPDATE), positive;
    RegTensor<float> v, scaled, r;
    vlds(v, src, i, NORM);
    vcmps_gt(positive, v, 0.0f, m);
    vmuls(scaled, v, 0.25f, m, MODE_ZEROING);
    vsel(r, v, scaled, positive);
    vsts(r, dst, i, NORM_B32, m);
  }
  VectorToStore();
  Store(out, dst, n * 4);
}

// Shifts: u16 >> 3 is logical, s16 >> 3 arithmetic, and << 2.
extern "C" __global__ [aicore] void shifts_16(__gm__ uint16_t *in,
                                              __gm__ uint16_t *out) {
  __ubuf__ uint16_t *src = (__ubuf__ uint16_t *)0;
  __ubuf__ uint16_t *dst = (__ubuf__ uint16_t *)0x10000;
  Load(src, in, 256);
  LoadToVector();
  vector_bool all = pset_b16(PAT_ALL);
  RegTensor<uint16_t> u, ur, ul;
  vlds(u, src, 0, NORM);
  vshrs(ur, u, (int16_t)3, all, MODE_ZEROING);
  vshls(ul, u, (int16_t)2, all, MODE_ZEROING);
  vector_s16 sr;
  vshrs(sr, (vector_s16 &)u.reg, (int16_t)3, all, MODE_ZEROING);
  vsts(ur, dst, 0, NORM_B16, all);
  vsts(ul, dst, 128, NORM_B16, all);
  vsts(sr, (__ubuf__ int16_t *)dst, 256, NORM_B16, all);
  VectorToStore();
  Store(out, dst, 3 * 256);
}

// MODE_MERGING: lanes outside the mask (here lanes 16 and up) keep the
// destination's value.
extern "C" __global__ [aicore] void merge_max(__gm__ int32_t *a,
                                              __gm__ int32_t *b,
                                              __gm__ int32_t *out) {
  __ubuf__ int32_t *ua = (__ubuf__ int32_t *)0;
  __ubuf__ int32_t *ub = (__ubuf__ int32_t *)0x1000;
  __ubuf__ int32_t *uo = (__ubuf__ int32_t *)0x2000;
  Load(ua, a, 256);
  Load(ub, b, 256);
  LoadToVector();
  vector_bool first16 = pset_b32(PAT_VL16), all = pset_b32(PAT_ALL);
  RegTensor<int32_t> x, y, r;
  vlds(x, ua, 0, NORM);
  vlds(y, ub, 0, NORM);
  vbr(r, -7);
  vmax(r, x, y, first16, MODE_MERGING);
  vsts(r, uo, 0, NORM_B32, all);
  VectorToStore();
  Store(out, uo, 256);
}

// y = alpha * x + y (vaxpy) and d = a * b + d (vmula) on f32.
extern "C" __global__ [aicore] void axpy_mula(__gm__ float *x, __gm__ float *y,
                                              __gm__ float *out) {
  __ubuf__ float *ux = (__ubuf__ float *)0;
  __ubuf__ float *uy = (__ubuf__ float *)0x1000;
  __ubuf__ float *uo = (__ubuf__ float *)0x2000;
  Load(ux, x, 256);
  Load(uy, y, 256);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  RegTensor<float> vx, vy, d;
  vlds(vx, ux, 0, NORM);
  vlds(vy, uy, 0, NORM);
  vaxpy(vy, vx, 3.0f, all, MODE_ZEROING);
  vdup(d, 1.5f, all, MODE_ZEROING);
  vmula(d, vx, vy, all, MODE_ZEROING);
  vsts(vy, uo, 0, NORM_B32, all);
  vsts(d, uo, 64, NORM_B32, all);
  VectorToStore();
  Store(out, uo, 512);
}

//===-- Reductions and broadcasts ----------------------------------------===//

// out[r] = sum of row r (rows x 64 f32), stored one point per row.
extern "C" __global__ [aicore] void row_sum(__gm__ float *in,
                                            __gm__ float *out,
                                            uint32_t rows) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x10000;
  Load(src, in, rows * 256);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  __ubuf__ float *d = dst;
  for (uint32_t r = 0; r < rows; ++r) {
    RegTensor<float> v, s;
    vlds(v, src, r * 64, NORM);
    vcadd(s, v, all, MODE_ZEROING);
    vsts(s, d, 1, ONEPT_B32, all, POST_UPDATE);
  }
  VectorToStore();
  Store(out, dst, (rows * 4 + 31) / 32 * 32);
}

// out[r][c] = in[c]: a row repeated down `rows` rows (column expand), and
// out2[r][c] = in[r]: each element broadcast along a row (BRC_B32 load).
extern "C" __global__ [aicore] void expand(__gm__ float *in, __gm__ float *out,
                                           __gm__ float *out2, uint32_t rows) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ float *cols = (__ubuf__ float *)0x1000;
  __ubuf__ float *bcast = (__ubuf__ float *)0x8000;
  Load(src, in, 256);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  RegTensor<float> row;
  vlds(row, src, 0, NORM);
  for (uint32_t r = 0; r < rows; ++r) {
    vsts(row, cols, r * 64, NORM_B32, all);
    RegTensor<float> b;
    vlds(b, src, r, BRC_B32);
    vsts(b, bcast, r * 64, NORM_B32, all);
  }
  VectorToStore();
  Store(out, cols, rows * 256);
  Store(out2, bcast, rows * 256);
}

//===-- Conversions, indices, gathers -----------------------------------===//

// f16 -> f32 of the even and the odd lanes (PART_EVEN, PART_ODD).
extern "C" __global__ [aicore] void f16_even_odd(__gm__ half *in,
                                                 __gm__ float *even,
                                                 __gm__ float *odd) {
  __ubuf__ half *src = (__ubuf__ half *)0;
  __ubuf__ float *ue = (__ubuf__ float *)0x1000;
  __ubuf__ float *uo = (__ubuf__ float *)0x2000;
  Load(src, in, 256);
  LoadToVector();
  vector_bool all = pset_b16(PAT_ALL);
  RegTensor<half> v;
  RegTensor<float> e, o;
  vlds(v, src, 0, NORM);
  vcvt(e, v, all, PART_EVEN);
  vcvt(o, v, all, PART_ODD);
  vsts(e, ue, 0, NORM_B32, pset_b32(PAT_ALL));
  vsts(o, uo, 0, NORM_B32, pset_b32(PAT_ALL));
  VectorToStore();
  Store(even, ue, 256);
  Store(odd, uo, 256);
}

// vci: 5, 6, 7, ... and 5, 4, 3, ... as int32.
extern "C" __global__ [aicore] void index_seq(__gm__ int32_t *out) {
  __ubuf__ int32_t *dst = (__ubuf__ int32_t *)0;
  vector_bool all = pset_b32(PAT_ALL);
  RegTensor<int32_t> inc, dec;
  vci(inc, 5, INC_ORDER);
  vci(dec, 5, DEC_ORDER);
  vsts(inc, dst, 0, NORM_B32, all);
  vsts(dec, dst, 64, NORM_B32, all);
  VectorToStore();
  Store(out, dst, 512);
}

// Gather: out[i] = in[63 - i] for the first 40 lanes, 0 for the others.
extern "C" __global__ [aicore] void gather_reverse(__gm__ uint32_t *in,
                                                   __gm__ uint32_t *out) {
  __ubuf__ uint32_t *src = (__ubuf__ uint32_t *)0;
  __ubuf__ uint32_t *dst = (__ubuf__ uint32_t *)0x1000;
  Load(src, in, 256);
  LoadToVector();
  uint32_t n = 40;
  vector_bool m = plt_b32(n, POST_UPDATE);
  RegTensor<int32_t> idx;
  RegTensor<uint32_t> v;
  vci(idx, 63, DEC_ORDER);
  vgather2(v, src, (RegTensor<uint32_t> &)idx, m);
  vsts(v, dst, 0, NORM_B32, pset_b32(PAT_ALL));
  VectorToStore();
  Store(out, dst, 256);
}

// A byte table gathered by 16-bit indices into the low bytes of 16-bit
// lanes, stored packed (PK_B16): out[i] = table[(7 * i + 3) % 256].
extern "C" __global__ [aicore] void gather_bytes(__gm__ uint8_t *table,
                                                 __gm__ uint8_t *out) {
  __ubuf__ uint8_t *src = (__ubuf__ uint8_t *)0;
  __ubuf__ uint8_t *dst = (__ubuf__ uint8_t *)0x1000;
  Load(src, table, 256);
  LoadToVector();
  vector_bool all16 = pset_b16(PAT_ALL);
  RegTensor<uint16_t> idx;
  vci((RegTensor<int16_t> &)idx, 3, INC_ORDER);
  vmuls(idx, idx, (uint16_t)7, all16, MODE_ZEROING);
  vsubs(idx, idx, (uint16_t)18, all16, MODE_ZEROING);
  vands(idx, idx, (uint16_t)255, all16, MODE_ZEROING);
  RegTensor<uint8_t> v;
  vgather2(v, src, idx, all16);
  vsts(v, dst, 0, PK_B16, all16);
  VectorToStore();
  Store(out, dst, 128);
}

// Scatter: out[63 - i] = in[i] for the first 48 lanes (the ISA's scatter
// takes a count); the other elements of out stay as loaded.
extern "C" __global__ [aicore] void scatter_reverse(__gm__ float *in,
                                                    __gm__ float *out) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x1000;
  Load(src, in, 256);
  Load(dst, out, 256);
  LoadToVector();
  RegTensor<float> v;
  RegTensor<uint32_t> idx;
  vlds(v, src, 0, NORM);
  vci((RegTensor<int32_t> &)idx, 63, DEC_ORDER);
  vscatter(v, dst, idx, 48);
  VectorToStore();
  Store(out, dst, 256);
}

// Scatter with a mask: out[63 - i] = in[i] for the lanes with in[i] > 0
// (out[95..127] stay), and with an empty mask (nothing is written); the same
// for 16-bit data, out16[127 - i] = in16[i] for in16[i] > 0.
extern "C" __global__ [aicore] void scatter_masked(__gm__ float *in,
                                                   __gm__ float *out,
                                                   __gm__ int16_t *in16,
                                                   __gm__ int16_t *out16) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x1000;
  __ubuf__ int16_t *src16 = (__ubuf__ int16_t *)0x2000;
  __ubuf__ int16_t *dst16 = (__ubuf__ int16_t *)0x3000;
  Load(src, in, 256);
  Load(dst, out, 512);
  Load(src16, in16, 256);
  Load(dst16, out16, 256);
  LoadToVector();
  RegTensor<float> v;
  RegTensor<uint32_t> idx;
  vector_bool positive, none = pset_b32(PAT_ALLF);
  vlds(v, src, 0, NORM);
  vci((RegTensor<int32_t> &)idx, 63, DEC_ORDER);
  vcmps_gt(positive, v, 0.0f, pset_b32(PAT_ALL));
  vscatter(v, dst, idx, positive);
  vscatter(v, dst + 64, idx, none);
  RegTensor<int16_t> w;
  RegTensor<uint16_t> idx16;
  vector_bool positive16;
  vlds(w, src16, 0, NORM);
  vci((RegTensor<int16_t> &)idx16, 127, DEC_ORDER);
  vcmps_gt(positive16, w, 0, pset_b16(PAT_ALL));
  vscatter(w, dst16, idx16, positive16);
  VectorToStore();
  Store(out, dst, 512);
  Store(out16, dst16, 256);
}

// int64 add on 32-bit halves: DINTLV_B32 splits low and high words, vaddc
// adds the low words with carry out, vaddcs the high words with it,
// INTLV_B32 stores them back (n a multiple of 64).
extern "C" __global__ [aicore] void add_i64(__gm__ int64_t *a, __gm__ int64_t *b,
                                            __gm__ int64_t *out, uint32_t n) {
  __ubuf__ uint32_t *ua = (__ubuf__ uint32_t *)0;
  __ubuf__ uint32_t *ub = (__ubuf__ uint32_t *)0x10000;
  __ubuf__ uint32_t *uo = (__ubuf__ uint32_t *)0x20000;
  Load(ua, (__gm__ uint32_t *)a, n * 8);
  Load(ub, (__gm__ uint32_t *)b, n * 8);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  for (uint32_t i = 0; i < 2 * n; i += 2 * kLanes<uint32_t>) {
    RegTensor<uint32_t> alo, ahi, blo, bhi, lo, hi;
    vector_bool carry, carry2;
    vlds(alo, ahi, ua, i, DINTLV_B32);
    vlds(blo, bhi, ub, i, DINTLV_B32);
    vaddc(carry, lo, alo, blo, all);
    vaddcs(carry2, hi, ahi, bhi, carry, all);
    vsts(lo, hi, uo, i, INTLV_B32, all);
  }
  VectorToStore();
  Store((__gm__ uint32_t *)out, uo, n * 8);
}

// Unaligned stores: four f32 vectors written back to back from UB byte 4
// (not 32-byte aligned) through the align state, then flushed.
extern "C" __global__ [aicore] void unaligned_store(__gm__ float *in,
                                                    __gm__ float *out) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x4000;
  Load(src, in, 1024);
  Load(dst, out, 1056);
  LoadToVector();
  vector_align ureg;
  __ubuf__ float *p = dst + 1;
  for (uint32_t i = 0; i < 4; ++i) {
    RegTensor<float> v;
    vlds(v, src, i * 64, NORM);
    vstus(ureg, 64, v, p, POST_UPDATE);
  }
  vstas(ureg, p, 0, POST_UPDATE);
  VectorToStore();
  Store(out, dst, 1056);
}

// Integer conversions between widths (on the wide lanes' bits, since the
// ISA's vcvt has none): s16 -> s32 and u16 -> u32 of the even and odd
// lanes, s32 -> s16 saturated into the even lanes and truncated into the
// odd ones, s8 -> f16 of the even lanes, s8 -> s32 of byte 2 of each
// 32-bit lane (PART_P2).
extern "C" __global__ [aicore] void int_conversions(__gm__ int16_t *in16,
                                                    __gm__ int32_t *in32,
                                                    __gm__ int8_t *in8,
                                                    __gm__ int32_t *wide,
                                                    __gm__ int16_t *narrow,
                                                    __gm__ half *halves) {
  __ubuf__ int16_t *u16 = (__ubuf__ int16_t *)0;
  __ubuf__ int32_t *u32 = (__ubuf__ int32_t *)0x1000;
  __ubuf__ int8_t *u8 = (__ubuf__ int8_t *)0x2000;
  __ubuf__ int32_t *uw = (__ubuf__ int32_t *)0x3000;
  __ubuf__ int16_t *un = (__ubuf__ int16_t *)0x4000;
  __ubuf__ half *uh = (__ubuf__ half *)0x5000;
  Load(u16, in16, 256);
  Load(u32, in32, 256);
  Load(u8, in8, 256);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  RegTensor<int16_t> v16, saturated, truncated;
  RegTensor<int32_t> v32, even, odd;
  RegTensor<uint32_t> zeroExtended;
  RegTensor<int8_t> v8;
  RegTensor<half> h;
  vlds(v16, u16, 0, NORM);
  vlds(v32, u32, 0, NORM);
  vlds(v8, u8, 0, NORM);
  vcvt(even, v16, all, PART_EVEN);
  vcvt(odd, v16, all, PART_ODD);
  vcvt(zeroExtended, (vector_u16 &)v16.reg, all, PART_EVEN);
  vcvt(saturated, v32, all, RS_ENABLE, PART_EVEN);
  vcvt(truncated, v32, all, PART_ODD, RS_DISABLE);
  vcvt(h, v8, all, PART_EVEN);
  RegTensor<int32_t> quarter;
  vcvt(quarter, v8, all, PART_P2);
  vsts(even, uw, 0, NORM_B32, all);
  vsts(odd, uw, 64, NORM_B32, all);
  vsts(zeroExtended, (__ubuf__ uint32_t *)uw, 128, NORM_B32, all);
  vsts(quarter, uw, 192, NORM_B32, all);
  vector_bool all16 = pset_b16(PAT_ALL);
  vsts(saturated, un, 0, NORM_B16, all16);
  vsts(truncated, un, 128, NORM_B16, all16);
  vsts(h, uh, 0, NORM_B16, all16);
  VectorToStore();
  Store(wide, uw, 4 * 256);
  Store(narrow, un, 2 * 256);
  Store(halves, uh, 256);
}

//===-- More families ------------------------------------------------------===//

// Each lane of a mask as an int32 (1 active, 0 not), stored at dst.
[aicore] inline void StoreMask(__ubuf__ int32_t *dst, vector_bool m) {
  vector_s32 one, zero, r;
  vbr(one, 1);
  vbr(zero, 0);
  vsel(r, one, zero, m);
  vsts(r, dst, 0, NORM_B32, pset_b32(PAT_ALL));
}

// Predicate algebra on b32 masks, and a mask through UB (psts, plds):
// out[k * 64 + i] is lane i of mask k.
extern "C" __global__ [aicore] void predicates(__gm__ int32_t *out) {
  __ubuf__ int32_t *dst = (__ubuf__ int32_t *)0;
  __ubuf__ uint32_t *saved = (__ubuf__ uint32_t *)0x4000;
  uint32_t n = 40;
  vector_bool all = pset_b32(PAT_ALL), first16 = pset_b32(PAT_VL16),
              first40 = plt_b32(n, POST_UPDATE), a, o, x, nt, sel, back;
  pand(a, first40, first16, all);
  por(o, first16, pset_b32(PAT_VL32), all);
  pxor(x, first40, first16, all);
  pnot(nt, first40, all);
  psel(sel, first16, nt, pset_b32(PAT_VL8));
  psts(x, saved, 0, NORM);
  mem_bar(VST_VLD);
  plds(back, saved, 0, NORM);
  StoreMask(dst, a);
  StoreMask(dst + 64, o);
  StoreMask(dst + 128, x);
  StoreMask(dst + 192, nt);
  StoreMask(dst + 256, sel);
  StoreMask(dst + 320, back);
  VectorToStore();
  Store(out, dst, 6 * 256);
}

// Bitwise operations and vector shifts on u32 and s32.
extern "C" __global__ [aicore] void bitwise(__gm__ uint32_t *a,
                                            __gm__ uint32_t *b,
                                            __gm__ uint32_t *out) {
  __ubuf__ uint32_t *ua = (__ubuf__ uint32_t *)0;
  __ubuf__ uint32_t *ub = (__ubuf__ uint32_t *)0x1000;
  __ubuf__ uint32_t *uo = (__ubuf__ uint32_t *)0x2000;
  Load(ua, a, 256);
  Load(ub, b, 256);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  RegTensor<uint32_t> x, y, r;
  RegTensor<int32_t> counts, sr;
  vlds(x, ua, 0, NORM);
  vlds(y, ub, 0, NORM);
  vands(counts, (vector_s32 &)y.reg, 31, all, MODE_ZEROING);
  vand(r, x, y, all);
  vsts(r, uo, 0, NORM_B32, all);
  vor(r, x, y, all);
  vsts(r, uo, 64, NORM_B32, all);
  vxor(r, x, y, all, MODE_ZEROING);
  vsts(r, uo, 128, NORM_B32, all);
  vnot(r, x, all, MODE_ZEROING);
  vsts(r, uo, 192, NORM_B32, all);
  vshl(r, x, counts, all, MODE_ZEROING);
  vsts(r, uo, 256, NORM_B32, all);
  vshr(r, x, counts, all, MODE_ZEROING);
  vsts(r, uo, 320, NORM_B32, all);
  vshr(sr, (vector_s32 &)x.reg, counts, all, MODE_ZEROING);
  vsts(sr, (__ubuf__ int32_t *)uo, 384, NORM_B32, all);
  VectorToStore();
  Store(out, uo, 7 * 256);
}

// Scalar-operand and unary operations on f32 with exact results.
extern "C" __global__ [aicore] void scalar_ops(__gm__ float *a,
                                               __gm__ float *b,
                                               __gm__ float *out) {
  __ubuf__ float *ua = (__ubuf__ float *)0;
  __ubuf__ float *ub = (__ubuf__ float *)0x1000;
  __ubuf__ float *uo = (__ubuf__ float *)0x2000;
  Load(ua, a, 256);
  Load(ub, b, 256);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  RegTensor<float> x, y, r;
  vlds(x, ua, 0, NORM);
  vlds(y, ub, 0, NORM);
  vadds(r, x, 1.5f, all, MODE_ZEROING);
  vsts(r, uo, 0, NORM_B32, all);
  vmaxs(r, x, 2.0f, all, MODE_ZEROING);
  vsts(r, uo, 64, NORM_B32, all);
  vmins(r, x, -2.0f, all);
  vsts(r, uo, 128, NORM_B32, all);
  vneg(r, x, all, MODE_ZEROING);
  vsts(r, uo, 192, NORM_B32, all);
  vrelu(r, x, all, MODE_ZEROING);
  vsts(r, uo, 256, NORM_B32, all);
  vlrelu(r, x, 0.5f, all, MODE_ZEROING);
  vsts(r, uo, 320, NORM_B32, all);
  vprelu(r, x, y, all, MODE_ZEROING);
  vsts(r, uo, 384, NORM_B32, all);
  r.reg = y.reg;
  vmadd(r, x, y, all, MODE_ZEROING);
  vsts(r, uo, 448, NORM_B32, all);
  vector_bool lt;
  vcmp_lt(lt, x, y, all);
  vsel(r, x, y, lt);
  vsts(r, uo, 512, NORM_B32, all);
  VectorToStore();
  Store(out, uo, 9 * 256);
}

// Reductions on f32: vcmax and vcmin (value in lane 0, index in lane 1),
// vcgmax (the maximum of each 32-byte group), vcpadd (pairwise sums).
extern "C" __global__ [aicore] void reductions(__gm__ float *a,
                                               __gm__ float *out) {
  __ubuf__ float *ua = (__ubuf__ float *)0;
  __ubuf__ float *uo = (__ubuf__ float *)0x1000;
  Load(ua, a, 256);
  LoadToVector();
  uint32_t n = 50;
  vector_bool all = pset_b32(PAT_ALL), first50 = plt_b32(n, POST_UPDATE);
  RegTensor<float> x, r;
  vlds(x, ua, 0, NORM);
  vcmax(r, x, first50, MODE_ZEROING);
  vsts(r, uo, 0, NORM_B32, all);
  vcmin(r, x, first50);
  vsts(r, uo, 64, NORM_B32, all);
  vcgmax(r, x, all);
  vsts(r, uo, 128, NORM_B32, all);
  vcpadd(r, x, all);
  vsts(r, uo, 192, NORM_B32, all);
  VectorToStore();
  Store(out, uo, 4 * 256);
}

// Rearrangement: vdintlv, vselr (a lane permutation), vdup of lane 0,
// vpack of u32 into the lower u16 half, a merging vmov, vmull.
extern "C" __global__ [aicore] void rearrange(__gm__ int32_t *a,
                                              __gm__ int32_t *b,
                                              __gm__ int32_t *out) {
  __ubuf__ int32_t *ua = (__ubuf__ int32_t *)0;
  __ubuf__ int32_t *ub = (__ubuf__ int32_t *)0x1000;
  __ubuf__ int32_t *uo = (__ubuf__ int32_t *)0x2000;
  Load(ua, a, 256);
  Load(ub, b, 256);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  RegTensor<int32_t> x, y, even, odd, perm, idx, lane0, merged;
  vlds(x, ua, 0, NORM);
  vlds(y, ub, 0, NORM);
  vdintlv(even, odd, x, y);
  vsts(even, uo, 0, NORM_B32, all);
  vsts(odd, uo, 64, NORM_B32, all);
  vci(idx, 63, DEC_ORDER);
  vselr(perm, x, idx);
  vsts(perm, uo, 128, NORM_B32, all);
  vdup(lane0, y, all, POS_LOWEST, MODE_ZEROING);
  vsts(lane0, uo, 192, NORM_B32, all);
  vector_u16 packed;
  vpack(packed, (vector_u32 &)x.reg, LOWER);
  vsts(packed, (__ubuf__ uint16_t *)uo, 512, NORM_B16, pset_b16(PAT_ALL));
  merged = y;
  vmov(merged, x, pset_b32(PAT_VL8), MODE_MERGING);
  vsts(merged, uo, 320, NORM_B32, all);
  vector_u32 lo, hi;
  vmull(lo, hi, (vector_u32 &)x.reg, (vector_u32 &)y.reg, all);
  vsts(lo, (__ubuf__ uint32_t *)uo, 384, NORM_B32, all);
  vsts(hi, (__ubuf__ uint32_t *)uo, 448, NORM_B32, all);
  VectorToStore();
  Store(out, uo, 8 * 256);
}

// The legacy DMA form: two bursts of two 32-byte blocks, one block skipped
// in GM between them, packed in UB.
extern "C" __global__ [aicore] void legacy_copy(__gm__ float *in,
                                                __gm__ float *out) {
  __ubuf__ float *ub = (__ubuf__ float *)0;
  set_loop_size_outtoub(1ull << 21 | 1);
  copy_gm_to_ubuf(ub, in, 0, 2, 2, 1, 0);
  set_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  Store(out, ub, 128);
}

// A tail through the align state: 10 f32 stored from UB byte 8, flushed;
// the elements after them stay.
extern "C" __global__ [aicore] void stream_tail(__gm__ float *in,
                                                __gm__ float *out) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x4000;
  Load(src, in, 256);
  Load(dst, out, 256);
  LoadToVector();
  vector_align ureg;
  RegTensor<float> v;
  vlds(v, src, 0, NORM);
  __ubuf__ float *p = dst + 2;
  vstus(ureg, 10, v, p, POST_UPDATE);
  vstas(ureg, p, 0, POST_UPDATE);
  VectorToStore();
  Store(out, dst, 256);
}

// Stream compaction: the positive elements of 128 f32, packed by vsqz and
// stored one after the other by vstur (AR counts the bytes), then AR.
extern "C" __global__ [aicore] void squeeze(__gm__ float *in, __gm__ float *out,
                                            __gm__ uint32_t *bytes) {
  __ubuf__ float *src = (__ubuf__ float *)0;
  __ubuf__ float *dst = (__ubuf__ float *)0x4000;
  __ubuf__ uint32_t *count = (__ubuf__ uint32_t *)0x8000;
  Load(src, in, 512);
  Load(dst, out, 512);
  LoadToVector();
  vector_bool all = pset_b32(PAT_ALL);
  vector_align ureg;
  sprclr(SPR_AR);
  for (uint32_t i = 0; i < 2; ++i) {
    RegTensor<float> v, packed;
    vector_bool positive;
    vlds(v, src, i * 64, NORM);
    vcmps_gt(positive, v, 0.0f, all);
    vsqz(packed, v, positive, MODE_STORED);
    vstur(ureg, packed, dst, POST_UPDATE);
  }
  vstar(ureg, dst);
  sprsts(SPR_AR, count, 0);
  VectorToStore();
  Store(out, dst, 512);
  Store(bytes, count, 32);
}

//===-- Sorting ------------------------------------------------------------===//

// Merge sort of 64 f32 scores: vbitsort sorts each 32 into {score, index}
// records (descending), vmrgsort4 merges the two lists; get_vms4_sr, read
// after a V -> S flag, gives the records taken from each list.
extern "C" __global__ [aicore] void merge_sort(__gm__ float *in,
                                               __gm__ uint32_t *idx,
                                               __gm__ float *out,
                                               __gm__ int64_t *consumed) {
  __ubuf__ float *scores = (__ubuf__ float *)0;
  __ubuf__ uint32_t *indices = (__ubuf__ uint32_t *)0x400;
  __ubuf__ float *sorted = (__ubuf__ float *)0x800;
  __ubuf__ float *merged = (__ubuf__ float *)0x1000;
  Load(scores, in, 256);
  Load(indices, idx, 256);
  LoadToVector();
  vbitsort(sorted, scores, indices, 2);
  __ubuf__ float *lists[2] = {sorted, sorted + 64};
  vmrgsort4(merged, lists, 32ull | 32ull << 16, 1ull | 3ull << 8);
  set_flag(PIPE_V, PIPE_S, EVENT_ID1);
  wait_flag(PIPE_V, PIPE_S, EVENT_ID1);
  *consumed = get_vms4_sr();
  VectorToStore();
  Store(out, merged, 512);
}
