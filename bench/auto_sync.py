#!/usr/bin/env python3
"""Cycles of the kernels of test/Emulator/Inputs/auto-sync-kernels.cpp
with hand-written synchronisation and with -mpto-auto-sync instead
(docs/auto-sync.md): one command, prints a table (--docs: rewrites the
one in docs/auto-sync.md)."""

import argparse
import datetime
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "build")
KERNELS = os.path.join(ROOT, "test", "Emulator", "Inputs",
                       "auto-sync-kernels.cpp")
DRIVER = os.path.join(ROOT, "test", "Emulator", "Inputs",
                      "auto_sync_kernels.py")


def compile_kernels(work, name, flags):
    out = os.path.join(work, name + ".o")
    subprocess.run([os.path.join(BUILD, "bin", "clang++"), "--target=pto",
                    "-O2", "-c", KERNELS, "-o", out] + flags, check=True)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--docs", action="store_true",
                        help="rewrite the table in docs/auto-sync.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        hand = compile_kernels(work, "hand", [])
        auto = compile_kernels(work, "auto", ["-DNO_HAND_SYNC",
                                              "-mpto-auto-sync"])
        both = compile_kernels(work, "both", ["-mpto-auto-sync"])
        # The module next to the tools (it finds the runtime from there).
        tools = os.path.dirname(os.path.dirname(os.path.realpath(
            os.path.join(BUILD, "bin", "pto-emu"))))
        env = dict(os.environ,
                   PYTHONPATH=os.path.join(tools, "lib", "python"))
        lines = subprocess.run(["/usr/bin/python3", DRIVER, "--cycles", hand,
                                auto, both], env=env, check=True,
                               capture_output=True, text=True).stdout
    rows = ["| kernel | hand-written | automatic | automatic/hand | "
            "hand-written + automatic |",
            "| --- | ---: | ---: | ---: | ---: |"]
    for line in lines.split("\n"):
        if not line:
            continue
        name, h, a, b = line.split()
        rows.append("| %s | %s | %s | %.3f | %s |" %
                    (name, h, a, int(a) / int(h), b))
    table = "\n".join(rows)
    print(table)
    if args.docs:
        path = os.path.join(ROOT, "docs", "auto-sync.md")
        text = open(path).read()
        stamp = "Measured %s by `bench/auto_sync.py --docs`.\n\n" % (
            datetime.date.today().isoformat())
        text = re.sub(r"<!-- results begin -->.*<!-- results end -->",
                      "<!-- results begin -->\n" + stamp + table +
                      "\n<!-- results end -->", text, flags=re.S)
        open(path, "w").write(text)


if __name__ == "__main__":
    sys.exit(main())
