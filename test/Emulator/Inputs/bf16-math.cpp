// bf16 lanes of operations the vector unit has only for f16 and f32
// (computed in f32 and rounded once to bf16), and copysign of every float
// type, as generic vector code (bf16-math.test). Each entry reads its
// operands at UB 0 and 512 and stores its result at UB OutOffset;
// bf16_math.py gives the inputs and derives the results on the host.
//
// OPERATION(name, type, lanes, expression of a and b)
#include "kernel-support.h"

#define VEC(T, N) T __attribute__((ext_vector_type(N)))
enum : long { SecondOffset = 512, OutOffset = 1024, BufferBytes = 2048 };

#define OPERATION(NAME, T, N, EXPR)                                            \
  extern "C" void NAME(GM char *buffer) {                                      \
    UB char *ub = buffer_to_ub(buffer, BufferBytes);                           \
    typedef VEC(T, N) Vector;                                                  \
    Vector a = *(UB Vector *)ub, b = *(UB Vector *)(ub + SecondOffset);        \
    *(UB Vector *)(ub + OutOffset) = EXPR;                                     \
    ub_to_buffer(ub, buffer, OutOffset, BufferBytes);                          \
  }

typedef __bf16 bf16;
typedef _Float16 f16;
typedef float f32;

OPERATION(div_bf16, bf16, 128, a / b)
OPERATION(sqrt_bf16, bf16, 128, __builtin_elementwise_sqrt(a))
OPERATION(floor_bf16, bf16, 128, __builtin_elementwise_floor(a))
OPERATION(round_bf16, bf16, 64, __builtin_elementwise_round(a))
OPERATION(copysign_bf16, bf16, 128, __builtin_elementwise_copysign(a, b))
OPERATION(copysign_f16, f16, 128, __builtin_elementwise_copysign(a, b))
OPERATION(copysign_f32, f32, 64, __builtin_elementwise_copysign(a, b))
