; PTORowPipeline on rows that are only reduced (rowsum: every vector load
; feeds a reduction across the lanes; the unroller put two rows, here, or
; four in one block): stage A is what the reductions read, the loads and
; partial sums of all the block's rows, stage B the reductions, broadcasts
; and stores. The loop becomes A(0); for i < N-1 { B(i); A(i+1) }; B(N-1),
; so that each row's vcadd (19 cycles) waits while the next block's rows
; load (docs/benchmarks.md, item 9). Row 1's loads follow row 0's store:
; they move ahead of it only because their UB footprints are apart. The
; loop's exit, which the guard around it reaches too, gets a block of its
; own.
; RUN: llc -mtriple=pto -O2 -stop-after=pto-row-pipeline < %s | FileCheck %s
; RUN: llc -mtriple=pto -O2 -stop-after=pto-row-pipeline \
; RUN:   -pto-row-pipeline-reduced-rows=false < %s | FileCheck %s --check-prefix=OFF
; The list order of the row scheduler (the search that may improve on it:
; sched-rows-search.ll):
; RUN: llc -mtriple=pto -O2 -pto-sched-rows-search=false < %s \
; RUN:   | FileCheck %s --check-prefix=ASM
; RUN: llc -mtriple=pto -O2 -pto-sched-unrolled-rows=false < %s \
; RUN:   | FileCheck %s --check-prefix=GENASM

; The prologue in the preheader: both rows' loads and partial sums, no
; reduction; its branch tells the machine scheduler to order it as the
; loop's rows.
; CHECK-LABEL: define void @row_sums(
; CHECK:       pre:
; CHECK-COUNT-8: call <64 x float> @llvm.pto.vlds.v64f32(
; CHECK-NOT:     vcadd
; CHECK:         br i1 %{{.*}}, label %row, label %row.pipe.epil, !pto.row.prologue
; The loop: the carried sums' reductions and stores, then the next rows'
; loads.
; CHECK:       row:
; CHECK-NEXT:    %r = phi i64
; CHECK-NEXT:    %s0.pipe = phi <64 x float>
; CHECK-NEXT:    %s1.pipe = phi <64 x float>
; CHECK:         call <64 x float> @llvm.pto.vcadd.v64f32(<64 x float> %s0.pipe,
; CHECK:         call void @llvm.pto.vsts.v64f32(
; CHECK:         call <64 x float> @llvm.pto.vcadd.v64f32(<64 x float> %s1.pipe,
; CHECK:         call void @llvm.pto.vsts.v64f32(
; CHECK-COUNT-8: call <64 x float> @llvm.pto.vlds.v64f32(
; CHECK-NOT:     vcadd
; CHECK:         br i1 %{{.*}}, label %row, label %row.pipe.epil, !llvm.loop
; The epilogue: the last rows' reductions, then the exit's own block.
; CHECK:       row.pipe.epil:
; CHECK-NOT:     vlds
; CHECK-COUNT-2: call <64 x float> @llvm.pto.vcadd.v64f32(
; CHECK:         br label %[[CRIT:.*]]
; CHECK:       [[CRIT]]:
; CHECK-NEXT:    br label %exit

; CHECK-LABEL: define void @row_sums_overlap(
; CHECK-NOT:   pipe
; CHECK:       ret void

; OFF-LABEL: define void @row_sums(
; OFF-NOT:   pipe
; OFF:       ret void

; The prologue is ordered by the machine scheduler's row strategy, as the
; vector pipe runs it (the loads, the zeros of the broadcast, the partial
; sums); the generic scheduler, which orders it otherwise, spilled in
; rowsum's prologue of four rows of sixteen registers. In the loop's block
; the vcadds come first, the loads of the next rows fill their latency.
; ASM-LABEL: row_sums:
; ASM:         pset_b32
; ASM-COUNT-8: vlds
; ASM-NEXT:    vdup.i32
; GENASM-LABEL: row_sums:
; GENASM-COUNT-6: vadd.f32
; GENASM-NEXT:    vdup.i32
; ASM:       // %row{{$}}
; ASM-NOT:     vlds
; ASM:         vcadd.f32
; ASM-NOT:     vlds
; ASM:         vcadd.f32
; ASM-COUNT-8: vlds
; ASM:       // %row.pipe.epil
define void @row_sums(i64 %n) {
entry:
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  %zeros = call <64 x i32> @llvm.pto.vdup.v64i32(i64 0, <256 x i1> %all)
  %any = icmp ugt i64 %n, 2047
  br i1 %any, label %pre, label %exit

pre:
  br label %row

row:
  %r = phi i64 [ 0, %pre ], [ %r.next, %row ]
  %in0 = getelementptr inbounds float, ptr addrspace(6) null, i64 %r
  %x00 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in0, i64 0, i32 0), !pto.ub.footprint !0
  %x01 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in0, i64 256, i32 0), !pto.ub.footprint !0
  %x02 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in0, i64 512, i32 0), !pto.ub.footprint !0
  %x03 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in0, i64 768, i32 0), !pto.ub.footprint !0
  %s0a = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x00, <64 x float> %x01, <256 x i1> %all)
  %s0b = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x02, <64 x float> %x03, <256 x i1> %all)
  %s0 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %s0a, <64 x float> %s0b, <256 x i1> %all)
  %c0 = call <64 x float> @llvm.pto.vcadd.v64f32(<64 x float> %s0, <256 x i1> %all)
  %c0.i = bitcast <64 x float> %c0 to <64 x i32>
  %b0.i = call <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32> %c0.i, <64 x i32> %zeros)
  %b0 = bitcast <64 x i32> %b0.i to <64 x float>
  %i0 = lshr exact i64 %r, 10
  call void @llvm.pto.vsts.v64f32(<64 x float> %b0, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %i0, i32 5, <256 x i1> %all), !pto.ub.footprint !1
  %base1 = or disjoint i64 %r, 1024
  %in1 = getelementptr inbounds float, ptr addrspace(6) null, i64 %base1
  %x10 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in1, i64 0, i32 0), !pto.ub.footprint !0
  %x11 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in1, i64 256, i32 0), !pto.ub.footprint !0
  %x12 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in1, i64 512, i32 0), !pto.ub.footprint !0
  %x13 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in1, i64 768, i32 0), !pto.ub.footprint !0
  %s1a = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x10, <64 x float> %x11, <256 x i1> %all)
  %s1b = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x12, <64 x float> %x13, <256 x i1> %all)
  %s1 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %s1a, <64 x float> %s1b, <256 x i1> %all)
  %c1 = call <64 x float> @llvm.pto.vcadd.v64f32(<64 x float> %s1, <256 x i1> %all)
  %c1.i = bitcast <64 x float> %c1 to <64 x i32>
  %b1.i = call <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32> %c1.i, <64 x i32> %zeros)
  %b1 = bitcast <64 x i32> %b1.i to <64 x float>
  %i1 = lshr exact i64 %base1, 10
  call void @llvm.pto.vsts.v64f32(<64 x float> %b1, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %i1, i32 5, <256 x i1> %all), !pto.ub.footprint !1
  %r.next = add nuw nsw i64 %r, 2048
  %more = icmp ult i64 %r.next, %n
  br i1 %more, label %row, label %exit

