// Plain loops over UB arrays are vectorised at -O2: 2048-bit registers, one
// vlds/vlds/vmula/vsts body per 64 floats. The whole registers run in a
// copy without masks (PTOSplitFoldedTail.cpp), unrolled 8 times with a
// remainder loop, unrolled 4 times with a remainder loop of one register; the partial last register in the masked
// loop, the store under a plt mask of the lanes below n (the scalar loop is
// taken only when the arrays overlap). The vector pipe runs
// behind the scalar unit, so the vectorised loops are ordered with the
// scalar unit's work around them: PIPE_S -> PIPE_V before and PIPE_V ->
// PIPE_S after (PTOVectorizedPipeSync.cpp), on an event the function's own
// flags do not use. Loops over GM stay scalar (the vector unit reaches only
// UB).
// RUN: clang --target=pto -O2 -S %s -o - | FileCheck %s

// CHECK-LABEL: axpy:
// CHECK:         set_flag PIPE_S, PIPE_V, EVENT_ID7
// CHECK:         wait_flag PIPE_S, PIPE_V, EVENT_ID7
// CHECK:         pset_b8 [[ALL:p[0-9]]], PAT_ALL
// CHECK:       [[MAIN:.LBB[0-9_]+]]: // %vector.body.main
// CHECK-NEXT:    // =>This Inner Loop Header
// CHECK-NEXT:    vlds v{{[0-9]+}}, [x{{[0-9]+}}, -1792], NORM
// CHECK-COUNT-8: vsts v{{[0-9]+}}, [x{{[0-9]+}}, {{-?[0-9]+}}], NORM_B8, [[ALL]]
// CHECK-NOT:     plt
// CHECK:         bne {{.*}}, [[MAIN]]
// CHECK:       [[REST:.LBB[0-9_]+]]: // %vector.body.main.epil{{$}}
// CHECK-NEXT:    // =>This Inner Loop Header
// CHECK-COUNT-4: vsts v{{[0-9]+}}, [x{{[0-9]+}}, {{-?[0-9]+}}], NORM_B8, [[ALL]]
// CHECK-NOT:     plt
// CHECK:         bne {{.*}}, [[REST]]
// CHECK:       [[SINGLE:.LBB[0-9_]+]]: // %vector.body.main.epil.epil{{$}}
// CHECK-NEXT:    // =>This Inner Loop Header
// CHECK-NEXT:    vlds v{{[0-9]+}}, [x{{[0-9]+}}, 0], NORM
// CHECK-NEXT:    vlds v{{[0-9]+}}, [x{{[0-9]+}}, 0], NORM
// CHECK-NEXT:    vmula.f32
// CHECK:         vsts v{{[0-9]+}}, [x{{[0-9]+}}, 0], NORM_B8, [[ALL]]
// CHECK-NOT:     plt
// CHECK:         bne {{.*}}, [[SINGLE]]
// CHECK:       [[LOOP:.LBB[0-9_]+]]: // %vector.body{{$}}
// CHECK-NEXT:    // =>This Inner Loop Header
// CHECK-NEXT:    vlds v{{[0-9]+}}, [x{{[0-9]+}}, 0], NORM
// CHECK-NEXT:    vlds v{{[0-9]+}}, [x{{[0-9]+}}, 0], NORM
// CHECK-NEXT:    vmula.f32
// CHECK:         plt_b32 [[MASK:p[0-9]]], x{{[0-9]+}}
// CHECK:         vsts v{{[0-9]+}}, [x{{[0-9]+}}, 0], NORM_B32, [[MASK]]
// CHECK-NOT:     {{^[[:space:]]*v[a-z]}}
// CHECK:         bne {{.*}}, [[LOOP]]
// CHECK-NEXT:  .LBB{{[0-9_]+}}: // %for.cond.cleanup
// CHECK-NEXT:    set_flag PIPE_V, PIPE_S, EVENT_ID7
// CHECK-NEXT:    wait_flag PIPE_V, PIPE_S, EVENT_ID7
void axpy(__ubuf__ float *c, __ubuf__ const float *a,
          __ubuf__ const float *b, float s, int n) {
  for (int i = 0; i < n; ++i)
    c[i] = a[i] * s + b[i];
}

// The function's own flags take EVENT_ID7 between PIPE_V and PIPE_S.
// CHECK-LABEL: own_event:
// CHECK:         set_flag PIPE_S, PIPE_V, EVENT_ID6
// CHECK:         set_flag PIPE_V, PIPE_S, EVENT_ID6
void own_event(__ubuf__ int *c, __ubuf__ const int *a, int n) {
  for (int i = 0; i < n; ++i)
    c[i] = a[i] + 1;
  __builtin_pto_set_flag(1, 0, 7);
  __builtin_pto_wait_flag(1, 0, 7);
}

