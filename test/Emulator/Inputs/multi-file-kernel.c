// A kernel built from two files (multi-file.test): it calls a function and
// reads a UB table that multi-file-table.c defines.
extern __ubuf__ float Table[64];
float fillTable(float Step);

void kernel(__gm__ float *Out, float Step) {
  float Last = fillTable(Step);
  for (int I = 0; I < 64; ++I)
    Out[I] = Table[I] + 0.5f;
  Out[64] = Last;
}
