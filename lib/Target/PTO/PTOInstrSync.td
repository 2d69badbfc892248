//===-- PTOInstrSync.td - PTO synchronisation and DMA ------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Pipeline synchronisation (pipeline-sync.md) and the DMA engines
// (dma-copy.md). All of these have side effects: they keep their order
// relative to each other and to the memory accesses they order.
//
//===----------------------------------------------------------------------===//

class SyncInst<bits<10> opcode, string mnemonic, dag ins, string operands>
    : PTOVInst<opcode, (outs), ins, mnemonic # "\t" # operands> {
  let hasSideEffects = 1;
  let mayLoad = 1;
  let mayStore = 1;
}

// set_flag SRC_PIPE, DST_PIPE, EVENT: the event is set when SRC_PIPE has
// finished everything issued to it before; wait_flag blocks DST_PIPE until
// it is.
let Sync = SyncSetFlag in
def SET_FLAG : SyncInst<0x2C0, "set_flag",
                        (ins mode_SetFlagPipe:$src_pipe,
                             mode_SetFlagPipe:$dst_pipe,
                             mode_Event:$event),
                        "$src_pipe, $dst_pipe, $event"> {
  bits<5> src_pipe;
  bits<3> dst_pipe;
  bits<5> event;
  let r0 = event; let m0 = src_pipe; let m1 = dst_pipe;
}
let Sync = SyncWaitFlag in
def WAIT_FLAG : SyncInst<0x2C1, "wait_flag",
                         (ins mode_SetFlagPipe:$src_pipe,
                              mode_SetFlagPipe:$dst_pipe,
                              mode_Event:$event),
                         "$src_pipe, $dst_pipe, $event"> {
  bits<5> src_pipe;
  bits<3> dst_pipe;
  bits<5> event;
  let r0 = event; let m0 = src_pipe; let m1 = dst_pipe;
}
// The flag pair after a vector store whose bytes the scalar unit then
// loads (a lane read through UB, docs/codegen.md): set_flag and wait_flag
// PIPE_V, PIPE_S on one event, kept together until after scheduling
// (PTOInstrInfo::expandPostRAPseudo), so that no other pair's wait takes
// this pair's event.
def PTOvectorToScalarSync
    : SDNode<"PTOISD::VECTOR_TO_SCALAR_SYNC", SDTypeProfile<0, 1, [SDTCisVT<0, i64>]>,
             [SDNPHasChain, SDNPSideEffect, SDNPMayLoad, SDNPMayStore]>;
let hasSideEffects = 1, mayLoad = 1, mayStore = 1 in
def PseudoVectorToScalarSync
    : PTOPseudo<(outs), (ins i64imm:$event),
                [(PTOvectorToScalarSync timm:$event)]>;

let Sync = SyncBarrier in
def PIPE_BARRIER : SyncInst<0x2C2, "pipe_barrier", (ins mode_BarrierPipe:$pipe),
                            "$pipe"> {
  bits<5> pipe;
  let m0 = pipe;
}

// The operand rules of set_flag, wait_flag and pipe_barrier that the
// operand classes cannot say (pipeline-sync.md): one record per rule, read
// by the assembler and instruction selection (PTO::checkSyncOperands) and
// by clang's builtin checks (tools/isa/gen_builtins.py).
class PTOSyncRule<Instruction inst, int operand, string message> {
  Instruction Inst = inst;
  // The operand the rule is about (and the error points at).
  bits<4> Operand = operand;
  // It must differ from operand Other (15: no such rule) ...
  bits<4> Other = 15;
  // ... or, on a5, must not be the token of value A5Forbidden (255: none).
  bits<8> A5Forbidden = 255;
  string Message = message;
}
class PTODistinctOperands<Instruction inst, int operand, int other,
                          string message>
    : PTOSyncRule<inst, operand, message> {
  let Other = other;
}
class PTOA5ForbiddenToken<Instruction inst, int operand, PTOModeToken token,
                          string message>
    : PTOSyncRule<inst, operand, message> {
  let A5Forbidden = token.Value;
}

