#!/usr/bin/env python3
"""Benchmark pto-emu: emulated instructions per second on a vector-heavy
loop in registers, a loop with the memory traffic of real kernels and a
scalar-heavy loop, and for f32 add, abs, exp and f32->f16 kernels the
elements per second and the ratio of pto-emu's wall time to a native host
C++ loop doing the same arithmetic, with start-up excluded (the run alone,
`pto-emu --wall-time`) and included (the whole process but the filling of
the input tensors, which is the user's input, not emulation). The native
loop's buffers are allocated as pto-emu allocates its tensors (huge pages
from 4 MiB on), so that neither side streams memory with fewer address
translations than the other.

Each kernel is measured in two forms: as compiled (bench/kernels/
elementwise.cpp, `clang++ --target=pto -O2`: double-buffered, eight
registers per loop iteration, the code users run) and as a hand-written
loop of one vector per iteration with its address arithmetic (single
buffer, 8192-element tiles), the most scalar work per element.

With --baseline OLD (another pto-emu binary, say a copy of the build's
before a change), every figure is measured for both binaries, runs of the
two taking turns, and printed side by side with OLD's time over the
build's: the machine's speed varies too much between runs of the script
to compare figures of different runs.

Usage: tools/bench_emulator.py [--sizes N,N] [--repeat R] [--baseline OLD]
Needs build/bin (llvm-mc, clang++, pto-emu) and a host C++ compiler
(clang++-19 or c++). The figures go to docs/emulator-performance.md,
with the date.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(REPO, "build", "bin")
TILE = 8192  # f32 elements per tile: 32 KiB of UB per buffer

# A tiled kernel: per tile, MTE2 brings the inputs into UB, the vector pipe
# computes 256-byte vectors, MTE3 writes the result back; the flags order
# every reuse of a UB buffer. x10 = a, x11 = b (unused but by add),
# x12 = out, x13 = tiles; {out_step} bytes of output per vector.
KERNEL = """
  .globl {name}
{name}:
  movi x20, 1
  set_loop_size_outtoub x20, x20
  set_loop_size_ubtoout x20, x20
  movi x21, {tile_bytes}
  movi x25, {out_tile_bytes}
  movi x22, 0                 // UB a
  movi x23, {tile_bytes}      // UB b
  movi x24, {out_ub}          // UB out
  pset_b32 p0, PAT_ALL
  set_flag PIPE_V, PIPE_MTE2, EVENT_ID3
  set_flag PIPE_MTE3, PIPE_V, EVENT_ID2
.Ltile_{name}:
  wait_flag PIPE_V, PIPE_MTE2, EVENT_ID3
  copy_gm_to_ubuf x10, x22, 0, x20, x21, x0, x0, 0, 0, x21, x21
  {copy_b}
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID2
  movi x6, 0
  movi x8, 0
  movi x7, {vectors}
.Lvec_{name}:
  vlds v1, [x22, x6], NORM
  {body}
  vsts v3, [x24, x8], {store}, p0
  addi x6, x6, 256
  addi x8, x8, {out_step}
  addi x7, x7, -1
  bne x7, x0, .Lvec_{name}
  set_flag PIPE_V, PIPE_MTE2, EVENT_ID3
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID1
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID1
  copy_ubuf_to_gm x24, x12, 0, x20, x25, 0, x25, x25
  set_flag PIPE_MTE3, PIPE_V, EVENT_ID2
  add x10, x10, x21
  add x11, x11, x21
  add x12, x12, x25
  addi x13, x13, -1
  bne x13, x0, .Ltile_{name}
  wait_flag PIPE_V, PIPE_MTE2, EVENT_ID3
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID2
  ret
"""

# Steady-state loops: eight vector instructions per iteration (register
# operands only); the memory traffic of real kernels (two vlds, three vector
# operations, one vsts and two scalar instructions, all in UB); and four
# scalar instructions.
LOOPS = """
  .globl vector_loop
vector_loop:
  pset_b32 p0, PAT_ALL
  vbr.i32 v1, x11
  vbr.i32 v2, x11
.Lvector_loop:
  vadd.f32 v3, v1, v2, p0
  vmul.f32 v4, v1, v2, p0
  vadd.f32 v5, v3, v4, p0
  vmax.f32 v6, v1, v5, p0
  vsub.f32 v7, v3, v4, p0
  vmul.f32 v8, v1, v2, p0
  vadd.f32 v9, v3, v4, p0
  vabs.f32 v10, v5, p0
  addi x10, x10, -1
  bne x10, x0, .Lvector_loop
  ret
  .globl memory_loop
memory_loop:
  pset_b32 p0, PAT_ALL
  movi x6, 0
  movi x7, 4096
