//===-- PTOAsmParser.cpp - Parse PTO assembly -----------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The syntax is documented in docs/assembly.md. Operands are registers,
// immediates or symbolic expressions, and memory operands `imm(reg)`.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "TargetInfo/PTOTargetInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCParser/MCAsmLexer.h"
#include "llvm/MC/MCParser/MCParsedAsmOperand.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCValue.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

#define DEBUG_TYPE "pto-asm-parser"

namespace {

class PTOOperand;

class PTOAsmParser : public MCTargetAsmParser {
  SMLoc getLoc() const { return getParser().getTok().getLoc(); }

  bool parseRegister(MCRegister &Reg, SMLoc &StartLoc, SMLoc &EndLoc) override;
  ParseStatus tryParseRegister(MCRegister &Reg, SMLoc &StartLoc,
                               SMLoc &EndLoc) override;
  bool ParseInstruction(ParseInstructionInfo &Info, StringRef Name,
                        SMLoc NameLoc, OperandVector &Operands) override;
  bool MatchAndEmitInstruction(SMLoc IDLoc, unsigned &Opcode,
                               OperandVector &Operands, MCStreamer &Out,
                               uint64_t &ErrorInfo,
                               bool MatchingInlineAsm) override;

  bool parseOperand(OperandVector &Operands, StringRef Mnemonic);
  ParseStatus parseRegisterOperand(OperandVector &Operands);
  bool parseMemoryBase(OperandVector &Operands);
  bool parseUBAddress(OperandVector &Operands, StringRef Mnemonic);

  /// A mode token of one kind (PTOModes.td), such as NORM or PIPE_V.
  template <PTO::PTOModeKindEnum Kind>
  ParseStatus parseModeToken(OperandVector &Operands) {
    return parseModeTokenOfKind(Operands, Kind);
  }
  ParseStatus parseModeTokenOfKind(OperandVector &Operands,
                                   PTO::PTOModeKindEnum Kind);

  /// Checks the assembler leaves to C++: profile-dependent pipes and
  /// set_flag/wait_flag pipe pairs.
  bool validateInstruction(const MCInst &Inst, const OperandVector &Operands);
  /// A diagnostic for a mnemonic with a type suffix the operation lacks.
  std::string describeUnknownMnemonic(StringRef Mnemonic);

#define GET_ASSEMBLER_HEADER
#include "PTOGenAsmMatcher.inc"

public:
  enum PTOMatchResultTy {
    Match_Dummy = FIRST_TARGET_MATCH_RESULT_TY,
#define GET_OPERAND_DIAGNOSTIC_TYPES
#include "PTOGenAsmMatcher.inc"
  };

  PTOAsmParser(const MCSubtargetInfo &STI, MCAsmParser &Parser,
               const MCInstrInfo &MII, const MCTargetOptions &Options)
      : MCTargetAsmParser(Options, STI, MII) {
    // The data directives the PTO printer uses (PTOMCAsmInfo).
    Parser.addAliasForDirective(".half", ".2byte");
    Parser.addAliasForDirective(".word", ".4byte");
    Parser.addAliasForDirective(".dword", ".8byte");
    setAvailableFeatures(ComputeAvailableFeatures(STI.getFeatureBits()));
  }
};

/// A parsed operand: a token, a register or an immediate expression.
class PTOOperand : public MCParsedAsmOperand {
  enum KindTy { Token, Register, Immediate, Mode } Kind;
  StringRef Tok;
  MCRegister Reg;
  const MCExpr *Imm = nullptr;
  PTO::PTOModeKindEnum ModeKind;
  unsigned ModeValue = 0;
  SMLoc StartLoc, EndLoc;

public:
  PTOOperand(KindTy Kind, SMLoc S, SMLoc E)
      : Kind(Kind), StartLoc(S), EndLoc(E) {}

