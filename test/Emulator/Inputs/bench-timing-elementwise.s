// bench/kernels/elementwise.cpp as clang++ --target=pto -std=c++17 -O2 -S compiled it
// at commit 7d2887c, comments stripped: frozen for bench-timing.test, so that
// the timing guard does not move with the compiler.
	.text
	.file	"elementwise.cpp"
	.globl	abs_kernel
	.p2align	3
	.type	abs_kernel,@function
abs_kernel:
	addi	x2, x2, -64
	sd	x18, 56(x2)
	sd	x19, 48(x2)
	sd	x20, 40(x2)
	sd	x21, 32(x2)
	sd	x22, 24(x2)
	sd	x23, 16(x2)
	sd	x24, 8(x2)
	sd	x25, 0(x2)
	movi	x5, -1
	movhi	x5, 0
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	and	x5, x12, x5
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	movi	x6, 0
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x5, x6, .LBB0_23
	pset_b8	p0, PAT_ALL
	addi	x7, x5, -8192
	movi	x8, 8192
	movi	x9, 1
	movi	x28, -4
	movi	x29, 65536
	movhi	x28, 0
	movi	x30, 32768
	movi	x31, 98304
	movi	x12, 4032
	movi	x13, -64
	movhi	x13, 134217727
	movi	x14, 0
	j	.LBB0_2
.LBB0_21:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	add	x15, x11, x15
	copy_ubuf_to_gm	x31, x15, 0, x9, x17, 0, x17, x18
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
.LBB0_22:
	addi	x14, x14, 16384
	bgeu	x14, x5, .LBB0_23
.LBB0_2:
	sub	x15, x5, x14
	sltui	x16, x15, 8192
	sel	x17, x16, x15, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	slli	x15, x17, 2
	slli	x16, x14, 2
	addi	x18, x15, 31
	add	x19, x10, x16
	andi	x18, x18, 131040
	copy_gm_to_ubuf	x19, x6, 0, x9, x15, x6, x6, 0, 0, x15, x18
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	andi	x19, x17, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	beq	x19, x6, .LBB0_9
	addi	x22, x19, -1
	srli	x20, x22, 6
	addi	x21, x20, 1
	movi	x20, 0
	bltu	x22, x12, .LBB0_6
	and	x22, x21, x13
	slli	x20, x22, 6
	movi	x23, 16128
.LBB0_5:
	vlds	v0, [x23, -16128], NORM
	vlds	v1, [x23, -15872], NORM
	vlds	v2, [x23, -15616], NORM
	vlds	v3, [x23, -15360], NORM
	vlds	v4, [x23, -15104], NORM
	vlds	v5, [x23, -14848], NORM
	vlds	v6, [x23, -14592], NORM
	vlds	v7, [x23, -14336], NORM
	vlds	v8, [x23, -14080], NORM
	vlds	v9, [x23, -13824], NORM
	vlds	v10, [x23, -13568], NORM
	vlds	v11, [x23, -13312], NORM
	addi	x24, x23, 65536
	vlds	v12, [x23, -13056], NORM
	vlds	v13, [x23, -12800], NORM
	vabs.f32	v0, v0, p0
	vabs.f32	v1, v1, p0
	vabs.f32	v2, v2, p0
	vabs.f32	v3, v3, p0
	vabs.f32	v4, v4, p0
	vabs.f32	v5, v5, p0
	vabs.f32	v6, v6, p0
	vabs.f32	v7, v7, p0
	vabs.f32	v8, v8, p0
	vabs.f32	v9, v9, p0
	vabs.f32	v10, v10, p0
	vabs.f32	v11, v11, p0
	vsts	v0, [x24, -16128], NORM_B32, p0
	vsts	v1, [x24, -15872], NORM_B32, p0
	vsts	v2, [x24, -15616], NORM_B32, p0
	vlds	v0, [x23, -12544], NORM
	vlds	v1, [x23, -12288], NORM
	vlds	v2, [x23, -12032], NORM
	vlds	v14, [x23, -11776], NORM
	vlds	v15, [x23, -11520], NORM
	vlds	v16, [x23, -11264], NORM
	vlds	v17, [x23, -11008], NORM
	vsts	v3, [x24, -15360], NORM_B32, p0
	vsts	v4, [x24, -15104], NORM_B32, p0
	vsts	v5, [x24, -14848], NORM_B32, p0
	vsts	v6, [x24, -14592], NORM_B32, p0
	vsts	v7, [x24, -14336], NORM_B32, p0
	vsts	v8, [x24, -14080], NORM_B32, p0
	vsts	v9, [x24, -13824], NORM_B32, p0
	vsts	v10, [x24, -13568], NORM_B32, p0
	vsts	v11, [x24, -13312], NORM_B32, p0
	vabs.f32	v3, v12, p0
	vabs.f32	v4, v13, p0
	vabs.f32	v0, v0, p0
	vabs.f32	v1, v1, p0
	vabs.f32	v2, v2, p0
	vabs.f32	v5, v14, p0
	vabs.f32	v6, v15, p0
	vabs.f32	v7, v16, p0
	vabs.f32	v8, v17, p0
	vlds	v9, [x23, -10752], NORM
	vlds	v10, [x23, -10496], NORM
	vlds	v11, [x23, -10240], NORM
	vlds	v12, [x23, -9984], NORM
	vlds	v13, [x23, -9728], NORM
	vlds	v14, [x23, -9472], NORM
	vlds	v15, [x23, -9216], NORM
	vlds	v16, [x23, -8960], NORM
	vsts	v3, [x24, -13056], NORM_B32, p0
	vsts	v4, [x24, -12800], NORM_B32, p0
	vsts	v0, [x24, -12544], NORM_B32, p0
	vsts	v1, [x24, -12288], NORM_B32, p0
	vsts	v2, [x24, -12032], NORM_B32, p0
	vsts	v5, [x24, -11776], NORM_B32, p0
	vsts	v6, [x24, -11520], NORM_B32, p0
	vlds	v0, [x23, -8704], NORM
	vsts	v7, [x24, -11264], NORM_B32, p0
	vsts	v8, [x24, -11008], NORM_B32, p0
	vabs.f32	v1, v9, p0
	vabs.f32	v2, v10, p0
	vabs.f32	v3, v11, p0
	vabs.f32	v4, v12, p0
	vabs.f32	v5, v13, p0
	vabs.f32	v6, v14, p0
	vabs.f32	v7, v15, p0
	vabs.f32	v8, v16, p0
	vlds	v9, [x23, -8448], NORM
	vlds	v10, [x23, -8192], NORM
	vlds	v11, [x23, -7936], NORM
	vlds	v12, [x23, -7680], NORM
	vlds	v13, [x23, -7424], NORM
	vlds	v14, [x23, -7168], NORM
	vabs.f32	v0, v0, p0
	vlds	v15, [x23, -6912], NORM
	vsts	v1, [x24, -10752], NORM_B32, p0
	vsts	v2, [x24, -10496], NORM_B32, p0
	vsts	v3, [x24, -10240], NORM_B32, p0
	vsts	v4, [x24, -9984], NORM_B32, p0
	vsts	v5, [x24, -9728], NORM_B32, p0
	vsts	v6, [x24, -9472], NORM_B32, p0
	vsts	v7, [x24, -9216], NORM_B32, p0
	vlds	v1, [x23, -6656], NORM
	vsts	v8, [x24, -8960], NORM_B32, p0
	vsts	v0, [x24, -8704], NORM_B32, p0
	vabs.f32	v0, v9, p0
	vabs.f32	v2, v10, p0
	vabs.f32	v3, v11, p0
	vabs.f32	v4, v12, p0
	vabs.f32	v5, v13, p0
	vabs.f32	v6, v14, p0
	vabs.f32	v7, v15, p0
	vlds	v8, [x23, -6400], NORM
	vlds	v9, [x23, -6144], NORM
	vlds	v10, [x23, -5888], NORM
	vlds	v11, [x23, -5632], NORM
	vlds	v12, [x23, -5376], NORM
	vlds	v13, [x23, -5120], NORM
	vlds	v14, [x23, -4864], NORM
	vsts	v0, [x24, -8448], NORM_B32, p0
	vabs.f32	v0, v1, p0
	vsts	v2, [x24, -8192], NORM_B32, p0
	vsts	v3, [x24, -7936], NORM_B32, p0
	vsts	v4, [x24, -7680], NORM_B32, p0
	vlds	v1, [x23, -4608], NORM
	vsts	v5, [x24, -7424], NORM_B32, p0
	vlds	v2, [x23, -4352], NORM
	vsts	v6, [x24, -7168], NORM_B32, p0
	vsts	v7, [x24, -6912], NORM_B32, p0
	vsts	v0, [x24, -6656], NORM_B32, p0
	vabs.f32	v0, v8, p0
	vabs.f32	v3, v9, p0
	vabs.f32	v4, v10, p0
	vabs.f32	v5, v11, p0
	vabs.f32	v6, v12, p0
	vabs.f32	v7, v13, p0
	vabs.f32	v8, v14, p0
	vlds	v9, [x23, -4096], NORM
	vlds	v10, [x23, -3840], NORM
	vlds	v11, [x23, -3584], NORM
	vlds	v12, [x23, -3328], NORM
	vabs.f32	v1, v1, p0
	vlds	v13, [x23, -3072], NORM
	vabs.f32	v2, v2, p0
	vlds	v14, [x23, -2816], NORM
	vsts	v0, [x24, -6400], NORM_B32, p0
	vsts	v3, [x24, -6144], NORM_B32, p0
	vsts	v4, [x24, -5888], NORM_B32, p0
	vsts	v5, [x24, -5632], NORM_B32, p0
	vsts	v6, [x24, -5376], NORM_B32, p0
	vsts	v7, [x24, -5120], NORM_B32, p0
	vsts	v8, [x24, -4864], NORM_B32, p0
	vlds	v0, [x23, -2560], NORM
	vsts	v1, [x24, -4608], NORM_B32, p0
	vsts	v2, [x24, -4352], NORM_B32, p0
	vabs.f32	v1, v9, p0
	vabs.f32	v2, v10, p0
	vabs.f32	v3, v11, p0
	vabs.f32	v4, v12, p0
	vabs.f32	v5, v13, p0
	vlds	v6, [x23, -2304], NORM
	vabs.f32	v7, v14, p0
	vlds	v8, [x23, -2048], NORM
	vlds	v9, [x23, -1792], NORM
	vlds	v10, [x23, -1536], NORM
	vlds	v11, [x23, -1280], NORM
	vlds	v12, [x23, -1024], NORM
	vlds	v13, [x23, -768], NORM
	vlds	v14, [x23, -512], NORM
	vabs.f32	v0, v0, p0
	vlds	v15, [x23, -256], NORM
	vsts	v1, [x24, -4096], NORM_B32, p0
	vlds	v1, [x6, x23], NORM
	vsts	v2, [x24, -3840], NORM_B32, p0
	vsts	v3, [x24, -3584], NORM_B32, p0
	vsts	v4, [x24, -3328], NORM_B32, p0
	vsts	v5, [x24, -3072], NORM_B32, p0
	vsts	v7, [x24, -2816], NORM_B32, p0
	vabs.f32	v2, v6, p0
	vsts	v0, [x24, -2560], NORM_B32, p0
	vabs.f32	v0, v8, p0
	vabs.f32	v3, v9, p0
	vabs.f32	v4, v10, p0
	vabs.f32	v5, v11, p0
	vabs.f32	v6, v12, p0
	vabs.f32	v7, v13, p0
	vabs.f32	v8, v14, p0
	vsts	v2, [x24, -2304], NORM_B32, p0
	vabs.f32	v2, v15, p0
	vsts	v0, [x24, -2048], NORM_B32, p0
	vabs.f32	v0, v1, p0
	vsts	v3, [x24, -1792], NORM_B32, p0
	vsts	v4, [x24, -1536], NORM_B32, p0
	vsts	v5, [x24, -1280], NORM_B32, p0
	vsts	v6, [x24, -1024], NORM_B32, p0
	vsts	v7, [x24, -768], NORM_B32, p0
	vsts	v8, [x24, -512], NORM_B32, p0
	vsts	v2, [x24, -256], NORM_B32, p0
	addi	x22, x22, -64
	vsts	v0, [x29, x23], NORM_B32, p0
	addi	x23, x23, 16384
	bne	x22, x6, .LBB0_5
.LBB0_6:
	andi	x21, x21, 63
	beq	x21, x6, .LBB0_9
	slli	x20, x20, 2
.LBB0_8:
	vlds	v0, [x6, x20], NORM
	vabs.f32	v0, v0, p0
	addi	x21, x21, -1
	vsts	v0, [x29, x20], NORM_B32, p0
	addi	x20, x20, 256
	bne	x21, x6, .LBB0_8
.LBB0_9:
	beq	x19, x17, .LBB0_11
	slli	x19, x19, 2
	vlds	v0, [x6, x19], NORM
	andi	x17, x17, 63
	plt_b32	p1, x17
	vabs.f32	v0, v0, p1
	vsts	v0, [x29, x19], NORM_B32, p1
.LBB0_11:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	add	x16, x11, x16
	copy_ubuf_to_gm	x29, x16, 0, x9, x15, 0, x15, x18
	ori	x15, x14, 8192
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	bgeu	x15, x5, .LBB0_22
	sub	x16, x7, x14
	sltui	x17, x16, 8192
	sel	x16, x17, x16, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	slli	x15, x15, 2
	slli	x17, x16, 2
	add	x19, x10, x15
	addi	x18, x17, 31
	and	x17, x17, x28
	andi	x18, x18, 131040
	copy_gm_to_ubuf	x19, x30, 0, x9, x17, x6, x6, 0, 0, x17, x18
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	andi	x19, x16, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x19, x6, .LBB0_19
	addi	x22, x19, -1
	srli	x20, x22, 6
	addi	x21, x20, 1
	movi	x20, 0
	bltu	x22, x12, .LBB0_16
	and	x22, x21, x13
	slli	x20, x22, 6
	movi	x23, 16128
.LBB0_15:
	addi	x24, x23, 32768
	vlds	v0, [x24, -16128], NORM
	vlds	v1, [x24, -15872], NORM
	vlds	v2, [x24, -15616], NORM
	vlds	v3, [x24, -15360], NORM
	vlds	v4, [x24, -15104], NORM
	vlds	v5, [x24, -14848], NORM
	vlds	v6, [x24, -14592], NORM
	vlds	v7, [x24, -14336], NORM
	vlds	v8, [x24, -14080], NORM
	vlds	v9, [x24, -13824], NORM
	vlds	v10, [x24, -13568], NORM
	vlds	v11, [x24, -13312], NORM
	addi	x25, x23, 98304
	vlds	v12, [x24, -13056], NORM
	vlds	v13, [x24, -12800], NORM
	vlds	v14, [x24, -12544], NORM
	vabs.f32	v0, v0, p0
	vabs.f32	v1, v1, p0
	vabs.f32	v2, v2, p0
	vabs.f32	v3, v3, p0
	vabs.f32	v4, v4, p0
	vabs.f32	v5, v5, p0
	vabs.f32	v6, v6, p0
	vabs.f32	v7, v7, p0
	vabs.f32	v8, v8, p0
	vabs.f32	v9, v9, p0
	vabs.f32	v10, v10, p0
	vabs.f32	v11, v11, p0
	vsts	v0, [x25, -16128], NORM_B32, p0
	vsts	v1, [x25, -15872], NORM_B32, p0
	vsts	v2, [x25, -15616], NORM_B32, p0
	vlds	v0, [x24, -12288], NORM
	vlds	v1, [x24, -12032], NORM
	vlds	v2, [x24, -11776], NORM
	vlds	v15, [x24, -11520], NORM
	vlds	v16, [x24, -11264], NORM
	vlds	v17, [x24, -11008], NORM
	vsts	v3, [x25, -15360], NORM_B32, p0
	vsts	v4, [x25, -15104], NORM_B32, p0
	vsts	v5, [x25, -14848], NORM_B32, p0
	vsts	v6, [x25, -14592], NORM_B32, p0
	vsts	v7, [x25, -14336], NORM_B32, p0
	vsts	v8, [x25, -14080], NORM_B32, p0
	vsts	v9, [x25, -13824], NORM_B32, p0
	vsts	v10, [x25, -13568], NORM_B32, p0
	vsts	v11, [x25, -13312], NORM_B32, p0
	vabs.f32	v3, v12, p0
	vabs.f32	v4, v13, p0
	vabs.f32	v5, v14, p0
	vabs.f32	v0, v0, p0
	vabs.f32	v1, v1, p0
	vabs.f32	v2, v2, p0
	vabs.f32	v6, v15, p0
	vabs.f32	v7, v16, p0
	vabs.f32	v8, v17, p0
	vlds	v9, [x24, -10752], NORM
	vlds	v10, [x24, -10496], NORM
	vlds	v11, [x24, -10240], NORM
	vlds	v12, [x24, -9984], NORM
	vlds	v13, [x24, -9728], NORM
	vlds	v14, [x24, -9472], NORM
	vlds	v15, [x24, -9216], NORM
	vlds	v16, [x24, -8960], NORM
	vsts	v3, [x25, -13056], NORM_B32, p0
	vsts	v4, [x25, -12800], NORM_B32, p0
	vsts	v5, [x25, -12544], NORM_B32, p0
	vsts	v0, [x25, -12288], NORM_B32, p0
	vsts	v1, [x25, -12032], NORM_B32, p0
	vsts	v2, [x25, -11776], NORM_B32, p0
	vsts	v6, [x25, -11520], NORM_B32, p0
	vlds	v0, [x24, -8704], NORM
	vsts	v7, [x25, -11264], NORM_B32, p0
	vsts	v8, [x25, -11008], NORM_B32, p0
	vabs.f32	v1, v9, p0
	vabs.f32	v2, v10, p0
	vabs.f32	v3, v11, p0
	vabs.f32	v4, v12, p0
	vabs.f32	v5, v13, p0
	vabs.f32	v6, v14, p0
	vabs.f32	v7, v15, p0
	vabs.f32	v8, v16, p0
	vlds	v9, [x24, -8448], NORM
	vlds	v10, [x24, -8192], NORM
	vlds	v11, [x24, -7936], NORM
	vlds	v12, [x24, -7680], NORM
	vlds	v13, [x24, -7424], NORM
	vlds	v14, [x24, -7168], NORM
	vabs.f32	v0, v0, p0
	vlds	v15, [x24, -6912], NORM
	vsts	v1, [x25, -10752], NORM_B32, p0
	vsts	v2, [x25, -10496], NORM_B32, p0
	vsts	v3, [x25, -10240], NORM_B32, p0
	vsts	v4, [x25, -9984], NORM_B32, p0
	vsts	v5, [x25, -9728], NORM_B32, p0
	vsts	v6, [x25, -9472], NORM_B32, p0
	vsts	v7, [x25, -9216], NORM_B32, p0
	vlds	v1, [x24, -6656], NORM
	vsts	v8, [x25, -8960], NORM_B32, p0
	vsts	v0, [x25, -8704], NORM_B32, p0
	vabs.f32	v0, v9, p0
	vabs.f32	v2, v10, p0
	vabs.f32	v3, v11, p0
	vabs.f32	v4, v12, p0
	vabs.f32	v5, v13, p0
	vabs.f32	v6, v14, p0
	vabs.f32	v7, v15, p0
	vlds	v8, [x24, -6400], NORM
	vlds	v9, [x24, -6144], NORM
	vlds	v10, [x24, -5888], NORM
	vlds	v11, [x24, -5632], NORM
	vlds	v12, [x24, -5376], NORM
	vlds	v13, [x24, -5120], NORM
	vlds	v14, [x24, -4864], NORM
	vsts	v0, [x25, -8448], NORM_B32, p0
	vabs.f32	v0, v1, p0
	vsts	v2, [x25, -8192], NORM_B32, p0
	vsts	v3, [x25, -7936], NORM_B32, p0
	vsts	v4, [x25, -7680], NORM_B32, p0
	vlds	v1, [x24, -4608], NORM
	vsts	v5, [x25, -7424], NORM_B32, p0
	vlds	v2, [x24, -4352], NORM
	vsts	v6, [x25, -7168], NORM_B32, p0
	vsts	v7, [x25, -6912], NORM_B32, p0
	vsts	v0, [x25, -6656], NORM_B32, p0
	vabs.f32	v0, v8, p0
	vabs.f32	v3, v9, p0
	vabs.f32	v4, v10, p0
	vabs.f32	v5, v11, p0
	vabs.f32	v6, v12, p0
	vabs.f32	v7, v13, p0
	vabs.f32	v8, v14, p0
	vlds	v9, [x24, -4096], NORM
	vlds	v10, [x24, -3840], NORM
	vlds	v11, [x24, -3584], NORM
	vlds	v12, [x24, -3328], NORM
	vabs.f32	v1, v1, p0
	vlds	v13, [x24, -3072], NORM
	vabs.f32	v2, v2, p0
	vlds	v14, [x24, -2816], NORM
	vsts	v0, [x25, -6400], NORM_B32, p0
	vsts	v3, [x25, -6144], NORM_B32, p0
	vsts	v4, [x25, -5888], NORM_B32, p0
	vsts	v5, [x25, -5632], NORM_B32, p0
	vsts	v6, [x25, -5376], NORM_B32, p0
	vsts	v7, [x25, -5120], NORM_B32, p0
	vsts	v8, [x25, -4864], NORM_B32, p0
	vlds	v0, [x24, -2560], NORM
	vsts	v1, [x25, -4608], NORM_B32, p0
	vsts	v2, [x25, -4352], NORM_B32, p0
	vabs.f32	v1, v9, p0
	vabs.f32	v2, v10, p0
	vabs.f32	v3, v11, p0
	vabs.f32	v4, v12, p0
	vabs.f32	v5, v13, p0
	vlds	v6, [x24, -2304], NORM
	vabs.f32	v7, v14, p0
	vlds	v8, [x24, -2048], NORM
	vlds	v9, [x24, -1792], NORM
	vlds	v10, [x24, -1536], NORM
	vlds	v11, [x24, -1280], NORM
	vlds	v12, [x24, -1024], NORM
	vlds	v13, [x24, -768], NORM
	vlds	v14, [x24, -512], NORM
	vabs.f32	v0, v0, p0
	vlds	v15, [x24, -256], NORM
	vsts	v1, [x25, -4096], NORM_B32, p0
	vlds	v1, [x30, x23], NORM
	vsts	v2, [x25, -3840], NORM_B32, p0
	vsts	v3, [x25, -3584], NORM_B32, p0
	vsts	v4, [x25, -3328], NORM_B32, p0
	vsts	v5, [x25, -3072], NORM_B32, p0
	vsts	v7, [x25, -2816], NORM_B32, p0
	vabs.f32	v2, v6, p0
	vsts	v0, [x25, -2560], NORM_B32, p0
	vabs.f32	v0, v8, p0
	vabs.f32	v3, v9, p0
	vabs.f32	v4, v10, p0
	vabs.f32	v5, v11, p0
	vabs.f32	v6, v12, p0
	vabs.f32	v7, v13, p0
	vabs.f32	v8, v14, p0
	vsts	v2, [x25, -2304], NORM_B32, p0
	vabs.f32	v2, v15, p0
	vsts	v0, [x25, -2048], NORM_B32, p0
	vabs.f32	v0, v1, p0
	vsts	v3, [x25, -1792], NORM_B32, p0
	vsts	v4, [x25, -1536], NORM_B32, p0
	vsts	v5, [x25, -1280], NORM_B32, p0
	vsts	v6, [x25, -1024], NORM_B32, p0
	vsts	v7, [x25, -768], NORM_B32, p0
	vsts	v8, [x25, -512], NORM_B32, p0
	vsts	v2, [x25, -256], NORM_B32, p0
	addi	x22, x22, -64
	vsts	v0, [x31, x23], NORM_B32, p0
	addi	x23, x23, 16384
	bne	x22, x6, .LBB0_15