exit:
  ret void
}
; The store's footprint overlaps the loads': row 1's loads stay behind it.
define void @row_sums_overlap(i64 %n) {
entry:
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  %zeros = call <64 x i32> @llvm.pto.vdup.v64i32(i64 0, <256 x i1> %all)
  %any = icmp ugt i64 %n, 2047
  br i1 %any, label %pre, label %exit

pre:
  br label %row

row:
  %r = phi i64 [ 0, %pre ], [ %r.next, %row ]
  %in0 = getelementptr inbounds float, ptr addrspace(6) null, i64 %r
  %x00 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in0, i64 0, i32 0), !pto.ub.footprint !0
  %x01 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in0, i64 256, i32 0), !pto.ub.footprint !0
  %x02 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in0, i64 512, i32 0), !pto.ub.footprint !0
  %x03 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in0, i64 768, i32 0), !pto.ub.footprint !0
  %s0a = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x00, <64 x float> %x01, <256 x i1> %all)
  %s0b = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x02, <64 x float> %x03, <256 x i1> %all)
  %s0 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %s0a, <64 x float> %s0b, <256 x i1> %all)
  %c0 = call <64 x float> @llvm.pto.vcadd.v64f32(<64 x float> %s0, <256 x i1> %all)
  %c0.i = bitcast <64 x float> %c0 to <64 x i32>
  %b0.i = call <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32> %c0.i, <64 x i32> %zeros)
  %b0 = bitcast <64 x i32> %b0.i to <64 x float>
  %i0 = lshr exact i64 %r, 10
  call void @llvm.pto.vsts.v64f32(<64 x float> %b0, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %i0, i32 5, <256 x i1> %all), !pto.ub.footprint !2
  %base1 = or disjoint i64 %r, 1024
  %in1 = getelementptr inbounds float, ptr addrspace(6) null, i64 %base1
  %x10 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in1, i64 0, i32 0), !pto.ub.footprint !0
  %x11 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in1, i64 256, i32 0), !pto.ub.footprint !0
  %x12 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in1, i64 512, i32 0), !pto.ub.footprint !0
  %x13 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %in1, i64 768, i32 0), !pto.ub.footprint !0
  %s1a = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x10, <64 x float> %x11, <256 x i1> %all)
  %s1b = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %x12, <64 x float> %x13, <256 x i1> %all)
  %s1 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %s1a, <64 x float> %s1b, <256 x i1> %all)
  %c1 = call <64 x float> @llvm.pto.vcadd.v64f32(<64 x float> %s1, <256 x i1> %all)
  %c1.i = bitcast <64 x float> %c1 to <64 x i32>
  %b1.i = call <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32> %c1.i, <64 x i32> %zeros)
  %b1 = bitcast <64 x i32> %b1.i to <64 x float>
  %i1 = lshr exact i64 %base1, 10
  call void @llvm.pto.vsts.v64f32(<64 x float> %b1, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %i1, i32 5, <256 x i1> %all), !pto.ub.footprint !2
  %r.next = add nuw nsw i64 %r, 2048
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
declare <64 x float> @llvm.pto.vcadd.v64f32(<64 x float>, <256 x i1>)
declare <64 x i32> @llvm.pto.vselr.v64i32(<64 x i32>, <64 x i32>)

!0 = !{i64 0, i64 32768}
!1 = !{i64 65536, i64 66048}
!2 = !{i64 32512, i64 66048}
