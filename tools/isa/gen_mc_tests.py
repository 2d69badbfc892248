#!/usr/bin/env python3
"""Generate the MC tests of the PTO ISA from its TableGen definitions.

For every instruction (scalar branches and calls excepted, which
test/MC/PTO/scalar-valid.s covers by hand) and every token of every mode
operand it has, writes a line of assembly, the text the printer must give
back and the encoding the TableGen layout prescribes:

  test/MC/PTO/isa-<group>-valid.s         assemble, -show-encoding, object
                                          round trip through llvm-objdump
  test/MC/Disassembler/PTO/isa-<group>.txt  decode every encoding

The expected encodings are computed here from the instruction's bit layout
and the register, immediate and mode-token values, independently of the
C++ assembler, printer, encoder and decoder the tests check.

Usage: tools/isa/gen_mc_tests.py   (needs the llvm-tblgen of a build)
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptoisa  # noqa: E402

# Field values per slot: distinct, so a field written to the wrong place
# shows. Classes of 32 registers use the upper half to exercise bit 4.
SLOT_NUMBER = {"r0": 1, "r1": 2, "r2": 3, "r3": 4, "r4": 5, "r5": 6,
               "r6": 7, "m0": 0, "q0": 7, "q1": 6, "m1": 5, "imm": 0,
               "rd": 1, "rs1": 2, "rs2": 3, "rc": 4, "src": 1}
# The slots of the vector format (PTOInstrFormatsV.td) by their lowest bit:
# its operands are named by meaning, so the slot is where the field lies.
SLOT_AT = {10: "r0", 15: "r1", 20: "r2", 25: "r3", 30: "q0", 37: "m0",
           42: "m1", 45: "q1", 48: "r4", 53: "r5", 58: "r6"}


def slot_of(inst, name):
    """The slot of operand \p name: in the vector format the slot its field
    lies in, elsewhere the field's name (rd, rs1, ...)."""
    if "PTOVInst" not in inst.rec["!superclasses"]:
        return name
    low = min(i for i, bit in enumerate(inst.inst)
              if isinstance(bit, dict) and bit["var"] == name)
    return SLOT_AT[low]
# Immediates: a chosen value per class, else the largest of its range.
IMM_VALUE = {"simm16": -1000, "simm8": -100, "uimm16": 4660, "uimm4": 9,
             "uimm3": 5, "uimm1": 1, "simm32": -123456, "imm32": 3000000000,
             "uimm6": 45}


def imm_value(op, records):
    if op.imm_type in IMM_VALUE:
        return IMM_VALUE[op.imm_type]
    rec = records[op.imm_type]
    width = ptoisa._bits_value(rec["Width"])
    return (1 << (width - rec["Signed"])) - 1

GROUPS = {
    "PTOInstrVector.td": "vector",
    "PTOInstrMemory.td": "memory",
    "PTOInstrPredicate.td": "predicate",
    "PTOInstrSync.td": "sync-dma",
    "PTOInstrInfo.td": "scalar-ext",
}


def group_of(inst):
    loc = inst.rec["!locs"][0].split(":")[0]
    return GROUPS.get(os.path.basename(loc))


def reg_value(op, slot, regs):
    """The register of op's class whose number is the slot's."""
    n = SLOT_NUMBER[slot]
    n = 16 + n if len(op.regs) >= 32 else n % len(op.regs)
    return next(r for r in op.regs if regs[r] == n)


def variants(inst, modes, regs, records):
    """Yield {slot: (printed, field value)} for each line to test."""
    base = {}
    mode_ops = []
    for op in inst.operands:
        if op.kind == "reg":
            reg = reg_value(op, slot_of(inst, op.name), regs)
            base[op.name] = ("REG", reg)
        elif op.kind == "mode":
            tokens = modes[op.mode_kind]
            base[op.name] = tokens[0]
            mode_ops.append((op.name, tokens))
        else:
            v = imm_value(op, records)
            base[op.name] = (str(v), v)
    yield dict(base)
    for slot, tokens in mode_ops:
        for tok in tokens[1:]:
            line = dict(base)
            line[slot] = tok
            yield line


def legal(inst, values, cpu):
    """The assembler's profile and pipe checks (PTOAsmParser.cpp)."""
    if inst.mnemonic in ("set_flag", "wait_flag"):
        src, dst = values["src_pipe"][0], values["dst_pipe"][0]
        if src == dst:
            return False
        return not (cpu == "a5" and src == "PIPE_S")
    if inst.mnemonic == "pipe_barrier":
        return not (cpu == "a5" and values["pipe"][0] == "PIPE_V")
    return True


def cpu_of(inst):
    flags = inst.tsflags
    if flags & (1 << 14):
        return ["a2a3"]
    if flags & (1 << 13):
        return ["a5"]
    return ["a5", "a2a3"]


