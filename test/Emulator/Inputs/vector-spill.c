// Vector values live across a call: the caller spills them to the UB spill
// area below x4 and reloads them after the callee (which uses the same
// vector registers) returns.
#include "kernel-support.h"

typedef float v64f __attribute__((ext_vector_type(64)));

__attribute__((noinline)) void triple(UB v64f *p) { *p = *p * 3.0f; }

void spill_kernel(GM const float *x, GM float *y) {
  UB v64f *in = (UB v64f *)0;
  UB v64f *out = (UB v64f *)1024;
  gm_to_ub(x, in, 512);
  wait_mte2_to_v();
  v64f a = in[0];
  v64f s = a + a;
  triple(&in[1]);
  *out = s * a + in[1]; // 2 a^2 + 3 b
  wait_v_to_mte3();
  ub_to_gm(out, y, 256);
}
