// What the C kernels of these tests share until the llvm.pto intrinsics and
// the builtin header exist: address-space qualifiers, and the DMA copies and
// flags as inline assembly (one contiguous burst each).
#ifndef PTO_TEST_KERNEL_SUPPORT_H
#define PTO_TEST_KERNEL_SUPPORT_H

#define GM __attribute__((address_space(1)))
#define UB __attribute__((address_space(6)))

static inline void gm_to_ub(GM const void *src, UB void *dst, long bytes) {
  __asm__ volatile("set_loop_size_outtoub %0, %0\n\t"
                   "copy_gm_to_ubuf %1, %2, 0, %0, %3, x0, x0, 0, 0, %3, %3"
                   :
                   : "r"(1L), "r"(src), "r"(dst), "r"(bytes)
                   : "memory");
}

static inline void ub_to_gm(UB const void *src, GM void *dst, long bytes) {
  __asm__ volatile("set_loop_size_ubtoout %0, %0\n\t"
                   "copy_ubuf_to_gm %1, %2, 0, %0, %3, 0, %3, %3"
                   :
                   : "r"(1L), "r"(src), "r"(dst), "r"(bytes)
                   : "memory");
}

// set_flag and the wait_flag of it: SRC's work before it precedes DST's
// after it.
#define FLAG_PAIR(SRC, DST, EVENT)                                             \
  __asm__ volatile("set_flag " #SRC ", " #DST ", " #EVENT "\n\t"               \
                   "wait_flag " #SRC ", " #DST ", " #EVENT                     \
                   :                                                           \
                   :                                                           \
                   : "memory")

// MTE2 -> V and V -> MTE3 on EVENT_ID0.
static inline void wait_mte2_to_v(void) {
  FLAG_PAIR(PIPE_MTE2, PIPE_V, EVENT_ID0);
}
static inline void wait_v_to_mte3(void) {
  FLAG_PAIR(PIPE_V, PIPE_MTE3, EVENT_ID0);
}

// MTE2 -> S and S -> MTE3 on EVENT_ID1: the order of scalar code.
static inline void wait_mte2_to_s(void) {
  FLAG_PAIR(PIPE_MTE2, PIPE_S, EVENT_ID1);
}
static inline void wait_s_to_mte3(void) {
  FLAG_PAIR(PIPE_S, PIPE_MTE3, EVENT_ID1);
}

// A buffer of BYTES bytes in GM at UB 0 for vector code, and the bytes of
// UB from FROM on back into the same place of the buffer.
static inline UB char *buffer_to_ub(GM const char *buffer, long bytes) {
  UB char *ub = (UB char *)0;
  gm_to_ub(buffer, ub, bytes);
  wait_mte2_to_v();
  return ub;
}
static inline void ub_to_buffer(UB const char *ub, GM char *buffer, long from,
                                long bytes) {
  wait_v_to_mte3();
  ub_to_gm(ub + from, buffer + from, bytes - from);
}

#endif
