#!/usr/bin/env python3
"""Fuzz the PTO tools: disassembler, llvm-objdump, pto-emu's loader, the
assembler and llc.

Stages (each input is derived from --seed, the stage name and its index, so
a reproducer is "seed, stage, index"; every failing input is also saved):

  disasm    random and bit-flipped instruction words through
            `llvm-mc --disassemble -triple=pto`
  objdump   bit-flipped copies of real PTO objects (assembled by llvm-mc and
            compiled by clang in the run) through `llvm-objdump -d -r -t -h -s`
  emu       the same kind of objects through pto-emu's loader and a bounded
            run (`pto-emu FILE --entry=SYM --max-instructions=N`)
  asm       mutated assembly (from test/MC/PTO and the samples) through
            `llvm-mc -triple=pto -filetype=obj`
  llc       llvm-stress-19 modules, vectors rewritten to the PTO types and
            pointers moved to UB (addrspace(6)), through `llc -mtriple=pto`
            at -O0 and -O2

A failure is a death by a signal, an assertion, "LLVM ERROR", an
UNREACHABLE, a stack dump, or a run that outlives its timeout. Ordinary
diagnostics ("error: ..." with a location, "... is not supported ...") and
a non-zero exit are fine. Usage:

  tools/fuzz.py --seconds 40 --seed 1 --out DIR   bounded (the lit test)
  tools/fuzz.py --minutes 5 --seed 7              long; prints figures

Crash classes that need a fix outside this project can be listed in KNOWN
below; they are then reported as "known", never as new crashes (see
docs/fuzzing.md). None is open.
"""

import argparse
import glob
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time


REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.environ.get("PTO_TOOLS_DIR", os.path.join(REPO, "build", "bin"))

CRASH_PATTERNS = [b"LLVM ERROR", b"Assertion", b"UNREACHABLE",
                  b"Stack dump", b"PLEASE submit a bug report",
                  b"Segmentation fault", b"Aborted"]

# Known classes (need a fix outside this project): name -> a function of
# (stage, status, input bytes, stderr) that says whether a failure belongs
# to it. Such failures are counted as "known", not as new crashes. None is
# open: the upstream crashes found so far are fixed by
# llvm-project-overlay/patches/0010-mc-objdump-malformed-input.patch, and
# their reproducers are regression tests (test/Fuzz/upstream-crashes.test).
KNOWN = {}


def tool(name):
    return os.path.join(TOOLS, name)


