// A function with a local array, compiled with -fstack-protector-strong as
// the tile library's build compiles kernels: fill(x, n) writes n words of
// its array; n = 8 stays inside, n = 12 overwrites the guard copy.
#include "kernel-support.h"

__attribute__((noinline)) long fill(GM long *out, long n) {
  volatile long words[8];
  for (long i = 0; i < n; ++i)
    words[i] = i * 3;
  long sum = 0;
  for (long i = 0; i < 8; ++i)
    sum += words[i];
  *out = sum;
  return sum;
}

void protected_kernel(GM long *out, long n) { fill(out, n); }
