; PTOForwardUBRegisters: in a block, a whole-register load (vlds NORM) of
; the address a whole-register store (vsts NORM_Bn under a mask true in
; every n-bit lane) wrote is the stored register, and a whole-register store
; overwritten by a later one before anything may read it goes.
; RUN: llc -mtriple=pto -O2 -stop-after=pto-forward-ub-registers < %s | FileCheck %s
; RUN: llc -mtriple=pto -O2 -stop-after=pto-forward-ub-registers \
; RUN:   -pto-enable-ub-forwarding=false < %s | FileCheck %s --check-prefix=OFF

declare <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6), i64, i32)
declare <64 x i32> @llvm.pto.vlds.v64i32(ptr addrspace(6), i64, i32)
declare void @llvm.pto.vsts.v64f32(<64 x float>, ptr addrspace(6), i64, i32, <256 x i1>)
declare void @llvm.pto.vsts.v128f16(<128 x half>, ptr addrspace(6), i64, i32, <256 x i1>)
declare <256 x i1> @llvm.pto.pset.b8(i32)
declare <256 x i1> @llvm.pto.pset.b32(i32)
declare void @llvm.pto.set.flag(i32, i32, i32)
declare void @llvm.pto.wait.flag(i32, i32, i32)
declare void @use(<64 x float>)

; A pass stores x - 1, the next loads it back and stores it scaled: the load
; is the stored register, and the first store is overwritten unread. A store
; to another buffer 32 KB away in between changes neither.
; CHECK-LABEL: define void @round_trip(
; CHECK-NEXT: %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
; CHECK-NEXT: %x = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 0)
; CHECK-NEXT: %d = fsub <64 x float> %x,
; CHECK-NEXT: call void @llvm.pto.vsts.v64f32(<64 x float> %x, ptr addrspace(6) %buf, i64 32768, i32 2, <256 x i1> %all)
; CHECK-NEXT: %s = fmul <64 x float> %d,
; CHECK-NEXT: call void @llvm.pto.vsts.v64f32(<64 x float> %s, ptr addrspace(6) %buf, i64 4096, i32 2, <256 x i1> %all)
; CHECK-NEXT: ret void
; OFF-LABEL: define void @round_trip(
; OFF-COUNT-2: call <64 x float> @llvm.pto.vlds.v64f32(
; OFF-COUNT-3: call void @llvm.pto.vsts.v64f32(
define void @round_trip(ptr addrspace(6) %buf) {
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  %x = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 0)
  %d = fsub <64 x float> %x, splat (float 1.0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %d, ptr addrspace(6) %buf, i64 4096, i32 2, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %x, ptr addrspace(6) %buf, i64 32768, i32 2, <256 x i1> %all)
  %e = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 4096, i32 0)
  %s = fmul <64 x float> %e, splat (float 2.0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %s, ptr addrspace(6) %buf, i64 4096, i32 2, <256 x i1> %all)
  ret void
}

; Addresses that SCEV proves equal (the same sum computed twice), in a loop:
; forwarded within the iteration.
; CHECK-LABEL: define void @loop(
; CHECK: loop:
; CHECK: call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) null, i64 %at,
; CHECK-NEXT: call void @use(<64 x float> %v)
define void @loop(i64 %n) {
entry:
  %all = call <256 x i1> @llvm.pto.pset.b8(i32 0)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %at = add i64 %i, 256
  %v = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %i, i32 0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) null, i64 %at, i32 2, <256 x i1> %all)
  %again = add i64 256, %i
  %w = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %again, i32 0)
  call void @use(<64 x float> %w)
  %next = add i64 %i, 512
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; Another element type: the register through a bitcast (lane order is byte
; order either way); a b8 pattern covers 32-bit lanes.
; CHECK-LABEL: define <64 x i32> @retyped(
; CHECK-NEXT: %all = call <256 x i1> @llvm.pto.pset.b8(i32 0)
; CHECK-NEXT: call void @llvm.pto.vsts.v64f32(
; CHECK-NEXT: [[CAST:%.*]] = bitcast <64 x float> %v to <64 x i32>
; CHECK-NEXT: ret <64 x i32> [[CAST]]
define <64 x i32> @retyped(ptr addrspace(6) %buf, <64 x float> %v) {
  %all = call <256 x i1> @llvm.pto.pset.b8(i32 0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) %buf, i64 0, i32 2, <256 x i1> %all)
  %w = call <64 x i32> @llvm.pto.vlds.v64i32(ptr addrspace(6) %buf, i64 0, i32 0)
  ret <64 x i32> %w
}

; Stores that do not write every byte: a mask that is not known to be all
; true, a b32 pattern under NORM_B16 (only every other 16-bit lane), a
; one-point store (1PT_B32). Nothing is forwarded and no store goes.
; CHECK-LABEL: define void @partial_stores(
; CHECK-COUNT-3: call <64 x float> @llvm.pto.vlds.v64f32(
; CHECK: ret void
define void @partial_stores(ptr addrspace(6) %buf, <64 x float> %v, <128 x half> %h, <256 x i1> %m) {
  %b32 = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) %buf, i64 0, i32 2, <256 x i1> %m)
  %a = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 0)
  call void @use(<64 x float> %a)
  call void @llvm.pto.vsts.v128f16(<128 x half> %h, ptr addrspace(6) %buf, i64 0, i32 1, <256 x i1> %b32)
  %b = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 0)
  call void @use(<64 x float> %b)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) %buf, i64 0, i32 5, <256 x i1> %b32)
  %c = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 0)
  call void @use(<64 x float> %c)
  ret void
}

