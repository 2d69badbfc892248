// Builtins whose instructions exist on one profile only need that -mcpu:
// set_intra_block and wait_intra_core are A5's; on a2a3 the call is an error
// at its location. set_cross_core and wait_flag_dev, given for A2/A3 by the
// ISA document, are on A5 too: A5 code uses them (docs/cce-api.md).
// RUN: clang --target=pto -S -emit-llvm -o - %s | FileCheck %s
// RUN: clang --target=pto -mcpu=a2a3 -S -emit-llvm -o - %s | FileCheck %s

void cross_core(long a, long b) {
  __builtin_pto_set_cross_core(a, b);
  __builtin_pto_wait_flag_dev(a, b);
}
// CHECK: call void @llvm.pto.set.cross.core(i64 %{{.*}}, i64 %{{.*}})
// CHECK: call void @llvm.pto.wait.flag.dev(i64 %{{.*}}, i64 %{{.*}})

// RUN: not clang --target=pto -mcpu=a2a3 -DA5_ONLY -S -emit-llvm -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=A5ONLY
#ifdef A5_ONLY
void intra_block(long a, long b) {
  __builtin_pto_set_intra_block(a, b);
  // A5ONLY: builtins-profile.c:[[@LINE-1]]:3: error: '__builtin_pto_set_intra_block' needs target feature a5
}
#endif
