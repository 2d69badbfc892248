#!/usr/bin/env python3
"""The vendor compiler's commands as PTOAS runs them, answered by this
toolchain (tools/ptoas_cases.py installs this script as bin/bisheng,
bin/cce-ld, bin/ld.lld and tools/bisheng_compiler/bin/bisheng of the
ASCEND_HOME_PATH it gives PTOAS; docs/hivm.md, "The real producer").

PTOAS `--pto-backend=vpto` lowers a kernel to LLVM IR and pipes it into
`bisheng ... --cce-aicore-arch=<arch> -c -x ir - -o OBJ`. That command is the
one that matters: the IR is kept as $PTOAS_CAPTURE_DIR/<core>.ll and, for the
vector core, compiled by our llc into a PTO object,
$PTOAS_CAPTURE_DIR/<core>.o. Cube-core IR is kept and refused: it is not
the PTO vector core's code. The other commands (host stub, device object
merge, fat-object packing and linking) build the vendor's fat object, which
we do not use: each writes an empty output so that PTOAS completes. The
C++ of PTOAS's emitc backend (`-xcce`) is compiled by our clang++
(compile_cpp).
"""

import os
import shutil
import subprocess
import sys


def output_of(args):
    for i, a in enumerate(args):
        if a == "-o" and i + 1 < len(args):
            return args[i + 1]
    return None


def aicore_arch(args):
    for a in args:
        if a.startswith("--cce-aicore-arch="):
            return a.split("=", 1)[1]
    return ""


def compile_ir(args):
    capture = os.environ.get("PTOAS_CAPTURE_DIR")
    llc = os.environ.get("PTOAS_LLC")
    if not capture or not llc:
        sys.exit("pto shim: PTOAS_CAPTURE_DIR and PTOAS_LLC must be set "
                 "(tools/ptoas_cases.py sets them)")
    core = "cube" if aicore_arch(args).endswith("-cube") else "vector"
    ir = os.path.join(capture, core + ".ll")
    with open(ir, "wb") as f:
        shutil.copyfileobj(sys.stdin.buffer, f)
    if core == "cube":
        sys.exit("pto shim: %s: cube-core code, not the PTO vector core's "
                 "(llc -mtriple=pto compiles the vector core)" % ir)
    obj = os.path.join(capture, core + ".o")
    p = subprocess.run([llc, "-mtriple=pto", "-O2", "-filetype=obj", ir,
                        "-o", obj], stderr=subprocess.PIPE, text=True)
    if p.returncode:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode)
    shutil.copyfile(obj, output_of(args))


def compile_cpp(args):
    """PTOAS's emitc backend: C++ on the tile library's headers, compiled
    with the vendor's flags by our clang++ -xcce (docs/offload.md): a host
    object with its device image, kept as $PTOAS_CAPTURE_DIR/emitc-N.o for
    the host program's link (emitc-N.cpp beside it)."""
    capture = os.environ.get("PTOAS_CAPTURE_DIR")
    clangxx = os.environ.get("PTOAS_CLANGXX")
    if not capture or not clangxx:
        sys.exit("pto shim: PTOAS_CAPTURE_DIR and PTOAS_CLANGXX must be set")
    n = len([f for f in os.listdir(capture) if f.startswith("emitc-")]) // 2
    source = next(a for a in args if a.endswith(".cpp"))
    kept = os.path.join(capture, "emitc-%d.cpp" % n)
    shutil.copyfile(source, kept)
    obj = os.path.join(capture, "emitc-%d.o" % n)
    # Options of the vendor's compiler that ours does not take: the
    # vendor's "TL" extension (docs/cce-api.md lists the options ours takes).
    # dav-c310, both cores of A5, is its vector core here.
    dropped = {"--cce-aicore-enable-tl"}
    renamed = {source: kept, output_of(args): obj,
               "--cce-aicore-arch=dav-c310": "--cce-aicore-arch=dav-c310-vec"}
    cmd = [clangxx] + [renamed.get(a, a) for a in args if a not in dropped]
    p = subprocess.run(cmd, stderr=subprocess.PIPE, text=True)
    if p.returncode:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode)
    shutil.copyfile(obj, output_of(args))


def main():
    args = sys.argv[1:]
    if "-x" in args and args[args.index("-x") + 1:][:2] == ["ir", "-"]:
        compile_ir(args)
        return
    if "-xcce" in args and "-c" in args:
        compile_cpp(args)
        return
    out = output_of(args)
    if out:
        open(out, "wb").close()


if __name__ == "__main__":
    main()
