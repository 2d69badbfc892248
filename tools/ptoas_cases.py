#!/usr/bin/env python3
"""Runs PTOAS's vector-core validation cases through PTOAS, our llc and the
ACL runtime over pto-emu (docs/hivm.md, "The real producer").

Each case directory of PTOAS's test/vpto/cases (kernel.pto, golden.py,
compare.py, launch.cpp, main.cpp) is built and run as PTOAS's own
test/vpto/scripts/run_host_vpto_validation.sh does on the vendor's
toolchain, with ours in its place:

  1. ptoas --pto-arch a5 --pto-backend=vpto kernel.pto (or the case's
     ptoas.flags), with ASCEND_HOME_PATH at a directory whose compiler
     commands are tools/ptoas_bisheng_shim.py: the LLVM IR that PTOAS hands
     to the vendor's compiler is compiled by our llc into a PTO object;
  2. that object is embedded in a host object that registers it with the
     runtime at start-up (as a `-xcce` compile embeds its device object);
  3. launch.cpp (the `<<<>>>` launcher) is compiled by our clang++ -xcce;
  4. main.cpp (the ACL host program) by the host's clang++-19 and linked
     with both and our libascendcl;
  5. golden.py writes inputs and expected outputs, the program runs the
     kernel on pto-emu, compare.py compares.

  tools/ptoas_cases.py --ptoas BIN --cases DIR [--only REGEX] [--jobs N]
                       [--work DIR] [--page BYTES] [--dask ADDRESS]

DIR is PTOAS's test/vpto/cases (or any directory under it); BIN a ptoas
built by tools/ptoas.sh. Cases of the cube core, mixed cube/vector cases and
SIMT cases are listed apart: PTOAS compiles them for other units. Prints
per group the cases that compile and that pass, then each failure's stage
and first error line. Nothing of PTOAS is copied into this repository.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(REPO, "build")
HOST_INCLUDE = os.path.join(BUILD, "lib", "clang", "19", "include", "pto",
                            "host")
SHIM = os.path.join(REPO, "tools", "ptoas_bisheng_shim.py")
sys.path.insert(0, os.path.join(REPO, "tools"))
import fanout  # noqa: E402
# The vendor commands PTOAS runs, relative to ASCEND_HOME_PATH.
SHIM_COMMANDS = ["bin/bisheng", "bin/cce-ld", "bin/ld.lld",
                 "tools/bisheng_compiler/bin/bisheng"]
# Groups of PTOAS's cases that are not vector-core code.
EMITC_OBJECTS = "<emitc objects>"
OTHER_UNITS = {"cube-matmul": "cube core", "cv-mixed": "cube and vector",
               "simt": "SIMT", "onboard-only": "SIMT, on a device only"}


def make_ascend_home(root):
    """An ASCEND_HOME_PATH whose compiler commands are the shim."""
    for command in SHIM_COMMANDS:
        path = os.path.join(root, command)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        os.symlink(SHIM, path)
    return root


def group_of(case):
    parts = case.split(os.sep)
    for part in parts:
        if part in OTHER_UNITS:
            return part
    return parts[-2] if len(parts) > 1 else parts[0]


def find_cases(root):
    cases = []
    for dirpath, _, files in os.walk(root):
        if "kernel.pto" in files and "main.cpp" in files:
            cases.append(os.path.relpath(dirpath, root))
    return sorted(cases)


def first_error(text):
    for pattern in [r"error: .*", r"Error: .*", r"\[ERROR\].*",
                    r"Traceback.*"]:
        m = re.search(pattern, text)
        if m:
            return " ".join(m.group(0).split())[:220]
    lines = [line for line in text.splitlines() if line.strip()]
    return " ".join(lines[-1].split())[:220] if lines else ""


def image_source(obj, name):
    """A host C file that embeds the PTO object and registers it."""
    return f"""#include <stdint.h>
void __pto_register_image(const void *, uint64_t, const char *);
__asm__(".section .rodata\\n.balign 64\\nptoas_image:\\n"
        ".incbin \\"{obj}\\"\\nptoas_image_end:\\n.previous");
