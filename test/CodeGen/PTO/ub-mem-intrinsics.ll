; llvm.memcpy, llvm.memmove and llvm.memset on UB (the loop idiom pass makes
; them from copy and fill loops over UB arrays) become loops: UB has no
; library memcpy, and selection used to stop with "cannot lower memory
; intrinsic in address space 6" (tools/fuzz.py's diff stage found it). GM
; copies keep their library call. A tail-folded loop of known trip count
; masks its last store with a constant first-N-lanes mask: plt_b8.
; RUN: opt -mtriple=pto -passes=pto-expand-ub-mem-intrinsics -S < %s | FileCheck %s --check-prefix=IR
; RUN: llc -mtriple=pto -O2 < %s | FileCheck %s

; IR-LABEL: @copy_ub(
; IR-NOT: call void @llvm.memcpy
; IR: load i8, ptr addrspace(6)
; IR: store i8 {{.*}}, ptr addrspace(6)
; CHECK-LABEL: copy_ub:
; CHECK: lbu.ub
; CHECK: sb.ub
define void @copy_ub(ptr addrspace(6) %d, ptr addrspace(6) %s, i64 %n) {
  call void @llvm.memcpy.p6.p6.i64(ptr addrspace(6) %d, ptr addrspace(6) %s, i64 %n, i1 false)
  ret void
}

; A copy whose ends are 2-byte aligned (a half row gathered from GM, the
; loop idiom pass's memcpy of an element loop) moves 2 bytes a step; 8-byte
; aligned ones 8 (PTOTTIImpl::getMemcpyLoopLoweringType).
; IR-LABEL: @copy_gm_to_ub_aligned(
; IR-NOT: call void @llvm.memcpy
; IR: load i16, ptr addrspace(1)
; IR: store i16 {{.*}}, ptr addrspace(6)
; IR-LABEL: @copy_ub_aligned8(
; IR: load i64, ptr addrspace(6)
; IR: store i64 {{.*}}, ptr addrspace(6)
; CHECK-LABEL: copy_gm_to_ub_aligned:
; CHECK: lhu
; CHECK: sh.ub
define void @copy_gm_to_ub_aligned(ptr addrspace(6) align 32 %d, ptr addrspace(1) align 2 %s) {
  call void @llvm.memcpy.p6.p1.i64(ptr addrspace(6) align 32 %d, ptr addrspace(1) align 2 %s, i64 64, i1 false)
  ret void
}
define void @copy_ub_aligned8(ptr addrspace(6) align 8 %d, ptr addrspace(6) align 8 %s, i64 %n) {
  call void @llvm.memcpy.p6.p6.i64(ptr addrspace(6) align 8 %d, ptr addrspace(6) align 8 %s, i64 %n, i1 false)
  ret void
}

; IR-LABEL: @move_ub(
; IR-NOT: call void @llvm.memmove
; CHECK-LABEL: move_ub:
; CHECK: sb.ub
define void @move_ub(ptr addrspace(6) %d, ptr addrspace(6) %s, i64 %n) {
  call void @llvm.memmove.p6.p6.i64(ptr addrspace(6) %d, ptr addrspace(6) %s, i64 %n, i1 false)
  ret void
}

; IR-LABEL: @fill_ub(
; IR-NOT: call void @llvm.memset
; IR: store i8 %v, ptr addrspace(6)
; CHECK-LABEL: fill_ub:
; CHECK: sb.ub
define void @fill_ub(ptr addrspace(6) %d, i8 %v, i64 %n) {
  call void @llvm.memset.p6.i64(ptr addrspace(6) %d, i8 %v, i64 %n, i1 false)
  ret void
}

; IR-LABEL: @copy_gm_to_ub(
; IR-NOT: call void @llvm.memcpy
define void @copy_gm_to_ub(ptr addrspace(6) %d, ptr addrspace(1) %s) {
  call void @llvm.memcpy.p6.p1.i64(ptr addrspace(6) %d, ptr addrspace(1) %s, i64 196, i1 false)
  ret void
}

; IR-LABEL: @copy_gm(
; IR: call void @llvm.memcpy.p1.p1.i64
define void @copy_gm(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 false)
  ret void
}

; CHECK-LABEL: store_first_lanes:
; CHECK: movi [[N:x[0-9]+]], 196
; CHECK: plt_b8 [[P:p[0-9]+]], [[N]]
; CHECK: vsts {{.*}}, [[P]]
define void @store_first_lanes(<256 x i8> %v, ptr addrspace(6) %p) {
  call void @llvm.masked.store.v256i8.p6(<256 x i8> %v, ptr addrspace(6) %p, i32 1, <256 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  ret void
}
