/* Freestanding <uchar.h> for PTO device code: mbstate_t, which libc++ needs. */
#ifndef __PTO_LIBC_UCHAR_H
#define __PTO_LIBC_UCHAR_H
#include <stddef.h>
typedef struct { unsigned __state[2]; } mbstate_t;
#endif
