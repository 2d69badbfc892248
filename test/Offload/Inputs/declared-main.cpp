// test/Offload/declared-kernel.test: x[i] = i, twice (the foreign device
// object), then add_one (a -xcce file): each value checked on the host.
#include "acl/acl.h"
#include <stdint.h>
#include <stdio.h>

void launchTwice(int32_t *x, int64_t n, void *stream);
void launchAddOne(int32_t *x, int64_t n, void *stream);

int main() {
  const int64_t N = 100;
  int32_t host[N], *dev = nullptr;
  aclrtStream stream = nullptr;
  for (int64_t i = 0; i < N; ++i)
    host[i] = (int32_t)i;
  if (aclInit(nullptr) || aclrtSetDevice(0) || aclrtCreateStream(&stream) ||
      aclrtMalloc((void **)&dev, sizeof host, ACL_MEM_MALLOC_HUGE_FIRST) ||
      aclrtMemcpy(dev, sizeof host, host, sizeof host,
                  ACL_MEMCPY_HOST_TO_DEVICE))
    return 1;
  launchTwice(dev, N, stream);
  launchAddOne(dev, N, stream);
  if (aclrtSynchronizeStream(stream) ||
      aclrtMemcpy(host, sizeof host, dev, sizeof host,
                  ACL_MEMCPY_DEVICE_TO_HOST))
    return 1;
  int wrong = 0;
  for (int64_t i = 0; i < N; ++i)
    wrong += host[i] != 2 * i + 1;
  printf("twice then add_one: %d wrong\n", wrong);
  aclrtFree(dev);
  aclrtDestroyStream(stream);
  aclFinalize();
  return wrong != 0;
}
