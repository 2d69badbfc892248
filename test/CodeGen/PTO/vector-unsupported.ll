; Vector operations the PTO vector unit has no instruction for are errors that
; name the operation and the type, not selection failures.
; RUN: not llc -mtriple=pto -O2 < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: {{.*}}in function gm_load {{.*}}: vector load of v64f32 through addrspace(1): vector loads and stores need a UB pointer (addrspace(6))
define void @gm_load(ptr addrspace(1) %a, ptr addrspace(6) %b) {
  %x = load <64 x float>, ptr addrspace(1) %a
  store <64 x float> %x, ptr addrspace(6) %b
  ret void
}

; CHECK: error: {{.*}}in function gm_store {{.*}}: vector store of v64i32 through addrspace(1): vector loads and stores need a UB pointer (addrspace(6))
define void @gm_store(<64 x i32> %v, ptr addrspace(1) %a) {
  store <64 x i32> %v, ptr addrspace(1) %a
  ret void
}

; Volatile accesses of the 2048-bit types are vlds/vsts (vector-volatile.ll);
; a volatile store of a narrower vector is not (it is a partial vsts).
; CHECK: error: {{.*}}in function volatile_ub {{.*}}: volatile, atomic, extending or truncating vector store of v16i32 is not supported
define void @volatile_ub(ptr addrspace(6) %a, <16 x i32> %x) {
  store volatile <16 x i32> %x, ptr addrspace(6) %a
  ret void
}

; CHECK: error: {{.*}}in function udiv {{.*}}: 'udiv' on v32i64 is not supported by the PTO vector unit
define <32 x i64> @udiv(<32 x i64> %a, <32 x i64> %b) {
  %r = udiv <32 x i64> %a, %b
  ret <32 x i64> %r
}

; CHECK: error: {{.*}}in function mul_i64 {{.*}}: 'mul' on v32i64 is not supported by the PTO vector unit
define <32 x i64> @mul_i64(<32 x i64> %a, <32 x i64> %b) {
  %r = mul <32 x i64> %a, %b
  ret <32 x i64> %r
}

; CHECK: error: {{.*}}in function srem_i64 {{.*}}: 'srem' on v32i64 is not supported by the PTO vector unit
define <32 x i64> @srem_i64(<32 x i64> %a, <32 x i64> %b) {
  %r = srem <32 x i64> %a, %b
  ret <32 x i64> %r
}

; CHECK: error: {{.*}}in function fdiv_bf16 {{.*}}: 'fdiv' on v128bf16 is not supported by the PTO vector unit
define <128 x bfloat> @fdiv_bf16(<128 x bfloat> %a, <128 x bfloat> %b) {
  %r = fdiv <128 x bfloat> %a, %b
  ret <128 x bfloat> %r
}

; CHECK: error: {{.*}}in function extract {{.*}}: 'extract_vector_elt' on v64i32 is not supported by the PTO vector unit
define i32 @extract(<64 x i32> %a) {
  %r = extractelement <64 x i32> %a, i64 3
  ret i32 %r
}

; CHECK: error: {{.*}}in function icmp_i64 {{.*}}: 'setcc setlt' on v32i64 is not supported by the PTO vector unit
define <32 x i64> @icmp_i64(<32 x i64> %a, <32 x i64> %b) {
  %c = icmp slt <32 x i64> %a, %b
  %r = sext <32 x i1> %c to <32 x i64>
  ret <32 x i64> %r
}

; CHECK: error: {{.*}}in function splat_i64 {{.*}}: splat of v32i64 is not supported by the PTO vector unit
define <32 x i64> @splat_i64(<32 x i64> %a) {
  %r = add <32 x i64> %a, splat (i64 5)
  ret <32 x i64> %r
}

; A sequence with step 2 (steps 1 and -1 are vci).
; CHECK: error: {{.*}}in function step {{.*}}: non-splat build_vector of v64i32 is not supported by the PTO vector unit
define <64 x i32> @step(<64 x i32> %a) {
  %r = add <64 x i32> %a, <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62, i32 64, i32 66, i32 68, i32 70, i32 72, i32 74, i32 76, i32 78, i32 80, i32 82, i32 84, i32 86, i32 88, i32 90, i32 92, i32 94, i32 96, i32 98, i32 100, i32 102, i32 104, i32 106, i32 108, i32 110, i32 112, i32 114, i32 116, i32 118, i32 120, i32 122, i32 124, i32 126>
  ret <64 x i32> %r
}

