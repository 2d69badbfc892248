/* Freestanding <stdlib.h> for PTO device code: types and declarations only
   (docs/cce-api.md). There is no C library on the PTO core: a call of a
   function here that the compiler does not expand stays an undefined
   symbol, which pto-emu reports when it loads the object. */
#ifndef __PTO_LIBC_STDLIB_H
#define __PTO_LIBC_STDLIB_H
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif
typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;
typedef struct { long long quot, rem; } lldiv_t;
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
#define MB_CUR_MAX 1
void abort(void);
void exit(int);
void _Exit(int);
int atexit(void (*)(void));
void *malloc(size_t);
void *calloc(size_t, size_t);
void *realloc(void *, size_t);
void free(void *);
void *aligned_alloc(size_t, size_t);
int atoi(const char *);
long atol(const char *);
long long atoll(const char *);
double atof(const char *);
double strtod(const char *, char **);
float strtof(const char *, char **);
long double strtold(const char *, char **);
long strtol(const char *, char **, int);
long long strtoll(const char *, char **, int);
unsigned long strtoul(const char *, char **, int);
unsigned long long strtoull(const char *, char **, int);
int rand(void);
void srand(unsigned);
char *getenv(const char *);
int system(const char *);
void *bsearch(const void *, const void *, size_t, size_t,
              int (*)(const void *, const void *));
void qsort(void *, size_t, size_t, int (*)(const void *, const void *));
int mblen(const char *, size_t);
int abs(int);
long labs(long);
long long llabs(long long);
div_t div(int, int);
ldiv_t ldiv(long, long);
lldiv_t lldiv(long long, long long);
#ifdef __cplusplus
}
#endif
#endif
