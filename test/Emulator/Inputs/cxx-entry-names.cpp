// C++ kernels keep their mangled names; pto-emu finds them by function name.
namespace kernels {
__global__ void fill(__gm__ long *out, long value) { *out = value; }
} // namespace kernels

// Two overloads of one name.
__global__ void twice(__gm__ long *out) { *out *= 2; }
__global__ void twice(__gm__ int *out) { *out *= 2; }
