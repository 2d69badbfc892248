; With -pto-auto-sync, the vector pipe's buffer releases come together after
; the run of vector work they end (docs/auto-sync.md, "Releases"): on the
; vector pipe an rls_buf waits for every earlier vector instruction, so one
; in the middle of the loads, adds and stores below would drain the pipe.
; Tiles a (0), b (1024) and c (2048) are loaded by MTE2, added by V and c
; stored by MTE3: the three V releases follow the last vsts; the MTE2
; releases follow their copies at once.
; RUN: llc -mtriple=pto -O2 -pto-auto-sync < %s | FileCheck %s

define void @add(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y,
                 ptr addrspace(1) noalias %z) {
  %a = inttoptr i64 0 to ptr addrspace(6)
  %b = inttoptr i64 1024 to ptr addrspace(6)
  %c = inttoptr i64 2048 to ptr addrspace(6)
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  call void @llvm.pto.set.loop.size.outtoub(i64 1, i64 1)
  call void @llvm.pto.set.loop.size.ubtoout(i64 1, i64 1)
  call void @llvm.pto.copy.gm.to.ubuf(ptr addrspace(1) %x,
      ptr addrspace(6) %a, i32 0, i64 1, i64 1024, i64 0, i64 0, i32 0, i32 0,
      i64 1024, i64 1024)
  call void @llvm.pto.copy.gm.to.ubuf(ptr addrspace(1) %y,
      ptr addrspace(6) %b, i32 0, i64 1, i64 1024, i64 0, i64 0, i32 0, i32 0,
      i64 1024, i64 1024)
  %pa0 = getelementptr i8, ptr addrspace(6) %a, i64 0
  %pb0 = getelementptr i8, ptr addrspace(6) %b, i64 0
  %pc0 = getelementptr i8, ptr addrspace(6) %c, i64 0
  %va0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %pa0, i64 0, i32 0)
  %vb0 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %pb0, i64 0, i32 0)
  %vc0 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %va0, <64 x float> %vb0,
                                                 <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %vc0, ptr addrspace(6) %pc0,
                                  i64 0, i32 2, <256 x i1> %all)
  %pa1 = getelementptr i8, ptr addrspace(6) %a, i64 256
  %pb1 = getelementptr i8, ptr addrspace(6) %b, i64 256
  %pc1 = getelementptr i8, ptr addrspace(6) %c, i64 256
  %va1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %pa1, i64 0, i32 0)
  %vb1 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %pb1, i64 0, i32 0)
  %vc1 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %va1, <64 x float> %vb1,
                                                 <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %vc1, ptr addrspace(6) %pc1,
                                  i64 0, i32 2, <256 x i1> %all)
  %pa2 = getelementptr i8, ptr addrspace(6) %a, i64 512
  %pb2 = getelementptr i8, ptr addrspace(6) %b, i64 512
  %pc2 = getelementptr i8, ptr addrspace(6) %c, i64 512
  %va2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %pa2, i64 0, i32 0)
  %vb2 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %pb2, i64 0, i32 0)
  %vc2 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %va2, <64 x float> %vb2,
                                                 <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %vc2, ptr addrspace(6) %pc2,
                                  i64 0, i32 2, <256 x i1> %all)
  %pa3 = getelementptr i8, ptr addrspace(6) %a, i64 768
  %pb3 = getelementptr i8, ptr addrspace(6) %b, i64 768
  %pc3 = getelementptr i8, ptr addrspace(6) %c, i64 768
  %va3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %pa3, i64 0, i32 0)
  %vb3 = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %pb3, i64 0, i32 0)
  %vc3 = call <64 x float> @llvm.pto.vadd.v64f32(<64 x float> %va3, <64 x float> %vb3,
                                                 <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %vc3, ptr addrspace(6) %pc3,
                                  i64 0, i32 2, <256 x i1> %all)
  call void @llvm.pto.copy.ubuf.to.gm(ptr addrspace(6) %c,
      ptr addrspace(1) %z, i32 0, i64 1, i64 1024, i32 0, i64 1024, i64 1024)
  ret void
}

; CHECK-LABEL: add:
; CHECK:         get_buf PIPE_MTE2, [[A:[0-9]]], 0
; CHECK-NEXT:    copy_gm_to_ubuf
; CHECK-NEXT:    rls_buf PIPE_MTE2, [[A]], 0
; CHECK:         get_buf PIPE_MTE2, [[B:[0-9]]], 0
; CHECK-NEXT:    copy_gm_to_ubuf
; CHECK-NEXT:    rls_buf PIPE_MTE2, [[B]], 0
; CHECK-NOT:     rls_buf
; CHECK:         vsts
; CHECK-NOT:     rls_buf
; CHECK:         vsts
; CHECK-NOT:     rls_buf
; CHECK:         vsts
; CHECK-NOT:     rls_buf
; CHECK:         vsts
; CHECK-NEXT:    rls_buf PIPE_V, {{[0-9]}}, 0
; CHECK-NEXT:    rls_buf PIPE_V, {{[0-9]}}, 0
; CHECK-NEXT:    rls_buf PIPE_V, {{[0-9]}}, 0
; CHECK-NOT:     vlds
; CHECK:         copy_ubuf_to_gm

declare void @llvm.pto.set.loop.size.outtoub(i64, i64)
declare void @llvm.pto.set.loop.size.ubtoout(i64, i64)
declare void @llvm.pto.copy.gm.to.ubuf(ptr addrspace(1), ptr addrspace(6), i32,
                                       i64, i64, i64, i64, i32, i32, i64, i64)
declare void @llvm.pto.copy.ubuf.to.gm(ptr addrspace(6), ptr addrspace(1), i32,
                                       i64, i64, i32, i64, i64)
declare <256 x i1> @llvm.pto.pset.b32(i32)
declare <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6), i64, i32)
declare <64 x float> @llvm.pto.vadd.v64f32(<64 x float>, <64 x float>, <256 x i1>)
declare void @llvm.pto.vsts.v64f32(<64 x float>, ptr addrspace(6), i64, i32,
                                   <256 x i1>)
