/*===---- pto/cce.h - The vendor A5 builtin API on the PTO builtins --------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * The names, argument orders, types and tokens of the vendor's A5 C++ builtin
 * layer (docs/cce-api.md), written on the __builtin_pto_* builtins, so that
 * existing A5 kernel code compiles unchanged. The driver includes it before
 * every C++ source compiled with --target=pto; -D__PTO_NO_VENDOR_API (or
 * -nostdinc / -nobuiltininc) leaves it out.
 *
 * The mechanical part (tokens, masked operations, compares, conversions,
 * flags) is generated from the TableGen records into __cce_generated.h; this
 * file holds the language-level pieces and the operations whose vendor form
 * needs more than renaming.
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __PTO_CCE_H
#define __PTO_CCE_H
#if defined(__cplusplus) && !defined(__PTO_NO_VENDOR_API)
#if !defined(__PTO__)
#error "<pto/cce.h> is for --target=pto"
#endif
#define __PTO_CCE_H_INSIDE

/*---- Predefined macros of the vendor compiler (docs/cce-api.md) ----------*/
#if defined(__PTO_A5__)
#define __NPU_ARCH__ 3510
#endif
#define __CCE_AICORE__ 1
#define __DAV_VEC__ 1
#define CCE_VL 256
#define ELE_CNT_B8 256
#define ELE_CNT_B16 128
#define ELE_CNT_B32 64

/* Keywords that carry no meaning for code generation here. */
#define __tf__
#define __in__
#define __out__
/* Tile-function annotations: accepted, no effect. */
#define vf_name(...) __unused__
#define vf_kind(...) __unused__

/* The cube-side memories: distinct address spaces, so that code naming them
   parses; nothing on the vector core can access them. */
#define __cbuf__ __attribute__((address_space(8)))
#define __ca__ __attribute__((address_space(9)))
#define __cb__ __attribute__((address_space(10)))
#define __cc__ __attribute__((address_space(11)))
#define __fbuf__ __attribute__((address_space(12)))
#define __ssbuf__ __attribute__((address_space(13)))
#define __biasbuf__ __attribute__((address_space(14)))

#define __PTO_API static inline __attribute__((__always_inline__, __nodebug__))

/*---- Scalar types ---------------------------------------------------------*/
typedef __INT8_TYPE__ int8_t;
typedef __INT16_TYPE__ int16_t;
typedef __INT32_TYPE__ int32_t;
typedef __INT64_TYPE__ int64_t;
typedef __UINT8_TYPE__ uint8_t;
typedef __UINT16_TYPE__ uint16_t;
typedef __UINT32_TYPE__ uint32_t;
typedef __UINT64_TYPE__ uint64_t;

/* The 8-bit and packed 4-bit float formats are storage types: one byte each,
   distinct from each other and from the integer types; vcvt converts
   them (docs/conversions.md). */
enum class float8_e4m3_t : unsigned char {};
enum class float8_e5m2_t : unsigned char {};
enum class float8_e8m0_t : unsigned char {};
enum class hifloat8_t : unsigned char {};
enum class float4_e2m1x2_t : unsigned char {};
enum class float4_e1m2x2_t : unsigned char {};
enum class hifloat4x2_t : unsigned char {};

/* Registers of those formats: 256 bytes, distinct types, convertible to and
   from vector_u8 by value and reinterpretable by reference casts. */
#define __PTO_BYTE_VECTOR(__name)                                              \
  struct __name {                                                              \
    vector_u8 __bits;                                                          \
    __name() = default;                                                        \
    __attribute__((__always_inline__)) explicit __name(vector_u8 __v)          \
        : __bits(__v) {}                                                       \
    __attribute__((__always_inline__)) explicit operator vector_u8() const {   \
      return __bits;                                                           \
    }                                                                          \
  };
__PTO_BYTE_VECTOR(vector_f8e4m3)
__PTO_BYTE_VECTOR(vector_f8e5m2)
__PTO_BYTE_VECTOR(vector_f8e8m0)
__PTO_BYTE_VECTOR(vector_hif8)
__PTO_BYTE_VECTOR(vector_f4e2m1x2)
__PTO_BYTE_VECTOR(vector_f4e1m2x2)
#undef __PTO_BYTE_VECTOR

/* The register of __v as vector type _To, bits unchanged (the byte vectors
   of the 8- and 4-bit floats through their bytes). */
template <class _To, class _From> __PTO_API _To __pto_as(_From __v) {
  if constexpr (__is_class(_From))
    return __pto_as<_To>(__v.__bits);
  else if constexpr (__is_class(_To))
    return _To((vector_u8)__v);
  else
    return (_To)__v;
}

