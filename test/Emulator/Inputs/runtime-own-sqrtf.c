// A program that defines a runtime function itself (sqrtf, here the
// identity) and uses others: __addsf3 for a + b, and expf, whose object
// defines sqrtf too (weakly).
float sqrtf(float X) { return X; }
void kernel(__gm__ float *Out, float A, float B) {
  Out[0] = A + B;
  Out[1] = __builtin_sqrtf(A);
  Out[2] = __builtin_expf(A - A);
}
