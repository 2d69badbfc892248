//===-- PTOLowerHivm.cpp - llvm.hivm.* calls as llvm.pto.* calls ----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// PTOAS and AscendNPU-IR emit LLVM IR that calls `llvm.hivm.*` functions,
// the intrinsics of the vendor's compiler, declared without attributes. To
// LLVM they are unknown functions; this pass, the first IR pass of llc (and
// run at the start of opt's pipelines), rewrites each call into a call of
// one of our llvm.pto.* intrinsics:
//
// 1. The name is parsed into its stem and the pieces that follow it, in
//    either naming generation: `vadd.v64f32.x` (PTOAS's default emitter),
//    `vadd.s.x.v64f32` (its CANN 9 emitter), `vcmp.lt.f32.z`,
//    `pset.b32`, `vcvtfi.f322s32.x`, `SET.FLAG.IMM`.
// 2. The table PTOHivm.td derives (HivmIntrinsics) gives, per stem, our
//    intrinsic and how each of its operands is made from the call's
//    (passed, scalar bits zero-extended to i64, sign-extended to i64, a
//    token remapped, the compare mode of the name; a run-time event id
//    becomes a switch over the eight ids). Conversions have a table of
//    their own (HivmConversions) by element type pair; SBITSET0/1 become
//    `and`/`or` (HivmBitSets), the scalar-scalar mem.bar kinds a compiler
//    barrier (HivmScalarBarriers); the intrinsics of the cube core and of SIMT
//    code are reported as such (HivmForeignTable).
// 3. The overloaded types of our intrinsic follow from the operand and
//    result types (Intrinsic::getIntrinsicSignature); results are turned
//    back into the call's types (i64 counts to i32, integer vectors to the
//    float vectors they carry).
//
// A call it cannot rewrite -- an unknown name, an operand that does not fit,
// a token without counterpart, a non-constant mode -- is reported at the
// call, naming the intrinsic (docs/hivm.md lists what is accepted).
//
//===----------------------------------------------------------------------===//

#include "PTOLowerHivm.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTO.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "pto-lower-hivm"

namespace llvm {
namespace PTO {

struct HivmToken {
  uint8_t Set;
  const char *Name;
  uint8_t Value;
};

struct HivmRemap {
  uint8_t Code;
  uint8_t Set;
  PTOModeKindEnum Ours;
};

struct HivmIntrinsic {
  const char *Stem;
  uint8_t Gran;
  bool Post;
  const char *Elem;
  const char *Mode;
  unsigned Intr;
  unsigned UIntr;
  bool SignedOnly;
  bool UDivide;
  bool PackActive;
  bool IntOnly;
  bool NamesSource;
  bool NameWidthOnly;
  bool ResultAsSource;
  bool Merging;
  uint8_t MergeArg;
  uint8_t PostBase;
  uint8_t PostStep;
  bool PostBlocks;
  uint8_t ResultForm;
  bool ZeroBlocks;
  uint8_t NumArgs;
  uint8_t NumOperands;
  uint64_t Operands;
  uint64_t Operands2;
};

struct HivmField {
  uint8_t Code;
  uint8_t Lo;
  uint8_t Width;
  uint8_t Shift;
  uint8_t PlusLo;
  uint8_t PlusWidth;
  bool ElemPad;
};

struct HivmConversion {
  const char *Stem;
  uint8_t SrcCode;
  uint8_t DstCode;
  unsigned Intr;
  uint8_t RoundArg;
  uint8_t SatArg;
  uint8_t PartArg;
  uint8_t NumArgs;
};

struct HivmBitSet {
  const char *Stem;
  bool Value;
};

struct HivmScalarBarrier {
  const char *Name;
};

struct HivmForeign {
  const char *Prefix;
  const char *Unit;
};

#define GET_HivmForeignTable_IMPL
#define GET_HivmBitSets_DECL
#define GET_HivmBitSets_IMPL
#define GET_HivmScalarBarriers_DECL
#define GET_HivmScalarBarriers_IMPL
#define GET_HivmTokenTable_DECL
#define GET_HivmTokenTable_IMPL
#define GET_HivmFields_DECL
#define GET_HivmFields_IMPL
#define GET_HivmRemaps_DECL
#define GET_HivmRemaps_IMPL
#define GET_HivmIntrinsics_DECL
#define GET_HivmIntrinsics_IMPL
#define GET_HivmConversions_DECL
#define GET_HivmConversions_IMPL
#include "PTOGenSearchableTables.inc"

} // namespace PTO
} // namespace llvm

namespace {

constexpr StringLiteral HivmPrefix = "llvm.hivm.";

/// The operand kinds of HivmIntrinsic::Operands (PTOHivm.td's HivmOperand);
/// kinds 6 to 10 are HivmRemap codes, 12, 14 and from 21 on HivmField
/// codes.
enum HivmOperandKind : unsigned {
  OpArg = 0,
  OpBits = 1,
  OpSExt = 2,
  OpCmpFromName = 3,
  OpToken = 4,
  OpEvent = 5,
  OpFirstRemap = 6,
  OpHalf = 11,
  OpZero = 13,
  OpList0 = 15,
  OpList3 = 18,
  OpImm64 = 19,
  OpAsResult = 20,
  OpLanes = 34,
};
/// HivmIntrinsic::ResultForm: what the call's result is of ours.
enum HivmResultForm : unsigned {
  ResultSame = 0,
  ResultFirst = 1,
  ResultPacked16 = 2,
};
/// An operand spec of HivmIntrinsic::Operands: Kind | Arg << 6, 10 bits,
/// six to a word.
constexpr unsigned OperandSpecBits = 10;
constexpr unsigned KindBits = 6;
constexpr unsigned SpecsPerWord = 6;

/// An element type as a hivm name spells it: `f32`, `bf16`, `s32`, `u8`,
/// `i32` (CANN 9: signedness apart).
struct HivmElem {
  StringRef Text;
  char Kind = 0; // 'f' float, 'b' bfloat, 's' signed, 'u' unsigned, 'i'
  unsigned Bits = 0;
};

/// The pieces of an `llvm.hivm.*` name.
struct HivmName {
  /// The name after `llvm.hivm.`: `vadd.v64f32.x`.
  StringRef Text;
  /// The leading pieces that are none of the others: `vadd`,
  /// `SET.FLAG.IMM`.
  StringRef Stem;
  /// `x`, `z`, `m` or empty.
  StringRef Mode;
  /// The compare mode of vcmp/vcmps names: `lt`.
  StringRef Cmp;
  /// 8, 16 or 32 for `.b8`, `.b16`, `.b32`; 0 if none.
  unsigned Gran = 0;
  bool Post = false;
  /// The CANN 9 signedness piece (`vmax.u.x.v64i32`): 's', 'u' or 0.
  char Sign = 0;
  /// The first vector type piece (`v64f32`): lanes and element.
  unsigned Lanes = 0;
  std::optional<HivmElem> VecElem;
  /// A second one (CANN 9's widening reductions: the result's, then the
  /// source's).
  unsigned SrcLanes = 0;
  std::optional<HivmElem> SrcVecElem;
  /// A scalar element piece (`vcmp.lt.u32.z`, `vbr.f32.v300`).
  std::optional<HivmElem> ScalarElem;
  /// A conversion pair (`f322s32`).
  std::optional<HivmElem> CvtSrc, CvtDst;