// CHECK-LABEL: gm_loop:
// CHECK-NOT:     {{^[[:space:]]*v[a-z]}}
// CHECK-NOT:     PIPE_V
// CHECK:         ret
void gm_loop(__gm__ int *c, __gm__ const int *a, int n) {
  for (int i = 0; i < n; ++i)
    c[i] = a[i] + 1;
}

// A reduction: a vector of partial sums (1000 elements: the 15 whole
// registers in the unmasked copy, unrolled completely, the rest in the
// masked loop), the lanes of the last
// iteration beyond the end left out by a vsel under its mask (a plt mask,
// or all lanes when the copy ran last: the mask reaches the exit as a
// value, recomputed there by a compare), then vcadd and a lane read.
// CHECK-LABEL: sum:
// CHECK:       [[LOOP:.LBB[0-9_]+]]: // %vector.body
// CHECK:         vadd.i32
// CHECK:         bne {{.*}}, [[LOOP]]
// CHECK:         plt_b32 {{p[0-9]}}, x{{[0-9]+}}
// CHECK:         vcmps.s32 [[MASK:p[0-9]]],
// CHECK-NEXT:    vsel.i32 [[SUMS:v[0-9]+]], v{{[0-9]+}}, v{{[0-9]+}}, [[MASK]]
// CHECK-NEXT:    vcadd.s32 v{{[0-9]+}}, [[SUMS]]
// CHECK:         lwu.ub x10,
// CHECK:         ret
int sum(__ubuf__ const int *a) {
  int s = 0;
  for (int i = 0; i < 1000; ++i)
    s += a[i];
  return s;
}

// A value used after the loop would be a lane read the vectoriser does not
// cost: the loop stays scalar.
// CHECK-LABEL: last:
// CHECK-NOT:     {{^[[:space:]]*v[a-z]}}
// CHECK-NOT:     PIPE_V
// CHECK:         ret
int last(__ubuf__ int *c, __ubuf__ const int *a, int n) {
  int x = 0;
  for (int i = 0; i < n; ++i) {
    x = a[i] * 3;
    c[i] = x;
  }
  return x;
}

// vcmp has no mode for the unordered compare: x <= +inf, which fails only
// for a NaN, for each operand, and two vsel.
// CHECK-LABEL: unordered:
// CHECK:         movi [[INF:x[0-9]+]], 2139095040
// CHECK:         vbr.i32 [[INFV:v[0-9]+]], [[INF]]
// CHECK:       .LBB{{.*}}: // %vector.body
// CHECK:         vcmp.f32 {{p[0-9]}}, {{v[0-9]+}}, [[INFV]], p0, le
// CHECK:         vcmp.f32 {{p[0-9]}}, {{v[0-9]+}}, [[INFV]], p0, le
// CHECK:         vsel.i32
// CHECK:         vsel.i32
// CHECK:         vsts
// CHECK:         ret
void unordered(__ubuf__ float *c, __ubuf__ const float *a, int n) {
  for (int i = 0; i < n; ++i)
    c[i] = __builtin_isunordered(a[i], c[i]) ? 0.0f : 1.0f;
}

// sinf does not set errno on PTO (docs/clang.md): it is llvm.sin, which
// vectorises into the expansion of PTOISelLoweringTrig.cpp (the wide
// multiplies of the reduction); with restrict pointers there is no scalar
// loop for overlapping arrays, so no call to sinf is left. Its cost (about
// 220 instructions) keeps the unmasked copy to 8 registers per iteration.
// CHECK-LABEL: sines:
// CHECK-NOT:     sinf
// CHECK:       .LBB{{.*}}: // %vector.body.main{{$}}
// CHECK-COUNT-16: vmull.u32
// CHECK-NOT:     vmull.u32
// CHECK:         bne
// CHECK-NOT:     sinf
// CHECK:         ret
void sines(__ubuf__ float *__restrict c, __ubuf__ const float *__restrict a,
           int n) {
  for (int i = 0; i < n; ++i)
    c[i] = __builtin_sinf(a[i]);
}

// powf and fmodf are llvm.pow and frem (no errno on this core), which the
// vectoriser widens: pow's vexp and frem's quotients, no calls.
// CHECK-LABEL: powers:
// CHECK-NOT:     {{powf|fmodf}}
// CHECK:       .LBB{{.*}}: // %vector.body.main{{$}}
// CHECK-DAG:     vexp.f32
// CHECK-DAG:     vtrc.f32 {{.*}}ROUND_Z
// CHECK:         bne
// CHECK-NOT:     {{powf|fmodf}}
// CHECK:         ret
void powers(__ubuf__ float *__restrict c, __ubuf__ const float *__restrict a,
            __ubuf__ const float *__restrict b, int n) {
  for (int i = 0; i < n; ++i)
    c[i] = __builtin_powf(a[i], b[i]) + __builtin_fmodf(a[i], b[i]);
}