.Lmemory_loop:
  vlds v1, [x6, 0], NORM
  vlds v2, [x6, 256], NORM
  vadd.f32 v3, v1, v2, p0
  vmul.f32 v4, v3, v1, p0
  vsub.f32 v5, v4, v2, p0
  vsts v5, [x7, 0], NORM_B32, p0
  addi x10, x10, -1
  bne x10, x0, .Lmemory_loop
  ret
  .globl scalar_loop
scalar_loop:
  movi x6, 0
.Lscalar_loop:
  add x6, x6, x10
  xor x7, x6, x10
  addi x10, x10, -1
  bne x10, x0, .Lscalar_loop
  ret
"""

# name: (vector body, second input copy, store distribution, output bytes
# per 64 elements)
LOOP_KERNELS = {
    "add": ("vlds v2, [x23, x6], NORM\n  vadd.f32 v3, v1, v2, p0",
            "copy_gm_to_ubuf x11, x23, 0, x20, x21, x0, x0, 0, 0, x21, x21",
            "NORM_B32", 256),
    "abs": ("vabs.f32 v3, v1, p0", "", "NORM_B32", 256),
    "exp": ("vexp.f32 v3, v1, p0", "", "NORM_B32", 256),
    "f32_to_f16": ("vcvt.f16.f32 v3, v1, ROUND_R, RS_DISABLE, PART_EVEN", "",
                   "PK_B32", 128),
}

# name: (symbol in bench/kernels/elementwise.cpp, inputs, output bytes per
# element), in the order of the native loops.
COMPILED_KERNELS = {
    "add": ("add_kernel", 2, 4),
    "abs": ("abs_kernel", 1, 4),
    "exp": ("exp_kernel", 1, 4),
    "f32_to_f16": ("f32_to_f16_kernel", 1, 2),
}

NATIVE = r"""
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include <sys/mman.h>
// Buffers as pto-emu makes the tensors of --gm (tools/pto-emu/Memory.cpp):
// from 4 MiB on at a 2 MiB boundary, whole huge pages, advised
// MADV_HUGEPAGE, so that both sides stream memory with the same pages.
template <class T> static T *buffer(long n) {
  size_t bytes = n * sizeof(T), huge = size_t(2) << 20;
  T *p;
  if (bytes >= (size_t(4) << 20)) {
    size_t whole = (bytes + huge - 1) / huge * huge;
    p = static_cast<T *>(aligned_alloc(huge, whole));
#ifdef MADV_HUGEPAGE
    madvise(p, whole, MADV_HUGEPAGE);
#endif
  } else {
    p = static_cast<T *>(malloc(bytes));
  }
  memset(p, 0, bytes);
  return p;
}
// Per loop, the best wall time and the best processor time of ten runs.
static double cpuSeconds() {
  timespec T;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &T);
  return T.tv_sec + T.tv_nsec * 1e-9;
}
int main(int argc, char **argv) {
  long n = atol(argv[1]);
  float *a = buffer<float>(n), *b = buffer<float>(n), *out = buffer<float>(n);
  _Float16 *half = buffer<_Float16>(n);
  for (long i = 0; i < n; ++i) { a[i] = (i % 1000) * 0.01f - 5; b[i] = 0.5f * i; }
  double best[4] = {1e9, 1e9, 1e9, 1e9}, bestCpu[4] = {1e9, 1e9, 1e9, 1e9};
  for (int r = 0; r < 10; ++r) {
    for (int k = 0; k < 4; ++k) {
      auto t0 = std::chrono::steady_clock::now();
      double c0 = cpuSeconds();
      if (k == 0)
        for (long i = 0; i < n; ++i) out[i] = a[i] + b[i];
      else if (k == 1)
        for (long i = 0; i < n; ++i) out[i] = std::fabs(a[i]);
      else if (k == 2)
        for (long i = 0; i < n; ++i) out[i] = std::exp(a[i]);
      else
        for (long i = 0; i < n; ++i) half[i] = (_Float16)a[i];
      double c1 = cpuSeconds();
      auto t1 = std::chrono::steady_clock::now();
      double t = std::chrono::duration<double>(t1 - t0).count();
      best[k] = t < best[k] ? t : best[k];
      bestCpu[k] = c1 - c0 < bestCpu[k] ? c1 - c0 : bestCpu[k];
    }
  }
  // The bytes the add's copies move, copied alone as pto-emu copies them
  // (tools/pto-emu/DMAOps.cpp): a and b into a 256 KB buffer in 32 KB
  // chunks, then each chunk of the result out with streaming stores. What
  // any emulation that moves them pays on this host.
  static unsigned char ub[256 << 10];
  const long chunk = 32 << 10, bytes = n * (long)sizeof(float);
  double bestCopy = 1e9;
  for (int r = 0; r < 10; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    for (long at = 0, slot = 0; at < bytes; at += chunk, slot ^= 1) {
      long len = bytes - at < chunk ? bytes - at : chunk;
      unsigned char *in = ub + slot * 3 * chunk;
      memcpy(in, (char *)a + at, len);
      memcpy(in + chunk, (char *)b + at, len);
      asm volatile("" ::"r"(in) : "memory");
      long i = 0;
#ifdef __SSE2__
      for (; i + 16 <= len; i += 16)
        _mm_stream_si128((__m128i *)((char *)out + at + i),
                         _mm_loadu_si128((const __m128i *)(in + i)));
#endif
      memcpy((char *)out + at + i, in + i, len - i);
    }
#ifdef __SSE2__
    _mm_sfence();
#endif
    double t = std::chrono::duration<double>(
                   std::chrono::steady_clock::now() - t0).count();
    bestCopy = t < bestCopy ? t : bestCopy;
  }
  volatile float sink = out[n / 3] + (float)half[n / 5];
  (void)sink;
  printf("%g %g %g %g\n", best[0], best[1], best[2], best[3]);
  printf("%g %g %g %g\n", bestCpu[0], bestCpu[1], bestCpu[2], bestCpu[3]);
  printf("%g\n", bestCopy);
}
"""


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, **kw)


def emulate(args, repeat, binaries):
    """Per binary, the best (process wall time less the filling of the
    input tensors, run time, stdout, run processor time) of `repeat` runs,
    the binaries taking turns: the tensors are the user's input, not
    emulation (their filling is `pto-emu --wall-time`'s "tensors"). The
    processor time is the best of the runs on its own; a binary that does
    not print it gets None."""
    best = [None] * len(binaries)
    for _ in range(repeat):
        for i, binary in enumerate(binaries):
            t0 = time.perf_counter()
            p = run([binary, "--wall-time", "--stats"] + args)
            fill = float(p.stderr.split("tensors ")[1].split()[0])
            wall = time.perf_counter() - t0 - fill
            run_time = float(p.stderr.split("run ")[1].split()[0])
            cpu = (float(p.stderr.split("processor time ")[1].split()[0])
                   if "processor time " in p.stderr else None)
            if best[i] is None or run_time < best[i][1]:
                best[i] = (wall, run_time, p.stdout,
                           best[i][3] if best[i] else None)
            if cpu is not None and (best[i][3] is None or cpu < best[i][3]):
                best[i] = best[i][:3] + (cpu,)
    return best


def native_times(native, n):
    """Per kernel, the native loop's best wall and processor times; and the
    best wall time of the add's copies alone."""
    wall, cpu, copies = run([native, str(n)]).stdout.split("\n")[:3]
    return ({k: float(x) for k, x in zip(COMPILED_KERNELS, wall.split())},
            {k: float(x) for k, x in zip(COMPILED_KERNELS, cpu.split())},
            float(copies))


def count(stdout, what):
    return int(stdout.split(what)[1].split()[0])


def loops_source():
    """The steady-state loops and the one-vector kernels, as assembly
    (test/Emulator/bench-timing.test checks their cycles too)."""
    return LOOPS + "".join(
        KERNEL.format(name=name, body=body, copy_b=copy_b, store=store,
                      out_step=out_step, tile_bytes=TILE * 4,
                      out_tile_bytes=TILE // 64 * out_step,
                      out_ub=2 * TILE * 4, vectors=TILE // 64)
        for name, (body, copy_b, store, out_step) in LOOP_KERNELS.items())


def build_programs(tmp):
    """The hand-written loops and the compiled kernels, as objects."""
    src = os.path.join(tmp, "loops.s")
    with open(src, "w") as f:
        f.write(loops_source())
    loops = os.path.join(tmp, "loops.o")
    run([os.path.join(BIN, "llvm-mc"), "-triple=pto", "-filetype=obj", src,
         "-o", loops])
    compiled = os.path.join(tmp, "elementwise.o")
    run([os.path.join(BIN, "clang++"), "--target=pto", "-std=c++17", "-O2",
         "-c", os.path.join(REPO, "bench", "kernels", "elementwise.cpp"),
         "-o", compiled])
    return loops, compiled


def kernel_runs(loops, compiled, n):
    """(form, kernel, pto-emu arguments) of each kernel at n elements."""
    tensors = [f"--gm=a=iota:f32:{n}:-5:0.01", f"--gm=b=iota:f32:{n}:0:0.5"]
    for name, (symbol, inputs, out_bytes) in COMPILED_KERNELS.items():
        yield "compiled", name, [
            compiled, f"--entry={symbol}", *tensors,
            f"--gm=out=zero:{n * out_bytes}",
            *[f"--arg=gm:{t}" for t in "ab"[:inputs]], "--arg=gm:out",
            f"--arg=i64:{n}"]
    for name, (_, _, _, out_step) in LOOP_KERNELS.items():
        yield "1 vector/iter", name, [
            loops, f"--entry={name}", *tensors,
            f"--gm=out=zero:{n // 64 * out_step}", "--arg=gm:a",
            "--arg=gm:b", "--arg=gm:out", f"--arg=i64:{n // TILE}"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default=f"{1 << 20},{1 << 24}",
                    help="element counts (multiples of 8192)")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--baseline", help="an older pto-emu binary to compare "
                    "with, run for run")
    args = ap.parse_args()
    binaries = [os.path.join(BIN, "pto-emu")]
    if args.baseline:
        binaries.append(os.path.abspath(args.baseline))
    sizes = [int(x) // TILE * TILE for x in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        loops, compiled = build_programs(tmp)

        print("steady state (start-up excluded):")
        # (loop, iterations, vector and all instructions per iteration)
        for name, iters, vector, per_iter in [
                ("vector_loop", 1000000, 8, 10),
                ("memory_loop", 1000000, 6, 8),
                ("scalar_loop", 10000000, 0, 4)]:
            results = emulate([loops, f"--entry={name}",
                               f"--arg=i64:{iters}", "--arg=f32:1.5"],
                              args.repeat, binaries)
            _, t, out, _ = results[0]
            insts = count(out, "instructions: ")
            mix = (f"{vector} vector of {per_iter}" if vector
                   else f"{per_iter}")
            print(f"  {name}: {insts} instructions ({mix} per iteration) in "
                  f"{t:.3f} s = "
                  f"{insts / t / 1e6:.1f} M instructions/s"
                  + (f", {insts * vector / per_iter / t / 1e6:.1f} M "
                     "vector instructions/s" if vector else ""))
            if args.baseline:
                _, old_t, old_out, _ = results[1]
                print(f"    baseline: {old_t:.3f} s = "
                      f"{count(old_out, 'instructions: ') / old_t / 1e6:.1f}"
                      f" M instructions/s; baseline / build {old_t / t:.2f}")

        cxx = shutil.which("clang++-19") or shutil.which("c++")
        native = os.path.join(tmp, "native")
        with open(native + ".cpp", "w") as f:
            f.write(NATIVE)
        run([cxx, "-O2", native + ".cpp", "-o", native])
        print("kernels (ratios: pto-emu's run / the native loop, in wall "
              "time and, cpu, in processor time; the native loops run before "
              "and after each size's kernels, the best taken):")
        print(f"  {'form':<13} {'kernel':<11} {'elements':>9} "
              f"{'instructions':>12} {'run s':>7} {'M elem/s':>8} "
              f"{'excl.':>6} {'cpu':>6} {'process s':>9} {'incl.':>6}"
              + (f" {'base s':>7} {'excl.':>6} {'base/build':>10}"
                 if args.baseline else ""))
        for n in sizes:
            natives, native_cpu, copies = native_times(native, n)
            lines = []
            for form, name, emu_args in kernel_runs(loops, compiled, n):
                results = emulate(emu_args, args.repeat, binaries)
                lines.append((form, name, results))
            after, after_cpu, after_copies = native_times(native, n)
            copies = min(copies, after_copies)
            for k in natives:
                natives[k] = min(natives[k], after[k])
                native_cpu[k] = min(native_cpu[k], after_cpu[k])
            for form, name, results in lines:
                wall, t, out, cpu = results[0]
                insts = count(out, "instructions: ")
                cpu_ratio = (f"{cpu / native_cpu[name]:>5.1f}x"
                             if cpu is not None else f"{'-':>6}")
                line = (f"  {form:<13} {name:<11} {n:>9} {insts:>12} "
                        f"{t:>7.3f} {n / t / 1e6:>8.1f} "
                        f"{t / natives[name]:>5.1f}x {cpu_ratio} "
                        f"{wall:>9.3f} {wall / natives[name]:>5.1f}x")
                if args.baseline:
                    old_t = results[1][1]
                    line += (f" {old_t:>7.3f} {old_t / natives[name]:>5.1f}x"
                             f" {old_t / t:>10.2f}")
                print(line)
            print(f"  native loops at {n} elements, wall (processor): "
                  + ", ".join(f"{k} {v * 1e3:.2f} ({native_cpu[k] * 1e3:.2f})"
                              " ms" for k, v in natives.items()))
            print(f"  the add's copies alone (its {3 * 4 * n >> 20} MiB "
                  "through a 256 KB buffer in 32 KB chunks, as pto-emu "
                  f"copies them): {copies * 1e3:.2f} ms, "
                  f"{copies / natives['add']:.2f}x the native add")


if __name__ == "__main__":
    sys.exit(main())
