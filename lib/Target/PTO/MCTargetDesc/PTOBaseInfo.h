//===-- PTOBaseInfo.h - Facts about PTO instructions ------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Per-instruction metadata (TSFlags, PTOInstrFormatsV.td) and the mode-token
// table (PTOModes.td), shared by the assembler, printer, disassembler,
// codegen and the emulator.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOBASEINFO_H
#define LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOBASEINFO_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
namespace PTO {

/// The bytes of the Unified Buffer: 256 KB on A5, 192 KB on a2a3. The one
/// definition of the LLVM side (the target, pto-emu); clang's is its
/// __PTO_UB_BYTES__, which test/Clang/ub-bytes.test compares with this.
constexpr uint64_t ubBytes(bool IsA5) { return (IsA5 ? 256 : 192) * 1024; }

/// The bits of a vector register (the VRF class of PTORegisterInfo.td;
/// PTORegisterInfo's constructor checks that the two agree). A predicate
/// register has a bit per byte of it.
constexpr unsigned VectorRegisterBits = 2048;

#define GET_PTOModeKindEnum_DECL
#include "PTOGenSearchableTables.inc"

/// A kind of token and what it is for ("vector load distribution").
struct PTOModeKind {
  PTOModeKindEnum Kind;
  const char *Description;
};

#define GET_PTOModeKinds_DECL
#include "PTOGenSearchableTables.inc"

/// One readable token of the ISA and its encoding.
struct PTOModeToken {
  PTOModeKindEnum Kind;
  const char *Name;
  uint8_t Value;
};

#define GET_PTOModeTokens_DECL
#include "PTOGenSearchableTables.inc"

/// The name of the token of \p Kind encoded as \p Value, or null.
inline const char *getModeTokenName(PTOModeKindEnum Kind, unsigned Value) {
  const PTOModeToken *Token = lookupModeTokenByValue(Kind, Value);
  return Token ? Token->Name : nullptr;
}

/// The encoding of the token \p Name of \p Kind, if the kind has it.
inline std::optional<unsigned> findModeTokenValue(PTOModeKindEnum Kind,
                                                  StringRef Name) {
  const PTOModeToken *Token = lookupModeTokenByName(Kind, Name);
  if (!Token)
    return std::nullopt;
  return Token->Value;
}

/// What a kind's tokens are for ("vector load distribution").
inline const char *getModeKindDescription(PTOModeKindEnum Kind) {
  const PTOModeKind *Info = lookupModeKind(Kind);
  return Info ? Info->Description : "mode";
}

/// "NORM, BRC_B8, ..." for diagnostics.
std::string listModeTokens(PTOModeKindEnum Kind);

/// The pipes of the core (PTOPipe records), the element type codes of the
/// ty slot (PTOElemType), the synchronisation kinds (PTOSyncKind) and every
/// mode token (PTOModeToken, named Kind_TOKEN: Round_ROUND_A).
#define GET_PTOPipeEnum_DECL
#define GET_PTOElemTypeEnum_DECL
#define GET_PTOSyncKindEnum_DECL
#define GET_PTOModeTokenEnum_DECL
#include "PTOGenSearchableTables.inc"
using Pipe = PTOPipeEnum;
using ElemType = PTOElemTypeEnum;
using SyncKind = PTOSyncKindEnum;

/// The pipes (PTOPipe, PTOInstrFormatsV.td) and the events of set_flag and
/// wait_flag (the Event tokens, PTOModes.td): the counts of the target and
/// pto-emu.
constexpr unsigned NumPipes = PIPE_MTE3 + 1;
constexpr unsigned NumEvents = Event_EVENT_ID7 + 1;

/// An element type's assembly suffix ("f32") and lane width in bits.
struct PTOElemTypeInfo {
  uint8_t Code; // PTOElemTypeEnum
  const char *Suffix;
  uint8_t WidthBits;
};
#define GET_PTOElemTypes_DECL
#include "PTOGenSearchableTables.inc"

/// The NORM_B8, NORM_B16 or NORM_B32 store distribution of \p LaneBits-bit
/// lanes (the compiler names other tokens by their PTOModeTokenEnum value).
inline unsigned getNormStoreDist(unsigned LaneBits) {
  return LaneBits == 8    ? StoreDist_NORM_B8
         : LaneBits == 16 ? StoreDist_NORM_B16
                          : StoreDist_NORM_B32;
}

namespace TSF {
enum : uint64_t {
  PipeShift = 0,
  PipeMask = 0x3,
  ElemTypeShift = 2,
  ElemTypeMask = 0x1f,
  MaskGranShift = 7,
  MaskGranMask = 0x3,
  ReadsUB = 1 << 9,
  WritesUB = 1 << 10,
  ReadsGM = 1 << 11,
  WritesGM = 1 << 12,
  A5Only = 1 << 13,
  A2A3Only = 1 << 14,
  /// At most 512 UB bytes from [base + offset] (PTOInstrFormatsV.td).
  UBAddressed = 1 << 15,
  SyncShift = 16,
  SyncMask = 0xf,
  /// base[index] per lane by unsigned indices (PTOInstrFormatsV.td).
  UBIndexed = 1 << 20,
  /// PIPE_S issues it, PIPE_V order runs it (PTOInstrFormatsV.td).
  VectorOrder = 1 << 21,
};
} // namespace TSF

inline Pipe getPipe(uint64_t TSFlags) {
  return Pipe((TSFlags >> TSF::PipeShift) & TSF::PipeMask);
}
/// The pipe whose order the instruction runs in: its pipe, or PIPE_V for
/// the PIPE_S instructions that write vector state (VectorOrder).
inline Pipe getOrderPipe(uint64_t TSFlags) {
  return TSFlags & TSF::VectorOrder ? PIPE_V : getPipe(TSFlags);
}
inline ElemType getElemType(uint64_t TSFlags) {
  return ElemType((TSFlags >> TSF::ElemTypeShift) & TSF::ElemTypeMask);
}
inline SyncKind getSyncKind(uint64_t TSFlags) {
  return SyncKind((TSFlags >> TSF::SyncShift) & TSF::SyncMask);
}
inline bool accessesUB(uint64_t TSFlags) {
  return TSFlags & (TSF::ReadsUB | TSF::WritesUB);
}
/// The ELF section of UB globals (NOBITS): the loader places it at the top
/// of UB, zero-filled (docs/abi.md).
inline constexpr const char *UBSectionName = ".ub.bss";

/// The operand rules of the synchronisation instructions that depend on the
/// profile (pipeline-sync.md): source and destination pipes differ, on a5
/// PIPE_S is no set_flag/wait_flag source and PIPE_V no pipe_barrier pipe
/// (the PTOSyncRule records of PTOInstrSync.td).
/// \p Imm gives the value of an instruction operand. Returns the message and
/// sets \p Operand to the offending operand's index, or returns nullptr.
const char *checkSyncOperands(unsigned Opcode,
                              function_ref<int64_t(unsigned)> Imm, bool IsA5,
                              unsigned &Operand);

/// Whether an instruction with \p TSFlags orders the pipes rather than
/// computing or moving data: set_flag, wait_flag, pipe_barrier, get_buf,
/// rls_buf, mem_bar (the pipes carry them out themselves in pto-emu;
/// PTOAutoSync keeps them).
inline bool isPipeSynchronisation(uint64_t TSFlags) {
  SyncKind Kind = getSyncKind(TSFlags);
  return Kind != SyncNone && Kind != SyncCoreSignal && Kind != SyncCoreWait;
}

/// Bytes of vector data one predicate lane controls: 1, 2 or 4; 0 when the
/// instruction has no mask view.
inline unsigned getMaskGranularity(uint64_t TSFlags) {
  unsigned Code = (TSFlags >> TSF::MaskGranShift) & TSF::MaskGranMask;
  return Code == 0 ? 0 : 1u << (Code - 1);
}

} // namespace PTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOBASEINFO_H
