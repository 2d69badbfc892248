"""The generated part of the vendor A5 builtin API (docs/cce-api.md).

gen_builtins.py calls write_cce_api() with the builtins and mode tokens it
derives from the TableGen records; the result is
clang-builtins/include/pto/__cce_generated.h, included by the hand-written
<pto/cce.h>. It holds everything whose mapping onto the __builtin_pto_*
builtins is mechanical:

  - one empty class type per mode token spelling, and the value each token
    has in each kind of operand that accepts it (__pto_token_value);
  - ::DistVST, the store distributions as an enumeration, whose tokens are
    __pto_enum_token<::DistVST, value> objects;
  - the masked operations whose builtin takes vectors, scalars and a mask and
    returns one vector: op(dst&, operands..., mask [, MODE_ZEROING |
    MODE_MERGING]) for every vector type, unsigned types through the `_u`
    builtin where there is one, other element types of the same width by
    their bit patterns when the ISA defines the operation on integers only;
  - vcmp_<cond>/vcmps_<cond> from the compare tokens;
  - set_flag/wait_flag/pipe_barrier on the pipe_t and event_t values, one
    builtin call per (pipe, pipe, event) the sync tokens allow.

Facts of the vendor API that the records cannot know (spellings of tokens
that differ from ours, the operations whose destination is also a source,
the pipe_t names) are the tables below; docs/cce-api.md lists each.
"""

import ptoisa

# Vendor spellings of tokens whose ISA spelling differs: (kind, ISA name) ->
# vendor name.
VENDOR_SPELLINGS = {
    ("ModeStoreDist", "1PT_B8"): "ONEPT_B8",
    ("ModeStoreDist", "1PT_B16"): "ONEPT_B16",
    ("ModeStoreDist", "1PT_B32"): "ONEPT_B32",
    ("ModeLoadDist", "UNPK4"): "UNPK4_B8",
    ("ModeOrder", "ASC"): "INC_ORDER",
    ("ModeOrder", "DESC"): "DEC_ORDER",
    ("ModePosition", "LOWEST"): "POS_LOWEST",
    ("ModePosition", "HIGHEST"): "POS_HIGHEST",
    ("ModeSPR", "AR"): "SPR_AR",
}
# Kinds that are not tokens of their own in the vendor API: compare modes
# are part of the builtin names, pipes and events are pipe_t/event_t values,
# store distributions are ::DistVST values.
NOT_TOKEN_KINDS = {"ModeCmp", "ModeSetFlagPipe", "ModeBarrierPipe",
                   "ModeBufPipe", "ModeEvent", "ModeStoreDist",
                   "ModeStoreDistX2", "ModeEvenOdd"}
DIST_VST_KINDS = ("ModeStoreDist", "ModeStoreDistX2")

# The vendor vector types: (overload type, C name, element C type, unsigned),
# from the PTOVectorCType records.
VECTORS = [(t["vt"], t["vendor_name"], t["vendor_element"], t["unsigned"])
           for t in ptoisa.vector_c_types()]
# The integer overload of the same width, and its signed C names.
SAME_WIDTH_INT = {"v256i8": "v256i8", "v128i16": "v128i16",
                  "v64i32": "v64i32", "v32i64": "v32i64",
                  "v128f16": "v128i16", "v128bf16": "v128i16",
                  "v64f32": "v64i32"}
INT_NAMES = {vt: (name, c_type) for vt, name, c_type, unsigned in VECTORS
             if "i" in vt and not unsigned}

# Operations whose vendor form differs from op(dst&, builtin operands...):
# the destination is also a source (vaxpy, vmula, vmadd), a token follows the
# mask (vsqz, vexpdif) or the operand types differ (vcadd); <pto/cce.h>
# writes them.
HAND_WRITTEN = {"vaxpy", "vmula", "vmadd", "vsqz", "vexpdif", "vcadd"}
# Operations <pto/__cce_ops.h> adds forms to (unsigned 16-bit division):
# generated as __pto_<name> too, so that the hand-written forms join them.
# Names library templates also call with operand types no form takes (8-bit
# floats, conversions the ISA lacks) in code that is never instantiated: the
# forms are generated as __pto_<name>, and <pto/cce.h> makes <name> forward
# to them, or be an error where a call without a form is compiled.
FORWARDED = {"vcvt", "vor", "vbr", "vdiv"}
# Shift counts are vectors of the signed type of the data's width.
SIGNED_COUNT = {"vshl", "vshr"}

