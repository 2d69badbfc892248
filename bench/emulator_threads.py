#!/usr/bin/env python3
"""Benchmark the blocks of a pto-emu launch on host threads: the run time of
one launch of a multi-block kernel on 1, 2 and all host threads
(`pto-emu --threads`), side by side in one run, with the speed-up over one
thread, and a check that every run printed the same statistics and wrote
the same output.

Kernels (compiled here with `clang++ --target=pto -O2`, on
bench/kernels/blocks.h): `add_blocks`, each block adding its part of two
f32 tensors (DMA in, vadd, DMA out, double-buffered), which runs on
threads; `add_blocks_barrier`, the same followed by an all-core barrier
(the tile library's SYNCALL: ffts_cross_core_sync on PIPE_MTE3, then
wait_flag_dev), which runs on threads in 2 phases; `add_rounds_barrier`,
4 rounds of the same adds in which each block reads the next block's part
of the last round's result, with the SYNCALL after each round, which runs
on threads in 5 phases (the barriers open between them); and
`add_blocks_overlap`, whose blocks each also write the first element of
the next block's part (a race, reported): the run on threads finds that
when the cores have finished and runs the launch again on one thread, the
worst case of that fallback (docs/emulator.md, "Several cores"). Last, the
time of `add_blocks` as one block: the same work without the race check
between cores, which a run on threads does not need.

Usage: bench/emulator_threads.py [--elements N] [--blocks B] [--repeat R]
Needs build/bin (clang++, pto-emu). The figures go to
docs/emulator-performance.md, with the date and the CPU (lscpu).
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(REPO, "build", "bin")

KERNELS = r"""
#include "blocks.h"

extern "C" __global__ [aicore] void add_blocks(__gm__ float *x,
                                               __gm__ float *y,
                                               __gm__ float *out,
                                               uint64_t n) {
  addBlocks<false, false>(x, y, out, n);
}

extern "C" __global__ [aicore] void add_blocks_barrier(__gm__ float *x,
                                                       __gm__ float *y,
                                                       __gm__ float *out,
                                                       uint64_t n) {
  addBlocks<true, false>(x, y, out, n);
}

// 4 rounds: out = x + y rotated by one part, y = x + out rotated, out = ...,
// y = ...: each block adds to its part of x the next block's part of the
// last round's result; the blocks meet at the all-core barrier after each
// round.
extern "C" __global__ [aicore] void add_rounds_barrier(__gm__ float *x,
                                                       __gm__ float *y,
                                                       __gm__ float *out,
                                                       uint64_t n) {
  uint64_t block = get_block_idx(), blocks = get_block_num();
  uint64_t size = n / blocks;
  for (uint64_t r = 0; r < 4; ++r) {
    __gm__ float *src = r % 2 ? out : y, *dst = r % 2 ? y : out;
    addStream(dst + block * size, x + block * size,
              src + (block + 1) % blocks * size, size);
    syncAll(7);
  }
}

extern "C" __global__ [aicore] void add_blocks_overlap(__gm__ float *x,
                                                       __gm__ float *y,
                                                       __gm__ float *out,
                                                       uint64_t n) {
  addBlocks<false, true>(x, y, out, n);
}
"""


def run(cmd, races=False):
    """Runs cmd; exit status 3 (data races reported) is fine if `races`."""
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True)
    if p.returncode and not (races and p.returncode == 3):
        sys.exit(f"{cmd[0]} failed ({p.returncode}):\n{p.stderr}")
    return p


def launch(obj, entry, n, blocks, threads, dump):
    """(run time in s, the --wall-time threads line, stdout and races)."""
    p = run([os.path.join(BIN, "pto-emu"), obj, f"--entry={entry}",
             f"--blocks={blocks}", f"--threads={threads}",
             f"--gm=x=iota:f32:{n}:-5:0.01", f"--gm=y=iota:f32:{n}:0:0.5",
             f"--gm=out=zero:{4 * n}", "--arg=gm:x", "--arg=gm:y",
             "--arg=gm:out", f"--arg=i64:{n}", f"--dump=out={dump}",
             "--stats", "--wall-time"], races=True)
    t = float(p.stderr.split("run ")[1].split()[0])
    how = p.stderr.split("threads: ")[1].splitlines()[0]
    races = [line for line in p.stderr.splitlines() if "data race" in line]
    return t, how, p.stdout + "\n".join(races)


def cpu_model():
    try:
        for line in run(["lscpu"]).stdout.splitlines():
            if line.startswith("Model name:"):
                return line.split(":", 1)[1].strip()
    except (OSError, subprocess.CalledProcessError):
        pass
    return "unknown CPU"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--elements", type=int, default=1 << 21)
    ap.add_argument("--blocks", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    cpus = len(os.sched_getaffinity(0))
    counts = sorted({1, min(2, cpus), cpus})
    print(f"{time.strftime('%Y-%m-%d')}, {cpu_model()}, {cpus} CPUs; "
          f"{args.blocks} blocks, {args.elements} f32 elements")
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "blocks.cpp")
        with open(src, "w") as f:
            f.write(KERNELS)
        obj = os.path.join(tmp, "blocks.o")
        run([os.path.join(BIN, "clang++"), "--target=pto", "-std=c++17",
             "-O2", "-I", os.path.join(REPO, "bench", "kernels"), "-c", src,
             "-o", obj])
        print(f"  {'kernel':<20}" + "".join(
            f"{f'{t} thread' + ('s' if t > 1 else ''):>22}" for t in counts)
            + "  same results")
        for entry in ("add_blocks", "add_blocks_barrier",
                      "add_rounds_barrier", "add_blocks_overlap"):
            # Best of `repeat` for each thread count, the counts taking
            # turns so that a busy moment of the host hits all of them.
            best = {}
            for _ in range(args.repeat):
                for t in counts:
                    dump = os.path.join(tmp, f"{entry}-{t}.bin")
                    secs, how, stdout = launch(obj, entry, args.elements,
                                               args.blocks, t, dump)
                    with open(dump, "rb") as f:
                        result = (stdout, f.read())
                    if t not in best or secs < best[t][0]:
                        best[t] = (secs, how, result)
            rows = [best[t][:2] for t in counts]
            outputs = [best[t][2] for t in counts]
            same = all(o == outputs[0] for o in outputs)
            cells = "".join(
                f"{f'{s:.3f} s ({rows[0][0] / s:.2f}x)':>22}" for s, _ in rows)
            print(f"  {entry:<20}{cells}  {'yes' if same else 'NO'}")
            for t, (_, how) in zip(counts, rows):
                print(f"    {t} thread{'s' if t > 1 else ''}: {how}")
            if not same:
                return 1
        # The same work as one block: no race check between cores, which
        # the one-thread run of several blocks does per 32-byte block and a
        # run on threads replaces by its logs of address ranges.
        one = min(launch(obj, "add_blocks", args.elements, 1, 1,
                         os.path.join(tmp, "one.bin"))[0]
                  for _ in range(args.repeat))
        print(f"  add_blocks as 1 block: {one:.3f} s (the work without "
              "the race check between cores)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
