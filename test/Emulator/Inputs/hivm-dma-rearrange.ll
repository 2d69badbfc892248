; PTOAS's case micro-op/vector-load-store/dma-copy-rearrange (kernel.pto,
; golden.py: v2 = the 4 rows of 16 i16 of v1 in the order 2, 0, 3, 1) as
; its VPTO emitter writes it in LLVM IR: the copies MOV.OUT.TO.UB,
; MOV.UB.TO.UB (its word packed at run time from the kernel's n_burst,
; len_burst, src_gap, dst_gap: packCopyUbToUbConfig) and MOV.UB.TO.OUT,
; SET.LOOP.SIZE of packLoopSize(1, 1), BARRIER of PIPE_ALL (6)
; (test/Emulator/hivm-dma-kernel.test).
define void @dma_copy_rearrange_kernel_mix_aiv(ptr addrspace(1) %v1, ptr addrspace(1) %v2, i64 %n_burst, i64 %len_burst, i64 %src_gap, i64 %dst_gap) {
entry:
  call void @llvm.hivm.SET.LOOP.SIZE.OUTTOUB(i64 2097153)
  ; sid 0 | n_burst 1 << 4 | len_burst 128 << 25, strides 128 | 128 << 40.
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.s16.DV(ptr addrspace(6) null, ptr addrspace(1) %v1, i64 4294967312, i64 140737488355456)
  call void @llvm.hivm.BARRIER(i64 6)
  %len = shl i64 %len_burst, 16
  %src = shl i64 %src_gap, 32
  %dst = shl i64 %dst_gap, 48
  %w0 = or i64 %n_burst, %len
  %w1 = or i64 %w0, %src
  %cfg = or i64 %w1, %dst
  call void @llvm.hivm.MOV.UB.TO.UB.v310(ptr addrspace(6) inttoptr (i64 128 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 64 to ptr addrspace(6)), i64 %cfg)
  call void @llvm.hivm.MOV.UB.TO.UB.v310(ptr addrspace(6) inttoptr (i64 160 to ptr addrspace(6)), ptr addrspace(6) null, i64 %cfg)
  call void @llvm.hivm.MOV.UB.TO.UB.v310(ptr addrspace(6) inttoptr (i64 192 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 96 to ptr addrspace(6)), i64 %cfg)
  call void @llvm.hivm.MOV.UB.TO.UB.v310(ptr addrspace(6) inttoptr (i64 224 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 32 to ptr addrspace(6)), i64 %cfg)
  call void @llvm.hivm.BARRIER(i64 6)
  call void @llvm.hivm.SET.LOOP.SIZE.UBTOOUT(i64 2097153)
  call void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1) %v2, ptr addrspace(6) inttoptr (i64 128 to ptr addrspace(6)), i64 4294967312, i64 140737488355456)
  call void @llvm.hivm.BARRIER(i64 6)
  ret void
}

declare void @llvm.hivm.SET.LOOP.SIZE.OUTTOUB(i64)
declare void @llvm.hivm.SET.LOOP.SIZE.UBTOOUT(i64)
declare void @llvm.hivm.BARRIER(i64)
declare void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.s16.DV(ptr addrspace(6), ptr addrspace(1), i64, i64)
declare void @llvm.hivm.MOV.UB.TO.UB.v310(ptr addrspace(6), ptr addrspace(6), i64)
declare void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1), ptr addrspace(6), i64, i64)
