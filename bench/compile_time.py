#!/usr/bin/env python3
"""Compile time of kernel files (issue 52): per file, the front end
(`-fsyntax-only`) and the back end (the rest of `-c`) at -O0 and -O2, in
seconds of the compiler's processor time (user and system, the best of
--repeat runs), and with --pto-isa the tile library's vector test kernels
compiled as its build does, also through a precompiled header of its
`pto/pto-inst.hpp` (-include-pch).

  bench/compile_time.py [--pto-isa DIR] [--limit N] [--repeat N]
                        [--clang PATH] [--only TEXT]

Prints a table, with the date and the CPU it ran on (docs/benchmarks.md
records the figures). --clang times another build of clang++ (before and
after a change: run both, one after the other); --only keeps the files
whose path contains TEXT."""

import argparse
import datetime
import glob
import os
import platform
import resource
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLANG = os.path.join(ROOT, "build", "bin", "clang++")
OWN = (sorted(glob.glob(os.path.join(ROOT, "bench", "kernels", "*.cpp"))) +
       sorted(glob.glob(os.path.join(ROOT, "test", "Emulator", "Inputs",
                                     "*kernels*.cpp"))))
OWN_FLAGS = ["--target=pto", "-std=c++17", "-I",
             os.path.join(ROOT, "test", "Emulator", "Inputs"), "-I",
             os.path.join(ROOT, "bench", "kernels")]
# The library's vector build (its CMake, as tools/cce_survey.py spells it).
LIBRARY_FLAGS = ["-fPIC", "-D_FORTIFY_SOURCE=2", "-fstack-protector-strong",
                 "-xcce", "--cce-aicore-arch=dav-c310-vec", "-DREGISTER_BASE",
                 "-std=c++17", "-Wno-macro-redefined",
                 "-Wno-ignored-attributes", "-Wno-unknown-attributes",
                 "--cce-aicore-only"]
# The same options for a precompiled header of the library's API: a plain
# --target=pto C++ header compile with the macros and code-generation
# options the cce device compile has (docs/benchmarks.md).
PCH_FLAGS = ["--target=pto", "-fPIC", "-D_FORTIFY_SOURCE=2",
             "-fstack-protector-strong", "-DREGISTER_BASE", "-std=c++17"]


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def timed(cmd, repeat):
    """The best of repeat runs of cmd, in seconds of processor time (user
    and system) of the compiler: on a machine other jobs share, the wall
    time of a compile varies by half or more, its processor time little."""
    best = None
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        proc = subprocess.run(cmd, capture_output=True, text=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        took = (after.ru_utime - before.ru_utime +
                after.ru_stime - before.ru_stime)
        if proc.returncode != 0:
            return None, proc.stderr.strip().splitlines()[:1]
        best = took if best is None else min(best, took)
    return best, None


def measure(clang, path, flags, work, repeat, pch=None):
    """pch: the precompiled header for each level, or None."""
    row = [os.path.relpath(path, ROOT) if path.startswith(ROOT)
           else os.path.basename(path)]
    for opt in ("-O0", "-O2"):
        extra = ["-include-pch", pch[opt]] if pch else []
        front, err = timed([clang] + flags + [opt, "-fsyntax-only", path] +
                           extra, repeat)
        total, err2 = timed([clang] + flags + [opt, "-c", path, "-o",
                                               os.path.join(work, "k.o")] +
                            extra, repeat)
        if front is None or total is None:
            row += ["error", "error"]
            continue
        row += ["%.2f" % front, "%.2f" % max(0.0, total - front)]
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.
                                     RawDescriptionHelpFormatter)
    parser.add_argument("--pto-isa", help="a checkout of the tile library")
    parser.add_argument("--limit", type=int, default=8,
                        help="library vector kernel files to time, in name "
                        "order (default 8)")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--clang", default=CLANG,
                        help="the clang++ to time (default: build/bin's)")
    parser.add_argument("--only", default="",
                        help="only the files whose path contains this")
    args = parser.parse_args()
    clang = args.clang
    print("Compile time in seconds (processor time, best of %d), %s, %s, "
          "%d CPUs" % (
        args.repeat, datetime.date.today().isoformat(), cpu_model(),
        os.cpu_count() or 1))
    print()
    print("| file | front end -O0 | back end -O0 | front end -O2 | "
          "back end -O2 |")
    print("| --- | --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as work:
        for path in [p for p in OWN if args.only in p]:
            print("| " + " | ".join(measure(clang, path, OWN_FLAGS, work,
                                             args.repeat)) + " |")
            sys.stdout.flush()
        if not args.pto_isa:
            return
        include = os.path.join(args.pto_isa, "include")
        # The vector suites tools/cce_survey.py compiles.
        sys.path.insert(0, os.path.join(ROOT, "tools"))
        from cce_survey import vector_suites
        kernels = [kernel for _, kernel in vector_suites(args.pto_isa)]
        kernels = [k for k in kernels[:args.limit] if args.only in k]
        if not kernels:
            return
        # One per level: the header's predefined macros (__OPTIMIZE__)
        # must match the compile's.
        pch = {}
        for opt in ("-O0", "-O2"):
            pch[opt] = os.path.join(work, "pto-inst%s.pch" % opt)
            built = subprocess.run([clang] + PCH_FLAGS + [
                opt, "-I", include, "-x", "c++-header",
                os.path.join(include, "pto", "pto-inst.hpp"), "-o",
                pch[opt]], capture_output=True, text=True)
            if built.returncode != 0:
                sys.exit("the precompiled header failed:\n" + built.stderr)
        flags = LIBRARY_FLAGS + ["-I", include]
        for path in kernels:
            print("| " + " | ".join(measure(clang, path, flags, work,
                                             args.repeat)) + " |")
            row = measure(clang, path, flags, work, args.repeat, pch)
            row[0] += " (-include-pch)"
            print("| " + " | ".join(row) + " |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
