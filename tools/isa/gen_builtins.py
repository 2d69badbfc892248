#!/usr/bin/env python3
"""Generate clang's PTO builtins from the TableGen records.

Every llvm.pto.* intrinsic becomes one clang builtin per type it is selected
for: __builtin_pto_<name>_<overload types> for an overloaded intrinsic
(llvm.pto.vadd.v64f32 -> __builtin_pto_vadd_v64f32), __builtin_pto_<name>
for the others. The intrinsic records (IntrinsicsPTO.td) give the operands,
the instruction records (lib/Target/PTO, their Intr and element types) the
types and the immediates each operand accepts, PTOModes.td the tokens. From
them this writes

  clang-builtins/BuiltinsPTO.def      the builtin database (TARGET_BUILTIN)
  clang-builtins/__clang_pto_tokens.h one macro per mode token
  clang-builtins/PTOBuiltinInfo.inc   per builtin: intrinsic, overload types,
                                      results, element operands (CodeGen);
                                      immediate checks and tokens (Sema)
  docs/builtins.md                    the reference table
  test/Clang/builtins-codegen.c       one call per builtin, checked against
                                      the intrinsic call clang must emit
  test/Clang/builtins-compile.c       every builtin used as in a kernel,
                                      compiled to machine code
  clang-builtins/include/pto/__cce_generated.h
                                      the mechanical part of the vendor A5
                                      API (gen_cce_api.py)

  gen_builtins.py --write             write them into the repository
  gen_builtins.py --output-dir DIR    write them under DIR (same layout)

Prototype rules (docs/clang.md): the first result is the return value,
further results are written through trailing pointer arguments; vectors are
ext_vector_type values, masks bool ext vectors of 256 lanes, align states
and vector addresses vector_size types of 32 and 4 bytes; element operands
(llvm_pto_elt_ty) take the element type; immediates are int constants; UB
and GM pointers carry address spaces 6 and 1.
"""

import argparse
import os
import re
import sys

import gen_cce_api
import ptoisa
from gen_intrinsic_tests import Form, intrinsic_instructions


def _elements():
    """{value type: (builtin code signed, unsigned, C element signed,
    unsigned, lanes)} from the PTOVectorCType records (a float type's
    unsigned as its signed)."""
    elements = {}
    for t in ptoisa.vector_c_types():
        signed = elements.get(t["vt"], (None, None, None, None))
        code, c = t["builtin_element"], t["c_element"]
        lanes = int(re.match(r"v(\d+)", t["vt"]).group(1))
        elements[t["vt"]] = ((signed[0], code, signed[2], c, lanes)
                             if t["unsigned"] else (code, code, c, c, lanes))
    return elements


ELEMENTS = _elements()
MASK, ALIGN, VADDR = "v256i1", "ptoalign", "ptovaddr"
FIXED = {MASK: ("E256b", "vector_bool"), ALIGN: ("V32Uc", "vector_align"),
         VADDR: ("V1i", "vector_address"), "i64": ("Wi", "long"),
         "i32": ("i", "int")}
# The C vector types clang gives align states and vector addresses
# (vector_align, vector_address), as IR types.
C_VECTOR_TYPES = {ALIGN: "<32 x i8>", VADDR: "<1 x i32>"}
# The vendor-style names of the vector types (docs/clang.md), signed and
# unsigned (a float type's twice), from the vendor API's table.
VECTOR_NAMES = {
    vt: (signed, next((n for v, n, _, u in gen_cce_api.VECTORS
                       if v == vt and u), signed))
    for vt, signed, _, unsigned in gen_cce_api.VECTORS if not unsigned}
ADDRESS_SPACES = {6: "__ubuf__", 1: "__gm__"}


def fail(message):
    raise SystemExit("gen_builtins.py: " + message)