.LBB0_16:
	andi	x21, x21, 63
	beq	x21, x6, .LBB0_19
	slli	x20, x20, 2
.LBB0_18:
	vlds	v0, [x30, x20], NORM
	vabs.f32	v0, v0, p0
	addi	x21, x21, -1
	vsts	v0, [x31, x20], NORM_B32, p0
	addi	x20, x20, 256
	bne	x21, x6, .LBB0_18
.LBB0_19:
	beq	x19, x16, .LBB0_21
	slli	x19, x19, 2
	vlds	v0, [x30, x19], NORM
	andi	x16, x16, 63
	plt_b32	p1, x16
	vabs.f32	v0, v0, p1
	vsts	v0, [x31, x19], NORM_B32, p1
	j	.LBB0_21
.LBB0_23:
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	ld	x25, 0(x2)
	ld	x24, 8(x2)
	ld	x23, 16(x2)
	ld	x22, 24(x2)
	ld	x21, 32(x2)
	ld	x20, 40(x2)
	ld	x19, 48(x2)
	ld	x18, 56(x2)
	addi	x2, x2, 64
	ret
.Lfunc_end0:
	.size	abs_kernel, .Lfunc_end0-abs_kernel
	.globl	relu_kernel
	.p2align	3
	.type	relu_kernel,@function
relu_kernel:
	addi	x2, x2, -64
	sd	x18, 56(x2)
	sd	x19, 48(x2)
	sd	x20, 40(x2)
	sd	x21, 32(x2)
	sd	x22, 24(x2)
	sd	x23, 16(x2)
	sd	x24, 8(x2)
	sd	x25, 0(x2)
	movi	x5, -1
	movhi	x5, 0
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	and	x5, x12, x5
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	movi	x6, 0
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x5, x6, .LBB1_23
	pset_b8	p0, PAT_ALL
	addi	x7, x5, -8192
	movi	x8, 8192
	movi	x9, 1
	movi	x28, -4
	movi	x29, 65536
	movhi	x28, 0
	movi	x30, 32768
	movi	x31, 98304
	movi	x12, 4032
	movi	x13, -64
	movhi	x13, 134217727
	movi	x14, 0
	j	.LBB1_2
.LBB1_21:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	add	x15, x11, x15
	copy_ubuf_to_gm	x31, x15, 0, x9, x17, 0, x17, x18
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
.LBB1_22:
	addi	x14, x14, 16384
	bgeu	x14, x5, .LBB1_23
.LBB1_2:
	sub	x15, x5, x14
	sltui	x16, x15, 8192
	sel	x17, x16, x15, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	slli	x15, x17, 2
	slli	x16, x14, 2
	addi	x18, x15, 31
	add	x19, x10, x16
	andi	x18, x18, 131040
	copy_gm_to_ubuf	x19, x6, 0, x9, x15, x6, x6, 0, 0, x15, x18
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	andi	x19, x17, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	beq	x19, x6, .LBB1_9
	addi	x22, x19, -1
	srli	x20, x22, 6
	addi	x21, x20, 1
	movi	x20, 0
	bltu	x22, x12, .LBB1_6
	and	x22, x21, x13
	slli	x20, x22, 6
	movi	x23, 16128
.LBB1_5:
	vlds	v0, [x23, -16128], NORM
	vlds	v1, [x23, -15872], NORM
	vlds	v2, [x23, -15616], NORM
	vlds	v3, [x23, -15360], NORM
	vlds	v4, [x23, -15104], NORM
	vlds	v5, [x23, -14848], NORM
	vlds	v6, [x23, -14592], NORM
	vlds	v7, [x23, -14336], NORM
	vlds	v8, [x23, -14080], NORM
	vlds	v9, [x23, -13824], NORM
	vlds	v10, [x23, -13568], NORM
	vlds	v11, [x23, -13312], NORM
	addi	x24, x23, 65536
	vlds	v12, [x23, -13056], NORM
	vlds	v13, [x23, -12800], NORM
	vrelu.f32	v0, v0, p0
	vrelu.f32	v1, v1, p0
	vrelu.f32	v2, v2, p0
	vrelu.f32	v3, v3, p0
	vrelu.f32	v4, v4, p0
	vrelu.f32	v5, v5, p0
	vrelu.f32	v6, v6, p0
	vrelu.f32	v7, v7, p0
	vrelu.f32	v8, v8, p0
	vrelu.f32	v9, v9, p0
	vrelu.f32	v10, v10, p0
	vrelu.f32	v11, v11, p0
	vsts	v0, [x24, -16128], NORM_B32, p0
	vsts	v1, [x24, -15872], NORM_B32, p0
	vsts	v2, [x24, -15616], NORM_B32, p0
	vlds	v0, [x23, -12544], NORM
	vlds	v1, [x23, -12288], NORM
	vlds	v2, [x23, -12032], NORM
	vlds	v14, [x23, -11776], NORM
	vlds	v15, [x23, -11520], NORM
	vlds	v16, [x23, -11264], NORM
	vlds	v17, [x23, -11008], NORM
	vsts	v3, [x24, -15360], NORM_B32, p0
	vsts	v4, [x24, -15104], NORM_B32, p0
	vsts	v5, [x24, -14848], NORM_B32, p0
	vsts	v6, [x24, -14592], NORM_B32, p0
	vsts	v7, [x24, -14336], NORM_B32, p0
	vsts	v8, [x24, -14080], NORM_B32, p0
	vsts	v9, [x24, -13824], NORM_B32, p0
	vsts	v10, [x24, -13568], NORM_B32, p0
	vsts	v11, [x24, -13312], NORM_B32, p0
	vrelu.f32	v3, v12, p0
	vrelu.f32	v4, v13, p0
	vrelu.f32	v0, v0, p0
	vrelu.f32	v1, v1, p0
	vrelu.f32	v2, v2, p0
	vrelu.f32	v5, v14, p0
	vrelu.f32	v6, v15, p0
	vrelu.f32	v7, v16, p0
	vrelu.f32	v8, v17, p0
	vlds	v9, [x23, -10752], NORM
	vlds	v10, [x23, -10496], NORM
	vlds	v11, [x23, -10240], NORM
	vlds	v12, [x23, -9984], NORM
	vlds	v13, [x23, -9728], NORM
	vlds	v14, [x23, -9472], NORM
	vlds	v15, [x23, -9216], NORM
	vlds	v16, [x23, -8960], NORM
	vsts	v3, [x24, -13056], NORM_B32, p0
	vsts	v4, [x24, -12800], NORM_B32, p0
	vsts	v0, [x24, -12544], NORM_B32, p0
	vsts	v1, [x24, -12288], NORM_B32, p0
	vsts	v2, [x24, -12032], NORM_B32, p0
	vsts	v5, [x24, -11776], NORM_B32, p0
	vsts	v6, [x24, -11520], NORM_B32, p0
	vlds	v0, [x23, -8704], NORM
	vsts	v7, [x24, -11264], NORM_B32, p0
	vsts	v8, [x24, -11008], NORM_B32, p0
	vrelu.f32	v1, v9, p0
	vrelu.f32	v2, v10, p0
	vrelu.f32	v3, v11, p0
	vrelu.f32	v4, v12, p0
	vrelu.f32	v5, v13, p0
	vrelu.f32	v6, v14, p0
	vrelu.f32	v7, v15, p0
	vrelu.f32	v8, v16, p0
	vlds	v9, [x23, -8448], NORM
	vlds	v10, [x23, -8192], NORM
	vlds	v11, [x23, -7936], NORM
	vlds	v12, [x23, -7680], NORM
	vlds	v13, [x23, -7424], NORM
	vlds	v14, [x23, -7168], NORM
	vrelu.f32	v0, v0, p0
	vlds	v15, [x23, -6912], NORM
	vsts	v1, [x24, -10752], NORM_B32, p0
	vsts	v2, [x24, -10496], NORM_B32, p0
	vsts	v3, [x24, -10240], NORM_B32, p0
	vsts	v4, [x24, -9984], NORM_B32, p0
	vsts	v5, [x24, -9728], NORM_B32, p0
	vsts	v6, [x24, -9472], NORM_B32, p0
	vsts	v7, [x24, -9216], NORM_B32, p0
	vlds	v1, [x23, -6656], NORM
	vsts	v8, [x24, -8960], NORM_B32, p0
	vsts	v0, [x24, -8704], NORM_B32, p0
	vrelu.f32	v0, v9, p0
	vrelu.f32	v2, v10, p0
	vrelu.f32	v3, v11, p0
	vrelu.f32	v4, v12, p0
	vrelu.f32	v5, v13, p0
	vrelu.f32	v6, v14, p0
	vrelu.f32	v7, v15, p0
	vlds	v8, [x23, -6400], NORM
	vlds	v9, [x23, -6144], NORM
	vlds	v10, [x23, -5888], NORM
	vlds	v11, [x23, -5632], NORM
	vlds	v12, [x23, -5376], NORM
	vlds	v13, [x23, -5120], NORM
	vlds	v14, [x23, -4864], NORM
	vsts	v0, [x24, -8448], NORM_B32, p0
	vrelu.f32	v0, v1, p0
	vsts	v2, [x24, -8192], NORM_B32, p0
	vsts	v3, [x24, -7936], NORM_B32, p0
	vsts	v4, [x24, -7680], NORM_B32, p0
	vlds	v1, [x23, -4608], NORM
	vsts	v5, [x24, -7424], NORM_B32, p0
	vlds	v2, [x23, -4352], NORM
	vsts	v6, [x24, -7168], NORM_B32, p0
	vsts	v7, [x24, -6912], NORM_B32, p0
	vsts	v0, [x24, -6656], NORM_B32, p0
	vrelu.f32	v0, v8, p0
	vrelu.f32	v3, v9, p0
	vrelu.f32	v4, v10, p0
	vrelu.f32	v5, v11, p0
	vrelu.f32	v6, v12, p0
	vrelu.f32	v7, v13, p0
	vrelu.f32	v8, v14, p0
	vlds	v9, [x23, -4096], NORM
	vlds	v10, [x23, -3840], NORM
	vlds	v11, [x23, -3584], NORM
	vlds	v12, [x23, -3328], NORM
	vrelu.f32	v1, v1, p0
	vlds	v13, [x23, -3072], NORM
	vrelu.f32	v2, v2, p0
	vlds	v14, [x23, -2816], NORM
	vsts	v0, [x24, -6400], NORM_B32, p0
	vsts	v3, [x24, -6144], NORM_B32, p0
	vsts	v4, [x24, -5888], NORM_B32, p0
	vsts	v5, [x24, -5632], NORM_B32, p0
	vsts	v6, [x24, -5376], NORM_B32, p0
	vsts	v7, [x24, -5120], NORM_B32, p0
	vsts	v8, [x24, -4864], NORM_B32, p0
	vlds	v0, [x23, -2560], NORM
	vsts	v1, [x24, -4608], NORM_B32, p0
	vsts	v2, [x24, -4352], NORM_B32, p0
	vrelu.f32	v1, v9, p0
	vrelu.f32	v2, v10, p0
	vrelu.f32	v3, v11, p0
	vrelu.f32	v4, v12, p0
	vrelu.f32	v5, v13, p0
	vlds	v6, [x23, -2304], NORM
	vrelu.f32	v7, v14, p0
	vlds	v8, [x23, -2048], NORM
	vlds	v9, [x23, -1792], NORM
	vlds	v10, [x23, -1536], NORM
	vlds	v11, [x23, -1280], NORM
	vlds	v12, [x23, -1024], NORM
	vlds	v13, [x23, -768], NORM
	vlds	v14, [x23, -512], NORM
	vrelu.f32	v0, v0, p0
	vlds	v15, [x23, -256], NORM
	vsts	v1, [x24, -4096], NORM_B32, p0
	vlds	v1, [x6, x23], NORM
	vsts	v2, [x24, -3840], NORM_B32, p0
	vsts	v3, [x24, -3584], NORM_B32, p0
	vsts	v4, [x24, -3328], NORM_B32, p0
	vsts	v5, [x24, -3072], NORM_B32, p0
	vsts	v7, [x24, -2816], NORM_B32, p0
	vrelu.f32	v2, v6, p0
	vsts	v0, [x24, -2560], NORM_B32, p0
	vrelu.f32	v0, v8, p0
	vrelu.f32	v3, v9, p0
	vrelu.f32	v4, v10, p0
	vrelu.f32	v5, v11, p0
	vrelu.f32	v6, v12, p0
	vrelu.f32	v7, v13, p0
	vrelu.f32	v8, v14, p0
	vsts	v2, [x24, -2304], NORM_B32, p0
	vrelu.f32	v2, v15, p0
	vsts	v0, [x24, -2048], NORM_B32, p0
	vrelu.f32	v0, v1, p0
	vsts	v3, [x24, -1792], NORM_B32, p0
	vsts	v4, [x24, -1536], NORM_B32, p0
	vsts	v5, [x24, -1280], NORM_B32, p0
	vsts	v6, [x24, -1024], NORM_B32, p0
	vsts	v7, [x24, -768], NORM_B32, p0
	vsts	v8, [x24, -512], NORM_B32, p0
	vsts	v2, [x24, -256], NORM_B32, p0
	addi	x22, x22, -64
	vsts	v0, [x29, x23], NORM_B32, p0
	addi	x23, x23, 16384
	bne	x22, x6, .LBB1_5
.LBB1_6:
	andi	x21, x21, 63
	beq	x21, x6, .LBB1_9
	slli	x20, x20, 2
.LBB1_8:
	vlds	v0, [x6, x20], NORM
	vrelu.f32	v0, v0, p0
	addi	x21, x21, -1
	vsts	v0, [x29, x20], NORM_B32, p0
	addi	x20, x20, 256
	bne	x21, x6, .LBB1_8
.LBB1_9:
	beq	x19, x17, .LBB1_11
	slli	x19, x19, 2
	vlds	v0, [x6, x19], NORM
	andi	x17, x17, 63
	plt_b32	p1, x17
	vrelu.f32	v0, v0, p1
	vsts	v0, [x29, x19], NORM_B32, p1
.LBB1_11:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	add	x16, x11, x16
	copy_ubuf_to_gm	x29, x16, 0, x9, x15, 0, x15, x18
	ori	x15, x14, 8192
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	bgeu	x15, x5, .LBB1_22
	sub	x16, x7, x14
	sltui	x17, x16, 8192
	sel	x16, x17, x16, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	slli	x15, x15, 2
	slli	x17, x16, 2
	add	x19, x10, x15
	addi	x18, x17, 31
	and	x17, x17, x28
	andi	x18, x18, 131040
	copy_gm_to_ubuf	x19, x30, 0, x9, x17, x6, x6, 0, 0, x17, x18
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	andi	x19, x16, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x19, x6, .LBB1_19
	addi	x22, x19, -1
	srli	x20, x22, 6
	addi	x21, x20, 1
	movi	x20, 0
	bltu	x22, x12, .LBB1_16
	and	x22, x21, x13
	slli	x20, x22, 6
	movi	x23, 16128
.LBB1_15:
	addi	x24, x23, 32768
	vlds	v0, [x24, -16128], NORM
	vlds	v1, [x24, -15872], NORM
	vlds	v2, [x24, -15616], NORM
	vlds	v3, [x24, -15360], NORM
	vlds	v4, [x24, -15104], NORM
	vlds	v5, [x24, -14848], NORM
	vlds	v6, [x24, -14592], NORM
	vlds	v7, [x24, -14336], NORM
	vlds	v8, [x24, -14080], NORM
	vlds	v9, [x24, -13824], NORM
	vlds	v10, [x24, -13568], NORM
	vlds	v11, [x24, -13312], NORM
	addi	x25, x23, 98304
	vlds	v12, [x24, -13056], NORM
	vlds	v13, [x24, -12800], NORM
	vlds	v14, [x24, -12544], NORM
	vrelu.f32	v0, v0, p0
	vrelu.f32	v1, v1, p0
	vrelu.f32	v2, v2, p0
	vrelu.f32	v3, v3, p0
	vrelu.f32	v4, v4, p0
	vrelu.f32	v5, v5, p0
	vrelu.f32	v6, v6, p0
	vrelu.f32	v7, v7, p0
	vrelu.f32	v8, v8, p0
	vrelu.f32	v9, v9, p0
	vrelu.f32	v10, v10, p0
	vrelu.f32	v11, v11, p0
	vsts	v0, [x25, -16128], NORM_B32, p0
	vsts	v1, [x25, -15872], NORM_B32, p0
	vsts	v2, [x25, -15616], NORM_B32, p0
	vlds	v0, [x24, -12288], NORM
	vlds	v1, [x24, -12032], NORM
	vlds	v2, [x24, -11776], NORM
	vlds	v15, [x24, -11520], NORM
	vlds	v16, [x24, -11264], NORM
	vlds	v17, [x24, -11008], NORM
	vsts	v3, [x25, -15360], NORM_B32, p0
	vsts	v4, [x25, -15104], NORM_B32, p0
	vsts	v5, [x25, -14848], NORM_B32, p0
	vsts	v6, [x25, -14592], NORM_B32, p0
	vsts	v7, [x25, -14336], NORM_B32, p0
	vsts	v8, [x25, -14080], NORM_B32, p0
	vsts	v9, [x25, -13824], NORM_B32, p0
	vsts	v10, [x25, -13568], NORM_B32, p0
	vsts	v11, [x25, -13312], NORM_B32, p0
	vrelu.f32	v3, v12, p0
	vrelu.f32	v4, v13, p0
	vrelu.f32	v5, v14, p0
	vrelu.f32	v0, v0, p0
	vrelu.f32	v1, v1, p0
	vrelu.f32	v2, v2, p0
	vrelu.f32	v6, v15, p0
	vrelu.f32	v7, v16, p0
	vrelu.f32	v8, v17, p0
	vlds	v9, [x24, -10752], NORM
	vlds	v10, [x24, -10496], NORM
	vlds	v11, [x24, -10240], NORM
	vlds	v12, [x24, -9984], NORM
	vlds	v13, [x24, -9728], NORM
	vlds	v14, [x24, -9472], NORM
	vlds	v15, [x24, -9216], NORM
	vlds	v16, [x24, -8960], NORM
	vsts	v3, [x25, -13056], NORM_B32, p0
	vsts	v4, [x25, -12800], NORM_B32, p0
	vsts	v5, [x25, -12544], NORM_B32, p0
	vsts	v0, [x25, -12288], NORM_B32, p0
	vsts	v1, [x25, -12032], NORM_B32, p0
	vsts	v2, [x25, -11776], NORM_B32, p0
	vsts	v6, [x25, -11520], NORM_B32, p0
	vlds	v0, [x24, -8704], NORM
	vsts	v7, [x25, -11264], NORM_B32, p0
	vsts	v8, [x25, -11008], NORM_B32, p0
	vrelu.f32	v1, v9, p0
	vrelu.f32	v2, v10, p0
	vrelu.f32	v3, v11, p0
	vrelu.f32	v4, v12, p0
	vrelu.f32	v5, v13, p0
	vrelu.f32	v6, v14, p0
	vrelu.f32	v7, v15, p0
	vrelu.f32	v8, v16, p0
	vlds	v9, [x24, -8448], NORM
	vlds	v10, [x24, -8192], NORM
	vlds	v11, [x24, -7936], NORM
	vlds	v12, [x24, -7680], NORM
	vlds	v13, [x24, -7424], NORM
	vlds	v14, [x24, -7168], NORM
	vrelu.f32	v0, v0, p0
	vlds	v15, [x24, -6912], NORM
	vsts	v1, [x25, -10752], NORM_B32, p0
	vsts	v2, [x25, -10496], NORM_B32, p0
	vsts	v3, [x25, -10240], NORM_B32, p0
	vsts	v4, [x25, -9984], NORM_B32, p0
	vsts	v5, [x25, -9728], NORM_B32, p0
	vsts	v6, [x25, -9472], NORM_B32, p0
	vsts	v7, [x25, -9216], NORM_B32, p0
	vlds	v1, [x24, -6656], NORM
	vsts	v8, [x25, -8960], NORM_B32, p0
	vsts	v0, [x25, -8704], NORM_B32, p0
	vrelu.f32	v0, v9, p0
	vrelu.f32	v2, v10, p0
	vrelu.f32	v3, v11, p0
	vrelu.f32	v4, v12, p0
	vrelu.f32	v5, v13, p0
	vrelu.f32	v6, v14, p0
	vrelu.f32	v7, v15, p0
	vlds	v8, [x24, -6400], NORM
	vlds	v9, [x24, -6144], NORM
	vlds	v10, [x24, -5888], NORM
	vlds	v11, [x24, -5632], NORM
	vlds	v12, [x24, -5376], NORM
	vlds	v13, [x24, -5120], NORM
	vlds	v14, [x24, -4864], NORM
	vsts	v0, [x25, -8448], NORM_B32, p0
	vrelu.f32	v0, v1, p0
	vsts	v2, [x25, -8192], NORM_B32, p0
	vsts	v3, [x25, -7936], NORM_B32, p0
	vsts	v4, [x25, -7680], NORM_B32, p0
	vlds	v1, [x24, -4608], NORM
	vsts	v5, [x25, -7424], NORM_B32, p0
	vlds	v2, [x24, -4352], NORM
	vsts	v6, [x25, -7168], NORM_B32, p0
	vsts	v7, [x25, -6912], NORM_B32, p0
	vsts	v0, [x25, -6656], NORM_B32, p0
	vrelu.f32	v0, v8, p0
	vrelu.f32	v3, v9, p0
	vrelu.f32	v4, v10, p0
	vrelu.f32	v5, v11, p0
	vrelu.f32	v6, v12, p0
	vrelu.f32	v7, v13, p0
	vrelu.f32	v8, v14, p0
	vlds	v9, [x24, -4096], NORM
	vlds	v10, [x24, -3840], NORM
	vlds	v11, [x24, -3584], NORM
	vlds	v12, [x24, -3328], NORM
	vrelu.f32	v1, v1, p0
	vlds	v13, [x24, -3072], NORM
	vrelu.f32	v2, v2, p0
	vlds	v14, [x24, -2816], NORM
	vsts	v0, [x25, -6400], NORM_B32, p0
	vsts	v3, [x25, -6144], NORM_B32, p0
	vsts	v4, [x25, -5888], NORM_B32, p0
	vsts	v5, [x25, -5632], NORM_B32, p0
	vsts	v6, [x25, -5376], NORM_B32, p0
	vsts	v7, [x25, -5120], NORM_B32, p0
	vsts	v8, [x25, -4864], NORM_B32, p0
	vlds	v0, [x24, -2560], NORM
	vsts	v1, [x25, -4608], NORM_B32, p0
	vsts	v2, [x25, -4352], NORM_B32, p0
	vrelu.f32	v1, v9, p0
	vrelu.f32	v2, v10, p0
	vrelu.f32	v3, v11, p0
	vrelu.f32	v4, v12, p0
	vrelu.f32	v5, v13, p0
	vlds	v6, [x24, -2304], NORM
	vrelu.f32	v7, v14, p0
	vlds	v8, [x24, -2048], NORM
	vlds	v9, [x24, -1792], NORM
	vlds	v10, [x24, -1536], NORM
	vlds	v11, [x24, -1280], NORM
	vlds	v12, [x24, -1024], NORM
	vlds	v13, [x24, -768], NORM
	vlds	v14, [x24, -512], NORM
	vrelu.f32	v0, v0, p0
	vlds	v15, [x24, -256], NORM
	vsts	v1, [x25, -4096], NORM_B32, p0
	vlds	v1, [x30, x23], NORM
	vsts	v2, [x25, -3840], NORM_B32, p0
	vsts	v3, [x25, -3584], NORM_B32, p0
	vsts	v4, [x25, -3328], NORM_B32, p0
	vsts	v5, [x25, -3072], NORM_B32, p0
	vsts	v7, [x25, -2816], NORM_B32, p0
	vrelu.f32	v2, v6, p0
	vsts	v0, [x25, -2560], NORM_B32, p0
	vrelu.f32	v0, v8, p0
	vrelu.f32	v3, v9, p0
	vrelu.f32	v4, v10, p0
	vrelu.f32	v5, v11, p0
	vrelu.f32	v6, v12, p0
	vrelu.f32	v7, v13, p0
	vrelu.f32	v8, v14, p0
	vsts	v2, [x25, -2304], NORM_B32, p0
	vrelu.f32	v2, v15, p0
	vsts	v0, [x25, -2048], NORM_B32, p0
	vrelu.f32	v0, v1, p0
	vsts	v3, [x25, -1792], NORM_B32, p0
	vsts	v4, [x25, -1536], NORM_B32, p0
	vsts	v5, [x25, -1280], NORM_B32, p0
	vsts	v6, [x25, -1024], NORM_B32, p0
	vsts	v7, [x25, -768], NORM_B32, p0
	vsts	v8, [x25, -512], NORM_B32, p0
	vsts	v2, [x25, -256], NORM_B32, p0
	addi	x22, x22, -64
	vsts	v0, [x31, x23], NORM_B32, p0
	addi	x23, x23, 16384
	bne	x22, x6, .LBB1_15
