"""ptoemu, the Python module: numpy arrays in, a launch, numpy arrays out
(launcher.test). Expected values are numpy's."""

import sys

import numpy as np
import ptoemu

k = ptoemu.load(sys.argv[1])

# Four blocks, each its slice; the cycles are the slowest block's.
x = np.random.default_rng(1).standard_normal(4 * 512).astype(np.float32)
out = np.zeros_like(x)
r = k.launch("abs_blocks", x, out, blocks=4)
print("abs_blocks:", np.array_equal(out, np.abs(x)), r["cycles"] > 0,
      r["stats"].count("block "))
# One block does only the first slice.
out[:] = 0
k.launch("abs_blocks", x, out)
print("one block:", np.array_equal(out[:512], np.abs(x[:512])),
      not out[512:].any())

# Scalars: a Python float is an f32, an int an i64, numpy scalars keep
# their type.
out = np.zeros(8, np.float32)
k.launch("scalars", out, 1.5, 4, np.float32(0.25))
print("scalars:", out[0] == np.float32(1.5 * 4 + 0.25))

# A read-only array is an input only.
ro = np.zeros(8, np.float32)
ro.flags.writeable = False
k.launch("scalars", ro, 1.0, 1, 1.0)
print("read-only:", not ro.any())


def error(what, *args, **kwargs):
    try:
        k.launch(*args, **kwargs)
    except ptoemu.RaceError as e:
        print(what, "RaceError:", str(e).splitlines()[0])
    except ptoemu.Error as e:
        print(what, "Error:", e)
    except (TypeError, ValueError) as e:
        print(what, type(e).__name__ + ":", e)


error("deadlock", "deadlock", np.zeros(8, np.float32))
error("out of bounds", "abs_blocks", np.zeros(100, np.float32),
      np.zeros(512, np.float32))
error("no kernel", "nosuch")
error("bad argument", "scalars", "text")
error("bad blocks", "abs_blocks", x, out, blocks=0)
error("bad keyword", "abs_blocks", x, out, block=2)
try:
    ptoemu.load("/nonexistent/kernel.o")
except ptoemu.Error as e:
    print("load:", e)
