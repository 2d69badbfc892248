//===-- PTORegisterInfo.td - PTO register definitions ------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The register files of the PTO vector core (docs/registers.md):
//   x0-x31   64-bit scalar registers (x0 reads as zero)
//   v0-v31   2048-bit vector registers, all seven element types
//   p0-p7    256-bit predicate registers (one bit per byte of a vector)
//   al0-al7  32-byte align-state registers of unaligned load/store streams
//
//===----------------------------------------------------------------------===//

class PTOReg<bits<16> Enc, string n, list<string> alt = []> : Register<n> {
  let HWEncoding = Enc;
  let AltNames = alt;
  let Namespace = "PTO";
}

let Namespace = "PTO" in
def ABIRegAltName : RegAltNameIndex;

// Scalar registers, with the ABI names of docs/abi.md as alternatives.
foreach I = 0...31 in {
  defvar ABIName = !cond(!eq(I, 0) : "zero",
                         !eq(I, 1) : "ra",
                         !eq(I, 2) : "sp",
                         !eq(I, 3) : "fp",
                         true : "x" # I);
  let RegAltNameIndices = [ABIRegAltName] in
  def X#I : PTOReg<I, "x"#I, [ABIName]>, DwarfRegNum<[I]>;
}

foreach I = 0...31 in
def V#I : PTOReg<I, "v"#I>, DwarfRegNum<[!add(32, I)]>;

foreach I = 0...7 in
def P#I : PTOReg<I, "p"#I>, DwarfRegNum<[!add(64, I)]>;

foreach I = 0...7 in
def AL#I : PTOReg<I, "al"#I>, DwarfRegNum<[!add(72, I)]>;

// Allocation order: temporaries, then arguments, then callee-saved.
def GPR : RegisterClass<"PTO", [i64], 64,
                        (add (sequence "X%u", 5, 9), (sequence "X%u", 28, 31),
                             (sequence "X%u", 10, 17),
                             (sequence "X%u", 18, 27),
                             X0, X1, X2, X3, X4)>;

// Spill slots are 32-byte aligned, as vlds/vsts need (docs/abi.md).
def VRF : RegisterClass<"PTO", [v256i8, v128i16, v64i32, v32i64, v128f16,
                                v128bf16, v64f32], 256,
                        (sequence "V%u", 0, 31)> {
  let Size = 2048;
}

def PRF : RegisterClass<"PTO", [v256i1], 256, (sequence "P%u", 0, 7)> {
  let Size = 256;
}

def ARF : RegisterClass<"PTO", [ptoalign], 256, (sequence "AL%u", 0, 7)> {
  let Size = 256;
}

// Vector-address registers: the !pto.vaddr values that vag produces and the
// vector-address loads and stores consume (a loop-derived UB byte offset).
// The ISA does not give their number; the project chooses 8.
foreach I = 0...7 in
def VA#I : PTOReg<I, "va"#I>, DwarfRegNum<[!add(80, I)]>;

def VAR : RegisterClass<"PTO", [ptovaddr], 32, (sequence "VA%u", 0, 7)>;

// Special registers the ISA names. They are not allocatable: instructions
// read and write them implicitly (Uses/Defs), which orders configuration
// before use.
class PTOSpecialReg<bits<16> Enc, string n, int Dwarf>
    : PTOReg<Enc, n>, DwarfRegNum<[Dwarf]>;

def LOOP_SIZE_OUTTOUB : PTOSpecialReg<0, "loop_size_outtoub", 96>;
def LOOP1_STRIDE_OUTTOUB : PTOSpecialReg<1, "loop1_stride_outtoub", 97>;
def LOOP2_STRIDE_OUTTOUB : PTOSpecialReg<2, "loop2_stride_outtoub", 98>;
def LOOP_SIZE_UBTOOUT : PTOSpecialReg<3, "loop_size_ubtoout", 99>;
def LOOP1_STRIDE_UBTOOUT : PTOSpecialReg<4, "loop1_stride_ubtoout", 100>;
def LOOP2_STRIDE_UBTOOUT : PTOSpecialReg<5, "loop2_stride_ubtoout", 101>;
def PAD_VAL : PTOSpecialReg<6, "pad_val", 102>;
def AR : PTOSpecialReg<7, "ar", 103>;
def SQZN : PTOSpecialReg<8, "sqzn", 104>;
def CTRL : PTOSpecialReg<9, "ctrl", 105>;
def FPC : PTOSpecialReg<10, "fpc", 106>;
def VMS4_SR : PTOSpecialReg<11, "vms4_sr", 107>;
def BLOCK_IDX : PTOSpecialReg<12, "block_idx", 108>;
def BLOCK_NUM : PTOSpecialReg<13, "block_num", 109>;
def SUBBLOCK_IDX : PTOSpecialReg<14, "subblock_idx", 110>;
def SUBBLOCK_NUM : PTOSpecialReg<15, "subblock_num", 111>;
// The accumulation of MTE3's GM stores: off, or add of an element type
// (set_atomic_*, docs/atomics.md).
def ATOMIC : PTOSpecialReg<16, "atomic", 120>;

// The counters a scalar `mov` reads (the vendor's `MOV xd, SYS_CNT` and
// `MOV xd, PC`): the system cycle counter and the instruction's own address.
// Their encodings are the r1 field of that mov.
def SYS_CNT : PTOSpecialReg<0, "SYS_CNT", 112>;
def PC : PTOSpecialReg<1, "PC", 113>;
// In a SIMT function (docs/simt.md): the thread's index in the launch
// (threadIdx) and the launch's dimensions (blockDim), read with the same mov.
def TID_X : PTOSpecialReg<2, "TID_X", 114>;
def TID_Y : PTOSpecialReg<3, "TID_Y", 115>;
def TID_Z : PTOSpecialReg<4, "TID_Z", 116>;
def NTID_X : PTOSpecialReg<5, "NTID_X", 117>;
def NTID_Y : PTOSpecialReg<6, "NTID_Y", 118>;
def NTID_Z : PTOSpecialReg<7, "NTID_Z", 119>;
def CNT : RegisterClass<"PTO", [i64], 64,
                        (add SYS_CNT, PC, TID_X, TID_Y, TID_Z, NTID_X, NTID_Y,
                             NTID_Z)> {
  let isAllocatable = 0;
}

def SPR : RegisterClass<"PTO", [i64], 64,
                        (add LOOP_SIZE_OUTTOUB, LOOP1_STRIDE_OUTTOUB,
                             LOOP2_STRIDE_OUTTOUB, LOOP_SIZE_UBTOOUT,
                             LOOP1_STRIDE_UBTOOUT, LOOP2_STRIDE_UBTOOUT,
                             PAD_VAL, AR, SQZN, CTRL, FPC, VMS4_SR, BLOCK_IDX,
                             BLOCK_NUM, SUBBLOCK_IDX, SUBBLOCK_NUM, ATOMIC)> {
  let isAllocatable = 0;
}
