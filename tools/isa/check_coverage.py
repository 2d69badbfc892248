#!/usr/bin/env python3
"""Fail when an op of the ISA table has no valid-assembly test.

Usage: check_coverage.py ISA_OPS_TXT TEST_DIR...
Every name in ISA_OPS_TXT (../shared/spec/isa-ops.txt) must be the mnemonic,
or the mnemonic before a type suffix (`vadd` of `vadd.f32`), of an
instruction line in some *-valid.s file under the test directories.
"""

import glob
import os
import re
import sys


def isa_ops(path):
    ops = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0]
            ops += line.split()
    return ops


def tested_mnemonics(dirs):
    found = set()
    for d in dirs:
        for path in glob.glob(os.path.join(d, "**", "*-valid.s"),
                              recursive=True):
            with open(path, encoding="utf-8") as f:
                for line in f:
                    line = line.split("//", 1)[0].strip()
                    if not line or line.startswith((".", "#")) or line.endswith(":"):
                        continue
                    mnemonic = re.split(r"\s", line, maxsplit=1)[0]
                    found.add(mnemonic)
                    found.add(mnemonic.split(".", 1)[0])
    return found


def main():
    ops = isa_ops(sys.argv[1])
    found = tested_mnemonics(sys.argv[2:])
    missing = [op for op in ops if op not in found]
    for op in missing:
        print(f"error: ISA op '{op}' has no valid-assembly test")
    print(f"{len(ops) - len(missing)} of {len(ops)} ISA ops have "
          f"valid-assembly tests")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
