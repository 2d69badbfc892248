"""Inputs and expected output of int-muldiv.c (C semantics, computed here).

Writes PREFIX.a and PREFIX.b (256 bytes each: i8 lanes; read as 128 u16
and 64 u32 lanes too) and PREFIX.expected, the lines pto-emu prints. b has no zero
byte and no zero u16 lane; no lane is INT8_MIN / -1.
"""
import random
import sys

prefix = sys.argv[1]
rng = random.Random(7)
a = [rng.randrange(-128, 128) for _ in range(256)]
b = [rng.choice([v for v in range(-128, 128) if v != 0]) for _ in range(256)]
for i in range(256):
    if a[i] == -128 and b[i] == -1:
        b[i] = 3


def wrap8(v):
    return (v + 128) % 256 - 128


def tdiv(x, y):  # C division truncates toward zero
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


u8 = lambda v: v % 256
mul = [wrap8(x * y) for x, y in zip(a, b)]
sdiv = [wrap8(tdiv(x, y)) for x, y in zip(a, b)]
udiv = [wrap8(u8(x) // u8(y)) for x, y in zip(a, b)]
srem = [wrap8(x - tdiv(x, y) * y) for x, y in zip(a, b)]
p = [u8(a[2 * i]) | u8(a[2 * i + 1]) << 8 for i in range(128)]
q = [u8(b[2 * i]) | u8(b[2 * i + 1]) << 8 for i in range(128)]
u = [p[2 * i] | p[2 * i + 1] << 16 for i in range(64)]
v = [q[2 * i] | q[2 * i + 1] << 16 for i in range(64)]
with open(prefix + ".a", "wb") as f:
    f.write(bytes(u8(v) for v in a))
with open(prefix + ".b", "wb") as f:
    f.write(bytes(u8(v) for v in b))
with open(prefix + ".expected", "w") as f:
    div3 = [wrap8(tdiv(x, 3)) for x in a]
    f.write("out8: " + " ".join(map(str, mul + sdiv + udiv + srem + div3)) +
            "\n")
    f.write("out16: " + " ".join(str(x // y) for x, y in zip(p, q)) + " " +
            " ".join(str(x % y) for x, y in zip(p, q)) + "\n")
    f.write("out32: " + " ".join(str(x // y) for x, y in zip(u, v)) + " " +
            " ".join(str(x % y) for x, y in zip(u, v)) + " " +
            " ".join(str(x // 10) for x in u) + " " +
            " ".join(str(x % 7) for x in u) + "\n")
