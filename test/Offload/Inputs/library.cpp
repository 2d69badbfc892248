// A second translation unit, linked as a shared library of kernels (as the
// tile library builds x_kernel.cpp with add_library(x_kernel SHARED ...)).
#include <acl/acl.h>
#include <stdint.h>

__global__ [aicore] void negate(__gm__ int32_t *out, __gm__ const int32_t *in,
                                int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = -in[i];
}

void launchNegate(int32_t *out, const int32_t *in, int64_t n,
                  aclrtStream stream) {
  negate<<<1, nullptr, stream>>>(out, in, n);
}
