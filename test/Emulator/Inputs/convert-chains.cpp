// Conversions between integer and float lanes that no single vcvt does
// (PTOISelLoweringConversions.cpp), as generic vector code: each entry
// converts the lanes at UB 0 and stores them at UB OutOffset
// (convert-chains.test; convert_chains.py gives the inputs and derives the
// results exactly on the host).
//
// CONVERT(name, result type, source type, lanes)
#include "kernel-support.h"

#define VEC(T, N) T __attribute__((ext_vector_type(N)))
enum : long { OutOffset = 2048, BufferBytes = 4096 };

#define CONVERT(NAME, TO, FROM, N)                                             \
  extern "C" void NAME(GM char *buffer) {                                      \
    UB char *ub = buffer_to_ub(buffer, BufferBytes);                           \
    typedef VEC(FROM, N) Source;                                               \
    typedef VEC(TO, N) Result;                                                 \
    *(UB Result *)(ub + OutOffset) =                                           \
        __builtin_convertvector(*(UB Source *)ub, Result);                     \
    ub_to_buffer(ub, buffer, OutOffset, BufferBytes);                          \
  }

typedef signed char i8;
typedef unsigned char u8;
typedef short i16;
typedef unsigned short u16;
typedef int i32;
typedef unsigned u32;
typedef long long i64;
typedef unsigned long long u64;
typedef _Float16 f16;
typedef __bf16 bf16;
typedef float f32;

// Integers to floats.
CONVERT(i8_to_f16, f16, i8, 128)
CONVERT(u8_to_f16, f16, u8, 256)
CONVERT(i8_to_bf16, bf16, i8, 128)
CONVERT(u8_to_bf16, bf16, u8, 128)
CONVERT(i8_to_f32, f32, i8, 128)
CONVERT(u8_to_f32, f32, u8, 64)
CONVERT(i16_to_bf16, bf16, i16, 256)
CONVERT(u16_to_bf16, bf16, u16, 128)
CONVERT(i16_to_f32, f32, i16, 128)
CONVERT(u16_to_f32, f32, u16, 128)
CONVERT(i32_to_f16, f16, i32, 128)
CONVERT(u32_to_f16, f16, u32, 64)
CONVERT(i32_to_bf16, bf16, i32, 128)
CONVERT(u32_to_bf16, bf16, u32, 128)
CONVERT(i32_to_bf16_few, bf16, i32, 32)
// Floats to integers.
CONVERT(f16_to_i8, i8, f16, 128)
CONVERT(f16_to_u8, u8, f16, 128)
CONVERT(f16_to_u32, u32, f16, 128)
CONVERT(f16_to_i64, i64, f16, 64)
CONVERT(f16_to_u64, u64, f16, 32)
CONVERT(bf16_to_i8, i8, bf16, 128)
CONVERT(bf16_to_u8, u8, bf16, 128)
CONVERT(bf16_to_i16, i16, bf16, 128)
CONVERT(bf16_to_u16, u16, bf16, 128)
CONVERT(bf16_to_i32, i32, bf16, 128)
CONVERT(bf16_to_u32, u32, bf16, 128)
CONVERT(f32_to_i8, i8, f32, 128)
CONVERT(f32_to_u8, u8, f32, 32)
CONVERT(f32_to_u16, u16, f32, 128)
// 64-bit integers and floats.
CONVERT(i64_to_f32, f32, i64, 32)
CONVERT(u64_to_f32, f32, u64, 64)
CONVERT(i64_to_f16, f16, i64, 32)
CONVERT(u64_to_f16, f16, u64, 32)
CONVERT(i64_to_bf16, bf16, i64, 32)
CONVERT(u64_to_bf16, bf16, u64, 32)
CONVERT(f32_to_i64, i64, f32, 32)
CONVERT(f32_to_u64, u64, f32, 64)
CONVERT(bf16_to_i64, i64, bf16, 32)
CONVERT(bf16_to_u64, u64, bf16, 32)
