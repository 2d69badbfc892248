/*===---- pto/__cce_ops.h - vendor A5 API: the operations by hand ----------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * Included by <pto/cce.h>. The operations whose vendor form is more than a
 * renaming of one builtin: element offsets of loads and stores, post-update
 * through references, results written through several references, packed
 * DMA and loop-register operands, and the declared-only names of other
 * cores. docs/cce-api.md describes each mapping.
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __PTO_CCE_H_INSIDE
#error "include <pto/cce.h> instead"
#endif

/* False, but only once instantiated: the unsupported names below. */
template <class...> inline constexpr bool __pto_unsupported_v = false;

/* __PTO_FOR_VECTORS and __PTO_FOR_BITS, the vendor vector types with their
   builtins, come from __cce_generated.h. */

/* The bits of a register operand given as a vector or as a class that holds
   exactly one (the library's RegTensor<T>). */
#define __PTO_BITS(__B, __x) __builtin_bit_cast(__B, __x)
/* Offsets of the vendor API count elements of the pointer's type. */
#define __PTO_BYTES(__P, __n) ((long)(__n) * (long)sizeof(__P))
#define __PTO_LOAD_DIST(_D) int _Dist = __pto_tv<__pto_kind_LoadDist, _D>::value
#define __PTO_LOAD_DIST2(_D)                                                   \
  int _Dist = __pto_tv<__pto_kind_LoadDistX2, _D>::value
#define __PTO_STORE_DIST(_D)                                                   \
  int _Dist = __pto_tv<__pto_kind_StoreDist, _D>::value
#define __PTO_STORE_DIST2(_D)                                                  \
  int _Dist = __pto_tv<__pto_kind_StoreDistX2, _D>::value

/*---- 6.1 Loads and stores ----------------------------------------------------*/
#define __PTO_LOADS_STORES(V, E, S, B)                                         \
  template <class _P, class _I, class _D, __PTO_LOAD_DIST(_D)>                 \
  __PTO_API void vlds(V &__dst, __ubuf__ _P *__base, _I __off, _D) {           \
    __dst = (V)__builtin_pto_vlds_##S(__base, __PTO_BYTES(_P, __off), _Dist);  \
  }                                                                            \
  template <class _P, class _I, class _D, __PTO_LOAD_DIST(_D)>                 \
  __PTO_API void vlds(V &__dst, __ubuf__ _P *&__base, _I __stride, _D,         \
                      __pto_tok_POST_UPDATE) {                                 \
    __dst = (V)__builtin_pto_vlds_##S(__base, 0, _Dist);                       \
    __base += __stride;                                                        \
  }                                                                            \
  template <class _P, class _I, class _D, __PTO_LOAD_DIST2(_D)>                \
  __PTO_API void vlds(V &__even, V &__odd, __ubuf__ _P *__base, _I __off,      \
                      _D) {                                                    \
    B __second;                                                                \
    __even = (V)__builtin_pto_vldsx2_##S(__base, __PTO_BYTES(_P, __off),       \
                                         _Dist, &__second);                    \
    __odd = (V)__second;                                                       \
  }                                                                            \
  template <class _P, class _I, class _D, __PTO_STORE_DIST(_D)>                \
  __PTO_API void vsts(V __src, __ubuf__ _P *__base, _I __off, _D,              \
                      vector_bool __mask) {                                    \
    __builtin_pto_vsts_##S((B)__src, __base, __PTO_BYTES(_P, __off), _Dist,    \
                           __mask);                                            \
  }                                                                            \
  template <class _P, class _I, class _D, __PTO_STORE_DIST(_D)>                \
  __PTO_API void vsts(V __src, __ubuf__ _P *&__base, _I __stride, _D,          \
                      vector_bool __mask, __pto_tok_POST_UPDATE) {             \
    __builtin_pto_vsts_##S((B)__src, __base, 0, _Dist, __mask);                \
    __base += __stride;                                                        \
  }                                                                            \
  template <class _P, class _I, class _D, __PTO_STORE_DIST2(_D)>               \
  __PTO_API void vsts(V __lo, V __hi, __ubuf__ _P *__base, _I __off, _D,       \
                      vector_bool __mask) {                                    \
    __builtin_pto_vstsx2_##S((B)__lo, (B)__hi, __base,                         \
                             __PTO_BYTES(_P, __off), _Dist, __mask);           \
  }                                                                            \
  template <class _P>                                                          \
  __PTO_API void vldus(V &__dst, vector_align &__align, __ubuf__ _P *__p) {    \
    vector_align __next_align;                                                 \
    __ubuf__ void *__next;                                                     \
    __dst = (V)__builtin_pto_vldus_##S(__align, __p, &__next_align, &__next);  \
    __align = __next_align;                                                    \
  }                                                                            \
  template <class _P>                                                          \
  __PTO_API void vstus(vector_align &__align, uint32_t __n, V __src,           \
                       __ubuf__ _P *__p) {                                     \
    long __next;                                                               \
    __align = __builtin_pto_vstus_##S(__align, 0, (B)__src, __p,               \
                                      __PTO_BYTES(_P, __n), &__next);          \
  }                                                                            \
  template <class _P>                                                          \
  __PTO_API void vstus(vector_align &__align, uint32_t __n, V __src,           \
                       __ubuf__ _P *&__p, __pto_tok_POST_UPDATE) {             \
    __ubuf__ void *__next;                                                     \
    __align = __builtin_pto_vstus_mode_##S(                                    \
        __align, __PTO_BYTES(_P, __n), (B)__src, __p,                          \
        __PTO_POSTUPDATE_POST_UPDATE, &__next);                                \
    __p = (__ubuf__ _P *)__next;                                               \
  }                                                                            \
  template <class _P>                                                          \
  __PTO_API void vstur(vector_align &__align, V __src, __ubuf__ _P *__p,       \
                       __pto_tok_POST_UPDATE) {                                \
    __align = __builtin_pto_vstur_mode_##S(__align, (B)__src, __p,             \
                                           __PTO_POSTUPDATE_POST_UPDATE);      \
  }                                                                            \
  template <class _P>                                                          \
  __PTO_API void vsstb(V __src, __ubuf__ _P *&__p, uint32_t __config,          \
                       vector_bool __mask, __pto_tok_POST_UPDATE) {            \
    __builtin_pto_vsstb_##S((B)__src, __p, __config & 0xFFFF0000u, __mask);    \
    __p = (__ubuf__ _P *)((__ubuf__ char *)__p + (__config & 0xFFFFu) * 32u);  \
  }
__PTO_FOR_VECTORS(__PTO_LOADS_STORES)
#undef __PTO_LOADS_STORES

template <class _P>
__PTO_API void vldas(vector_align &__align, __ubuf__ _P *__p) {
  __align = __builtin_pto_vldas(__p);
}
template <class _P, class _I>
__PTO_API void vstas(vector_align &__align, __ubuf__ _P *__p, _I __off) {
  __builtin_pto_vstas(__align, __p, __PTO_BYTES(_P, __off));
}
template <class _P, class _I>
__PTO_API void vstas(vector_align &__align, __ubuf__ _P *&__p, _I __off,
                     __pto_tok_POST_UPDATE) {
  __builtin_pto_vstas(__align, __p, __PTO_BYTES(_P, __off));
  __p += __off;
}
template <class _P>
__PTO_API void vstar(vector_align &__align, __ubuf__ _P *__p) {
  __builtin_pto_vstar(__align, __p);
}

/* Gathers: the vendor form takes a mask (the ISA's vgather2_bc). */
/* The bytes of one element of a register operand (a vector, or a class that
   converts to a reference to one), for dispatch on the index type. */
char (&__pto_lane_tag(vector_s8 &))[1];
char (&__pto_lane_tag(vector_u8 &))[1];
char (&__pto_lane_tag(vector_s16 &))[2];
char (&__pto_lane_tag(vector_u16 &))[2];
char (&__pto_lane_tag(vector_f16 &))[2];
char (&__pto_lane_tag(vector_bf16 &))[2];
char (&__pto_lane_tag(vector_s32 &))[4];
char (&__pto_lane_tag(vector_u32 &))[4];
char (&__pto_lane_tag(vector_f32 &))[4];
char (&__pto_lane_tag(vector_s64 &))[8];
char (&__pto_lane_tag(vector_u64 &))[8];
#define __PTO_LANE_BYTES(_X) sizeof(__pto_lane_tag(__pto_declval<_X &>()))

/* vgather2 of 8-bit data with 16-bit indices (a byte table gathered into
   the low byte of 16-bit lanes, as the library's TGather_b8 stores with
   PK_B16): the 16-bit word holding each byte is gathered, and its low or
   high byte kept. */
