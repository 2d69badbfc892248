// Launches kernels this file only declares (test/Offload/declared-kernel.test):
// the host compile gives each a weak launch stub.
#include <stdint.h>

extern "C" __global__ [aicore] void twice(__gm__ int32_t *x, int64_t n);
extern "C" __global__ [aicore] void add_one(__gm__ int32_t *x, int64_t n);

void launchTwice(int32_t *x, int64_t n, void *stream) {
  twice<<<1, nullptr, stream>>>((__gm__ int32_t *)x, n);
}
void launchAddOne(int32_t *x, int64_t n, void *stream) {
  add_one<<<1, nullptr, stream>>>((__gm__ int32_t *)x, n);
}
