; Innermost loops that issue vector instructions are unrolled 32 times with
; one vlds per iteration (one operation or more, a gather: a stream of one
; operation was unrolled 64 times while the core issued one instruction per
; cycle), 16 with one vldsx2 (as many copies as the 32 vector registers hold
; what the load fills) and eight with more loads, also with a trip
; count known only at run time (a remainder loop takes the rest), so that
; the scheduler can overlap their iterations on the in-order vector pipe
; (PTOTargetTransformInfo.h); scalar loops are not. A loop that runs at
; most that many times (the rows of a chunk) is unrolled four times with a
; remainder when its body is short, so that the rows of one block overlap.
; RUN: opt -mtriple=pto -passes='loop-unroll<O2>' -S < %s | FileCheck %s
; RUN: opt -mtriple=pto -passes='loop-unroll<O2>' -S \
; RUN:   -pto-enable-row-pipeline=false < %s | FileCheck %s --check-prefix=NOPIPE

declare <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6), i64, i32)
declare void @llvm.pto.vsts.v64f32(<64 x float>, ptr addrspace(6), i64, i32, <256 x i1>)
declare <64 x float> @llvm.pto.vabs.v64f32(<64 x float>, <256 x i1>)
declare <64 x float> @llvm.pto.vmax.v64f32(<64 x float>, <64 x float>, <256 x i1>)
declare { <64 x float>, <64 x float> } @llvm.pto.vldsx2.v64f32(ptr addrspace(6), i64, i32)
declare <64 x float> @llvm.pto.vrelu.v64f32(<64 x float>, <256 x i1>)
declare <64 x i32> @llvm.pto.vlds.v64i32(ptr addrspace(6), i64, i32)
declare void @llvm.pto.vsts.v64i32(<64 x i32>, ptr addrspace(6), i64, i32, <256 x i1>)
declare <64 x i32> @llvm.pto.vgather2.bc.v64i32(ptr addrspace(6), <64 x i32>, <256 x i1>)

; CHECK-LABEL: define void @vector_loop(
; CHECK: for.body:
; CHECK-COUNT-32: call <64 x float> @llvm.pto.vabs.v64f32
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

; One vlds and two operations: 32 copies.
; CHECK-LABEL: define void @two_operations(
; CHECK: for.body:
; CHECK-COUNT-32: call <64 x float> @llvm.pto.vrelu.v64f32
; CHECK-NOT: call <64 x float> @llvm.pto.vrelu.v64f32
; CHECK: br i1
define void @two_operations(i64 %bytes, <256 x i1> %m) {
entry:
  %empty = icmp eq i64 %bytes, 0
  br i1 %empty, label %exit, label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %next, %for.body ]
  %v = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %i, i32 0)
  %a = call <64 x float> @llvm.pto.vabs.v64f32(<64 x float> %v, <256 x i1> %m)
  %r = call <64 x float> @llvm.pto.vrelu.v64f32(<64 x float> %a, <256 x i1> %m)
  call void @llvm.pto.vsts.v64f32(<64 x float> %r, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i64 %i, i32 2, <256 x i1> %m)
  %next = add nuw i64 %i, 256
  %more = icmp ult i64 %next, %bytes
  br i1 %more, label %for.body, label %exit

exit:
  ret void
}

; One vlds and two generic IR operations count as two operations too: 32
; copies.
; CHECK-LABEL: define void @generic_operations(
; CHECK: for.body:
; CHECK-COUNT-32: fmul <64 x float>
; CHECK-NOT: fmul <64 x float>
; CHECK: br i1
define void @generic_operations(i64 %bytes, <256 x i1> %m) {
entry:
  %empty = icmp eq i64 %bytes, 0
  br i1 %empty, label %exit, label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %next, %for.body ]
  %v = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %i, i32 0)
  %a = fadd <64 x float> %v, %v
  %r = fmul <64 x float> %a, %v
  call void @llvm.pto.vsts.v64f32(<64 x float> %r, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i64 %i, i32 2, <256 x i1> %m)
  %next = add nuw i64 %i, 256
  %more = icmp ult i64 %next, %bytes
  br i1 %more, label %for.body, label %exit

