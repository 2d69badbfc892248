//===-- Runtime.cpp - The ACL runtime over pto-emu ------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// libruntime.so: what host programs of single-source PTO files call (the
// ACL names of acl/acl.h) and what the host compile emits calls of (the
// image registration and the launch of CGPTOHost.cpp), over one pto-emu
// device (docs/offload.md):
//
// - Device memory is host memory the runtime allocates; at a launch each
//   allocation is a GM region of its own at its host address (so device
//   pointers mean the same on both sides, also stored in memory),
//   bounds-checked on its own with the device allocator's size. A pointer
//   argument outside every allocation is an error.
// - A stream is an in-order queue: a launch is queued, and runs when the
//   stream (or a copy of device memory, or the device) is synchronised.
// - A launch's error (the emulator's message: an out-of-bounds access, a
//   data race, a deadlock, the instruction limit) is returned by the call
//   that runs it, printed on stderr, and kept for aclGetRecentErrMsg.
//
//===----------------------------------------------------------------------===//

#include "Emulator.h"
#include "ObjectFiles.h"
#include "Print.h"
#include "Report.h"
#include "acl/acl.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

using namespace llvm;

namespace {

/// The kind word of a launch stub's argument (CGPTOHost.cpp).
enum : unsigned {
  ArgSizeMask = 0xffff,
  ArgSigned = 1u << 16,
  ArgPointer = 1u << 17
};

/// What the device allocator gives: the request rounded up to 32 bytes,
/// plus 32, and the next allocation 64-byte aligned after that (the
/// vendor's documentation of aclrtMalloc). A kernel may touch all of it.
uint64_t deviceAllocationSize(uint64_t Requested) {
  return alignTo(alignTo(Requested, 32) + 32, 64);
}

struct Allocation {
  std::string Name;
  uint64_t Requested = 0;
  uint64_t Size = 0;
  uint8_t *Memory = nullptr;
};

struct Launch {
  std::string Kernel;
  unsigned Blocks = 1;
  std::vector<pto::KernelArgument> Args;
  std::string Error; ///< found when the launch was queued
};

struct Stream {
  std::deque<Launch> Queue;
};

/// An environment variable's value, or \p Default.
std::string env(const char *Name, const char *Default = "") {
  const char *V = getenv(Name);
  return V ? V : Default;
}

class Device {
  std::mutex Lock;
  bool Initialized = false;
  std::vector<std::string> ImagePaths; ///< temporary files of the images
  std::unique_ptr<pto::Emulator> Emu;
  bool EmulatorStale = true;
  std::map<uintptr_t, Allocation> Allocations; // by address
  std::set<void *> HostAllocations;
  std::set<Stream *> Streams;
  Stream DefaultStream;
  unsigned NextAllocation = 0;
  unsigned NextLaunch = 0;
  std::string RecentError;
  std::string PendingError; ///< of a launch that could not be queued
  // The configuration of the launch being made (__pto_launch_config).
  unsigned ConfigBlocks = 1;
  Stream *ConfigStream = nullptr;

public:
  ~Device() {
    for (const std::string &P : ImagePaths)
      sys::fs::remove(P);
  }

  std::mutex &mutex() { return Lock; }

  aclError fail(aclError Code, const Twine &Message) {
    RecentError = Message.str();
    errs() << "pto runtime: error: " << RecentError << '\n';
    return Code;
  }
  const char *recentError() const { return RecentError.c_str(); }

  void registerImage(const void *Image, uint64_t Size, const char *Source) {
    SmallString<128> Path;
    int FD;
    // Named after its source file, which the emulator's messages show.
    std::string Stem = sys::path::stem(Source ? Source : "image").str();
    if (sys::fs::createTemporaryFile("pto-image-" + Stem, "o", FD, Path)) {
      fail(ACL_ERROR_BAD_ALLOC,
           "cannot write the device image of " + Twine(Source ? Source : "?"));
      return;
    }
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS.write(static_cast<const char *>(Image), Size);
    OS.close();
    ImagePaths.push_back(std::string(Path));
    EmulatorStale = true;
  }