template <class _P, class _Idx>
__PTO_API vector_s16 __pto_gather_bytes(__ubuf__ _P *__base, _Idx __idx,
                                        vector_bool __mask) {
  vector_bool __all = __builtin_pto_pset_b8(__PTO_PATTERN_PAT_ALL);
  short __odd_base = (short)((unsigned long)__base & 1);
  vector_s16 __off = __builtin_pto_vadds_v128i16(
      __PTO_BITS(vector_s16, __idx), __odd_base, __all);
  vector_s16 __word = __builtin_pto_vgather2_bc_v128i16(
      (__ubuf__ char *)__base - __odd_base,
      (vector_s16)__builtin_pto_vshrs_u_v128i16((vector_u16)__off, 1, __all),
      __mask);
  vector_bool __high = __builtin_pto_vcmps_v128i16(
      __builtin_pto_vands_v128i16(__off, 1, __all), 0, __all, __PTO_CMP_NE);
  return __builtin_pto_vsel_v128i16(
      (vector_s16)__builtin_pto_vshrs_u_v128i16((vector_u16)__word, 8, __all),
      __builtin_pto_vands_v128i16(__word, 0xFF, __all), __high);
}

/* The bytes of what a base pointer points to (0 for void). A class, not a
   variable template, whose specialisations would be definitions in every
   translation unit. */
template <class _P> struct __pto_pointee {
  static constexpr unsigned __bytes = sizeof(_P);
};
template <> struct __pto_pointee<void> {
  static constexpr unsigned __bytes = 0;
};
template <> struct __pto_pointee<const void> {
  static constexpr unsigned __bytes = 0;
};

/* With 16-bit indices, a byte table gathers bytes: into 8-bit lanes, or
   zero-extended into 16-bit lanes when the base points to bytes (the
   library's TMov ND->ZN and TTrans of 8-bit tiles then store them with
   PK_B16). */
#define __PTO_GATHER(V, E, S, B)                                               \
  template <class _P, class _Idx>                                              \
  __PTO_API void vgather2(V &__dst, __ubuf__ _P *__base, _Idx __idx,           \
                          vector_bool __mask) {                                \
    if constexpr ((sizeof(E) == 1 ||                                           \
                   (sizeof(E) == 2 && __pto_pointee<_P>::__bytes == 1)) &&     \
                  __PTO_LANE_BYTES(_Idx) == 2)                                 \
      __dst = (V)__pto_gather_bytes(__base, __idx, __mask);                    \
    else                                                                       \
      __dst = (V)__builtin_pto_vgather2_bc_##S(__base, __PTO_BITS(B, __idx),   \
                                               __mask);                        \
  }                                                                            \
  template <class _P, class _Idx>                                              \
  __PTO_API void vgather2_bc(V &__dst, __ubuf__ _P *__base, _Idx __idx,        \
                             vector_bool __mask) {                             \
    __dst = (V)__builtin_pto_vgather2_bc_##S(__base, __PTO_BITS(B, __idx),     \
                                             __mask);                          \
  }                                                                            \
  template <class _P, class _Idx>                                              \
  __PTO_API void vscatter(V __src, __ubuf__ _P *__base, _Idx __idx,            \
                          uint32_t __active_lanes) {                           \
    __builtin_pto_vscatter_##S((B)__src, __base, __PTO_BITS(B, __idx),         \
                               __active_lanes);                                \
  }
__PTO_FOR_BITS(__PTO_GATHER)
#undef __PTO_GATHER
/* Block gather: the eight 32-byte blocks of dst come from base plus the
   byte offsets in the first eight 32-bit lanes of offs. */
#define __PTO_BLOCK_GATHER(V, E, S, B)                                         \
  template <class _P, class _Off>                                              \
  __PTO_API void vgatherb(V &__dst, __ubuf__ _P *__base, _Off __offs,          \
                          vector_bool __mask) {                                \
    __dst = __pto_merge(                                                       \
        (V)__builtin_pto_vgatherb_##S(__base, __PTO_BITS(B, __offs), 8),       \
        (V)(B)0, __mask);                                                      \
  }
__PTO_TYPES_vgatherb(__PTO_BLOCK_GATHER)
#undef __PTO_BLOCK_GATHER

/* Registers of 8-bit and 4-bit floats move as bytes: loads, stores,
   gathers, selects and bitwise operations (the library gathers, copies and
   combines such registers); no arithmetic. vcvt converts them. */
#define __PTO_BYTE_MOVES(V)                                                    \
  template <class... _A> __PTO_API void vlds(V &__dst, _A &&...__a) {          \
    vector_u8 __b;                                                             \
    vlds(__b, static_cast<_A &&>(__a)...);                                     \
    __dst.__bits = __b;                                                        \
  }                                                                            \
  template <class... _A> __PTO_API void vsts(V __src, _A &&...__a) {           \
    vsts(__src.__bits, static_cast<_A &&>(__a)...);                            \
  }                                                                            \
  template <class _P, class _Idx>                                              \
  __PTO_API void vgather2(V &__dst, __ubuf__ _P *__base, _Idx __idx,           \
                          vector_bool __mask) {                                \
    vgather2(__dst.__bits, (__ubuf__ uint8_t *)__base, __idx, __mask);         \
  }
/* Selects and bitwise operations on the bytes (the tile library ORs the
   parts of 4:1 conversions together, TQuant), after the vector_u8 forms
   they call (vor is defined with the conversions, below). */
#define __PTO_BYTE_LOGIC(V)                                                    \
  __PTO_BYTE_BITWISE(V, vor)                                                   \
  __PTO_BYTE_BITWISE(V, vand)                                                  \
  __PTO_BYTE_BITWISE(V, vxor)                                                  \
  template <class... _A>                                                       \
  __PTO_API void vsel(V &__dst, V __a, V __b, _A &&...__a2) {                  \
    vsel(__dst.__bits, __a.__bits, __b.__bits, static_cast<_A &&>(__a2)...);   \
  }                                                                            \
  template <class _Idx> __PTO_API void vselr(V &__dst, V __src, _Idx __idx) {  \
    vselr(__dst.__bits, __src.__bits, __idx);                                  \
  }
#define __PTO_BYTE_BITWISE(V, OP)                                              \
  template <class... _A>                                                       \
  __PTO_API void OP(V &__dst, V __a, V __b, _A &&...__r) {                     \
    OP(__dst.__bits, __a.__bits, __b.__bits, static_cast<_A &&>(__r)...);      \
  }
__PTO_BYTE_MOVES(vector_f8e4m3)
__PTO_BYTE_MOVES(vector_f8e5m2)
__PTO_BYTE_MOVES(vector_f8e8m0)
__PTO_BYTE_MOVES(vector_hif8)
__PTO_BYTE_MOVES(vector_f4e2m1x2)
__PTO_BYTE_MOVES(vector_f4e1m2x2)
#undef __PTO_BYTE_MOVES

/* vscatter with a mask, on the ISA's vscatter of the first N lanes: the
   active lanes of the data and of the indices are packed to the front in
   order (vsqz), and the lanes after them repeat the first lane's write
   (the same value to the same address; on A5 the lowest lane wins where
   indices alias, spec vector-load-store.md). With no active lane, the first
   lane writes back what base[0] holds. vsqz also sets what a following
   vstur stores (SQZN), so do not put a masked vscatter between a vsqz and
   its vstur. 8-bit data scatters by 16-bit indices: the data is in the low
   byte of each 16-bit lane (loaded with UNPK_B8, as TScatter and TTrans
   load it), the mask is a b16 one, and vscatter.b8 stores those bytes. */
#define __PTO_MASKED_SCATTER(V, E, S, B, SCATTER)                              \
  template <class _P, class _Idx, class _M,                                    \
            class = typename __pto_enable_if<__is_same(_M, vector_bool)>::type> \
  __PTO_API void vscatter(V __src, __ubuf__ _P *__base, _Idx __idx,            \
                          _M __mask) {                                         \
    vector_bool __all = __builtin_pto_pset_b8(__PTO_PATTERN_PAT_ALL);          \
    B __zero = (B)0, __values = (B)__src, __indices = __PTO_BITS(B, __idx);    \
    B __packed = __builtin_pto_vsqz_##S(__values, __mask);                     \
    B __packed_idx = __builtin_pto_vsqz_##S(__indices, __mask);                \
    B __front_flags = __builtin_pto_vsqz_##S(                                  \
        __builtin_pto_vsel_##S(__builtin_pto_vbr_##S(1), __zero, __mask),      \
        __mask);                                                               \
    vector_bool __front =                                                      \
        __builtin_pto_vcmps_##S(__front_flags, 0, __all, __PTO_CMP_NE);        \
    vector_bool __any = __builtin_pto_vcmps_##S(                               \
        __builtin_pto_vdupv_##S(__front_flags, __all,                          \
                                __PTO_POSITION_LOWEST),                        \
        0, __all, __PTO_CMP_NE);                                               \
    B __first = __builtin_pto_vsel_##S(                                        \
        __builtin_pto_vdupv_##S(__packed, __all, __PTO_POSITION_LOWEST),       \
        __builtin_pto_vgather2_bc_##S(__base, __zero, __all), __any);          \
    B __first_idx =                                                            \
        __builtin_pto_vdupv_##S(__packed_idx, __all, __PTO_POSITION_LOWEST);   \
    SCATTER(__builtin_pto_vsel_##S(__packed, __first, __front), __base,        \
            __builtin_pto_vsel_##S(__packed_idx, __first_idx, __front),        \
            256 / sizeof(E));                                                  \
  }
#define __PTO_MASKED_SCATTER_16_32(V, E, S, B)                                 \
  __PTO_MASKED_SCATTER_IF_##S(V, E, S, B)
