"""What Inputs/plain-loops.c computes, from C semantics, for the inputs of
clang-plain-loops.test, in pto-emu's --print format."""

import sys

N = 1000
x = [-100 + 0.25 * i for i in range(N)]  # iota:f32:N:-100:0.25
y = [7 - 0.5 * i for i in range(N)]      # iota:f32:N:7:-0.5
xi = [-300 + i for i in range(N)]        # iota:i32:N:-300
yi = [1000 - 3 * i for i in range(N)]    # iota:i32:N:1000:-3
kernel = sys.argv[1]
if kernel == "axpy_f32":
    # Exact in float: multiples of 1/8 well inside 24 bits.
    print("out:", " ".join("%g" % (a * 0.5 + b) for a, b in zip(x, y)))
elif kernel == "add_i32":
    print("out:", " ".join(str(a + 3 * b) for a, b in zip(xi, yi)))
elif kernel == "max_i16":
    n = 1008
    print("out:", " ".join(str(max(-300 + i, 1000 - 3 * i)) for i in range(n)))
elif kernel == "add_u8":
    n = 1056
    print("out:", " ".join(str((i % 256 + 3 * i % 256) % 256)
                           for i in range(n)))
