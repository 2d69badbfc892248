"""Checks what the kernels of multi-block-kernels.cpp and
multi-core-kernels.cpp wrote (a --dump of their output) against the values
computed here (multi-core-threads.test).

Usage: multi_block_check.py add|square OUT.bin N
       multi_block_check.py rotate A.bin B.bin N BLOCKS ROUNDS
"""

import struct
import sys


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def rotate(path_a, path_b, n, blocks, rounds):
    """rotate_add from --gm=a=iota:f32:N:-7:0.25 after `rounds` rounds:
    each round adds to each part of src the next part, into dst."""
    size = n // blocks
    src = [f32(-7 + 0.25 * i) for i in range(n)]
    states = [src]
    for _ in range(rounds):
        src = [f32(src[i] + src[((i // size + 1) % blocks) * size + i % size])
               for i in range(n)]
        states.append(src)
    # a holds the state after the last even round (the input if none), b
    # after the last odd one.
    want_a = states[rounds if rounds % 2 == 0 else rounds - 1]
    want_b = states[rounds if rounds % 2 else rounds - 1]
    for name, path, want in (("a", path_a, want_a), ("b", path_b, want_b)):
        got = struct.unpack("<%df" % n, open(path, "rb").read())
        bad = [i for i in range(n) if got[i] != want[i]]
        if bad:
            i = bad[0]
            sys.exit("rotate: %s: %d wrong elements, the first %d: %r, not %r"
                     % (name, len(bad), i, got[i], want[i]))
    print("rotate: %d elements ok on %d blocks after %d rounds"
          % (n, blocks, rounds))


def main():
    if sys.argv[1] == "rotate":
        return rotate(sys.argv[2], sys.argv[3], *map(int, sys.argv[4:7]))
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
