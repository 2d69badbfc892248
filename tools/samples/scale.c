// A sample PTO kernel: scales n 64-bit integers by a factor, as the scalar
// unit runs it. cmake/build.sh compiles it to show the toolchain works:
//   build/bin/clang --target=pto -O2 -S -o - tools/samples/scale.c
void scale(long *data, long n, long factor) {
  for (long i = 0; i < n; ++i)
    data[i] *= factor;
}
