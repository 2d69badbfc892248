// Unaligned streams, block gathers, predicate images, vbitsort, the AR
// register, widening conversions and the scalar ISA against the semantics of
// vector-load-store.md, conversion-ops.md and docs/assembly.md.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=misc --print ub@8192:u32:66 --print ub@9216:u32:16 \
// RUN:   --print ub@9728:u8:16 --print ub@9984:u32:8 --print ub@10240:u32:2 \
// RUN:   --print ub@10496:f32:8 --print ub@10752:s64:8 | FileCheck %s
// vldus from byte 4 (an unaligned address) then a vstu stream to byte 8196:
// words 1 .. 64 land at 8196 .. 8452, flushed by vstar; words around stay 0.
// CHECK: ub@8192: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 0
// vgatherb: 32-byte blocks at byte offsets 64 and 0 (words 16.. and 0..).
// CHECK-NEXT: ub@9216: 16 17 18 19 20 21 22 23 0 1 2 3 4 5 6 7
// psts PK of PAT_VL16 (b8): one bit of each pair -> 8 bits set.
// CHECK-NEXT: ub@9728: 255 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// vbitsort.f32 of scores 0, 1, .., 31: descending {score, index} records.
// CHECK-NEXT: ub@9984: 1106771968 31 1106247680 30 1105723392 29 1105199104 28
// sprclr AR then sprsti: AR is 0; after a vstur POST_UPDATE it is 256.
// CHECK-NEXT: ub@10240: 0 256
// vcvt.f32.f16 PART_ODD reads the odd f16 lanes (1.5, 3.5, ...).
// CHECK-NEXT: ub@10496: 1.5 3.5 5.5 7.5 9.5 11.5 13.5 15.5
// Scalar: div, rem, divu by zero, mulh, mulhu, a call, sel, a loop sum.
// CHECK-NEXT: ub@10752: -3 -1 -1 -1 1 42 7 45

  .globl misc
misc:
  pset_b32 p0, PAT_ALL
  movi x5, 0
  vci.i32 v1, x5, ASC
  vsts v1, [x0, 0], NORM_B32, p0
  movi x5, 64
  vci.i32 v2, x5, ASC
  vsts v2, [x0, 256], NORM_B32, p0
  // Unaligned load stream from byte 4, unaligned store stream to 8196.
  movi x6, 4
  vldas al0, [x6]
  vldus v3, al0, x6
  init_align al1
  movi x7, 8196
  vstu al1, x8, v3, [x7], NO_POST_UPDATE
  vstar al1, [x7]
  // Block gather.
  movi x9, 64
  vbr.i32 v4, x9
  pset_b32 p1, PAT_VL1
  vci.i32 v5, x0, ASC
  vsel.i32 v6, v4, v5, p1       // offsets 64, 0 (lane 1 of vci is 1 ... use 0)
  movi x10, 0
  vbr.i32 v7, x10
  vsel.i32 v6, v4, v7, p1
  movi x11, 2
  vgatherb v8, [x0], v6, x11
  vsts v8, [x0, 9216], NORM_B32, p0
  // Predicate image, packed.
  pset_b8 p2, PAT_VL16
  movi x12, 9728
  psts p2, [x12, x0], PK
  // vbitsort: scores 0..31 as f32 at 12288, indices 0..31 at 12800.
  vci.f32 v9, x0, ASC
  vsts v9, [x0, 12288], NORM_B32, p0
  vsts v1, [x0, 12800], NORM_B32, p0
  movi x13, 9984
  movi x14, 12288
  movi x15, 12800
  movi x16, 1
  vbitsort.f32 [x13], [x14], [x15], x16
  // AR.
  sprclr AR
  movi x17, 10240
  sprsti AR, [x17, 0]
  init_align al2
  movi x18, 14336
  vstur al2, v1, [x18], POST_UPDATE
  sprsti AR, [x17, 4]
  // Widening conversion from the odd f16 lanes: f16 lanes k + 0.5.
  vci.f16 v10, x0, ASC
  movi x19, 0x3800              // 0.5 in f16
  pset_b16 p3, PAT_ALL
  vadds.f16 v10, v10, x19, p3
  vcvt.f32.f16 v11, v10, ROUND_R, RS_DISABLE, PART_ODD
  vsts v11, [x0, 10496], NORM_B32, p0
  // Scalar ISA.
  movi x5, -7
  movi x6, 2
  div x21, x5, x6               // -3 (toward zero)
  rem x22, x5, x6               // -1
  divu x23, x5, x0              // all ones
  movi x7, -1
  mulh x24, x7, x7              // high of 1: 0 ... use -1 * 3
  movi x8, 3
  mulh x24, x7, x8              // -1 (the high half of -3)
  mulhu x25, x7, x8             // 2 (high half of (2^64 - 1) * 3)
  sd.ub x21, 10752(x0)
  sd.ub x22, 10760(x0)
  sd.ub x23, 10768(x0)
  sd.ub x24, 10776(x0)
  addi x25, x25, -1
  sd.ub x25, 10784(x0)
  mv x29, x1                    // keep the return address across the call
  call forty_two
  mv x1, x29
  sd.ub x10, 10792(x0)
  slt x9, x5, x0
  sel x26, x9, x8, x5           // 3 if -7 < 0
  addi x26, x26, 4
  sd.ub x26, 10800(x0)
  movi x27, 0
  movi x28, 10
.Lsum:
  addi x28, x28, -1
  add x27, x27, x28
  bne x28, x0, .Lsum
  sd.ub x27, 10808(x0)
  ret

forty_two:
  movi x10, 42
  ret
