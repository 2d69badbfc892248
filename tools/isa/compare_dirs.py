#!/usr/bin/env python3
"""compare_dirs.py GENERATED COMMITTED: every file in GENERATED must exist in
COMMITTED with the same contents. Prints the stale files; exits 1 if any."""

import filecmp
import os
import sys


def main():
    generated, committed = sys.argv[1], sys.argv[2]
    stale = [name for name in sorted(os.listdir(generated))
             if not os.path.isfile(os.path.join(committed, name))
             or not filecmp.cmp(os.path.join(generated, name),
                                os.path.join(committed, name), shallow=False)]
    for name in stale:
        print(f"stale: {os.path.join(committed, name)} (run tools/isa/gen_*.py)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
