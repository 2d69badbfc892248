; llvm.pto.* calls that no instruction implements -- a type the op does not
; have, a vector that is not 2048 bits, an immediate that is not a token of
; its kind or not in its range -- are errors naming the intrinsic and the
; reason, with the function; selection goes on to report them all.
; RUN: not llc -mtriple=pto -O2 < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: {{.*}}in function exp_int {{.*}}: 'llvm.pto.vexp' is not available for v64i32
define <64 x i32> @exp_int(<64 x i32> %a, <256 x i1> %m) {
  %r = call <64 x i32> @llvm.pto.vexp.v64i32(<64 x i32> %a, <256 x i1> %m)
  ret <64 x i32> %r
}

; CHECK: error: {{.*}}in function add_narrow {{.*}}: 'llvm.pto.vadd' is not available for v32f32 (vector operands must be 2048-bit vectors)
define void @add_narrow(<32 x float> %a, ptr addrspace(6) %p, <256 x i1> %m) {
  %r = call <32 x float> @llvm.pto.vadd.v32f32(<32 x float> %a, <32 x float> %a, <256 x i1> %m)
  store <32 x float> %r, ptr addrspace(6) %p
  ret void
}

; CHECK: error: {{.*}}in function max_u64 {{.*}}: 'llvm.pto.vmax.u' is not available for v32i64
define <32 x i64> @max_u64(<32 x i64> %a, <256 x i1> %m) {
  %r = call <32 x i64> @llvm.pto.vmax.u.v32i64(<32 x i64> %a, <32 x i64> %a, <256 x i1> %m)
  ret <32 x i64> %r
}

; CHECK: error: {{.*}}in function cvt_pair {{.*}}: 'llvm.pto.vcvt.part' is not available from v32i64 to v128i16
define <128 x i16> @cvt_pair(<32 x i64> %a) {
  %r = call <128 x i16> @llvm.pto.vcvt.part.v128i16.v32i64(<32 x i64> %a, i32 0, i32 0, i32 0)
  ret <128 x i16> %r
}

; CHECK: error: {{.*}}in function cmp_mode {{.*}}: 'llvm.pto.vcmp' operand 3: 9 is not a valid compare mode (eq, ne, lt, le, gt, ge)
define <256 x i1> @cmp_mode(<64 x float> %a, <256 x i1> %m) {
  %r = call <256 x i1> @llvm.pto.vcmp.v64f32(<64 x float> %a, <64 x float> %a, <256 x i1> %m, i32 9)
  ret <256 x i1> %r
}

; CHECK: error: {{.*}}in function pset_pattern {{.*}}: 'llvm.pto.pset.b32' operand 0: 99 is not a valid predicate pattern
define <256 x i1> @pset_pattern() {
  %r = call <256 x i1> @llvm.pto.pset.b32(i32 99)
  ret <256 x i1> %r
}

; CHECK: error: {{.*}}in function flag_event {{.*}}: 'llvm.pto.set.flag' operand 2: 8 is not a valid event id
define void @flag_event() {
  call void @llvm.pto.set.flag(i32 1, i32 3, i32 8)
  ret void
}

; CHECK: error: {{.*}}in function copy_sid {{.*}}: 'llvm.pto.copy.gm.to.ubuf' operand 2: 9 is not in the range [0, 7]
define void @copy_sid(ptr addrspace(1) %gm, ptr addrspace(6) %ub, i64 %n) {
  call void @llvm.pto.copy.gm.to.ubuf(ptr addrspace(1) %gm, ptr addrspace(6) %ub, i32 9, i64 1, i64 %n, i64 0, i64 0, i32 0, i32 0, i64 0, i64 0)
  ret void
}

; CHECK: error: {{.*}}in function unpack_part {{.*}}: 'llvm.pto.vsunpack' operand 1: 2 is not in the range [0, 1]
define <64 x i32> @unpack_part(<128 x i16> %a) {
  %r = call <64 x i32> @llvm.pto.vsunpack.v64i32.v128i16(<128 x i16> %a, i32 2)
  ret <64 x i32> %r
}

; CHECK: error: {{.*}}in function align_load {{.*}}: load of an align state: align state and vector addresses live in registers; use the llvm.pto.* align-state stores
define void @align_load(ptr addrspace(6) %p) {
  %r = load target("pto.align"), ptr addrspace(6) %p
  call void @llvm.pto.vstar(target("pto.align") %r, ptr addrspace(6) %p)
  ret void
}

; CHECK: error: {{.*}}in function barrier_v {{.*}}: 'llvm.pto.pipe.barrier': pipe_barrier PIPE_V is not supported on a5; order vector memory accesses with mem_bar
define void @barrier_v() {
  call void @llvm.pto.pipe.barrier(i32 1)
  ret void
}

; CHECK: error: {{.*}}in function flag_same_pipe {{.*}}: 'llvm.pto.set.flag': source and destination pipes must differ
define void @flag_same_pipe() {
  call void @llvm.pto.set.flag(i32 2, i32 2, i32 0)
  ret void
}