  bool isUnsigned() const {
    return Sign == 'u' || (VecElem && VecElem->Kind == 'u') ||
           (ScalarElem && ScalarElem->Kind == 'u');
  }
};

std::optional<HivmElem> parseElem(StringRef S) {
  HivmElem E;
  E.Text = S;
  if (S == "bf16") {
    E.Kind = 'b';
    E.Bits = 16;
    return E;
  }
  // The 8-bit floats of the DMA names (`MOV.OUT.TO.UB.ALIGN.V2.e4m3.DV`).
  if (S == "e4m3" || S == "e5m2" || S == "e8m0" || S == "hif8") {
    E.Kind = 'e';
    E.Bits = 8;
    return E;
  }
  if (S.size() < 2 || !StringRef("fsui").contains(S[0]))
    return std::nullopt;
  E.Kind = S[0];
  if (S.drop_front().getAsInteger(10, E.Bits))
    return std::nullopt;
  if (E.Kind == 'f'
          ? E.Bits != 16 && E.Bits != 32
          : E.Bits != 8 && E.Bits != 16 && E.Bits != 32 && E.Bits != 64)
    return std::nullopt;
  return E;
}

/// `v64f32`: the lanes and the element.
bool parseVectorPiece(StringRef S, unsigned &Lanes,
                      std::optional<HivmElem> &Elem) {
  if (!S.consume_front("v"))
    return false;
  size_t Digits = S.find_first_not_of("0123456789");
  if (Digits == 0 || Digits == StringRef::npos)
    return false;
  unsigned N;
  if (S.take_front(Digits).getAsInteger(10, N))
    return false;
  std::optional<HivmElem> E = parseElem(S.drop_front(Digits));
  if (!E)
    return false;
  Lanes = N;
  Elem = E;
  return true;
}

/// `f322s32`: a source and a destination element joined by `2`.
bool parseConversionPiece(StringRef S, std::optional<HivmElem> &Src,
                          std::optional<HivmElem> &Dst) {
  for (size_t I = 1; I + 1 < S.size(); ++I) {
    if (S[I] != '2')
      continue;
    std::optional<HivmElem> A = parseElem(S.take_front(I));
    std::optional<HivmElem> B = parseElem(S.drop_front(I + 1));
    if (A && B) {
      Src = A;
      Dst = B;
      return true;
    }
  }
  return false;
}

/// Whether \p S is a variant or generation tag of the vendor's names
/// (`plt.b32.v300`): no operand, no meaning to decode.
bool isVariantTag(StringRef S) {
  return StringSwitch<bool>(S)
      .Cases("v300", "V300", "v310", "v220", "c310", true)
      .Cases("1952", "DV", "EXT", "2Dv2", "V2", true)
      .Default(false);
}

/// Splits the name after `llvm.hivm.` into its pieces; false if a piece
/// after the stem is none that names have.
bool parseHivmName(StringRef Text, HivmName &N) {
  N.Text = Text;
  SmallVector<StringRef, 8> Pieces;
  Text.split(Pieces, '.');
  size_t StemEnd = 0;
  bool InStem = true;
  for (StringRef P : Pieces) {
    bool Known = true;
    unsigned Lanes;
    std::optional<HivmElem> Elem, Src, Dst;
    if (P == "x" || P == "z" || P == "m")
      N.Mode = P;
    else if (P == "s" || P == "u")
      N.Sign = P[0];
    else if (P == "b8" || P == "b16" || P == "b32")
      N.Gran = P == "b8" ? 8 : P == "b16" ? 16 : 32;
    else if (P == "post")
      N.Post = true;
    else if (StringSwitch<bool>(P)
                 .Cases("eq", "ne", "lt", "le", "gt", "ge", true)
                 .Default(false))
      N.Cmp = P;
    else if (isVariantTag(P))
      ;
    else if (parseVectorPiece(P, Lanes, Elem)) {
      // CANN 9's widening reductions name the result, then the source.
      if (!N.VecElem) {
        N.Lanes = Lanes;
        N.VecElem = Elem;
      } else {
        N.SrcLanes = Lanes;
        N.SrcVecElem = Elem;
      }
    } else if ((Elem = parseElem(P)))
      N.ScalarElem = Elem;
    else if (parseConversionPiece(P, Src, Dst)) {
      N.CvtSrc = Src;
      N.CvtDst = Dst;
    } else
      Known = false;

    if (InStem && !Known) {
      StemEnd += (StemEnd ? 1 : 0) + P.size();
      continue;
    }
    if (InStem && Known && StemEnd == 0)
      return false; // A name without a stem.
    InStem = false;
    if (!Known)
      return false;
  }
  N.Stem = Text.take_front(StemEnd);
  return !N.Stem.empty();
}

/// "<64 x float>" for messages.
std::string typeName(Type *Ty) {
  std::string S;
  raw_string_ostream OS(S);
  Ty->print(OS);
  return S;
}

/// The integer type of \p Ty's bits: <64 x float> -> <64 x i32>.
Type *integerTypeOf(Type *Ty) {
  if (auto *VT = dyn_cast<VectorType>(Ty))
    return VectorType::get(integerTypeOf(VT->getElementType()),
                           VT->getElementCount());
  if (Ty->isFloatingPointTy())
    return IntegerType::get(Ty->getContext(), Ty->getPrimitiveSizeInBits());
  return Ty;
}

bool isFloatVector(Type *Ty) {
  return Ty->isVectorTy() && Ty->getScalarType()->isFloatingPointTy();
}

bool isMask(Type *Ty) {
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  return VT && VT->getElementType()->isIntegerTy(1);
}

/// Whether \p Ty is PTOAS's align state, <32 x i8> (its data vectors are
/// 256 bytes).
bool isAlignState(Type *Ty) {
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  return VT && VT->getNumElements() == 32 &&
         VT->getElementType()->isIntegerTy(8);
}

/// Rewrites the calls of one module.
class HivmLowering {
  Module &M;
  LLVMContext &Ctx;
  /// Why the call being rewritten cannot be: set by fail().
  std::string Why;

  /// Records why the call cannot be rewritten; returns null.
  Value *fail(const Twine &Msg) {
    Why = Msg.str();
    return nullptr;
  }

  /// Our result type for a call returning \p Ty: i32 counts become i64,
  /// float vectors integer ones if \p IntOnly.
  Type *ourType(Type *Ty, bool IntOnly) {
    if (auto *ST = dyn_cast<StructType>(Ty)) {
      SmallVector<Type *, 4> Elems;
      for (Type *E : ST->elements())
        Elems.push_back(ourType(E, IntOnly));
      return StructType::get(Ctx, Elems);
    }
    if (Ty->isIntegerTy() && Ty->getIntegerBitWidth() < 64)
      return Type::getInt64Ty(Ctx);
    if (isAlignState(Ty))
      return alignType();
    if (IntOnly && isFloatVector(Ty))
      return integerTypeOf(Ty);
    return Ty;
  }

  /// \p V, a value of ourType(Ty), as a value of type \p Ty.
  Value *theirValue(IRBuilder<> &B, Value *V, Type *Ty) {
    if (V->getType() == Ty)
      return V;
    if (auto *ST = dyn_cast<StructType>(Ty)) {
      Value *R = PoisonValue::get(ST);
      for (unsigned I = 0, E = ST->getNumElements(); I != E; ++I)
        R = B.CreateInsertValue(
            R, theirValue(B, B.CreateExtractValue(V, I), ST->getElementType(I)),
            I);
      return R;
    }
    if (Ty->isIntegerTy())
      return B.CreateTrunc(V, Ty);
    if (V->getType() == alignType())
      return B.CreateCall(
          Intrinsic::getDeclaration(&M, Intrinsic::pto_cast_align_to_vector),
          {V});
    return B.CreateBitCast(V, Ty);
  }

  /// Our align state type, target("pto.align").
  Type *alignType() {
    return Intrinsic::getType(Ctx, Intrinsic::pto_init_align)->getReturnType();
  }

  /// A scalar's bits, zero-extended to i64.
  Value *scalarBits(IRBuilder<> &B, Value *V) {
    Type *Ty = V->getType();
    if (Ty->isFloatingPointTy())
      V = B.CreateBitCast(V, integerTypeOf(Ty));
    return B.CreateZExtOrTrunc(V, B.getInt64Ty());
  }

