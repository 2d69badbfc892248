; llvm.hivm.* calls PTOLowerHivm cannot rewrite are errors at the call,
; naming the intrinsic and the reason, never calls of undefined functions;
; every call is reported (docs/hivm.md).
; RUN: not llc -mtriple=pto -O2 < %s -o /dev/null 2>&1 | FileCheck %s
; opt (where an error ends the run) reports the first.
; RUN: not opt -mtriple=pto -passes=pto-lower-hivm -disable-output < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OPT

; OPT: error: {{.*}}in function cube {{.*}}: 'llvm.hivm.MAD.f162f32.c310': it is an intrinsic of the cube core (matrix multiply, L1, L0, fixpipe), not of the PTO vector core (docs/hivm.md)

; CHECK: error: {{.*}}in function cube {{.*}}: 'llvm.hivm.MAD.f162f32.c310': it is an intrinsic of the cube core (matrix multiply, L1, L0, fixpipe), not of the PTO vector core (docs/hivm.md)
define void @cube(ptr addrspace(5) %c, ptr addrspace(3) %a, ptr addrspace(4) %b) {
  call void @llvm.hivm.MAD.f162f32.c310(ptr addrspace(5) %c, ptr addrspace(3) %a, ptr addrspace(4) %b, i64 0)
  ret void
}

; CHECK: error: {{.*}}in function dma_no_elem {{.*}}: 'llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.DV': the name has no element type (its pad size) (docs/hivm.md)
define void @dma_no_elem(ptr addrspace(6) %ub, ptr addrspace(1) %gm) {
  call void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.DV(ptr addrspace(6) %ub, ptr addrspace(1) %gm, i64 32, i64 0)
  ret void
}

; CHECK: error: {{.*}}in function post {{.*}}: 'llvm.hivm.vldsx2.post.v64f32': its post-update form is not supported
define <64 x float> @post(ptr addrspace(6) %p) {
  %r = call { <64 x float>, <64 x float>, ptr addrspace(6) } @llvm.hivm.vldsx2.post.v64f32(ptr addrspace(6) %p, i32 256, i32 10, i32 1)
  %v = extractvalue { <64 x float>, <64 x float>, ptr addrspace(6) } %r, 0
  ret <64 x float> %v
}

; CHECK: error: {{.*}}in function post_result {{.*}}: 'llvm.hivm.vstsx1.post.v64f32': its post-update form returns the updated base, not void
define void @post_result(<64 x float> %v, ptr addrspace(6) %p, <256 x i1> %m) {
  call void @llvm.hivm.vstsx1.post.v64f32(<64 x float> %v, ptr addrspace(6) %p, i32 256, i32 2, i32 1, <256 x i1> %m)
  ret void
}

; CHECK: error: {{.*}}in function too_few {{.*}}: 'llvm.hivm.vadd.v64f32.x': it has 2 operands; its form has 3
define <64 x float> @too_few(<64 x float> %a, <64 x float> %b) {
  %r = call <64 x float> @llvm.hivm.vadd.v64f32.x(<64 x float> %a, <64 x float> %b)
  ret <64 x float> %r
}

; CHECK: error: {{.*}}in function name_type {{.*}}: 'llvm.hivm.vsub.v64f32.x': its name says v64f32 but the call has <64 x i32>
define <64 x i32> @name_type(<64 x i32> %a, <256 x i1> %m) {
  %r = call <64 x i32> @llvm.hivm.vsub.v64f32.x(<64 x i32> %a, <64 x i32> %a, <256 x i1> %m)
  ret <64 x i32> %r
}

; CHECK: error: {{.*}}in function wrong_type {{.*}}: 'llvm.hivm.vmul.v64f32.x': llvm.pto.vmul has no form <64 x float> (<64 x float>, i32, <256 x i1>)
define <64 x float> @wrong_type(<64 x float> %a, i32 %b, <256 x i1> %m) {
  %r = call <64 x float> @llvm.hivm.vmul.v64f32.x(<64 x float> %a, i32 %b, <256 x i1> %m)
  ret <64 x float> %r
}

; CHECK: error: {{.*}}in function mode_suffix {{.*}}: 'llvm.hivm.vabs.v64f32.m': its form has the .x suffix
define <64 x float> @mode_suffix(<64 x float> %a, <256 x i1> %m) {
  %r = call <64 x float> @llvm.hivm.vabs.v64f32.m(<64 x float> %a, <256 x i1> %m)
  ret <64 x float> %r
}

; CHECK: error: {{.*}}in function unsigned_div {{.*}}: 'llvm.hivm.vdiv.v32u64.x': its unsigned form divides 8-, 16- or 32-bit lanes: (vs1, vs2, pg) of the result's type
define <32 x i64> @unsigned_div(<32 x i64> %a, <256 x i1> %m) {
  %r = call <32 x i64> @llvm.hivm.vdiv.v32u64.x(<32 x i64> %a, <32 x i64> %a, <256 x i1> %m)
  ret <32 x i64> %r
}

