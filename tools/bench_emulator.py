#!/usr/bin/env python3
"""Benchmark pto-emu: emulated instructions per second, and for a 1M-element
f32 add and abs the ratio of the emulator's wall time to a native host C++
loop doing the same computation.

Usage: tools/bench_emulator.py [--elements N] [--repeat R]
Needs build/bin (llvm-mc, pto-emu) and a host C++ compiler (clang++-19 or
c++).
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
# every reuse of a UB buffer. x10 = a, x11 = b (unused for abs),
# x12 = out, x13 = tiles.
KERNEL = """
  .globl {name}
{name}:
  movi x20, 1
  set_loop_size_outtoub x20, x20
  set_loop_size_ubtoout x20, x20
  movi x21, {tile_bytes}
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
  movi x7, {vectors}
.Lvec_{name}:
  vlds v1, [x22, x6], NORM
  {body}
  vsts v3, [x24, x6], NORM_B32, p0
  addi x6, x6, 256
  addi x7, x7, -1
  bne x7, x0, .Lvec_{name}
  set_flag PIPE_V, PIPE_MTE2, EVENT_ID3
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID1
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID1
  copy_ubuf_to_gm x24, x12, 0, x20, x21, 0, x21, x21
  set_flag PIPE_MTE3, PIPE_V, EVENT_ID2
  add x10, x10, x21
  add x11, x11, x21
  add x12, x12, x21
  addi x13, x13, -1
  bne x13, x0, .Ltile_{name}
  wait_flag PIPE_V, PIPE_MTE2, EVENT_ID3
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID2
  ret
"""

NATIVE = r"""
#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>
int main(int argc, char **argv) {
  long n = atol(argv[1]);
  std::vector<float> a(n), b(n), out(n);
  for (long i = 0; i < n; ++i) { a[i] = i - n / 2; b[i] = 0.5f * i; }
  auto t0 = std::chrono::steady_clock::now();
  for (long i = 0; i < n; ++i) out[i] = a[i] + b[i];
  auto t1 = std::chrono::steady_clock::now();
  for (long i = 0; i < n; ++i) out[i] = std::fabs(a[i]);
  auto t2 = std::chrono::steady_clock::now();
  volatile float sink = out[n / 3];
  (void)sink;
  printf("%g %g\n", std::chrono::duration<double>(t1 - t0).count(),
         std::chrono::duration<double>(t2 - t1).count());
}
"""


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True,
                          **kw).stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--elements", type=int, default=1 << 20)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    n = args.elements // TILE * TILE
    tiles = n // TILE
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "bench.s")
        with open(src, "w") as f:
            for name, body, copy_b in [
                    ("add", "vlds v2, [x23, x6], NORM\n  vadd.f32 v3, v1, v2, p0",
                     "copy_gm_to_ubuf x11, x23, 0, x20, x21, x0, x0, 0, 0, x21, x21"),
                    ("abs", "vabs.f32 v3, v1, p0", "")]:
                f.write(KERNEL.format(name=name, body=body, copy_b=copy_b,
                                      tile_bytes=TILE * 4, out_ub=2 * TILE * 4,
                                      vectors=TILE // 64))
        obj = os.path.join(tmp, "bench.o")
        run([os.path.join(BIN, "llvm-mc"), "-triple=pto", "-filetype=obj",
             src, "-o", obj])
        cxx = shutil.which("clang++-19") or shutil.which("c++")
        native = os.path.join(tmp, "native")
        with open(native + ".cpp", "w") as f:
            f.write(NATIVE)
        run([cxx, "-O2", native + ".cpp", "-o", native])
        native_times = [float(x) for x in run([native, str(n)]).split()]
        for i in range(args.repeat - 1):
            t = [float(x) for x in run([native, str(n)]).split()]
            native_times = [min(a, b) for a, b in zip(native_times, t)]
        print(f"elements: {n} ({tiles} tiles of {TILE})")
        for k, name in enumerate(["add", "abs"]):
            best = None
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                out = run([os.path.join(BIN, "pto-emu"), obj,
                           f"--entry={name}",
                           f"--gm=a=iota:f32:{n}:{-n // 2}",
                           f"--gm=b=iota:f32:{n}:0:0.5",
                           f"--gm=out=zero:{4 * n}", "--arg=gm:a",
                           "--arg=gm:b", "--arg=gm:out", f"--arg=i64:{tiles}",
                           "--stats"])
                wall = time.perf_counter() - t0
                best = wall if best is None else min(best, wall)
            insts = int(out.split("instructions: ")[1].split()[0])
            cycles = int(out.split("cycles: ")[1].split()[0])
            print(f"{name}: {insts} instructions emulated in {best:.3f} s "
                  f"= {insts / best / 1e6:.2f} M instructions/s; "
                  f"{cycles} emulated cycles; native loop "
                  f"{native_times[k] * 1e3:.3f} ms; emulator / native = "
                  f"{best / native_times[k]:.0f}x")


if __name__ == "__main__":
    sys.exit(main())
