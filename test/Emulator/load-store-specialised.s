// Vector loads and stores that decoding specialises (VectorMemoryOps.cpp,
// specialiseLoad and specialiseStore: `vlds ..., NORM` and `vsts ...,
// NORM_Bn` with a register or immediate offset, one direct call), against
// the ISA's semantics: a NORM load copies 256 bytes; a NORM store writes
// the active lanes of its element size and leaves the others' bytes as
// they were.
// x5 = 0, x6 = 256, x7 = 512; v1 = 0, 1, ... (f32).
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=specialised --print ub@256:f32:8 \
// RUN:   --print ub@512:f32:12 --print ub@768:s16:4 --print ub@1148:s8:8 \
// RUN:   | FileCheck %s
// vlds [x5, 0] (immediate offset) of 0, 1, ..., doubled, stored to
// [x5, x6] (register offset): 2i.
// CHECK: ub@256: 0 2 4 6 8 10 12 14
// vlds [x6, x5] (register offset) of 2i, stored under PAT_VL8 over
// 0, 1, ...: lanes 0-7 are 2i, the others keep i.
// CHECK-NEXT: ub@512: 0 2 4 6 8 10 12 14 8 9 10 11
// NORM_B16 of 0, 1, ... (i16).
// CHECK-NEXT: ub@768: 0 1 2 3
// NORM_B8 of 0, 1, ... (i8), lanes 124-131: they wrap at 128.
// CHECK-NEXT: ub@1148: 124 125 126 127 -128 -127 -126 -125

  .globl specialised
specialised:
  movi x5, 0
  movi x6, 256
  movi x7, 512
  pset_b32 p0, PAT_ALL
  pset_b32 p1, PAT_VL8
  pset_b16 p2, PAT_ALL
  pset_b8 p3, PAT_ALL
  vci.f32 v1, x5, ASC
  vsts v1, [x5, 0], NORM_B32, p0
  vlds v2, [x5, 0], NORM
  vadd.f32 v3, v2, v2, p0
  vsts v3, [x5, x6], NORM_B32, p0
  vsts v1, [x7, 0], NORM_B32, p0
  vlds v4, [x6, x5], NORM
  vsts v4, [x7, 0], NORM_B32, p1
  vci.i16 v5, x5, ASC
  vsts v5, [x5, 768], NORM_B16, p2
  vci.i8 v6, x5, ASC
  vsts v6, [x5, 1024], NORM_B8, p3
  ret
