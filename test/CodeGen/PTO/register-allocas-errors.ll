; Locals holding vectors, masks or align states that have no home the vector
; unit can use are errors naming the function and the variable, at -O0 and
; -O2 alike: an address escaping as a generic pointer, an align state in
; memory, a local of a possibly recursive function that cannot be promoted,
; a variable-sized array.
; RUN: not llc -mtriple=pto -O0 < %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not llc -mtriple=pto -O2 < %s -o /dev/null 2>&1 | FileCheck %s

declare void @use_vector(ptr)

; CHECK: error: {{.*}}in function escape {{.*}}: local variable 'v' of function 'escape' holds vectors or masks and its address escapes as a generic pointer (passed to 'use_vector'): the vector unit reaches only UB; pass the value, or a UB (addrspace(6)) pointer
define void @escape(<64 x float> %a) #0 {
  %v = alloca <64 x float>, align 256
  store <64 x float> %a, ptr %v, align 256
  call void @use_vector(ptr %v)
  ret void
}

; CHECK: error: {{.*}}in function align_array {{.*}}: local variable 'states' of function 'align_array' holds an align state or a vector address in memory: these live only in registers; access it whole, by value, or keep it in a value
define void @align_array(i64 %i, ptr addrspace(6) %p) #0 {
  %states = alloca [2 x target("pto.align")], align 32
  %a = call target("pto.align") @llvm.pto.init.align()
  %e = getelementptr inbounds [2 x target("pto.align")], ptr %states, i64 0, i64 %i
  store target("pto.align") %a, ptr %e, align 32
  %b = load target("pto.align"), ptr %states, align 32
  call void @llvm.pto.vstas(target("pto.align") %b, ptr addrspace(6) %p, i64 0)
  ret void
}

; CHECK: error: {{.*}}in function recursive {{.*}}: local variable 'arr' of function 'recursive' holds vectors or masks that cannot stay in registers (e.g. an array indexed by a variable), and the function may be recursive or re-entered through an unknown call, so it cannot have a UB home of its own; use a UB buffer
define <64 x float> @recursive(<64 x float> %a, i64 %i) #0 {
  %arr = alloca [2 x <64 x float>], align 256
  store <64 x float> %a, ptr %arr, align 256
  %e = getelementptr inbounds [2 x <64 x float>], ptr %arr, i64 0, i64 %i
  %v = load <64 x float>, ptr %e, align 256
  %c = icmp eq i64 %i, 0
  br i1 %c, label %done, label %again
again:
  %j = sub i64 %i, 1
  %r = call <64 x float> @recursive(<64 x float> %v, i64 %j)
  ret <64 x float> %r
done:
  ret <64 x float> %v
}

; CHECK: error: {{.*}}in function variable_size {{.*}}: local variable 'vla' of function 'variable_size' is a variable-sized array of vectors or masks: the vector unit reaches only UB; use a UB buffer
define <64 x float> @variable_size(i64 %n) #0 {
  %vla = alloca <64 x float>, i64 %n, align 256
  %e = getelementptr inbounds <64 x float>, ptr %vla, i64 %n
  %v = load <64 x float>, ptr %e, align 256
  ret <64 x float> %v
}

declare target("pto.align") @llvm.pto.init.align()
declare void @llvm.pto.vstas(target("pto.align"), ptr addrspace(6), i64)

attributes #0 = { noinline nounwind optnone }
; CHECK-NOT: error
