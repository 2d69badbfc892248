; At -O0, PTOCleanupInlinedO0 puts the locals of always-inlined code back
; in registers in functions without debug information, although -O0 makes
; them optnone; a function with debug information keeps its variables in
; memory (PTOCleanupInlinedO0.cpp, docs/benchmarks.md).
; RUN: opt -mtriple=pto -passes=pto-cleanup-inlined-o0 -S < %s | FileCheck %s
; clang -O0 runs it before and after the always-inliner.
; RUN: opt -mtriple=pto -passes='default<O0>' -S < %s | FileCheck %s --check-prefix=O0

; What the always-inliner leaves of `int add(int a, int b) { int s = a + b;
; return s; }` inlined into its caller: every value through a stack slot.
; CHECK-LABEL: define i64 @inlined(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    [[S:%.*]] = add i64 %a, %b
; CHECK-NEXT:    ret i64 [[S]]
; O0-LABEL: define i64 @inlined(
; O0-NOT: alloca
; O0: ret i64
define i64 @inlined(i64 %a, i64 %b) #0 {
entry:
  %a.addr = alloca i64
  %b.addr = alloca i64
  %s = alloca i64
  store i64 %a, ptr %a.addr
  store i64 %b, ptr %b.addr
  %0 = load i64, ptr %a.addr
  %1 = load i64, ptr %b.addr
  %add = add i64 %0, %1
  store i64 %add, ptr %s
  %2 = load i64, ptr %s
  ret i64 %2
}

; An always-inline helper of the header layers, as -O0 compiles its caller:
; cleaned, inlined, nothing left in memory.
; O0-LABEL: define i64 @caller(
; O0-NEXT:  entry:
; O0-NEXT:    [[T:%.*]] = mul i64 %a, 3
; O0-NEXT:    ret i64 [[T]]
define internal i64 @helper(i64 %x) #1 {
entry:
  %x.addr = alloca i64
  store i64 %x, ptr %x.addr
  %0 = load i64, ptr %x.addr
  %t = mul i64 %0, 3
  ret i64 %t
}

define i64 @caller(i64 %a) #0 {
entry:
  %a.addr = alloca i64
  store i64 %a, ptr %a.addr
  %0 = load i64, ptr %a.addr
  %r = call i64 @helper(i64 %0)
  ret i64 %r
}

; With -g the variables stay where a debugger finds them.
; CHECK-LABEL: define i64 @debugged(
; CHECK: alloca i64
; CHECK: store i64 %a
; O0-LABEL: define i64 @debugged(
; O0: alloca i64
define i64 @debugged(i64 %a) #0 !dbg !5 {
entry:
  %a.addr = alloca i64
  store i64 %a, ptr %a.addr
  %0 = load i64, ptr %a.addr
  ret i64 %0
}

; Source locations without debug information (what -Rpass and auto mode
; ask clang for: a compile unit of kind NoDebug) are no debug information:
; cleaned.
; CHECK-LABEL: define i64 @located(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    ret i64 %a
define i64 @located(i64 %a) #0 !dbg !7 {
entry:
  %a.addr = alloca i64
  store i64 %a, ptr %a.addr
  %0 = load i64, ptr %a.addr
  ret i64 %0
}

attributes #0 = { noinline optnone }
attributes #1 = { alwaysinline }

!llvm.dbg.cu = !{!0, !6}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/")
!2 = !DISubroutineType(types: !{})
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "debugged", scope: !1, file: !1, line: 1, type: !2, spFlags: DISPFlagDefinition, unit: !0)
!6 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: NoDebug)
!7 = distinct !DISubprogram(name: "located", scope: !1, file: !1, line: 2, type: !2, spFlags: DISPFlagDefinition, unit: !6)
