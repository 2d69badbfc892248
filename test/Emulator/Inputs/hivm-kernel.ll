; A kernel in the LLVM IR style of PTOAS's VPTO emitter (llvm.hivm.* calls,
; i32 counts and byte offsets, i64 pipes and events), its DMA written with
; llvm.pto.* intrinsics: for n floats a, b,
;   t = a * 2.5 + b,  r = t > 0 ? t : t * 0.125,  q = (int)r (toward 0)
; 64 lanes at a time, plt.b32 masking the tail (test/Emulator/hivm-kernel.test).
define void @hivm_kernel(ptr addrspace(1) %a, ptr addrspace(1) %b,
                         ptr addrspace(1) %r, ptr addrspace(1) %q, i64 %n) {
entry:
  ; PTOAS's preamble of a kernel with a saturating conversion: CTRL bit 60
  ; clear, the SAT operands decide.
  %ctrl = call i64 @llvm.hivm.GET.CTRL()
  %ctrl.v300 = call i64 @llvm.hivm.SBITSET0(i64 %ctrl, i64 60)
  call void @llvm.hivm.SET.CTRL(i64 %ctrl.v300)
  %ub.a = inttoptr i64 0 to ptr addrspace(6)
  %ub.b = inttoptr i64 16384 to ptr addrspace(6)
  %ub.r = inttoptr i64 32768 to ptr addrspace(6)
  %ub.q = inttoptr i64 49152 to ptr addrspace(6)
  %bytes = shl i64 %n, 2
  %round = add i64 %bytes, 31
  %ub.bytes = and i64 %round, -32
  call void @llvm.pto.set.loop.size.outtoub(i64 1, i64 1)
  call void @llvm.pto.copy.gm.to.ubuf(ptr addrspace(1) %a, ptr addrspace(6) %ub.a,
      i32 0, i64 1, i64 %bytes, i64 0, i64 0, i32 0, i32 0, i64 %bytes, i64 %ub.bytes)
  call void @llvm.pto.copy.gm.to.ubuf(ptr addrspace(1) %b, ptr addrspace(6) %ub.b,
      i32 0, i64 1, i64 %bytes, i64 0, i64 0, i32 0, i32 0, i64 %bytes, i64 %ub.bytes)
  ; PIPE_MTE2 (4) -> PIPE_V (1), EVENT_ID0.
  call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
  %n32 = trunc i64 %n to i32
  br label %chunk

chunk:
  %left = phi i32 [ %n32, %entry ], [ %left.next, %chunk ]
  %off = phi i32 [ 0, %entry ], [ %off.next, %chunk ]
  %plt = call { <256 x i1>, i32 } @llvm.hivm.plt.b32.v300(i32 %left)
  %m = extractvalue { <256 x i1>, i32 } %plt, 0
  %left.next = extractvalue { <256 x i1>, i32 } %plt, 1
  %va = call <64 x float> @llvm.hivm.vldsx1.v64f32(ptr addrspace(6) %ub.a, i32 %off, i32 0, i32 0)
  %vb = call <64 x float> @llvm.hivm.vldsx1.v64f32(ptr addrspace(6) %ub.b, i32 %off, i32 0, i32 0)
  %s = call <64 x float> @llvm.hivm.vmuls.v64f32.x(<64 x float> %va, float 2.500000e+00, <256 x i1> %m)
  %t = call <64 x float> @llvm.hivm.vadd.v64f32.x(<64 x float> %s, <64 x float> %vb, <256 x i1> %m)
  %pos = call <256 x i1> @llvm.hivm.vcmps.gt.f32.z(<64 x float> %t, float 0.000000e+00, <256 x i1> %m)
  %small = call <64 x float> @llvm.hivm.vmuls.v64f32.x(<64 x float> %t, float 1.250000e-01, <256 x i1> %m)
  %res = call <64 x float> @llvm.hivm.vsel.v64f32(<64 x float> %t, <64 x float> %small, <256 x i1> %pos)
  ; f32 -> s32, ROUND_Z (4), no saturation.
  %int = call <64 x i32> @llvm.hivm.vcvtfi.f322s32.x(<64 x float> %res, <256 x i1> %m, i32 4, i32 0)
  call void @llvm.hivm.vstsx1.v64f32(<64 x float> %res, ptr addrspace(6) %ub.r, i32 %off, i32 2, i32 0, <256 x i1> %m)
  call void @llvm.hivm.vstsx1.v64s32(<64 x i32> %int, ptr addrspace(6) %ub.q, i32 %off, i32 2, i32 0, <256 x i1> %m)
  %off.next = add i32 %off, 256
  %more = icmp sgt i32 %left.next, 0
  br i1 %more, label %chunk, label %done

done:
  ; PIPE_V (1) -> PIPE_MTE3 (5), EVENT_ID0.
  call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 0)
  call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 0)
  call void @llvm.pto.set.loop.size.ubtoout(i64 1, i64 1)
  call void @llvm.pto.copy.ubuf.to.gm(ptr addrspace(6) %ub.r, ptr addrspace(1) %r,
      i32 0, i64 1, i64 %bytes, i32 0, i64 %bytes, i64 %ub.bytes)
  call void @llvm.pto.copy.ubuf.to.gm(ptr addrspace(6) %ub.q, ptr addrspace(1) %q,
      i32 0, i64 1, i64 %bytes, i32 0, i64 %bytes, i64 %ub.bytes)
  ret void
}

declare void @llvm.pto.set.loop.size.outtoub(i64, i64)
declare void @llvm.pto.set.loop.size.ubtoout(i64, i64)
declare void @llvm.pto.copy.gm.to.ubuf(ptr addrspace(1), ptr addrspace(6), i32,
                                       i64, i64, i64, i64, i32, i32, i64, i64)
declare void @llvm.pto.copy.ubuf.to.gm(ptr addrspace(6), ptr addrspace(1), i32,
                                       i64, i64, i32, i64, i64)
declare i64 @llvm.hivm.GET.CTRL()
declare i64 @llvm.hivm.SBITSET0(i64, i64)
declare void @llvm.hivm.SET.CTRL(i64)
declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.IMM(i64, i64, i64)
declare { <256 x i1>, i32 } @llvm.hivm.plt.b32.v300(i32)
declare <64 x float> @llvm.hivm.vldsx1.v64f32(ptr addrspace(6), i32, i32, i32)
declare <64 x float> @llvm.hivm.vmuls.v64f32.x(<64 x float>, float, <256 x i1>)
declare <64 x float> @llvm.hivm.vadd.v64f32.x(<64 x float>, <64 x float>, <256 x i1>)
declare <256 x i1> @llvm.hivm.vcmps.gt.f32.z(<64 x float>, float, <256 x i1>)
declare <64 x float> @llvm.hivm.vsel.v64f32(<64 x float>, <64 x float>, <256 x i1>)
declare <64 x i32> @llvm.hivm.vcvtfi.f322s32.x(<64 x float>, <256 x i1>, i32, i32)
declare void @llvm.hivm.vstsx1.v64f32(<64 x float>, ptr addrspace(6), i32, i32, i32, <256 x i1>)
declare void @llvm.hivm.vstsx1.v64s32(<64 x i32>, ptr addrspace(6), i32, i32, i32, <256 x i1>)
