; Operations on <32 x i64> lanes, which the vector unit computes in 32-bit
; operations (int64.test). Each function reads a from UB 0 and b from UB 256
; and writes its result to UB 512: %buffer's first 512 bytes in, the next 256
; out. int64_ops.py derives the results on the host.
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

define void @mul(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = mul <32 x i64> %a, %b
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @sdiv(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = sdiv <32 x i64> %a, %b
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @udiv(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = udiv <32 x i64> %a, %b
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @srem(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = srem <32 x i64> %a, %b
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @urem(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = urem <32 x i64> %a, %b
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @smax(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.smax.v32i64(<32 x i64> %a, <32 x i64> %b)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @smin(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.smin.v32i64(<32 x i64> %a, <32 x i64> %b)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @umax(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.umax.v32i64(<32 x i64> %a, <32 x i64> %b)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @umin(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.umin.v32i64(<32 x i64> %a, <32 x i64> %b)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @abs(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.abs.v32i64(<32 x i64> %a, i1 false)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @ctpop(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.ctpop.v32i64(<32 x i64> %a)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @ctlz(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.ctlz.v32i64(<32 x i64> %a, i1 false)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @cttz(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.cttz.v32i64(<32 x i64> %a, i1 false)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @sadd_sat(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.sadd.sat.v32i64(<32 x i64> %a, <32 x i64> %b)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @uadd_sat(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.uadd.sat.v32i64(<32 x i64> %a, <32 x i64> %b)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @ssub_sat(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.ssub.sat.v32i64(<32 x i64> %a, <32 x i64> %b)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @usub_sat(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %r = call <32 x i64> @llvm.usub.sat.v32i64(<32 x i64> %a, <32 x i64> %b)
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @icmp_eq(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %c = icmp eq <32 x i64> %a, %b
  %r = sext <32 x i1> %c to <32 x i64>
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @icmp_ne(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %c = icmp ne <32 x i64> %a, %b
  %r = sext <32 x i1> %c to <32 x i64>
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @icmp_slt(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %c = icmp slt <32 x i64> %a, %b
  %r = sext <32 x i1> %c to <32 x i64>
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @icmp_sle(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %c = icmp sle <32 x i64> %a, %b
  %r = sext <32 x i1> %c to <32 x i64>
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @icmp_sgt(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %c = icmp sgt <32 x i64> %a, %b
  %r = sext <32 x i1> %c to <32 x i64>
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @icmp_sge(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %c = icmp sge <32 x i64> %a, %b
  %r = sext <32 x i1> %c to <32 x i64>
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @icmp_ult(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %c = icmp ult <32 x i64> %a, %b
  %r = sext <32 x i1> %c to <32 x i64>
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @icmp_ule(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %c = icmp ule <32 x i64> %a, %b
  %r = sext <32 x i1> %c to <32 x i64>
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @icmp_ugt(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %c = icmp ugt <32 x i64> %a, %b
  %r = sext <32 x i1> %c to <32 x i64>
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

define void @icmp_uge(ptr addrspace(1) %buffer) #0 {
  call void @buffer_to_ub(ptr addrspace(1) %buffer)
  %a = load <32 x i64>, ptr addrspace(6) null, align 256
  %b = load <32 x i64>, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 256
  %c = icmp uge <32 x i64> %a, %b
  %r = sext <32 x i1> %c to <32 x i64>
  store <32 x i64> %r, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), align 256
  call void @result_to_buffer(ptr addrspace(1) %buffer)
  ret void
}

attributes #0 = { nounwind "target-cpu"="a5" "target-features"="+a5" }
