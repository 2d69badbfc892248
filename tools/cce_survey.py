#!/usr/bin/env python3
"""Compile the open tile library's A5 vector-core test kernels with our clang.

Every suite of tests/npu/a5/src/st/testcase whose CMakeLists.txt builds it
with pto_vec_st (the vector core only) has a single-source file
<suite>_kernel.cpp: the device kernels and their host launchers. This
compiles each with the flags of the library's vector build, spelled as the
vendor's build line spells them (docs/cce-api.md), and prints a Markdown
table: the suites that compile and, for the others, the first error.

  tools/cce_survey.py --pto-isa DIR [--clang CLANG] [--jobs N]
                      [--dask ADDRESS] [--auto]

--auto compiles them as the library's auto-mode build does (run_st.py -a,
cmake -DAUTO_MODE=ON): with --cce-pto-auto-enable added (AUTO_FLAGS), under
which the compiler defines __PTO_AUTO__ and the library's tiles become
`__ubuf__ T tile_size(N)` values the compiler allocates and synchronises.
The suites that build leaves out (AUTO_MODE_WHITELIST of the testcase
CMakeLists.txt) are left out too, unless --only names them; the objects go
to /tmp/pto-cce-survey-auto and the first line of the output says "in auto
mode".

DIR is a checkout of hw-native-sys/pto-isa (for example a worktree of the
mirror `fetch` makes); nothing of it is copied into this repository.
"""

import argparse
import os
import re
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "tools"))
import fanout  # noqa: E402
SUITES = os.path.join("tests", "npu", "a5", "src", "st", "testcase")

# The vector build of the library's tests (tests/npu/a5/src/st/CMakeLists.txt
# and testcase/CMakeLists.txt, function pto_vec_st).
# --cce-aicore-only: the device part, which pto-emu runs (the host part of a
# single-source compile is docs/offload.md's).
VENDOR_FLAGS = [
    # The project-wide options of the library's st CMakeLists.txt.
    "-fPIC", "-D_FORTIFY_SOURCE=2", "-fstack-protector-strong",
    "-xcce", "--cce-aicore-only", "-Xhost-start", "-Xhost-end",
    "-mllvm", "-cce-aicore-stack-size=0x8000",
    "-mllvm", "-cce-aicore-function-stack-size=0x8000",
    "-mllvm", "-cce-aicore-record-overflow=true",
    "-mllvm", "-cce-aicore-addr-transform",
    "-mllvm", "-cce-aicore-dcci-insert-for-scalar=false",
    "--cce-aicore-arch=dav-c310-vec", "-DREGISTER_BASE", "-std=c++17",
    "-O2", "-Wno-macro-redefined", "-Wno-ignored-attributes",
    "-Wno-unknown-attributes",
]
# What auto mode adds (tests/npu/a5/src/st/CMakeLists.txt, if(AUTO_MODE):
# appended to CMAKE_CCE_COMPILE_OPTIONS, so after the -mllvm options and
# before pto_vec_st's --cce-aicore-arch).
AUTO_FLAGS = ["--cce-pto-auto-enable"]


def vendor_flags(auto=False):
    """VENDOR_FLAGS, with \p auto in the library's auto mode."""
    if not auto:
        return VENDOR_FLAGS
    at = VENDOR_FLAGS.index("--cce-aicore-arch=dav-c310-vec")
    return VENDOR_FLAGS[:at] + AUTO_FLAGS + VENDOR_FLAGS[at:]


def vector_suites(root):
    base = os.path.join(root, SUITES)
    result = []
    for name in sorted(os.listdir(base)):
        cmake = os.path.join(base, name, "CMakeLists.txt")
        kernel = os.path.join(base, name, name + "_kernel.cpp")
        if not os.path.isfile(cmake) or not os.path.isfile(kernel):
            continue
        with open(cmake, encoding="utf-8") as f:
            if re.search(r"^\s*pto_vec_st\(", f.read(), re.M):
                result.append((name, kernel))
    return result


