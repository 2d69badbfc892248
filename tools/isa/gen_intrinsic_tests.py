#!/usr/bin/env python3
"""Generate and check the llvm.pto.* selection tests.

For every vector-core instruction the generator writes one IR function that
calls the instruction's intrinsic (PTOVInst's Intr) on the instruction's
types -- every vector type for untyped instructions -- with valid
immediates, and keeps each result alive by storing it to UB. The functions
go to test/CodeGen/PTO/intrinsics-<group>.ll, one file per instruction
definition file; update_llc_test_checks.py then adds the CHECK lines.

  gen_intrinsic_tests.py --write DIR      write the .ll files into DIR
  gen_intrinsic_tests.py --check FILE     read llc's assembly for FILE on
                                          stdin and check that each function
                                          contains its instruction, in the
                                          selected form (register or
                                          immediate operands)

The check is what makes the generated tests fail when selection picks the
wrong instruction, type or form, whatever the CHECK lines say.
"""

import os
import re
import subprocess
import sys

import ptoisa



def is_range_imm(records, cls):
    """Whether operand class cls is an immediate of a range (RangeImm)."""
    return "RangeImmOperand" in records.get(cls, {}).get("!superclasses", [])


def group_of(rec):
    if rec["A2A3Only"]:
        return "a2a3"
    loc = rec["!locs"][0]
    base = os.path.basename(loc.split(":")[0])
    return {"PTOInstrVector.td": "vector", "PTOInstrMemory.td": "memory",
            "PTOInstrPredicate.td": "predicate",
            "PTOInstrSync.td": "sync"}.get(base, "other")



def result_slot(body, k):
    """The UB address where a test function keeps its result \p k (256
    bytes apart from %out), its GEP appended to \p body."""
    if not k:
        return "%out"
    body.append("  %%p%d = getelementptr i8, ptr addrspace(6) %%out, i64 %d"
                % (k, 256 * k))
    return "%%p%d" % k