exit:
  ret void
}

; One vlds and a gather (another read of UB): 32 copies.
; CHECK-LABEL: define void @gather(
; CHECK: for.body:
; CHECK-COUNT-32: call <64 x i32> @llvm.pto.vgather2.bc.v64i32
; CHECK-NOT: call <64 x i32> @llvm.pto.vgather2.bc.v64i32
; CHECK: br i1
define void @gather(i64 %bytes, <256 x i1> %m) {
entry:
  %empty = icmp eq i64 %bytes, 0
  br i1 %empty, label %exit, label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %next, %for.body ]
  %index = call <64 x i32> @llvm.pto.vlds.v64i32(ptr addrspace(6) null, i64 %i, i32 0)
  %r = call <64 x i32> @llvm.pto.vgather2.bc.v64i32(ptr addrspace(6) inttoptr (i64 131072 to ptr addrspace(6)), <64 x i32> %index, <256 x i1> %m)
  call void @llvm.pto.vsts.v64i32(<64 x i32> %r, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i64 %i, i32 2, <256 x i1> %m)
  %next = add nuw i64 %i, 256
  %more = icmp ult i64 %next, %bytes
  br i1 %more, label %for.body, label %exit

exit:
  ret void
}

; One vldsx2 (two registers) per iteration: sixteen copies.
; CHECK-LABEL: define void @pair_load(
; CHECK: for.body:
; CHECK-COUNT-16: call <64 x float> @llvm.pto.vmax.v64f32
; CHECK-NOT: call <64 x float> @llvm.pto.vmax.v64f32
; CHECK: br i1
define void @pair_load(i64 %bytes, <256 x i1> %m) {
entry:
  %empty = icmp eq i64 %bytes, 0
  br i1 %empty, label %exit, label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %next, %for.body ]
  %pair = call { <64 x float>, <64 x float> } @llvm.pto.vldsx2.v64f32(ptr addrspace(6) null, i64 %i, i32 0)
  %a = extractvalue { <64 x float>, <64 x float> } %pair, 0
  %b = extractvalue { <64 x float>, <64 x float> } %pair, 1
  %r = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %a, <64 x float> %b, <256 x i1> %m)
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

; At most eight rows (n clamped to 8 KiB), one register each: four copies
; per block, then a remainder.
; CHECK-LABEL: define void @short_rows(
; CHECK: for.body:
; CHECK-COUNT-4: call <64 x float> @llvm.pto.vabs.v64f32
; CHECK-NOT: call <64 x float> @llvm.pto.vabs.v64f32
; CHECK: br i1
; CHECK: for.body.epil:
define void @short_rows(i64 %n, <256 x i1> %m) {
entry:
  %bytes = call i64 @llvm.umin.i64(i64 %n, i64 8192)
  %any = icmp ne i64 %bytes, 0
  br i1 %any, label %for.body, label %exit

for.body:
  %i = phi i64 [ 0, %entry ], [ %next, %for.body ]
  %v = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %i, i32 0)
  %a = call <64 x float> @llvm.pto.vabs.v64f32(<64 x float> %v, <256 x i1> %m)
  call void @llvm.pto.vsts.v64f32(<64 x float> %a, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %i, i32 2, <256 x i1> %m)
  %next = add i64 %i, 1024
  %more = icmp ult i64 %next, %bytes
  br i1 %more, label %for.body, label %exit

exit:
  ret void
}

