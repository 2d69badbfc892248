; The unsigned 16-bit vdiv and the masked vscatter of PTOAS's LLVM IR
; (llvm.hivm.*, test/Emulator/hivm-scatter-div.test): for 128 u16 a, b,
; 64 u32 d and distinct indices idx (< 256), and s, 256 u32 words:
;   q[i] = i < 100 ? a[i] / b[i] : 0   (plt.b16 of 100 lanes)
;   s[idx[i]] = d[i] where d[i] is odd; a scatter with no active lane
;   (pset ALLF) stores nothing.
define void @hivm_scatter_div(ptr addrspace(1) %a, ptr addrspace(1) %b,
                              ptr addrspace(1) %q, ptr addrspace(1) %d,
                              ptr addrspace(1) %idx, ptr addrspace(1) %s) {
entry:
  %ua = inttoptr i64 0 to ptr addrspace(6)
  %ub = inttoptr i64 256 to ptr addrspace(6)
  %uq = inttoptr i64 512 to ptr addrspace(6)
  %ud = inttoptr i64 768 to ptr addrspace(6)
  %ui = inttoptr i64 1024 to ptr addrspace(6)
  %us = inttoptr i64 2048 to ptr addrspace(6)
  call void @llvm.hivm.SET.LOOP.SIZE.OUTTOUB(i64 2097153)
  call void @llvm.hivm.SET.LOOP.SIZE.UBTOOUT(i64 2097153)
  ; One burst of 256 bytes (1 << 4 | 256 << 25), strides 256; s: 1024.
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u16.DV(ptr addrspace(6) %ua, ptr addrspace(1) %a, i64 8589934608, i64 281474976710912)
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u16.DV(ptr addrspace(6) %ub, ptr addrspace(1) %b, i64 8589934608, i64 281474976710912)
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u32.DV(ptr addrspace(6) %ud, ptr addrspace(1) %d, i64 8589934608, i64 281474976710912)
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u32.DV(ptr addrspace(6) %ui, ptr addrspace(1) %idx, i64 8589934608, i64 281474976710912)
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u32.DV(ptr addrspace(6) %us, ptr addrspace(1) %s, i64 34359738384, i64 1125899906843648)
  call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
  %va = call <128 x i16> @llvm.hivm.vldsx1.v128u16(ptr addrspace(6) %ua, i32 0, i32 0, i32 0)
  %vb = call <128 x i16> @llvm.hivm.vldsx1.v128u16(ptr addrspace(6) %ub, i32 0, i32 0, i32 0)
  %plt = call { <256 x i1>, i32 } @llvm.hivm.plt.b16.v300(i32 100)
  %m = extractvalue { <256 x i1>, i32 } %plt, 0
  %vq = call <128 x i16> @llvm.hivm.vdiv.v128u16.x(<128 x i16> %va, <128 x i16> %vb, <256 x i1> %m)
  %all16 = call <256 x i1> @llvm.hivm.pset.b16(i32 0)
  call void @llvm.hivm.vstsx1.v128u16(<128 x i16> %vq, ptr addrspace(6) %uq, i32 0, i32 1, i32 0, <256 x i1> %all16)
  %vd = call <64 x i32> @llvm.hivm.vldsx1.v64u32(ptr addrspace(6) %ud, i32 0, i32 0, i32 0)
  %vi = call <64 x i32> @llvm.hivm.vldsx1.v64u32(ptr addrspace(6) %ui, i32 0, i32 0, i32 0)
  %all32 = call <256 x i1> @llvm.hivm.pset.b32(i32 0)
  %one = call <64 x i32> @llvm.hivm.vbr.s32.v300(i32 1)
  %low = call <64 x i32> @llvm.hivm.vand.v64u32.x(<64 x i32> %vd, <64 x i32> %one, <256 x i1> %all32)
  %odd = call <256 x i1> @llvm.hivm.vcmps.ne.u32.z(<64 x i32> %low, i32 0, <256 x i1> %all32)
  call void @llvm.hivm.vscatter.v64u32.v300(<64 x i32> %vd, ptr addrspace(6) %us, <64 x i32> %vi, <256 x i1> %odd)
  ; PTOAS's ALLF (15): no lane.
  %none = call <256 x i1> @llvm.hivm.pset.b32(i32 15)
  call void @llvm.hivm.vscatter.v64u32.v300(<64 x i32> %one, ptr addrspace(6) %us, <64 x i32> %vi, <256 x i1> %none)
  call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 0)
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 0)
  call void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1) %q, ptr addrspace(6) %uq, i64 8589934608, i64 281474976710912)
  call void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1) %s, ptr addrspace(6) %us, i64 34359738384, i64 1125899906843648)
  ret void
}

declare void @llvm.hivm.SET.LOOP.SIZE.OUTTOUB(i64)
declare void @llvm.hivm.SET.LOOP.SIZE.UBTOOUT(i64)
declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u16.DV(ptr addrspace(6), ptr addrspace(1), i64, i64)
declare void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u32.DV(ptr addrspace(6), ptr addrspace(1), i64, i64)
declare void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1), ptr addrspace(6), i64, i64)
declare <128 x i16> @llvm.hivm.vldsx1.v128u16(ptr addrspace(6), i32, i32, i32)
declare <64 x i32> @llvm.hivm.vldsx1.v64u32(ptr addrspace(6), i32, i32, i32)
declare { <256 x i1>, i32 } @llvm.hivm.plt.b16.v300(i32)
declare <128 x i16> @llvm.hivm.vdiv.v128u16.x(<128 x i16>, <128 x i16>, <256 x i1>)
declare <256 x i1> @llvm.hivm.pset.b16(i32)
declare <256 x i1> @llvm.hivm.pset.b32(i32)
declare void @llvm.hivm.vstsx1.v128u16(<128 x i16>, ptr addrspace(6), i32, i32, i32, <256 x i1>)
declare <64 x i32> @llvm.hivm.vbr.s32.v300(i32)
declare <64 x i32> @llvm.hivm.vand.v64u32.x(<64 x i32>, <64 x i32>, <256 x i1>)
declare <256 x i1> @llvm.hivm.vcmps.ne.u32.z(<64 x i32>, i32, <256 x i1>)
declare void @llvm.hivm.vscatter.v64u32.v300(<64 x i32>, ptr addrspace(6), <64 x i32>, <256 x i1>)