class Param:
    """One parameter of a builtin."""

    def __init__(self, index, ir, type_string, c_type, role, element=None):
        self.index = index          # position in the builtin's arguments
        self.ir = ir                # the intrinsic operand's type (VT name)
        self.type_string = type_string
        self.c_type = c_type
        self.role = role            # value, element, imm, out
        self.element = element      # for elements: the vector type's VT
        self.checks = []            # for immediates: [("mode", kind) or
                                    #                  ("range", width, signed)]


class Builtin:
    def __init__(self, intr_name, intr, overloads, forms, records):
        self.intr_name = intr_name                  # int_pto_vadd
        self.enum = intr_name[len("int_"):]         # pto_vadd
        self.ir_name = "llvm." + ".".join(
            [intr_name[len("int_"):].replace("_", ".")] + overloads)
        base = intr["ClangBuiltinName"]
        self.name = "_".join([base] + overloads)
        self.overloads = overloads
        self.unsigned = intr_name.endswith("_u")
        self.forms = forms
        self.a2a3_only = bool(forms) and all(f.rec["A2A3Only"] for f in forms)
        self.a5_only = bool(forms) and all(f.rec["A5Only"] for f in forms)
        # The target feature (profile) the builtin needs, if any.
        self.feature = ("a2a3" if self.a2a3_only else
                        "a5" if self.a5_only else "")
        props = [records[p["def"]] for p in intr["IntrProperties"]]
        self.no_mem = any(p["!name"] == "IntrNoMem" for p in props)
        self.read_only = any(p["!name"] == "IntrReadMem" for p in props)
        imm_args = {p["ArgNo"] - 1 for p in props
                    if "ImmArg" in p["!superclasses"]}
        read_only_args = {p["ArgNo"] - 1 for p in props
                          if "ReadOnly" in p["!superclasses"]}
        self.elements = []
        overload_iter = iter(overloads)
        bound = []

        def resolve(ref):
            t = records[ref["def"]]
            sup = t["!superclasses"]
            if t.get("isAny"):
                bound.append(next(overload_iter))
                return bound[-1]
            if "LLVMMatchType" in sup:
                return bound[t["Number"]]
            if "LLVMQualPointerType" in sup:
                return "ptr%d" % t["Sig"][1]
            return t["VT"]["def"]
        self.results = [resolve(r) for r in intr["RetTypes"]]
        operand_types = [resolve(p) for p in intr["ParamTypes"]]
        self.params = []
        for i, (ref, t) in enumerate(zip(intr["ParamTypes"], operand_types)):
            if ref["def"] == "llvm_pto_elt_ty":
                vt = next((v for v in operand_types + self.results
                           if v in ELEMENTS), None)
                if vt is None:
                    fail("%s: element operand %d of no vector type"
                         % (self.name, i))
                if intr_name == "int_pto_vmulscvt":
                    vt = operand_types[0]
                signed, unsigned = ELEMENTS[vt][0], ELEMENTS[vt][1]
                c_sig, c_uns = ELEMENTS[vt][2], ELEMENTS[vt][3]
                ts = unsigned if self.unsigned else signed
                c = c_uns if self.unsigned else c_sig
                self.params.append(Param(i, t, ts, c, "element", vt))
            elif i in imm_args:
                if t != "i32":
                    fail("%s: immediate operand %d is %s" % (self.name, i, t))
                self.params.append(Param(i, t, "Ii", "int", "imm"))
            else:
                const = self.read_only or i in read_only_args
                ts, c = self.type_of(t, const)
                self.params.append(Param(i, t, ts, c, "value"))
        # Results after the first: out pointers.
        for k, t in enumerate(self.results[1:], 1):
            ts, c = self.type_of(t, False)
            self.params.append(Param(len(self.params), t, ts + "*", c + " *",
                                     "out"))
        # The (result, source) element type pairs a type-coded builtin
        # converts (checked as pairs, PTO_TYPE_PAIR).
        self.type_pairs = sorted({(f.type_codes["dsttype"],
                                   f.type_codes["srctype"])
                                  for f in forms if f.type_codes})
        self.attach_checks(records)
        # The operand rules of its instructions (PTOSyncRule records).
        names = {f.name for f in forms}
        self.sync_rules = []
        for rec in records.values():
            if isinstance(rec, dict) and "PTOSyncRule" in rec.get(
                    "!superclasses", []) and rec["Inst"]["def"] in names:
                rule = (ptoisa._bits_value(rec["Operand"]),
                        ptoisa._bits_value(rec["Other"]),
                        ptoisa._bits_value(rec["A5Forbidden"]),
                        rec["Message"])
                if rule not in self.sync_rules:
                    self.sync_rules.append(rule)
        self.sync_rules.sort()

    def type_of(self, t, const):
        if t in ELEMENTS:
            elt = ELEMENTS[t][1] if self.unsigned else ELEMENTS[t][0]
            names = VECTOR_NAMES[t]
            return "E%d%s" % (ELEMENTS[t][4], elt), (
                names[1] if self.unsigned else names[0])
        if t.startswith("ptr"):
            space = int(t[3:])
            return ("vC*%d" if const else "v*%d") % space, "%s %svoid *" % (
                ADDRESS_SPACES[space], "const " if const else "")
        if t in FIXED:
            if t == "i64" and self.unsigned:
                return "UWi", "unsigned long"
            return FIXED[t]
        fail("%s: no builtin type for %s" % (self.name, t))

    def attach_checks(self, records):
        imm_params = [p for p in self.params if p.role == "imm"]
        if not imm_params:
            return
        if not self.forms:
            fail("%s: immediates but no instruction" % self.name)
        for p in imm_params:
            checks = []
            for form in self.forms:
                cls = form.ins[p.index][0]
                if cls == ptoisa.TYPE_CODE:
                    check = ("type",)
                    if check not in checks:
                        checks.append(check)
                    continue
                rec = records[cls]
                if "ModeOperand" in rec["!superclasses"]:
                    check = ("mode", "Mode" + cls[len("mode_"):])
                elif "RangeImmOperand" in rec["!superclasses"]:
                    check = ("range", ptoisa._bits_value(rec["Width"]),
                             rec["Signed"])
                else:
                    fail("%s: immediate operand %d is %s in %s"
                         % (self.name, p.index, cls, form.name))
                if check not in checks:
                    checks.append(check)
            p.checks = checks

    def prototype(self):
        ret = "v"
        if self.results:
            ret = self.type_of(self.results[0], False)[0]
        return ret + "".join(p.type_string for p in self.params)

    def attributes(self):
        return "nc" if self.no_mem and len(self.results) <= 1 else "n"

    def c_return(self):
        return self.type_of(self.results[0], False)[1] if self.results \
            else "void"


