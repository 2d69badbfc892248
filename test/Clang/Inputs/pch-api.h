// A user header built on the vendor API, precompiled by cce-pch.test.
#include <cstdint>

template <class T>
[aicore] inline void scale_row(__ubuf__ T *dst, __ubuf__ T *src, T factor,
                               uint32_t n) {
  vector_bool all = pset_b32(PAT_ALL);
  for (uint32_t i = 0; i < n; i += 64) {
    vector_f32 v;
    vlds(v, src, i, NORM);
    vmuls(v, v, factor, all);
    vsts(v, dst, i, NORM_B32, all);
  }
}
