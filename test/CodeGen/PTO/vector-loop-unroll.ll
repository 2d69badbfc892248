; Innermost loops that issue vector instructions are unrolled sixteen times
; with one register load per iteration and eight with more, also with a trip
; count known only at run time (a remainder loop takes the rest), so that
; the scheduler can overlap their iterations on the in-order vector pipe
; (PTOTargetTransformInfo.h); scalar loops are not.
; RUN: opt -mtriple=pto -passes='loop-unroll<O2>' -S < %s | FileCheck %s

declare <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6), i64, i32)
declare void @llvm.pto.vsts.v64f32(<64 x float>, ptr addrspace(6), i64, i32, <256 x i1>)
declare <64 x float> @llvm.pto.vabs.v64f32(<64 x float>, <256 x i1>)
declare <64 x float> @llvm.pto.vmax.v64f32(<64 x float>, <64 x float>, <256 x i1>)

; CHECK-LABEL: define void @vector_loop(
; CHECK: for.body:
; CHECK-COUNT-16: call <64 x float> @llvm.pto.vabs.v64f32
; CHECK-NOT: call <64 x float> @llvm.pto.vabs.v64f32
; CHECK: br i1
; CHECK: for.body.epil:
; CHECK: call <64 x float> @llvm.pto.vabs.v64f32
define void @vector_loop(i64 %bytes, <256 x i1> %m) {
entry:
  %empty = icmp eq i64 %bytes, 0
  br i1 %empty, label %exit, label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %next, %for.body ]
  %v = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %i, i32 0)
  %r = call <64 x float> @llvm.pto.vabs.v64f32(<64 x float> %v, <256 x i1> %m)
  call void @llvm.pto.vsts.v64f32(<64 x float> %r, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i64 %i, i32 2, <256 x i1> %m)
  %next = add nuw i64 %i, 256
  %more = icmp ult i64 %next, %bytes
  br i1 %more, label %for.body, label %exit

exit:
  ret void
}

; Two loads per iteration: eight copies.
; CHECK-LABEL: define void @two_loads(
; CHECK: for.body:
; CHECK-COUNT-8: call <64 x float> @llvm.pto.vmax.v64f32
; CHECK-NOT: call <64 x float> @llvm.pto.vmax.v64f32
; CHECK: br i1
define void @two_loads(i64 %bytes, <256 x i1> %m) {
entry:
  %empty = icmp eq i64 %bytes, 0
  br i1 %empty, label %exit, label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %next, %for.body ]
  %a = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %i, i32 0)
  %b = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), i64 %i, i32 0)
  %r = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %a, <64 x float> %b, <256 x i1> %m)
  call void @llvm.pto.vsts.v64f32(<64 x float> %r, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i64 %i, i32 2, <256 x i1> %m)
  %next = add nuw i64 %i, 256
  %more = icmp ult i64 %next, %bytes
  br i1 %more, label %for.body, label %exit

exit:
  ret void
}

; CHECK-LABEL: define i64 @scalar_loop(
; CHECK-NOT: epil
; CHECK: ret i64
define i64 @scalar_loop(i64 %n) {
entry:
  br label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %next, %for.body ]
  %s = phi i64 [ 0, %entry ], [ %t, %for.body ]
  %t = add i64 %s, %i
  %next = add nuw i64 %i, 1
  %more = icmp ult i64 %next, %n
  br i1 %more, label %for.body, label %exit

exit:
  ret i64 %t
}