def intrinsic_forms(records):
    """{intrinsic record: {overload tuple: [Form]}} from the instructions."""
    result = {}
    for name, rec, vts in intrinsic_instructions(records):
        for vt in vts:
            form = Form(name, rec, records, vt)
            result.setdefault(rec["Intr"], {}).setdefault(
                tuple(form.overloads), []).append(form)
    return result


def builtins(records):
    forms = intrinsic_forms(records)
    result = []
    for name in sorted(k for k in records if k.startswith("int_pto_")):
        intr = records[name]
        if "PTORegisterCast" in intr["!superclasses"]:
            continue  # inserted by clang around the builtins, not one
        by_type = forms.get(name)
        if by_type is None:
            if intr["isOverloaded"]:
                fail("%s is overloaded but no instruction gives its types"
                     % name)
            by_type = {(): []}
        for overloads, fs in sorted(by_type.items()):
            result.append(Builtin(name, intr, list(overloads), fs, records))
    names = [b.name for b in result]
    if len(set(names)) != len(names):
        fail("two builtins share a name")
    return result


def elem_types(records):
    """[(code, suffix)] of the element types (PTOElemType), by code."""
    return sorted((ptoisa._bits_value(r["Code"]), r["Suffix"])
                  for r in records.values()
                  if isinstance(r, dict) and "PTOElemType" in r.get(
                      "!superclasses", []) and r["Suffix"])