#define __PTO_MASKED_SCATTER_IF_v256i8(V, E, S, B)                             \
  __PTO_MASKED_SCATTER(V, int16_t, v128i16, vector_s16,                        \
                       __builtin_pto_vscatter_b8)
#define __PTO_MASKED_SCATTER_IF_v128i16(V, E, S, B)                            \
  __PTO_MASKED_SCATTER(V, E, S, B, __builtin_pto_vscatter_##S)
#define __PTO_MASKED_SCATTER_IF_v64i32(V, E, S, B)                             \
  __PTO_MASKED_SCATTER(V, E, S, B, __builtin_pto_vscatter_##S)
__PTO_FOR_BITS(__PTO_MASKED_SCATTER_16_32)
#undef __PTO_MASKED_SCATTER_IF_v256i8
#undef __PTO_MASKED_SCATTER_IF_v128i16
#undef __PTO_MASKED_SCATTER_IF_v64i32
#undef __PTO_MASKED_SCATTER_16_32
#undef __PTO_MASKED_SCATTER

/* Predicate loads and stores: the offset is in bytes, whatever the pointer's
   type (existing code passes a uint32_t pointer and offsets of 8 bytes of
   mask per 64 b32 lanes, 16 per 128 b16 lanes, 32 per 256 b8 lanes: TSel,
   TSels; docs/cce-api.md). */
template <class _P, class _I>
__PTO_API void plds(vector_bool &__dst, __ubuf__ _P *__base, _I __off,
                    __pto_tok_NORM) {
  __dst = __builtin_pto_plds(__base, (long)(__off),
                             __PTO_PREDLOADDIST_NORM);
}
template <class _P, class _I>
__PTO_API void plds(vector_bool &__dst, __ubuf__ _P *__base, _I __off,
                    __pto_tok_US) {
  __dst = __builtin_pto_plds(__base, (long)(__off),
                             __PTO_PREDLOADDIST_US);
}
template <class _P, class _I, ::Dist _D>
__PTO_API void plds(vector_bool &__dst, __ubuf__ _P *__base, _I __off,
                    __pto_enum_token<::Dist, _D>) {
  __dst = __builtin_pto_plds(__base, (long)(__off), (int)_D);
}
template <class _P, class _I, class _D, ::Dist _V = _D::value>
__PTO_API void plds(vector_bool &__dst, __ubuf__ _P *__base, _I __off, _D) {
  __dst = __builtin_pto_plds(__base, (long)(__off), (int)_V);
}
template <class _P, class _I>
__PTO_API void psts(vector_bool __src, __ubuf__ _P *__base, _I __off,
                    __pto_tok_NORM) {
  __builtin_pto_psts(__src, __base, (long)(__off),
                     __PTO_PREDSTOREDIST_NORM);
}
template <class _P, class _I>
__PTO_API void psts(vector_bool __src, __ubuf__ _P *__base, _I __off,
                    __pto_tok_PK) {
  __builtin_pto_psts(__src, __base, (long)(__off),
                     __PTO_PREDSTOREDIST_PK);
}

/*---- 6.2 Predicates ------------------------------------------------------------*/
#define __PTO_PREDICATES(N)                                                    \
  __PTO_API vector_bool plt_b##N(uint32_t &__count, __pto_tok_POST_UPDATE) {   \
    long __rest;                                                               \
    vector_bool __m = __builtin_pto_plt_b##N(__count, &__rest);                \
    __count = (uint32_t)__rest;                                                \
    return __m;                                                                \
  }                                                                            \
  __PTO_API vector_bool plt_b##N(uint32_t __count) {                           \
    long __rest;                                                               \
    return __builtin_pto_plt_b##N(__count, &__rest);                           \
  }                                                                            \
  template <class _Pat,                                                        \
            int _V = __pto_token_value<__pto_kind_Pattern, _Pat>::value>       \
  __PTO_API vector_bool pset_b##N(_Pat) {                                      \
    return __builtin_pto_pset_b##N(_V);                                        \
  }                                                                            \
  template <class _Pat,                                                        \
            int _V = __pto_token_value<__pto_kind_Pattern, _Pat>::value>       \
  __PTO_API vector_bool pge_b##N(_Pat) {                                       \
    return __builtin_pto_pge_b##N(_V);                                         \
  }                                                                            \
  __PTO_API void pintlv_b##N(vector_bool &__d0, vector_bool &__d1,             \
                             vector_bool __s0, vector_bool __s1) {             \
    __d0 = __builtin_pto_pintlv_b##N(__s0, __s1, &__d1);                       \
  }                                                                            \
  __PTO_API void pdintlv_b##N(vector_bool &__d0, vector_bool &__d1,            \
                              vector_bool __s0, vector_bool __s1) {            \
    __d0 = __builtin_pto_pdintlv_b##N(__s0, __s1, &__d1);                      \
  }
__PTO_PREDICATES(8)
__PTO_PREDICATES(16)
__PTO_PREDICATES(32)
#undef __PTO_PREDICATES

__PTO_API void pand(vector_bool &__dst, vector_bool __a, vector_bool __b,
                    vector_bool __g) {
  __dst = __builtin_pto_pand(__a, __b, __g);
}
__PTO_API void por(vector_bool &__dst, vector_bool __a, vector_bool __b,
                   vector_bool __g) {
  __dst = __builtin_pto_por(__a, __b, __g);
}
__PTO_API void pxor(vector_bool &__dst, vector_bool __a, vector_bool __b,
                    vector_bool __g) {
  __dst = __builtin_pto_pxor(__a, __b, __g);
}
__PTO_API void pnot(vector_bool &__dst, vector_bool __src, vector_bool __g) {
  __dst = __builtin_pto_pnot(__src, __g);
}
__PTO_API void psel(vector_bool &__dst, vector_bool __a, vector_bool __b,
                    vector_bool __sel) {
  __dst = __builtin_pto_psel(__a, __b, __sel);
}
template <class _H, int _V = __pto_token_value<__pto_kind_Part, _H>::value>
__PTO_API void ppack(vector_bool &__dst, vector_bool __src, _H) {
  __dst = __builtin_pto_ppack(__src, _V);
}
template <class _H, int _V = __pto_token_value<__pto_kind_Part, _H>::value>
__PTO_API void punpack(vector_bool &__dst, vector_bool __src, _H) {
  __dst = __builtin_pto_punpack(__src, _V);
}

/*---- 6.3 Broadcast and index generation --------------------------------------*/
#define __PTO_INDEX(V, E, S, B)                                                \
  template <class _O, int _V = __pto_token_value<__pto_kind_Order, _O>::value> \
  __PTO_API void vci(V &__dst, E __start, _O) {                                \
    __dst = (V)__builtin_pto_vci_##S(__start, _V);                             \
  }                                                                            \
  __PTO_API void vci(V &__dst, E __start) {                                    \
    __dst = (V)__builtin_pto_vci_##S(__start, __PTO_ORDER_ASC);                \
  }
__PTO_TYPES_vci(__PTO_INDEX)
#undef __PTO_INDEX

/* vdup of lane 0 (or the highest lane) of a vector. */
#define __PTO_DUP_LANE(V, E, S, B)                                             \
  template <class _Pos,                                                        \
            int _V = __pto_token_value<__pto_kind_Position, _Pos>::value>      \
  __PTO_API void vdup(V &__dst, V __src, vector_bool __mask, _Pos) {           \
    __dst = (V)__builtin_pto_vdupv_##S((B)__src, __mask, _V);                  \
  }                                                                            \
  template <class _Pos,                                                        \
            int _V = __pto_token_value<__pto_kind_Position, _Pos>::value>      \
  __PTO_API void vdup(V &__dst, V __src, vector_bool __mask, _Pos,             \
                      __pto_mode_zeroing_t) {                                  \
    __dst = (V)__builtin_pto_vdupv_##S((B)__src, __mask, _V);                  \
  }                                                                            \
  template <class _Pos,                                                        \
            int _V = __pto_token_value<__pto_kind_Position, _Pos>::value>      \
  __PTO_API void vdup(V &__dst, V __src, vector_bool __mask, _Pos,             \
                      __pto_mode_merging_t) {                                  \
    __dst = __pto_merge((V)__builtin_pto_vdupv_##S((B)__src, __mask, _V),      \
                        __dst, __mask);                                        \
  }                                                                            \
  __PTO_API void vmov(V &__dst, V __src, vector_bool __mask,                   \
                      __pto_mode_merging_t) {                                  \
    __dst = __pto_merge(__src, __dst, __mask);                                 \
  }                                                                            \
  __PTO_API void vmov(V &__dst, V __src, vector_bool __mask,                   \
                      __pto_mode_zeroing_t) {                                  \
    __dst = __pto_merge(__src, (V)(B)0, __mask);                               \
  }
__PTO_FOR_BITS(__PTO_DUP_LANE)
#undef __PTO_DUP_LANE

/*---- 6.4 Operations whose destination is also a source -----------------------*/
#define __PTO_ACCUMULATE(OP, V, S, B)                                          \
  __PTO_API void OP(V &__dst, V __a, V __b, vector_bool __mask) {              \
    __dst = (V)__builtin_pto_##OP##_##S((B)__dst, (B)__a, (B)__b, __mask);     \
  }                                                                            \
  __PTO_API void OP(V &__dst, V __a, V __b, vector_bool __mask,                \
                    __pto_mode_zeroing_t) {                                    \
    OP(__dst, __a, __b, __mask);                                               \
  }
