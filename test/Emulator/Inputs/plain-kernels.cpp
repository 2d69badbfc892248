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

KERNEL(u32_to_f32, float, uint32_t, uint32_t) {
  for (int i = 0; i < n; ++i)
    out[i] = (float)a[i];
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
