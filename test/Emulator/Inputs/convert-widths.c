// Width-changing conversions of generic vector code: f32 -> f16 and back
// over 128 lanes (both halves of the f32 stream, in order), f32 -> s16
// (truncating toward zero).
#include "kernel-support.h"
typedef float v128f __attribute__((ext_vector_type(128)));
typedef _Float16 v128h __attribute__((ext_vector_type(128)));
typedef float v64f __attribute__((ext_vector_type(64)));
typedef short v64s __attribute__((ext_vector_type(64)));
void convert_widths(GM const float *x, GM _Float16 *h, GM float *f,
                    GM short *s) {
  UB v128f *in = (UB v128f *)0;
  UB v128h *half = (UB v128h *)1024;
  UB v128f *back = (UB v128f *)2048;
  UB v64s *ints = (UB v64s *)4096;
  gm_to_ub(x, in, 512);
  wait_mte2_to_v();
  v128h narrowed = __builtin_convertvector(*in, v128h);
  *half = narrowed;
  *back = __builtin_convertvector(narrowed, v128f);
  *ints = __builtin_convertvector(*(UB v64f *)in, v64s);
  wait_v_to_mte3();
  ub_to_gm(half, h, 256);
  ub_to_gm(back, f, 512);
  ub_to_gm(ints, s, 128);
}