# The vendor pipe_t names of the ISA's pipe tokens (the same spelling).
PIPE_KINDS = ("ModeSetFlagPipe", "ModeBarrierPipe")


def base_name(b, records):
    name = records[b.intr_name]["ClangBuiltinName"][len("__builtin_pto_"):]
    return name[:-2] if name.endswith("_u") else name


def is_regular(b):
    """op(vectors, scalars, mask) -> one vector."""
    if len(b.results) != 1 or b.results[0] not in SAME_WIDTH_INT:
        return False
    for p in b.params:
        if p.role == "element":
            continue
        if p.role != "value" or not (p.ir in SAME_WIDTH_INT or
                                     p.ir == "v256i1"):
            return False
    return True


def signedness(b):
    """How the instructions of a builtin read integers: "S" signed (TS32),
    "U" unsigned (TU32), "I" either (TI32: the same bits either way), "F"
    floats, "N" any type (NoType: a move); from the element types of its
    instruction records."""
    kinds = {"N" if records_etype(f) == "NoType" else records_etype(f)[1]
             for f in b.forms}
    kinds = {"F" if k in "FB" else k for k in kinds}
    return kinds.pop() if len(kinds) == 1 else "?"


def records_etype(form):
    return form.rec["EType"]["def"]


class RegularOp:
    """One vendor operation made of regular builtins of several types."""

    def __init__(self, name):
        self.name = name
        self.by_type = {}  # (overload, unsigned) -> Builtin

    def pick(self, vt, unsigned):
        """The builtin for a vendor vector type and whether it works on the
        bit patterns of another element type. An unsigned type takes the
        unsigned builtin or one that reads integers either way (never a
        signed division, say), a signed type the signed or either-way one;
        another element type of the same width takes only an either-way
        integer builtin, and only when the operation has no float form."""
        if vt in ("v128f16", "v128bf16", "v64f32"):
            allowed = {"F", "N"}
        else:
            allowed = {"U", "I", "N"} if unsigned else {"S", "I", "N"}
        for key in ((vt, unsigned), (vt, False)):
            b = self.by_type.get(key)
            if b is not None and signedness(b) in allowed:
                return b, False
        if "F" not in allowed or any(
                signedness(b) == "F" for b in self.by_type.values()):
            return None, False
        int_vt = SAME_WIDTH_INT[vt]
        for key in ((int_vt, False), (int_vt, True)):
            b = self.by_type.get(key)
            if b is not None and signedness(b) in ("I", "N"):
                return b, True
        return None, False


def c_vector(vt, unsigned):
    for t, name, elt, uns in VECTORS:
        if t == vt and uns == unsigned:
            return name, elt
    return INT_NAMES[vt]


def regular_wrappers(bs, records):
    ops = {}
    for b in bs:
        name = base_name(b, records)
        if name in HAND_WRITTEN or not is_regular(b) or b.a2a3_only:
            continue
        ops.setdefault(name, RegularOp(name)).by_type[
            (b.results[0], b.unsigned)] = b
    out = []
    for name in sorted(ops):
        op = ops[name]
        for vt, vname, velt, uns in VECTORS:
            b, by_bits = op.pick(vt, uns)
            if b is None:
                continue
            out.extend(regular_overloads(name, b, vt, vname, velt, uns,
                                         by_bits))
    return out


