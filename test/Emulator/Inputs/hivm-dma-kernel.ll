; A double-buffered kernel in the LLVM IR style of PTOAS's VPTO emitter: its
; DMA is llvm.hivm.MOV.OUT.TO.UB / MOV.UB.TO.OUT with PTOAS's packed
; configuration words and SET.LOOP.SIZE registers, its flags SET/WAIT.FLAG
; with PTOAS's pipe values and run-time event ids (.REG), its compute the
; unsigned vdiv (test/Emulator/hivm-dma-kernel.test):
;   q[i] = a[i] / b[i] for n unsigned 32-bit integers,
; in tiles of 128 (two vectors, plt.b32 masking the tail) that alternate
; between two sets of UB buffers (event id = tile & 1), so that the loads of
; one tile may run under the division of the other.
define void @hivm_dma_kernel(ptr addrspace(1) %a, ptr addrspace(1) %b,
                             ptr addrspace(1) %q, i64 %n) {
entry:
  ; packLoopSize(1, 1): no hardware loops.
  call void @llvm.hivm.SET.LOOP.SIZE.OUTTOUB(i64 2097153)
  call void @llvm.hivm.SET.LOOP.SIZE.UBTOOUT(i64 2097153)
  ; Both buffer sets start free: PIPE_V (1) -> PIPE_MTE2 (4) (the inputs
  ; are read), PIPE_MTE3 (5) -> PIPE_V (the output is stored).
  call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 0)
  call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 1)
  call void @llvm.hivm.SET.FLAG.IMM(i64 5, i64 1, i64 0)
  call void @llvm.hivm.SET.FLAG.IMM(i64 5, i64 1, i64 1)
  br label %tile

tile:
  %t = phi i64 [ 0, %entry ], [ %t.next, %tile ]
  %k = and i64 %t, 1
  %start = shl i64 %t, 7
  %left = sub i64 %n, %start
  %full = icmp ugt i64 %left, 128
  %count = select i1 %full, i64 128, i64 %left
  %bytes = shl i64 %count, 2
  %gm.off = shl i64 %start, 2
  %ga = getelementptr i8, ptr addrspace(1) %a, i64 %gm.off
  %gb = getelementptr i8, ptr addrspace(1) %b, i64 %gm.off
  %gq = getelementptr i8, ptr addrspace(1) %q, i64 %gm.off
  ; UB plan: a at 0, b at 1024, q at 2048; 512 bytes per buffer.
  %buf = shl i64 %k, 9
  %ua = getelementptr i8, ptr addrspace(6) null, i64 %buf
  %ub = getelementptr i8, ptr addrspace(6) inttoptr (i64 1024 to ptr addrspace(6)), i64 %buf
  %uq = getelementptr i8, ptr addrspace(6) inttoptr (i64 2048 to ptr addrspace(6)), i64 %buf
  ; One burst of the tile's bytes: cfg0 = 1 << 4 | len << 25, cfg1 =
  ; 512 << 40 | len (UB and GM strides).
  %len = shl i64 %bytes, 25
  %cfg0 = or i64 %len, 16
  %cfg1 = or i64 %bytes, 562949953421312
  call void @llvm.hivm.WAIT.FLAG.REG(i64 1, i64 4, i64 %k)
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u32.DV(ptr addrspace(6) %ua, ptr addrspace(1) %ga, i64 %cfg0, i64 %cfg1)
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u32.DV(ptr addrspace(6) %ub, ptr addrspace(1) %gb, i64 %cfg0, i64 %cfg1)
  call void @llvm.hivm.SET.FLAG.REG(i64 4, i64 1, i64 %k)
  call void @llvm.hivm.WAIT.FLAG.REG(i64 4, i64 1, i64 %k)
  call void @llvm.hivm.WAIT.FLAG.REG(i64 5, i64 1, i64 %k)
  %c32 = trunc i64 %count to i32
  %p0 = call { <256 x i1>, i32 } @llvm.hivm.plt.b32.v300(i32 %c32)
  %m0 = extractvalue { <256 x i1>, i32 } %p0, 0
  %left1 = extractvalue { <256 x i1>, i32 } %p0, 1
  %a0 = call <64 x i32> @llvm.hivm.vldsx1.v64u32(ptr addrspace(6) %ua, i32 0, i32 0, i32 0)
  %b0 = call <64 x i32> @llvm.hivm.vldsx1.v64u32(ptr addrspace(6) %ub, i32 0, i32 0, i32 0)
  %q0 = call <64 x i32> @llvm.hivm.vdiv.v64u32.x(<64 x i32> %a0, <64 x i32> %b0, <256 x i1> %m0)
  call void @llvm.hivm.vstsx1.v64u32(<64 x i32> %q0, ptr addrspace(6) %uq, i32 0, i32 2, i32 0, <256 x i1> %m0)
  %p1 = call { <256 x i1>, i32 } @llvm.hivm.plt.b32.v300(i32 %left1)
  %m1 = extractvalue { <256 x i1>, i32 } %p1, 0
  %a1 = call <64 x i32> @llvm.hivm.vldsx1.v64u32(ptr addrspace(6) %ua, i32 256, i32 0, i32 0)
  %b1 = call <64 x i32> @llvm.hivm.vldsx1.v64u32(ptr addrspace(6) %ub, i32 256, i32 0, i32 0)
  %q1 = call <64 x i32> @llvm.hivm.vdiv.v64u32.x(<64 x i32> %a1, <64 x i32> %b1, <256 x i1> %m1)
  call void @llvm.hivm.vstsx1.v64u32(<64 x i32> %q1, ptr addrspace(6) %uq, i32 256, i32 2, i32 0, <256 x i1> %m1)
  ; The inputs are free, the output ready.
  call void @llvm.hivm.SET.FLAG.REG(i64 1, i64 4, i64 %k)
  call void @llvm.hivm.SET.FLAG.REG(i64 1, i64 5, i64 %k)
  call void @llvm.hivm.WAIT.FLAG.REG(i64 1, i64 5, i64 %k)
  ; A store's cfg0 = 1 << 4 | len << 25; cfg1 as the load's.
  call void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1) %gq, ptr addrspace(6) %uq, i64 %cfg0, i64 %cfg1)
  call void @llvm.hivm.SET.FLAG.REG(i64 5, i64 1, i64 %k)
  %t.next = add i64 %t, 1
  %next = shl i64 %t.next, 7
  %more = icmp ult i64 %next, %n
  br i1 %more, label %tile, label %done

done:
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 0)
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 1)
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 5, i64 1, i64 0)
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 5, i64 1, i64 1)
  ret void
}

declare void @llvm.hivm.SET.LOOP.SIZE.OUTTOUB(i64)
declare void @llvm.hivm.SET.LOOP.SIZE.UBTOOUT(i64)
declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.SET.FLAG.REG(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.REG(i64, i64, i64)
declare void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u32.DV(ptr addrspace(6), ptr addrspace(1), i64, i64)
declare void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1), ptr addrspace(6), i64, i64)
declare { <256 x i1>, i32 } @llvm.hivm.plt.b32.v300(i32)
declare <64 x i32> @llvm.hivm.vldsx1.v64u32(ptr addrspace(6), i32, i32, i32)
declare <64 x i32> @llvm.hivm.vdiv.v64u32.x(<64 x i32>, <64 x i32>, <256 x i1>)
declare void @llvm.hivm.vstsx1.v64u32(<64 x i32>, ptr addrspace(6), i32, i32, i32, <256 x i1>)