declare void @llvm.pto.pipe.barrier(i32)
declare void @llvm.pto.wait.flag(i32, i32, i32)
; CHECK: error: {{.*}}in function add_masks {{.*}}: 'llvm.pto.vadd' is not available for v256i1 (vector operands must be 2048-bit vectors)
define <256 x i1> @add_masks(<256 x i1> %a, <256 x i1> %m) {
  %r = call <256 x i1> @llvm.pto.vadd.v256i1(<256 x i1> %a, <256 x i1> %a, <256 x i1> %m)
  ret <256 x i1> %r
}

; CHECK: error: {{.*}}in function abs_i33 {{.*}}: 'llvm.pto.vabs' is not available for v64i33 (vector operands must be 2048-bit vectors)
define void @abs_i33(ptr addrspace(6) %p, <64 x i33> %a, <256 x i1> %m) {
  %r = call <64 x i33> @llvm.pto.vabs.v64i33(<64 x i33> %a, <256 x i1> %m)
  store <64 x i33> %r, ptr addrspace(6) %p
  ret void
}

; CHECK: error: {{.*}}in function mask_bits {{.*}}: vector load of v256i1 through addrspace(0): vector loads and stores need a UB pointer (addrspace(6))
define <256 x i1> @mask_bits(<32 x i8> %a) {
  %r = bitcast <32 x i8> %a to <256 x i1>
  ret <256 x i1> %r
}

; CHECK: error: {{.*}}in function pass_align {{.*}}: align-state and vector-address values cannot be passed between functions
define void @pass_align(target("pto.align") %a, ptr addrspace(6) %p) {
  call void @llvm.pto.vstar(target("pto.align") %a, ptr addrspace(6) %p)
  ret void
}

; CHECK: error: {{.*}}in function eight_masks {{.*}}: more than 7 mask arguments (p0-p6) are not supported
define <256 x i1> @eight_masks(<256 x i1> %a, <256 x i1> %b, <256 x i1> %c, <256 x i1> %d, <256 x i1> %e, <256 x i1> %f, <256 x i1> %g, <256 x i1> %h) {
  ret <256 x i1> %h
}

declare target("pto.align") @llvm.pto.init.align()
declare <256 x i1> @llvm.pto.vadd.v256i1(<256 x i1>, <256 x i1>, <256 x i1>)
declare <64 x i33> @llvm.pto.vabs.v64i33(<64 x i33>, <256 x i1>)
declare <64 x i32> @llvm.pto.vexp.v64i32(<64 x i32>, <256 x i1>)
declare <32 x float> @llvm.pto.vadd.v32f32(<32 x float>, <32 x float>, <256 x i1>)
declare <32 x i64> @llvm.pto.vmax.u.v32i64(<32 x i64>, <32 x i64>, <256 x i1>)
declare <128 x i16> @llvm.pto.vcvt.part.v128i16.v32i64(<32 x i64>, i32, i32, i32)
declare <256 x i1> @llvm.pto.vcmp.v64f32(<64 x float>, <64 x float>, <256 x i1>, i32)
declare <256 x i1> @llvm.pto.pset.b32(i32)
declare void @llvm.pto.set.flag(i32, i32, i32)
declare void @llvm.pto.copy.gm.to.ubuf(ptr addrspace(1), ptr addrspace(6), i32, i64, i64, i64, i64, i32, i32, i64, i64)
declare <64 x i32> @llvm.pto.vsunpack.v64i32.v128i16(<128 x i16>, i32)
declare void @llvm.pto.vstar(target("pto.align"), ptr addrspace(6))

; CHECK: error: {{.*}}in function cvt_typed_pair {{.*}}: 'llvm.pto.vcvt.typed' has no form from f32 to u8 (from f32: e4m3, e5m2, hif8)
define <256 x i8> @cvt_typed_pair(<64 x float> %a) {
  %r = call <256 x i8> @llvm.pto.vcvt.typed.v256i8.v64f32(i32 8, i32 14, <64 x float> %a, i32 0, i32 0, i32 0)
  ret <256 x i8> %r
}

; CHECK: error: {{.*}}in function cvt_typed_code {{.*}}: 'llvm.pto.vcvt.typed' has no form from type code 99 to e4m3
define <256 x i8> @cvt_typed_code(<64 x float> %a) {
  %r = call <256 x i8> @llvm.pto.vcvt.typed.v256i8.v64f32(i32 16, i32 99, <64 x float> %a, i32 0, i32 0, i32 0)
  ret <256 x i8> %r
}

; CHECK: error: {{.*}}in function cvt_typed_quarter {{.*}}: 'llvm.pto.vcvt.typed' operand 3: 4 is not a valid conversion quarter (PART_P0, PART_P1, PART_P2, PART_P3)
define <256 x i8> @cvt_typed_quarter(<64 x float> %a) {
  %r = call <256 x i8> @llvm.pto.vcvt.typed.v256i8.v64f32(i32 16, i32 14, <64 x float> %a, i32 0, i32 0, i32 4)
  ret <256 x i8> %r
}