  /// The i32 value of our token of the same name as the constant hivm
  /// token \p V of remap \p Remap.
  Value *remapToken(const PTO::HivmRemap &Remap, Value *V, unsigned Arg) {
    auto *C = dyn_cast<ConstantInt>(V);
    if (!C)
      return fail("operand " + Twine(Arg) + " (a " +
                  PTO::getModeKindDescription(Remap.Ours) +
                  ") must be a constant");
    const PTO::HivmToken *Theirs =
        C->getValue().ule(255)
            ? PTO::lookupHivmToken(Remap.Set, C->getZExtValue())
            : nullptr;
    if (!Theirs)
      return fail("operand " + Twine(Arg) + " (" + Twine(C->getSExtValue()) +
                  ") is no PTOAS " + PTO::getModeKindDescription(Remap.Ours) +
                  " value");
    std::optional<unsigned> Ours =
        PTO::findModeTokenValue(Remap.Ours, Theirs->Name);
    if (!Ours)
      return fail("operand " + Twine(Arg) + " is " + Theirs->Name +
                  ", which is no " + PTO::getModeKindDescription(Remap.Ours) +
                  " of the PTO vector core (" +
                  PTO::listModeTokens(Remap.Ours) + ")");
    return ConstantInt::get(Type::getInt32Ty(Ctx), *Ours);
  }

  /// Operand \p I of ours per \p Spec (Kind | Arg << 6) of \p Row.
  Value *makeOperand(IRBuilder<> &B, CallBase &CI, const HivmName &N,
                     const PTO::HivmIntrinsic &Row, unsigned Spec) {
    unsigned Kind = Spec & ((1u << KindBits) - 1), Arg = Spec >> KindBits;
    if (Kind == OpCmpFromName) {
      std::optional<unsigned> Mode =
          N.Cmp.empty() ? std::nullopt
                        : PTO::findModeTokenValue(PTO::ModeCmp, N.Cmp);
      if (!Mode)
        return fail("the name has no compare mode (eq, ne, lt, le, gt, ge)");
      return B.getInt32(*Mode);
    }
    if (Kind == OpToken)
      return B.getInt32(Arg);
    if (Kind == OpZero)
      return B.getInt64(0);
    if (Kind == OpImm64)
      return B.getInt64(Arg);
    if (Kind == OpLanes) {
      for (Value *A : CI.args())
        if (auto *VT =
                dyn_cast_or_null<FixedVectorType>(dataVector(A->getType())))
          return B.getInt64(VT->getNumElements());
      return fail("it has no data vector (its lane count)");
    }
    assert(Arg < CI.arg_size() && "the table's operand count is checked");
    Value *V = CI.getArgOperand(Arg);
    Type *Ty = V->getType();
    if (Kind >= OpList0 && Kind <= OpList3) {
      // 16 bits of 8-byte units per list, list 0 lowest.
      if (!Ty->isPointerTy())
        return fail("operand " + Twine(Arg) + " (the packed list addresses) " +
                    "must be a pointer, not " + typeName(Ty));
      Value *Packed = B.CreatePtrToInt(V, B.getInt64Ty());
      if (Kind != OpList0)
        Packed = B.CreateLShr(Packed, 16 * (Kind - OpList0));
      Value *Units = B.CreateAnd(Packed, 0xFFFF);
      return B.CreateIntToPtr(B.CreateShl(Units, 3), Ty);
    }
    switch (Kind) {
    case OpArg:
      if (Row.IntOnly && isFloatVector(Ty))
        return B.CreateBitCast(V, integerTypeOf(Ty));
      if (isAlignState(Ty))
        return B.CreateCall(
            Intrinsic::getDeclaration(&M, Intrinsic::pto_cast_vector_to_align),
            {V});
      return V;
    case OpAsResult: {
      Type *ResTy = ourType(CI.getType(), Row.IntOnly);
      if (!Ty->isVectorTy() || !ResTy->isVectorTy() ||
          Ty->getPrimitiveSizeInBits() != ResTy->getPrimitiveSizeInBits())
        return fail("operand " + Twine(Arg) + " must be a vector of " +
                    typeName(CI.getType()) + "'s size, not " + typeName(Ty));
      return B.CreateBitCast(V, ResTy);
    }
    case OpBits:
      if (!Ty->isIntegerTy() && !Ty->isFloatingPointTy())
        return fail("operand " + Twine(Arg) + " must be a scalar, not " +
                    typeName(Ty));
      return scalarBits(B, V);
    case OpEvent:
      if (!Ty->isIntegerTy())
        return fail("operand " + Twine(Arg) +
                    " (an event id) must be an integer, not " + typeName(Ty));
      return V;
    case OpSExt:
      if (!Ty->isIntegerTy())
        return fail("operand " + Twine(Arg) + " must be an integer, not " +
                    typeName(Ty));
      return B.CreateSExtOrTrunc(V, B.getInt64Ty());
    case OpHalf:
      if (!Ty->isIntegerTy())
        return fail("operand " + Twine(Arg) +
                    " (a part) must be an integer, not " + typeName(Ty));
      return V;
    default:
      if (const PTO::HivmField *Field = PTO::lookupHivmField(Kind))
        return makeField(B, N, *Field, V, Arg);
      if (const PTO::HivmRemap *Remap = PTO::lookupHivmRemap(Kind))
        return remapToken(*Remap, V, Arg);
      llvm_unreachable("unknown hivm operand kind");
    }
  }

  /// The pad size code of copy_gm_to_ubuf's data_select for the name's
  /// element: 1, 2 or 3 for 8, 16, 32 bits and wider; 0 if it has none.
  static unsigned padSizeCode(const HivmName &N) {
    if (!N.ScalarElem)
      return 0;
    unsigned Bits = N.ScalarElem->Bits;
    return Bits == 8 ? 1 : Bits == 16 ? 2 : 3;
  }

  /// Field \p F of the control word \p V, hivm operand \p Arg, as i64.
  Value *makeField(IRBuilder<> &B, const HivmName &N, const PTO::HivmField &F,
                   Value *V, unsigned Arg) {
    if (!V->getType()->isIntegerTy())
      return fail("operand " + Twine(Arg) +
                  " (a control word) must be an integer, not " +
                  typeName(V->getType()));
    Value *Word = B.CreateZExtOrTrunc(V, B.getInt64Ty());
    auto Bits = [&](unsigned Lo, unsigned Width) -> Value * {
      Value *Field = Lo ? B.CreateLShr(Word, Lo) : Word;
      return Lo + Width < 64
                 ? B.CreateAnd(Field, maskTrailingOnes<uint64_t>(Width))
                 : Field;
    };
    Value *R = Bits(F.Lo, F.Width);
    if (F.PlusWidth)
      R = B.CreateAdd(R, Bits(F.PlusLo, F.PlusWidth));
    if (F.Shift)
      R = B.CreateShl(R, F.Shift);
    if (F.ElemPad) {
      unsigned Code = padSizeCode(N);
      if (!Code)
        return fail("the name has no element type (its pad size)");
      // PTOAS ors a constant data_select into a word with run-time fields.
      KnownBits Known = computeKnownBits(R, M.getDataLayout());
      if (Known.isConstant() && !isa<Constant>(R)) {
        RecursivelyDeleteTriviallyDeadInstructions(R);
        R = B.getInt64(Known.getConstant().getZExtValue());
      }
      return Code == 1 ? R : B.CreateMul(R, B.getInt64(Code));
    }
    return R;
  }

  /// Whether \p Elem, an element piece of the name, is the element type of
  /// vector \p Ty (with \p WidthOnly, has its width).
  static bool elemFits(const HivmElem &Elem, Type *Ty, bool WidthOnly) {
    Type *E = Ty->getScalarType();
    if (WidthOnly)
      return E->getPrimitiveSizeInBits() == Elem.Bits;
    return Elem.Kind == 'b' ? E->isBFloatTy()
           : Elem.Kind == 'f'
               ? (Elem.Bits == 16 ? E->isHalfTy() : E->isFloatTy())
               : E->isIntegerTy(Elem.Bits);
  }

