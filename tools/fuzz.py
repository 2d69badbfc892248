#!/usr/bin/env python3
"""Fuzz the PTO tools: disassembler, llvm-objdump, pto-emu's loader, the
assembler, llc and clang (crashes, and wrong code against the host).

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
  ckernel   random C kernels of ext_vector_type and scalar code (CKernelGen)
            through `clang --target=pto` -c and -S at -O0 and -O2; the -S
            output must assemble (llvm-mc) to the code -c wrote
  diff      random loop kernels over UB arrays with well-defined C
            semantics (DiffKernelGen), run on the host (cc) and in pto-emu
            (clang -O0 and -O2) on the same input: the output bytes must be
            the same; a difference, a pto-emu error or a race is a failure

A failure is a death by a signal, an assertion, "LLVM ERROR", an
UNREACHABLE, a stack dump, or a run that outlives its timeout. Ordinary
diagnostics ("error: ..." with a location, "... is not supported ...") and
a non-zero exit are fine. Usage:

  tools/fuzz.py --seconds 40 --seed 1 --out DIR   bounded (the lit test)
  tools/fuzz.py --minutes 5 --seed 7              long; prints figures
  tools/fuzz.py --seconds 120 --stages ckernel,diff   some stages only

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

CRASH_PATTERNS = [b"LLVM ERROR", b"error in backend", b"Assertion",
                  b"UNREACHABLE",
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


def run_rc(cmd, timeout=10, data=None, ok=(0, 1)):
    """(status, exit status, stderr): status None = no crash (any exit
    status in ok), else a short failure reason."""
    try:
        p = subprocess.run(cmd, input=data, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        return f"timeout ({timeout} s)", None, (e.stderr or b"")
    except FileNotFoundError:
        # A tool missing (a build relinking it): not an input's failure.
        raise SystemExit(f"fuzz.py: cannot run {cmd[0]}")
    if p.returncode < 0:
        return f"signal {-p.returncode}", p.returncode, p.stderr
    for pat in CRASH_PATTERNS:
        if pat in p.stderr:
            return pat.decode(), p.returncode, p.stderr
    if p.returncode not in ok:
        return f"exit {p.returncode}", p.returncode, p.stderr
    return None, p.returncode, p.stderr


def run(cmd, data=None, timeout=10):
    """(status, stderr): status None = fine, else a short failure reason."""
    st, _, err = run_rc(cmd, timeout, data)
    return st, err


# ------------------------------------------------------------- C generators
# Element types of the C generators: tag -> (C type, bytes, kind), kind "f"
# float, "s" signed, "u" unsigned.
C_ELEMS = {
    "f32": ("float", 4, "f"), "f16": ("_Float16", 2, "f"),
    "i8": ("signed char", 1, "s"), "u8": ("unsigned char", 1, "u"),
    "i16": ("short", 2, "s"), "u16": ("unsigned short", 2, "u"),
    "i32": ("int", 4, "s"), "u32": ("unsigned", 4, "u"),
    "i64": ("long", 8, "s"), "u64": ("unsigned long", 8, "u")}

INT_EDGES = [0, 1, -1, 2, 3, 5, 7, 8, 15, 16, 31, 32, 63, 100, 127, -128,
             128, 255, 256, 1000, 32767, -32768, 65535, 0x7fffffff,
             -0x80000000, 0xffffffff]
FLOAT_LITS = ["0.0f", "1.0f", "-1.0f", "0.5f", "2.0f", "-3.25f", "100.0f",
              "1e-3f", "65504.0f", "-0.0f", "1e30f", "0.1f"]


class CKernelGen:
    """A random C kernel for clang --target=pto: ext_vector_type values of
    the PTO widths (64 x float, 128 x _Float16, 256 x char, 128 x short,
    64 x int, 32 x long) and narrower or wider ones, scalar code, masks from
    comparisons, selects, element reads and writes, conversions
    (__builtin_convertvector), bitcasts, splats, .lo/.hi/.even/.odd,
    loops, ifs, static helpers (some noinline), __ubuf__ and __gm__ loads
    and stores. Well-typed C (a frontend error is a generator bug, counted
    apart); runtime undefined behaviour does not matter, it is only
    compiled. A type is (tag, lanes): lanes 0 a scalar, tag "m<bytes>" a
    mask (the type of a comparison, named by __typeof__)."""

    def __init__(self, r):
        self.r = r
        self.typedefs = {}
        self.n = 0
        self.helpers = []  # (name, return type, [parameter types])
        self.ub_off = 32768
        lanes = r.choice([8, 16, 32, 64, 64, 64, 128, 128, 256])
        cands = [t for t, (_, b, _) in C_ELEMS.items() if lanes * b <= 512]
        tags = r.sample(cands, min(len(cands), r.randint(2, 4)))
        self.vtypes = [(t, lanes) for t in tags]
        if r.random() < 0.5:
            t = r.choice(list(C_ELEMS))
            full = (t, 256 // C_ELEMS[t][1])
            if full not in self.vtypes:
                self.vtypes.append(full)
        self.stags = sorted({t for t, _ in self.vtypes} | {"i32"})

    # types -----------------------------------------------------------------
    @staticmethod
    def is_mask(t):
        return t[0].startswith("m")

    @staticmethod
    def nbytes(t):
        return int(t[0][1:]) if t[0].startswith("m") else C_ELEMS[t[0]][1]

    def cname(self, t):
        tag, lanes = t
        if lanes == 0:
            return C_ELEMS[tag][0]
        name = f"v{lanes}{tag}"
        if name not in self.typedefs:
            self.typedefs[name] = (
                f"typedef {C_ELEMS[tag][0]} {name} "
                f"__attribute__((ext_vector_type({lanes})));")
        return name

    def fresh(self, p="x"):
        self.n += 1
        return f"{p}{self.n}"

    def lit(self, tag):
        c, b, k = C_ELEMS[tag]
        if k == "f":
            v = self.r.choice(FLOAT_LITS)
            return f"(_Float16){v}" if tag == "f16" else v
        v = self.r.choice(INT_EDGES)
        if b == 8:
            v = self.r.choice([v, 0x7fffffffffffffff, -0x7fffffffffffffff])
            return f"({c}){v}L"
        return f"({c}){v}" if v >= 0 else f"({c})({v})"

    # expressions -------------------------------------------------------------
    def vars_of(self, t):
        return [n for n, vt, _ in self.scope if vt == t]

    def idx(self, lanes):
        r = self.r
        loops = [n for n, vt, w in self.scope if n.startswith("i") and not w]
        k = r.random()
        if loops and k < 0.4:
            return f"({r.choice(loops)} & {lanes - 1})"
        if k < 0.55 and self.has_n():
            return f"(int)(n & {lanes - 1})"
        return str(r.randrange(lanes))

    def has_n(self):
        return any(n == "n" for n, _, _ in self.scope)

    def expr(self, t, d):
        if self.is_mask(t):
            return self.mexpr(t, d)
        if t[1] == 0:
            return self.sexpr(t[0], d)
        return self.vexpr(t, d)

    def call(self, t, d):
        hs = [h for h in self.helpers if h[1] == t]
        if not hs or d <= 0:
            return None
        name, _, params = self.r.choice(hs)
        return f"{name}({', '.join(self.expr(p, d - 1) for p in params)})"

    def sexpr(self, tag, d):
        r = self.r
        c, b, k = C_ELEMS[tag]
        opts = [lambda: self.lit(tag)]
        vs = self.vars_of((tag, 0))
        if vs:
            opts += [lambda: r.choice(vs)] * 3
        others = [(n, vt) for n, vt, _ in self.scope
                  if vt[1] == 0 and vt[0] != tag]
        if others:
            opts.append(lambda: f"({c}){r.choice(others)[0]}")
        vecs = [(n, vt) for n, vt, _ in self.scope
                if vt[1] and vt[0] == tag]
        if vecs:
            def elem():
                n, vt = r.choice(vecs)
                return f"{n}[{self.idx(vt[1])}]"
            opts += [elem] * 2
        sp = [p for p, pt, _ in self.ptrs if pt == (tag, 0)]
        if sp:
            opts.append(lambda: f"{r.choice(sp)}[{self.idx(8)}]")
        vp = [(p, pt) for p, pt, _ in self.ptrs if pt[1] and pt[0] == tag]
        if vp:
            def pelem():
                p, pt = r.choice(vp)
                return f"{p}[{r.randrange(4)}][{self.idx(pt[1])}]"
            opts.append(pelem)
        if d > 0:
            def binop():
                ops = ["+", "-", "*", "/"]
                if k != "f":
                    ops += ["&", "|", "^", "<<", ">>", "%"]
                op = r.choice(ops)
                a, bb = self.sexpr(tag, d - 1), self.sexpr(tag, d - 1)
                if op in ("<<", ">>"):
                    bb = f"({bb}) & {8 * b - 1}"
                elif op in ("/", "%") and k != "f":
                    bb = f"({bb}) | 1"
                return f"({c})(({a}) {op} ({bb}))"
            opts += [binop] * 4

            def cmp():
                u = r.choice(self.stags)
                return (f"({c})({self.sexpr(u, d - 1)} "
                        f"{r.choice(['<', '<=', '>', '>=', '==', '!='])} "
                        f"{self.sexpr(u, d - 1)})")
            opts.append(cmp)

            def sel():
                u = r.choice(self.stags)
                return (f"(({self.sexpr(u, d - 1)}) < ({self.sexpr(u, d - 1)})"
                        f" ? ({self.sexpr(tag, d - 1)}) : "
                        f"({self.sexpr(tag, d - 1)}))")
            opts.append(sel)
            opts.append(lambda: f"({c})("
                        f"{self.sexpr(r.choice(self.stags), d - 1)})")
            if k != "u":
                opts.append(lambda: f"({c})(-({self.sexpr(tag, d - 1)}))")
            if self.call((tag, 0), d):
                opts.append(lambda: self.call((tag, 0), d))
        return r.choice(opts)()

    def same_lanes(self, t):
        return [u for u in self.vtypes if u[1] == t[1] and u != t]

    def mexpr(self, m, d):
        """A mask of element size m[0] ("m4") and m[1] lanes."""
        r = self.r
        b = int(m[0][1:])
        srcs = [u for u in self.vtypes
                if u[1] == m[1] and C_ELEMS[u[0]][1] == b]
        opts = []
        vs = self.vars_of(m)
        if vs:
            opts += [lambda: r.choice(vs)] * 2

        def cmp():
            u = r.choice(srcs)
            rhs = (self.vexpr(u, d - 1) if r.random() < 0.6
                   else self.lit(u[0]))
            return (f"({self.vexpr(u, d - 1)} "
                    f"{r.choice(['<', '<=', '>', '>=', '==', '!='])} {rhs})")
        opts += [cmp] * 3
        if d > 0:
            opts.append(lambda: f"({self.mexpr(m, d - 1)} "
                        f"{r.choice(['&', '|', '^'])} {self.mexpr(m, d - 1)})")
            opts.append(lambda: f"(~{self.mexpr(m, d - 1)})")
        return r.choice(opts)()

    def vexpr(self, t, d):
        r = self.r
        tag, lanes = t
        c, b, k = C_ELEMS[tag]
        T = self.cname(t)
        opts = [lambda: f"({T})({self.lit(tag)})"]
        vs = self.vars_of(t)
        if vs:
            opts += [lambda: r.choice(vs)] * 4
        ps = [p for p, pt, _ in self.ptrs if pt == t]
        if ps:
            opts += [lambda: f"{r.choice(ps)}[{r.randrange(4)}]"] * 2
        opts.append(lambda: f"*(__ubuf__ {T} *){r.randrange(0, 32768, 256)}")

        def clit():
            n = r.randint(1, min(lanes, 5))
            elems = ", ".join(self.sexpr(tag, 0) for _ in range(n))
            return f"({T}){{{elems}}}"
        opts.append(clit)
        if d > 0:
            opts.append(lambda: f"({T})({self.sexpr(tag, d - 1)})")

            def binop():
                ops = ["+", "-", "*", "/"]
                if k != "f":
                    ops += ["&", "|", "^", "<<", ">>", "%"]
                op = r.choice(ops)
                a = self.vexpr(t, d - 1)
                if r.random() < 0.3 and op not in ("<<", ">>"):
                    bb = f"({c})({self.sexpr(tag, d - 1)})"
                elif op in ("<<", ">>") and r.random() < 0.5:
                    return f"(({a}) {op} {r.randrange(8 * b)})"
                else:
                    bb = self.vexpr(t, d - 1)
                if op in ("<<", ">>"):
                    bb = f"(({bb}) & ({T})({8 * b - 1}))"
                elif op in ("/", "%") and k != "f":
                    bb = f"(({bb}) | ({T})(1))"
                return f"({a} {op} {bb})"
            opts += [binop] * 5
            opts.append(lambda: f"(-{self.vexpr(t, d - 1)})")
            if k != "f":
                opts.append(lambda: f"(~{self.vexpr(t, d - 1)})")
            opts += [lambda: (f"({self.mexpr((f'm{b}', lanes), d - 1)} ? "
                              f"{self.vexpr(t, d - 1)} : "
                              f"{self.vexpr(t, d - 1)})")] * 2
            same = self.same_lanes(t)
            if same:
                opts += [lambda: (
                    f"__builtin_convertvector("
                    f"{self.vexpr(r.choice(same), d - 1)}, {T})")] * 2
            masks = [m for m in self.mask_types() if m[1] == lanes]
            opts.append(lambda: (
                f"__builtin_convertvector("
                f"{self.mexpr(r.choice(masks), d - 1)}, {T})"))
            sized = [u for u in self.vtypes
                     if u != t and u[1] * C_ELEMS[u[0]][1] == lanes * b]
            if sized:
                opts.append(lambda: f"({T})("
                            f"{self.vexpr(r.choice(sized), d - 1)})")
            if lanes * b * 2 <= 1024:
                def half():
                    w = (tag, lanes * 2)
                    W = self.cname(w)
                    src = r.choice([
                        f"*(__ubuf__ {W} *){r.randrange(0, 32768, 256)}",
                        f"({W})({self.sexpr(tag, d - 1)})"])
                    return f"({src}).{r.choice(['lo', 'hi', 'even', 'odd'])}"
                opts.append(half)
            if self.call(t, d):
                opts.append(lambda: self.call(t, d))
        return r.choice(opts)()

    # masks are only usable if a vector type gives them
    def mask_types(self):
        return sorted({(f"m{C_ELEMS[u[0]][1]}", u[1]) for u in self.vtypes})

    # statements --------------------------------------------------------------
    def any_type(self):
        r = self.r
        k = r.random()
        if k < 0.6:
            return r.choice(self.vtypes)
        if k < 0.75:
            return r.choice(self.mask_types())
        return (r.choice(self.stags), 0)

    def stmt(self, out, ind, depth):
        r = self.r
        sp = "  " * ind
        k = r.random()
        writable = [(n, vt) for n, vt, w in self.scope if w]
        if k < 0.3 or not writable:
            t = self.any_type()
            name = self.fresh("m" if self.is_mask(t) else "x")
            e = self.expr(t, r.randint(1, 3))
            if self.is_mask(t):
                out.append(f"{sp}__typeof__({e}) {name} = {e};")
            else:
                out.append(f"{sp}{self.cname(t)} {name} = {e};")
            self.scope.append((name, t, True))
        elif k < 0.5:
            n, t = r.choice(writable)
            op = "="
            if not self.is_mask(t) and r.random() < 0.4:
                op = r.choice(["+=", "-=", "*="] +
                              (["&=", "|=", "^="]
                               if C_ELEMS[t[0]][2] != "f" else []))
            out.append(f"{sp}{n} {op} {self.expr(t, r.randint(1, 3))};")
        elif k < 0.62:
            vecs = [(n, t) for n, t in writable
                    if t[1] and not self.is_mask(t)]
            if vecs:
                n, t = r.choice(vecs)
                out.append(f"{sp}{n}[{self.idx(t[1])}] = "
                           f"{self.sexpr(t[0], r.randint(0, 2))};")
        elif k < 0.74 and self.ptrs:
            p, t, space = r.choice(self.ptrs)
            if t[1] and r.random() < 0.3:
                out.append(f"{sp}{p}[{r.randrange(4)}][{self.idx(t[1])}] = "
                           f"{self.sexpr(t[0], 1)};")
            else:
                k = self.idx(8) if not t[1] else r.randrange(4)
                out.append(f"{sp}{p}[{k}] = {self.expr(t, r.randint(1, 3))};")
        elif k < 0.86 and depth < 2:
            i = self.fresh("i")
            bound = r.choice([str(r.randint(1, 64))] +
                             (["n"] if self.has_n() else []))
            out.append(f"{sp}for (int {i} = 0; {i} < {bound}; ++{i}) {{")
            mark = len(self.scope)
            self.scope.append((i, ("i32", 0), False))
            for _ in range(r.randint(1, 3)):
                self.stmt(out, ind + 1, depth + 1)
            del self.scope[mark:]
            out.append(f"{sp}}}")
        elif k < 0.94 and depth < 2:
            u = r.choice(self.stags)
            out.append(f"{sp}if ({self.sexpr(u, 1)} "
                       f"{r.choice(['<', '>', '==', '!='])} "
                       f"{self.sexpr(u, 1)}) {{")
            mark = len(self.scope)
            for _ in range(r.randint(1, 2)):
                self.stmt(out, ind + 1, depth + 1)
            del self.scope[mark:]
            if r.random() < 0.5:
                out.append(f"{sp}}} else {{")
                for _ in range(r.randint(1, 2)):
                    self.stmt(out, ind + 1, depth + 1)
                del self.scope[mark:]
            out.append(f"{sp}}}")
        else:
            t = self.any_type()
            if self.is_mask(t):
                t = self.r.choice(self.vtypes)
            n = self.fresh("x")
            out.append(f"{sp}{self.cname(t)} {n} = {self.expr(t, 3)};")
            self.scope.append((n, t, True))

    def keep(self, out, ind):
        """Store the live locals to UB so that nothing is dead."""
        sp = "  " * ind
        for n, t, w in self.scope:
            if not w:
                continue
            ty = f"__typeof__({n})" if self.is_mask(t) else self.cname(t)
            out.append(f"{sp}*(__ubuf__ {ty} *){self.ub_off} = {n};")
            self.ub_off += 512

    def helper(self, k):
        r = self.r
        name = f"h{k}"
        ret = self.any_type()
        if self.is_mask(ret):
            ret = r.choice(self.vtypes)
        params = [self.any_type() for _ in range(r.randint(1, 3))]
        params = [p if not self.is_mask(p) else r.choice(self.vtypes)
                  for p in params]
        attr = "__attribute__((noinline)) " if r.random() < 0.5 else ""
        out = [f"static {attr}{self.cname(ret)} {name}("
               + ", ".join(f"{self.cname(p)} a{j}"
                           for j, p in enumerate(params))
               + ") {"]
        self.scope = [(f"a{j}", p, True) for j, p in enumerate(params)]
        body = []
        out.insert(0, "")
        for _ in range(r.randint(1, 4)):
            self.stmt(body, 1, 1)
        out += body
        out.append(f"  return {self.expr(ret, 2)};")
        out.append("}")
        self.helpers.append((name, ret, params))
        return out

    def generate(self):
        r = self.r
        # Kernel parameters: UB pointers to the vector types and to
        # scalars, a GM pointer, a count and a scalar.
        self.ptrs = []
        params = []
        for j, t in enumerate(self.vtypes[:3]):
            params.append(f"__ubuf__ {self.cname(t)} *p{j}")
            self.ptrs.append((f"p{j}", t, "ub"))
        st = r.choice(self.stags)
        params.append(f"__ubuf__ {self.cname((st, 0))} *q0")
        self.ptrs.append(("q0", (st, 0), "ub"))
        gt = r.choice(self.stags)
        params.append(f"__gm__ {self.cname((gt, 0))} *g0")
        self.ptrs.append(("g0", (gt, 0), "gm"))
        s0 = r.choice(self.stags)
        params += ["long n", f"{self.cname((s0, 0))} s0"]
        helpers = []
        kernel_ptrs = self.ptrs
        for k in range(r.choice([0, 1, 1, 2])):
            # Helpers see no kernel pointer (only UB addresses).
            self.ptrs = []
            helpers += self.helper(k)
        self.ptrs = kernel_ptrs
        self.scope = [("n", ("i64", 0), False), ("s0", (s0, 0), True)]
        body = []
        for _ in range(r.randint(4, 9)):
            self.stmt(body, 1, 0)
        self.keep(body, 1)
        lines = list(self.typedefs.values()) + helpers + [""]
        lines.append(f"void kernel({', '.join(params)}) {{")
        lines += body
        lines.append("}")
        return "\n".join(lines) + "\n"


DIFF_PRELUDE = r"""// Differential kernel (tools/fuzz.py, stage diff): the same
// source runs on the host (cc -D__ubuf__= -D__gm__=, main below) and
// in pto-emu.
#ifdef __PTO__
static inline void gm_to_ub(__gm__ const void *src, __ubuf__ void *dst,
                            long bytes) {
  __asm__ volatile("set_loop_size_outtoub %0, %0\n\t"
                   "copy_gm_to_ubuf %1, %2, 0, %0, %3, x0, x0, 0, 0, %3, %3"
                   : : "r"(1L), "r"(src), "r"(dst), "r"(bytes) : "memory");
}
static inline void ub_to_gm(__ubuf__ const void *src, __gm__ void *dst,
                            long bytes) {
  __asm__ volatile("set_loop_size_ubtoout %0, %0\n\t"
                   "copy_ubuf_to_gm %1, %2, 0, %0, %3, 0, %3, %3"
                   : : "r"(1L), "r"(src), "r"(dst), "r"(bytes) : "memory");
}
// MTE2 -> S before the loops, S -> MTE3 after them (as
// test/Emulator/Inputs/plain-loops.c: vectorised loops are ordered with
// the scalar unit by the compiler).
#define SYNC_IN()                                                           \
  __asm__ volatile("set_flag PIPE_MTE2, PIPE_S, EVENT_ID1\n\t"               \
                   "wait_flag PIPE_MTE2, PIPE_S, EVENT_ID1" ::: "memory")
