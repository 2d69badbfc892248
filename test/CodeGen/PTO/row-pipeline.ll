; PTORowPipeline: a loop over rows whose body is a first pass ending in a
; reduction across the lanes (vcmax, vcadd) and passes that need its result
; becomes A(0); for i < N-1 { B(i); A(i+1) }; B(N-1), so that the scheduler
; can issue row i+1's loads and maxima while row i's vcmax, broadcast and
; the passes after them run (docs/benchmarks.md).
; RUN: llc -mtriple=pto -O2 -stop-after=pto-row-pipeline < %s | FileCheck %s
; The list order of the row scheduler (the search that may improve on it:
; sched-rows-search.ll):
; RUN: llc -mtriple=pto -O2 -pto-sched-rows-search=false < %s \
; RUN:   | FileCheck %s --check-prefix=ASM
; RUN: llc -mtriple=pto -O2 -pto-sched-rows=false < %s \
; RUN:   | FileCheck %s --check-prefix=GENERIC
; The register-pressure model: A needs 6 vector registers at its peak, B 3,
; the loop-invariant zeros 1; with 9 the loop stays as it is.
; RUN: llc -mtriple=pto -O2 -stop-after=pto-row-pipeline \
; RUN:   -pto-row-pipeline-registers=9 < %s | FileCheck %s --check-prefix=TIGHT
; RUN: llc -mtriple=pto -O2 -stop-after=pto-row-pipeline \
; RUN:   -pto-enable-row-pipeline=false < %s | FileCheck %s --check-prefix=TIGHT
; Every intrinsic of a reduction across the lanes (PTOCrossLaneReductions,
; generated from the reductions' instruction definitions) splits a row loop,
; the unsigned twins too:
; RUN: llc -mtriple=pto -O2 -stop-after=pto-row-pipeline < %s \
; RUN:   | FileCheck %s --check-prefix=UNSIGNED

; The prologue computes row 0's maximum in the preheader and enters the
; loop if there is a second row; the loop subtracts row r's maximum (a phi)
; and computes row r + 1024's; the epilogue does the last row.
; CHECK-LABEL: define void @rows(
; CHECK:       entry:
; CHECK:         %[[C0:.*]] = call <64 x float> @llvm.pto.vcmax.v64f32(
; CHECK:         %[[MAX0:.*]] = bitcast <64 x i32> %{{.*}} to <64 x float>
; CHECK:         %[[NEXT0:.*]] = add nuw nsw i64 0, 1024
; CHECK-NEXT:    %[[MORE0:.*]] = icmp ult i64 %[[NEXT0]], %n
; CHECK-NEXT:    br i1 %[[MORE0]], label %row, label %row.pipe.epil
; CHECK:       row:
; CHECK-NEXT:    %r = phi i64 [ 0, %entry ], [ %r.next, %row ]
; CHECK-NEXT:    %max.pipe = phi <64 x float> [ %[[MAX0]], %entry ], [ %[[MAX1:.*]], %row ]
; CHECK:         %d0 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y0, <64 x float> %max.pipe,
; CHECK:         call void @llvm.pto.vsts.v64f32(<64 x float> %d3,
; CHECK-NEXT:    %r.next = add nuw nsw i64 %r, 1024
; CHECK-NEXT:    %[[IN1:.*]] = getelementptr inbounds float, ptr addrspace(6) null, i64 %r.next
; CHECK-NEXT:    call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %[[IN1]], i64 0, i32 0)
; CHECK:         call <64 x float> @llvm.pto.vcmax.v64f32(
; CHECK:         %[[MAX1]] = bitcast <64 x i32> %{{.*}} to <64 x float>
; CHECK-NEXT:    %[[NEXT2:.*]] = add nuw nsw i64 %r.next, 1024
; CHECK-NEXT:    %[[MORE2:.*]] = icmp ult i64 %[[NEXT2]], %n
; CHECK-NEXT:    br i1 %[[MORE2]], label %row, label %row.pipe.epil, !llvm.loop ![[LOOP:[0-9]+]]
; CHECK:       row.pipe.epil:
; CHECK-NEXT:    %r.epil = phi i64 [ 0, %entry ], [ %r.next, %row ]
; CHECK-NEXT:    %max.epil = phi <64 x float> [ %[[MAX0]], %entry ], [ %[[MAX1]], %row ]
; CHECK-NOT:     vcmax
; CHECK:         call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %{{.*}}, <64 x float> %max.epil,
; CHECK-NOT:     icmp
; CHECK:         br label %exit

; In the loop's one block, scheduled as the in-order vector pipe runs it
; (PTOMachineScheduler.cpp): row r's four loads, then row r+1's; a load's
; result takes 9 cycles, so row r's vsubs (its maximum is known) start
; before row r+1's vmax, which waits for the later loads; the vcmax and the
; broadcast of row r+1 end the block.
; ASM-LABEL: rows:
; ASM:           // %row
; ASM-COUNT-8:   vlds
; ASM-NOT:       vlds
; ASM:           vsub.f32
; ASM-NEXT:      vsub.f32
; ASM-NEXT:      vsub.f32
; ASM-NEXT:      vmax.f32
; ASM-NEXT:      vmax.f32
; ASM-NEXT:      vsub.f32
; ASM-NEXT:      vsts
; ASM:           vcmax.f32
; ASM-NEXT:      vselr.i32
; ASM-NEXT:      bltu {{x[0-9]+}}, {{x[0-9]+}}, .LBB0_2
; ASM-NEXT:  .LBB0_3: // %row.pipe.epil
; LLVM's generic scheduler instead finishes row r+1's maximum first.
; GENERIC-LABEL: rows:
; GENERIC:       // %row
; GENERIC-COUNT-8: vlds
; GENERIC:       vmax.f32
; GENERIC-NEXT:  vmax.f32
; GENERIC-NEXT:  vmax.f32
; GENERIC-NEXT:  vcmax.f32
; GENERIC-NEXT:  vsub.f32

; TIGHT-LABEL: define void @rows(
; TIGHT-NOT:   pipe
; TIGHT:       ret void

; A store before the first pass's loads: they cannot move ahead of it.
; CHECK-LABEL: define void @store_first(
; CHECK-NOT:   pipe
; CHECK:       ret void

; The loop property the machine scheduler looks for.
; CHECK: ![[LOOP]] = distinct !{![[LOOP]], ![[PROP:[0-9]+]]}
; CHECK: ![[PROP]] = !{!"pto.row.pipelined", i32 0}

define void @rows(i64 %n) {
entry:
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  %zeros = call <64 x i32> @llvm.pto.vdup.v64i32(i64 0, <256 x i1> %all)
  br label %row

row:
  %r = phi i64 [ 0, %entry ], [ %r.next, %row ]
  %in = getelementptr inbounds float, ptr addrspace(6) null, i64 %r
  %out = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %r
  %x0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 0, i32 0)
  %x1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 256, i32 0)
  %x2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 512, i32 0)
  %x3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 768, i32 0)
  %m01 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x0, <64 x float> %x1, <256 x i1> %all)
  %m23 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x2, <64 x float> %x3, <256 x i1> %all)
  %m = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %m01, <64 x float> %m23, <256 x i1> %all)
  %c = call <64 x float> @llvm.pto.vcmax.v64f32(<64 x float> %m, <256 x i1> %all)
  %c.i = bitcast <64 x float> %c to <64 x i32>
  %b.i = call <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32> %c.i, <64 x i32> %zeros)
  %max = bitcast <64 x i32> %b.i to <64 x float>
  %y0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 0, i32 0)
  %d0 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y0, <64 x float> %max, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d0, ptr addrspace(6) %out, i64 0, i32 2, <256 x i1> %all)
  %y1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 256, i32 0)
  %d1 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y1, <64 x float> %max, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d1, ptr addrspace(6) %out, i64 256, i32 2, <256 x i1> %all)
  %y2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 512, i32 0)
  %d2 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y2, <64 x float> %max, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d2, ptr addrspace(6) %out, i64 512, i32 2, <256 x i1> %all)
  %y3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 768, i32 0)
  %d3 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y3, <64 x float> %max, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d3, ptr addrspace(6) %out, i64 768, i32 2, <256 x i1> %all)
  %r.next = add nuw nsw i64 %r, 1024
  %more = icmp ult i64 %r.next, %n
  br i1 %more, label %row, label %exit