/*---- Enumerations ----------------------------------------------------------*/
/* Pipe and event names. The values are the vendor's; the ISA encodes pipes
   differently, and set_flag and friends map them (docs/cce-api.md). */
enum pipe_t {
  PIPE_S = 0,
  PIPE_V = 1,
  PIPE_M = 2,
  PIPE_MTE1 = 3,
  PIPE_MTE2 = 4,
  PIPE_MTE3 = 5,
  PIPE_ALL = 6,
  PIPE_MTE4 = 7,
  PIPE_MTE5 = 8,
  PIPE_V2 = 9,
  PIPE_FIX = 10,
};
enum event_t {
  EVENT_ID0,
  EVENT_ID1,
  EVENT_ID2,
  EVENT_ID3,
  EVENT_ID4,
  EVENT_ID5,
  EVENT_ID6,
  EVENT_ID7,
};
typedef int CceEventIdType;
/* Predicate load distributions as an enumeration (plds). */
enum Dist { DIST_NORM = 0, DIST_US = 1, DIST_DS = 2 };
/* Special registers by their vendor number. */
enum Spr { SPR_AR_NUMBER = 74 };
enum cache_line_t { SINGLE_CACHE_LINE = 0, ENTIRE_DATA_CACHE = 1 };
enum atomic_type_t {
  ATOMIC_NONE,
  ATOMIC_F32,
  ATOMIC_F16,
  ATOMIC_S16,
  ATOMIC_S32,
  ATOMIC_S8,
  ATOMIC_BF16,
};
enum atomic_op_t { ATOMIC_SUM, ATOMIC_MAX, ATOMIC_MIN };
/* Fixpipe quantisation modes (cube side; the values are this project's). */
enum QuantMode_t {
  NoQuant,
  F322F16,
  F322BF16,
  QF322B8_PRE,
  QF322HIF8_PRE,
  QF322F16_PRE,
  QF322BF16_PRE,
  QF322FP8_PRE,
  QF322F32_PRE,
  VQF322FP8_PRE,
  VQF322F32_PRE,
  REQ8,
  DEQF16,
  QS322BF16_PRE,
  VQF322B8_PRE,
  VQF322HIF8_PRE,
  VQF322F16_PRE,
  VQF322BF16_PRE,
  VREQ8,
  VDEQF16,
  VQS322BF16_PRE,
};

/*---- Tokens ------------------------------------------------------------------
 * Every mode token is an object of its own empty class type, so that
 * decltype(TOKEN){} is the token again and overloads are chosen by it.
 * __pto_token_value<kind, T>::value is the ISA value of token type T in an
 * operand of that kind; it is undefined (and the call does not match) for a
 * token of another kind. Tokens whose vendor type is
 * std::integral_constant<Enum, v> (store distributions, ::Dist, ::Spr) are
 * __pto_enum_token<Enum, v>, and any class with a static `value` of the
 * enumeration type is accepted in their place.
 */
/* The kinds of mode operands; the generated header names them. */
enum __pto_kind : int;
template <__pto_kind _Kind, class _Tok> struct __pto_token_value {};
template <__pto_kind _Kind, class _Enum, _Enum _V> struct __pto_enum_value {};
template <class _Enum, _Enum _V> struct __pto_enum_token {
  typedef _Enum value_type;
  static constexpr _Enum value = _V;
  constexpr operator _Enum() const { return _V; }
};
template <class...> using __pto_void_t = void;
template <__pto_kind _Kind, class _Tok, class = void>
struct __pto_tv : __pto_token_value<_Kind, _Tok> {};
template <__pto_kind _Kind, class _Tok>
struct __pto_tv<_Kind, _Tok, __pto_void_t<decltype(_Tok::value)>>
    : __pto_enum_value<_Kind, __remove_cv(decltype(_Tok::value)),
                       _Tok::value> {};

/* Tokens of the vendor API that no ISA operand takes. */
struct __pto_mode_zeroing_t {};
struct __pto_mode_merging_t {};
struct __pto_mode_stored_t {};
inline constexpr __pto_mode_zeroing_t MODE_ZEROING{};
inline constexpr __pto_mode_merging_t MODE_MERGING{};
inline constexpr __pto_mode_stored_t MODE_STORED{};
struct __pto_tok_Bin_N0 {};
struct __pto_tok_Bin_N1 {};
inline constexpr __pto_tok_Bin_N0 Bin_N0{};
inline constexpr __pto_tok_Bin_N1 Bin_N1{};
struct __pto_tok_DSB_DDR {};
struct __pto_tok_DSB_ALL {};
inline constexpr __pto_tok_DSB_DDR DSB_DDR{};
inline constexpr __pto_tok_DSB_ALL DSB_ALL{};