// Flags from and to the scalar pipe exist on both profiles: A5 code orders
// scalar UB accesses against the vector pipe with PIPE_V -> PIPE_S and
// PIPE_S -> PIPE_V flags (docs/cce-api.md).
foreach I = [SET_FLAG, WAIT_FLAG] in
def : PTODistinctOperands<I, 1, 0, "source and destination pipes must differ">;
def : PTOA5ForbiddenToken<PIPE_BARRIER, 0, BarrierPipe_PIPE_V,
                          "pipe_barrier PIPE_V is not supported on a5; order "
                          "vector memory accesses with mem_bar">;

def PTOSyncRules : GenericTable {
  let FilterClass = "PTOSyncRule";
  let Fields = ["Inst", "Operand", "Other", "A5Forbidden", "Message"];
  let PrimaryKey = ["Inst"];
  let PrimaryKeyName = "lookupSyncRules";
  let PrimaryKeyReturnRange = true;
}
// get_buf PIPE, buf_id, mode: from registers or immediates.
multiclass BufferSync<bits<10> opcode, string mnemonic, PTOSyncKind kind> {
  let Sync = kind in {
  def "" : SyncInst<opcode, mnemonic,
                    (ins mode_BufPipe:$pipe, GPR:$buf, GPR:$mode),
                    "$pipe, $buf, $mode"> {
    bits<5> pipe;
    bits<5> buf;
    bits<5> mode;
    let r1 = buf; let r2 = mode; let m0 = pipe;
  }
  def _I : SyncInst<!add(opcode, 1), mnemonic,
                    (ins mode_BufPipe:$pipe, uimm16:$buf, uimm3:$mode),
                    "$pipe, $buf, $mode"> {
    bits<5> pipe;
    bits<16> buf;
    bits<3> mode;
    let m0 = pipe; let m1 = mode; let imm16 = buf;
  }
  }
}
defm GET_BUF : BufferSync<0x2C3, "get_buf", SyncGetBuf>;
defm RLS_BUF : BufferSync<0x2C5, "rls_buf", SyncRlsBuf>;
def MEM_BAR : SyncInst<0x2C7, "mem_bar", (ins mode_MemBar:$kind), "$kind"> {
  bits<5> kind;
  let m0 = kind;
  let Pipe = PipeV;
  let Sync = SyncMemBar;
}

// Inter-core synchronisation: set_cross_core signals and wait_flag_dev
// stalls the whole core (the ISA documents give them for A2/A3; A5 code
// uses them too, in the all-core barrier, so they are A5 operations as
// well: spec README, docs/cce-api.md); A5 also has set_intra_block, and
// wait_intra_core, which stalls one pipe.
class CoreSync<bits<10> opcode, string mnemonic, PTOSyncKind kind>
    : SyncInst<opcode, mnemonic, (ins GPR:$pipe, GPR:$event),
               "$pipe, $event"> {
  bits<5> pipe;
  bits<5> event;
  let r1 = pipe; let r2 = event;
  let Sync = kind;
}
def SET_CROSS_CORE : CoreSync<0x2C8, "set_cross_core", SyncCoreSignal>;
def WAIT_FLAG_DEV : CoreSync<0x2C9, "wait_flag_dev", SyncCoreWait>;
let A5Only = 1, Predicates = [IsA5] in {
def SET_INTRA_BLOCK : CoreSync<0x2CA, "set_intra_block", SyncCoreSignal>;
def WAIT_INTRA_CORE : CoreSync<0x2CB, "wait_intra_core", SyncCoreWait>;
}

//===----------------------------------------------------------------------===//
// DMA
//===----------------------------------------------------------------------===//

