// out = x + y over n floats, written by hand, for bench/run.py to compare
// the compiled add_kernel with (docs/benchmarks.md): the chunk loop of
// stream.inc, eight registers of each input per loop iteration. n is a
// multiple of 1024.
//   x10, x11: GM inputs, x12: GM output, x13: n

	.include "stream.inc"

// Buffer \b: inputs at UB \x and \y, the sum at UB \out.
.macro chunk b, x, y, out
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID\b
	load_chunk	\b, x10, \x
	load_chunk	\b, x11, \y
	begin_work	\b
	movi	x22, \x
	movi	x23, \y
	movi	x24, \out
	add	x25, x24, x19
.Lregs\b:
	.irp r, 0,1,2,3,4,5,6,7
	vlds	v\r, [x22, \r*256], NORM
	vlds	v1\r, [x23, \r*256], NORM
	.endr
	.irp r, 0,1,2,3,4,5,6,7
	vadd.f32	v\r, v\r, v1\r, p0
	.endr
	.irp r, 0,1,2,3,4,5,6,7
	vsts	v\r, [x24, \r*256], NORM_B32, p0
	.endr
	addi	x22, x22, 2048
	addi	x23, x23, 2048
	addi	x24, x24, 2048
	bltu	x24, x25, .Lregs\b
	store_chunk	\b, x12, \out
.endm
.macro chunk0
	chunk	0, 0x00000, 0x10000, 0x20000
.endm
.macro chunk1
	chunk	1, 0x08000, 0x18000, 0x28000
.endm

	.text
	.globl	add_asm
	.p2align	3
	.type	add_asm,@function
add_asm:
	stream_begin	x13
	stream_chunks
.Lend:
	.size	add_asm, .Lend-add_asm
