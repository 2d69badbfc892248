// out = |x| over n floats, written by hand, for bench/run.py to compare the
// compiled abs_kernel with (docs/benchmarks.md): the same double-buffered
// 32 KB chunks as bench/kernels/pipeline.h, sixteen registers per loop
// iteration, one all-true mask. n is a multiple of 1024 floats.
//   x10: GM input, x11: GM output, x12: n

// One chunk through buffer \b: input at UB \in, result at UB \out; x15 is the
// chunk's first byte, x14 its length.
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
.Lregs\b:
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vlds	v\r, [x22, \r*256], NORM
	.endr
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vabs.f32	v\r, v\r, p0
	.endr
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vsts	v\r, [x24, \r*256], NORM_B32, p0
	.endr
	addi	x22, x22, 4096
	addi	x24, x24, 4096
	bltu	x24, x25, .Lregs\b
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID\b
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID\b
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID\b
	add	x20, x11, x15
	movi	x21, \out
	copy_ubuf_to_gm	x21, x20, 0, x18, x14, 0, x14, x14
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID\b
.endm

	.text
	.globl	abs_asm
	.p2align	3
	.type	abs_asm,@function
abs_asm:
	movi	x5, 8192
	sltu	x6, x12, x5
	sel	x28, x6, x12, x5		// chunk: min(n, 8192) floats
	slli	x14, x28, 2			// chunk bytes
	slli	x16, x12, 2			// tensor bytes
	pset_b8	p0, PAT_ALL
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
	.size	abs_asm, .Lend-abs_asm