  static std::unique_ptr<PTOOperand> createToken(StringRef Str, SMLoc S) {
    auto Op = std::make_unique<PTOOperand>(Token, S, S);
    Op->Tok = Str;
    return Op;
  }
  static std::unique_ptr<PTOOperand> createReg(MCRegister Reg, SMLoc S,
                                               SMLoc E) {
    auto Op = std::make_unique<PTOOperand>(Register, S, E);
    Op->Reg = Reg;
    return Op;
  }
  static std::unique_ptr<PTOOperand> createImm(const MCExpr *Val, SMLoc S,
                                               SMLoc E) {
    auto Op = std::make_unique<PTOOperand>(Immediate, S, E);
    Op->Imm = Val;
    return Op;
  }

  static std::unique_ptr<PTOOperand>
  createMode(PTO::PTOModeKindEnum Kind, unsigned Value, SMLoc S, SMLoc E) {
    auto Op = std::make_unique<PTOOperand>(Mode, S, E);
    Op->ModeKind = Kind;
    Op->ModeValue = Value;
    return Op;
  }

  bool isToken() const override { return Kind == Token; }
  bool isReg() const override { return Kind == Register; }
  bool isImm() const override { return Kind == Immediate; }
  bool isMem() const override { return false; }

  StringRef getToken() const {
    assert(isToken() && "not a token");
    return Tok;
  }
  MCRegister getReg() const override {
    assert(isReg() && "not a register");
    return Reg;
  }
  const MCExpr *getImm() const {
    assert(isImm() && "not an immediate");
    return Imm;
  }
  SMLoc getStartLoc() const override { return StartLoc; }
  SMLoc getEndLoc() const override { return EndLoc; }

  /// True if this is an immediate that evaluates to a constant in [Lo, Hi].
  bool isConstantIn(int64_t Lo, int64_t Hi) const {
    if (!isImm())
      return false;
    int64_t Value;
    if (!Imm->evaluateAsAbsolute(Value))
      return false;
    return Lo <= Value && Value <= Hi;
  }
  bool isSymbolic() const {
    int64_t Value;
    return isImm() && !Imm->evaluateAsAbsolute(Value);
  }

  bool isSImm32() const {
    return isConstantIn(INT32_MIN, INT32_MAX) || isSymbolic();
  }
  bool isImm32() const {
    return isConstantIn(INT32_MIN, UINT32_MAX) || isSymbolic();
  }
  bool isUImm6() const { return isConstantIn(0, 63); }
  template <int64_t Lo, int64_t Hi> bool isImmInRange() const {
    return isConstantIn(Lo, Hi);
  }
  template <PTO::PTOModeKindEnum K> bool isModeToken() const {
    return Kind == Mode && ModeKind == K;
  }
  PTO::PTOModeKindEnum getModeKind() const { return ModeKind; }
  unsigned getModeValue() const { return ModeValue; }
  bool isPCRelTarget() const {
    // A symbol plus a constant: a difference of symbols cannot be the target
    // of a pc-relative fixup.
    MCValue Value;
    if (isSymbolic())
      return Imm->evaluateAsRelocatable(Value, nullptr, nullptr) &&
             !Value.getSymB();
    int64_t Offset;
    return isImm() && Imm->evaluateAsAbsolute(Offset) && Offset % 8 == 0 &&
           isInt<35>(Offset);
  }

  void addRegOperands(MCInst &Inst, unsigned N) const {
    assert(N == 1 && "invalid number of operands");
    Inst.addOperand(MCOperand::createReg(getReg()));
  }
  void addImmOperands(MCInst &Inst, unsigned N) const {
    assert(N == 1 && "invalid number of operands");
    if (Kind == Mode) {
      Inst.addOperand(MCOperand::createImm(ModeValue));
      return;
    }
    int64_t Value;
    if (Imm->evaluateAsAbsolute(Value))
      Inst.addOperand(MCOperand::createImm(Value));
    else
      Inst.addOperand(MCOperand::createExpr(Imm));
  }

  void print(raw_ostream &OS) const override {
    switch (Kind) {
    case Token:
      OS << "Token: " << Tok;
      break;
    case Register:
      OS << "Reg: " << Reg.id();
      break;
    case Immediate:
      OS << "Imm: " << *Imm;
      break;
    case Mode:
      OS << "Mode: " << PTO::getModeTokenName(ModeKind, ModeValue);
      break;
    }
  }
};

} // namespace

