// Plain C++ kernels over UB arrays, without builtins (plain-kernels.test):
// elementwise arithmetic, reductions, conversions, shuffles, strided and
// interleaved accesses. The same source is compiled for PTO (at -O0, and at
// -O2, where the loop vectoriser turns most loops into vector code with
// predicated tails) and for the host; plain_kernels.py runs both on the same
// data and compares every byte of the output region.
//
// KERNEL(name, out type, a type, b type) declares
//   void name_kernel(out *, const a *, const b *, int n)
// and an entry `name(buffer, n)`: the buffer holds a at ARegion, b at
// BRegion and the output at OutRegion. On PTO the entry copies the buffer to
// UB address 0, runs the kernel on it (synchronised as scalar code: the
// vectorised loops order themselves, docs/codegen.md) and copies the output
// region back.
#include <stdint.h>

#ifdef __PTO__
#include "kernel-support.h"
#define BUF UB
#else
#define BUF
#endif

enum : long {
  ARegion = 0,
  BRegion = 16384,
  OutRegion = 32768,
  BufferBytes = 49152
};

#ifdef __PTO__
#define ENTRY(NAME)                                                            \
  extern "C" void NAME(GM char *buffer, int n) {                               \
    UB char *ub = (UB char *)0;                                                \
    gm_to_ub(buffer, ub, BufferBytes);                                         \
    wait_mte2_to_s();                                                          \
    NAME##_body(ub, n);                                                        \
    wait_s_to_mte3();                                                          \
    ub_to_gm(ub + OutRegion, buffer + OutRegion, BufferBytes - OutRegion);     \
  }
#else
#define ENTRY(NAME)                                                            \
  extern "C" void NAME(char *buffer, int n) { NAME##_body(buffer, n); }
#endif

#define KERNEL(NAME, TOUT, TA, TB)                                             \
  __attribute__((noinline)) static void NAME##_kernel(                         \
      BUF TOUT *out, BUF const TA *a, BUF const TB *b, int n);                 \
  static void NAME##_body(BUF char *buffer, int n) {                           \
    NAME##_kernel((BUF TOUT *)(buffer + OutRegion),                            \
                  (BUF const TA *)(buffer + ARegion),                          \
                  (BUF const TB *)(buffer + BRegion), n);                      \
  }                                                                            \
  ENTRY(NAME)                                                                  \
  static void NAME##_kernel(BUF TOUT *out, BUF const TA *a, BUF const TB *b,   \
                            int n)

typedef _Float16 half;

// --- Elementwise ---------------------------------------------------------

KERNEL(add_f32, float, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] + b[i];
}

KERNEL(axpy_f32, float, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] * 2.5f + b[i];
}

KERNEL(sub_mul_f32, float, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = (a[i] - b[i]) * a[i];
}

KERNEL(div_f32, float, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] / (b[i] * b[i] + 1.0f);
}

KERNEL(sqrt_f32, float, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = __builtin_sqrtf(a[i] * a[i] + b[i] * b[i]);
}

KERNEL(abs_f32, float, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = __builtin_fabsf(a[i]);
}

KERNEL(relu_f32, float, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] > 0.0f ? a[i] : 0.0f;
}

KERNEL(max_f32, float, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] > b[i] ? a[i] : b[i];
}

KERNEL(add_f16, half, half, half) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] + b[i];
}

KERNEL(mul_f16, half, half, half) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] * b[i];
}

KERNEL(mul_add_i32, int32_t, int32_t, int32_t) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] * b[i] + 7;
}

KERNEL(clamp_i32, int32_t, int32_t, int32_t) {
  for (int i = 0; i < n; ++i) {
    int32_t v = a[i] < -100 ? -100 : a[i];
    out[i] = v > b[i] ? b[i] : v;
  }
}

KERNEL(shift_xor_u32, uint32_t, uint32_t, uint32_t) {
  for (int i = 0; i < n; ++i)
    out[i] = (a[i] << 3) ^ (b[i] >> 2) ^ ~a[i];
}