  aclError init() {
    if (Initialized)
      return fail(ACL_ERROR_REPEAT_INITIALIZE, "aclInit called twice");
    Initialized = true;
    return ACL_SUCCESS;
  }
  aclError finalize() {
    aclError E = synchronizeAll();
    Initialized = false;
    return E;
  }

  //===-- Memory ----------------------------------------------------------===//

  /// The allocation holding [P, P + Size), or null.
  Allocation *allocationOf(const void *P, uint64_t Size = 0) {
    uintptr_t Addr = reinterpret_cast<uintptr_t>(P);
    auto It = Allocations.upper_bound(Addr);
    if (It == Allocations.begin())
      return nullptr;
    --It;
    Allocation &A = It->second;
    if (Addr - It->first > A.Size || Size > A.Size - (Addr - It->first))
      return nullptr;
    return &A;
  }

  aclError malloc(void **Ptr, size_t Size) {
    if (!Ptr || Size == 0)
      return fail(ACL_ERROR_INVALID_PARAM,
                  "aclrtMalloc: a null result pointer or a size of 0");
    // PTO_EMU_ALLOCATION_PAGE: the device's page, which a kernel may read
    // past its allocation into without a fault there (docs/offload.md).
    uint64_t Page = 64;
    std::string PageText = env("PTO_EMU_ALLOCATION_PAGE");
    if (!PageText.empty() &&
        (!to_integer(PageText, Page) || Page < 64 || !isPowerOf2_64(Page)))
      return fail(ACL_ERROR_INVALID_PARAM,
                  "PTO_EMU_ALLOCATION_PAGE='" + PageText +
                      "' is not a power of two of at least 64");
    Allocation A;
    A.Requested = Size;
    A.Size = alignTo(deviceAllocationSize(Size), Page);
    A.Memory = static_cast<uint8_t *>(std::aligned_alloc(Page, A.Size));
    if (!A.Memory)
      return fail(ACL_ERROR_BAD_ALLOC,
                  "aclrtMalloc: cannot allocate " + Twine(Size) + " bytes");
    std::memset(A.Memory, 0, A.Size);
    A.Name = "acl" + std::to_string(NextAllocation++);
    if (Emu && !EmulatorStale)
      Emu->addBorrowedTensor(A.Name, {A.Memory, size_t(A.Size)},
                             reinterpret_cast<uintptr_t>(A.Memory));
    *Ptr = A.Memory;
    Allocations[reinterpret_cast<uintptr_t>(A.Memory)] = A;
    return ACL_SUCCESS;
  }

  aclError free(void *Ptr) {
    auto It = Allocations.find(reinterpret_cast<uintptr_t>(Ptr));
    if (It == Allocations.end())
      return fail(ACL_ERROR_INVALID_PARAM,
                  "aclrtFree: " + Twine(hexPointer(Ptr)) +
                      " is not device memory from aclrtMalloc (or was freed)");
    if (aclError E = synchronizeAll())
      return E;
    if (Emu && !EmulatorStale)
      Emu->removeTensor(It->second.Name);
    std::free(It->second.Memory);
    Allocations.erase(It);
    return ACL_SUCCESS;
  }

  aclError mallocHost(void **Ptr, size_t Size) {
    if (!Ptr)
      return fail(ACL_ERROR_INVALID_PARAM, "aclrtMallocHost: a null pointer");
    *Ptr = std::aligned_alloc(64, alignTo(std::max<size_t>(Size, 1), 64));
    if (!*Ptr)
      return fail(ACL_ERROR_BAD_ALLOC, "aclrtMallocHost: out of memory");
    HostAllocations.insert(*Ptr);
    return ACL_SUCCESS;
  }

  aclError freeHost(void *Ptr) {
    if (!HostAllocations.erase(Ptr))
      return fail(ACL_ERROR_INVALID_PARAM,
                  "aclrtFreeHost: " + Twine(hexPointer(Ptr)) +
                      " is not from aclrtMallocHost (or was freed)");
    std::free(Ptr);
    return ACL_SUCCESS;
  }

