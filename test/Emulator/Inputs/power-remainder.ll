; pow and frem of float vectors, expanded into float and integer operations
; (power-remainder.test). Each function reads x from UB 0 and y from UB 256
; and writes its result to UB 512: %buffer's first 512 bytes in, the next
; 256 out. power_remainder.py derives the results on the host.
target triple = "pto"

define internal void @buffer_to_ub(ptr addrspace(1) %buffer) alwaysinline {
  call void asm sideeffect "set_loop_size_outtoub $0, $0\0A\09copy_gm_to_ubuf $1, $2, 0, $0, $3, x0, x0, 0, 0, $3, $3", "r,r,r,r,~{memory}"(i64 1, ptr addrspace(1) %buffer, ptr addrspace(6) null, i64 512)
  call void asm sideeffect "set_flag PIPE_MTE2, PIPE_V, EVENT_ID0\0A\09wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0", "~{memory}"()
  ret void
}

define internal void @result_to_buffer(ptr addrspace(1) %buffer) alwaysinline {
  call void asm sideeffect "set_flag PIPE_V, PIPE_MTE3, EVENT_ID0\0A\09wait_flag PIPE_V, PIPE_MTE3, EVENT_ID0", "~{memory}"()
  %out = getelementptr i8, ptr addrspace(1) %buffer, i64 512
  call void asm sideeffect "set_loop_size_ubtoout $0, $0\0A\09copy_ubuf_to_gm $1, $2, 0, $0, $3, 0, $3, $3", "r,r,r,r,~{memory}"(i64 1, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), ptr addrspace(1) %out, i64 256)
  ret void
}

define void @pow_f32(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <64 x float>, ptr addrspace(6) null, align 256
  %y = load <64 x float>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <64 x float> @llvm.pow.v64f32(<64 x float> %x, <64 x float> %y)
  store <64 x float> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @pow_f16(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <128 x half>, ptr addrspace(6) null, align 256
  %y = load <128 x half>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <128 x half> @llvm.pow.v128f16(<128 x half> %x, <128 x half> %y)
  store <128 x half> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @pow_bf16(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <128 x bfloat>, ptr addrspace(6) null, align 256
  %y = load <128 x bfloat>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <128 x bfloat> @llvm.pow.v128bf16(<128 x bfloat> %x, <128 x bfloat> %y)
  store <128 x bfloat> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @frem_f32(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <64 x float>, ptr addrspace(6) null, align 256
  %y = load <64 x float>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = frem <64 x float> %x, %y
  store <64 x float> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @frem_f16(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <128 x half>, ptr addrspace(6) null, align 256
  %y = load <128 x half>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = frem <128 x half> %x, %y
  store <128 x half> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @frem_bf16(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <128 x bfloat>, ptr addrspace(6) null, align 256
  %y = load <128 x bfloat>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = frem <128 x bfloat> %x, %y
  store <128 x bfloat> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

attributes #0 = { nounwind "target-cpu"="a5" "target-features"="+a5" }