KERNEL(div_i32, int32_t, int32_t, int32_t) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] / (b[i] | 1);
}

KERNEL(rem_by_7_i32, int32_t, int32_t, int32_t) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] % 7;
}

KERNEL(absdiff_i16, int16_t, int16_t, int16_t) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
}

KERNEL(add_wrap_u8, uint8_t, uint8_t, uint8_t) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] + b[i] * 3;
}

KERNEL(min_u16, uint16_t, uint16_t, uint16_t) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] < b[i] ? a[i] : b[i];
}

// A store only where a condition holds: a masked store.
KERNEL(store_if_positive_f32, float, float, float) {
  for (int i = 0; i < n; ++i)
    if (a[i] > 0.0f)
      out[i] = b[i];
}

// --- Reductions ------------------------------------------------------------

KERNEL(sum_i32, int32_t, int32_t, int32_t) {
  int32_t s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  out[0] = s;
}

KERNEL(dot_i32, int32_t, int32_t, int32_t) {
  int32_t s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i] * b[i];
  out[0] = s;
}

KERNEL(max_i32, int32_t, int32_t, int32_t) {
  int32_t m = INT32_MIN;
  for (int i = 0; i < n; ++i)
    m = a[i] > m ? a[i] : m;
  out[0] = m;
}

KERNEL(min_u8, uint8_t, uint8_t, uint8_t) {
  uint8_t m = 255;
  for (int i = 0; i < n; ++i)
    m = a[i] < m ? a[i] : m;
  out[0] = m;
}

KERNEL(count_positive_f32, int32_t, float, float) {
  int32_t count = 0;
  for (int i = 0; i < n; ++i)
    count += a[i] > 0.0f;
  out[0] = count;
}

KERNEL(xor_u32, uint32_t, uint32_t, uint32_t) {
  uint32_t x = 0;
  for (int i = 0; i < n; ++i)
    x ^= a[i];
  out[0] = x;
}

// An ordered float sum: stays in C's order.
KERNEL(sum_f32, float, float, float) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += a[i];
  out[0] = s;
}

// Row sums of n / 40 rows of 40.
KERNEL(row_sum_i32, int32_t, int32_t, int32_t) {
  for (int r = 0; r < n / 40; ++r) {
    int32_t s = 0;
    for (int c = 0; c < 40; ++c)
      s += a[r * 40 + c];
    out[r] = s;
  }
}

// --- Conversions -----------------------------------------------------------

KERNEL(i32_to_f32, float, int32_t, int32_t) {
  for (int i = 0; i < n; ++i)
    out[i] = (float)a[i];
}

KERNEL(f32_to_i32, int32_t, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = (int32_t)(a[i] * 10.0f);
}

KERNEL(f32_to_f16, half, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = (half)a[i];
}

KERNEL(f16_to_f32, float, half, half) {
  for (int i = 0; i < n; ++i)
    out[i] = (float)a[i] * 2.0f;
}

KERNEL(u8_to_i32, int32_t, uint8_t, uint8_t) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i] - 100;
}

KERNEL(i32_to_i16, int16_t, int32_t, int32_t) {
  for (int i = 0; i < n; ++i)
    out[i] = (int16_t)(a[i] >> 2);
}

// Accesses of two widths: a register of floats per part of one of bytes,
// with a scalar remainder (no masked access of part of a register).
KERNEL(dequantize_i8_f32, float, int8_t, float) {
  for (int i = 0; i < n; ++i)
    out[i] = (float)a[i] * 0.125f;
}

KERNEL(u32_to_f32, float, uint32_t, uint32_t) {
  for (int i = 0; i < n; ++i)
    out[i] = (float)a[i];
}

// A register of floats per part of one of bytes again, the other way.
KERNEL(quantize_f32_u8, uint8_t, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = (uint8_t)(a[i] * 1.25f + 128.0f);
}