  static std::string hexPointer(const void *P) {
    return pto::hex(reinterpret_cast<uintptr_t>(P));
  }

  /// Checks that [P, P + Count) is device memory (\p Device) or not.
  aclError checkSide(const char *Call, const char *What, const void *P,
                     size_t Count, bool Device) {
    Allocation *A = allocationOf(P, Count);
    if (Device && !A)
      return fail(ACL_ERROR_INVALID_PARAM,
                  Twine(Call) + ": the " + What + " (" + hexPointer(P) + ", " +
                      Twine(Count) +
                      " bytes) is not inside one device allocation");
    if (!Device && allocationOf(P))
      return fail(ACL_ERROR_INVALID_PARAM,
                  Twine(Call) + ": the " + What + " (" + hexPointer(P) +
                      ") is device memory; the copy kind says host memory");
    return ACL_SUCCESS;
  }

  aclError memcpy(void *Dst, size_t DestMax, const void *Src, size_t Count,
                  aclrtMemcpyKind Kind) {
    if (Count > DestMax)
      return fail(ACL_ERROR_INVALID_PARAM,
                  "aclrtMemcpy: " + Twine(Count) +
                      " bytes do not fit the destination's " + Twine(DestMax));
    if (Count == 0)
      return ACL_SUCCESS;
    if (!Dst || !Src)
      return fail(ACL_ERROR_INVALID_PARAM, "aclrtMemcpy: a null pointer");
    bool DstDevice, SrcDevice;
    switch (Kind) {
    case ACL_MEMCPY_HOST_TO_HOST:
      DstDevice = SrcDevice = false;
      break;
    case ACL_MEMCPY_HOST_TO_DEVICE:
      DstDevice = true;
      SrcDevice = false;
      break;
    case ACL_MEMCPY_DEVICE_TO_HOST:
      DstDevice = false;
      SrcDevice = true;
      break;
    case ACL_MEMCPY_DEVICE_TO_DEVICE:
      DstDevice = SrcDevice = true;
      break;
    default:
      return fail(ACL_ERROR_INVALID_PARAM,
                  "aclrtMemcpy: unknown copy kind " + Twine(int(Kind)));
    }
    if (aclError E =
            checkSide("aclrtMemcpy", "destination", Dst, Count, DstDevice))
      return E;
    if (aclError E = checkSide("aclrtMemcpy", "source", Src, Count, SrcDevice))
      return E;
    // Device memory is read and written after what the streams queued.
    if (DstDevice || SrcDevice)
      if (aclError E = synchronizeAll())
        return E;
    std::memmove(Dst, Src, Count);
    return ACL_SUCCESS;
  }

  /// Sets device memory (inside one allocation) or host memory, as the
  /// vendor's aclrtMemset does.
  aclError memset(void *Dst, size_t MaxCount, int Value, size_t Count) {
    if (Count > MaxCount)
      return fail(ACL_ERROR_INVALID_PARAM, "aclrtMemset: " + Twine(Count) +
                                               " bytes exceed " +
                                               Twine(MaxCount));
    if (!Dst)
      return fail(ACL_ERROR_INVALID_PARAM, "aclrtMemset: a null pointer");
    if (allocationOf(Dst)) {
      if (aclError E =
              checkSide("aclrtMemset", "destination", Dst, Count, true))
        return E;
      if (aclError E = synchronizeAll())
        return E;
    }
    std::memset(Dst, Value, Count);
    return ACL_SUCCESS;
  }

  //===-- Streams and launches --------------------------------------------===//

  aclError createStream(aclrtStream *S) {
    if (!S)
      return fail(ACL_ERROR_INVALID_PARAM, "aclrtCreateStream: a null pointer");
    Stream *New = new Stream;
    Streams.insert(New);
    *S = New;
    return ACL_SUCCESS;
  }

  /// The stream \p S names (null: the default stream), or null if none.
  Stream *stream(aclrtStream S) {
    if (!S)
      return &DefaultStream;
    auto It = Streams.find(static_cast<Stream *>(S));
    return It == Streams.end() ? nullptr : *It;
  }