#define __PTO_VMULA(V, E, S, B)                                                \
  __PTO_ACCUMULATE(vmula, V, S, B)                                             \
  __PTO_API void vmula(V &__dst, V __a, V __b, vector_bool __mask,             \
                       __pto_mode_merging_t) {                                 \
    V __r = __dst;                                                             \
    vmula(__r, __a, __b, __mask);                                              \
    __dst = __pto_merge(__r, __dst, __mask);                                   \
  }
#define __PTO_VMADD(V, E, S, B) __PTO_ACCUMULATE(vmadd, V, S, B)
__PTO_TYPES_vmula(__PTO_VMULA)
__PTO_TYPES_vmadd(__PTO_VMADD)
#undef __PTO_VMULA
#undef __PTO_VMADD
#undef __PTO_ACCUMULATE
#define __PTO_VAXPY(V, E, S, B)                                                \
  __PTO_API void vaxpy(V &__dst, V __src, E __alpha, vector_bool __mask) {     \
    __dst = (V)__builtin_pto_vaxpy_##S((B)__src, (B)__dst, __alpha, __mask);   \
  }                                                                            \
  __PTO_API void vaxpy(V &__dst, V __src, E __alpha, vector_bool __mask,       \
                       __pto_mode_zeroing_t) {                                 \
    vaxpy(__dst, __src, __alpha, __mask);                                      \
  }
__PTO_TYPES_vaxpy(__PTO_VAXPY)
#undef __PTO_VAXPY

/* Several results, written through references in the vendor's order; the
   types are those of the builtins (__PTO_TYPES_<op>). */
#define __PTO_VMULL(V, E, S, B)                                                \
  __PTO_API void vmull(V &__lo, V &__hi, V __a, V __b, vector_bool __mask) {   \
    __lo = (V)__builtin_pto_vmull_##S((B)__a, (B)__b, __mask, (B *)&__hi);     \
  }
__PTO_TYPES_vmull(__PTO_VMULL)
#undef __PTO_VMULL
#define __PTO_CARRY(OP, V, S, B)                                               \
  __PTO_API void OP(vector_bool &__carry, V &__dst, V __a, V __b,              \
                    vector_bool __g) {                                         \
    __dst = (V)__builtin_pto_##OP##_##S((B)__a, (B)__b, __g, &__carry);        \
  }
#define __PTO_CARRY_IN(OP, V, S, B)                                            \
  __PTO_API void OP(vector_bool &__carry, V &__dst, V __a, V __b,              \
                    vector_bool __carry_in, vector_bool __g) {                 \
    __dst = (V)__builtin_pto_##OP##_##S((B)__a, (B)__b, __carry_in, __g,       \
                                        &__carry);                             \
  }
#define __PTO_VADDC(V, E, S, B) __PTO_CARRY(vaddc, V, S, B)
#define __PTO_VSUBC(V, E, S, B) __PTO_CARRY(vsubc, V, S, B)
#define __PTO_VADDCS(V, E, S, B) __PTO_CARRY_IN(vaddcs, V, S, B)
#define __PTO_VSUBCS(V, E, S, B) __PTO_CARRY_IN(vsubcs, V, S, B)
__PTO_TYPES_vaddc(__PTO_VADDC)
__PTO_TYPES_vsubc(__PTO_VSUBC)
__PTO_TYPES_vaddcs(__PTO_VADDCS)
__PTO_TYPES_vsubcs(__PTO_VSUBCS)
#undef __PTO_VADDC
#undef __PTO_VSUBC
#undef __PTO_VADDCS
#undef __PTO_VSUBCS
#undef __PTO_CARRY
#undef __PTO_CARRY_IN

#define __PTO_PAIRS(V, E, S, B)                                                \
  __PTO_API void vintlv(V &__d0, V &__d1, V __s0, V __s1) {                    \
    B __second;                                                                \
    __d0 = (V)__builtin_pto_vintlv_##S((B)__s0, (B)__s1, &__second);           \
    __d1 = (V)__second;                                                        \
  }                                                                            \
  __PTO_API void vdintlv(V &__d0, V &__d1, V __s0, V __s1) {                   \
    B __second;                                                                \
    __d0 = (V)__builtin_pto_vdintlv_##S((B)__s0, (B)__s1, &__second);          \
    __d1 = (V)__second;                                                        \
  }
__PTO_FOR_BITS(__PTO_PAIRS)
#undef __PTO_PAIRS

/* vsqz packs the active lanes to the bottom; the count goes to SPR AR. */
#define __PTO_SQUEEZE(V, E, S, B)                                              \
  __PTO_API void vsqz(V &__dst, V __src, vector_bool __mask,                   \
                      __pto_mode_stored_t) {                                   \
    __dst = (V)__builtin_pto_vsqz_##S((B)__src, __mask);                       \
  }
__PTO_FOR_BITS(__PTO_SQUEEZE)
#undef __PTO_SQUEEZE

/* Reductions with a widening integer form (s16 -> s32 sums). */
#define __PTO_REDUCE_SUM(V, E, S, B)                                           \
  __PTO_API void vcadd(V &__dst, V __src, vector_bool __mask) {                \
    __dst = (V)__builtin_pto_vcadd_##S((B)__src, __mask);                      \
  }                                                                            \
  __PTO_API void vcadd(V &__dst, V __src, vector_bool __mask,                  \
                       __pto_mode_zeroing_t) {                                 \
    vcadd(__dst, __src, __mask);                                               \
  }
__PTO_TYPES_vcadd(__PTO_REDUCE_SUM)
#undef __PTO_REDUCE_SUM
/* 16-bit integers sum into the 32-bit lane 0. */
__PTO_API void vcadd(vector_s32 &__dst, vector_s16 __src, vector_bool __mask,
                     __pto_mode_zeroing_t) {
  __dst = (vector_s32)__builtin_pto_vcadd_v128i16(__src, __mask);
}
__PTO_API void vcadd(vector_u32 &__dst, vector_u16 __src, vector_bool __mask,
                     __pto_mode_zeroing_t) {
  __dst = (vector_u32)__builtin_pto_vcadd_u_v128i16(__src, __mask);
}
__PTO_API void vcadd(vector_s32 &__dst, vector_s16 __src, vector_bool __mask) {
  __dst = (vector_s32)__builtin_pto_vcadd_v128i16(__src, __mask);
}
__PTO_API void vcadd(vector_u32 &__dst, vector_u16 __src, vector_bool __mask) {
  __dst = (vector_u32)__builtin_pto_vcadd_u_v128i16(__src, __mask);
}

/* Unsigned 16-bit division, which the ISA lacks (its vdiv is signed or
   float): each half of the 32-bit lanes widened, converted to f32 (exact),
   divided, truncated back. Exact: for a < 2^24 the f32 quotient cannot round
   across an integer. Division by zero gives all ones, as the signed vdiv
   (0 / 0 gives 0). */
__PTO_API vector_s32 __pto_udiv16_half(vector_s32 __a, vector_s32 __b,
                                       vector_bool __all) {
  vector_f32 __q = __builtin_pto_vdiv_v64f32(
      __builtin_pto_vcvt_v64f32_v64i32(__a, __PTO_ROUND_ROUND_R,
                                       __PTO_SAT_RS_DISABLE),
      __builtin_pto_vcvt_v64f32_v64i32(__b, __PTO_ROUND_ROUND_R,
                                       __PTO_SAT_RS_DISABLE),
      __all);
  return __builtin_pto_vcvt_v64i32_v64f32(__q, __PTO_ROUND_ROUND_Z,
                                          __PTO_SAT_RS_ENABLE);
}
__PTO_API void __pto_vdiv(vector_u16 &__dst, vector_u16 __a, vector_u16 __b,
                          vector_bool __mask) {
  vector_bool __all = __builtin_pto_pset_b8(__PTO_PATTERN_PAT_ALL);
  vector_u32 __a32 = (vector_u32)__a, __b32 = (vector_u32)__b;
  vector_s32 __even = __pto_udiv16_half(
      (vector_s32)__builtin_pto_vands_v64i32((vector_s32)__a32, 0xFFFF, __all),
      (vector_s32)__builtin_pto_vands_v64i32((vector_s32)__b32, 0xFFFF, __all),
      __all);
  vector_s32 __odd = __pto_udiv16_half(
      (vector_s32)__builtin_pto_vshrs_u_v64i32(__a32, 16, __all),
      (vector_s32)__builtin_pto_vshrs_u_v64i32(__b32, 16, __all), __all);
  vector_s32 __joined = __builtin_pto_vor_v64i32(
      __builtin_pto_vands_v64i32(__even, 0xFFFF, __all),
      __builtin_pto_vshls_v64i32(__odd, 16, __all), __all);
  __dst = (vector_u16)__builtin_pto_vsel_v128i16(
      (vector_s16)__joined, (vector_s16)0, __mask);
}
__PTO_API void __pto_vdiv(vector_u16 &__dst, vector_u16 __a, vector_u16 __b,
                          vector_bool __mask, __pto_mode_zeroing_t) {
  __pto_vdiv(__dst, __a, __b, __mask);
}
__PTO_API void __pto_vdiv(vector_u16 &__dst, vector_u16 __a, vector_u16 __b,
                          vector_bool __mask, __pto_mode_merging_t) {
  vector_u16 __q;
  __pto_vdiv(__q, __a, __b, __mask);
  __dst = __pto_merge(__q, __dst, __mask);
}

