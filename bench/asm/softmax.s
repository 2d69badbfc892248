// Row-wise softmax over rows of 1024 floats, written by hand, for
// bench/run.py to compare the compiled softmax_kernel with
// (docs/benchmarks.md): the same algorithm (a max pass, an exp(x - max)
// and sum pass that stores the exponentials, a scaling pass that reloads
// them) and the same double-buffered 32 KB chunks of eight rows; the
// reductions as trees over the row's sixteen registers. n is a multiple
// of 1024 floats.
//   x10: GM input, x11: GM output, x12: n

// One row: input at x22, output at x24. v31 holds zeros (the lane-0
// broadcast index), v30 ones.
.macro row
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vlds	v\r, [x22, \r*256], NORM
	.endr
	vmax.f32	v0, v0, v1, p0
	vmax.f32	v2, v2, v3, p0
	vmax.f32	v4, v4, v5, p0
	vmax.f32	v6, v6, v7, p0
	vmax.f32	v8, v8, v9, p0
	vmax.f32	v10, v10, v11, p0
	vmax.f32	v12, v12, v13, p0
	vmax.f32	v14, v14, v15, p0
	vmax.f32	v0, v0, v2, p0
	vmax.f32	v4, v4, v6, p0
	vmax.f32	v8, v8, v10, p0
	vmax.f32	v12, v12, v14, p0
	vmax.f32	v0, v0, v4, p0
	vmax.f32	v8, v8, v12, p0
	vmax.f32	v0, v0, v8, p0
	vcmax.f32	v0, v0, p0
	vselr.i32	v16, v0, v31		// the max in every lane
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vlds	v\r, [x22, \r*256], NORM
	.endr
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vexpdif.f32	v\r, v\r, v16, p0
	.endr
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vsts	v\r, [x24, \r*256], NORM_B32, p0
	.endr
	vadd.f32	v0, v0, v1, p0
	vadd.f32	v2, v2, v3, p0
	vadd.f32	v4, v4, v5, p0
	vadd.f32	v6, v6, v7, p0
	vadd.f32	v8, v8, v9, p0
	vadd.f32	v10, v10, v11, p0
	vadd.f32	v12, v12, v13, p0
	vadd.f32	v14, v14, v15, p0
	vadd.f32	v0, v0, v2, p0
	vadd.f32	v4, v4, v6, p0
	vadd.f32	v8, v8, v10, p0
	vadd.f32	v12, v12, v14, p0
	vadd.f32	v0, v0, v4, p0
	vadd.f32	v8, v8, v12, p0
	vadd.f32	v0, v0, v8, p0
	vcadd.f32	v0, v0, p0
	vselr.i32	v17, v0, v31		// the sum in every lane
	vdiv.f32	v17, v30, v17, p0
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vlds	v\r, [x24, \r*256], NORM
	.endr
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vmul.f32	v\r, v\r, v17, p0
	.endr
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vsts	v\r, [x24, \r*256], NORM_B32, p0
	.endr
.endm

// One chunk through buffer \b: input at UB \in, output at UB \out; x15 is
// the chunk's first byte, x14 its length.
.macro chunk b, in, out
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID\b
	add	x20, x10, x15
	movi	x21, \in
	copy_gm_to_ubuf	x20, x21, 0, x18, x14, x17, x17, 0, 0, x14, x14
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID\b
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID\b
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID\b
	movi	x22, \in
	movi	x24, \out
	add	x25, x24, x14
.Lrows\b:
	row
	addi	x22, x22, 4096
	addi	x24, x24, 4096
	bltu	x24, x25, .Lrows\b
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID\b
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID\b
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID\b
	add	x20, x11, x15
	movi	x21, \out
	copy_ubuf_to_gm	x21, x20, 0, x18, x14, 0, x14, x14
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID\b
.endm

	.text
	.globl	softmax_asm
	.p2align	3
	.type	softmax_asm,@function
softmax_asm:
	movi	x5, 8192
	sltu	x6, x12, x5
	sel	x28, x6, x12, x5		// chunk: min(n, 8192) floats
	slli	x14, x28, 2			// chunk bytes
	slli	x16, x12, 2			// tensor bytes
	pset_b8	p0, PAT_ALL
	movi	x8, 0
	vdup.i32	v31, x8, p0
	movi	x8, 0x3f800000			// 1.0f
	vdup.i32	v30, x8, p0
	movi	x17, 0
	movi	x18, 1
	.irp b, 0, 1
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID\b
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID\b
	.endr
	movi	x15, 0
.Lpair:
	chunk	0, 0x00000, 0x10000
	add	x15, x15, x14
	bgeu	x15, x16, .Ldone
	chunk	1, 0x08000, 0x18000
	add	x15, x15, x14
	bltu	x15, x16, .Lpair
.Ldone:
	.irp b, 0, 1
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID\b
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID\b
	.endr
	ret
.Lend:
	.size	softmax_asm, .Lend-softmax_asm
