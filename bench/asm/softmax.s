// Row-wise softmax over rows of 1024 floats, written by hand, for
// bench/run.py to compare the compiled softmax_kernel with
// (docs/benchmarks.md): the same algorithm (a max pass, an exp(x - max)
// and sum pass that stores the exponentials, a scaling pass that reloads
// them) and the same double-buffered 32 KB chunks of eight rows; the
// reductions as trees over the row's sixteen registers; the chunk loop of
// stream.inc. n is a multiple of 1024 floats.
//   x10: GM input, x11: GM output, x12: n

	.include "stream.inc"

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

	unary_chunks	row

	.text
	.globl	softmax_asm
	.p2align	3
	.type	softmax_asm,@function
softmax_asm:
	stream_begin	x12
	movi	x8, 0
	vdup.i32	v31, x8, p0
	movi	x8, 0x3f800000			// 1.0f
	vdup.i32	v30, x8, p0
	stream_chunks
.Lend:
	.size	softmax_asm, .Lend-softmax_asm