.LBB1_16:
	andi	x21, x21, 63
	beq	x21, x6, .LBB1_19
	slli	x20, x20, 2
.LBB1_18:
	vlds	v0, [x30, x20], NORM
	vrelu.f32	v0, v0, p0
	addi	x21, x21, -1
	vsts	v0, [x31, x20], NORM_B32, p0
	addi	x20, x20, 256
	bne	x21, x6, .LBB1_18
.LBB1_19:
	beq	x19, x16, .LBB1_21
	slli	x19, x19, 2
	vlds	v0, [x30, x19], NORM
	andi	x16, x16, 63
	plt_b32	p1, x16
	vrelu.f32	v0, v0, p1
	vsts	v0, [x31, x19], NORM_B32, p1
	j	.LBB1_21
.LBB1_23:
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	ld	x25, 0(x2)
	ld	x24, 8(x2)
	ld	x23, 16(x2)
	ld	x22, 24(x2)
	ld	x21, 32(x2)
	ld	x20, 40(x2)
	ld	x19, 48(x2)
	ld	x18, 56(x2)
	addi	x2, x2, 64
	ret
.Lfunc_end1:
	.size	relu_kernel, .Lfunc_end1-relu_kernel
	.globl	exp_kernel
	.p2align	3
	.type	exp_kernel,@function
exp_kernel:
	addi	x2, x2, -64
	sd	x18, 56(x2)
	sd	x19, 48(x2)
	sd	x20, 40(x2)
	sd	x21, 32(x2)
	sd	x22, 24(x2)
	sd	x23, 16(x2)
	sd	x24, 8(x2)
	sd	x25, 0(x2)
	movi	x5, -1
	movhi	x5, 0
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	and	x5, x12, x5
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	movi	x6, 0
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x5, x6, .LBB2_23
	pset_b8	p0, PAT_ALL
	addi	x7, x5, -8192
	movi	x8, 8192
	movi	x9, 1
	movi	x28, -4
	movi	x29, 65536
	movhi	x28, 0
	movi	x30, 32768
	movi	x31, 98304
	movi	x12, 4032
	movi	x13, -64
	movhi	x13, 134217727
	movi	x14, 0
	j	.LBB2_2
.LBB2_21:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	add	x15, x11, x15
	copy_ubuf_to_gm	x31, x15, 0, x9, x17, 0, x17, x18
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
.LBB2_22:
	addi	x14, x14, 16384
	bgeu	x14, x5, .LBB2_23
.LBB2_2:
	sub	x15, x5, x14
	sltui	x16, x15, 8192
	sel	x17, x16, x15, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	slli	x15, x17, 2
	slli	x16, x14, 2
	addi	x18, x15, 31
	add	x19, x10, x16
	andi	x18, x18, 131040
	copy_gm_to_ubuf	x19, x6, 0, x9, x15, x6, x6, 0, 0, x15, x18
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	andi	x19, x17, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	beq	x19, x6, .LBB2_9
	addi	x22, x19, -1
	srli	x20, x22, 6
	addi	x21, x20, 1
	movi	x20, 0
	bltu	x22, x12, .LBB2_6
	and	x22, x21, x13
	slli	x20, x22, 6
	movi	x23, 16128
.LBB2_5:
	vlds	v0, [x23, -16128], NORM
	vlds	v1, [x23, -15872], NORM
	vlds	v2, [x23, -15616], NORM
	vlds	v3, [x23, -15360], NORM
	vlds	v4, [x23, -15104], NORM
	vlds	v5, [x23, -14848], NORM
	vlds	v6, [x23, -14592], NORM
	vlds	v7, [x23, -14336], NORM
	vlds	v8, [x23, -14080], NORM
	vlds	v9, [x23, -13824], NORM
	vexp.f32	v0, v0, p0
	addi	x24, x23, 65536
	vexp.f32	v1, v1, p0
	vexp.f32	v2, v2, p0
	vexp.f32	v3, v3, p0
	vexp.f32	v4, v4, p0
	vexp.f32	v5, v5, p0
	vexp.f32	v6, v6, p0
	vexp.f32	v7, v7, p0
	vexp.f32	v8, v8, p0
	vlds	v10, [x23, -13568], NORM
	vexp.f32	v9, v9, p0
	vlds	v11, [x23, -13312], NORM
	vlds	v12, [x23, -13056], NORM
	vlds	v13, [x23, -12800], NORM
	vlds	v14, [x23, -12544], NORM
	vlds	v15, [x23, -12288], NORM
	vlds	v16, [x23, -12032], NORM
	vlds	v17, [x23, -11776], NORM
	vlds	v18, [x23, -11520], NORM
	vlds	v19, [x23, -11264], NORM
	vlds	v20, [x23, -11008], NORM
	vlds	v21, [x23, -10752], NORM
	vlds	v22, [x23, -10496], NORM
	vlds	v23, [x23, -10240], NORM
	vlds	v24, [x23, -9984], NORM
	vlds	v25, [x23, -9728], NORM
	vexp.f32	v10, v10, p0
	vlds	v26, [x23, -9472], NORM
	vexp.f32	v11, v11, p0
	vlds	v27, [x23, -9216], NORM
	vexp.f32	v12, v12, p0
	vexp.f32	v13, v13, p0
	vexp.f32	v14, v14, p0
	vexp.f32	v15, v15, p0
	vexp.f32	v16, v16, p0
	vexp.f32	v17, v17, p0
	vexp.f32	v18, v18, p0
	vexp.f32	v19, v19, p0
	vexp.f32	v20, v20, p0
	vexp.f32	v21, v21, p0
	vexp.f32	v22, v22, p0
	vexp.f32	v23, v23, p0
	vexp.f32	v24, v24, p0
	vexp.f32	v25, v25, p0
	vexp.f32	v26, v26, p0
	vlds	v28, [x23, -8960], NORM
	vexp.f32	v27, v27, p0
	vlds	v29, [x23, -8704], NORM
	vlds	v30, [x23, -8448], NORM
	vlds	v31, [x23, -8192], NORM
	vsts	v0, [x24, -16128], NORM_B32, p0
	vsts	v1, [x24, -15872], NORM_B32, p0
	vsts	v2, [x24, -15616], NORM_B32, p0
	vsts	v3, [x24, -15360], NORM_B32, p0
	vsts	v4, [x24, -15104], NORM_B32, p0
	vsts	v5, [x24, -14848], NORM_B32, p0
	vsts	v6, [x24, -14592], NORM_B32, p0
	vsts	v7, [x24, -14336], NORM_B32, p0
	vsts	v8, [x24, -14080], NORM_B32, p0
	vsts	v9, [x24, -13824], NORM_B32, p0
	vsts	v10, [x24, -13568], NORM_B32, p0
	vsts	v11, [x24, -13312], NORM_B32, p0
	vsts	v12, [x24, -13056], NORM_B32, p0
	vexp.f32	v0, v28, p0
	vsts	v13, [x24, -12800], NORM_B32, p0
	vexp.f32	v1, v29, p0
	vexp.f32	v2, v30, p0
	vexp.f32	v3, v31, p0
	vsts	v14, [x24, -12544], NORM_B32, p0
	vsts	v15, [x24, -12288], NORM_B32, p0
	vsts	v16, [x24, -12032], NORM_B32, p0
	vsts	v17, [x24, -11776], NORM_B32, p0
	vsts	v18, [x24, -11520], NORM_B32, p0
	vsts	v19, [x24, -11264], NORM_B32, p0
	vsts	v20, [x24, -11008], NORM_B32, p0
	vsts	v21, [x24, -10752], NORM_B32, p0
	vsts	v22, [x24, -10496], NORM_B32, p0
	vsts	v23, [x24, -10240], NORM_B32, p0
	vsts	v24, [x24, -9984], NORM_B32, p0
	vsts	v25, [x24, -9728], NORM_B32, p0
	vsts	v26, [x24, -9472], NORM_B32, p0
	vsts	v27, [x24, -9216], NORM_B32, p0
	vlds	v4, [x23, -7936], NORM
	vlds	v5, [x23, -7680], NORM
	vlds	v6, [x23, -7424], NORM
	vlds	v7, [x23, -7168], NORM
	vlds	v8, [x23, -6912], NORM
	vlds	v9, [x23, -6656], NORM
	vlds	v10, [x23, -6400], NORM
	vlds	v13, [x23, -6144], NORM
	vlds	v14, [x23, -5888], NORM
	vlds	v15, [x23, -5632], NORM
	vlds	v16, [x23, -5376], NORM
	vlds	v17, [x23, -5120], NORM
	vsts	v0, [x24, -8960], NORM_B32, p0
	vlds	v18, [x23, -4864], NORM
	vsts	v1, [x24, -8704], NORM_B32, p0
	vlds	v19, [x23, -4608], NORM
	vsts	v2, [x24, -8448], NORM_B32, p0
	vsts	v3, [x24, -8192], NORM_B32, p0
	vexp.f32	v12, v4, p0
	vexp.f32	v11, v5, p0
	vexp.f32	v0, v6, p0
	vexp.f32	v1, v7, p0
	vexp.f32	v2, v8, p0
	vexp.f32	v3, v9, p0
	vexp.f32	v4, v10, p0
	vexp.f32	v5, v13, p0
	vexp.f32	v6, v14, p0
	vexp.f32	v7, v15, p0
	vexp.f32	v8, v16, p0
	vexp.f32	v9, v17, p0
	vexp.f32	v10, v18, p0
	vlds	v14, [x23, -4352], NORM
	vexp.f32	v13, v19, p0
	vlds	v15, [x23, -4096], NORM
	vlds	v16, [x23, -3840], NORM
	vlds	v17, [x23, -3584], NORM
	vlds	v18, [x23, -3328], NORM
	vlds	v19, [x23, -3072], NORM
	vlds	v20, [x23, -2816], NORM
	vlds	v21, [x23, -2560], NORM
	vlds	v22, [x23, -2304], NORM
	vlds	v23, [x23, -2048], NORM
	vlds	v24, [x23, -1792], NORM
	vlds	v25, [x23, -1536], NORM
	vlds	v26, [x23, -1280], NORM
	vlds	v27, [x23, -1024], NORM
	vlds	v28, [x23, -768], NORM
	vlds	v29, [x23, -512], NORM
	vexp.f32	v14, v14, p0
	vlds	v30, [x23, -256], NORM
	vexp.f32	v15, v15, p0
	vlds	v31, [x6, x23], NORM
	vexp.f32	v16, v16, p0
	vexp.f32	v17, v17, p0
	vexp.f32	v18, v18, p0
	vexp.f32	v19, v19, p0
	vexp.f32	v20, v20, p0
	vexp.f32	v21, v21, p0
	vexp.f32	v22, v22, p0
	vexp.f32	v23, v23, p0
	vexp.f32	v24, v24, p0
	vexp.f32	v25, v25, p0
	vexp.f32	v26, v26, p0
	vexp.f32	v27, v27, p0
	vexp.f32	v28, v28, p0
	vexp.f32	v29, v29, p0
	vsts	v12, [x24, -7936], NORM_B32, p0
	vexp.f32	v12, v30, p0
	vsts	v11, [x24, -7680], NORM_B32, p0
	vexp.f32	v11, v31, p0
	vsts	v0, [x24, -7424], NORM_B32, p0
	vsts	v1, [x24, -7168], NORM_B32, p0
	vsts	v2, [x24, -6912], NORM_B32, p0
	vsts	v3, [x24, -6656], NORM_B32, p0
	vsts	v4, [x24, -6400], NORM_B32, p0
	vsts	v5, [x24, -6144], NORM_B32, p0
	vsts	v6, [x24, -5888], NORM_B32, p0
	vsts	v7, [x24, -5632], NORM_B32, p0
	vsts	v8, [x24, -5376], NORM_B32, p0
	vsts	v9, [x24, -5120], NORM_B32, p0
	vsts	v10, [x24, -4864], NORM_B32, p0
	vsts	v13, [x24, -4608], NORM_B32, p0
	vsts	v14, [x24, -4352], NORM_B32, p0
	vsts	v15, [x24, -4096], NORM_B32, p0
	vsts	v16, [x24, -3840], NORM_B32, p0
	vsts	v17, [x24, -3584], NORM_B32, p0
	vsts	v18, [x24, -3328], NORM_B32, p0
	vsts	v19, [x24, -3072], NORM_B32, p0
	vsts	v20, [x24, -2816], NORM_B32, p0
	vsts	v21, [x24, -2560], NORM_B32, p0
	vsts	v22, [x24, -2304], NORM_B32, p0
	vsts	v23, [x24, -2048], NORM_B32, p0
	vsts	v24, [x24, -1792], NORM_B32, p0
	vsts	v25, [x24, -1536], NORM_B32, p0
	vsts	v26, [x24, -1280], NORM_B32, p0
	vsts	v27, [x24, -1024], NORM_B32, p0
	vsts	v28, [x24, -768], NORM_B32, p0
	vsts	v29, [x24, -512], NORM_B32, p0
	vsts	v12, [x24, -256], NORM_B32, p0
	addi	x22, x22, -64
	vsts	v11, [x29, x23], NORM_B32, p0
	addi	x23, x23, 16384
	bne	x22, x6, .LBB2_5
.LBB2_6:
	andi	x21, x21, 63
	beq	x21, x6, .LBB2_9
	slli	x20, x20, 2
.LBB2_8:
	vlds	v0, [x6, x20], NORM
	vexp.f32	v0, v0, p0
	addi	x21, x21, -1
	vsts	v0, [x29, x20], NORM_B32, p0
	addi	x20, x20, 256
	bne	x21, x6, .LBB2_8
.LBB2_9:
	beq	x19, x17, .LBB2_11
	slli	x19, x19, 2
	vlds	v0, [x6, x19], NORM
	andi	x17, x17, 63
	plt_b32	p1, x17
	vexp.f32	v0, v0, p1
	vsts	v0, [x29, x19], NORM_B32, p1
.LBB2_11:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	add	x16, x11, x16
	copy_ubuf_to_gm	x29, x16, 0, x9, x15, 0, x15, x18
	ori	x15, x14, 8192
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	bgeu	x15, x5, .LBB2_22
	sub	x16, x7, x14
	sltui	x17, x16, 8192
	sel	x16, x17, x16, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	slli	x15, x15, 2
	slli	x17, x16, 2
	add	x19, x10, x15
	addi	x18, x17, 31
	and	x17, x17, x28
	andi	x18, x18, 131040
	copy_gm_to_ubuf	x19, x30, 0, x9, x17, x6, x6, 0, 0, x17, x18
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	andi	x19, x16, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x19, x6, .LBB2_19
	addi	x22, x19, -1
	srli	x20, x22, 6
	addi	x21, x20, 1
	movi	x20, 0
	bltu	x22, x12, .LBB2_16
	and	x22, x21, x13
	slli	x20, x22, 6
	movi	x23, 16128
