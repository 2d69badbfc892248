; Align state and vector addresses cannot be spilled (no instruction saves
; them): keeping one across a call is an error naming the function, not a
; crash.
; RUN: not llc -mtriple=pto -O2 < %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: PTO cannot keep an align state or vector address in function 'f' across a call or with more than 8 of them live: no instruction saves these registers
; CHECK-NOT: error

declare void @g()
define void @f(ptr addrspace(6) %p) {
  %a = call target("pto.align") @llvm.pto.init.align()
  %b = call target("pto.align") @llvm.pto.vldas(ptr addrspace(6) %p)
  call void @g()
  call void @llvm.pto.vstas(target("pto.align") %b, ptr addrspace(6) %p, i64 0)
  ret void
}
declare target("pto.align") @llvm.pto.init.align()
declare target("pto.align") @llvm.pto.vldas(ptr addrspace(6))
declare void @llvm.pto.vstas(target("pto.align"), ptr addrspace(6), i64)