def regular_overloads(name, b, vt, vname, velt, uns, by_bits):
    result_c = c_vector(b.results[0], b.unsigned)[0]
    params, args = ["%s &__dst" % vname], []
    has_mask = False
    for i, p in enumerate(b.params):
        arg = "__a%d" % i
        if p.role == "element":
            params.append("%s %s" % (velt, arg))
            if by_bits:
                args.append("__builtin_bit_cast(%s, %s)" % (
                    INT_NAMES[SAME_WIDTH_INT[vt]][1], arg))
            else:
                args.append(arg)
        elif p.ir == "v256i1":
            params.append("vector_bool %s" % arg)
            args.append(arg)
            has_mask = i == len(b.params) - 1
        else:
            ptype = vname
            if name in SIGNED_COUNT and i == 1:
                ptype = INT_NAMES[SAME_WIDTH_INT[vt]][0]
            params.append("%s %s" % (ptype, arg))
            args.append("(%s)%s" % (p.c_type, arg) if p.c_type != ptype
                        else arg)
    call = "%s(%s)" % (b.name, ", ".join(args))
    if result_c != vname:
        call = "(%s)%s" % (vname, call)
    sig = ", ".join(params)
    name = internal_name(name)
    lines = ["__PTO_API void %s(%s) { __dst = %s; }" % (name, sig, call)]
    if has_mask:
        mask = "__a%d" % (len(b.params) - 1)
        lines.append("__PTO_API void %s(%s, __pto_mode_zeroing_t) "
                     "{ __dst = %s; }" % (name, sig, call))
        lines.append("__PTO_API void %s(%s, __pto_mode_merging_t) "
                     "{ __dst = __pto_merge(%s, __dst, %s); }"
                     % (name, sig, call, mask))
    return lines


def internal_name(name):
    return "__pto_" + name if name in FORWARDED else name


def compare_wrappers(bs, records, kinds):
    conds = [n for _, n in kinds["ModeCmp"][2]]
    out = []
    for b in bs:
        name = base_name(b, records)
        if name not in ("vcmp", "vcmps") or b.a2a3_only:
            continue
        vt = b.overloads[0]
        for t, vname, velt, uns in VECTORS:
            if t != vt or uns != b.unsigned:
                continue
            scalar = velt if name == "vcmps" else vname
            for cond in conds:
                token = "__PTO_CMP_%s" % cond.upper()
                out.append(
                    "__PTO_API void %s_%s(vector_bool &__dst, %s __a, %s __b, "
                    "vector_bool __g) { __dst = %s(__a, __b, __g, %s); }"
                    % (name, cond, vname, scalar, b.name, token))
    return out


def token_lines(kinds):
    """The token types, their values per kind, and the token objects."""
    spellings = {}  # vendor spelling -> [(kind name, kind code, value)]
    dist_vst = []
    for kname, (code, desc, tokens) in sorted(kinds.items(),
                                              key=lambda k: k[1][0]):
        for value, name in tokens:
            vendor = VENDOR_SPELLINGS.get((kname, name), name)
            if kname in DIST_VST_KINDS:
                dist_vst.append((value, vendor, kname))
            elif kname not in NOT_TOKEN_KINDS:
                spellings.setdefault(vendor, []).append((kname, code, value))
    out = ["// The kinds of mode operands (PTOModes.td)."]
    out.append("enum __pto_kind : int {")
    for kname, (code, desc, tokens) in sorted(kinds.items(),
                                              key=lambda k: k[1][0]):
        out.append("  __pto_kind_%s = %d, // %s" % (kname[4:], code, desc))
    out.append("};")
    out.append("")
    out.append("// Store distributions: the values of the DIST_* members are "
               "the ISA's.")
    out.append("enum DistVST {")
    for value, vendor, _ in sorted(dist_vst):
        out.append("  DIST_%s = %d," % (vendor, value))
    out.append("};")
    for value, vendor, kname in sorted(dist_vst):
        out.append("template <> struct __pto_enum_value<__pto_kind_%s, "
                   "::DistVST, DIST_%s> { static constexpr int value = %d; };"
                   % (kname[4:], vendor, value))
        out.append("inline constexpr __pto_enum_token<::DistVST, DIST_%s> "
                   "%s{};" % (vendor, vendor))
    out.append("")
    out.append("// Mode tokens: one class type per spelling; "
               "__pto_token_value<kind, type>::value is its value in an "
               "operand of that kind.")
    for vendor in sorted(spellings):
        out.append("struct __pto_tok_%s {};" % vendor)
        for kname, code, value in spellings[vendor]:
            out.append("template <> struct __pto_token_value<__pto_kind_%s, "
                       "__pto_tok_%s> { static constexpr int value = %d; };"
                       % (kname[4:], vendor, value))
        out.append("inline constexpr __pto_tok_%s %s{};" % (vendor, vendor))
    return out


