//===-- VectorOps.cpp - Semantics of vector compute instructions ----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The C semantics of vector-isa-beyond-seeds.md sections 3.1 and 3.4-3.10
// and of conversion-ops.md. Masked operations zero inactive lanes (spec
// README rule 3); a lane of a b16/b32 view is active when the predicate bit
// of its first byte is set. Operand positions follow the MCInst operand
// order of the instruction definitions (outs, then ins).
//
//===----------------------------------------------------------------------===//

#include "Machine.h"
#include "Minifloat.h"
#include "Numeric.h"
#include "Report.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <type_traits>

using namespace llvm;

namespace pto {

namespace {

PTO::ElemType typeOf(const PipeOp &Op) { return PTO::getElemType(Op.TSFlags); }

/// The types of `op.dst.src`: what the instruction writes and reads.
std::pair<PTO::ElemType, PTO::ElemType> convTypes(const PipeOp &Op) {
  return {Op.dstType(), Op.srcType()};
}

template <unsigned Kinds, typename Fn>
void forType(Machine &M, const PipeOp &Op, Fn &&F) {
  if (!withElemType<Kinds>(typeOf(Op), F))
    M.notModelled(Op, "for this element type");
}

/// Runs Set(I) for the lanes of \p Mask active in a view of lanes of type
/// Lane, and zeroes the other lanes of \p R; without a test per lane when
/// all are active (a loop the host compiler vectorises). Set(I) writes lane
/// I of R from lane I of the operands alone, so R may be one of them: the
/// loop is vectorised without the host compiler's test for overlap, which
/// otherwise sends `vadd v0, v0, v1` (what compiled kernels issue) to a loop
/// of one lane at a time. A register and an operand are the same array or
/// disjoint, and a vector of lanes is read before it is written.
template <typename Lane, typename Fn>
LLVM_ATTRIBUTE_ALWAYS_INLINE void forLanes(VReg &R, const PReg &Mask,
                                           Fn &&Set) {
  if (allLanesActive(Mask, Lane::Bytes)) {
#if defined(__clang__)
// Lanes the host compiler cannot vectorise (f16 in software, calls) stay a
// loop; CMakeLists.txt silences the warning that says so.
#pragma clang loop vectorize(assume_safety)
#endif
    for (unsigned I = 0; I < Lane::Lanes; ++I)
      Set(I);
    return;
  }
  for (unsigned I = 0; I < Lane::Lanes; ++I) {
    if (laneActive(Mask, I, Lane::Bytes))
      Set(I);
    else
      std::memset(R.data() + I * Lane::Bytes, 0, Lane::Bytes);
  }
}

/// The (de)interleaving of the elements of \p A and \p B of \p Bytes
/// bytes: with \p Interleave the stream a0 b0 a1 b1 ..., whose first half
/// goes to \p Lo and second to \p Hi; without, the even elements of
/// a ++ b to \p Lo and the odd ones to \p Hi.
void interleave(const VReg &A, const VReg &B, unsigned Bytes, bool Interleave,
                VReg &Lo, VReg &Hi) {
  unsigned N = 256 / Bytes;
  // Element K of a ++ b.
  auto Elem = [&](unsigned K) {
    return K < N ? A.data() + K * Bytes : B.data() + (K - N) * Bytes;
  };
  for (unsigned K = 0; K < 2 * N; ++K) {
    const uint8_t *From = Interleave
                              ? (K % 2 ? B.data() : A.data()) + (K / 2) * Bytes
                              : Elem(K % N * 2 + K / N);
    uint8_t *To = K < N ? Lo.data() + K * Bytes : Hi.data() + (K - N) * Bytes;
    std::memcpy(To, From, Bytes);
  }
}

/// A typed handler's entries (a Handler's body): the host's baseline and,
/// on x86-64 hosts with AVX2, the same code compiled for AVX2, where the
/// lane loops take half the instructions. The lanes are IEEE operations
/// or integer ones lane by lane either way, and AVX2 brings no fused
/// multiply-add (that is FMA, not enabled here), so the results are the
/// same bit for bit.
#if defined(__clang__) && defined(__x86_64__)
#define PTO_EMU_AVX2 1
#define PTO_EMU_TYPED_HANDLERS                                                 \
  static void run(Machine &M, const PipeOp &Op) { body(M, Op); }               \
  __attribute__((target("avx2"))) static void runAVX2(Machine &M,              \
                                                      const PipeOp &Op) {      \
    body(M, Op);                                                               \
  }
#else
#define PTO_EMU_AVX2 0
#define PTO_EMU_TYPED_HANDLERS                                                 \
  static void run(Machine &M, const PipeOp &Op) { body(M, Op); }
#endif

/// The lane function of a family, for the typed handlers (plain
/// functions): one per lambda type. Only stateless lambdas are kept, so any
/// registration of a type serves every other.
template <typename Fn> struct LaneFn { static inline std::optional<Fn> F; };

/// Sets OpSemantics::Typed of \p Name to \p Handler<Lane> for each element
/// type of \p Kinds (withElemType's mapping of the generated element types).
template <unsigned Kinds, typename Fn, template <typename> class Handler>
void registerTyped(OpTable &Ops, Family Name, const Fn &F,
                   std::initializer_list<Role> Roles) {
  if constexpr (std::is_empty_v<Fn>) {
    if (!LaneFn<Fn>::F)
      LaneFn<Fn>::F.emplace(F);
    OpSemantics &Sem = Ops[Name];
    for (unsigned T = 0; T < Sem.Typed.size(); ++T)
      withElemType<Kinds>(PTO::ElemType(T), [&](auto L) {
        using H = Handler<decltype(L)>;
#if PTO_EMU_AVX2
        if (__builtin_cpu_supports("avx2")) {
          Sem.Typed[T] = H::runAVX2;
          return;
        }
#endif
        Sem.Typed[T] = H::run;
      });
    Sem.TypedRoles = Roles;
  }
}

/// vd = mask ? F(vs) : 0 (the lanes of type Lane).
template <typename Lane, typename Fn>
LLVM_ATTRIBUTE_ALWAYS_INLINE void unaryLanes(const Fn &F, const VReg &Src,
                                             const PReg &Mask, VReg &R) {
  Lane L;
  // In place (`vabs v0, v0`, what compiled kernels issue): one register,
  // which the host compiler vectorises without a test for overlap.
  if (&Src == &R)
    forLanes<Lane>(R, Mask,
                   [&](unsigned I) { Lane::set(R, I, F(L, Lane::get(R, I))); });
  else
    forLanes<Lane>(
        R, Mask, [&](unsigned I) { Lane::set(R, I, F(L, Lane::get(Src, I))); });
}

/// unary()'s typed handlers.
template <typename Fn> struct UnaryTyped {
  template <typename Lane> struct Handler {
    LLVM_ATTRIBUTE_ALWAYS_INLINE static void body(Machine &M,
                                                  const PipeOp &Op) {
      const DecodedInst &D = *Op.D;
      unaryLanes<Lane>(*LaneFn<Fn>::F, M.V[D.Vs1], M.P[D.Pg], M.V[D.Vd]);
    }
    PTO_EMU_TYPED_HANDLERS
  };
};

/// vd = mask ? F(vs) : 0 with operands (vd, vs, pg).
template <unsigned Kinds, typename Fn>
void unary(OpTable &Ops, Family Name, Fn F) {
  Ops[Name] = {[F](Machine &M, const PipeOp &Op) {
                 const VReg &Src = vregOf(M, Op, Role::vs1);
                 const PReg &Mask = pregOf(M, Op, Role::pg);
                 VReg &R = vregOf(M, Op, Role::vd);
                 forType<Kinds>(M, Op, [&](auto L) {
                   unaryLanes<decltype(L)>(F, Src, Mask, R);
                 });
               },
               {}};
  // The same for one element type, as one direct call.
  registerTyped<Kinds, Fn, UnaryTyped<Fn>::template Handler>(
      Ops, Name, F, {Role::vs1, Role::pg, Role::vd});
}

/// vd = mask ? F(vs1, vs2) : 0 with operands (vd, vs1, vs2, pg), or
/// F(vs1, xs) for the vector-scalar forms (vd, vs, xs, pg), or unmasked
/// (vd, vs1, vs2).
enum class Second { Vector, Scalar, VectorNoMask };

/// All lanes active: the mask of the unmasked forms.
const PReg &allLanes() {
  static const PReg All = [] {
    PReg P;
    P.fill(0xff);
    return P;
  }();
  return All;
}

/// binary()'s lanes of type Lane; \p B is not read by the scalar forms.
template <typename Lane, Second S, typename Fn>
LLVM_ATTRIBUTE_ALWAYS_INLINE void binaryLanes(const Fn &F, const PipeOp &Op,
                                              const VReg &A, const VReg &B,
                                              const PReg &Mask, VReg &R) {
  Lane L;
  if constexpr (S == Second::Scalar) {
    auto Y = Lane::fromScalar(Op.gprOf(Role::xs));
    forLanes<Lane>(R, Mask, [&](unsigned I) {
      Lane::set(R, I, F(L, Lane::get(A, I), Y));
    });
  } else {
    forLanes<Lane>(R, Mask, [&](unsigned I) {
      Lane::set(R, I, F(L, Lane::get(A, I), Lane::get(B, I)));
    });
  }
}

/// binary()'s typed handlers.
template <Second S, typename Fn> struct BinaryTyped {
  template <typename Lane> struct Handler {
    LLVM_ATTRIBUTE_ALWAYS_INLINE static void body(Machine &M,
                                                  const PipeOp &Op) {
      const DecodedInst &D = *Op.D;
      const PReg &Mask = S == Second::VectorNoMask ? allLanes() : M.P[D.Pg];
      binaryLanes<Lane, S>(*LaneFn<Fn>::F, Op, M.V[D.Vs1],
                           M.V[S == Second::Scalar ? D.Vs1 : D.Vs2], Mask,
                           M.V[D.Vd]);
    }
    PTO_EMU_TYPED_HANDLERS
  };
};

template <unsigned Kinds, Second S = Second::Vector, typename Fn>
void binary(OpTable &Ops, Family Name, Fn F) {
  Ops[Name] = {[F](Machine &M, const PipeOp &Op) {
                 const VReg &A = vregOf(M, Op, Role::vs1);
                 // The scalar forms read no second vector.
                 const VReg &B =
                     vregOf(M, Op, S == Second::Scalar ? Role::vs1 : Role::vs2);
                 const PReg &Mask = S == Second::VectorNoMask
                                        ? allLanes()
                                        : pregOf(M, Op, Role::pg);
                 VReg &R = vregOf(M, Op, Role::vd);
                 forType<Kinds>(M, Op, [&](auto L) {
                   binaryLanes<decltype(L), S>(F, Op, A, B, Mask, R);
                 });
               },
               {}};
  // The same for one element type, as one direct call.
  using Typed = BinaryTyped<S, Fn>;
  if constexpr (S == Second::Vector)
    registerTyped<Kinds, Fn, Typed::template Handler>(
        Ops, Name, F, {Role::vs1, Role::vs2, Role::pg, Role::vd});
  else if constexpr (S == Second::Scalar)
    registerTyped<Kinds, Fn, Typed::template Handler>(
        Ops, Name, F, {Role::vs1, Role::xs, Role::pg, Role::vd});
  else
    registerTyped<Kinds, Fn, Typed::template Handler>(
        Ops, Name, F, {Role::vs1, Role::vs2, Role::vd});
}

/// Registers a vector-vector operation and its vector-scalar twin.
template <unsigned Kinds, typename Fn>
void binaryAndScalar(OpTable &Ops, Family Name, Family ScalarName, Fn F) {
  binary<Kinds>(Ops, Name, F);
  binary<Kinds, Second::Scalar>(Ops, ScalarName, F);
}

/// vmax/vmin: a NaN operand gives a NaN (the first NaN operand); otherwise
/// a > b ? a : b and a < b ? a : b, so operands that compare equal (+0 and
/// -0) give the second (docs/emulator.md).
/// A comparison with a NaN is false, so the selects below give b when b is
/// NaN; a NaN a needs one more select (no branch: the host compiler
/// vectorises the lanes).
template <typename T> T nanFirst(T A, T R) {
  if constexpr (std::is_floating_point_v<T>)
    R = A != A ? A : R;
  return R;
}
template <typename T> T maxOf(T A, T B) { return nanFirst(A, A > B ? A : B); }
template <typename T> T minOf(T A, T B) { return nanFirst(A, A < B ? A : B); }

/// Shift by a lane amount; amounts outside [0, width) shift everything out
/// (docs/emulator.md).
template <typename Lane, typename V> V shiftLeft(V A, int64_t Amount) {
  if (Amount < 0 || Amount >= int64_t(Lane::Bytes * 8))
    return 0;
  return V(uint64_t(A) << Amount);
}
template <typename Lane, typename V> V shiftRight(V A, int64_t Amount) {
  unsigned Width = Lane::Bytes * 8;
  if (Amount < 0 || Amount >= int64_t(Width))
    Amount = Width - 1 + (std::is_signed_v<V> ? 0 : 1);
  if (Amount >= 64)
    return 0;
  return A >> Amount; // arithmetic for signed lanes, logical for unsigned
}

template <typename Lane> double highest() {
  if constexpr (Lane::IsFloat)
    return INFINITY;
  else
    return double(std::numeric_limits<typename Lane::Storage>::max());
}

template <typename V> bool isNaN(V X) { return std::isnan(double(X)); }

/// Reductions: vd[0] = the reduction of active lanes, vd[1] = the index of
/// the first lane holding it (max/min), the rest 0.
enum class Reduce { Add, Max, Min };

template <Reduce Kind> void reduction(OpTable &Ops, Family Name) {
  Ops[Name] = {
      [](Machine &M, const PipeOp &Op) {
        VReg Src = vregOf(M, Op, Role::vs1), R{};
        const PReg &Mask = pregOf(M, Op, Role::pg);
        forType<AllTypes>(M, Op, [&](auto L) {
          using Lane = decltype(L);
          if constexpr (Kind == Reduce::Add) {
            // 16-bit integers sum into 32 bits.
            double Sum = 0;
            int64_t ISum = 0;
            for (unsigned I = 0; I < Lane::Lanes; ++I)
              if (laneActive(Mask, I, Lane::Bytes)) {
                Sum += double(Lane::get(Src, I));
                ISum += int64_t(Lane::get(Src, I));
              }
            if constexpr (Lane::IsFloat)
              Lane::set(R, 0, Sum);
            else if constexpr (Lane::Bytes == 2)
              setLane<uint32_t>(R, 0, uint32_t(ISum));
            else
              Lane::set(R, 0, ISum);
          } else {
            bool Found = false;
            auto Best = Lane::get(Src, 0);
            unsigned Index = 0;
            for (unsigned I = 0; I < Lane::Lanes; ++I) {
              if (!laneActive(Mask, I, Lane::Bytes))
                continue;
              auto X = Lane::get(Src, I);
              bool Better = Kind == Reduce::Max ? X > Best : X < Best;
              // A NaN wins over every number and keeps its place once taken,
              // as in vmax/vmin.
              if constexpr (Lane::IsFloat)
                if (Found)
                  Better = !isNaN(Best) && (Better || isNaN(X));
              if (!Found || Better) {
                Best = X;
                Index = I;
                Found = true;
              }
            }
            if (!Found) {
              double Inf = highest<Lane>();
              if constexpr (Lane::IsFloat)
                Lane::set(R, 0, Kind == Reduce::Max ? -Inf : Inf);
              else
                Lane::set(
                    R, 0,
                    Kind == Reduce::Max
                        ? std::numeric_limits<typename Lane::Storage>::min()
                        : std::numeric_limits<typename Lane::Storage>::max());
            } else {
              Lane::set(R, 0, Best);
              // The index is the lane number as an integer.
              std::memset(R.data() + Lane::Bytes, 0, Lane::Bytes);
              std::memcpy(R.data() + Lane::Bytes, &Index,
                          std::min<unsigned>(Lane::Bytes, 4));
            }
          }
        });
        vregOf(M, Op, Role::vd) = R;
      },
      {}};
}

/// Group reductions: one result per 32-byte VLane, in the low 8 slots.
template <Reduce Kind> void groupReduction(OpTable &Ops, Family Name) {
  Ops[Name] = {[](Machine &M, const PipeOp &Op) {
                 VReg Src = vregOf(M, Op, Role::vs1), R{};
                 const PReg &Mask = pregOf(M, Op, Role::pg);
                 forType<AllTypes>(M, Op, [&](auto L) {
                   using Lane = decltype(L);
                   constexpr unsigned PerGroup = 32 / Lane::Bytes;
                   for (unsigned G = 0; G < 8; ++G) {
                     double Acc = Kind == Reduce::Add   ? 0
                                  : Kind == Reduce::Max ? -highest<Lane>()
                                                        : highest<Lane>();
                     for (unsigned I = G * PerGroup; I < (G + 1) * PerGroup;
                          ++I) {
                       if (!laneActive(Mask, I, Lane::Bytes))
                         continue;
                       double X = double(Lane::get(Src, I));
                       // NaN propagates, as in vmax/vmin (std::max would
                       // drop a NaN second operand).
                       Acc = std::isnan(Acc) || std::isnan(X) ? Acc + X
                             : Kind == Reduce::Add            ? Acc + X
                             : Kind == Reduce::Max            ? std::max(Acc, X)
                                                   : std::min(Acc, X);
                     }
                     if constexpr (!Lane::IsFloat && Lane::Bytes == 2)
                       if (Kind == Reduce::Add) {
                         setLane<int32_t>(R, G, int32_t(int64_t(Acc)));
                         continue;
                       }
                     if constexpr (Lane::IsFloat)
                       Lane::set(R, G, Acc);
                     else
                       Lane::set(R, G, typename Lane::Value(Acc));
                   }
                 });
                 vregOf(M, Op, Role::vd) = R;
               },
               {}};
}

/// The comparison of vcmp/vcmps mode \p Mode (eq ne lt le gt ge).
template <typename V> bool compare(unsigned Mode, V A, V B) {
  switch (Mode) {
  case PTO::Cmp_eq:
    return A == B;
  case PTO::Cmp_ne:
    return A != B;
  case PTO::Cmp_lt:
    return A < B;
  case PTO::Cmp_le:
    return A <= B;
  case PTO::Cmp_gt:
    return A > B;
  default: // PTO::Cmp_ge
    return A >= B;
  }
}

/// Converts one value to the lane type \p Dst with vcvt's rules.
template <typename Dst>
void convertLane(VReg &R, unsigned I, double X, RoundMode Mode, bool Saturate) {
  if constexpr (Dst::IsFloat) {
    if constexpr (Dst::Bytes == 4)
      setLane<float>(R, I, doubleToFloat(X, Mode, Saturate));
    else if constexpr (std::is_same_v<Dst, F16Lane<true>>)
      setLane<uint16_t>(R, I, floatToBFloat(X, Mode, Saturate));
    else
      setLane<uint16_t>(R, I, floatToHalf(X, Mode, Saturate));
  } else {
    using S = typename Dst::Storage;
    double V = std::isnan(X) ? 0 : roundToIntegral(X, Mode);
    if (Saturate || std::isnan(X))
      V = std::clamp(V, double(std::numeric_limits<S>::min()),
                     double(std::numeric_limits<S>::max()));
    // Beyond 64 bits the result is the int64 limit of the value's sign.
    int64_t I64 = V >= 0x1p63   ? INT64_MAX
                  : V < -0x1p63 ? INT64_MIN
                                : int64_t(V);
    setLane<S>(R, I, S(I64));
  }
}

/// \p X clamped to the range of \p S.
template <typename S, typename Value> S saturatingNarrow(Value X) {
  using Limits = std::numeric_limits<S>;
  if constexpr (std::is_signed_v<Value>)
    if (X < 0) {
      if constexpr (std::is_signed_v<S>)
        return int64_t(X) < int64_t(Limits::min()) ? Limits::min() : S(X);
      else
        return 0;
    }
  return uint64_t(X) > uint64_t(Limits::max()) ? Limits::max() : S(X);
}

/// Converts the integer lane value \p X (the source lane's value, exact)
/// to \p Dst: integers saturate or wrap to the destination's width, 64-bit
/// integers round to float once.
template <typename Dst, typename Value>
void convertIntegerLane(VReg &R, unsigned I, Value X, RoundMode Mode,
                        bool Saturate) {
  if constexpr (Dst::IsFloat) {
    if constexpr (Dst::Bytes == 4 && sizeof(Value) == 8)
      setLane<float>(R, I, int64ToFloat(int64_t(X), Mode));
    else
      convertLane<Dst>(R, I, double(X), Mode, Saturate);
  } else {
    using S = typename Dst::Storage;
    setLane<S>(R, I, Saturate ? saturatingNarrow<S>(X) : S(X));
  }
}

/// One lane of vcvt: integer sources keep their exact value.
template <typename Dst, typename Src>
void convertFrom(VReg &R, unsigned I, const VReg &Source, unsigned J,
                 RoundMode Mode, bool Saturate) {
  if constexpr (Src::IsFloat)
    convertLane<Dst>(R, I, double(Src::get(Source, J)), Mode, Saturate);
  else
    convertIntegerLane<Dst>(R, I, Src::get(Source, J), Mode, Saturate);
}

/// The format of an 8- or 4-bit float element type.
std::optional<Minifloat> minifloatOf(PTO::ElemType T) {
  switch (T) {
  case PTO::E4M3:
    return Minifloat::E4M3;
  case PTO::E5M2:
    return Minifloat::E5M2;
  case PTO::HIF8:
    return Minifloat::HiF8;
  case PTO::E8M0:
    return Minifloat::E8M0;
  case PTO::E2M1:
    return Minifloat::E2M1;
  case PTO::E1M2:
    return Minifloat::E1M2;
  default:
    return std::nullopt;
  }
}

/// Code \p I of a register of minifloats (4-bit codes: low nibble first).
uint8_t minifloatCode(const VReg &R, unsigned I, unsigned Bits) {
  uint8_t Byte = lane<uint8_t>(R, Bits == 8 ? I : I / 2);
  return Bits == 8 ? Byte : (I % 2 ? Byte >> 4 : Byte & 0xf);
}

void setMinifloatCode(VReg &R, unsigned I, unsigned Bits, uint8_t Code) {
  if (Bits == 8)
    return setLane<uint8_t>(R, I, Code);
  uint8_t Byte = lane<uint8_t>(R, I / 2);
  Byte = I % 2 ? (Byte & 0x0f) | (Code << 4) : (Byte & 0xf0) | (Code & 0xf);
  setLane<uint8_t>(R, I / 2, Byte);
}

/// The code of a minifloat register that wide lane \p I of a conversion
/// with \p Part reads or writes: code Ratio * I + Part, except that packed
/// 4-bit codes pair up in a byte: the two 16-bit lanes of 32-bit word J
/// have the low and the high nibble of byte Part of word J (the layout the
/// tile library's TCvt and TQuant rely on, docs/conversions.md).
unsigned narrowCode(unsigned I, unsigned Part, unsigned WideBits,
                    unsigned NarrowBits) {
  if (NarrowBits == 4)
    return 8 * (I / 2) + 2 * Part + I % 2;
  return WideBits / NarrowBits * I + Part;
}

/// vcvt between a float type and an 8- or 4-bit float; the narrow codes a
/// narrowing conversion does not write are zero.
void convertMinifloat(Machine &M, const PipeOp &Op, PTO::ElemType DstT,
                      PTO::ElemType SrcT, RoundMode Mode, bool Saturate,
                      unsigned Part) {
  VReg Src = vregOf(M, Op, Role::vs1), R{};
  unsigned DstBits = PTO::lookupElemType(DstT)->WidthBits;
  unsigned SrcBits = PTO::lookupElemType(SrcT)->WidthBits;
  if (std::optional<Minifloat> To = minifloatOf(DstT)) {
    if (!withElemType<FloatTypes>(SrcT, [&](auto SL) {
          using SrcLane = decltype(SL);
          for (unsigned I = 0; I < SrcLane::Lanes; ++I)
            setMinifloatCode(
                R, narrowCode(I, Part, SrcBits, DstBits), DstBits,
                doubleToMinifloat(*To, SrcLane::get(Src, I), Mode, Saturate));
        }))
      M.notModelled(Op, "from this element type");
  } else {
    Minifloat From = *minifloatOf(SrcT);
    if (!withElemType<FloatTypes>(DstT, [&](auto DL) {
          using DstLane = decltype(DL);
          for (unsigned I = 0; I < DstLane::Lanes; ++I) {
            uint8_t Code = minifloatCode(
                Src, narrowCode(I, Part, DstBits, SrcBits), SrcBits);
            convertLane<DstLane>(R, I, minifloatToDouble(From, Code), Mode,
                                 Saturate);
          }
        }))
      M.notModelled(Op, "to this element type");
  }
  vregOf(M, Op, Role::vd) = R;
}

/// vcvt.dst.src vd, vs, ROUND, SAT[, PART]: a narrowing conversion by a
/// ratio of 2 or 4 writes lane Ratio * I + PART of vd (PART_EVEN/ODD or
/// PART_P0..P3) and zeroes the others; a widening one reads those lanes of
/// vs.
/// Whether a vcvt saturates: its SAT operand, unless CTRL bit 60 is set;
/// then CTRL bit 59 (bit 48 for conversions between f16 and bf16) says,
/// set meaning no saturation (docs/conversions.md).
bool saturates(const PipeOp &Op, PTO::ElemType DstT, PTO::ElemType SrcT) {
  if (!(Op.Ctrl >> 60 & 1))
    return Op.immOf(Role::sat) == PTO::Sat_RS_ENABLE;
  auto isHalf = [](PTO::ElemType T) { return T == PTO::F16 || T == PTO::BF16; };
  unsigned OffBit = isHalf(DstT) && isHalf(SrcT) ? 48 : 59;
  return !(Op.Ctrl >> OffBit & 1);
}

void convert(Machine &M, const PipeOp &Op) {
  PTO::ElemType DstT, SrcT;
  std::tie(DstT, SrcT) = convTypes(Op);
  RoundMode Mode = RoundMode(Op.immOf(Role::round));
  bool Saturate = saturates(Op, DstT, SrcT);
  unsigned Part = Op.has(Role::part) ? Op.immOf(Role::part) : 0;
  if (minifloatOf(DstT) || minifloatOf(SrcT))
    return convertMinifloat(M, Op, DstT, SrcT, Mode, Saturate, Part);
  VReg Src = vregOf(M, Op, Role::vs1), R{};
  withElemType<AllTypes>(SrcT, [&](auto SL) {
    using SrcLane = decltype(SL);
    withElemType<AllTypes>(DstT, [&](auto DL) {
      using DstLane = decltype(DL);
      if constexpr (SrcLane::Bytes == DstLane::Bytes) {
        for (unsigned I = 0; I < SrcLane::Lanes; ++I)
          convertFrom<DstLane, SrcLane>(R, I, Src, I, Mode, Saturate);
      } else if constexpr (SrcLane::Bytes > DstLane::Bytes) {
        constexpr unsigned Ratio = SrcLane::Bytes / DstLane::Bytes;
        for (unsigned I = 0; I < SrcLane::Lanes; ++I)
          convertFrom<DstLane, SrcLane>(R, Ratio * I + Part, Src, I, Mode,
                                        Saturate);
      } else {
        // Widening a signed integer to an unsigned one gives 0 for negative
        // values, saturating or not (the tile library's s16 -> u32 golden).
        constexpr bool SignedToUnsigned =
            !SrcLane::IsFloat && !DstLane::IsFloat &&
            std::is_signed_v<typename SrcLane::Storage> &&
            std::is_unsigned_v<typename DstLane::Storage>;
        constexpr unsigned Ratio = DstLane::Bytes / SrcLane::Bytes;
        for (unsigned I = 0; I < DstLane::Lanes; ++I)
          convertFrom<DstLane, SrcLane>(R, I, Src, Ratio * I + Part, Mode,
                                        Saturate || SignedToUnsigned);
      }
    });
  });
  vregOf(M, Op, Role::vd) = R;
}

void registerConversions(OpTable &Ops) {
  Ops[Family::vcvt] = {convert, {}};
  Ops[Family::vtrc] = {
      [](Machine &M, const PipeOp &Op) {
        VReg Src = vregOf(M, Op, Role::vs1), R{};
        RoundMode Mode = RoundMode(Op.immOf(Role::round));
        forType<FloatTypes>(M, Op, [&](auto L) {
          using Lane = decltype(L);
          for (unsigned I = 0; I < Lane::Lanes; ++I)
            Lane::set(R, I, roundToIntegral(Lane::get(Src, I), Mode));
        });
        vregOf(M, Op, Role::vd) = R;
      },
      {}};
  Ops[Family::vci] = {[](Machine &M, const PipeOp &Op) {
                        VReg R{};
                        bool Descending =
                            Op.immOf(Role::order) == PTO::Order_DESC;
                        int64_t Base = int64_t(Op.gprOf(Role::xs));
                        forType<AllTypes>(M, Op, [&](auto L) {
                          using Lane = decltype(L);
                          for (unsigned I = 0; I < Lane::Lanes; ++I) {
                            int64_t V = Descending ? Base - I : Base + I;
                            if constexpr (Lane::IsFloat)
                              Lane::set(R, I, double(V));
                            else
                              Lane::set(R, I, typename Lane::Value(V));
                          }
                        });
                        vregOf(M, Op, Role::vd) = R;
                      },
                      {}};
}

void registerArithmetic(OpTable &Ops) {
  auto Abs = [](auto, auto A) { return A < 0 ? -A : A; };
  unary<AllTypes>(Ops, Family::vabs, Abs);
  unary<AllTypes>(Ops, Family::vneg, [](auto, auto A) { return -A; });
  unary<AllTypes>(Ops, Family::vrelu,
                  [](auto, auto A) { return A > 0 ? A : 0; });
  unary<FloatTypes>(Ops, Family::vexp,
                    [](auto, float A) { return std::exp(A); });
  unary<FloatTypes>(Ops, Family::vln,
                    [](auto, float A) { return std::log(A); });
  unary<FloatTypes>(Ops, Family::vsqrt,
                    [](auto, float A) { return std::sqrt(A); });
  unary<FloatTypes>(Ops, Family::vrec, [](auto, float A) { return 1.0f / A; });
  unary<FloatTypes>(Ops, Family::vrsqrt,
                    [](auto, float A) { return 1.0f / std::sqrt(A); });
  unary<IntTypes>(Ops, Family::vnot, [](auto, auto A) { return ~A; });
  unary<IntTypes>(Ops, Family::vbcnt, [](auto L, auto A) {
    using Lane = decltype(L);
    return decltype(A)(llvm::popcount(
        uint64_t(A) & maskTrailingOnes<uint64_t>(Lane::Bytes * 8)));
  });
  unary<IntTypes>(Ops, Family::vcls, [](auto L, auto A) {
    using Lane = decltype(L);
    int W = Lane::Bytes * 8;
    bool Sign = (uint64_t(A) >> (W - 1)) & 1;
    decltype(A) Count = 0;
    for (int Bit = W - 2; Bit >= 0 && ((uint64_t(A) >> Bit) & 1) == Sign; --Bit)
      ++Count;
    return Count;
  });

  auto Add = [](auto, auto A, auto B) { return A + B; };
  auto Sub = [](auto, auto A, auto B) { return A - B; };
  auto Mul = [](auto, auto A, auto B) { return A * B; };
  auto Max = [](auto, auto A, auto B) { return maxOf(A, B); };
  auto Min = [](auto, auto A, auto B) { return minOf(A, B); };
  binaryAndScalar<AllTypes>(Ops, Family::vadd, Family::vadds, Add);
  binaryAndScalar<AllTypes>(Ops, Family::vsub, Family::vsubs, Sub);
  binaryAndScalar<AllTypes>(Ops, Family::vmul, Family::vmuls, Mul);
  binaryAndScalar<AllTypes>(Ops, Family::vmax, Family::vmaxs, Max);
  binaryAndScalar<AllTypes>(Ops, Family::vmin, Family::vmins, Min);
  binary<AllTypes>(Ops, Family::vdiv, [](auto, auto A, auto B) {
    using V = decltype(A);
    if constexpr (std::is_floating_point_v<V>)
      return A / B;
    else if (B == 0)
      return V(-1); // all ones, as the scalar division (docs)
    else if (std::is_signed_v<V> && B == V(-1))
      return V(0) - A;
    else
      return A / B;
  });
  auto And = [](auto, auto A, auto B) { return A & B; };
  auto Or = [](auto, auto A, auto B) { return A | B; };
  auto Xor = [](auto, auto A, auto B) { return A ^ B; };
  binaryAndScalar<IntTypes>(Ops, Family::vand, Family::vands, And);
  binaryAndScalar<IntTypes>(Ops, Family::vor, Family::vors, Or);
  binaryAndScalar<IntTypes>(Ops, Family::vxor, Family::vxors, Xor);
  auto Shl = [](auto L, auto A, auto B) {
    return shiftLeft<decltype(L)>(A, int64_t(B));
  };
  auto Shr = [](auto L, auto A, auto B) {
    return shiftRight<decltype(L)>(A, int64_t(B));
  };
  binary<IntTypes>(Ops, Family::vshl, Shl);
  binary<IntTypes>(Ops, Family::vshr, Shr);
  // The scalar shift amount is an i16.
  for (Family Name : {Family::vshls, Family::vshrs}) {
    bool Left = Name == Family::vshls;
    Ops[Name] = {[Left](Machine &M, const PipeOp &Op) {
                   VReg A = vregOf(M, Op, Role::vs1), R{};
                   const PReg &Mask = pregOf(M, Op, Role::pg);
                   int64_t Amount = int16_t(Op.gprOf(Role::xs));
                   forType<IntTypes>(M, Op, [&](auto L) {
                     using Lane = decltype(L);
                     for (unsigned I = 0; I < Lane::Lanes; ++I)
                       if (laneActive(Mask, I, Lane::Bytes))
                         Lane::set(
                             R, I,
                             Left ? shiftLeft<Lane>(Lane::get(A, I), Amount)
                                  : shiftRight<Lane>(Lane::get(A, I), Amount));
                   });
                   vregOf(M, Op, Role::vd) = R;
                 },
                 {}};
  }
  binary<FloatTypes, Second::Scalar>(
      Ops, Family::vlrelu,
      [](auto, auto A, auto S) { return A >= 0 ? A : S * A; });
  binary<FloatTypes>(Ops, Family::vprelu, [](auto, auto A, auto Alpha) {
    return A >= 0 ? A : Alpha * A;
  });
  binary<FloatTypes, Second::VectorNoMask>(
      Ops, Family::vaddrelu,
      [](auto, auto A, auto B) { return std::max(A + B, 0.0f); });
  binary<FloatTypes, Second::VectorNoMask>(
      Ops, Family::vsubrelu,
      [](auto, auto A, auto B) { return std::max(A - B, 0.0f); });
}

/// vd, pcarry = a + b (+ carry in), or a - b with carry = no borrow.
void registerCarries(OpTable &Ops) {
  auto Carry = [](bool Subtract, bool CarryIn) {
    return [=](Machine &M, const PipeOp &Op) {
      VReg A = vregOf(M, Op, Role::vs1), B = vregOf(M, Op, Role::vs2), R{};
      PReg Out{};
      PReg In = CarryIn ? pregOf(M, Op, Role::pcarry_in) : PReg{};
      const PReg &Mask = pregOf(M, Op, Role::pg);
      for (unsigned I = 0; I < 64; ++I) {
        if (!laneActive(Mask, I, 4))
          continue;
        uint64_t X = lane<uint32_t>(A, I), Y = lane<uint32_t>(B, I);
        uint64_t C = CarryIn ? laneActive(In, I, 4) : Subtract ? 1 : 0;
        uint64_t V;
        bool Flag;
        if (Subtract) {
          V = X - Y - (1 - C);
          Flag = X >= Y + (1 - C);
        } else {
          V = X + Y + C;
          Flag = (V >> 32) & 1;
        }
        setLane<uint32_t>(R, I, uint32_t(V));
        setLaneActive(Out, I, 4, Flag);
      }
      vregOf(M, Op, Role::vd) = R;
      pregOf(M, Op, Role::pcarry) = Out;
    };
  };
  Ops[Family::vaddc] = {Carry(false, false), {}};
  Ops[Family::vsubc] = {Carry(true, false), {}};
  Ops[Family::vaddcs] = {Carry(false, true), {}};
  Ops[Family::vsubcs] = {Carry(true, true), {}};
}

/// Fused operations: computed exactly (in double) and rounded once.
void registerFused(OpTable &Ops) {
  auto Fused = [](bool AccTimesSrc0) {
    // vmadd vd, vacc, vs1, vs2, pg: vd = vs1 * vacc + vs2
    // vmula vd, vacc, vs1, vs2, pg: vd = vacc + vs1 * vs2
    return [=](Machine &M, const PipeOp &Op) {
      VReg Acc = vregOf(M, Op, Role::vacc), A = vregOf(M, Op, Role::vs1),
           B = vregOf(M, Op, Role::vs2), R{};
      const PReg &Mask = pregOf(M, Op, Role::pg);
      forType<AllTypes>(M, Op, [&](auto L) {
        using Lane = decltype(L);
        for (unsigned I = 0; I < Lane::Lanes; ++I) {
          if (!laneActive(Mask, I, Lane::Bytes))
            continue;
          auto X = Lane::get(A, I), Y = Lane::get(B, I), C = Lane::get(Acc, I);
          if constexpr (Lane::IsFloat)
            Lane::set(R, I,
                      AccTimesSrc0 ? double(X) * double(C) + double(Y)
                                   : double(C) + double(X) * double(Y));
          else
            Lane::set(R, I, AccTimesSrc0 ? X * C + Y : C + X * Y);
        }
      });
      vregOf(M, Op, Role::vd) = R;
    };
  };
  Ops[Family::vmadd] = {Fused(true), {}};
  Ops[Family::vmula] = {Fused(false), {}};
  Ops[Family::vaxpy] = {
      [](Machine &M, const PipeOp &Op) {
        VReg A = vregOf(M, Op, Role::vs1), B = vregOf(M, Op, Role::vs2), R{};
        const PReg &Mask = pregOf(M, Op, Role::pg);
        forType<FloatTypes>(M, Op, [&](auto L) {
          using Lane = decltype(L);
          double Alpha = Lane::fromScalar(Op.gprOf(Role::xs));
          for (unsigned I = 0; I < Lane::Lanes; ++I)
            if (laneActive(Mask, I, Lane::Bytes))
              Lane::set(R, I, Alpha * Lane::get(A, I) + Lane::get(B, I));
        });
        vregOf(M, Op, Role::vd) = R;
      },
      {}};
  Ops[Family::vmull] = {
      [](Machine &M, const PipeOp &Op) {
        VReg A = vregOf(M, Op, Role::vs1), B = vregOf(M, Op, Role::vs2), Lo{},
             Hi{};
        const PReg &Mask = pregOf(M, Op, Role::pg);
        bool Signed = typeOf(Op) == PTO::S32;
        for (unsigned I = 0; I < 64; ++I) {
          if (!laneActive(Mask, I, 4))
            continue;
          uint64_t P =
              Signed
                  ? uint64_t(int64_t(lane<int32_t>(A, I)) * lane<int32_t>(B, I))
                  : uint64_t(lane<uint32_t>(A, I)) * lane<uint32_t>(B, I);
          setLane<uint32_t>(Lo, I, uint32_t(P));
          setLane<uint32_t>(Hi, I, uint32_t(P >> 32));
        }
        vregOf(M, Op, Role::vd) = Lo;
        vregOf(M, Op, Role::vd2) = Hi;
      },
      {}};
  // vexpdif: f32 results; an f16 source gives the EVEN or ODD half of each
  // 32-bit result lane.
  Ops[Family::vexpdif] = {
      [](Machine &M, const PipeOp &Op) {
        VReg A = vregOf(M, Op, Role::vs1), B = vregOf(M, Op, Role::vs2), R{};
        const PReg &Mask = pregOf(M, Op, Role::pg);
        bool F16 = typeOf(Op) == PTO::F16;
        unsigned Part = F16 ? Op.immOf(Role::part) : 0;
        for (unsigned I = 0; I < 64; ++I) {
          if (!laneActive(Mask, I, 4))
            continue;
          float X = F16 ? halfToFloat(lane<uint16_t>(A, 2 * I + Part))
                        : lane<float>(A, I);
          float Y = F16 ? halfToFloat(lane<uint16_t>(B, 2 * I + Part))
                        : lane<float>(B, I);
          setLane<float>(R, I, std::exp(X - Y));
        }
        vregOf(M, Op, Role::vd) = R;
      },
      {}};
  Ops[Family::vmulscvt] = {
      [](Machine &M, const PipeOp &Op) {
        VReg A = vregOf(M, Op, Role::vs1), R{};
        const PReg &Mask = pregOf(M, Op, Role::pg);
        float S = F32Lane::fromScalar(Op.gprOf(Role::xs));
        RoundMode Mode = RoundMode(Op.immOf(Role::round));
        unsigned Part = Op.immOf(Role::part);
        for (unsigned I = 0; I < 64; ++I)
          if (laneActive(Mask, I, 4))
            setLane<uint16_t>(R, 2 * I + Part,
                              floatToHalf(double(lane<float>(A, I)) * S, Mode));
        vregOf(M, Op, Role::vd) = R;
      },
      {}};
  // vaddreluconv/vmulconv: the narrowed results fill the low lanes.
  auto Conv = [](bool AddRelu) {
    return [=](Machine &M, const PipeOp &Op) {
      PTO::ElemType DstT, SrcT;
      std::tie(DstT, SrcT) = convTypes(Op);
      VReg A = vregOf(M, Op, Role::vs1), B = vregOf(M, Op, Role::vs2), R{};
      withElemType<FloatTypes>(SrcT, [&](auto SL) {
        using Src = decltype(SL);
        withElemType<AllTypes>(DstT, [&](auto DL) {
          using Dst = decltype(DL);
          for (unsigned I = 0; I < Src::Lanes; ++I) {
            double X = Src::get(A, I), Y = Src::get(B, I);
            double V = AddRelu ? std::max(X + Y, 0.0) : X * Y;
            convertLane<Dst>(R, I, V, RoundNearestEven, true);
          }
        });
      });
      vregOf(M, Op, Role::vd) = R;
    };
  };
  Ops[Family::vaddreluconv] = {Conv(true), {}};
  Ops[Family::vmulconv] = {Conv(false), {}};
}

void registerCompareSelect(OpTable &Ops) {
  for (Family Name : {Family::vcmp, Family::vcmps}) {
    bool Scalar = Name == Family::vcmps;
    Ops[Name] = {[Scalar](Machine &M, const PipeOp &Op) {
                   VReg A = vregOf(M, Op, Role::vs1), B{};
                   if (!Scalar)
                     B = vregOf(M, Op, Role::vs2);
                   const PReg &Seed = pregOf(M, Op, Role::pg);
                   unsigned Mode = Op.immOf(Role::cmp);
                   PReg R{};
                   forType<AllTypes>(M, Op, [&](auto L) {
                     using Lane = decltype(L);
                     for (unsigned I = 0; I < Lane::Lanes; ++I) {
                       if (!laneActive(Seed, I, Lane::Bytes))
                         continue;
                       auto Y = Scalar ? Lane::fromScalar(Op.gprOf(Role::xs))
                                       : Lane::get(B, I);
                       setLaneActive(R, I, Lane::Bytes,
                                     compare(Mode, Lane::get(A, I), Y));
                     }
                   });
                   pregOf(M, Op, Role::pd) = R;
                 },
                 {}};
  }
  Ops[Family::vsel] = {
      [](Machine &M, const PipeOp &Op) {
        VReg A = vregOf(M, Op, Role::vs1), B = vregOf(M, Op, Role::vs2), R{};
        const PReg &Mask = pregOf(M, Op, Role::pg);
        unsigned Bytes = elemBytes(typeOf(Op));
        for (unsigned I = 0; I < 256 / Bytes; ++I)
          std::memcpy(R.data() + I * Bytes,
                      (laneActive(Mask, I, Bytes) ? A : B).data() + I * Bytes,
                      Bytes);
        vregOf(M, Op, Role::vd) = R;
      },
      {}};
  // vselr/vperm/vselrv2: lane select by an index vector of the same lane
  // width, the index taken modulo the lanes (docs/emulator.md).
  for (Family Name : {Family::vselr, Family::vperm, Family::vselrv2})
    Ops[Name] = {[](Machine &M, const PipeOp &Op) {
                   VReg Src = vregOf(M, Op, Role::vs1),
                        Index = vregOf(M, Op, Role::vs2), R{};
                   unsigned Bytes = elemBytes(typeOf(Op)), N = 256 / Bytes;
                   for (unsigned I = 0; I < N; ++I) {
                     uint64_t J = 0;
                     std::memcpy(&J, Index.data() + I * Bytes, Bytes);
                     std::memcpy(R.data() + I * Bytes,
                                 Src.data() + J % N * Bytes, Bytes);
                   }
                   vregOf(M, Op, Role::vd) = R;
                 },
                 {}};
}

/// chistv2 vd, vacc, vs, pg, xbin and dhistv2: 128 16-bit bins of the
/// active bytes of vs, added to vacc (modulo 2^16). Bin i counts the bytes
/// equal to (dhistv2), or at most (chistv2), 128 * xbin + i: xbin 0 and 1
/// are the halves Bin_N0 and Bin_N1 of a 256-bin histogram (docs/emulator.md).
void registerHistograms(OpTable &Ops) {
  for (Family Name : {Family::chistv2, Family::dhistv2}) {
    bool Cumulative = Name == Family::chistv2;
    Ops[Name] = {
        [Cumulative](Machine &M, const PipeOp &Op) {
          uint64_t Half = Op.gprOf(Role::xs);
          if (Half > 1)
            fail("bin half " + Twine(Half) + " of " + M.describe(Op) + " at " +
                 M.Prog.where(Op.PC) + " is neither 0 (Bin_N0) nor 1 (Bin_N1)");
          const VReg &Src = vregOf(M, Op, Role::vs1);
          const PReg &Mask = pregOf(M, Op, Role::pg);
          std::array<uint32_t, 256> Count{};
          for (unsigned I = 0; I < 256; ++I)
            if (laneActive(Mask, I, 1))
              ++Count[Src[I]];
          if (Cumulative)
            for (unsigned V = 1; V < 256; ++V)
              Count[V] += Count[V - 1];
          VReg R = vregOf(M, Op, Role::vacc);
          for (unsigned I = 0; I < 128; ++I) {
            uint16_t Bin = lane<uint16_t>(R, I);
            setLane<uint16_t>(R, I, uint16_t(Bin + Count[128 * Half + I]));
          }
          vregOf(M, Op, Role::vd) = R;
        },
        {}};
  }
}

void registerReductions(OpTable &Ops) {
  reduction<Reduce::Add>(Ops, Family::vcadd);
  reduction<Reduce::Max>(Ops, Family::vcmax);
  reduction<Reduce::Min>(Ops, Family::vcmin);
  groupReduction<Reduce::Add>(Ops, Family::vcgadd);
  groupReduction<Reduce::Max>(Ops, Family::vcgmax);
  groupReduction<Reduce::Min>(Ops, Family::vcgmin);
  // vcpadd: pairwise sums into the low half, dst[i] = src[2i] + src[2i+1]
  // for i < N/2 (an inactive lane counts as 0), 0 in the high half.
  Ops[Family::vcpadd] = {[](Machine &M, const PipeOp &Op) {
                           VReg Src = vregOf(M, Op, Role::vs1), R{};
                           const PReg &Mask = pregOf(M, Op, Role::pg);
                           forType<FloatTypes>(M, Op, [&](auto L) {
                             using Lane = decltype(L);
                             auto Get = [&](unsigned I) -> double {
                               return laneActive(Mask, I, Lane::Bytes)
                                          ? double(Lane::get(Src, I))
                                          : 0.0;
                             };
                             for (unsigned I = 0; I < Lane::Lanes / 2; ++I)
                               Lane::set(R, I, Get(2 * I) + Get(2 * I + 1));
                           });
                           vregOf(M, Op, Role::vd) = R;
                         },
                         {}};
  for (Family Name : {Family::vcbmax, Family::vcbmin}) {
    bool IsMax = Name == Family::vcbmax;
    Ops[Name] = {[IsMax](Machine &M, const PipeOp &Op) {
                   VReg Src = vregOf(M, Op, Role::vs1), R{};
                   const PReg &Mask = pregOf(M, Op, Role::pg);
                   PReg Where{};
                   forType<AllTypes>(M, Op, [&](auto L) {
                     using Lane = decltype(L);
                     bool Found = false;
                     auto Best = Lane::get(Src, 0);
                     for (unsigned I = 0; I < Lane::Lanes; ++I) {
                       if (!laneActive(Mask, I, Lane::Bytes))
                         continue;
                       auto X = Lane::get(Src, I);
                       if (!Found || (IsMax ? X > Best : X < Best))
                         Best = X;
                       Found = true;
                     }
                     if (!Found)
                       return;
                     Lane::set(R, 0, Best);
                     for (unsigned I = 0; I < Lane::Lanes; ++I)
                       if (laneActive(Mask, I, Lane::Bytes) &&
                           Lane::get(Src, I) == Best)
                         setLaneActive(Where, I, Lane::Bytes, true);
                   });
                   vregOf(M, Op, Role::vd) = R;
                   pregOf(M, Op, Role::pd) = Where;
                 },
                 {}};
  }
}

void registerRearrangement(OpTable &Ops) {
  Ops[Family::vmov] = {[](Machine &M, const PipeOp &Op) {
                         vregOf(M, Op, Role::vd) = vregOf(M, Op, Role::vs1);
                       },
                       {}};
  Ops[Family::vbr] = {[](Machine &M, const PipeOp &Op) {
                        unsigned Bytes = elemBytes(typeOf(Op));
                        VReg R;
                        uint64_t V = Op.gprOf(Role::xs);
                        for (unsigned I = 0; I < 256 / Bytes; ++I)
                          std::memcpy(R.data() + I * Bytes, &V, Bytes);
                        vregOf(M, Op, Role::vd) = R;
                      },
                      {}};
  Ops[Family::vdup] = {
      [](Machine &M, const PipeOp &Op) {
        unsigned Bytes = elemBytes(typeOf(Op)), N = 256 / Bytes;
        uint64_t V = 0;
        if (Op.has(Role::vs1)) { // vector form
          const VReg &Src = vregOf(M, Op, Role::vs1);
          unsigned From =
              Op.immOf(Role::pos) == PTO::Position_HIGHEST ? N - 1 : 0;
          std::memcpy(&V, Src.data() + From * Bytes, Bytes);
        } else {
          V = Op.gprOf(Role::xs);
        }
        const PReg &Mask = pregOf(M, Op, Role::pg);
        VReg R{};
        for (unsigned I = 0; I < N; ++I)
          if (laneActive(Mask, I, Bytes))
            std::memcpy(R.data() + I * Bytes, &V, Bytes);
        vregOf(M, Op, Role::vd) = R;
      },
      {}};
  // vintlv: low = a0 b0 a1 b1 ..., high = the second half of that stream.
  // vdintlv: low = the even elements of a ++ b, high = the odd ones.
  for (Family Name : {Family::vintlv, Family::vdintlv}) {
    bool Interleave = Name == Family::vintlv;
    Ops[Name] = {[Interleave](Machine &M, const PipeOp &Op) {
                   VReg Lo, Hi;
                   interleave(vregOf(M, Op, Role::vs1),
                              vregOf(M, Op, Role::vs2), elemBytes(typeOf(Op)),
                              Interleave, Lo, Hi);
                   vregOf(M, Op, Role::vd) = Lo;
                   vregOf(M, Op, Role::vd2) = Hi;
                 },
                 {}};
  }
  // vintlvv2 vd, va, vb, PART, vdintlvv2: the LOWER or HIGHER result of
  // vintlv and vdintlv (docs/emulator.md).
  for (Family Name : {Family::vintlvv2, Family::vdintlvv2}) {
    bool Interleave = Name == Family::vintlvv2;
    Ops[Name] = {[Interleave](Machine &M, const PipeOp &Op) {
                   VReg Lo, Hi;
                   interleave(vregOf(M, Op, Role::vs1),
                              vregOf(M, Op, Role::vs2), elemBytes(typeOf(Op)),
                              Interleave, Lo, Hi);
                   vregOf(M, Op, Role::vd) =
                       Op.immOf(Role::part) == PTO::Part_HIGHER ? Hi : Lo;
                 },
                 {}};
  }
  Ops[Family::vsqz] = {[](Machine &M, const PipeOp &Op) {
                         VReg Src = vregOf(M, Op, Role::vs1), R{};
                         const PReg &Mask = pregOf(M, Op, Role::pg);
                         unsigned Bytes = elemBytes(typeOf(Op)), J = 0;
                         for (unsigned I = 0; I < 256 / Bytes; ++I)
                           if (laneActive(Mask, I, Bytes))
                             std::memcpy(R.data() + J++ * Bytes,
                                         Src.data() + I * Bytes, Bytes);
                         vregOf(M, Op, Role::vd) = R;
                         M.SqueezedBytes = J * Bytes; // SQZN, for vstur
                       },
                       {}};
  Ops[Family::vusqz] = {[](Machine &M, const PipeOp &Op) {
                          const PReg &Mask = pregOf(M, Op, Role::pg);
                          VReg R{};
                          unsigned Bytes = elemBytes(typeOf(Op));
                          uint64_t Count = 0;
                          for (unsigned I = 0; I < 256 / Bytes; ++I) {
                            std::memcpy(R.data() + I * Bytes, &Count, Bytes);
                            Count += laneActive(Mask, I, Bytes);
                          }
                          vregOf(M, Op, Role::vd) = R;
                        },
                        {}};
  Ops[Family::vpack] = {
      [](Machine &M, const PipeOp &Op) {
        auto [DstT, SrcT] = convTypes(Op);
        unsigned SB = elemBytes(SrcT), DB = elemBytes(DstT);
        VReg Src = vregOf(M, Op, Role::vs1), R{};
        unsigned N = 256 / SB,
                 Half = Op.immOf(Role::part) == PTO::Part_HIGHER ? N : 0;
        for (unsigned I = 0; I < N; ++I)
          std::memcpy(R.data() + (Half + I) * DB, Src.data() + I * SB, DB);
        vregOf(M, Op, Role::vd) = R;
      },
      {}};
  for (Family Name : {Family::vsunpack, Family::vzunpack}) {
    bool Signed = Name == Family::vsunpack;
    Ops[Name] = {[Signed](Machine &M, const PipeOp &Op) {
                   auto [DstT, SrcT] = convTypes(Op);
                   unsigned SB = elemBytes(SrcT), DB = elemBytes(DstT);
                   VReg Src = vregOf(M, Op, Role::vs1), R{};
                   unsigned N = 256 / DB, From = Op.immOf(Role::imm) * N;
                   for (unsigned I = 0; I < N; ++I) {
                     uint64_t V = 0;
                     std::memcpy(&V, Src.data() + (From + I) * SB, SB);
                     if (Signed)
                       V = SignExtend64(V, SB * 8);
                     std::memcpy(R.data() + I * DB, &V, DB);
                   }
                   vregOf(M, Op, Role::vd) = R;
                 },
                 {}};
  }
  // vslide: the window of src1 ++ src0 at amt; vshift: shift lanes up.
  for (Family Name : {Family::vslide, Family::vshift}) {
    bool Slide = Name == Family::vslide;
    Ops[Name] = {[Slide](Machine &M, const PipeOp &Op) {
                   VReg A = vregOf(M, Op, Role::vs1), B{}, R{};
                   if (Slide)
                     B = vregOf(M, Op, Role::vs2);
                   unsigned Bytes = elemBytes(typeOf(Op)), N = 256 / Bytes;
                   int64_t Amount = int16_t(Op.gprOf(Role::xs));
                   Amount = std::clamp<int64_t>(Amount, 0, N);
                   for (unsigned I = 0; I < N; ++I) {
                     if (int64_t(I) >= Amount)
                       std::memcpy(R.data() + I * Bytes,
                                   A.data() + (I - Amount) * Bytes, Bytes);
                     else if (Slide)
                       std::memcpy(R.data() + I * Bytes,
                                   B.data() + (N - Amount + I) * Bytes, Bytes);
                   }
                   vregOf(M, Op, Role::vd) = R;
                 },
                 {}};
  }
}

} // namespace

void registerVectorOps(OpTable &Ops) {
  registerArithmetic(Ops);
  registerCarries(Ops);
  registerFused(Ops);
  registerCompareSelect(Ops);
  registerReductions(Ops);
  registerHistograms(Ops);
  registerRearrangement(Ops);
  registerConversions(Ops);
}

} // namespace pto