def render(inst, values, regs, asmnames):
    fields = {}
    text = inst.asm
    for op in inst.operands:
        printed, value = values[op.name]
        if printed == "REG":
            printed = asmnames[value]
            value = regs[value]
        fields[op.name] = value
        text = re.sub(r"\$\{?%s\}?(?!\w)" % op.name, lambda _: printed, text,
                      count=1)
    # Tied inputs share their output's field.
    for tie in filter(None, inst.rec["Constraints"].split(",")):
        out, _, inp = [t.strip().lstrip("$") for t in tie.partition("=")]
        fields[inp] = fields[out]
    word = inst.encode(fields)
    enc = ",".join("0x%02x" % ((word >> (8 * i)) & 0xff) for i in range(8))
    return text.replace("\t", " "), enc


def main():
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mc-dir",
                    default=os.path.join(ptoisa.REPO, "test", "MC", "PTO"))
    ap.add_argument("--disassembler-dir",
                    default=os.path.join(ptoisa.REPO, "test", "MC",
                                         "Disassembler", "PTO"))
    args = ap.parse_args()
    insts, modes, regs, asmnames, records = ptoisa.load()
    # Mode values by kind: token name -> encoding.
    modes = {k: [(n, v) for n, v in sorted(toks, key=lambda t: t[1])]
             for k, toks in modes.items()}
    files = {}
    for inst in sorted(insts, key=lambda i: i.name):
        group = group_of(inst)
        if group is None or any(o.cls in ("brtarget", "calltarget")
                                for o in inst.operands):
            continue
        # Hand-written in scalar-valid.s.
        if group == "scalar-ext" and inst.name in HANDWRITTEN:
            continue
        for values in variants(inst, modes, regs, records):
            for cpu in cpu_of(inst):
                if not legal(inst, values, cpu):
                    continue
                # Lines valid on both profiles are tested under a5 only.
                if cpu == "a2a3" and "a5" in cpu_of(inst) and legal(inst, values, "a5"):
                    continue
                key = group if cpu == "a5" else group + "-a2a3"
                files.setdefault(key, []).append(
                    (inst, render(inst, values, regs, asmnames)))
                break
    write_tests(files, args.mc_dir, args.disassembler_dir)


HANDWRITTEN = {
    "ADD", "SUB", "AND", "OR", "XOR", "SLL", "SRL", "SRA", "MUL", "SLT",
    "SLTU", "ADDI", "ANDI", "ORI", "XORI", "SLLI", "SRLI", "SRAI", "SLTI",
    "SLTUI", "SEL", "MOVI", "MOVHI", "LD", "LW", "LWU", "LH", "LHU", "LB",
    "LBU", "SD", "SW", "SH", "SB", "JR", "CALLR"}


def write_tests(files, mc_dir, dis_dir):
    os.makedirs(mc_dir, exist_ok=True)
    os.makedirs(dis_dir, exist_ok=True)
    for key, lines in sorted(files.items()):
        cpu = "a2a3" if key.endswith("-a2a3") else "a5"
        header = [
            "// Generated by tools/isa/gen_mc_tests.py from the TableGen",
            "// definitions: every instruction of this group with every token of",
            "// its mode operands. Encodings follow docs/encoding.md.",
            "",
            f"// RUN: llvm-mc -triple=pto -mcpu={cpu} -show-encoding %s \\",
            "// RUN:   | FileCheck --check-prefixes=CHECK,ENC %s",
            f"// RUN: llvm-mc -triple=pto -mcpu={cpu} -filetype=obj %s \\",
            f"// RUN:   | llvm-objdump -d --mcpu={cpu} --no-show-raw-insn - \\",
            "// RUN:   | FileCheck --check-prefix=CHECK %s",
            "",
        ]
        body = []
        dis = [
            "# Generated by tools/isa/gen_mc_tests.py: the words of "
            f"isa-{key}-valid.s decode",
            "# to the same instructions.",
            f"# RUN: llvm-mc -triple=pto -mcpu={cpu} --disassemble %s | FileCheck %s",
            "",
        ]
        for inst, (text, enc) in lines:
            body.append(f"// CHECK: {text}")
            body.append(f"// ENC-SAME: encoding: [{enc}]")
            body.append(text)
            dis.append(f"# CHECK: {text}")
            dis.append(enc.replace(",", " "))
        with open(os.path.join(mc_dir, f"isa-{key}-valid.s"), "w") as f:
            f.write("\n".join(header + body) + "\n")
        with open(os.path.join(dis_dir, f"isa-{key}.txt"), "w") as f:
            f.write("\n".join(dis) + "\n")
        print(f"isa-{key}: {len(lines)} lines")


if __name__ == "__main__":
    main()
