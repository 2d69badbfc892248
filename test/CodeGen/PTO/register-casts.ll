; Clang passes align states and vector addresses through C vectors
; (vector_align is <32 x i8>, vector_address <1 x i32>) with the
; llvm.pto.cast.* intrinsics. PTOPromoteRegisterAllocas removes each pair,
; rebuilding the phis in between in the register type, so no
; <32 x i8> or <1 x i32> value reaches selection and the align state stays
; in one al register through the loop.
; RUN: llc -mtriple=pto -O2 -verify-machineinstrs < %s | FileCheck %s
; RUN: llc -mtriple=pto -O0 -verify-machineinstrs < %s -o /dev/null

; An align state threaded through a loop as <32 x i8>, as clang's
; `vector_align a; for (...) vldus(v, a, p);` becomes after mem2reg.
define void @loop_phi(ptr addrspace(6) %src, ptr addrspace(6) %dst, i64 %n) {
entry:
  %init = call target("pto.align") @llvm.pto.init.align()
  %init.c = call <32 x i8> @llvm.pto.cast.align.to.vector(target("pto.align") %init)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %al = phi <32 x i8> [ %init.c, %entry ], [ %al.next.c, %loop ]
  %p = phi ptr addrspace(6) [ %src, %entry ], [ %p.next, %loop ]
  %al.r = call target("pto.align") @llvm.pto.cast.vector.to.align(<32 x i8> %al)
  %r = call { <64 x float>, target("pto.align"), ptr addrspace(6) } @llvm.pto.vldus.v64f32(target("pto.align") %al.r, ptr addrspace(6) %p)
  %v = extractvalue { <64 x float>, target("pto.align"), ptr addrspace(6) } %r, 0
  %al.next = extractvalue { <64 x float>, target("pto.align"), ptr addrspace(6) } %r, 1
  %p.next = extractvalue { <64 x float>, target("pto.align"), ptr addrspace(6) } %r, 2
  %al.next.c = call <32 x i8> @llvm.pto.cast.align.to.vector(target("pto.align") %al.next)
  %off = mul i64 %i, 256
  %d = getelementptr i8, ptr addrspace(6) %dst, i64 %off
  store <64 x float> %v, ptr addrspace(6) %d
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; A vector_align read before anything set it is the empty state.
define void @undef_state(ptr addrspace(6) %p) {
  %a = call target("pto.align") @llvm.pto.cast.vector.to.align(<32 x i8> undef)
  call void @llvm.pto.vstas(target("pto.align") %a, ptr addrspace(6) %p, i64 0)
  ret void
}

; A vector address through a C variable.
define void @vaddr(ptr addrspace(6) %p, i64 %x) {
  %va = call target("pto.vaddr") @llvm.pto.vag(i64 %x)
  %va.c = call <1 x i32> @llvm.pto.cast.vaddr.to.vector(target("pto.vaddr") %va)
  %va.r = call target("pto.vaddr") @llvm.pto.cast.vector.to.vaddr(<1 x i32> %va.c)
  %v = call <64 x float> @llvm.pto.vald.v64f32(ptr addrspace(6) %p, target("pto.vaddr") %va.r, i32 0)
  store <64 x float> %v, ptr addrspace(6) %p
  ret void
}

declare target("pto.align") @llvm.pto.init.align()
declare target("pto.align") @llvm.pto.vldas(ptr addrspace(6))
declare void @llvm.pto.vstas(target("pto.align"), ptr addrspace(6), i64)
declare { <64 x float>, target("pto.align"), ptr addrspace(6) } @llvm.pto.vldus.v64f32(target("pto.align"), ptr addrspace(6))
declare target("pto.vaddr") @llvm.pto.vag(i64)
declare <64 x float> @llvm.pto.vald.v64f32(ptr addrspace(6), target("pto.vaddr"), i32)
declare <32 x i8> @llvm.pto.cast.align.to.vector(target("pto.align"))
declare target("pto.align") @llvm.pto.cast.vector.to.align(<32 x i8>)
declare <1 x i32> @llvm.pto.cast.vaddr.to.vector(target("pto.vaddr"))
declare target("pto.vaddr") @llvm.pto.cast.vector.to.vaddr(<1 x i32>)
