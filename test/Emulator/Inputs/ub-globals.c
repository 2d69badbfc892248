// UB globals: placed by the loader at the top of UB, zero at kernel start.
#include "kernel-support.h"
typedef float v64f __attribute__((ext_vector_type(64)));
static UB v64f staging[2];
UB v64f total;
void accumulate(GM const float *x, GM float *out) {
  gm_to_ub(x, staging, 512);
  wait_mte2_to_v();
  total = total + staging[0] + staging[1];
  wait_v_to_mte3();
  ub_to_gm(&total, out, 256);
}
