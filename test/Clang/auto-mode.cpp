// Auto mode (--cce-pto-auto-enable, docs/auto-mode.md) with the open tile
// library's spelling of a tile: a data member of type `__ubuf__ T
// tile_size(N)` that the constructor initialises with __cce_tinit, read
// through __cce_get_tile_ptr in tile functions. The compiler places the
// tiles: three live together, a fourth declared after two of them are dead
// shares their bytes; -Rpass-analysis=pto-plan-tiles reports each tile at
// its declaration. Tiles that do not fit are an error there. In manual mode
// __cce_tinit is an error at the call.
// RUN: clang++ --target=pto --cce-pto-auto-enable -std=c++17 -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: clang++ --target=pto --cce-pto-auto-enable -std=c++17 -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: clang++ --target=pto --cce-pto-auto-enable -std=c++17 -O2 -c %s -o /dev/null -Rpass-analysis=pto-plan-tiles 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not clang++ --target=pto --cce-pto-auto-enable -std=c++17 -O2 -c %s -DTOO_BIG -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOO-BIG
// RUN: not clang++ --target=pto --cce-pto-auto-enable -std=c++17 -O0 -c %s -DTOO_BIG -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOO-BIG
// RUN: not clang++ --target=pto -std=c++17 -O2 -c %s -DMANUAL -o /dev/null 2>&1 | FileCheck %s --check-prefix=MANUAL
// A view (__cce_alias, as the library's TSUBVIEW spells it) addresses its
// source's bytes; one that starts past the source's end is an error at the
// call.
// RUN: clang++ --target=pto --cce-pto-auto-enable -std=c++17 -O2 -S -emit-llvm %s -DVIEWS -o - | FileCheck %s --check-prefix=VIEWS
// RUN: not clang++ --target=pto --cce-pto-auto-enable -std=c++17 -O2 -c %s -DVIEWS -DOUTSIDE -o /dev/null 2>&1 | FileCheck %s --check-prefix=OUTSIDE

#if defined(MANUAL)
extern "C" __global__ [aicore] void manual(__ubuf__ float *p) {
  // MANUAL: auto-mode.cpp:[[#@LINE+1]]:3: error: call to {{.*}}__cce_tinit{{.*}} declared with 'error' attribute: __cce_tinit: auto-mode tiles need --cce-pto-auto-enable (__PTO_AUTO__)
  __cce_tinit(p);
}
#else

#if !defined(__PTO_AUTO__)
#error "--cce-pto-auto-enable defines __PTO_AUTO__"
#endif

template <class T> struct InUB {
  using type = __ubuf__ T;
};

template <class T, int Rows, int Cols> struct Tile {
  using TileDType = typename InUB<T>::type tile_size(Rows *Cols);
  [aicore] Tile() { data_ = __cce_tinit(data_); }
  Tile &operator=(const Tile &) = delete;
  [aicore] TileDType &data() { return data_; }
  TileDType data_;
};

template <class T>
__tf__ [aicore] inline __attribute__((always_inline)) void
add(T __out__ dst, T __in__ src0, T __in__ src1, unsigned count) {
  __ubuf__ float *d = (__ubuf__ float *)__cce_get_tile_ptr(dst);
  __ubuf__ float *a = (__ubuf__ float *)__cce_get_tile_ptr(src0);
  __ubuf__ float *b = (__ubuf__ float *)__cce_get_tile_ptr(src1);
  for (unsigned i = 0; i < count; ++i)
    d[i] = a[i] + b[i];
}

using T = Tile<float, 16, 64>;

#if defined(VIEWS)
// VIEWS-LABEL: define {{.*}}void @views(
// VIEWS: [[VIEW:%.*]] = getelementptr i8, ptr addrspace(6) null, i64 2048
// VIEWS: store float 1.000000e+00, ptr addrspace(6) [[VIEW]]
// VIEWS: [[ELEMENT:%.*]] = getelementptr inbounds i8, ptr addrspace(6) null, i64 2048
// VIEWS: load float, ptr addrspace(6) [[ELEMENT]]
extern "C" __global__ [aicore] void views(__gm__ float *out) {
  T whole;
  Tile<float, 8, 64> half;
  __cce_alias(half.data(), whole.data(), 2048);
  (*half.data())[0] = 1;
  __asm__ volatile("" ::: "memory");
  out[0] = (*whole.data())[512];
#if defined(OUTSIDE)
  // OUTSIDE: auto-mode.cpp:[[#@LINE+1]]:3: error: __cce_alias: a view at byte 4096 of its source tile starts outside it (4096 bytes)
  __cce_alias(half.data(), whole.data(), 4096);
  out[1] = (*half.data())[0];
#endif
}
#else

// Each tile at its declaration, with its lifetime in lines up to its last
// use: a to the first add, c to the second, d to the store of its element
// (where a lifetime's first line falls depends on where the optimisers put
// the address arithmetic).
// REMARK: auto-mode.cpp:[[#@LINE+6]]:5: remark: tile of 4096 bytes at UB address 0x{{[0-9A-F]+}}, live from line {{[0-9]+}} to line [[#@LINE+9]]
// REMARK: auto-mode.cpp:[[#@LINE+5]]:8: remark: tile of 4096 bytes at UB address 0x{{[0-9A-F]+}}
// REMARK: auto-mode.cpp:[[#@LINE+4]]:11: remark: tile of 4096 bytes at UB address 0x{{[0-9A-F]+}}, live from line {{[0-9]+}} to line [[#@LINE+9]]
// REMARK: auto-mode.cpp:[[#@LINE+7]]:5: remark: tile of 4096 bytes at UB address 0x{{[0-9A-F]+}}, live from line {{[0-9]+}} to line [[#@LINE+9]]
// REMARK: auto-mode.cpp:[[#@LINE+1]]:1: remark: {{[0-9]+}} tiles in 13248 bytes of UB
extern "C" __global__ [aicore] void k(__gm__ float *out, unsigned count) {
  T a, b, c;
  a.data()[0][0] = 1;
  b.data()[0][0] = 2;
  add(c.data(), a.data(), b.data(), count);
  T d;
  add(d.data(), c.data(), c.data(), count);
  out[0] = (*d.data())[0];
#if defined(TOO_BIG)
  Tile<float, 256, 256> e;
  // TOO-BIG: {{.*}}auto-mode.cpp:{{[0-9]+}}:{{[0-9]+}}: error: auto-mode tiles do not fit in UB: 266240 bytes live here, 262144 available (262144 bytes at {{.*}}auto-mode.cpp:[[#@LINE-1]]:25; 4096 bytes at {{.*}}auto-mode.cpp:[[#@LINE+1]]:23)
  Tile<float, 16, 64> f;
  add(f.data(), (__ubuf__ float (*)[1024])e.data(), f.data(), count);
  // TOO-BIG-NOT: error:
#endif
}
#endif
#endif

// IR-LABEL: define {{.*}}void @k(
// IR-NOT: call {{.*}}@__pto_tile_alloc
// IR: "pto-tile-bytes"="13248"