; The same with 33 register loads per row: eight copies, each keeping its
; exit (no remainder loop).
; CHECK-LABEL: define void @long_rows(
; CHECK: for.body.7:
; CHECK-NOT: for.body.epil:
; CHECK: ret void
define void @long_rows(i64 %n, <256 x i1> %m) {
entry:
  %bytes = call i64 @llvm.umin.i64(i64 %n, i64 8192)
  %any = icmp ne i64 %bytes, 0
  br i1 %any, label %for.body, label %exit

for.body:
  %i = phi i64 [ 0, %entry ], [ %next, %for.body ]
  %o0 = add i64 %i, 0
  %v0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o0, i32 0)
  %o1 = add i64 %i, 256
  %v1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o1, i32 0)
  %o2 = add i64 %i, 512
  %v2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o2, i32 0)
  %o3 = add i64 %i, 768
  %v3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o3, i32 0)
  %o4 = add i64 %i, 1024
  %v4 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o4, i32 0)
  %o5 = add i64 %i, 1280
  %v5 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o5, i32 0)
  %o6 = add i64 %i, 1536
  %v6 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o6, i32 0)
  %o7 = add i64 %i, 1792
  %v7 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o7, i32 0)
  %o8 = add i64 %i, 2048
  %v8 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o8, i32 0)
  %o9 = add i64 %i, 2304
  %v9 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o9, i32 0)
  %o10 = add i64 %i, 2560
  %v10 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o10, i32 0)
  %o11 = add i64 %i, 2816
  %v11 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o11, i32 0)
  %o12 = add i64 %i, 3072
  %v12 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o12, i32 0)
  %o13 = add i64 %i, 3328
  %v13 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o13, i32 0)
  %o14 = add i64 %i, 3584
  %v14 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o14, i32 0)
  %o15 = add i64 %i, 3840
  %v15 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o15, i32 0)
  %o16 = add i64 %i, 4096
  %v16 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o16, i32 0)
  %o17 = add i64 %i, 4352
  %v17 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o17, i32 0)
  %o18 = add i64 %i, 4608
  %v18 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o18, i32 0)
  %o19 = add i64 %i, 4864
  %v19 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o19, i32 0)
  %o20 = add i64 %i, 5120
  %v20 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o20, i32 0)
  %o21 = add i64 %i, 5376
  %v21 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o21, i32 0)
  %o22 = add i64 %i, 5632
  %v22 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o22, i32 0)
  %o23 = add i64 %i, 5888
  %v23 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o23, i32 0)
  %o24 = add i64 %i, 6144
  %v24 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o24, i32 0)
  %o25 = add i64 %i, 6400
  %v25 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o25, i32 0)
  %o26 = add i64 %i, 6656
  %v26 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o26, i32 0)
  %o27 = add i64 %i, 6912
  %v27 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o27, i32 0)
  %o28 = add i64 %i, 7168
  %v28 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o28, i32 0)
  %o29 = add i64 %i, 7424
  %v29 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o29, i32 0)
  %o30 = add i64 %i, 7680
  %v30 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o30, i32 0)
  %o31 = add i64 %i, 7936
  %v31 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o31, i32 0)
  %o32 = add i64 %i, 8192
  %v32 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o32, i32 0)
  %x0 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %v0, <64 x float> %v0, <256 x i1> %m)
  %x1 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x0, <64 x float> %v1, <256 x i1> %m)
  %x2 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x1, <64 x float> %v2, <256 x i1> %m)
  %x3 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x2, <64 x float> %v3, <256 x i1> %m)
  %x4 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x3, <64 x float> %v4, <256 x i1> %m)
  %x5 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x4, <64 x float> %v5, <256 x i1> %m)
  %x6 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x5, <64 x float> %v6, <256 x i1> %m)
  %x7 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x6, <64 x float> %v7, <256 x i1> %m)
  %x8 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x7, <64 x float> %v8, <256 x i1> %m)
  %x9 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x8, <64 x float> %v9, <256 x i1> %m)
  %x10 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x9, <64 x float> %v10, <256 x i1> %m)
  %x11 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x10, <64 x float> %v11, <256 x i1> %m)
  %x12 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x11, <64 x float> %v12, <256 x i1> %m)
  %x13 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x12, <64 x float> %v13, <256 x i1> %m)
  %x14 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x13, <64 x float> %v14, <256 x i1> %m)
  %x15 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x14, <64 x float> %v15, <256 x i1> %m)
  %x16 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x15, <64 x float> %v16, <256 x i1> %m)
  %x17 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x16, <64 x float> %v17, <256 x i1> %m)
  %x18 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x17, <64 x float> %v18, <256 x i1> %m)
  %x19 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x18, <64 x float> %v19, <256 x i1> %m)
  %x20 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x19, <64 x float> %v20, <256 x i1> %m)
  %x21 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x20, <64 x float> %v21, <256 x i1> %m)
  %x22 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x21, <64 x float> %v22, <256 x i1> %m)
  %x23 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x22, <64 x float> %v23, <256 x i1> %m)
  %x24 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x23, <64 x float> %v24, <256 x i1> %m)
  %x25 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x24, <64 x float> %v25, <256 x i1> %m)
  %x26 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x25, <64 x float> %v26, <256 x i1> %m)
  %x27 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x26, <64 x float> %v27, <256 x i1> %m)
  %x28 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x27, <64 x float> %v28, <256 x i1> %m)
  %x29 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x28, <64 x float> %v29, <256 x i1> %m)
  %x30 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x29, <64 x float> %v30, <256 x i1> %m)
  %x31 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x30, <64 x float> %v31, <256 x i1> %m)
  %x32 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x31, <64 x float> %v32, <256 x i1> %m)
  call void @llvm.pto.vsts.v64f32(<64 x float> %x32, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %i, i32 2, <256 x i1> %m)
  %next = add i64 %i, 1024
  %more = icmp ult i64 %next, %bytes
  br i1 %more, label %for.body, label %exit