#define GET_REGISTER_MATCHER
#define GET_SUBTARGET_FEATURE_NAME
#define GET_MATCHER_IMPLEMENTATION
#define GET_MNEMONIC_SPELL_CHECKER
#include "PTOGenAsmMatcher.inc"

static MCRegister matchRegister(StringRef Name) {
  MCRegister Reg = MatchRegisterName(Name);
  if (!Reg)
    Reg = MatchRegisterAltName(Name);
  return Reg;
}

bool PTOAsmParser::parseRegister(MCRegister &Reg, SMLoc &StartLoc,
                                 SMLoc &EndLoc) {
  if (!tryParseRegister(Reg, StartLoc, EndLoc).isSuccess())
    return Error(StartLoc, "invalid register name");
  return false;
}

ParseStatus PTOAsmParser::tryParseRegister(MCRegister &Reg, SMLoc &StartLoc,
                                           SMLoc &EndLoc) {
  const AsmToken &Tok = getParser().getTok();
  StartLoc = Tok.getLoc();
  EndLoc = Tok.getEndLoc();
  if (Tok.isNot(AsmToken::Identifier))
    return ParseStatus::NoMatch;
  Reg = matchRegister(Tok.getIdentifier());
  if (!Reg)
    return ParseStatus::NoMatch;
  getParser().Lex();
  return ParseStatus::Success;
}

ParseStatus PTOAsmParser::parseRegisterOperand(OperandVector &Operands) {
  MCRegister Reg;
  SMLoc S, E;
  ParseStatus Res = tryParseRegister(Reg, S, E);
  if (Res.isSuccess())
    Operands.push_back(PTOOperand::createReg(Reg, S, E));
  return Res;
}

// After an immediate: `(reg)` makes it a memory operand.
bool PTOAsmParser::parseMemoryBase(OperandVector &Operands) {
  Operands.push_back(PTOOperand::createToken("(", getLoc()));
  getParser().Lex();
  if (!parseRegisterOperand(Operands).isSuccess())
    return Error(getLoc(), "expected a base register");
  if (getParser().getTok().isNot(AsmToken::RParen))
    return Error(getLoc(), "expected ')'");
  Operands.push_back(PTOOperand::createToken(")", getLoc()));
  getParser().Lex();
  return false;
}

/// True for names shaped like a register of some file: x12, v40, p9, al3,
/// va8. Used to report "invalid register name" instead of an unknown
/// symbol.
static bool looksLikeRegister(StringRef Name) {
  for (StringRef Prefix : {"x", "v", "p", "al", "va"}) {
    if (!Name.starts_with(Prefix))
      continue;
    StringRef Number = Name.drop_front(Prefix.size());
    if (!Number.empty() && all_of(Number, isDigit))
      return true;
  }
  return false;
}

ParseStatus PTOAsmParser::parseModeTokenOfKind(OperandVector &Operands,
                                               PTO::PTOModeKindEnum Kind) {
  SMLoc S = getLoc();
  const AsmToken &Tok = getParser().getTok();
  std::string Name;
  SMLoc E = Tok.getEndLoc();
  if (Tok.is(AsmToken::Identifier)) {
    Name = Tok.getIdentifier().str();
  } else if (Tok.is(AsmToken::Integer) &&
             getLexer().peekTok().is(AsmToken::Identifier) &&
             getLexer().peekTok().getLoc().getPointer() ==
                 Tok.getEndLoc().getPointer()) {
    // Tokens such as 1PT_B8 lex as an integer glued to an identifier.
    Name = (Tok.getString() + getLexer().peekTok().getIdentifier()).str();
    E = getLexer().peekTok().getEndLoc();
    getParser().Lex();
  } else {
    return ParseStatus::NoMatch;
  }
  const PTO::PTOModeToken *Token = PTO::lookupModeTokenByName(Kind, Name);
  // A register here belongs to another form of the instruction.
  if (!Token && matchRegister(Name))
    return ParseStatus::NoMatch;
  if (!Token || StringRef(Token->Name) != Name)
    return Error(S, "unknown " + Twine(PTO::getModeKindDescription(Kind)) +
                        " '" + Name + "'; expected one of " +
                        PTO::listModeTokens(Kind));
  getParser().Lex();
  Operands.push_back(PTOOperand::createMode(Kind, Token->Value, S, E));
  return ParseStatus::Success;
}