.LBB2_15:
	addi	x25, x23, 32768
	vlds	v0, [x25, -16128], NORM
	vlds	v1, [x25, -15872], NORM
	vlds	v2, [x25, -15616], NORM
	vlds	v3, [x25, -15360], NORM
	vlds	v4, [x25, -15104], NORM
	vlds	v5, [x25, -14848], NORM
	vlds	v6, [x25, -14592], NORM
	vlds	v7, [x25, -14336], NORM
	vlds	v8, [x25, -14080], NORM
	vlds	v9, [x25, -13824], NORM
	vexp.f32	v0, v0, p0
	addi	x24, x23, 98304
	vexp.f32	v1, v1, p0
	vexp.f32	v2, v2, p0
	vexp.f32	v3, v3, p0
	vexp.f32	v4, v4, p0
	vexp.f32	v5, v5, p0
	vexp.f32	v6, v6, p0
	vexp.f32	v7, v7, p0
	vexp.f32	v8, v8, p0
	vlds	v10, [x25, -13568], NORM
	vexp.f32	v9, v9, p0
	vlds	v11, [x25, -13312], NORM
	vlds	v12, [x25, -13056], NORM
	vlds	v13, [x25, -12800], NORM
	vlds	v14, [x25, -12544], NORM
	vlds	v15, [x25, -12288], NORM
	vlds	v16, [x25, -12032], NORM
	vlds	v17, [x25, -11776], NORM
	vlds	v18, [x25, -11520], NORM
	vlds	v19, [x25, -11264], NORM
	vlds	v20, [x25, -11008], NORM
	vlds	v21, [x25, -10752], NORM
	vlds	v22, [x25, -10496], NORM
	vlds	v23, [x25, -10240], NORM
	vlds	v24, [x25, -9984], NORM
	vlds	v25, [x25, -9728], NORM
	vexp.f32	v10, v10, p0
	vlds	v26, [x25, -9472], NORM
	vexp.f32	v11, v11, p0
	vlds	v27, [x25, -9216], NORM
	vexp.f32	v12, v12, p0
	vexp.f32	v13, v13, p0
	vexp.f32	v14, v14, p0
	vexp.f32	v15, v15, p0
	vexp.f32	v16, v16, p0
	vexp.f32	v17, v17, p0
	vexp.f32	v18, v18, p0
	vexp.f32	v19, v19, p0
	vexp.f32	v20, v20, p0
	vexp.f32	v21, v21, p0
	vexp.f32	v22, v22, p0
	vexp.f32	v23, v23, p0
	vexp.f32	v24, v24, p0
	vexp.f32	v25, v25, p0
	vexp.f32	v26, v26, p0
	vlds	v28, [x25, -8960], NORM
	vexp.f32	v27, v27, p0
	vlds	v29, [x25, -8704], NORM
	vlds	v30, [x25, -8448], NORM
	vlds	v31, [x25, -8192], NORM
	vsts	v0, [x24, -16128], NORM_B32, p0
	vsts	v1, [x24, -15872], NORM_B32, p0
	vsts	v2, [x24, -15616], NORM_B32, p0
	vsts	v3, [x24, -15360], NORM_B32, p0
	vsts	v4, [x24, -15104], NORM_B32, p0
	vsts	v5, [x24, -14848], NORM_B32, p0
	vsts	v6, [x24, -14592], NORM_B32, p0
	vsts	v7, [x24, -14336], NORM_B32, p0
	vsts	v8, [x24, -14080], NORM_B32, p0
	vsts	v9, [x24, -13824], NORM_B32, p0
	vsts	v10, [x24, -13568], NORM_B32, p0
	vsts	v11, [x24, -13312], NORM_B32, p0
	vsts	v12, [x24, -13056], NORM_B32, p0
	vexp.f32	v0, v28, p0
	vsts	v13, [x24, -12800], NORM_B32, p0
	vexp.f32	v1, v29, p0
	vexp.f32	v2, v30, p0
	vexp.f32	v3, v31, p0
	vsts	v14, [x24, -12544], NORM_B32, p0
	vsts	v15, [x24, -12288], NORM_B32, p0
	vsts	v16, [x24, -12032], NORM_B32, p0
	vsts	v17, [x24, -11776], NORM_B32, p0
	vsts	v18, [x24, -11520], NORM_B32, p0
	vsts	v19, [x24, -11264], NORM_B32, p0
	vsts	v20, [x24, -11008], NORM_B32, p0
	vsts	v21, [x24, -10752], NORM_B32, p0
	vsts	v22, [x24, -10496], NORM_B32, p0
	vsts	v23, [x24, -10240], NORM_B32, p0
	vsts	v24, [x24, -9984], NORM_B32, p0
	vsts	v25, [x24, -9728], NORM_B32, p0
	vsts	v26, [x24, -9472], NORM_B32, p0
	vsts	v27, [x24, -9216], NORM_B32, p0
	vlds	v4, [x25, -7936], NORM
	vlds	v5, [x25, -7680], NORM
	vlds	v6, [x25, -7424], NORM
	vlds	v7, [x25, -7168], NORM
	vlds	v8, [x25, -6912], NORM
	vlds	v9, [x25, -6656], NORM
	vlds	v10, [x25, -6400], NORM
	vlds	v13, [x25, -6144], NORM
	vlds	v14, [x25, -5888], NORM
	vlds	v15, [x25, -5632], NORM
	vlds	v16, [x25, -5376], NORM
	vlds	v17, [x25, -5120], NORM
	vsts	v0, [x24, -8960], NORM_B32, p0
	vlds	v18, [x25, -4864], NORM
	vsts	v1, [x24, -8704], NORM_B32, p0
	vlds	v19, [x25, -4608], NORM
	vsts	v2, [x24, -8448], NORM_B32, p0
	vsts	v3, [x24, -8192], NORM_B32, p0
	vexp.f32	v12, v4, p0
	vexp.f32	v11, v5, p0
	vexp.f32	v0, v6, p0
	vexp.f32	v1, v7, p0
	vexp.f32	v2, v8, p0
	vexp.f32	v3, v9, p0
	vexp.f32	v4, v10, p0
	vexp.f32	v5, v13, p0
	vexp.f32	v6, v14, p0
	vexp.f32	v7, v15, p0
	vexp.f32	v8, v16, p0
	vexp.f32	v9, v17, p0
	vexp.f32	v10, v18, p0
	vlds	v14, [x25, -4352], NORM
	vexp.f32	v13, v19, p0
	vlds	v15, [x25, -4096], NORM
	vlds	v16, [x25, -3840], NORM
	vlds	v17, [x25, -3584], NORM
	vlds	v18, [x25, -3328], NORM
	vlds	v19, [x25, -3072], NORM
	vlds	v20, [x25, -2816], NORM
	vlds	v21, [x25, -2560], NORM
	vlds	v22, [x25, -2304], NORM
	vlds	v23, [x25, -2048], NORM
	vlds	v24, [x25, -1792], NORM
	vlds	v25, [x25, -1536], NORM
	vlds	v26, [x25, -1280], NORM
	vlds	v27, [x25, -1024], NORM
	vlds	v28, [x25, -768], NORM
	vlds	v29, [x25, -512], NORM
	vexp.f32	v14, v14, p0
	vlds	v30, [x25, -256], NORM
	vexp.f32	v15, v15, p0
	vlds	v31, [x30, x23], NORM
	vexp.f32	v16, v16, p0
	vexp.f32	v17, v17, p0
	vexp.f32	v18, v18, p0
	vexp.f32	v19, v19, p0
	vexp.f32	v20, v20, p0
	vexp.f32	v21, v21, p0
	vexp.f32	v22, v22, p0
	vexp.f32	v23, v23, p0
	vexp.f32	v24, v24, p0
	vexp.f32	v25, v25, p0
	vexp.f32	v26, v26, p0
	vexp.f32	v27, v27, p0
	vexp.f32	v28, v28, p0
	vexp.f32	v29, v29, p0
	vsts	v12, [x24, -7936], NORM_B32, p0
	vexp.f32	v12, v30, p0
	vsts	v11, [x24, -7680], NORM_B32, p0
	vexp.f32	v11, v31, p0
	vsts	v0, [x24, -7424], NORM_B32, p0
	vsts	v1, [x24, -7168], NORM_B32, p0
	vsts	v2, [x24, -6912], NORM_B32, p0
	vsts	v3, [x24, -6656], NORM_B32, p0
	vsts	v4, [x24, -6400], NORM_B32, p0
	vsts	v5, [x24, -6144], NORM_B32, p0
	vsts	v6, [x24, -5888], NORM_B32, p0
	vsts	v7, [x24, -5632], NORM_B32, p0
	vsts	v8, [x24, -5376], NORM_B32, p0
	vsts	v9, [x24, -5120], NORM_B32, p0
	vsts	v10, [x24, -4864], NORM_B32, p0
	vsts	v13, [x24, -4608], NORM_B32, p0
	vsts	v14, [x24, -4352], NORM_B32, p0
	vsts	v15, [x24, -4096], NORM_B32, p0
	vsts	v16, [x24, -3840], NORM_B32, p0
	vsts	v17, [x24, -3584], NORM_B32, p0
	vsts	v18, [x24, -3328], NORM_B32, p0
	vsts	v19, [x24, -3072], NORM_B32, p0
	vsts	v20, [x24, -2816], NORM_B32, p0
	vsts	v21, [x24, -2560], NORM_B32, p0
	vsts	v22, [x24, -2304], NORM_B32, p0
	vsts	v23, [x24, -2048], NORM_B32, p0
	vsts	v24, [x24, -1792], NORM_B32, p0
	vsts	v25, [x24, -1536], NORM_B32, p0
	vsts	v26, [x24, -1280], NORM_B32, p0
	vsts	v27, [x24, -1024], NORM_B32, p0
	vsts	v28, [x24, -768], NORM_B32, p0
	vsts	v29, [x24, -512], NORM_B32, p0
	vsts	v12, [x24, -256], NORM_B32, p0
	addi	x22, x22, -64
	vsts	v11, [x31, x23], NORM_B32, p0
	addi	x23, x23, 16384
	bne	x22, x6, .LBB2_15
.LBB2_16:
	andi	x21, x21, 63
	beq	x21, x6, .LBB2_19
	slli	x20, x20, 2
.LBB2_18:
	vlds	v0, [x30, x20], NORM
	vexp.f32	v0, v0, p0
	addi	x21, x21, -1
	vsts	v0, [x31, x20], NORM_B32, p0
	addi	x20, x20, 256
	bne	x21, x6, .LBB2_18
.LBB2_19:
	beq	x19, x16, .LBB2_21
	slli	x19, x19, 2
	vlds	v0, [x30, x19], NORM
	andi	x16, x16, 63
	plt_b32	p1, x16
	vexp.f32	v0, v0, p1
	vsts	v0, [x31, x19], NORM_B32, p1
	j	.LBB2_21
.LBB2_23:
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	ld	x25, 0(x2)
	ld	x24, 8(x2)
	ld	x23, 16(x2)
	ld	x22, 24(x2)
	ld	x21, 32(x2)
	ld	x20, 40(x2)
	ld	x19, 48(x2)
	ld	x18, 56(x2)
	addi	x2, x2, 64
	ret
.Lfunc_end2:
	.size	exp_kernel, .Lfunc_end2-exp_kernel
	.globl	add_kernel
	.p2align	3
	.type	add_kernel,@function
add_kernel:
	addi	x2, x2, -96
	sd	x3, 88(x2)
	sd	x18, 80(x2)
	sd	x19, 72(x2)
	sd	x20, 64(x2)
	sd	x21, 56(x2)
	sd	x22, 48(x2)
	sd	x23, 40(x2)
	sd	x24, 32(x2)
	sd	x25, 24(x2)
	sd	x26, 16(x2)
	sd	x27, 8(x2)
	movi	x5, -1
	movhi	x5, 0
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	and	x5, x13, x5
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	movi	x6, 0
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x5, x6, .LBB3_23
	addi	x7, x5, -8192
	movi	x8, 8192
	pset_b8	p0, PAT_ALL
	movi	x9, 1
	movi	x28, 65536
	movi	x29, 131072
	movi	x30, -4
	movhi	x30, 0
	movi	x31, 32768
	movi	x13, 98304
	movi	x14, 163840
	movi	x15, 448
	movi	x16, -8
	movhi	x16, 134217727
	movi	x17, 0
	j	.LBB3_2
.LBB3_21:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	add	x19, x12, x21
	copy_ubuf_to_gm	x14, x19, 0, x9, x18, 0, x18, x20
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
.LBB3_22:
	addi	x17, x17, 16384
	bgeu	x17, x5, .LBB3_23
.LBB3_2:
	sub	x18, x5, x17
	sltui	x19, x18, 8192
	sel	x21, x19, x18, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	slli	x18, x21, 2
	addi	x19, x18, 31
	slli	x20, x17, 2
	andi	x19, x19, 131040
	add	x22, x10, x20
	copy_gm_to_ubuf	x22, x6, 0, x9, x18, x6, x6, 0, 0, x18, x19
	add	x22, x11, x20
	copy_gm_to_ubuf	x22, x28, 0, x9, x18, x6, x6, 0, 0, x18, x19
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	andi	x22, x21, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	beq	x22, x6, .LBB3_9
	addi	x25, x22, -1
	srli	x23, x25, 6
	addi	x24, x23, 1
	movi	x23, 0
	bltu	x25, x15, .LBB3_6
	and	x25, x24, x16
	movi	x26, 1792
.LBB3_5:
	vlds	v0, [x26, -1792], NORM
	addi	x27, x26, 65536
	vlds	v1, [x26, -1536], NORM
	vlds	v2, [x27, -1792], NORM
	vlds	v3, [x27, -1536], NORM
	vlds	v4, [x26, -1280], NORM
	vlds	v5, [x27, -1280], NORM
	vlds	v6, [x26, -1024], NORM
	vlds	v7, [x27, -1024], NORM
	vlds	v8, [x26, -768], NORM
	vlds	v9, [x27, -768], NORM
	vlds	v10, [x26, -512], NORM
	vlds	v11, [x27, -512], NORM
	vlds	v12, [x26, -256], NORM
	vlds	v13, [x27, -256], NORM
	vlds	v14, [x6, x26], NORM
	vlds	v15, [x28, x26], NORM
	vadd.f32	v0, v0, v2, p0
	vadd.f32	v1, v1, v3, p0
	vadd.f32	v2, v4, v5, p0
	vadd.f32	v3, v6, v7, p0
	vadd.f32	v4, v8, v9, p0
	vadd.f32	v5, v10, v11, p0
	vadd.f32	v6, v12, v13, p0
	vadd.f32	v7, v14, v15, p0
	addi	x27, x26, 131072
	vsts	v0, [x27, -1792], NORM_B32, p0
	vsts	v1, [x27, -1536], NORM_B32, p0
	vsts	v2, [x27, -1280], NORM_B32, p0
	vsts	v3, [x27, -1024], NORM_B32, p0
	vsts	v4, [x27, -768], NORM_B32, p0
	vsts	v5, [x27, -512], NORM_B32, p0
	addi	x23, x23, 512
	addi	x25, x25, -8
	vsts	v6, [x27, -256], NORM_B32, p0
	vsts	v7, [x29, x26], NORM_B32, p0
	addi	x26, x26, 2048
	bne	x25, x6, .LBB3_5
.LBB3_6:
	andi	x24, x24, 7
	beq	x24, x6, .LBB3_9
	slli	x23, x23, 2
.LBB3_8:
	vlds	v0, [x6, x23], NORM
	vlds	v1, [x28, x23], NORM
	vadd.f32	v0, v0, v1, p0
	addi	x24, x24, -1
	vsts	v0, [x29, x23], NORM_B32, p0
	addi	x23, x23, 256
	bne	x24, x6, .LBB3_8
.LBB3_9:
	beq	x22, x21, .LBB3_11
	slli	x22, x22, 2
	vlds	v0, [x6, x22], NORM
	vlds	v1, [x28, x22], NORM
	andi	x21, x21, 63
	plt_b32	p1, x21
	vadd.f32	v0, v0, v1, p1
	vsts	v0, [x29, x22], NORM_B32, p1
.LBB3_11:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	add	x20, x12, x20
	copy_ubuf_to_gm	x29, x20, 0, x9, x18, 0, x18, x19
	ori	x20, x17, 8192
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	bgeu	x20, x5, .LBB3_22
	sub	x18, x7, x17
	sltui	x19, x18, 8192
	sel	x19, x19, x18, x8
	slli	x21, x19, 2
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	and	x18, x21, x30
	addi	x22, x21, 31
	slli	x21, x20, 2
	andi	x20, x22, 131040
	add	x22, x10, x21
	copy_gm_to_ubuf	x22, x31, 0, x9, x18, x6, x6, 0, 0, x18, x20
	add	x22, x11, x21
	copy_gm_to_ubuf	x22, x13, 0, x9, x18, x6, x6, 0, 0, x18, x20
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	andi	x22, x19, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x22, x6, .LBB3_19
	addi	x25, x22, -1
	srli	x23, x25, 6
	addi	x24, x23, 1
	movi	x23, 0
	bltu	x25, x15, .LBB3_16
	and	x25, x24, x16
	movi	x26, 1792
.LBB3_15:
	addi	x27, x26, 32768
	addi	x3, x26, 98304
	vlds	v0, [x27, -1792], NORM
	vlds	v1, [x3, -1792], NORM
	vlds	v2, [x27, -1536], NORM
	vlds	v3, [x3, -1536], NORM
	vlds	v4, [x27, -1280], NORM
	vlds	v5, [x3, -1280], NORM
	vlds	v6, [x27, -1024], NORM
	vlds	v7, [x3, -1024], NORM
	vlds	v8, [x27, -768], NORM
	vlds	v9, [x3, -768], NORM
	vlds	v10, [x27, -512], NORM
	vlds	v11, [x3, -512], NORM
	vlds	v12, [x27, -256], NORM
	vlds	v13, [x3, -256], NORM
	vlds	v14, [x31, x26], NORM
	vlds	v15, [x13, x26], NORM
	vadd.f32	v0, v0, v1, p0
	vadd.f32	v1, v2, v3, p0
	vadd.f32	v2, v4, v5, p0
	vadd.f32	v3, v6, v7, p0
	vadd.f32	v4, v8, v9, p0
	vadd.f32	v5, v10, v11, p0
	vadd.f32	v6, v12, v13, p0
	vadd.f32	v7, v14, v15, p0
	addi	x27, x26, 163840
	vsts	v0, [x27, -1792], NORM_B32, p0
	vsts	v1, [x27, -1536], NORM_B32, p0
	vsts	v2, [x27, -1280], NORM_B32, p0
	vsts	v3, [x27, -1024], NORM_B32, p0
	vsts	v4, [x27, -768], NORM_B32, p0
	vsts	v5, [x27, -512], NORM_B32, p0
	addi	x23, x23, 512
	addi	x25, x25, -8
	vsts	v6, [x27, -256], NORM_B32, p0
	vsts	v7, [x14, x26], NORM_B32, p0
	addi	x26, x26, 2048
	bne	x25, x6, .LBB3_15
.LBB3_16:
	andi	x24, x24, 7
	beq	x24, x6, .LBB3_19
	slli	x23, x23, 2
.LBB3_18:
	vlds	v0, [x31, x23], NORM
	vlds	v1, [x13, x23], NORM
	vadd.f32	v0, v0, v1, p0
	addi	x24, x24, -1
	vsts	v0, [x14, x23], NORM_B32, p0
	addi	x23, x23, 256
	bne	x24, x6, .LBB3_18
.LBB3_19:
	beq	x22, x19, .LBB3_21
	slli	x22, x22, 2
	vlds	v0, [x31, x22], NORM
	vlds	v1, [x13, x22], NORM
	andi	x19, x19, 63
	plt_b32	p1, x19
	vadd.f32	v0, v0, v1, p1
	vsts	v0, [x14, x22], NORM_B32, p1
	j	.LBB3_21
.LBB3_23:
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	ld	x27, 8(x2)
	ld	x26, 16(x2)
	ld	x25, 24(x2)
	ld	x24, 32(x2)
	ld	x23, 40(x2)
	ld	x22, 48(x2)
	ld	x21, 56(x2)
	ld	x20, 64(x2)
	ld	x19, 72(x2)
	ld	x18, 80(x2)
	ld	x3, 88(x2)
	addi	x2, x2, 96
	ret
.Lfunc_end3:
	.size	add_kernel, .Lfunc_end3-add_kernel
	.globl	mul_kernel
	.p2align	3
	.type	mul_kernel,@function
mul_kernel:
	addi	x2, x2, -96
	sd	x3, 88(x2)
	sd	x18, 80(x2)
	sd	x19, 72(x2)
	sd	x20, 64(x2)
	sd	x21, 56(x2)
	sd	x22, 48(x2)
	sd	x23, 40(x2)
	sd	x24, 32(x2)
	sd	x25, 24(x2)
	sd	x26, 16(x2)
	sd	x27, 8(x2)
	movi	x5, -1
	movhi	x5, 0
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	and	x5, x13, x5
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	movi	x6, 0
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x5, x6, .LBB4_23
	addi	x7, x5, -8192
	movi	x8, 8192
	pset_b8	p0, PAT_ALL
	movi	x9, 1
	movi	x28, 65536
	movi	x29, 131072
	movi	x30, -4
	movhi	x30, 0
	movi	x31, 32768
	movi	x13, 98304
	movi	x14, 163840
	movi	x15, 448
	movi	x16, -8
	movhi	x16, 134217727
	movi	x17, 0
	j	.LBB4_2
.LBB4_21:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	add	x19, x12, x21
	copy_ubuf_to_gm	x14, x19, 0, x9, x18, 0, x18, x20
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
.LBB4_22:
	addi	x17, x17, 16384
	bgeu	x17, x5, .LBB4_23
.LBB4_2:
	sub	x18, x5, x17
	sltui	x19, x18, 8192
	sel	x21, x19, x18, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	slli	x18, x21, 2
	addi	x19, x18, 31
	slli	x20, x17, 2
	andi	x19, x19, 131040
	add	x22, x10, x20
	copy_gm_to_ubuf	x22, x6, 0, x9, x18, x6, x6, 0, 0, x18, x19
	add	x22, x11, x20
	copy_gm_to_ubuf	x22, x28, 0, x9, x18, x6, x6, 0, 0, x18, x19
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	andi	x22, x21, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	beq	x22, x6, .LBB4_9
	addi	x25, x22, -1
	srli	x23, x25, 6
	addi	x24, x23, 1
	movi	x23, 0
	bltu	x25, x15, .LBB4_6
	and	x25, x24, x16
	movi	x26, 1792
.LBB4_5:
	vlds	v0, [x26, -1792], NORM
	addi	x27, x26, 65536
	vlds	v1, [x26, -1536], NORM
	vlds	v2, [x27, -1792], NORM
	vlds	v3, [x27, -1536], NORM
	vlds	v4, [x26, -1280], NORM
	vlds	v5, [x27, -1280], NORM
	vlds	v6, [x26, -1024], NORM
	vlds	v7, [x27, -1024], NORM
	vlds	v8, [x26, -768], NORM
	vlds	v9, [x27, -768], NORM
	vlds	v10, [x26, -512], NORM
	vlds	v11, [x27, -512], NORM
	vlds	v12, [x26, -256], NORM
	vlds	v13, [x27, -256], NORM
	vlds	v14, [x6, x26], NORM
	vlds	v15, [x28, x26], NORM
	vmul.f32	v0, v0, v2, p0
	vmul.f32	v1, v1, v3, p0
	vmul.f32	v2, v4, v5, p0
	vmul.f32	v3, v6, v7, p0
	vmul.f32	v4, v8, v9, p0
	vmul.f32	v5, v10, v11, p0
	vmul.f32	v6, v12, v13, p0
	vmul.f32	v7, v14, v15, p0
	addi	x27, x26, 131072
	vsts	v0, [x27, -1792], NORM_B32, p0
	vsts	v1, [x27, -1536], NORM_B32, p0
	vsts	v2, [x27, -1280], NORM_B32, p0
	vsts	v3, [x27, -1024], NORM_B32, p0
	vsts	v4, [x27, -768], NORM_B32, p0
	vsts	v5, [x27, -512], NORM_B32, p0
	addi	x23, x23, 512
	addi	x25, x25, -8
	vsts	v6, [x27, -256], NORM_B32, p0
	vsts	v7, [x29, x26], NORM_B32, p0
	addi	x26, x26, 2048
	bne	x25, x6, .LBB4_5
.LBB4_6:
	andi	x24, x24, 7
	beq	x24, x6, .LBB4_9
	slli	x23, x23, 2
.LBB4_8:
	vlds	v0, [x6, x23], NORM
	vlds	v1, [x28, x23], NORM
	vmul.f32	v0, v0, v1, p0
	addi	x24, x24, -1
	vsts	v0, [x29, x23], NORM_B32, p0
	addi	x23, x23, 256
	bne	x24, x6, .LBB4_8
.LBB4_9:
	beq	x22, x21, .LBB4_11
	slli	x22, x22, 2
	vlds	v0, [x6, x22], NORM
	vlds	v1, [x28, x22], NORM
	andi	x21, x21, 63
	plt_b32	p1, x21
	vmul.f32	v0, v0, v1, p1
	vsts	v0, [x29, x22], NORM_B32, p1
.LBB4_11:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	add	x20, x12, x20
	copy_ubuf_to_gm	x29, x20, 0, x9, x18, 0, x18, x19
	ori	x20, x17, 8192
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	bgeu	x20, x5, .LBB4_22
	sub	x18, x7, x17
	sltui	x19, x18, 8192
	sel	x19, x19, x18, x8
	slli	x21, x19, 2
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	and	x18, x21, x30
	addi	x22, x21, 31
	slli	x21, x20, 2
	andi	x20, x22, 131040
	add	x22, x10, x21
	copy_gm_to_ubuf	x22, x31, 0, x9, x18, x6, x6, 0, 0, x18, x20
	add	x22, x11, x21
	copy_gm_to_ubuf	x22, x13, 0, x9, x18, x6, x6, 0, 0, x18, x20
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	andi	x22, x19, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x22, x6, .LBB4_19
	addi	x25, x22, -1
	srli	x23, x25, 6
	addi	x24, x23, 1
	movi	x23, 0
	bltu	x25, x15, .LBB4_16
	and	x25, x24, x16
	movi	x26, 1792
