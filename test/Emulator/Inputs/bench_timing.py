#!/usr/bin/python3
"""Runs the benchmark kernels at small sizes through the ptoemu module and
prints, per launch, pto-emu's cycles, instruction count and statistics
(bench-timing.test compares them with fixed figures); exits non-zero when a
result differs from numpy's.

  bench_timing.py ELEMENTWISE.o ROWWISE.o ASM_DIR LOOPS.o

ELEMENTWISE.o and ROWWISE.o are bench/kernels/{elementwise,rowwise}.cpp as
compiled (the frozen assembly of Inputs/bench-timing-*.s), ASM_DIR holds
bench/asm's hand-written abs-asm.o, add-asm.o and softmax-asm.o, LOOPS.o the
loops and one-vector kernels of tools/bench_emulator.py.
"""

import os
import sys

import numpy as np
import ptoemu

COLS = 1024  # row length of the row-wise kernels
TABLE = 4096  # gather table entries
TILE = 8192  # elements per tile of bench_emulator.py's one-vector kernels
ALPHA = 0.75

failures = []


def report(name, result):
    print("%s: cycles %d instructions %d" %
          (name, result["cycles"], result["instructions"]))
    for line in result["stats"].splitlines():
        if line.strip():
            print("  " + line)


def check(name, got, want, rtol=0.0, atol=0.0):
    got = np.asarray(got, np.float64).reshape(np.shape(want))
    want = np.asarray(want, np.float64)
    if not np.allclose(got, want, rtol=rtol, atol=atol, equal_nan=True):
        bad = np.flatnonzero(~np.isclose(got, want, rtol=rtol, atol=atol))
        failures.append("%s: element %d is %r, numpy %r" %
                        (name, bad[0], got.flat[bad[0]], want.flat[bad[0]]))


def elementwise(program, rng, n):
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    x64, y64 = x.astype(np.float64), y.astype(np.float64)
    unary = [("abs", np.abs(x), 0), ("relu", np.maximum(x, 0), 0),
             ("exp", np.exp(x64), 1e-6), ("abs_plain", np.abs(x), 0)]
    for kernel, want, rtol in unary:
        out = np.zeros(n, np.float32)
        name = "%s_kernel %d" % (kernel, n)
        report(name, program.launch(kernel + "_kernel", x, out, n))
        check(name, out, want, rtol)
    binary = [("add", x + y), ("mul", x * y), ("add_plain", x + y)]
    for kernel, want in binary:
        out = np.zeros(n, np.float32)
        name = "%s_kernel %d" % (kernel, n)
        report(name, program.launch(kernel + "_kernel", x, y, out, n))
        check(name, out, want)
    for kernel in ["axpy", "axpy_plain"]:
        out = np.zeros(n, np.float32)
        name = "%s_kernel %d" % (kernel, n)
        report(name, program.launch(kernel + "_kernel", x, y, out, n,
                                    ALPHA))
        check(name, out, ALPHA * x64 + y64, 1e-6, 1e-7)
    half = np.zeros(n, np.float16)
    name = "f32_to_f16_kernel %d" % n
    report(name, program.launch("f32_to_f16_kernel", x, half, n))
    check(name, half, x.astype(np.float16))


def rowwise(program, asm, rng, rows):
    n = rows * COLS
    x = rng.standard_normal(n).astype(np.float32)
    m = x.astype(np.float64).reshape(rows, COLS)
    e = np.exp(m - m.max(axis=1, keepdims=True))
    refs = [
        ("softmax", e / e.sum(axis=1, keepdims=True)),
        ("layernorm", (m - m.mean(axis=1, keepdims=True)) /
         np.sqrt(m.var(axis=1, keepdims=True) + 1e-5)),
        ("rmsnorm", m / np.sqrt((m * m).mean(axis=1, keepdims=True) + 1e-6)),
    ]
    for kernel, want in refs:
        out = np.zeros(n, np.float32)
        name = "%s_kernel %d" % (kernel, n)
        report(name, program.launch(kernel + "_kernel", x, out, n))
        check(name, out, want, 1e-5, 1e-6)
    out = np.zeros(n, np.float32)
    report("softmax_asm %d" % n, asm["softmax"].launch("softmax_asm", x, out,
                                                       n))
    check("softmax_asm", out, refs[0][1], 1e-5, 1e-6)
    sums = np.zeros(rows, np.float32)
    report("rowsum_kernel %d" % n, program.launch("rowsum_kernel", x, sums,
                                                  n))
    check("rowsum_kernel", sums, m.sum(axis=1), 1e-5, 1e-4)
    table = rng.standard_normal(TABLE).astype(np.float32)
    idx = rng.integers(0, TABLE, n).astype(np.uint32)
    out = np.zeros(n, np.float32)
    report("gather_kernel %d" % n, program.launch("gather_kernel", table, idx,
                                                  out, n))
    check("gather_kernel", out, table[idx])


def hand_written(asm, rng, n):
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    out = np.zeros(n, np.float32)
    report("abs_asm %d" % n, asm["abs"].launch("abs_asm", x, out, n))
    check("abs_asm", out, np.abs(x))
    out = np.zeros(n, np.float32)
    report("add_asm %d" % n, asm["add"].launch("add_asm", x, y, out, n))
    check("add_asm", out, x + y)


def bench_emulator_loops(loops, rng):
    for name, iters in [("vector_loop", 1000), ("memory_loop", 1000)]:
        report("%s %d" % (name, iters), loops.launch(name, iters, 1.5))
    report("scalar_loop 1000", loops.launch("scalar_loop", 1000))
    n = 4 * TILE
    a = rng.standard_normal(n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    for name, want, dtype in [("add", a + b, np.float32),
                              ("abs", np.abs(a), np.float32),
                              ("exp", np.exp(a.astype(np.float64)),
                               np.float32),
                              ("f32_to_f16", a.astype(np.float16),
                               np.float16)]:
        out = np.zeros(n, dtype)
        report("%s one vector/iter %d" % (name, n),
               loops.launch(name, a, b, out, n // TILE))
        check(name + " one vector/iter", out, want,
              1e-6 if name == "exp" else 0)


def main():
    elementwise_o, rowwise_o, asm_dir, loops_o = sys.argv[1:5]
    rng = np.random.default_rng(52)
    program = ptoemu.load(elementwise_o)
    # Four double-buffered 32 KB chunks, and a size with a partial chunk.
    elementwise(program, rng, 4 * 8192)
    elementwise(program, rng, 10000)
    asm = {k: ptoemu.load(os.path.join(asm_dir, k + "-asm.o"))
           for k in ["abs", "add", "softmax"]}
    rowwise(ptoemu.load(rowwise_o), asm, rng, 16)
    hand_written(asm, rng, 4 * 8192)
    bench_emulator_loops(ptoemu.load(loops_o), rng)
    for f in failures:
        print("error: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
