// A byte scatter by 16-bit indices under a b16 mask, written as the tile
// library's TScatter and TTrans write it: the bytes loaded with UNPK_B8
// (byte i in the low byte of 16-bit lane i), the indices as uint16_t, the
// mask the first `active` 16-bit lanes. cce-byte-scatter.test runs it
// against Inputs/cce_byte_scatter.py.

#include "cce-kernel-support.h"
#include <cstdint>

extern "C" __global__ [aicore] void byte_scatter(__gm__ uint8_t *data,
                                                 __gm__ uint16_t *index,
                                                 __gm__ uint8_t *out,
                                                 uint32_t active) {
  __ubuf__ uint8_t *src = (__ubuf__ uint8_t *)0;
  __ubuf__ uint16_t *idx = (__ubuf__ uint16_t *)0x100;
  __ubuf__ uint8_t *dst = (__ubuf__ uint8_t *)0x200;
  Load(src, data, 128);
  Load(idx, index, 256);
  LoadToVector();
  vector_bool all = pset_b8(PAT_ALL);
  vector_u8 zero;
  vbr(zero, (uint8_t)0);
  vsts(zero, dst, 0, NORM_B8, all);
  vsts(zero, dst, 256, NORM_B8, all);
  mem_bar(VST_VST);
  vector_u8 bytes;
  vector_u16 indices;
  vlds(bytes, src, 0, UNPK_B8);
  vlds(indices, idx, 0, NORM);
  uint32_t left = active;
  vector_bool mask = plt_b16(left, POST_UPDATE);
  vscatter(bytes, dst, indices, mask);
  VectorToStore();
  Store(out, dst, 512);
}
