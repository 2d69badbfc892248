"""Inputs and host reference of hivm-bytes.test.

  hivm-bytes.py write DIR   a.bin, b.bin (256 bytes each; b has zeros),
                            q.bin, t.bin, u.bin (256 bytes of 0xA5)
  hivm-bytes.py check DIR   compares q.out (a // b in the first 200 lanes,
                            255 where b is 0, 0 after), t.out (the sum of
                            the first 150 bytes of a as s8 in i16 lane 0,
                            127 zero lanes) and u.out (the sum of a as u8)
"""

import os
import struct
import sys

from edge_pairs import edge_pairs

EDGES = [(0, 1), (1, 1), (255, 1), (255, 255), (254, 255), (255, 2),
         (128, 3), (200, 7), (7, 0), (0, 0), (1, 2)]


def inputs():
    return edge_pairs(256, EDGES, 88172645, lambda x, i: (
        x & 0xFF, (x >> 8) & 0xFF >> (i % 8)))


def s8(v):
    return v - 256 if v >= 128 else v


def main():
    mode, directory = sys.argv[1], sys.argv[2]
    a, b = inputs()
    p = lambda name: os.path.join(directory, name)
    if mode == "write":
        open(p("a.bin"), "wb").write(bytes(a))
        open(p("b.bin"), "wb").write(bytes(b))
        for name in ("q.bin", "t.bin", "u.bin"):
            open(p(name), "wb").write(bytes([0xA5] * 256))
        return 0
    q = open(p("q.out"), "rb").read()[:256]
    t = struct.unpack("<128h", open(p("t.out"), "rb").read()[:256])
    u = struct.unpack("<128H", open(p("u.out"), "rb").read()[:256])
    want_q = [(a[i] // b[i] if b[i] else 255) if i < 200 else 0
              for i in range(256)]
    want_t = [sum(s8(v) for v in a[:150])] + [0] * 127
    want_u = [sum(a)] + [0] * 127
    bad = 0
    for name, got, want in (("q", q, want_q), ("t", t, want_t),
                            ("u", u, want_u)):
        wrong = [i for i in range(len(want)) if got[i] != want[i]]
        for i in wrong[:8]:
            print("%s[%d] = %d, not %d" % (name, i, got[i], want[i]))
        print("%s: %d wrong" % (name, len(wrong)))
        bad += len(wrong)
    print("sums %d and %d" % (want_t[0], want_u[0]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