/* Conversions: the value of the first token of a kind among _T..., or the
   kind's first value when none is given. */
template <__pto_kind _Kind, class... _T> struct __pto_pick {
  static constexpr int value = 0;
};
template <__pto_kind _Kind, class _H, class... _T>
struct __pto_pick<_Kind, _H, _T...> {
  template <class _X, int _V = __pto_token_value<_Kind, _X>::value>
  static constexpr int __get(int) {
    return _V;
  }
  template <class _X> static constexpr int __get(...) {
    return __pto_pick<_Kind, _T...>::value;
  }
  static constexpr int value = __get<_H>(0);
};
/* Every token of _T... is of one of the kinds (else the overload does not
   match: a token of a wrong kind is an error at the call). */
template <__pto_kind... _Kinds> struct __pto_kinds {};
template <class _X, __pto_kind... _Kinds> struct __pto_token_of_kinds {
  template <class _Y, __pto_kind _K, int = __pto_token_value<_K, _Y>::value>
  static constexpr bool __is(int) {
    return true;
  }
  template <class _Y, __pto_kind _K> static constexpr bool __is(...) {
    return false;
  }
  static constexpr bool value = (__is<_X, _Kinds>(0) || ...);
};
template <bool _B> struct __pto_enable_if {};
template <> struct __pto_enable_if<true> {
  typedef void type;
};

template <class _Kinds, class... _T> struct __pto_all_tokens;
template <__pto_kind... _Kinds, class... _T>
struct __pto_all_tokens<__pto_kinds<_Kinds...>, _T...> {
  static constexpr bool value =
      (__pto_token_of_kinds<_T, _Kinds...>::value && ... && true);
};

/* set_flag/wait_flag/pipe_barrier: pipes and events the ISA has no token
   for are errors where they are constants. */
#define __PTO_FLAG_CHECKS                                                      \
  __attribute__((__diagnose_if__(                                              \
      !__pto_flag_pipe(__src) || !__pto_flag_pipe(__dst),                      \
      "this pipe has no flags on the PTO vector core (PIPE_S, PIPE_V, "         \
      "PIPE_MTE2 and PIPE_MTE3 have)",                                          \
      "error")))                                                               \
  __attribute__((__diagnose_if__(__src == __dst,                               \
                                 "a flag joins two different pipes; use "      \
                                 "pipe_barrier within one pipe",               \
                                 "error")))                                    \
  __attribute__((__diagnose_if__(__id > 7u,                                    \
                                 "event id out of range (EVENT_ID0 to "        \
                                 "EVENT_ID7)",                                 \
                                 "error")))
#define __PTO_BARRIER_CHECKS                                                   \
  __attribute__((__diagnose_if__(!__pto_barrier_pipe(__pipe),                  \
                                 "pipe_barrier takes PIPE_MTE2, PIPE_MTE3 "    \
                                 "or PIPE_ALL (and on a2a3 PIPE_V); order "    \
                                 "vector memory accesses with mem_bar",        \
                                 "error")))

/* name(args...) calls the form __pto_name(args...) if there is one; else it
   is a declaration whose calls are errors where they are compiled (after
   inlining at -O1 and above), so that library templates that name forms
   this ISA lacks, without instantiating them, still compile. */
template <class _T> _T &&__pto_declval();
#define __PTO_FORWARD(__name)                                                  \
  template <class _Void, class... _A> struct __pto_has_form_##__name {         \
    static constexpr bool value = false;                                       \
  };                                                                           \
  template <class... _A>                                                       \
  struct __pto_has_form_##__name<                                              \
      __pto_void_t<decltype(__pto_##__name(__pto_declval<_A>()...))>, _A...> { \
    static constexpr bool value = true;                                        \
  };                                                                           \
  template <class... _A>                                                       \
  __PTO_API auto __name(_A &&...__a)                                           \
      ->decltype(__pto_##__name(static_cast<_A &&>(__a)...)) {                 \
    return __pto_##__name(static_cast<_A &&>(__a)...);                         \
  }                                                                            \
  template <class... _A,                                                       \
            class = typename __pto_enable_if<                                  \
                !__pto_has_form_##__name<void, _A...>::value>::type>           \
  __attribute__((__error__(#__name ": no form of this builtin takes these "    \
                           "operand types on the PTO vector core "             \
                           "(docs/cce-api.md)"))) void                         \
  __name(_A &&...);

#include <pto/__cce_generated.h>
#include <pto/__cce_ops.h>
#include <pto/__cce_auto.h>

#undef __PTO_CCE_H_INSIDE
#endif /* __cplusplus && !__PTO_NO_VENDOR_API */
#endif /* __PTO_CCE_H */
