// y = a * x + y on n floats (n a multiple of 64) with generic vector code:
// clang vector extensions for the compute, inline assembly for the DMA
// copies and the flags that order them (the seed kernels' pattern).
typedef float v64f __attribute__((ext_vector_type(64)));
#define GM __attribute__((address_space(1)))
#define UB __attribute__((address_space(6)))

static void gm_to_ub(GM const float *src, UB float *dst, long bytes) {
  __asm__ volatile("set_loop_size_outtoub %0, %0\n\t"
                   "copy_gm_to_ubuf %1, %2, 0, %0, %3, x0, x0, 0, 0, %3, %3"
                   :
                   : "r"(1L), "r"(src), "r"(dst), "r"(bytes)
                   : "memory");
}

void saxpy(GM const float *x, GM float *y, float a, long n) {
  UB float *ux = (UB float *)0;
  UB float *uy = (UB float *)65536;
  long bytes = n * 4;
  gm_to_ub(x, ux, bytes);
  gm_to_ub(y, uy, bytes);
  __asm__ volatile("set_flag PIPE_MTE2, PIPE_V, EVENT_ID0\n\t"
                   "wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0" ::: "memory");
  for (long i = 0; i < n; i += 64) {
    UB v64f *vx = (UB v64f *)(ux + i);
    UB v64f *vy = (UB v64f *)(uy + i);
    *vy = a * *vx + *vy;
  }
  __asm__ volatile("set_flag PIPE_V, PIPE_MTE3, EVENT_ID0\n\t"
                   "wait_flag PIPE_V, PIPE_MTE3, EVENT_ID0\n\t"
                   "set_loop_size_ubtoout %0, %0\n\t"
                   "copy_ubuf_to_gm %1, %2, 0, %0, %3, 0, %3, %3"
                   :
                   : "r"(1L), "r"(uy), "r"(y), "r"(bytes)
                   : "memory");
}