  /// Whether the vector pieces of the name fit the call, whose result and
  /// source data vectors are \p ResTy and \p SrcTy (null if none); if
  /// not, Why says how.
  bool checkNameTypes(const HivmName &N, const PTO::HivmIntrinsic &Row,
                      Type *ResTy, Type *SrcTy) {
    auto Check = [&](unsigned Lanes, const HivmElem &Elem, Type *Ty) -> bool {
      if (!Ty)
        return true;
      if (elemFits(Elem, Ty, Row.NameWidthOnly) &&
          cast<FixedVectorType>(Ty)->getNumElements() == Lanes)
        return true;
      fail("its name says v" + Twine(Lanes) + Elem.Text + " but the call has " +
           typeName(Ty));
      return false;
    };
    if (N.SrcVecElem) {
      if (!Check(N.Lanes, *N.VecElem, ResTy) ||
          !Check(N.SrcLanes, *N.SrcVecElem, SrcTy))
        return false;
    } else if (N.VecElem) {
      Type *Ty =
          Row.NamesSource ? (SrcTy ? SrcTy : ResTy) : (ResTy ? ResTy : SrcTy);
      if (!Check(N.Lanes, *N.VecElem, Ty))
        return false;
    }
    // A pair of a non-conversion (`vpack.s322u16.x`): the source's and the
    // result's elements.
    if (N.CvtSrc && SrcTy && ResTy &&
        !(elemFits(*N.CvtSrc, SrcTy, false) &&
          elemFits(*N.CvtDst, ResTy, false))) {
      fail("its name says " + N.CvtSrc->Text + " to " + N.CvtDst->Text +
           " but the call has " + typeName(SrcTy) + " to " + typeName(ResTy));
      return false;
    }
    return true;
  }

  /// \p Ty if it is a data vector (a vector but no mask), the first
  /// element's if it is a struct; else null.
  static Type *dataVector(Type *Ty) {
    if (auto *ST = dyn_cast<StructType>(Ty))
      Ty = ST->getNumElements() ? ST->getElementType(0) : Ty;
    return isa<FixedVectorType>(Ty) && !isMask(Ty) && !isAlignState(Ty)
               ? Ty
               : nullptr;
  }

  /// Our call for \p CI per row \p Row; null with Why set if none.
  Value *lowerByTable(IRBuilder<> &B, CallBase &CI, const HivmName &N,
                      const PTO::HivmIntrinsic &Row) {
    if (N.Mode != Row.Mode)
      return fail(*Row.Mode
                      ? "its form has the ." + std::string(Row.Mode) + " suffix"
                      : std::string("its form has no .x/.z/.m suffix"));
    // The data vectors the name describes: the result's and the first vector
    // operand's.
    Type *ResTy = dataVector(CI.getType()), *SrcTy = nullptr;
    for (Value *Arg : CI.args())
      if ((SrcTy = dataVector(Arg->getType())))
        break;
    if (!checkNameTypes(N, Row, ResTy, SrcTy))
      return nullptr;
    if (CI.arg_size() != Row.NumArgs)
      return fail("it has " + Twine(CI.arg_size()) +
                  " operands; its form has " + Twine(unsigned(Row.NumArgs)));
    Intrinsic::ID ID = Row.Intr;
    if (N.isUnsigned()) {
      if (Row.UDivide)
        return emitUnsignedDivide(B, CI);
      if (Row.SignedOnly)
        return fail(Intrinsic::getBaseName(ID) +
                    " has no form for unsigned elements");
      ID = Row.UIntr;
    }

    // The call's result, and ours: a post-update form returns the updated
    // base too (after the loaded value, if any).
    Type *TheirTy = CI.getType();
    if (Row.Post) {
      auto *ST = dyn_cast<StructType>(TheirTy);
      bool Fits =
          ST ? ST->getNumElements() == 2 && ST->getElementType(1)->isPointerTy()
             : TheirTy->isPointerTy();
      if (!Fits)
        return fail("its post-update form returns the updated base, not " +
                    typeName(TheirTy));
      TheirTy = ST ? ST->getElementType(0) : Type::getVoidTy(Ctx);
    }
    Type *RetTy = ourType(TheirTy, Row.IntOnly);
    if (Row.ResultAsSource && SrcTy && SrcTy != TheirTy) {
      // Ours sums 16-bit integers 32 bits wide into lane 0.
      auto *Src = cast<FixedVectorType>(SrcTy);
      auto *Res = dyn_cast<FixedVectorType>(TheirTy);
      if (Src->getElementType()->isIntegerTy(8) && Res &&
          Res->getElementType()->isIntegerTy(16) &&
          2 * Res->getNumElements() == Src->getNumElements())
        return emitByteSum(B, CI, N.isUnsigned());
      if (!Src->getElementType()->isIntegerTy(16) || !Res ||
          !Res->getElementType()->isIntegerTy(32) ||
          2 * Res->getNumElements() != Src->getNumElements())
        return fail(Intrinsic::getBaseName(ID) + " has no widening form " +
                    typeName(SrcTy) + " to " + typeName(TheirTy) +
                    " (8-bit integers widen to 16 bits, 16-bit to 32)");
      RetTy = SrcTy;
    }

    SmallVector<Value *, 12> Ops;
    std::optional<unsigned> DynamicEvent, DynamicHalf;
    // The values a run-time immediate of ours can take: a switch over them.
    SmallVector<unsigned, 8> EventValues;
    for (unsigned I = 0; I != Row.NumOperands; ++I) {
      uint64_t Word = I < SpecsPerWord ? Row.Operands : Row.Operands2;
      unsigned Spec = (Word >> (OperandSpecBits * (I % SpecsPerWord))) &
                      ((1u << OperandSpecBits) - 1);
      Value *Op = makeOperand(B, CI, N, Row, Spec);
      if (!Op)
        return nullptr;
      unsigned Kind = Spec & ((1u << KindBits) - 1);
      const PTO::HivmField *Field = PTO::lookupHivmField(Kind);
      if (Kind == OpEvent && !isa<ConstantInt>(Op)) {
        DynamicEvent = I;
        for (unsigned Id = PTO::Event_EVENT_ID0; Id <= PTO::Event_EVENT_ID7;
             ++Id)
          EventValues.push_back(Id);
      }
      if (Field && Field->ElemPad && !isa<ConstantInt>(Op)) {
        DynamicEvent = I;
        EventValues = {0, padSizeCode(N)};
      }
      if (Kind == OpHalf && !isa<ConstantInt>(Op))
        DynamicHalf = I;
      Ops.push_back(Op);
    }
    if (DynamicEvent)
      return emitEventSwitch(CI, ID, Ops, *DynamicEvent, EventValues);
    if (Row.PackActive && !packActive(B, CI, Ops))
      return nullptr;
    if (Row.ResultForm != ResultSame)
      return emitResultForm(B, CI, Row, ID, Ops);

    Value *R;
    if (DynamicHalf) {
      // LOWER or HIGHER at run time: both, and a select.
      Value *Part = Ops[*DynamicHalf];
      Ops[*DynamicHalf] = B.getInt32(0);
      Value *Lo = emitCall(B, CI, ID, Ops, RetTy, TheirTy);
      Ops[*DynamicHalf] = B.getInt32(1);
      Value *Hi = Lo ? emitCall(B, CI, ID, Ops, RetTy, TheirTy) : nullptr;
      if (!Hi)
        return nullptr;
      // A vector select on a scalar: vsel with every lane or none (the mask
      // of plt.b8 of 256 or 0 lanes).
      Value *IsHigh =
          B.CreateICmpNE(Part, ConstantInt::get(Part->getType(), 0));
      Value *Plt = B.CreateCall(
          Intrinsic::getDeclaration(&M, Intrinsic::pto_plt_b8),
          {B.CreateSelect(IsHigh, B.getInt64(256), B.getInt64(0))});
      R = emitVsel(B, CI, Hi, Lo, B.CreateExtractValue(Plt, 0));
    } else {
      R = emitCall(B, CI, ID, Ops, RetTy, TheirTy);
    }
    if (R && Row.Merging)
      R = emitMerge(B, CI, Row, R);
    if (R && Row.ZeroBlocks)
      R = emitZeroBlocks(B, CI, R);
    if (R && Row.Post)
      R = emitPostBase(B, CI, Row, R);
    return R;
  }

