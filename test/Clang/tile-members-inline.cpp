// The member functions of the tile layer's types are always inlined, as its
// operations are (docs/tile.md): at -O0 no body of a Tile, GlobalTensor,
// Shape, Stride or Event member is left in the module to compile, one per
// instantiation (docs/benchmarks.md, "Compile time"), and the kernel calls
// none of them.
// RUN: clang++ --target=pto -std=c++17 -O0 -S -emit-llvm %s -o - | FileCheck %s
// RUN: clang++ --target=pto -std=c++17 -O2 -S -emit-llvm %s -o - | FileCheck %s

#include <pto/pto-inst.hpp>

using namespace pto;

using T = Tile<TileType::Vec, float, 8, 64, BLayout::RowMajor, DYNAMIC, DYNAMIC>;
using G = GlobalTensor<float, Shape<1, 1, 1, DYNAMIC, 64>,
                       Stride<512, 512, 512, 64, 1>>;

// CHECK-LABEL: define {{.*}}void @kernel(
// CHECK-NOT: call {{.*}}@_ZN3pto
// CHECK: ret void
// CHECK-NOT: define {{.*}}@_ZN3pto4Tile
// CHECK-NOT: define {{.*}}@_ZN3pto12GlobalTensor
// CHECK-NOT: define {{.*}}@_ZN3pto5Shape
// CHECK-NOT: define {{.*}}@_ZN3pto6Stride
// CHECK-NOT: define {{.*}}@_ZN3pto5Event
// CHECK-NOT: define {{.*}}@_ZNK3pto6__tile9__extents
// CHECK-NOT: define {{.*}}@_ZN3pto6__tile9__extents
extern "C" AICORE void kernel(__gm__ float *in, __gm__ float *out, int rows) {
  G gin(in, Shape<1, 1, 1, DYNAMIC, 64>(rows)), gout(out);
  T t(rows, 64);
  t.SetValidRow(rows);
  TASSIGN(t, 0);
  Event<Op::TLOAD, Op::TSTORE> loaded = TLOAD(t, gin);
  loaded.Wait();
  TSTORE(gout, t);
  if (gin.GetShape(3) != t.GetValidRow())
    TSTORE(gout, t);
}
