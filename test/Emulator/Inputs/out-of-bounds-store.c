// A store past the end of its GM buffer (source-lines.test).
void store_past_end(__gm__ int *Buffer, int Count) {
  for (int I = 0; I <= Count; ++I)
    Buffer[I] = I; // the last iteration writes Buffer[Count]
}
