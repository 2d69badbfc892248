; llvm.maximum/minimum/maxnum/minnum on <64 x float> from UB 0 (x) and 256
; (y), results at UB 1024, 1280, 1536, 1792, copied to %mx, %mn, %mxn, %mnn.
target triple = "pto"

define void @fminmax_edges(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %mx, ptr addrspace(1) %mn, ptr addrspace(1) %mxn, ptr addrspace(1) %mnn) #0 {
entry:
  call void asm sideeffect "set_loop_size_outtoub $0, $0\0A\09copy_gm_to_ubuf $1, $2, 0, $0, $3, x0, x0, 0, 0, $3, $3", "r,r,r,r,~{memory}"(i64 1, ptr addrspace(1) %x, ptr addrspace(6) null, i64 256)
  call void asm sideeffect "set_loop_size_outtoub $0, $0\0A\09copy_gm_to_ubuf $1, $2, 0, $0, $3, x0, x0, 0, 0, $3, $3", "r,r,r,r,~{memory}"(i64 1, ptr addrspace(1) %y, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), i64 256)
  call void asm sideeffect "set_flag PIPE_MTE2, PIPE_V, EVENT_ID0\0A\09wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0", "~{memory}"()
  %a = load <64 x float>, ptr addrspace(6) null, align 256
  %b = load <64 x float>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %max = call <64 x float> @llvm.maximum.v64f32(<64 x float> %a, <64 x float> %b)
  store <64 x float> %max, ptr addrspace(6) inttoptr (i64 1024 to ptr addrspace(6)), align 256
  %min = call <64 x float> @llvm.minimum.v64f32(<64 x float> %a, <64 x float> %b)
  store <64 x float> %min, ptr addrspace(6) inttoptr (i64 1280 to ptr addrspace(6)), align 256
  %maxnum = call <64 x float> @llvm.maxnum.v64f32(<64 x float> %a, <64 x float> %b)
  store <64 x float> %maxnum, ptr addrspace(6) inttoptr (i64 1536 to ptr addrspace(6)), align 256
  %minnum = call <64 x float> @llvm.minnum.v64f32(<64 x float> %a, <64 x float> %b)
  store <64 x float> %minnum, ptr addrspace(6) inttoptr (i64 1792 to ptr addrspace(6)), align 256
  call void asm sideeffect "set_flag PIPE_V, PIPE_MTE3, EVENT_ID0\0A\09wait_flag PIPE_V, PIPE_MTE3, EVENT_ID0", "~{memory}"()
  call void asm sideeffect "set_loop_size_ubtoout $0, $0\0A\09copy_ubuf_to_gm $1, $2, 0, $0, $3, 0, $3, $3", "r,r,r,r,~{memory}"(i64 1, ptr addrspace(6) inttoptr (i64 1024 to ptr addrspace(6)), ptr addrspace(1) %mx, i64 256)
  call void asm sideeffect "set_loop_size_ubtoout $0, $0\0A\09copy_ubuf_to_gm $1, $2, 0, $0, $3, 0, $3, $3", "r,r,r,r,~{memory}"(i64 1, ptr addrspace(6) inttoptr (i64 1280 to ptr addrspace(6)), ptr addrspace(1) %mn, i64 256)
  call void asm sideeffect "set_loop_size_ubtoout $0, $0\0A\09copy_ubuf_to_gm $1, $2, 0, $0, $3, 0, $3, $3", "r,r,r,r,~{memory}"(i64 1, ptr addrspace(6) inttoptr (i64 1536 to ptr addrspace(6)), ptr addrspace(1) %mxn, i64 256)
  call void asm sideeffect "set_loop_size_ubtoout $0, $0\0A\09copy_ubuf_to_gm $1, $2, 0, $0, $3, 0, $3, $3", "r,r,r,r,~{memory}"(i64 1, ptr addrspace(6) inttoptr (i64 1792 to ptr addrspace(6)), ptr addrspace(1) %mnn, i64 256)
  ret void
}

declare <64 x float> @llvm.maximum.v64f32(<64 x float>, <64 x float>)
declare <64 x float> @llvm.minimum.v64f32(<64 x float>, <64 x float>)
declare <64 x float> @llvm.maxnum.v64f32(<64 x float>, <64 x float>)
declare <64 x float> @llvm.minnum.v64f32(<64 x float>, <64 x float>)

attributes #0 = { nounwind "target-cpu"="a5" "target-features"="+a5" }
