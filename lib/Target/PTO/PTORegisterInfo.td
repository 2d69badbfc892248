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

def VRF : RegisterClass<"PTO", [v256i8, v128i16, v64i32, v32i64, v128f16,
                                v128bf16, v64f32], 2048,
                        (sequence "V%u", 0, 31)> {
  let Size = 2048;
}

def PRF : RegisterClass<"PTO", [v256i1], 256, (sequence "P%u", 0, 7)> {
  let Size = 256;
}

def ARF : RegisterClass<"PTO", [v32i8], 256, (sequence "AL%u", 0, 7)> {
  let Size = 256;
}