class Form:
    """One instruction at one vector type, as an IR test function."""

    def __init__(self, name, rec, records, vt, mode=None):
        self.name = name
        self.rec = rec
        self.records = records
        # (operand, token, value): a mode operand taking another token than
        # the first of its kind.
        self.mode = mode
        self.intr = records[rec["Intr"]]
        self.intr_name = "llvm." + rec["Intr"][len("int_"):].replace("_", ".")
        self.func = name.lower() + ("_" + vt if vt else "") + (
            "_%s_%s" % (mode[0], mode[1].lower()) if mode else "")
        etype = records[rec["EType"]["def"]]["VT"]["def"]
        dtype = records[rec["DstType"]["def"]]["VT"]["def"]
        self.outs = [(a["def"], n) for a, n in rec["OutOperandList"]["args"]]
        # A type-coded intrinsic's leading element type codes, then the
        # instruction's inputs.
        self.type_codes = {n: c for _, n, c in ptoisa.type_code_ins(records,
                                                                    rec)}
        self.ins = [(ptoisa.TYPE_CODE, n) for n in self.type_codes] + [
            (a["def"], n) for a, n in rec["InOperandList"]["args"]]
        self.imm_args = {records[p["def"]]["ArgNo"] - 1
                         for p in self.intr["IntrProperties"]
                         if "ImmArg" in records[p["def"]]["!superclasses"]}
        # Types of the results and parameters, overloads bound from the
        # instruction's element types (or vt for untyped instructions).
        overloads = []
        def bind(ref, is_result):
            t = records[ref["def"]]
            sup = t["!superclasses"]
            if t.get("isAny"):
                overloads.append(vt or (dtype if is_result else etype))
                return overloads[-1]
            if "LLVMMatchType" in sup:
                return overloads[t["Number"]]
            if "LLVMQualPointerType" in sup:
                return "ptr addrspace(%d)" % t["Sig"][1]
            return t["VT"]["def"]
        self.ret_types = [bind(r, True) for r in self.intr["RetTypes"]]
        self.param_types = [bind(p, False) for p in self.intr["ParamTypes"]]
        self.overloads = overloads

    def ir_type(self, t):
        return ptoisa.ir_type(t)

    def mangled(self):
        return self.intr_name + "".join("." + t for t in self.overloads)

    def ret_ir(self):
        if not self.ret_types:
            return "void"
        if len(self.ret_types) == 1:
            return self.ir_type(self.ret_types[0])
        return "{ " + ", ".join(map(self.ir_type, self.ret_types)) + " }"

    def declaration(self):
        return "declare %s @%s(%s)" % (
            self.ret_ir(), self.mangled(),
            ", ".join(map(self.ir_type, self.param_types)))

    def immediate(self, cls, opname):
        if cls == ptoisa.TYPE_CODE:
            return self.type_codes[opname]
        if self.mode and self.mode[0] == opname:
            return self.mode[2]
        token = DEFAULT_TOKENS.get((self.name, opname))
        if token:
            return dict(mode_tokens(self.records, cls))[token]
        if cls.startswith("mode_"):
            return mode_tokens(self.records, cls)[0][1]
        return 1

    def token(self, cls, opname):
        """The token the printer shows for a mode operand."""
        value = self.immediate(cls, opname)
        return dict((v, n) for n, v in mode_tokens(self.records, cls))[value]

    def function(self):
        params, body, args = [], [], []
        params.append("ptr addrspace(6) %out")
        for i, ((cls, opname), t) in enumerate(zip(self.ins, self.param_types)):
            if i in self.imm_args or is_range_imm(self.records, cls):
                args.append("%s %d" % (self.ir_type(t),
                                       self.immediate(cls, opname)))
            elif t == "ptoalign":
                body.append('  %%al%d = call target("pto.align") '
                            '@llvm.pto.init.align()' % i)
                args.append('target("pto.align") %%al%d' % i)
            elif t == "ptovaddr":
                body.append('  %%va%d = call target("pto.vaddr") '
                            '@llvm.pto.vag(i64 %%x%d)' % (i, i))
                params.append("i64 %%x%d" % i)
                args.append('target("pto.vaddr") %%va%d' % i)
            else:
                params.append("%s %%a%d" % (self.ir_type(t), i))
                args.append("%s %%a%d" % (self.ir_type(t), i))
        call = "call %s @%s(%s)" % (self.ret_ir(), self.mangled(),
                                     ", ".join(args))
        results = []
        if len(self.ret_types) == 1:
            body.append("  %r = " + call)
            results = [("%r", self.ret_types[0])]
        elif self.ret_types:
            body.append("  %r = " + call)
            for k, t in enumerate(self.ret_types):
                body.append("  %%r%d = extractvalue %s %%r, %d"
                            % (k, self.ret_ir(), k))
                results.append(("%%r%d" % k, t))
        else:
            body.append("  " + call)
        # Keep every result: store it to UB.
        for k, (v, t) in enumerate(results):
            p = result_slot(body, k)
            if t == "ptoalign":
                body.append('  call void @llvm.pto.vstas('
                            'target("pto.align") %s, '
                            'ptr addrspace(6) %s, i64 0)' % (v, p))
            elif t == "ptovaddr":
                body.append('  %%al_r%d = call target("pto.align") '
                            '@llvm.pto.init.align()' % k)
                body.append('  call void @llvm.pto.vasta('
                            'target("pto.align") %%al_r%d, '
                            'ptr addrspace(6) %s, target("pto.vaddr") %s)'
                            % (k, p, v))
            elif t.startswith("ptr"):
                body.append("  %%i%d = ptrtoint %s %s to i64" % (k, t, v))
                body.append("  store i64 %%i%d, ptr addrspace(6) %s"
                            % (k, p))
            else:
                body.append("  store %s %s, ptr addrspace(6) %s"
                            % (self.ir_type(t), v, p))
        body.append("  ret void")
        return "define void @%s(%s) {\n%s\n}\n" % (
            self.func, ", ".join(params), "\n".join(body))

    def asm_regex(self):
        """The instruction as llc prints it, operands generalised."""
        asm = self.rec["AsmString"]
        classes = dict((n, c) for c, n in self.outs + self.ins)
        def literal(text):
            return "".join(r"\s+" if part.isspace() else re.escape(part)
                           for part in re.split(r"(\s+)", text) if part)
        out = ""
        pos = 0
        for m in re.finditer(r"\$\{?(\w+)\}?", asm):
            out += literal(asm[pos:m.start()])
            cls = classes[m.group(1)]
            if is_range_imm(self.records, cls):
                out += r"-?\d+"
            elif cls.startswith("mode_") and m.group(1) in dict(
                    (n, c) for c, n in self.ins):
                out += re.escape(self.token(cls, m.group(1)))
            elif cls.startswith("mode_"):
                out += r"\w+"
            else:
                out += r"[a-z]+\d+"
            pos = m.end()
        return out + literal(asm[pos:])


