// A select on a compare of 16-lane float vectors (narrower than a register).
#include "kernel-support.h"
typedef float v16f __attribute__((ext_vector_type(16)));
void narrow_select(GM const float *x, GM const float *y, GM float *out) {
  UB v16f *a = (UB v16f *)0;
  UB v16f *b = (UB v16f *)256;
  UB v16f *r = (UB v16f *)512;
  gm_to_ub(x, a, 64);
  gm_to_ub(y, b, 64);
  wait_mte2_to_v();
  *r = *a < *b ? *b - *a : *a * 2;
  wait_v_to_mte3();
  ub_to_gm(r, out, 64);
}
