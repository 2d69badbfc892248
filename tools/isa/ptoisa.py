"""The PTO instruction set as TableGen describes it.

Reads the JSON dump of lib/Target/PTO/PTO.td (`llvm-tblgen --dump-json`)
and gives, for every machine instruction: its mnemonic, its assembly
operands (register classes, immediates, mode tokens), the layout of its
64-bit encoding and its TSFlags facts. The test generators and the encoding
documentation are built from this, so they follow the definitions rather
than repeat them.
"""

import json
import os
import re
import subprocess

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CACHE = os.environ.get(
    "PTO_CACHE_DIR",
    os.path.join(os.environ.get("XDG_CACHE_HOME",
                                os.path.expanduser("~/.cache")), "pto-toolchain"))


TYPE_CODE = "TypeCode"

# The LLVM IR element type of each element of a value type's name.
_IR_ELEMENTS = {"i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64",
                "i1": "i1", "f16": "half", "bf16": "bfloat", "f32": "float"}
# The value types that are not vectors of a register's 2048 bits.
_IR_OTHERS = {"v256i1": "<256 x i1>", "ptoalign": 'target("pto.align")',
              "ptovaddr": 'target("pto.vaddr")', "i64": "i64", "i32": "i32"}


def vector_value_types(records):
    """The value types of the vector registers, in the order of VRF's
    RegTypes (PTORegisterInfo.td)."""
    return [t["def"] for t in records["VRF"]["RegTypes"]]


def ir_type(vt, strict=False):
    """The LLVM IR type of value type \p vt (`v64f32` -> `<64 x float>`):
    a vector of 2048 bits, a mask, an align state or vector address, i64
    or i32; any other name as it is, or with \p strict a KeyError."""
    if vt in _IR_OTHERS:
        return _IR_OTHERS[vt]
    m = re.fullmatch(r"v(\d+)((?:b?f|i)(\d+))", vt)
    if m and m.group(2) in _IR_ELEMENTS and \
            int(m.group(1)) * int(m.group(3)) == 2048:
        return "<%s x %s>" % (m.group(1), _IR_ELEMENTS[m.group(2)])
    if strict:
        raise KeyError(vt)
    return vt


def type_code_ins(records, rec):
    """The leading operands an instruction's intrinsic has before the
    instruction's inputs: [(TYPE_CODE, "dsttype", code), (TYPE_CODE,
    "srctype", code)] for PTOTypeCodeArgs intrinsics (llvm.pto.vcvt.typed),
    else []."""
    intr = records.get(rec.get("Intr") or "", {})
    if "PTOTypeCodeArgs" not in intr.get("!superclasses", []):
        return []
    return [(TYPE_CODE, slot, _bits_value(records[rec[field]["def"]]["Code"]))
            for slot, field in (("dsttype", "DstType"), ("srctype", "EType"))]


_RECORDS = None


def dump_json(tblgen=None, llvm_include=None):
    """The records of PTO.td; with the default tools, read once per
    process."""
    global _RECORDS
    if tblgen is None and llvm_include is None and _RECORDS is not None:
        return _RECORDS
    default = tblgen is None and llvm_include is None
    tblgen = tblgen or os.path.join(CACHE, "build", "bin", "llvm-tblgen")
    llvm_include = llvm_include or os.path.join(CACHE, "src", "llvm", "include")
    target = os.path.join(REPO, "lib", "Target", "PTO")
    out = subprocess.run(
        [tblgen, "--dump-json", "-I", target, "-I", llvm_include,
         os.path.join(target, "PTO.td")],
        check=True, stdout=subprocess.PIPE).stdout
    records = json.loads(out)
    if default:
        _RECORDS = records
    return records


def vector_c_types(records=None):
    """The C types the builtins give the vector data types
    (PTOVectorCType records of PTOVectorTypes.td), in register-type order,
    signed before unsigned: dicts of vt (`v256i8`), unsigned, vendor_name
    (`vector_u8`), vendor_element (`uint8_t`), builtin_element (clang's
    prototype code, `Uc`) and c_element (`unsigned char`)."""
    records = records or dump_json()
    types = []
    for rec in records.values():
        if not isinstance(rec, dict) or \
                "PTOVectorCType" not in rec.get("!superclasses", []):
            continue
        reg = records[rec["Reg"]["def"]]
        types.append({"bit": _bits_value(reg["Bit"]),
                      "vt": reg["VT"]["def"],
                      "unsigned": bool(rec["Unsigned"]),
                      "vendor_name": rec["VendorName"],
                      "vendor_element": rec["VendorElement"],
                      "builtin_element": rec["BuiltinElement"],
                      "c_element": rec["CElement"]})
    return sorted(types, key=lambda t: (t["bit"], t["unsigned"]))


