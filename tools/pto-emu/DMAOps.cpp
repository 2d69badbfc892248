//===-- DMAOps.cpp - The MTE2/MTE3 DMA engines ----------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The loop-size and loop-stride registers and the three copies, exactly the
// nested loops of dma-copy.md: loop2 (outer), loop1, then n_burst rows of
// len_burst bytes at start-to-start strides, padding GM -> UB rows with the
// pad value when data_select_bit is set. UB addresses and UB strides must be
// 32-byte aligned.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"
#include "Numeric.h"
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include "Report.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace pto {

namespace {

void checkUBAligned(Machine &M, const PipeOp &Op, uint64_t Value,
                    StringRef What) {
  if (Value % 32 != 0)
    fail("misaligned UB address: " + What + " " + hex(Value) +
         " is not 32-byte aligned (instruction at " + M.Prog.where(Op.PC) +
         ")");
}

enum class Direction { GMToUB, UBToGM, UBToUB };

/// Copies \p Len bytes from UB to GM. A long copy bypasses the host's
/// caches (streaming stores): the emulated GM is much larger than they are,
/// and the kernel does not read what it writes back soon; so the host does
/// not read the destination's old contents first.
void copyToGM(uint8_t *Out, const uint8_t *In, size_t Len) {
#ifdef __SSE2__
  if (Len >= 4096) {
    size_t Head = (16 - uintptr_t(Out) % 16) % 16;
    std::memcpy(Out, In, Head);
    size_t I = Head;
    for (; I + 64 <= Len; I += 64) {
      __m128i A = _mm_loadu_si128((const __m128i *)(In + I));
      __m128i B = _mm_loadu_si128((const __m128i *)(In + I + 16));
      __m128i C = _mm_loadu_si128((const __m128i *)(In + I + 32));
      __m128i E = _mm_loadu_si128((const __m128i *)(In + I + 48));
      _mm_stream_si128((__m128i *)(Out + I), A);
      _mm_stream_si128((__m128i *)(Out + I + 16), B);
      _mm_stream_si128((__m128i *)(Out + I + 32), C);
      _mm_stream_si128((__m128i *)(Out + I + 48), E);
    }
    std::memcpy(Out + I, In + I, Len - I);
    _mm_sfence();
    return;
  }
#endif
  std::memcpy(Out, In, Len);
}

/// Adds the \p Len bytes of elements at \p In to those at \p Out, of
/// element type \p Type (set_atomic_add): integers wrap, floats round to
/// nearest even.
void accumulate(uint8_t *Out, const uint8_t *In, size_t Len,
                PTO::ElemType Type) {
  unsigned Bytes = PTO::lookupElemType(Type)->WidthBits / 8;
  for (size_t I = 0; I + Bytes <= Len; I += Bytes) {
    uint32_t A = 0, B = 0;
    std::memcpy(&A, Out + I, Bytes);
    std::memcpy(&B, In + I, Bytes);
    uint32_t Sum;
    switch (Type) {
    case PTO::F32: {
      float X, Y;
      std::memcpy(&X, &A, 4);
      std::memcpy(&Y, &B, 4);
      float Z = X + Y;
      std::memcpy(&Sum, &Z, 4);
      break;
    }
    case PTO::F16:
      Sum = floatToHalf(double(halfToFloat(uint16_t(A))) +
                            double(halfToFloat(uint16_t(B))),
                        RoundNearestEven);
      break;
    case PTO::BF16:
      Sum = floatToBFloat(double(bfloatToFloat(uint16_t(A))) +
                              double(bfloatToFloat(uint16_t(B))),
                          RoundNearestEven);
      break;
    default: // s32, s16, s8
      Sum = A + B;
      break;
    }
    std::memcpy(Out + I, &Sum, Bytes);
  }
}

template <Direction D> void copy(Machine &M, const PipeOp &Op) {
  uint64_t Src = Op.gprOf(Role::src), Dst = Op.gprOf(Role::dst);
  uint64_t NBurst = Op.gprOf(Role::nburst), Len = Op.gprOf(Role::burstlen);
  uint64_t SrcStride = Op.gprOf(Role::srcstride);
  uint64_t DstStride = Op.gprOf(Role::dststride);
  // The bytes of the pad value's element, 0 for no padding.
  unsigned PadBytes = 0;
  const Machine::DMALoops *Loops = nullptr;
  if constexpr (D == Direction::GMToUB) {
    unsigned Select = Op.immOf(Role::padsel);
    PadBytes = Select ? 1u << (Select - 1) : 0;
    Loops = &M.OutToUB;
    checkUBAligned(M, Op, Dst, "destination");
    checkUBAligned(M, Op, DstStride, "destination stride");
  } else if constexpr (D == Direction::UBToGM) {
    Loops = &M.UBToOut;
    checkUBAligned(M, Op, Src, "source");
    checkUBAligned(M, Op, SrcStride, "source stride");
  } else {
    checkUBAligned(M, Op, Src, "source");
    checkUBAligned(M, Op, Dst, "destination");
  }
  Machine::DMALoops Single;
  if (!Loops)
    Loops = &Single;
  if (PadBytes && DstStride < Len)
    fail("copy_gm_to_ubuf at " + M.Prog.where(Op.PC) +
         ": padding needs dst_stride >= len_burst");

  // Each burst counts against --max-instructions, so huge loop or burst
  // counts (even of zero-length bursts) end with an error.
  M.chargeDMABursts(Op, Loops->Loop2Size, Loops->Loop1Size, NBurst);
  uint64_t Bytes = 0;
  for (uint64_t J = 0; J < Loops->Loop2Size; ++J) {
    uint64_t S1 = Src + J * Loops->Loop2Src, D1 = Dst + J * Loops->Loop2Dst;
    for (uint64_t K = 0; K < Loops->Loop1Size; ++K) {
      uint64_t S2 = S1 + K * Loops->Loop1Src, D2 = D1 + K * Loops->Loop1Dst;
      for (uint64_t R = 0; R < NBurst; ++R) {
        uint64_t From = S2 + R * SrcStride, To = D2 + R * DstStride;
        const uint8_t *In = D == Direction::GMToUB ? M.gmRead(Op, From, Len)
                                                   : M.ubRead(Op, From, Len);
        if (D == Direction::UBToGM && Op.AtomicAdd) {
          // An accumulating store is atomic: not race-checked.
          unsigned ElemBytes =
              PTO::lookupElemType(Op.AtomicType)->WidthBits / 8;
          accumulate(M.gmAtomic(Op, To, Len, ElemBytes), In, Len,
                     Op.AtomicType);
          Bytes += Len;
          continue;
        }
        uint8_t *Out = D == Direction::UBToGM ? M.gmWrite(Op, To, Len)
                                              : M.ubWrite(Op, To, Len);
        if constexpr (D == Direction::UBToGM)
          copyToGM(Out, In, Len);
        else
          std::memmove(Out, In, Len);
        if (PadBytes && DstStride > Len) {
          // The pattern restarts at each element of the row.
          uint8_t *Fill = M.ubWrite(Op, To + Len, DstStride - Len);
          for (uint64_t B = 0; B < DstStride - Len; ++B)
            Fill[B] = uint8_t(M.PadValue >> 8 * ((Len + B) % PadBytes));
        }
        Bytes += Len;
      }
    }
  }
  M.Pipeline.setTransferBytes(Bytes);
}

/// set_loop*_DIR xa, xb: two fields of a DMA engine's loop registers.
void registerLoopConfig(OpTable &Ops, Family Name,
                        Machine::DMALoops Machine::*Engine,
                        uint64_t Machine::DMALoops::*First,
                        uint64_t Machine::DMALoops::*Second) {
  Ops[Name] = {[=](Machine &M, const PipeOp &Op) {
                 (M.*Engine).*First = Op.gprOf(Role::xs1);
                 (M.*Engine).*Second = Op.gprOf(Role::xs2);
               },
               {}};
}

} // namespace

