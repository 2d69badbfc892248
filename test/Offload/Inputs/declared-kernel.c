// A device object from another compiler (as PTOAS's, docs/hivm.md): the
// kernel is named as the vector half of the vendor's mixed-kernel ABI.
void twice_mix_aiv(__attribute__((address_space(1))) int *x, long n) {
  for (long i = 0; i < n; ++i)
    x[i] *= 2;
}