def a5_forbidden(records, inst):
    """Token values an operand of inst must not take on a5 (PTOSyncRule)."""
    import ptoisa
    result = set()
    for rec in records.values():
        if isinstance(rec, dict) and "PTOSyncRule" in rec.get(
                "!superclasses", []) and rec["Inst"]["def"] == inst:
            value = ptoisa._bits_value(rec["A5Forbidden"])
            if value != 255:
                result.add(value)
    return result


def sync_lines(kinds, records):
    """set_flag, wait_flag and pipe_barrier on pipe_t/event_t values."""
    flag_pipes = kinds["ModeSetFlagPipe"][2]
    barrier_pipes = kinds["ModeBarrierPipe"][2]
    not_a5 = a5_forbidden(records, "PIPE_BARRIER")
    events = kinds["ModeEvent"][2]
    out = ["// The pipes and events the ISA's sync tokens name."]
    out.append("constexpr bool __pto_flag_pipe(pipe_t __p) {")
    out.append("  return %s;" % " || ".join(
        "__p == %s" % n for _, n in flag_pipes))
    out.append("}")
    out.append("constexpr bool __pto_barrier_pipe(pipe_t __p) {")
    out.append("#ifdef __PTO_A5__")
    out.append("  return %s;" % " || ".join(
        "__p == %s" % n for v, n in barrier_pipes if v not in not_a5))
    out.append("#else")
    out.append("  return %s;" % " || ".join(
        "__p == %s" % n for _, n in barrier_pipes))
    out.append("#endif")
    out.append("}")
    for op in ("set_flag", "wait_flag"):
        out.append("__PTO_API void %s(pipe_t __src, pipe_t __dst, "
                   "uint64_t __id) __PTO_FLAG_CHECKS {" % op)
        out.append("  switch (__src) {")
        for _, src in flag_pipes:
            out.append("  case %s:" % src)
            out.append("    switch (__dst) {")
            for _, dst in flag_pipes:
                if dst == src:
                    continue
                out.append("    case %s:" % dst)
                out.append("      switch (__id) {")
                for value, ev in events:
                    out.append("      case %s: __builtin_pto_%s(__PTO_"
                               "SETFLAGPIPE_%s, __PTO_SETFLAGPIPE_%s, "
                               "__PTO_EVENT_%s); return;"
                               % (ev, op, src, dst, ev))
                out.append("      }")
                out.append("      break;")
            out.append("    default: break;")
            out.append("    }")
            out.append("    break;")
        out.append("  default: break;")
        out.append("  }")
        out.append("  __builtin_unreachable();")
        out.append("}")
    out.append("__PTO_API void pipe_barrier(pipe_t __pipe) "
               "__PTO_BARRIER_CHECKS {")
    out.append("  switch (__pipe) {")
    for v, p in barrier_pipes:
        line = ("  case %s: __builtin_pto_pipe_barrier("
                "__PTO_BARRIERPIPE_%s); return;" % (p, p))
        if v in not_a5:
            out.extend(["#ifndef __PTO_A5__", line, "#endif"])
        else:
            out.append(line)
    out.append("  default: break;")
    out.append("  }")
    out.append("  __builtin_unreachable();")
    out.append("}")
    return out