.LBB4_15:
	addi	x27, x26, 32768
	addi	x3, x26, 98304
	vlds	v0, [x27, -1792], NORM
	vlds	v1, [x3, -1792], NORM
	vlds	v2, [x27, -1536], NORM
	vlds	v3, [x3, -1536], NORM
	vlds	v4, [x27, -1280], NORM
	vlds	v5, [x3, -1280], NORM
	vlds	v6, [x27, -1024], NORM
	vlds	v7, [x3, -1024], NORM
	vlds	v8, [x27, -768], NORM
	vlds	v9, [x3, -768], NORM
	vlds	v10, [x27, -512], NORM
	vlds	v11, [x3, -512], NORM
	vlds	v12, [x27, -256], NORM
	vlds	v13, [x3, -256], NORM
	vlds	v14, [x31, x26], NORM
	vlds	v15, [x13, x26], NORM
	vmul.f32	v0, v0, v1, p0
	vmul.f32	v1, v2, v3, p0
	vmul.f32	v2, v4, v5, p0
	vmul.f32	v3, v6, v7, p0
	vmul.f32	v4, v8, v9, p0
	vmul.f32	v5, v10, v11, p0
	vmul.f32	v6, v12, v13, p0
	vmul.f32	v7, v14, v15, p0
	addi	x27, x26, 163840
	vsts	v0, [x27, -1792], NORM_B32, p0
	vsts	v1, [x27, -1536], NORM_B32, p0
	vsts	v2, [x27, -1280], NORM_B32, p0
	vsts	v3, [x27, -1024], NORM_B32, p0
	vsts	v4, [x27, -768], NORM_B32, p0
	vsts	v5, [x27, -512], NORM_B32, p0
	addi	x23, x23, 512
	addi	x25, x25, -8
	vsts	v6, [x27, -256], NORM_B32, p0
	vsts	v7, [x14, x26], NORM_B32, p0
	addi	x26, x26, 2048
	bne	x25, x6, .LBB4_15
.LBB4_16:
	andi	x24, x24, 7
	beq	x24, x6, .LBB4_19
	slli	x23, x23, 2
.LBB4_18:
	vlds	v0, [x31, x23], NORM
	vlds	v1, [x13, x23], NORM
	vmul.f32	v0, v0, v1, p0
	addi	x24, x24, -1
	vsts	v0, [x14, x23], NORM_B32, p0
	addi	x23, x23, 256
	bne	x24, x6, .LBB4_18
.LBB4_19:
	beq	x22, x19, .LBB4_21
	slli	x22, x22, 2
	vlds	v0, [x31, x22], NORM
	vlds	v1, [x13, x22], NORM
	andi	x19, x19, 63
	plt_b32	p1, x19
	vmul.f32	v0, v0, v1, p1
	vsts	v0, [x14, x22], NORM_B32, p1
	j	.LBB4_21
.LBB4_23:
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	ld	x27, 8(x2)
	ld	x26, 16(x2)
	ld	x25, 24(x2)
	ld	x24, 32(x2)
	ld	x23, 40(x2)
	ld	x22, 48(x2)
	ld	x21, 56(x2)
	ld	x20, 64(x2)
	ld	x19, 72(x2)
	ld	x18, 80(x2)
	ld	x3, 88(x2)
	addi	x2, x2, 96
	ret
.Lfunc_end4:
	.size	mul_kernel, .Lfunc_end4-mul_kernel
	.globl	axpy_kernel
	.p2align	3
	.type	axpy_kernel,@function
axpy_kernel:
	addi	x2, x2, -96
	sd	x3, 88(x2)
	sd	x18, 80(x2)
	sd	x19, 72(x2)
	sd	x20, 64(x2)
	sd	x21, 56(x2)
	sd	x22, 48(x2)
	sd	x23, 40(x2)
	sd	x24, 32(x2)
	sd	x25, 24(x2)
	sd	x26, 16(x2)
	sd	x27, 8(x2)
	movi	x7, -1
	movhi	x7, 0
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	and	x5, x13, x7
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	movi	x6, 0
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x5, x6, .LBB5_23
	and	x7, x14, x7
	addi	x8, x5, -8192
	movi	x9, 8192
	pset_b8	p0, PAT_ALL
	movi	x28, 1
	movi	x29, 65536
	movi	x30, 131072
	movi	x31, -4
	movhi	x31, 0
	movi	x13, 32768
	movi	x14, 98304
	movi	x15, 163840
	movi	x17, -8
	movhi	x17, 134217727
	movi	x18, 0
	j	.LBB5_2
.LBB5_21:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	add	x16, x12, x22
	copy_ubuf_to_gm	x15, x16, 0, x28, x19, 0, x19, x21
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
.LBB5_22:
	addi	x18, x18, 16384
	bgeu	x18, x5, .LBB5_23
.LBB5_2:
	sub	x19, x5, x18
	sltui	x20, x19, 8192
	sel	x22, x20, x19, x9
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	slli	x19, x22, 2
	addi	x20, x19, 31
	slli	x21, x18, 2
	andi	x20, x20, 131040
	add	x23, x10, x21
	copy_gm_to_ubuf	x23, x6, 0, x28, x19, x6, x6, 0, 0, x19, x20
	add	x23, x11, x21
	copy_gm_to_ubuf	x23, x29, 0, x28, x19, x6, x6, 0, 0, x19, x20
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	andi	x23, x22, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	beq	x23, x6, .LBB5_9
	addi	x26, x23, -1
	srli	x24, x26, 6
	addi	x25, x24, 1
	movi	x24, 0
	movi	x16, 448
	bltu	x26, x16, .LBB5_6
	and	x26, x25, x17
	movi	x27, 1792
.LBB5_5:
	vlds	v0, [x27, -1792], NORM
	addi	x3, x27, 65536
	vlds	v1, [x27, -1536], NORM
	vlds	v2, [x3, -1792], NORM
	vlds	v3, [x3, -1536], NORM
	vlds	v4, [x27, -1280], NORM
	vlds	v5, [x3, -1280], NORM
	vlds	v6, [x27, -1024], NORM
	vlds	v7, [x3, -1024], NORM
	vlds	v8, [x27, -768], NORM
	vlds	v9, [x3, -768], NORM
	vlds	v10, [x27, -512], NORM
	vlds	v11, [x3, -512], NORM
	vlds	v12, [x27, -256], NORM
	vlds	v13, [x3, -256], NORM
	vlds	v14, [x6, x27], NORM
	vlds	v15, [x29, x27], NORM
	vaxpy.f32	v0, v0, v2, x7, p0
	vaxpy.f32	v1, v1, v3, x7, p0
	vaxpy.f32	v2, v4, v5, x7, p0
	vaxpy.f32	v3, v6, v7, x7, p0
	vaxpy.f32	v4, v8, v9, x7, p0
	vaxpy.f32	v5, v10, v11, x7, p0
	vaxpy.f32	v6, v12, v13, x7, p0
	vaxpy.f32	v7, v14, v15, x7, p0
	addi	x3, x27, 131072
	vsts	v0, [x3, -1792], NORM_B32, p0
	vsts	v1, [x3, -1536], NORM_B32, p0
	vsts	v2, [x3, -1280], NORM_B32, p0
	vsts	v3, [x3, -1024], NORM_B32, p0
	vsts	v4, [x3, -768], NORM_B32, p0
	vsts	v5, [x3, -512], NORM_B32, p0
	addi	x24, x24, 512
	addi	x26, x26, -8
	vsts	v6, [x3, -256], NORM_B32, p0
	vsts	v7, [x30, x27], NORM_B32, p0
	addi	x27, x27, 2048
	bne	x26, x6, .LBB5_5
.LBB5_6:
	andi	x25, x25, 7
	beq	x25, x6, .LBB5_9
	slli	x24, x24, 2
.LBB5_8:
	vlds	v0, [x6, x24], NORM
	vlds	v1, [x29, x24], NORM
	vaxpy.f32	v0, v0, v1, x7, p0
	addi	x25, x25, -1
	vsts	v0, [x30, x24], NORM_B32, p0
	addi	x24, x24, 256
	bne	x25, x6, .LBB5_8
.LBB5_9:
	beq	x23, x22, .LBB5_11
	slli	x23, x23, 2
	vlds	v0, [x6, x23], NORM
	vlds	v1, [x29, x23], NORM
	andi	x22, x22, 63
	plt_b32	p1, x22
	vaxpy.f32	v0, v0, v1, x7, p1
	vsts	v0, [x30, x23], NORM_B32, p1
.LBB5_11:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	add	x21, x12, x21
	copy_ubuf_to_gm	x30, x21, 0, x28, x19, 0, x19, x20
	ori	x21, x18, 8192
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	bgeu	x21, x5, .LBB5_22
	sub	x19, x8, x18
	sltui	x20, x19, 8192
	sel	x20, x20, x19, x9
	slli	x22, x20, 2
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	and	x19, x22, x31
	addi	x23, x22, 31
	slli	x22, x21, 2
	andi	x21, x23, 131040
	add	x23, x10, x22
	copy_gm_to_ubuf	x23, x13, 0, x28, x19, x6, x6, 0, 0, x19, x21
	add	x23, x11, x22
	copy_gm_to_ubuf	x23, x14, 0, x28, x19, x6, x6, 0, 0, x19, x21
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	andi	x23, x20, 16320
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x23, x6, .LBB5_19
	addi	x26, x23, -1
	srli	x24, x26, 6
	addi	x25, x24, 1
	movi	x24, 0
	movi	x16, 448
	bltu	x26, x16, .LBB5_16
	and	x26, x25, x17
	movi	x27, 1792
.LBB5_15:
	addi	x3, x27, 32768
	addi	x16, x27, 98304
	vlds	v0, [x3, -1792], NORM
	vlds	v1, [x16, -1792], NORM
	vlds	v2, [x3, -1536], NORM
	vlds	v3, [x16, -1536], NORM
	vlds	v4, [x3, -1280], NORM
	vlds	v5, [x16, -1280], NORM
	vlds	v6, [x3, -1024], NORM
	vlds	v7, [x16, -1024], NORM
	vlds	v8, [x3, -768], NORM
	vlds	v9, [x16, -768], NORM
	vlds	v10, [x3, -512], NORM
	vlds	v11, [x16, -512], NORM
	vlds	v12, [x3, -256], NORM
	vlds	v13, [x16, -256], NORM
	vlds	v14, [x13, x27], NORM
	vlds	v15, [x14, x27], NORM
	vaxpy.f32	v0, v0, v1, x7, p0
	vaxpy.f32	v1, v2, v3, x7, p0
	vaxpy.f32	v2, v4, v5, x7, p0
	vaxpy.f32	v3, v6, v7, x7, p0
	vaxpy.f32	v4, v8, v9, x7, p0
	vaxpy.f32	v5, v10, v11, x7, p0
	vaxpy.f32	v6, v12, v13, x7, p0
	vaxpy.f32	v7, v14, v15, x7, p0
	addi	x16, x27, 163840
	vsts	v0, [x16, -1792], NORM_B32, p0
	vsts	v1, [x16, -1536], NORM_B32, p0
	vsts	v2, [x16, -1280], NORM_B32, p0
	vsts	v3, [x16, -1024], NORM_B32, p0
	vsts	v4, [x16, -768], NORM_B32, p0
	vsts	v5, [x16, -512], NORM_B32, p0
	addi	x24, x24, 512
	addi	x26, x26, -8
	vsts	v6, [x16, -256], NORM_B32, p0
	vsts	v7, [x15, x27], NORM_B32, p0
	addi	x27, x27, 2048
	bne	x26, x6, .LBB5_15
.LBB5_16:
	andi	x25, x25, 7
	beq	x25, x6, .LBB5_19
	slli	x24, x24, 2
.LBB5_18:
	vlds	v0, [x13, x24], NORM
	vlds	v1, [x14, x24], NORM
	vaxpy.f32	v0, v0, v1, x7, p0
	addi	x25, x25, -1
	vsts	v0, [x15, x24], NORM_B32, p0
	addi	x24, x24, 256
	bne	x25, x6, .LBB5_18
.LBB5_19:
	beq	x23, x20, .LBB5_21
	slli	x16, x23, 2
	vlds	v0, [x13, x16], NORM
	vlds	v1, [x14, x16], NORM
	andi	x20, x20, 63
	plt_b32	p1, x20
	vaxpy.f32	v0, v0, v1, x7, p1
	vsts	v0, [x15, x16], NORM_B32, p1
	j	.LBB5_21
.LBB5_23:
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	ld	x27, 8(x2)
	ld	x26, 16(x2)
	ld	x25, 24(x2)
	ld	x24, 32(x2)
	ld	x23, 40(x2)
	ld	x22, 48(x2)
	ld	x21, 56(x2)
	ld	x20, 64(x2)
	ld	x19, 72(x2)
	ld	x18, 80(x2)
	ld	x3, 88(x2)
	addi	x2, x2, 96
	ret
.Lfunc_end5:
	.size	axpy_kernel, .Lfunc_end5-axpy_kernel
	.globl	f32_to_f16_kernel
	.p2align	3
	.type	f32_to_f16_kernel,@function
f32_to_f16_kernel:
	addi	x2, x2, -160
	sd	x3, 152(x2)
	sd	x18, 144(x2)
	sd	x19, 136(x2)
	sd	x20, 128(x2)
	sd	x21, 120(x2)
	sd	x22, 112(x2)
	sd	x23, 104(x2)
	sd	x24, 96(x2)
	sd	x25, 88(x2)
	sd	x26, 80(x2)
	sd	x27, 72(x2)
	sd	x11, 64(x2)
	sd	x10, 56(x2)
	movi	x5, -1
	movhi	x5, 0
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	and	x10, x12, x5
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	movi	x6, 0
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x10, x6, .LBB6_23
	addi	x5, x10, -8192
	sd	x5, 16(x2)
	movi	x11, 1
	movi	x5, -2
	pset_b8	p0, PAT_ALL
	movhi	x5, 0
	sd	x5, 48(x2)
	movi	x29, 65536
	movi	x5, -4
	movhi	x5, 0
	sd	x5, 8(x2)
	movi	x31, 32768
	movi	x12, 98304
	movi	x5, -16
	movhi	x5, 67108863
	sd	x5, 0(x2)
	movi	x15, -7680
	movi	x16, -7168
	movi	x17, -6656
	movi	x18, -6144
	movi	x19, -5632
	movi	x20, -5120
	movi	x21, -4608
	movi	x22, -4096
	movi	x23, -3584
	movi	x24, -3072
	movi	x25, -2560
	movi	x26, -2048
	movi	x27, -1536
	movi	x3, -1024
	movi	x14, -512
	movi	x7, 0
	sd	x10, 40(x2)
	j	.LBB6_2
.LBB6_21:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	slli	x5, x13, 1
	slli	x8, x30, 1
	ld	x9, 64(x2)
	add	x5, x9, x5
	addi	x9, x8, 31
	ld	x28, 48(x2)
	and	x8, x8, x28
	andi	x9, x9, 65504
	copy_ubuf_to_gm	x12, x5, 0, x11, x8, 0, x8, x9
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
.LBB6_22:
	addi	x7, x7, 16384
	bgeu	x7, x10, .LBB6_23
.LBB6_2:
	sub	x5, x10, x7
	sltui	x8, x5, 8192
	movi	x9, 8192
	sel	x30, x8, x5, x9
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	slli	x5, x30, 2
	slli	x8, x7, 2
	addi	x9, x5, 31
	ld	x28, 56(x2)
	add	x8, x28, x8
	andi	x9, x9, 131040
	copy_gm_to_ubuf	x8, x6, 0, x11, x5, x6, x6, 0, 0, x5, x9
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	andi	x8, x30, 16256
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	beq	x8, x6, .LBB6_9
	addi	x5, x8, -1
	srli	x9, x5, 7
	addi	x28, x9, 1
	movi	x9, 0
	movi	x10, 1920
	bltu	x5, x10, .LBB6_6
	ld	x5, 0(x2)
	and	x10, x28, x5
	movi	x11, 7680
	movi	x13, 3840
.LBB6_5:
	vldsx2	v0, v1, [x11, x15], DINTLV_B32
	vldsx2	v2, v3, [x11, x16], DINTLV_B32
	vldsx2	v4, v5, [x11, x17], DINTLV_B32
	vldsx2	v6, v7, [x11, x18], DINTLV_B32
	vcvt.f16.f32	v0, v0, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v1, v1, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v2, v2, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v3, v3, ROUND_R, RS_ENABLE, PART_ODD
	addi	x5, x13, 65536
	vcvt.f16.f32	v4, v4, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v5, v5, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v6, v6, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v7, v7, ROUND_R, RS_ENABLE, PART_ODD
	vldsx2	v8, v9, [x11, x19], DINTLV_B32
	vor.i16	v0, v0, v1, p0
	vldsx2	v1, v10, [x11, x20], DINTLV_B32
	vor.i16	v2, v2, v3, p0
	vldsx2	v3, v11, [x11, x21], DINTLV_B32
	vldsx2	v12, v13, [x11, x22], DINTLV_B32
	vldsx2	v14, v15, [x11, x23], DINTLV_B32
	vldsx2	v16, v17, [x11, x24], DINTLV_B32
	vldsx2	v18, v19, [x11, x25], DINTLV_B32
	vldsx2	v20, v21, [x11, x26], DINTLV_B32
	vldsx2	v22, v23, [x11, x27], DINTLV_B32
	vldsx2	v24, v25, [x11, x3], DINTLV_B32
	vor.i16	v4, v4, v5, p0
	vor.i16	v5, v6, v7, p0
	vldsx2	v6, v7, [x11, x14], DINTLV_B32
	vsts	v0, [x5, -3840], NORM_B16, p0
	vsts	v2, [x5, -3584], NORM_B16, p0
	vldsx2	v0, v2, [x6, x11], DINTLV_B32
	vcvt.f16.f32	v8, v8, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v9, v9, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v1, v1, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v10, v10, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v3, v3, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v11, v11, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v12, v12, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v13, v13, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v14, v14, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v15, v15, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v16, v16, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v17, v17, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v18, v18, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v19, v19, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v20, v20, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v21, v21, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v22, v22, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v23, v23, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v24, v24, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v25, v25, ROUND_R, RS_ENABLE, PART_ODD
	vor.i16	v8, v8, v9, p0
	vor.i16	v1, v1, v10, p0
	vcvt.f16.f32	v6, v6, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v7, v7, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v0, v0, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v2, v2, ROUND_R, RS_ENABLE, PART_ODD
	vor.i16	v3, v3, v11, p0
	vor.i16	v9, v12, v13, p0
	vor.i16	v10, v14, v15, p0
	vor.i16	v11, v16, v17, p0
	vor.i16	v12, v18, v19, p0
	vor.i16	v13, v20, v21, p0
	vor.i16	v14, v22, v23, p0
	vor.i16	v15, v24, v25, p0
	vsts	v4, [x5, -3328], NORM_B16, p0
	vsts	v5, [x5, -3072], NORM_B16, p0
	vsts	v8, [x5, -2816], NORM_B16, p0
	vor.i16	v4, v6, v7, p0
	vsts	v1, [x5, -2560], NORM_B16, p0
	vor.i16	v0, v0, v2, p0
	vsts	v3, [x5, -2304], NORM_B16, p0
	vsts	v9, [x5, -2048], NORM_B16, p0
	vsts	v10, [x5, -1792], NORM_B16, p0
	vsts	v11, [x5, -1536], NORM_B16, p0
	vsts	v12, [x5, -1280], NORM_B16, p0
	vsts	v13, [x5, -1024], NORM_B16, p0
	vsts	v14, [x5, -768], NORM_B16, p0
	vsts	v15, [x5, -512], NORM_B16, p0
	addi	x9, x9, 2048
	addi	x11, x11, 8192
	vsts	v4, [x5, -256], NORM_B16, p0
	addi	x10, x10, -16
	vsts	v0, [x29, x13], NORM_B16, p0
	addi	x13, x13, 4096
	bne	x10, x6, .LBB6_5
.LBB6_6:
	andi	x5, x28, 15
	ld	x10, 40(x2)
	movi	x11, 1
	beq	x5, x6, .LBB6_9
	slli	x28, x9, 1
	slli	x9, x9, 2
.LBB6_8:
	vldsx2	v0, v1, [x6, x9], DINTLV_B32
	vcvt.f16.f32	v0, v0, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v1, v1, ROUND_R, RS_ENABLE, PART_ODD
	vor.i16	v0, v0, v1, p0
	addi	x5, x5, -1
	vsts	v0, [x29, x28], NORM_B16, p0
	addi	x28, x28, 256
	addi	x9, x9, 512
	bne	x5, x6, .LBB6_8
.LBB6_9:
	beq	x8, x30, .LBB6_11
	slli	x5, x8, 2
	vldsx2	v0, v1, [x6, x5], DINTLV_B32
	vcvt.f16.f32	v0, v0, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v1, v1, ROUND_R, RS_ENABLE, PART_ODD
	andi	x5, x30, 127
	plt_b16	p1, x5
	vor.i16	v0, v0, v1, p1
	slli	x5, x8, 1
	vsts	v0, [x29, x5], NORM_B16, p1
.LBB6_11:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	slli	x5, x7, 1
	slli	x8, x30, 1
	ld	x9, 64(x2)
	add	x5, x9, x5
	addi	x9, x8, 31
	ld	x28, 48(x2)
	and	x8, x8, x28
	andi	x9, x9, 65504
	copy_ubuf_to_gm	x29, x5, 0, x11, x8, 0, x8, x9
	ori	x13, x7, 8192
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	bgeu	x13, x10, .LBB6_22
	ld	x5, 16(x2)
	sub	x5, x5, x7
	sltui	x8, x5, 8192
	movi	x9, 8192
	sel	x30, x8, x5, x9
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	slli	x5, x13, 2
	slli	x8, x30, 2
	ld	x9, 56(x2)
	add	x5, x9, x5
	addi	x9, x8, 31
	ld	x28, 8(x2)
	and	x8, x8, x28
	andi	x9, x9, 131040
	copy_gm_to_ubuf	x5, x31, 0, x11, x8, x6, x6, 0, 0, x8, x9
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	andi	x28, x30, 16256
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x28, x6, .LBB6_19
	sd	x28, 24(x2)
	addi	x5, x28, -1
	srli	x8, x5, 7
	addi	x8, x8, 1
	sd	x8, 32(x2)
	movi	x9, 0
	movi	x8, 1920
	bltu	x5, x8, .LBB6_16
	ld	x5, 0(x2)
	ld	x8, 32(x2)
	and	x11, x8, x5
	movi	x10, 7680
	movi	x28, 3840
