// The seed kernels written in C++ on the PTO builtins (docs/clang.md):
// DMA, flags and buffers, predicated vector loops, conversions. Every
// kernel compiles at every optimisation level and gives the same results
// (test/Emulator/clang-builtin-seeds.test checks them against
// Inputs/builtin_seeds_expected.py).

#define MTE2_TO_V __PTO_SETFLAGPIPE_PIPE_MTE2, __PTO_SETFLAGPIPE_PIPE_V
#define V_TO_MTE3 __PTO_SETFLAGPIPE_PIPE_V, __PTO_SETFLAGPIPE_PIPE_MTE3
#define V_TO_MTE2 __PTO_SETFLAGPIPE_PIPE_V, __PTO_SETFLAGPIPE_PIPE_MTE2
#define MTE3_TO_V __PTO_SETFLAGPIPE_PIPE_MTE3, __PTO_SETFLAGPIPE_PIPE_V

typedef __ubuf__ char *ub_ptr;

static inline long round_up32(long bytes) { return (bytes + 31) & -32; }

// GM -> UB: `rows` bursts of `bytes`, GM rows contiguous, UB rows `ub_row`
// apart.
static inline void load_rows(__gm__ const void *gm, ub_ptr ub, long rows,
                             long bytes, long ub_row) {
  __builtin_pto_set_loop_size_outtoub(1, 1);
  __builtin_pto_copy_gm_to_ubuf(gm, ub, 0, rows, bytes, 0, 0, 0, 0, bytes,
                                ub_row);
}

static inline void store_rows(ub_ptr ub, __gm__ void *gm, long rows, long bytes,
                              long ub_row) {
  __builtin_pto_set_loop_size_ubtoout(1, 1);
  __builtin_pto_copy_ubuf_to_gm(ub, gm, 0, rows, bytes, 0, bytes, ub_row);
}

// out = |in| for a rows x cols f32 matrix, 64 lanes at a time; plt_b32
// makes the tail mask of each row.
extern "C" __global__ void abs_2d(__gm__ float *in, __gm__ float *out,
                                  long rows, long cols) {
  ub_ptr ub_in = (ub_ptr)0;
  ub_ptr ub_out = (ub_ptr)65536;
  long row_bytes = cols * 4;
  long ub_row = round_up32(row_bytes);
  load_rows(in, ub_in, rows, row_bytes, ub_row);
  __builtin_pto_set_flag(MTE2_TO_V, __PTO_EVENT_EVENT_ID0);
  __builtin_pto_wait_flag(MTE2_TO_V, __PTO_EVENT_EVENT_ID0);
  for (long r = 0; r < rows; ++r) {
    long left = cols;
    for (long off = 0; left != 0; off += 256) {
      vector_bool mask = __builtin_pto_plt_b32(left, &left);
      vector_f32 v = __builtin_pto_vlds_v64f32(ub_in + r * ub_row, off,
                                               __PTO_LOADDIST_NORM);
      vector_f32 a = __builtin_pto_vabs_v64f32(v, mask);
      __builtin_pto_vsts_v64f32(a, ub_out + r * ub_row, off,
                                __PTO_STOREDIST_NORM_B32, mask);
    }
  }
  __builtin_pto_set_flag(V_TO_MTE3, __PTO_EVENT_EVENT_ID0);
  __builtin_pto_wait_flag(V_TO_MTE3, __PTO_EVENT_EVENT_ID0);
  store_rows(ub_out, out, rows, row_bytes, ub_row);
}

// One 64-lane tile: load, abs, store (a helper the compiler inlines or not).
static void abs_tile(ub_ptr in, ub_ptr out, vector_bool all) {
  vector_f32 v = __builtin_pto_vlds_v64f32(in, 0, __PTO_LOADDIST_NORM);
  __builtin_pto_vsts_v64f32(__builtin_pto_vabs_v64f32(v, all), out, 0,
                            __PTO_STOREDIST_NORM_B32, all);
}

// Double buffering with set_flag/wait_flag: tiles of 64 f32 alternate
// between buffer 0 (UB in 0, out 1024; events 0 MTE2->V, 2 V->MTE2,
// 4 V->MTE3, 6 MTE3->V) and buffer 1 (256, 1280; events 1, 3, 5, 7). The
// reverse events are primed before the loop and drained after it.
template <int Buffer>
static inline void pingpong_stage(__gm__ const float *src, __gm__ float *dst,
                                  vector_bool all) {
  ub_ptr in = (ub_ptr)(Buffer * 256);
  ub_ptr out = (ub_ptr)(1024 + Buffer * 256);
  __builtin_pto_wait_flag(V_TO_MTE2, 2 + Buffer);
  load_rows(src, in, 1, 256, 256);
  __builtin_pto_set_flag(MTE2_TO_V, Buffer);
  __builtin_pto_wait_flag(MTE2_TO_V, Buffer);
  __builtin_pto_wait_flag(MTE3_TO_V, 6 + Buffer);
  abs_tile(in, out, all);
  __builtin_pto_set_flag(V_TO_MTE2, 2 + Buffer);
  __builtin_pto_set_flag(V_TO_MTE3, 4 + Buffer);
  __builtin_pto_wait_flag(V_TO_MTE3, 4 + Buffer);
  store_rows(out, dst, 1, 256, 256);
  __builtin_pto_set_flag(MTE3_TO_V, 6 + Buffer);
}

