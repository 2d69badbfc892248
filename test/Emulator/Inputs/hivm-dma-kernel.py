"""Inputs and host reference of hivm-dma-kernel.test.

  hivm-dma-kernel.py write DIR N   a.bin, b.bin: N unsigned 32-bit integers
                                   (edge values, then a fixed pseudo-random
                                   sequence over the whole range); q.bin
                                   filled with 0xA5 bytes
  hivm-dma-kernel.py check DIR N   compares DIR/out.bin (the kernel's q,
                                   N + 16 words) with a // b; the 16 words
                                   after q must keep their 0xA5 bytes
  hivm-dma-kernel.py loops DIR     compares DIR/y.bin, hivm_dma_loops's y
                                   for x = 0, 1, .. 287 as floats (12 rows
                                   of 24), with y[r][c] = c < 20 ? x[r][c]
                                   : -1.0
"""

import os
import struct
import sys

EDGES = [(0, 1), (1, 1), (7, 2), (0xFFFFFFFF, 1), (0xFFFFFFFF, 0xFFFFFFFF),
         (0xFFFFFFFE, 0xFFFFFFFF), (0x80000000, 0x80000000),
         (0x7FFFFFFF, 0x80000000), (0xFFFFFFFF, 0x80000001),
         (0xFFFFFFFF, 2), (0xFFFFFFFF, 3), (0x80000001, 0x7FFFFFFF),
         (123456789, 10), (4000000000, 3), (4000000000, 4000000001),
         (65535, 65535 * 65535)]


def inputs(n):
    a, b = [], []
    x = 0x12345678
    for i in range(n):
        if i < len(EDGES):
            a.append(EDGES[i][0])
            b.append(EDGES[i][1])
            continue
        # xorshift32: the whole range; divisors of every size.
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        a.append(x)
        b.append(max(1, x >> (i % 32)) if i % 3 else (x * 2654435761) &
                 0xFFFFFFFF or 1)
    return a, b


def loops(directory):
    y = struct.unpack("<288f", open(os.path.join(directory, "y.bin"),
                                    "rb").read()[:1152])
    want = [float(i) if i % 24 < 20 else -1.0 for i in range(288)]
    bad = [i for i in range(288) if y[i] != want[i]]
    for i in bad[:10]:
        print("y[%d][%d] = %g, not %g" % (i // 24, i % 24, y[i], want[i]))
    print("y: %d rows, %d padded floats, %d wrong"
          % (12, sum(1 for w in want if w == -1.0), len(bad)))
    return 1 if bad else 0


def main():
    if sys.argv[1] == "loops":
        return loops(sys.argv[2])
    mode, directory, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    a, b = inputs(n)
    if mode == "write":
        for name, values in (("a", a), ("b", b)):
            with open(os.path.join(directory, name + ".bin"), "wb") as f:
                f.write(struct.pack("<%dI" % n, *values))
        with open(os.path.join(directory, "q.bin"), "wb") as f:
            f.write(b"\xa5" * 4 * (n + 16))
        return 0
    data = open(os.path.join(directory, "out.bin"), "rb").read()
    q = struct.unpack("<%dI" % (n + 16), data[:4 * (n + 16)])
    bad = [i for i in range(n) if q[i] != a[i] // b[i]]
    for i in bad[:10]:
        print("q[%d] = %d, not %d // %d = %d"
              % (i, q[i], a[i], b[i], a[i] // b[i]))
    tail = [i for i in range(n, n + 16) if q[i] != 0xA5A5A5A5]
    print("%d quotients, %d wrong, %d words after them changed"
          % (n, len(bad), len(tail)))
    return 1 if bad or tail else 0


if __name__ == "__main__":
    sys.exit(main())
