//===-- PTOInstrFormatsV.td - PTO vector instruction format --*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The vector, predicate, synchronisation and DMA instructions share one word
// layout of named slots (docs/encoding.md):
//
//   63      58 57    53 52    48 47 45 44 42 41  37 36 33 32 30 29 25 24 20 19 15 14 10 9      0
//  +----------+--------+--------+-----+-----+------+-----+-----+-----+-----+-----+-----+--------+
//  |    r6    |   r5   |   r4   | q1  | m1  |  m0  | ty  | q0  | r3  | r2  | r1  | r0  | opcode |
//  +----------+--------+--------+-----+-----+------+-----+-----+-----+-----+-----+-----+--------+
//  |          imm16 (63:48)     |   (imm16 replaces r4-r6 where an instruction has one)
//
//  r0-r6  register slots (5 bits; predicate, align and vaddr registers use
//         values 0-7), r0 is the first result where there is one
//  q0     governing predicate, q1 a second predicate (carry in, seed)
//  ty     element type code (PTOElemType), fixed per instruction; codes
//         from 16 (the 8- and 4-bit floats) keep their fifth bit in bit 63,
//         which only conversions without an immediate use
//  m0 m1  mode tokens (PTOModes.td)
//  imm16  a signed or unsigned immediate
//
// Operands are named by meaning (vd, vs1, pg, base, ...: PTOOperandFields
// below); an instruction puts each into a slot (`let r1 = vs1;`). Every
// other slot is zero and the decoder rejects words where it is not.
//
//===----------------------------------------------------------------------===//

// Element types of vector instructions: the assembly suffix, the code in the
// ty slot, the lane width in bits and the LLVM vector type of a register.
class PTOElemType<string suffix, bits<5> enc, int width, ValueType vt> {
  string Suffix = suffix;
  // The enumerator of PTO::ElemType: F32 for f32, NoElemType for none.
  string EnumName = !if(!eq(suffix, ""), "NoElemType", !toupper(suffix));
  bits<5> Code = enc;
  int Width = width;
  bits<8> WidthBits = width; // Width, for the PTOElemTypes table
  ValueType VT = vt;
  // Mask granularity in TSFlags: 1 b8, 2 b16, 3 b32 (b32 also for 64-bit;
  // b8 for the packed 4-bit floats).
  bits<2> MaskGran = !cond(!le(width, 8) : 1, !eq(width, 16) : 2, true : 3);
}

def NoType : PTOElemType<"", 15, 0, untyped> { let MaskGran = 0; }
def TI8 : PTOElemType<"i8", 0, 8, v256i8>;
def TI16 : PTOElemType<"i16", 1, 16, v128i16>;
def TI32 : PTOElemType<"i32", 2, 32, v64i32>;
def TI64 : PTOElemType<"i64", 3, 64, v32i64>;
def TS8 : PTOElemType<"s8", 4, 8, v256i8>;
def TS16 : PTOElemType<"s16", 5, 16, v128i16>;
def TS32 : PTOElemType<"s32", 6, 32, v64i32>;
def TS64 : PTOElemType<"s64", 7, 64, v32i64>;
def TU8 : PTOElemType<"u8", 8, 8, v256i8>;
def TU16 : PTOElemType<"u16", 9, 16, v128i16>;
def TU32 : PTOElemType<"u32", 10, 32, v64i32>;
def TU64 : PTOElemType<"u64", 11, 64, v32i64>;
def TF16 : PTOElemType<"f16", 12, 16, v128f16>;
def TBF16 : PTOElemType<"bf16", 13, 16, v128bf16>;
def TF32 : PTOElemType<"f32", 14, 32, v64f32>;
// The 8-bit floats (OCP FP8 E4M3 and E5M2, HiFloat8, the OCP MX scale E8M0)
// and the packed pairs of 4-bit floats (OCP MX E2M1, E1M2): conversion
// sources and results only, held in byte vectors (docs/conversions.md).
def TE4M3 : PTOElemType<"e4m3", 16, 8, v256i8>;
def TE5M2 : PTOElemType<"e5m2", 17, 8, v256i8>;
def THIF8 : PTOElemType<"hif8", 18, 8, v256i8>;
def TE8M0 : PTOElemType<"e8m0", 19, 8, v256i8>;
def TE2M1 : PTOElemType<"e2m1", 20, 4, v256i8>;
def TE1M2 : PTOElemType<"e1m2", 21, 4, v256i8>;