/* Unsigned 32-bit division through the signed one: with b >= 2^31 the
   quotient is a >= b; otherwise a / 2 (below 2^31) is divided signed, and
   the last bit of a decides whether one more b fits. Division by zero gives
   all ones. */
__PTO_API void __pto_vdiv(vector_u32 &__dst, vector_u32 __a, vector_u32 __b,
                          vector_bool __mask) {
  vector_bool __all = __builtin_pto_pset_b8(__PTO_PATTERN_PAT_ALL);
  vector_s32 __one = __builtin_pto_vbr_v64i32(1), __zero = (vector_s32)0;
  vector_bool __big_divisor =
      __builtin_pto_vcmps_u_v64i32(__b, 0x80000000u, __all, __PTO_CMP_GE);
  vector_s32 __big_quotient = __builtin_pto_vsel_v64i32(
      __one, __zero, __builtin_pto_vcmp_u_v64i32(__a, __b, __all, __PTO_CMP_GE));
  vector_s32 __half = (vector_s32)__builtin_pto_vshrs_u_v64i32(__a, 1, __all);
  vector_s32 __q = __builtin_pto_vdiv_v64i32(__half, (vector_s32)__b, __all);
  vector_s32 __r = __builtin_pto_vsub_v64i32(
      __half, __builtin_pto_vmul_v64i32(__q, (vector_s32)__b, __all), __all);
  __r = __builtin_pto_vor_v64i32(
      __builtin_pto_vshls_v64i32(__r, 1, __all),
      __builtin_pto_vands_v64i32((vector_s32)__a, 1, __all), __all);
  vector_bool __fits = __builtin_pto_vcmp_u_v64i32((vector_u32)__r, __b, __all,
                                                   __PTO_CMP_GE);
  __q = __builtin_pto_vadd_v64i32(__builtin_pto_vshls_v64i32(__q, 1, __all),
                                  __builtin_pto_vsel_v64i32(__one, __zero,
                                                            __fits),
                                  __all);
  __q = __builtin_pto_vsel_v64i32(__big_quotient, __q, __big_divisor);
  __dst = (vector_u32)__builtin_pto_vsel_v64i32(__q, __zero, __mask);
}
__PTO_API void __pto_vdiv(vector_u32 &__dst, vector_u32 __a, vector_u32 __b,
                          vector_bool __mask, __pto_mode_zeroing_t) {
  __pto_vdiv(__dst, __a, __b, __mask);
}
__PTO_API void __pto_vdiv(vector_u32 &__dst, vector_u32 __a, vector_u32 __b,
                          vector_bool __mask, __pto_mode_merging_t) {
  vector_u32 __q;
  __pto_vdiv(__q, __a, __b, __mask);
  __dst = __pto_merge(__q, __dst, __mask);
}

/* Integer remainder: the truncated one a - (a / b) * b (unsigned through
   the divisions above); for signed lanes then floored, taking the sign of
   the divisor as Python's % does (a nonzero remainder whose sign differs
   from b's gets b added): the tile library's TRem and TRemS use vmod so,
   and their goldens are numpy's % (docs/cce-api.md). */
#define __PTO_MOD(V, S, B, SIGNED)                                             \
  __PTO_API void __pto_vmod(V &__dst, V __a, V __b, vector_bool __mask) {      \
    V __q;                                                                     \
    __pto_vdiv(__q, __a, __b, __mask);                                         \
    B __r = __builtin_pto_vsub_##S(                                            \
        (B)__a, __builtin_pto_vmul_##S((B)__q, (B)__b, __mask), __mask);       \
    if (SIGNED) {                                                              \
      vector_bool __wrong = __builtin_pto_pand(                                \
          __builtin_pto_vcmps_##S(__r, 0, __mask, __PTO_CMP_NE),               \
          __builtin_pto_vcmps_##S(__builtin_pto_vxor_##S(__r, (B)__b, __mask), \
                                  0, __mask, __PTO_CMP_LT),                    \
          __mask);                                                             \
      __r = __builtin_pto_vsel_##S(__builtin_pto_vadd_##S(__r, (B)__b, __mask), \
                                   __r, __wrong);                              \
    }                                                                          \
    __dst = (V)__r;                                                            \
  }                                                                            \
  __PTO_API void __pto_vmod(V &__dst, V __a, V __b, vector_bool __mask,        \
                            __pto_mode_zeroing_t) {                            \
    __pto_vmod(__dst, __a, __b, __mask);                                       \
  }
__PTO_MOD(vector_s16, v128i16, vector_s16, true)
__PTO_MOD(vector_u16, v128i16, vector_s16, false)
__PTO_MOD(vector_s32, v64i32, vector_s32, true)
__PTO_MOD(vector_u32, v64i32, vector_s32, false)
#undef __PTO_MOD
__PTO_FORWARD(vmod)

/* s16 to s8, which the A5 conversion matrix lacks (the other integer
   width changes are vcvt forms): the low byte of each 16-bit lane (with
   RS_ENABLE first saturated) to the even (PART_EVEN) or odd byte lanes,
   the others zeroed, as the vcvt forms place narrow lanes. Tokens as for
   vcvt: each optional, any order; every lane is converted. */
template <class... _T,
          class = typename __pto_enable_if<__pto_all_tokens<
              __pto_kinds<__pto_kind_Round, __pto_kind_Sat, __pto_kind_CvtPart>,
              _T...>::value>::type>
__PTO_API void __pto_vcvt(vector_s8 &__dst, vector_s16 __src, vector_bool,
                          _T...) {
  vector_bool __mask = __builtin_pto_pset_b8(__PTO_PATTERN_PAT_ALL);
  vector_s16 __w = __src;
  if (__pto_pick<__pto_kind_Sat, _T...>::value == __PTO_SAT_RS_ENABLE)
    __w = __builtin_pto_vmins_v128i16(__builtin_pto_vmaxs_v128i16(__w, -128, __mask),
                                      127, __mask);
  if (__pto_pick<__pto_kind_CvtPart, _T...>::value == __PTO_CVTPART_PART_EVEN)
    __w = (vector_s16)__builtin_pto_vshrs_u_v128i16(
        (vector_u16)__builtin_pto_vshls_v128i16(__w, 8, __mask), 8, __mask);
  else
    __w = __builtin_pto_vshls_v128i16(__w, 8, __mask);
  __dst = (vector_s8)__w;
}

/* A splat of a half into bf16 lanes and of a bfloat16_t into f16 lanes
   (TQuant's f16 path splats (T)0 into the bf16 registers it converts to):
   the value rounded to the lanes' type through float. Only a value of
   exactly the other type takes these (templates: no conversion), so that
   vbr(vector_f16, 0) stays the f16 splat of 0 and is not ambiguous. */
template <class _H, class = typename __pto_enable_if<__is_same(_H, half)>::type>
__PTO_API void __pto_vbr(vector_bf16 &__dst, _H __a0) {
  __pto_vbr(__dst, (bfloat16_t)(float)__a0);
}
template <class _B,
          class = typename __pto_enable_if<__is_same(_B, bfloat16_t)>::type>
__PTO_API void __pto_vbr(vector_f16 &__dst, _B __a0) {
  __pto_vbr(__dst, (half)(float)__a0);
}

__PTO_FORWARDED(__PTO_FORWARD)

__PTO_BYTE_LOGIC(vector_f8e4m3)
__PTO_BYTE_LOGIC(vector_f8e5m2)
__PTO_BYTE_LOGIC(vector_f8e8m0)
__PTO_BYTE_LOGIC(vector_hif8)
__PTO_BYTE_LOGIC(vector_f4e2m1x2)
__PTO_BYTE_LOGIC(vector_f4e1m2x2)
#undef __PTO_BYTE_LOGIC
#undef __PTO_BYTE_BITWISE

/* exp(a - b); for f16 sources the part selects the lanes. */
template <class _Part,
          int _V = __pto_token_value<__pto_kind_CvtPart, _Part>::value>
__PTO_API void vexpdif(vector_f32 &__dst, vector_f32 __a, vector_f32 __b,
                       vector_bool __mask, _Part) {
  __dst = __builtin_pto_vexpdif_v64f32(__a, __b, __mask);
}
template <class _Part,
          int _V = __pto_token_value<__pto_kind_CvtPart, _Part>::value>
__PTO_API void vexpdif(vector_f32 &__dst, vector_f16 __a, vector_f16 __b,
                       vector_bool __mask, _Part) {
  __dst = __builtin_pto_vexpdif_f16(__a, __b, __mask, _V);
}

