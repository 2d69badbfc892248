// Kernels of a single-source file with their launchers (offload-programs.test):
// a template kernel in two instances, a scalar float argument, a signed
// scalar, blockDim > 1 and a launch on the caller's stream.
#include <acl/acl.h>
#include <stdint.h>

template <typename T>
__global__ [aicore] void axpy(__gm__ T *y, __gm__ const T *x, T a, int64_t n) {
  for (int64_t i = get_block_idx(); i < n; i += get_block_num())
    y[i] = a * x[i] + y[i];
}

// Each block writes its id and the block count into its own slot.
__global__ [aicore] void blockIds(__gm__ int32_t *out, int32_t bias) {
  out[2 * get_block_idx()] = int32_t(get_block_idx()) + bias;
  out[2 * get_block_idx() + 1] = int32_t(get_block_num());
}

// A kernel that writes element n, past the end of an n-element buffer.
__global__ [aicore] void writePast(__gm__ int32_t *out, int64_t n) {
  out[n + 1024] = 1;
}

// Copies in[i] to out[0]: reads past a buffer's request (offload-programs).
__global__ [aicore] void copyAt(__gm__ int32_t *out, __gm__ const int32_t *in,
                                int64_t i) {
  out[0] = in[i];
}

// Stores a device pointer in device memory, as the tile library's tassign
// suite does: the host reads it back as its own pointer.
__global__ [aicore] void storePointer(__gm__ int32_t *__gm__ *out,
                                      __gm__ int32_t *p) {
  *out = p + 3;
}

// A device class whose constructor another inherits, and a static member
// of a class template initialised through it, as the tile library's
// GlobalTensor::defaultStride is: device code on the host side too, where
// nothing may refer to the device-only constructor.
struct Extent {
  [aicore] Extent(int64_t Rows) : Rows(Rows) {}
  int64_t Rows;
};
struct RowExtent : Extent {
  using Extent::Extent;
};
template <typename T> struct Layout {
  static inline RowExtent Default{8};
};

__global__ [aicore] void layoutAddress(__gm__ int64_t *out) {
  out[0] = Layout<int32_t>::Default.Rows;
}

// Reads UB that a DMA is still writing: no flag orders MTE2 before the
// scalar unit, a data race pto-emu reports.
__global__ [aicore] void racyRead(__gm__ int32_t *out, __gm__ int32_t *in) {
  __ubuf__ int32_t *ub = (__ubuf__ int32_t *)0;
  set_loop_size_outtoub(1ull << 21 | 1);
  copy_gm_to_ubuf_align_v2(ub, in, 0, 1, 256, 0, 0, false, 0, 256, 256);
  out[0] = ub[5];
}

// A kernel argument of 16 bytes, which the device ABI does not pass.
struct Pair {
  int64_t First, Second;
};
__global__ [aicore] void takesPair(__gm__ int64_t *out, Pair p) {
  out[0] = p.First + p.Second;
}

// Host code: plain functions the host program calls.
template <typename T>
void launchAxpy(T *y, const T *x, T a, int64_t n, unsigned blocks,
                aclrtStream stream) {
  axpy<T><<<blocks, nullptr, stream>>>(y, x, a, n);
}

void launchAxpyFloat(float *y, const float *x, float a, int64_t n,
                     unsigned blocks, aclrtStream stream) {
  launchAxpy(y, x, a, n, blocks, stream);
}

void launchAxpyInt(int32_t *y, const int32_t *x, int32_t a, int64_t n,
                   unsigned blocks, aclrtStream stream) {
  launchAxpy(y, x, a, n, blocks, stream);
}

// A wrapper without a launch of its own, calling one that launches: host
// code, not emitted for the device.
void launchBlockIds(int32_t *out, int32_t bias, unsigned blocks,
                    aclrtStream stream) {
  blockIds<<<blocks, nullptr, stream>>>(out, bias);
}
void launchBlockIdsTwice(int32_t *out, unsigned blocks, aclrtStream stream) {
  launchBlockIds(out, -7, blocks, stream);
}

void launchWritePast(int32_t *out, int64_t n, aclrtStream stream) {
  writePast<<<1, nullptr, stream>>>(out, n);
}

void launchCopyAt(int32_t *out, const int32_t *in, int64_t i,
                  aclrtStream stream) {
  copyAt<<<1, nullptr, stream>>>(out, in, i);
}

void launchStorePointer(int32_t **out, int32_t *p, aclrtStream stream) {
  storePointer<<<1, nullptr, stream>>>(out, p);
}

void launchRacyRead(int32_t *out, const int32_t *in, aclrtStream stream) {
  racyRead<<<1, nullptr, stream>>>(out, const_cast<int32_t *>(in));
}

void launchTakesPair(int64_t *out, aclrtStream stream) {
  takesPair<<<1, nullptr, stream>>>(out, Pair{1, 2});
}