extern const char ptoas_image[], ptoas_image_end[];
__attribute__((constructor)) static void ptoas_register(void) {{
  __pto_register_image(ptoas_image, ptoas_image_end - ptoas_image, "{name}");
}}
"""


def run_case(args, ascend_home, case):
    src = os.path.join(args.cases, case)
    out = os.path.join(args.work, case.replace(os.sep, "_"))
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    env = dict(os.environ, ASCEND_HOME_PATH=ascend_home,
               PTO_EMU_ALLOCATION_PAGE=str(args.page),
               PTOAS_CAPTURE_DIR=out, PTOAS_LLC=os.path.join(BUILD, "bin",
                                                             "llc"),
               PTOAS_CLANGXX=os.path.join(BUILD, "bin", "clang++"))
    if args.pto_isa:
        env["PTO_ISA_PATH"] = args.pto_isa
    flags = ["--pto-arch", "a5", "--pto-backend=vpto"]
    if os.path.exists(os.path.join(src, "ptoas.flags")):
        flags = open(os.path.join(src, "ptoas.flags")).read().split()
    clangxx = os.path.join(BUILD, "bin", "clang++")
    host_clang = os.environ.get("PTO_HOST_CLANGXX", "clang++-19")
    common = os.path.join(os.path.dirname(os.path.normpath(args.cases)),
                          "npu_validation", "common")
    exe = os.path.join(out, "case")
    steps = [
        ("ptoas", [args.ptoas] + flags + [os.path.join(src, "kernel.pto"),
                                          "-o", os.path.join(out, "k.fatobj")]),
        ("image", ["clang-19", "-c", "-fPIC", os.path.join(out, "image.c"),
                   "-o", os.path.join(out, "image.o")]),
        ("launch", [clangxx, "-xcce", "--cce-aicore-arch=dav-c310-vec", "-O2",
                    "-fPIC", "-std=c++17", "-Wno-macro-redefined",
                    "-Wno-ignored-attributes", "-c",
                    os.path.join(src, "launch.cpp"), "-o",
                    os.path.join(out, "launch.o")]),
        ("host", [host_clang, "-xc++", "-include", "stdint.h", "-include",
                  "stddef.h", "-std=c++17", os.path.join(src, "main.cpp"),
                  "-I", src, "-I", common, "-I", HOST_INCLUDE, "-xnone",
                  os.path.join(out, "launch.o"), os.path.join(out, "image.o"),
                  EMITC_OBJECTS,
                  "-L", os.path.join(BUILD, "lib"), "-lascendcl",
                  "-Wl,-rpath," + os.path.join(BUILD, "lib"), "-o", exe]),
        ("golden", ["/usr/bin/python3", os.path.join(src, "golden.py")]),
        ("run", [exe]),
        ("compare", ["/usr/bin/python3", os.path.join(src, "compare.py")]),
    ]
    for stage, cmd in steps:
        # The host objects of PTOAS's emitc C++ (tools/ptoas_bisheng_shim.py).
        if EMITC_OBJECTS in cmd:
            i = cmd.index(EMITC_OBJECTS)
            cmd[i:i + 1] = sorted(
                os.path.join(out, f) for f in os.listdir(out)
                if re.fullmatch(r"emitc-\d+\.o", f))
        if stage == "image":
            obj = os.path.join(out, "vector.o")
            if not os.path.exists(obj):
                return case, "ptoas", "no vector-core IR reached the compiler"
            with open(os.path.join(out, "image.c"), "w") as f:
                f.write(image_source(obj, case + "/kernel.pto"))
        try:
            p = subprocess.run(cmd, cwd=out, env=dict(env, COMPARE_STRICT="1"),
                               stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True,
                               errors="replace", timeout=args.timeout)
        except subprocess.TimeoutExpired:
            return case, stage, f"timed out after {args.timeout} s"
        with open(os.path.join(out, stage + ".log"), "w") as f:
            f.write(p.stdout)
        if p.returncode:
            if stage == "ptoas" and os.path.exists(
                    os.path.join(out, "cube.ll")):
                stage = "cube"  # the case has cube-core code too
            elif stage == "ptoas" and os.path.exists(
                    os.path.join(out, "vector.ll")):
                stage = "llc"  # PTOAS made IR; our compile of it failed
            return case, stage, first_error(p.stdout)
    return case, "pass", ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ptoas", required=True, help="the ptoas binary")
    parser.add_argument("--cases", required=True,
                        help="PTOAS's test/vpto/cases or a directory in it")
    parser.add_argument("--only", help="cases whose path matches REGEX")
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--timeout", type=int, default=300)
    parser.add_argument("--work", help="keep each case's files here")
    parser.add_argument("--pto-isa", help="a checkout of the tile library "
                        "(PTO_ISA_PATH), whose headers the C++ of PTOAS's "
                        "emitc backend includes")
    parser.add_argument("--page", type=int, default=64,
                        help="the device's page (PTO_EMU_ALLOCATION_PAGE, "
                        "docs/offload.md): a kernel may read and write past "
                        "its allocation inside it; 2097152 models the 2 MB "
                        "pages of ACL_MEM_MALLOC_HUGE_FIRST, which the cases "
                        "allocate with")
    fanout.add_arguments(parser)
    args = parser.parse_args()
    args.cases = os.path.abspath(args.cases)
    if not os.access(args.ptoas, os.X_OK):
        sys.exit(f"ptoas_cases.py: {args.ptoas} is not executable")
    if not os.path.isdir(args.cases):
        sys.exit(f"ptoas_cases.py: no directory {args.cases}")
    cases = find_cases(args.cases)
    if args.only:
        cases = [c for c in cases if re.search(args.only, c)]
    if not cases:
        sys.exit("ptoas_cases.py: no case (a directory with kernel.pto and "
                 "main.cpp) found")
    keep = args.work is not None
    args.work = os.path.abspath(args.work or tempfile.mkdtemp("-ptoas"))
    os.makedirs(args.work, exist_ok=True)
    home = make_ascend_home(tempfile.mkdtemp("-ascend-shim"))

    start = time.time()
    vector = [c for c in cases if group_of(c) not in OTHER_UNITS]
    other = [c for c in cases if group_of(c) in OTHER_UNITS]
    results = fanout.run_all(lambda c: run_case(args, home, c), vector,
                             args.jobs, args.dask)
    shutil.rmtree(home)
    if not keep:
        shutil.rmtree(args.work)

    # Cases found to have cube-core code are not the vector core's either.
    cube = [r[0] for r in results if r[1] == "cube"]
    results = [r for r in results if r[1] != "cube"]
    groups = {}
    for case, stage, _ in results:
        g = groups.setdefault(group_of(case), [0, 0, 0])
        g[0] += 1
        g[1] += stage not in ("ptoas", "llc")
        g[2] += stage == "pass"
    print("| group | cases | compile | pass |")
    print("| --- | ---: | ---: | ---: |")
    for name in sorted(groups):
        total, compiled, passed = groups[name]
        print(f"| {name} | {total} | {compiled} | {passed} |")
    totals = [sum(g[i] for g in groups.values()) for i in range(3)]
    print(f"| all | {totals[0]} | {totals[1]} | {totals[2]} |")
    failures = [r for r in results if r[1] != "pass"]
    if failures:
        print("\n| case | stage | first error |\n| --- | --- | --- |")
        for case, stage, error in failures:
            print(f"| {case} | {stage} | {error.replace('|', '/')} |")
    if other or cube:
        print("\nNot vector-core code (not run): " + ", ".join(
            [f"{sum(group_of(c) == g for c in other)} {OTHER_UNITS[g]}"
             for g in sorted(OTHER_UNITS) if any(group_of(c) == g
                                                 for c in other)] +
            ([f"{len(cube)} with cube-core code ({', '.join(cube)})"]
             if cube else [])))
    print(f"\n{totals[2]} of {totals[0]} vector-core cases pass "
          f"({time.time() - start:.0f} s)")
    return 0 if totals[2] == totals[0] else 1


if __name__ == "__main__":
    sys.exit(main())