# Mode operands whose first token is not valid on a5 with the others' first
# tokens (a set_flag from PIPE_S to PIPE_S, pipe_barrier PIPE_V).
DEFAULT_TOKENS = {("SET_FLAG", "src_pipe"): "PIPE_MTE2",
                  ("SET_FLAG", "dst_pipe"): "PIPE_V",
                  ("WAIT_FLAG", "src_pipe"): "PIPE_MTE2",
                  ("WAIT_FLAG", "dst_pipe"): "PIPE_V",
                  ("PIPE_BARRIER", "pipe"): "PIPE_MTE2"}


# The token variants a5 rejects (PTO::checkSyncOperands): a set_flag or
# wait_flag between one pipe, or from PIPE_S; pipe_barrier PIPE_V.
EXPECTED_REJECTIONS = {"set_flag_src_pipe_pipe_s", "wait_flag_src_pipe_pipe_s",
                       "set_flag_src_pipe_pipe_v", "wait_flag_src_pipe_pipe_v",
                       "set_flag_dst_pipe_pipe_mte2",
                       "wait_flag_dst_pipe_pipe_mte2",
                       "pipe_barrier_pipe_pipe_v"}


def mode_tokens(records, cls):
    """[(token, value)] of the mode kind of operand class mode_<Kind>."""
    kind = "Mode" + cls[len("mode_"):]
    return sorted(((r["Name"], ptoisa._bits_value(r["Value"]))
                   for r in records.values()
                   if isinstance(r, dict) and
                   "PTOModeToken" in r.get("!superclasses", []) and
                   r["Kind"]["def"] == kind), key=lambda t: t[1])


def intrinsic_instructions(records):
    """[(name, record, vts)]: every vector-core instruction that implements
    an llvm.pto.* intrinsic, with the vector types to instantiate it at
    ([None] when the instruction's element types decide)."""
    result = []
    for name, rec in sorted(records.items()):
        if not isinstance(rec, dict) or "PTOVInst" not in rec.get(
                "!superclasses", []) or rec.get("isCodeGenOnly"):
            continue
        if not rec["Intr"].startswith("int_pto_"):
            continue
        intr = records[rec["Intr"]]
        overloaded = any(records[t["def"]].get("isAny")
                         for t in intr["RetTypes"] + intr["ParamTypes"])
        typed = rec["EType"]["def"] != "NoType"
        result.append((name, rec,
                       [None] if typed or not overloaded
                       else ptoisa.vector_value_types(records)))
    return result


def forms(records):
    result = []
    for name, rec, vts in intrinsic_instructions(records):
        for vt in vts:
            result.append((group_of(rec), Form(name, rec, records, vt)))
        # Every other token of each mode operand, on the first type.
        first = Form(name, rec, records, vts[0])
        for arg, opname in rec["InOperandList"]["args"]:
            cls = arg["def"]
            if not cls.startswith("mode_"):
                continue
            default = first.immediate(cls, opname)
            for token, value in mode_tokens(records, cls):
                if value != default:
                    result.append((group_of(rec),
                                   Form(name, rec, records, vts[0],
                                        (opname, token, value))))
    return result