def convert_wrappers(bs, records):
    """vcvt(dst&, src, mask, tokens...) and vtrc(dst&, src, ROUND, mask).

    The rounding, saturation and part tokens may come in any order (the
    vendor API writes saturation before rounding for bf16 -> f16); a token
    left out takes its kind's first value (ROUND_R, RS_DISABLE, PART_EVEN).
    The conversions have no mask in the ISA: every lane is converted."""
    out = []
    for b in bs:
        name = base_name(b, records)
        if name == "vcvt_typed":
            out.extend(typed_convert_wrappers(b, records))
            continue
        if name not in ("vcvt", "vcvt_part", "vtrc") or b.a2a3_only:
            continue
        dst = c_vector(b.results[0], False)[0]
        src = c_vector(b.params[0].ir, False)[0]
        imms = [records_kind(p) for p in b.params[1:]]
        args = ", ".join("__pto_pick<__pto_kind_%s, _T...>::value" % k
                         for k in imms)
        if name == "vtrc":
            out.append(
                "template <class _R, int _V = __pto_token_value<__pto_kind_"
                "Round, _R>::value>\n__PTO_API void vtrc(%s &__dst, %s __src, "
                "_R, vector_bool) { __dst = %s(__src, _V); }" % (dst, src,
                                                                 b.name))
            out.append(
                "template <class _R, int _V = __pto_token_value<__pto_kind_"
                "Round, _R>::value>\n__PTO_API void vtrc(%s &__dst, %s __src, "
                "_R, vector_bool, __pto_mode_zeroing_t) { __dst = %s(__src, "
                "_V); }" % (dst, src, b.name))
            continue
        out.append("template <class... _T, class = typename __pto_enable_if<"
                   "__pto_all_tokens<__pto_kinds<%s>, _T...>::value>::type>"
                   "\n__PTO_API void %s(%s &__dst, %s __src, vector_bool, "
                   "_T...) { __dst = %s(__src, %s); }"
                   % (", ".join("__pto_kind_" + k for k in imms),
                      internal_name("vcvt"), dst, src, b.name, args))
    return out


# The vendor vector types of the 8- and 4-bit float element types
# (cce-a5-api.md section 4.1); the others are VECTORS' (c_vector).
MINIFLOAT_VECTORS = {"e4m3": "vector_f8e4m3", "e5m2": "vector_f8e5m2",
                     "hif8": "vector_hif8", "e8m0": "vector_f8e8m0",
                     "e2m1": "vector_f4e2m1x2", "e1m2": "vector_f4e1m2x2"}


def vendor_vector(etype):
    """The vendor vector type of an element type record (PTOElemType)."""
    suffix = etype["Suffix"]
    if suffix in MINIFLOAT_VECTORS:
        return MINIFLOAT_VECTORS[suffix]
    return c_vector(etype["VT"]["def"], suffix.startswith("u"))[0]


def typed_convert_wrappers(b, records):
    """One __pto_vcvt overload per instruction of a type-coded conversion
    builtin: the vendor types of its element types, the type codes passed
    as the builtin's first arguments (__pto_as reinterprets the registers
    as the builtin's vector types)."""
    out = []
    imms = [records_kind(p) for p in b.params[3:]]
    picks = ", ".join("__pto_pick<__pto_kind_%s, _T...>::value" % k
                      for k in imms)
    arg_type = c_vector(b.params[2].ir, False)[0]
    for form in sorted(b.forms, key=lambda f: f.name):
        dst_type = records[form.rec["DstType"]["def"]]
        src_type = records[form.rec["EType"]["def"]]
        dst, src = vendor_vector(dst_type), vendor_vector(src_type)
        dst_suffix, src_suffix = dst_type["Suffix"], src_type["Suffix"]
        out.append("template <class... _T, class = typename __pto_enable_if<"
                   "__pto_all_tokens<__pto_kinds<%s>, _T...>::value>::type>"
                   "\n__PTO_API void %s(%s &__dst, %s __src, vector_bool, "
                   "_T...) { __dst = __pto_as<%s>(%s(__PTO_ELEMTYPE_%s, "
                   "__PTO_ELEMTYPE_%s, __pto_as<%s>(__src), %s)); }"
                   % (", ".join("__pto_kind_" + k for k in imms),
                      internal_name("vcvt"), dst, src, dst, b.name,
                      dst_suffix.upper(), src_suffix.upper(), arg_type,
                      picks))
    return out


def records_kind(p):
    """The mode kind an immediate parameter of a conversion takes."""
    kinds = [c[1] for c in p.checks if c[0] == "mode"]
    if len(kinds) != 1:
        raise SystemExit("gen_cce_api.py: conversion operand of no one kind")
    return kinds[0][len("Mode"):] if kinds[0].startswith("Mode") else kinds[0]


