; Two calls in one block that are the same UB access (a row loaded by two
; passes, each footprint first recorded for its own loop) get one footprint,
; the intersection of theirs: instruction selection merges them into one
; node, whose memory operand has one size (PTOAccessFootprints.cpp). The
; full compile must not stop on the merge.
; RUN: llc -mtriple=pto -O2 -stop-after=pto-access-footprints < %s | FileCheck %s
; RUN: llc -mtriple=pto -O2 < %s | FileCheck %s --check-prefix=ASM

declare <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6), i64, i32)
declare <64 x float> @llvm.pto.vmax.v64f32(<64 x float>, <64 x float>, <256 x i1>)

; CHECK-LABEL: define <64 x float> @two_passes(
; CHECK: call <64 x float> @llvm.pto.vlds.v64f32({{.*}}), !pto.ub.footprint ![[BOTH:[0-9]+]]
; CHECK: call <64 x float> @llvm.pto.vlds.v64f32({{.*}}), !pto.ub.footprint ![[BOTH]]
; CHECK: ![[BOTH]] = !{i64 4096, i64 4352}
; ASM-LABEL: two_passes:
; ASM: vlds
; ASM-NOT: vlds
; ASM: ret
define <64 x float> @two_passes(i64 %i, <256 x i1> %m) {
  %row = and i64 %i, 4096
  %a = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %row, i32 0), !pto.ub.footprint !0
  %b = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %row, i32 0), !pto.ub.footprint !1
  %r = call <64 x float> @llvm.pto.vmax.v64f32(<64 x float> %a, <64 x float> %b, <256 x i1> %m)
  ret <64 x float> %r
}

!0 = !{i64 0, i64 8192}
!1 = !{i64 4096, i64 16384}
