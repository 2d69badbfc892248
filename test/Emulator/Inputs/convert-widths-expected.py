"""Expected output of convert-widths.c for x[i] = -31.75 + 0.5 i, i < 128.

Every x is exact in f16, so the f16 and the f32 round trip are x itself;
fptosi to s16 truncates toward zero (first 64 lanes).
"""
import math

x = [-31.75 + 0.5 * i for i in range(128)]
print("h: " + " ".join("%g" % v for v in x))
print("f: " + " ".join("%g" % v for v in x))
print("s: " + " ".join("%d" % math.trunc(v) for v in x[:64]))
