// maxnum with NaN operands, fabs and fneg of -0.0 and NaN: IEEE results,
// not those of vmax/vabs/vneg alone.
#include "kernel-support.h"
typedef float v64f __attribute__((ext_vector_type(64)));
void float_edges(GM const float *x, GM const float *y, GM float *mx,
                 GM float *ab, GM float *ng) {
  UB v64f *in = (UB v64f *)0;
  UB v64f *out = (UB v64f *)1024;
  gm_to_ub(x, in, 256);
  gm_to_ub(y, in + 1, 256);
  wait_mte2_to_v();
  v64f a = in[0], b = in[1];
  out[0] = __builtin_elementwise_max(a, b);
  out[1] = __builtin_elementwise_abs(a);
  out[2] = -a;
  wait_v_to_mte3();
  ub_to_gm(&out[0], mx, 256);
  ub_to_gm(&out[1], ab, 256);
  ub_to_gm(&out[2], ng, 256);
}