def mode_kinds(records):
    kinds = {}
    for name, rec in records.items():
        if isinstance(rec, dict) and "PTOModeKind" in rec.get(
                "!superclasses", []):
            kinds[name] = (rec["Code"], rec["Description"], [])
    for name, rec in records.items():
        if isinstance(rec, dict) and "PTOModeToken" in rec.get(
                "!superclasses", []):
            kinds[rec["Kind"]["def"]][2].append(
                (ptoisa._bits_value(rec["Value"]), rec["Name"]))
    for k in kinds.values():
        k[2].sort()
    return kinds


LICENSE = """//===-- {name} - {what} {tail}===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Generated by tools/isa/gen_builtins.py from the TableGen records of the
// PTO target; do not edit. test/Generated/builtins-current.test fails when
// it is stale.
//
//===----------------------------------------------------------------------===//
"""


def header(name, what):
    line = "//===-- %s - %s " % (name, what)
    head = LICENSE.format(name=name, what=what, tail="")
    first = (line + "-" * max(3, 80 - len(line) - 3) + "===//")
    return first + head[head.index("\n"):]


def write_def(bs):
    out = [header("BuiltinsPTO.def", "PTO builtin function database")]
    out.append("""
// The builtins of the PTO vector core, one per llvm.pto.* intrinsic and type
// it is selected for (docs/builtins.md). The fourth field is the profile the
// builtin needs, as a target feature ("a5", "a2a3": -mcpu=a5 or a2a3).

#if defined(BUILTIN) && !defined(TARGET_BUILTIN)
#define TARGET_BUILTIN(ID, TYPE, ATTRS, FEATURE) BUILTIN(ID, TYPE, ATTRS)
#endif
""")
    for b in bs:
        out.append('TARGET_BUILTIN(%s, "%s", "%s", "%s")' % (
            b.name, b.prototype(), b.attributes(), b.feature))
    out.append("\n#undef BUILTIN\n#undef TARGET_BUILTIN")
    return "\n".join(out) + "\n"


