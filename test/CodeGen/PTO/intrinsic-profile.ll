; An intrinsic whose instruction exists on one profile only is an error
; naming the profile on the other: set_intra_block and wait_intra_core are
; A5's. (set_cross_core and wait_flag_dev are on both: A5 code uses them,
; docs/cce-api.md.)
; RUN: not llc -mtriple=pto -mcpu=a2a3 -O2 < %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=A2A3
; RUN: llc -mtriple=pto -mcpu=a5 -O2 < %s | FileCheck %s --check-prefix=A5

; A2A3: error: {{.*}}in function intra_block {{.*}}: 'llvm.pto.set.intra.block' is only available on a5 (select it with -mcpu=a5)
; A5-LABEL: intra_block:
; A5: set_intra_block x10, x11
define void @intra_block(i64 %a, i64 %b) {
  call void @llvm.pto.set.intra.block(i64 %a, i64 %b)
  ret void
}

; A5-LABEL: cross_core:
; A5: set_cross_core x10, x11
; A5: wait_flag_dev x10, x11
define void @cross_core(i64 %a, i64 %b) {
  call void @llvm.pto.set.cross.core(i64 %a, i64 %b)
  call void @llvm.pto.wait.flag.dev(i64 %a, i64 %b)
  ret void
}

declare void @llvm.pto.set.intra.block(i64, i64)
declare void @llvm.pto.set.cross.core(i64, i64)
declare void @llvm.pto.wait.flag.dev(i64, i64)
