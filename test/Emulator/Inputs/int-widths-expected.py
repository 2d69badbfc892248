"""Expected output of int-widths.c for x[i] = -70000 + 1237 i (int32, i < 128).

Each result reads the input bytes as the source type (little-endian) and
extends or truncates each value as C does.
"""
import struct

x = [-70000 + 1237 * i for i in range(128)]
raw = struct.pack("<128i", *x)


def lanes(fmt, count):
    return list(struct.unpack("<%d%s" % (count, fmt), raw[: count * struct.calcsize(fmt)]))


def wrap(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def show(name, values):
    print(name + ": " + " ".join("%d" % v for v in values))


show("a", lanes("h", 128))
show("b", lanes("H", 128))
show("c", [wrap(v, 8) for v in x])
show("d", lanes("b", 64))
show("e", [wrap(v, 32) for v in lanes("q", 64)])
show("f", lanes("i", 32))
show("g", lanes("B", 32))