  /// A call of ours, \p ID with \p Args, returning \p RetTy (null for
  /// the intrinsic's own type); null with Why set if it has no such form.
  Value *callOurs(IRBuilder<> &B, CallBase &CI, Intrinsic::ID ID,
                  ArrayRef<Value *> Args, Type *RetTy) {
    SmallVector<Value *, 6> Ops(Args.begin(), Args.end());
    return emitCall(B, CI, ID, Ops, RetTy, RetTy);
  }

  /// The last mask operand of \p CI, or null.
  static Value *maskOf(CallBase &CI) {
    Value *Mask = nullptr;
    for (Value *Arg : CI.args())
      if (isMask(Arg->getType()))
        Mask = Arg;
    return Mask;
  }

  /// The widening sum of the 8-bit lanes of \p CI (`<128 x i16>
  /// vcadd.v256s8.x(<256 x i8>, pg)`), which ours lacks: inactive lanes
  /// zeroed, both halves extended to 16 bits (zero-extended if \p Unsigned)
  /// and added, and their sum by ours, 32 bits wide in lane 0 of its 16-bit
  /// result, cut to lane 0's 16 bits, which hold it exactly (at most 256
  /// lanes of 8 bits), the other lanes zero as for the 16-bit source.
  Value *emitByteSum(IRBuilder<> &B, CallBase &CI, bool Unsigned) {
    Value *Src = CI.getArgOperand(0), *Mask = maskOf(CI);
    auto *ResTy = cast<FixedVectorType>(CI.getType());
    if (!Mask)
      return fail("its form is (vs, pg)");
    unsigned Half = ResTy->getNumElements();
    Value *Active =
        B.CreateSelect(Mask, Src, Constant::getNullValue(Src->getType()));
    auto *WideTy = FixedVectorType::get(B.getInt16Ty(), 2 * Half);
    Value *Wide =
        Unsigned ? B.CreateZExt(Active, WideTy) : B.CreateSExt(Active, WideTy);
    SmallVector<int, 128> Low, High;
    for (unsigned I = 0; I != Half; ++I) {
      Low.push_back(I);
      High.push_back(Half + I);
    }
    Value *Pairs = B.CreateAdd(B.CreateShuffleVector(Wide, Low),
                               B.CreateShuffleVector(Wide, High));
    Value *All = callOurs(B, CI, Intrinsic::pto_pset_b8,
                          {B.getInt32(PTO::Pattern_PAT_ALL)}, Mask->getType());
    Value *Sum =
        All ? callOurs(B, CI, Intrinsic::pto_vcadd, {Pairs, All}, ResTy)
            : nullptr;
    if (!Sum)
      return nullptr;
    SmallVector<Constant *, 128> Lane0(Half, B.getInt16(0));
    Lane0[0] = B.getInt16(0xffff);
    return B.CreateAnd(Sum, ConstantVector::get(Lane0));
  }

  /// The masked division of unsigned bytes, \p CI, which ours lacks (its
  /// vdiv divides no bytes): lane-wise IR, which the vector lowering widens
  /// to 16 bits; a division by zero gives all ones, as the 16- and 32-bit
  /// forms; inactive lanes are zeroed.
  Value *emitByteDivide(IRBuilder<> &B, CallBase &CI, Value *Mask) {
    auto *VT = cast<FixedVectorType>(CI.getType());
    Value *A = CI.getArgOperand(0), *D = CI.getArgOperand(1);
    Value *ByZero = B.CreateICmpEQ(D, Constant::getNullValue(VT));
    Value *Divisor = B.CreateSelect(ByZero, ConstantInt::get(VT, 1), D);
    Value *Quotient = B.CreateSelect(ByZero, Constant::getAllOnesValue(VT),
                                     B.CreateUDiv(A, Divisor));
    return B.CreateSelect(Mask, Quotient, Constant::getNullValue(VT));
  }

  /// The masked division \p CI of unsigned 16- or 32-bit lanes, which ours
  /// lacks (its vdiv is signed), as our header's __pto_vdiv computes it;
  /// inactive lanes zeroed (PTOAS's .x forms).
  Value *emitUnsignedDivide(IRBuilder<> &B, CallBase &CI) {
    auto *VT = dyn_cast<FixedVectorType>(CI.getType());
    Value *Mask = maskOf(CI);
    if (!VT || CI.arg_size() != 3 || !Mask ||
        CI.getArgOperand(0)->getType() != VT ||
        CI.getArgOperand(1)->getType() != VT ||
        !(VT->getElementType()->isIntegerTy(8) ||
          VT->getElementType()->isIntegerTy(16) ||
          VT->getElementType()->isIntegerTy(32)))
      return fail("its unsigned form divides 8-, 16- or 32-bit lanes: "
                  "(vs1, vs2, pg) of the result's type");
    if (VT->getElementType()->isIntegerTy(8))
      return emitByteDivide(B, CI, Mask);
    auto *Words = FixedVectorType::get(B.getInt32Ty(), 64);
    auto *Floats = FixedVectorType::get(B.getFloatTy(), 64);
    Value *All = callOurs(B, CI, Intrinsic::pto_pset_b8,
                          {B.getInt32(PTO::Pattern_PAT_ALL)}, Mask->getType());
    if (!All)
      return nullptr;
    // Lane-wise ops on words; a null operand propagates.
    auto Op = [&](Intrinsic::ID ID, ArrayRef<Value *> Args,
                  Type *Ty = nullptr) -> Value * {
      if (is_contained(Args, nullptr))
        return nullptr;
      return callOurs(B, CI, ID, Args, Ty ? Ty : Words);
    };
    auto Scalar = [&](uint64_t V) { return B.getInt64(V); };
    Value *A = B.CreateBitCast(CI.getArgOperand(0), Words);
    Value *D = B.CreateBitCast(CI.getArgOperand(1), Words);
    Value *Zero = Constant::getNullValue(Words);
    Value *Q;
    if (VT->getElementType()->isIntegerTy(16)) {
      // Each half of the words divided in f32 (exact below 2^24),
      // truncated; a / 0 saturates to all ones.
      auto Half = [&](Value *X, Value *Y) -> Value * {
        auto ToFloat = [&](Value *V) {
          return Op(Intrinsic::pto_vcvt,
                    {V, B.getInt32(PTO::Round_ROUND_R),
                     B.getInt32(PTO::Sat_RS_DISABLE)},
                    Floats);
        };
        Value *F =
            Op(Intrinsic::pto_vdiv, {ToFloat(X), ToFloat(Y), All}, Floats);
        return Op(Intrinsic::pto_vcvt, {F, B.getInt32(PTO::Round_ROUND_Z),
                                        B.getInt32(PTO::Sat_RS_ENABLE)});
      };
      Value *Even = Half(Op(Intrinsic::pto_vands, {A, Scalar(0xFFFF), All}),
                         Op(Intrinsic::pto_vands, {D, Scalar(0xFFFF), All}));
      Value *Odd = Half(Op(Intrinsic::pto_vshrs_u, {A, Scalar(16), All}),
                        Op(Intrinsic::pto_vshrs_u, {D, Scalar(16), All}));
      Q = Op(Intrinsic::pto_vor,
             {Op(Intrinsic::pto_vands, {Even, Scalar(0xFFFF), All}),
              Op(Intrinsic::pto_vshls, {Odd, Scalar(16), All}), All});
    } else {
      // b >= 2^31: the quotient is a >= b. Else a / 2 divided signed, and
      // the last bit of a decides whether one more b fits.
      Value *One = Op(Intrinsic::pto_vbr, {Scalar(1)});
      Value *BigDivisor =
          Op(Intrinsic::pto_vcmps_u,
             {D, Scalar(0x80000000), All, B.getInt32(PTO::Cmp_ge)},
             Mask->getType());
      Value *BigQuotient =
          Op(Intrinsic::pto_vsel,
             {One, Zero,
              Op(Intrinsic::pto_vcmp_u, {A, D, All, B.getInt32(PTO::Cmp_ge)},
                 Mask->getType())});
      Value *HalfA = Op(Intrinsic::pto_vshrs_u, {A, Scalar(1), All});
      Value *HalfQ = Op(Intrinsic::pto_vdiv, {HalfA, D, All});
      Value *R = Op(Intrinsic::pto_vsub,
                    {HalfA, Op(Intrinsic::pto_vmul, {HalfQ, D, All}), All});
      R = Op(Intrinsic::pto_vor,
             {Op(Intrinsic::pto_vshls, {R, Scalar(1), All}),
              Op(Intrinsic::pto_vands, {A, Scalar(1), All}), All});
      Value *Fits = Op(Intrinsic::pto_vcmp_u,
                       {R, D, All, B.getInt32(PTO::Cmp_ge)}, Mask->getType());
      Q = Op(Intrinsic::pto_vadd,
             {Op(Intrinsic::pto_vshls, {HalfQ, Scalar(1), All}),
              Op(Intrinsic::pto_vsel, {One, Zero, Fits}), All});
      Q = Op(Intrinsic::pto_vsel, {BigQuotient, Q, BigDivisor});
    }
    if (!Q)
      return nullptr;
    // Inactive lanes 0: a vsel of the call's lanes.
    Q = B.CreateBitCast(Q, VT);
    return Op(Intrinsic::pto_vsel, {Q, Constant::getNullValue(VT), Mask}, VT);
  }

