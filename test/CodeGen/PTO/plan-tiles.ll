; Auto-mode tiles (docs/auto-mode.md): each __pto_tile_alloc becomes a
; 32-byte aligned UB address; tiles whose lifetimes overlap get disjoint
; bytes, 480 apart when UB has room (the widest vector access from a tile's
; last 32 bytes stays out of the next), the others share them; views
; (__pto_tile_alias) become address arithmetic on their source. The function
; records the bytes it uses.
; RUN: opt -mtriple=pto -passes=pto-plan-tiles -S %s | FileCheck %s
; RUN: llc -mtriple=pto -stop-after=pto-plan-tiles %s -o - | FileCheck %s --check-prefix=LLC
; RUN: opt -mtriple=pto -passes=pto-plan-tiles -pto-double-buffer-tiles=false -S %s | FileCheck %s --check-prefix=SINGLE

declare ptr addrspace(6) @__pto_tile_alloc(i64)
declare ptr addrspace(6) @__pto_tile_alias(ptr addrspace(6), i64)
declare void @use(ptr addrspace(6))
declare void @use2(ptr addrspace(6), ptr addrspace(6))

@escaped = global ptr addrspace(6) null

; %a and %b are live together; %c comes after both are dead and, the
; largest, takes address 0, which %a shares. %b follows %a's 4096 bytes and
; the 480 between.
define void @reuse() {
; CHECK-LABEL: define void @reuse(
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(6) null
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(6) inttoptr (i64 4576 to ptr addrspace(6))
; CHECK-NEXT:    call void @use2(ptr addrspace(6) null, ptr addrspace(6) inttoptr (i64 4576 to ptr addrspace(6)))
; CHECK-NEXT:    store float 3.000000e+00, ptr addrspace(6) null
; CHECK-NEXT:    ret void
  %a = call ptr addrspace(6) @__pto_tile_alloc(i64 4096)
  %b = call ptr addrspace(6) @__pto_tile_alloc(i64 1000)
  store float 1.0, ptr addrspace(6) %a
  store float 2.0, ptr addrspace(6) %b
  call void @use2(ptr addrspace(6) %a, ptr addrspace(6) %b)
  %c = call ptr addrspace(6) @__pto_tile_alloc(i64 8192)
  store float 3.0, ptr addrspace(6) %c
  ret void
}

; A lifetime starts at the first use, not at the allocation: %b, allocated
; beside %a but first written after %a's last use, shares its bytes.
define void @late_start() {
; CHECK-LABEL: define void @late_start(
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(6) null
; CHECK-NEXT:    call void @use(ptr addrspace(6) null)
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(6) null
; CHECK-NEXT:    call void @use(ptr addrspace(6) null)
  %a = call ptr addrspace(6) @__pto_tile_alloc(i64 4096)
  %b = call ptr addrspace(6) @__pto_tile_alloc(i64 4096)
  store float 1.0, ptr addrspace(6) %a
  call void @use(ptr addrspace(6) %a)
  store float 2.0, ptr addrspace(6) %b
  call void @use(ptr addrspace(6) %b)
  ret void
}

; A tile allocated before a loop and used only in it starts before the
; loop: its data may be needed in every iteration, and %t, allocated and
; used in each iteration, does not get its bytes.
define void @used_in_loop(i32 %n) {
; CHECK-LABEL: define void @used_in_loop(
; CHECK:       loop:
; CHECK:         store float 1.000000e+00, ptr addrspace(6) null
; CHECK-NEXT:    call void @use(ptr addrspace(6) inttoptr (i64 992 to ptr addrspace(6)))
entry:
  %x = call ptr addrspace(6) @__pto_tile_alloc(i64 256)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %t = call ptr addrspace(6) @__pto_tile_alloc(i64 512)
  store float 1.0, ptr addrspace(6) %t
  call void @use(ptr addrspace(6) %x)
  %next = add i32 %i, 1
  %more = icmp ult i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
; LLC-LABEL: name: reuse
; LLC-NOT: __pto_tile_alloc

; A tile allocated in each iteration and one live across the loop.
define void @loop(i32 %n) {
; CHECK-LABEL: define void @loop(
; CHECK:       loop:
; CHECK-NEXT:    [[I:%.*]] = phi i32
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(6) null
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(6) inttoptr (i64 992 to ptr addrspace(6))
; CHECK:       exit:
; CHECK-NEXT:    call void @use(ptr addrspace(6) inttoptr (i64 992 to ptr addrspace(6)))
entry:
  %x = call ptr addrspace(6) @__pto_tile_alloc(i64 256)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %t = call ptr addrspace(6) @__pto_tile_alloc(i64 512)
  store float 1.0, ptr addrspace(6) %t
  store float 2.0, ptr addrspace(6) %x
  %next = add i32 %i, 1
  %more = icmp ult i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @use(ptr addrspace(6) %x)
  ret void
}

; Stored in a local and loaded back after %b is written: %a is live there.
define void @through_local() {
; CHECK-LABEL: define void @through_local(
; CHECK:         store ptr addrspace(6) null, ptr [[SLOT:%.*]], align 8
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(6) inttoptr (i64 1504 to ptr addrspace(6))
; CHECK-NEXT:    [[P:%.*]] = load ptr addrspace(6), ptr [[SLOT]]
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(6) [[P]]
  %slot = alloca ptr addrspace(6)
  %a = call ptr addrspace(6) @__pto_tile_alloc(i64 1024)
  store ptr addrspace(6) %a, ptr %slot
  %b = call ptr addrspace(6) @__pto_tile_alloc(i64 1024)
  store float 2.0, ptr addrspace(6) %b
  %p = load ptr addrspace(6), ptr %slot
  store float 1.0, ptr addrspace(6) %p
  call void @use(ptr addrspace(6) %b)
  ret void
}

; A tile whose pointer escapes to a global is live everywhere: %b, allocated
; after the last use of %a, still gets bytes of its own.
define void @escape() {
; CHECK-LABEL: define void @escape(
; CHECK-NEXT:    store ptr addrspace(6) null, ptr @escaped
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(6) inttoptr (i64 544 to ptr addrspace(6))
  %a = call ptr addrspace(6) @__pto_tile_alloc(i64 64)
  store ptr addrspace(6) %a, ptr @escaped
  %b = call ptr addrspace(6) @__pto_tile_alloc(i64 64)
  store float 2.0, ptr addrspace(6) %b
  ret void
}

; A view at byte 256 of a 1024-byte tile, and a view of that view: the
; source stays live while its views are used.
define void @views() {
; CHECK-LABEL: define void @views(
; CHECK-NEXT:    [[V:%.*]] = getelementptr i8, ptr addrspace(6) null, i64 256
; CHECK-NEXT:    [[W:%.*]] = getelementptr i8, ptr addrspace(6) [[V]], i64 128
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(6) inttoptr (i64 1504 to ptr addrspace(6))
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(6) [[W]]
; CHECK-NEXT:    ret void
  %a = call ptr addrspace(6) @__pto_tile_alloc(i64 1024)
  %v = call ptr addrspace(6) @__pto_tile_alias(ptr addrspace(6) %a, i64 256)
  %w = call ptr addrspace(6) @__pto_tile_alias(ptr addrspace(6) %v, i64 128)
  %b = call ptr addrspace(6) @__pto_tile_alloc(i64 32)
  store float 1.0, ptr addrspace(6) %b
  store float 2.0, ptr addrspace(6) %w
  ret void
}

; Two unrolled copies of one loop body (the same !pto.tile.origin): the
; second copy's tile does not take the first's bytes, so that the two
; alternate (double buffering, docs/auto-mode.md); without it they share.
define void @unrolled(i32 %n) {
; CHECK-LABEL: define void @unrolled(
; CHECK:         store float 1.000000e+00, ptr addrspace(6) null
; CHECK:         store float 2.000000e+00, ptr addrspace(6) inttoptr (i64 1504 to ptr addrspace(6))
; SINGLE-LABEL: define void @unrolled(
; SINGLE:         store float 1.000000e+00, ptr addrspace(6) null
; SINGLE:         store float 2.000000e+00, ptr addrspace(6) null
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %a0 = call ptr addrspace(6) @__pto_tile_alloc(i64 1024), !pto.tile.origin !0
  store float 1.0, ptr addrspace(6) %a0
  call void @use(ptr addrspace(6) %a0)
  %a1 = call ptr addrspace(6) @__pto_tile_alloc(i64 1024), !pto.tile.origin !0
  store float 2.0, ptr addrspace(6) %a1
  call void @use(ptr addrspace(6) %a1)
  %next = add i32 %i, 2
  %more = icmp ult i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; Two tiles that fill UB between them: no room for the 480 bytes, so none.
define void @full() {
; CHECK-LABEL: define void @full(
; CHECK-NEXT:    call void @use2(ptr addrspace(6) null, ptr addrspace(6) inttoptr (i64 131072 to ptr addrspace(6)))
  %a = call ptr addrspace(6) @__pto_tile_alloc(i64 131072)
  %b = call ptr addrspace(6) @__pto_tile_alloc(i64 131072)
  call void @use2(ptr addrspace(6) %a, ptr addrspace(6) %b)
  ret void
}

; CHECK: attributes #[[#]] = { "pto-tile-bytes"="8192" }
; CHECK: attributes #[[#]] = { "pto-tile-bytes"="1248" }
; CHECK: attributes #[[#]] = { "pto-tile-bytes"="262144" }

!0 = !{i64 0}
