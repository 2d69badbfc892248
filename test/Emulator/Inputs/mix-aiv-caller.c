/* Calls helper, which the other object defines only as helper_mix_aiv
   (test/Emulator/mix-aiv-symbols.test). */
long helper(long x);
void k(__attribute__((address_space(1))) long *p) { p[0] = helper(p[0]); }
