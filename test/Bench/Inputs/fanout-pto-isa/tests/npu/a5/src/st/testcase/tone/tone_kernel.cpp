// A kernel file as the library's suites have them (tools/cce_survey.py).
extern "C" __global__ [aicore] void tone(__gm__ float *x) { x[0] += 1.0f; }
