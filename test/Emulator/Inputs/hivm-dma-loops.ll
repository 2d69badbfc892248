; The DMA loop registers, padding and the UB-to-UB copy in the LLVM IR
; style of PTOAS (test/Emulator/hivm-dma-kernel.test): x, 12 rows of 24
; floats, is loaded as 4 hardware loop iterations (SET.LOOP.SIZE,
; SET.LOOP1.STRIDE.OUTTOUB) of 3 bursts of 20 floats, each UB row of 24
; padded with -1.0 (SET.MOV.PAD.VAL, data_select), copied within UB to
; rows of 32 floats (MOV.UB.TO.UB, a destination gap of one block) and
; stored as 4 loop iterations of 3 rows of 24 (SET.LOOP1.STRIDE.UBTOOUT)
; into y: y[r][c] = c < 20 ? x[r][c] : -1.0.
define void @hivm_dma_loops(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %ua = inttoptr i64 0 to ptr addrspace(6)
  %ub = inttoptr i64 2048 to ptr addrspace(6)
  ; -1.0's bits.
  call void @llvm.hivm.SET.MOV.PAD.VAL(i64 3212836864)
  ; loop2 1 << 21 | loop1 4.
  call void @llvm.hivm.SET.LOOP.SIZE.OUTTOUB(i64 2097156)
  ; Each iteration 288 bytes on in GM and in UB: UB << 40 | GM.
  call void @llvm.hivm.SET.LOOP1.STRIDE.OUTTOUB(i64 316659348799776)
  ; 3 bursts of 80 bytes, data_select: 3 << 4 | 80 << 25 | 1 << 58; GM and
  ; UB strides 96.
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.f32.DV(ptr addrspace(6) %ua, ptr addrspace(1) %x, i64 288230378836066352, i64 105553116266592)
  call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
  ; 12 bursts of 3 blocks, source gap 0, destination gap 1.
  call void @llvm.hivm.MOV.UB.TO.UB.v310(ptr addrspace(6) %ub, ptr addrspace(6) %ua, i64 281474976907276)
  call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 0)
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 0)
  call void @llvm.hivm.SET.LOOP.SIZE.UBTOOUT(i64 2097156)
  ; Each iteration 384 bytes on in UB, 288 in GM, in the register's layout
  ; UB << 40 | GM (PTOAS's store expansion packs its (UB, GM) operands the
  ; other way round: docs/hivm.md).
  call void @llvm.hivm.SET.LOOP1.STRIDE.UBTOOUT(i64 422212465066272)
  ; 3 bursts of 96 bytes: GM stride 96, UB stride 128.
  call void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1) %y, ptr addrspace(6) %ub, i64 3221225520, i64 140737488355424)
  ret void
}

declare void @llvm.hivm.SET.MOV.PAD.VAL(i64)
declare void @llvm.hivm.SET.LOOP.SIZE.OUTTOUB(i64)
declare void @llvm.hivm.SET.LOOP.SIZE.UBTOOUT(i64)
declare void @llvm.hivm.SET.LOOP1.STRIDE.OUTTOUB(i64)
declare void @llvm.hivm.SET.LOOP1.STRIDE.UBTOOUT(i64)
declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.f32.DV(ptr addrspace(6), ptr addrspace(1), i64, i64)
declare void @llvm.hivm.MOV.UB.TO.UB.v310(ptr addrspace(6), ptr addrspace(6), i64)
declare void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1), ptr addrspace(6), i64, i64)
