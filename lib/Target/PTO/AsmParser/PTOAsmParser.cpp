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

  bool parseOperand(OperandVector &Operands);
  ParseStatus parseRegisterOperand(OperandVector &Operands);
  bool parseMemoryBase(OperandVector &Operands);

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
  enum KindTy { Token, Register, Immediate } Kind;
  StringRef Tok;
  MCRegister Reg;
  const MCExpr *Imm = nullptr;
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
  bool isPCRelTarget() const {
    if (isSymbolic())
      return true;
    int64_t Value;
    return isImm() && Imm->evaluateAsAbsolute(Value) && Value % 8 == 0 &&
           isInt<35>(Value);
  }

  void addRegOperands(MCInst &Inst, unsigned N) const {
    assert(N == 1 && "invalid number of operands");
    Inst.addOperand(MCOperand::createReg(getReg()));
  }
  void addImmOperands(MCInst &Inst, unsigned N) const {
    assert(N == 1 && "invalid number of operands");
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

bool PTOAsmParser::parseOperand(OperandVector &Operands) {
  ParseStatus Res = parseRegisterOperand(Operands);
  if (Res.isSuccess())
    return false;
  if (Res.isFailure())
    return true;

  // A register name that is not one: report it as such rather than as an
  // unknown symbol.
  SMLoc S = getLoc();
  const AsmToken &Tok = getParser().getTok();
  if (Tok.is(AsmToken::Identifier)) {
    StringRef Name = Tok.getIdentifier();
    if (Name.size() > 1 && (Name[0] == 'x' || Name[0] == 'v') &&
        all_of(Name.drop_front(), isDigit))
      return Error(S, "invalid register name '" + Name + "'");
  }

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
  if (parseOperand(Operands))
    return true;
  while (parseOptionalToken(AsmToken::Comma))
    if (parseOperand(Operands))
      return true;
  if (getParser().getTok().isNot(AsmToken::EndOfStatement)) {
    SMLoc Loc = getLoc();
    getParser().eatToEndOfStatement();
    return Error(Loc, "unexpected token");
  }
  getParser().Lex();
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
  switch (Result) {
  case Match_Success:
    Inst.setLoc(IDLoc);
    Out.emitInstruction(Inst, getSTI());
    return false;
  case Match_MissingFeature: {
    std::string Msg = "instruction requires:";
    for (unsigned I = 0, E = MissingFeatures.size(); I != E; ++I)
      if (MissingFeatures[I])
        Msg += std::string(" ") + getSubtargetFeatureName(I);
    return Error(IDLoc, Msg);
  }
  case Match_MnemonicFail: {
    FeatureBitset FBS = ComputeAvailableFeatures(getSTI().getFeatureBits());
    std::string Suggestion =
        PTOMnemonicSpellCheck(((PTOOperand &)*Operands[0]).getToken(), FBS, 0);
    return Error(IDLoc, "unrecognized instruction mnemonic" + Suggestion);
  }
  default:
    break;
  }

  SMLoc ErrorLoc = IDLoc;
  if (ErrorInfo != ~0ULL) {
    if (ErrorInfo >= Operands.size())
      return Error(IDLoc, "too few operands for instruction");
    ErrorLoc = Operands[ErrorInfo]->getStartLoc();
    if (ErrorLoc == SMLoc())
      ErrorLoc = IDLoc;
  }
  if (const char *Diag = getMatchKindDiag(PTOMatchResultTy(Result)))
    return Error(ErrorLoc, Diag);
  return Error(ErrorLoc, "invalid operand for instruction");
}

extern "C" LLVM_EXTERNAL_VISIBILITY void LLVMInitializePTOAsmParser() {
  RegisterMCAsmParser<PTOAsmParser> X(getThePTOTarget());
}
