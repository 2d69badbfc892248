// Misuse of the SIMT API (simt-errors.test checks the errors by line).
#include <cstdint>

[aicore] __simt_vf__ LAUNCH_BOUND(64) void kernel(__gm__ uint32_t *out) {
  out[threadIdx.x] = threadIdx.y;
}
[aicore] void plain(__gm__ uint32_t *out) { out[0] = 1; }

[aicore] __simt_vf__ void vector_kernel(__ubuf__ float *p) {
  vector_f32 v;
  vlds(v, p, 0, NORM);
  vector_bool all = pset_b32(PAT_ALL);
  vadd(v, v, v, all);
  vsts(v, p, 0, NORM_B32, all);
}

extern "C" __global__ [aicore] void misuse(__gm__ uint32_t *out,
                                           __ubuf__ float *ub) {
  kernel(out);
  cce::async_invoke<plain>(cce::dim3{32, 1}, out);
  cce::async_invoke<kernel>(cce::dim3{32, 3}, out);
  cce::async_invoke<vector_kernel>(cce::dim3{1, 1}, ub);
#ifdef ARGUMENT_COUNT
  cce::async_invoke<kernel>(cce::dim3{32, 1}, out, 1);
#endif
}
