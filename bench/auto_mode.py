#!/usr/bin/env python3
"""Cycles of the tile-layer kernels of test/Emulator/Inputs/tile-kernels.cpp
in manual mode (tiles placed with TASSIGN, pipes ordered with events) and
in auto mode (--cce-pto-auto-enable: the compiler places and synchronises;
docs/auto-mode.md), side by side in one run, with the inputs of
test/Emulator/Inputs/tile_kernels.py.

  bench/auto_mode.py [--opt O2] [--docs]

Prints a table per kernel, the geometric mean and the largest ratio, with
the date and the CPU; --docs rewrites the table in docs/auto-mode.md."""

import argparse
import datetime
import math
import os
import platform
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "build", "bin")
INPUTS = os.path.join(ROOT, "test", "Emulator", "Inputs")
KERNELS = os.path.join(INPUTS, "tile-kernels.cpp")
sys.path.insert(0, INPUTS)
import tile_kernels  # noqa: E402
import cce_api_kernels as base  # noqa: E402


def cpu_model():
    for line in open("/proc/cpuinfo"):
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor()


def cycles(obj, work, kernel):
    """Runs kernel as tile_kernels.py does; returns its cycles."""
    cmd = [os.path.join(BIN, "pto-emu"), obj, "--entry=" + kernel.entry,
           "--stats"]
    for name, (kind, values) in kernel.buffers.items():
        path = os.path.join(work, "%s.%s.in" % (kernel.name, name))
        with open(path, "wb") as f:
            f.write(base.encode(kind, values))
        cmd.append("--gm=%s=file:%s" % (name, path))
    for arg in kernel.args:
        cmd.append("--arg=" + ("gm:" + arg if isinstance(arg, str)
                               else "i64:%d" % arg))
    out = subprocess.run(cmd, capture_output=True, text=True, check=True)
    return int(re.search(r"^cycles: (\d+)", out.stdout, re.M).group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--opt", default="O2")
    parser.add_argument("--docs", action="store_true",
                        help="rewrite the table in docs/auto-mode.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        objects = {}
        for mode, flags in (("manual", []),
                            ("auto", ["--cce-pto-auto-enable"])):
            objects[mode] = os.path.join(work, mode + ".o")
            subprocess.run([os.path.join(BIN, "clang++"), "--target=pto",
                            "-std=c++17", "-" + args.opt, "-c", KERNELS,
                            "-o", objects[mode]] + flags, check=True)
        rows = []
        for kernel in tile_kernels.kernels():
            manual = cycles(objects["manual"], work, kernel)
            auto = cycles(objects["auto"], work, kernel)
            rows.append((kernel.name, manual, auto, auto / manual))
    lines = ["Measured %s by `bench/auto_mode.py` (-%s), %s." % (
        datetime.date.today().isoformat(), args.opt, cpu_model()), "",
        "| kernel | manual | auto | auto/manual |",
        "| --- | ---: | ---: | ---: |"]
    lines += ["| %s | %d | %d | %.3f |" % row for row in rows]
    ratios = [row[3] for row in rows]
    mean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    worst = max(rows, key=lambda row: row[3])
    lines += ["", "%d kernels: geometric mean %.3f, largest %.3f (%s), "
              "%d above 1.1." % (len(rows), mean, worst[3], worst[0],
                                 sum(r > 1.1 for r in ratios))]
    table = "\n".join(lines)
    print(table)
    if args.docs:
        path = os.path.join(ROOT, "docs", "auto-mode.md")
        text = open(path).read()
        text = re.sub(r"<!-- results begin -->.*<!-- results end -->",
                      "<!-- results begin -->\n" + table +
                      "\n<!-- results end -->", text, flags=re.S)
        open(path, "w").write(text)


if __name__ == "__main__":
    sys.exit(main())