def write_info(bs, kinds, records):
    out = [header("PTOBuiltinInfo.inc", "PTO builtin lowering and checks")]
    out.append("""
// PTO_BUILTIN(NAME, INTRINSIC, OVERLOADS, RESULTS, ELEMENTS, UNSIGNED)
//   the builtin __builtin_pto_NAME calls Intrinsic::INTRINSIC overloaded on
//   OVERLOADS (MVT names, "." separated); RESULTS results, the first
//   returned and the others stored through the trailing pointer arguments;
//   ELEMENTS is the mask of the operands that hold a vector element (widened
//   to the intrinsic's i64: floats as bits, UNSIGNED zero- else
//   sign-extended).
// PTO_IMM_MODE(NAME, ARG, KIND)         argument ARG is a token of KIND
// PTO_IMM_RANGE(NAME, ARG, WIDTH, SIGNED) argument ARG fits WIDTH bits
//   (an argument with several rows accepts what any of them accepts)
// PTO_SYNC_RULE(NAME, ARG, OTHER, A5_FORBIDDEN, MESSAGE): argument ARG must
//   differ from argument OTHER (15: no such rule) or, on a5, must not be
//   A5_FORBIDDEN (255: none); else MESSAGE (PTOSyncRule records)
// PTO_MODE_KIND(KIND, DESCRIPTION) and PTO_MODE_TOKEN(KIND, NAME, VALUE):
//   the tokens of each mode kind (PTOModes.td)
// PTO_TYPE_PAIR(NAME, DST, SRC): arguments 0 and 1 of a type-coded builtin
//   (llvm.pto.vcvt.typed) may name result type DST and source type SRC
// PTO_ELEM_TYPE(CODE, SUFFIX): the element type codes (PTOElemType)
""")
    out.append("#ifdef PTO_BUILTIN")
    for b in bs:
        mask = sum(1 << p.index for p in b.params if p.role == "element")
        out.append('PTO_BUILTIN(%s, %s, "%s", %d, 0x%x, %d)' % (
            b.name[len("__builtin_pto_"):], b.enum, ".".join(b.overloads),
            len(b.results), mask, int(b.unsigned)))
    out.append("#undef PTO_BUILTIN\n#endif\n")
    for macro, kind in [("PTO_IMM_MODE", "mode"), ("PTO_IMM_RANGE", "range")]:
        out.append("#ifdef " + macro)
        for b in bs:
            for p in b.params:
                for c in p.checks:
                    if c[0] == kind:
                        out.append("%s(%s)" % (macro, ", ".join(
                            [b.name[len("__builtin_pto_"):], str(p.index)] +
                            [str(int(x)) if not isinstance(x, str) else x
                             for x in c[1:]])))
        out.append("#undef %s\n#endif\n" % macro)
    out.append("#ifdef PTO_SYNC_RULE")
    for b in bs:
        for operand, other, forbidden, message in b.sync_rules:
            out.append('PTO_SYNC_RULE(%s, %d, %d, %d, "%s")' % (
                b.name[len("__builtin_pto_"):], operand, other, forbidden,
                message))
    out.append("#undef PTO_SYNC_RULE\n#endif\n")
    out.append("#ifdef PTO_TYPE_PAIR")
    for b in bs:
        for dst, src in b.type_pairs:
            out.append("PTO_TYPE_PAIR(%s, %d, %d)" % (
                b.name[len("__builtin_pto_"):], dst, src))
    out.append("#undef PTO_TYPE_PAIR\n#endif\n")
    out.append("#ifdef PTO_ELEM_TYPE")
    for code, suffix in elem_types(records):
        out.append('PTO_ELEM_TYPE(%d, "%s")' % (code, suffix))
    out.append("#undef PTO_ELEM_TYPE\n#endif\n")
    out.append("#ifdef PTO_MODE_KIND")
    for kind, (code, desc, _) in sorted(kinds.items(), key=lambda k: k[1][0]):
        out.append('PTO_MODE_KIND(%s, "%s")' % (kind, desc))
    out.append("#undef PTO_MODE_KIND\n#endif\n")
    out.append("#ifdef PTO_MODE_TOKEN")
    for kind, (code, desc, tokens) in sorted(kinds.items(),
                                             key=lambda k: k[1][0]):
        for value, name in tokens:
            out.append('PTO_MODE_TOKEN(%s, %s, %d)' % (kind, name, value))
    out.append("#undef PTO_MODE_TOKEN\n#endif")
    return "\n".join(out) + "\n"


def c_signature(b):
    args = []
    for p in b.params:
        if p.role == "imm":
            args.append("int /*%s*/" % describe_checks(p))
        else:
            args.append(p.c_type)
    return "%s %s(%s)" % (b.c_return(), b.name, ", ".join(args))


def describe_checks(p):
    parts = []
    for c in p.checks:
        if c[0] == "mode":
            parts.append(c[1][len("Mode"):])
        elif c[0] == "type":
            parts.append("ElemType")
        else:
            parts.append("%s%d" % ("simm" if c[2] else "uimm", c[1]))
    return " or ".join(parts)


def write_docs(bs, kinds):
    out = ["# PTO builtins (generated)", "",
           "Generated by `tools/isa/gen_builtins.py` from the intrinsic and "
           "instruction records; [clang.md](clang.md) explains the rules "
           "(names, prototypes, checks). One row per builtin: its C "
           "prototype (vector types by their `vector_*` names, immediates "
           "with the token kind or range they take) and the intrinsic it "
           "calls. `(a2a3)` and `(a5)` mark builtins of one profile "
           "(`-mcpu=a2a3`, `-mcpu=a5`).", "",
           "| builtin | prototype | intrinsic |", "| --- | --- | --- |"]
    for b in bs:
        sig = c_signature(b).replace("|", "\\|")
        out.append("| `%s`%s | `%s` | `%s` |" % (
            b.name, " (%s)" % b.feature if b.feature else "", sig,
            b.ir_name))
    out += ["", "## Tokens", "",
            "An immediate that takes a token of a kind accepts exactly these "
            "values (the `PTO_` names are not C identifiers: write the value, "
            "or use the vendor header's names).", "",
            "| kind | tokens |", "| --- | --- |"]
    for kind, (code, desc, tokens) in sorted(kinds.items(),
                                             key=lambda k: k[1][0]):
        out.append("| %s (%s) | %s |" % (
            kind[len("Mode"):], desc,
            ", ".join("`%s`=%d" % (n, v) for v, n in tokens)))
    return "\n".join(out) + "\n"


