"""Checks what the kernels of multi-block-kernels.cpp wrote (a --dump of
their output) against the values computed here (multi-core-threads.test).

Usage: multi_block_check.py add|square OUT.bin N
"""

import struct
import sys


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def main():
    kind, path, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    data = open(path, "rb").read()
    if kind == "add":
        # --gm=x=iota:f32:N:-7:0.25 and --gm=y=iota:f32:N:3:2.
        got = struct.unpack("<%df" % n, data)
        want = [f32(f32(-7 + 0.25 * i) + f32(3 + 2 * i)) for i in range(n)]
        blocks = None
    else:
        # --gm=in=iota:i32:N:-500 on 5 blocks: element i is block i % 5's.
        got = struct.unpack("<%di" % n, data)
        want = [(i - 500) * (i - 500) + i % 5 for i in range(n)]
        blocks = 5
    bad = [i for i in range(n) if got[i] != want[i]]
    if bad:
        i = bad[0]
        sys.exit("%s: %d wrong elements, the first %d: %r, not %r"
                 % (kind, len(bad), i, got[i], want[i]))
    print("%s: %d elements ok%s" % (kind, n, " on %d blocks" % blocks
                                     if blocks else ""))


main()