/* Narrowing pack into the lower half. */
template <class _H, int _V = __pto_token_value<__pto_kind_Part, _H>::value>
__PTO_API void vpack(vector_u16 &__dst, vector_u32 __src, _H) {
  __dst = (vector_u16)__builtin_pto_vpack_v128i16_v64i32((vector_s32)__src, _V);
}
template <class _H, int _V = __pto_token_value<__pto_kind_Part, _H>::value>
__PTO_API void vpack(vector_s16 &__dst, vector_s32 __src, _H) {
  __dst = __builtin_pto_vpack_v128i16_v64i32(__src, _V);
}
template <class _H, int _V = __pto_token_value<__pto_kind_Part, _H>::value>
__PTO_API void vpack(vector_u8 &__dst, vector_u16 __src, _H) {
  __dst = (vector_u8)__builtin_pto_vpack_v256i8_v128i16((vector_s16)__src, _V);
}
template <class _H, int _V = __pto_token_value<__pto_kind_Part, _H>::value>
__PTO_API void vpack(vector_s8 &__dst, vector_s16 __src, _H) {
  __dst = __builtin_pto_vpack_v256i8_v128i16(__src, _V);
}

/* Byte histogram, one half of the 256 bins per call. */
template <int _Half>
__PTO_API void __pto_chistv2(vector_u16 &__bins, vector_u8 __src,
                             vector_bool __mask) {
  __bins = (vector_u16)__builtin_pto_chistv2((vector_s16)__bins,
                                             (vector_s8)__src, __mask, _Half);
}
__PTO_API void chistv2(vector_u16 &__bins, vector_u8 __src, vector_bool __mask,
                       __pto_tok_Bin_N0) {
  __pto_chistv2<0>(__bins, __src, __mask);
}
__PTO_API void chistv2(vector_u16 &__bins, vector_u8 __src, vector_bool __mask,
                       __pto_tok_Bin_N1) {
  __pto_chistv2<1>(__bins, __src, __mask);
}

/*---- 6.8 Special registers and sorts -------------------------------------------*/
template <class _S, ::Spr _V = _S::value>
__PTO_API void sprclr(_S) {
  static_assert(_V == SPR_AR_NUMBER, "sprclr: only SPR_AR (74) exists");
  __builtin_pto_sprclr(__PTO_SPR_AR);
}
__PTO_API void sprclr(__pto_tok_SPR_AR) { __builtin_pto_sprclr(__PTO_SPR_AR); }
template <class _P, class _I>
__PTO_API void sprsts(__pto_tok_SPR_AR, __ubuf__ _P *__p, _I __byte_offset) {
  __builtin_pto_sprsts(__PTO_SPR_AR, __p, (long)__byte_offset);
}
template <class _S, class _P, class _I, ::Spr _V = _S::value>
__PTO_API void sprsts(_S, __ubuf__ _P *__p, _I __byte_offset) {
  static_assert(_V == SPR_AR_NUMBER, "sprsts: only SPR_AR (74) exists");
  __builtin_pto_sprsts(__PTO_SPR_AR, __p, (long)__byte_offset);
}

__PTO_API void vbitsort(__ubuf__ float *__dst, __ubuf__ float *__src,
                        __ubuf__ uint32_t *__idx, uint32_t __repeat) {
  __builtin_pto_vbitsort_f32(__dst, __src, __idx, __repeat);
}
__PTO_API void vbitsort(__ubuf__ half *__dst, __ubuf__ half *__src,
                        __ubuf__ uint32_t *__idx, uint32_t __repeat) {
  __builtin_pto_vbitsort_f16(__dst, __src, __idx, __repeat);
}
#define __PTO_MRGSORT(T, S)                                                    \
  template <int _K>                                                            \
  __PTO_API void vmrgsort4(__ubuf__ T *__dst, __ubuf__ T *(&__lists)[_K],      \
                           uint64_t __counts, uint64_t __config) {             \
    static_assert(_K >= 2 && _K <= 4, "vmrgsort4 merges 2 to 4 lists");        \
    __builtin_pto_vmrgsort4_##S(__dst, __lists[0], __lists[1],                 \
                                __lists[_K > 2 ? 2 : 1],                       \
                                __lists[_K > 3 ? 3 : 1], __counts, __config);  \
  }
__PTO_MRGSORT(float, f32)
__PTO_MRGSORT(half, f16)
#undef __PTO_MRGSORT
/* The four 16-bit "consumed" counters of the last merge, lowest list first. */
__PTO_API int64_t get_vms4_sr() {
  long __c1, __c2, __c3;
  long __c0 = __builtin_pto_get_vms4_sr(&__c1, &__c2, &__c3);
  return (int64_t)((__c0 & 0xFFFF) | (__c1 & 0xFFFF) << 16 |
                   (__c2 & 0xFFFF) << 32 | (__c3 & 0xFFFF) << 48);
}

/*---- 6.9 Synchronisation -------------------------------------------------------*/
template <class _K, int _V = __pto_token_value<__pto_kind_MemBar, _K>::value>
__PTO_API void mem_bar(_K) {
  __builtin_pto_mem_bar(_V);
}
__PTO_API void set_intra_block(pipe_t __pipe, uint64_t __id) {
  __builtin_pto_set_intra_block(__pipe, __id);
}
/* The ISA calls the waiting side wait_intra_core. */
__PTO_API void wait_intra_block(pipe_t __pipe, uint64_t __id) {
  __builtin_pto_wait_intra_core(__pipe, __id);
}
/* __VEC_SCOPE__ { ... }: a vector function. Its scalar code runs as part
   of it on the hardware, after the vector pipe's earlier waits; here the
   scalar unit waits at the scope's entry until PIPE_V has done everything
   issued before it (a V -> S flag on EVENT_ID7, set and waited at once),
   so that scalar UB loads in the scope see what those waits waited for. */
__PTO_API void __pto_enter_vector_scope() {
  __builtin_pto_set_flag(__PTO_SETFLAGPIPE_PIPE_V, __PTO_SETFLAGPIPE_PIPE_S,
                         __PTO_EVENT_EVENT_ID7);
  __builtin_pto_wait_flag(__PTO_SETFLAGPIPE_PIPE_V, __PTO_SETFLAGPIPE_PIPE_S,
                          __PTO_EVENT_EVENT_ID7);
}
#define __VEC_SCOPE__ if (__pto_enter_vector_scope(); true)

/* Buffer tokens: get_buf(pipe, id, mode) waits until the buffer is free
   for the pipe, rls_buf(pipe, id, mode) frees it (pipeline-sync.md). */
#define __PTO_BUFFER_SYNC(__op)                                                \
  __PTO_API void __op(pipe_t __pipe, uint64_t __id, uint64_t __mode)           \
      __attribute__((__diagnose_if__(__pipe != PIPE_V && __pipe != PIPE_MTE2 && \
                                         __pipe != PIPE_MTE3,                  \
                                     #__op " takes PIPE_V, PIPE_MTE2 or "      \
                                           "PIPE_MTE3",                        \
                                     "error"))) {                              \
    switch (__pipe) {                                                          \
    case PIPE_V:                                                               \
      __builtin_pto_##__op(__PTO_BUFPIPE_PIPE_V, __id, __mode);                \
      return;                                                                  \
    case PIPE_MTE2:                                                            \
      __builtin_pto_##__op(__PTO_BUFPIPE_PIPE_MTE2, __id, __mode);             \
      return;                                                                  \
    case PIPE_MTE3:                                                            \
      __builtin_pto_##__op(__PTO_BUFPIPE_PIPE_MTE3, __id, __mode);             \
      return;                                                                  \
    default:                                                                   \
      __builtin_unreachable();                                                 \
    }                                                                          \
  }
__PTO_BUFFER_SYNC(get_buf)
__PTO_BUFFER_SYNC(rls_buf)
#undef __PTO_BUFFER_SYNC

/* Data barriers and cache maintenance: pto-emu has no data cache, so these
   only keep the compiler from moving memory accesses across them. */
/* The all-core barrier: ffts_cross_core_sync signals the semaphore in bits
   11..8 of its message (bits 5..4, the mode, and bit 0 are the hardware
   message format's), wait_flag_dev waits for one (set_cross_core and
   wait_flag_dev of the ISA; pto-emu runs one core, which can only wait for
   its own signals). */
__PTO_API void ffts_cross_core_sync(pipe_t __pipe, uint64_t __message) {
  __builtin_pto_set_cross_core(__pipe, (__message >> 8) & 0xF);
}
__PTO_API void wait_flag_dev(pipe_t __pipe, uint64_t __semaphore) {
  __builtin_pto_wait_flag_dev(__pipe, __semaphore);
}

__PTO_API void dsb(__pto_tok_DSB_DDR) { __asm__ __volatile__("" ::: "memory"); }
__PTO_API void dsb(__pto_tok_DSB_ALL) { __asm__ __volatile__("" ::: "memory"); }
__PTO_API void dcci(__gm__ void *, cache_line_t) {
  __asm__ __volatile__("" ::: "memory");
}

/*---- 6.10 DMA and loop registers ------------------------------------------------
 * Destination first; lengths and strides in bytes; the loop registers take
 * one packed value (loop2 << 21 | loop1, ubStride << 40 | gmStride).
 */
/* copy_gm_to_ubuf's data_select for elements of type _T: padding repeats
   the low 8, 16 or 32 bits of set_mov_pad_val's value (1, 2, 3); bytes for
   void, 32 bits for 8-byte elements (the library copies those as
   uint32_t). */
