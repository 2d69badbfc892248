// Vectors and masks (bool ext_vector_type(256)) in local variables, a local
// array indexed by a variable, a struct copied by assignment, UB globals
// and non-inlined helpers taking and returning them. Compiled at every
// optimisation level it computes the same results (-O0 keeps every local
// in an alloca, which the backend promotes or moves to UB).
#include "kernel-support.h"

typedef float v64f __attribute__((ext_vector_type(64)));
typedef signed char v256c __attribute__((ext_vector_type(256)));
typedef _Bool v256b __attribute__((ext_vector_type(256)));

struct tagged {
  v256b mask;
  v64f value;
};

UB v256b saved_masks[2];
UB struct tagged saved_pair;

__attribute__((noinline)) v64f scale_add(v64f a, v64f b) {
  v64f t = a * 2.0f;
  return t + b;
}

__attribute__((noinline)) v256b less(v256c a, v256c b) {
  return __builtin_convertvector(a < b, v256b);
}

// x where m, else y.
__attribute__((noinline)) v256c pick(v256b m, v256c x, v256c y) {
  v256c sel = -__builtin_convertvector(m, v256c);
  return (x & sel) | (y & ~sel);
}

void register_locals(GM const float *x, GM const signed char *c, GM float *fo,
                     GM signed char *co, long n) {
  UB v64f *fin = (UB v64f *)0;
  UB v256c *cin = (UB v256c *)512;
  UB v64f *fout = (UB v64f *)1024;
  UB v256c *cout = (UB v256c *)2048;
  gm_to_ub(x, fin, 512);
  gm_to_ub(c, cin, 512);
  wait_mte2_to_v();

  // A local array of vectors indexed by a variable.
  v64f acc[2];
  acc[0] = fin[0];
  acc[1] = fin[1];
  for (long i = 0; i < n; ++i)
    acc[i & 1] = scale_add(acc[i & 1], fin[(i + 1) & 1]);
  fout[0] = acc[0];
  fout[1] = acc[1];

  // Masks from compares, in a struct (copied) and a local array.
  struct tagged s;
  s.mask = less(cin[0], cin[1]);
  s.value = acc[0] - acc[1];
  struct tagged t = s;
  v256b masks[2];
  masks[0] = t.mask;
  masks[1] = ~t.mask;
  cout[0] = pick(masks[n & 1], cin[0], cin[1]);
  cout[1] = pick(masks[(n + 1) & 1], cin[0], cin[1]);

  // Masks and a struct holding one in UB globals.
  saved_masks[n & 1] = masks[0] ^ less(cin[1], cin[0]);
  saved_masks[(n + 1) & 1] = masks[0] | masks[1];
  saved_pair = t;
  fout[2] = saved_pair.value * 0.5f;
  cout[2] = pick(saved_masks[1], cin[0], cin[0] - cin[0]);
  cout[3] = pick(saved_pair.mask & saved_masks[0], cin[1], cin[0]);

  wait_v_to_mte3();
  ub_to_gm(fout, fo, 768);
  ub_to_gm(cout, co, 1024);
}
