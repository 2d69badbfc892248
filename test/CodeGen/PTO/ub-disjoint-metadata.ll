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

; Buffers at constant UB addresses (ptrtoint of inttoptr, which
; ScalarEvolution keeps as unknowns), two copies of an unrolled body: each
; load is at a constant distance from the store; the one 256 bytes before it
; is disjoint, the one 128 bytes before it overlaps.
; CHECK-LABEL: define void @fixed_buffers(
; CHECK: %a = load <64 x float>, {{.*}}, align 4, !alias.scope ![[FA:[0-9]+]], !noalias ![[FS:[0-9]+]]
; CHECK: %b = load <64 x float>, ptr addrspace(6) %{{[a-z.0-9]+}}, align 4{{$}}
; CHECK: store <64 x float> %s, {{.*}}, align 4, !alias.scope ![[FS]], !noalias ![[FA]]
define void @fixed_buffers(i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %pa = getelementptr float, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i64 %i
  %pb = getelementptr float, ptr addrspace(6) inttoptr (i64 32896 to ptr addrspace(6)), i64 %i
  %pc = getelementptr float, ptr addrspace(6) inttoptr (i64 33024 to ptr addrspace(6)), i64 %i
  %a = load <64 x float>, ptr addrspace(6) %pa, align 4
  %b = load <64 x float>, ptr addrspace(6) %pb, align 4
  %s = fadd <64 x float> %a, %b
  store <64 x float> %s, ptr addrspace(6) %pc, align 4
  %next = add i64 %i, 64
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; Two streams at different rates (f32 in, f16 out), two copies each: the
; distance of a store and a load, 2112 + 128 * store - 256 * load - 2 * i
; bytes, falls by 1792 over the loop (i up to 896); disjoint where it stays
; at least the 256 bytes of the load:
;   store 0, load 0: [320, 2112], disjoint
;   store 0, load 1: [64, 1856], overlap
;   store 1, load 0: [448, 2240], disjoint
;   store 1, load 1: [192, 1984], overlap
; and the two stores are 128 bytes, each's size, apart.
; CHECK-LABEL: define void @two_rates(
; CHECK: %x0 = load <64 x float>, {{.*}}, !alias.scope ![[L0:[0-9]+]], !noalias ![[L0NA:[0-9]+]]
; CHECK: %x1 = load <64 x float>, ptr addrspace(6) %{{[a-z.0-9]+}}, align 4{{$}}
; CHECK: store <64 x half> %h0, {{.*}}, !alias.scope ![[S0:[0-9]+]], !noalias ![[S0NA:[0-9]+]]
; CHECK: store <64 x half> %h1, {{.*}}, !alias.scope ![[S1:[0-9]+]], !noalias ![[S1NA:[0-9]+]]
define void @two_rates() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %i1 = add i64 %i, 64
  %l0 = getelementptr float, ptr addrspace(6) null, i64 %i
  %l1 = getelementptr float, ptr addrspace(6) null, i64 %i1
  %s0 = getelementptr half, ptr addrspace(6) inttoptr (i64 2112 to ptr addrspace(6)), i64 %i
  %s1 = getelementptr half, ptr addrspace(6) inttoptr (i64 2112 to ptr addrspace(6)), i64 %i1
  %x0 = load <64 x float>, ptr addrspace(6) %l0, align 4
  %x1 = load <64 x float>, ptr addrspace(6) %l1, align 4
  %h0 = fptrunc <64 x float> %x0 to <64 x half>
  %h1 = fptrunc <64 x float> %x1 to <64 x half>
  store <64 x half> %h0, ptr addrspace(6) %s0, align 2
  store <64 x half> %h1, ptr addrspace(6) %s1, align 2
  %next = add i64 %i, 128
  %more = icmp ult i64 %next, 1024
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; One scope per access, in the pto.ub domain.
; CHECK: ![[LOAD]] = !{![[LSCOPE:[0-9]+]]}
; CHECK: ![[LSCOPE]] = distinct !{![[LSCOPE]], ![[DOMAIN:[0-9]+]]}
; CHECK: ![[DOMAIN]] = distinct !{![[DOMAIN]], !"pto.ub"}
; CHECK: ![[STORE]] = !{![[SSCOPE:[0-9]+]]}
; CHECK: ![[SSCOPE]] = distinct !{![[SSCOPE]], ![[DOMAIN]]}
; @two_rates: each store has its scope; the first load's !noalias names
; both stores', each store's the first load's and the other store's.
; CHECK-DAG: ![[L0NA]] = !{![[S0SCOPE:[0-9]+]], ![[S1SCOPE:[0-9]+]]}
; CHECK-DAG: ![[S0]] = !{![[S0SCOPE]]}
; CHECK-DAG: ![[S1]] = !{![[S1SCOPE]]}
; CHECK-DAG: ![[L0]] = !{![[L0SCOPE:[0-9]+]]}
; CHECK-DAG: ![[S0NA]] = !{![[L0SCOPE]], ![[S1SCOPE]]}
; CHECK-DAG: ![[S1NA]] = !{![[L0SCOPE]], ![[S0SCOPE]]}
