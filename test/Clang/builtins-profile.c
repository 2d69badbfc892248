// Builtins whose instructions exist only on A2/A3 need -mcpu=a2a3: on a5
// the call is an error at its location.
// RUN: not clang --target=pto -S -emit-llvm -o /dev/null %s 2>&1 | FileCheck %s
// RUN: clang --target=pto -mcpu=a2a3 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=A2A3

void cross_core(long a, long b) {
  __builtin_pto_set_cross_core(a, b);
  // CHECK: builtins-profile.c:[[@LINE-1]]:3: error: '__builtin_pto_set_cross_core' needs target feature a2a3
  __builtin_pto_wait_flag_dev(a, b);
  // CHECK: builtins-profile.c:[[@LINE-1]]:3: error: '__builtin_pto_wait_flag_dev' needs target feature a2a3
}
// A2A3: call void @llvm.pto.set.cross.core(i64 %{{.*}}, i64 %{{.*}})
// A2A3: call void @llvm.pto.wait.flag.dev(i64 %{{.*}}, i64 %{{.*}})

// And the A5-only ones need -mcpu=a5 (the default).
// RUN: not clang --target=pto -mcpu=a2a3 -DA5_ONLY -S -emit-llvm -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=A5ONLY
#ifdef A5_ONLY
void intra_block(long a, long b) {
  __builtin_pto_set_intra_block(a, b);
  // A5ONLY: builtins-profile.c:[[@LINE-1]]:3: error: '__builtin_pto_set_intra_block' needs target feature a5
}
#endif