// `[` operand {`,` operand} `]`: a UB address.
bool PTOAsmParser::parseUBAddress(OperandVector &Operands, StringRef Mnemonic) {
  Operands.push_back(PTOOperand::createToken("[", getLoc()));
  getParser().Lex();
  do {
    if (parseOperand(Operands, Mnemonic))
      return true;
  } while (parseOptionalToken(AsmToken::Comma));
  if (getParser().getTok().isNot(AsmToken::RBrac))
    return Error(getLoc(), "expected ']'");
  Operands.push_back(PTOOperand::createToken("]", getLoc()));
  getParser().Lex();
  return false;
}

bool PTOAsmParser::parseOperand(OperandVector &Operands, StringRef Mnemonic) {
  // Operands with their own syntax (mode tokens) first.
  ParseStatus Res = MatchOperandParserImpl(Operands, Mnemonic);
  if (Res.isSuccess())
    return false;
  if (Res.isFailure())
    return true;

  if (getParser().getTok().is(AsmToken::LBrac))
    return parseUBAddress(Operands, Mnemonic);

  Res = parseRegisterOperand(Operands);
  if (Res.isSuccess())
    return false;
  if (Res.isFailure())
    return true;

  SMLoc S = getLoc();
  const AsmToken &Tok = getParser().getTok();
  if (Tok.is(AsmToken::Identifier) && looksLikeRegister(Tok.getIdentifier()))
    return Error(S, "invalid register name '" + Tok.getIdentifier() + "'");

  const MCExpr *Expr;
  SMLoc E;
  if (getParser().parseExpression(Expr, E))
    return true;
  Operands.push_back(PTOOperand::createImm(Expr, S, E));
  if (getParser().getTok().is(AsmToken::LParen))
    return parseMemoryBase(Operands);
  return false;
}

bool PTOAsmParser::ParseInstruction(ParseInstructionInfo &Info, StringRef Name,
                                    SMLoc NameLoc, OperandVector &Operands) {
  Operands.push_back(PTOOperand::createToken(Name, NameLoc));
  if (getParser().getTok().is(AsmToken::EndOfStatement)) {
    getParser().Lex();
    return false;
  }
  if (parseOperand(Operands, Name))
    return true;
  while (parseOptionalToken(AsmToken::Comma))
    if (parseOperand(Operands, Name))
      return true;
  if (getParser().getTok().isNot(AsmToken::EndOfStatement)) {
    SMLoc Loc = getLoc();
    getParser().eatToEndOfStatement();
    return Error(Loc, "unexpected token");
  }
  getParser().Lex();
  return false;
}

/// What kind of register \p Reg is, for diagnostics.
static StringRef describeRegister(const MCRegisterInfo &MRI, MCRegister Reg) {
  static const std::pair<unsigned, StringRef> Classes[] = {
      {PTO::GPRRegClassID, "a scalar register"},
      {PTO::VRFRegClassID, "a vector register"},
      {PTO::PRFRegClassID, "a predicate register"},
      {PTO::ARFRegClassID, "an align-state register"},
      {PTO::VARRegClassID, "a vector-address register"}};
  for (auto [ID, Description] : Classes)
    if (MRI.getRegClass(ID).contains(Reg))
      return Description;
  return "a special register";
}

/// The most assembly operands (after the mnemonic) any form of
/// \p Mnemonic has.
static unsigned maxOperandCount(StringRef Mnemonic) {
  unsigned Max = 0;
  for (const MatchEntry &Entry : MatchTable0) {
    if (Entry.getMnemonic() != Mnemonic)
      continue;
    unsigned Count = 0;
    while (Count < std::size(Entry.Classes) &&
           Entry.Classes[Count] != InvalidMatchClass)
      ++Count;
    Max = std::max(Max, Count);
  }
  return Max;
}