exit:
  ret void
}
define void @store_first(i64 %n) {
entry:
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  %zeros = call <64 x i32> @llvm.pto.vdup.v64i32(i64 0, <256 x i1> %all)
  br label %row

row:
  %r = phi i64 [ 0, %entry ], [ %r.next, %row ]
  %in = getelementptr inbounds float, ptr addrspace(6) null, i64 %r
  %out = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %r
  call void @llvm.pto.vsts.v64f32(<64 x float> zeroinitializer, ptr addrspace(6) %out, i64 1024, i32 2, <256 x i1> %all)
  %x0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 0, i32 0)
  %x1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 256, i32 0)
  %x2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 512, i32 0)
  %x3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 768, i32 0)
  %m01 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x0, <64 x float> %x1, <256 x i1> %all)
  %m23 = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %x2, <64 x float> %x3, <256 x i1> %all)
  %m = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %m01, <64 x float> %m23, <256 x i1> %all)
  %c = call <64 x float> @llvm.pto.vcmax.v64f32(<64 x float> %m, <256 x i1> %all)
  %c.i = bitcast <64 x float> %c to <64 x i32>
  %b.i = call <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32> %c.i, <64 x i32> %zeros)
  %max = bitcast <64 x i32> %b.i to <64 x float>
  %y0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 0, i32 0)
  %d0 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y0, <64 x float> %max, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d0, ptr addrspace(6) %out, i64 0, i32 2, <256 x i1> %all)
  %y1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 256, i32 0)
  %d1 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y1, <64 x float> %max, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d1, ptr addrspace(6) %out, i64 256, i32 2, <256 x i1> %all)
  %y2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 512, i32 0)
  %d2 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y2, <64 x float> %max, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d2, ptr addrspace(6) %out, i64 512, i32 2, <256 x i1> %all)
  %y3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in, i64 768, i32 0)
  %d3 = call <64 x float> @llvm.pto.vsub.v64f32(<64 x float> %y3, <64 x float> %max, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d3, ptr addrspace(6) %out, i64 768, i32 2, <256 x i1> %all)
  %r.next = add nuw nsw i64 %r, 1024
  %more = icmp ult i64 %r.next, %n
  br i1 %more, label %row, label %exit

