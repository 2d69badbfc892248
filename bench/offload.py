#!/usr/bin/env python3
"""Speed of host programs on the ACL runtime over pto-emu (docs/offload.md):

1. the per-launch overhead: bench/offload/launches.cpp run with 0 and with
   N synchronised launches of a one-instruction kernel; (t(N) - t(0)) / N;
2. with --pto-isa DIR, the wall time per test case of whole suites of the
   open tile library: each suite is built and its data generated once by
   its own runner (not timed), then its gtest binary is run and timed
   (best of --repeat), divided by its number of cases.

Prints a table with the date and CPU model (docs/benchmarks.md records it).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "build")
ELEMENTWISE = ["tadd", "tsub", "tmul", "tabs", "tmax", "tmin", "texp",
               "tsqrt", "tadds", "tmuls"]


def cpu_model():
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return "unknown CPU"


def best_time(cmd, repeat, check=True, **kwargs):
    """The shortest wall time of \p repeat runs (a gtest binary whose cases
    fail exits non-zero: check=False)."""
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(cmd, check=check, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, **kwargs)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def launch_overhead(launches, repeat):
    with tempfile.TemporaryDirectory() as work:
        program = os.path.join(work, "launches")
        lib = os.path.join(BUILD, "lib")
        subprocess.run(
            [os.path.join(BUILD, "bin", "clang++"), "-xcce",
             "--cce-aicore-arch=dav-c310-vec", "-O2",
             os.path.join(ROOT, "bench", "offload", "launches.cpp"),
             "-L" + lib, "-lascendcl", "-Wl,-rpath," + lib, "-o", program],
            check=True)
        empty = best_time([program, "0"], repeat)
        full = best_time([program, str(launches)], repeat)
    return empty, full, (full - empty) / launches


def suite_times(pto_isa, suites, repeat):
    st = os.path.join(pto_isa, "tests", "npu", "a5", "src", "st")
    env = dict(os.environ)
    env["ASCEND_HOME_PATH"] = os.path.realpath(os.path.join(BUILD, "ascend"))
    env["PATH"] = os.path.join(env["ASCEND_HOME_PATH"], "bin") + ":" + \
        env["PATH"]
    rows = []
    for suite in suites:
        p = subprocess.run(
            ["/usr/bin/python3", "tests/script/run_st.py", "-r", "sim", "-v",
             "a5", "-t", suite], cwd=pto_isa, env=env, text=True,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        cases = len(re.findall(r"^\[\s+OK \]", p.stdout, re.M)) + \
            len(set(re.findall(r"^\[\s+FAILED\s+\] (\S+) \(", p.stdout,
                               re.M)))
        if not cases:
            rows.append((suite, 0, None))
            continue
        seconds = best_time(["./" + suite], repeat, check=False,
                            cwd=os.path.join(st, "build", "bin"), env=env)
        rows.append((suite, cases, seconds))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--launches", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pto-isa", help="a checkout of the tile library")
    parser.add_argument("--suites", nargs="*", default=ELEMENTWISE)
    args = parser.parse_args()
    print("%s, %s" % (time.strftime("%Y-%m-%d"), cpu_model()))
    print()
    empty, full, per = launch_overhead(args.launches, args.repeat)
    print("| program | seconds |")
    print("| --- | --- |")
    print("| launches.cpp, no launch | %.3f |" % empty)
    print("| launches.cpp, %d launches | %.3f |" % (args.launches, full))
    print("| per launch | %.4f |" % per)
    if args.pto_isa:
        print()
        print("| suite | cases | seconds (gtest binary) | seconds per case |")
        print("| --- | --- | --- | --- |")
        for suite, cases, seconds in suite_times(args.pto_isa, args.suites,
                                                 args.repeat):
            if seconds is None:
                print("| %s | - | did not run | - |" % suite)
            else:
                print("| %s | %d | %.3f | %.4f |" %
                      (suite, cases, seconds, seconds / cases))
    return 0


if __name__ == "__main__":
    sys.exit(main())
