; PTOUBDisjointAccesses: in a block, a UB vector store and another load or
; store whose addresses differ by at least the bytes they touch in every
; iteration get scoped-noalias metadata (their own scope each, the other's
; in !noalias), which the scheduler reads from the memory operands.
; RUN: llc -mtriple=pto -O2 -stop-after=pto-ub-disjoint < %s | FileCheck %s

declare <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6), i64, i32)
declare void @llvm.pto.vsts.v64f32(<64 x float>, ptr addrspace(6), i64, i32, <256 x i1>)

; Two buffers through their own pointers, one loop counter: 32 KB apart in
; every iteration.
; CHECK-LABEL: define void @streams(
; CHECK: call <64 x float> @llvm.pto.vlds.v64f32({{.*}}), !alias.scope ![[LOAD:[0-9]+]], !noalias ![[STORE:[0-9]+]]
; CHECK: call void @llvm.pto.vsts.v64f32({{.*}}), !alias.scope ![[STORE]], !noalias ![[LOAD]]
define void @streams(i64 %n, <256 x i1> %m) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %v = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %i, i32 0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i64 %i, i32 2, <256 x i1> %m)
  %next = add i64 %i, 256
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; In place, the next register: 256 bytes on, the bytes a vsts writes, so
; disjoint; the same register: not.
; CHECK-LABEL: define void @in_place(
; CHECK-NEXT: call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 0){{$}}
; CHECK-NEXT: call void @llvm.pto.vsts.v64f32({{.*}} i64 0, i32 2, <256 x i1> %m), !alias.scope
; CHECK-NEXT: call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 256, i32 0), !alias.scope
define void @in_place(ptr addrspace(6) %buf, <256 x i1> %m) {
  %a = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %a, ptr addrspace(6) %buf, i64 0, i32 2, <256 x i1> %m)
  %b = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 256, i32 0)
  ret void
}

; Plain vector loads and stores (the loop vectoriser's) too: two buffers at
; constant addresses 64 KB apart, one pointer each.
; CHECK-LABEL: define void @plain_streams(
; CHECK: load <64 x float>, ptr addrspace(6) %{{.*}}, align 4, !alias.scope ![[PLOAD:[0-9]+]], !noalias ![[PSTORE:[0-9]+]]
; CHECK: store <64 x float> %{{.*}}, align 4, !alias.scope ![[PSTORE]], !noalias ![[PLOAD]]
define void @plain_streams(i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %src = getelementptr float, ptr addrspace(6) null, i64 %i
  %dst = getelementptr float, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %i
  %v = load <64 x float>, ptr addrspace(6) %src, align 4
  store <64 x float> %v, ptr addrspace(6) %dst, align 4
  %next = add i64 %i, 64
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; Buffers whose distance is not known: nothing.
; CHECK-LABEL: define void @unknown(
; CHECK-NOT: !noalias
; CHECK: ret void
define void @unknown(ptr addrspace(6) %src, ptr addrspace(6) %dst, <256 x i1> %m) {
  %a = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %src, i64 0, i32 0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %a, ptr addrspace(6) %dst, i64 0, i32 2, <256 x i1> %m)
  ret void
}

; One scope per access, in the pto.ub domain.
; CHECK: ![[LOAD]] = !{![[LSCOPE:[0-9]+]]}
; CHECK: ![[LSCOPE]] = distinct !{![[LSCOPE]], ![[DOMAIN:[0-9]+]]}
; CHECK: ![[DOMAIN]] = distinct !{![[DOMAIN]], !"pto.ub"}
; CHECK: ![[STORE]] = !{![[SSCOPE:[0-9]+]]}
; CHECK: ![[SSCOPE]] = distinct !{![[SSCOPE]], ![[DOMAIN]]}