  aclError destroyStream(aclrtStream S) {
    Stream *St = S ? stream(S) : nullptr;
    if (!St)
      return fail(ACL_ERROR_INVALID_PARAM,
                  "aclrtDestroyStream: " + Twine(hexPointer(S)) +
                      " is not a stream (or was destroyed)");
    aclError E = synchronize(*St);
    Streams.erase(St);
    delete St;
    return E;
  }

  aclError synchronizeStream(aclrtStream S) {
    Stream *St = stream(S);
    if (!St)
      return fail(ACL_ERROR_INVALID_PARAM,
                  "aclrtSynchronizeStream: " + Twine(hexPointer(S)) +
                      " is not a stream (or was destroyed)");
    return synchronize(*St);
  }

  aclError synchronizeAll() {
    aclError First = synchronize(DefaultStream);
    for (Stream *S : Streams)
      if (aclError E = synchronize(*S); E && !First)
        First = E;
    return First;
  }

  void configure(unsigned Blocks, void *S) {
    ConfigBlocks = Blocks;
    ConfigStream = stream(S);
    if (!ConfigStream)
      PendingError = "a launch names " + hexPointer(S) +
                     ", which is not a stream (or was destroyed)";
  }

  /// Queues a launch from a stub: its arguments translated now, as the
  /// device reads them when the launch starts.
  void launch(const char *Kernel, void **Args, const unsigned *Kinds,
              unsigned Count) {
    Launch L;
    L.Kernel = Kernel;
    L.Blocks = ConfigBlocks;
    Stream *S = ConfigStream ? ConfigStream : &DefaultStream;
    if (!PendingError.empty()) {
      L.Error = "kernel '" + L.Kernel + "': " + PendingError;
      PendingError.clear();
      DefaultStream.Queue.push_back(std::move(L));
      return;
    }
    for (unsigned I = 0; I < Count && L.Error.empty(); ++I) {
      unsigned Size = Kinds[I] & ArgSizeMask;
      if (Size > 8) {
        L.Error = "kernel '" + L.Kernel + "': argument " +
                  std::to_string(I + 1) + " is " + std::to_string(Size) +
                  " bytes; the device ABI passes scalars and pointers of up "
                  "to 8 (docs/abi.md)";
        break;
      }
      uint64_t Bits = 0;
      std::memcpy(&Bits, Args[I], Size);
      if ((Kinds[I] & ArgSigned) && Size < 8 && Size > 0)
        Bits = uint64_t(SignExtend64(Bits, Size * 8));
      if (!(Kinds[I] & ArgPointer) || Bits == 0) {
        L.Args.push_back(pto::KernelArgument::scalar(Bits));
        continue;
      }
      const void *P = reinterpret_cast<const void *>(Bits);
      Allocation *A = allocationOf(P);
      if (!A) {
        L.Error = "kernel '" + L.Kernel + "': argument " +
                  std::to_string(I + 1) + " (" + hexPointer(P) +
                  ") is not device memory: pass memory from aclrtMalloc";
        break;
      }
      L.Args.push_back(pto::KernelArgument::tensor(
          A->Name, Bits - reinterpret_cast<uintptr_t>(A->Memory)));
    }
    S->Queue.push_back(std::move(L));
    ConfigBlocks = 1;
    ConfigStream = nullptr;
  }

private:
  /// The emulator of the images registered so far.
  void prepareEmulator() {
    if (Emu && !EmulatorStale)
      return;
    Emu.reset();
    if (ImagePaths.empty())
      throw pto::EmulatorError("no device image is registered: the program "
                               "has no kernel compiled by clang -xcce");
    pto::EmulatorOptions Options;
    Options.CPU = env("PTO_EMU_CPU", "a5");
    std::string Max = env("PTO_EMU_MAX_INSTRUCTIONS");
    if (!Max.empty() && !to_integer(Max, Options.MaxInstructions))
      throw pto::EmulatorError("PTO_EMU_MAX_INSTRUCTIONS='" + Max +
                               "' is not a number");
    Options.RuntimeDir = env("PTO_EMU_RUNTIME_DIR");
    if (Options.RuntimeDir.empty()) {
      // pto-rt next to this library (build/lib).
      SmallString<256> Dir(pto::loadedObjectDirectory(
          reinterpret_cast<void *>(&aclGetRecentErrMsg)));
      sys::path::append(Dir, "pto-rt");
      Options.RuntimeDir = std::string(Dir);
    }
    Emu = std::make_unique<pto::Emulator>(ImagePaths, Options);
    for (auto &[Address, A] : Allocations)
      Emu->addBorrowedTensor(A.Name, {A.Memory, size_t(A.Size)},
                             reinterpret_cast<uintptr_t>(A.Memory));
    EmulatorStale = false;
  }