; Bytes widen to 16 bits, 16-bit integers to 32, nothing else.
; CHECK: error: {{.*}}in function widening_sum {{.*}}: 'llvm.hivm.vcadd.v256s8.x': llvm.pto.vcadd has no widening form <256 x i8> to <64 x i32> (8-bit integers widen to 16 bits, 16-bit to 32)
define <64 x i32> @widening_sum(<256 x i8> %a, <256 x i1> %m) {
  %r = call <64 x i32> @llvm.hivm.vcadd.v256s8.x(<256 x i8> %a, <256 x i1> %m)
  ret <64 x i32> %r
}

; CHECK: error: {{.*}}in function widening_name {{.*}}: 'llvm.hivm.vcadd.v128s16.x': its name says v128s16 but the call has <64 x i32>
define <64 x i32> @widening_name(<64 x i32> %a, <256 x i1> %m) {
  %r = call <64 x i32> @llvm.hivm.vcadd.v128s16.x(<64 x i32> %a, <256 x i1> %m)
  ret <64 x i32> %r
}

; The merging forms have the .m suffix.
; CHECK: error: {{.*}}in function mula_mode {{.*}}: 'llvm.hivm.vmula.v64f32.x': its form has the .m suffix
define <64 x float> @mula_mode(<64 x float> %a, <256 x i1> %m) {
  %r = call <64 x float> @llvm.hivm.vmula.v64f32.x(<64 x float> %a, <64 x float> %a, <64 x float> %a, <256 x i1> %m)
  ret <64 x float> %r
}

; CHECK: error: {{.*}}in function pack_pair {{.*}}: 'llvm.hivm.vpack.s162u8.x': its name says s16 to u8 but the call has <64 x i32> to <128 x i16>
define <128 x i16> @pack_pair(<64 x i32> %a) {
  %r = call <128 x i16> @llvm.hivm.vpack.s162u8.x(<64 x i32> %a, i32 0)
  ret <128 x i16> %r
}

; A sort of an element type ours has not.
; CHECK: error: {{.*}}in function sort_type {{.*}}: 'llvm.hivm.VBS32.V300.s32': no llvm.pto.* form is known for it
define void @sort_type(ptr addrspace(6) %p) {
  call void @llvm.hivm.VBS32.V300.s32(ptr addrspace(6) %p, ptr addrspace(6) %p, ptr addrspace(6) %p, i64 0)
  ret void
}

; CHECK: error: {{.*}}in function dynamic_dist {{.*}}: 'llvm.hivm.vldsx1.v64f32': operand 2 of llvm.pto.vlds must be a constant
define <64 x float> @dynamic_dist(ptr addrspace(6) %p, i32 %dist) {
  %r = call <64 x float> @llvm.hivm.vldsx1.v64f32(ptr addrspace(6) %p, i32 0, i32 %dist, i32 0)
  ret <64 x float> %r
}

; CHECK: error: {{.*}}in function dynamic_pattern {{.*}}: 'llvm.hivm.pset.b32': operand 0 (a predicate pattern) must be a constant
define <256 x i1> @dynamic_pattern(i32 %pat) {
  %r = call <256 x i1> @llvm.hivm.pset.b32(i32 %pat)
  ret <256 x i1> %r
}

; CHECK: error: {{.*}}in function bad_pattern {{.*}}: 'llvm.hivm.pset.b16': operand 0 (14) is no PTOAS predicate pattern value
define <256 x i1> @bad_pattern() {
  %r = call <256 x i1> @llvm.hivm.pset.b16(i32 14)
  ret <256 x i1> %r
}

; The cube pipe: no flag of the vector core.
; CHECK: error: {{.*}}in function cube_flag {{.*}}: 'llvm.hivm.SET.FLAG.IMM': operand 1 is PIPE_M, which is no set_flag/wait_flag pipe of the PTO vector core (PIPE_S, PIPE_V, PIPE_MTE2, PIPE_MTE3)
define void @cube_flag() {
  call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 2, i64 0)
  ret void
}

; CHECK: error: {{.*}}in function barrier_s {{.*}}: 'llvm.hivm.BARRIER': operand 0 is PIPE_S, which is no pipe_barrier pipe of the PTO vector core (PIPE_V, PIPE_MTE2, PIPE_MTE3, PIPE_ALL)
define void @barrier_s() {
  call void @llvm.hivm.BARRIER(i64 0)
  ret void
}

; CHECK: error: {{.*}}in function simt {{.*}}: 'llvm.hivm.get.TID.X': it is an intrinsic of SIMT code, not of the PTO vector core
define i32 @simt() {
  %t = call i32 @llvm.hivm.get.TID.X()
  ret i32 %t
}

; CHECK: error: {{.*}}in function unknown {{.*}}: 'llvm.hivm.mem.bar.xx.all': no llvm.pto.* form is known for it
define void @unknown(<64 x i32> %a, ptr addrspace(6) %p, <256 x i1> %m) {
  call void @llvm.hivm.mem.bar.xx.all()
  ret void
}

