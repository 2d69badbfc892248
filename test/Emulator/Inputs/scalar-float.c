// Scalar floating point in kernel code: arithmetic, comparisons,
// conversions to and from the integer widths, f16/bf16/double round trips
// and the <cmath> functions, one record per input. On PTO the scalar unit
// runs it with the soft-float runtime; compiled for the host (the main
// below) the same code gives the expected values (scalar-float.test).
#ifdef __PTO__
#define GM __gm__
#else
#define GM
#include <stdio.h>
#include <stdlib.h>
#endif

#ifdef __PTO__
static float roundToBF16(float X) { return (float)(__bf16)X; }
static float bf16Product(float X, float Y) {
  return (float)((__bf16)X * (__bf16)Y);
}
#else
// The host's C library may lack the f32 -> bf16 helper: the same rounding
// (to nearest even, NaN kept quiet), written out.
static float roundToBF16(float X) {
  union {
    float F;
    unsigned U;
  } V = {X};
  if ((V.U & 0x7fffffffu) > 0x7f800000u)
    V.U |= 0x00400000u;
  else
    V.U += 0x7fffu + ((V.U >> 16) & 1);
  V.U &= 0xffff0000u;
  return V.F;
}
// The product of two bf16 values is exact in float; one rounding to bf16.
static float bf16Product(float X, float Y) {
  return roundToBF16(roundToBF16(X) * roundToBF16(Y));
}
#endif

enum { FloatsPerRecord = 29, IntsPerRecord = 8, LongsPerRecord = 8 };

static int inInt32Range(float X) { return X > -2147483648.0f && X < 2147483648.0f; }
static int inInt64Range(float X) {
  return X > -9223372036854775808.0f && X < 9223372036854775808.0f;
}

void scalar_float(GM const float *A, GM const float *B, GM const long long *C,
                  GM float *F, GM int *I, GM long long *L, int N) {
  for (int K = 0; K < N; ++K) {
    float X = A[K], Y = B[K];
    long long Z = C[K];
    GM float *Fs = F + FloatsPerRecord * K;
    Fs[0] = X + Y;
    Fs[1] = X - Y;
    Fs[2] = X * Y;
    Fs[3] = X / Y;
    Fs[4] = -X;
    Fs[5] = __builtin_fabsf(X);
    Fs[6] = __builtin_sqrtf(X);
    Fs[7] = __builtin_floorf(X);
    Fs[8] = __builtin_ceilf(X);
    Fs[9] = __builtin_truncf(X);
    Fs[10] = __builtin_fminf(X, Y);
    Fs[11] = __builtin_fmaxf(X, Y);
    Fs[12] = __builtin_expf(X);
    Fs[13] = __builtin_logf(X);
    Fs[14] = (float)(_Float16)X;
    Fs[15] = roundToBF16(X);
    Fs[16] = (float)((double)X * (double)Y + 1.0);
    Fs[17] = (float)(int)Z;
    Fs[18] = (float)(unsigned)Z;
    Fs[19] = (float)Z;
    Fs[20] = (float)(unsigned long long)Z;
    Fs[21] = (float)((_Float16)X * (_Float16)Y);
    Fs[22] = __builtin_powif(X, (int)(Z & 7) - 3);
    Fs[23] = 1.0f / (X * X + 1e-5f);
    Fs[24] = bf16Product(X, Y);
    Fs[25] = (float)(signed char)Z;
    Fs[26] = (float)(unsigned char)Z;
    Fs[27] = (float)(short)Z;
    Fs[28] = (float)(unsigned short)Z;
    GM int *Is = I + IntsPerRecord * K;
    Is[0] = X < Y;
    Is[1] = X <= Y;
    Is[2] = X == Y;
    Is[3] = X != Y;
    Is[4] = X > Y;
    Is[5] = X >= Y;
    Is[6] = inInt32Range(X) ? (int)X : 0;
    Is[7] = X >= 0 && X < 4294967296.0f ? (int)(unsigned)X : 0;
    GM long long *Ls = L + LongsPerRecord * K;
    Ls[0] = inInt64Range(X) ? (long long)X : 0;
    Ls[1] = X >= 0 && X < 18446744073709551616.0f
                ? (long long)(unsigned long long)X
                : 0;
    Ls[2] = (long long)(double)Z;
    Ls[3] = X != X; // isnan
    Ls[4] = X > -129.0f && X < 128.0f ? (signed char)X : 0;
    Ls[5] = X > -1.0f && X < 256.0f ? (unsigned char)X : 0;
    Ls[6] = X > -32769.0f && X < 32768.0f ? (short)X : 0;
    Ls[7] = X > -1.0f && X < 65536.0f ? (unsigned short)X : 0;
  }
}

#ifndef __PTO__
static void *readFile(const char *Path, size_t *Size) {
  FILE *File = fopen(Path, "rb");
  if (!File) {
    perror(Path);
    exit(1);
  }
  fseek(File, 0, SEEK_END);
  *Size = (size_t)ftell(File);
  fseek(File, 0, SEEK_SET);
  void *Data = malloc(*Size);
  if (fread(Data, 1, *Size, File) != *Size)
    exit(1);
  fclose(File);
  return Data;
}

static void writeFile(const char *Path, const void *Data, size_t Size) {
  FILE *File = fopen(Path, "wb");
  if (!File || fwrite(Data, 1, Size, File) != Size)
    exit(1);
  fclose(File);
}

// scalar-float A B C F I L: inputs A, B (f32) and C (i64), outputs F, I, L.
int main(int Argc, char **Argv) {
  if (Argc != 7)
    return 2;
  size_t SizeA, SizeB, SizeC;
  float *A = readFile(Argv[1], &SizeA), *B = readFile(Argv[2], &SizeB);
  long long *C = readFile(Argv[3], &SizeC);
  int N = (int)(SizeA / sizeof(float));
  float *F = calloc(N, FloatsPerRecord * sizeof(float));
  int *I = calloc(N, IntsPerRecord * sizeof(int));
  long long *L = calloc(N, LongsPerRecord * sizeof(long long));
  scalar_float(A, B, C, F, I, L, N);
  writeFile(Argv[4], F, N * FloatsPerRecord * sizeof(float));
  writeFile(Argv[5], I, N * IntsPerRecord * sizeof(int));
  writeFile(Argv[6], L, N * LongsPerRecord * sizeof(long long));
  return 0;
}
#endif