// PTO::ElemType (MCTargetDesc/PTOBaseInfo.h) is this enumeration.
def PTOElemTypeEnum : GenericEnum {
  let FilterClass = "PTOElemType";
  let NameField = "EnumName";
  let ValueField = "Code";
}

// Each type's suffix and lane width (PTO::lookupElemType,
// PTO::lookupElemTypeBySuffix): what pto-emu reads them from.
def PTOElemTypes : GenericTable {
  let FilterClass = "PTOElemType";
  let CppTypeName = "PTOElemTypeInfo";
  let Fields = ["Code", "Suffix", "WidthBits"];
  let PrimaryKey = ["Code"];
  let PrimaryKeyName = "lookupElemType";
}
def lookupElemTypeBySuffix : SearchIndex {
  let Table = PTOElemTypes;
  let Key = ["Suffix"];
}

// The pipe an instruction issues to (TSFlags bits 1-0).
class PTOPipe<bits<2> val, string name> {
  bits<2> Value = val;
  string Name = name;
}
def PipeS : PTOPipe<0, "PIPE_S">;
def PipeV : PTOPipe<1, "PIPE_V">;
def PipeMTE2 : PTOPipe<2, "PIPE_MTE2">;
def PipeMTE3 : PTOPipe<3, "PIPE_MTE3">;

// PTO::Pipe (MCTargetDesc/PTOBaseInfo.h) is this enumeration.
def PTOPipeEnum : GenericEnum {
  let FilterClass = "PTOPipe";
  let NameField = "Name";
  let ValueField = "Value";
}

// How an instruction orders the pipes or the cores (TSFlags bits 18-15):
// the pipes carry these out themselves (pto-emu, pipeline-sync.md), and
// PTOAutoSync keeps the pipe ones where they are.
class PTOSyncKind<int value> {
  int Code = value;
}
def SyncNone : PTOSyncKind<0>;
def SyncSetFlag : PTOSyncKind<1>;    // set_flag: signal an event
def SyncWaitFlag : PTOSyncKind<2>;   // wait_flag: consume one
def SyncBarrier : PTOSyncKind<3>;    // pipe_barrier
def SyncGetBuf : PTOSyncKind<4>;     // get_buf: acquire a buffer id
def SyncRlsBuf : PTOSyncKind<5>;     // rls_buf: release it
def SyncMemBar : PTOSyncKind<6>;     // mem_bar: order vector accesses
def SyncCoreSignal : PTOSyncKind<7>; // set_cross_core, set_intra_block
def SyncCoreWait : PTOSyncKind<8>;   // wait_flag_dev, wait_intra_core
def PTOSyncKindEnum : GenericEnum {
  let FilterClass = "PTOSyncKind";
  let ValueField = "Code";
}