  /// Operands 0 and 2 of ours for the call \p CI (data and indices), whose
  /// mask selects the lanes it stores, as ours stores its first lanes: the
  /// active ones packed to the front (vsqz), the lanes after them
  /// repeating the first active one, or with none active the data at
  /// base[0] to base[0] (our header's masked vscatter). Operand 1 is the
  /// base. False with Why set if it cannot be.
  bool packActive(IRBuilder<> &B, CallBase &CI, SmallVectorImpl<Value *> &Ops) {
    Value *Mask = maskOf(CI);
    auto *VT = dyn_cast<FixedVectorType>(Ops[0]->getType());
    if (!Mask || !VT || Ops[2]->getType() != VT) {
      fail("its mask selects the lanes it stores: it needs a mask and data "
           "and indices of one type");
      return false;
    }
    Type *MaskTy = Mask->getType();
    auto Op = [&](Intrinsic::ID ID, ArrayRef<Value *> Args,
                  Type *Ty = nullptr) -> Value * {
      if (is_contained(Args, nullptr))
        return nullptr;
      return callOurs(B, CI, ID, Args, Ty ? Ty : VT);
    };
    Value *All =
        Op(Intrinsic::pto_pset_b8, {B.getInt32(PTO::Pattern_PAT_ALL)}, MaskTy);
    Value *Zero = Constant::getNullValue(VT);
    Value *Packed = Op(Intrinsic::pto_vsqz, {Ops[0], Mask});
    Value *PackedIdx = Op(Intrinsic::pto_vsqz, {Ops[2], Mask});
    // 1 in the lanes that hold an active one.
    Value *Flags =
        Op(Intrinsic::pto_vsqz,
           {Op(Intrinsic::pto_vsel,
               {Op(Intrinsic::pto_vbr, {B.getInt64(1)}), Zero, Mask}),
            Mask});
    auto Lowest = [&](Value *V) {
      return Op(Intrinsic::pto_vdupv,
                {V, All, B.getInt32(PTO::Position_LOWEST)});
    };
    auto NonZero = [&](Value *V) {
      return Op(Intrinsic::pto_vcmps,
                {V, B.getInt64(0), All, B.getInt32(PTO::Cmp_ne)}, MaskTy);
    };
    Value *Front = NonZero(Flags);
    Value *Any = NonZero(Lowest(Flags));
    Value *First =
        Op(Intrinsic::pto_vsel,
           {Lowest(Packed), Op(Intrinsic::pto_vgather2_bc, {Ops[1], Zero, All}),
            Any});
    Value *FirstIdx = Lowest(PackedIdx);
    Value *Data = Op(Intrinsic::pto_vsel, {Packed, First, Front});
    Value *Idx = Op(Intrinsic::pto_vsel, {PackedIdx, FirstIdx, Front});
    if (!Data || !Idx)
      return false;
    Ops[0] = Data;
    Ops[2] = Idx;
    return true;
  }

  /// \p R, the result of ours for the merging form \p CI, with the inactive
  /// lanes of the call's mask (its last mask operand) taken from hivm
  /// operand Row.MergeArg.
  Value *emitMerge(IRBuilder<> &B, CallBase &CI, const PTO::HivmIntrinsic &Row,
                   Value *R) {
    Value *Keep = CI.getArgOperand(Row.MergeArg), *Mask = nullptr;
    for (Value *Arg : CI.args())
      if (isMask(Arg->getType()))
        Mask = Arg;
    if (!Mask || Keep->getType() != R->getType())
      return fail("its merging form keeps operand " +
                  Twine(unsigned(Row.MergeArg)) +
                  " where its mask is inactive: it needs a mask and that "
                  "operand of the result's type");
    // Ours zero the inactive lanes.
    return emitVsel(B, CI, R, Keep, Mask);
  }

  /// The call \p CI of ours, \p ID with \p Ops, whose result is not the
  /// call's (Row.ResultForm): our result type is the intrinsic's, overloaded
  /// by the data vector among \p Ops if at all.
  Value *emitResultForm(IRBuilder<> &B, CallBase &CI,
                        const PTO::HivmIntrinsic &Row, Intrinsic::ID ID,
                        SmallVectorImpl<Value *> &Ops) {
    SmallVector<Type *, 1> Overloads;
    if (Intrinsic::isOverloaded(ID)) {
      for (Value *Op : Ops)
        if (Type *Ty = dataVector(Op->getType())) {
          Overloads.push_back(Ty);
          break;
        }
      if (Overloads.empty())
        return fail(Intrinsic::getBaseName(ID) + " takes a data vector");
    }
    Type *RetTy = Intrinsic::getType(Ctx, ID, Overloads)->getReturnType();
    Value *R = emitCall(B, CI, ID, Ops, RetTy, RetTy);
    if (!R)
      return nullptr;
    Type *I64 = B.getInt64Ty();
    auto *ST = cast<StructType>(RetTy);
    if (Row.ResultForm == ResultFirst) {
      if (ourType(CI.getType(), Row.IntOnly) != ST->getElementType(0))
        return fail("its result is " + Intrinsic::getBaseName(ID) +
                    "'s first, " + typeName(ST->getElementType(0)) + ", not " +
                    typeName(CI.getType()));
      return theirValue(B, B.CreateExtractValue(R, 0), CI.getType());
    }
    // Four 16-bit fields, the first lowest.
    if (CI.getType() != I64)
      return fail("its result packs four 16-bit counters into an i64, not " +
                  typeName(CI.getType()));
    Value *Packed = nullptr;
    for (unsigned I = 0, E = ST->getNumElements(); I != E; ++I) {
      Value *Field = B.CreateAnd(B.CreateExtractValue(R, I), 0xFFFF);
      if (I)
        Field = B.CreateShl(Field, 16 * I);
      Packed = Packed ? B.CreateOr(Packed, Field) : Field;
    }
    return Packed;
  }