; The scalar-scalar barriers take nothing.
; CHECK: error: {{.*}}in function scalar_barrier {{.*}}: 'llvm.hivm.mem.bar.st.ld': its form is void ()
define void @scalar_barrier() {
  call void @llvm.hivm.mem.bar.st.ld(i64 1)
  ret void
}

; CHECK: error: {{.*}}in function cvt_pair {{.*}}: 'llvm.hivm.vcvtff.f162bf16.x': no conversion from f16 to bf16 is known by that name
define <128 x bfloat> @cvt_pair(<128 x half> %a, <256 x i1> %m) {
  %r = call <128 x bfloat> @llvm.hivm.vcvtff.f162bf16.x(<128 x half> %a, <256 x i1> %m, i32 0, i32 0)
  ret <128 x bfloat> %r
}

; CHECK: error: {{.*}}in function cvt_operands {{.*}}: 'llvm.hivm.vcvtfi.f322s32.x': it has 3 operands; its form has 4 (the source, the mask and the round/sat/part modes of the pair)
define <64 x i32> @cvt_operands(<64 x float> %a, <256 x i1> %m) {
  %r = call <64 x i32> @llvm.hivm.vcvtfi.f322s32.x(<64 x float> %a, <256 x i1> %m, i32 0)
  ret <64 x i32> %r
}

; CHECK: error: {{.*}}in function cvt_dynamic {{.*}}: 'llvm.hivm.vcvtif.s322f32.x': operand 1 of llvm.pto.vcvt must be a constant
define <64 x float> @cvt_dynamic(<64 x i32> %a, <256 x i1> %m, i32 %rnd) {
  %r = call <64 x float> @llvm.hivm.vcvtif.s322f32.x(<64 x i32> %a, <256 x i1> %m, i32 %rnd)
  ret <64 x float> %r
}

; CHECK: error: {{.*}}in function no_stem {{.*}}: 'llvm.hivm.v64f32.x': no llvm.pto.* form is known for it
define <64 x float> @no_stem(<64 x float> %a) {
  %r = call <64 x float> @llvm.hivm.v64f32.x(<64 x float> %a)
  ret <64 x float> %r
}

declare void @llvm.hivm.MAD.f162f32.c310(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i64)
declare <64 x float> @llvm.hivm.vadd.v64f32.x(<64 x float>, <64 x float>)
declare <64 x i32> @llvm.hivm.vsub.v64f32.x(<64 x i32>, <64 x i32>, <256 x i1>)
declare <64 x float> @llvm.hivm.vmul.v64f32.x(<64 x float>, i32, <256 x i1>)
declare <64 x float> @llvm.hivm.vabs.v64f32.m(<64 x float>, <256 x i1>)
declare <32 x i64> @llvm.hivm.vdiv.v32u64.x(<32 x i64>, <32 x i64>, <256 x i1>)
declare <64 x i32> @llvm.hivm.vcadd.v128s16.x(<64 x i32>, <256 x i1>)
declare <64 x float> @llvm.hivm.vldsx1.v64f32(ptr addrspace(6), i32, i32, i32)
declare <256 x i1> @llvm.hivm.pset.b32(i32)
declare <256 x i1> @llvm.hivm.pset.b16(i32)
declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.BARRIER(i64)
declare i32 @llvm.hivm.get.TID.X()
declare void @llvm.hivm.mem.bar.xx.all()
declare void @llvm.hivm.mem.bar.st.ld(i64)
declare <128 x bfloat> @llvm.hivm.vcvtff.f162bf16.x(<128 x half>, <256 x i1>, i32, i32)
declare <64 x i32> @llvm.hivm.vcvtfi.f322s32.x(<64 x float>, <256 x i1>, i32)
declare <64 x float> @llvm.hivm.v64f32.x(<64 x float>)
declare <64 x float> @llvm.hivm.vcvtif.s322f32.x(<64 x i32>, <256 x i1>, i32)
declare void @llvm.hivm.VBS32.V300.s32(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i64)
declare <64 x i32> @llvm.hivm.vcadd.v256s8.x(<256 x i8>, <256 x i1>)
declare { <64 x float>, <64 x float>, ptr addrspace(6) } @llvm.hivm.vldsx2.post.v64f32(ptr addrspace(6), i32, i32, i32)
declare <64 x float> @llvm.hivm.vmula.v64f32.x(<64 x float>, <64 x float>, <64 x float>, <256 x i1>)
declare <128 x i16> @llvm.hivm.vpack.s162u8.x(<64 x i32>, i32)
declare void @llvm.hivm.vstsx1.post.v64f32(<64 x float>, ptr addrspace(6), i32, i32, i32, <256 x i1>)
declare void @llvm.hivm.MOV.OUT.TO.UB.ALIGN.V2.DV(ptr addrspace(6), ptr addrspace(1), i64, i64)
