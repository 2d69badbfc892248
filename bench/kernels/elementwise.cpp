// Elementwise benchmark kernels (bench/run.py): out = op(a[, b]) over n
// f32 elements, double-buffered (pipeline.h).

#include "pipeline.h"

// out = op(a) or op(a, b): Op is called as op(result, a[, b], mask).
template <int Inputs, class Op>
[aicore] inline void elementwise(__gm__ float *out,
                                 __gm__ float *const (&in)[Inputs],
                                 uint32_t n, Op op) {
  stream<float, float, Inputs>(
      out, in, n, kBuffer / sizeof(float), 1,
      [&](__ubuf__ float *const *src, __ubuf__ float *dst, uint64_t count) {
        registers<float>(count, [&](uint64_t i, vector_bool mask) {
          vector_f32 a, b, r;
          vlds(a, src[0], i, NORM);
          if constexpr (Inputs == 2) {
            vlds(b, src[1], i, NORM);
            op(r, a, b, mask);
          } else {
            op(r, a, mask);
          }
          vsts(r, dst, i, NORM_B32, mask);
        });
      });
}

// out = OP(x).
#define UNARY_KERNEL(NAME, OP)                                                 \
  extern "C" __global__ [aicore] void NAME(__gm__ float *x,                  \
                                           __gm__ float *out, uint32_t n) {  \
    __gm__ float *in[] = {x};                                                  \
    elementwise(out, in, n, [](vector_f32 &r, vector_f32 a, vector_bool m) {  \
      OP(r, a, m);                                                             \
    });                                                                        \
  }
UNARY_KERNEL(abs_kernel, vabs)
UNARY_KERNEL(relu_kernel, vrelu)
UNARY_KERNEL(exp_kernel, vexp)

// out = OP(x, y).
#define BINARY_KERNEL(NAME, OP)                                                \
  extern "C" __global__ [aicore] void NAME(__gm__ float *x, __gm__ float *y, \
                                           __gm__ float *out, uint32_t n) {  \
    __gm__ float *in[] = {x, y};                                               \
    elementwise(out, in, n,                                                    \
                [](vector_f32 &r, vector_f32 a, vector_f32 b, vector_bool m) { \
                  OP(r, a, b, m);                                              \
                });                                                            \
  }
BINARY_KERNEL(add_kernel, vadd)
BINARY_KERNEL(mul_kernel, vmul)

// out = alpha * x + y.
extern "C" __global__ [aicore] void axpy_kernel(__gm__ float *x,
                                                __gm__ float *y,
                                                __gm__ float *out,
                                                uint32_t n, float alpha) {
  __gm__ float *in[] = {x, y};
  elementwise(out, in, n,
              [alpha](vector_f32 &r, vector_f32 a, vector_f32 b,
                      vector_bool m) {
                r = b;
                vaxpy(r, a, alpha, m);
              });
}

// out = (half)x, rounded to nearest even: a DINTLV_B32 load splits 128
// floats into even and odd elements, PART_EVEN/PART_ODD convert them into
// the even and odd half lanes, vor joins them.
extern "C" __global__ [aicore] void f32_to_f16_kernel(__gm__ float *x,
                                                      __gm__ half *out,
                                                      uint32_t n) {
  __gm__ float *in[] = {x};
  stream<float, half, 1>(
      out, in, n, kBuffer / sizeof(float), 1,
      [&](__ubuf__ float *const *src, __ubuf__ half *dst, uint64_t count) {
        registers<half>(count, [&](uint64_t i, vector_bool mask) {
          vector_f32 even, odd;
          vector_f16 low, high, joined;
          vlds(even, odd, src[0], i, DINTLV_B32);
          vcvt(low, even, mask, ROUND_R, RS_ENABLE, PART_EVEN);
          vcvt(high, odd, mask, ROUND_R, RS_ENABLE, PART_ODD);
          vor(joined, low, high, mask);
          vsts(joined, dst, i, NORM_B16, mask);
        });
      });
}

// The same streams with a plain loop as the stage, for the loop vectoriser
// (docs/codegen.md, "Auto-vectorisation"): bench/run.py compares their
// cycles with the builtin kernels' above.
template <int Inputs, class Op>
[aicore] inline void elementwisePlain(__gm__ float *out,
                                      __gm__ float *const (&in)[Inputs],
                                      uint32_t n, Op op) {
  stream<float, float, Inputs>(
      out, in, n, kBuffer / sizeof(float), 1,
      [&](__ubuf__ float *const *src, __ubuf__ float *dst, uint64_t count) {
        __ubuf__ const float *a = src[0];
        __ubuf__ const float *b = src[Inputs - 1];
        for (uint64_t i = 0; i < count; ++i)
          dst[i] = op(a[i], b[i]);
      });
}

extern "C" __global__ [aicore] void abs_plain_kernel(__gm__ float *x,
                                                     __gm__ float *out,
                                                     uint32_t n) {
  __gm__ float *in[] = {x};
  elementwisePlain(out, in, n,
                   [](float a, float) { return __builtin_fabsf(a); });
}

extern "C" __global__ [aicore] void add_plain_kernel(__gm__ float *x,
                                                     __gm__ float *y,
                                                     __gm__ float *out,
                                                     uint32_t n) {
  __gm__ float *in[] = {x, y};
  elementwisePlain(out, in, n, [](float a, float b) { return a + b; });
}

extern "C" __global__ [aicore] void axpy_plain_kernel(__gm__ float *x,
                                                      __gm__ float *y,
                                                      __gm__ float *out,
                                                      uint32_t n,
                                                      float alpha) {
  __gm__ float *in[] = {x, y};
  elementwisePlain(out, in, n,
                   [alpha](float a, float b) { return alpha * a + b; });
}
