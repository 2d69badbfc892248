//===-- StridedMemoryOps.cpp - UB accesses in strided and block layouts ---===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The vector-pipe UB accesses whose layout is not one of the distribution
// modes: fixed-stride loads and stores (vsld, vsst), block-strided ones with
// a control word (vsldb, vsstb), the unaligned whole-register load uvld and
// the 16x16 transpose vtranspose. docs/emulator.md gives the source of each
// layout and the choices made where the sources are silent.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"
#include "Report.h"

using namespace llvm;

namespace pto {

namespace {

constexpr uint64_t BlockBytes = 32;

/// The element bytes and the stride, in elements, of a vsld/vsst stride
/// token: STRIDE_Sn_Bm moves one m-bit element of every n.
struct StrideMode {
  unsigned Bytes, Stride;
};
StrideMode strideMode(Machine &M, const PipeOp &Op) {
  switch (Op.immOf(Role::stride)) {
  case PTO::Stride_STRIDE_S3_B16:
    return {2, 3};
  case PTO::Stride_STRIDE_S4_B64:
    return {8, 4};
  case PTO::Stride_STRIDE_S8_B32:
    return {4, 8};
  case PTO::Stride_STRIDE_S2_B64:
    return {8, 2};
  }
  M.notModelled(Op, "stride mode " + Twine(Op.immOf(Role::stride)).str());
}

/// The block stride (bits 31:16) and repeat stride (bits 15:0) of a
/// vsldb/vsstb control word, in 32-byte blocks, and the address of block 0:
/// the base advanced by the repeat stride. The base must be 32-byte aligned.
struct BlockLayout {
  uint64_t First, Stride;
  uint64_t block(unsigned J) const { return First + J * Stride; }
};
BlockLayout blockLayout(Machine &M, const PipeOp &Op) {
  uint64_t Base = Op.gprOf(Role::base), Config = Op.gprOf(Role::config);
  if (Base % BlockBytes)
    fail(M.describe(Op) + " at " + M.Prog.where(Op.PC) + ": UB address " +
         hex(Base) + " is not 32-byte aligned");
  return {Base + (Config & 0xFFFF) * BlockBytes,
          ((Config >> 16) & 0xFFFF) * BlockBytes};
}

/// Block \p J of a vsldb/vsstb takes part when any of its 32 predicate bits
/// is set.
bool blockActive(const PReg &Mask, unsigned J) {
  for (unsigned I = 0; I < 4; ++I)
    if (Mask[4 * J + I])
      return true;
  return false;
}

} // namespace

void registerStridedMemoryOps(OpTable &Ops) {
  // vsld vd, [xb, xo], STRIDE: element i of the mode's width from
  // xb + xo + i * stride * width, for the whole register.
  Ops[Family::vsld] = {
      [](Machine &M, const PipeOp &Op) {
        StrideMode S = strideMode(M, Op);
        uint64_t Addr = Op.gprOf(Role::base) + Op.gprOf(Role::offset);
        VReg &R = vregOf(M, Op, Role::vd);
        for (unsigned I = 0; I < 256 / S.Bytes; ++I)
          std::memcpy(R.data() + I * S.Bytes,
                      M.ubRead(Op, Addr + I * S.Stride * S.Bytes, S.Bytes),
                      S.Bytes);
      },
      {}};
  // vsst vs, [xb, xo], STRIDE: the inverse; the bytes between stay.
  Ops[Family::vsst] = {
      [](Machine &M, const PipeOp &Op) {
        StrideMode S = strideMode(M, Op);
        uint64_t Addr = Op.gprOf(Role::base) + Op.gprOf(Role::offset);
        const VReg &V = vregOf(M, Op, Role::vs1);
        for (unsigned I = 0; I < 256 / S.Bytes; ++I)
          std::memcpy(M.ubWrite(Op, Addr + I * S.Stride * S.Bytes, S.Bytes),
                      V.data() + I * S.Bytes, S.Bytes);
      },
      {}};
  // vsldb vd, [xb], xcfg, pg: block j of vd from block j of the layout when
  // it takes part; 0 (and no access) otherwise.
  Ops[Family::vsldb] = {[](Machine &M, const PipeOp &Op) {
                          BlockLayout L = blockLayout(M, Op);
                          const PReg &Mask = pregOf(M, Op, Role::pg);
                          VReg R{};
                          for (unsigned J = 0; J < 8; ++J)
                            if (blockActive(Mask, J))
                              std::memcpy(R.data() + J * BlockBytes,
                                          M.ubRead(Op, L.block(J), BlockBytes),
                                          BlockBytes);
                          vregOf(M, Op, Role::vd) = R;
                        },
                        {}};
  // vsstb vs, [xb], xcfg, pg: block j of vs, whole, to block j of the
  // layout when it takes part.
  Ops[Family::vsstb] = {[](Machine &M, const PipeOp &Op) {
                          BlockLayout L = blockLayout(M, Op);
                          const PReg &Mask = pregOf(M, Op, Role::pg);
                          const VReg &V = vregOf(M, Op, Role::vs1);
                          for (unsigned J = 0; J < 8; ++J)
                            if (blockActive(Mask, J))
                              std::memcpy(M.ubWrite(Op, L.block(J), BlockBytes),
                                          V.data() + J * BlockBytes,
                                          BlockBytes);
                        },
                        {}};
  // uvld vd, [xb, xo]: the 256 bytes at xb + xo, any alignment.
  Ops[Family::uvld] = {
      [](Machine &M, const PipeOp &Op) {
        std::memcpy(
            vregOf(M, Op, Role::vd).data(),
            M.ubRead(Op, Op.gprOf(Role::base) + Op.gprOf(Role::offset), 256),
            256);
      },
      {}};
  // vtranspose [xd], [xs], xcfg: the 16x16 matrix of 16-bit elements at xs
  // transposed to xd (512 bytes each). No source defines a control word:
  // only 0 is accepted.
  Ops[Family::vtranspose] = {
      [](Machine &M, const PipeOp &Op) {
        if (uint64_t Config = Op.gprOf(Role::config))
          M.notModelled(Op, "with control word " + hex(Config) +
                                " (only 0 has a known meaning)");
        std::array<uint8_t, 512> In;
        std::memcpy(In.data(), M.ubRead(Op, Op.gprOf(Role::src), 512), 512);
        uint8_t *Out = M.ubWrite(Op, Op.gprOf(Role::dst), 512);
        for (unsigned Row = 0; Row < 16; ++Row)
          for (unsigned Col = 0; Col < 16; ++Col)
            std::memcpy(Out + 2 * (Col * 16 + Row),
                        In.data() + 2 * (Row * 16 + Col), 2);
      },
      {}};
}

} // namespace pto
