// Kernels can use clang's freestanding headers with --target=pto: the
// toolchain adds the resource include directory and no host directories.
// RUN: clang --target=pto -O2 -S %s -o - | FileCheck %s
// RUN: clang --target=pto -### -c %s 2>&1 | FileCheck %s --check-prefix=INC
// INC: "-internal-isystem" "{{[^"]*}}lib{{(64)?}}/clang/19/include"
// INC-NOT: "-internal-isystem" "/usr/include"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// CHECK-LABEL: widen:
// CHECK: add
int64_t widen(int32_t a, uint8_t b, bool c) {
  size_t n = sizeof(int64_t);
  return (int64_t)a + b + c + (int64_t)n;
}