std::string PTOAsmParser::describeUnknownMnemonic(StringRef Mnemonic) {
  // vmul.s8: the operation exists, the element type does not.
  auto [Base, Suffix] = Mnemonic.split('.');
  if (!Suffix.empty()) {
    std::string Valid;
    for (const MatchEntry &Entry : MatchTable0) {
      StringRef Name = Entry.getMnemonic();
      if (Name.split('.').first != Base || StringRef(Valid).contains(Name))
        continue;
      Valid += (Valid.empty() ? "" : ", ") + Name.str();
    }
    if (!Valid.empty())
      return ("'" + Base + "' has no form '." + Suffix +
              "'; valid forms: " + Valid)
          .str();
  }
  FeatureBitset FBS = ComputeAvailableFeatures(getSTI().getFeatureBits());
  return "unrecognized instruction mnemonic" +
         PTOMnemonicSpellCheck(Mnemonic, FBS, 0);
}

bool PTOAsmParser::validateInstruction(const MCInst &Inst,
                                       const OperandVector &Operands) {
  bool IsA5 = getSTI().hasFeature(PTO::FeatureA5);
  unsigned Operand;
  if (const char *Message = PTO::checkSyncOperands(
          Inst.getOpcode(),
          [&](unsigned I) { return Inst.getOperand(I).getImm(); }, IsA5,
          Operand))
    return Error(Operands[Operand + 1]->getStartLoc(), Message);
  return false;
}

bool PTOAsmParser::MatchAndEmitInstruction(SMLoc IDLoc, unsigned &Opcode,
                                           OperandVector &Operands,
                                           MCStreamer &Out, uint64_t &ErrorInfo,
                                           bool MatchingInlineAsm) {
  MCInst Inst;
  FeatureBitset MissingFeatures;
  unsigned Result = MatchInstructionImpl(Operands, Inst, ErrorInfo,
                                         MissingFeatures, MatchingInlineAsm);
  StringRef Mnemonic = ((PTOOperand &)*Operands[0]).getToken();
  switch (Result) {
  case Match_Success:
    if (validateInstruction(Inst, Operands))
      return true;
    Inst.setLoc(IDLoc);
    Out.emitInstruction(Inst, getSTI());
    return false;
  case Match_MissingFeature: {
    std::string Profiles;
    for (unsigned I = 0, E = MissingFeatures.size(); I != E; ++I)
      if (MissingFeatures[I])
        Profiles += (Profiles.empty() ? "" : ", ") +
                    std::string(getSubtargetFeatureName(I));
    return Error(IDLoc, "'" + Mnemonic + "' is only available on " + Profiles +
                            " (select it with -mcpu=" + Profiles + ")");
  }
  case Match_MnemonicFail:
    return Error(IDLoc, describeUnknownMnemonic(Mnemonic));
  default:
    break;
  }

  SMLoc ErrorLoc = IDLoc;
  if (ErrorInfo != ~0ULL) {
    if (ErrorInfo >= Operands.size())
      return Error(IDLoc, "too few operands for instruction");
    if (ErrorInfo > maxOperandCount(Mnemonic))
      return Error(Operands[ErrorInfo]->getStartLoc(),
                   "too many operands for instruction");
    ErrorLoc = Operands[ErrorInfo]->getStartLoc();
    if (ErrorLoc == SMLoc())
      ErrorLoc = IDLoc;
  }
  if (const char *Diag = getMatchKindDiag(PTOMatchResultTy(Result)))
    return Error(ErrorLoc, Diag);
  if (ErrorInfo != ~0ULL && Operands[ErrorInfo]->isReg())
    return Error(ErrorLoc, "wrong register class: " +
                               describeRegister(*getContext().getRegisterInfo(),
                                                Operands[ErrorInfo]->getReg()) +
                               " is not valid here");
  return Error(ErrorLoc, "invalid operand for instruction");
}

extern "C" LLVM_EXTERNAL_VISIBILITY void LLVMInitializePTOAsmParser() {
  RegisterMCAsmParser<PTOAsmParser> X(getThePTOTarget());
}