def run(cmd, data=None, timeout=10):
    """(status, stderr): status None = fine, else a short failure reason."""
    try:
        p = subprocess.run(cmd, input=data, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        return f"timeout ({timeout} s)", (e.stderr or b"")
    if p.returncode < 0:
        return f"signal {-p.returncode}", p.stderr
    for pat in CRASH_PATTERNS:
        if pat in p.stderr:
            return pat.decode(), p.stderr
    if p.returncode not in (0, 1):
        return f"exit {p.returncode}", p.stderr
    return None, p.stderr


class Fuzzer:
    def __init__(self, args):
        self.seed = args.seed
        self.out = os.path.abspath(args.out)
        os.makedirs(self.out, exist_ok=True)
        self.work = tempfile.mkdtemp(prefix="pto-fuzz-")
        self.timeout = args.timeout
        self.inputs = {}
        for item in (args.inputs or "").split(","):
            if item:
                k, v = item.split("=")
                self.inputs[k] = int(v)
        self.tried = {}
        self.bytes = {}
        self.crashes = {}
        self.known = {}
        self.known_by = {}
        self.notes = {}
        self.new_failures = []

    def rng(self, stage, i):
        return random.Random(f"{self.seed}:{stage}:{i}")

    def record(self, stage, i, status, err, data, suffix, cmd):
        """Classify and report one failure. cmd uses {} for the input."""
        for name, pred in KNOWN.items():
            if pred(stage, status, data, err):
                self.known[stage] = self.known.get(stage, 0) + 1
                self.known_by[name] = self.known_by.get(name, 0) + 1
                return
        self.crashes[stage] = self.crashes.get(stage, 0) + 1
        path = os.path.join(self.out, f"{stage}-seed{self.seed}-{i}{suffix}")
        with open(path, "wb") as f:
            f.write(data)
        line = " ".join(cmd).replace("{}", path)
        first = err.decode(errors="replace").strip().splitlines()
        first = [l for l in first if l.strip()][:3]
        msg = (f"FUZZ FAILURE: stage {stage}, seed {self.seed}, index {i}: "
               f"{status}\n  reproduce: {line}\n  input: {path}\n" +
               "".join(f"  | {l}\n" for l in first))
        print(msg, end="", flush=True)
        self.new_failures.append(msg)

    def count(self, stage, n=1, nbytes=0):
        """n inputs of nbytes bytes in all through a stage's tool."""
        self.tried[stage] = self.tried.get(stage, 0) + n
        self.bytes[stage] = self.bytes.get(stage, 0) + nbytes

    # ---------------------------------------------------------------- corpus
    def build_corpus(self):
        self.words = []
        for path in glob.glob(os.path.join(REPO, "test", "MC", "Disassembler",
                                           "PTO", "*.txt")):
            with open(path) as f:
                for line in f:
                    parts = line.split("#", 1)[0].split()
                    if len(parts) == 8:
                        try:
                            self.words.append(bytes(int(p, 16) for p in parts))
                        except ValueError:
                            pass
        self.asm_files = []
        srcs = sorted(glob.glob(os.path.join(REPO, "test", "MC", "PTO",
                                             "*-valid.s")))
        srcs += sorted(glob.glob(os.path.join(REPO, "test", "MC", "PTO",
                                              "elf-relocations.s")))
        srcs += sorted(glob.glob(os.path.join(REPO, "test", "tools",
                                              "llvm-mca", "PTO", "*.s")))
        srcs += sorted(glob.glob(os.path.join(REPO, "test", "Emulator",
                                              "Inputs", "*.s")))
        for s in srcs:
            with open(s) as f:
                lines = [l.rstrip("\n") for l in f]
            lines = [l for l in lines
                     if l.strip() and not l.lstrip().startswith(("//", "#", ";"))]
            if lines:
                self.asm_files.append((s, lines))
        # Objects: assembled from the sources above, compiled from C.
        self.objects = []  # (name, bytes, [function symbols])
        for n, (src, _) in enumerate(self.asm_files):
            o = os.path.join(self.work, f"c{n}.o")
            # A global entry "k" at the start, for pto-emu --entry=k.
            s = os.path.join(self.work, f"c{n}.s")
            with open(src) as fi, open(s, "w") as fo:
                fo.write("  .text\n  .globl k\nk:\n" + fi.read())
            for mcpu in ("a5", "a2a3"):
                p = subprocess.run([tool("llvm-mc"), "-triple=pto",
                                    f"-mcpu={mcpu}", "-filetype=obj", s,
                                    "-o", o], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
                if p.returncode == 0:
                    self.add_object(os.path.basename(src), o)
                    break
        csrcs = [os.path.join(REPO, "tools", "samples", "scale.c")]
        csrcs += sorted(glob.glob(os.path.join(REPO, "test", "Emulator",
                                               "Inputs", "*.c")))[:4]
        for n, c in enumerate(csrcs):
            o = os.path.join(self.work, f"cc{n}.o")
            # Paths are mapped so that the objects (DWARF names the file and
            # directory) are the same from any checkout: same inputs, same
            # mutations.
            p = subprocess.run([tool("clang"), "--target=pto", "-O2", "-g",
                                "-ffile-prefix-map=" + REPO + "=/pto",
                                "-fdebug-compilation-dir=/pto",
                                "-c", c, "-o", o],
                               stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
            if p.returncode == 0:
                self.add_object(os.path.basename(c), o)

    def add_object(self, name, path):
        with open(path, "rb") as f:
            data = f.read()
        p = subprocess.run([tool("llvm-objdump"), "-t", path],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        syms = []
        for line in p.stdout.decode(errors="replace").splitlines():
            parts = line.split()
            # "ADDR FLAGS SECTION SIZE NAME": functions and text labels.
            if len(parts) >= 5 and parts[-3] == ".text" and \
                    " d " not in line and parts[-1] != ".text":
                syms.append(parts[-1])
        if not syms:
            syms = ["k"]
        self.objects.append((name, data, syms))

    # ---------------------------------------------------------------- stages
    def stage_disasm(self, i):
        r = self.rng("disasm", i)
        n = 2048
        if i % 2 == 0 or not self.words:
            data = r.randbytes(8 * n)
        else:
            out = bytearray()
            for _ in range(n):
                w = int.from_bytes(r.choice(self.words), "little")
                for _ in range(r.randint(1, 3)):
                    w ^= 1 << r.randrange(64)
                out += w.to_bytes(8, "little")
            data = bytes(out)
        text = "\n".join(" ".join("0x%02x" % b for b in data[j:j + 8])
                         for j in range(0, len(data), 8)).encode()
        for mcpu in ("a5", "a2a3") if i % 4 == 1 else ("a5",):
            cmd = [tool("llvm-mc"), "--disassemble", "-triple=pto",
                   f"-mcpu={mcpu}"]
            st, err = run(cmd, text, self.timeout)
            self.count("disasm", n, len(data))
            if st:
                self.record("disasm", i, st, err, text, ".txt",
                            cmd + ["<", "{}"])

    def mutate_object(self, r, data):
        data = bytearray(data)
        kind = r.random()
        nflips = r.choice([1, 1, 2, 3, 4, 8, 16])
        for _ in range(nflips):
            pos = r.randrange(len(data))
            if kind < 0.5:
                data[pos] ^= 1 << r.randrange(8)
            elif kind < 0.8:
                data[pos] = r.choice([0, 0xff, 0x7f, 0x80, 1, r.randrange(256)])
            else:
                # An "interesting" 32-bit value (sizes, offsets, counts).
                v = r.choice([0, 1, 0xffffffff, 0x7fffffff, 0x80000000,
                              len(data), len(data) + 1, 0x10000, 3, 6])
                if pos + 4 <= len(data):
                    struct.pack_into("<I", data, pos, v)
        if r.random() < 0.1:
            data = data[:r.randrange(0x40, len(data))]
        return bytes(data)

    def stage_objdump(self, i):
        r = self.rng("objdump", i)
        name, orig, _ = r.choice(self.objects)
        data = self.mutate_object(r, orig)
        path = os.path.join(self.work, "o.o")
        with open(path, "wb") as f:
            f.write(data)
        cmd = [tool("llvm-objdump"), "-d", "-r", "-t", "-h", "-s",
               "--triple=pto" if r.random() < 0.2 else "--no-show-raw-insn"]
        st, err = run(cmd + [path], None, self.timeout)
        self.count("objdump", 1, len(data))
        if st:
            self.record("objdump", i, st, err, data, ".o", cmd + ["{}"])

    def stage_emu(self, i):
        r = self.rng("emu", i)
        name, orig, syms = r.choice(self.objects)
        data = self.mutate_object(r, orig)
        path = os.path.join(self.work, "e.o")
        with open(path, "wb") as f:
            f.write(data)
        cmd = [tool("pto-emu"), "{}", f"--entry={r.choice(syms)}",
               "--max-instructions=20000", "--gm=b=zero:4096", "--arg=gm:b",
               "--arg=gm:b", "--arg=i64:64"]
        st, err = run([c.replace("{}", path) for c in cmd], None,
                      self.timeout)
        self.count("emu", 1, len(data))
        if st:
            self.record("emu", i, st, err, data, ".o", cmd)

    ASM_VALUES = ["0", "-1", "1", "255", "256", "4095", "4096", "-4096",
                  "65535", "65536", "0x7fffffff", "0x80000000", "-2147483648",
                  "0xffffffff", "4294967296", "0x7fffffffffffffff",
                  "-9223372036854775808", "18446744073709551615",
                  "99999999999999999999", "sym", "sym+1", "sym-0x100000",
                  ".", ".+8", ".-8", "(1<<40)", "1b", "1f", ".Lx", "x99",
                  "v32", "p8", "x31", "v31", "p7", "%hi(sym)", "%lo(sym)"]

    def mutate_asm(self, r, lines):
        lines = list(lines)
        tokens = [t for l in lines for t in re.split(r"[\s,\[\]]+", l) if t]
        for _ in range(r.randint(1, 4)):
            if not lines:
                break
            j = r.randrange(len(lines))
            l = lines[j]
            k = r.random()
            if k < 0.35:
                nums = list(re.finditer(r"-?\b(0x[0-9a-fA-F]+|\d+)\b", l))
                if nums:
                    m = r.choice(nums)
                    l = l[:m.start()] + r.choice(self.ASM_VALUES) + l[m.end():]
            elif k < 0.5:
                regs = list(re.finditer(r"\b([xvp])(\d+)\b", l))
                if regs:
                    m = r.choice(regs)
                    l = (l[:m.start()] + m.group(1) + str(r.randrange(40)) +
                         l[m.end():])
            elif k < 0.6:
                parts = re.split(r"(\s*,\s*)", l)
                if len(parts) > 1:
                    del parts[r.randrange(len(parts))]
                l = "".join(parts)
            elif k < 0.7:
                if tokens:
                    parts = l.split(None, 1)
                    l = r.choice(tokens) + (" " + parts[1] if len(parts) > 1
                                            else "")
            elif k < 0.8:
                if tokens:
                    l = l + ", " + r.choice(tokens)
            elif k < 0.9:
                l = r.choice([
                    "1:", "sym:", ".globl sym", ".p2align %d" % r.randrange(17),
                    ".byte %d" % r.randrange(-300, 300), ".quad sym",
                    ".word sym-.", ".section .data", ".section .bss",
                    ".text", ".fill %d, 1, 0" % r.randrange(0, 100000),
                    ".org %d" % r.randrange(0, 1000), "j sym", "j 1b",
                    "jal x1, sym", ".reloc ., R_PTO_NONE, sym",
                    ".set sym, %d" % r.randrange(1 << 20)])
                lines.insert(j, l)
                continue
            else:
                cut = r.randrange(len(l) + 1)
                l = l[:cut]
            lines[j] = l
        return lines

    def stage_asm(self, i):
        r = self.rng("asm", i)
        src, lines = r.choice(self.asm_files)
        start = r.randrange(len(lines))
        block = lines[start:start + r.randint(1, 30)]
        if not any(l.strip().startswith(".text") for l in block):
            block = ["  .text"] + block
        block = self.mutate_asm(r, block)
        data = ("\n".join(block) + "\n").encode()
        path = os.path.join(self.work, "a.s")
        with open(path, "wb") as f:
            f.write(data)
        mcpu = "a2a3" if "a2a3" in src else "a5"
        obj = os.path.join(self.work, "a.o")
        cmd = [tool("llvm-mc"), "-triple=pto", f"-mcpu={mcpu}",
               "-filetype=obj", "{}", "-o", "/dev/null"]
        st, err = run([c.replace("{}", path) for c in cmd[:-1]] + [obj],
                      None, self.timeout)
        self.count("asm", 1, len(data))
        if st:
            self.record("asm", i, st, err, data, ".s", cmd)

    # llc ------------------------------------------------------------------
    PTO_LANES = {"float": 64, "half": 128, "i8": 256, "i16": 128, "i32": 64}

    def rewrite_stress(self, r, ir):
        """llvm-stress IR -> IR on the PTO vector types, pointers in UB.

        Mode "uniform": every vector gets the same lane count L (64, 128 or
        256), so the IR stays valid (icmp results, shuffle masks); at L the
        element types that make a PTO type are legal, the others are not.
        Mode "pto": each element type gets its own PTO lane count; <N x i1>
        and shuffle masks follow the first vector on their line (often
        invalid IR, which llc rejects with a parse error: still a test of
        the parser, cheap)."""
        mode = "uniform" if r.random() < 0.75 else "pto"
        lanes = r.choice([64, 128, 256])
        # Vector constants <T a, T b, ...> -> splat (T a).
        ir = re.sub(r"<((?:i\d+|half|float|double|ptr)) ([^,>]+)(?:, \1 [^,>]+)*>",
                    lambda m: f"splat ({m.group(1)} {m.group(2)})", ir)

        def vec(m):
            n, ty = m.group(1), m.group(2)
            if mode == "uniform":
                return f"<{lanes} x {ty}>"
            return f"<{self.PTO_LANES.get(ty, lanes)} x {ty}>"
        if mode == "uniform":
            ir = re.sub(r"<(\d+) x ([a-z0-9]+)>", vec, ir)
        else:
            out = []
            for line in ir.splitlines():
                first = re.search(r"<\d+ x (float|half|i8|i16|i32)>", line)
                default = self.PTO_LANES[first.group(1)] if first else lanes
                line = re.sub(
                    r"<(\d+) x ([a-z0-9]+)>",
                    lambda m: f"<{self.PTO_LANES.get(m.group(2), default)}"
                              f" x {m.group(2)}>"
                    if m.group(2) in self.PTO_LANES and m.group(2) != "i32"
                    else f"<{default} x {m.group(2)}>", line)
                out.append(line)
            ir = "\n".join(out) + "\n"
        # Pointers to UB. Allocas become addresses in the first argument's
        # UB block (the stack is not UB).
        ir = re.sub(r"\bptr\b", "ptr addrspace(6)", ir)
        ir = re.sub(r"(%\w+) = alloca [^,\n]+(?:, align \d+)?",
                    lambda m: f"{m.group(1)} = getelementptr i8, "
                              f"ptr addrspace(6) %0, i64 "
                              f"{r.randrange(0, 4096, 256)}", ir)
        return ir

    def stage_llc(self, i):
        r = self.rng("llc", i)
        size = r.choice([10, 20, 40, 80, 150])
        p = subprocess.run(["llvm-stress-19", f"--seed={i + 1000 * self.seed}",
                            f"--size={size}"], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL)
        ir = self.rewrite_stress(r, p.stdout.decode())
        data = ir.encode()
        path = os.path.join(self.work, "s.ll")
        with open(path, "wb") as f:
            f.write(data)
        for opt in ("-O0", "-O2"):
            cmd = [tool("llc"), "-mtriple=pto", opt, "{}", "-o", "/dev/null"]
            st, err = run([c.replace("{}", path) for c in cmd], None,
                          self.timeout * 3)
            self.count("llc")
            if err and b"error:" in err and not st:
                key = "llc-rejected"
                self.notes[key] = self.notes.get(key, 0) + 1
            if st:
                self.record("llc", i, st, err, data, ".ll", cmd)

    STAGES = ["disasm", "objdump", "emu", "asm", "llc"]
    SHARE = {"disasm": 0.1, "objdump": 0.3, "emu": 0.15, "asm": 0.15,
             "llc": 0.3}

    def go(self, seconds):
        self.build_corpus()
        have_stress = shutil.which("llvm-stress-19") is not None
        if not have_stress:
            print("note: llvm-stress-19 not found; the llc stage is skipped")
        for stage in self.STAGES:
            if stage == "llc" and not have_stress:
                continue
            fn = getattr(self, "stage_" + stage)
            end = time.time() + seconds * self.SHARE[stage]
            limit = self.inputs.get(stage)
            i = 0
            while time.time() < end and (limit is None or i < limit):
                fn(i)
                i += 1
            if limit is not None and i < limit:
                print(f"note: {stage}: time share ran out after {i} of "
                      f"{limit} inputs")
        shutil.rmtree(self.work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--seconds", type=float, help="bounded run (lit)")
    g.add_argument("--minutes", type=float, help="long run")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=os.path.join(REPO, "build", "fuzz"),
                    help="where failing inputs are saved")
    ap.add_argument("--timeout", type=float, default=10,
                    help="seconds per tool run (llc: three times this)")
    ap.add_argument("--inputs", metavar="STAGE=N,...",
                    help="at most N inputs per stage (the time share of a "
                    "stage stays a cap): makes a bounded run the same on "
                    "fast and slow machines")
    args = ap.parse_args()
    seconds = args.seconds if args.seconds is not None else \
        (args.minutes or 1) * 60
    f = Fuzzer(args)
    start = time.time()
    f.go(seconds)
    took = time.time() - start
    print(f"fuzz: seed {args.seed}, {took:.1f} s, objects in corpus "
          f"{len(f.objects)}, assembly files {len(f.asm_files)}")
    print(f"{'stage':8} {'inputs':>8} {'bytes':>11} {'new failures':>13} "
          f"{'known':>6}")
    for s in Fuzzer.STAGES:
        print(f"{s:8} {f.tried.get(s, 0):>8} {f.bytes.get(s, 0):>11} "
              f"{f.crashes.get(s, 0):>13} {f.known.get(s, 0):>6}")
    for k, v in sorted(f.known_by.items()):
        print(f"known: {k}: {v}")
    for k, v in f.notes.items():
        print(f"note: {k}: {v} llc runs ended in a diagnostic")
    total = sum(f.crashes.values())
    print(f"new failures: {total}")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