template <class _T> struct __pto_pad_select {
  static constexpr int value = sizeof(_T) == 1 ? 1 : sizeof(_T) == 2 ? 2 : 3;
};
template <> struct __pto_pad_select<void> {
  static constexpr int value = 1;
};
template <> struct __pto_pad_select<const void> {
  static constexpr int value = 1;
};
template <class _T>
__PTO_API void copy_gm_to_ubuf_align_v2(__ubuf__ _T *__dst, __gm__ _T *__src,
                                        uint8_t __sid, uint32_t __n_burst,
                                        uint32_t __len_burst,
                                        uint8_t __left_pad, uint8_t __right_pad,
                                        bool __data_select, uint8_t __l2_cache,
                                        uint64_t __gm_stride,
                                        uint32_t __ub_stride) {
  (void)__sid;
  (void)__l2_cache;
  // Padding repeats the pad value's low bits of the element's size.
  if (__data_select)
    __builtin_pto_copy_gm_to_ubuf(
        __src, __dst, 0, __n_burst, __len_burst, __left_pad, __right_pad,
        __pto_pad_select<_T>::value, 0,
        __gm_stride, __ub_stride);
  else
    __builtin_pto_copy_gm_to_ubuf(__src, __dst, 0, __n_burst, __len_burst,
                                  __left_pad, __right_pad, 0, 0, __gm_stride,
                                  __ub_stride);
}
template <class _T>
__PTO_API void copy_ubuf_to_gm_align_v2(__gm__ _T *__dst, __ubuf__ _T *__src,
                                        uint8_t __sid, uint32_t __n_burst,
                                        uint32_t __len_burst,
                                        uint8_t __l2_cache,
                                        uint64_t __gm_stride,
                                        uint32_t __ub_stride) {
  (void)__sid;
  (void)__l2_cache;
  __builtin_pto_copy_ubuf_to_gm(__src, __dst, 0, __n_burst, __len_burst, 0,
                                __gm_stride, __ub_stride);
}
/* The legacy GM -> UB form (the library's SYNCALL test): lengths and gaps
   in 32-byte blocks, as in the A2/A3 DMA (the reference does not fix the
   unit; docs/cce-api.md). */
__PTO_API void copy_gm_to_ubuf(__ubuf__ void *__dst, __gm__ void *__src,
                               uint8_t __sid, uint16_t __n_burst,
                               uint16_t __len_burst, uint16_t __src_gap,
                               uint16_t __dst_gap) {
  (void)__sid;
  __builtin_pto_copy_gm_to_ubuf(__src, __dst, 0, __n_burst, __len_burst * 32,
                                0, 0, 0, 0, (__len_burst + __src_gap) * 32,
                                (__len_burst + __dst_gap) * 32);
}
/* Lengths and gaps in 32-byte blocks, as the legacy copy_gm_to_ubuf; the
   instruction takes bytes and start-to-start strides (dma-copy.md). */
__PTO_API void copy_ubuf_to_ubuf(__ubuf__ void *__dst, __ubuf__ void *__src,
                                 uint16_t __n_burst, uint16_t __len_burst,
                                 uint16_t __src_gap, uint16_t __dst_gap) {
  __builtin_pto_copy_ubuf_to_ubuf(__src, __dst, 0, __n_burst, __len_burst * 32,
                                  (__len_burst + __src_gap) * 32,
                                  (__len_burst + __dst_gap) * 32);
}
/* The vendor API packs a loop stride register as the UB stride in bits
   60:40 and the GM stride in bits 39:0, in both directions (TLoad packs
   dst << 40 | src, TStore src << 40 | dst); the instructions take the
   source's stride first (dma-copy.md): GM then UB for outtoub, UB then GM
   for ubtoout. */
#define __PTO_UB_STRIDE(__config) ((__config) >> 40)
#define __PTO_GM_STRIDE(__config) ((__config)&0xFFFFFFFFFFull)
#define __PTO_LOOP_REGISTERS(DIR, SRC, DST)                                    \
  __PTO_API void set_loop_size_##DIR(uint64_t __config) {                      \
    __builtin_pto_set_loop_size_##DIR(__config & 0x1FFFFF,                     \
                                      (__config >> 21) & 0x3FFFFF);            \
  }                                                                            \
  __PTO_API void set_loop1_stride_##DIR(uint64_t __config) {                   \
    __builtin_pto_set_loop1_stride_##DIR(SRC(__config), DST(__config));        \
  }                                                                            \
  __PTO_API void set_loop2_stride_##DIR(uint64_t __config) {                   \
    __builtin_pto_set_loop2_stride_##DIR(SRC(__config), DST(__config));        \
  }
__PTO_LOOP_REGISTERS(outtoub, __PTO_GM_STRIDE, __PTO_UB_STRIDE)
__PTO_LOOP_REGISTERS(ubtoout, __PTO_UB_STRIDE, __PTO_GM_STRIDE)
#undef __PTO_LOOP_REGISTERS
#undef __PTO_UB_STRIDE
#undef __PTO_GM_STRIDE
__PTO_API void set_mov_pad_val(uint64_t __value) {
  __builtin_pto_set_mov_pad_val(__value);
}

/*---- 6.11 Control registers, core ids, scalar helpers ------------------------*/
__PTO_API uint64_t get_ctrl() { return __builtin_pto_get_ctrl(); }
__PTO_API void set_ctrl(uint64_t __value) { __builtin_pto_set_ctrl(__value); }
__PTO_API uint64_t sbitset0(uint64_t __v, int __bit) {
  return __v & ~(1ull << __bit);
}
__PTO_API uint64_t sbitset1(uint64_t __v, int __bit) {
  return __v | 1ull << __bit;
}
/* uint32_t: library headers redeclare get_block_idx() with that type. */
__PTO_API uint32_t get_block_idx() {
  return (uint32_t)__builtin_pto_get_block_idx();
}
__PTO_API uint32_t get_block_num() {
  return (uint32_t)__builtin_pto_get_block_num();
}
__PTO_API int64_t get_subblockid() { return __builtin_pto_get_subblock_idx(); }
__PTO_API int64_t get_subblockdim() { return __builtin_pto_get_subblock_num(); }
#define block_idx (get_block_idx())
#define block_num (get_block_num())
template <class _T> __PTO_API constexpr _T min(_T __a, _T __b) {
  return __b < __a ? __b : __a;
}
template <class _T> __PTO_API constexpr _T max(_T __a, _T __b) {
  return __a < __b ? __b : __a;
}

/* Instruction-cache preload: a hint; pto-emu has no instruction cache, so
   a preload is done as soon as it is issued. */
template <class _P> __PTO_API void preload(_P *, int) {}
__PTO_API uint64_t get_icache_prl_st() { return 0; }
/* The core's cycle counter (`mov xd, SYS_CNT`), read afresh at each call. */
__PTO_API uint64_t get_sys_cnt() {
  uint64_t __count;
  __asm__ volatile("mov %0, SYS_CNT" : "=r"(__count));
  return __count;
}

/* GM atomics (docs/atomics.md): integers of 32 and 64 bits are amo*
   instructions; floats and narrower integers are compare-and-swap loops on
   their bits. Each returns the old value. */
template <class _T, class _B, class _F>
__PTO_API _T __pto_atomic_update(__gm__ _T *__p, _F __update) {
  static_assert(sizeof(_T) == sizeof(_B), "the bits of an atomic's value");
  __gm__ _B *__bits = (__gm__ _B *)__p;
  _B __old = __atomic_load_n(__bits, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(
      __bits, &__old,
      __builtin_bit_cast(_B, __update(__builtin_bit_cast(_T, __old))),
      /*weak=*/false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)) {
  }
  return __builtin_bit_cast(_T, __old);
}
#define __PTO_ATOMIC(__name, __integer_builtin, __expr)                        \
  template <class _T> __PTO_API _T __name(__gm__ _T *__p, _T __v) {            \
    if constexpr (__is_integral(_T))                                           \
      return __integer_builtin(__p, __v, __ATOMIC_SEQ_CST);                    \
    else if constexpr (sizeof(_T) == 2)                                        \
      return __pto_atomic_update<_T, unsigned short>(                          \
          __p, [__v](_T __a) { return (_T)(__expr); });                        \
    else                                                                       \
      return __pto_atomic_update<_T, unsigned int>(                            \
          __p, [__v](_T __a) { return (_T)(__expr); });                        \
  }
__PTO_ATOMIC(atomicAdd, __atomic_fetch_add, __a + __v)
__PTO_ATOMIC(atomicMax, __atomic_fetch_max, __a < __v ? __v : __a)
__PTO_ATOMIC(atomicMin, __atomic_fetch_min, __v < __a ? __v : __a)
#undef __PTO_ATOMIC
/* Atomic accumulation of the DMA stores after it (docs/atomics.md):
   set_atomic_add makes copy_ubuf_to_gm add its elements to GM, of the type
   the last set_atomic_<type> chose (f32 at first); set_atomic_none stores
   again. */
