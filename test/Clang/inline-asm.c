// Inline assembly with PTO registers: the 'r' (scalar register) and 'm'
// (memory) constraints reach the integrated assembler; an unknown
// constraint is an error.
// RUN: clang --target=pto -O2 -S %s -o - | FileCheck %s
// RUN: clang --target=pto -O2 -c %s -o %t.o
// RUN: llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// RUN: not clang --target=pto -O2 -S -DBAD %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: mulhi:
// CHECK: mulhu x10, x10, x11
// OBJ: mulhu x10, x10, x11
unsigned long mulhi(unsigned long a, unsigned long b) {
  unsigned long r;
  __asm__("mulhu %0, %1, %2" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

// A memory operand prints as 0(register).
// CHECK-LABEL: load:
// CHECK: ld x10, 0(x10)
long load(long *p) {
  long r;
  __asm__("ld %0, %1" : "=r"(r) : "m"(*p));
  return r;
}

#ifdef BAD
// BAD: error: invalid output constraint '=q' in asm
long bad(long a) {
  long r;
  __asm__("mv %0, %1" : "=q"(r) : "r"(a));
  return r;
}
#endif
