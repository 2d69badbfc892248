// Scalar loops stay scalar: the vectorisers would form short vectors that
// widen through <32 x i8>, the align-state type (PTOTargetTransformInfo.h).
// A byte loop on UB pointers compiles and keeps its i8 arithmetic scalar.
// RUN: clang --target=pto -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: clang --target=pto -O2 -c %s -o %t.o
// IR-LABEL: define {{.*}}void @add_bytes(
// IR-NOT: x i8>
// IR: add i8
// IR: icmp eq i64 {{.*}}, 32
#define UB __attribute__((address_space(6)))
void add_bytes(UB unsigned char *a, UB unsigned char *b) {
  for (int i = 0; i < 32; i++)
    a[i] += b[i];
}