.LBB6_15:
	addi	x8, x10, 32768
	vldsx2	v0, v1, [x8, x15], DINTLV_B32
	vldsx2	v2, v3, [x8, x16], DINTLV_B32
	vldsx2	v4, v5, [x8, x17], DINTLV_B32
	vldsx2	v6, v7, [x8, x18], DINTLV_B32
	vcvt.f16.f32	v8, v0, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v9, v1, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v10, v2, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v11, v3, ROUND_R, RS_ENABLE, PART_ODD
	addi	x5, x28, 98304
	vcvt.f16.f32	v1, v4, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v3, v5, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v4, v6, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v5, v7, ROUND_R, RS_ENABLE, PART_ODD
	vldsx2	v2, v0, [x8, x19], DINTLV_B32
	vor.i16	v7, v8, v9, p0
	vldsx2	v8, v6, [x8, x20], DINTLV_B32
	vor.i16	v9, v10, v11, p0
	vldsx2	v10, v11, [x31, x10], DINTLV_B32
	vldsx2	v12, v13, [x8, x21], DINTLV_B32
	vldsx2	v14, v15, [x8, x22], DINTLV_B32
	vldsx2	v16, v17, [x8, x23], DINTLV_B32
	vldsx2	v18, v19, [x8, x24], DINTLV_B32
	vldsx2	v20, v21, [x8, x25], DINTLV_B32
	vldsx2	v22, v23, [x8, x26], DINTLV_B32
	vldsx2	v24, v25, [x8, x27], DINTLV_B32
	vor.i16	v1, v1, v3, p0
	vor.i16	v3, v4, v5, p0
	vldsx2	v4, v5, [x8, x3], DINTLV_B32
	vsts	v7, [x5, -3840], NORM_B16, p0
	vsts	v9, [x5, -3584], NORM_B16, p0
	vldsx2	v7, v9, [x8, x14], DINTLV_B32
	vcvt.f16.f32	v2, v2, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v0, v0, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v8, v8, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v6, v6, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v12, v12, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v13, v13, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v14, v14, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v15, v15, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v16, v16, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v17, v17, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v18, v18, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v19, v19, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v20, v20, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v21, v21, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v22, v22, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v23, v23, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v24, v24, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v25, v25, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v4, v4, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v5, v5, ROUND_R, RS_ENABLE, PART_ODD
	vor.i16	v0, v2, v0, p0
	vor.i16	v2, v8, v6, p0
	vcvt.f16.f32	v6, v7, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v7, v9, ROUND_R, RS_ENABLE, PART_ODD
	vcvt.f16.f32	v8, v10, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v9, v11, ROUND_R, RS_ENABLE, PART_ODD
	vor.i16	v10, v12, v13, p0
	vor.i16	v11, v14, v15, p0
	vor.i16	v12, v16, v17, p0
	vor.i16	v13, v18, v19, p0
	vor.i16	v14, v20, v21, p0
	vor.i16	v15, v22, v23, p0
	vor.i16	v16, v24, v25, p0
	vor.i16	v4, v4, v5, p0
	vsts	v1, [x5, -3328], NORM_B16, p0
	vsts	v3, [x5, -3072], NORM_B16, p0
	vsts	v0, [x5, -2816], NORM_B16, p0
	vor.i16	v0, v6, v7, p0
	vsts	v2, [x5, -2560], NORM_B16, p0
	vor.i16	v1, v8, v9, p0
	vsts	v10, [x5, -2304], NORM_B16, p0
	vsts	v11, [x5, -2048], NORM_B16, p0
	vsts	v12, [x5, -1792], NORM_B16, p0
	vsts	v13, [x5, -1536], NORM_B16, p0
	vsts	v14, [x5, -1280], NORM_B16, p0
	vsts	v15, [x5, -1024], NORM_B16, p0
	vsts	v16, [x5, -768], NORM_B16, p0
	vsts	v4, [x5, -512], NORM_B16, p0
	addi	x9, x9, 2048
	addi	x10, x10, 8192
	vsts	v0, [x5, -256], NORM_B16, p0
	addi	x11, x11, -16
	vsts	v1, [x12, x28], NORM_B16, p0
	addi	x28, x28, 4096
	bne	x11, x6, .LBB6_15
.LBB6_16:
	ld	x5, 32(x2)
	andi	x5, x5, 15
	ld	x10, 40(x2)
	movi	x11, 1
	ld	x28, 24(x2)
	beq	x5, x6, .LBB6_19
	slli	x8, x9, 1
	slli	x9, x9, 2
.LBB6_18:
	vldsx2	v0, v1, [x31, x9], DINTLV_B32
	vcvt.f16.f32	v0, v0, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v1, v1, ROUND_R, RS_ENABLE, PART_ODD
	vor.i16	v0, v0, v1, p0
	addi	x5, x5, -1
	vsts	v0, [x12, x8], NORM_B16, p0
	addi	x8, x8, 256
	addi	x9, x9, 512
	bne	x5, x6, .LBB6_18
.LBB6_19:
	beq	x28, x30, .LBB6_21
	slli	x5, x28, 2
	vldsx2	v0, v1, [x31, x5], DINTLV_B32
	vcvt.f16.f32	v0, v0, ROUND_R, RS_ENABLE, PART_EVEN
	vcvt.f16.f32	v1, v1, ROUND_R, RS_ENABLE, PART_ODD
	andi	x5, x30, 127
	plt_b16	p1, x5
	vor.i16	v0, v0, v1, p1
	slli	x5, x28, 1
	vsts	v0, [x12, x5], NORM_B16, p1
	j	.LBB6_21
.LBB6_23:
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	ld	x27, 72(x2)
	ld	x26, 80(x2)
	ld	x25, 88(x2)
	ld	x24, 96(x2)
	ld	x23, 104(x2)
	ld	x22, 112(x2)
	ld	x21, 120(x2)
	ld	x20, 128(x2)
	ld	x19, 136(x2)
	ld	x18, 144(x2)
	ld	x3, 152(x2)
	addi	x2, x2, 160
	ret
.Lfunc_end6:
	.size	f32_to_f16_kernel, .Lfunc_end6-f32_to_f16_kernel
	.globl	abs_plain_kernel
	.p2align	3
	.type	abs_plain_kernel,@function
abs_plain_kernel:
	addi	x2, x2, -96
	sd	x3, 88(x2)
	sd	x18, 80(x2)
	sd	x19, 72(x2)
	sd	x20, 64(x2)
	sd	x21, 56(x2)
	sd	x22, 48(x2)
	sd	x23, 40(x2)
	sd	x24, 32(x2)
	sd	x25, 24(x2)
	sd	x26, 16(x2)
	sd	x27, 8(x2)
	movi	x5, -1
	movhi	x5, 0
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	and	x5, x12, x5
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	movi	x6, 0
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x5, x6, .LBB7_35
	addi	x7, x5, -8192
	movi	x8, 8192
	movi	x9, 1
	pset_b8	p0, PAT_ALL
	movi	x28, 2147483647
	movi	x29, -4
	movi	x30, 65536
	movhi	x29, 0
	movi	x13, 63
	mv	x15, x7
	mv	x16, x5
	movi	x17, 0
	movi	x18, 0
	j	.LBB7_2
.LBB7_33:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	add	x31, x11, x19
	movi	x12, 98304
	copy_ubuf_to_gm	x12, x31, 0, x9, x21, 0, x21, x22
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
.LBB7_34:
	addi	x18, x18, 16384
	addi	x17, x17, 1
	addi	x16, x16, -16384
	addi	x15, x15, -16384
	bgeu	x18, x5, .LBB7_35
.LBB7_2:
	slli	x19, x17, 14
	sub	x31, x5, x19
	sltui	x12, x31, 8192
	sel	x22, x12, x31, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	slli	x20, x18, 2
	slli	x21, x22, 2
	add	x31, x10, x20
	addi	x12, x21, 31
	andi	x23, x12, 131040
	movi	x24, 0
	copy_gm_to_ubuf	x31, x24, 0, x9, x21, x24, x24, 0, 0, x21, x23
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	srli	x31, x22, 6
	set_flag	PIPE_S, PIPE_V, EVENT_ID7
	wait_flag	PIPE_S, PIPE_V, EVENT_ID7
	beq	x31, x24, .LBB7_15
	andi	x26, x31, 63
	addi	x12, x31, -1
	movi	x25, 0
	bltu	x12, x13, .LBB7_6
	sub	x27, x31, x26
	slli	x31, x27, 6
	addi	x31, x31, -4096
	andi	x31, x31, -4096
	addi	x24, x31, 4096
	movi	x3, 73728
	movi	x31, 8192
.LBB7_5:
	vlds	v0, [x31, -8192], NORM
	vlds	v1, [x31, -7936], NORM
	vlds	v2, [x31, -7680], NORM
	vlds	v3, [x31, -7424], NORM
	vlds	v4, [x31, -7168], NORM
	vlds	v5, [x31, -6912], NORM
	vlds	v6, [x31, -6656], NORM
	vlds	v7, [x31, -6400], NORM
	vlds	v8, [x31, -6144], NORM
	vlds	v9, [x31, -5888], NORM
	vlds	v10, [x31, -5632], NORM
	vlds	v11, [x31, -5376], NORM
	vlds	v12, [x31, -5120], NORM
	vlds	v13, [x31, -4864], NORM
	vands.i32	v0, v0, x28, p0
	vands.i32	v1, v1, x28, p0
	vands.i32	v2, v2, x28, p0
	vands.i32	v3, v3, x28, p0
	vands.i32	v4, v4, x28, p0
	vands.i32	v5, v5, x28, p0
	vands.i32	v6, v6, x28, p0
	vands.i32	v7, v7, x28, p0
	vands.i32	v8, v8, x28, p0
	vands.i32	v9, v9, x28, p0
	vlds	v14, [x31, -4608], NORM
	vsts	v0, [x3, -8192], NORM_B8, p0
	vsts	v1, [x3, -7936], NORM_B8, p0
	vsts	v2, [x3, -7680], NORM_B8, p0
	vsts	v3, [x3, -7424], NORM_B8, p0
	vsts	v4, [x3, -7168], NORM_B8, p0
	vsts	v5, [x3, -6912], NORM_B8, p0
	vsts	v6, [x3, -6656], NORM_B8, p0
	vsts	v7, [x3, -6400], NORM_B8, p0
	vsts	v8, [x3, -6144], NORM_B8, p0
	vsts	v9, [x3, -5888], NORM_B8, p0
	vands.i32	v0, v10, x28, p0
	vands.i32	v1, v11, x28, p0
	vands.i32	v2, v12, x28, p0
	vands.i32	v3, v13, x28, p0
	vands.i32	v4, v14, x28, p0
	vlds	v5, [x31, -4352], NORM
	vlds	v6, [x31, -4096], NORM
	vlds	v7, [x31, -3840], NORM
	vlds	v8, [x31, -3584], NORM
	vlds	v9, [x31, -3328], NORM
	vlds	v10, [x31, -3072], NORM
	vlds	v11, [x31, -2816], NORM
	vlds	v12, [x31, -2560], NORM
	vlds	v13, [x31, -2304], NORM
	vlds	v14, [x31, -2048], NORM
	vlds	v15, [x31, -1792], NORM
	vlds	v16, [x31, -1536], NORM
	vlds	v17, [x31, -1280], NORM
	vsts	v0, [x3, -5632], NORM_B8, p0
	vsts	v1, [x3, -5376], NORM_B8, p0
	vsts	v2, [x3, -5120], NORM_B8, p0
	vsts	v3, [x3, -4864], NORM_B8, p0
	vsts	v4, [x3, -4608], NORM_B8, p0
	vands.i32	v0, v5, x28, p0
	vands.i32	v1, v6, x28, p0
	vands.i32	v2, v7, x28, p0
	vands.i32	v3, v8, x28, p0
	vands.i32	v4, v9, x28, p0
	vands.i32	v5, v10, x28, p0
	vands.i32	v6, v11, x28, p0
	vands.i32	v7, v12, x28, p0
	vands.i32	v8, v13, x28, p0
	vands.i32	v9, v14, x28, p0
	vands.i32	v10, v15, x28, p0
	vands.i32	v11, v16, x28, p0
	vands.i32	v12, v17, x28, p0
	vlds	v13, [x31, -1024], NORM
	vlds	v14, [x31, -768], NORM
	vlds	v15, [x31, -512], NORM
	vlds	v16, [x31, -256], NORM
	vsts	v0, [x3, -4352], NORM_B8, p0
	vlds	v0, [x31, 0], NORM
	vsts	v1, [x3, -4096], NORM_B8, p0
	vsts	v2, [x3, -3840], NORM_B8, p0
	vsts	v3, [x3, -3584], NORM_B8, p0
	vsts	v4, [x3, -3328], NORM_B8, p0
	vsts	v5, [x3, -3072], NORM_B8, p0
	vsts	v6, [x3, -2816], NORM_B8, p0
	vsts	v7, [x3, -2560], NORM_B8, p0
	vsts	v8, [x3, -2304], NORM_B8, p0
	vsts	v9, [x3, -2048], NORM_B8, p0
	vsts	v10, [x3, -1792], NORM_B8, p0
	vsts	v11, [x3, -1536], NORM_B8, p0
	vsts	v12, [x3, -1280], NORM_B8, p0
	vands.i32	v1, v13, x28, p0
	vands.i32	v2, v14, x28, p0
	vands.i32	v3, v15, x28, p0
	vands.i32	v4, v16, x28, p0
	vands.i32	v0, v0, x28, p0
	vlds	v5, [x31, 256], NORM
	vlds	v6, [x31, 512], NORM
	vlds	v7, [x31, 768], NORM
	vlds	v8, [x31, 1024], NORM
	vlds	v9, [x31, 1280], NORM
	vlds	v10, [x31, 1536], NORM
	vlds	v11, [x31, 1792], NORM
	vlds	v12, [x31, 2048], NORM
	vlds	v13, [x31, 2304], NORM
	vlds	v14, [x31, 2560], NORM
	vlds	v15, [x31, 2816], NORM
	vsts	v1, [x3, -1024], NORM_B8, p0
	vlds	v1, [x31, 3072], NORM
	vsts	v2, [x3, -768], NORM_B8, p0
	vsts	v3, [x3, -512], NORM_B8, p0
	vsts	v4, [x3, -256], NORM_B8, p0
	vlds	v2, [x31, 3328], NORM
	vsts	v0, [x3, 0], NORM_B8, p0
	vands.i32	v0, v5, x28, p0
	vands.i32	v3, v6, x28, p0
	vands.i32	v4, v7, x28, p0
	vands.i32	v5, v8, x28, p0
	vands.i32	v6, v9, x28, p0
	vands.i32	v7, v10, x28, p0
	vands.i32	v8, v11, x28, p0
	vands.i32	v9, v12, x28, p0
	vands.i32	v10, v13, x28, p0
	vands.i32	v11, v14, x28, p0
	vands.i32	v12, v15, x28, p0
	vands.i32	v1, v1, x28, p0
	vlds	v13, [x31, 3584], NORM
	vlds	v14, [x31, 3840], NORM
	vlds	v15, [x31, 4096], NORM
	vands.i32	v2, v2, x28, p0
	vlds	v16, [x31, 4352], NORM
	vsts	v0, [x3, 256], NORM_B8, p0
	vsts	v3, [x3, 512], NORM_B8, p0
	vsts	v4, [x3, 768], NORM_B8, p0
	vsts	v5, [x3, 1024], NORM_B8, p0
	vsts	v6, [x3, 1280], NORM_B8, p0
	vsts	v7, [x3, 1536], NORM_B8, p0
	vsts	v8, [x3, 1792], NORM_B8, p0
	vsts	v9, [x3, 2048], NORM_B8, p0
	vsts	v10, [x3, 2304], NORM_B8, p0
	vsts	v11, [x3, 2560], NORM_B8, p0
	vsts	v12, [x3, 2816], NORM_B8, p0
	vsts	v1, [x3, 3072], NORM_B8, p0
	vsts	v2, [x3, 3328], NORM_B8, p0
	vands.i32	v0, v13, x28, p0
	vands.i32	v1, v14, x28, p0
	vands.i32	v2, v15, x28, p0
	vands.i32	v3, v16, x28, p0
	vlds	v4, [x31, 4608], NORM
	vlds	v5, [x31, 4864], NORM
	vlds	v6, [x31, 5120], NORM
	vlds	v7, [x31, 5376], NORM
	vlds	v8, [x31, 5632], NORM
	vlds	v9, [x31, 5888], NORM
	vlds	v10, [x31, 6144], NORM
	vlds	v11, [x31, 6400], NORM
	vlds	v12, [x31, 6656], NORM
	vlds	v13, [x31, 6912], NORM
	vlds	v14, [x31, 7168], NORM
	vlds	v15, [x31, 7424], NORM
	vlds	v16, [x31, 7680], NORM
	vsts	v0, [x3, 3584], NORM_B8, p0
	vlds	v0, [x31, 7936], NORM
	vsts	v1, [x3, 3840], NORM_B8, p0
	vsts	v2, [x3, 4096], NORM_B8, p0
	vsts	v3, [x3, 4352], NORM_B8, p0
	vands.i32	v1, v4, x28, p0
	vands.i32	v2, v5, x28, p0
	vands.i32	v3, v6, x28, p0
	vands.i32	v4, v7, x28, p0
	vands.i32	v5, v8, x28, p0
	vands.i32	v6, v9, x28, p0
	vands.i32	v7, v10, x28, p0
	vands.i32	v8, v11, x28, p0
	vands.i32	v9, v12, x28, p0
	vands.i32	v10, v13, x28, p0
	vands.i32	v11, v14, x28, p0
	vands.i32	v12, v15, x28, p0
	vands.i32	v13, v16, x28, p0
	vsts	v1, [x3, 4608], NORM_B8, p0
	vands.i32	v0, v0, x28, p0
	vsts	v2, [x3, 4864], NORM_B8, p0
	vsts	v3, [x3, 5120], NORM_B8, p0
	vsts	v4, [x3, 5376], NORM_B8, p0
	vsts	v5, [x3, 5632], NORM_B8, p0
	vsts	v6, [x3, 5888], NORM_B8, p0
	vsts	v7, [x3, 6144], NORM_B8, p0
	vsts	v8, [x3, 6400], NORM_B8, p0
	vsts	v9, [x3, 6656], NORM_B8, p0
	vsts	v10, [x3, 6912], NORM_B8, p0
	vsts	v11, [x3, 7168], NORM_B8, p0
	vsts	v12, [x3, 7424], NORM_B8, p0
	vsts	v13, [x3, 7680], NORM_B8, p0
	addi	x25, x25, 64
	vsts	v0, [x3, 7936], NORM_B8, p0
	addi	x3, x3, 16384
	addi	x31, x31, 16384
	bne	x27, x25, .LBB7_5
.LBB7_6:
	beq	x26, x6, .LBB7_14
	addi	x12, x26, -1
	andi	x31, x26, 7
	movi	x27, 0
	movi	x14, 7
	bltu	x12, x14, .LBB7_11
	slli	x12, x24, 2
	sub	x26, x26, x31
	addi	x3, x12, 1024
	addi	x12, x12, 66560
.LBB7_9:
	vlds	v0, [x3, -1024], NORM
	vlds	v1, [x3, -768], NORM
	vlds	v2, [x3, -512], NORM
	vlds	v3, [x3, -256], NORM
	vlds	v4, [x3, 0], NORM
	vlds	v5, [x3, 256], NORM
	vlds	v6, [x3, 512], NORM
	vlds	v7, [x3, 768], NORM
	vands.i32	v0, v0, x28, p0
	vands.i32	v1, v1, x28, p0
	vands.i32	v2, v2, x28, p0
	vands.i32	v3, v3, x28, p0
	vands.i32	v4, v4, x28, p0
	vands.i32	v5, v5, x28, p0
	vands.i32	v6, v6, x28, p0
	vands.i32	v7, v7, x28, p0
	vsts	v0, [x12, -1024], NORM_B8, p0
	vsts	v1, [x12, -768], NORM_B8, p0
	vsts	v2, [x12, -512], NORM_B8, p0
	vsts	v3, [x12, -256], NORM_B8, p0
	vsts	v4, [x12, 0], NORM_B8, p0
	vsts	v5, [x12, 256], NORM_B8, p0
	vsts	v6, [x12, 512], NORM_B8, p0
	addi	x24, x24, 512
	addi	x27, x27, 8
	addi	x3, x3, 2048
	vsts	v7, [x12, 768], NORM_B8, p0
	addi	x12, x12, 2048
	bne	x26, x27, .LBB7_9
	add	x25, x25, x27
.LBB7_11:
	beq	x31, x6, .LBB7_14
	sltui	x12, x16, 8192
	sel	x12, x12, x16, x8
	srli	x26, x12, 6
	andi	x3, x26, 63
	xori	x25, x25, -1
	slli	x12, x24, 2
	add	x25, x25, x26
	addi	x26, x12, 65536
	xori	x27, x27, -1
	slli	x14, x31, 6
	add	x27, x27, x3
	add	x24, x24, x14
.LBB7_13:
	vlds	v0, [x12, 0], NORM
	vands.i32	v0, v0, x28, p0
	addi	x25, x25, -1
	addi	x31, x31, -1
	vsts	v0, [x26, 0], NORM_B8, p0
	addi	x26, x26, 256
	addi	x12, x12, 256
	addi	x27, x27, -1
	bne	x31, x6, .LBB7_13
.LBB7_14:
	andi	x31, x22, 16320
	beq	x31, x22, .LBB7_17
.LBB7_15:
	addi	x12, x22, 63
	slli	x31, x24, 2
	andi	x12, x12, 32704
	addi	x25, x31, 65536
.LBB7_16:
	vlds	v0, [x31, 0], NORM
	vands.i32	v0, v0, x28, p0
	sub	x14, x22, x24
	sltu	x26, x22, x14
	sel	x14, x26, x6, x14
	plt_b32	p1, x14
	addi	x24, x24, 64
	vsts	v0, [x25, 0], NORM_B32, p1
	addi	x31, x31, 256
	addi	x25, x25, 256
	bne	x12, x24, .LBB7_16
.LBB7_17:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	add	x31, x11, x20
	copy_ubuf_to_gm	x30, x31, 0, x9, x21, 0, x21, x23
	ori	x31, x18, 8192
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	bgeu	x31, x5, .LBB7_34
	sub	x12, x7, x19
	sltui	x14, x12, 8192
	sel	x20, x14, x12, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	slli	x19, x31, 2
	add	x31, x10, x19
	slli	x12, x20, 2
	and	x21, x12, x29
	addi	x12, x12, 31
	andi	x22, x12, 131040
	movi	x23, 0
	movi	x12, 32768
	copy_gm_to_ubuf	x31, x12, 0, x9, x21, x23, x23, 0, 0, x21, x22
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	srli	x24, x20, 6
	set_flag	PIPE_S, PIPE_V, EVENT_ID7
	wait_flag	PIPE_S, PIPE_V, EVENT_ID7
	beq	x24, x23, .LBB7_31
	andi	x26, x24, 63
	addi	x31, x24, -1
	movi	x25, 0
	bltu	x31, x13, .LBB7_22
	sub	x27, x24, x26
	slli	x31, x27, 6
	addi	x31, x31, -4096
	andi	x31, x31, -4096
	addi	x23, x31, 4096
	movi	x3, 106496
	movi	x31, 40960
