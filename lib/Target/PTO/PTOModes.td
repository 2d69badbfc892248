//===-- PTOModes.td - PTO mode tokens ----------------------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The readable tokens of the ISA (distribution modes, patterns, pipes, ...)
// and the values that encode them. One table feeds the assembler (token ->
// value), the printer and disassembler (value -> token), the emulator and the
// documentation (docs/assembly.md lists every kind with its tokens).
//
// Load and store distribution codes are the ISA's `dist` immediates
// (vector-isa-beyond-seeds.md section 4.4); the other codes are the
// project's choice (docs/encoding.md).
//
//===----------------------------------------------------------------------===//

include "llvm/TableGen/SearchableTable.td"

// A set of tokens one operand accepts.
// Code is the enumerator value (PTO::PTOModeKindEnum); intrinsic selection
// records it for the operands it checks (PTOIntrinsicForms.td).
class PTOModeKind<int enumValue, string desc> {
  // 1 + Code must stay below the immediate-range check codes (25 and up).
  assert !le(enumValue, 23), "too many mode kinds for PTOImmCheck's codes";
  int Code = enumValue;
  string Description = desc;
  PTOModeKind Kind = !cast<PTOModeKind>(NAME);
}

def ModeLoadDist : PTOModeKind<0, "vector load distribution">;
def ModeLoadDistX2 : PTOModeKind<1, "dual-load (deinterleave) distribution">;
def ModeStoreDist : PTOModeKind<2, "vector store distribution">;
def ModeStoreDistX2 : PTOModeKind<3, "dual-store (interleave) distribution">;
def ModeStride : PTOModeKind<4, "stride mode">;
def ModePredLoadDist : PTOModeKind<5, "predicate load distribution">;
def ModePredStoreDist : PTOModeKind<6, "predicate store distribution">;
def ModePostUpdate : PTOModeKind<7, "post-update mode">;
def ModePattern : PTOModeKind<8, "predicate pattern">;
def ModePart : PTOModeKind<9, "part">;
def ModeCmp : PTOModeKind<10, "compare mode">;
def ModeRound : PTOModeKind<11, "round mode">;
def ModeSat : PTOModeKind<12, "saturation mode">;
def ModeCvtPart : PTOModeKind<13, "conversion part">;
def ModeEvenOdd : PTOModeKind<14, "even/odd part">;
def ModeOrder : PTOModeKind<15, "index order">;
def ModePosition : PTOModeKind<16, "duplicate position">;
def ModeSetFlagPipe : PTOModeKind<17, "set_flag/wait_flag pipe">;
def ModeBarrierPipe : PTOModeKind<18, "pipe_barrier pipe">;
def ModeBufPipe : PTOModeKind<19, "buffer pipe">;
def ModeEvent : PTOModeKind<20, "event id">;
def ModeMemBar : PTOModeKind<21, "memory barrier kind">;
def ModeSPR : PTOModeKind<22, "special register">;
def ModeCvtQuarter : PTOModeKind<23, "conversion quarter">;

def PTOModeKindEnum : GenericEnum {
  let FilterClass = "PTOModeKind";
  let ValueField = "Code";
}

def PTOModeKinds : GenericTable {
  let FilterClass = "PTOModeKind";
  let Fields = ["Kind", "Description"];
  string TypeOf_Kind = "PTOModeKindEnum";
  let PrimaryKey = ["Kind"];
  let PrimaryKeyName = "lookupModeKind";
}

class PTOModeToken<PTOModeKind kind, string name, int value> {
  PTOModeKind Kind = kind;
  string Name = name;
  bits<8> Value = value;
  int Imm = value; // the operand value in selection patterns
}

def PTOModeTokens : GenericTable {
  let FilterClass = "PTOModeToken";
  let Fields = ["Kind", "Name", "Value"];
  string TypeOf_Kind = "PTOModeKindEnum";
  let PrimaryKey = ["Kind", "Value"];
  let PrimaryKeyName = "lookupModeTokenByValue";
}

// Every token as an enumerator named by its record (Round_ROUND_A,
// Cmp_lt): what code that interprets operands (pto-emu) compares against.
def PTOModeTokenEnum : GenericEnum {
  let FilterClass = "PTOModeToken";
  let ValueField = "Imm";
}

def lookupModeTokenByName : SearchIndex {
  let Table = PTOModeTokens;
  let Key = ["Kind", "Name"];
}

// One record per token of a kind.
multiclass ModeTokens<PTOModeKind kind, list<string> names,
                      list<int> values> {
  foreach I = !range(!size(names)) in
  def _ # names[I] : PTOModeToken<kind, names[I], values[I]>;
}

defm LoadDist : ModeTokens<ModeLoadDist,
  ["NORM", "BRC_B8", "BRC_B16", "BRC_B32", "US_B8", "US_B16", "DS_B8",
   "DS_B16", "UNPK_B8", "UNPK_B16", "BLK", "E2B_B16", "E2B_B32", "UNPK_B32",
   "DINTLV_B32", "UNPK4", "SPLT4CHN_B8", "SPLT2CHN_B8", "SPLT2CHN_B16"],
  [0, 1, 2, 3, 6, 7, 8, 9, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]>;
