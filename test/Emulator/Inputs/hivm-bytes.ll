; The byte forms of PTOAS's LLVM IR that ours lack, as composites
; (PTOLowerHivm, docs/hivm.md; test/Emulator/hivm-bytes.test): for 256
; bytes a and b,
;   q[i] = i < 200 ? (b[i] ? a[i] / b[i] : 255) : 0      (u8 vdiv)
;   t    = { sum of a[i] as s8 for i < 150, 0, 0, ... }    (s8 vcadd, 128 x i16)
;   u    = { sum of a[i] as u8, 0, 0, ... }                (u8 vcadd, 128 x i16)
define void @hivm_bytes(ptr addrspace(1) %a, ptr addrspace(1) %b,
                        ptr addrspace(1) %q, ptr addrspace(1) %t,
                        ptr addrspace(1) %u) {
entry:
  %ua = inttoptr i64 0 to ptr addrspace(6)
  %ub = inttoptr i64 256 to ptr addrspace(6)
  %uq = inttoptr i64 512 to ptr addrspace(6)
  %ut = inttoptr i64 768 to ptr addrspace(6)
  %uu = inttoptr i64 1024 to ptr addrspace(6)
  call void @llvm.hivm.SET.LOOP.SIZE.OUTTOUB(i64 2097153)
  call void @llvm.hivm.SET.LOOP.SIZE.UBTOOUT(i64 2097153)
  ; One burst of 256 bytes (1 << 4 | 256 << 25), strides 256.
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u8.DV(ptr addrspace(6) %ua, ptr addrspace(1) %a, i64 8589934608, i64 281474976710912)
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u8.DV(ptr addrspace(6) %ub, ptr addrspace(1) %b, i64 8589934608, i64 281474976710912)
  call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
  %va = call <256 x i8> @llvm.hivm.vldsx1.v256u8(ptr addrspace(6) %ua, i32 0, i32 0, i32 0)
  %vb = call <256 x i8> @llvm.hivm.vldsx1.v256u8(ptr addrspace(6) %ub, i32 0, i32 0, i32 0)
  %all8 = call <256 x i1> @llvm.hivm.pset.b8(i32 0)
  %all16 = call <256 x i1> @llvm.hivm.pset.b16(i32 0)
  %p200 = call { <256 x i1>, i64 } @llvm.hivm.plt.b8(i32 200)
  %m200 = extractvalue { <256 x i1>, i64 } %p200, 0
  %vq = call <256 x i8> @llvm.hivm.vdiv.v256u8.x(<256 x i8> %va, <256 x i8> %vb, <256 x i1> %m200)
  call void @llvm.hivm.vstsx1.v256u8(<256 x i8> %vq, ptr addrspace(6) %uq, i32 0, i32 0, i32 0, <256 x i1> %all8)
  %p150 = call { <256 x i1>, i64 } @llvm.hivm.plt.b8(i32 150)
  %m150 = extractvalue { <256 x i1>, i64 } %p150, 0
  %vt = call <128 x i16> @llvm.hivm.vcadd.v256s8.x(<256 x i8> %va, <256 x i1> %m150)
  call void @llvm.hivm.vstsx1.v128s16(<128 x i16> %vt, ptr addrspace(6) %ut, i32 0, i32 1, i32 0, <256 x i1> %all16)
  %vu = call <128 x i16> @llvm.hivm.vcadd.v256u8.x(<256 x i8> %va, <256 x i1> %all8)
  call void @llvm.hivm.vstsx1.v128u16(<128 x i16> %vu, ptr addrspace(6) %uu, i32 0, i32 1, i32 0, <256 x i1> %all16)
  call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 0)
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 0)
  call void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1) %q, ptr addrspace(6) %uq, i64 8589934608, i64 281474976710912)
  call void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1) %t, ptr addrspace(6) %ut, i64 8589934608, i64 281474976710912)
  call void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1) %u, ptr addrspace(6) %uu, i64 8589934608, i64 281474976710912)
  ret void
}

declare void @llvm.hivm.SET.LOOP.SIZE.OUTTOUB(i64)
declare void @llvm.hivm.SET.LOOP.SIZE.UBTOOUT(i64)
declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.u8.DV(ptr addrspace(6), ptr addrspace(1), i64, i64)
declare void @llvm.hivm.MOV.UB.TO.OUT.ALIGN.V2.DV(ptr addrspace(1), ptr addrspace(6), i64, i64)
declare <256 x i8> @llvm.hivm.vldsx1.v256u8(ptr addrspace(6), i32, i32, i32)
declare <256 x i1> @llvm.hivm.pset.b8(i32)
declare <256 x i1> @llvm.hivm.pset.b16(i32)
declare { <256 x i1>, i64 } @llvm.hivm.plt.b8(i32)
declare <256 x i8> @llvm.hivm.vdiv.v256u8.x(<256 x i8>, <256 x i8>, <256 x i1>)
declare <128 x i16> @llvm.hivm.vcadd.v256s8.x(<256 x i8>, <256 x i1>)
declare <128 x i16> @llvm.hivm.vcadd.v256u8.x(<256 x i8>, <256 x i1>)
declare void @llvm.hivm.vstsx1.v256u8(<256 x i8>, ptr addrspace(6), i32, i32, i32, <256 x i1>)
declare void @llvm.hivm.vstsx1.v128s16(<128 x i16>, ptr addrspace(6), i32, i32, i32, <256 x i1>)
declare void @llvm.hivm.vstsx1.v128u16(<128 x i16>, ptr addrspace(6), i32, i32, i32, <256 x i1>)
