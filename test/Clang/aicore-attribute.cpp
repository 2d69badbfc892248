// The vendor's bracketed function attribute [aicore] (docs/clang.md): with
// --target=pto it may stand anywhere among the declaration specifiers of a
// function and has no effect; lambdas, subscripts, array declarators and
// structured bindings spelled with the same tokens keep their meaning.
// RUN: clang --target=pto -std=c++17 -fsyntax-only -Xclang -verify %s
// RUN: clang --target=pto -std=c++20 -fsyntax-only -Xclang -verify %s
// RUN: clang --target=pto -std=c++17 -fsyntax-only -Xclang -verify=bad -DBAD %s
// RUN: clang --target=pto -std=c++17 -S -emit-llvm -fdiscard-value-names \
// RUN:   -x c++ - -o - < %s | FileCheck %s --implicit-check-not=aicore
// Other targets do not know [aicore]: a syntax error, as before.
// RUN: clang --target=x86_64-linux-gnu -std=c++17 -fsyntax-only \
// RUN:   -Xclang -verify=host -DHOST %s

#ifdef HOST
// (a C++17 structured binding of a type-less declaration, as before)
[aicore] void host_f(); // host-error {{a type specifier is required}} \
   host-error {{decomposition declaration cannot be declared with type 'int'}} \
   host-error {{decomposition declaration '[aicore]' requires an initializer}} \
   host-error {{expected ';' after top level declarator}}
void host_g() {
  [aicore] void h(); // host-error {{expected body of lambda expression}}
}
#elif defined(BAD)
[aicore void bad_bracket(); // bad-error {{expected ']'}} bad-note {{to match this '['}}
[foo] void bad_name(); // bad-error {{expected '[aicore]'; '[foo]' is not a known attribute}}
struct BadS {
  [bar] void m(); // bad-error {{expected '[aicore]'; '[bar]' is not a known attribute}}
  [aicore] int field; // bad-error {{'[aicore]' attribute only applies to functions}}
};
[aicore] int bad_var; // bad-error {{'[aicore]' attribute only applies to functions}}
static [aicore] int bad_var2 = 1; // bad-error {{'[aicore]' attribute only applies to functions}}
int [aicore] *bad_var3; // bad-error {{'[aicore]' attribute only applies to functions}}
typedef [aicore] void bad_fn_type(); // bad-error {{'[aicore]' attribute only applies to functions}}
[aicore] struct BadT {}; // bad-warning {{attribute '[aicore]' is ignored, place it after "struct" to apply attribute to type declaration}}
void bad_local() {
  [aicore] int v = 0; // bad-error {{'[aicore]' attribute only applies to functions}}
  (void)v;
}
#else
// expected-no-diagnostics

#ifndef __global__
#define __global__ __attribute__((__used__))
#endif
#define AICORE [aicore]

// Namespace scope, before, between and after other specifiers.
__global__ [aicore] void kernel(float *x) { x[0] = 1.0f; }
extern "C" __global__ AICORE void kernel_c(float *x) { x[1] = 2.0f; }
[aicore] inline __attribute__((always_inline)) void f_inline() {}
static [aicore] inline int f_static(int a) { return a + 1; }
inline [aicore] static int f_static2(int a) { return a + 2; }
int [aicore] *f_after_type(int *p) { return p; }
const int [aicore] &f_ref(const int &r) { return r; }
[aicore] [aicore] void f_twice();
[aicore] void f_decl(int), f_decl2();
[aicore] auto f_trailing() -> int { return 3; }

// Templates.
template <typename T> [aicore] inline T tmax(T a, T b) { return a < b ? b : a; }
template <typename T> static AICORE inline auto tdata(T &t) -> decltype(t.x) {
  return t.x;
}
template <> [aicore] inline int tmax<int>(int a, int b) { return a > b ? a : b; }

// Class members: constructors, destructors, statics, const members,
// conversions, member templates, friends.
struct S {
  int x = 0;
  constexpr [aicore] inline S() {}
  [aicore] S(int v);
  [aicore] ~S() {}
  [aicore] inline static constexpr int h() { return 1; }
  [aicore] void m() const;
  void [aicore] n() {}
  [aicore] operator int() const { return x; }
  template <typename T> [aicore] void tm(T) {}
  friend [aicore] void fr(S &s);
  [aicore] friend int fr2(const S &s) { return s.x; }
  [aicore] virtual void v() {}
};
[aicore] S::S(int v) : x(v) {}
[aicore] void S::m() const {}
[aicore] void fr(S &s) { s.x = 0; }

// Function-local declarations.
void locals() {
  [aicore] void local_f(int);
  extern [aicore] void local_g();
  [aicore] extern void local_h();
  [aicore] S local_s(int);
}

// Same tokens, other meaning.
constexpr int aicore = 4;
int arr[aicore];
void abstract_array(int [aicore]);
void named_array(int p[aicore]);
struct One { int a; };
int others() {
  int r = arr[aicore - 1] + sizeof(int[aicore]);
  int aicore = 2;
  auto l1 = [aicore]() { return aicore; };
  [aicore]() {}();
  [aicore] { (void)aicore; }();
  [=] { (void)aicore; }();
  [&]() mutable { r += aicore; }();
  [aicore]() mutable {}();
#if __cplusplus >= 202002L
  [aicore]<typename T>(T) {}(1);
#endif
  int *p = new int[aicore];
  delete[] p;
  One one{5};
  auto [b] = one;
  {
    auto [aicore] = one;
    r += aicore;
  }
  One ones[2] = {{1}, {2}};
  for (auto [aicore] : ones)
    r += aicore;
  return r + l1() + b;
}

// Uses, so that the templates and members are emitted.
int use() {
  S s(tmax(1, 2));
  s.m();
  fr(s);
  return f_static(1) + f_static2(2) + tmax(3.0, 4.0) + S::h() + tdata(s) +
         fr2(s) + *f_after_type(&s.x) + f_ref(s.x) + f_trailing() + others();
}
#endif

// The attribute changes nothing in the IR: no attribute, annotation or
// section (no "aicore" anywhere); kernel and kernel_c are kept by
// __global__ (used).
// CHECK: @llvm.compiler.used = {{.*}}@_Z6kernelPf{{.*}}@kernel_c
// CHECK-DAG: define dso_local void @_Z6kernelPf(ptr
// CHECK-DAG: define dso_local void @kernel_c(ptr
// CHECK-DAG: define dso_local noundef i32 @_Z3usev()
// CHECK-DAG: define dso_local noundef i32 @_Z6othersv()
// CHECK-DAG: define dso_local void @_ZN1SC2Ei(
// CHECK-DAG: define dso_local void @_ZNK1S1mEv(
// CHECK-DAG: define dso_local void @_Z2frR1S(
// CHECK-DAG: define internal noundef i32 @_ZL8f_statici(
// CHECK-DAG: define linkonce_odr dso_local noundef i32 @_Z4tmaxIiET_S0_S0_(
