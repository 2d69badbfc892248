// Single lanes and reductions of generic vectors (docs/codegen.md, "Lanes
// and reductions"), run by vector-lanes.py against numpy: element reads
// (constant and variable lane), element writes, integer and float
// reductions, and selects on the float predicates vcmp has no mode for.
#include "kernel-support.h"

typedef int v64i __attribute__((ext_vector_type(64)));
typedef unsigned v64u __attribute__((ext_vector_type(64)));
typedef short v128s __attribute__((ext_vector_type(128)));
typedef unsigned char v256b __attribute__((ext_vector_type(256)));
typedef long v32l __attribute__((ext_vector_type(32)));
typedef float v64f __attribute__((ext_vector_type(64)));

// out[0..] = lane reads and reductions of x (64 ints), as ints.
void int_lanes(GM const int *x, GM int *out, long lane) {
  UB v64i *in = (UB v64i *)0;
  UB int *res = (UB int *)1024;
  gm_to_ub(x, in, 256);
  wait_mte2_to_v();
  v64i v = *in;
  v128s s = __builtin_bit_cast(v128s, v);
  v256b b = __builtin_bit_cast(v256b, v);
  v32l l = __builtin_bit_cast(v32l, v);
  res[0] = v[3];
  res[1] = v[lane];
  res[2] = __builtin_reduce_add(v);
  res[3] = __builtin_reduce_xor(v);
  res[4] = __builtin_reduce_max(v);
  res[5] = __builtin_reduce_min(__builtin_bit_cast(v64u, v));
  res[6] = __builtin_reduce_mul((v & 6) | 1);
  res[7] = __builtin_reduce_and(v | 0x10);
  res[8] = __builtin_reduce_or(v & 0x70);
  res[9] = __builtin_reduce_add(s);
  res[10] = __builtin_reduce_max(s);
  res[11] = __builtin_reduce_add(b);
  res[12] = __builtin_reduce_max(b);
  long sum = __builtin_reduce_add(l);
  res[13] = (int)sum;
  res[14] = (int)(sum >> 32);
  res[15] = b[lane + 100];
  FLAG_PAIR(PIPE_S, PIPE_MTE3, EVENT_ID0);
  ub_to_gm(res, out, 64);
}

// out = x with lane `lane` set to -7 and lane 9 to `value`; then the same
// on 64-bit lanes (lane / 2 of them).
void int_inserts(GM const int *x, GM int *out, long lane, int value) {
  UB v64i *in = (UB v64i *)0;
  UB v64i *res = (UB v64i *)1024;
  gm_to_ub(x, in, 256);
  wait_mte2_to_v();
  v64i v = *in;
  v[lane] = -7;
  v[9] = value;
  res[0] = v;
  v32l l = __builtin_bit_cast(v32l, *in);
  l[lane / 2] = -((long)value << 20);
  res[1] = __builtin_bit_cast(v64i, l);
  wait_v_to_mte3();
  ub_to_gm(res, out, 512);
}

// Float lanes and reductions of x (64 floats).
void float_lanes(GM const float *x, GM float *out, long lane, float value) {
  UB v64f *in = (UB v64f *)0;
  UB float *res = (UB float *)1024;
  UB v64f *vres = (UB v64f *)2048;
  gm_to_ub(x, in, 256);
  wait_mte2_to_v();
  v64f v = *in;
  res[0] = v[5];
  res[1] = v[lane];
  res[2] = __builtin_reduce_max(v);
  res[3] = __builtin_reduce_min(v);
  v[lane] = value;
  vres[0] = v;
  FLAG_PAIR(PIPE_S, PIPE_MTE3, EVENT_ID0);
  wait_v_to_mte3();
  ub_to_gm(res, out, 32);
  ub_to_gm(vres, out + 8, 256);
}

// out[k] = select on predicate k of (a, b): one, ueq, ord, uno, ult, ule,
// ugt, uge, as 1.0 or 0.0.
void unordered(GM const float *a, GM const float *b, GM float *out) {
  UB v64f *va = (UB v64f *)0;
  UB v64f *vb = (UB v64f *)256;
  UB v64f *res = (UB v64f *)1024;
  gm_to_ub(a, va, 256);
  gm_to_ub(b, vb, 256);
  wait_mte2_to_v();
  v64f x = *va, y = *vb;
  v64f one = 1.0f, zero = 0.0f;
  res[0] = ((x < y) | (x > y)) ? one : zero;
  res[1] = !((x < y) | (x > y)) ? one : zero;
  res[2] = ((x == x) & (y == y)) ? one : zero;
  res[3] = ((x != x) | (y != y)) ? one : zero;
  res[4] = !(x >= y) ? one : zero;
  res[5] = !(x > y) ? one : zero;
  res[6] = !(x <= y) ? one : zero;
  res[7] = !(x < y) ? one : zero;
  wait_v_to_mte3();
  ub_to_gm(res, out, 8 * 256);
}