  /// What the blocks of the last launch printed (cce::printf), on the
  /// host program's stdout: through its stdio buffer, in order with what
  /// the program printed.
  void printKernelOutput(unsigned Blocks) {
    std::string Text = pto::kernelPrintOutput(*Emu, Blocks);
    std::fwrite(Text.data(), 1, Text.size(), stdout);
  }

  /// Runs one launch; its error message, or empty.
  std::string run(const Launch &L) {
    if (!L.Error.empty())
      return L.Error;
    unsigned Index = NextLaunch++;
    try {
      prepareEmulator();
      std::string Timeline = env("PTO_EMU_TIMELINE");
      std::unique_ptr<raw_fd_ostream> TimelineOS;
      if (!Timeline.empty()) {
        std::error_code EC;
        TimelineOS = std::make_unique<raw_fd_ostream>(
            Timeline + "." + std::to_string(Index) + ".json", EC);
        if (EC)
          return "PTO_EMU_TIMELINE: " + EC.message();
      }
      pto::LaunchResult R;
      try {
        R = Emu->launch(L.Kernel, L.Args, L.Blocks, TimelineOS.get());
      } catch (const pto::EmulatorError &) {
        printKernelOutput(L.Blocks); // what it printed before it failed
        throw;
      }
      printKernelOutput(L.Blocks);
      if (!env("PTO_EMU_CYCLES").empty())
        errs() << "pto runtime: launch " << Index << " '" << L.Kernel << "' ("
               << L.Blocks << " blocks): " << R.Cycles << " cycles, "
               << R.Instructions << " instructions\n";
      std::string Races = env("PTO_EMU_RACES", "error");
      if (!R.Races.empty() && Races != "off") {
        if (Races == "warn")
          errs() << "pto runtime: warning: kernel '" << L.Kernel
                 << "' has data races:\n"
                 << R.Races;
        else
          return "kernel '" + L.Kernel + "' has data races:\n" + R.Races;
      }
    } catch (const pto::EmulatorError &E) {
      return "kernel '" + L.Kernel + "': " + E.what();
    }
    return "";
  }

  /// Runs what \p S queued, in order; the first error ends the stream's
  /// work (the rest is dropped, as a device stream stops at an exception).
  aclError synchronize(Stream &S) {
    while (!S.Queue.empty()) {
      Launch L = std::move(S.Queue.front());
      S.Queue.pop_front();
      std::string Error = run(L);
      if (!Error.empty()) {
        S.Queue.clear();
        return fail(ACL_ERROR_RT_AICORE_EXCEPTION, Error);
      }
    }
    return ACL_SUCCESS;
  }
};

Device &device() {
  static Device D;
  return D;
}

} // namespace

#define PTO_RT_EXPORT extern "C" __attribute__((visibility("default")))
#define LOCKED std::lock_guard<std::mutex> Guard(device().mutex())

PTO_RT_EXPORT void __pto_register_image(const void *Image, uint64_t Size,
                                        const char *Source) {
  LOCKED;
  device().registerImage(Image, Size, Source);
}

PTO_RT_EXPORT int __pto_launch_config(unsigned Blocks, void *, void *Stream) {
  LOCKED;
  device().configure(Blocks, Stream);
  return 0;
}

