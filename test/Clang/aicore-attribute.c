// [aicore] in C (docs/clang.md): as in C++, among the declaration
// specifiers of a function, without effect; in a block, a statement that
// starts with [aicore] is always a declaration (C has no lambdas). Array
// declarators spelled with the same tokens keep their meaning.
// RUN: clang --target=pto -std=c11 -fsyntax-only -Xclang -verify %s
// RUN: clang --target=pto -std=c23 -fsyntax-only -Xclang -verify %s
// RUN: clang --target=pto -fsyntax-only -Xclang -verify=bad -DBAD %s
// RUN: clang --target=pto -S -emit-llvm -fdiscard-value-names -x c - -o - < %s \
// RUN:   | FileCheck %s --implicit-check-not=aicore
// RUN: clang --target=x86_64-linux-gnu -fsyntax-only -Xclang -verify=host \
// RUN:   -DHOST %s

#ifdef HOST
[aicore] void host_f(void); // host-error {{expected identifier or '('}} host-error {{use of undeclared identifier 'aicore'}}
#elif defined(BAD)
[aicore void bad_bracket(void); // bad-error {{expected ']'}} bad-note {{to match this '['}}
[foo] void bad_name(void); // bad-error {{expected '[aicore]'; '[foo]' is not a known attribute}}
[aicore] int bad_var; // bad-error {{'[aicore]' attribute only applies to functions}}
struct bad_s {
  [aicore] int field; // bad-error {{'[aicore]' attribute only applies to functions}}
};
void bad_param([aicore] int p); // bad-error {{'[aicore]' attribute only applies to functions}}
void bad_local(void) {
  [aicore] int v = 0; // bad-error {{'[aicore]' attribute only applies to functions}}
  (void)v;
}
#else
// expected-no-diagnostics

#ifndef __global__
#define __global__ __attribute__((__used__))
#endif

__global__ [aicore] void kernel(float *x) { x[0] = 1.0f; }
[aicore] inline __attribute__((always_inline)) void f_inline(void) {}
static [aicore] inline int f_static(int a) { return a + 1; }
int [aicore] *f_after_type(int *p) { return p; }
struct pair { int a, b; };
struct pair [aicore] f_struct(void) { struct pair p = {1, 2}; return p; }
[aicore] int f_knr();

enum { aicore = 4 };
int arr[aicore];
void abstract_array(int [aicore]);

int user(void) {
  [aicore] int helper(int);
  extern [aicore] int helper2(void);
  int a[aicore];
  a[0] = arr[aicore - 1] + (int)sizeof(int[aicore]);
  return helper(a[0]) + helper2() + f_static(1) + *f_after_type(a) +
         f_struct().b + f_knr();
}
#endif

// CHECK: @llvm.compiler.used = {{.*}}@kernel
// CHECK-DAG: define dso_local void @kernel(ptr
// CHECK-DAG: define dso_local ptr @f_after_type(ptr
// CHECK-DAG: define dso_local void @f_struct(ptr {{.*}}sret
// CHECK-DAG: define dso_local i32 @user()
// CHECK-DAG: define internal i32 @f_static(i32
// CHECK-DAG: declare dso_local i32 @helper(i32 noundef)