exit:
  ret void
}

; UNSIGNED-LABEL: define void @row_sums_u32(
; UNSIGNED:       entry:
; UNSIGNED:         call <64 x i32> @llvm.pto.vcadd.u.v64i32(
; UNSIGNED:       row:
; UNSIGNED:         call <64 x i32> @llvm.pto.vsub.v64i32(
; UNSIGNED:         call <64 x i32> @llvm.pto.vcadd.u.v64i32(
; UNSIGNED:         br i1 %{{.*}}, label %row, label %row.pipe.epil, !llvm.loop
; UNSIGNED:       row.pipe.epil:
; UNSIGNED-NOT:     vcadd
; UNSIGNED:         call <64 x i32> @llvm.pto.vsub.v64i32(
define void @row_sums_u32(i64 %n) {
entry:
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  %zeros = call <64 x i32> @llvm.pto.vdup.v64i32(i64 0, <256 x i1> %all)
  br label %row

row:
  %r = phi i64 [ 0, %entry ], [ %r.next, %row ]
  %in = getelementptr inbounds i32, ptr addrspace(6) null, i64 %r
  %out = getelementptr inbounds i32, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %r
  %x0 = call <64 x i32> @llvm.pto.vlds.v64i32(ptr addrspace(6) %in, i64 0, i32 0)
  %x1 = call <64 x i32> @llvm.pto.vlds.v64i32(ptr addrspace(6) %in, i64 256, i32 0)
  %s = call <64 x i32> @llvm.pto.vadd.v64i32(<64 x i32> %x0, <64 x i32> %x1, <256 x i1> %all)
  %c = call <64 x i32> @llvm.pto.vcadd.u.v64i32(<64 x i32> %s, <256 x i1> %all)
  %sum = call <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32> %c, <64 x i32> %zeros)
  %y0 = call <64 x i32> @llvm.pto.vlds.v64i32(ptr addrspace(6) %in, i64 0, i32 0)
  %d0 = call <64 x i32> @llvm.pto.vsub.v64i32(<64 x i32> %y0, <64 x i32> %sum, <256 x i1> %all)
  call void @llvm.pto.vsts.v64i32(<64 x i32> %d0, ptr addrspace(6) %out, i64 0, i32 2, <256 x i1> %all)
  %y1 = call <64 x i32> @llvm.pto.vlds.v64i32(ptr addrspace(6) %in, i64 256, i32 0)
  %d1 = call <64 x i32> @llvm.pto.vsub.v64i32(<64 x i32> %y1, <64 x i32> %sum, <256 x i1> %all)
  call void @llvm.pto.vsts.v64i32(<64 x i32> %d1, ptr addrspace(6) %out, i64 256, i32 2, <256 x i1> %all)
  %r.next = add nuw nsw i64 %r, 512
  %more = icmp ult i64 %r.next, %n
  br i1 %more, label %row, label %exit

exit:
  ret void
}

declare <256 x i1> @llvm.pto.pset.b32(i32)
declare <64 x i32> @llvm.pto.vdup.v64i32(i64, <256 x i1>)
declare <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6), i64, i32)
declare void @llvm.pto.vsts.v64f32(<64 x float>, ptr addrspace(6), i64, i32, <256 x i1>)
declare <64 x float> @llvm.pto.vmax.v64f32(<64 x float>, <64 x float>, <256 x i1>)
declare <64 x float> @llvm.pto.vcmax.v64f32(<64 x float>, <256 x i1>)
declare <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32>, <64 x i32>)
declare <64 x float> @llvm.pto.vsub.v64f32(<64 x float>, <64 x float>, <256 x i1>)
declare <64 x i32> @llvm.pto.vlds.v64i32(ptr addrspace(6), i64, i32)
declare void @llvm.pto.vsts.v64i32(<64 x i32>, ptr addrspace(6), i64, i32, <256 x i1>)
declare <64 x i32> @llvm.pto.vadd.v64i32(<64 x i32>, <64 x i32>, <256 x i1>)
declare <64 x i32> @llvm.pto.vsub.v64i32(<64 x i32>, <64 x i32>, <256 x i1>)
declare <64 x i32> @llvm.pto.vcadd.u.v64i32(<64 x i32>, <256 x i1>)
