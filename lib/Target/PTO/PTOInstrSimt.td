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

//===----------------------------------------------------------------------===//
// Warp operations (docs/simt.md): run by the active threads of a warp
// together, once every thread of the warp that has not returned has reached
// one. Outside a SIMT launch they stop pto-emu.
//===----------------------------------------------------------------------===//

defvar VoteKinds = ["all", "any", "uni", "ballot"];
defvar ShuffleKinds = ["idx", "up", "down", "bfly"];
// The warp reductions, in opcode order from 0x098.
class WarpReduction<string op, PTOElemType etype> {
  string Op = op;
  PTOElemType EType = etype;
}
defvar WarpReductions = [
  WarpReduction<"add", TS32>, WarpReduction<"add", TF32>,
  WarpReduction<"add", TF16>, WarpReduction<"max", TS32>,
  WarpReduction<"max", TU32>, WarpReduction<"max", TF32>,
  WarpReduction<"max", TF16>, WarpReduction<"min", TS32>,
  WarpReduction<"min", TU32>, WarpReduction<"min", TF32>,
  WarpReduction<"min", TF16>];

let hasSideEffects = 1, mayLoad = 0, mayStore = 0, isConvergent = 1,
    SchedRW = [WriteALU], Predicates = [IsA5] in {
// rd = whether rs is non-zero in all (any) active threads, or the same
// (non-zero or zero) in all of them (uni); ballot: bit i for lane i.
foreach I = !range(VoteKinds) in
def VOTE_ # !toupper(VoteKinds[I])
    : FmtRS<!add(0x090, I), (outs GPR:$rd), (ins GPR:$rs1),
            !strconcat("vote.", VoteKinds[I], "\t$rd, $rs1")> {
  let Family = !strconcat("vote_", VoteKinds[I]);
}

// rd = rs1 of the lane the control word rs2 selects: ((32 - width) << 16)
// | (clamp << 8) | lane (idx: that lane of the group; up/down: that many
// lanes before/after; bfly: lane xor it); a lane outside the group, or a
// thread that is not active, gives the thread's own rs1.
foreach I = !range(ShuffleKinds) in
def SHFL_ # !toupper(ShuffleKinds[I])
    : FmtRRR<!add(0x094, I), (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
             !strconcat("shfl.", ShuffleKinds[I], "\t$rd, $rs1, $rs2"), []> {
  let Family = !strconcat("shfl_", ShuffleKinds[I]);
}

// rd = the sum (maximum, minimum) of rs over the active threads, of the
// element type in TSFlags; floats add in lane order, rounding each step.
foreach I = !range(WarpReductions) in {
  defvar R = WarpReductions[I];
  def REDUX_ # !toupper(R.Op) # _ # !toupper(R.EType.Suffix)
      : FmtRS<!add(0x098, I), (outs GPR:$rd), (ins GPR:$rs1),
              !strconcat("redux.", R.Op, ".", R.EType.Suffix, "\t$rd, $rs1")> {
    let Family = !strconcat("redux_", R.Op);
    let TSFlags{6-2} = R.EType.Code;
  }
}
}

// Every thread of the launch that has not returned waits here until all of
// them have arrived (__sync_workitems); it orders their memory accesses.
let hasSideEffects = 1, mayLoad = 1, mayStore = 1, isConvergent = 1,
    SchedRW = [WriteALU], Predicates = [IsA5] in
def BAR_SYNC : FmtNone<0x059, "bar.sync"> {
  let Family = "bar_sync";
}