def vector_lists():
    """X-macro lists of the vendor vector types for <pto/__cce_ops.h>, and
    the merge (MODE_MERGING) of each: a select on the integer builtin of its
    width."""
    out = ["// X(vendor type, element, builtin suffix, builtin vector type):",
           "// every vendor vector type with its own builtins.",
           "#define __PTO_FOR_VECTORS(X) %s" % " ".join(
               "X(%s, %s, %s, %s)" % (name, elt, t, c_vector(t, False)[0])
               for t, name, elt, uns in VECTORS),
           "// The types of 8, 16 and 32 bits with the integer builtins of "
           "their width.",
           "#define __PTO_FOR_BITS(X) %s" % " ".join(
               "X(%s, %s, %s, %s)" % (name, elt, SAME_WIDTH_INT[t],
                                      INT_NAMES[SAME_WIDTH_INT[t]][0])
               for t, name, elt, uns in VECTORS if t != "v32i64"),
           "",
           "// Merging: inactive lanes keep the destination's value."]
    for t, name, elt, uns in VECTORS:
        int_vt = SAME_WIDTH_INT[t]
        b = INT_NAMES[int_vt][0]
        out.append("__PTO_API %s __pto_merge(%s __r, %s __old, vector_bool __m) "
                   "{ return (%s)__builtin_pto_vsel_%s((%s)__r, (%s)__old, __m); }"
                   % (name, name, name, name, int_vt, b, b))
    return out


# Hand-written operations of <pto/__cce_ops.h> whose vendor types are those
# the builtins of the same name have: X-macro lists of (vendor type,
# element, builtin suffix, builtin vector type) per name. Data movement may
# also serve other element types of the width by their bits.
TYPED_BY_BUILTINS = {"vci": False, "vmula": False, "vmadd": False,
                     "vaxpy": False, "vcadd": False, "vgatherb": True,
                     "vmull": False, "vaddc": False, "vsubc": False,
                     "vaddcs": False, "vsubcs": False}


def typed_lists(bs, records):
    out = ["// The vendor types each hand-written operation takes, from its "
           "builtins."]
    for name, by_bits in sorted(TYPED_BY_BUILTINS.items()):
        op = RegularOp(name)
        for b in bs:
            if base_name(b, records) == name and not b.a2a3_only and \
                    b.overloads:
                op.by_type[(b.overloads[0], b.unsigned)] = b
        entries = []
        for vt, vname, velt, uns in VECTORS:
            b, bits = op.pick(vt, uns)
            if b is None or (bits and not by_bits):
                continue
            suffix = b.name[len("__builtin_pto_" + name + "_"):]
            bvec = c_vector(b.overloads[0], b.unsigned)[0]
            entries.append("X(%s, %s, %s, %s)" % (vname, velt, suffix, bvec))
        out.append("#define __PTO_TYPES_%s(X) %s" % (name, " ".join(entries)))
    return out


def write_cce_api(bs, kinds, records, header):
    out = [header("__cce_generated.h", "vendor A5 API, generated part")]
    out.append("""
// Included by <pto/cce.h> (docs/cce-api.md); not for direct inclusion.
#ifndef __PTO_CCE_H_INSIDE
#error "include <pto/cce.h> instead"
#endif
""")
    out.extend(token_lines(kinds))
    out.append("")
    out.extend(vector_lists())
    out.append("")
    out.extend(typed_lists(bs, records))
    out.append("")
    out.extend(sync_lines(kinds, records))
    out.append("")
    out.append("// Masked operations: op(dst, operands..., mask [, MODE]).")
    out.extend(regular_wrappers(bs, records))
    out.append("")
    out.append("// Compares: the condition is part of the name.")
    out.extend(compare_wrappers(bs, records, kinds))
    out.append("")
    out.append("// Conversions.")
    out.extend(convert_wrappers(bs, records))
    out.append("")
    out.append("// The names whose forms are __pto_<name>: <pto/__cce_ops.h> "
               "defines them, after its own forms, to forward or be an error.")
    out.append("#define __PTO_FORWARDED(X) %s" % " ".join(
        "X(%s)" % n for n in sorted(FORWARDED)))
    return "\n".join(out) + "\n"
