// set_flag and wait_flag switch over the pipes and the event id, 96 cases
// (docs/cce-api.md). When optimising, the switch is a function of its own
// that is not always-inline: the always-inliner, which runs while the
// arguments are still loads of allocas, would copy all the cases into every
// caller (docs/benchmarks.md). The inliner inlines it later, when the
// arguments are constants: a constant call is one intrinsic, a run-time id
// a switch over the eight ids in the caller, and no call is left. At -O0
// set_flag and wait_flag hold the switch themselves and are always-inline.
// RUN: clang++ --target=pto -std=c++17 -O2 -S -emit-llvm -Xclang -disable-llvm-passes -o - %s | FileCheck %s --check-prefix=UNOPT
// RUN: clang++ --target=pto -std=c++17 -O2 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=O2
// RUN: clang++ --target=pto -std=c++17 -O0 -S -emit-llvm -Xclang -disable-llvm-passes -o - %s | FileCheck %s --check-prefix=O0

// UNOPT: define internal void @_ZL8set_flag6pipe_tS_m({{.*}}) #[[WRAPPER:[0-9]+]]
// UNOPT-NOT: switch
// UNOPT: call void @_ZL21__pto_set_flag_switch6pipe_tS_m(
// UNOPT: define internal void @_ZL9wait_flag6pipe_tS_m({{.*}}) #[[WRAPPER]]
// UNOPT-NOT: switch
// UNOPT: call void @_ZL22__pto_wait_flag_switch6pipe_tS_m(
// UNOPT: define internal void @_ZL21__pto_set_flag_switch6pipe_tS_m({{.*}}) #[[SWITCH:[0-9]+]]
// UNOPT: define internal void @_ZL22__pto_wait_flag_switch6pipe_tS_m({{.*}}) #[[SWITCH]]
// UNOPT-DAG: attributes #[[WRAPPER]] = { alwaysinline
// UNOPT-DAG: attributes #[[SWITCH]] = { inlinehint

// O2-LABEL: define dso_local void @constant_ids(
// O2-NEXT: entry:
// O2-NEXT: tail call void @llvm.pto.set.flag(i32 2, i32 1, i32 3)
// O2-NEXT: tail call void @llvm.pto.wait.flag(i32 2, i32 1, i32 3)
// O2-NEXT: store i32 1
// O2-NEXT: ret void
// O2-LABEL: define dso_local void @runtime_id(
// O2-NEXT: entry:
// O2-NEXT: switch i64 %id, label %[[NONE:.*]] [
// O2-COUNT-8: i64 {{[0-7]}}, label
// O2-NEXT: ]
// O2-EMPTY:
// O2-NEXT: [[NONE]]:
// O2-NEXT: unreachable
// O2-NOT: call void @_ZL
// O2: tail call void @llvm.pto.set.flag(i32 1, i32 3, i32 7)
// O2-NOT: call void @_ZL
// O2-NOT: define

// O0: define internal void @_ZL8set_flag6pipe_tS_m({{.*}}) #[[WRAPPER:[0-9]+]]
// O0-NOT: call void @_ZL
// O0: switch
// O0-NOT: __pto_set_flag_switch
// O0: attributes #[[WRAPPER]] = { alwaysinline

extern "C" __global__ [aicore] void constant_ids(__ubuf__ int32_t *ub) {
  set_flag(PIPE_MTE2, PIPE_V, EVENT_ID3);
  wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID3);
  ub[0] = 1;
}

extern "C" __global__ [aicore] void runtime_id(__ubuf__ int32_t *ub,
                                               uint64_t id) {
  set_flag(PIPE_V, PIPE_MTE3, id);
  ub[0] = 2;
  wait_flag(PIPE_V, PIPE_MTE3, id);
}
