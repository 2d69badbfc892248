/* Freestanding <time.h> for PTO device code: the types libc++ names. */
#ifndef __PTO_LIBC_TIME_H
#define __PTO_LIBC_TIME_H
#include <stddef.h>
typedef long time_t;
typedef long clock_t;
struct timespec {
  time_t tv_sec;
  long tv_nsec;
};
struct tm {
  int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday,
      tm_isdst;
};
#define CLOCKS_PER_SEC 1000000l
#ifdef __cplusplus
extern "C" {
#endif
clock_t clock(void);
time_t time(time_t *);
double difftime(time_t, time_t);
time_t mktime(struct tm *);
#ifdef __cplusplus
}
#endif
#endif
