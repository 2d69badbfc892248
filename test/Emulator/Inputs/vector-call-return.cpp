// Calls of functions returning vectors of two and four registers
// (vector-call-return.test).
typedef int v128i32 __attribute__((vector_size(512)));
typedef float v256f32 __attribute__((vector_size(1024)));

__attribute__((noinline)) static v128i32 add_two(v128i32 a, v128i32 b) {
  return a + b;
}
__attribute__((noinline)) static v256f32 quadruple(v256f32 a) {
  return a + a + a + a;
}

extern "C" [aicore] __global__ void kernel(__gm__ int *gi, __gm__ float *gf) {
  __ubuf__ int *si = (__ubuf__ int *)0;
  __ubuf__ float *sf = (__ubuf__ float *)0x1000;
  for (int i = 0; i < 128; ++i)
    si[i] = i + 1;
  for (int i = 0; i < 256; ++i)
    sf[i] = (float)i;
  set_flag(PIPE_S, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
  __ubuf__ v128i32 *ui = (__ubuf__ v128i32 *)si;
  __ubuf__ v256f32 *uf = (__ubuf__ v256f32 *)sf;
  *ui = add_two(*ui, *ui);
  *uf = quadruple(*uf);
  set_flag(PIPE_V, PIPE_S, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_S, EVENT_ID0);
  for (int i = 0; i < 128; ++i)
    gi[i] = si[i];
  for (int i = 0; i < 256; ++i)
    gf[i] = sf[i];
}
