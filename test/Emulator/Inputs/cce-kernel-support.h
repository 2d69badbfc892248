// The DMA and flag helpers the vendor-API test kernels share
// (cce-api-kernels.cpp, cce-conversions-64.cpp): GM <-> UB copies of one
// row with copy_*_align_v2 and the loop registers, and the MTE2 -> V and
// V -> MTE3 flag pairs.
#ifndef PTO_TEST_CCE_KERNEL_SUPPORT_H
#define PTO_TEST_CCE_KERNEL_SUPPORT_H

#include <cstdint>

// One row of `bytes` from GM to UB, and back.
template <class T>
[aicore] inline void Load(__ubuf__ T *ub, __gm__ T *gm, uint32_t bytes) {
  set_loop_size_outtoub(1ull << 21 | 1);
  copy_gm_to_ubuf_align_v2(ub, gm, 0, 1, bytes, 0, 0, false, 0, bytes,
                           (bytes + 31) / 32 * 32);
}
template <class T>
[aicore] inline void Store(__gm__ T *gm, __ubuf__ T *ub, uint32_t bytes) {
  set_loop_size_ubtoout(1ull << 21 | 1);
  copy_ubuf_to_gm_align_v2(gm, ub, 0, 1, bytes, 0, bytes,
                           (bytes + 31) / 32 * 32);
}
[aicore] inline void LoadToVector() {
  set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
}
[aicore] inline void VectorToStore() {
  set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
}

#endif // PTO_TEST_CCE_KERNEL_SUPPORT_H
