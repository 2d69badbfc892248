// Integer extensions and truncations of generic vector code, over the
// bytes of one input (x: 128 int32 lanes), each across a whole number of
// registers or part of one:
//   a: sext <128 x i16> -> <128 x i32>   (vsunpack, both halves)
//   b: zext <128 x u16> -> <128 x u32>   (vzunpack)
//   c: trunc <128 x i32> -> <128 x i8>   (two vpack steps and vor)
//   d: sext <64 x i8> -> <64 x i32>      (two vsunpack steps)
//   e: trunc <64 x i64> -> <64 x i32>    (vdintlv)
//   f: sext <32 x i32> -> <32 x i64>     (vintlv with the sign words)
//   g: zext <32 x u8> -> <32 x u64>      (three steps)
#include "kernel-support.h"
#define VEC(T, N) __attribute__((ext_vector_type(N))) T
typedef VEC(short, 128) v128s;
typedef VEC(unsigned short, 128) v128us;
typedef VEC(int, 128) v128i;
typedef VEC(unsigned, 128) v128u;
typedef VEC(signed char, 128) v128c;
typedef VEC(signed char, 64) v64c;
typedef VEC(int, 64) v64i;
typedef VEC(long long, 64) v64l;
typedef VEC(int, 32) v32i;
typedef VEC(long long, 32) v32l;
typedef VEC(unsigned char, 32) v32uc;
typedef VEC(unsigned long long, 32) v32ul;

void int_widths(GM const int *x, GM int *a, GM unsigned *b, GM signed char *c,
                GM int *d, GM int *e, GM long long *f,
                GM unsigned long long *g) {
  UB char *in = (UB char *)0;
  UB char *out = (UB char *)1024;
  gm_to_ub(x, in, 512);
  wait_mte2_to_v();
  *(UB v128i *)(out + 0) = __builtin_convertvector(*(UB v128s *)in, v128i);
  *(UB v128u *)(out + 512) = __builtin_convertvector(*(UB v128us *)in, v128u);
  *(UB v128c *)(out + 1024) = __builtin_convertvector(*(UB v128i *)in, v128c);
  *(UB v64i *)(out + 1280) = __builtin_convertvector(*(UB v64c *)in, v64i);
  // 64 lanes of 64 bits: the 512 input bytes as 64-bit values.
  *(UB v64i *)(out + 1536) = __builtin_convertvector(*(UB v64l *)in, v64i);
  *(UB v32l *)(out + 1792) = __builtin_convertvector(*(UB v32i *)in, v32l);
  *(UB v32ul *)(out + 2048) = __builtin_convertvector(*(UB v32uc *)in, v32ul);
  wait_v_to_mte3();
  ub_to_gm(out + 0, a, 512);
  ub_to_gm(out + 512, b, 512);
  ub_to_gm(out + 1024, c, 128);
  ub_to_gm(out + 1280, d, 256);
  ub_to_gm(out + 1536, e, 256);
  ub_to_gm(out + 1792, f, 256);
  ub_to_gm(out + 2048, g, 256);
}
