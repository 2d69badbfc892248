#!/usr/bin/env python3
"""Runs the open tile library's A5 vector-core test suites with its own
runner on this toolchain (docs/offload.md).

For each suite built with pto_vec_st (as tools/cce_survey.py finds them),
runs, in the library's tests/npu/a5/src/st directory,

    python3 tests/script/run_st.py -r sim -v a5 -t SUITE

with ASCEND_HOME_PATH at this build's install prefix (build/ascend) and its
bin (bisheng) first on PATH: the library's CMake project builds the suite
with this clang, its gen_data.py writes inputs and goldens, its gtest binary
runs on the ACL runtime over pto-emu and compares. Prints per suite the
cases passed and failed and the first failure, then the totals.

Suites run one after another (the runner rebuilds one shared build
directory); with --jobs N or --dask ADDRESS (tools/fanout.py) they run
side by side, each in a private copy of the checkout. --stand-ins builds tools/py-stand-ins (ml_dtypes' bfloat16,
float8_e4m3fn, float8_e5m2, float4_e2m1fn and en_dtypes' hifloat8, tested
by test/Offload/ml-dtypes-stand-in.test and minifloat-stand-ins.test) into
build/py-stand-ins and puts it on PYTHONPATH for data generators that
import packages Debian does not ship.

--auto runs the library's auto mode, `run_st.py -a ...` (its CMake then
compiles with --cce-pto-auto-enable, tools/cce_survey.py --auto): the
suites its auto-mode build leaves out (cce_survey.auto_mode_excluded) are
not run unless --only names them (its CMake then stops: "not found
TEST_CASE"), the logs go to /tmp/pto-st-survey-auto and the totals line
says "auto mode".
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cce_survey import auto_mode_excluded, vector_suites  # noqa: E402
import fanout  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OK = re.compile(r"^\[\s+OK \] (\S+)", re.M)
FAILED = re.compile(r"^\[\s+FAILED\s+\] (\S+)\s+\(", re.M)


def first_failure(output):
    """The first line that says what went wrong: a compiler or runtime
    error, else a gtest failure, else a Python error, else the runner's
    own complaint."""
    patterns = [r"error: .*", r"Failure\n.*", r"ModuleNotFoundError: .*",
                r"Error: .*", r"Traceback.*", r"run binary failed: .*",
                r"build failed.*"]
    for pattern in patterns:
        m = re.search(pattern, output)
        if m:
            return " ".join(m.group(0).split())[:200]
    return ""


def run_suite(pto_isa, suite, env, timeout, private=False, auto=False):
    """Runs \p suite in \p pto_isa, or with \p private in a copy of it of
    its own (the runner's build directory is the checkout's); with \p auto
    in the library's auto mode."""
    if private:
        copy = tempfile.mkdtemp(prefix="pto-st-")
        try:
            tree = os.path.join(copy, "pto-isa")
            shutil.copytree(pto_isa, tree, symlinks=True,
                            ignore=shutil.ignore_patterns(".git", "build"))
            return run_suite(tree, suite, env, timeout, auto=auto)
        finally:
            shutil.rmtree(copy, ignore_errors=True)
    start = time.time()
    cmd = ["/usr/bin/python3", "tests/script/run_st.py", "-r", "sim", "-v",
           "a5", "-t", suite] + (["-a"] if auto else [])
    try:
        p = subprocess.run(cmd, cwd=pto_isa, env=env, timeout=timeout,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, errors="replace")
        output = p.stdout
    except subprocess.TimeoutExpired as e:
        output = (e.stdout or b"").decode(errors="replace") + \
            "\nError: timed out after %d s" % timeout
    passed = OK.findall(output)
    failed = sorted(set(FAILED.findall(output)))
    note = ""
    if failed or not passed:
        note = first_failure(output)
    return suite, len(passed), len(failed), note, time.time() - start, output


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pto-isa", required=True,
                        help="a checkout of hw-native-sys/pto-isa")
    parser.add_argument("--ascend-home",
                        default=os.path.join(REPO, "build", "ascend"))
    parser.add_argument("--only", nargs="*", help="suites to run")
    parser.add_argument("--timeout", type=int, default=900)
    parser.add_argument("--log-dir",
                        help="where each suite's output goes (default "
                        "/tmp/pto-st-survey, with --auto "
                        "/tmp/pto-st-survey-auto)")
    parser.add_argument("--auto", action="store_true",
                        help="run the library's auto mode (run_st.py -a), "
                        "leaving out the suites its build leaves out")
    parser.add_argument("--stand-ins", action="store_true",
                        help="build tools/py-stand-ins (ml_dtypes, "
                        "en_dtypes) and put them on PYTHONPATH")
    parser.add_argument("--jobs", type=int, default=1,
                        help="suites run side by side, each in a copy of "
                        "the checkout")
    fanout.add_arguments(parser)
    args = parser.parse_args()
    if not args.log_dir:
        args.log_dir = "/tmp/pto-st-survey" + ("-auto" if args.auto else "")
    env = dict(os.environ)
    env["ASCEND_HOME_PATH"] = os.path.realpath(args.ascend_home)
    env["PATH"] = os.path.join(env["ASCEND_HOME_PATH"], "bin") + ":" + \
        env.get("PATH", "")
    if args.stand_ins:
        sys.path.insert(0, os.path.join(REPO, "tools", "py-stand-ins"))
        from build import build  # noqa: E402
        stand_ins = build(os.path.join(REPO, "build", "py-stand-ins"))
        env["PYTHONPATH"] = stand_ins + ":" + env.get("PYTHONPATH", "")
    os.makedirs(args.log_dir, exist_ok=True)
    suites = [name for name, _ in vector_suites(args.pto_isa)]
    if args.only:
        suites = [s for s in suites if s in args.only]
    left_out = []
    if args.auto:
        excluded = auto_mode_excluded(args.pto_isa) - set(args.only or [])
        left_out = [s for s in suites if s in excluded]
        suites = [s for s in suites if s not in excluded]

    print("| suite | passed | failed | seconds | first failure |")
    print("| --- | --- | --- | --- | --- |")
    totals = [0, 0, 0, 0]  # cases passed, failed; suites all passed, run

    def report(result):
        name, ok, bad, note, secs, output = result
        with open(os.path.join(args.log_dir, name + ".log"), "w") as f:
            f.write(output)
        totals[0] += ok
        totals[1] += bad
        totals[2] += ok > 0 and bad == 0
        totals[3] += 1
        print("| %s | %d | %d | %.1f | %s |" %
              (name, ok, bad, secs, note.replace("|", "\\|")), flush=True)

    if args.jobs <= 1 and not args.dask:
        for suite in suites:  # printed as each ends
            report(run_suite(args.pto_isa, suite, env, args.timeout,
                             auto=args.auto))
    else:
        for result in fanout.run_all(
                lambda s: run_suite(args.pto_isa, s, env, args.timeout, True,
                                    args.auto),
                suites, args.jobs, args.dask):
            report(result)
    print()
    mode = ""
    if args.auto:
        mode = ", auto mode (run_st.py -a; %d suites its build leaves out " \
            "are not run: %s)" % (len(left_out), ", ".join(left_out) or "-")
    print("%s%s: %d of %d suites pass every case; %d cases passed, %d failed "
          "(cases of suites that do not build or run are not counted)" %
          (time.strftime("%Y-%m-%d"), mode, totals[2], totals[3], totals[0],
           totals[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