// set_loop_* xa, xb: the loop-size and loop-stride registers of the MTE2
// (outtoub, GM -> UB) and MTE3 (ubtoout, UB -> GM) engines.
multiclass DMAConfig<bits<10> opcode, string dir, PTOPipe pipe,
                     list<Register> regs> {
  foreach I = !range(3) in
  def _ # !toupper(!cond(!eq(I, 0) : "loop_size", !eq(I, 1) : "loop1_stride",
                          true : "loop2_stride"))
      : SyncInst<!add(opcode, I),
                 "set_" # !cond(!eq(I, 0) : "loop_size",
                                !eq(I, 1) : "loop1_stride",
                                true : "loop2_stride") # "_" # dir,
                 (ins GPR:$xs1, GPR:$xs2), "$xs1, $xs2"> {
    let r1 = xs1; let r2 = xs2;
    let Pipe = pipe;
    let Defs = [regs[I]];
    let mayLoad = 0;
    let mayStore = 0;
  }
}
defm SET_OUTTOUB : DMAConfig<0x2E0, "outtoub", PipeMTE2,
                             [LOOP_SIZE_OUTTOUB, LOOP1_STRIDE_OUTTOUB,
                              LOOP2_STRIDE_OUTTOUB]>;
defm SET_UBTOOUT : DMAConfig<0x2E3, "ubtoout", PipeMTE3,
                             [LOOP_SIZE_UBTOOUT, LOOP1_STRIDE_UBTOOUT,
                              LOOP2_STRIDE_UBTOOUT]>;
def SET_MOV_PAD_VAL : SyncInst<0x2E6, "set_mov_pad_val", (ins GPR:$xs), "$xs"> {
  let r1 = xs;
  let Pipe = PipeMTE2;
  let Defs = [PAD_VAL];
  let mayLoad = 0;
  let mayStore = 0;
}

// copy_gm_to_ubuf xgm, xub, sid, xn_burst, xlen_burst, xleft_pad,
//                 xright_pad, data_select, l2_cache_ctl, xsrc_stride,
//                 xdst_stride
// data_select 0 leaves the rest of each UB row (up to dst_stride) alone;
// 1, 2 and 3 fill it with the low 8, 16 or 32 bits of set_mov_pad_val's
// value repeated (the copy's element size: the tile library pads f32 tiles
// with the bits of +inf, s16 ones with 0x7fff).
def COPY_GM_TO_UBUF
    : SyncInst<0x2E8, "copy_gm_to_ubuf",
               (ins GPR:$src, GPR:$dst, uimm3:$sid, GPR:$nburst,
                    GPR:$burstlen, GPR:$leftpad, GPR:$rightpad,
                    uimm2:$padsel, uimm3:$l2ctl, GPR:$srcstride,
                    GPR:$dststride),
               "$src, $dst, $sid, $nburst, $burstlen, $leftpad, $rightpad, "
               "$padsel, $l2ctl, $srcstride, $dststride"> {
  bits<5> src;
  bits<5> dst;
  bits<3> sid;
  bits<5> nburst;
  bits<5> burstlen;
  bits<5> leftpad;
  bits<5> rightpad;
  bits<3> padsel;
  bits<3> l2ctl;
  bits<5> srcstride;
  bits<5> dststride;
  let r0 = src; let r1 = dst; let r2 = nburst; let r3 = burstlen;
  let r4 = leftpad; let r5 = rightpad; let r6 = srcstride; let q0 = padsel;
  let q1 = l2ctl; let m0 = dststride; let m1 = sid;
  let Pipe = PipeMTE2;
  let ReadsGM = 1;
  let WritesUB = 1;
  let Uses = [LOOP_SIZE_OUTTOUB, LOOP1_STRIDE_OUTTOUB, LOOP2_STRIDE_OUTTOUB,
              PAD_VAL];
}
// copy_ubuf_to_gm xub, xgm, sid, xn_burst, xlen_burst, reserved,
//                 xdst_stride, xsrc_stride
def COPY_UBUF_TO_GM
    : SyncInst<0x2E9, "copy_ubuf_to_gm",
               (ins GPR:$src, GPR:$dst, uimm3:$sid, GPR:$nburst,
                    GPR:$burstlen, uimm3:$reserved, GPR:$dststride,
                    GPR:$srcstride),
               "$src, $dst, $sid, $nburst, $burstlen, $reserved, "
               "$dststride, $srcstride"> {
  bits<5> src;
  bits<5> dst;
  bits<3> sid;
  bits<5> nburst;
  bits<5> burstlen;
  bits<3> reserved;
  bits<5> dststride;
  bits<5> srcstride;
  let r0 = src; let r1 = dst; let r2 = nburst; let r3 = burstlen;
  let r4 = dststride; let r5 = srcstride; let q1 = reserved; let m1 = sid;
  let Pipe = PipeMTE3;
  let ReadsUB = 1;
  let WritesGM = 1;
  let Uses = [LOOP_SIZE_UBTOOUT, LOOP1_STRIDE_UBTOOUT, LOOP2_STRIDE_UBTOOUT,
              ATOMIC];
}
// copy_ubuf_to_ubuf xsrc, xdst, sid, xn_burst, xlen_burst, xsrc_stride,
//                   xdst_stride
// A copy within UB runs on the vector pipe: dma-copy.md names no pipe for
// it, and existing A5 code issues it as vector-pipe work, ordered with
// vector instructions by pipe_barrier(PIPE_V) and with DMA by V flags
// (cce-a5-api.md; docs/offload.md).
def COPY_UBUF_TO_UBUF
    : SyncInst<0x2EA, "copy_ubuf_to_ubuf",
               (ins GPR:$src, GPR:$dst, uimm3:$sid, GPR:$nburst,
                    GPR:$burstlen, GPR:$srcstride,
                    GPR:$dststride),
               "$src, $dst, $sid, $nburst, $burstlen, $srcstride, $dststride"> {
  bits<5> src;
  bits<5> dst;
  bits<3> sid;
  bits<5> nburst;
  bits<5> burstlen;
  bits<5> srcstride;
  bits<5> dststride;
  let r0 = src; let r1 = dst; let r2 = nburst; let r3 = burstlen;
  let r4 = srcstride; let r5 = dststride; let m1 = sid;
  let Pipe = PipeV;
  let ReadsUB = 1;
  let WritesUB = 1;
}

