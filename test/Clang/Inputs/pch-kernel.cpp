// A kernel using Inputs/pch-api.h, which cce-pch.test compiles with and
// without the header precompiled.
#ifndef PCH_INCLUDED
#include "pch-api.h"
#endif

extern "C" __global__ [aicore] void scale(__ubuf__ float *dst,
                                          __ubuf__ float *src) {
  scale_row(dst, src, 2.5f, 256);
}
