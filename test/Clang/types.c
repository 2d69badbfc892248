// The PTO register types and language extensions every --target=pto source
// gets (docs/clang.md): vector_* types of 256 bytes aligned to 32, masks of
// 32 bytes, align states and vector addresses of their own types, half and
// bfloat16_t, the address-space keywords and the kernel-entry spellings.
// RUN: clang --target=pto -fsyntax-only -Xclang -verify %s
// RUN: clang --target=pto -x c++ -std=c++17 -fsyntax-only -Xclang -verify %s
// RUN: clang --target=pto -E -dM %s -o - | FileCheck %s --check-prefix=MACROS
// RUN: clang --target=pto -### -c %s 2>&1 | FileCheck %s --check-prefix=DRIVER
// RUN: clang --target=pto -nobuiltininc -### -c %s 2>&1 | FileCheck %s --check-prefix=NOINC
// RUN: clang --target=pto -flax-vector-conversions=all -### -c %s 2>&1 | FileCheck %s --check-prefix=LAX

// MACROS-DAG: #define __gm__ __attribute__((address_space(1)))
// MACROS-DAG: #define __ubuf__ __attribute__((address_space(6)))
// MACROS-DAG: #define __global__ __attribute__((__used__))
// MACROS-DAG: #define __aicore__ {{$}}
// MACROS-DAG: #define __PTO_CMP_LT 2
// DRIVER-DAG: "-include" "__clang_pto_types.h"
// DRIVER-DAG: "-flax-vector-conversions=none"
// NOINC-NOT: "-include"
// LAX-NOT: "-flax-vector-conversions=none"
// LAX: "-flax-vector-conversions=all"
// LAX-NOT: "-flax-vector-conversions=none"

#define CHECK_TYPE(T, SIZE, ALIGN)                                            \
  _Static_assert(sizeof(T) == SIZE, #T " size");                             \
  _Static_assert(_Alignof(T) == ALIGN, #T " alignment")

CHECK_TYPE(vector_s8, 256, 32);
CHECK_TYPE(vector_u8, 256, 32);
CHECK_TYPE(vector_s16, 256, 32);
CHECK_TYPE(vector_u16, 256, 32);
CHECK_TYPE(vector_s32, 256, 32);
CHECK_TYPE(vector_u32, 256, 32);
CHECK_TYPE(vector_s64, 256, 32);
CHECK_TYPE(vector_u64, 256, 32);
CHECK_TYPE(vector_f16, 256, 32);
CHECK_TYPE(vector_bf16, 256, 32);
CHECK_TYPE(vector_f32, 256, 32);
CHECK_TYPE(vector_bool, 32, 32);
CHECK_TYPE(vector_align, 32, 32);
CHECK_TYPE(vector_address, 4, 4);
CHECK_TYPE(half, 2, 2);
CHECK_TYPE(bfloat16_t, 2, 2);

// A UB buffer and a kernel entry as existing code writes them.
__ubuf__ float buffer[64];
__global__ void kernel(__gm__ float *x) {}
__aicore__ void device_function(void) {}

void conversions(vector_s32 s, vector_u32 u, vector_f32 f, vector_bool m,
                 vector_align al, vector_address va) {
  // Explicit casts reinterpret the register (equal sizes).
  vector_u32 u2 = (vector_u32)s;
  vector_f32 f2 = (vector_f32)s;
  vector_s16 h = (vector_s16)f;
  // Implicit conversions between vector types are errors.
  vector_u32 u3 = s; // expected-error {{vector_s32}}
  vector_f32 f3 = u; // expected-error {{vector_u32}}
  vector_align al2 = va; // expected-error {{vector_address}}
  vector_bool m2 = al; // expected-error {{vector_align}}
  // Lanes of a mask are bools.
  int first = m[0];
  half x = (half)1.5f;
  // half and bfloat16_t convert through float in C++ (neither holds the
  // other's values, so clang has no direct conversion between them).
  bfloat16_t y = (bfloat16_t)(float)x;
}

// GM and UB pointers do not mix with each other or with generic ones.
void spaces(__gm__ float *g, __ubuf__ float *u) {
  __ubuf__ float *u2 = u;
  __gm__ float *g2 = u; // expected-error-re {{{{address space|cannot initialize|no matching}}}}
  float *p = g;         // expected-error-re {{{{address space|cannot initialize|no matching}}}}
}
