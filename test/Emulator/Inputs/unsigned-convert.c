// Unsigned conversions of generic vector code (u32 <-> f32 over 64 lanes,
// u16 <-> f16 over 128 lanes), which vcvt has only in signed forms.
#include "kernel-support.h"
#define VEC(T, N) __attribute__((ext_vector_type(N))) T
typedef VEC(unsigned, 64) v64u;
typedef VEC(float, 64) v64f;
typedef VEC(unsigned short, 128) v128us;
typedef VEC(_Float16, 128) v128h;

void unsigned_convert(GM const unsigned *u32, GM const float *f32,
                      GM const unsigned short *u16, GM const _Float16 *f16,
                      GM float *to_f32, GM unsigned *to_u32, GM _Float16 *to_f16,
                      GM unsigned short *to_u16) {
  UB char *in = (UB char *)0;
  UB char *out = (UB char *)1024;
  gm_to_ub(u32, in, 256);
  gm_to_ub(f32, in + 256, 256);
  gm_to_ub(u16, in + 512, 256);
  gm_to_ub(f16, in + 768, 256);
  wait_mte2_to_v();
  *(UB v64f *)out = __builtin_convertvector(*(UB v64u *)in, v64f);
  *(UB v64u *)(out + 256) = __builtin_convertvector(*(UB v64f *)(in + 256), v64u);
  *(UB v128h *)(out + 512) =
      __builtin_convertvector(*(UB v128us *)(in + 512), v128h);
  *(UB v128us *)(out + 768) =
      __builtin_convertvector(*(UB v128h *)(in + 768), v128us);
  wait_v_to_mte3();
  ub_to_gm(out, to_f32, 256);
  ub_to_gm(out + 256, to_u32, 256);
  ub_to_gm(out + 512, to_f16, 256);
  ub_to_gm(out + 768, to_u16, 256);
}
