// Vector values live across a call: the caller spills them to the UB spill
// area below x4 and reloads them after the callee (which uses the same
// vector registers) returns.
typedef float v64f __attribute__((ext_vector_type(64)));
#define GM __attribute__((address_space(1)))
#define UB __attribute__((address_space(6)))

static void gm_to_ub(GM const void *src, UB void *dst, long bytes) {
  __asm__ volatile("set_loop_size_outtoub %0, %0\n\t"
                   "copy_gm_to_ubuf %1, %2, 0, %0, %3, x0, x0, 0, 0, %3, %3"
                   :
                   : "r"(1L), "r"(src), "r"(dst), "r"(bytes)
                   : "memory");
}

__attribute__((noinline)) void triple(UB v64f *p) { *p = *p * 3.0f; }

void spill_kernel(GM const float *x, GM float *y) {
  UB v64f *in = (UB v64f *)0;
  UB v64f *out = (UB v64f *)1024;
  gm_to_ub(x, in, 512);
  __asm__ volatile("set_flag PIPE_MTE2, PIPE_V, EVENT_ID0\n\t"
                   "wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0" ::: "memory");
  v64f a = in[0];
  v64f s = a + a;
  triple(&in[1]);
  *out = s * a + in[1]; // 2 a^2 + 3 b
  __asm__ volatile("set_flag PIPE_V, PIPE_MTE3, EVENT_ID0\n\t"
                   "wait_flag PIPE_V, PIPE_MTE3, EVENT_ID0\n\t"
                   "set_loop_size_ubtoout %0, %0\n\t"
                   "copy_ubuf_to_gm %1, %2, 0, %0, %3, 0, %3, %3"
                   :
                   : "r"(1L), "r"(out), "r"(y), "r"(256L)
                   : "memory");
}
