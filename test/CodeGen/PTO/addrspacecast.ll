; The generic space (0) lives in GM (1): casts between them keep the
; address and cost nothing. A cast to or from UB (6) is an error at the cast
; (docs/abi.md), not a crash.
; RUN: llc -mtriple=pto -O2 < %s | FileCheck %s
; RUN: sed 's/;UB //' %s | not llc -mtriple=pto -O2 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: generic_to_gm:
; CHECK-NOT: x10
; CHECK: ret
define ptr addrspace(1) @generic_to_gm(ptr %p) {
  %q = addrspacecast ptr %p to ptr addrspace(1)
  ret ptr addrspace(1) %q
}

; CHECK-LABEL: gm_to_generic:
; CHECK: ret
define ptr @gm_to_generic(ptr addrspace(1) %p) {
  %q = addrspacecast ptr addrspace(1) %p to ptr
  ret ptr %q
}

; ERR: error: {{.*}}in function ub_to_gm {{.*}}: a UB pointer cannot become a GM or generic pointer, nor the other way round: they address different memories
;UB define ptr addrspace(1) @ub_to_gm(ptr addrspace(6) %p) {
;UB   %q = addrspacecast ptr addrspace(6) %p to ptr addrspace(1)
;UB   ret ptr addrspace(1) %q
;UB }
