// y = a * x + y on n floats (n a multiple of 64) with generic vector code:
// clang vector extensions for the compute, inline assembly for the DMA
// copies and the flags that order them (the seed kernels' pattern).
#include "kernel-support.h"

typedef float v64f __attribute__((ext_vector_type(64)));

void saxpy(GM const float *x, GM float *y, float a, long n) {
  UB float *ux = (UB float *)0;
  UB float *uy = (UB float *)65536;
  long bytes = n * 4;
  gm_to_ub(x, ux, bytes);
  gm_to_ub(y, uy, bytes);
  wait_mte2_to_v();
  for (long i = 0; i < n; i += 64) {
    UB v64f *vx = (UB v64f *)(ux + i);
    UB v64f *vy = (UB v64f *)(uy + i);
    *vy = a * *vx + *vy;
  }
  wait_v_to_mte3();
  ub_to_gm(uy, y, bytes);
}
