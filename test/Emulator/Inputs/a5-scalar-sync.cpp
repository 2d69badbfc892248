// Scalar and vector accesses to UB ordered on A5 with pipe_barrier(PIPE_ALL)
// and with PIPE_S <-> PIPE_V flags (docs/cce-api.md). a5-scalar-sync.test
// runs them in pto-emu; without the barrier or the flags it reports a race.

// out[0..63] = in[i] * 2 + in[5], computed through scalar and vector code:
// the DMA load, then the scalar unit reads in[5] (after PIPE_ALL) and
// writes a splat source for the vector unit (S -> V flag), the vector unit
// adds, the scalar unit reads a vector result back (V -> S flag).
template <bool Barrier, bool Flags>
[aicore] inline void ScalarVector(__gm__ int32_t *in, __gm__ int32_t *out) {
  __ubuf__ int32_t *ub = (__ubuf__ int32_t *)0;
  __ubuf__ int32_t *tmp = (__ubuf__ int32_t *)0x400;
  __ubuf__ int32_t *res = (__ubuf__ int32_t *)0x800;
  set_loop_size_outtoub(1ull << 21 | 1);
  copy_gm_to_ubuf_align_v2(ub, in, 0, 1, 256, 0, 0, false, 0, 256, 256);
  if (Barrier)
    pipe_barrier(PIPE_ALL);
  int32_t fifth = ub[5];
  for (int i = 0; i < 64; ++i)
    tmp[i] = fifth;
  if (Flags) {
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
  }
  vector_bool all = pset_b32(PAT_ALL);
  vector_s32 x, y, r;
  vlds(x, ub, 0, NORM);
  vlds(y, tmp, 0, NORM);
  vadd(r, x, x, all);
  vadd(r, r, y, all);
  vsts(r, res, 0, NORM_B32, all);
  if (Flags) {
    set_flag(PIPE_V, PIPE_S, EVENT_ID1);
    wait_flag(PIPE_V, PIPE_S, EVENT_ID1);
  }
  res[63] = res[63] + 1000;
  if (Flags) {
    set_flag(PIPE_S, PIPE_MTE3, EVENT_ID2);
    wait_flag(PIPE_S, PIPE_MTE3, EVENT_ID2);
  }
  set_loop_size_ubtoout(1ull << 21 | 1);
  copy_ubuf_to_gm_align_v2(out, res, 0, 1, 256, 0, 256, 256);
}

extern "C" __global__ [aicore] void ordered(__gm__ int32_t *in,
                                            __gm__ int32_t *out) {
  ScalarVector<true, true>(in, out);
}
extern "C" __global__ [aicore] void no_barrier(__gm__ int32_t *in,
                                               __gm__ int32_t *out) {
  ScalarVector<false, true>(in, out);
}
extern "C" __global__ [aicore] void no_flags(__gm__ int32_t *in,
                                             __gm__ int32_t *out) {
  ScalarVector<true, false>(in, out);
}

// A scalar UB load inside a vector scope after an MTE2 -> V wait (the
// library's TGather): ordered behind the wait by the scope's entry.
template <bool Scope>
[aicore] inline void ScalarInScope(__gm__ int32_t *in, __gm__ int32_t *out) {
  __ubuf__ int32_t *ub = (__ubuf__ int32_t *)0;
  __ubuf__ int32_t *res = (__ubuf__ int32_t *)0x800;
  set_loop_size_outtoub(1ull << 21 | 1);
  copy_gm_to_ubuf_align_v2(ub, in, 0, 1, 256, 0, 0, false, 0, 256, 256);
  set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
  vector_s32 r;
  if (Scope) {
    __VEC_SCOPE__ {
      int32_t k = ub[7];
      vbr(r, k);
      vsts(r, res, 0, NORM_B32, pset_b32(PAT_ALL));
    }
  } else {
    int32_t k = ub[7];
    vbr(r, k);
    vsts(r, res, 0, NORM_B32, pset_b32(PAT_ALL));
  }
  set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  set_loop_size_ubtoout(1ull << 21 | 1);
  copy_ubuf_to_gm_align_v2(out, res, 0, 1, 256, 0, 256, 256);
}
extern "C" __global__ [aicore] void in_scope(__gm__ int32_t *in,
                                             __gm__ int32_t *out) {
  ScalarInScope<true>(in, out);
}
extern "C" __global__ [aicore] void no_scope(__gm__ int32_t *in,
                                             __gm__ int32_t *out) {
  ScalarInScope<false>(in, out);
}

// The vector-only all-core barrier of the library's SYNCALL on A5: signal
// semaphore 3 (bits 11..8 of the message), wait for it. One core waits for
// its own signal; waiting for a semaphore nobody signals is a deadlock.
extern "C" __global__ [aicore] void all_core_barrier(__gm__ int32_t *out,
                                                     uint32_t signal) {
  if (signal)
    ffts_cross_core_sync(PIPE_MTE3, 1 | (0 << 4) | (3 << 8));
  wait_flag_dev(PIPE_S, 3);
  *out = 42;
}
