/* The vector half of a function in the vendor's mixed-kernel ABI, as PTOAS
   names it (test/Emulator/mix-aiv-symbols.test). */
long helper_mix_aiv(long x) { return 3 * x + 1; }