.LBB7_21:
	vlds	v0, [x31, -8192], NORM
	vlds	v1, [x31, -7936], NORM
	vlds	v2, [x31, -7680], NORM
	vlds	v3, [x31, -7424], NORM
	vlds	v4, [x31, -7168], NORM
	vlds	v5, [x31, -6912], NORM
	vlds	v6, [x31, -6656], NORM
	vlds	v7, [x31, -6400], NORM
	vlds	v8, [x31, -6144], NORM
	vlds	v9, [x31, -5888], NORM
	vlds	v10, [x31, -5632], NORM
	vlds	v11, [x31, -5376], NORM
	vlds	v12, [x31, -5120], NORM
	vlds	v13, [x31, -4864], NORM
	vands.i32	v0, v0, x28, p0
	vands.i32	v1, v1, x28, p0
	vands.i32	v2, v2, x28, p0
	vands.i32	v3, v3, x28, p0
	vands.i32	v4, v4, x28, p0
	vands.i32	v5, v5, x28, p0
	vands.i32	v6, v6, x28, p0
	vands.i32	v7, v7, x28, p0
	vands.i32	v8, v8, x28, p0
	vands.i32	v9, v9, x28, p0
	vlds	v14, [x31, -4608], NORM
	vsts	v0, [x3, -8192], NORM_B8, p0
	vsts	v1, [x3, -7936], NORM_B8, p0
	vsts	v2, [x3, -7680], NORM_B8, p0
	vsts	v3, [x3, -7424], NORM_B8, p0
	vsts	v4, [x3, -7168], NORM_B8, p0
	vsts	v5, [x3, -6912], NORM_B8, p0
	vsts	v6, [x3, -6656], NORM_B8, p0
	vsts	v7, [x3, -6400], NORM_B8, p0
	vsts	v8, [x3, -6144], NORM_B8, p0
	vsts	v9, [x3, -5888], NORM_B8, p0
	vands.i32	v0, v10, x28, p0
	vands.i32	v1, v11, x28, p0
	vands.i32	v2, v12, x28, p0
	vands.i32	v3, v13, x28, p0
	vands.i32	v4, v14, x28, p0
	vlds	v5, [x31, -4352], NORM
	vlds	v6, [x31, -4096], NORM
	vlds	v7, [x31, -3840], NORM
	vlds	v8, [x31, -3584], NORM
	vlds	v9, [x31, -3328], NORM
	vlds	v10, [x31, -3072], NORM
	vlds	v11, [x31, -2816], NORM
	vlds	v12, [x31, -2560], NORM
	vlds	v13, [x31, -2304], NORM
	vlds	v14, [x31, -2048], NORM
	vlds	v15, [x31, -1792], NORM
	vlds	v16, [x31, -1536], NORM
	vlds	v17, [x31, -1280], NORM
	vsts	v0, [x3, -5632], NORM_B8, p0
	vsts	v1, [x3, -5376], NORM_B8, p0
	vsts	v2, [x3, -5120], NORM_B8, p0
	vsts	v3, [x3, -4864], NORM_B8, p0
	vsts	v4, [x3, -4608], NORM_B8, p0
	vands.i32	v0, v5, x28, p0
	vands.i32	v1, v6, x28, p0
	vands.i32	v2, v7, x28, p0
	vands.i32	v3, v8, x28, p0
	vands.i32	v4, v9, x28, p0
	vands.i32	v5, v10, x28, p0
	vands.i32	v6, v11, x28, p0
	vands.i32	v7, v12, x28, p0
	vands.i32	v8, v13, x28, p0
	vands.i32	v9, v14, x28, p0
	vands.i32	v10, v15, x28, p0
	vands.i32	v11, v16, x28, p0
	vands.i32	v12, v17, x28, p0
	vlds	v13, [x31, -1024], NORM
	vlds	v14, [x31, -768], NORM
	vlds	v15, [x31, -512], NORM
	vlds	v16, [x31, -256], NORM
	vsts	v0, [x3, -4352], NORM_B8, p0
	vlds	v0, [x31, 0], NORM
	vsts	v1, [x3, -4096], NORM_B8, p0
	vsts	v2, [x3, -3840], NORM_B8, p0
	vsts	v3, [x3, -3584], NORM_B8, p0
	vsts	v4, [x3, -3328], NORM_B8, p0
	vsts	v5, [x3, -3072], NORM_B8, p0
	vsts	v6, [x3, -2816], NORM_B8, p0
	vsts	v7, [x3, -2560], NORM_B8, p0
	vsts	v8, [x3, -2304], NORM_B8, p0
	vsts	v9, [x3, -2048], NORM_B8, p0
	vsts	v10, [x3, -1792], NORM_B8, p0
	vsts	v11, [x3, -1536], NORM_B8, p0
	vsts	v12, [x3, -1280], NORM_B8, p0
	vands.i32	v1, v13, x28, p0
	vands.i32	v2, v14, x28, p0
	vands.i32	v3, v15, x28, p0
	vands.i32	v4, v16, x28, p0
	vands.i32	v0, v0, x28, p0
	vlds	v5, [x31, 256], NORM
	vlds	v6, [x31, 512], NORM
	vlds	v7, [x31, 768], NORM
	vlds	v8, [x31, 1024], NORM
	vlds	v9, [x31, 1280], NORM
	vlds	v10, [x31, 1536], NORM
	vlds	v11, [x31, 1792], NORM
	vlds	v12, [x31, 2048], NORM
	vlds	v13, [x31, 2304], NORM
	vlds	v14, [x31, 2560], NORM
	vlds	v15, [x31, 2816], NORM
	vsts	v1, [x3, -1024], NORM_B8, p0
	vlds	v1, [x31, 3072], NORM
	vsts	v2, [x3, -768], NORM_B8, p0
	vsts	v3, [x3, -512], NORM_B8, p0
	vsts	v4, [x3, -256], NORM_B8, p0
	vlds	v2, [x31, 3328], NORM
	vsts	v0, [x3, 0], NORM_B8, p0
	vands.i32	v0, v5, x28, p0
	vands.i32	v3, v6, x28, p0
	vands.i32	v4, v7, x28, p0
	vands.i32	v5, v8, x28, p0
	vands.i32	v6, v9, x28, p0
	vands.i32	v7, v10, x28, p0
	vands.i32	v8, v11, x28, p0
	vands.i32	v9, v12, x28, p0
	vands.i32	v10, v13, x28, p0
	vands.i32	v11, v14, x28, p0
	vands.i32	v12, v15, x28, p0
	vands.i32	v1, v1, x28, p0
	vlds	v13, [x31, 3584], NORM
	vlds	v14, [x31, 3840], NORM
	vlds	v15, [x31, 4096], NORM
	vands.i32	v2, v2, x28, p0
	vlds	v16, [x31, 4352], NORM
	vsts	v0, [x3, 256], NORM_B8, p0
	vsts	v3, [x3, 512], NORM_B8, p0
	vsts	v4, [x3, 768], NORM_B8, p0
	vsts	v5, [x3, 1024], NORM_B8, p0
	vsts	v6, [x3, 1280], NORM_B8, p0
	vsts	v7, [x3, 1536], NORM_B8, p0
	vsts	v8, [x3, 1792], NORM_B8, p0
	vsts	v9, [x3, 2048], NORM_B8, p0
	vsts	v10, [x3, 2304], NORM_B8, p0
	vsts	v11, [x3, 2560], NORM_B8, p0
	vsts	v12, [x3, 2816], NORM_B8, p0
	vsts	v1, [x3, 3072], NORM_B8, p0
	vsts	v2, [x3, 3328], NORM_B8, p0
	vands.i32	v0, v13, x28, p0
	vands.i32	v1, v14, x28, p0
	vands.i32	v2, v15, x28, p0
	vands.i32	v3, v16, x28, p0
	vlds	v4, [x31, 4608], NORM
	vlds	v5, [x31, 4864], NORM
	vlds	v6, [x31, 5120], NORM
	vlds	v7, [x31, 5376], NORM
	vlds	v8, [x31, 5632], NORM
	vlds	v9, [x31, 5888], NORM
	vlds	v10, [x31, 6144], NORM
	vlds	v11, [x31, 6400], NORM
	vlds	v12, [x31, 6656], NORM
	vlds	v13, [x31, 6912], NORM
	vlds	v14, [x31, 7168], NORM
	vlds	v15, [x31, 7424], NORM
	vlds	v16, [x31, 7680], NORM
	vsts	v0, [x3, 3584], NORM_B8, p0
	vlds	v0, [x31, 7936], NORM
	vsts	v1, [x3, 3840], NORM_B8, p0
	vsts	v2, [x3, 4096], NORM_B8, p0
	vsts	v3, [x3, 4352], NORM_B8, p0
	vands.i32	v1, v4, x28, p0
	vands.i32	v2, v5, x28, p0
	vands.i32	v3, v6, x28, p0
	vands.i32	v4, v7, x28, p0
	vands.i32	v5, v8, x28, p0
	vands.i32	v6, v9, x28, p0
	vands.i32	v7, v10, x28, p0
	vands.i32	v8, v11, x28, p0
	vands.i32	v9, v12, x28, p0
	vands.i32	v10, v13, x28, p0
	vands.i32	v11, v14, x28, p0
	vands.i32	v12, v15, x28, p0
	vands.i32	v13, v16, x28, p0
	vsts	v1, [x3, 4608], NORM_B8, p0
	vands.i32	v0, v0, x28, p0
	vsts	v2, [x3, 4864], NORM_B8, p0
	vsts	v3, [x3, 5120], NORM_B8, p0
	vsts	v4, [x3, 5376], NORM_B8, p0
	vsts	v5, [x3, 5632], NORM_B8, p0
	vsts	v6, [x3, 5888], NORM_B8, p0
	vsts	v7, [x3, 6144], NORM_B8, p0
	vsts	v8, [x3, 6400], NORM_B8, p0
	vsts	v9, [x3, 6656], NORM_B8, p0
	vsts	v10, [x3, 6912], NORM_B8, p0
	vsts	v11, [x3, 7168], NORM_B8, p0
	vsts	v12, [x3, 7424], NORM_B8, p0
	vsts	v13, [x3, 7680], NORM_B8, p0
	addi	x25, x25, 64
	vsts	v0, [x3, 7936], NORM_B8, p0
	addi	x3, x3, 16384
	addi	x31, x31, 16384
	bne	x27, x25, .LBB7_21
.LBB7_22:
	beq	x26, x6, .LBB7_30
	addi	x12, x26, -1
	andi	x31, x26, 7
	movi	x27, 0
	movi	x14, 7
	bltu	x12, x14, .LBB7_27
	slli	x12, x23, 2
	sub	x26, x26, x31
	addi	x3, x12, 33792
	addi	x12, x12, 99328
.LBB7_25:
	vlds	v0, [x3, -1024], NORM
	vlds	v1, [x3, -768], NORM
	vlds	v2, [x3, -512], NORM
	vlds	v3, [x3, -256], NORM
	vlds	v4, [x3, 0], NORM
	vlds	v5, [x3, 256], NORM
	vlds	v6, [x3, 512], NORM
	vlds	v7, [x3, 768], NORM
	vands.i32	v0, v0, x28, p0
	vands.i32	v1, v1, x28, p0
	vands.i32	v2, v2, x28, p0
	vands.i32	v3, v3, x28, p0
	vands.i32	v4, v4, x28, p0
	vands.i32	v5, v5, x28, p0
	vands.i32	v6, v6, x28, p0
	vands.i32	v7, v7, x28, p0
	vsts	v0, [x12, -1024], NORM_B8, p0
	vsts	v1, [x12, -768], NORM_B8, p0
	vsts	v2, [x12, -512], NORM_B8, p0
	vsts	v3, [x12, -256], NORM_B8, p0
	vsts	v4, [x12, 0], NORM_B8, p0
	vsts	v5, [x12, 256], NORM_B8, p0
	vsts	v6, [x12, 512], NORM_B8, p0
	addi	x23, x23, 512
	addi	x27, x27, 8
	addi	x3, x3, 2048
	vsts	v7, [x12, 768], NORM_B8, p0
	addi	x12, x12, 2048
	bne	x26, x27, .LBB7_25
	add	x25, x25, x27
.LBB7_27:
	beq	x31, x6, .LBB7_30
	sltui	x12, x15, 8192
	sel	x12, x12, x15, x8
	srli	x12, x12, 6
	andi	x14, x12, 63
	sub	x12, x25, x12
	addi	x12, x12, 1
	slli	x26, x23, 2
	addi	x25, x26, 98304
	addi	x26, x26, 32768
	xori	x27, x27, -1
	slli	x3, x31, 6
	add	x27, x27, x14
	add	x23, x23, x3
.LBB7_29:
	vlds	v0, [x26, 0], NORM
	vands.i32	v0, v0, x28, p0
	addi	x12, x12, 1
	addi	x31, x31, -1
	vsts	v0, [x25, 0], NORM_B8, p0
	addi	x25, x25, 256
	addi	x26, x26, 256
	addi	x27, x27, -1
	bne	x31, x6, .LBB7_29
.LBB7_30:
	slli	x31, x24, 6
	beq	x31, x20, .LBB7_33
.LBB7_31:
	addi	x31, x20, 63
	andi	x31, x31, 32704
	slli	x14, x23, 2
	addi	x12, x14, 32768
	addi	x24, x14, 98304
.LBB7_32:
	vlds	v0, [x12, 0], NORM
	vands.i32	v0, v0, x28, p0
	sub	x14, x20, x23
	sltu	x25, x20, x14
	sel	x14, x25, x6, x14
	plt_b32	p1, x14
	addi	x23, x23, 64
	vsts	v0, [x24, 0], NORM_B32, p1
	addi	x12, x12, 256
	addi	x24, x24, 256
	bne	x31, x23, .LBB7_32
	j	.LBB7_33
.LBB7_35:
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	set_flag	PIPE_V, PIPE_S, EVENT_ID7
	wait_flag	PIPE_V, PIPE_S, EVENT_ID7
	ld	x27, 8(x2)
	ld	x26, 16(x2)
	ld	x25, 24(x2)
	ld	x24, 32(x2)
	ld	x23, 40(x2)
	ld	x22, 48(x2)
	ld	x21, 56(x2)
	ld	x20, 64(x2)
	ld	x19, 72(x2)
	ld	x18, 80(x2)
	ld	x3, 88(x2)
	addi	x2, x2, 96
	ret
.Lfunc_end7:
	.size	abs_plain_kernel, .Lfunc_end7-abs_plain_kernel
	.globl	add_plain_kernel
	.p2align	3
	.type	add_plain_kernel,@function
add_plain_kernel:
	addi	x2, x2, -96
	sd	x3, 88(x2)
	sd	x18, 80(x2)
	sd	x19, 72(x2)
	sd	x20, 64(x2)
	sd	x21, 56(x2)
	sd	x22, 48(x2)
	sd	x23, 40(x2)
	sd	x24, 32(x2)
	sd	x25, 24(x2)
	sd	x26, 16(x2)
	sd	x27, 8(x2)
	movi	x5, -1
	movhi	x5, 0
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	and	x5, x13, x5
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	movi	x6, 0
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x5, x6, .LBB8_35
	addi	x7, x5, -8192
	movi	x8, 8192
	movi	x9, 1
	movi	x29, 65536
	pset_b8	p0, PAT_ALL
	movi	x30, -4
	movhi	x30, 0
	mv	x17, x7
	mv	x18, x5
	movi	x19, 0
	movi	x20, 0
	j	.LBB8_2
.LBB8_33:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	add	x28, x12, x24
	movi	x29, 163840
	copy_ubuf_to_gm	x29, x28, 0, x9, x21, 0, x21, x23
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	movi	x29, 65536
.LBB8_34:
	addi	x20, x20, 16384
	addi	x19, x19, 1
	addi	x18, x18, -16384
	addi	x17, x17, -16384
	bgeu	x20, x5, .LBB8_35
.LBB8_2:
	slli	x21, x19, 14
	sub	x31, x5, x21
	sltui	x13, x31, 8192
	sel	x23, x13, x31, x8
	slli	x22, x23, 2
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	addi	x31, x22, 31
	andi	x24, x31, 131040
	slli	x25, x20, 2
	add	x31, x10, x25
	movi	x26, 0
	copy_gm_to_ubuf	x31, x26, 0, x9, x22, x26, x26, 0, 0, x22, x24
	add	x31, x11, x25
	copy_gm_to_ubuf	x31, x29, 0, x9, x22, x26, x26, 0, 0, x22, x24
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	srli	x13, x23, 6
	set_flag	PIPE_S, PIPE_V, EVENT_ID7
	wait_flag	PIPE_S, PIPE_V, EVENT_ID7
	beq	x13, x26, .LBB8_15
	andi	x31, x13, 7
	addi	x14, x13, -1
	movi	x27, 0
	movi	x28, 7
	bltu	x14, x28, .LBB8_6
	sub	x13, x13, x31
	slli	x14, x13, 6
	addi	x14, x14, -512
	andi	x14, x14, -512
	addi	x26, x14, 512
	movi	x3, 132096
	movi	x14, 66560
	movi	x16, 1024
.LBB8_5:
	vlds	v0, [x16, -1024], NORM
	vlds	v1, [x14, -1024], NORM
	vlds	v2, [x16, -768], NORM
	vlds	v3, [x14, -768], NORM
	vlds	v4, [x16, -512], NORM
	vlds	v5, [x14, -512], NORM
	vlds	v6, [x16, -256], NORM
	vlds	v7, [x14, -256], NORM
	vlds	v8, [x16, 0], NORM
	vlds	v9, [x14, 0], NORM
	vlds	v10, [x16, 256], NORM
	vlds	v11, [x14, 256], NORM
	vlds	v12, [x16, 512], NORM
	vlds	v13, [x14, 512], NORM
	vlds	v14, [x16, 768], NORM
	vlds	v15, [x14, 768], NORM
	vadd.f32	v0, v0, v1, p0
	vadd.f32	v1, v2, v3, p0
	vadd.f32	v2, v4, v5, p0
	vadd.f32	v3, v6, v7, p0
	vadd.f32	v4, v8, v9, p0
	vadd.f32	v5, v10, v11, p0
	vadd.f32	v6, v12, v13, p0
	vadd.f32	v7, v14, v15, p0
	vsts	v0, [x3, -1024], NORM_B8, p0
	vsts	v1, [x3, -768], NORM_B8, p0
	vsts	v2, [x3, -512], NORM_B8, p0
	vsts	v3, [x3, -256], NORM_B8, p0
	vsts	v4, [x3, 0], NORM_B8, p0
	vsts	v5, [x3, 256], NORM_B8, p0
	addi	x27, x27, 8
	vsts	v6, [x3, 512], NORM_B8, p0
	vsts	v7, [x3, 768], NORM_B8, p0
	addi	x3, x3, 2048
	addi	x14, x14, 2048
	addi	x16, x16, 2048
	bne	x13, x27, .LBB8_5
.LBB8_6:
	beq	x31, x6, .LBB8_14
	addi	x14, x31, -1
	andi	x3, x31, 3
	movi	x13, 0
	movi	x28, 3
	bltu	x14, x28, .LBB8_11
	sub	x31, x31, x3
	slli	x13, x26, 2
	addi	x14, x13, 512
	addi	x16, x13, 131584
	addi	x15, x13, 66048
	movi	x13, 0
.LBB8_9:
	vlds	v0, [x14, -512], NORM
	vlds	v1, [x15, -512], NORM
	vlds	v2, [x14, -256], NORM
	vlds	v3, [x15, -256], NORM
	vlds	v4, [x14, 0], NORM
	vlds	v5, [x15, 0], NORM
	vlds	v6, [x14, 256], NORM
	vlds	v7, [x15, 256], NORM
	vadd.f32	v0, v0, v1, p0
	vadd.f32	v1, v2, v3, p0
	vadd.f32	v2, v4, v5, p0
	vadd.f32	v3, v6, v7, p0
	vsts	v0, [x16, -512], NORM_B8, p0
	vsts	v1, [x16, -256], NORM_B8, p0
	addi	x26, x26, 256
	addi	x13, x13, 4
	addi	x14, x14, 1024
	vsts	v2, [x16, 0], NORM_B8, p0
	vsts	v3, [x16, 256], NORM_B8, p0
	addi	x16, x16, 1024
	addi	x15, x15, 1024
	bne	x31, x13, .LBB8_9
	add	x27, x27, x13
.LBB8_11:
	beq	x3, x6, .LBB8_14
	sltui	x31, x18, 8192
	sel	x31, x31, x18, x8
	srli	x31, x31, 6
	andi	x28, x31, 7
	xori	x14, x27, -1
	add	x31, x14, x31
	slli	x14, x26, 2
	addi	x15, x14, 131072
	addi	x16, x14, 65536
	xori	x13, x13, -1
	slli	x27, x3, 6
	add	x13, x13, x28
	add	x26, x26, x27
.LBB8_13:
	vlds	v0, [x14, 0], NORM
	vlds	v1, [x16, 0], NORM
	vadd.f32	v0, v0, v1, p0
	addi	x31, x31, -1
	addi	x16, x16, 256
	addi	x3, x3, -1
	vsts	v0, [x15, 0], NORM_B8, p0
	addi	x15, x15, 256
	addi	x14, x14, 256
	addi	x13, x13, -1
	bne	x3, x6, .LBB8_13
.LBB8_14:
	andi	x28, x23, 16320
	beq	x28, x23, .LBB8_17
.LBB8_15:
	addi	x28, x23, 63
	andi	x31, x28, 32704
	slli	x13, x26, 2
	addi	x14, x13, 65536
	addi	x15, x13, 131072
.LBB8_16:
	vlds	v0, [x13, 0], NORM
	vlds	v1, [x14, 0], NORM
	vadd.f32	v0, v0, v1, p0
	sub	x28, x23, x26
	sltu	x16, x23, x28
	sel	x28, x16, x6, x28
	addi	x26, x26, 64
	plt_b32	p1, x28
	addi	x13, x13, 256
	vsts	v0, [x15, 0], NORM_B32, p1
	addi	x14, x14, 256
	addi	x15, x15, 256
	bne	x31, x26, .LBB8_16