#define __PTO_SET_ATOMIC(__name)                                               \
  __PTO_API void __name() { __asm__ __volatile__(#__name ::: "memory"); }
__PTO_SET_ATOMIC(set_atomic_none)
__PTO_SET_ATOMIC(set_atomic_add)
__PTO_SET_ATOMIC(set_atomic_f32)
__PTO_SET_ATOMIC(set_atomic_f16)
__PTO_SET_ATOMIC(set_atomic_bf16)
__PTO_SET_ATOMIC(set_atomic_s32)
__PTO_SET_ATOMIC(set_atomic_s16)
__PTO_SET_ATOMIC(set_atomic_s8)
#undef __PTO_SET_ATOMIC
/* A GM load that bypasses the data cache: pto-emu has none. */
template <class _T, class _I> __PTO_API _T ld_dev(__gm__ _T *__p, _I __off) {
  return *(volatile __gm__ _T *)(__p + __off);
}

/*---- Declared, not supported on the vector core (docs/cce-api.md) -----------
 * Code that mentions these names in templates parses; a call that is
 * instantiated is an error at the call naming what is missing.
 */
/* Declared only: a call that is compiled (in a function that is emitted,
   after inlining at -O1 and above) is an error at the call, naming what is
   missing; code that mentions the name without being compiled is fine. */
#define __PTO_UNSUPPORTED(__name, __what)                                      \
  template <class... _A>                                                       \
  __attribute__((__error__(#__name ": " __what))) void __name(_A &&...);
#define __PTO_CUBE(__name)                                                     \
  __PTO_UNSUPPORTED(__name, "a cube/L1/fixpipe builtin, not supported on "     \
                            "the PTO vector core")
__PTO_CUBE(copy_ubuf_to_cbuf)
__PTO_CUBE(load_cbuf_to_ca)
__PTO_CUBE(load_cbuf_to_cb)
__PTO_CUBE(load_cbuf_to_ca_s4)
__PTO_CUBE(load_cbuf_to_cb_s4)
__PTO_CUBE(load_cbuf_to_ca_mx)
__PTO_CUBE(load_cbuf_to_cb_mx)
__PTO_CUBE(mad)
__PTO_CUBE(mad_mx)
__PTO_CUBE(img2colv2_cbuf_to_ca)
__PTO_CUBE(copy_gm_to_cbuf_multi_nd2nz)
__PTO_CUBE(copy_gm_to_cbuf_multi_dn2nz)
__PTO_CUBE(copy_gm_to_cbuf_align_v2)
__PTO_CUBE(copy_cbuf_to_bt)
__PTO_CUBE(copy_cbuf_to_fbuf)
__PTO_CUBE(copy_cbuf_to_gm)
__PTO_CUBE(copy_matrix_cc_to_gm)
__PTO_CUBE(copy_matrix_cc_to_cbuf)
__PTO_CUBE(copy_matrix_cc_to_ub)
__PTO_CUBE(set_mte2_nz_para)
__PTO_CUBE(set_loop_size_outtol1)
__PTO_CUBE(set_loop1_stride_outtol1)
__PTO_CUBE(set_loop2_stride_outtol1)
__PTO_CUBE(set_loop3_para)
__PTO_CUBE(set_quant_pre)
__PTO_CUBE(set_fpc)
__PTO_CUBE(set_channel_para)
__PTO_CUBE(set_fmatrix)
__PTO_CUBE(set_fmatrix_b)
__PTO_CUBE(set_padding)
__PTO_CUBE(set_padding_b)
__PTO_CUBE(set_l3d_rpt)
__PTO_CUBE(set_l3d_rpt_b)
__PTO_CUBE(set_pad_val_outtol1)
__PTO_CUBE(set_nd_para)
__PTO_CUBE(create_cbuf_matrix)
__PTO_CUBE(create_cbuf_matrix_bf16)
#undef __PTO_CUBE
__PTO_UNSUPPORTED(st_dev, "device-scope GM stores are not supported")
__PTO_UNSUPPORTED(set_st_atomic_cfg, "atomic GM stores are not supported")

__PTO_UNSUPPORTED(get_coreid, "the physical core id is not modelled")
/* The mask registers of A2/A3's repeat-mode operations. This target's
   vector operations take predicate registers, and the repeat-mode
   operations that would read these registers are refused, so setting them
   changes nothing: they are no-ops (PTOAS's C++ sets them at the start of
   each A5 kernel; docs/cce-api.md). */
__PTO_API void set_vector_mask(uint64_t, uint64_t) {}
__PTO_API void set_mask_norm() {}
__PTO_API void set_mask_count() {}
/* Stops the kernel: pto-emu reports the block and the caller's line
   (docs/offload.md). */
__PTO_API void trap() { __builtin_trap(); }
__PTO_UNSUPPORTED(__pto_set_flag, "compiler-allocated event ids are not "
                                  "supported")
__PTO_UNSUPPORTED(__pto_wait_flag, "compiler-allocated event ids are not "
                                   "supported")
__PTO_UNSUPPORTED(__cce_pto_get_mx_scale_tile, "auto-mode tiles are not "
                                               "supported")
template <class _T, class... _A>
__attribute__((__error__("st_atomic: atomic GM stores are not "
                         "supported"))) void
st_atomic(_A &&...);

namespace cce {
struct dim3 {
  uint32_t x = 1, y = 1, z = 1;
};
} // namespace cce
/* Device printf (docs/offload.md). With --cce-enable-print
   (__PTO_ENABLE_PRINT), each call appends a record to its block's part of
   __pto_print_area (the layout is in pto/__pto_debug.h), which the ACL
   runtime formats and prints after the launch; without it a call does
   nothing. */
#include <pto/__pto_debug.h>
#ifdef __PTO_ENABLE_PRINT
inline __gm__ uint64_t __pto_print_area[__PTO_PRINT_BLOCKS * __PTO_PRINT_WORDS];
#endif
template <class _T>
__PTO_API void __pto_print_argument(__gm__ uint64_t *__slot, _T __v) {
  if constexpr (__is_same(_T, float)) {
    __slot[0] = __PTO_PRINT_FLOAT;
    __slot[1] = __builtin_bit_cast(uint32_t, __v);
  } else if constexpr (__is_same(_T, double)) {
    __slot[0] = __PTO_PRINT_DOUBLE;
    __slot[1] = __builtin_bit_cast(uint64_t, __v);
  } else if constexpr (__is_same(_T, half) || __is_same(_T, bfloat16_t)) {
    __slot[0] = __PTO_PRINT_FLOAT;
    __slot[1] = __builtin_bit_cast(uint32_t, (float)__v);
  } else if constexpr (__is_pointer(_T)) {
    __slot[0] = __is_same(__remove_cv(__remove_pointer(_T)), char) ||
                        __is_same(__remove_cv(__remove_pointer(_T)),
                                  __gm__ char)
                    ? __PTO_PRINT_STRING
                    : __PTO_PRINT_POINTER;
    __slot[1] = (uint64_t)__v;
  } else if constexpr (__is_signed(_T)) {
    __slot[0] = __PTO_PRINT_SIGNED;
    __slot[1] = (uint64_t)(int64_t)__v;
  } else {
    static_assert(__is_integral(_T) || __is_enum(_T),
                  "cce::printf prints integers, floating-point values and "
                  "pointers");
    __slot[0] = __PTO_PRINT_UNSIGNED;
    __slot[1] = (uint64_t)__v;
  }
}
namespace cce {
template <class... _A>
__PTO_API void printf(const __gm__ char *__format, _A... __args) {
#ifdef __PTO_ENABLE_PRINT
  uint32_t __block = get_block_idx();
  if (__block >= __PTO_PRINT_BLOCKS)
    return;
  __gm__ uint64_t *__part = __pto_print_area + __block * __PTO_PRINT_WORDS;
  uint64_t __used = __part[0] & ~(1ull << __PTO_PRINT_DROPPED_BIT);
  uint64_t __words = 2 + 2 * sizeof...(_A);
  if (1 + __used + __words > __PTO_PRINT_WORDS) {
    __part[0] |= 1ull << __PTO_PRINT_DROPPED_BIT;
    return;
  }
  __gm__ uint64_t *__record = __part + 1 + __used;
  __record[0] = ((uint64_t)sizeof...(_A) << 32) | __words;
  __record[1] = (uint64_t)__format;
  __gm__ uint64_t *__slot = __record + 2;
  ((__pto_print_argument(__slot, __args), __slot += 2), ...);
  __part[0] = __used + __words;
#else
  (void)__format;
  ((void)__args, ...);
#endif
}
} // namespace cce
#include <pto/__pto_simt.h>

#undef __PTO_UNSUPPORTED
#undef __PTO_FOR_VECTORS
#undef __PTO_FOR_BITS
#undef __PTO_LOAD_DIST
#undef __PTO_LOAD_DIST2
#undef __PTO_STORE_DIST
#undef __PTO_STORE_DIST2

/* Names in the namespace the vendor documentation qualifies tokens with. */
namespace __cce_simd {
using RoundRType = __pto_tok_ROUND_R;
using RoundAType = __pto_tok_ROUND_A;
using RoundFType = __pto_tok_ROUND_F;
using RoundCType = __pto_tok_ROUND_C;
using RoundZType = __pto_tok_ROUND_Z;
using RoundOType = __pto_tok_ROUND_O;
using ::NORM;
using ::POST_UPDATE;
using ::LOWER;
using ::HIGHER;
using ::PAT_ALL;
} // namespace __cce_simd
