"""The results Inputs/vector-ops.c must produce, from C semantics, for
x[i] = -8 + 0.25 i (i < 64), in pto-emu's --print format."""


def fmt(v):
    return "-0" if v == 0 and str(v).startswith("-") else "%g" % v


x = [-8 + 0.25 * i for i in range(64)]
t = [int(a) for a in x]  # C truncation toward zero
print("sel:", " ".join(fmt(a if a > 0 else a * -2.0) for a in x))
print("conv:", " ".join(str(t[i] + i) for i in range(64)))
print("clamp:", " ".join(fmt(min(max(a, -1.5), 2.5)) for a in x))
print("mla:", " ".join(str((t[i] * 3 + i) >> 1) for i in range(64)))
print("narrow:", " ".join(fmt(2 * a if i < 8 else a) for i, a in enumerate(x)))
