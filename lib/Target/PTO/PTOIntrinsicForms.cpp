//===-- PTOIntrinsicForms.cpp - Instructions of llvm.pto.* calls ----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PTOIntrinsicForms.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTORegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsPTO.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace llvm {
namespace PTO {

struct PTOImmRange {
  unsigned CheckCode;
  unsigned Width;
  bool Signed;
};

#define GET_PTOImmRanges_DECL
#define GET_PTOImmRanges_IMPL
#include "PTOGenSearchableTables.inc"

struct PTOIntrinsicForm {
  unsigned IntrRec;
  unsigned Self;
  uint8_t VTs;
  uint8_t SrcVTs;
  uint64_t ImmChecks;
  bool TypeCodeArgs;
  uint8_t DstCode;
  uint8_t SrcCode;
};

#define GET_PTOIntrinsicForms_DECL
#define GET_PTOIntrinsicForms_IMPL
#include "PTOGenSearchableTables.inc"

} // namespace PTO
} // namespace llvm

namespace {

constexpr unsigned ImmCheckBits = 5;

/// A vector that lives in a vector register: not a mask (<256 x i1>).
bool isDataVector(EVT VT) { return VT.isVector() && VT != MVT::v256i1; }

/// The bit of \p VT in a vector-type mask: its position in VRF's types.
unsigned vectorTypeBit(EVT VT, const TargetRegisterInfo &TRI) {
  if (VT == EVT() || !VT.isSimple())
    return 0;
  unsigned Index = 0;
  for (auto I = TRI.legalclasstypes_begin(PTO::VRFRegClass),
            E = TRI.legalclasstypes_end(PTO::VRFRegClass);
       I != E; ++I, ++Index)
    if (MVT(*I) == VT.getSimpleVT())
      return 1u << Index;
  return 0;
}

/// Whether \p Value passes immediate check \p Check; else the reason.
bool passesImmCheck(unsigned Check, int64_t Value, std::string &Why) {
  raw_string_ostream OS(Why);
  auto inRange = [&](int64_t Lo, int64_t Hi) {
    if (Value >= Lo && Value <= Hi)
      return true;
    OS << Value << " is not in the range [" << Lo << ", " << Hi << "]";
    return false;
  };
  if (const PTO::PTOImmRange *Range = PTO::lookupImmRange(Check))
    return Range->Signed ? inRange(minIntN(Range->Width), maxIntN(Range->Width))
                         : inRange(0, maxUIntN(Range->Width));
  auto Kind = static_cast<PTO::PTOModeKindEnum>(Check - 1);
  if (Value >= 0 && Value < 256 && PTO::lookupModeTokenByValue(Kind, Value))
    return true;
  OS << Value << " is not a valid " << PTO::getModeKindDescription(Kind) << " ("
     << PTO::listModeTokens(Kind) << ")";
  return false;
}

} // namespace

bool PTO::isPTOIntrinsicNode(const SDNode *N) {
  unsigned Opc = N->getOpcode();
  if (Opc != ISD::INTRINSIC_WO_CHAIN && Opc != ISD::INTRINSIC_W_CHAIN &&
      Opc != ISD::INTRINSIC_VOID)
    return false;
  unsigned ID = getIntrinsicNodeID(N);
  return ID > Intrinsic::not_intrinsic && ID < Intrinsic::num_intrinsics &&
         Intrinsic::getBaseName(ID).starts_with("llvm.pto.");
}

bool PTO::isTableSelectedIntrinsic(unsigned ID) {
  return !lookupIntrinsicForms(ID).empty();
}

/// Whether an instruction intrinsic \p ID selects has TSFlags bit \p Flag.
static bool anyFormHas(unsigned ID, const MCInstrInfo &MII, uint64_t Flag) {
  return llvm::any_of(PTO::lookupIntrinsicForms(ID),
                      [&](const PTO::PTOIntrinsicForm &F) {
                        return MII.get(F.Self).TSFlags & Flag;
                      });
}

bool PTO::isUBAddressedIntrinsic(unsigned ID, const MCInstrInfo &MII) {
  return anyFormHas(ID, MII, TSF::UBAddressed);
}

bool PTO::isUBIndexedIntrinsic(unsigned ID, const MCInstrInfo &MII) {
  return anyFormHas(ID, MII, TSF::UBIndexed);
}