// Per-instruction facts shared by codegen, scheduling and the emulator
// (PTOBaseInfo.h decodes them):
//   TSFlags[1:0]  pipe
//   TSFlags[6:2]  element type code (15: none)
//   TSFlags[8:7]  mask granularity (0 none, 1 b8, 2 b16, 3 b32)
//   TSFlags[9]    reads UB        TSFlags[10]  writes UB
//   TSFlags[11]   reads GM        TSFlags[12]  writes GM
//   TSFlags[13]   A5 only         TSFlags[14]  A2/A3 only
//   TSFlags[15]   accesses at most 512 UB bytes from [r1 + r2 or imm]
//   TSFlags[19:16] synchronisation kind (PTOSyncKind)
//   TSFlags[20]   indexed UB access (UBIndexed)
//   TSFlags[21]   runs in PIPE_V order though PIPE_S issues it (VectorOrder)
class PTOFlags {
  PTOPipe Pipe = PipeS;
  PTOElemType EType = NoType;
  bit ReadsUB = 0;
  bit WritesUB = 0;
  bit ReadsGM = 0;
  bit WritesGM = 0;
  bit A5Only = 0;
  bit A2A3Only = 0;
  // The UB bytes the instruction reads or writes start at its base register
  // plus its offset operand (a register or an immediate) and number at most
  // 512 (vldsx2, vstsx2 and the DS load distribution move two registers):
  // PTOInstrInfo::areMemAccessesTriviallyDisjoint compares such accesses.
  bit UBAddressed = 0;
  // The instruction reads or writes base[index] for each lane, the indices
  // unsigned (gathers, scatters): any UB byte from its base register to the
  // end of UB (PTOAccessFootprints.cpp).
  bit UBIndexed = 0;
  PTOSyncKind Sync = SyncNone;
  // Pipe is PIPE_S, but the instruction writes vector state (plt_b32 writes
  // a predicate), so it runs in order with PIPE_V: pto-emu queues it there
  // (docs/emulator.md) while codegen schedules it as the scalar unit's.
  bit VectorOrder = 0;
}

include "PTOIntrinsicForms.td"