#define SYNC_OUT()                                                          \
  __asm__ volatile("set_flag PIPE_S, PIPE_MTE3, EVENT_ID1\n\t"               \
                   "wait_flag PIPE_S, PIPE_MTE3, EVENT_ID1" ::: "memory")
#else
#include <string.h>
#define gm_to_ub(src, dst, bytes) memcpy((dst), (src), (bytes))
#define ub_to_gm(src, dst, bytes) memcpy((dst), (src), (bytes))
#define SYNC_IN()
#define SYNC_OUT()
#endif
typedef _Float16 f16;
"""

DIFF_MAIN = r"""
#ifndef __PTO__
#include <stdio.h>
#include <stdlib.h>
// cc: ./a.out IN OUT N
int main(int argc, char **argv) {
  static char in[IN_BYTES], out[OUT_BYTES];
  FILE *f = fopen(argv[1], "rb");
  if (argc != 4 || !f || fread(in, 1, IN_BYTES, f) != IN_BYTES)
    return 2;
  fclose(f);
  kern(in, out, atol(argv[3]));
  f = fopen(argv[2], "wb");
  if (!f || fwrite(out, 1, OUT_BYTES, f) != OUT_BYTES)
    return 2;
  return fclose(f) ? 2 : 0;
}
#endif
"""

# tag -> (C type, bytes, kind, struct format)
DIFF_TYPES = {"i32": ("int", 4, "s", "i"),
              "u32": ("unsigned", 4, "u", "I"),
              "i16": ("short", 2, "s", "h"),
              "u8": ("unsigned char", 1, "u", "B"),
              "f32": ("float", 4, "f", "f"), "f16": ("f16", 2, "f", "e")}
# float -> integer conversions only of values in range (else 0).
DIFF_CVT_RANGE = {"i32": ("-2e9f", "2e9f"), "u32": ("0.0f", "4e9f"),
                  "i16": ("-32000.0f", "32000.0f"), "u8": ("0.0f", "255.0f")}


class DiffKernelGen:
    """A random kernel of scalar loops over UB arrays with well-defined C
    semantics: signed 32-bit arithmetic through unsigned, narrow results
    cast back to their type (conversions are modulo on both compilers),
    shift amounts masked, divisors of the form (x & 15) + 1, float -> int
    conversions only in range, float operations + - * (each result cast to
    its type: no excess precision, no contraction), compares and selects.
    The loops are the shapes the vectorisers take: maps, in-place updates,
    conditional stores, reductions and counts."""

    def __init__(self, r):
        self.r = r
        self.helpers = {}
        n = r.choice([r.randint(1, 40), r.randint(40, 300)])
        self.n = n
        tags = list(DIFF_TYPES)
        self.ins = [(f"a{k}", r.choice(tags)) for k in range(r.randint(1, 3))]
        self.outs = [(f"o{k}", r.choice(tags)) for k in range(r.randint(1, 2))]
        self.res = {}  # "u32"/"f32"/"f16" -> slots used

    # helpers -----------------------------------------------------------------
    def helper(self, name, text):
        self.helpers.setdefault(name, text)
        return name

    def minmax(self, tag, which):
        c = DIFF_TYPES[tag][0]
        op = "<" if which == "min" else ">"
        return self.helper(f"{which}_{tag}",
                           f"static inline {c} {which}_{tag}({c} a, {c} b) "
                           f"{{ return a {op} b ? a : b; }}")

    def conv(self, x, src, dst):
        """Expression x of type src as a dst (well-defined)."""
        if src == dst:
            return x
        c, _, k, _ = DIFF_TYPES[dst]
        sk = DIFF_TYPES[src][2]
        if sk != "f" and k != "f":
            return f"({c})({x})"
        if sk != "f" and dst == "f32":
            return f"(float)({x})"
        if sk != "f":
            # An integer as a half: through short (in range of f16).
            return (f"(f16)(short)({x})" if src in ("i32", "u32")
                    else f"(f16)({x})")
        if k == "f":
            return f"({c})({x})"
        lo, hi = DIFF_CVT_RANGE[dst]
        sc = DIFF_TYPES[src][0]
        name = self.helper(
            f"cvt_{src}_{dst}",
            f"static inline {c} cvt_{src}_{dst}({sc} x) {{ return x >= {lo} "
            f"&& x <= {hi} ? ({c})x : 0; }}")
        return f"{name}({x})"

    def const(self, tag):
        r = self.r
        c, b, k, _ = DIFF_TYPES[tag]
        if k == "f":
            v = r.choice(["0.0f", "1.0f", "-1.0f", "0.5f", "2.0f", "-3.0f",
                          "0.125f", "-0.0f", "10.0f", "-2.5f"])
            return v if tag == "f32" else f"(f16){v}"
        if tag == "i32":
            return str(r.choice([0, 1, -1, 3, -7, 100, 1000, -30000, 65536,
                                 0x12345, r.randint(-50, 50)]))
        if tag == "u32":
            v = r.choice([0, 1, 3, 255, 1000, 0x80000000, 0xffffffff,
                          r.randint(0, 50)])
            return f"{v}u"
        if tag == "i16":
            v = r.choice([0, 1, -1, 3, -7, 100, 32767, -32768,
                          r.randint(-50, 50)])
            return f"(short)({v})"
        v = r.choice([0, 1, 3, 7, 128, 200, 255, r.randint(0, 50)])
        return f"(unsigned char){v}"

    def leaf(self, tag):
        r = self.r
        k = r.random()
        if k < 0.6:
            a, at = r.choice(self.ins)
            if self.bound_lit and r.random() < 0.15:
                return self.conv(f"{a}[{self.bound_lit} - 1 - i]", at, tag)
            return self.conv(f"{a}[i]", at, tag)
        if k < 0.7 and self.readable:
            o, ot = r.choice(self.readable)
            return self.conv(f"{o}[i]", ot, tag)
        if k < 0.8:
            return self.conv("i", "i32", tag)
        return self.const(tag)

    def cond(self, d):
        r = self.r
        u = r.choice(list(DIFF_TYPES))
        return (f"{self.expr(u, d)} "
                f"{r.choice(['<', '<=', '>', '>=', '==', '!='])} "
                f"{self.expr(u, d)}")

    def binop(self, tag, x, y):
        """x OP y for two expressions of type tag, well-defined."""
        r = self.r
        c, b, k, _ = DIFF_TYPES[tag]
        if k == "f":
            op = r.choice(["+", "-", "*", "+", "-", "*", "min", "max"])
            if op in ("min", "max"):
                return f"{self.minmax(tag, op)}({x}, {y})"
            return f"({c})(({x}) {op} ({y}))"
        op = r.choice(["+", "-", "*", "&", "|", "^", "<<", ">>", "/", "%",
                       "min", "max", "+", "-", "*"])
        if op in ("min", "max"):
            return f"{self.minmax(tag, op)}({x}, {y})"
        width = 8 * b - 1
        if op in ("<<", ">>") and r.random() < 0.4:
            y = str(r.randrange(8 * b))
        if tag == "i32":
            if op in ("+", "-", "*"):
                return f"(int)((unsigned)({x}) {op} (unsigned)({y}))"
            if op == "<<":
                return f"(int)((unsigned)({x}) << (({y}) & {width}))"
            if op == ">>":
                return f"(({x}) >> (({y}) & {width}))"
            if op in ("/", "%"):
                return f"(({x}) {op} ((({y}) & 15) + 1))"
            return f"(({x}) {op} ({y}))"
        if op == "<<" and tag != "u32":
            return f"({c})((unsigned)({x}) << (({y}) & {width}))"
        if op in ("<<", ">>"):
            return f"({c})(({x}) {op} (({y}) & {width}))"
        if op in ("/", "%"):
            return f"({c})(({x}) {op} ((({y}) & 15) + 1))"
        return f"({c})(({x}) {op} ({y}))"

    def expr(self, tag, d):
        r = self.r
        if d <= 0:
            return self.leaf(tag)
        k = r.random()
        if k < 0.2:
            return self.leaf(tag)
        if k < 0.65:
            return self.binop(tag, self.expr(tag, d - 1),
                              self.expr(tag, d - 1))
        if k < 0.75:
            c, _, kind, _ = DIFF_TYPES[tag]
            x = self.expr(tag, d - 1)
            if kind == "f" or tag == "i16" or tag == "u8":
                return f"({c})(-({x}))"
            if tag == "u32":
                return f"(0u - ({x}))"
            return f"(int)(0u - (unsigned)({x}))"
        if k < 0.88:
            return (f"({self.cond(d - 1)} ? {self.expr(tag, d - 1)} : "
                    f"{self.expr(tag, d - 1)})")
        u = r.choice(list(DIFF_TYPES))
        return self.conv(self.expr(u, d - 1), u, tag)

    def loop(self, out):
        r = self.r
        bound = r.choice(["n", str(self.n), str(r.randint(1, self.n))])
        self.bound_lit = None if bound == "n" else bound
        head = f"  for (int i = 0; i < {bound}; ++i)"
        kind = r.choice(["map", "map", "map", "update", "cond", "reduce",
                         "count"])
        if kind in ("map", "update", "cond"):
            o, ot = r.choice(self.outs)
            c = DIFF_TYPES[ot][0]
            d = r.randint(1, 3)
            if kind == "map":
                out += [head, f"    {o}[i] = {self.expr(ot, d)};"]
            elif kind == "update":
                out += [head, f"    {o}[i] = "
                        f"{self.binop(ot, f'{o}[i]', self.expr(ot, d))};"]
            else:
                out += [head, f"    if ({self.cond(r.randint(0, 2))})",
                        f"      {o}[i] = {self.expr(ot, d)};"]
                if r.random() < 0.5:
                    out += ["    else", f"      {o}[i] = {self.expr(ot, d)};"]
            if (o, ot) not in self.readable:
                self.readable.append((o, ot))
            return
        acc = f"acc{len(out)}"
        if kind == "count":
            slot = self.slot("u32")
            out += [f"  unsigned {acc} = 0;", head,
                    f"    {acc} += {self.cond(r.randint(0, 2))};",
                    f"  ru[{slot}] = {acc};"]
            return
        at = r.choice(["u32", "u32", "f32", "f16"])
        slot = self.slot(at)
        arr = {"u32": "ru", "f32": "rf", "f16": "rh"}[at]
        if at == "u32":
            src = r.choice([t for t in DIFF_TYPES if DIFF_TYPES[t][2] != "f"])
            e = f"(unsigned)({self.expr(src, r.randint(1, 2))})"
            op = r.choice(["+", "^", "|", "&", "min", "max", "+"])
            init = "0xffffffffu" if op in ("&", "min") else "0u"
            if op in ("min", "max"):
                upd = f"{self.minmax('u32', op)}({acc}, {e})"
            else:
                upd = f"{acc} {op} {e}"
            out += [f"  unsigned {acc} = {init};", head,
                    f"    {acc} = {upd};", f"  {arr}[{slot}] = {acc};"]
        else:
            c = DIFF_TYPES[at][0]
            e = self.expr(at, r.randint(1, 2))
            op = r.choice(["+", "+", "max", "min"])
            upd = (f"({c})({acc} + {e})" if op == "+"
                   else f"{self.minmax(at, op)}({acc}, {e})")
            out += [f"  {c} {acc} = {self.const(at)};", head,
                    f"    {acc} = {upd};", f"  {arr}[{slot}] = {acc};"]

    def alloc(self, tag):
        """Elements of an array: whole 256-byte vectors, so that a vector
        access of the last (partial) register stays in the array (pto-emu
        reports one that reaches past the end of UB; UB globals are at its
        top; docs/codegen.md, "Predicated tails")."""
        b = DIFF_TYPES[tag][1]
        return (self.n * b + 255) // 256 * 256 // b

    def slot(self, tag):
        self.res[tag] = self.res.get(tag, 0) + 1
        return self.res[tag] - 1

    def input_bytes(self):
        r = self.r
        data = b""
        for _, tag in self.ins:
            _, b, k, fmt = DIFF_TYPES[tag]
            vals = []
            for _ in range(self.alloc(tag)):
                if k == "f":
                    vals.append(r.choice([0.0, -0.0, 1.0]) if r.random() < 0.1
                                else r.randint(-512, 512) / 8)
                elif r.random() < 0.3:
                    v = r.randint(-8, 8)
                    vals.append(v % (1 << (8 * b)) if k == "u" else v)
                else:
                    v = r.randrange(1 << (8 * b))
                    vals.append(v - (1 << (8 * b)) if k == "s" and
                                v >= 1 << (8 * b - 1) else v)
            data += struct.pack(f"<{len(vals)}{fmt}", *vals)
        return data

    def generate(self):
        """(source, input bytes, n, [(output name, tag, offset, count)])."""
        r = self.r
        self.readable = []
        body = []
        for _ in range(r.randint(1, 3)):
            self.loop(body)
        decls, copy_in, copy_out, layout = [], [], [], []
        off = 0
        for a, tag in self.ins:
            c, b = DIFF_TYPES[tag][:2]
            count = self.alloc(tag)
            decls.append(f"__ubuf__ {c} {a}[{count}] "
                         f"__attribute__((aligned(32)));")
            copy_in.append(f"  gm_to_ub(in + {off}, {a}, {count * b});")
            off += count * b
        in_bytes = off
        off = 0
        outs = list(self.outs)
        outs += [(name, tag, 256 // DIFF_TYPES[tag][1])
                 for name, tag in (("ru", "u32"), ("rf", "f32"), ("rh", "f16"))
                 if tag in self.res]
        for item in outs:
            name, tag = item[:2]
            count = item[2] if len(item) > 2 else self.alloc(tag)
            c, b = DIFF_TYPES[tag][:2]
            decls.append(f"__ubuf__ {c} {name}[{count}] "
                         f"__attribute__((aligned(32)));")
            copy_out.append(f"  ub_to_gm({name}, out + {off}, {count * b});")
            layout.append((name, tag, off, count))
            off += count * b
        out_bytes = off
        # UB globals sit at the top of UB, in the order of their
        # definitions; a masked vsts of a partial register writes the whole
        # 256 bytes' span, which pto-emu reports when it passes the end of
        # UB. The guard keeps the arrays below the top.
        decls.append("__ubuf__ char fuzz_guard[256] "
                     "__attribute__((aligned(32)));")
        src = [DIFF_PRELUDE.rstrip("\n"), f"#define IN_BYTES {in_bytes}",
               f"#define OUT_BYTES {out_bytes}"] + decls
        src += list(self.helpers.values())
        src += ["", "void kern(__gm__ const char *in, __gm__ char *out, "
                "long n) {"] + copy_in + ["  SYNC_IN();"] + body
        src += ["  SYNC_OUT();"] + copy_out + ["}"]
        text = "\n".join(src) + "\n" + DIFF_MAIN
        return text, self.input_bytes(), self.n, layout, out_bytes


class Fuzzer:
    def __init__(self, args):
        self.stages = [x for x in (args.stages or "").split(",") if x] or \
            list(self.STAGES)
        for st in self.stages:
            if st not in self.STAGES:
                raise SystemExit(f"fuzz.py: unknown stage '{st}' (stages: "
                                 f"{', '.join(self.STAGES)})")
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
        self.diags = {}
        self.new_failures = []
        self.host_cc = shutil.which("cc") or shutil.which("gcc")

    def rng(self, stage, i):
        return random.Random(f"{self.seed}:{stage}:{i}")

    def record(self, stage, i, status, err, data, suffix, cmd, extra=""):
        """Classify and report one failure. cmd uses {} for the input;
        extra is more text for the report (lines)."""
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
        first = [l for l in first if l.strip()]
        # The crash's own line first (an assertion after located errors).
        key = [l for l in first
               if any(p.decode() in l for p in CRASH_PATTERNS[:4])][:1]
        first = key + [l for l in first
                       if l not in key][:8 if stage == "diff" else 3]
        msg = (f"FUZZ FAILURE: stage {stage}, seed {self.seed}, index {i}: "
               f"{status}\n  reproduce: {line}\n  input: {path}\n" +
               extra.replace("{}", path) +
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
            ty = m.group(2)
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
                self.note("llc", "llc runs ended in a diagnostic")
            if st:
                self.record("llc", i, st, err, data, ".ll", cmd)

    # ckernel and diff: C through clang --target=pto --------------------------
    CLANG = ["--target=pto", "-w", "-fno-crash-diagnostics"]

    def note(self, stage, what, n=1):
        key = (stage, what)
        self.notes[key] = self.notes.get(key, 0) + n

    def diagnostic(self, stage, err):
        """Count a located error by its message (figures)."""
        for line in err.decode(errors="replace").splitlines():
            if "error:" in line:
                msg = line.split("error:", 1)[1].strip()
                msg = re.sub(r"in function '?[\w.]+'?:? ?", "", msg)
                msg = re.sub(r"^<unknown>:0:0: ", "", msg)
                d = self.diags.setdefault(stage, {})
                d[msg] = d.get(msg, 0) + 1
                return

    def compile_c(self, stage, i, data, path, opt, kind, out, extra=()):
        """clang --target=pto OPT KIND PATH -o OUT. Returns True when it
        compiled; a crash is recorded, a located error counted."""
        cmd = [tool("clang")] + self.CLANG + list(extra) + [opt, kind, "{}",
                                                             "-o", out]
        st, rc, err = run_rc([c.replace("{}", path) for c in cmd],
                             self.timeout * 3)
        if st:
            self.record(stage, i, st, err, data, ".c",
                        [c if c != out else "/dev/null" for c in cmd])
            return False
        if rc == 0:
            return True
        # Rejected: a frontend error is a generator bug (counted apart),
        # the rest are the backend's located errors.
        if run_rc([tool("clang")] + self.CLANG + list(extra) +
                  ["-fsyntax-only", path], self.timeout)[1] != 0:
            self.note(stage, "compiles with a frontend error "
                      "(a generator bug)")
        else:
            self.note(stage, "compiles ended in a located error")
            self.diagnostic(stage, err)
        return False

    def stage_ckernel(self, i):
        """A random C kernel (CKernelGen) through clang at -O0 and -O2, -c
        and -S; the -S output through llvm-mc must assemble to the same
        code and relocations as -c."""
        r = self.rng("ckernel", i)
        src = CKernelGen(r).generate()
        data = src.encode()
        path = os.path.join(self.work, "k.c")
        with open(path, "wb") as f:
            f.write(data)
        self.count("ckernel", 1, len(data))
        obj = os.path.join(self.work, "k.o")
        asm = os.path.join(self.work, "k.s")
        re_obj = os.path.join(self.work, "k2.o")
        for opt in ("-O0", "-O2"):
            self.note("ckernel", "compiles", 2)
            ok_c = self.compile_c("ckernel", i, data, path, opt, "-c", obj)
            ok_s = self.compile_c("ckernel", i, data, path, opt, "-S", asm)
            if not ok_s:
                continue
            cmd = [tool("llvm-mc"), "-triple=pto", "-filetype=obj", asm,
                   "-o", re_obj]
            st, rc, err = run_rc(cmd, self.timeout)
            repro = [tool("clang")] + self.CLANG + [opt, "-S", "{}", "-o",
                                                     "K.s", "&&"] + \
                cmd[:-3] + ["K.s", "-o", "/dev/null"]
            if st or rc:
                self.record("ckernel", i, st or "clang -S output rejected by "
                            "llvm-mc", err, data, ".c", repro)
                continue
            if ok_c:
                dis = []
                for o in (obj, re_obj):
                    p = subprocess.run([tool("llvm-objdump"), "-d", "-r", o],
                                       stdout=subprocess.PIPE,
                                       stderr=subprocess.DEVNULL)
                    dis.append(p.stdout.split(b"\n", 2)[-1])
                if dis[0] != dis[1]:
                    self.record("ckernel", i, "-c and -S | llvm-mc differ",
                                b"", data, ".c", repro)

    # diff --------------------------------------------------------------------
    HOST_CFLAGS = ["-O0", "-w", "-ffp-contract=off",
                   "-fexcess-precision=standard", "-D__ubuf__=", "-D__gm__="]

    def stage_diff(self, i):
        """A random loop kernel (DiffKernelGen) on the host (cc) and in
        pto-emu (clang -O0 and -O2): the outputs must be the same bytes
        (a NaN equals any NaN)."""
        r = self.rng("diff", i)
        src, inp, n, layout, out_bytes = DiffKernelGen(r).generate()
        data = src.encode()
        path = os.path.join(self.work, "d.c")
        inpath = os.path.join(self.work, "d.in")
        with open(path, "wb") as f:
            f.write(data)
        with open(inpath, "wb") as f:
            f.write(inp)
        self.count("diff", 1, len(data))
        host = os.path.join(self.work, "d.host")
        p = subprocess.run([self.host_cc] + self.HOST_CFLAGS +
                           [path, "-o", host], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)
        if p.returncode:
            self.note("diff", "cases the host compiler rejected "
                      "(a generator bug)")
            return
        expected_path = os.path.join(self.work, "d.expected")
        try:
            p = subprocess.run([host, inpath, expected_path, str(n)],
                               stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, timeout=self.timeout)
        except subprocess.TimeoutExpired:
            p = None
        if p is None or p.returncode:
            self.note("diff", "cases that failed on the host "
                      "(a generator bug)")
            return
        with open(expected_path, "rb") as f:
            expected = f.read()
        obj = os.path.join(self.work, "d.o")
        got_path = os.path.join(self.work, "d.out")
        for opt in ("-O0", "-O2"):
            self.note("diff", "compiles", 1)
            if not self.compile_c("diff", i, data, path, opt, "-c", obj,
                                  ["-ffp-contract=off"]):
                continue
            if opt == "-O2":
                p = subprocess.run([tool("llvm-objdump"), "-d",
                                    "--no-show-raw-insn", obj],
                                   stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL)
                if re.search(rb"\n\s+[0-9a-f]+:\s+v[a-z]", p.stdout):
                    self.note("diff", "-O2 objects with vector instructions")
            if os.path.exists(got_path):
                os.unlink(got_path)
            emu = [tool("pto-emu"), obj, "--entry=kern",
                   f"--gm=in=file:{inpath}", f"--gm=out=zero:{out_bytes}",
                   "--arg=gm:in", "--arg=gm:out", f"--arg=i64:{n}",
                   f"--dump=out={got_path}", "--max-instructions=20000000"]
            st, rc, err = run_rc(emu, self.timeout * 3, ok=(0, 1, 3))
            self.note("diff", "pto-emu runs")
            what = st
            got = b""
            if not st and rc == 3 and os.path.exists(got_path):
                # Races are reported after the run: its output too.
                with open(got_path, "rb") as f:
                    got = f.read()
                diffs = self.compare(layout, expected, got)
                what = ("pto-emu data race; the output "
                        + ("differs from the host" if diffs else
                           "is the host's"))
                err = err + ("\n".join(diffs)).encode()
            elif not st and rc:
                what = "pto-emu " + ("data race" if rc == 3 else
                                     f"exit {rc}")
            elif not st:
                with open(got_path, "rb") as f:
                    got = f.read()
                diffs = self.compare(layout, expected, got)
                if not diffs:
                    self.note("diff", "pto-emu runs matched the host")
                    continue
                what = "output differs from the host"
                err = ("\n".join(diffs)).encode()
            self.record_diff(i, what, err, data, opt, inp, expected, got, n,
                             out_bytes)

    @staticmethod
    def compare(layout, expected, got):
        """Lines naming the first differing elements; [] if equal."""
        if len(got) != len(expected):
            return [f"{len(got)} bytes out, {len(expected)} expected"]
        out = []
        for name, tag, off, count in layout:
            _, b, kind, fmt = DIFF_TYPES[tag]
            e = struct.unpack_from(f"<{count}{fmt}", expected, off)
            g = struct.unpack_from(f"<{count}{fmt}", got, off)
            eb = expected[off:off + count * b]
            gb = got[off:off + count * b]
            for j in range(count):
                if eb[j * b:(j + 1) * b] == gb[j * b:(j + 1) * b]:
                    continue
                if kind == "f" and e[j] != e[j] and g[j] != g[j]:
                    continue  # NaN payloads may differ
                out.append(f"{name}[{j}] ({tag}): host {e[j]!r} "
                           f"(0x{eb[j * b:(j + 1) * b][::-1].hex()}), pto "
                           f"{g[j]!r} (0x{gb[j * b:(j + 1) * b][::-1].hex()})")
                if len(out) >= 8:
                    return out
        return out

    def record_diff(self, i, what, err, data, opt, inp, expected, got, n,
                    out_bytes):
        base = os.path.join(self.out, f"diff-seed{self.seed}-{i}{opt}")
        for suffix, content in ((".in", inp), (".expected", expected),
                                (".got", got)):
            with open(base + suffix, "wb") as f:
                f.write(content)
        cmd = ([tool("clang")] + self.CLANG + ["-ffp-contract=off", opt,
                                              "-c", "{}", "-o", "K.o", "&&",
                                              tool("pto-emu"), "K.o",
                                              "--entry=kern",
                                              f"--gm=in=file:{base}.in",
                                              f"--gm=out=zero:{out_bytes}",
                                              "--arg=gm:in", "--arg=gm:out",
                                              f"--arg=i64:{n}",
                                              "--dump=out=OUT"])
        host = (f"  host: {self.host_cc} {' '.join(self.HOST_CFLAGS)} "
                f"{{}} -o H && ./H {base}.in EXPECTED {n}\n"
                f"  outputs: {base}.expected (host), {base}.got (pto-emu)\n")
        self.record("diff", f"{i}{opt}", what, err, data, ".c", cmd,
                    extra=host)

    STAGES = ["disasm", "objdump", "emu", "asm", "llc", "ckernel", "diff"]
    # Shares of the time of a run (of the stages run, scaled to 1).
    SHARE = {"disasm": 0.08, "objdump": 0.22, "emu": 0.1, "asm": 0.12,
             "llc": 0.2, "ckernel": 0.14, "diff": 0.14}

    def go(self, seconds):
        try:
            self.run_stages(seconds)
        finally:
            shutil.rmtree(self.work, ignore_errors=True)

    def run_stages(self, seconds):
        if set(self.stages) & {"disasm", "objdump", "emu", "asm"}:
            self.build_corpus()
        else:
            self.words, self.asm_files, self.objects = [], [], []
        have_stress = shutil.which("llvm-stress-19") is not None
        if not have_stress and "llc" in self.stages:
            print("note: llvm-stress-19 not found; the llc stage is skipped")
        if not self.host_cc and "diff" in self.stages:
            print("note: no host C compiler (cc); the diff stage is skipped")
        total = sum(self.SHARE[s] for s in self.stages)
        for stage in self.stages:
            if stage == "llc" and not have_stress:
                continue
            if stage == "diff" and not self.host_cc:
                continue
            fn = getattr(self, "stage_" + stage)
            end = time.time() + seconds * self.SHARE[stage] / total
            limit = self.inputs.get(stage)
            i = 0
            while time.time() < end and (limit is None or i < limit):
                fn(i)
                i += 1
            if limit is not None and i < limit:
                print(f"note: {stage}: time share ran out after {i} of "
                      f"{limit} inputs")


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
    ap.add_argument("--stages", metavar="STAGE,...",
                    help="run only these stages (default: all of "
                    + ", ".join(Fuzzer.STAGES) + "); the time is shared "
                    "among them")
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
    for s in f.stages:
        print(f"{s:8} {f.tried.get(s, 0):>8} {f.bytes.get(s, 0):>11} "
              f"{f.crashes.get(s, 0):>13} {f.known.get(s, 0):>6}")
    for k, v in sorted(f.known_by.items()):
        print(f"known: {k}: {v}")
    for (s, what), v in f.notes.items():
        print(f"note: {s}: {v} {what}")
    for s, d in f.diags.items():
        top = sorted(d.items(), key=lambda kv: -kv[1])
        print(f"note: {s}: located errors, {len(top)} distinct messages, "
              f"the most frequent:")
        for msg, v in top[:8]:
            print(f"  {v:5} {msg[:150]}")
    total = sum(f.crashes.values())
    print(f"new failures: {total}")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