std::optional<uint64_t> PTO::getIntrinsicMemoryFlags(unsigned ID,
                                                     const MCInstrInfo &MII) {
  constexpr uint64_t Kept = TSF::PipeMask << TSF::PipeShift | TSF::ReadsUB |
                            TSF::WritesUB | TSF::ReadsGM | TSF::WritesGM;
  // The DMA copies are selected by patterns (PTOInstrSync.td).
  switch (ID) {
  case Intrinsic::pto_copy_gm_to_ubuf:
    return MII.get(PTO::COPY_GM_TO_UBUF).TSFlags & Kept;
  case Intrinsic::pto_copy_ubuf_to_gm:
    return MII.get(PTO::COPY_UBUF_TO_GM).TSFlags & Kept;
  case Intrinsic::pto_copy_ubuf_to_ubuf:
    return MII.get(PTO::COPY_UBUF_TO_UBUF).TSFlags & Kept;
  default:
    break;
  }
  if (!isUBAddressedIntrinsic(ID, MII))
    return std::nullopt;
  std::optional<uint64_t> Flags;
  for (const PTOIntrinsicForm &F : lookupIntrinsicForms(ID)) {
    uint64_t Form = MII.get(F.Self).TSFlags;
    if (!(Form & TSF::UBAddressed))
      continue;
    if (Flags && getPipe(*Flags) != getPipe(Form))
      return std::nullopt;
    Flags = Flags.value_or(0) | (Form & Kept);
  }
  return Flags;
}

unsigned PTO::getIntrinsicNodeID(const SDNode *N) {
  return N->getConstantOperandVal(
      N->getOpcode() == ISD::INTRINSIC_WO_CHAIN ? 0 : 1);
}

unsigned PTO::getFirstIntrinsicArg(const SDNode *N) {
  return N->getOpcode() == ISD::INTRINSIC_WO_CHAIN ? 1 : 2;
}

bool PTO::readsOnlyControlState(const Instruction &I) {
  const auto *Call = dyn_cast<CallBase>(&I);
  return Call && Call->onlyReadsMemory() &&
         Call->onlyAccessesInaccessibleMemory() && !Call->mayHaveSideEffects();
}

unsigned PTO::getNumTypeCodeArgs(unsigned ID) {
  auto Forms = lookupIntrinsicForms(ID);
  return !Forms.empty() && Forms.begin()->TypeCodeArgs ? 2 : 0;
}

/// The element type code operand \p Arg of \p N, -1 when not a constant.
static int64_t typeCodeArg(const SDNode *N, unsigned Arg) {
  auto *C = dyn_cast<ConstantSDNode>(N->getOperand(Arg));
  return C ? C->getSExtValue() : -1;
}

/// The name of element type code \p Code ("e4m3"), or the number.
static std::string elemTypeName(int64_t Code) {
  if (Code >= 0 && Code < 256)
    if (const PTO::PTOElemTypeInfo *Info = PTO::lookupElemType(Code))
      if (*Info->Suffix)
        return Info->Suffix;
  return "type code " + std::to_string(Code);
}

/// Why no form of a type-coded intrinsic converts \p Src to \p Dst: the
/// pair and the forms from the same source type.
static std::string noTypedForm(StringRef Name, unsigned ID, int64_t Dst,
                               int64_t Src) {
  std::string Why = "'" + Name.str() + "' has no form from " +
                    elemTypeName(Src) + " to " + elemTypeName(Dst);
  std::string From;
  for (const PTO::PTOIntrinsicForm &Form : PTO::lookupIntrinsicForms(ID))
    if (Form.SrcCode == Src)
      From += (From.empty() ? "" : ", ") + elemTypeName(Form.DstCode);
  if (!From.empty())
    Why += " (from " + elemTypeName(Src) + ": " + From + ")";
  return Why;
}

