// Plain C loops over UB arrays, which the loop vectoriser turns into
// 2048-bit vector code with a scalar remainder (N is not a multiple of the
// lanes). The results are checked against plain-loops-expected.py.
#include "kernel-support.h"

// The kernels are synchronised as scalar code: the loops run on the scalar
// unit, which waits for MTE2's copies before them and has MTE3 wait for it
// after them. The vectorised loops run on PIPE_V; the compiler orders them
// with the scalar unit (PTOVectorizedPipeSync.cpp), so this still holds:
// pto-emu reports any race (wait_mte2_to_s, wait_s_to_mte3).

// Element counts whose byte sizes are whole DMA blocks (32 bytes) and not
// multiples of a register's lanes.
#define N 1000
#define N16 1008
#define N8 1056

void axpy_f32(GM const float *x, GM const float *y, GM float *out) {
  UB float *a = (UB float *)0;
  UB float *b = (UB float *)4096;
  UB float *c = (UB float *)8192;
  gm_to_ub(x, a, N * 4);
  gm_to_ub(y, b, N * 4);
  wait_mte2_to_s();
  for (int i = 0; i < N; ++i)
    c[i] = a[i] * 0.5f + b[i];
  wait_s_to_mte3();
  ub_to_gm(c, out, N * 4);
}

void add_i32(GM const int *x, GM const int *y, GM int *out) {
  UB int *a = (UB int *)0;
  UB int *b = (UB int *)4096;
  UB int *c = (UB int *)8192;
  gm_to_ub(x, a, N * 4);
  gm_to_ub(y, b, N * 4);
  wait_mte2_to_s();
  for (int i = 0; i < N; ++i)
    c[i] = a[i] + 3 * b[i];
  wait_s_to_mte3();
  ub_to_gm(c, out, N * 4);
}

void max_i16(GM const short *x, GM const short *y, GM short *out) {
  UB short *a = (UB short *)0;
  UB short *b = (UB short *)4096;
  UB short *c = (UB short *)8192;
  gm_to_ub(x, a, N16 * 2);
  gm_to_ub(y, b, N16 * 2);
  wait_mte2_to_s();
  for (int i = 0; i < N16; ++i)
    c[i] = a[i] > b[i] ? a[i] : b[i];
  wait_s_to_mte3();
  ub_to_gm(c, out, N16 * 2);
}

void add_u8(GM const unsigned char *x, GM const unsigned char *y,
            GM unsigned char *out) {
  UB unsigned char *a = (UB unsigned char *)0;
  UB unsigned char *b = (UB unsigned char *)4096;
  UB unsigned char *c = (UB unsigned char *)8192;
  gm_to_ub(x, a, N8);
  gm_to_ub(y, b, N8);
  wait_mte2_to_s();
  for (int i = 0; i < N8; ++i)
    c[i] = a[i] + b[i];
  wait_s_to_mte3();
  ub_to_gm(c, out, N8);
}