extern "C" __global__ void pingpong_flags(__gm__ const float *in,
                                          __gm__ float *out, long pairs) {
  vector_bool all = __builtin_pto_pset_b32(__PTO_PATTERN_PAT_ALL);
  __builtin_pto_set_flag(V_TO_MTE2, 2);
  __builtin_pto_set_flag(V_TO_MTE2, 3);
  __builtin_pto_set_flag(MTE3_TO_V, 6);
  __builtin_pto_set_flag(MTE3_TO_V, 7);
  for (long p = 0; p < pairs; ++p) {
    pingpong_stage<0>(in + 128 * p, out + 128 * p, all);
    pingpong_stage<1>(in + 128 * p + 64, out + 128 * p + 64, all);
  }
  __builtin_pto_wait_flag(V_TO_MTE2, 2);
  __builtin_pto_wait_flag(V_TO_MTE2, 3);
  __builtin_pto_wait_flag(MTE3_TO_V, 6);
  __builtin_pto_wait_flag(MTE3_TO_V, 7);
}

// The same with get_buf/rls_buf: each stage brackets the buffers it uses
// (buffer ids: 2 * Buffer for the input, 2 * Buffer + 1 for the output).
template <int Buffer>
static inline void buffered_stage(__gm__ const float *src, __gm__ float *dst,
                                  vector_bool all) {
  ub_ptr in = (ub_ptr)(Buffer * 256);
  ub_ptr out = (ub_ptr)(1024 + Buffer * 256);
  long in_id = 2 * Buffer, out_id = 2 * Buffer + 1;
  __builtin_pto_get_buf(__PTO_BUFPIPE_PIPE_MTE2, in_id, 0);
  load_rows(src, in, 1, 256, 256);
  __builtin_pto_rls_buf(__PTO_BUFPIPE_PIPE_MTE2, in_id, 0);
  __builtin_pto_get_buf(__PTO_BUFPIPE_PIPE_V, in_id, 0);
  __builtin_pto_get_buf(__PTO_BUFPIPE_PIPE_V, out_id, 0);
  abs_tile(in, out, all);
  __builtin_pto_rls_buf(__PTO_BUFPIPE_PIPE_V, in_id, 0);
  __builtin_pto_rls_buf(__PTO_BUFPIPE_PIPE_V, out_id, 0);
  __builtin_pto_get_buf(__PTO_BUFPIPE_PIPE_MTE3, out_id, 0);
  store_rows(out, dst, 1, 256, 256);
  __builtin_pto_rls_buf(__PTO_BUFPIPE_PIPE_MTE3, out_id, 0);
}

extern "C" __global__ void pingpong_buffers(__gm__ const float *in,
                                            __gm__ float *out, long pairs) {
  vector_bool all = __builtin_pto_pset_b32(__PTO_PATTERN_PAT_ALL);
  for (long p = 0; p < pairs; ++p) {
    buffered_stage<0>(in + 128 * p, out + 128 * p, all);
    buffered_stage<1>(in + 128 * p + 64, out + 128 * p + 64, all);
  }
}

// n f32 -> n f16, rounded to nearest even: vldsx2 splits 128 floats into the
// even- and odd-indexed ones, vcvt writes them to the even and odd f16
// lanes, vor joins them (conversion-ops.md).
extern "C" __global__ void f32_to_f16(__gm__ const float *in, __gm__ half *out,
                                      long n) {
  ub_ptr ub_in = (ub_ptr)0;
  ub_ptr ub_out = (ub_ptr)65536;
  load_rows(in, ub_in, 1, n * 4, round_up32(n * 4));
  __builtin_pto_set_flag(MTE2_TO_V, __PTO_EVENT_EVENT_ID0);
  __builtin_pto_wait_flag(MTE2_TO_V, __PTO_EVENT_EVENT_ID0);
  long left = n;
  for (long i = 0; left != 0; i += 128) {
    vector_bool mask = __builtin_pto_plt_b16(left, &left);
    vector_f32 odd_elements;
    vector_f32 even_elements = __builtin_pto_vldsx2_v64f32(
        ub_in, i * 4, __PTO_LOADDISTX2_DINTLV_B32, &odd_elements);
    vector_f16 even = __builtin_pto_vcvt_part_v128f16_v64f32(
        even_elements, __PTO_ROUND_ROUND_R, __PTO_SAT_RS_ENABLE,
        __PTO_CVTPART_PART_EVEN);
    vector_f16 odd = __builtin_pto_vcvt_part_v128f16_v64f32(
        odd_elements, __PTO_ROUND_ROUND_R, __PTO_SAT_RS_ENABLE,
        __PTO_CVTPART_PART_ODD);
    vector_s16 joined =
        __builtin_pto_vor_v128i16((vector_s16)even, (vector_s16)odd, mask);
    __builtin_pto_vsts_v128f16((vector_f16)joined, ub_out, i * 2,
                               __PTO_STOREDIST_NORM_B16, mask);
  }
  __builtin_pto_set_flag(V_TO_MTE3, __PTO_EVENT_EVENT_ID0);
  __builtin_pto_wait_flag(V_TO_MTE3, __PTO_EVENT_EVENT_ID0);
  store_rows(ub_out, out, 1, n * 2, round_up32(n * 2));
}