def token_macro(kind, name):
    return "__PTO_%s_%s" % (kind[len("Mode"):].upper(), name.upper())


def write_tokens(kinds, records):
    out = ["""/*===---- __clang_pto_tokens.h - PTO mode tokens ----------------------------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * The values the immediates of the __builtin_pto_* builtins take, one macro
 * __PTO_<KIND>_<TOKEN> per token of each mode kind. Generated by
 * tools/isa/gen_builtins.py from PTOModes.td; do not edit.
 *
 *===-----------------------------------------------------------------------===
 */

#ifndef __CLANG_PTO_TOKENS_H
#define __CLANG_PTO_TOKENS_H
"""]
    for kind, (code, desc, tokens) in sorted(kinds.items(),
                                             key=lambda k: k[1][0]):
        out.append("/* %s */" % desc)
        for value, name in tokens:
            out.append("#define %s %d" % (token_macro(kind, name), value))
        out.append("")
    out.append("/* element types (the type codes of llvm.pto.vcvt.typed) */")
    for code, suffix in elem_types(records):
        out.append("#define __PTO_ELEMTYPE_%s %d" % (suffix.upper(), code))
    out.append("")
    out.append("#endif /* __CLANG_PTO_TOKENS_H */")
    return "\n".join(out) + "\n"


def write_codegen_test(bs, kinds, records):
    # The a2a3 compile checks the a2a3-only builtins, if there are any.
    a2a3_check = (" | FileCheck %s --check-prefix=A2A3"
                  if any(b.a2a3_only for b in bs) else " -o /dev/null")
    out = ["""// Every PTO builtin calls its intrinsic with the operands in order
// (generated by tools/isa/gen_builtins.py from the same records as the
// builtins; test/Generated/builtins-current.test keeps it current).
// RUN: clang --target=pto -mcpu=a5 -O1 -S -emit-llvm -Xclang -disable-llvm-passes %s -o - | FileCheck %s
// RUN: clang --target=pto -mcpu=a2a3 -DA2A3 -O1 -S -emit-llvm -Xclang -disable-llvm-passes %s""" +
           (" -o -" if "FileCheck" in a2a3_check else "") + a2a3_check + "\n"]
    for b in bs:
        fn = "test_" + b.name[len("__builtin_pto_"):]
        params, args, checks = [], [], []
        used = {}
        for p in b.params:
            if p.role == "imm":
                c = p.checks[0]
                if c[0] == "mode":
                    # The last tokens of the kind, a different one for each
                    # operand of the same kind (distinct pipes).
                    k = used[c[1]] = used.get(c[1], 0) + 1
                    value = kinds[c[1]][2][-k][0]
                elif c[0] == "type":
                    # The first pair the builtin converts.
                    value = b.type_pairs[0][p.index]
                else:
                    value = 1
                args.append(str(value))
                checks.append("i32 %d" % value)
            elif p.role == "out":
                params.append("%s o%d" % (p.c_type, p.index))
                args.append("o%d" % p.index)
            else:
                params.append("%s a%d" % (p.c_type, p.index))
                args.append("a%d" % p.index)
                checks.append(ir_arg(p))
        prefix = "A2A3" if b.a2a3_only else "CHECK"
        ret = b.c_return()
        call = "%s(%s)" % (b.name, ", ".join(args))
        body = ("return %s;" % call) if ret != "void" else call + ";"
        if b.feature:
            out.append(PROFILE_GUARD[b.feature])
        out.append("%s %s(%s) { %s }" % (ret, fn, ", ".join(params) or
                                           "void", body))
        if len(b.results) > 1:
            ret_ir = "{ %s }" % ", ".join(ir_type(t) for t in b.results)
        elif b.results:
            ret_ir = ir_type(b.results[0])
        else:
            ret_ir = "void"
        out.append("// %s-LABEL: @%s(" % (prefix, fn))
        out.append("// %s: call %s @%s(%s)" % (
            prefix, "".join({"{": "{{[{]}}", "}": "{{[}]}}"}.get(ch, ch)
                            for ch in ret_ir), b.ir_name,
            ", ".join(checks)))
        # Each further result is stored through its pointer (a mask in its
        # memory form, i256; an align state or vector address as its C
        # vector type, through a cast).
        for k, t in enumerate(b.results[1:], 1):
            out.append("// %s: [[R%d:%%.*]] = extractvalue {{.*}}, %d" % (
                prefix, k, k))
            if t == MASK:
                out.append("// %s: [[M%d:%%.*]] = bitcast <256 x i1> [[R%d]] "
                           "to i256" % (prefix, k, k))
                out.append("// %s: store i256 [[M%d]]" % (prefix, k))
            elif t in C_VECTOR_TYPES:
                kind = "align" if t == ALIGN else "vaddr"
                out.append("// %s: [[C%d:%%.*]] = call %s "
                           "@llvm.pto.cast.%s.to.vector(%s [[R%d]])" % (
                               prefix, k, C_VECTOR_TYPES[t], kind,
                               ir_type(t), k))
                out.append("// %s: store %s [[C%d]]" % (
                    prefix, C_VECTOR_TYPES[t], k))
            else:
                out.append("// %s: store %s [[R%d]]" % (prefix, ir_type(t),
                                                         k))
        if b.feature:
            out.append("#endif")
        out.append("")
    return "\n".join(out)


