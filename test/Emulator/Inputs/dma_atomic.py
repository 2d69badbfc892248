#!/usr/bin/env python3
"""Run the kernels of Inputs/dma-atomic.cpp in pto-emu on several blocks.

  dma_atomic.py OBJECT WORKDIR

Expected values come from the accumulation's definition, computed here:
out[i] = out0[i] + sum over the blocks b of in[b * n + i], in the
element type (integers wrap; the float data are small integers, so the
sums are exact in any order); with accumulation switched off, a store
replaces.
"""

import os
import random
import struct
import subprocess
import sys

FORMATS = {"f32": "f", "f16": "e", "i32": "i", "i16": "h", "i8": "b"}
BITS = {"i32": 32, "i16": 16, "i8": 8}


def wrap(kind, x):
    if kind not in BITS:
        return x
    b = BITS[kind]
    x &= (1 << b) - 1
    return x - (1 << b) if x >> (b - 1) else x


def run(obj, work, name, entry, kind, blocks, out0, data, n, want):
    paths = {}
    for buf, values in (("out", out0), ("in", data)):
        paths[buf] = os.path.join(work, "%s.%s" % (name, buf))
        with open(paths[buf], "wb") as f:
            f.write(struct.pack("<%d%s" % (len(values), FORMATS[kind]),
                                *values))
    dump = os.path.join(work, name + ".dump")
    cmd = ["pto-emu", obj, "--entry=" + entry, "--blocks=%d" % blocks,
           "--gm=out=file:" + paths["out"], "--gm=in=file:" + paths["in"],
           "--arg=gm:out", "--arg=gm:in", "--arg=i64:%d" % n,
           "--dump=out=" + dump]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("%s: pto-emu failed (%d):\n%s" % (name, proc.returncode,
                                                    proc.stderr))
    with open(dump, "rb") as f:
        got = list(struct.unpack("<%d%s" % (n, FORMATS[kind]), f.read()))
    if got != want:
        bad = [i for i in range(n) if got[i] != want[i]]
        sys.exit("%s: first differences at %s: got %s, want %s" % (
            name, bad[:6], [got[i] for i in bad[:6]],
            [want[i] for i in bad[:6]]))
    print("%s: ok" % name)


def main():
    obj, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    rng = random.Random(51)
    n = 64  # 256 bytes of f32: whole 32-byte blocks for every type
    for kind, blocks in (("f32", 4), ("f16", 3), ("i32", 4), ("i16", 2),
                         ("i8", 4)):
        lo, hi = {"f32": (-500, 500), "f16": (-60, 60)}.get(
            kind, (-(1 << (BITS.get(kind, 32) - 1)),
                   (1 << (BITS.get(kind, 32) - 1)) - 1))
        out0 = [rng.randrange(lo, hi) for _ in range(n)]
        data = [rng.randrange(lo, hi) for _ in range(n * blocks)]
        want = [wrap(kind, out0[i] + sum(data[b * n + i]
                                         for b in range(blocks)))
                for i in range(n)]
        if kind.startswith("f"):
            out0, data, want = ([float(v) for v in out0],
                                [float(v) for v in data],
                                [float(v) for v in want])
        suffix = kind.replace("i", "s")
        run(obj, work, "accumulate_" + suffix, "accumulate_" + suffix, kind,
            blocks, out0, data, n, want)
    out0 = [float(rng.randrange(-9, 9)) for _ in range(n)]
    data = [float(rng.randrange(-9, 9)) for _ in range(n)]
    run(obj, work, "overwrite_f32", "overwrite_f32", "f32", 1, out0, data, n,
        data)


if __name__ == "__main__":
    main()