HEADER = """; NOTE: Assertions have been autogenerated by utils/update_llc_test_checks.py
; Every {group} instruction selected from its llvm.pto.* intrinsic, on every
; type it has and with every token of its mode operands (generated by
; tools/isa/gen_intrinsic_tests.py; the second and third RUN lines check
; that each function holds its instruction in the right form, also at -O0,
; the last that the assembler takes what llc prints).
; RUN: llc -mtriple=pto{cpu} -O2 -verify-machineinstrs < %s | FileCheck %s
; RUN: llc -mtriple=pto{cpu} -O2 < %s | %python %pto_repo/tools/isa/gen_intrinsic_tests.py --check %s
; RUN: llc -mtriple=pto{cpu} -O0 -verify-machineinstrs < %s | %python %pto_repo/tools/isa/gen_intrinsic_tests.py --check %s
; RUN: llc -mtriple=pto{cpu} -O2 < %s | llvm-mc -triple=pto{cpu} -filetype=obj -o /dev/null

"""


def rejected_functions(text, cpu):
    """The functions llc diagnoses (a token the profile does not allow)."""
    llc = os.path.join(ptoisa.CACHE, "build", "bin", "llc")
    result = subprocess.run([llc, "-mtriple=pto", "-O2", "-o", os.devnull] +
                            (["-mcpu=" + cpu] if cpu else []),
                            input=text, capture_output=True, text=True)
    return set(re.findall(r"in function (\w+)", result.stderr))


def write(directory, records):
    by_group = {}
    for group, form in forms(records):
        by_group.setdefault(group, []).append(form)
    for group, fs in by_group.items():
        decls = sorted({f.declaration() for f in fs} | {
            'declare target("pto.align") @llvm.pto.init.align()',
            'declare target("pto.vaddr") @llvm.pto.vag(i64)',
            'declare void @llvm.pto.vstas(target("pto.align"), '
            'ptr addrspace(6), i64)',
            'declare void @llvm.pto.vasta(target("pto.align"), ptr addrspace(6), '
            'target("pto.vaddr"))'})
        cpu = "a2a3" if group == "a2a3" else ""
        # Token variants the profile rejects are left out (intrinsic-errors.ll
        # has examples); anything else llc rejects is a selection bug.
        rejected = rejected_functions(
            "".join(form.function() for form in fs) + "\n".join(decls), cpu)
        unexpected = rejected - EXPECTED_REJECTIONS
        if unexpected:
            raise SystemExit("%s: llc rejects %s" %
                             (group, ", ".join(sorted(unexpected))))
        fs = [form for form in fs if form.func not in rejected]
        path = os.path.join(directory, "intrinsics-%s.ll" % group)
        with open(path, "w") as f:
            f.write(HEADER.format(group=group,
                                  cpu=" -mcpu=" + cpu if cpu else ""))
            for form in fs:
                f.write(form.function() + "\n")
            f.write("\n".join(decls) + "\n")
        print("wrote %s (%d functions, %d variants rejected)" %
              (path, len(fs), len(rejected)))


def check(ll_path, asm, records):
    funcs, bodies = ptoisa.test_functions(ll_path, asm)
    problems = []
    checked = 0
    for _, form in forms(records):
        if form.func not in funcs:
            continue
        checked += 1
        body = bodies.get(form.func)
        if body is None:
            problems.append("%s: no assembly" % form.func)
        elif not re.search(r"^\s*" + form.asm_regex() + r"\s*$", body, re.M):
            problems.append("%s: no `%s`" % (
                form.func, form.rec["AsmString"].replace("\t", " ")))
    return ptoisa.report_check(problems, checked)


if __name__ == "__main__":
    sys.exit(ptoisa.generator_main(write, check))
