// out = |x| over n floats, written by hand, for bench/run.py to compare the
// compiled abs_kernel with (docs/benchmarks.md): the chunk loop of
// stream.inc, sixteen registers per loop iteration. n is a multiple of 1024.
//   x10: GM input, x11: GM output, x12: n

	.include "stream.inc"

// Buffer \b: input at UB \in, result at UB \out.
.macro chunk b, in, out
	begin_chunk	\b, \in, \out
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
	store_chunk	\b, x11, \out
.endm
.macro chunk0
	chunk	0, 0x00000, 0x10000
.endm
.macro chunk1
	chunk	1, 0x08000, 0x18000
.endm

	.text
	.globl	abs_asm
	.p2align	3
	.type	abs_asm,@function
abs_asm:
	stream_begin	x12
	stream_chunks
.Lend:
	.size	abs_asm, .Lend-abs_asm
