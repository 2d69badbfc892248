#!/usr/bin/python3
"""pto-emu cycles of one UB-resident loop (bench/loops/ub_abs.cpp): the
plain C++ loop auto-vectorised, with and without the unmasked unrolled
copy of PTOSplitFoldedTail (-mllvm -pto-split-folded-tails=false), against
the same loop written with builtins. No DMA and no synchronisation: the
figures are the loop code's own (docs/codegen.md, "Predicated tails").

  bench/loops/run.py [--sizes 8000,8192,...]
"""

import argparse
import os
import re
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.path.join(HERE, "..", "..", "build", "bin")


def compile_source(out, flags):
    subprocess.run([os.path.join(BIN, "clang++"), "--target=pto", "-O2",
                    *flags, "-c", os.path.join(HERE, "ub_abs.cpp"), "-o", out],
                   check=True)


def cycles(obj, entry, n):
    # dst at UB 64 KB, src at 0; n floats each (n <= 16384).
    out = subprocess.run([os.path.join(BIN, "pto-emu"), "--entry=" + entry,
                          "--arg=ub:65536", "--arg=ub:0", "--arg=i64:%d" % n,
                          "--stats", obj], check=True, capture_output=True,
                         text=True).stdout
    return int(re.search(r"cycles: (\d+)", out).group(1))


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--sizes", default="64,1000,8000,8192,16384")
    a = p.parse_args()
    with tempfile.TemporaryDirectory() as work:
        split = os.path.join(work, "split.o")
        folded = os.path.join(work, "folded.o")
        compile_source(split, [])
        compile_source(folded, ["-mllvm", "-pto-split-folded-tails=false"])
        print("%6s %9s %13s %13s %12s" % ("n", "builtins", "plain", "plain",
                                          "builtins /"))
        print("%6s %9s %13s %13s %12s" % ("", "", "(split)", "(folded)",
                                          "plain split"))
        for n in map(int, a.sizes.split(",")):
            b = cycles(split, "abs_builtin", n)
            s = cycles(split, "abs_plain", n)
            f = cycles(folded, "abs_plain", n)
            print("%6d %9d %13d %13d %12.2f" % (n, b, s, f, b / s))


if __name__ == "__main__":
    main()
