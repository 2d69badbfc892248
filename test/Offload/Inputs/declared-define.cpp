// Defines add_one, which declared-launch.cpp also launches: its strong stub
// and the weak one link (test/Offload/declared-kernel.test).
#include <stdint.h>

extern "C" __global__ [aicore] void add_one(__gm__ int32_t *x, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    x[i] += 1;
}
