// The host program: plain C++ for the host compiler, linked against the
// kernels' objects and the ACL runtime. Expected values are computed here.
#include <acl/acl.h>
#include <securec.h>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

void launchAxpyFloat(float *, const float *, float, int64_t, unsigned,
                     aclrtStream);
void launchAxpyInt(int32_t *, const int32_t *, int32_t, int64_t, unsigned,
                   aclrtStream);
void launchBlockIdsTwice(int32_t *, unsigned, aclrtStream);
void launchNegate(int32_t *, const int32_t *, int64_t, aclrtStream);
void launchWritePast(int32_t *, int64_t, aclrtStream);
void launchCopyAt(int32_t *, const int32_t *, int64_t, aclrtStream);
void launchStorePointer(int32_t **, int32_t *, aclrtStream);
void launchRacyRead(int32_t *, const int32_t *, aclrtStream);
void launchTakesPair(int64_t *, aclrtStream);
extern "C" void __pto_register_image(const void *, unsigned long,
                                     const char *);
extern "C" int __pto_launch_config(unsigned, void *, void *);
extern "C" int __pto_launch_kernel(const char *, void **, const unsigned *,
                                   unsigned);

#define CHECK(call)                                                            \
  do {                                                                         \
    aclError E = (call);                                                       \
    if (E != ACL_SUCCESS) {                                                    \
      printf("FAIL %s: %d %s\n", #call, E, aclGetRecentErrMsg());             \
      return 1;                                                                \
    }                                                                          \
  } while (0)

template <typename T> static T *deviceCopy(const std::vector<T> &Host) {
  void *P = nullptr;
  size_t Bytes = Host.size() * sizeof(T);
  if (aclrtMalloc(&P, Bytes, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
      aclrtMemcpy(P, Bytes, Host.data(), Bytes, ACL_MEMCPY_HOST_TO_DEVICE))
    return nullptr;
  return static_cast<T *>(P);
}

template <typename T>
static std::vector<T> hostCopy(const T *Device, size_t N) {
  std::vector<T> Host(N);
  aclrtMemcpy(Host.data(), N * sizeof(T), Device, N * sizeof(T),
              ACL_MEMCPY_DEVICE_TO_HOST);
  return Host;
}

static int programs() {
  aclrtStream S1, S2;
  CHECK(aclrtCreateStream(&S1));
  CHECK(aclrtCreateStream(&S2));
  const int64_t N = 300;
  std::vector<float> X(N), Y(N);
  std::vector<int32_t> XI(N), YI(N);
  for (int64_t I = 0; I < N; ++I) {
    X[I] = 0.25f * float(I) - 3.0f;
    Y[I] = 1.5f - 0.125f * float(I);
    XI[I] = int32_t(I * 7 - 1000);
    YI[I] = int32_t(5 - I);
  }
  float *DX = deviceCopy(X), *DY = deviceCopy(Y);
  int32_t *DXI = deviceCopy(XI), *DYI = deviceCopy(YI);
  std::vector<int32_t> Ids(2 * 5, 0);
  int32_t *DIds = deviceCopy(Ids);
  int32_t *DNeg = deviceCopy(YI);

  launchAxpyFloat(DY, DX, -2.5f, N, 3, S1);
  launchAxpyInt(DYI, DXI, -3, N, 4, S2);
  launchBlockIdsTwice(DIds, 5, S1);
  CHECK(aclrtSynchronizeStream(S1));
  CHECK(aclrtSynchronizeStream(S2));
  launchNegate(DNeg, DYI, N, S2); // after the axpy of the same stream
  CHECK(aclrtSynchronizeStream(S2));

  std::vector<float> RY = hostCopy(DY, N);
  std::vector<int32_t> RYI = hostCopy(DYI, N), RIds = hostCopy(DIds, 10),
                       RNeg = hostCopy(DNeg, N);
  int Bad = 0;
  for (int64_t I = 0; I < N; ++I) {
    float Want = -2.5f * X[I] + Y[I];
    Bad += std::memcmp(&Want, &RY[I], 4) != 0;
  }
  printf("axpy<float>: %s\n", Bad ? "wrong" : "ok");
  Bad = 0;
  for (int64_t I = 0; I < N; ++I)
    Bad += RYI[I] != -3 * XI[I] + YI[I] || RNeg[I] != -(-3 * XI[I] + YI[I]);
  printf("axpy<int32_t> then negate: %s\n", Bad ? "wrong" : "ok");
  Bad = 0;
  for (int B = 0; B < 5; ++B)
    Bad += RIds[2 * B] != B - 7 || RIds[2 * B + 1] != 5;
  printf("block ids: %s\n", Bad ? "wrong" : "ok");

  // A device pointer is the host's number for it, also stored by a kernel.
  int32_t **DSlot;
  CHECK(aclrtMalloc((void **)&DSlot, sizeof(int32_t *),
                    ACL_MEM_MALLOC_HUGE_FIRST));
  launchStorePointer(DSlot, DIds, S1);
  CHECK(aclrtSynchronizeStream(S1));
  int32_t *Stored = hostCopy(DSlot, 1)[0];
  printf("stored pointer: %s\n", Stored == DIds + 3 ? "ok" : "wrong");
  CHECK(aclrtFree(DSlot));

  // aclrtMemset of host memory; memcpy_s of securec.h.
  int32_t *HostBuffer;
  CHECK(aclrtMallocHost((void **)&HostBuffer, 64));
  CHECK(aclrtMemset(HostBuffer, 64, 0x7f, 64));
  int32_t Copy[16];
  bool CopyOk = memcpy_s(Copy, sizeof(Copy), HostBuffer, 64) == EOK &&
                memcpy_s(Copy, 8, HostBuffer, 64) != EOK && Copy[0] == 0 &&
                HostBuffer[15] == 0x7f7f7f7f;
  printf("host memset, memcpy_s: %s\n", CopyOk ? "ok" : "wrong");
  CHECK(aclrtFreeHost(HostBuffer));

  for (void *P : {(void *)DX, (void *)DY, (void *)DXI, (void *)DYI,
                  (void *)DIds, (void *)DNeg})
    CHECK(aclrtFree(P));
  CHECK(aclrtDestroyStream(S1));
  CHECK(aclrtDestroyStream(S2));
  return 0;
}

/// Prints what a failing call returned and its message's first line.
static void expectError(const char *What, aclError E) {
  const char *Msg = aclGetRecentErrMsg();
  const char *End = std::strchr(Msg, '\n');
  printf("%s: %d %.*s\n", What, E, End ? int(End - Msg) : int(std::strlen(Msg)),
         Msg);
}

static int errors() {
  aclrtStream S;
  CHECK(aclrtCreateStream(&S));
  void *D;
  CHECK(aclrtMalloc(&D, 64, ACL_MEM_MALLOC_HUGE_FIRST));
  std::vector<int32_t> Host(64, 1);

  launchNegate(Host.data(), static_cast<int32_t *>(D), 16, S);
  expectError("host pointer", aclrtSynchronizeStream(S));

  launchWritePast(static_cast<int32_t *>(D), 16, S);
  expectError("out of bounds", aclrtSynchronizeStream(S));

  // A 16-byte request gets 64 bytes (32-byte rounding, plus 32, 64-byte
  // spacing): a read of its last word is as on the device, the next one
  // is out of bounds.
  void *Small;
  CHECK(aclrtMalloc(&Small, 16, ACL_MEM_MALLOC_HUGE_FIRST));
  launchCopyAt(static_cast<int32_t *>(D), static_cast<int32_t *>(Small), 15,
               S);
  expectError("read inside the allocator's padding", aclrtSynchronizeStream(S));
  launchCopyAt(static_cast<int32_t *>(D), static_cast<int32_t *>(Small), 16,
               S);
  expectError("read past it", aclrtSynchronizeStream(S));
  CHECK(aclrtFree(Small));

  int32_t Arg = 0;
  void *Args[] = {&Arg};
  unsigned Kinds[] = {4};
  __pto_launch_config(1, nullptr, S);
  __pto_launch_kernel("no_such_kernel", Args, Kinds, 1);
  expectError("unregistered kernel", aclrtSynchronizeStream(S));

  expectError("wrong copy kind",
              aclrtMemcpy(Host.data(), 64, D, 64, ACL_MEMCPY_HOST_TO_DEVICE));
  expectError("copy past the allocation",
              aclrtMemcpy(D, 256, Host.data(), 160, ACL_MEMCPY_HOST_TO_DEVICE));

  void *Freed;
  CHECK(aclrtMalloc(&Freed, 64, ACL_MEM_MALLOC_HUGE_FIRST));
  CHECK(aclrtFree(Freed));
  launchNegate(static_cast<int32_t *>(Freed), static_cast<int32_t *>(D), 16,
               S);
  expectError("freed pointer", aclrtSynchronizeStream(S));
  expectError("double free", aclrtFree(Freed));

  aclrtStream Gone;
  CHECK(aclrtCreateStream(&Gone));
  CHECK(aclrtDestroyStream(Gone));
  expectError("destroyed stream", aclrtSynchronizeStream(Gone));
  launchNegate(static_cast<int32_t *>(D), static_cast<int32_t *>(D), 16, Gone);
  expectError("launch on a destroyed stream", aclrtSynchronizeDevice());

  void *Big;
  CHECK(aclrtMalloc(&Big, 256, ACL_MEM_MALLOC_HUGE_FIRST));
  launchRacyRead(static_cast<int32_t *>(D), static_cast<int32_t *>(Big), S);
  expectError("race", aclrtSynchronizeStream(S));
  launchTakesPair(static_cast<int64_t *>(D), S);
  expectError("argument too large", aclrtSynchronizeStream(S));
  CHECK(aclrtFree(Big));

  // The stream works again after its errors.
  std::vector<int32_t> In(16);
  for (int I = 0; I < 16; ++I)
    In[I] = I * I;
  CHECK(aclrtMemcpy(D, 64, In.data(), 64, ACL_MEMCPY_HOST_TO_DEVICE));
  launchNegate(static_cast<int32_t *>(D), static_cast<int32_t *>(D), 16, S);
  CHECK(aclrtSynchronizeStream(S));
  std::vector<int32_t> Out = hostCopy(static_cast<int32_t *>(D), 16);
  int Bad = 0;
  for (int I = 0; I < 16; ++I)
    Bad += Out[I] != -I * I;
  printf("after the errors: %s\n", Bad ? "wrong" : "ok");

  // A malformed device image fails every launch after it, with the
  // emulator's message, and nothing else.
  __pto_register_image("not an object", 13, "malformed.o");
  launchNegate(static_cast<int32_t *>(D), static_cast<int32_t *>(D), 16, S);
  expectError("malformed image", aclrtSynchronizeStream(S));
  CHECK(aclrtFree(D));
  CHECK(aclrtDestroyStream(S));
  return 0;
}

int main(int argc, char **argv) {
  CHECK(aclInit(nullptr));
  CHECK(aclrtSetDevice(0));
  int RC = argc > 1 && std::strcmp(argv[1], "errors") == 0 ? errors()
                                                            : programs();
  CHECK(aclrtResetDevice(0));
  CHECK(aclFinalize());
  return RC;
}
