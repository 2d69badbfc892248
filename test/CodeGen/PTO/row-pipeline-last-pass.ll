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
; RUN:   -pto-row-pipeline-last-pass=true < %s \
; RUN:   | FileCheck %s --check-prefix=NEG
; Off by default: the 2-stage loop stays.
; RUN: llc -mtriple=pto -O2 -verify-machineinstrs -stop-after=pto-row-pipeline \
; RUN:   < %s | FileCheck %s --check-prefix=OFF

; The flag-on checks of this function (the shape above) come once llc is
; rebuilt with 09f9735 (the loop's start: the header's phis from
; row.pipe.first).

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