exit:
  ret void
}

; The same with a reduction across the lanes: the loop stays rolled, for
; PTORowPipeline to overlap each row's reduction with the next row's first
; pass (row-pipeline.ll); without it, eight copies as above.
; CHECK-LABEL: define void @long_reduced_rows(
; CHECK: for.body:
; CHECK-COUNT-1: call <64 x float> @llvm.pto.vcmax.v64f32
; CHECK-NOT: call <64 x float> @llvm.pto.vcmax.v64f32
; CHECK: br i1 %more, label %for.body, label %exit
; CHECK-NOT: for.body.1:
; CHECK: ret void
; NOPIPE-LABEL: define void @long_reduced_rows(
; NOPIPE: for.body.7:
define void @long_reduced_rows(i64 %n, <256 x i1> %m) {
entry:
  %bytes = call i64 @llvm.umin.i64(i64 %n, i64 8192)
  %any = icmp ne i64 %bytes, 0
  br i1 %any, label %for.body, label %exit

for.body:
  %i = phi i64 [ 0, %entry ], [ %next, %for.body ]
  %o0 = add i64 %i, 0
  %v0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o0, i32 0)
  %o1 = add i64 %i, 256
  %v1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o1, i32 0)
  %o2 = add i64 %i, 512
  %v2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o2, i32 0)
  %o3 = add i64 %i, 768
  %v3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o3, i32 0)
  %o4 = add i64 %i, 1024
  %v4 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o4, i32 0)
  %o5 = add i64 %i, 1280
  %v5 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o5, i32 0)
  %o6 = add i64 %i, 1536
  %v6 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o6, i32 0)
  %o7 = add i64 %i, 1792
  %v7 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o7, i32 0)
  %o8 = add i64 %i, 2048
  %v8 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o8, i32 0)
  %o9 = add i64 %i, 2304
  %v9 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o9, i32 0)
  %o10 = add i64 %i, 2560
  %v10 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o10, i32 0)
  %o11 = add i64 %i, 2816
  %v11 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o11, i32 0)
  %o12 = add i64 %i, 3072
  %v12 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o12, i32 0)
  %o13 = add i64 %i, 3328
  %v13 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o13, i32 0)
  %o14 = add i64 %i, 3584
  %v14 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o14, i32 0)
  %o15 = add i64 %i, 3840
  %v15 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o15, i32 0)
  %o16 = add i64 %i, 4096
  %v16 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o16, i32 0)
  %o17 = add i64 %i, 4352
  %v17 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o17, i32 0)
  %o18 = add i64 %i, 4608
  %v18 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o18, i32 0)
  %o19 = add i64 %i, 4864
  %v19 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o19, i32 0)
  %o20 = add i64 %i, 5120
  %v20 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o20, i32 0)
  %o21 = add i64 %i, 5376
  %v21 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o21, i32 0)
  %o22 = add i64 %i, 5632
  %v22 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o22, i32 0)
  %o23 = add i64 %i, 5888
  %v23 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o23, i32 0)
  %o24 = add i64 %i, 6144
  %v24 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o24, i32 0)
  %o25 = add i64 %i, 6400
  %v25 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o25, i32 0)
  %o26 = add i64 %i, 6656
  %v26 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o26, i32 0)
  %o27 = add i64 %i, 6912
  %v27 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o27, i32 0)
  %o28 = add i64 %i, 7168
  %v28 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o28, i32 0)
  %o29 = add i64 %i, 7424
  %v29 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o29, i32 0)
  %o30 = add i64 %i, 7680
  %v30 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o30, i32 0)
  %o31 = add i64 %i, 7936
  %v31 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o31, i32 0)
  %o32 = add i64 %i, 8192
  %v32 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %o32, i32 0)
  %x0 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %v0, <64 x float> %v0, <256 x i1> %m)
  %x1 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x0, <64 x float> %v1, <256 x i1> %m)
  %x2 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x1, <64 x float> %v2, <256 x i1> %m)
  %x3 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x2, <64 x float> %v3, <256 x i1> %m)
  %x4 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x3, <64 x float> %v4, <256 x i1> %m)
  %x5 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x4, <64 x float> %v5, <256 x i1> %m)
  %x6 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x5, <64 x float> %v6, <256 x i1> %m)
  %x7 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x6, <64 x float> %v7, <256 x i1> %m)
  %x8 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x7, <64 x float> %v8, <256 x i1> %m)
  %x9 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x8, <64 x float> %v9, <256 x i1> %m)
  %x10 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x9, <64 x float> %v10, <256 x i1> %m)
  %x11 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x10, <64 x float> %v11, <256 x i1> %m)
  %x12 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x11, <64 x float> %v12, <256 x i1> %m)
  %x13 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x12, <64 x float> %v13, <256 x i1> %m)
  %x14 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x13, <64 x float> %v14, <256 x i1> %m)
  %x15 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x14, <64 x float> %v15, <256 x i1> %m)
  %x16 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x15, <64 x float> %v16, <256 x i1> %m)
  %x17 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x16, <64 x float> %v17, <256 x i1> %m)
  %x18 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x17, <64 x float> %v18, <256 x i1> %m)
  %x19 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x18, <64 x float> %v19, <256 x i1> %m)
  %x20 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x19, <64 x float> %v20, <256 x i1> %m)
  %x21 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x20, <64 x float> %v21, <256 x i1> %m)
  %x22 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x21, <64 x float> %v22, <256 x i1> %m)
  %x23 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x22, <64 x float> %v23, <256 x i1> %m)
  %x24 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x23, <64 x float> %v24, <256 x i1> %m)
  %x25 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x24, <64 x float> %v25, <256 x i1> %m)
  %x26 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x25, <64 x float> %v26, <256 x i1> %m)
  %x27 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x26, <64 x float> %v27, <256 x i1> %m)
  %x28 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x27, <64 x float> %v28, <256 x i1> %m)
  %x29 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x28, <64 x float> %v29, <256 x i1> %m)
  %x30 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x29, <64 x float> %v30, <256 x i1> %m)
  %x31 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x30, <64 x float> %v31, <256 x i1> %m)
  %x32 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x31, <64 x float> %v32, <256 x i1> %m)
  %red = call <64 x float> @llvm.pto.vcmax.v64f32(<64 x float> %x32, <256 x i1> %m)
  call void @llvm.pto.vsts.v64f32(<64 x float> %red, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %i, i32 2, <256 x i1> %m)
  %next = add i64 %i, 1024
  %more = icmp ult i64 %next, %bytes
  br i1 %more, label %for.body, label %exit

exit:
  ret void
}

declare i64 @llvm.umin.i64(i64, i64)
