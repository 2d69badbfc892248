; A vector of more than four registers returned from a call goes through
; the stack (sret, addrspace(0)), which vector loads and stores cannot
; reach: a located error (up to four return in v0-v3,
; vector-call-return.ll). The values the failed loads give are opaque, so the fdiv
; that uses them is not folded into a constant of illegal f32 scalars
; (which asserted "Unexpected illegal type!"; tools/fuzz.py's ckernel
; stage found it).
; RUN: not llc -mtriple=pto -O0 < %s 2>&1 | FileCheck %s
; RUN: not llc -mtriple=pto -O2 < %s 2>&1 | FileCheck %s
; CHECK: error: {{.*}}vector load of v64f32 through addrspace(0): vector loads and stores need a UB pointer (addrspace(6))
; CHECK-NOT: Assertion
; CHECK-NOT: Stack dump

define void @kernel(ptr addrspace(6) %p) {
  %call = call <512 x float> @h0()
  %q = getelementptr inbounds <512 x float>, ptr addrspace(6) %p, i64 1
  %v = load <512 x float>, ptr addrspace(6) %q, align 32
  %div = fdiv <512 x float> %call, %v
  store <512 x float> %div, ptr addrspace(6) %p, align 32
  ret void
}

define internal <512 x float> @h0() noinline {
  ret <512 x float> splat (float 1.0)
}
