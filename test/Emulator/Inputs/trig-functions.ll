; sin, cos and tan of float vectors, expanded into integer and float
; arithmetic (trig-functions.test). Each function reads x from UB 0 and
; writes its result to UB 256: %buffer's first 256 bytes in, the next 256
; out. trig_functions.py derives the results on the host.
target triple = "pto"

define internal void @buffer_to_ub(ptr addrspace(1) %buffer) alwaysinline {
  call void asm sideeffect "set_loop_size_outtoub $0, $0\0A\09copy_gm_to_ubuf $1, $2, 0, $0, $3, x0, x0, 0, 0, $3, $3", "r,r,r,r,~{memory}"(i64 1, ptr addrspace(1) %buffer, ptr addrspace(6) null, i64 256)
  call void asm sideeffect "set_flag PIPE_MTE2, PIPE_V, EVENT_ID0\0A\09wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0", "~{memory}"()
  ret void
}

define internal void @result_to_buffer(ptr addrspace(1) %buffer) alwaysinline {
  call void asm sideeffect "set_flag PIPE_V, PIPE_MTE3, EVENT_ID0\0A\09wait_flag PIPE_V, PIPE_MTE3, EVENT_ID0", "~{memory}"()
  %out = getelementptr i8, ptr addrspace(1) %buffer, i64 256
  call void asm sideeffect "set_loop_size_ubtoout $0, $0\0A\09copy_ubuf_to_gm $1, $2, 0, $0, $3, 0, $3, $3", "r,r,r,r,~{memory}"(i64 1, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), ptr addrspace(1) %out, i64 256)
  ret void
}

define void @sin_f32(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <64 x float>, ptr addrspace(6) null, align 256
  %r = call <64 x float> @llvm.sin.v64f32(<64 x float> %x)
  store <64 x float> %r, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @sin_f16(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <128 x half>, ptr addrspace(6) null, align 256
  %r = call <128 x half> @llvm.sin.v128f16(<128 x half> %x)
  store <128 x half> %r, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @sin_bf16(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <128 x bfloat>, ptr addrspace(6) null, align 256
  %r = call <128 x bfloat> @llvm.sin.v128bf16(<128 x bfloat> %x)
  store <128 x bfloat> %r, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @cos_f32(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <64 x float>, ptr addrspace(6) null, align 256
  %r = call <64 x float> @llvm.cos.v64f32(<64 x float> %x)
  store <64 x float> %r, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @cos_f16(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <128 x half>, ptr addrspace(6) null, align 256
  %r = call <128 x half> @llvm.cos.v128f16(<128 x half> %x)
  store <128 x half> %r, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @cos_bf16(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <128 x bfloat>, ptr addrspace(6) null, align 256
  %r = call <128 x bfloat> @llvm.cos.v128bf16(<128 x bfloat> %x)
  store <128 x bfloat> %r, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @tan_f32(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <64 x float>, ptr addrspace(6) null, align 256
  %r = call <64 x float> @llvm.tan.v64f32(<64 x float> %x)
  store <64 x float> %r, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @tan_f16(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <128 x half>, ptr addrspace(6) null, align 256
  %r = call <128 x half> @llvm.tan.v128f16(<128 x half> %x)
  store <128 x half> %r, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @tan_bf16(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %x = load <128 x bfloat>, ptr addrspace(6) null, align 256
  %r = call <128 x bfloat> @llvm.tan.v128bf16(<128 x bfloat> %x)
  store <128 x bfloat> %r, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

attributes #0 = { nounwind "target-cpu"="a5" "target-features"="+a5" }
