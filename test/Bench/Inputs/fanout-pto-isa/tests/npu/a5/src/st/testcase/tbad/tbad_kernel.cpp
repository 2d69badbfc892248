extern "C" __global__ [aicore] void tbad(__gm__ int *x) { x[0] = undeclared; }
