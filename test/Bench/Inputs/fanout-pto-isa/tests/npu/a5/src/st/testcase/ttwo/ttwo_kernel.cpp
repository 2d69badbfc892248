extern "C" __global__ [aicore] void ttwo(__gm__ int *x) { x[1] = x[0] * 2; }
