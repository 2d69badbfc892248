//===-- PTO.td - Describe the PTO target machine -----------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

include "llvm/Target/Target.td"

//===----------------------------------------------------------------------===//
// Subtarget features
//===----------------------------------------------------------------------===//

def FeatureA5 : SubtargetFeature<"a5", "IsA5", "true",
                                 "A5 vector core (vreg/mask/align micro-ISA)">;
def FeatureA2A3 : SubtargetFeature<"a2a3", "IsA2A3", "true",
                                   "A2/A3 vector core profile">;

//===----------------------------------------------------------------------===//
// Registers, instructions, calling convention
//===----------------------------------------------------------------------===//

include "PTORegisterInfo.td"
include "PTOCallingConv.td"
include "PTOInstrInfo.td"

// llvm.hivm.* calls as llvm.pto.* ones (PTOLowerHivm.cpp).
include "PTOHivm.td"

include "PTOSchedA5.td"

//===----------------------------------------------------------------------===//
// Processors
//===----------------------------------------------------------------------===//

// The A2/A3 profile publishes no per-instruction figures for this ISA; it
// uses the A5 model (docs/scheduling.md).
def : ProcessorModel<"a5", A5Model, [FeatureA5]>;
def : ProcessorModel<"a2a3", A5Model, [FeatureA2A3]>;

def PTOInstrInfo : InstrInfo;

def PTOAsmParser : AsmParser {
  let ShouldEmitMatchRegisterAltName = 1;
}

def PTO : Target {
  let InstructionSet = PTOInstrInfo;
  let AssemblyParsers = [PTOAsmParser];
  let AllowRegisterRenaming = 1;
}