def auto_mode_excluded(root):
    """The suites the library's auto-mode build does not build: the names
    testcase/CMakeLists.txt's if (AUTO_MODE) block lists in
    AUTO_MODE_WHITELIST or removes with list(REMOVE_ITEM ...)."""
    cmake = os.path.join(root, SUITES, "CMakeLists.txt")
    if not os.path.isfile(cmake):
        return set()
    with open(cmake, encoding="utf-8") as f:
        text = re.sub(r"#.*", "", f.read())
    block = re.search(r"\bif\s*\(\s*AUTO_MODE\s*\)(.*?)\bendif\s*\(",
                      text, re.S)
    if not block:
        return set()
    names = set()
    for m in re.finditer(r"\bset\s*\(\s*AUTO_MODE_WHITELIST\s+([^)]*)\)|"
                         r"\blist\s*\(\s*REMOVE_ITEM\s+\S+\s+([^)]*)\)",
                         block.group(1)):
        names.update(n for n in (m.group(1) or m.group(2)).split()
                     if not n.startswith("$"))
    return names


def first_error(text):
    for line in text.splitlines():
        if ": error:" in line or line.startswith("clang: error") or \
                "LLVM ERROR" in line or "PLEASE submit" in line:
            line = line.replace(REPO + "/", "")
            return re.sub(r"^.*/(include/pto/|tests/npu/)", r"\1", line)
    return text.strip().splitlines()[-1] if text.strip() else "(no output)"


def compile_one(clang, root, suite, kernel, out_dir, timeout, auto=False):
    out = os.path.join(out_dir, suite + ".o")
    cmd = [clang] + vendor_flags(auto) + \
        ["-I", os.path.join(root, "include"), "-c", kernel, "-o", out]
    start = time.time()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True,
                              timeout=timeout)
        ok, text = proc.returncode == 0, proc.stderr
    except subprocess.TimeoutExpired:
        ok, text = False, "timeout after %g s" % timeout
    return suite, ok, (None if ok else first_error(text)), time.time() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pto-isa", required=True)
    parser.add_argument("--clang",
                        default=os.path.join(REPO, "build", "bin", "clang"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out-dir",
                        help="where the objects go (default "
                        "/tmp/pto-cce-survey, with --auto "
                        "/tmp/pto-cce-survey-auto)")
    parser.add_argument("--only", nargs="*", help="suites to compile")
    parser.add_argument("--auto", action="store_true",
                        help="as the library's auto-mode build compiles "
                        "them (--cce-pto-auto-enable), leaving out the "
                        "suites it leaves out")
    parser.add_argument("--timeout", type=float, default=120,
                        help="seconds a compile may take (a kernel file of "
                        "the library compiles in seconds)")
    fanout.add_arguments(parser)
    args = parser.parse_args()
    if not args.out_dir:
        args.out_dir = "/tmp/pto-cce-survey" + ("-auto" if args.auto else "")
    os.makedirs(args.out_dir, exist_ok=True)
    suites = vector_suites(args.pto_isa)
    if args.only:
        suites = [s for s in suites if s[0] in args.only]
    left_out = []
    if args.auto:
        excluded = auto_mode_excluded(args.pto_isa) - set(args.only or [])
        left_out = [s[0] for s in suites if s[0] in excluded]
        suites = [s for s in suites if s[0] not in excluded]
    results = fanout.run_all(
        lambda s: compile_one(args.clang, args.pto_isa, s[0], s[1],
                              args.out_dir, args.timeout, args.auto),
        suites, args.jobs, args.dask)
    passed = [r for r in results if r[1]]
    if args.auto:
        print("%d of %d vector-core test kernels compile in auto mode "
              "(clang --target=pto -O2 -c %s, %s; %d more the library's "
              "auto-mode build leaves out: %s)" %
              (len(passed), len(results), " ".join(AUTO_FLAGS),
               time.strftime("%Y-%m-%d"), len(left_out),
               ", ".join(left_out) or "none"))
    else:
        print("%d of %d vector-core test kernels compile (clang "
              "--target=pto -O2 -c, %s)" % (len(passed), len(results),
                                           time.strftime("%Y-%m-%d")))
    print()
    print("| suite | result | seconds |")
    print("| --- | --- | --- |")
    for suite, ok, error, secs in results:
        what = "compiles" if ok else "`%s`" % error.replace("|", "\\|")
        print("| %s | %s | %.1f |" % (suite, what, secs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
