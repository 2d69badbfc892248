// Kernels for the ptoemu Python module (launcher.test): the tile layer's
// abs over this block's rows of a tensor, and kernels that fail.

#include <pto/pto-inst.hpp>

using namespace pto;

// out = |in| over rows [8 * block, 8 * block + 8) of a blocks x 8 x 64
// tensor: each block its own slice (get_block_idx, get_block_num).
extern "C" __global__ AICORE void abs_blocks(__gm__ float *in,
                                             __gm__ float *out) {
  uint32_t block = get_block_idx();
  using T = Tile<TileType::Vec, float, 8, 64>;
  using G = GlobalTensor<float, Shape<1, 1, 1, 8, 64>,
                         Stride<512, 512, 512, 64, 1>>;
  G gin(in + block * 512), gout(out + block * 512);
  T src, dst;
  TASSIGN(src, 0x0);
  TASSIGN(dst, 0x1000);
  Event<Op::TLOAD, Op::TABS> loaded = TLOAD(src, gin);
  Event<Op::TABS, Op::TSTORE> done = TABS(dst, src, loaded);
  TSTORE(gout, dst, done);
}

// out[0] = a * x + b with scalar arguments of several kinds.
extern "C" __global__ AICORE void scalars(__gm__ float *out, float a,
                                          int64_t x, float b) {
  out[0] = a * float(x) + b;
}

// Waits for a flag nobody sets.
extern "C" __global__ AICORE void deadlock(__gm__ float *) {
  wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID3);
}
