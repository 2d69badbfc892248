#!/usr/bin/python3
"""The kernel benchmarks: compile bench/kernels/*.cpp with clang -O2, run
every kernel through the ptoemu module over input sizes from 4 KB to 4 MB,
and print per kernel and size: the largest absolute and relative error
against numpy, pto-emu's cycles, the analytic bound, bound/cycles, the
compile time and the emulator's wall time (docs/benchmarks.md).

  bench/run.py [--sizes 4K,64K,...] [--kernels abs,add,...]
               [--csv FILE] [--docs] [--plot FILE] [--work DIR] [--check]
               [--jobs N | --dask ADDRESS]

The bound is the busiest pipe's work, with the numbers pto-emu's timing
uses: the GM -> UB bytes over MTE2's bandwidth, the UB -> GM bytes over
MTE3's, and the vector instructions the algorithm needs (listed per kernel
below by instruction name) times the cycles each keeps the vector pipe busy
(Kernel.occupancy). Loop, address and mask instructions are overhead, not
part of the bound.

Runs with Debian's python3 (numpy, matplotlib) and the tools of
build/bin; ptoemu comes from build/python.
"""

import argparse
import csv
import datetime
import math
import os
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "build", "python"))

sys.path.insert(0, os.path.join(REPO, "tools"))

import fanout  # noqa: E402
import numpy as np  # noqa: E402
import ptoemu  # noqa: E402

COLS = 1024  # row length of the row-wise kernels (kernels/rowwise.cpp)
TABLE = 4096  # gather table entries (kernels/rowwise.cpp)


class Kernel:
    """A kernel: its source, symbol, how to make its arguments for n input
    elements, its numpy reference, and the vector instructions its
    algorithm needs (per 64 elements, and per row)."""

    def __init__(self, name, source, symbol, make, reference, per_register,
                 per_row=(), out_bytes=4, in_tensors=1, asm=None):
        self.name, self.source, self.symbol = name, source, symbol
        self.make, self.reference = make, reference
        self.per_register, self.per_row = per_register, per_row
        self.out_bytes, self.in_tensors = out_bytes, in_tensors
        self.asm = asm  # (file in bench/asm, symbol): a hand-written version

    def granule(self):
        """The bytes an input size must be a multiple of: a row of a
        row-wise kernel, the 4 KB a hand-written version's loop works on,
        else one f32."""
        if self.per_row:
            return 4 * COLS
        return 4096 if self.asm else 4


def floats(rng, n):
    return rng.standard_normal(n).astype(np.float32)


def unary(fn):
    def make(rng, n):
        x = floats(rng, n)
        return [x, np.zeros(n, np.float32), n], x
    return make, lambda x: fn(x.astype(np.float64))


def binary(fn):
    def make(rng, n):
        x, y = floats(rng, n), floats(rng, n)
        return [x, y, np.zeros(n, np.float32), n], (x, y)
    return make, lambda xy: fn(xy[0].astype(np.float64),
                               xy[1].astype(np.float64))


def rowwise(fn):
    def make(rng, n):
        x = floats(rng, n)
        return [x, np.zeros(n, np.float32), n], x
    return make, lambda x: fn(x.astype(np.float64).reshape(-1, COLS))


