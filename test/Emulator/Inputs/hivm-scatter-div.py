"""Inputs and host reference of hivm-scatter-div.test.

  hivm-scatter-div.py write DIR   a.bin, b.bin (128 u16), d.bin, idx.bin
                                  (64 u32, distinct indices below 256),
                                  s.bin (256 u32: 0xA5A5A5A5), q.bin
  hivm-scatter-div.py check DIR   compares q.out (q[i] = a[i] // b[i] for
                                  i < 100, else 0) and s.out (s with
                                  s[idx[i]] = d[i] for odd d[i])
"""

import os
import struct
import sys

from edge_pairs import edge_pairs

EDGES = [(0, 1), (1, 1), (65535, 1), (65535, 65535), (65534, 65535),
         (65535, 2), (32768, 3), (40000, 7), (12345, 256), (1, 2)]


def inputs():
    a, b = edge_pairs(128, EDGES, 2463534242, lambda x, i: (
        x & 0xFFFF, max(1, (x >> 16) >> (i % 16))))
    d = [(i * 2654435761 + 12345) & 0xFFFFFFFF for i in range(64)]
    # Distinct indices below 256, in no order: i * 37 + 11 modulo 256.
    idx = [(i * 37 + 11) % 256 for i in range(64)]
    return a, b, d, idx


def write(path, fmt, values):
    with open(path, "wb") as f:
        f.write(struct.pack("<%d%s" % (len(values), fmt), *values))


def main():
    mode, directory = sys.argv[1], sys.argv[2]
    a, b, d, idx = inputs()
    p = lambda name: os.path.join(directory, name)
    if mode == "write":
        write(p("a.bin"), "H", a)
        write(p("b.bin"), "H", b)
        write(p("d.bin"), "I", d)
        write(p("idx.bin"), "I", idx)
        write(p("s.bin"), "I", [0xA5A5A5A5] * 256)
        write(p("q.bin"), "H", [0xA5A5] * 128)
        return 0
    q = struct.unpack("<128H", open(p("q.out"), "rb").read()[:256])
    s = struct.unpack("<256I", open(p("s.out"), "rb").read()[:1024])
    want_q = [a[i] // b[i] if i < 100 else 0 for i in range(128)]
    want_s = [0xA5A5A5A5] * 256
    for i in range(64):
        if d[i] & 1:
            want_s[idx[i]] = d[i]
    bad_q = [i for i in range(128) if q[i] != want_q[i]]
    bad_s = [i for i in range(256) if s[i] != want_s[i]]
    for i in bad_q[:8]:
        print("q[%d] = %d, not %d" % (i, q[i], want_q[i]))
    for i in bad_s[:8]:
        print("s[%d] = %#x, not %#x" % (i, s[i], want_s[i]))
    print("q: %d wrong; s: %d scattered, %d wrong"
          % (len(bad_q), sum(x & 1 for x in d), len(bad_s)))
    return 1 if bad_q or bad_s else 0


if __name__ == "__main__":
    sys.exit(main())