  /// \p R, the result of ours for \p CI, with each 32-byte block j zeroed
  /// where b32 lane j of the call's mask (its last mask operand) is
  /// inactive: the ones of vsel(-1, 0, mask) on 32-bit lanes, spread over
  /// their block by vselr with index i / 8, and-ed with \p R.
  Value *emitZeroBlocks(IRBuilder<> &B, CallBase &CI, Value *R) {
    Value *Mask = nullptr;
    for (Value *Arg : CI.args())
      if (isMask(Arg->getType()))
        Mask = Arg;
    auto *VT = dyn_cast<FixedVectorType>(R->getType());
    if (!Mask || !VT)
      return fail("its inactive blocks are zeroed: it needs a mask and a "
                  "vector result");
    auto *Words =
        FixedVectorType::get(B.getInt32Ty(), VT->getPrimitiveSizeInBits() / 32);
    SmallVector<Value *, 3> Ops;
    auto Call = [&](Intrinsic::ID ID, ArrayRef<Value *> Args, Type *RetTy) {
      Ops.assign(Args.begin(), Args.end());
      return emitCall(B, CI, ID, Ops, RetTy, RetTy);
    };
    Value *All = Call(Intrinsic::pto_pset_b32,
                      {B.getInt32(PTO::Pattern_PAT_ALL)}, Mask->getType());
    Value *Ones = Call(Intrinsic::pto_vbr, {B.getInt64(0xFFFFFFFF)}, Words);
    Value *Zeros = Call(Intrinsic::pto_vbr, {B.getInt64(0)}, Words);
    Value *Index = Call(Intrinsic::pto_vci,
                        {B.getInt64(0), B.getInt32(PTO::Order_ASC)}, Words);
    if (!All || !Ones || !Zeros || !Index)
      return nullptr;
    // 32 bytes are 8 words.
    Value *Block =
        Call(Intrinsic::pto_vshrs, {Index, B.getInt64(3), All}, Words);
    Value *Active = Call(Intrinsic::pto_vsel, {Ones, Zeros, Mask}, Words);
    if (!Block || !Active)
      return nullptr;
    Value *Spread = Call(Intrinsic::pto_vselr, {Active, Block}, Words);
    Value *Kept = Spread ? Call(Intrinsic::pto_vand,
                                {B.CreateBitCast(R, Words), Spread, All}, Words)
                         : nullptr;
    return Kept ? B.CreateBitCast(Kept, R->getType()) : nullptr;
  }

  /// Mask ? A : Other, lane by lane (llvm.pto.vsel, which takes integer
  /// vectors), of \p A's type.
  Value *emitVsel(IRBuilder<> &B, CallBase &CI, Value *A, Value *Other,
                  Value *Mask) {
    Type *IntTy = integerTypeOf(A->getType());
    SmallVector<Value *, 3> Ops = {B.CreateBitCast(A, IntTy),
                                   B.CreateBitCast(Other, IntTy), Mask};
    return emitCall(B, CI, Intrinsic::pto_vsel, Ops, IntTy, A->getType());
  }

  /// The result of the post-update form \p CI: \p R, the result of ours
  /// (null for a store), with the updated base.
  Value *emitPostBase(IRBuilder<> &B, CallBase &CI,
                      const PTO::HivmIntrinsic &Row, Value *R) {
    Value *Base = CI.getArgOperand(Row.PostBase);
    Value *Step = CI.getArgOperand(Row.PostStep);
    if (!Base->getType()->isPointerTy() || !Step->getType()->isIntegerTy())
      return fail("its post-update form has a pointer base (operand " +
                  Twine(unsigned(Row.PostBase)) + ") and an integer step " +
                  "(operand " + Twine(unsigned(Row.PostStep)) + ")");
    Value *Bytes;
    if (Row.PostBlocks) // The low 16 bits, in 32-byte blocks.
      Bytes = B.CreateShl(
          B.CreateAnd(B.CreateZExtOrTrunc(Step, B.getInt64Ty()), 0xFFFF), 5);
    else
      Bytes = B.CreateSExtOrTrunc(Step, B.getInt64Ty());
    Value *NewBase = B.CreateGEP(B.getInt8Ty(), Base, Bytes, "hivm.post");
    auto *ST = dyn_cast<StructType>(CI.getType());
    if (!ST)
      return NewBase;
    Value *Pair = B.CreateInsertValue(PoisonValue::get(ST), R, 0);
    return B.CreateInsertValue(Pair, NewBase, 1);
  }

  /// A call of \p ID with \p Ops returning \p RetTy, the result turned back
  /// into \p TheirTy (by default \p CI's type).
  Value *emitCall(IRBuilder<> &B, CallBase &CI, Intrinsic::ID ID,
                  SmallVectorImpl<Value *> &Ops, Type *RetTy,
                  Type *TheirTy = nullptr) {
    // Our immediates are i32 constants.
    AttributeList Attrs = Intrinsic::getAttributes(Ctx, ID);
    for (unsigned I = 0, E = Ops.size(); I != E; ++I) {
      if (!Attrs.hasParamAttr(I, Attribute::ImmArg))
        continue;
      auto *C = dyn_cast<ConstantInt>(Ops[I]);
      if (!C)
        return fail("operand " + Twine(I) + " of " +
                    Intrinsic::getBaseName(ID) + " must be a constant");
      if (!C->getValue().isSignedIntN(32))
        return fail("the constant " + Twine(C->getSExtValue()) +
                    " does not fit operand " + Twine(I) + " of " +
                    Intrinsic::getBaseName(ID));
      Ops[I] = B.getInt32(C->getSExtValue());
    }
    SmallVector<Type *, 8> ParamTys;
    for (Value *Op : Ops)
      ParamTys.push_back(Op->getType());
    FunctionType *FTy = FunctionType::get(RetTy, ParamTys, false);
    SmallVector<Type *, 4> OverloadTys;
    if (!Intrinsic::getIntrinsicSignature(ID, FTy, OverloadTys))
      return fail(Intrinsic::getBaseName(ID) + " has no form " + typeName(FTy));
    Function *Callee = Intrinsic::getDeclaration(&M, ID, OverloadTys);
    CallInst *Call = B.CreateCall(Callee, Ops);
    if (RetTy->isVoidTy())
      return Call;
    return theirValue(B, Call, TheirTy ? TheirTy : CI.getType());
  }

  /// A call of \p ID with \p Ops whose operand \p EventOp, an immediate
  /// of ours, is a run-time value (an event id, a data_select): a switch
  /// over \p Values, a call with each; another value does nothing.
  Value *emitEventSwitch(CallBase &CI, Intrinsic::ID ID,
                         SmallVectorImpl<Value *> &Ops, unsigned EventOp,
                         ArrayRef<unsigned> Values) {
    Value *Event = Ops[EventOp];
    BasicBlock *Head = CI.getParent();
    BasicBlock *Tail = Head->splitBasicBlock(&CI, "hivm.event.done");
    Head->getTerminator()->eraseFromParent();
    IRBuilder<> HB(Head);
    HB.SetCurrentDebugLocation(CI.getDebugLoc());
    SwitchInst *Switch = HB.CreateSwitch(Event, Tail, Values.size());
    for (unsigned Id : Values) {
      BasicBlock *Case =
          BasicBlock::Create(Ctx, "hivm.event", Head->getParent(), Tail);
      IRBuilder<> CB(Case);
      CB.SetCurrentDebugLocation(CI.getDebugLoc());
      Ops[EventOp] = CB.getInt32(Id);
      Value *Call = emitCall(CB, CI, ID, Ops, CI.getType());
      CB.CreateBr(Tail);
      if (!Call)
        return nullptr;
      Switch->addCase(ConstantInt::get(cast<IntegerType>(Event->getType()), Id),
                      Case);
    }
    return Switch;
  }