// n bf16 -> n f32 (n a multiple of 128): the even and the odd bf16 lanes
// convert to two f32 vectors, vintlv puts the lanes back in order.
extern "C" __global__ void bf16_to_f32(__gm__ const bfloat16_t *in,
                                       __gm__ float *out, long n) {
  ub_ptr ub_in = (ub_ptr)0;
  ub_ptr ub_out = (ub_ptr)65536;
  load_rows(in, ub_in, 1, n * 2, round_up32(n * 2));
  __builtin_pto_set_flag(MTE2_TO_V, __PTO_EVENT_EVENT_ID0);
  __builtin_pto_wait_flag(MTE2_TO_V, __PTO_EVENT_EVENT_ID0);
  vector_bool all = __builtin_pto_pset_b32(__PTO_PATTERN_PAT_ALL);
  for (long i = 0; i < n; i += 128) {
    vector_bf16 v =
        __builtin_pto_vlds_v128bf16(ub_in, i * 2, __PTO_LOADDIST_NORM);
    vector_f32 even = __builtin_pto_vcvt_part_v64f32_v128bf16(
        v, __PTO_ROUND_ROUND_R, __PTO_SAT_RS_ENABLE, __PTO_CVTPART_PART_EVEN);
    vector_f32 odd = __builtin_pto_vcvt_part_v64f32_v128bf16(
        v, __PTO_ROUND_ROUND_R, __PTO_SAT_RS_ENABLE, __PTO_CVTPART_PART_ODD);
    vector_s32 high;
    vector_s32 low =
        __builtin_pto_vintlv_v64i32((vector_s32)even, (vector_s32)odd, &high);
    __builtin_pto_vsts_v64f32((vector_f32)low, ub_out, i * 4,
                              __PTO_STOREDIST_NORM_B32, all);
    __builtin_pto_vsts_v64f32((vector_f32)high, ub_out, i * 4 + 256,
                              __PTO_STOREDIST_NORM_B32, all);
  }
  __builtin_pto_set_flag(V_TO_MTE3, __PTO_EVENT_EVENT_ID0);
  __builtin_pto_wait_flag(V_TO_MTE3, __PTO_EVENT_EVENT_ID0);
  store_rows(ub_out, out, 1, n * 4, round_up32(n * 4));
}

// q = floor(a / b) as i32 for n f32 pairs (n a multiple of 64): vdiv, vtrc
// ROUND_F to an integer-valued float, vcvt ROUND_Z to i32
// (conversion-ops.md "Typical Usage").
extern "C" __global__ void
floor_div(__gm__ const float *a, __gm__ const float *b, __gm__ int *q, long n) {
  ub_ptr ub_a = (ub_ptr)0;
  ub_ptr ub_b = (ub_ptr)65536;
  ub_ptr ub_q = (ub_ptr)131072;
  load_rows(a, ub_a, 1, n * 4, round_up32(n * 4));
  load_rows(b, ub_b, 1, n * 4, round_up32(n * 4));
  __builtin_pto_set_flag(MTE2_TO_V, __PTO_EVENT_EVENT_ID0);
  __builtin_pto_wait_flag(MTE2_TO_V, __PTO_EVENT_EVENT_ID0);
  vector_bool all = __builtin_pto_pset_b32(__PTO_PATTERN_PAT_ALL);
  for (long i = 0; i < n; i += 64) {
    vector_f32 x = __builtin_pto_vlds_v64f32(ub_a, i * 4, __PTO_LOADDIST_NORM);
    vector_f32 y = __builtin_pto_vlds_v64f32(ub_b, i * 4, __PTO_LOADDIST_NORM);
    vector_f32 ratio = __builtin_pto_vdiv_v64f32(x, y, all);
    vector_f32 floored = __builtin_pto_vtrc_v64f32(ratio, __PTO_ROUND_ROUND_F);
    vector_s32 quotient = __builtin_pto_vcvt_v64i32_v64f32(
        floored, __PTO_ROUND_ROUND_Z, __PTO_SAT_RS_ENABLE);
    __builtin_pto_vsts_v64i32(quotient, ub_q, i * 4, __PTO_STOREDIST_NORM_B32,
                              all);
  }
  __builtin_pto_set_flag(V_TO_MTE3, __PTO_EVENT_EVENT_ID0);
  __builtin_pto_wait_flag(V_TO_MTE3, __PTO_EVENT_EVENT_ID0);
  store_rows(ub_q, q, 1, n * 4, round_up32(n * 4));
}
