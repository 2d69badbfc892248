//===-- PTOInstrAtomic.td - PTO scalar atomics -------------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Atomic read-modify-write and compare-and-swap on a GM word or double word,
// and the scalar fence (docs/atomics.md). `amo<op>.w rd, addr, value` sets
// rd to the old 32-bit value (sign-extended) and stores op(old, value);
// `.d` is the same on 64 bits. `amocas` stores desired when the old value
// equals expected (the low 32 bits for `.w`). An atomic is indivisible
// against every other access of every core and SIMT thread.
//
//===----------------------------------------------------------------------===//

// The element types DMA stores accumulate in.
defvar AtomicAccumulationTypes = [TF32, TF16, TBF16, TS32, TS16, TS8];

// The width an atomic works on, in TSFlags' element-type field: what the
// emulator reads.
class AtomicWidth<string suffix, PTOElemType etype, bits<10> base> {
  string Suffix = suffix;
  PTOElemType EType = etype;
  bits<10> Base = base;
}
def AtomicW : AtomicWidth<"w", TI32, 0x070>;
def AtomicD : AtomicWidth<"d", TI64, 0x080>;

// The read-modify-write operations, at Base + their index, and the DAG
// operations (atomic_load_<node>_i32/_i64) they implement.
defvar AtomicOps = ["swap", "add", "and", "or", "xor", "max", "min", "maxu",
                    "minu"];
defvar AtomicNodes = ["atomic_swap", "atomic_load_add", "atomic_load_and",
                      "atomic_load_or", "atomic_load_xor", "atomic_load_max",
                      "atomic_load_min", "atomic_load_umax",
                      "atomic_load_umin"];

let hasSideEffects = 1, mayLoad = 1, mayStore = 1,
    SchedRW = [WriteLoad] in
foreach W = [AtomicW, AtomicD] in {
  foreach I = !range(AtomicOps) in
  def AMO # !toupper(AtomicOps[I]) # _ # !toupper(W.Suffix)
      : FmtAtomic<!add(W.Base, I), (outs GPR:$rd),
                  (ins GPR:$addr, GPR:$value),
                  !strconcat("amo", AtomicOps[I], ".", W.Suffix,
                             "\t$rd, $addr, $value")> {
    let TSFlags{6-2} = W.EType.Code;
  }
  def AMOCAS_ # !toupper(W.Suffix)
      : FmtAtomicCAS<!add(W.Base, 9), (outs GPR:$rd),
                     (ins GPR:$addr, GPR:$expected, GPR:$desired),
                     "amocas." # W.Suffix #
                     "\t$rd, $addr, $expected, $desired"> {
    let TSFlags{6-2} = W.EType.Code;
  }
}

// Orders the core's (or SIMT thread's) memory accesses before it against
// those after it.
let hasSideEffects = 1, mayLoad = 0, mayStore = 0, SchedRW = [WriteStore] in
def FENCE : FmtNone<0x07A, "fence">;
def : Pat<(atomic_fence timm, timm), (FENCE)>;

foreach W = [AtomicW, AtomicD] in {
  defvar Bits = !if(!eq(W.Suffix, "w"), "32", "64");
  foreach I = !range(AtomicOps) in
  def : Pat<(!cast<PatFrag>(!strconcat(AtomicNodes[I], "_i", Bits)) GPR:$addr,
                                                                   GPR:$value),
            (!cast<Instruction>(!strconcat("AMO", !toupper(AtomicOps[I]), "_",
                                           !toupper(W.Suffix))) GPR:$addr,
                 GPR:$value)>;
  def : Pat<(!cast<PatFrag>("atomic_cmp_swap_i" # Bits) GPR:$addr,
                                                        GPR:$expected,
                                                        GPR:$desired),
            (!cast<Instruction>("AMOCAS_" # !toupper(W.Suffix)) GPR:$addr,
                 GPR:$expected, GPR:$desired)>;
}

// Atomic loads and stores are the plain ones: an aligned access of a core or
// thread is indivisible.
foreach A = [["8", "LBU", "SB"], ["16", "LHU", "SH"], ["32", "LW", "SW"],
             ["64", "LD", "SD"]] in {
  def : Pat<(i64 (!cast<PatFrag>("atomic_load_" # A[0])
                     (AddrRegImm GPR:$rs1, simm32:$imm))),
            (!cast<Instruction>(A[1]) GPR:$rs1, simm32:$imm)>;
  def : Pat<(!cast<PatFrag>("atomic_store_" # A[0]) GPR:$rs2,
                (AddrRegImm GPR:$rs1, simm32:$imm)),
            (!cast<Instruction>(A[2]) GPR:$rs2, GPR:$rs1, simm32:$imm)>;
}

//===----------------------------------------------------------------------===//
// Atomic accumulation of DMA stores (the vendor's set_atomic_*)
//===----------------------------------------------------------------------===//

// set_atomic_add makes each copy_ubuf_to_gm after it add its elements to
// GM instead of storing them, set_atomic_none stores again, and
// set_atomic_<type> chooses the elements' type (f32 until one is given).
// MTE3 takes the setting a copy_ubuf_to_gm has when the scalar unit issues
// it.
let hasSideEffects = 1, mayLoad = 0, mayStore = 0, Defs = [ATOMIC],
    SchedRW = [WriteDMAConfig] in {
def SET_ATOMIC_NONE : FmtNone<0x07B, "set_atomic_none">;
def SET_ATOMIC_ADD : FmtNone<0x07C, "set_atomic_add">;
foreach I = !range(AtomicAccumulationTypes) in {
  defvar T = AtomicAccumulationTypes[I];
  def SET_ATOMIC_ # !toupper(T.Suffix)
      : FmtNone<!add(0x0A8, I), "set_atomic_" # T.Suffix> {
    let Family = "set_atomic_type";
    let TSFlags{6-2} = T.Code;
  }
}
}