def valid_immediates(b, kinds):
    """{argument: value}: the first tokens (or 0) that satisfy the builtin's
    sync rules, for a call that must compile."""
    imms = [p for p in b.params if p.role == "imm"]
    choices = []
    for p in imms:
        c = p.checks[0]
        if c[0] == "mode":
            choices.append([v for v, _ in kinds[c[1]][2]])
        elif c[0] == "type":
            choices.append([b.type_pairs[0][p.index]])
        else:
            choices.append([0])

    def allowed(values):
        for operand, other, forbidden, _ in b.sync_rules:
            if other != 15 and values[operand] == values[other]:
                return False
            if forbidden != 255 and not b.a2a3_only and \
                    values[operand] == forbidden:
                return False
        return True

    def search(i, values):
        if i == len(imms):
            return dict(values) if allowed(values) else None
        for v in choices[i]:
            values[imms[i].index] = v
            found = search(i + 1, values)
            if found:
                return found
        del values[imms[i].index]
        return None
    found = search(0, {})
    if found is None:
        fail("%s: no immediates satisfy its rules" % b.name)
    return found


def write_compile_test(bs, kinds):
    """Every builtin used as a kernel would: results kept in UB, further
    results through locals, align states and vector addresses made in the
    function. Compiling it to an object at -O0 and -O2 checks that every
    builtin reaches machine code."""
    out = ["""// Every PTO builtin compiles to machine code at -O0 and -O2, used the way a
// kernel uses it: further results through locals, every result kept in UB,
// align states and vector addresses made where they are used (generated by
// tools/isa/gen_builtins.py; test/Generated/builtins-current.test keeps it
// current).
// RUN: clang --target=pto -O0 -c %s -o /dev/null
// RUN: clang --target=pto -O2 -c %s -o /dev/null
// RUN: clang --target=pto -mcpu=a2a3 -DA2A3 -O2 -c %s -o /dev/null
"""]
    for b in bs:
        fn = "compile_" + b.name[len("__builtin_pto_"):]
        imms = valid_immediates(b, kinds)
        params, body, args = ["__ubuf__ char *out"], [], []
        for p in b.params:
            if p.role == "imm":
                args.append(str(imms[p.index]))
            elif p.role == "out":
                body.append("  %s r%d;" % (p.c_type[:-2].strip(), p.index))
                args.append("&r%d" % p.index)
            elif p.ir == ALIGN:
                body.append("  vector_align a%d = __builtin_pto_init_align();"
                            % p.index)
                args.append("a%d" % p.index)
            elif p.ir == VADDR:
                params.append("long x%d" % p.index)
                body.append("  vector_address a%d = __builtin_pto_vag(x%d);"
                            % (p.index, p.index))
                args.append("a%d" % p.index)
            elif p.ir == "ptr6":
                args.append("out")
            else:
                params.append("%s a%d" % (p.c_type, p.index))
                args.append("a%d" % p.index)
        call = "%s(%s)" % (b.name, ", ".join(args))
        results = []
        if b.results:
            body.append("  %s r = %s;" % (b.c_return(), call))
            results.append(("r", b.results[0]))
        else:
            body.append("  %s;" % call)
        results += [("r%d" % p.index, p.ir) for p in b.params
                    if p.role == "out"]
        for k, (v, t) in enumerate(results):
            dest = "out + %d" % (256 * k) if k else "out"
            if t == ALIGN:
                body.append("  __builtin_pto_vstas(%s, %s, 0);" % (v, dest))
            elif t == VADDR:
                body.append("  __builtin_pto_vasta(__builtin_pto_init_align(), "
                            "%s, %s);" % (dest, v))
            elif t.startswith("ptr"):
                body.append("  *(__ubuf__ long *)(%s) = (long)%s;" % (dest, v))
            else:
                body.append("  *(__ubuf__ %s *)(%s) = %s;" % (
                    b.type_of(t, False)[1], dest, v))
        if b.feature:
            out.append(PROFILE_GUARD[b.feature])
        out.append("void %s(%s) {\n%s\n}" % (fn, ", ".join(params),
                                               "\n".join(body)))
        if b.feature:
            out.append("#endif")
        out.append("")
    return "\n".join(out)


