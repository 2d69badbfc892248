// Generic vector code of several shapes, checked by running it: compare and
// select, a float splat, conversion, an index sequence, min/max with a
// scalar, integer multiply-add, shifts, a store of 8 lanes.
#include "kernel-support.h"

typedef float v64f __attribute__((ext_vector_type(64)));
typedef int v64i __attribute__((ext_vector_type(64)));
typedef float v8f __attribute__((ext_vector_type(8)));

void vector_ops(GM const float *x, GM float *sel, GM int *conv,
                GM float *clamp, GM int *mla, GM float *narrow) {
  UB v64f *in = (UB v64f *)0;
  UB v64f *out = (UB v64f *)1024;
  UB v64i *iout = (UB v64i *)1024;
  gm_to_ub(x, in, 256);
  wait_mte2_to_v();
  v64f v = *in;
  // sel[i] = x > 0 ? x : -2 x
  out[0] = v > 0 ? v : v * -2.0f;
  // conv[i] = (int)x + i
  v64i lane;
  for (int i = 0; i < 64; ++i)
    lane[i] = i;
  v64i t = __builtin_convertvector(v, v64i);
  iout[1] = t + lane;
  // clamp[i] = min(max(x, -1.5), 2.5)
  v64f lo = v < -1.5f ? -1.5f : v;
  out[2] = lo > 2.5f ? 2.5f : lo;
  // mla[i] = (t * 3 + lane) >> 1 (arithmetic)
  iout[3] = (t * 3 + lane) >> 1;
  // narrow[i] = i < 8 ? 2 x : x (the 8-lane store leaves the rest)
  out[4] = v;
  v8f h = *(UB v8f *)in;
  *(UB v8f *)&out[4] = h + h;
  wait_v_to_mte3();
  ub_to_gm(&out[0], sel, 256);
  ub_to_gm(&iout[1], conv, 256);
  ub_to_gm(&out[2], clamp, 256);
  ub_to_gm(&iout[3], mla, 256);
  ub_to_gm(&out[4], narrow, 256);
}
