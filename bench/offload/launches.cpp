// The per-launch overhead of the ACL runtime over pto-emu (bench/offload.py):
// argv[1] launches of a kernel that adds one to one element, each launch
// synchronised; the result is checked.
#include <acl/acl.h>
#include <cstdio>
#include <cstdlib>

__global__ [aicore] void increment(__gm__ int *x) { x[0] += 1; }

int main(int argc, char **argv) {
  int N = argc > 1 ? std::atoi(argv[1]) : 0;
  aclInit(nullptr);
  aclrtSetDevice(0);
  aclrtStream S;
  aclrtCreateStream(&S);
  void *D;
  aclrtMalloc(&D, 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemset(D, 4, 0, 4);
  for (int I = 0; I < N; ++I) {
    increment<<<1, nullptr, S>>>(static_cast<int *>(D));
    if (aclrtSynchronizeStream(S) != ACL_SUCCESS)
      return 1;
  }
  int X = -1;
  aclrtMemcpy(&X, 4, D, 4, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtFree(D);
  aclrtDestroyStream(S);
  aclFinalize();
  return X == N ? 0 : 2;
}
