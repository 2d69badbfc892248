//===-- PipeOp.h - An instruction on its way through a pipe -----*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the scalar unit (Machine.h) hands to the pipes (Pipes.h) and what the
// semantics (*Ops.cpp) read: a decoded instruction with the scalar register
// operands it read when issued, and the vector clock of its issue. Both
// layers include this header; neither needs the other's to name it.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_PIPEOP_H
#define LLVM_TOOLS_PTO_EMU_PIPEOP_H

#include "MCTargetDesc/PTOBaseInfo.h"
#include "Program.h"
#include "Semantics.h"
#include "llvm/MC/MCInst.h"
#include <algorithm>
#include <array>
#include <cstdint>

namespace pto {

// The pipes (PTOPipe records of PTOInstrFormatsV.td).
constexpr unsigned PipeS = llvm::PTO::PIPE_S, PipeV = llvm::PTO::PIPE_V,
                   PipeMTE2 = llvm::PTO::PIPE_MTE2,
                   PipeMTE3 = llvm::PTO::PIPE_MTE3;
constexpr unsigned NumPipes = PipeMTE3 + 1;

struct VectorClock {
  std::array<uint64_t, NumPipes> C{};
  void join(const VectorClock &Other) {
    for (unsigned I = 0; I < NumPipes; ++I)
      C[I] = std::max(C[I], Other.C[I]);
  }
};

/// One instruction on its way through a pipe, with the scalar register
/// operands it read when the scalar unit issued it.
struct PipeOp {
  const DecodedInst *D = nullptr;
  const llvm::MCInst *Inst = nullptr;
  uint64_t PC = 0;
  uint64_t TSFlags = 0;
  /// The values of the scalar-register operands when issued, in operand
  /// order (DecodedInst::GPRSlot).
  std::array<uint64_t, MaxGPROperands> GPRs;
  /// CTRL when issued (set_ctrl is a scalar instruction: the vector
  /// instructions after it in program order see its value).
  uint64_t Ctrl = 0;
  /// The DMA stores' accumulation when issued (set_atomic_*).
  bool AtomicAdd = false;
  PTO::ElemType AtomicType = PTO::F32;
  uint64_t IssueTime = 0;
  uint64_t Seq = 0;
  VectorClock IssueClock;

  const llvm::MCOperand &operand(unsigned I) const {
    return Inst->getOperand(I);
  }
  /// The value of scalar-register operand \p I (an MCInst operand index).
  uint64_t gpr(unsigned I) const { return GPRs[D->GPRSlot[I]]; }
  int64_t imm(unsigned I) const { return Inst->getOperand(I).getImm(); }
  unsigned reg(unsigned I) const { return Inst->getOperand(I).getReg(); }
  /// The MCInst operand index of the operand named \p R (Semantics.h), or
  /// -1 when the instruction has none.
  int operandOf(Role R) const { return D->Info->operandOf(R); }
  bool has(Role R) const { return operandOf(R) >= 0; }
  /// The scalar-register and immediate operands named \p R.
  uint64_t gprOf(Role R) const { return gpr(operandOf(R)); }
  int64_t immOf(Role R) const { return imm(operandOf(R)); }
  /// The register operand named \p R (to write a scalar result back).
  unsigned regOf(Role R) const { return reg(operandOf(R)); }
  /// The element types the instruction reads and writes (`vcvt.f16.f32`
  /// reads f32 and writes f16).
  PTO::ElemType srcType() const { return D->Info->Src; }
  PTO::ElemType dstType() const { return D->Info->Dst; }
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_PIPEOP_H