class Operand:
    """One operand of an instruction's assembly string."""

    def __init__(self, name, cls, records):
        self.name = name            # slot name, e.g. r0
        self.cls = cls              # GPR, VRF, mode_LoadDist, simm16, ...
        rec = records[cls]
        sup = rec["!superclasses"]
        if "RegisterClass" in sup:
            self.kind = "reg"
            self.regs = [m["def"] for m in _members(rec, records)]
        elif "ModeOperand" in sup:
            self.kind = "mode"
            self.mode_kind = "Mode" + cls[len("mode_"):]
        else:
            self.kind = "imm"
            self.imm_type = cls


def _members(regclass, records):
    # MemberList is a dag (add ...) of registers or (sequence ...).
    result = []
    def walk(node):
        if isinstance(node, dict) and node.get("kind") == "dag":
            op = node["operator"]["def"]
            if op == "sequence":
                fmt, lo, hi = [a[0] for a in node["args"]]
                for i in range(lo, hi + 1):
                    result.append({"def": fmt % i})
            else:
                for arg, _ in node["args"]:
                    walk(arg)
        elif isinstance(node, dict) and node.get("kind") == "def":
            rec = records[node["def"]]
            if "Register" in rec["!superclasses"]:
                result.append(node)
            else:
                walk(rec["MemberList"])
    walk(regclass["MemberList"])
    return result


def _bits_value(bits):
    value = 0
    for i, b in enumerate(bits):
        if b == 1:
            value |= 1 << i
    return value


class Instruction:
    def __init__(self, name, rec, records):
        self.name = name
        self.rec = rec
        self.asm = rec["AsmString"]
        self.mnemonic = re.split(r"\s", self.asm, maxsplit=1)[0]
        self.tsflags = _bits_value(rec["TSFlags"])
        ops = {}
        for lst in ("OutOperandList", "InOperandList"):
            for arg, opname in rec[lst]["args"]:
                ops[opname] = arg["def"]
        # The operands in assembly order.
        self.operands = [Operand(n, ops[n], records)
                         for n in re.findall(r"\$\{?(\w+)\}?", self.asm)]
        self.inst = rec["Inst"]   # bit i: 0, 1 or a varbit

    def encode(self, values):
        """The 64-bit word for operand values {slot: field value}."""
        word = 0
        for i, bit in enumerate(self.inst):
            if bit == 1:
                word |= 1 << i
            elif isinstance(bit, dict):
                if (values[bit["var"]] >> bit["index"]) & 1:
                    word |= 1 << i
        return word

    def fields(self):
        """[(var or None, msb, lsb)] runs of the encoding, high to low."""
        runs = []
        for i in range(63, -1, -1):
            bit = self.inst[i]
            key = bit["var"] if isinstance(bit, dict) else None
            if runs and runs[-1][0] == key and key is not None:
                runs[-1][2] = i
            else:
                runs.append([key, i, i])
        return runs


def load(records=None):
    records = records or dump_json()
    insts = []
    for name, rec in records.items():
        if not isinstance(rec, dict) or "Instruction" not in rec.get("!superclasses", []):
            continue
        if rec.get("Namespace") != "PTO" or rec.get("isPseudo") or rec.get("isCodeGenOnly"):
            continue
        insts.append(Instruction(name, rec, records))
    modes = {}
    for name, rec in records.items():
        if isinstance(rec, dict) and "PTOModeToken" in rec.get("!superclasses", []):
            modes.setdefault(rec["Kind"]["def"], []).append(
                (rec["Name"], _bits_value(rec["Value"])))
    regs = {name: _bits_value(rec["HWEncoding"])
            for name, rec in records.items()
            if isinstance(rec, dict) and "Register" in rec.get("!superclasses", [])
            and "HWEncoding" in rec}
    asmnames = {name: records[name]["AsmName"] for name in regs}
    return insts, modes, regs, asmnames, records


def test_functions(ll_path, asm):
    """The functions a generated test file \p ll_path defines, and each
    function's body in llc's assembly \p asm: (names, {name: body})."""
    funcs = set(re.findall(r"^define void @(\w+)", open(ll_path).read(),
                           re.M))
    bodies = {m.group(1): m.group(2)
              for m in re.finditer(r"^(\w+):[^\n]*\n(.*?)^\.Lfunc_end",
                                   asm, re.M | re.S)}
    return funcs, bodies


def report_check(problems, checked):
    """Prints a --check's problems and its count; its exit status."""
    for p in problems:
        print(p)
    print("%d functions checked, %d problems" % (checked, len(problems)))
    return 1 if problems or not checked else 0


def generator_main(write, check):
    """The command line of a generated-test script: `--write DIR` writes the
    tests with write(DIR, records); `--check FILE` checks llc's output for
    them (on stdin) with check(FILE, text, records), which returns the exit
    status."""
    import argparse
    import sys
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", metavar="DIR")
    parser.add_argument("--check", metavar="FILE")
    args = parser.parse_args()
    records = dump_json()
    if args.write:
        write(args.write, records)
        return 0
    if args.check:
        return check(args.check, sys.stdin.read(), records)
    parser.error("--write or --check")