; CHECK: error: {{.*}}in function many_vector_args {{.*}}: more than 8 vector arguments (v0-v7) are not supported
define <64 x i32> @many_vector_args(<64 x i32> %a0, <64 x i32> %a1, <64 x i32> %a2, <64 x i32> %a3, <64 x i32> %a4, <64 x i32> %a5, <64 x i32> %a6, <64 x i32> %a7, <64 x i32> %a8) {
  ret <64 x i32> %a8
}

; Narrower vectors: 16-bit float vectors of other lengths than powers of two,
; compares on narrower vectors, float splats of other lengths than powers
; of two, and GM pointers.
; CHECK: error: {{.*}}in function fadd_v3f16 {{.*}}: 'fadd' on v3f16: float vectors need a power-of-two length
define void @fadd_v3f16(ptr addrspace(6) %a) {
  %v = load <3 x half>, ptr addrspace(6) %a
  %r = fadd <3 x half> %v, %v
  store <3 x half> %r, ptr addrspace(6) %a
  ret void
}

; CHECK: error: {{.*}}in function compare_v8f32 {{.*}}: 'setcc' on v8f32: compares and selects need a 2048-bit vector type
define <8 x i32> @compare_v8f32(<8 x float> %a, <8 x float> %b) {
  %m = fcmp olt <8 x float> %a, %b
  %r = sext <8 x i1> %m to <8 x i32>
  ret <8 x i32> %r
}

; CHECK: error: {{.*}}in function splat_v3f32 {{.*}}: splat of v3f32 is not supported by the PTO vector unit; splat a 2048-bit vector type
define void @splat_v3f32(ptr addrspace(6) %p) {
  %a = load <3 x float>, ptr addrspace(6) %p
  %r = fadd <3 x float> %a, splat (float 1.0)
  store <3 x float> %r, ptr addrspace(6) %p
  ret void
}

; CHECK: error: {{.*}}in function ld_gm_v8f32 {{.*}}: vector load of v8f32 must be a simple load through a UB pointer (addrspace(6))
define <8 x float> @ld_gm_v8f32(ptr addrspace(1) %a) {
  %v = load <8 x float>, ptr addrspace(1) %a
  ret <8 x float> %v
}

; CHECK: error: {{.*}}in function st_gm_v8f32 {{.*}}: vector store of v8f32 through addrspace(1): vector loads and stores need a UB pointer (addrspace(6))
define void @st_gm_v8f32(ptr addrspace(1) %a, <8 x float> %v) {
  store <8 x float> %v, ptr addrspace(1) %a
  ret void
}

; Conversions without a generic lowering: bf16 <-> i16 (no such vcvt),
; element-width changes and unsigned conversions.
; CHECK: error: {{.*}}in function sitofp_bf16 {{.*}}: 'sint_to_fp' from v128i16 to v128bf16 is not supported by the PTO vector unit
define <128 x bfloat> @sitofp_bf16(<128 x i16> %x) {
  %r = sitofp <128 x i16> %x to <128 x bfloat>
  ret <128 x bfloat> %r
}

; CHECK: error: {{.*}}in function fptosi_bf16 {{.*}}: 'fp_to_sint' from v128bf16 to v128i16 is not supported by the PTO vector unit
define <128 x i16> @fptosi_bf16(<128 x bfloat> %x) {
  %r = fptosi <128 x bfloat> %x to <128 x i16>
  ret <128 x i16> %r
}

; CHECK: error: {{.*}}in function sitofp_narrowing {{.*}}: 'sint_to_fp' from v64i32 to v64f16 is not supported by the PTO vector unit
define <64 x half> @sitofp_narrowing(<64 x i32> %x) {
  %r = sitofp <64 x i32> %x to <64 x half>
  ret <64 x half> %r
}

; CHECK: error: {{.*}}in function uitofp {{.*}}: 'uint_to_fp' from v64i32 to v64f32 is not supported by the PTO vector unit
define <64 x float> @uitofp(<64 x i32> %x) {
  %r = uitofp <64 x i32> %x to <64 x float>
  ret <64 x float> %r
}