def softmax(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def layernorm(x):
    return ((x - x.mean(axis=1, keepdims=True)) /
            np.sqrt(x.var(axis=1, keepdims=True) + 1e-5))


def rmsnorm(x):
    return x / np.sqrt((x * x).mean(axis=1, keepdims=True) + 1e-6)


ALPHA = 0.75


def make_axpy(rng, n):
    x, y = floats(rng, n), floats(rng, n)
    return [x, y, np.zeros(n, np.float32), n, ALPHA], (x, y)


def make_f16(rng, n):
    x = floats(rng, n)
    return [x, np.zeros(n, np.float16), n], x


def make_rowsum(rng, n):
    x = floats(rng, n)
    return [x, np.zeros(n // COLS, np.float32), n], x


def make_gather(rng, n):
    table = floats(rng, TABLE)
    idx = rng.integers(0, TABLE, n).astype(np.uint32)
    return [table, idx, np.zeros(n, np.float32), n], (table, idx)


LOAD, STORE = "VLDS", "VSTS"
BROADCAST = ("VSELR_I32",)  # lane 0 to every lane (vselr by zeros)
KERNELS = [
    Kernel("abs", "elementwise.cpp", "abs_kernel", *unary(np.abs),
           [LOAD, "VABS_F32", STORE], asm=("abs.s", "abs_asm")),
    Kernel("relu", "elementwise.cpp", "relu_kernel",
           *unary(lambda x: np.maximum(x, 0)), [LOAD, "VRELU_F32", STORE]),
    Kernel("exp", "elementwise.cpp", "exp_kernel", *unary(np.exp),
           [LOAD, "VEXP_F32", STORE]),
    Kernel("add", "elementwise.cpp", "add_kernel", *binary(np.add),
           [LOAD, LOAD, "VADD_F32", STORE], in_tensors=2,
           asm=("add.s", "add_asm")),
    Kernel("mul", "elementwise.cpp", "mul_kernel", *binary(np.multiply),
           [LOAD, LOAD, "VMUL_F32", STORE], in_tensors=2),
    Kernel("axpy", "elementwise.cpp", "axpy_kernel", make_axpy,
           lambda xy: ALPHA * xy[0].astype(np.float64) + xy[1],
           [LOAD, LOAD, "VAXPY_F32", STORE], in_tensors=2),
    # Plain loops vectorised by the loop vectoriser (docs/codegen.md).
    Kernel("abs_plain", "elementwise.cpp", "abs_plain_kernel",
           *unary(np.abs), [LOAD, "VABS_F32", STORE]),
    Kernel("add_plain", "elementwise.cpp", "add_plain_kernel",
           *binary(np.add), [LOAD, LOAD, "VADD_F32", STORE], in_tensors=2),
    Kernel("axpy_plain", "elementwise.cpp", "axpy_plain_kernel", make_axpy,
           lambda xy: ALPHA * xy[0].astype(np.float64) + xy[1],
           [LOAD, LOAD, "VAXPY_F32", STORE], in_tensors=2),
    Kernel("f32_to_f16", "elementwise.cpp", "f32_to_f16_kernel", make_f16,
           lambda x: x.astype(np.float16).astype(np.float64),
           ["VLDSX2", "VCVT_F16_F32", "VCVT_F16_F32", "VOR_I16", STORE],
           out_bytes=2),
    Kernel("softmax", "rowwise.cpp", "softmax_kernel", *rowwise(softmax),
           [LOAD, "VMAX_F32", LOAD, "VEXPDIF_F32", "VADD_F32", STORE, LOAD,
            "VMUL_F32", STORE],
           per_row=["VCMAX_F32", "VCADD_F32", "VDIV_F32", *BROADCAST,
                    *BROADCAST],
           asm=("softmax.s", "softmax_asm")),
    Kernel("layernorm", "rowwise.cpp", "layernorm_kernel",
           *rowwise(layernorm),
           [LOAD, "VADD_F32", LOAD, "VSUB_F32", STORE, "VMULA_F32", LOAD,
            "VMUL_F32", STORE],
           per_row=["VCADD_F32", "VCADD_F32", "VSQRT_F32", "VDIV_F32",
                    *BROADCAST, *BROADCAST]),
    Kernel("rmsnorm", "rowwise.cpp", "rmsnorm_kernel", *rowwise(rmsnorm),
           [LOAD, "VMULA_F32", LOAD, "VMUL_F32", STORE],
           per_row=["VCADD_F32", "VSQRT_F32", "VDIV_F32", *BROADCAST]),
    Kernel("rowsum", "rowwise.cpp", "rowsum_kernel", make_rowsum,
           lambda x: x.astype(np.float64).reshape(-1, COLS).sum(axis=1),
           [LOAD, "VADD_F32"], per_row=["VCADD_F32", STORE],
           out_bytes=4 / COLS),
    Kernel("gather", "rowwise.cpp", "gather_kernel", make_gather,
           lambda ti: ti[0][ti[1]].astype(np.float64),
           [LOAD, "VGATHER2_BC_I32", STORE]),
]
SIZES = ["4K", "16K", "64K", "256K", "1M", "4M"]
# The largest absolute error --check accepts (inputs are standard normal).
TOLERANCE = 1e-4


def parse_size(text):
    scale = {"K": 1024, "M": 1024 * 1024}.get(text[-1].upper(), 1)
    return int(text.rstrip("kKmM")) * scale


def compile_sources(out_dir, extra_flags=()):
    """Compiles each source once; returns {source: (object, seconds)}."""
    clang = os.path.join(REPO, "build", "bin", "clang++")
    objects = {}
    for source in sorted({k.source for k in KERNELS}):
        obj = os.path.join(out_dir, source.replace(".cpp", ".o"))
        start = time.perf_counter()
        subprocess.run([clang, "--target=pto", "-std=c++17", "-O2",
                        *extra_flags, "-c",
                        os.path.join(REPO, "bench", "kernels", source), "-o",
                        obj], check=True)
        objects[source] = (obj, time.perf_counter() - start)
    return objects


def assemble_hand_written(out_dir):
    """Assembles bench/asm/*.s; returns {file: object}."""
    mc = os.path.join(REPO, "build", "bin", "llvm-mc")
    objects = {}
    for k in KERNELS:
        if k.asm:
            obj = os.path.join(out_dir, k.asm[0].replace(".s", "-asm.o"))
            asm_dir = os.path.join(REPO, "bench", "asm")
            subprocess.run([mc, "-triple=pto", "-filetype=obj",
                            "-I", asm_dir, os.path.join(asm_dir, k.asm[0]),
                            "-o", obj], check=True)
            objects[k.asm[0]] = obj
    return objects


def bound(kernel, program, n):
    """The busiest pipe's cycles for n input elements (module docstring)."""
    bandwidth = ptoemu.DMA_BYTES_PER_CYCLE
    in_bytes = 4 * n * kernel.in_tensors
    if kernel.name == "gather":
        in_bytes = 4 * n + 4 * TABLE
    out_bytes = kernel.out_bytes * n
    per_register = sum(program.occupancy(i) for i in kernel.per_register)
    registers = n / 64
    if kernel.name == "f32_to_f16":
        registers = n / 128  # one DINTLV pair makes 128 halves
    vector = registers * per_register
    if kernel.per_row:
        vector += (n / COLS) * sum(program.occupancy(i)
                                   for i in kernel.per_row)
    return max(in_bytes / bandwidth, out_bytes / bandwidth, vector)


def issued_bound(stats):
    """The busiest pipe's busy cycles in pto-emu's statistics: the bound
    computed from the work the compiled code issues (its vector
    instructions' occupancy, loop and mask instructions included)."""
    busy = [int(line.split("busy cycles:")[1].split()[0])
            for line in stats.splitlines() if "busy cycles:" in line and
            not line.startswith("PIPE_S")]
    return max(busy) if busy else 0


def errors(got, want):
    got = np.asarray(got, np.float64).reshape(want.shape)
    diff = np.abs(got - want)
    rel = diff / np.maximum(np.abs(want), 1e-30)
    return float(diff.max()), float(rel.max())


# The programs each process of the run has loaded: {object path: program}.
_programs = {}


def program_of(obj):
    if obj not in _programs:
        _programs[obj] = ptoemu.load(obj)
    return _programs[obj]


def measure(job):
    """One row: \p job's kernel at its size, compiled (objects) and
    hand-written (asm_objects), on inputs seeded with its index."""
    index, kernel, size, objects, asm_objects = job
    program = program_of(objects[kernel.source][0])
    n = parse_size(size) // 4
    rng = np.random.default_rng(index)
    args, inputs = kernel.make(rng, n)
    start = time.perf_counter()
    result = program.launch(kernel.symbol, *args)
    wall = time.perf_counter() - start
    out = args[-3] if kernel.make is make_axpy else args[-2]
    abs_err, rel_err = errors(out, kernel.reference(inputs))
    b = bound(kernel, program, n)
    issued = issued_bound(result["stats"])
    # The hand-written version on the same inputs: its cycles, and the
    # compiled kernel's speed relative to it.
    asm_cycles = ""
    if kernel.asm:
        asm_out = np.zeros_like(out)
        asm_args = [asm_out if a is out else a for a in args]
        asm_cycles = program_of(asm_objects[kernel.asm[0]]).launch(
            kernel.asm[1], *asm_args)["cycles"]
        # The same results, up to the order of a reduction's sums.
        if not np.allclose(asm_out, out, rtol=1e-5, atol=1e-9):
            sys.exit("%s %s: the hand-written version's results differ" %
                     (kernel.name, size))
    return {
        "kernel": kernel.name, "size": size, "elements": n,
        "max_abs_error": "%.3g" % abs_err,
        "max_rel_error": "%.3g" % rel_err,
        "cycles": result["cycles"], "bound": int(math.ceil(b)),
        "bound_over_cycles": "%.3f" % (b / result["cycles"]),
        "issued": issued,
        "issued_over_cycles": "%.3f" % (issued / result["cycles"]),
        "compile_s": "%.2f" % objects[kernel.source][1],
        "emulator_s": "%.3f" % wall,
        "asm_cycles": asm_cycles,
        "asm_over_cycles": ("%.3f" % (asm_cycles / result["cycles"])
                            if asm_cycles else "")}


def print_row(row):
    print("%-11s %5s  abs %-9s rel %-9s cycles %9d  bound %9d  "
          "%s  issued %s  compile %ss  emu %ss%s" % (
              row["kernel"], row["size"], row["max_abs_error"],
              row["max_rel_error"], row["cycles"], row["bound"],
              row["bound_over_cycles"], row["issued_over_cycles"],
              row["compile_s"], row["emulator_s"],
              "  vs asm %s" % row["asm_over_cycles"]
              if row["asm_cycles"] else ""),
          flush=True)


def run(kernels, sizes, out_dir, extra_flags=(), jobs=1, dask=None):
    """The rows of \p kernels at \p sizes; with \p jobs > 1 or a Dask
    scheduler (tools/fanout.py) the launches run side by side, the rows
    printed in order when all have ended."""
    objects = compile_sources(out_dir, extra_flags)
    asm_objects = assemble_hand_written(out_dir)
    work = []
    for kernel in kernels:
        for size in sizes:
            n = parse_size(size) // 4
            if n < COLS and kernel.source == "rowwise.cpp" and \
                    kernel.name != "gather":
                continue
            work.append((len(work), kernel, size, objects, asm_objects))
    if jobs <= 1 and not dask:
        rows = []
        for job in work:  # printed as each ends
            rows.append(measure(job))
            print_row(rows[-1])
        return rows
    rows = fanout.run_all(measure, work, jobs, dask)
    for row in rows:
        print_row(row)
    return rows


def write_csv(rows, path):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)


def host_cpu():
    """The host's CPU model and count (the seconds depend on them, the
    cycles do not)."""
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return "%s, %d CPUs" % (model, os.cpu_count() or 1)


def update_docs(rows):
    """Replaces the table between the markers of docs/benchmarks.md."""
    path = os.path.join(REPO, "docs", "benchmarks.md")
    text = open(path).read()
    begin, end = "<!-- results begin -->", "<!-- results end -->"
    head = ("Measured %s by `bench/run.py --docs` on %s.\n\n" %
            (datetime.date.today().isoformat(), host_cpu()))
    lines = ["| kernel | size | max abs error | max rel error | cycles | "
             "bound | bound/cycles | issued | issued/cycles | compile (s) | "
             "emulator (s) | hand-written cycles | hand-written/compiled |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
             "| ---: | ---: | ---: | ---: |"]
    for r in rows:
        lines.append("| %s | %s | %s | %s | %d | %d | %s | %d | %s | %s | "
                     "%s | %s | %s |" % (
                         r["kernel"], r["size"], r["max_abs_error"],
                         r["max_rel_error"], r["cycles"], r["bound"],
                         r["bound_over_cycles"], r["issued"],
                         r["issued_over_cycles"], r["compile_s"],
                         r["emulator_s"], r["asm_cycles"],
                         r["asm_over_cycles"]))
    table = head + "\n".join(lines) + "\n"
    start, stop = text.index(begin) + len(begin), text.index(end)
    open(path, "w").write(text[:start] + "\n" + table + text[stop:])


def plot(rows, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    kernels = list(dict.fromkeys(r["kernel"] for r in rows))
    sizes = list(dict.fromkeys(r["size"] for r in rows))
    fig, ax = plt.subplots(figsize=(10, 4.5))
    width = 0.8 / len(sizes)
    for i, size in enumerate(sizes):
        values = [next((float(r["bound_over_cycles"]) for r in rows
                        if r["kernel"] == k and r["size"] == size), 0)
                  for k in kernels]
        ax.bar([j + i * width for j in range(len(kernels))], values, width,
               label=size)
    ax.set_xticks([j + 0.4 - width / 2 for j in range(len(kernels))])
    ax.set_xticklabels(kernels, rotation=30)
    ax.set_ylabel("bound / cycles")
    ax.set_ylim(0, 1.05)
    ax.axhline(0.9, color="grey", linewidth=0.8, linestyle="--")
    ax.legend(title="input", ncol=3, fontsize=8)
    ax.set_title("PTO kernels in pto-emu: fraction of the pipe bound reached")
    fig.tight_layout()
    fig.savefig(path, dpi=100)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", default=",".join(SIZES))
    p.add_argument("--kernels", default="")
    p.add_argument("--csv", default=os.path.join(REPO, "build", "bench",
                                                 "results.csv"))
    p.add_argument("--docs", action="store_true",
                   help="write the table into docs/benchmarks.md")
    p.add_argument("--plot", default="",
                   help="write a PNG of bound/cycles per kernel")
    p.add_argument("--work", default=os.path.join(REPO, "build", "bench"),
                   help="where the objects go")
    p.add_argument("--check", action="store_true",
                   help="exit 1 if a result is more than %g off numpy's" %
                   TOLERANCE)
    p.add_argument("--cflags", default="",
                   help="more clang options, space-separated (to measure a "
                   "compiler option, e.g. '-mllvm -disable-lsr')")
    p.add_argument("--jobs", type=int, default=1,
                   help="launches side by side (their wall times then "
                   "share the machine)")
    fanout.add_arguments(p)
    a = p.parse_args()
    names = [k for k in a.kernels.split(",") if k]
    unknown = set(names) - {k.name for k in KERNELS}
    if unknown:
        p.error("unknown kernels: " + ", ".join(sorted(unknown)))
    kernels = [k for k in KERNELS if not names or k.name in names]
    for size in a.sizes.split(","):
        try:
            nbytes = parse_size(size)
        except ValueError:
            p.error("bad size %r: bytes, with an optional K or M" % size)
        for k in kernels:
            if nbytes <= 0 or nbytes % k.granule():
                p.error("%s: size %s is not a positive multiple of %d bytes"
                        % (k.name, size, k.granule()))
    os.makedirs(a.work, exist_ok=True)
    rows = run(kernels, a.sizes.split(","), a.work, a.cflags.split(), a.jobs,
               a.dask)
    write_csv(rows, a.csv)
    if a.docs:
        update_docs(rows)
    if a.plot:
        plot(rows, a.plot)
    bad = [r for r in rows if float(r["max_abs_error"]) > TOLERANCE]
    if a.check and bad:
        sys.exit("results off by more than %g: %s" % (
            TOLERANCE, ", ".join("%s %s" % (r["kernel"], r["size"])
                                 for r in bad)))


if __name__ == "__main__":
    main()
