// cce::printf, assert() and trap() in kernels (offload-print-trap.test).
#include <acl/acl.h>
#include <assert.h>
#include <cstdio>

__global__ [aicore] void hello(__gm__ int *x, float f) {
  cce::printf("block %d of %u: x=%d f=%.2f %s|%5.1f|%c|%x|%-4d|\n",
              (int)get_block_idx(), get_block_num(), x[get_block_idx()], f,
              "str", (half)1.5f, 'A', 255u, -3);
  cce::printf("no newline;");
  cce::printf(" then %lld %% done\n", (long long)-5);
}

__global__ [aicore] void checked(__gm__ int *x, int n) {
  cce::printf("checking %d\n", n);
  assert(x[get_block_idx()] < n);
}

__global__ [aicore] void trapping(__gm__ int *x) {
  if (x[0] == 7)
    trap();
}

int main() {
  aclInit(nullptr);
  aclrtSetDevice(0);
  int Host[2] = {7, 9};
  void *D;
  aclrtMalloc(&D, 8, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(D, 8, Host, 8, ACL_MEMCPY_HOST_TO_DEVICE);
  hello<<<2, nullptr, nullptr>>>((int *)D, 2.5f);
  std::printf("hello: %d\n", aclrtSynchronizeDevice());
  checked<<<2, nullptr, nullptr>>>((int *)D, 8);
  std::printf("checked: %d %s\n", aclrtSynchronizeDevice(),
              aclGetRecentErrMsg());
  trapping<<<1, nullptr, nullptr>>>((int *)D);
  std::printf("trapping: %d %s\n", aclrtSynchronizeDevice(),
              aclGetRecentErrMsg());
  return aclFinalize();
}