unsigned PTO::findIntrinsicInstruction(const SDNode *N,
                                       const TargetSubtargetInfo &STI,
                                       std::string &Why) {
  const TargetRegisterInfo &TRI = *STI.getRegisterInfo();
  const TargetInstrInfo &TII = *STI.getInstrInfo();
  bool IsA5 = STI.hasFeature(PTO::FeatureA5);
  unsigned ID = getIntrinsicNodeID(N);
  unsigned TypeCodeArgs = getNumTypeCodeArgs(ID);
  unsigned FirstArg = getFirstIntrinsicArg(N);
  std::string Name = Intrinsic::getBaseName(ID).str();
  int64_t DstCode = TypeCodeArgs ? typeCodeArg(N, FirstArg) : -1;
  int64_t SrcCode = TypeCodeArgs ? typeCodeArg(N, FirstArg + 1) : -1;
  bool TypedPairExists = false;
  // The instruction's inputs follow the type codes.
  FirstArg += TypeCodeArgs;

  // The overloaded types: of the first vector result (else the first
  // vector operand), and of the first vector operand.
  EVT VT, SrcVT;
  for (unsigned I = 0, E = N->getNumValues(); I != E && VT == EVT(); ++I)
    if (isDataVector(N->getValueType(I)))
      VT = N->getValueType(I);
  for (unsigned I = FirstArg, E = N->getNumOperands(); I != E; ++I)
    if (isDataVector(N->getOperand(I).getValueType())) {
      SrcVT = N->getOperand(I).getValueType();
      break;
    }
  if (VT == EVT())
    VT = SrcVT;
  bool CheckTypes = Intrinsic::isOverloaded(ID);
  unsigned VTBit = vectorTypeBit(VT, TRI);
  unsigned SrcBit = vectorTypeBit(SrcVT, TRI);
  if (CheckTypes && (!VTBit || (SrcVT != EVT() && !SrcBit))) {
    // Overloaded on a type no vector register holds (a mask, an odd or
    // narrower vector).
    EVT Bad = VTBit ? SrcVT : VT;
    if (Bad == EVT())
      Bad = N->getValueType(0) != MVT::Other
                ? N->getValueType(0)
                : N->getOperand(FirstArg).getValueType();
    Why = "'" + Name + "' is not available for " + Bad.getEVTString() +
          " (vector operands must be 2048-bit vectors)";
    return 0;
  }

  const PTOIntrinsicForm *Best = nullptr;
  unsigned BestImmediates = 0;
  std::string ImmWhy;
  const char *MissingProfile = nullptr;
  for (const PTOIntrinsicForm &Form : lookupIntrinsicForms(ID)) {
    uint64_t TSFlags = TII.get(Form.Self).TSFlags;
    if ((TSFlags & TSF::A2A3Only) && IsA5) {
      MissingProfile = "a2a3";
      continue;
    }
    if ((TSFlags & TSF::A5Only) && !IsA5) {
      MissingProfile = "a5";
      continue;
    }
    if (TypeCodeArgs) {
      if (Form.DstCode != DstCode || Form.SrcCode != SrcCode)
        continue;
      TypedPairExists = true;
    }
    if (CheckTypes &&
        (!(Form.VTs & VTBit) || (SrcVT != EVT() && !(Form.SrcVTs & SrcBit))))
      continue;
    bool Passes = true;
    unsigned Immediates = 0;
    for (unsigned Arg = 0; FirstArg + Arg < N->getNumOperands(); ++Arg) {
      unsigned Check = (Form.ImmChecks >> (ImmCheckBits * Arg)) &
                       maskTrailingOnes<uint64_t>(ImmCheckBits);
      if (Check == 0) // a register
        continue;
      auto *C = dyn_cast<ConstantSDNode>(N->getOperand(FirstArg + Arg));
      std::string Reason;
      if (!C || !passesImmCheck(Check, C->getSExtValue(), Reason)) {
        // A register form may take a non-constant operand; the reason
        // only matters when nothing does.
        if (!Reason.empty() && ImmWhy.empty())
          ImmWhy =
              "'" + Name + "' operand " + std::to_string(Arg) + ": " + Reason;
        Passes = false;
        break;
      }
      ++Immediates;
    }
    if (Passes && (!Best || Immediates > BestImmediates)) {
      Best = &Form;
      BestImmediates = Immediates;
    }
  }
  if (Best) {
    unsigned Operand;
    unsigned NumDefs = TII.get(Best->Self).getNumDefs();
    if (const char *Message = checkSyncOperands(
            Best->Self,
            [&](unsigned I) {
              auto *C = dyn_cast<ConstantSDNode>(
                  N->getOperand(FirstArg + I - NumDefs));
              return C ? C->getSExtValue() : -1;
            },
            IsA5, Operand)) {
      Why = "'" + Name + "': " + Message;
      return 0;
    }
    return Best->Self;
  }
  if (MissingProfile) {
    Why = "'" + Name + "' is only available on " + MissingProfile +
          " (select it with -mcpu=" + MissingProfile + ")";
    return 0;
  }
  if (!ImmWhy.empty()) {
    Why = ImmWhy;
    return 0;
  }
  if (TypeCodeArgs && !TypedPairExists) {
    Why = noTypedForm(Name, ID, DstCode, SrcCode);
    return 0;
  }
  Why = "'" + Name + "' is not available";
  if (SrcVT != EVT() && VT != SrcVT)
    Why += " from " + SrcVT.getEVTString() + " to " + VT.getEVTString();
  else if (VT != EVT())
    Why += " for " + VT.getEVTString();
  return 0;
}