; What ends the knowledge: a store that overlaps half of the register, a
; flag (the DMA pipes may write UB after it), a call. Each load stays.
; CHECK-LABEL: define void @clobbers(
; CHECK-COUNT-3: call <64 x float> @llvm.pto.vlds.v64f32(
; CHECK: ret void
define void @clobbers(ptr addrspace(6) %buf, <64 x float> %v, <64 x float> %w) {
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) %buf, i64 0, i32 2, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %w, ptr addrspace(6) %buf, i64 128, i32 2, <256 x i1> %all)
  %a = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 0)
  call void @use(<64 x float> %a)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) %buf, i64 512, i32 2, <256 x i1> %all)
  call void @llvm.pto.wait.flag(i32 3, i32 1, i32 0)
  %b = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 512, i32 0)
  call void @use(<64 x float> %b)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) %buf, i64 1024, i32 2, <256 x i1> %all)
  call void @use(<64 x float> %v)
  %c = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 1024, i32 0)
  call void @use(<64 x float> %c)
  ret void
}

; A store read in between, by a load of another distribution (a broadcast
; of its first lane) or by a load of a neighbouring register that overlaps
; it, stays; so does a store followed by a flag before it is overwritten
; (the DMA pipes may read it after the flag).
; CHECK-LABEL: define void @stores_read(
; CHECK-COUNT-6: call void @llvm.pto.vsts.v64f32(
; CHECK: ret void
define void @stores_read(ptr addrspace(6) %buf, <64 x float> %v, <64 x float> %w) {
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) %buf, i64 0, i32 2, <256 x i1> %all)
  %brc = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 3)
  call void @use(<64 x float> %brc)
  call void @llvm.pto.vsts.v64f32(<64 x float> %w, ptr addrspace(6) %buf, i64 0, i32 2, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) %buf, i64 1024, i32 2, <256 x i1> %all)
  %near = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 1152, i32 0)
  call void @use(<64 x float> %near)
  call void @llvm.pto.vsts.v64f32(<64 x float> %w, ptr addrspace(6) %buf, i64 1024, i32 2, <256 x i1> %all)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) %buf, i64 2048, i32 2, <256 x i1> %all)
  call void @llvm.pto.set.flag(i32 1, i32 4, i32 0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %w, ptr addrspace(6) %buf, i64 2048, i32 2, <256 x i1> %all)
  ret void
}

; A load is not replaced by an earlier load of the same address (the rows
; of one block would keep their registers live across their reductions).
; CHECK-LABEL: define void @loads_stay(
; CHECK-COUNT-2: call <64 x float> @llvm.pto.vlds.v64f32(
; CHECK: ret void
define void @loads_stay(ptr addrspace(6) %buf) {
  %a = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 0)
  call void @use(<64 x float> %a)
  %b = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 0)
  call void @use(<64 x float> %b)
  ret void
}

; Only within a block.
; CHECK-LABEL: define void @blocks(
; CHECK: next:
; CHECK-NEXT: %a = call <64 x float> @llvm.pto.vlds.v64f32(
define void @blocks(ptr addrspace(6) %buf, <64 x float> %v) {
  %all = call <256 x i1> @llvm.pto.pset.b32(i32 0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) %buf, i64 0, i32 2, <256 x i1> %all)
  br label %next

next:
  %a = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) %buf, i64 0, i32 0)
  call void @use(<64 x float> %a)
  ret void
}
