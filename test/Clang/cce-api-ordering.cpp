// The ordering A5 code relies on (docs/cce-api.md): scalar UB accesses stay
// on their side of set_flag, wait_flag, pipe_barrier and mem_bar, and
// set_ctrl stays on its side of the conversions it changes, at -O2 (where
// the optimiser would otherwise move them), in IR and in machine code.
// RUN: clang++ --target=pto -std=c++17 -Wall -Wextra -Werror -O2 -S -emit-llvm -o - %s | FileCheck %s
// RUN: clang++ --target=pto -std=c++17 -O2 -S -o - %s | FileCheck %s --check-prefix=ASM

// CHECK-LABEL: define {{.*}} @scalar_around_flags(
// CHECK: store i32 1, ptr addrspace(6)
// CHECK-NEXT: call void @llvm.pto.set.flag(i32 0, i32 1, i32 0)
// CHECK-NEXT: call void @llvm.pto.wait.flag(i32 0, i32 1, i32 0)
// CHECK: call void @llvm.pto.wait.flag(i32 1, i32 0, i32 1)
// CHECK-NEXT: getelementptr
// CHECK-NEXT: load i32, ptr addrspace(6)
// CHECK-NEXT: call void @llvm.pto.pipe.barrier(i32 7)
// CHECK-NEXT: getelementptr
// CHECK-NEXT: load i32, ptr addrspace(6)
// ASM-LABEL: scalar_around_flags:
// ASM: sw.ub
// ASM: set_flag PIPE_S, PIPE_V, EVENT_ID0
// ASM: wait_flag PIPE_V, PIPE_S, EVENT_ID1
// ASM-NEXT: lwu.ub
// ASM: pipe_barrier PIPE_ALL
// ASM-NEXT: lwu.ub
extern "C" __global__ [aicore] void scalar_around_flags(__ubuf__ int32_t *ub,
                                                        __gm__ int32_t *out) {
  ub[0] = 1;
  set_flag(PIPE_S, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
  vector_s32 v;
  vlds(v, ub, 0, NORM);
  vsts(v, ub, 64, NORM_B32, pset_b32(PAT_ALL));
  set_flag(PIPE_V, PIPE_S, EVENT_ID1);
  wait_flag(PIPE_V, PIPE_S, EVENT_ID1);
  int32_t a = ub[64];
  pipe_barrier(PIPE_ALL);
  int32_t b = ub[65];
  out[0] = a + b;
}

// CHECK-LABEL: define {{.*}} @ctrl_around_convert(
// CHECK: call void @llvm.pto.set.ctrl(
// CHECK: call <64 x i32> @llvm.pto.vcvt.v64i32.v64f32(
// CHECK: call void @llvm.pto.set.ctrl(
// CHECK: call void @llvm.pto.vsts.v64i32(
extern "C" __global__ [aicore] void ctrl_around_convert(__ubuf__ float *in,
                                                        __ubuf__ int32_t *out) {
  uint64_t saved = get_ctrl();
  set_ctrl(sbitset1(saved, 60));
  vector_f32 f;
  vector_s32 i;
  vlds(f, in, 0, NORM);
  vcvt(i, f, pset_b32(PAT_ALL), ROUND_Z, RS_DISABLE);
  set_ctrl(saved);
  vsts(i, out, 0, NORM_B32, pset_b32(PAT_ALL));
}
