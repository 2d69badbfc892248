//===-- PTOCallingConv.td - PTO calling convention ---------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Documented in docs/abi.md.
//
//===----------------------------------------------------------------------===//

def CC_PTO : CallingConv<[
  CCIfType<[i1, i8, i16, i32], CCPromoteToType<i64>>,
  CCIfType<[i64], CCAssignToReg<[X10, X11, X12, X13, X14, X15, X16, X17]>>,
  CCIfType<[i64], CCAssignToStack<8, 8>>,
  CCIfType<VRF.RegTypes, CCAssignToReg<[V0, V1, V2, V3, V4, V5, V6, V7]>>,
  CCIfType<VRF.RegTypes, CCAssignToStack<256, 32>>,
  // Masks in p0-p6 (p7 is the reserved all-true mask, docs/abi.md).
  CCIfType<[v256i1], CCAssignToReg<[P0, P1, P2, P3, P4, P5, P6]>>,
  // Never passed: LowerFormalArguments/LowerCall report these memory
  // locations (more masks, align state, vector addresses).
  CCIfType<[v256i1, ptoalign, ptovaddr], CCAssignToStack<32, 32>>
]>;

def RetCC_PTO : CallingConv<[
  CCIfType<[i1, i8, i16, i32], CCPromoteToType<i64>>,
  CCIfType<[i64], CCAssignToReg<[X10, X11]>>,
  // A vector of up to four registers (a <128 x i32> is two) returns in
  // v0-v3, a pair of masks in p0-p1 (docs/abi.md).
  CCIfType<VRF.RegTypes, CCAssignToReg<[V0, V1, V2, V3]>>,
  CCIfType<[v256i1], CCAssignToReg<[P0, P1]>>
]>;

def CSR_PTO : CalleeSavedRegs<(add X1, X3, (sequence "X%u", 18, 27))>;
