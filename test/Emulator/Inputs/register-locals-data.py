"""Inputs and expected output of register-locals.c with n = 3 (C semantics,
computed here).

Writes PREFIX.x (128 floats, small integers), PREFIX.c (512 bytes: two
vectors of i8 lanes, equal in some lanes) and PREFIX.expected, the lines
pto-emu prints.
"""
import random
import struct
import sys

prefix = sys.argv[1]
rng = random.Random(11)
x = [float(rng.randrange(-50, 51)) for _ in range(128)]
c = [rng.randrange(-128, 128) for _ in range(512)]
for i in range(0, 256, 7):  # some equal lanes
    c[256 + i] = c[i]
x0, x1 = x[:64], x[64:]
c0, c1 = c[:256], c[256:]

# acc[i & 1] = 2 acc[i & 1] + fin[(i + 1) & 1] for i = 0, 1, 2.
acc = [x0[:], x1[:]]
fin = [x0, x1]
n = 3
for i in range(n):
    acc[i & 1] = [2 * a + b for a, b in zip(acc[i & 1], fin[(i + 1) & 1])]

less = [a < b for a, b in zip(c0, c1)]  # s.mask = masks[0]
masks = [less, [not m for m in less]]
pick = lambda m, x, y: [a if k else b for k, a, b in zip(m, x, y)]
saved = [None, None]
saved[n & 1] = [m != (b < a) for m, a, b in zip(masks[0], c0, c1)]
saved[(n + 1) & 1] = [True] * 256
value = [a - b for a, b in zip(acc[0], acc[1])]

fout = acc[0] + acc[1] + [v * 0.5 for v in value]
cout = (pick(masks[n & 1], c0, c1) + pick(masks[(n + 1) & 1], c0, c1) +
        pick(saved[1], c0, [0] * 256) +
        pick([m and s for m, s in zip(less, saved[0])], c1, c0))


def fmt(v):
    return "-0" if v == 0 and str(v).startswith("-") else "%g" % v


with open(prefix + ".x", "wb") as f:
    f.write(struct.pack("<128f", *x))
with open(prefix + ".c", "wb") as f:
    f.write(bytes(v % 256 for v in c))
with open(prefix + ".expected", "w") as f:
    f.write("fo: " + " ".join(fmt(v) for v in fout) + "\n")
    f.write("co: " + " ".join(map(str, cout)) + "\n")
