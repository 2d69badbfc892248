; PTORowPipeline's third stage: in a loop over rows whose body is a first
; pass ending in a reduction (the mean), a second pass ending in another
; (the squares of x - mean, which it also stores) and a last pass that
; scales the stored row by a value computed from the second reduction alone
; (1 / sqrt(var + eps)), the last pass of row i-1 runs in iteration i,
; reloading the row from UB, so that it fills the cycles of row i's chain
; from the squares' vcadd to the vdiv (docs/benchmarks.md). The 2-stage
; loop A(0); { B(i); A(i+1) }; B(N-1) becomes A(0); B'(0) A(1);
; { C(i-1); B'(i); A(i+1) }; C(N-2); B(N-1), B' being B without C; only
; the reciprocal is carried, C's addresses are recomputed from the row
; index less its step.
; For N rows: N = 1 runs B(0) whole in row.pipe.epil; N = 2 runs B'(0) A(1)
; in row.pipe.first, then C(0); B(1) in row.pipe.last; N >= 3 enters the
; loop at row 1 (r = 256, row 1's mean), with C(i-1) at r - 256.
; RUN: llc -mtriple=pto -O2 -verify-machineinstrs -stop-after=pto-row-pipeline \
; RUN:   < %s | FileCheck %s --check-prefixes=CHECK,NEG
; Turned off: the 2-stage loop stays.
; RUN: llc -mtriple=pto -O2 -verify-machineinstrs -stop-after=pto-row-pipeline \
; RUN:   -pto-row-pipeline-last-pass=false < %s | FileCheck %s --check-prefix=OFF
; Only the last two stores of the pass move (the default is 7, more than the
; four here): the first two registers are scaled in the row's own iteration.
; RUN: llc -mtriple=pto -O2 -verify-machineinstrs -stop-after=pto-row-pipeline \
; RUN:   -pto-row-pipeline-last-pass-stores=2 < %s \
; RUN:   | FileCheck %s --check-prefix=STORES2

; CHECK-LABEL: define void @layernorm_rows(
; CHECK:       entry:
; CHECK:         %[[MEAN0:.*]] = call <64 x float> @llvm.pto.vmuls.v64f32(
; CHECK-NEXT:    %[[NEXT0:.*]] = add nuw nsw i64 0, 256
; CHECK-NEXT:    %[[MORE0:.*]] = icmp ult i64 %[[NEXT0]], %n
; CHECK-NEXT:    br i1 %[[MORE0]], label %row.pipe.first, label %row.pipe.epil
; B'(0): the second pass and the reciprocal, no last pass; then A(1).
; CHECK:       row.pipe.first:
; CHECK:         call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %{{.*}}, <64 x float> %[[MEAN0]],
; CHECK:         %[[RSTD0:.*]] = call <64 x float> @llvm.pto.vdiv.v64f32(
; CHECK-NEXT:    %[[R1:.*]] = add nuw nsw i64 0, 256
; CHECK:         %[[MEAN1:.*]] = call <64 x float> @llvm.pto.vmuls.v64f32(
; CHECK-NEXT:    %[[NEXT1:.*]] = add nuw nsw i64 %[[R1]], 256
; CHECK-NEXT:    %[[MORE1:.*]] = icmp ult i64 %[[NEXT1]], %n
; CHECK-NEXT:    br i1 %[[MORE1]], label %row, label %row.pipe.last, !pto.row.prologue
; The loop starts at row 1 with row 1's mean; only the reciprocal is carried.
; CHECK:       row:
; CHECK-NEXT:    %r = phi i64 [ %[[R1]], %row.pipe.first ], [ %r.next, %row ]
; CHECK-NEXT:    %mean.pipe = phi <64 x float> [ %[[MEAN1]], %row.pipe.first ], [ %[[MEAN2:.*]], %row ]
; CHECK-NEXT:    %rstd.last = phi <64 x float> [ %[[RSTD0]], %row.pipe.first ], [ %rstd, %row ]
; CHECK-NEXT:    %r.prev = sub i64 %r, 256
; C(i-1): the row before, reloaded from UB.
; CHECK-NEXT:    %out.last = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %r.prev
; CHECK-NEXT:    %z0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out.last, i64 0, i32 0)
; CHECK-NEXT:    %o0 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z0, <64 x float> %rstd.last,
; CHECK-NEXT:    call void @llvm.pto.vsts.v64f32(<64 x float> %o0, ptr addrspace(6) %out.last, i64 0, i32 2,
; CHECK:         call void @llvm.pto.vsts.v64f32(<64 x float> %o3, ptr addrspace(6) %out.last, i64 768, i32 2,
; B'(i), then A(i+1).
; CHECK-NEXT:    %in1 = getelementptr inbounds float, ptr addrspace(6) null, i64 %r
; CHECK-NEXT:    %out = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %r
; CHECK-NEXT:    %y0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in1, i64 0, i32 0)
; CHECK-NEXT:    %d0 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y0, <64 x float> %mean.pipe,
; CHECK:         %rstd = call <64 x float> @llvm.pto.vdiv.v64f32(
; CHECK-NEXT:    %r.next = add nuw nsw i64 %r, 256
; CHECK-NEXT:    %[[IN2:.*]] = getelementptr inbounds float, ptr addrspace(6) null, i64 %r.next
; CHECK-NEXT:    call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %[[IN2]], i64 0, i32 0)
; CHECK:         %[[MEAN2]] = call <64 x float> @llvm.pto.vmuls.v64f32(
; CHECK-NEXT:    %[[NEXT2:.*]] = add nuw nsw i64 %r.next, 256
; CHECK-NEXT:    %[[MORE2:.*]] = icmp ult i64 %[[NEXT2]], %n
; CHECK-NEXT:    br i1 %[[MORE2]], label %row, label %row.pipe.last, !llvm.loop
; C(N-2), then B(N-1) whole.
; CHECK:       row.pipe.last:
; CHECK-NEXT:    %[[RSTDL:.*]] = phi <64 x float> [ %[[RSTD0]], %row.pipe.first ], [ %rstd, %row ]
; CHECK-NEXT:    %r.last = phi i64 [ 0, %row.pipe.first ], [ %r, %row ]
; CHECK-NEXT:    %r.next.last = phi i64 [ %[[R1]], %row.pipe.first ], [ %r.next, %row ]
; CHECK-NEXT:    %[[MEANL:.*]] = phi <64 x float> [ %[[MEAN1]], %row.pipe.first ], [ %[[MEAN2]], %row ]
; CHECK-NEXT:    %[[OUTL:.*]] = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %r.last
; CHECK-NEXT:    %[[Z0:.*]] = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %[[OUTL]], i64 0, i32 0)
; CHECK-NEXT:    call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %[[Z0]], <64 x float> %[[RSTDL]],
; CHECK:         %[[OUTN:.*]] = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %r.next.last
; CHECK:         call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %{{.*}}, <64 x float> %[[MEANL]],
; CHECK:         %[[RSTDN:.*]] = call <64 x float> @llvm.pto.vdiv.v64f32(
; CHECK-NEXT:    %[[ZN:.*]] = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %[[OUTN]], i64 0, i32 0)
; CHECK-NEXT:    call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %[[ZN]], <64 x float> %[[RSTDN]],
; CHECK:         br label %exit
; One row: the 2-stage epilogue, B(0) whole.
; CHECK:       row.pipe.epil:
; CHECK-NEXT:    %r.epil = phi i64 [ 0, %entry ]
; CHECK-NEXT:    %mean.epil = phi <64 x float> [ %[[MEAN0]], %entry ]
; CHECK:         call <64 x float> @llvm.pto.vdiv.v64f32(
; CHECK:         br label %exit
; CHECK:       exit:
; CHECK-NEXT:    ret void

; STORES2-LABEL: define void @layernorm_rows(
; STORES2:       row:
; STORES2:         %rstd.last = phi <64 x float>
; STORES2-NEXT:    %r.prev = sub i64 %r, 256
; STORES2-NEXT:    %out.last = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %r.prev
; STORES2-NEXT:    %z2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out.last, i64 512, i32 0)
; STORES2-NEXT:    %o2 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z2, <64 x float> %rstd.last,
; STORES2-NEXT:    call void @llvm.pto.vsts.v64f32(<64 x float> %o2, ptr addrspace(6) %out.last, i64 512, i32 2,
; STORES2-NEXT:    %z3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out.last, i64 768, i32 0)
; STORES2-NEXT:    %o3 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z3, <64 x float> %rstd.last,
; STORES2-NEXT:    call void @llvm.pto.vsts.v64f32(<64 x float> %o3, ptr addrspace(6) %out.last, i64 768, i32 2,
; STORES2-NEXT:    %in1 = getelementptr inbounds float, ptr addrspace(6) null, i64 %r
; STORES2:         %rstd = call <64 x float> @llvm.pto.vdiv.v64f32(
; STORES2-NEXT:    %z0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 0, i32 0)
; STORES2-NEXT:    %o0 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z0, <64 x float> %rstd,
; STORES2-NEXT:    call void @llvm.pto.vsts.v64f32(<64 x float> %o0, ptr addrspace(6) %out, i64 0, i32 2,
; STORES2-NEXT:    %z1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 256, i32 0)
; STORES2-NEXT:    %o1 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z1, <64 x float> %rstd,
; STORES2-NEXT:    call void @llvm.pto.vsts.v64f32(<64 x float> %o1, ptr addrspace(6) %out, i64 256, i32 2,
; STORES2-NEXT:    %r.next = add nuw nsw i64 %r, 256
; STORES2-NOT:     @llvm.pto.vsts
; STORES2:         br i1 %{{.*}}, label %row, label %row.pipe.last, !llvm.loop

; OFF-LABEL: define void @layernorm_rows(
; OFF:         br i1 %{{.*}}, label %row, label %row.pipe.epil
; OFF-NOT:     row.pipe.first
; OFF:       row:
; OFF-NEXT:    %r = phi i64 [ 0, %entry ], [ %r.next, %row ]
; OFF-NEXT:    %mean.pipe = phi <64 x float> [ %{{.*}}, %entry ], [ %{{.*}}, %row ]
; OFF-NEXT:    %in1 = getelementptr inbounds float, ptr addrspace(6) null, i64 %r
; OFF:         %rstd = call <64 x float> @llvm.pto.vdiv.v64f32(
; OFF-NEXT:    %z0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 0, i32 0)
; OFF-NEXT:    %o0 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z0, <64 x float> %rstd,
; OFF:         br i1 %{{.*}}, label %row, label %row.pipe.epil, !llvm.loop
; OFF:       row.pipe.epil:
; OFF-NOT:     row.pipe.last
; OFF:         ret void

define void @layernorm_rows(i64 %n) {
entry:
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  %zeros = call <64 x i32> @llvm.pto.vdup.v64i32(i64 0, <256 x i1> %all)
  %one.i = call <64 x i32> @llvm.pto.vdup.v64i32(i64 1065353216, <256 x i1> %all)
  %one = bitcast <64 x i32> %one.i to <64 x float>
  br label %row

row:
  %r = phi i64 [ 0, %entry ], [ %r.next, %row ]
  %in = getelementptr inbounds float, ptr addrspace(6) null, i64 %r
  %out = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %r
  %x0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 0, i32 0), !pto.ub.footprint !0
  %x1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 256, i32 0), !pto.ub.footprint !0
  %x2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 512, i32 0), !pto.ub.footprint !0
  %x3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 768, i32 0), !pto.ub.footprint !0
  %s01 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x0, <64 x float> %x1, <256 x i1> %all)
  %s23 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x2, <64 x float> %x3, <256 x i1> %all)
  %s = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %s01, <64 x float> %s23, <256 x i1> %all)
  %c = call <64 x float> @llvm.pto.vcadd.v64f32(<64 x float> %s, <256 x i1> %all)
  %c.i = bitcast <64 x float> %c to <64 x i32>
  %b.i = call <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32> %c.i, <64 x i32> %zeros)
  %sum = bitcast <64 x i32> %b.i to <64 x float>
  %mean = call <64 x float> @llvm.pto.vmuls.v64f32(<64 x float> %sum, i64 998244352, <256 x i1> %all)
  %y0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 0, i32 0), !pto.ub.footprint !0
  %d0 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y0, <64 x float> %mean, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d0, ptr addrspace(6) %out, i64 0, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %y1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 256, i32 0), !pto.ub.footprint !0
  %d1 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y1, <64 x float> %mean, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d1, ptr addrspace(6) %out, i64 256, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %y2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 512, i32 0), !pto.ub.footprint !0
  %d2 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y2, <64 x float> %mean, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d2, ptr addrspace(6) %out, i64 512, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %y3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 768, i32 0), !pto.ub.footprint !0
  %d3 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y3, <64 x float> %mean, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d3, ptr addrspace(6) %out, i64 768, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %q0 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %d0, <64 x float> %d0, <256 x i1> %all)
  %q1 = call <64 x float> @llvm.pto.vmula.v64f32(<64 x float> %q0, <64 x float> %d1, <64 x float> %d1, <256 x i1> %all)
  %q2 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %d2, <64 x float> %d2, <256 x i1> %all)
  %q3 = call <64 x float> @llvm.pto.vmula.v64f32(<64 x float> %q2, <64 x float> %d3, <64 x float> %d3, <256 x i1> %all)
  %q = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %q1, <64 x float> %q3, <256 x i1> %all)
  %v = call <64 x float> @llvm.pto.vcadd.v64f32(<64 x float> %q, <256 x i1> %all)
  %v.i = bitcast <64 x float> %v to <64 x i32>
  %vb.i = call <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32> %v.i, <64 x i32> %zeros)
  %var = bitcast <64 x i32> %vb.i to <64 x float>
  %vm = call <64 x float> @llvm.pto.vmuls.v64f32(<64 x float> %var, i64 998244352, <256 x i1> %all)
  %ve = call <64 x float> @llvm.pto.vadds.v64f32(<64 x float> %vm, i64 925353388, <256 x i1> %all)
  %sd = call <64 x float> @llvm.pto.vsqrt.v64f32(<64 x float> %ve, <256 x i1> %all)
  %rstd = call <64 x float> @llvm.pto.vdiv.v64f32(<64 x float> %one, <64 x float> %sd, <256 x i1> %all)
  %z0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 0, i32 0), !pto.ub.footprint !1
  %o0 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z0, <64 x float> %rstd, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %o0, ptr addrspace(6) %out, i64 0, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %z1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 256, i32 0), !pto.ub.footprint !1
  %o1 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z1, <64 x float> %rstd, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %o1, ptr addrspace(6) %out, i64 256, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %z2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 512, i32 0), !pto.ub.footprint !1
  %o2 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z2, <64 x float> %rstd, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %o2, ptr addrspace(6) %out, i64 512, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %z3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 768, i32 0), !pto.ub.footprint !1
  %o3 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z3, <64 x float> %rstd, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %o3, ptr addrspace(6) %out, i64 768, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %r.next = add nuw nsw i64 %r, 256
  %more = icmp ult i64 %r.next, %n
  br i1 %more, label %row, label %exit

