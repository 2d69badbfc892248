; UB has no atomics: a located error, not a crash or a GM atomic on a UB
; offset.
; RUN: not llc -mtriple=pto < %s 2>&1 | FileCheck %s

; CHECK: error: {{.*}}ub.c:3:5: in function ub_add i32 (ptr addrspace(6), i32): atomic operations on UB are not supported: atomics work on GM
define i32 @ub_add(ptr addrspace(6) %p, i32 %v) !dbg !5 {
  %o = atomicrmw add ptr addrspace(6) %p, i32 %v monotonic, !dbg !8
  ret i32 %o
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "ub.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "ub_add", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 3, column: 5, scope: !5)
