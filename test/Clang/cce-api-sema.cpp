// Misuses of the vendor A5 API (docs/cce-api.md) are errors at the call:
// a token of the wrong family, an event id out of range, a pipe without
// flags, a UB pointer where GM is required, a mode token no operation
// takes. A cube builtin is an error where a call of it is compiled.
// RUN: clang++ --target=pto -std=c++17 -fsyntax-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: clang++ --target=pto -std=c++20 -fsyntax-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: clang++ --target=pto -std=c++17 -DCOMPILED -O2 -c -o /dev/null -Xclang -verify=compiled %s
// RUN: clang++ --target=pto -std=c++17 -DCOMPILED -O0 -c -o /dev/null -Xclang -verify=compiled %s

#ifndef COMPILED
[aicore] void misuse(__ubuf__ float *ub, __ubuf__ float *ub2,
                     __gm__ float *gm, vector_f32 v, vector_bool m) {
  vsts(v, ub, 0, NORM, m);   // expected-error {{no matching function for call to 'vsts'}}
  vlds(v, ub, 0, NORM_B32);  // expected-error {{no matching function for call to 'vlds'}}
  vlds(v, ub, 0, PAT_ALL);   // expected-error {{no matching function for call to 'vlds'}}
  set_flag(PIPE_MTE2, PIPE_V, (event_t)9); // expected-error {{event id out of range (EVENT_ID0 to EVENT_ID7)}}
  wait_flag(PIPE_MTE2, PIPE_V, 8);         // expected-error {{event id out of range (EVENT_ID0 to EVENT_ID7)}}
  set_flag(PIPE_M, PIPE_V, EVENT_ID0);     // expected-error {{this pipe has no flags on the PTO vector core}}
  set_flag(PIPE_V, PIPE_V, EVENT_ID0);     // expected-error {{a flag joins two different pipes}}
  pipe_barrier(PIPE_V);                    // expected-error {{pipe_barrier takes PIPE_MTE2, PIPE_MTE3 or PIPE_ALL}}
  copy_gm_to_ubuf_align_v2(ub, ub2, 0, 1, 256, 0, 0, false, 0, 256, 256); // expected-error {{no matching function for call to 'copy_gm_to_ubuf_align_v2'}}
  copy_ubuf_to_gm_align_v2(ub, ub2, 0, 1, 256, 0, 256, 256); // expected-error {{no matching function for call to 'copy_ubuf_to_gm_align_v2'}}
  vadd(v, v, v, m, MODE_STORED); // expected-error {{no matching function for call to 'vadd'}}
}

// Runtime event ids and pipes are accepted (checked only when constant).
[aicore] void runtime_ids(unsigned id, pipe_t p) {
  set_flag(PIPE_MTE2, PIPE_V, (event_t)(id % 8));
  wait_flag(PIPE_MTE2, PIPE_V, id % 8);
  pipe_barrier(p);
}

// A library template that names a cube builtin, and forms this core lacks,
// parses when it is never instantiated.
template <class T> [aicore] void cube_side(__cbuf__ T *l1, __ubuf__ T *ub) {
  copy_ubuf_to_cbuf(l1, ub, 0, 1, 1, 0, 0);
  vector_f8e4m3 f8;
  vector_f32 f;
  vcvt(f8, f, pset_b32(PAT_ALL), ROUND_R, RS_ENABLE, PART_P0);
}
#else
// vbr of an integer literal into f16 and bf16 lanes is the splat of the
// lanes' type, not ambiguous with the half <-> bf16 splats (TColSum,
// TRowProd and TRowReduceIdx write vbr(v, 0)).
[aicore] void splat_zero(__ubuf__ half *h, __ubuf__ bfloat16_t *b) {
  vector_f16 vh;
  vector_bf16 vb;
  vbr(vh, 0);
  vbr(vb, 0);
  vbr(vb, (half)1.5);
  vbr(vh, (bfloat16_t)2.5f);
  vsts(vh, h, 0, NORM_B16, pset_b16(PAT_ALL));
  vsts(vb, b, 0, NORM_B16, pset_b16(PAT_ALL));
}
// Where such a call is compiled, it is an error at the call.
[aicore] void cube(__cbuf__ float *l1, __ubuf__ float *ub) {
  copy_ubuf_to_cbuf(l1, ub, 0, 1, 1, 0, 0); // compiled-error {{copy_ubuf_to_cbuf: a cube/L1/fixpipe builtin, not supported on the PTO vector core}}
}
// A5 has no f16 -> e4m3 conversion (f32 -> e4m3 is one, P0..P3).
[aicore] void fp8(__ubuf__ uint8_t *ub) {
  vector_f8e4m3 f8;
  vector_f16 h = {};
  vector_f32 f = {};
  vcvt(f8, f, pset_b32(PAT_ALL), ROUND_R, RS_ENABLE, PART_P0);
  vcvt(f8, h, pset_b16(PAT_ALL), ROUND_R, RS_ENABLE, PART_EVEN); // compiled-error {{vcvt: no form of this builtin takes these operand types on the PTO vector core}}
  vcvt(f8, f, pset_b32(PAT_ALL), ROUND_R, RS_ENABLE, PART_EVEN); // compiled-error {{vcvt: no form of this builtin takes these operand types on the PTO vector core}}
  vsts((vector_u8)f8, ub, 0, NORM_B8, pset_b8(PAT_ALL));
}
// vcvt, vor, vbr and vmod accept any operands at first (library templates
// name forms this ISA lacks): a token of another family is an error where
// the call is compiled.
[aicore] void conversion_token(vector_f32 &d, vector_s32 s, vector_bool m) {
  vcvt(d, s, m, ROUND_R, PAT_ALL); // compiled-error {{vcvt: no form of this builtin takes these operand types}}
}
// A launch of a function that is not __simt_vf__ (docs/simt.md); without -g
// the backend's error is at the enclosing function.
[aicore] void simt() { // compiled-error {{cce::async_invoke starts a __simt_vf__ function; 'simt()' is none}}
  cce::async_invoke<&simt>(cce::dim3{});
}
#endif
