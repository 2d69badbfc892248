; Auto-mode tile plans that cannot be made are errors at the tiles
; (docs/auto-mode.md): more bytes live at once than UB has beside the UB
; globals, a tile carried into a later iteration of the loop that allocates
; it, a size unknown at compile time, a view that starts outside its source
; (one that only reaches past its end is a TSUBVIEW of the parent's shape), and a
; function that allocates tiles and was not inlined into its caller.
; RUN: not llc -mtriple=pto -stop-after=pto-plan-tiles -o /dev/null %s 2>&1 | FileCheck %s
; RUN: not llc -mtriple=pto -mcpu=a2a3 -stop-after=pto-plan-tiles -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=A2A3

declare ptr addrspace(6) @__pto_tile_alloc(i64)
declare ptr addrspace(6) @__pto_tile_alias(ptr addrspace(6), i64)
declare void @use(ptr addrspace(6))
declare void @use2(ptr addrspace(6), ptr addrspace(6))

@ub.global = internal addrspace(6) global [1000 x i8] zeroinitializer

; 256 KB less the global's 1024 bytes: 261120; two tiles of 131072 need 262144.
; CHECK: error: a.cpp:2:7: in function too_big void (): auto-mode tiles do not fit in UB: 262144 bytes live here, 261120 available (131072 bytes at a.cpp:2:7; 131072 bytes at a.cpp:3:7)
; A2A3: error: a.cpp:2:7: in function too_big void (): auto-mode tiles do not fit in UB: 262144 bytes live here, 195584 available
define void @too_big() !dbg !5 {
  %a = call ptr addrspace(6) @__pto_tile_alloc(i64 131072), !dbg !8
  %b = call ptr addrspace(6) @__pto_tile_alloc(i64 131072), !dbg !9
  call void @use2(ptr addrspace(6) %a, ptr addrspace(6) %b)
  ret void
}

; CHECK: error: <unknown>:0:0: in function carried void (i32): a tile allocated in a loop is used in a later iteration, which one buffer cannot hold (declare the tile before the loop)
define void @carried(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %previous = phi ptr addrspace(6) [ null, %entry ], [ %t, %loop ]
  %t = call ptr addrspace(6) @__pto_tile_alloc(i64 512)
  call void @use(ptr addrspace(6) %previous)
  call void @use(ptr addrspace(6) %t)
  %next = add i32 %i, 1
  %more = icmp ult i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; CHECK: error: <unknown>:0:0: in function run_time_size void (i64): an auto-mode tile needs a size known at compile time
define void @run_time_size(i64 %bytes) {
  %t = call ptr addrspace(6) @__pto_tile_alloc(i64 %bytes)
  call void @use(ptr addrspace(6) %t)
  ret void
}

; CHECK: error: <unknown>:0:0: in function outside void (): __cce_alias: a view at byte 1024 of its source tile starts outside it (1024 bytes)
define void @outside() {
  %a = call ptr addrspace(6) @__pto_tile_alloc(i64 1024)
  %v = call ptr addrspace(6) @__pto_tile_alias(ptr addrspace(6) %a, i64 512)
  %w = call ptr addrspace(6) @__pto_tile_alias(ptr addrspace(6) %v, i64 512)
  call void @use(ptr addrspace(6) %w)
  ret void
}

; CHECK: error: <unknown>:0:0: in function callee void (): a function that allocates auto-mode tiles must be inlined into its kernel ('callee' is called and was not)
define void @callee() {
  %t = call ptr addrspace(6) @__pto_tile_alloc(i64 64)
  call void @use(ptr addrspace(6) %t)
  ret void
}
define void @caller() {
  call void @callee()
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: NoDebug)
!1 = !DIFile(filename: "a.cpp", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "too_big", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 7, scope: !5)
!9 = !DILocation(line: 3, column: 7, scope: !5)
