//===-- VectorMemoryOps.cpp - UB loads and stores of the vector pipe ------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The distribution modes of vector-load-store.md, gathers and scatters,
// align-state streams, the vector-address forms, predicate loads and stores,
// vbitsort and the AR special register. UB addresses are byte offsets.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "Machine.h"
#include "Numeric.h"
#include "Report.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/bit.h"
#include <algorithm>
#include <cmath>
#include <optional>

using namespace llvm;

namespace pto {

namespace {

AlignState &alignOf(Machine &M, const PipeOp &Op, Role R) {
  return M.AL[M.alIndex(Op.regOf(R))];
}
uint32_t &vaddrOf(Machine &M, const PipeOp &Op, Role R) {
  return M.VA[M.vaIndex(Op.regOf(R))];
}

/// The UB address of an access: its base register plus its offset
/// register, immediate or vector-address register.
uint64_t address(Machine &M, const PipeOp &Op) {
  uint64_t Base = Op.gprOf(Role::base);
  if (Op.has(Role::offset))
    return Base + Op.gprOf(Role::offset);
  if (Op.has(Role::imm))
    return Base + Op.immOf(Role::imm);
  return Base + vaddrOf(M, Op, Role::va);
}

[[noreturn]] void unknownMode(Machine &M, const PipeOp &Op, unsigned Mode) {
  M.notModelled(Op, "distribution " + Twine(Mode).str());
}

/// vlds distributions (codes of PTOModes.td): NORM, broadcasts, upsample,
/// downsample, unpack (zero-extend to the double width), channel split and
/// 32-bit deinterleave, into \p R.
void loadDist(Machine &M, const PipeOp &Op, uint64_t Addr, unsigned Mode,
              VReg &R) {
  if (Mode == PTO::LoadDist_NORM) {
    std::memcpy(R.data(), M.ubRead(Op, Addr, 256), 256);
    return;
  }
  R.fill(0);
  auto Broadcast = [&](unsigned B) {
    const uint8_t *P = M.ubRead(Op, Addr, B);
    for (unsigned I = 0; I < 256; I += B)
      std::memcpy(R.data() + I, P, B);
  };
  // dst[i] = UB[base + Stride * i] for elements of B bytes.
  auto Strided = [&](unsigned B, unsigned Stride) {
    const uint8_t *P = M.ubRead(Op, Addr, 256 * Stride);
    for (unsigned I = 0; I < 256 / B; ++I)
      std::memcpy(R.data() + I * B, P + I * B * Stride, B);
  };
  auto Upsample = [&](unsigned B) {
    const uint8_t *P = M.ubRead(Op, Addr, 128);
    for (unsigned I = 0; I < 128 / B; ++I) {
      std::memcpy(R.data() + 2 * I * B, P + I * B, B);
      std::memcpy(R.data() + (2 * I + 1) * B, P + I * B, B);
    }
  };
  auto Unpack = [&](unsigned B) {
    const uint8_t *P = M.ubRead(Op, Addr, 128);
    for (unsigned I = 0; I < 128 / B; ++I)
      std::memcpy(R.data() + I * 2 * B, P + I * B, B);
  };
  switch (Mode) {
  case PTO::LoadDist_BRC_B8:
  case PTO::LoadDist_BRC_B16:
  case PTO::LoadDist_BRC_B32:
    Broadcast(1u << (Mode - PTO::LoadDist_BRC_B8));
    break;
  case PTO::LoadDist_US_B8:
  case PTO::LoadDist_US_B16:
    Upsample(1u << (Mode - PTO::LoadDist_US_B8));
    break;
  case PTO::LoadDist_DS_B8:
  case PTO::LoadDist_DS_B16:
  case PTO::LoadDist_SPLT2CHN_B8:
  case PTO::LoadDist_SPLT2CHN_B16:
    Strided(Mode == PTO::LoadDist_DS_B8 || Mode == PTO::LoadDist_SPLT2CHN_B8
                ? 1
                : 2,
            2);
    break;
  case PTO::LoadDist_UNPK_B8:
    Unpack(1);
    break;
  case PTO::LoadDist_UNPK_B16:
    Unpack(2);
    break;
  case PTO::LoadDist_UNPK_B32:
    Unpack(4);
    break;
  case PTO::LoadDist_DINTLV_B32: // the even 32-bit elements
    Strided(4, 2);
    break;
  case PTO::LoadDist_SPLT4CHN_B8:
    Strided(1, 4);
    break;
  case PTO::LoadDist_BLK: { // one 32-byte block into each block
    const uint8_t *P = M.ubRead(Op, Addr, 32);
    for (unsigned Block = 0; Block < 8; ++Block)
      std::memcpy(R.data() + 32 * Block, P, 32);
    break;
  }
  case PTO::LoadDist_E2B_B16: // element j into each element of block j
  case PTO::LoadDist_E2B_B32: {
    unsigned B = Mode == PTO::LoadDist_E2B_B16 ? 2 : 4;
    const uint8_t *P = M.ubRead(Op, Addr, 8 * B);
    for (unsigned Block = 0; Block < 8; ++Block)
      for (unsigned I = 0; I < 32; I += B)
        std::memcpy(R.data() + 32 * Block + I, P + Block * B, B);
    break;
  }
  case PTO::LoadDist_UNPK4: { // 64 bytes, each zero-extended to 32 bits
    const uint8_t *P = M.ubRead(Op, Addr, 64);
    for (unsigned I = 0; I < 64; ++I)
      R[4 * I] = P[I];
    break;
  }
  default:
    unknownMode(M, Op, Mode);
  }
}

/// The channel merges of vsts: within each 32-byte block, the register
/// holds \p Channels channels of \p Bytes-byte elements interleaved (element
/// p of channel c at position Channels * p + c) and memory receives them
/// channel after channel (position Per * c + p, Per elements a channel). The
/// mask applies to the merged data in memory, in lanes of \p MaskBytes
/// bytes; inactive lanes keep memory (docs/emulator.md).
void mergeChannels(Machine &M, const PipeOp &Op, const VReg &Src, uint64_t Addr,
                   const PReg &Mask, unsigned Channels, unsigned Bytes,
                   unsigned MaskBytes) {
  unsigned Per = 32 / Bytes / Channels;
  uint8_t *P = M.ubWrite(Op, Addr, 256);
  for (unsigned Block = 0; Block < 8; ++Block)
    for (unsigned C = 0; C < Channels; ++C)
      for (unsigned E = 0; E < Per; ++E) {
        unsigned To = 32 * Block + (Per * C + E) * Bytes;
        unsigned From = 32 * Block + (Channels * E + C) * Bytes;
        if (laneActive(Mask, To / MaskBytes, MaskBytes))
          std::memcpy(P + To, Src.data() + From, Bytes);
      }
}

/// vsts distributions: contiguous, one point, narrowing packs, channel
/// merges. Stores write only active lanes.
void storeDist(Machine &M, const PipeOp &Op, const VReg &Src, uint64_t Addr,
               unsigned Mode, const PReg &Mask) {
  auto Store = [&](unsigned LaneBytes, unsigned StoreBytes, unsigned Lanes) {
    // A whole register under an all-true mask: one access, no lane walk.
    if (Lanes * LaneBytes == 256 && StoreBytes == LaneBytes &&
        allLanesActive(Mask, LaneBytes)) {
      std::memcpy(M.ub(Op, Addr, 256, /*Write=*/true), Src.data(), 256);
      return;
    }
    uint8_t *P =
        M.ubWriteLanes(Op, Addr, Lanes, StoreBytes, [&](unsigned Lane) {
          return laneActive(Mask, Lane, LaneBytes);
        });
    for (unsigned I = 0; I < Lanes; ++I)
      if (laneActive(Mask, I, LaneBytes))
        for (unsigned B = 0; B < StoreBytes; ++B)
          P[I * StoreBytes + B] = Src[I * LaneBytes + B];
  };
  switch (Mode) {
  case PTO::StoreDist_NORM_B8:
  case PTO::StoreDist_NORM_B16:
  case PTO::StoreDist_NORM_B32:
    Store(1u << (Mode - PTO::StoreDist_NORM_B8),
          1u << (Mode - PTO::StoreDist_NORM_B8),
          256 >> (Mode - PTO::StoreDist_NORM_B8));
    break;
  case PTO::StoreDist_1PT_B8:
  case PTO::StoreDist_1PT_B16:
  case PTO::StoreDist_1PT_B32:
    Store(1u << (Mode - PTO::StoreDist_1PT_B8),
          1u << (Mode - PTO::StoreDist_1PT_B8), 1);
    break;
  case PTO::StoreDist_PK_B16: // the low byte of each 16-bit lane
    Store(2, 1, 128);
    break;
  case PTO::StoreDist_PK_B32: // the low half of each 32-bit lane
    Store(4, 2, 64);
    break;
  case PTO::StoreDist_PK_B64:
    Store(8, 4, 32);
    break;
  case PTO::StoreDist_PK4_B32: // the low byte of each 32-bit lane
    Store(4, 1, 64);
    break;
  case PTO::StoreDist_MRG4CHN_B8:
    mergeChannels(M, Op, Src, Addr, Mask, 4, 1, 4);
    break;
  case PTO::StoreDist_MRG2CHN_B8:
    mergeChannels(M, Op, Src, Addr, Mask, 2, 1, 2);
    break;
  case PTO::StoreDist_MRG2CHN_B16:
    mergeChannels(M, Op, Src, Addr, Mask, 2, 2, 4);
    break;
  default:
    unknownMode(M, Op, Mode);
  }
}

/// Element bytes of the dual-load (deinterleave) distributions.
unsigned deinterleaveBytes(unsigned Mode) {
  switch (Mode) {
  case PTO::LoadDistX2_DINTLV_B8:
    return 1;
  case PTO::LoadDistX2_DINTLV_B16:
    return 2;
  default: // PTO::LoadDistX2_DINTLV_B32
    return 4;
  }
}

/// Element bytes of the dual-store (interleave) distributions.
unsigned interleaveBytes(unsigned Mode) {
  switch (Mode) {
  case PTO::StoreDistX2_INTLV_B8:
    return 1;
  case PTO::StoreDistX2_INTLV_B16:
    return 2;
  default: // PTO::StoreDistX2_INTLV_B32
    return 4;
  }
}

/// The address `[xb, xo|imm]` of a load or store specialised at decode
/// (address() of the same forms).
template <bool RegOffset>
uint64_t specialisedAddress(const DecodedInst &D, const PipeOp &Op) {
  return Op.GPRs[D.BaseSlot] +
         (RegOffset ? Op.GPRs[D.OffsetSlot] : uint64_t(D.Imm));
}

/// vlds vd, [xb, xo|imm], NORM: loadDist's NORM as one direct call.
template <bool RegOffset> void loadNorm(Machine &M, const PipeOp &Op) {
  const DecodedInst &D = *Op.D;
  std::memcpy(M.V[D.Vd].data(),
              M.ubRead(Op, specialisedAddress<RegOffset>(D, Op), 256), 256);
}

/// vsts vs, [xb, xo|imm], NORM_B<8 LaneBytes>, pg: storeDist's NORM as one
/// direct call, its other cases through storeDist.
template <bool RegOffset, unsigned LaneBytes>
void storeNorm(Machine &M, const PipeOp &Op) {
  const DecodedInst &D = *Op.D;
  uint64_t Addr = specialisedAddress<RegOffset>(D, Op);
  const PReg &Mask = M.P[D.Pg];
  if (allLanesActive(Mask, LaneBytes)) {
    std::memcpy(M.ub(Op, Addr, 256, /*Write=*/true), M.V[D.Vs1].data(), 256);
    return;
  }
  storeDist(M, Op, M.V[D.Vs1], Addr,
            PTO::StoreDist_NORM_B8 + llvm::countr_zero(LaneBytes), Mask);
}

/// Fills DecodedInst's BaseSlot and OffsetSlot or Imm of a `[xb, xo|imm]`
/// operand: whether it is a register offset; none if the form is another.
std::optional<bool> specialiseAddress(DecodedInst &D) {
  const InstrSemantics &Info = *D.Info;
  int Base = Info.operandOf(Role::base);
  if (!isKeptOperand(Base))
    return std::nullopt;
  D.BaseSlot = D.GPRSlot[Base];
  int Offset = Info.operandOf(Role::offset);
  if (isKeptOperand(Offset)) {
    D.OffsetSlot = D.GPRSlot[Offset];
    return true;
  }
  if (int Imm = Info.operandOf(Role::imm); Imm >= 0) {
    D.Imm = D.Inst.getOperand(Imm).getImm();
    return false;
  }
  return std::nullopt;
}

/// The mode operand named dist, or -1.
int64_t distOf(const DecodedInst &D) {
  int Dist = D.Info->operandOf(Role::dist);
  return Dist >= 0 ? D.Inst.getOperand(Dist).getImm() : -1;
}

ExecuteFn specialiseLoad(DecodedInst &D) {
  if (distOf(D) != PTO::LoadDist_NORM || D.Info->operandOf(Role::vd) < 0)
    return nullptr;
  std::optional<bool> RegOffset = specialiseAddress(D);
  if (!RegOffset)
    return nullptr;
  return *RegOffset ? loadNorm<true> : loadNorm<false>;
}

ExecuteFn specialiseStore(DecodedInst &D) {
  if (D.Info->operandOf(Role::vs1) < 0 || D.Info->operandOf(Role::pg) < 0)
    return nullptr;
  int64_t Dist = distOf(D);
  std::optional<bool> RegOffset = specialiseAddress(D);
  if (!RegOffset)
    return nullptr;
  switch (Dist) {
  case PTO::StoreDist_NORM_B8:
    return *RegOffset ? storeNorm<true, 1> : storeNorm<false, 1>;
  case PTO::StoreDist_NORM_B16:
    return *RegOffset ? storeNorm<true, 2> : storeNorm<false, 2>;
  case PTO::StoreDist_NORM_B32:
    return *RegOffset ? storeNorm<true, 4> : storeNorm<false, 4>;
  default:
    return nullptr;
  }
}

void registerLoadsStores(OpTable &Ops) {
  // vlds vd, [xb, xo|imm], DIST   (and vald vd, [xb, va], DIST)
  OpHandler Load = [](Machine &M, const PipeOp &Op) {
    loadDist(M, Op, address(M, Op), Op.immOf(Role::dist),
             vregOf(M, Op, Role::vd));
  };
  Ops[Family::vlds] = {Load, {}};
  Ops[Family::vlds].Specialise = specialiseLoad;
  Ops[Family::vald] = {Load, {}};
  // vag va, xn: the vector-address register takes the byte offset xn (the
  // loop arithmetic is the scalar code's; docs/emulator.md).
  Ops[Family::vag] = {[](Machine &M, const PipeOp &Op) {
                        vaddrOf(M, Op, Role::va) =
                            uint32_t(Op.gprOf(Role::offset));
                      },
                      {}};
  // vsts vs, [xb, xo|imm], DIST, pg   (and vast)
  OpHandler Store = [](Machine &M, const PipeOp &Op) {
    storeDist(M, Op, vregOf(M, Op, Role::vs1), address(M, Op),
              Op.immOf(Role::dist), pregOf(M, Op, Role::pg));
  };
  Ops[Family::vsts] = {Store, {}};
  Ops[Family::vsts].Specialise = specialiseStore;
  Ops[Family::vast] = {Store, {}};
  // vldsx2 vlo, vhi, [xb, xo], DIST: deinterleave pairs of elements.
  OpHandler LoadX2 = [](Machine &M, const PipeOp &Op) {
    unsigned Mode = Op.immOf(Role::dist);
    // BDINTLV: the even 32-byte blocks to vlo, the odd ones to vhi.
    unsigned B = Mode == PTO::LoadDistX2_BDINTLV ? 32 : deinterleaveBytes(Mode);
    const uint8_t *P = M.ubRead(Op, address(M, Op), 512);
    VReg Lo{}, Hi{};
    for (unsigned I = 0; I < 256 / B; ++I) {
      std::memcpy(Lo.data() + I * B, P + 2 * I * B, B);
      std::memcpy(Hi.data() + I * B, P + (2 * I + 1) * B, B);
    }
    vregOf(M, Op, Role::vd) = Lo;
    vregOf(M, Op, Role::vd2) = Hi;
  };
  Ops[Family::vldsx2] = {LoadX2, {}};
  Ops[Family::valdx2] = {LoadX2, {}};
  // vstsx2 vlo, vhi, [xb, xo], DIST, pg: interleave.
  OpHandler StoreX2 = [](Machine &M, const PipeOp &Op) {
    unsigned B = interleaveBytes(Op.immOf(Role::dist));
    const VReg &Lo = vregOf(M, Op, Role::vs1), &Hi = vregOf(M, Op, Role::vs2);
    const PReg &Mask = pregOf(M, Op, Role::pg);
    uint8_t *P = M.ubWrite(Op, address(M, Op), 512);
    for (unsigned I = 0; I < 256 / B; ++I) {
      if (!laneActive(Mask, I, B))
        continue;
      std::memcpy(P + 2 * I * B, Lo.data() + I * B, B);
      std::memcpy(P + (2 * I + 1) * B, Hi.data() + I * B, B);
    }
  };
  Ops[Family::vstsx2] = {StoreX2, {}};
  Ops[Family::vastx2] = {StoreX2, {}};
}

/// Gathers and scatters over the first xn lanes (or the active lanes).
void registerGatherScatter(OpTable &Ops) {
  // vgather2.T vd, [xb], vidx, xn: vd[i] = UB[xb + vidx[i] * sizeof(T)]
  // for the first xn lanes; vgather2.bc the same for the active lanes of a
  // mask. The other lanes are zero.
  auto Gather = [](Machine &M, const PipeOp &Op, auto Active) {
    unsigned B = elemBytes(PTO::getElemType(Op.TSFlags));
    const VReg &Index = vregOf(M, Op, Role::vidx);
    VReg R{};
    for (unsigned I = 0; I < 256 / B; ++I) {
      if (!Active(I, B))
        continue;
      uint64_t J = 0;
      std::memcpy(&J, Index.data() + I * B, B);
      std::memcpy(R.data() + I * B,
                  M.ubRead(Op, Op.gprOf(Role::base) + J * B, B), B);
    }
    vregOf(M, Op, Role::vd) = R;
  };
  Ops[Family::vgather2] = {
      [Gather](Machine &M, const PipeOp &Op) {
        uint64_t Lanes = Op.gprOf(Role::count);
        Gather(M, Op, [&](unsigned I, unsigned) { return I < Lanes; });
      },
      {}};
  Ops[Family::vgather2_bc] = {[Gather](Machine &M, const PipeOp &Op) {
                                const PReg &Mask = pregOf(M, Op, Role::pg);
                                Gather(M, Op, [&](unsigned I, unsigned B) {
                                  return laneActive(Mask, I, B);
                                });
                              },
                              {}};
  // vgatherb vd, [xb], vidx, xn: 32-byte blocks at the byte offsets of the
  // first xn 32-bit index lanes.
  Ops[Family::vgatherb] = {
      [](Machine &M, const PipeOp &Op) {
        const VReg &Index = vregOf(M, Op, Role::vidx);
        uint64_t Active = std::min<uint64_t>(Op.gprOf(Role::count), 8);
        VReg R{};
        for (unsigned I = 0; I < Active; ++I) {
          uint64_t Addr = Op.gprOf(Role::base) + lane<uint32_t>(Index, I);
          if (Addr % 32)
            fail("misaligned UB address " + hex(Addr) +
                 ": vgatherb blocks must be 32-byte aligned "
                 "(instruction at " +
                 M.Prog.where(Op.PC) + ")");
          std::memcpy(R.data() + I * 32, M.ubRead(Op, Addr, 32), 32);
        }
        vregOf(M, Op, Role::vd) = R;
      },
      {}};
  // vscatter.T vs, [xb], vidx, xn: on A5 the lowest lane wins when indices
  // alias, so lanes are written from the highest down.
  Ops[Family::vscatter] = {
      [](Machine &M, const PipeOp &Op) {
        unsigned B = elemBytes(PTO::getElemType(Op.TSFlags));
        const VReg &Src = vregOf(M, Op, Role::vs1),
                   &Index = vregOf(M, Op, Role::vidx);
        uint64_t Active = std::min<uint64_t>(Op.gprOf(Role::count), 256 / B);
        for (uint64_t I = Active; I-- > 0;) {
          uint64_t J = 0;
          std::memcpy(&J, Index.data() + I * B, B);
          std::memcpy(M.ubWrite(Op, Op.gprOf(Role::base) + J * B, B),
                      Src.data() + I * B, B);
        }
      },
      {}};
  // vscatter.b8.i16 vs, [xb], vidx, xn: the low byte of 16-bit lane I to
  // byte xb + vidx[I], the lowest lane winning as above.
  Ops[Family::vscatter_b8] = {
      [](Machine &M, const PipeOp &Op) {
        const VReg &Src = vregOf(M, Op, Role::vs1),
                   &Index = vregOf(M, Op, Role::vidx);
        uint64_t Active = std::min<uint64_t>(Op.gprOf(Role::count), 128);
        for (uint64_t I = Active; I-- > 0;)
          *M.ubWrite(Op, Op.gprOf(Role::base) + lane<uint16_t>(Index, I), 1) =
              uint8_t(lane<uint16_t>(Src, I));
      },
      {}};
}

/// Unaligned streams. A load stream reads 256 bytes at any address and
/// advances its base by 256; a store stream writes whole 32-byte blocks and
/// keeps the bytes of an unfinished block in its align state until a flush
/// (vsta, vstas, vstar) writes them.
void flush(Machine &M, const PipeOp &Op, AlignState &A) {
  if (A.Pending)
    std::memcpy(M.ubWrite(Op, A.Address, A.Pending), A.Bytes.data(), A.Pending);
  A = AlignState();
}

/// Stores the first \p Length bytes of \p Src at \p Addr through the
/// stream of \p A.
void streamStore(Machine &M, const PipeOp &Op, AlignState &A, const VReg &Src,
                 uint64_t Addr, uint64_t Length = 256) {
  Length = std::min<uint64_t>(Length, Src.size());
  // Bytes still pending belong before Addr: write them first.
  if (A.Pending && A.Address + A.Pending != Addr)
    flush(M, Op, A);
  std::vector<uint8_t> Bytes(A.Bytes.begin(), A.Bytes.begin() + A.Pending);
  uint64_t Start = A.Pending ? A.Address : Addr;
  Bytes.insert(Bytes.end(), Src.begin(), Src.begin() + Length);
  uint64_t End = Start + Bytes.size();
  uint64_t Whole = End & ~uint64_t(31);
  if (Whole > Start)
    std::memcpy(M.ubWrite(Op, Start, Whole - Start), Bytes.data(),
                Whole - Start);
  A = AlignState();
  A.Address = std::max(Whole, Start);
  A.Pending = End - A.Address;
  std::memcpy(A.Bytes.data(), Bytes.data() + (A.Address - Start), A.Pending);
}

void registerAlignStreams(OpTable &Ops) {
  Ops[Family::init_align] = {[](Machine &M, const PipeOp &Op) {
                               alignOf(M, Op, Role::al) = AlignState();
                             },
                             {}};
  Ops[Family::vldas] = {[](Machine &M, const PipeOp &Op) {
                          AlignState &A = alignOf(M, Op, Role::al);
                          A = AlignState();
                          A.Address = Op.gprOf(Role::base) & ~uint64_t(31);
                          std::memcpy(A.Bytes.data(),
                                      M.ubRead(Op, A.Address, 32), 32);
                        },
                        {}};
  Ops[Family::valda] = {[](Machine &M, const PipeOp &Op) {
                          AlignState &A = alignOf(M, Op, Role::al);
                          A = AlignState();
                          A.Address = address(M, Op) & ~uint64_t(31);
                          std::memcpy(A.Bytes.data(),
                                      M.ubRead(Op, A.Address, 32), 32);
                        },
                        {}};
  // vldus vd, al, xb: vd = UB[xb, xb + 256); xb += 256.
  Ops[Family::vldus] = {[](Machine &M, const PipeOp &Op) {
                          uint64_t Addr = Op.gprOf(Role::base_in);
                          std::memcpy(vregOf(M, Op, Role::vd).data(),
                                      M.ubRead(Op, Addr, 256), 256);
                          AlignState &A = alignOf(M, Op, Role::al);
                          A.Address = (Addr + 256) & ~uint64_t(31);
                        },
                        [](Machine &M, const PipeOp &Op) {
                          M.setX(Op.regOf(Role::base),
                                 Op.gprOf(Role::base_in) + 256);
                        }};
  // valdu vd, al, va, [xb], xinc: vd = UB[xb + va, +256); va += xinc.
  Ops[Family::valdu] = {[](Machine &M, const PipeOp &Op) {
                          uint32_t &VA = vaddrOf(M, Op, Role::va);
                          uint64_t Addr = Op.gprOf(Role::base) + VA;
                          std::memcpy(vregOf(M, Op, Role::vd).data(),
                                      M.ubRead(Op, Addr, 256), 256);
                          VA += uint32_t(Op.gprOf(Role::step));
                        },
                        {}};
  Ops[Family::vsta] = {[](Machine &M, const PipeOp &Op) {
                         flush(M, Op, alignOf(M, Op, Role::al));
                       },
                       {}};
  Ops[Family::vstas] = Ops[Family::vsta];
  Ops[Family::vstar] = Ops[Family::vsta];
  Ops[Family::vasta] = Ops[Family::vsta];
  // Form A, vstu al, xbase, vs, [xdest], xmode: stores at xdest + xbase;
  // xbase += 256 when xmode is 1 (POST_UPDATE).
  // Form B, vstu al, xoff, vs, [xbase], MODE: stores at xbase + xoff; xoff
  // += 256 with POST_UPDATE.
  Ops[Family::vstu] = {
      [](Machine &M, const PipeOp &Op) {
        uint64_t Addr = Op.gprOf(Role::base) + Op.gprOf(Role::offset_in);
        streamStore(M, Op, alignOf(M, Op, Role::al), vregOf(M, Op, Role::vs1),
                    Addr);
      },
      [](Machine &M, const PipeOp &Op) {
        const MCOperand &Mode = Op.operand(Op.operandOf(Role::post));
        uint64_t Post = Mode.isImm() ? Mode.getImm() : Op.gprOf(Role::post);
        if (Post == PTO::PostUpdate_POST_UPDATE)
          M.setX(Op.regOf(Role::offset), Op.gprOf(Role::offset_in) + 256);
      }};
  // vstus: as vstu with the step given, storing the step's first bytes of
  // vs (the vendor API's vstus(al, n, vs, p) stores n elements): form A
  // (al, xbase, vs, [xd], xoff) stores xoff bytes and adds xoff to xbase;
  // form B (al, xoff, vs, [xbase], MODE) stores xoff bytes and adds xoff to
  // xbase with POST_UPDATE.
  Ops[Family::vstus] = {
      [](Machine &M, const PipeOp &Op) {
        bool FormB = Op.Inst->getOpcode() == PTO::VSTUS_MODE;
        uint64_t Addr = FormB
                            ? Op.gprOf(Role::base_in)
                            : Op.gprOf(Role::base) + Op.gprOf(Role::offset_in);
        uint64_t Length = Op.gprOf(Role::count);
        streamStore(M, Op, alignOf(M, Op, Role::al), vregOf(M, Op, Role::vs1),
                    Addr, Length);
      },
      [](Machine &M, const PipeOp &Op) {
        if (Op.Inst->getOpcode() == PTO::VSTUS_MODE) {
          if (Op.immOf(Role::post) == PTO::PostUpdate_POST_UPDATE)
            M.setX(Op.regOf(Role::base),
                   Op.gprOf(Role::base_in) + Op.gprOf(Role::count));
        } else {
          M.setX(Op.regOf(Role::offset),
                 Op.gprOf(Role::offset_in) + Op.gprOf(Role::count));
        }
      }};
  // vstur al, vs, [xb][, MODE]: stores the first SQZN bytes of vs (those
  // the last vsqz packed; 256 before any) at xb + AR; AR += SQZN with
  // POST_UPDATE (vector-isa-beyond-seeds.md: SQZN feeds vstur's AR update).
  Ops[Family::vstur] = {
      [](Machine &M, const PipeOp &Op) {
        uint64_t Addr = Op.gprOf(Role::base) + M.AR;
        streamStore(M, Op, alignOf(M, Op, Role::al), vregOf(M, Op, Role::vs1),
                    Addr, M.SqueezedBytes);
        if (!Op.has(Role::post) ||
            Op.immOf(Role::post) == PTO::PostUpdate_POST_UPDATE)
          M.AR += M.SqueezedBytes;
      },
      {}};
  // vastu al, va, vs, [xb], MODE: stores at xb + va; va += 256.
  Ops[Family::vastu] = {
      [](Machine &M, const PipeOp &Op) {
        uint32_t &VA = vaddrOf(M, Op, Role::va);
        streamStore(M, Op, alignOf(M, Op, Role::al), vregOf(M, Op, Role::vs1),
                    Op.gprOf(Role::base) + VA);
        if (Op.immOf(Role::post) == PTO::PostUpdate_POST_UPDATE)
          VA += 256;
      },
      {}};
}

/// Predicate images in UB: NORM is 32 bytes (one bit per vector byte), US
/// duplicates each of 16 bytes' bits, DS keeps one of two bits of 64 bytes;
/// PK stores one of two bits (16 bytes).
void registerPredicateMemory(OpTable &Ops) {
  OpHandler Load = [](Machine &M, const PipeOp &Op) {
    PReg R{};
    uint64_t Addr = address(M, Op);
    switch (Op.immOf(Role::dist)) {
    case PTO::PredLoadDist_NORM:
      std::memcpy(R.data(), M.ubRead(Op, Addr, 32), 32);
      break;
    case PTO::PredLoadDist_US: {
      const uint8_t *P = M.ubRead(Op, Addr, 16);
      for (unsigned B = 0; B < 256; ++B)
        setPredBit(R, B, (P[B / 16] >> (B / 2 % 8)) & 1);
      break;
    }
    default: { // PTO::PredLoadDist_DS
      const uint8_t *P = M.ubRead(Op, Addr, 64);
      for (unsigned B = 0; B < 256; ++B)
        setPredBit(R, B, (P[B / 4] >> (B * 2 % 8)) & 1);
      break;
    }
    }
    pregOf(M, Op, Role::pd) = R;
  };
  OpHandler Store = [](Machine &M, const PipeOp &Op) {
    const PReg &P = pregOf(M, Op, Role::ps1);
    uint64_t Addr = address(M, Op);
    if (Op.immOf(Role::dist) == PTO::PredStoreDist_NORM) {
      std::memcpy(M.ubWrite(Op, Addr, 32), P.data(), 32);
      return;
    }
    uint8_t *Out = M.ubWrite(Op, Addr, 16); // PTO::PredStoreDist_PK
    std::memset(Out, 0, 16);
    for (unsigned B = 0; B < 128; ++B)
      if (predBit(P, 2 * B))
        Out[B / 8] |= 1 << (B % 8);
  };
  for (Family Name : {Family::plds, Family::pldi, Family::pld, Family::pald})
    Ops[Name] = {Load, {}};
  for (Family Name : {Family::psts, Family::psti, Family::pst, Family::past})
    Ops[Name] = {Store, {}};
  // pstu.b16 al, ps, xb: the predicate's b16 (16 bytes) or b32 (8 bytes)
  // image joins the stream at xb; xb advances by the image size.
  Ops[Family::pstu] = {
      [](Machine &M, const PipeOp &Op) {
        unsigned Lane = elemBytes(PTO::getElemType(Op.TSFlags));
        const PReg &P = pregOf(M, Op, Role::ps1);
        VReg Image{};
        for (unsigned I = 0; I < 256 / Lane; ++I)
          if (laneActive(P, I, Lane))
            Image[I / 8] |= 1 << (I % 8);
        AlignState &A = alignOf(M, Op, Role::al);
        uint64_t Size = 256 / Lane / 8;
        // Only the image's bytes enter the stream.
        VReg Bytes{};
        std::memcpy(Bytes.data(), Image.data(), Size);
        if (A.Pending && A.Address + A.Pending != Op.gprOf(Role::base_in))
          flush(M, Op, A);
        if (!A.Pending)
          A.Address = Op.gprOf(Role::base_in);
        for (unsigned I = 0; I < Size; ++I) {
          A.Bytes[A.Pending++] = Bytes[I];
          if (A.Pending == 32) {
            std::memcpy(M.ubWrite(Op, A.Address, 32), A.Bytes.data(), 32);
            A.Address += 32;
            A.Pending = 0;
          }
        }
      },
      [](Machine &M, const PipeOp &Op) {
        unsigned Lane = elemBytes(PTO::getElemType(Op.TSFlags));
        M.setX(Op.regOf(Role::base), Op.gprOf(Role::base_in) + 256 / Lane / 8);
      }};
}

void registerSpecialRegisters(OpTable &Ops) {
  Ops[Family::sprclr] = {[](Machine &M, const PipeOp &) { M.AR = 0; }, {}};
  OpHandler Store = [](Machine &M, const PipeOp &Op) {
    uint32_t V = uint32_t(M.AR);
    std::memcpy(M.ubWrite(Op, address(M, Op), 4), &V, 4);
  };
  Ops[Family::sprsti] = {Store, {}};
  Ops[Family::sprsts] = {Store, {}};
}

/// Sorts group \p G of 32 scores (f32 or f16) at \p Scores with their
/// 32-bit indices, descending and stable, into 8-byte records {score,
/// index} at \p Dst (vbitsort; docs/emulator.md). The indices come from
/// \p Indices, or are the scores' positions G * 32 + k when it is null.
/// Scores compare by value, NaNs in the IEEE total order: a NaN with the
/// sign bit set after every number, one without before.
void sortGroup(Machine &M, const PipeOp &Op, uint64_t Dst, uint64_t Scores,
               std::optional<uint64_t> Indices, uint64_t G, bool F32) {
  unsigned B = F32 ? 4 : 2;
  struct Rec {
    float Score;
    uint32_t Index;
  };
  std::array<Rec, 32> Recs;
  const uint8_t *S = M.ubRead(Op, Scores + G * 32 * B, 32 * B);
  const uint8_t *X = Indices ? M.ubRead(Op, *Indices + G * 128, 128) : nullptr;
  for (unsigned I = 0; I < 32; ++I) {
    uint32_t Bits = 0;
    std::memcpy(&Bits, S + I * B, B);
    float V;
    if (F32)
      std::memcpy(&V, &Bits, 4);
    else
      V = halfToFloat(uint16_t(Bits));
    Recs[I] = {V, uint32_t(G * 32 + I)};
    if (X)
      std::memcpy(&Recs[I].Index, X + I * 4, 4);
  }
  auto Above = [](float A, float B) {
    if (!std::isnan(A) && !std::isnan(B))
      return A > B;
    // The total order: NaNs by sign, beyond every number.
    auto Rank = [](float V) {
      return std::isnan(V) ? std::signbit(V) ? -1 : 1 : 0;
    };
    return Rank(A) > Rank(B);
  };
  // Stable: of equal scores the earlier goes first.
  std::array<unsigned, 32> Order;
  for (unsigned I = 0; I < 32; ++I)
    Order[I] = I;
  std::sort(Order.begin(), Order.end(), [&](unsigned A, unsigned B) {
    if (Above(Recs[A].Score, Recs[B].Score))
      return true;
    return !Above(Recs[B].Score, Recs[A].Score) && A < B;
  });
  uint8_t *D = M.ubWrite(Op, Dst + G * 256, 256);
  for (unsigned I = 0; I < 32; ++I) {
    uint32_t Bits = 0;
    if (F32)
      std::memcpy(&Bits, &Recs[Order[I]].Score, 4);
    else
      Bits = floatToHalf(Recs[Order[I]].Score, RoundNearestEven);
    std::memcpy(D + I * 8, &Bits, 4);
    std::memcpy(D + I * 8 + 4, &Recs[Order[I]].Index, 4);
  }
}

/// vbitsort.T [xd], [xs], [xidx], xrep: xrep groups of 32 scores sorted
/// with their indices. vsort32 [xd], [xs], xcfg: the same for f32 scores,
/// the group count in bits 63:56 of xcfg and each score's position as its
/// index (docs/emulator.md).
void registerSorting(OpTable &Ops) {
  Ops[Family::vbitsort] = {
      [](Machine &M, const PipeOp &Op) {
        bool F32 = PTO::getElemType(Op.TSFlags) == PTO::F32;
        for (uint64_t G = 0; G < Op.gprOf(Role::repeat); ++G)
          sortGroup(M, Op, Op.gprOf(Role::dst), Op.gprOf(Role::src),
                    Op.gprOf(Role::index), G, F32);
      },
      {}};
  Ops[Family::vsort32] = {
      [](Machine &M, const PipeOp &Op) {
        uint64_t Config = Op.gprOf(Role::config);
        if (Config & ((uint64_t(1) << 56) - 1))
          M.notModelled(Op, "with control word " + hex(Config) +
                                " (bits 55:0 have no known meaning)");
        for (uint64_t G = 0; G < Config >> 56; ++G)
          sortGroup(M, Op, Op.gprOf(Role::dst), Op.gprOf(Role::src),
                    std::nullopt, G, /*F32=*/true);
      },
      {}};
}

/// vmrgsort4.T [xd], [xl0], [xl1], [xl2], [xl3], xcounts, xconfig: merges
/// up to four lists of 8-byte {score, index} records sorted by descending
/// score (as vbitsort writes them) into one at xd (docs/emulator.md). List i
/// holds bits 16i+15..16i of xcounts records and takes part if bit 8+i of
/// xconfig is set; with bit 12 set the merge stops when a list runs out. Of
/// equal scores the lower list goes first. Bits 7..0 of xconfig repeat the
/// merge on the groups of lists that follow: repeat r reads every list and
/// writes the result r times the group's records further on (the lists of
/// a group lie one after another, as the tile library's TMrgSort places
/// them). The records taken from each list (of the last repeat) go to
/// VMS4_SR.
void mergeSort4(Machine &M, const PipeOp &Op) {
  bool F32 = PTO::getElemType(Op.TSFlags) == PTO::F32;
  uint64_t Counts = Op.gprOf(Role::count), Config = Op.gprOf(Role::config);
  uint64_t Repeats = Config & 0xFF;
  if (Repeats == 0)
    M.notModelled(Op, "repeat count 0");
  bool StopWhenExhausted = Config & (1u << 12);
  auto Score = [&](const uint8_t *Rec) {
    uint32_t Bits = 0;
    std::memcpy(&Bits, Rec, F32 ? 4 : 2);
    float V;
    if (F32)
      std::memcpy(&V, &Bits, 4);
    else
      V = halfToFloat(uint16_t(Bits));
    return V;
  };
  const Role Sources[] = {Role::src0, Role::src1, Role::src2, Role::src3};
  std::array<uint64_t, 4> Size{};
  uint64_t Total = 0;
  for (unsigned L = 0; L < 4; ++L)
    if (Config & (1u << (8 + L))) {
      Size[L] = (Counts >> (16 * L)) & 0xFFFF;
      Total += Size[L];
    }
  std::vector<uint8_t> Out;
  for (uint64_t R = 0; R < Repeats; ++R) {
    uint64_t Advance = R * Total * 8;
    std::array<uint64_t, 4> Taken{};
    std::array<const uint8_t *, 4> List{};
    for (unsigned L = 0; L < 4; ++L)
      if (Size[L])
        List[L] = M.ubRead(Op, Op.gprOf(Sources[L]) + Advance, Size[L] * 8);
    Out.clear();
    while (true) {
      int Best = -1;
      for (unsigned L = 0; L < 4; ++L)
        if (Taken[L] < Size[L] &&
            (Best < 0 || Score(List[L] + Taken[L] * 8) >
                             Score(List[Best] + Taken[Best] * 8)))
          Best = L;
      if (Best < 0)
        break;
      const uint8_t *Rec = List[Best] + Taken[Best]++ * 8;
      Out.insert(Out.end(), Rec, Rec + 8);
      if (StopWhenExhausted && Taken[Best] == Size[Best])
        break;
    }
    if (!Out.empty())
      std::memcpy(M.ubWrite(Op, Op.gprOf(Role::dst) + Advance, Out.size()),
                  Out.data(), Out.size());
    for (unsigned L = 0; L < 4; ++L)
      M.MergeConsumed[L] = uint16_t(Taken[L]);
  }
}

void registerMergeSort(OpTable &Ops) {
  Ops[Family::vmrgsort4] = {mergeSort4, {}};
  // get_vms4_sr x0, x1, x2, x3: the records the last vmrgsort4 took from
  // each list.
  Ops[Family::get_vms4_sr] = {
      [](Machine &M, const PipeOp &Op) {
        const Role Counts[] = {Role::xd0, Role::xd1, Role::xd2, Role::xd3};
        for (unsigned L = 0; L < 4; ++L)
          M.setX(Op.regOf(Counts[L]), M.MergeConsumed[L]);
      },
      {}};
}

} // namespace

void registerVectorMemoryOps(OpTable &Ops) {
  registerLoadsStores(Ops);
  registerGatherScatter(Ops);
  registerAlignStreams(Ops);
  registerPredicateMemory(Ops);
  registerSpecialRegisters(Ops);
  registerSorting(Ops);
  registerMergeSort(Ops);
}

} // namespace pto
