"""The kernels of auto-sync-kernels.cpp, compiled three ways (argv: the
hand-synchronised object, the unsynchronised one compiled with
-mpto-auto-sync, the unsynchronised one compiled without), against numpy:
the first two must give numpy's results with no race, the third must race.
With --cycles, prints the cycles of the first two instead
(bench/auto_sync.py)."""

import sys

import numpy as np
import ptoemu

CHUNK = 2048
rng = np.random.default_rng(19)


def floats(n):
    return rng.standard_normal(n).astype(np.float32)


def kernels():
    """(name, arguments, outputs: index -> expected) per kernel."""
    x2d = floats(32 * 32)
    yield "abs_2d", [x2d, np.zeros(32 * 32, np.float32)], {1: np.abs(x2d)}
    n = 3 * CHUNK + 100
    x = floats(n)
    y = floats(n)
    yield "pingpong_abs", [x, np.zeros(n, np.float32), n], {1: np.abs(x)}
    yield "f32_to_f16", [x, np.zeros(n, np.float16), n], {1: x.astype(np.float16)}
    yield "add", [x, y, np.zeros(n, np.float32), n], {2: x + y}
    rows = 24
    m = floats(rows * 256)
    sums = m.reshape(rows, 256).astype(np.float64).sum(axis=1)
    yield "rowsum", [m, np.zeros(rows, np.float32), rows], {1: sums}
    a, b = floats(CHUNK), floats(CHUNK)
    yield "reuse", [a, b, np.zeros(CHUNK, np.float32)], {2: b + np.abs(a)}
    header = np.zeros(8, np.uint32)
    header[0] = 2 * CHUNK + 7
    yield "counted", [header, x, np.zeros(n, np.float32)], {
        2: np.concatenate([np.abs(x[: header[0]]), np.zeros(n - header[0])])}
    yield "call_in_loop", [x, np.zeros(n, np.float32), n], {1: np.abs(x)}
    yield "call_stage", [x, np.zeros(n, np.float32), n], {1: np.abs(x)}
    s = floats(64)
    expected = np.abs(s[8:16]).astype(np.float64)
    expected[0] = np.abs(s[:8]).sum()
    yield "scalar_sum", [s, np.zeros(8, np.float32)], {1: expected}


def run(program, name, args, outputs):
    args = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    try:
        r = program.launch(name, *args)
        verdict = "ok"
    except ptoemu.RaceError:
        return "race", None
    for index, want in outputs.items():
        got = args[index].astype(np.float64)
        if not np.allclose(got, want, rtol=1e-5, atol=1e-5):
            verdict = "wrong"
    return verdict, r["cycles"]


def main():
    cycles = "--cycles" in sys.argv
    objects = [a for a in sys.argv[1:] if a != "--cycles"]
    programs = [ptoemu.load(o) for o in objects]
    for name, args, outputs in kernels():
        results = [run(p, name, args, outputs) for p in programs]
        if cycles:
            print(name, *(c for _, c in results))
        else:
            print(name + ":", *(v for v, _ in results))


main()