exit:
  ret void
}

; A store after the last pass: the pass cannot move below it, so only the
; 2-stage split is made, with the flag on or off.
; NEG-LABEL: define void @store_after(
; NEG-NOT:   row.pipe.first
; NEG:       row:
; NEG-NEXT:    %r = phi i64 [ 0, %entry ], [ %r.next, %row ]
; NEG-NEXT:    %mean.pipe = phi
; NEG-NEXT:    %in1 = getelementptr inbounds float, ptr addrspace(6) null, i64 %r
; NEG:         %rstd = call <64 x float> @llvm.pto.vdiv.v64f32(
; NEG-NEXT:    %z0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 0, i32 0)
; NEG:         call void @llvm.pto.vsts.v64f32(<64 x float> %mean.pipe, ptr addrspace(6) %out, i64 1024, i32 2,
; NEG:         br i1 %{{.*}}, label %row, label %row.pipe.epil, !llvm.loop
; NEG-NOT:   row.pipe.last
; NEG:       row.pipe.epil:
; NEG-NOT:   row.pipe.last
; NEG:         ret void

; OFF-LABEL: define void @store_after(
; OFF-NOT:     row.pipe.first
; OFF:       row:
; OFF-NEXT:    %r = phi i64 [ 0, %entry ], [ %r.next, %row ]
; OFF:       row.pipe.epil:
; OFF-NOT:     row.pipe.last
; OFF:         ret void
define void @store_after(i64 %n) {
entry:
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  %zeros = call <64 x i32> @llvm.pto.vdup.v64i32(i64 0, <256 x i1> %all)
  %one.i = call <64 x i32> @llvm.pto.vdup.v64i32(i64 1065353216, <256 x i1> %all)
  %one = bitcast <64 x i32> %one.i to <64 x float>
  br label %row

row:
  %r = phi i64 [ 0, %entry ], [ %r.next, %row ]
  %in = getelementptr inbounds float, ptr addrspace(6) null, i64 %r
  %out = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %r
  %x0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 0, i32 0), !pto.ub.footprint !0
  %x1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 256, i32 0), !pto.ub.footprint !0
  %x2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 512, i32 0), !pto.ub.footprint !0
  %x3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 768, i32 0), !pto.ub.footprint !0
  %s01 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x0, <64 x float> %x1, <256 x i1> %all)
  %s23 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x2, <64 x float> %x3, <256 x i1> %all)
  %s = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %s01, <64 x float> %s23, <256 x i1> %all)
  %c = call <64 x float> @llvm.pto.vcadd.v64f32(<64 x float> %s, <256 x i1> %all)
  %c.i = bitcast <64 x float> %c to <64 x i32>
  %b.i = call <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32> %c.i, <64 x i32> %zeros)
  %sum = bitcast <64 x i32> %b.i to <64 x float>
  %mean = call <64 x float> @llvm.pto.vmuls.v64f32(<64 x float> %sum, i64 998244352, <256 x i1> %all)
  %y0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 0, i32 0), !pto.ub.footprint !0
  %d0 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y0, <64 x float> %mean, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d0, ptr addrspace(6) %out, i64 0, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %y1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 256, i32 0), !pto.ub.footprint !0
  %d1 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y1, <64 x float> %mean, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d1, ptr addrspace(6) %out, i64 256, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %y2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 512, i32 0), !pto.ub.footprint !0
  %d2 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y2, <64 x float> %mean, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d2, ptr addrspace(6) %out, i64 512, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %y3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 768, i32 0), !pto.ub.footprint !0
  %d3 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y3, <64 x float> %mean, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d3, ptr addrspace(6) %out, i64 768, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %q0 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %d0, <64 x float> %d0, <256 x i1> %all)
  %q1 = call <64 x float> @llvm.pto.vmula.v64f32(<64 x float> %q0, <64 x float> %d1, <64 x float> %d1, <256 x i1> %all)
  %q2 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %d2, <64 x float> %d2, <256 x i1> %all)
  %q3 = call <64 x float> @llvm.pto.vmula.v64f32(<64 x float> %q2, <64 x float> %d3, <64 x float> %d3, <256 x i1> %all)
  %q = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %q1, <64 x float> %q3, <256 x i1> %all)
  %v = call <64 x float> @llvm.pto.vcadd.v64f32(<64 x float> %q, <256 x i1> %all)
  %v.i = bitcast <64 x float> %v to <64 x i32>
  %vb.i = call <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32> %v.i, <64 x i32> %zeros)
  %var = bitcast <64 x i32> %vb.i to <64 x float>
  %vm = call <64 x float> @llvm.pto.vmuls.v64f32(<64 x float> %var, i64 998244352, <256 x i1> %all)
  %ve = call <64 x float> @llvm.pto.vadds.v64f32(<64 x float> %vm, i64 925353388, <256 x i1> %all)
  %sd = call <64 x float> @llvm.pto.vsqrt.v64f32(<64 x float> %ve, <256 x i1> %all)
  %rstd = call <64 x float> @llvm.pto.vdiv.v64f32(<64 x float> %one, <64 x float> %sd, <256 x i1> %all)
  %z0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 0, i32 0), !pto.ub.footprint !1
  %o0 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z0, <64 x float> %rstd, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %o0, ptr addrspace(6) %out, i64 0, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %z1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 256, i32 0), !pto.ub.footprint !1
  %o1 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z1, <64 x float> %rstd, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %o1, ptr addrspace(6) %out, i64 256, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %z2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 512, i32 0), !pto.ub.footprint !1
  %o2 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z2, <64 x float> %rstd, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %o2, ptr addrspace(6) %out, i64 512, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %z3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %out, i64 768, i32 0), !pto.ub.footprint !1
  %o3 = call <64 x float> @llvm.pto.vmul.v64f32(<64 x float> %z3, <64 x float> %rstd, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %o3, ptr addrspace(6) %out, i64 768, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  call void @llvm.pto.vsts.v64f32(<64 x float> %mean, ptr addrspace(6) %out, i64 1024, i32 2, <256 x i1> %all), !pto.ub.footprint !1
  %r.next = add nuw nsw i64 %r, 256
  %more = icmp ult i64 %r.next, %n
  br i1 %more, label %row, label %exit

exit:
  ret void
}

