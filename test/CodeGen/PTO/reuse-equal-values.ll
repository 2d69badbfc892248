; PTOReuseEqualValues, before loop strength reduction: an integer instruction
; with the SCEV of an earlier one that dominates it is replaced by it, and an
; induction variable left with no other use goes; the loop-invariant bound of
; an innermost loop's exit test is frozen, so that strength reduction compares
; against it instead of expanding its SCEV again.
; RUN: llc -mtriple=pto -O2 -stop-after=pto-reuse-equal-values < %s \
; RUN:   | FileCheck %s
; The chunk loop of a double-buffered kernel, as the runtime unroller leaves
; it: the inner loop's trip count is computed a second time from a canonical
; induction variable (%indvar) of its own.
; RUN: llc -mtriple=pto -O2 < %s | FileCheck %s --check-prefix=ASM
; Without the pass, strength reduction computes the count again.
; RUN: llc -mtriple=pto -O2 -pto-enable-reuse-equal-values=false < %s \
; RUN:   | FileCheck %s --check-prefix=TWICE

; The earlier of two equal computations stays (here the unroller's copy)
; and takes the place of the later.
; CHECK-LABEL: define void @chunks(
; CHECK:       outer:
; CHECK-NEXT:    %first = phi i64 [ 0, %entry ], [ %first.next, %latch ]
; CHECK-NEXT:    %left.copy = sub i64 %n, %first
; CHECK-NEXT:    %count.copy = call i64 @llvm.umin.i64(i64 %left.copy, i64 8192)
; CHECK-NEXT:    %full.copy = and i64 %count.copy, 16320
; CHECK-NEXT:    %trips = lshr i64 %full.copy, 6
; CHECK-NEXT:    %trips.bound = freeze i64 %trips
; CHECK-NEXT:    call void @use(i64 %count.copy)
; CHECK-NEXT:    %any = icmp eq i64 %full.copy, 0
; CHECK:       inner:
; CHECK:         %done = icmp eq i64 %i.next, %trips.bound
; CHECK:       latch:
; CHECK-NEXT:    %first.next = add nuw i64 %first, 16384
; CHECK-NOT:   %indvar

; The counted loop's registers: the exit test compares with the chunk's
; register count, computed once per chunk.
; ASM-LABEL: chunks:
; ASM:         sltui
; ASM-NOT:     sltui
; ASM:         ret
; TWICE-LABEL: chunks:
; TWICE-COUNT-2: sltui
define void @chunks(i64 %n) {
entry:
  br label %outer

outer:
  %indvar = phi i64 [ 0, %entry ], [ %indvar.next, %latch ]
  %first = phi i64 [ 0, %entry ], [ %first.next, %latch ]
  ; The unroller's copy, from %indvar.
  %start.copy = shl i64 %indvar, 14
  %left.copy = sub i64 %n, %start.copy
  %count.copy = call i64 @llvm.umin.i64(i64 %left.copy, i64 8192)
  %full.copy = and i64 %count.copy, 16320
  %trips = lshr i64 %full.copy, 6
  ; The source's computation.
  %left = sub nsw i64 %n, %first
  %count = call i64 @llvm.umin.i64(i64 %left, i64 8192)
  call void @use(i64 %count)
  %full = and i64 %count, 16320
  %any = icmp eq i64 %full, 0
  br i1 %any, label %latch, label %inner

inner:
  %i = phi i64 [ 0, %outer ], [ %i.next, %inner ]
  %offset = shl i64 %i, 8
  %v = call <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6) null, i64 %offset, i32 0)
  call void @llvm.pto.vsts.v64f32(<64 x float> %v, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i64 %offset, i32 2, <256 x i1> splat (i1 true))
  %i.next = add nuw i64 %i, 1
  %done = icmp eq i64 %i.next, %trips
  br i1 %done, label %latch, label %inner

latch:
  %indvar.next = add i64 %indvar, 1
  %first.next = add nuw i64 %first, 16384
  %more = icmp ult i64 %first.next, %n
  br i1 %more, label %outer, label %exit

exit:
  ret void
}

; A value computed in an inner loop does not stand for one of the loop
; around it, and an exit bound SCEV cannot see through (a load) stays as it
; is.
; CHECK-LABEL: define void @scopes(
; CHECK:       inner:
; CHECK:         %twice.inner = shl i64 %j, 1
; CHECK:       after:
; CHECK-NEXT:    %twice.after = shl i64 %j, 1
; CHECK-NEXT:    call void @use(i64 %twice.after)
; CHECK-NEXT:    %bound = load i64, ptr %p
; CHECK-NEXT:    br label %second
; CHECK:       second:
; CHECK:         %stop = icmp eq i64 %k2.next, %bound
define void @scopes(i64 %j, i64 %m, ptr %p) {
entry:
  br label %outer

outer:
  %o = phi i64 [ 0, %entry ], [ %o.next, %outer.latch ]
  br label %inner

inner:
  %k = phi i64 [ 0, %outer ], [ %k.next, %inner ]
  %twice.inner = shl i64 %j, 1
  call void @use(i64 %twice.inner)
  %k.next = add i64 %k, 1
  %stop.inner = icmp eq i64 %k.next, %m
  br i1 %stop.inner, label %after, label %inner

after:
  %twice.after = shl i64 %j, 1
  call void @use(i64 %twice.after)
  %bound = load i64, ptr %p
  br label %second

second:
  %k2 = phi i64 [ 0, %after ], [ %k2.next, %second ]
  %k2.next = add i64 %k2, 1
  %stop = icmp eq i64 %k2.next, %bound
  br i1 %stop, label %outer.latch, label %second

outer.latch:
  %o.next = add i64 %o, 1
  %more2 = icmp ult i64 %o.next, %m
  br i1 %more2, label %outer, label %exit

exit:
  ret void
}

; The instruction kept loses the poison flags its SCEV does not carry: the
; later sum without nsw may wrap, so the earlier one must not be poison
; where it wraps.
; CHECK-LABEL: define void @flags(
; CHECK:       loop:
; CHECK:         %sum = add i64 %x, %y
; CHECK-NEXT:    call void @use(i64 %sum)
; CHECK-NEXT:    call void @use(i64 %sum)
define void @flags(i64 %x, i64 %y, i64 %n) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %sum = add nsw i64 %x, %y
  call void @use(i64 %sum)
  %sum.wrapping = add i64 %x, %y
  call void @use(i64 %sum.wrapping)
  %k.next = add i64 %k, 1
  %stop = icmp eq i64 %k.next, %n
  br i1 %stop, label %exit, label %loop

exit:
  ret void
}

declare void @use(i64)
declare i64 @llvm.umin.i64(i64, i64)
declare <64 x float> @llvm.pto.vlds.v64f32(ptr addrspace(6), i64, i32)
declare void @llvm.pto.vsts.v64f32(<64 x float>, ptr addrspace(6), i64, i32, <256 x i1>)
