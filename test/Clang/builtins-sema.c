// Misuse of the PTO builtins is an error at the call, with its location:
// tokens and ranges of immediates (from the instruction records), constants,
// vector, mask, element and pointer types (from the prototypes).
// RUN: clang --target=pto -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: clang --target=pto -x c++ -fsyntax-only -ferror-limit=0 -Xclang -verify=expected,cxx %s

void tokens(vector_f32 a, vector_f32 b, vector_bool m, int x) {
  (void)__builtin_pto_vcmp_v64f32(a, b, m, __PTO_CMP_LT);
  (void)__builtin_pto_vcmp_v64f32(a, b, m, 9); // expected-error {{argument 4 of '__builtin_pto_vcmp_v64f32' is 9, which is not a valid compare mode; expected one of: eq (0), ne (1), lt (2), le (3), gt (4), ge (5)}}
  (void)__builtin_pto_vcmp_v64f32(a, b, m, x); // expected-error {{argument to '__builtin_pto_vcmp_v64f32' must be a constant integer}}
  (void)__builtin_pto_pset_b32(-1); // expected-error {{argument 1 of '__builtin_pto_pset_b32' is -1, which is not a valid predicate pattern}}
}

// Token sets have holes: load distributions 4 and 5 do not exist.
vector_f32 holes(__ubuf__ const float *p) {
  vector_f32 v = __builtin_pto_vlds_v64f32(p, 0, __PTO_LOADDIST_BRC_B32);
  return v + __builtin_pto_vlds_v64f32(p, 0, 4); // expected-error {{argument 3 of '__builtin_pto_vlds_v64f32' is 4, which is not a valid vector load distribution}}
}

void sync(void) {
  __builtin_pto_set_flag(__PTO_SETFLAGPIPE_PIPE_MTE2, __PTO_SETFLAGPIPE_PIPE_V, __PTO_EVENT_EVENT_ID7);
  __builtin_pto_set_flag(__PTO_SETFLAGPIPE_PIPE_MTE2, __PTO_SETFLAGPIPE_PIPE_V, 8); // expected-error {{argument 3 of '__builtin_pto_set_flag' is 8, which is not a valid event id; expected one of: EVENT_ID0 (0)}}
  __builtin_pto_wait_flag(7, __PTO_SETFLAGPIPE_PIPE_V, 0); // expected-error {{argument 1 of '__builtin_pto_wait_flag' is 7, which is not a valid set_flag/wait_flag pipe}}
  __builtin_pto_pipe_barrier(0); // expected-error {{argument 1 of '__builtin_pto_pipe_barrier' is 0, which is not a valid pipe_barrier pipe}}
}

// Ranged immediates: the DMA's 3-bit stream id.
void dma(__gm__ const float *g, __ubuf__ float *u, long n) {
  __builtin_pto_copy_ubuf_to_ubuf(u, u, 7, 1, n, 0, 0);
  __builtin_pto_copy_ubuf_to_ubuf(u, u, 8, 1, n, 0, 0); // expected-error {{argument value 8 is outside the valid range [0, 7]}}
  __builtin_pto_copy_gm_to_ubuf(g, u, 0, 1, n, 0, 0, 4, 0, n, n); // expected-error {{argument value 4 is outside the valid range [0, 3]}}
}

// Vector, mask and element types do not convert into each other.
void types(vector_f32 f, vector_s32 i, vector_bool m, vector_u8 bytes,
           vector_align al, vector_address va, __ubuf__ float *u) {
  (void)__builtin_pto_vadd_v64f32(f, i, m); // expected-error {{vector_s32}}
  (void)__builtin_pto_vadd_v64f32(f, f, bytes); // expected-error {{vector_u8}}
  (void)__builtin_pto_vadds_v64f32(f, 2.5f, m);
  (void)__builtin_pto_vadd_v64i32(i, i, m);
  (void)__builtin_pto_vadd_v64i32(i, f, m); // expected-error {{vector_f32}}
  (void)__builtin_pto_valda(u, va);
  (void)__builtin_pto_valda(u, al); // expected-error {{vector_align}}
  (void)__builtin_pto_vsta(va, u, 0); // expected-error {{vector_address}}
}

// UB and GM pointers are distinct address spaces.
void spaces(__gm__ float *g, __ubuf__ float *u, float *generic,
            vector_f32 v, vector_bool m) {
  __builtin_pto_vsts_v64f32(v, u, 0, __PTO_STOREDIST_NORM_B32, m);
  __builtin_pto_vsts_v64f32(v, g, 0, __PTO_STOREDIST_NORM_B32, m); // expected-error-re {{{{address space|cannot initialize|no matching}}}}
  __builtin_pto_vsts_v64f32(v, generic, 0, __PTO_STOREDIST_NORM_B32, m); // expected-error-re {{{{address space|cannot initialize|no matching}}}}
  __builtin_pto_copy_ubuf_to_gm(u, u, 0, 1, 64, 0, 64, 64); // expected-error-re {{{{address space|cannot initialize|no matching}}}}
}

