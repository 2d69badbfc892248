/* A kernel of ten arguments after its output: the first seven after `out`
   arrive in x11-x17, the last three in the stack slots at sp, sp + 8 and
   sp + 16 (docs/abi.md; test/Emulator/stack-arguments.test). */
void many(__attribute__((address_space(1))) long *out, long a, long b, long c,
          long d, long e, long f, long g, int h, long i, int j) {
  out[0] = a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * (long)h +
           9 * i + 10 * (long)j;
  out[1] = h;
  out[2] = i;
  out[3] = j;
}
