// A single-source kernel file as the tile library's tests write them: the
// device kernel and a host launcher (<<<blocks, l2ctrl, stream>>>, ACL
// types, <iostream>) in one .cpp. The --target=pto compile emits the kernels
// the launchers instantiate and leaves the launchers out (docs/cce-api.md).
// RUN: clang++ --target=pto -std=c++17 -Wall -Wextra -Werror -O2 -S -emit-llvm -o - %s | FileCheck %s
// RUN: clang++ --target=pto -std=c++17 -O0 -c -o %t.o %s
// RUN: llvm-objdump -t %t.o | FileCheck %s --check-prefix=SYMBOLS

#include <iostream>
#include <type_traits>
#include "acl/acl.h"

// CHECK-DAG: define {{.*}} @_Z7runTAbsIfLi64EEvPU3AS1T_S2_(
// CHECK-DAG: define {{.*}} @_Z7runTAbsIDF16_Li64EEvPU3AS1T_S2_(
// CHECK-DAG: define {{.*}} @scale_kernel(
// CHECK-NOT: define {{.*}}Launch
// SYMBOLS-DAG: _Z7runTAbsIfLi64EEvPU3AS1T_S2_
// SYMBOLS-DAG: scale_kernel
// SYMBOLS-NOT: Launch
template <typename T, int N>
__global__ [aicore] void runTAbs(__gm__ T *out, __gm__ T *in) {
  __ubuf__ T *ub = (__ubuf__ T *)0;
  set_loop_size_outtoub(1ull << 21 | 1);
  copy_gm_to_ubuf_align_v2(ub, in, 0, 1, N * sizeof(T), 0, 0, false, 0, 0, 0);
  set_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  set_loop_size_ubtoout(1ull << 21 | 1);
  copy_ubuf_to_gm_align_v2(out, ub, 0, 1, N * sizeof(T), 0, 0, 0);
}

extern "C" __global__ [aicore] void scale_kernel(__gm__ float *x) { *x *= 2; }

template <typename T, int N> void LaunchTAbs(T *out, T *in, void *stream) {
  if constexpr (std::is_same_v<T, aclFloat16>)
    runTAbs<half, N><<<1, nullptr, stream>>>((half *)(out), (half *)(in));
  else
    runTAbs<T, N><<<1, nullptr, stream>>>(out, in);
  std::cout << "launched " << N << std::endl;
}

template void LaunchTAbs<float, 64>(float *out, float *in, void *stream);
template void LaunchTAbs<aclFloat16, 64>(aclFloat16 *out, aclFloat16 *in,
                                         void *stream);

void LaunchScale(float *x, aclrtStream stream) {
  float **indirect = &x;
  scale_kernel<<<8, nullptr, stream>>>(*indirect);
  aclrtSynchronizeStream(stream);
}
