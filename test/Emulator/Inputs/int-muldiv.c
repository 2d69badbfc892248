// Integer lanes the vector unit multiplies or divides only at a wider
// width: i8 mul/sdiv/udiv/srem, i16 udiv/urem.
#include "kernel-support.h"
typedef signed char v256s8 __attribute__((ext_vector_type(256)));
typedef unsigned char v256u8 __attribute__((ext_vector_type(256)));
typedef unsigned short v128u16 __attribute__((ext_vector_type(128)));
typedef unsigned v64u32 __attribute__((ext_vector_type(64)));
void int_muldiv(GM const signed char *a, GM const signed char *b,
                GM signed char *out8, GM unsigned short *out16,
                GM unsigned *out32) {
  UB v256s8 *in = (UB v256s8 *)0;
  UB v256s8 *r8 = (UB v256s8 *)1024;
  UB v128u16 *r16 = (UB v128u16 *)4096;
  UB v64u32 *r32 = (UB v64u32 *)8192;
  gm_to_ub(a, &in[0], 256);
  gm_to_ub(b, &in[1], 256);
  wait_mte2_to_v();
  v256s8 x = in[0], y = in[1];
  r8[0] = x * y;
  r8[1] = x / y;
  r8[2] = (v256s8)((v256u8)x / (v256u8)y);
  r8[3] = x % y;
  v128u16 p = *(UB v128u16 *)&in[0], q = *(UB v128u16 *)&in[1];
  r16[0] = p / q;
  r16[1] = p % q;
  v64u32 u = *(UB v64u32 *)&in[0], v = *(UB v64u32 *)&in[1];
  r32[0] = u / v;
  r32[1] = u % v;
  // Constant divisors: the combiner must keep them divisions.
  r32[2] = u / 10;
  r32[3] = u % 7;
  r8[4] = x / 3;
  wait_v_to_mte3();
  ub_to_gm(r8, out8, 1280);
  ub_to_gm(r16, out16, 512);
  ub_to_gm(r32, out32, 1024);
}