defm LoadDistX2 : ModeTokens<ModeLoadDistX2,
  ["BDINTLV", "DINTLV_B8", "DINTLV_B16", "DINTLV_B32"], [10, 11, 12, 19]>;
defm StoreDist : ModeTokens<ModeStoreDist,
  ["NORM_B8", "NORM_B16", "NORM_B32", "1PT_B8", "1PT_B16", "1PT_B32",
   "PK_B16", "PK_B32", "PK_B64", "PK4_B32", "MRG4CHN_B8", "MRG2CHN_B8",
   "MRG2CHN_B16"],
  [0, 1, 2, 3, 4, 5, 6, 7, 10, 12, 13, 14, 15]>;
defm StoreDistX2 : ModeTokens<ModeStoreDistX2,
  ["INTLV_B8", "INTLV_B16", "INTLV_B32"], [8, 9, 11]>;
defm Stride : ModeTokens<ModeStride,
  ["STRIDE_S3_B16", "STRIDE_S4_B64", "STRIDE_S8_B32", "STRIDE_S2_B64"],
  [0, 1, 2, 3]>;
defm PredLoadDist : ModeTokens<ModePredLoadDist, ["NORM", "US", "DS"],
                               [0, 1, 2]>;
defm PredStoreDist : ModeTokens<ModePredStoreDist, ["NORM", "PK"], [0, 1]>;
defm PostUpdate : ModeTokens<ModePostUpdate,
                             ["NO_POST_UPDATE", "POST_UPDATE"], [0, 1]>;
defm Pattern : ModeTokens<ModePattern,
  ["PAT_ALL", "PAT_ALLF", "PAT_H", "PAT_Q", "PAT_VL1", "PAT_VL2", "PAT_VL3",
   "PAT_VL4", "PAT_VL8", "PAT_VL16", "PAT_VL32", "PAT_VL64", "PAT_VL128",
   "PAT_M3", "PAT_M4"],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]>;
defm Part : ModeTokens<ModePart, ["LOWER", "HIGHER"], [0, 1]>;
defm Cmp : ModeTokens<ModeCmp, ["eq", "ne", "lt", "le", "gt", "ge"],
                      [0, 1, 2, 3, 4, 5]>;
defm Round : ModeTokens<ModeRound,
  ["ROUND_R", "ROUND_A", "ROUND_F", "ROUND_C", "ROUND_Z", "ROUND_O"],
  [0, 1, 2, 3, 4, 5]>;
defm Sat : ModeTokens<ModeSat, ["RS_DISABLE", "RS_ENABLE"], [0, 1]>;
defm CvtPart : ModeTokens<ModeCvtPart, ["PART_EVEN", "PART_ODD"], [0, 1]>;
// The quarter of each 4-wide group of narrow lanes a 4:1 conversion writes
// or reads (f32 <-> 8-bit, bf16 <-> packed 4-bit).
defm CvtQuarter : ModeTokens<ModeCvtQuarter,
                             ["PART_P0", "PART_P1", "PART_P2", "PART_P3"],
                             [0, 1, 2, 3]>;
defm EvenOdd : ModeTokens<ModeEvenOdd, ["EVEN", "ODD"], [0, 1]>;
defm Order : ModeTokens<ModeOrder, ["ASC", "DESC"], [0, 1]>;
defm Position : ModeTokens<ModePosition, ["LOWEST", "HIGHEST"], [0, 1]>;
// Pipes: PIPE_S 0, PIPE_V 1, PIPE_MTE2 2, PIPE_MTE3 3 (docs/builtins.md).
// On A5, PIPE_V is no pipe_barrier pipe: the assembler checks the profile
// (PTOInstrSync.td).
defm SetFlagPipe : ModeTokens<ModeSetFlagPipe,
                              ["PIPE_S", "PIPE_V", "PIPE_MTE2", "PIPE_MTE3"],
                              [0, 1, 2, 3]>;
// PIPE_ALL: every pipe finishes what was issued to it before the scalar
// unit goes on.
defm BarrierPipe : ModeTokens<ModeBarrierPipe,
                              ["PIPE_V", "PIPE_MTE2", "PIPE_MTE3", "PIPE_ALL"],
                              [1, 2, 3, 7]>;
defm BufPipe : ModeTokens<ModeBufPipe, ["PIPE_V", "PIPE_MTE2", "PIPE_MTE3"],
                          [1, 2, 3]>;
defm Event : ModeTokens<ModeEvent,
  ["EVENT_ID0", "EVENT_ID1", "EVENT_ID2", "EVENT_ID3", "EVENT_ID4",
   "EVENT_ID5", "EVENT_ID6", "EVENT_ID7"],
  [0, 1, 2, 3, 4, 5, 6, 7]>;
defm MemBar : ModeTokens<ModeMemBar,
  ["VV_ALL", "VST_VLD", "VLD_VST", "VST_VST", "VS_ALL", "VST_LD", "VLD_ST",
   "VST_ST", "SV_ALL", "ST_VLD", "LD_VST", "ST_VST"],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]>;
defm SPRName : ModeTokens<ModeSPR, ["AR"], [0]>;