declare <256 x i1> @llvm.pto.pset.b32(i32)
declare <64 x i32> @llvm.pto.vdup.v64i32(i64, <256 x i1>)
declare <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6), i64, i32)
declare void @llvm.pto.vsts.v64f32(<64 x float>, ptr addrspace(6), i64, i32, <256 x i1>)
declare <64 x float> @llvm.pto.vadd.v64f32(<64 x float>, <64 x float>, <256 x i1>)
declare <64 x float> @llvm.pto.vsub.v64f32(<64 x float>, <64 x float>, <256 x i1>)
declare <64 x float> @llvm.pto.vmul.v64f32(<64 x float>, <64 x float>, <256 x i1>)
declare <64 x float> @llvm.pto.vmula.v64f32(<64 x float>, <64 x float>, <64 x float>, <256 x i1>)
declare <64 x float> @llvm.pto.vmuls.v64f32(<64 x float>, i64, <256 x i1>)
declare <64 x float> @llvm.pto.vadds.v64f32(<64 x float>, i64, <256 x i1>)
declare <64 x float> @llvm.pto.vsqrt.v64f32(<64 x float>, <256 x i1>)
declare <64 x float> @llvm.pto.vdiv.v64f32(<64 x float>, <64 x float>, <256 x i1>)
declare <64 x float> @llvm.pto.vcadd.v64f32(<64 x float>, <256 x i1>)
declare <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32>, <64 x i32>)

!0 = !{i64 0, i64 65536}
!1 = !{i64 65536, i64 131072}
