//===-- PTOInstrSimt.td - PTO SIMT launches ----------------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// SIMT on the vector core (docs/simt.md). `simt.launch fn, dimx, dimy,
// bound` runs the function at address fn in dimx x dimy threads, in warps
// of 32, on PIPE_V: in order with the vector instructions, ordered with the
// other pipes by flags like them. Every thread starts with the issuing
// core's argument registers x10-x17 (the function's arguments, docs/abi.md)
// and reads its index and the dimensions with `mov xd, TID_X` ... `NTID_Z`.
// bound is the function's LAUNCH_BOUND: a launch of more threads stops the
// run.
//
//===----------------------------------------------------------------------===//

// The argument registers are implicit operands of each launch, as of a call
// (PTOTargetLowering::lowerSimtLaunch).
let hasSideEffects = 1, mayLoad = 1, mayStore = 1, SchedRW = [WriteVALU],
    Predicates = [IsA5] in
def SIMT_LAUNCH : FmtLaunch<0x058, (outs),
                            (ins GPR:$fn, GPR:$dimx, GPR:$dimy,
                                 uimm16:$bound),
                            "simt.launch\t$fn, $dimx, $dimy, $bound"> {
  let Family = "simt_launch";
  let TSFlags{1-0} = PipeV.Value;
  let TSFlags{6-2} = NoType.Code;
  let TSFlags{9} = 1;  // reads UB
  let TSFlags{10} = 1; // writes UB
  let TSFlags{11} = 1; // reads GM
  let TSFlags{12} = 1; // writes GM
  let TSFlags{13} = 1; // A5 only
}
