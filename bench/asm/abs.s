// out = |x| over n floats, written by hand, for bench/run.py to compare the
// compiled abs_kernel with (docs/benchmarks.md): the chunk loop of
// stream.inc, sixteen registers per loop iteration. n is a multiple of 1024.
//   x10: GM input, x11: GM output, x12: n

	.include "stream.inc"

// Sixteen registers: input at x22, result at x24.
.macro regs
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vlds	v\r, [x22, \r*256], NORM
	.endr
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vabs.f32	v\r, v\r, p0
	.endr
	.irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	vsts	v\r, [x24, \r*256], NORM_B32, p0
	.endr
.endm
	unary_chunks	regs

	.text
	.globl	abs_asm
	.p2align	3
	.type	abs_asm,@function
abs_asm:
	stream_begin	x12
	stream_chunks
.Lend:
	.size	abs_asm, .Lend-abs_asm