//===----------------------------------------------------------------------===//
// Align-state and special-register instructions (section 3.12)
//===----------------------------------------------------------------------===//

// Align and vector-address registers have no move instruction: a value
// needed twice is recomputed instead (PTOInstrInfo::copyPhysReg).
let isReMaterializable = 1, isAsCheapAsAMove = 1 in
def INIT_ALIGN : PTOVInst<0x2F0, (outs ARF:$al), (ins), "init_align\t$al"> {
  let r3 = al;
  let Pipe = PipeV;
}
let Defs = [AR] in
def SPRCLR : SyncInst<0x2F1, "sprclr", (ins mode_SPR:$spr), "$spr"> {
  bits<5> spr;
  let m0 = spr;
  let Pipe = PipeV;
}
let Uses = [AR] in {
def SPRSTI : SyncInst<0x2F2, "sprsti",
                      (ins mode_SPR:$spr, GPR:$base, simm8:$imm),
                      "$spr, [$base, $imm]"> {
  bits<5> spr;
  let r1 = base; let m0 = spr; let imm16 = imm;
  let Intr = "int_pto_sprsts";
  let Pipe = PipeV;
  let WritesUB = 1;
}
def SPRSTS : SyncInst<0x2F3, "sprsts",
                      (ins mode_SPR:$spr, GPR:$base, GPR:$offset),
                      "$spr, [$base, $offset]"> {
  bits<5> spr;
  let r1 = base; let r2 = offset; let m0 = spr;
  let Pipe = PipeV;
  let WritesUB = 1;
}
}
// get_vms4_sr xd0, xd1, xd2, xd3: the four 16-bit progress counters of the last
// vmrgsort4.
let Uses = [VMS4_SR] in
def GET_VMS4_SR : PTOVInst<0x2F4, (outs GPR:$xd0, GPR:$xd1, GPR:$xd2, GPR:$xd3),
                           (ins), "get_vms4_sr\t$xd0, $xd1, $xd2, $xd3"> {
  bits<5> xd0;
  bits<5> xd1;
  bits<5> xd2;
  bits<5> xd3;
  let r0 = xd0; let r1 = xd1; let r2 = xd2; let r3 = xd3;
}
