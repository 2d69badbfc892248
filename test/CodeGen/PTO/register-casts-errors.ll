; An align state or vector address used as data, or a vector_align whose
; bytes do not come from a builtin, is an error at its instruction: these
; values exist only in registers (PTORegisterCasts.cpp). So is a select
; between two of them.
; RUN: not llc -mtriple=pto -O2 < %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not llc -mtriple=pto -O0 < %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: <unknown>:0:0: in function from_memory void (ptr addrspace(6)): in function 'from_memory': an align state (vector_align) used here was not produced by a builtin (it was loaded from memory, computed on or passed in): these values live only in registers
; CHECK: error: <unknown>:0:0: in function as_data void (ptr addrspace(6)): in function 'as_data': an align state (vector_align) is used as data here (stored, computed on or returned): these values live only in registers
; CHECK: error: <unknown>:0:0: in function vaddr_arith void (ptr addrspace(6), i64): in function 'vaddr_arith': a vector address (vector_address) used here was not produced by a builtin (it was loaded from memory, computed on or passed in): these values live only in registers
; CHECK: error: <unknown>:0:0: in function vaddr_arith void (ptr addrspace(6), i64): in function 'vaddr_arith': a vector address (vector_address) is used as data here (stored, computed on or returned): these values live only in registers
; CHECK: error: <unknown>:0:0: in function select void (ptr addrspace(6), ptr addrspace(6), i1): a select between two align states or vector addresses is not supported: no instruction moves them between registers; set the value on each path by a builtin instead
; CHECK-NOT: error
; CHECK-NOT: LLVM ERROR

define void @from_memory(ptr addrspace(6) %p) {
  %bytes = load <32 x i8>, ptr addrspace(6) %p
  %a = call target("pto.align") @llvm.pto.cast.vector.to.align(<32 x i8> %bytes)
  call void @llvm.pto.vstas(target("pto.align") %a, ptr addrspace(6) %p, i64 0)
  ret void
}

define void @as_data(ptr addrspace(6) %p) {
  %a = call target("pto.align") @llvm.pto.vldas(ptr addrspace(6) %p)
  %bytes = call <32 x i8> @llvm.pto.cast.align.to.vector(target("pto.align") %a)
  store <32 x i8> %bytes, ptr addrspace(6) %p
  ret void
}

define void @vaddr_arith(ptr addrspace(6) %p, i64 %x) {
  %va = call target("pto.vaddr") @llvm.pto.vag(i64 %x)
  %c = call <1 x i32> @llvm.pto.cast.vaddr.to.vector(target("pto.vaddr") %va)
  %sum = add <1 x i32> %c, %c
  %va2 = call target("pto.vaddr") @llvm.pto.cast.vector.to.vaddr(<1 x i32> %sum)
  %v = call <64 x float> @llvm.pto.vald.v64f32(ptr addrspace(6) %p, target("pto.vaddr") %va2, i32 0)
  store <64 x float> %v, ptr addrspace(6) %p
  ret void
}

; A select of align states: there is no register move to implement it.
define void @select(ptr addrspace(6) %p, ptr addrspace(6) %q, i1 %c) {
  %a = call target("pto.align") @llvm.pto.vldas(ptr addrspace(6) %p)
  %a.c = call <32 x i8> @llvm.pto.cast.align.to.vector(target("pto.align") %a)
  %b = call target("pto.align") @llvm.pto.vldas(ptr addrspace(6) %q)
  %b.c = call <32 x i8> @llvm.pto.cast.align.to.vector(target("pto.align") %b)
  %s = select i1 %c, <32 x i8> %a.c, <32 x i8> %b.c
  %s.r = call target("pto.align") @llvm.pto.cast.vector.to.align(<32 x i8> %s)
  call void @llvm.pto.vstas(target("pto.align") %s.r, ptr addrspace(6) %p, i64 0)
  ret void
}

declare target("pto.align") @llvm.pto.vldas(ptr addrspace(6))
declare void @llvm.pto.vstas(target("pto.align"), ptr addrspace(6), i64)
declare target("pto.vaddr") @llvm.pto.vag(i64)
declare <64 x float> @llvm.pto.vald.v64f32(ptr addrspace(6), target("pto.vaddr"), i32)
declare <32 x i8> @llvm.pto.cast.align.to.vector(target("pto.align"))
declare target("pto.align") @llvm.pto.cast.vector.to.align(<32 x i8>)
declare <1 x i32> @llvm.pto.cast.vaddr.to.vector(target("pto.vaddr"))
declare target("pto.vaddr") @llvm.pto.cast.vector.to.vaddr(<1 x i32>)
