// The language rules A5 code relies on (docs/cce-api.md): predefined
// macros, token types, std::integral_constant tokens, register wrappers,
// string literals as __gm__ pointers, unqualified min/max, function-local
// statics, vf_name/vf_kind, __cce_get_tile_ptr, [aicore] in member and
// constexpr declarations; clean under -Wall -Wextra -Werror.
// RUN: clang++ --target=pto -std=c++17 -Wall -Wextra -Werror -fsyntax-only %s
// RUN: clang++ --target=pto -std=c++20 -Wall -Wextra -Werror -fsyntax-only %s
// RUN: clang++ --target=pto -std=c++17 -O2 -S -emit-llvm -o - %s | FileCheck %s
// RUN: not clang++ --target=pto -std=c++17 -fno-pto-vendor-api -fsyntax-only -ferror-limit=0 %s 2>&1 | FileCheck %s --check-prefix=OFF
// OFF: error: use of undeclared identifier '__NPU_ARCH__'
// OFF: error: use of undeclared identifier 'max'

#include <array>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <math.h>
#include <type_traits>

// The freestanding standard headers A5 code includes work on the device.
static_assert(std::array<int, 3>{1, 2, 3}.size() == 3 && CHAR_BIT == 8 &&
                  sizeof(std::size_t) == 8 &&
                  std::numeric_limits<int32_t>::max() == INT32_MAX,
              "std");
#ifndef FP_NAN
#error "math.h"
#endif

static_assert(__NPU_ARCH__ == 3510, "A5");
static_assert(CCE_VL == 256 && ELE_CNT_B8 == 256 && ELE_CNT_B16 == 128 &&
                  ELE_CNT_B32 == 64,
              "lanes");
#if !defined(__CCE_AICORE__) || !defined(__DAV_VEC__) || defined(__DAV_CUBE__)
#error "device macros"
#endif

// Tokens are values of distinct literal types.
static_assert(!std::is_same_v<decltype(PK), decltype(NORM)>, "distinct");
static_assert(std::is_same_v<std::remove_cv_t<decltype(ROUND_Z)>,
                             __cce_simd::RoundZType>,
              "");
using DistType = std::conditional_t<true, decltype(PK), decltype(NORM)>;
constexpr DistType kPack{};
static_assert(std::is_same_v<decltype(kPack), const decltype(PK)>, "");
static_assert(sizeof(float8_e4m3_t) == 1 && !std::is_same_v<float8_e4m3_t, uint8_t>, "fp8");
static_assert(__builtin_bit_cast(uint16_t, (bfloat16_t)-1.0f) == 0xBF80, "");

template <class T> struct RegTensor {
  typename std::conditional_t<std::is_same_v<T, float>, vector_f32, vector_s32> reg;
  [aicore] operator decltype(reg) &() { return reg; }
};

// CHECK-LABEL: define {{.*}} ptr addrspace(1) @_Z10layoutNameb(
// CHECK: addrspacecast (ptr @.str to ptr addrspace(1))
// CHECK: ret ptr addrspace(1)
[aicore] const __gm__ char *layoutName(bool rowMajor) {
  return rowMajor ? "ND" : "DN";
}

// CHECK-LABEL: define {{.*}} @_Z6nextIdv(
// CHECK: load i32, ptr @_ZZ6nextIdvE7counter
[aicore] event_t nextId() {
  static event_t counter = EVENT_ID0;
  counter = (event_t)(((uint8_t)counter + 1) % 8);
  return counter;
}

struct Tile {
  __ubuf__ float *data;
  constexpr [aicore] inline Tile(__ubuf__ float *d) : data(d) {}
  [aicore] inline static constexpr int rows() { return 8; }
};

__attribute__((vf_name("TADD"), vf_kind("element_wise")))
[aicore] void tadd(Tile dst, Tile src, unsigned n) {
  __ubuf__ float *d = __cce_get_tile_ptr(dst.data);
  __ubuf__ float *s = __cce_get_tile_ptr(src.data);
  unsigned rows = min(n, (unsigned)Tile::rows()) + max(0u, n) * 0;
  __VEC_SCOPE__ {
    RegTensor<float> a;
    RegTensor<int32_t> b;
    vector_bool m = pset_b32(PAT_ALL);
    for (unsigned r = 0; r < rows; ++r) {
      vlds(a, s, r * 64, NORM);
      vadd(a, a, a, m);
      (vector_s32 &)b.reg = (vector_s32)a.reg;
      vsts((RegTensor<float> &)b, d, r * 64,
           std::integral_constant<::DistVST, DIST_NORM_B32>(), m);
    }
  }
}

// The other enumeration-valued tokens: ::Dist for plds, ::Spr for sprclr
// and sprsts, given as std::integral_constant as the library does.
[aicore] void enumTokens(__ubuf__ uint32_t *p) {
  vector_bool m;
  plds(m, p, 0, std::integral_constant<::Dist, Dist::DIST_US>());
  plds(m, p, 0, US);
  psts(m, p, 8, PK);
  sprclr(std::integral_constant<::Spr, (Spr)74>());
  sprclr(SPR_AR);
  sprsts(std::integral_constant<::Spr, (Spr)74>(), p, 64);
}