// Bytes stored only where a float condition holds: the compare's predicate
// and the lane mask's, combined, narrowed to bytes.
KERNEL(store_bytes_if_positive_f32, uint8_t, float, float) {
  for (int i = 0; i < n; ++i)
    if (a[i] > 0.0f)
      out[i] = (uint8_t)(a[i] * 2.0f);
}

// 64-bit integers and floats (lowerInt64Conversion): products beyond 2^24,
// which round.
KERNEL(i64_to_f32, float, int64_t, int64_t) {
  for (int i = 0; i < n; ++i)
    out[i] = (float)(a[i] * 1000000007);
}

KERNEL(f32_to_i64, int64_t, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = (int64_t)(a[i] * 1e7f);
}

// --- Shuffles, strided and interleaved accesses -----------------------------

KERNEL(reverse_f32, float, float, float) {
  for (int i = 0; i < n; ++i)
    out[i] = a[n - 1 - i];
}

KERNEL(neighbour_diff_i32, int32_t, int32_t, int32_t) {
  for (int i = 0; i + 1 < n; ++i)
    out[i] = a[i + 1] - a[i];
}

KERNEL(swap_pairs_i16, int16_t, int16_t, int16_t) {
  for (int i = 0; i + 1 < n; i += 2) {
    out[i] = a[i + 1];
    out[i + 1] = a[i];
  }
}

KERNEL(stride2_f32, float, float, float) {
  for (int i = 0; i < n / 2; ++i)
    out[i] = a[2 * i] + b[i];
}

KERNEL(interleave_f32, float, float, float) {
  for (int i = 0; i < n; ++i) {
    out[2 * i] = a[i];
    out[2 * i + 1] = b[i];
  }
}

KERNEL(pair_sum_i32, int32_t, int32_t, int32_t) {
  for (int i = 0; i < n / 2; ++i)
    out[i] = a[2 * i] + a[2 * i + 1];
}

// Complex products of interleaved (re, im) pairs.
KERNEL(complex_mul_f32, float, float, float) {
  for (int i = 0; i < n / 2; ++i) {
    float ar = a[2 * i], ai = a[2 * i + 1];
    float br = b[2 * i], bi = b[2 * i + 1];
    out[2 * i] = ar * br - ai * bi;
    out[2 * i + 1] = ar * bi + ai * br;
  }
}

// Indices within the a region.
KERNEL(gather_by_index_f32, float, float, int32_t) {
  for (int i = 0; i < n; ++i)
    out[i] = a[b[i] & 1023];
}

// --- Generic vector shuffles (__builtin_shufflevector) ----------------------
//
// Each processes whole vectors of W lanes and copies the remaining lanes.
// The vector stores are source code, ordered before the copy out by the
// kernel (docs/codegen.md, "Ordering scalar and vector UB accesses").

#define VEC(T, N) T __attribute__((ext_vector_type(N)))
typedef VEC(float, 16) v16f;
typedef VEC(int16_t, 16) v16s;
typedef VEC(uint8_t, 32) v32u8;
typedef VEC(int64_t, 4) v4i64;
typedef VEC(int32_t, 64) v64i;
typedef VEC(float, 8) v8f;

template <class V, class T> static V loadVector(BUF const T *p) {
#ifdef __PTO__
  return *(BUF const V *)p;
#else
  V v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
#endif
}

template <class V, class T> static void storeVector(BUF T *p, V v) {
#ifdef __PTO__
  *(BUF V *)p = v;
#else
  __builtin_memcpy(p, &v, sizeof v);
#endif
}

#ifdef __PTO__
#define ORDER_VECTOR_STORES() wait_v_to_mte3()
#else
#define ORDER_VECTOR_STORES()
#endif

#define SHUFFLE_LOOP(T, V, W, EXPR)                                            \
  int i = 0;                                                                   \
  for (; i + W <= n; i += W) {                                                 \
    V x = loadVector<V>(a + i), y = loadVector<V>(b + i);                      \
    storeVector(out + i, (V)(EXPR));                                           \
  }                                                                            \
  ORDER_VECTOR_STORES();                                                       \
  for (; i < n; ++i)                                                           \
    out[i] = a[i];

