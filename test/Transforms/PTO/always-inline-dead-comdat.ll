; RUN: opt -mtriple=pto -passes=always-inline -pass-remarks=inline \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --implicit-check-not=remark
; The always-inliner visits the functions in module order and inlines each
; into its callers. A C++ inline function alone in its comdat is deleted as
; soon as its calls are inlined (llvm-project-overlay patch 0014), so the
; functions it calls are not inlined into its dead body as well. A function
; whose comdat has other members is deleted only at the end, when the whole
; comdat is dead, and is still inlined into (docs/benchmarks.md, "Compile
; time").

$outer = comdat any
$inner = comdat any
$shared = comdat any

@sink = global i32 0

; outer comes first: inlined into kernel, then deleted at once; inner is
; inlined into kernel only.
; CHECK: remark: <unknown>:0:0: 'outer' inlined into 'kernel'
; CHECK-NEXT: remark: <unknown>:0:0: 'inner' inlined into 'kernel'
; shared's comdat has a second member: inner2 is inlined into its dead body
; too, as before the patch.
; CHECK-NEXT: remark: <unknown>:0:0: 'shared' inlined into 'kernel2'
; CHECK-NEXT: remark: <unknown>:0:0: 'inner2' inlined into 'kernel2'
; CHECK-NEXT: remark: <unknown>:0:0: 'inner2' inlined into 'shared'

define void @kernel() {
  call void @outer(i32 1)
  ret void
}

define void @kernel2() {
  call void @shared(i32 2)
  ret void
}

define linkonce_odr void @outer(i32 %x) #0 comdat {
  call void @inner(i32 %x)
  ret void
}

define linkonce_odr void @inner(i32 %x) #0 comdat {
  store i32 %x, ptr @sink
  ret void
}

define linkonce_odr void @shared(i32 %x) #0 comdat {
  call void @inner2(i32 %x)
  ret void
}

define linkonce_odr void @shared.other() comdat($shared) {
  ret void
}

define linkonce_odr void @inner2(i32 %x) #0 {
  store i32 %x, ptr @sink
  ret void
}

attributes #0 = { alwaysinline }
