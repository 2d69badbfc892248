; -pto-auto-sync leaves SIMT functions alone (docs/auto-sync.md, "Limits"):
; their threads have no pipe synchronisation, and pto-emu stops a thread
; that runs pipe_barrier. A vector-core function with the same body drains
; the pipes around its call of an unknown function.
; RUN: llc -mtriple=pto -O2 -pto-auto-sync < %s | FileCheck %s

declare void @unknown(ptr addrspace(6))

; CHECK-LABEL: simt_call:
; CHECK-NOT:   pipe_barrier
; CHECK:       ret
define void @simt_call(ptr addrspace(6) %p) #0 {
  call void @unknown(ptr addrspace(6) %p)
  ret void
}

; CHECK-LABEL: vector_call:
; CHECK:       pipe_barrier PIPE_ALL
; CHECK:       call unknown
; CHECK:       pipe_barrier PIPE_ALL
define void @vector_call(ptr addrspace(6) %p) {
  call void @unknown(ptr addrspace(6) %p)
  ret void
}

attributes #0 = { "pto-simt"="vf" }