PTO_RT_EXPORT int __pto_launch_kernel(const char *Kernel, void **Args,
                                      const unsigned *Kinds, unsigned Count) {
  LOCKED;
  device().launch(Kernel, Args, Kinds, Count);
  return 0;
}

PTO_RT_EXPORT aclError aclInit(const char *) {
  LOCKED;
  return device().init();
}
PTO_RT_EXPORT aclError aclFinalize() {
  LOCKED;
  return device().finalize();
}
/// pto-emu is the one device, 0.
static aclError checkDeviceId(const char *Call, int32_t Id) {
  if (Id == 0)
    return ACL_SUCCESS;
  return device().fail(ACL_ERROR_RT_INVALID_DEVICEID,
                       Twine(Call) + ": device " + Twine(Id) +
                           " does not exist (pto-emu is device 0)");
}

PTO_RT_EXPORT aclError aclrtSetDevice(int32_t Id) {
  LOCKED;
  return checkDeviceId("aclrtSetDevice", Id);
}
PTO_RT_EXPORT aclError aclrtResetDevice(int32_t Id) {
  LOCKED;
  if (aclError E = checkDeviceId("aclrtResetDevice", Id))
    return E;
  return device().synchronizeAll();
}
PTO_RT_EXPORT aclError aclrtGetDevice(int32_t *Id) {
  if (!Id)
    return ACL_ERROR_INVALID_PARAM;
  *Id = 0;
  return ACL_SUCCESS;
}
PTO_RT_EXPORT aclError aclrtGetDeviceCount(uint32_t *Count) {
  if (!Count)
    return ACL_ERROR_INVALID_PARAM;
  *Count = 1;
  return ACL_SUCCESS;
}
PTO_RT_EXPORT aclError aclrtCreateStream(aclrtStream *S) {
  LOCKED;
  return device().createStream(S);
}
PTO_RT_EXPORT aclError aclrtDestroyStream(aclrtStream S) {
  LOCKED;
  return device().destroyStream(S);
}
PTO_RT_EXPORT aclError aclrtSynchronizeStream(aclrtStream S) {
  LOCKED;
  return device().synchronizeStream(S);
}
PTO_RT_EXPORT aclError aclrtSynchronizeDevice() {
  LOCKED;
  return device().synchronizeAll();
}
PTO_RT_EXPORT aclError aclrtMalloc(void **Ptr, size_t Size,
                                   aclrtMemMallocPolicy) {
  LOCKED;
  return device().malloc(Ptr, Size);
}
PTO_RT_EXPORT aclError aclrtFree(void *Ptr) {
  LOCKED;
  return device().free(Ptr);
}
PTO_RT_EXPORT aclError aclrtMallocHost(void **Ptr, size_t Size) {
  LOCKED;
  return device().mallocHost(Ptr, Size);
}
PTO_RT_EXPORT aclError aclrtFreeHost(void *Ptr) {
  LOCKED;
  return device().freeHost(Ptr);
}
PTO_RT_EXPORT aclError aclrtMemcpy(void *Dst, size_t DestMax, const void *Src,
                                   size_t Count, aclrtMemcpyKind Kind) {
  LOCKED;
  return device().memcpy(Dst, DestMax, Src, Count, Kind);
}
PTO_RT_EXPORT aclError aclrtMemset(void *Dst, size_t MaxCount, int32_t Value,
                                   size_t Count) {
  LOCKED;
  return device().memset(Dst, MaxCount, Value, Count);
}
PTO_RT_EXPORT const char *aclGetRecentErrMsg() {
  LOCKED;
  return device().recentError();
}
PTO_RT_EXPORT float aclFloat16ToFloat(aclFloat16 Value) {
  _Float16 H;
  std::memcpy(&H, &Value, sizeof(H));
  return float(H);
}
PTO_RT_EXPORT aclFloat16 aclFloatToFloat16(float Value) {
  _Float16 H = _Float16(Value);
  aclFloat16 Bits;
  std::memcpy(&Bits, &H, sizeof(Bits));
  return Bits;
}