  /// `vcvt<ff|fi|if|ii>.<src>2<dst>.x(vs, mask, ...)`.
  Value *lowerConversion(IRBuilder<> &B, CallBase &CI, const HivmName &N) {
    const PTO::PTOElemTypeInfo *Src =
        PTO::lookupElemTypeBySuffix(N.CvtSrc->Text);
    const PTO::PTOElemTypeInfo *Dst =
        PTO::lookupElemTypeBySuffix(N.CvtDst->Text);
    const PTO::HivmConversion *Row =
        Src && Dst ? PTO::lookupHivmConversion(Src->Code, Dst->Code) : nullptr;
    if (!Row || N.Stem != Row->Stem)
      return fail("no conversion from " + N.CvtSrc->Text + " to " +
                  N.CvtDst->Text + " is known by that name");
    if (N.Mode != "x")
      return fail("its form has the .x suffix");
    if (CI.arg_size() != Row->NumArgs)
      return fail("it has " + Twine(CI.arg_size()) +
                  " operands; its form has " + Twine(unsigned(Row->NumArgs)) +
                  " (the source, the mask and the round/sat/part modes of "
                  "the pair)");
    auto modeArg = [&](unsigned Arg, unsigned Default) -> Value * {
      return Arg ? CI.getArgOperand(Arg) : B.getInt32(Default);
    };
    Value *VS = CI.getArgOperand(0);
    Value *Round = modeArg(Row->RoundArg, PTO::Round_ROUND_R);
    Value *Sat = modeArg(Row->SatArg, PTO::Sat_RS_DISABLE);
    Value *Part = modeArg(Row->PartArg, PTO::CvtPart_PART_EVEN);
    // The mask is dropped: our conversions convert every lane.
    SmallVector<Value *, 6> Ops;
    switch (Row->Intr) {
    case Intrinsic::pto_vcvt:
      Ops = {VS, Round, Sat};
      break;
    case Intrinsic::pto_vcvt_part:
      Ops = {VS, Round, Sat, Part};
      break;
    case Intrinsic::pto_vcvt_typed:
      Ops = {B.getInt32(Row->DstCode), B.getInt32(Row->SrcCode)};
      Ops.append({VS, Round, Sat, Part});
      break;
    default:
      llvm_unreachable("conversion intrinsics are vcvt, vcvt.part, vcvt.typed");
    }
    return emitCall(B, CI, Row->Intr, Ops, CI.getType());
  }

  /// `SBITSET0/1(i64 value, i64 bit)`: the value with the bit cleared or
  /// set.
  Value *lowerBitSet(IRBuilder<> &B, CallBase &CI, const PTO::HivmBitSet &Row) {
    Type *I64 = B.getInt64Ty();
    if (CI.arg_size() != 2 || CI.getType() != I64 ||
        CI.getArgOperand(0)->getType() != I64 ||
        CI.getArgOperand(1)->getType() != I64)
      return fail("its form is i64 (i64 value, i64 bit)");
    Value *Bit = B.CreateShl(B.getInt64(1), CI.getArgOperand(1));
    if (Row.Value)
      return B.CreateOr(CI.getArgOperand(0), Bit);
    return B.CreateAnd(CI.getArgOperand(0), B.CreateNot(Bit));
  }

  /// The replacement of \p CI, a call of `llvm.hivm.<Text>`; null with Why
  /// set if there is none.
  Value *lower(CallBase &CI, StringRef Text) {
    // The table's index ignores case.
    if (const PTO::HivmScalarBarrier *Row = PTO::lookupHivmScalarBarrier(Text);
        Row && Text == Row->Name) {
      if (CI.arg_size() || !CI.getType()->isVoidTy())
        return fail("its form is void ()");
      return IRBuilder<>(&CI).CreateFence(
          AtomicOrdering::SequentiallyConsistent, SyncScope::SingleThread);
    }
    for (const PTO::HivmForeign &Foreign : PTO::HivmForeignTable)
      if (Text.starts_with(Foreign.Prefix))
        return fail(Twine("it is an intrinsic of ") + Foreign.Unit +
                    ", not of the PTO vector core");
    HivmName N;
    if (!parseHivmName(Text, N))
      return fail("no llvm.pto.* form is known for it");
    IRBuilder<> B(&CI);
    if (N.CvtSrc && N.Stem.starts_with("vcvt"))
      return lowerConversion(B, CI, N);
    if (const PTO::HivmBitSet *Row = PTO::lookupHivmBitSet(N.Stem);
        Row && N.Stem == Row->Stem && N.Text == N.Stem)
      return lowerBitSet(B, CI, *Row);
    // A row for the name's scalar element (`VBS32.V300.f16`), else for any.
    const PTO::HivmIntrinsic *Row =
        N.ScalarElem ? PTO::lookupHivmIntrinsic(N.Stem, N.Gran, N.Post,
                                                N.ScalarElem->Text)
                     : nullptr;
    // The table's index ignores case.
    if (!Row || N.Stem != Row->Stem)
      Row = PTO::lookupHivmIntrinsic(N.Stem, N.Gran, N.Post, "");
    if (!Row || N.Stem != Row->Stem) {
      if (N.Post && PTO::lookupHivmIntrinsic(N.Stem, N.Gran, false, ""))
        return fail("its post-update form is not supported");
      return fail("no llvm.pto.* form is known for it");
    }
    return lowerByTable(B, CI, N, *Row);
  }

  /// Each extractvalue of the struct \p CI returns takes the field from
  /// \p New, the struct rebuilt: PTOAS's align states in it (vldus, pstu)
  /// then come straight from our casts, which PTOFoldRegisterCasts folds.
  static void forwardFields(CallBase &CI, Value *New) {
    for (User *U : make_early_inc_range(CI.users()))
      if (auto *EV = dyn_cast<ExtractValueInst>(U))
        if (Value *Field = FindInsertedValue(New, EV->getIndices())) {
          EV->replaceAllUsesWith(Field);
          EV->eraseFromParent();
        }
  }

  void report(Instruction &At, StringRef Name, const Twine &Msg) {
    Function &F = *At.getFunction();
    Ctx.diagnose(DiagnosticInfoUnsupported(
        F, "'" + Name + "': " + Msg + " (docs/hivm.md)", At.getDebugLoc()));
  }

public:
  explicit HivmLowering(Module &M) : M(M), Ctx(M.getContext()) {}

  bool run() {
    // The calls in program order, so that the errors come in that order.
    // (The verifier lets a function named llvm.* only be called.)
    SmallVector<CallBase *, 32> Calls;
    for (Function &F : M)
      for (Instruction &I : instructions(F))
        if (auto *CI = dyn_cast<CallBase>(&I))
          if (Function *Callee = CI->getCalledFunction();
              Callee && Callee->getName().starts_with(HivmPrefix))
            Calls.push_back(CI);
    for (CallBase *CI : Calls) {
      StringRef Name = CI->getCalledFunction()->getName();
      Why.clear();
      Value *New = lower(*CI, Name.drop_front(HivmPrefix.size()));
      if (!New)
        report(*CI, Name, Why);
      if (New && CI->getType()->isStructTy())
        forwardFields(*CI, New);
      if (!CI->getType()->isVoidTy())
        CI->replaceAllUsesWith(New ? New : PoisonValue::get(CI->getType()));
      CI->eraseFromParent();
      if (auto *I = dyn_cast_or_null<Instruction>(New))
        RecursivelyDeleteTriviallyDeadInstructions(I);
    }
    bool Changed = !Calls.empty();
    for (Function &F : make_early_inc_range(M))
      if (F.getName().starts_with(HivmPrefix) && F.use_empty()) {
        F.eraseFromParent();
        Changed = true;
      }
    return Changed;
  }
};

class PTOLowerHivm : public ModulePass {
public:
  static char ID;
  PTOLowerHivm() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "PTO lower llvm.hivm.* calls";
  }

  bool runOnModule(Module &M) override { return HivmLowering(M).run(); }
};

} // namespace

char PTOLowerHivm::ID = 0;

INITIALIZE_PASS(PTOLowerHivm, DEBUG_TYPE, "PTO lower llvm.hivm.* calls", false,
                false)

ModulePass *llvm::createPTOLowerHivmPass() { return new PTOLowerHivm(); }

PreservedAnalyses PTOLowerHivmPass::run(Module &M, ModuleAnalysisManager &) {
  return HivmLowering(M).run() ? PreservedAnalyses::none()
                               : PreservedAnalyses::all();
}
