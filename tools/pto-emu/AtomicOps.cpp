//===-- AtomicOps.cpp - Semantics of the scalar atomics -------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// amo<op>.w/.d and amocas.w/.d on GM (PTOInstrAtomic.td, docs/atomics.md):
// one instruction runs at once in the emulator, so each is indivisible
// against every core and SIMT thread. The width is the instruction's element
// type (TSFlags).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "Machine.h"
#include "llvm/Support/MathExtras.h"
#include <cstring>

using namespace llvm;

namespace pto {

namespace {

using CombineFn = uint64_t (*)(uint64_t Old, uint64_t Value, unsigned Bits);

unsigned atomicBytes(const PipeOp &Op) {
  return PTO::lookupElemType(PTO::getElemType(Op.TSFlags))->WidthBits / 8;
}

/// The value of \p Bytes bytes at \p P, sign-extended (what rd receives).
uint64_t loadSigned(const uint8_t *P, unsigned Bytes) {
  uint64_t V = 0;
  std::memcpy(&V, P, Bytes);
  return Bytes < 8 ? uint64_t(SignExtend64(V, Bytes * 8)) : V;
}

/// rd = mem[addr]; mem[addr] = F(old, value), both of the instruction's
/// width.
void registerReadModifyWrite(OpTable &Ops, Family Name, CombineFn F) {
  Ops[Name] = {[F](Machine &M, const PipeOp &Op) {
                 unsigned Bytes = atomicBytes(Op);
                 uint8_t *P =
                     M.gmAtomic(Op, Op.gprOf(Role::addr), Bytes, Bytes);
                 uint64_t Old = loadSigned(P, Bytes);
                 uint64_t New = F(Old, Op.gprOf(Role::value), Bytes * 8);
                 std::memcpy(P, &New, Bytes);
                 M.setX(Op.regOf(Role::rd), Old);
               },
               {}};
}

int64_t asSigned(uint64_t V, unsigned Bits) { return SignExtend64(V, Bits); }
uint64_t asUnsigned(uint64_t V, unsigned Bits) {
  return Bits == 64 ? V : V & maskTrailingOnes<uint64_t>(Bits);
}

/// The larger (\p Max) or smaller of the old and the new value, compared as
/// signed or unsigned integers of \p Bits bits.
template <bool Signed, bool Max>
uint64_t extremum(uint64_t Old, uint64_t V, unsigned Bits) {
  bool Less = Signed ? asSigned(Old, Bits) < asSigned(V, Bits)
                     : asUnsigned(Old, Bits) < asUnsigned(V, Bits);
  return Less == Max ? V : Old;
}

} // namespace

void registerAtomicOps(OpTable &Ops) {
  registerReadModifyWrite(Ops, Family::amoswap,
                          [](uint64_t, uint64_t V, unsigned) { return V; });
  registerReadModifyWrite(
      Ops, Family::amoadd,
      [](uint64_t Old, uint64_t V, unsigned) { return Old + V; });
  registerReadModifyWrite(
      Ops, Family::amoand,
      [](uint64_t Old, uint64_t V, unsigned) { return Old & V; });
  registerReadModifyWrite(
      Ops, Family::amoor,
      [](uint64_t Old, uint64_t V, unsigned) { return Old | V; });
  registerReadModifyWrite(
      Ops, Family::amoxor,
      [](uint64_t Old, uint64_t V, unsigned) { return Old ^ V; });
  registerReadModifyWrite(Ops, Family::amomax, extremum<true, true>);
  registerReadModifyWrite(Ops, Family::amomin, extremum<true, false>);
  registerReadModifyWrite(Ops, Family::amomaxu, extremum<false, true>);
  registerReadModifyWrite(Ops, Family::amominu, extremum<false, false>);
  // rd = mem[addr]; mem[addr] = desired if rd equals expected (compared in
  // the instruction's width).
  Ops[Family::amocas] = {[](Machine &M, const PipeOp &Op) {
                           unsigned Bytes = atomicBytes(Op);
                           unsigned Bits = Bytes * 8;
                           uint8_t *P = M.gmAtomic(Op, Op.gprOf(Role::addr),
                                                   Bytes, Bytes);
                           uint64_t Old = loadSigned(P, Bytes);
                           if (asUnsigned(Old, Bits) ==
                               asUnsigned(Op.gprOf(Role::expected), Bits)) {
                             uint64_t Desired = Op.gprOf(Role::desired);
                             std::memcpy(P, &Desired, Bytes);
                           }
                           M.setX(Op.regOf(Role::rd), Old);
                         },
                         {}};
  // One instruction at a time: the core's and each thread's accesses are
  // already in program order.
  Ops[Family::fence] = {[](Machine &, const PipeOp &) {}, {}};
  // The accumulation of copy_ubuf_to_gm, which captures it when issued.
  Ops[Family::set_atomic_none] = {
      [](Machine &M, const PipeOp &) { M.AtomicAdd = false; }, {}};
  Ops[Family::set_atomic_add] = {
      [](Machine &M, const PipeOp &) { M.AtomicAdd = true; }, {}};
  Ops[Family::set_atomic_type] = {[](Machine &M, const PipeOp &Op) {
                                    M.AtomicType = PTO::getElemType(Op.TSFlags);
                                  },
                                  {}};
}

} // namespace pto
