// The runtime's scalar sinf, cosf, tanf, exp2f, exp10f, log2f, log10f, powf
// and fmodf (tools/pto-rt), one record of nine results per argument pair
// (runtime-math.test). Loops over GM stay scalar.
enum { ResultsPerRecord = 9 };

void runtime_math(__gm__ const float *A, __gm__ const float *B,
                  __gm__ float *Results, int N) {
  for (int K = 0; K < N; ++K) {
    float X = A[K], Y = B[K];
    __gm__ float *R = Results + ResultsPerRecord * K;
    R[0] = __builtin_sinf(X);
    R[1] = __builtin_cosf(X);
    R[2] = __builtin_tanf(X);
    R[3] = __builtin_exp2f(X);
    R[4] = __builtin_exp10f(X);
    R[5] = __builtin_log2f(X);
    R[6] = __builtin_log10f(X);
    R[7] = __builtin_powf(X, Y);
    R[8] = __builtin_fmodf(X, Y);
  }
}
