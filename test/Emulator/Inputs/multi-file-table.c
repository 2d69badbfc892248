// The other file of multi-file.test: a UB global and the function that
// fills it (Table[I] = I * Step, computed in scalar float).
__ubuf__ float Table[64];

float fillTable(float Step) {
  for (int I = 0; I < 64; ++I)
    Table[I] = (float)I * Step;
  return Table[63];
}
