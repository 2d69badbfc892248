// plds and psts take their offset in bytes whatever the pointer's type, as
// the tile library's TSel/TSels compute it (8 bytes of mask per 64 b32
// lanes: row i of a mask tile at i * rowBytes + 16 * j for two repeats);
// vlds takes elements (docs/cce-api.md).
// RUN: clang++ --target=pto -std=c++17 -Wall -Wextra -Werror -O2 -S -emit-llvm -o - %s | FileCheck %s

// CHECK-LABEL: define {{.*}} @mask_rows(
// CHECK: call <256 x i1> @llvm.pto.plds(ptr addrspace(6) %mask, i64 72, i32 1)
// CHECK: call void @llvm.pto.psts(<256 x i1> %{{.*}}, ptr addrspace(6) %out, i64 40, i32 0)
// CHECK: call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %data, i64 32,
extern "C" [aicore] void mask_rows(__ubuf__ uint32_t *mask,
                                   __ubuf__ uint32_t *out,
                                   __ubuf__ float *data,
                                   __ubuf__ float *result) {
  vector_bool m;
  plds(m, mask, 64 + 2 * 8 * 0 + 8, US);
  psts(m, out, 40, NORM);
  vector_f32 v;
  vlds(v, data, 8, NORM);
  vsts(v, result, 0, NORM_B32, m);
}