KERNEL(shuffle_reverse_f32, float, float, float) {
  SHUFFLE_LOOP(float, v16f, 16,
               __builtin_shufflevector(x, y, 15, 14, 13, 12, 11, 10, 9, 8, 7,
                                       6, 5, 4, 3, 2, 1, 0))
}

KERNEL(shuffle_interleave_i16, int16_t, int16_t, int16_t) {
  SHUFFLE_LOOP(int16_t, v16s, 16,
               __builtin_shufflevector(x, y, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20,
                                       5, 21, 6, 22, 7, 23))
}

KERNEL(shuffle_even_lanes_f32, float, float, float) {
  SHUFFLE_LOOP(float, v16f, 16,
               __builtin_shufflevector(x, y, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18,
                                       20, 22, 24, 26, 28, 30))
}

// No pattern: the index vectors are built lane by lane.
KERNEL(shuffle_arbitrary_u8, uint8_t, uint8_t, uint8_t) {
  SHUFFLE_LOOP(uint8_t, v32u8, 32,
               __builtin_shufflevector(x, y, 7, 33, 2, 2, 63, 0, 31, 40, 5, 17,
                                       9, 50, 11, 3, 44, 29, 1, 61, 8, 8, 36,
                                       20, 13, 57, 30, 6, 48, 25, 4, 39, 19,
                                       12))
}

KERNEL(shuffle_pairs_i64, int64_t, int64_t, int64_t) {
  SHUFFLE_LOOP(int64_t, v4i64, 4, __builtin_shufflevector(x, y, 5, 2, 7, 0))
}

// A rotation of a whole register by five lanes (indices modulo 64).
KERNEL(shuffle_rotate_i32, int32_t, int32_t, int32_t) {
  SHUFFLE_LOOP(
      int32_t, v64i, 64,
      __builtin_shufflevector(
          x, y, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
          22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38,
          39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
          56, 57, 58, 59, 60, 61, 62, 63, 0, 1, 2, 3, 4))
}

// The upper half of one vector and the lower half of the next, and a
// broadcast of lane 3.
KERNEL(shuffle_halves_f32, float, float, float) {
  SHUFFLE_LOOP(float, v8f, 8,
               __builtin_shufflevector(x, y, 4, 5, 6, 7, 8, 9, 10, 11) +
                   __builtin_shufflevector(x, x, 3, 3, 3, 3, 3, 3, 3, 3))
}

// A constant vector of fractions (a vbr of the most frequent bits and lane
// writes) and one of whole numbers (vci, vcvt).
KERNEL(constant_vectors_f32, float, float, float) {
  SHUFFLE_LOOP(float, v16f, 16,
               (x * (v16f){0.5f, 1.25f, 0.5f, -3.75f, 0.5f, 0.5f, 2.125f, 0.5f,
                           0.5f, 0.5f, 1e-3f, 0.5f, 0.5f, 7.5f, 0.5f, 0.5f} +
                (v16f){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}))
}

// Roundings to whole numbers (vtrc): floor and ceil of the inputs, and
// round (ties away from zero), rint (ties to even) and trunc of quarters,
// which have ties. The results are whole numbers below 2^24: exact sums.
#define Q(V) (__builtin_elementwise_floor((V) * 4.0f) * 0.25f)
KERNEL(floor_ceil_f32, float, float, float) {
  SHUFFLE_LOOP(float, v16f, 16,
               (__builtin_elementwise_floor(x) +
                256.0f * __builtin_elementwise_ceil(y)))
}

KERNEL(round_rint_trunc_f32, float, float, float) {
  SHUFFLE_LOOP(float, v16f, 16,
               (__builtin_elementwise_round(Q(x)) +
                256.0f * __builtin_elementwise_rint(Q(x)) +
                65536.0f * __builtin_elementwise_trunc(Q(y))))
}