.LBB8_17:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	add	x28, x12, x25
	movi	x31, 131072
	copy_ubuf_to_gm	x31, x28, 0, x9, x22, 0, x22, x24
	ori	x31, x20, 8192
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	bgeu	x31, x5, .LBB8_34
	sub	x28, x7, x21
	sltui	x13, x28, 8192
	sel	x22, x13, x28, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	slli	x28, x22, 2
	and	x21, x28, x30
	addi	x28, x28, 31
	andi	x23, x28, 131040
	slli	x24, x31, 2
	add	x28, x10, x24
	movi	x25, 0
	movi	x29, 32768
	copy_gm_to_ubuf	x28, x29, 0, x9, x21, x25, x25, 0, 0, x21, x23
	add	x28, x11, x24
	movi	x29, 98304
	copy_gm_to_ubuf	x28, x29, 0, x9, x21, x25, x25, 0, 0, x21, x23
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	srli	x26, x22, 6
	set_flag	PIPE_S, PIPE_V, EVENT_ID7
	wait_flag	PIPE_S, PIPE_V, EVENT_ID7
	beq	x26, x25, .LBB8_31
	andi	x31, x26, 7
	addi	x28, x26, -1
	movi	x27, 0
	movi	x29, 7
	bltu	x28, x29, .LBB8_22
	sub	x13, x26, x31
	slli	x28, x13, 6
	addi	x28, x28, -512
	andi	x28, x28, -512
	addi	x25, x28, 512
	movi	x3, 164864
	movi	x14, 99328
	movi	x16, 33792
.LBB8_21:
	vlds	v0, [x16, -1024], NORM
	vlds	v1, [x14, -1024], NORM
	vlds	v2, [x16, -768], NORM
	vlds	v3, [x14, -768], NORM
	vlds	v4, [x16, -512], NORM
	vlds	v5, [x14, -512], NORM
	vlds	v6, [x16, -256], NORM
	vlds	v7, [x14, -256], NORM
	vlds	v8, [x16, 0], NORM
	vlds	v9, [x14, 0], NORM
	vlds	v10, [x16, 256], NORM
	vlds	v11, [x14, 256], NORM
	vlds	v12, [x16, 512], NORM
	vlds	v13, [x14, 512], NORM
	vlds	v14, [x16, 768], NORM
	vlds	v15, [x14, 768], NORM
	vadd.f32	v0, v0, v1, p0
	vadd.f32	v1, v2, v3, p0
	vadd.f32	v2, v4, v5, p0
	vadd.f32	v3, v6, v7, p0
	vadd.f32	v4, v8, v9, p0
	vadd.f32	v5, v10, v11, p0
	vadd.f32	v6, v12, v13, p0
	vadd.f32	v7, v14, v15, p0
	vsts	v0, [x3, -1024], NORM_B8, p0
	vsts	v1, [x3, -768], NORM_B8, p0
	vsts	v2, [x3, -512], NORM_B8, p0
	vsts	v3, [x3, -256], NORM_B8, p0
	vsts	v4, [x3, 0], NORM_B8, p0
	vsts	v5, [x3, 256], NORM_B8, p0
	addi	x27, x27, 8
	vsts	v6, [x3, 512], NORM_B8, p0
	vsts	v7, [x3, 768], NORM_B8, p0
	addi	x3, x3, 2048
	addi	x14, x14, 2048
	addi	x16, x16, 2048
	bne	x13, x27, .LBB8_21
.LBB8_22:
	beq	x31, x6, .LBB8_30
	addi	x28, x31, -1
	andi	x3, x31, 3
	movi	x13, 0
	movi	x29, 3
	bltu	x28, x29, .LBB8_27
	sub	x31, x31, x3
	slli	x28, x25, 2
	addi	x14, x28, 33280
	addi	x16, x28, 164352
	addi	x15, x28, 98816
.LBB8_25:
	vlds	v0, [x14, -512], NORM
	vlds	v1, [x15, -512], NORM
	vlds	v2, [x14, -256], NORM
	vlds	v3, [x15, -256], NORM
	vlds	v4, [x14, 0], NORM
	vlds	v5, [x15, 0], NORM
	vlds	v6, [x14, 256], NORM
	vlds	v7, [x15, 256], NORM
	vadd.f32	v0, v0, v1, p0
	vadd.f32	v1, v2, v3, p0
	vadd.f32	v2, v4, v5, p0
	vadd.f32	v3, v6, v7, p0
	vsts	v0, [x16, -512], NORM_B8, p0
	vsts	v1, [x16, -256], NORM_B8, p0
	addi	x25, x25, 256
	addi	x13, x13, 4
	addi	x14, x14, 1024
	vsts	v2, [x16, 0], NORM_B8, p0
	vsts	v3, [x16, 256], NORM_B8, p0
	addi	x16, x16, 1024
	addi	x15, x15, 1024
	bne	x31, x13, .LBB8_25
	add	x27, x27, x13
.LBB8_27:
	beq	x3, x6, .LBB8_30
	sltui	x28, x17, 8192
	sel	x28, x28, x17, x8
	srli	x28, x28, 6
	andi	x29, x28, 7
	sub	x28, x27, x28
	slli	x16, x25, 2
	addi	x31, x28, 1
	addi	x14, x16, 163840
	addi	x15, x16, 98304
	addi	x16, x16, 32768
	xori	x28, x13, -1
	slli	x27, x3, 6
	add	x13, x28, x29
	add	x25, x25, x27
.LBB8_29:
	vlds	v0, [x16, 0], NORM
	vlds	v1, [x15, 0], NORM
	vadd.f32	v0, v0, v1, p0
	addi	x31, x31, 1
	addi	x15, x15, 256
	addi	x3, x3, -1
	vsts	v0, [x14, 0], NORM_B8, p0
	addi	x14, x14, 256
	addi	x16, x16, 256
	addi	x13, x13, -1
	bne	x3, x6, .LBB8_29
.LBB8_30:
	slli	x28, x26, 6
	beq	x28, x22, .LBB8_33
.LBB8_31:
	addi	x28, x22, 63
	slli	x29, x25, 2
	andi	x31, x28, 32704
	addi	x13, x29, 32768
	addi	x14, x29, 98304
	addi	x15, x29, 163840
.LBB8_32:
	vlds	v0, [x13, 0], NORM
	vlds	v1, [x14, 0], NORM
	vadd.f32	v0, v0, v1, p0
	sub	x28, x22, x25
	sltu	x29, x22, x28
	sel	x28, x29, x6, x28
	addi	x25, x25, 64
	plt_b32	p1, x28
	addi	x13, x13, 256
	vsts	v0, [x15, 0], NORM_B32, p1
	addi	x14, x14, 256
	addi	x15, x15, 256
	bne	x31, x25, .LBB8_32
	j	.LBB8_33
.LBB8_35:
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	set_flag	PIPE_V, PIPE_S, EVENT_ID7
	wait_flag	PIPE_V, PIPE_S, EVENT_ID7
	ld	x27, 8(x2)
	ld	x26, 16(x2)
	ld	x25, 24(x2)
	ld	x24, 32(x2)
	ld	x23, 40(x2)
	ld	x22, 48(x2)
	ld	x21, 56(x2)
	ld	x20, 64(x2)
	ld	x19, 72(x2)
	ld	x18, 80(x2)
	ld	x3, 88(x2)
	addi	x2, x2, 96
	ret
.Lfunc_end8:
	.size	add_plain_kernel, .Lfunc_end8-add_plain_kernel
	.globl	axpy_plain_kernel
	.p2align	3
	.type	axpy_plain_kernel,@function
axpy_plain_kernel:
	addi	x2, x2, -96
	sd	x3, 88(x2)
	sd	x18, 80(x2)
	sd	x19, 72(x2)
	sd	x20, 64(x2)
	sd	x21, 56(x2)
	sd	x22, 48(x2)
	sd	x23, 40(x2)
	sd	x24, 32(x2)
	sd	x25, 24(x2)
	sd	x26, 16(x2)
	sd	x27, 8(x2)
	movi	x5, -1
	movhi	x5, 0
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	and	x5, x13, x5
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	movi	x6, 0
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	beq	x5, x6, .LBB9_35
	addi	x7, x5, -8192
	vbr.i32	v0, x14
	movi	x8, 8192
	movi	x9, 1
	movi	x29, 65536
	pset_b8	p0, PAT_ALL
	movi	x30, -4
	movhi	x30, 0
	mv	x17, x7
	mv	x18, x5
	movi	x19, 0
	movi	x20, 0
	j	.LBB9_2
.LBB9_33:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID1
	add	x28, x12, x24
	movi	x29, 163840
	copy_ubuf_to_gm	x29, x28, 0, x9, x21, 0, x21, x23
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	movi	x29, 65536
.LBB9_34:
	addi	x20, x20, 16384
	addi	x19, x19, 1
	addi	x18, x18, -16384
	addi	x17, x17, -16384
	bgeu	x20, x5, .LBB9_35
.LBB9_2:
	slli	x21, x19, 14
	sub	x31, x5, x21
	sltui	x13, x31, 8192
	sel	x23, x13, x31, x8
	slli	x22, x23, 2
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	addi	x31, x22, 31
	andi	x24, x31, 131040
	slli	x25, x20, 2
	add	x31, x10, x25
	movi	x26, 0
	copy_gm_to_ubuf	x31, x26, 0, x9, x22, x26, x26, 0, 0, x22, x24
	add	x31, x11, x25
	copy_gm_to_ubuf	x31, x29, 0, x9, x22, x26, x26, 0, 0, x22, x24
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	srli	x13, x23, 6
	set_flag	PIPE_S, PIPE_V, EVENT_ID7
	wait_flag	PIPE_S, PIPE_V, EVENT_ID7
	beq	x13, x26, .LBB9_15
	andi	x31, x13, 7
	addi	x14, x13, -1
	movi	x27, 0
	movi	x28, 7
	bltu	x14, x28, .LBB9_6
	sub	x13, x13, x31
	slli	x14, x13, 6
	addi	x14, x14, -512
	andi	x14, x14, -512
	addi	x26, x14, 512
	movi	x3, 132096
	movi	x14, 66560
	movi	x16, 1024
.LBB9_5:
	vlds	v1, [x16, -1024], NORM
	vlds	v2, [x14, -1024], NORM
	vlds	v3, [x16, -768], NORM
	vlds	v4, [x14, -768], NORM
	vlds	v5, [x16, -512], NORM
	vlds	v6, [x14, -512], NORM
	vlds	v7, [x16, -256], NORM
	vlds	v8, [x14, -256], NORM
	vlds	v9, [x16, 0], NORM
	vlds	v10, [x14, 0], NORM
	vlds	v11, [x16, 256], NORM
	vlds	v12, [x14, 256], NORM
	vlds	v13, [x16, 512], NORM
	vlds	v14, [x14, 512], NORM
	vlds	v15, [x16, 768], NORM
	vlds	v16, [x14, 768], NORM
	vmula.f32	v1, v2, v0, v1, p0
	vmula.f32	v2, v4, v0, v3, p0
	vmula.f32	v3, v6, v0, v5, p0
	vmula.f32	v4, v8, v0, v7, p0
	vmula.f32	v5, v10, v0, v9, p0
	vmula.f32	v6, v12, v0, v11, p0
	vmula.f32	v7, v14, v0, v13, p0
	vmula.f32	v8, v16, v0, v15, p0
	vsts	v1, [x3, -1024], NORM_B8, p0
	vsts	v2, [x3, -768], NORM_B8, p0
	vsts	v3, [x3, -512], NORM_B8, p0
	vsts	v4, [x3, -256], NORM_B8, p0
	vsts	v5, [x3, 0], NORM_B8, p0
	vsts	v6, [x3, 256], NORM_B8, p0
	addi	x27, x27, 8
	vsts	v7, [x3, 512], NORM_B8, p0
	vsts	v8, [x3, 768], NORM_B8, p0
	addi	x3, x3, 2048
	addi	x14, x14, 2048
	addi	x16, x16, 2048
	bne	x13, x27, .LBB9_5
.LBB9_6:
	beq	x31, x6, .LBB9_14
	addi	x14, x31, -1
	andi	x3, x31, 3
	movi	x13, 0
	movi	x28, 3
	bltu	x14, x28, .LBB9_11
	sub	x31, x31, x3
	slli	x13, x26, 2
	addi	x14, x13, 512
	addi	x16, x13, 131584
	addi	x15, x13, 66048
	movi	x13, 0
.LBB9_9:
	vlds	v1, [x14, -512], NORM
	vlds	v2, [x15, -512], NORM
	vlds	v3, [x14, -256], NORM
	vlds	v4, [x15, -256], NORM
	vlds	v5, [x14, 0], NORM
	vlds	v6, [x15, 0], NORM
	vlds	v7, [x14, 256], NORM
	vlds	v8, [x15, 256], NORM
	vmula.f32	v1, v2, v0, v1, p0
	vmula.f32	v2, v4, v0, v3, p0
	vmula.f32	v3, v6, v0, v5, p0
	vmula.f32	v4, v8, v0, v7, p0
	vsts	v1, [x16, -512], NORM_B8, p0
	vsts	v2, [x16, -256], NORM_B8, p0
	addi	x26, x26, 256
	addi	x13, x13, 4
	addi	x14, x14, 1024
	vsts	v3, [x16, 0], NORM_B8, p0
	vsts	v4, [x16, 256], NORM_B8, p0
	addi	x16, x16, 1024
	addi	x15, x15, 1024
	bne	x31, x13, .LBB9_9
	add	x27, x27, x13
.LBB9_11:
	beq	x3, x6, .LBB9_14
	sltui	x31, x18, 8192
	sel	x31, x31, x18, x8
	srli	x31, x31, 6
	andi	x28, x31, 7
	xori	x14, x27, -1
	add	x31, x14, x31
	slli	x14, x26, 2
	addi	x15, x14, 131072
	addi	x16, x14, 65536
	xori	x13, x13, -1
	slli	x27, x3, 6
	add	x13, x13, x28
	add	x26, x26, x27
.LBB9_13:
	vlds	v1, [x14, 0], NORM
	vlds	v2, [x16, 0], NORM
	vmula.f32	v1, v2, v0, v1, p0
	addi	x31, x31, -1
	addi	x16, x16, 256
	addi	x3, x3, -1
	vsts	v1, [x15, 0], NORM_B8, p0
	addi	x15, x15, 256
	addi	x14, x14, 256
	addi	x13, x13, -1
	bne	x3, x6, .LBB9_13
.LBB9_14:
	andi	x28, x23, 16320
	beq	x28, x23, .LBB9_17
.LBB9_15:
	addi	x28, x23, 63
	andi	x31, x28, 32704
	slli	x13, x26, 2
	addi	x14, x13, 65536
	addi	x15, x13, 131072
.LBB9_16:
	vlds	v1, [x13, 0], NORM
	vlds	v2, [x14, 0], NORM
	vmula.f32	v1, v2, v0, v1, p0
	sub	x28, x23, x26
	sltu	x16, x23, x28
	sel	x28, x16, x6, x28
	addi	x26, x26, 64
	plt_b32	p1, x28
	addi	x13, x13, 256
	vsts	v1, [x15, 0], NORM_B32, p1
	addi	x14, x14, 256
	addi	x15, x15, 256
	bne	x31, x26, .LBB9_16
.LBB9_17:
	set_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	set_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE3, EVENT_ID0
	add	x28, x12, x25
	movi	x31, 131072
	copy_ubuf_to_gm	x31, x28, 0, x9, x22, 0, x22, x24
	ori	x31, x20, 8192
	set_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	bgeu	x31, x5, .LBB9_34
	sub	x28, x7, x21
	sltui	x13, x28, 8192
	sel	x22, x13, x28, x8
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	slli	x28, x22, 2
	and	x21, x28, x30
	addi	x28, x28, 31
	andi	x23, x28, 131040
	slli	x24, x31, 2
	add	x28, x10, x24
	movi	x25, 0
	movi	x29, 32768
	copy_gm_to_ubuf	x28, x29, 0, x9, x21, x25, x25, 0, 0, x21, x23
	add	x28, x11, x24
	movi	x29, 98304
	copy_gm_to_ubuf	x28, x29, 0, x9, x21, x25, x25, 0, 0, x21, x23
	set_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE2, PIPE_V, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	srli	x26, x22, 6
	set_flag	PIPE_S, PIPE_V, EVENT_ID7
	wait_flag	PIPE_S, PIPE_V, EVENT_ID7
	beq	x26, x25, .LBB9_31
	andi	x31, x26, 7
	addi	x28, x26, -1
	movi	x27, 0
	movi	x29, 7
	bltu	x28, x29, .LBB9_22
	sub	x13, x26, x31
	slli	x28, x13, 6
	addi	x28, x28, -512
	andi	x28, x28, -512
	addi	x25, x28, 512
	movi	x3, 164864
	movi	x14, 99328
	movi	x16, 33792
.LBB9_21:
	vlds	v1, [x16, -1024], NORM
	vlds	v2, [x14, -1024], NORM
	vlds	v3, [x16, -768], NORM
	vlds	v4, [x14, -768], NORM
	vlds	v5, [x16, -512], NORM
	vlds	v6, [x14, -512], NORM
	vlds	v7, [x16, -256], NORM
	vlds	v8, [x14, -256], NORM
	vlds	v9, [x16, 0], NORM
	vlds	v10, [x14, 0], NORM
	vlds	v11, [x16, 256], NORM
	vlds	v12, [x14, 256], NORM
	vlds	v13, [x16, 512], NORM
	vlds	v14, [x14, 512], NORM
	vlds	v15, [x16, 768], NORM
	vlds	v16, [x14, 768], NORM
	vmula.f32	v1, v2, v0, v1, p0
	vmula.f32	v2, v4, v0, v3, p0
	vmula.f32	v3, v6, v0, v5, p0
	vmula.f32	v4, v8, v0, v7, p0
	vmula.f32	v5, v10, v0, v9, p0
	vmula.f32	v6, v12, v0, v11, p0
	vmula.f32	v7, v14, v0, v13, p0
	vmula.f32	v8, v16, v0, v15, p0
	vsts	v1, [x3, -1024], NORM_B8, p0
	vsts	v2, [x3, -768], NORM_B8, p0
	vsts	v3, [x3, -512], NORM_B8, p0
	vsts	v4, [x3, -256], NORM_B8, p0
	vsts	v5, [x3, 0], NORM_B8, p0
	vsts	v6, [x3, 256], NORM_B8, p0
	addi	x27, x27, 8
	vsts	v7, [x3, 512], NORM_B8, p0
	vsts	v8, [x3, 768], NORM_B8, p0
	addi	x3, x3, 2048
	addi	x14, x14, 2048
	addi	x16, x16, 2048
	bne	x13, x27, .LBB9_21
.LBB9_22:
	beq	x31, x6, .LBB9_30
	addi	x28, x31, -1
	andi	x3, x31, 3
	movi	x13, 0
	movi	x29, 3
	bltu	x28, x29, .LBB9_27
	sub	x31, x31, x3
	slli	x28, x25, 2
	addi	x14, x28, 33280
	addi	x16, x28, 164352
	addi	x15, x28, 98816
.LBB9_25:
	vlds	v1, [x14, -512], NORM
	vlds	v2, [x15, -512], NORM
	vlds	v3, [x14, -256], NORM
	vlds	v4, [x15, -256], NORM
	vlds	v5, [x14, 0], NORM
	vlds	v6, [x15, 0], NORM
	vlds	v7, [x14, 256], NORM
	vlds	v8, [x15, 256], NORM
	vmula.f32	v1, v2, v0, v1, p0
	vmula.f32	v2, v4, v0, v3, p0
	vmula.f32	v3, v6, v0, v5, p0
	vmula.f32	v4, v8, v0, v7, p0
	vsts	v1, [x16, -512], NORM_B8, p0
	vsts	v2, [x16, -256], NORM_B8, p0
	addi	x25, x25, 256
	addi	x13, x13, 4
	addi	x14, x14, 1024
	vsts	v3, [x16, 0], NORM_B8, p0
	vsts	v4, [x16, 256], NORM_B8, p0
	addi	x16, x16, 1024
	addi	x15, x15, 1024
	bne	x31, x13, .LBB9_25
	add	x27, x27, x13
.LBB9_27:
	beq	x3, x6, .LBB9_30
	sltui	x28, x17, 8192
	sel	x28, x28, x17, x8
	srli	x28, x28, 6
	andi	x29, x28, 7
	sub	x28, x27, x28
	slli	x16, x25, 2
	addi	x31, x28, 1
	addi	x14, x16, 163840
	addi	x15, x16, 98304
	addi	x16, x16, 32768
	xori	x28, x13, -1
	slli	x27, x3, 6
	add	x13, x28, x29
	add	x25, x25, x27
.LBB9_29:
	vlds	v1, [x16, 0], NORM
	vlds	v2, [x15, 0], NORM
	vmula.f32	v1, v2, v0, v1, p0
	addi	x31, x31, 1
	addi	x15, x15, 256
	addi	x3, x3, -1
	vsts	v1, [x14, 0], NORM_B8, p0
	addi	x14, x14, 256
	addi	x16, x16, 256
	addi	x13, x13, -1
	bne	x3, x6, .LBB9_29
.LBB9_30:
	slli	x28, x26, 6
	beq	x28, x22, .LBB9_33
.LBB9_31:
	addi	x28, x22, 63
	slli	x29, x25, 2
	andi	x31, x28, 32704
	addi	x13, x29, 32768
	addi	x14, x29, 98304
	addi	x15, x29, 163840
.LBB9_32:
	vlds	v1, [x13, 0], NORM
	vlds	v2, [x14, 0], NORM
	vmula.f32	v1, v2, v0, v1, p0
	sub	x28, x22, x25
	sltu	x29, x22, x28
	sel	x28, x29, x6, x28
	addi	x25, x25, 64
	plt_b32	p1, x28
	addi	x13, x13, 256
	vsts	v1, [x15, 0], NORM_B32, p1
	addi	x14, x14, 256
	addi	x15, x15, 256
	bne	x31, x25, .LBB9_32
	j	.LBB9_33
.LBB9_35:
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID0
	wait_flag	PIPE_V, PIPE_MTE2, EVENT_ID1
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID0
	wait_flag	PIPE_MTE3, PIPE_V, EVENT_ID1
	set_flag	PIPE_V, PIPE_S, EVENT_ID7
	wait_flag	PIPE_V, PIPE_S, EVENT_ID7
	ld	x27, 8(x2)
	ld	x26, 16(x2)
	ld	x25, 24(x2)
	ld	x24, 32(x2)
	ld	x23, 40(x2)
	ld	x22, 48(x2)
	ld	x21, 56(x2)
	ld	x20, 64(x2)
	ld	x19, 72(x2)
	ld	x18, 80(x2)
	ld	x3, 88(x2)
	addi	x2, x2, 96
	ret
.Lfunc_end9:
	.size	axpy_plain_kernel, .Lfunc_end9-axpy_plain_kernel
	.ident	"clang version 19.1.7"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym abs_kernel
	.addrsig_sym relu_kernel
	.addrsig_sym exp_kernel
	.addrsig_sym add_kernel
	.addrsig_sym mul_kernel
	.addrsig_sym axpy_kernel
	.addrsig_sym f32_to_f16_kernel
	.addrsig_sym abs_plain_kernel
	.addrsig_sym add_plain_kernel
	.addrsig_sym axpy_plain_kernel
