; Misuse of SIMT functions is a located error (PTOSimt.cpp, docs/simt.md):
; a __simt_vf__ function called directly, a launch of a function that is
; none, a launch over its LAUNCH_BOUND, a launch from SIMT code, a launch
; with the wrong number of arguments or more than 8, a bad LAUNCH_BOUND, a
; vector-core intrinsic in SIMT code.
; RUN: not llc -mtriple=pto < %s -o /dev/null 2>&1 | FileCheck %s

@.vf = private constant [12 x i8] c"pto_simt_vf\00", section "llvm.metadata"
@.bound = private constant [17 x i8] c"pto_launch_bound\00", section "llvm.metadata"
@.file = private constant [6 x i8] c"k.cpp\00", section "llvm.metadata"
@.b64 = private constant { i32 } { i32 64 }, section "llvm.metadata"
@.b0 = private constant { i32 } { i32 0 }, section "llvm.metadata"
@llvm.global.annotations = appending global [5 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr @vf, ptr @.vf, ptr @.file, i32 3, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @vf, ptr @.bound, ptr @.file, i32 3, ptr @.b64 },
  { ptr, ptr, ptr, i32, ptr } { ptr @vf_nine, ptr @.vf, ptr @.file, i32 5, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @vf_vector, ptr @.vf, ptr @.file, i32 7, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @vf_zero, ptr @.bound, ptr @.file, i32 11, ptr @.b0 }], section "llvm.metadata"

declare void @__pto_simt_launch(ptr, i32, i32, ...)
declare <64 x float> @llvm.pto.vadd.v64f32(<64 x float>, <64 x float>, <256 x i1>)

; CHECK-DAG: error: {{.*}}k.cpp:11: LAUNCH_BOUND of 'vf_zero' must be a constant in [1, 65535]
define void @vf_zero() {
  ret void
}

define void @vf(i32 %a) {
  ret void
}

define void @vf_nine(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f, i32 %g, i32 %h, i32 %i) {
  ret void
}

; CHECK-DAG: error: {{.*}}simt.c:20:3: in function vf_vector void (<64 x float>, <256 x i1>, ptr addrspace(6)): 'llvm.pto.vadd.v64f32' in SIMT function 'vf_vector': SIMT threads run scalar code, vector-core instructions run in vector functions
; CHECK-DAG: error: {{.*}}simt.c:21:3: in function vf_vector {{.*}}: SIMT code cannot start SIMT threads (cce::async_invoke in 'vf_vector')
define void @vf_vector(<64 x float> %a, <256 x i1> %m, ptr addrspace(6) %p) !dbg !5 {
  %r = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %a, <64 x float> %a, <256 x i1> %m), !dbg !8
  call void (ptr, i32, i32, ...) @__pto_simt_launch(ptr @vf, i32 1, i32 1, i32 0), !dbg !9
  ret void
}

define void @plain(i32 %a) {
  ret void
}

; CHECK-DAG: error: {{.*}}simt.c:30:3: in function host {{.*}}: 'vf' is a __simt_vf__ function: start it with cce::async_invoke, not a call
; CHECK-DAG: error: {{.*}}simt.c:31:3: in function host {{.*}}: cce::async_invoke starts a __simt_vf__ function; 'plain' is none
; CHECK-DAG: error: {{.*}}simt.c:32:3: in function host {{.*}}: cce::async_invoke of 'vf' with 32 x 4 threads: a launch has 1 to 64 threads (its LAUNCH_BOUND)
; CHECK-DAG: error: {{.*}}simt.c:33:3: in function host {{.*}}: cce::async_invoke of 'vf' passes 2 arguments; it takes 1
; CHECK-DAG: error: {{.*}}simt.c:34:3: in function host {{.*}}: cce::async_invoke passes at most 8 scalar or pointer arguments (x10-x17) to a SIMT function
define void @host(i32 %n) !dbg !10 {
  call void @vf(i32 %n), !dbg !11
  call void (ptr, i32, i32, ...) @__pto_simt_launch(ptr @plain, i32 32, i32 1, i32 %n), !dbg !12
  call void (ptr, i32, i32, ...) @__pto_simt_launch(ptr @vf, i32 32, i32 4, i32 %n), !dbg !13
  call void (ptr, i32, i32, ...) @__pto_simt_launch(ptr @vf, i32 32, i32 1, i32 %n, i32 %n), !dbg !14
  call void (ptr, i32, i32, ...) @__pto_simt_launch(ptr @vf_nine, i32 32, i32 1, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n), !dbg !15
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "simt.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "vf_vector", scope: !1, file: !1, line: 19, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 20, column: 3, scope: !5)
!9 = !DILocation(line: 21, column: 3, scope: !5)
!10 = distinct !DISubprogram(name: "host", scope: !1, file: !1, line: 29, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!11 = !DILocation(line: 30, column: 3, scope: !10)
!12 = !DILocation(line: 31, column: 3, scope: !10)
!13 = !DILocation(line: 32, column: 3, scope: !10)
!14 = !DILocation(line: 33, column: 3, scope: !10)
!15 = !DILocation(line: 34, column: 3, scope: !10)