#ifdef __cplusplus
// In templates the immediate is checked when the template is instantiated.
template <int Mode>
vector_bool compare(vector_f32 a, vector_f32 b, vector_bool m) {
  return __builtin_pto_vcmp_v64f32(a, b, m, Mode); // cxx-error {{argument 4 of '__builtin_pto_vcmp_v64f32' is 6, which is not a valid compare mode}}
}
template vector_bool compare<__PTO_CMP_GE>(vector_f32, vector_f32, vector_bool);
template vector_bool compare<6>(vector_f32, vector_f32, vector_bool); // cxx-note {{in instantiation of function template specialization}}
#endif

// Pipe rules of the profile (PTOSyncRule records): never one pipe to
// itself; on a5 no pipe_barrier PIPE_V. Flags from PIPE_S exist on both.
// RUN: clang --target=pto -mcpu=a2a3 -DA2A3 -fsyntax-only -ferror-limit=0 -Xclang -verify=expected,a2a3 %s
void pipe_rules(void) {
  __builtin_pto_set_flag(__PTO_SETFLAGPIPE_PIPE_V, __PTO_SETFLAGPIPE_PIPE_V, 0); // expected-error {{'__builtin_pto_set_flag': source and destination pipes must differ}}
  __builtin_pto_wait_flag(__PTO_SETFLAGPIPE_PIPE_MTE3, __PTO_SETFLAGPIPE_PIPE_MTE3, 1); // expected-error {{'__builtin_pto_wait_flag': source and destination pipes must differ}}
  __builtin_pto_set_flag(__PTO_SETFLAGPIPE_PIPE_S, __PTO_SETFLAGPIPE_PIPE_V, 0);
#ifndef A2A3
  __builtin_pto_pipe_barrier(__PTO_BARRIERPIPE_PIPE_V); // expected-error {{'__builtin_pto_pipe_barrier': pipe_barrier PIPE_V is not supported on a5; order vector memory accesses with mem_bar}}
#else
  __builtin_pto_pipe_barrier(__PTO_BARRIERPIPE_PIPE_V);
#endif
  __builtin_pto_pipe_barrier(__PTO_BARRIERPIPE_PIPE_MTE2);
}


// The type-coded conversions check the pair of element types they name.
vector_s8 typed_pairs(vector_f32 f) {
  vector_s8 a = __builtin_pto_vcvt_typed_v256i8_v64f32(
      __PTO_ELEMTYPE_E4M3, __PTO_ELEMTYPE_F32, f, __PTO_ROUND_ROUND_R,
      __PTO_SAT_RS_ENABLE, __PTO_CVTQUARTER_PART_P1);
  vector_s8 b = __builtin_pto_vcvt_typed_v256i8_v64f32( // expected-error {{'__builtin_pto_vcvt_typed_v256i8_v64f32' has no conversion from f32 to u8; from f32 it converts to e4m3, e5m2, hif8}}
      __PTO_ELEMTYPE_U8, __PTO_ELEMTYPE_F32, f, __PTO_ROUND_ROUND_R,
      __PTO_SAT_RS_ENABLE, __PTO_CVTQUARTER_PART_P0);
  vector_s8 c = __builtin_pto_vcvt_typed_v256i8_v64f32( // expected-error {{'__builtin_pto_vcvt_typed_v256i8_v64f32' has no conversion from f16 to e4m3; its sources are f32}}
      __PTO_ELEMTYPE_E4M3, __PTO_ELEMTYPE_F16, f, __PTO_ROUND_ROUND_R,
      __PTO_SAT_RS_ENABLE, __PTO_CVTQUARTER_PART_P0);
  vector_s8 d = __builtin_pto_vcvt_typed_v256i8_v64f32(
      __PTO_ELEMTYPE_E4M3, __PTO_ELEMTYPE_F32, f, __PTO_ROUND_ROUND_R,
      __PTO_SAT_RS_ENABLE, 4); // expected-error {{argument 6 of '__builtin_pto_vcvt_typed_v256i8_v64f32' is 4, which is not a valid conversion quarter; expected one of: PART_P0 (0), PART_P1 (1), PART_P2 (2), PART_P3 (3)}}
  return a + b + c + d;
}
