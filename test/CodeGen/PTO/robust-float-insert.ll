; insertelement of a scalar float into a float vector is an error naming the
; operation and the type: the legaliser would soften (or promote) the scalar
; operand of the node, which it cannot do ("Do not know how to soften this
; operator's operand").
; RUN: not llc -mtriple=pto -O0 < %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not llc -mtriple=pto -O2 < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: {{.*}}in function insert_f32 {{.*}}: 'insert_vector_elt' on v64f32 is not supported by the PTO vector unit
define void @insert_f32(ptr addrspace(6) %p, float %f, i32 %i, <64 x float> %v) {
  %x = insertelement <64 x float> %v, float %f, i32 %i
  store <64 x float> %x, ptr addrspace(6) %p
  ret void
}

; CHECK: error: {{.*}}in function insert_f16 {{.*}}: 'insert_vector_elt' on v128f16 is not supported by the PTO vector unit
define void @insert_f16(ptr addrspace(6) %p, half %f, <128 x half> %v) {
  %x = insertelement <128 x half> %v, half %f, i32 5
  store <128 x half> %x, ptr addrspace(6) %p
  ret void
}
; CHECK-NOT: LLVM ERROR
