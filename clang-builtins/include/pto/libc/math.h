/* Freestanding <math.h> for PTO device code: the types, macros and
   declarations libc++'s <cmath> builds on (docs/cce-api.md). */
#ifndef __PTO_LIBC_MATH_H
#define __PTO_LIBC_MATH_H
typedef float float_t;
typedef double double_t;
#define HUGE_VAL (__builtin_huge_val())
#define HUGE_VALF (__builtin_huge_valf())
#define HUGE_VALL (__builtin_huge_vall())
#define INFINITY (__builtin_inff())
#define NAN (__builtin_nanf(""))
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)
#define MATH_ERRNO 1
#define MATH_ERREXCEPT 2
#define math_errhandling 0
#define M_PI 3.14159265358979323846
#ifdef __cplusplus
extern "C" {
#endif
#define __PTO_MATH1(N) double N(double); float N##f(float); long double N##l(long double);
#define __PTO_MATH2(N) double N(double, double); float N##f(float, float); long double N##l(long double, long double);
__PTO_MATH1(acos) __PTO_MATH1(asin) __PTO_MATH1(atan) __PTO_MATH2(atan2)
__PTO_MATH1(cos) __PTO_MATH1(sin) __PTO_MATH1(tan) __PTO_MATH1(acosh)
__PTO_MATH1(asinh) __PTO_MATH1(atanh) __PTO_MATH1(cosh) __PTO_MATH1(sinh)
__PTO_MATH1(tanh) __PTO_MATH1(exp) __PTO_MATH1(exp2) __PTO_MATH1(expm1)
__PTO_MATH1(log) __PTO_MATH1(log10) __PTO_MATH1(log1p) __PTO_MATH1(log2)
__PTO_MATH1(logb) __PTO_MATH1(cbrt) __PTO_MATH1(fabs) __PTO_MATH2(hypot)
__PTO_MATH2(pow) __PTO_MATH1(sqrt) __PTO_MATH1(erf) __PTO_MATH1(erfc)
__PTO_MATH1(lgamma) __PTO_MATH1(tgamma) __PTO_MATH1(ceil) __PTO_MATH1(floor)
__PTO_MATH1(nearbyint) __PTO_MATH1(rint) __PTO_MATH1(round)
__PTO_MATH1(trunc) __PTO_MATH2(fmod) __PTO_MATH2(remainder)
__PTO_MATH2(copysign) __PTO_MATH2(nextafter) __PTO_MATH2(fdim)
__PTO_MATH2(fmax) __PTO_MATH2(fmin)
#undef __PTO_MATH1
#undef __PTO_MATH2
double fma(double, double, double); float fmaf(float, float, float);
long double fmal(long double, long double, long double);
double frexp(double, int *); float frexpf(float, int *);
long double frexpl(long double, int *);
double ldexp(double, int); float ldexpf(float, int);
long double ldexpl(long double, int);
double modf(double, double *); float modff(float, float *);
long double modfl(long double, long double *);
double scalbn(double, int); float scalbnf(float, int);
long double scalbnl(long double, int);
double scalbln(double, long); float scalblnf(float, long);
long double scalblnl(long double, long);
int ilogb(double); int ilogbf(float); int ilogbl(long double);
long lrint(double); long lrintf(float); long lrintl(long double);
long long llrint(double); long long llrintf(float);
long long llrintl(long double);
long lround(double); long lroundf(float); long lroundl(long double);
long long llround(double); long long llroundf(float);
long long llroundl(long double);
double remquo(double, double, int *); float remquof(float, float, int *);
long double remquol(long double, long double, int *);
double nan(const char *); float nanf(const char *);
long double nanl(const char *);
double nexttoward(double, long double); float nexttowardf(float, long double);
long double nexttowardl(long double, long double);
double fmax(double, double);
#ifdef __cplusplus
}
#endif
#endif
