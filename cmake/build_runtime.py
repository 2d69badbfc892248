#!/usr/bin/env python3
"""Build the PTO runtime: the objects pto-emu loads for what a program leaves
undefined (docs/abi.md, "Scalar floating point").

  build_runtime.py --clang CLANG --compiler-rt DIR --out DIR

The scalar unit has no floating-point instructions, so the backend calls the
usual soft-float helpers (__addsf3, __ltsf2, __gnu_h2f_ieee, ...). They are
compiled here, with the clang just built, from compiler-rt's builtins in the
llvm-project source tree the build already uses (DIR is
<source>/compiler-rt/lib/builtins; nothing of it is copied into this
repository), together with the project's own math functions in
tools/pto-rt. One object per source file, rebuilt when the source or clang is
newer than it.
"""

import argparse
import os
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OWN_SOURCES = os.path.join(REPO, "tools", "pto-rt")

# The compiler-rt builtins LLVM's soft-float legalisation calls on PTO
# (RuntimeLibcalls.def: f32 and f64 arithmetic, comparisons, conversions to
# and from 32- and 64-bit integers, powi, and the f16/bf16 conversions), and
# fp_mode.c, which the arithmetic asks for the rounding mode.
COMPILER_RT_BUILTINS = [
    "addsf3", "subsf3", "mulsf3", "divsf3", "negsf2", "comparesf2",
    "powisf2", "fixsfsi", "fixsfdi", "fixunssfsi", "fixunssfdi", "floatsisf",
    "floatdisf", "floatunsisf", "floatundisf",
    "adddf3", "subdf3", "muldf3", "divdf3", "negdf2", "comparedf2",
    "powidf2", "fixdfsi", "fixdfdi", "fixunsdfsi", "fixunsdfdi", "floatsidf",
    "floatdidf", "floatunsidf", "floatundidf", "extendsfdf2", "truncdfsf2",
    "extendhfsf2", "truncsfhf2", "truncdfhf2", "extendbfsf2", "truncsfbf2",
    "truncdfbf2",
    "fp_mode",
]

# __SOFTFP__ selects compiler-rt's integer-only code paths (the others use
# double arithmetic to set the FPU's inexact flag).
FLAGS = ["--target=pto", "-O2", "-ffreestanding", "-fno-builtin",
         "-D__SOFTFP__", "-Werror=implicit-function-declaration"]


def sources(compiler_rt):
    for name in COMPILER_RT_BUILTINS:
        yield os.path.join(compiler_rt, name + ".c"), "crt-" + name + ".o"
    for name in sorted(os.listdir(OWN_SOURCES)):
        if name.endswith(".c"):
            yield os.path.join(OWN_SOURCES, name), name[:-2] + ".o"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--clang", required=True)
    ap.add_argument("--compiler-rt", required=True,
                    help="compiler-rt/lib/builtins of the llvm-project tree")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    if not os.path.isfile(os.path.join(args.compiler_rt, "fp_lib.h")):
        sys.exit("build_runtime.py: %s is not compiler-rt's lib/builtins "
                 "(no fp_lib.h)" % args.compiler_rt)
    os.makedirs(args.out, exist_ok=True)
    clang_time = os.path.getmtime(args.clang)
    # The project's sources include its headers (float_bits.h).
    headers_time = max([os.path.getmtime(os.path.join(OWN_SOURCES, name))
                        for name in os.listdir(OWN_SOURCES)
                        if name.endswith(".h")] + [os.path.getmtime(
                            os.path.join(REPO, "clang-builtins", "include",
                                         "pto", "__pto_debug.h"))])
    wanted = set()
    built = 0
    for src, obj_name in sources(args.compiler_rt):
        obj = os.path.join(args.out, obj_name)
        wanted.add(obj_name)
        inputs_time = max(os.path.getmtime(src), clang_time)
        if src.startswith(OWN_SOURCES):
            inputs_time = max(inputs_time, headers_time)
        if os.path.exists(obj) and os.path.getmtime(obj) >= inputs_time:
            continue
        cmd = [args.clang] + FLAGS + ["-c", src, "-o", obj]
        if subprocess.run(cmd).returncode != 0:
            sys.exit("build_runtime.py: failed: " + " ".join(cmd))
        built += 1
    # Objects of sources that are gone would still be loaded: remove them.
    for name in os.listdir(args.out):
        if name.endswith(".o") and name not in wanted:
            os.remove(os.path.join(args.out, name))
    print("runtime: %d objects in %s (%d rebuilt)" % (len(wanted), args.out,
                                                      built))


if __name__ == "__main__":
    main()
