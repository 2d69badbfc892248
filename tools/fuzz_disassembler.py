#!/usr/bin/env python3
"""Feed random bytes to `llvm-mc --disassemble -triple=pto`.

Reports crashes (must be zero) and the fraction of 8-byte words that decode
to an instruction. Uniformly random words rarely decode (unused fields must
be zero), so a second pass flips 1-3 random bits of valid words taken from
test/MC/Disassembler/PTO, which exercises the operand decoders. Usage:

  tools/fuzz_disassembler.py [--megabytes N] [--seed S] [--llvm-mc PATH]

The bytes are fed in chunks (one llvm-mc process per chunk); a chunk whose
llvm-mc dies by a signal or exits with an unexpected status is saved under
build/fuzz/ for reproduction.
"""

import argparse
import glob
import os
import random
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def valid_words():
    """The instruction words of the disassembler tests."""
    words = []
    for path in glob.glob(os.path.join(REPO, "test", "MC", "Disassembler",
                                       "PTO", "*.txt")):
        with open(path) as f:
            for line in f:
                parts = line.split("#", 1)[0].split()
                if len(parts) == 8:
                    words.append(bytes(int(p, 16) for p in parts))
    return words


def run_pass(name, make_chunk, total_bytes, chunk, llvm_mc):
    words = decoded = crashes = chunks = 0
    start = time.time()
    done = 0
    while done < total_bytes:
        n = min(chunk, total_bytes - done) // 8 * 8
        data = make_chunk(n)
        # One word per line: llvm-mc then reports each undecodable word and
        # goes on with the next.
        text = "\n".join(" ".join("0x%02x" % b for b in data[i:i + 8])
                         for i in range(0, n, 8))
        proc = subprocess.run(
            [llvm_mc, "--disassemble", "-triple=pto", "-mcpu=a5"],
            input=text.encode(), stdout=subprocess.PIPE,
            stderr=subprocess.PIPE)
        invalid = proc.stderr.count(b"invalid instruction encoding")
        if proc.returncode < 0 or proc.returncode not in (0, 1):
            crashes += 1
            path = os.path.join(REPO, "build", "fuzz",
                                f"crash-{name}-{chunks}.txt")
            with open(path, "w") as f:
                f.write(text)
            print(f"crash: llvm-mc exited with {proc.returncode}; input in "
                  f"{path}", file=sys.stderr)
        words += n // 8
        decoded += n // 8 - invalid
        done += n
        chunks += 1
    print(f"{name}: fed {done / 1048576:.1f} MiB ({words} words) in {chunks} "
          f"runs, {time.time() - start:.1f} s; decoded {decoded} words "
          f"({100.0 * decoded / max(words, 1):.3f}%); crashes: {crashes}")
    return crashes


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--megabytes", type=float, default=10.0,
                    help="random bytes to feed (the mutated pass feeds as "
                    "many)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--chunk-kib", type=int, default=512)
    ap.add_argument("--llvm-mc",
                    default=os.path.join(REPO, "build", "bin", "llvm-mc"))
    args = ap.parse_args()

    rng = random.Random(args.seed)
    os.makedirs(os.path.join(REPO, "build", "fuzz"), exist_ok=True)
    total = int(args.megabytes * 1024 * 1024)
    chunk = args.chunk_kib * 1024

    crashes = run_pass("random", rng.randbytes, total, chunk, args.llvm_mc)

    corpus = valid_words()
    def mutated(n):
        out = bytearray()
        for _ in range(n // 8):
            word = int.from_bytes(rng.choice(corpus), "little")
            for _ in range(rng.randint(1, 3)):
                word ^= 1 << rng.randrange(64)
            out += word.to_bytes(8, "little")
        return bytes(out)
    if corpus:
        crashes += run_pass("mutated", mutated, total, chunk, args.llvm_mc)
    print(f"crashes: {crashes}")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
