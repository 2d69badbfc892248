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

using namespace llvm;

namespace pto {

namespace {

using BinaryFn = uint64_t (*)(uint64_t, uint64_t);

/// The function of each ALU family (registerALU), for aluDirect.
std::array<BinaryFn, NumFamilies> ALUFunctions;

/// An ALU operation as one direct call (DecodedInst::Run): its operands'
/// slots, immediate and destination come from decoding (specialiseALU).
template <bool RegisterRHS> void aluDirect(Machine &M, const PipeOp &Op) {
  const DecodedInst &D = *Op.D;
  uint64_t RHS = RegisterRHS ? Op.GPRs[D.OffsetSlot] : uint64_t(D.Imm);
  uint64_t Result =
      ALUFunctions[unsigned(D.Info->Fam)](Op.GPRs[D.BaseSlot], RHS);
  if (D.Xd) // x0 reads as zero
    M.X[D.Xd] = Result;
}

/// OpSemantics::Specialise of the ALU families: aluDirect, with the slots
/// of rs1 and rs2 (or the immediate) and the number of rd filled in.
ExecuteFn specialiseALU(DecodedInst &D) {
  const InstrSemantics &Info = *D.Info;
  int Rd = Info.operandOf(Role::rd), Rs1 = Info.operandOf(Role::rs1);
  int Rs2 = Info.operandOf(Role::rs2), Imm = Info.operandOf(Role::imm);
  if (!isKeptOperand(Rd) || !isKeptOperand(Rs1) ||
      !(isKeptOperand(Rs2) || isKeptOperand(Imm)))
    return nullptr;
  D.Xd = D.GPRNumber[D.GPRSlot[Rd]];
  D.BaseSlot = D.GPRSlot[Rs1];
  if (isKeptOperand(Rs2)) {
    D.OffsetSlot = D.GPRSlot[Rs2];
    return aluDirect<true>;
  }
  D.Imm = D.Inst.getOperand(Imm).getImm();
  return aluDirect<false>;
}

/// rd = F(rs1, rs2 or imm): the register and immediate forms share F.
void registerALU(OpTable &Ops, std::initializer_list<Family> Names,
                 BinaryFn F) {
  OpHandler Exec = [F](Machine &M, const PipeOp &Op) {
    uint64_t RHS =
        Op.has(Role::rs2) ? Op.gprOf(Role::rs2) : uint64_t(Op.immOf(Role::imm));
    M.setX(Op.regOf(Role::rd), F(Op.gprOf(Role::rs1), RHS));
  };
  for (Family Name : Names) {
    Ops[Name] = {Exec, {}};
    Ops[Name].Specialise = specialiseALU;
    ALUFunctions[unsigned(Name)] = F;
  }
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

void registerLoad(OpTable &Ops, Family Name, unsigned Bytes, bool Signed) {
  Ops[Name] = {[Bytes, Signed](Machine &M, const PipeOp &Op) {
                 uint64_t Addr = Op.gprOf(Role::rs1) + Op.immOf(Role::imm);
                 const uint8_t *P = PTO::accessesUB(Op.TSFlags)
                                        ? M.ubRead(Op, Addr, Bytes)
                                        : M.gmRead(Op, Addr, Bytes);
                 uint64_t V = 0;
                 std::memcpy(&V, P, Bytes);
                 if (Signed && Bytes < 8)
                   V = SignExtend64(V, Bytes * 8);
                 M.setX(Op.regOf(Role::rd), V);
               },
               {}};
}

void registerStore(OpTable &Ops, Family Name, unsigned Bytes) {
  Ops[Name] = {[Bytes](Machine &M, const PipeOp &Op) {
                 uint64_t Addr = Op.gprOf(Role::rs1) + Op.immOf(Role::imm);
                 uint8_t *P = PTO::accessesUB(Op.TSFlags)
                                  ? M.ubWrite(Op, Addr, Bytes)
                                  : M.gmWrite(Op, Addr, Bytes);
                 uint64_t V = Op.gprOf(Role::rs2);
                 std::memcpy(P, &V, Bytes);
               },
               {}};
}

using CompareFn = bool (*)(uint64_t, uint64_t);

/// The condition of each branch family (registerBranch), for
/// branchDirect.
std::array<CompareFn, NumFamilies> BranchConditions;

/// A conditional branch as one direct call (DecodedInst::Run), its
/// operands' slots and offset from decoding (specialiseBranch).
void branchDirect(Machine &M, const PipeOp &Op) {
  const DecodedInst &D = *Op.D;
  if (BranchConditions[unsigned(D.Info->Fam)](Op.GPRs[D.BaseSlot],
                                              Op.GPRs[D.OffsetSlot]))
    M.PC = Op.PC + D.Imm;
}

/// OpSemantics::Specialise of the branch families: branchDirect, with the
/// slots of rs1 and rs2 and the offset filled in.
ExecuteFn specialiseBranch(DecodedInst &D) {
  const InstrSemantics &Info = *D.Info;
  int Rs1 = Info.operandOf(Role::rs1), Rs2 = Info.operandOf(Role::rs2);
  int Imm = Info.operandOf(Role::imm);
  if (!isKeptOperand(Rs1) || !isKeptOperand(Rs2) || !isKeptOperand(Imm))
    return nullptr;
  D.BaseSlot = D.GPRSlot[Rs1];
  D.OffsetSlot = D.GPRSlot[Rs2];
  D.Imm = D.Inst.getOperand(Imm).getImm();
  return branchDirect;
}

void registerBranch(OpTable &Ops, Family Name, CompareFn Taken) {
  Ops[Name] = {[Taken](Machine &M, const PipeOp &Op) {
                 if (Taken(Op.gprOf(Role::rs1), Op.gprOf(Role::rs2)))
                   M.PC = Op.PC + Op.immOf(Role::imm);
               },
               {}};
  Ops[Name].Specialise = specialiseBranch;
  BranchConditions[unsigned(Name)] = Taken;
}

/// The inter-core semaphores (CrossCore.h): the signals run on the pipe
/// they name, once it has finished its earlier work; Machine::step takes
/// the signal a wait needs before the wait issues, so the wait itself does
/// nothing more.
void registerSemaphores(OpTable &Ops) {
  auto Id = [](const PipeOp &Op) { return Op.gprOf(Role::event); };
  Ops[Family::set_cross_core] = {[Id](Machine &M, const PipeOp &Op) {
                                   M.Cores.arrive(M.coreIndex(), Id(Op),
                                                  M.Pipeline.currentTime());
                                 },
                                 {}};
  Ops[Family::set_intra_block] = {[Id](Machine &M, const PipeOp &Op) {
                                    M.Cores.signal(M.coreIndex(), Id(Op),
                                                   M.Pipeline.currentTime());
                                  },
                                  {}};
  OpHandler Taken = [](Machine &, const PipeOp &) {};
  Ops[Family::wait_flag_dev] = {Taken, {}};
  Ops[Family::wait_intra_core] = {Taken, {}};
}

} // namespace

void registerScalarOps(OpTable &Ops) {
  registerALU(Ops, {Family::add, Family::addi},
              [](uint64_t A, uint64_t B) { return A + B; });
  registerALU(Ops, {Family::sub}, [](uint64_t A, uint64_t B) { return A - B; });
  registerALU(Ops, {Family::and_, Family::andi},
              [](uint64_t A, uint64_t B) { return A & B; });
  registerALU(Ops, {Family::or_, Family::ori},
              [](uint64_t A, uint64_t B) { return A | B; });
  registerALU(Ops, {Family::xor_, Family::xori},
              [](uint64_t A, uint64_t B) { return A ^ B; });
  registerALU(Ops, {Family::sll, Family::slli},
              [](uint64_t A, uint64_t B) { return A << (B & 63); });
  registerALU(Ops, {Family::srl, Family::srli},
              [](uint64_t A, uint64_t B) { return A >> (B & 63); });
  registerALU(Ops, {Family::sra, Family::srai}, [](uint64_t A, uint64_t B) {
    return uint64_t(int64_t(A) >> (B & 63));
  });
  registerALU(Ops, {Family::mul}, [](uint64_t A, uint64_t B) { return A * B; });
  registerALU(Ops, {Family::slt, Family::slti}, [](uint64_t A, uint64_t B) {
    return uint64_t(int64_t(A) < int64_t(B));
  });
  registerALU(Ops, {Family::sltu, Family::sltui},
              [](uint64_t A, uint64_t B) { return uint64_t(A < B); });
  registerALU(Ops, {Family::div}, signedDiv);
  registerALU(Ops, {Family::divu},
              [](uint64_t A, uint64_t B) { return B ? A / B : ~uint64_t(0); });
  registerALU(Ops, {Family::rem}, signedRem);
  registerALU(Ops, {Family::remu},
              [](uint64_t A, uint64_t B) { return B ? A % B : A; });
  registerALU(Ops, {Family::mulh}, mulHighSigned);
  registerALU(Ops, {Family::mulhu}, mulHighUnsigned);

  Ops[Family::sel] = {[](Machine &M, const PipeOp &Op) {
                        M.setX(Op.regOf(Role::rd), Op.gprOf(Role::rc)
                                                       ? Op.gprOf(Role::rs1)
                                                       : Op.gprOf(Role::rs2));
                      },
                      {}};
  Ops[Family::movi] = {[](Machine &M, const PipeOp &Op) {
                         M.setX(Op.regOf(Role::rd),
                                uint64_t(Op.immOf(Role::imm)));
                       },
                       {}};
  Ops[Family::movhi] = {[](Machine &M, const PipeOp &Op) {
                          uint64_t Lo = Op.gprOf(Role::src) & 0xffffffff;
                          M.setX(Op.regOf(Role::rd),
                                 (uint64_t(Op.immOf(Role::imm)) << 32) | Lo);
                        },
                        {}};

  registerLoad(Ops, Family::ld, 8, false);
  registerLoad(Ops, Family::lw, 4, true);
  registerLoad(Ops, Family::lwu, 4, false);
  registerLoad(Ops, Family::lh, 2, true);
  registerLoad(Ops, Family::lhu, 2, false);
  registerLoad(Ops, Family::lb, 1, true);
  registerLoad(Ops, Family::lbu, 1, false);
  registerStore(Ops, Family::sd, 8);
  registerStore(Ops, Family::sw, 4);
  registerStore(Ops, Family::sh, 2);
  registerStore(Ops, Family::sb, 1);

  registerBranch(Ops, Family::beq,
                 [](uint64_t A, uint64_t B) { return A == B; });
  registerBranch(Ops, Family::bne,
                 [](uint64_t A, uint64_t B) { return A != B; });
  registerBranch(Ops, Family::blt, [](uint64_t A, uint64_t B) {
    return int64_t(A) < int64_t(B);
  });
  registerBranch(Ops, Family::bge, [](uint64_t A, uint64_t B) {
    return int64_t(A) >= int64_t(B);
  });
  registerBranch(Ops, Family::bltu,
                 [](uint64_t A, uint64_t B) { return A < B; });
  registerBranch(Ops, Family::bgeu,
                 [](uint64_t A, uint64_t B) { return A >= B; });
  Ops[Family::j] = {
      [](Machine &M, const PipeOp &Op) { M.PC = Op.PC + Op.immOf(Role::imm); },
      {}};
  Ops[Family::call] = {[](Machine &M, const PipeOp &Op) {
                         M.X[1] = Op.PC + 8;
                         M.PC = Op.PC + Op.immOf(Role::imm);
                       },
                       {}};
  Ops[Family::jr] = {
      [](Machine &M, const PipeOp &Op) { M.PC = Op.gprOf(Role::rs1); }, {}};
  Ops[Family::callr] = {[](Machine &M, const PipeOp &Op) {
                          M.X[1] = Op.PC + 8;
                          M.PC = Op.gprOf(Role::rs1);
                        },
                        {}};

  // The core's block of the launch (Emulator::launch); sub-block 0 of 1.
  auto Constant = [](uint64_t V) -> OpSemantics {
    return {
        [V](Machine &M, const PipeOp &Op) { M.setX(Op.regOf(Role::rd), V); },
        {}};
  };
  Ops[Family::get_block_idx] = {[](Machine &M, const PipeOp &Op) {
                                  M.setX(Op.regOf(Role::rd),
                                         M.options().BlockIdx);
                                },
                                {}};
  Ops[Family::get_block_num] = {[](Machine &M, const PipeOp &Op) {
                                  M.setX(Op.regOf(Role::rd),
                                         M.options().BlockNum);
                                },
                                {}};
  Ops[Family::get_subblock_idx] = Constant(0);
  Ops[Family::get_subblock_num] = Constant(1);
  Ops[Family::get_ctrl] = {
      [](Machine &M, const PipeOp &Op) { M.setX(Op.regOf(Role::rd), M.Ctrl); },
      {}};
  Ops[Family::set_ctrl] = {
      [](Machine &M, const PipeOp &Op) { M.Ctrl = Op.gprOf(Role::rs1); }, {}};
  Ops[Family::set_fpc] = {
      [](Machine &M, const PipeOp &Op) { M.FPC = Op.gprOf(Role::rs1); }, {}};
  // mov xd, SYS_CNT: the cycle the instruction issues at; mov xd, PC: its
  // address; TID_*/NTID_*: a SIMT thread's index and its launch's
  // dimensions (Simt.cpp).
  Ops[Family::mov] = {[](Machine &M, const PipeOp &Op) {
                        unsigned R = Op.regOf(Role::rs1);
                        if (R == PTO::PC || R == PTO::SYS_CNT) {
                          M.setX(Op.regOf(Role::rd),
                                 R == PTO::PC ? Op.PC : Op.IssueTime);
                          return;
                        }
                        if (!M.Simt)
                          fail("mov at " + M.Prog.where(Op.PC) +
                               " reads a SIMT thread register outside SIMT "
                               "code (a function simt.launch starts)");
                        const SimtThread &T = *M.Simt;
                        uint64_t V = R == PTO::TID_X    ? T.TidX
                                     : R == PTO::TID_Y  ? T.TidY
                                     : R == PTO::NTID_X ? T.DimX
                                     : R == PTO::NTID_Y ? T.DimY
                                     : R == PTO::NTID_Z ? 1
                                                        : 0; // TID_Z
                        M.setX(Op.regOf(Role::rd), V);
                      },
                      {}};
  registerSemaphores(Ops);
}

} // namespace pto
