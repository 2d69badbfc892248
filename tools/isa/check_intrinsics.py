#!/usr/bin/env python3
"""Check that every PTO instruction's intrinsic matches its operands.

Intrinsic selection (PTOISelDAGToDAG.cpp) turns an llvm.pto.* call into the
instruction that names it (the `Intr` field) by passing the call's operands
through in order. That is only right if, for every such pair,
  * the intrinsic's parameters are the instruction's inputs and its results
    the instruction's outputs, in order and in number;
  * vector registers take vectors, predicate registers <256 x i1>, align
    registers target("pto.align"), vector-address registers
    target("pto.vaddr"), scalar
    registers i64 or pointers;
  * mode and immediate operands take i32 ImmArg parameters, except the
    immediate-offset forms (vlds [x, imm], pldi, get_buf imm, ...), whose
    immediates take the i64 a constant operand of the register form has;
and every llvm.pto.* intrinsic is implemented by some instruction. Prints
one line per problem; exit status 1 when there is any.
"""

import sys

import ptoisa

REG_TYPES = {
    "VRF": lambda t: t["vector"],
    "PRF": lambda t: t["vt"] == "v256i1",
    "ARF": lambda t: t["vt"] == "ptoalign",
    "VAR": lambda t: t["vt"] == "ptovaddr",
    "GPR": lambda t: t["vt"] in ("i64", "iPTR"),
}


def llvm_type(records, ref):
    rec = records[ref["def"]]
    sup = rec["!superclasses"]
    vt = rec["VT"]["def"]
    # LLVMMatchType<N> (and its variants) follow an overloaded vector here.
    vector = ("LLVMMatchType" in sup or vt == "vAny" or
              (vt.startswith("v") and vt != "v256i1"))
    return {"vt": vt, "vector": vector, "name": ref["def"]}


def main():
    records = ptoisa.dump_json()
    # The register casts are removed before selection (IntrinsicsPTO.td).
    intrinsics = {n: r for n, r in records.items()
                  if isinstance(r, dict) and n.startswith("int_pto_") and
                  "PTORegisterCast" not in r["!superclasses"]}
    problems = []
    used = set()
    for name, rec in sorted(records.items()):
        if not isinstance(rec, dict) or "PTOInst" not in rec.get(
                "!superclasses", []):
            continue
        intr_name = rec["Intr"]
        if not intr_name:
            continue
        used.add(intr_name)
        intr = intrinsics.get(intr_name)
        if intr is None:
            problems.append(f"{name}: no intrinsic {intr_name}")
            continue
        imm_args = {records[p["def"]]["ArgNo"] - 1
                    for p in intr["IntrProperties"]
                    if "ImmArg" in records[p["def"]]["!superclasses"]}
        for kind, dag, types in (("output", rec["OutOperandList"],
                                  intr["RetTypes"]),
                                 ("input", rec["InOperandList"],
                                  intr["ParamTypes"])):
            ops = [arg["def"] for arg, _ in dag["args"]]
            if kind == "input":
                ops = [c for c, _, _ in ptoisa.type_code_ins(records, rec)] + ops
            if len(ops) != len(types):
                problems.append(
                    f"{name}: {len(ops)} {kind}s, {intr_name} has "
                    f"{len(types)}")
                continue
            for i, (op, ty) in enumerate(zip(ops, types)):
                t = llvm_type(records, ty)
                if op in REG_TYPES:
                    ok = REG_TYPES[op](t)
                elif op == ptoisa.TYPE_CODE:
                    ok = i in imm_args and t["vt"] == "i32"
                elif kind == "input" and i in imm_args:
                    ok = t["vt"] == "i32"
                else:
                    # An immediate the register form takes in a register.
                    ok = kind == "input" and t["vt"] == "i64"
                if not ok:
                    problems.append(f"{name}: {kind} {i} ({op}) does not fit "
                                    f"{intr_name}'s {t['name']}")
    for name in sorted(set(intrinsics) - used):
        problems.append(f"{name}: no instruction implements it")
    for p in problems:
        print(p)
    print(f"{len(used)} intrinsics checked against their instructions, "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
