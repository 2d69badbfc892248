// vscatter.b8.i16 stores the low byte of each of the first xn 16-bit lanes
// at base + index (bytes): data 0x1140 + i, indices 2 * i, 5 lanes write
// 0x40..0x44 to the even bytes 0..8 and nothing else (the high bytes 0x11
// and the lanes after the fifth are not stored). Where indices alias, the
// lowest lane wins: all 128 lanes to byte 256 leave 0x40 there.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=scatter --print ub@0:u8:12 --print ub@256:u8:2 | FileCheck %s
// CHECK: ub@0: 64 0 65 0 66 0 67 0 68 0 0 0
// CHECK-NEXT: ub@256: 64 0

  .globl scatter
scatter:
  pset_b8 p0, PAT_ALL
  movi x5, 0x1140
  vci.i16 v1, x5, ASC
  movi x6, 0
  vci.i16 v2, x6, ASC
  vadd.i16 v2, v2, v2, p0
  movi x7, 5
  vscatter.b8.i16 v1, [x0], v2, x7
  movi x8, 256
  vbr.i16 v3, x6
  movi x7, 128
  vscatter.b8.i16 v1, [x8], v3, x7
  ret
