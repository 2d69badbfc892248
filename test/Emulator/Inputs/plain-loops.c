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

// A kernel that copies N elements of x and y into UB, runs the plain loop
// c[i] = EXPR over them (a[i], b[i]) and copies c out.
#define PLAIN_LOOP_KERNEL(NAME, T, N, EXPR)                                    \
  void NAME(GM const T *x, GM const T *y, GM T *out) {                         \
    UB T *a = (UB T *)0;                                                       \
    UB T *b = (UB T *)4096;                                                    \
    UB T *c = (UB T *)8192;                                                    \
    gm_to_ub(x, a, (N) * sizeof(T));                                           \
    gm_to_ub(y, b, (N) * sizeof(T));                                           \
    wait_mte2_to_s();                                                          \
    for (int i = 0; i < (N); ++i)                                              \
      c[i] = EXPR;                                                             \
    wait_s_to_mte3();                                                          \
    ub_to_gm(c, out, (N) * sizeof(T));                                         \
  }

PLAIN_LOOP_KERNEL(axpy_f32, float, N, a[i] * 0.5f + b[i])
PLAIN_LOOP_KERNEL(add_i32, int, N, a[i] + 3 * b[i])
PLAIN_LOOP_KERNEL(max_i16, short, N16, a[i] > b[i] ? a[i] : b[i])
PLAIN_LOOP_KERNEL(add_u8, unsigned char, N8, a[i] + b[i])