// The intrinsic an instruction implements by default: int_pto_<family>
// (the mnemonic without type suffixes), int_pto_<family>_u for unsigned
// element types where that intrinsic exists (IntrinsicsPTO.td).
class PTODefaultIntrinsic<string family, PTOElemType T> {
  defvar base = "int_pto_" # family;
  defvar unsigned = !eq(!substr(T.Suffix, 0, 1), "u");
  string ret = !if(!and(unsigned, !exists<Intrinsic>(base # "_u")),
                   base # "_u", base);
}

// The operand fields shared by many instructions, named by meaning (the
// vocabulary of docs/encoding.md); an instruction declares the rarer ones
// itself. Operands are named after these, and an instruction puts each into
// its slot with `let r1 = vs1;`.
class PTOOperandFields {
  bits<5> vd;        // vector result
  bits<5> vd2;       // second vector result
  bits<5> vs1;       // vector source, the stored vector of a store
  bits<5> vs2;       // second vector source
  bits<5> vacc;      // vector read as accumulator or third source
  bits<5> vidx;      // vector of indices or offsets
  bits<5> pd;        // predicate result
  bits<5> pd2;       // second predicate result
  bits<5> ps1;       // predicate source, the stored predicate of a store
  bits<5> ps2;       // second predicate source
  bits<3> pg;        // governing predicate (masks lanes or selects)
  bits<5> pcarry;    // carry out
  bits<3> pcarry_in; // carry in
  bits<5> xs;        // scalar source of a vector operation
  bits<5> xs1;       // scalar sources of a scalar-pipe operation
  bits<5> xs2;
  bits<5> base;      // UB address register
  bits<5> offset;    // byte offset register added to base
  bits<5> va;        // vector-address register added to base
  bits<5> al;        // align state of an unaligned stream
  bits<5> count;     // element or byte count register
  bits<5> config;    // register of packed configuration fields
  bits<16> imm;      // immediate
  bits<5> dist;      // mode tokens: load or store distribution
  bits<5> round;     // rounding mode
  bits<3> sat;       // saturation
  bits<5> cmp;       // comparison
  bits<5> stride;    // stride mode
  bits<5> post;      // post-update mode (a token, or a register holding it)
}

class PTOVInst<bits<10> opcode, dag outs, dag ins, string asmstr>
    : PTOInst<opcode, outs, ins, asmstr, []>, PTOIntrinsicForm<outs, ins>,
      PTOOperandFields {
  let Intr = PTODefaultIntrinsic<Family, EType>.ret;

  let hasSideEffects = 0;
  let mayLoad = ReadsUB;
  let mayStore = WritesUB;

  // The slots: zero unless the instruction puts an operand there.
  bits<5> r0 = 0;
  bits<5> r1 = 0;
  bits<5> r2 = 0;
  bits<5> r3 = 0;
  bits<5> r4 = 0;
  bits<5> r5 = 0;
  bits<5> r6 = 0;
  bits<3> q0 = 0;
  bits<3> q1 = 0;
  bits<5> m0 = 0;
  bits<3> m1 = 0;
  // Bits 63-48: r4-r6 and the fifth bit of the type code, or a 16-bit
  // immediate (`let imm16 = imm;`).
  bits<16> imm16 = {EType.Code{4}, r6, r5, r4};

  let Inst{14-10} = r0;
  let Inst{19-15} = r1;
  let Inst{24-20} = r2;
  let Inst{29-25} = r3;
  let Inst{32-30} = q0;
  let Inst{36-33} = EType.Code{3-0};
  let Inst{41-37} = m0;
  let Inst{44-42} = m1;
  let Inst{47-45} = q1;
  let Inst{63-48} = imm16;
  defvar hasImm = !foldl(0, !range(!size(ins)), acc, i,
                         !or(acc, !eq(!getdagname(ins, i), "imm")));
  assert !or(!not(EType.Code{4}), !not(hasImm)),
         NAME # ": a type code from 16 needs bit 63, which the immediate uses";

  // The scheduling class follows from the facts above; every result is
  // written with the same latency.
  defvar onMTE = !or(!eq(Pipe.Value, PipeMTE2.Value),
                     !eq(Pipe.Value, PipeMTE3.Value));
  defvar write = !cond(!or(ReadsGM, WritesGM,
                           !and(onMTE, ReadsUB, WritesUB)) : WriteDMA,
                       onMTE : WriteDMAConfig,
                       hasSideEffects : WriteSync,
                       !eq(Pipe.Value, PipeS.Value) : WriteALU,
                       !and(ReadsUB, WritesUB) : WriteVUBToUB,
                       ReadsUB : WriteVLoad,
                       WritesUB : WriteVStore,
                       true : WriteVALU);
  let SchedRW = !listconcat(
      [write], !listsplat(!cast<SchedWrite>(!cast<string>(write) # "Extra"),
                          !if(!gt(!size(outs), 1), !sub(!size(outs), 1), 0)));

  let TSFlags{1-0} = Pipe.Value;
  let TSFlags{6-2} = EType.Code;
  let TSFlags{8-7} = EType.MaskGran;
  let TSFlags{9} = ReadsUB;
  let TSFlags{10} = WritesUB;
  let TSFlags{11} = ReadsGM;
  let TSFlags{12} = WritesGM;
  let TSFlags{13} = A5Only;
  let TSFlags{14} = A2A3Only;
  let TSFlags{15} = UBAddressed;
  let TSFlags{19-16} = Sync.Code;
  let TSFlags{20} = UBIndexed;
  let TSFlags{21} = VectorOrder;
  // A PIPE_S instruction with a vector, predicate, align or vector-address
  // operand says how it is ordered.
  defvar operandClasses =
      !listconcat(!foreach(i, !range(!size(outs)),
                           !cast<string>(!getdagarg<DAGOperand>(outs, i))),
                  !foreach(i, !range(!size(ins)),
                           !cast<string>(!getdagarg<DAGOperand>(ins, i))));
  defvar vectorState = !not(!empty(!filter(c, operandClasses,
      !not(!empty(!filter(v, ["VRF", "PRF", "ARF", "VAR"], !eq(v, c)))))));
  assert !or(!ne(Pipe.Value, PipeS.Value), !not(vectorState), VectorOrder),
         NAME # ": a PIPE_S instruction with vector state operands needs "
              # "VectorOrder";
}
