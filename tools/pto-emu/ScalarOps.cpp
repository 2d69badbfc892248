//===-- ScalarOps.cpp - Semantics of the scalar instructions --------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The scalar ISA of docs/assembly.md: 64-bit two's-complement arithmetic,
// loads and stores to GM (ld, ...) and UB (ld.ub, ...), branches and calls,
// the special registers, and the inter-core semaphores of a single core.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "Machine.h"
#include "Report.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"
#include <map>

using namespace llvm;

namespace pto {

namespace {

using BinaryFn = uint64_t (*)(uint64_t, uint64_t);

/// rd = F(rs1, rs2 or imm): the register and immediate forms share F.
void registerALU(OpTable &Ops, StringRef Name, BinaryFn F,
                 bool HasImmForm = true) {
  OpHandler Exec = [F](Machine &M, const PipeOp &Op) {
    const MCOperand &B = Op.operand(2);
    uint64_t RHS = B.isReg() ? Op.gpr(2) : uint64_t(B.getImm());
    M.setX(Op.reg(0), F(Op.gpr(1), RHS));
  };
  Ops[Name] = {Exec, {}};
  if (HasImmForm)
    Ops[(Name + "i").str()] = {Exec, {}};
}

uint64_t signedDiv(uint64_t A, uint64_t B) {
  int64_t X = A, Y = B;
  if (Y == 0)
    return ~uint64_t(0);
  if (X == INT64_MIN && Y == -1)
    return A;
  return uint64_t(X / Y);
}

uint64_t signedRem(uint64_t A, uint64_t B) {
  int64_t X = A, Y = B;
  if (Y == 0)
    return A;
  if (X == INT64_MIN && Y == -1)
    return 0;
  return uint64_t(X % Y);
}

uint64_t mulHighSigned(uint64_t A, uint64_t B) {
  return uint64_t((__int128)(int64_t)A * (__int128)(int64_t)B >> 64);
}

uint64_t mulHighUnsigned(uint64_t A, uint64_t B) {
  return uint64_t((unsigned __int128)A * B >> 64);
}

void registerLoad(OpTable &Ops, StringRef Name, unsigned Bytes, bool Signed) {
  Ops[Name] = {[Bytes, Signed](Machine &M, const PipeOp &Op) {
                 uint64_t Addr = Op.gpr(1) + Op.imm(2);
                 const uint8_t *P = PTO::accessesUB(Op.TSFlags)
                                        ? M.ubRead(Op, Addr, Bytes)
                                        : M.gmRead(Op, Addr, Bytes);
                 uint64_t V = 0;
                 std::memcpy(&V, P, Bytes);
                 if (Signed && Bytes < 8)
                   V = SignExtend64(V, Bytes * 8);
                 M.setX(Op.reg(0), V);
               },
               {}};
}

void registerStore(OpTable &Ops, StringRef Name, unsigned Bytes) {
  Ops[Name] = {[Bytes](Machine &M, const PipeOp &Op) {
                 uint64_t Addr = Op.gpr(1) + Op.imm(2);
                 uint8_t *P = PTO::accessesUB(Op.TSFlags)
                                  ? M.ubWrite(Op, Addr, Bytes)
                                  : M.gmWrite(Op, Addr, Bytes);
                 uint64_t V = Op.gpr(0);
                 std::memcpy(P, &V, Bytes);
               },
               {}};
}

using CompareFn = bool (*)(uint64_t, uint64_t);

void registerBranch(OpTable &Ops, StringRef Name, CompareFn Taken) {
  Ops[Name] = {[Taken](Machine &M, const PipeOp &Op) {
                 if (Taken(Op.gpr(0), Op.gpr(1)))
                   M.PC = Op.PC + Op.imm(2);
               },
               {}};
}

/// Semaphores of set_intra_block / wait_intra_core (and the A2/A3 pair): a
/// single core can only wait for its own signals.
std::map<uint64_t, uint64_t> &semaphores() {
  static std::map<uint64_t, uint64_t> Counts;
  return Counts;
}

void registerSemaphores(OpTable &Ops) {
  auto Signal = [](Machine &M, const PipeOp &Op) { ++semaphores()[Op.gpr(1)]; };
  auto Wait = [](Machine &M, const PipeOp &Op) {
    uint64_t &Count = semaphores()[Op.gpr(1)];
    if (Count == 0)
      fail("deadlock: PIPE_S is blocked at " + M.Prog.where(Op.PC) + ": " +
           M.describe(Op) + " waits for semaphore " + Twine(Op.gpr(1)) +
           ", which no core of this run signals");
    --Count;
  };
  Ops["set_intra_block"] = {Signal, {}};
  Ops["set_cross_core"] = {Signal, {}};
  Ops["wait_intra_core"] = {Wait, {}};
  Ops["wait_flag_dev"] = {Wait, {}};
}

} // namespace

void registerScalarOps(OpTable &Ops) {
  registerALU(Ops, "add", [](uint64_t A, uint64_t B) { return A + B; });
  registerALU(
      Ops, "sub", [](uint64_t A, uint64_t B) { return A - B; }, false);
  registerALU(Ops, "and", [](uint64_t A, uint64_t B) { return A & B; });
  registerALU(Ops, "or", [](uint64_t A, uint64_t B) { return A | B; });
  registerALU(Ops, "xor", [](uint64_t A, uint64_t B) { return A ^ B; });
  registerALU(Ops, "sll", [](uint64_t A, uint64_t B) { return A << (B & 63); });
  registerALU(Ops, "srl", [](uint64_t A, uint64_t B) { return A >> (B & 63); });
  registerALU(Ops, "sra", [](uint64_t A, uint64_t B) {
    return uint64_t(int64_t(A) >> (B & 63));
  });
  registerALU(
      Ops, "mul", [](uint64_t A, uint64_t B) { return A * B; }, false);
  registerALU(Ops, "slt", [](uint64_t A, uint64_t B) {
    return uint64_t(int64_t(A) < int64_t(B));
  });
  registerALU(Ops, "sltu",
              [](uint64_t A, uint64_t B) { return uint64_t(A < B); });
  registerALU(Ops, "div", signedDiv, false);
  registerALU(
      Ops, "divu",
      [](uint64_t A, uint64_t B) { return B ? A / B : ~uint64_t(0); }, false);
  registerALU(Ops, "rem", signedRem, false);
  registerALU(
      Ops, "remu", [](uint64_t A, uint64_t B) { return B ? A % B : A; }, false);
  registerALU(Ops, "mulh", mulHighSigned, false);
  registerALU(Ops, "mulhu", mulHighUnsigned, false);

  Ops["sel"] = {[](Machine &M, const PipeOp &Op) {
                  M.setX(Op.reg(0), Op.gpr(1) ? Op.gpr(2) : Op.gpr(3));
                },
                {}};
  Ops["movi"] = {[](Machine &M, const PipeOp &Op) {
                   M.setX(Op.reg(0), uint64_t(Op.imm(1)));
                 },
                 {}};
  Ops["movhi"] = {[](Machine &M, const PipeOp &Op) {
                    uint64_t Lo = Op.gpr(1) & 0xffffffff;
                    M.setX(Op.reg(0), (uint64_t(Op.imm(2)) << 32) | Lo);
                  },
                  {}};

  registerLoad(Ops, "ld", 8, false);
  registerLoad(Ops, "lw", 4, true);
  registerLoad(Ops, "lwu", 4, false);
  registerLoad(Ops, "lh", 2, true);
  registerLoad(Ops, "lhu", 2, false);
  registerLoad(Ops, "lb", 1, true);
  registerLoad(Ops, "lbu", 1, false);
  registerStore(Ops, "sd", 8);
  registerStore(Ops, "sw", 4);
  registerStore(Ops, "sh", 2);
  registerStore(Ops, "sb", 1);

  registerBranch(Ops, "beq", [](uint64_t A, uint64_t B) { return A == B; });
  registerBranch(Ops, "bne", [](uint64_t A, uint64_t B) { return A != B; });
  registerBranch(Ops, "blt", [](uint64_t A, uint64_t B) {
    return int64_t(A) < int64_t(B);
  });
  registerBranch(Ops, "bge", [](uint64_t A, uint64_t B) {
    return int64_t(A) >= int64_t(B);
  });
  registerBranch(Ops, "bltu", [](uint64_t A, uint64_t B) { return A < B; });
  registerBranch(Ops, "bgeu", [](uint64_t A, uint64_t B) { return A >= B; });
  Ops["j"] = {[](Machine &M, const PipeOp &Op) { M.PC = Op.PC + Op.imm(0); },
              {}};
  Ops["call"] = {[](Machine &M, const PipeOp &Op) {
                   M.X[1] = Op.PC + 8;
                   M.PC = Op.PC + Op.imm(0);
                 },
                 {}};
  Ops["jr"] = {[](Machine &M, const PipeOp &Op) { M.PC = Op.gpr(0); }, {}};
  Ops["callr"] = {[](Machine &M, const PipeOp &Op) {
                    M.X[1] = Op.PC + 8;
                    M.PC = Op.gpr(0);
                  },
                  {}};

  // The core's block of the launch (Emulator::launch); sub-block 0 of 1.
  auto Constant = [](uint64_t V) -> OpSemantics {
    return {[V](Machine &M, const PipeOp &Op) { M.setX(Op.reg(0), V); }, {}};
  };
  Ops["get_block_idx"] = {[](Machine &M, const PipeOp &Op) {
                            M.setX(Op.reg(0), M.options().BlockIdx);
                          },
                          {}};
  Ops["get_block_num"] = {[](Machine &M, const PipeOp &Op) {
                            M.setX(Op.reg(0), M.options().BlockNum);
                          },
                          {}};
  Ops["get_subblock_idx"] = Constant(0);
  Ops["get_subblock_num"] = Constant(1);
  Ops["get_ctrl"] = {
      [](Machine &M, const PipeOp &Op) { M.setX(Op.reg(0), M.Ctrl); }, {}};
  Ops["set_ctrl"] = {[](Machine &M, const PipeOp &Op) { M.Ctrl = Op.gpr(0); },
                     {}};
  Ops["set_fpc"] = {[](Machine &M, const PipeOp &Op) { M.FPC = Op.gpr(0); },
                    {}};
  registerSemaphores(Ops);
}

} // namespace pto
