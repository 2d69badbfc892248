// One UB-resident loop two ways, for bench/loops/run.py: a plain C++ loop
// the loop vectoriser turns into vector code, and the same loop written
// with builtins as a kernel author would (whole registers under an
// all-lanes mask, then one plt-masked register for the rest).

extern "C" __global__ [aicore] void abs_plain(__ubuf__ float *__restrict__ dst,
                                              __ubuf__ const float *__restrict__ src,
                                              unsigned long n) {
  for (unsigned long i = 0; i < n; ++i)
    dst[i] = __builtin_fabsf(src[i]);
}

extern "C" __global__ [aicore] void abs_builtin(__ubuf__ float *dst,
                                                __ubuf__ float *src,
                                                unsigned long n) {
  vector_bool all = pset_b32(PAT_ALL);
  unsigned long i = 0;
  for (; i + 64 <= n; i += 64) {
    vector_f32 x;
    vlds(x, src, i, NORM);
    vabs(x, x, all);
    vsts(x, dst, i, NORM_B32, all);
  }
  if (i < n) {
    uint32_t rest = n - i;
    vector_bool mask = plt_b32(rest, POST_UPDATE);
    vector_f32 x;
    vlds(x, src, i, NORM);
    vabs(x, x, mask);
    vsts(x, dst, i, NORM_B32, mask);
  }
}