void registerDMAOps(OpTable &Ops) {
  using L = Machine::DMALoops;
  struct EngineConfig {
    Machine::DMALoops Machine::*Engine;
    Family Size, Loop1Stride, Loop2Stride;
  };
  for (const EngineConfig &E :
       {EngineConfig{&Machine::OutToUB, Family::set_loop_size_outtoub,
                     Family::set_loop1_stride_outtoub,
                     Family::set_loop2_stride_outtoub},
        EngineConfig{&Machine::UBToOut, Family::set_loop_size_ubtoout,
                     Family::set_loop1_stride_ubtoout,
                     Family::set_loop2_stride_ubtoout}}) {
    registerLoopConfig(Ops, E.Size, E.Engine, &L::Loop1Size, &L::Loop2Size);
    registerLoopConfig(Ops, E.Loop1Stride, E.Engine, &L::Loop1Src,
                       &L::Loop1Dst);
    registerLoopConfig(Ops, E.Loop2Stride, E.Engine, &L::Loop2Src,
                       &L::Loop2Dst);
  }
  Ops[Family::set_mov_pad_val] = {
      [](Machine &M, const PipeOp &Op) { M.PadValue = Op.gprOf(Role::xs); },
      {}};
  Ops[Family::copy_gm_to_ubuf] = {copy<Direction::GMToUB>, {}};
  Ops[Family::copy_ubuf_to_gm] = {copy<Direction::UBToGM>, {}};
  Ops[Family::copy_ubuf_to_ubuf] = {copy<Direction::UBToUB>, {}};
}

} // namespace pto