# The builtins of one profile are compiled only for it (A2A3 is defined with
# -mcpu=a2a3 in the tests).
PROFILE_GUARD = {"a2a3": "#ifdef A2A3", "a5": "#ifndef A2A3"}


def ir_type(t):
    if t.startswith("ptr"):
        return "ptr addrspace(%s)" % t[3:]
    return ptoisa.ir_type(t, strict=True)


def ir_arg(p):
    t = ir_type(p.ir)
    if p.role == "element":
        return "i64 %{{.*}}"
    return t + " %{{.*}}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--output-dir")
    parser.add_argument("--tblgen")
    parser.add_argument("--llvm-include")
    args = parser.parse_args()
    if not args.write and not args.output_dir:
        parser.error("--write or --output-dir")
    root = ptoisa.REPO if args.write else args.output_dir
    records = ptoisa.dump_json(args.tblgen, args.llvm_include)
    bs = builtins(records)
    kinds = mode_kinds(records)
    files = {
        "clang-builtins/BuiltinsPTO.def": write_def(bs),
        "clang-builtins/PTOBuiltinInfo.inc": write_info(bs, kinds, records),
        "clang-builtins/__clang_pto_tokens.h": write_tokens(kinds, records),
        "docs/builtins.md": write_docs(bs, kinds),
        "test/Clang/builtins-codegen.c": write_codegen_test(bs, kinds,
                                                            records),
        "test/Clang/builtins-compile.c": write_compile_test(bs, kinds),
        "clang-builtins/include/pto/__cce_generated.h":
            gen_cce_api.write_cce_api(bs, kinds, records, header),
    }
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    print("%d builtins for %d intrinsics" % (
        len(bs), len({b.intr_name for b in bs})))
    return 0


if __name__ == "__main__":
    sys.exit(main())
