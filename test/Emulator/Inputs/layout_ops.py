#!/usr/bin/env python3
"""Run small kernels of the operations docs/emulator.md describes under
"Permutations, histograms, sorts and memory layouts" in pto-emu and compare
what they leave in UB, byte for byte, with the results computed here from
those descriptions (and, where a published test of the hardware gives them,
with its expected values). Never from the emulator.

  layout_ops.py WORKDIR

Each kernel starts with UB[0, 8192) loaded from a GM buffer of bytes
generated here and writes its results at UB 0x4000. Needs llvm-mc and
pto-emu on PATH. Prints one line per kernel; exits 1 at the first
difference.
"""

import os
import random
import struct
import subprocess
import sys

OUT = 0x4000
PROLOGUE = """
  .globl {name}
{name}:
  movi x20, 1
  set_loop_size_outtoub x20, x20
  movi x21, 0
  movi x22, 8192
  copy_gm_to_ubuf x10, x21, 0, x20, x22, x0, x0, 0, 0, x22, x22
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  movi x24, {out}
  pset_b8 p7, PAT_ALL
"""


def lanes_bits(active, lane_bytes):
    """The 32-byte predicate whose lane i (of lane_bytes bytes) is active
    when active[i]: bit i * lane_bytes, the other bits of the slot 0."""
    bits = bytearray(32)
    for i, on in enumerate(active):
        if on:
            b = i * lane_bytes
            bits[b // 8] |= 1 << (b % 8)
    return bytes(bits)


def get_bit(pred, b):
    return (pred[b // 8] >> (b % 8)) & 1


def slot(pred, lane, lane_bytes):
    return [get_bit(pred, lane * lane_bytes + k) for k in range(lane_bytes)]


def from_slots(slots):
    bits = bytearray(32)
    b = 0
    for s in slots:
        for bit in s:
            if bit:
                bits[b // 8] |= 1 << (b % 8)
            b += 1
    return bytes(bits)


def interleave(ea, eb, interleaving):
    """(low, high) of two equal-length element lists: with interleaving,
    the halves of ea[0], eb[0], ea[1], ...; without, the even and the odd
    elements of ea + eb."""
    n = len(ea)
    if interleaving:
        stream = [e for pair in zip(ea, eb) for e in pair]
        return stream[:n], stream[n:]
    stream = ea + eb
    return stream[0::2], stream[1::2]


class Kernels:
    def __init__(self, inp):
        self.inp = inp
        self.cases = []

    def ub(self, offset, size):
        return self.inp[offset:offset + size]

    def add(self, name, body, expected):
        self.cases.append((name, body, expected))

    # pltm_bN: lane i active when i + loop * lanes < bound.
    def pltm(self):
        body, expected = [], b""
        for k, (g, loop, bound) in enumerate(
                [(32, 2, 150), (16, 0, 100), (8, 1, 300), (32, 5, 10),
                 (16, 1, 0x10000 + 140)]):
            body.append(f"  movi x13, {loop}\n  movi x12, {bound}\n"
                        f"  pltm_b{g} p1, x13, x12\n  movi x6, {32 * k}\n"
                        f"  psts p1, [x24, x6], NORM")
            n = 256 // (g // 8)
            expected += lanes_bits(
                [i + loop * n < (bound & 0xFFFFFFFF) for i in range(n)],
                g // 8)
        self.add("pltm", "\n".join(body), expected)

    # pintlv/pdintlv on the predicates at UB 0 and 32 (whole lane slots
    # move); and pintlv_b32 of PAT_VL8 with itself shifted, checked against
    # the lane lists of the definition.
    def predicate_interleave(self):
        a, b = self.ub(0, 32), self.ub(32, 32)
        body, expected = ["  movi x5, 0\n  plds p1, [x21, x5], NORM\n"
                          "  movi x5, 32\n  plds p2, [x21, x5], NORM"], b""
        k = 0
        for op in ["pintlv", "pdintlv"]:
            for g in [8, 16, 32]:
                lb = g // 8
                n = 256 // lb
                sa = [slot(a, i, lb) for i in range(n)]
                sb = [slot(b, i, lb) for i in range(n)]
                lo, hi = interleave(sa, sb, op == "pintlv")
                body.append(f"  {op}_b{g} p3, p4, p1, p2\n"
                            f"  movi x6, {64 * k}\n"
                            f"  psts p3, [x24, x6], NORM\n"
                            f"  addi x6, x6, 32\n  psts p4, [x24, x6], NORM")
                expected += from_slots(lo) + from_slots(hi)
                k += 1
        self.add("predicate_interleave", "\n".join(body), expected)

    # vselrv2.T vd, vsrc, vidx: vd[i] = vsrc[vidx[i] mod lanes].
    def vselrv2(self):
        body, expected = [], b""
        for k, (t, size) in enumerate([("i8", 1), ("i16", 2), ("i32", 4)]):
            body.append(f"  movi x5, 0\n  vlds v1, [x21, x5], NORM\n"
                        f"  movi x5, 256\n  vlds v2, [x21, x5], NORM\n"
                        f"  vselrv2.{t} v3, v1, v2\n  movi x6, {256 * k}\n"
                        f"  vsts v3, [x24, x6], NORM_B8, p7")
            n = 256 // size
            src, idx = self.ub(0, 256), self.ub(256, 256)
            for i in range(n):
                j = int.from_bytes(idx[i * size:(i + 1) * size], "little") % n
                expected += src[j * size:(j + 1) * size]
        self.add("vselrv2", "\n".join(body), expected)

    # vintlvv2/vdintlvv2: one half of vintlv / vdintlv.
    def interleave_v2(self):
        a, b = self.ub(0, 256), self.ub(256, 256)
        body = ["  movi x5, 0\n  vlds v1, [x21, x5], NORM\n"
                "  movi x5, 256\n  vlds v2, [x21, x5], NORM"]
        expected = b""
        k = 0
        for op in ["vintlvv2", "vdintlvv2"]:
            for t, size in [("i8", 1), ("i16", 2), ("i32", 4)]:
                n = 256 // size
                ea = [a[i * size:(i + 1) * size] for i in range(n)]
                eb = [b[i * size:(i + 1) * size] for i in range(n)]
                lo, hi = interleave(ea, eb, op == "vintlvv2")
                for part, elems in [("LOWER", lo), ("HIGHER", hi)]:
                    body.append(f"  {op}.{t} v3, v1, v2, {part}\n"
                                f"  movi x6, {256 * k}\n"
                                f"  vsts v3, [x24, x6], NORM_B8, p7")
                    expected += b"".join(elems)
                    k += 1
        self.add("interleave_v2", "\n".join(body), expected)

    # chistv2/dhistv2: 128 u16 bins of the active bytes added to vacc.
    def histograms(self):
        acc, src, mask = self.ub(0, 256), self.ub(256, 256), self.ub(512, 32)
        body = ["  movi x5, 0\n  vlds v1, [x21, x5], NORM\n"
                "  movi x5, 256\n  vlds v2, [x21, x5], NORM\n"
                "  movi x5, 512\n  plds p1, [x21, x5], NORM"]
        counts = [0] * 256
        for i in range(256):
            if get_bit(mask, i):
                counts[src[i]] += 1
        cumulative = [sum(counts[:v + 1]) for v in range(256)]
        expected = b""
        k = 0
        for op, table in [("dhistv2", counts), ("chistv2", cumulative)]:
            for half in [0, 1]:
                body.append(f"  movi x12, {half}\n"
                            f"  {op}.u16.u8 v3, v1, v2, p1, x12\n"
                            f"  movi x6, {256 * k}\n"
                            f"  vsts v3, [x24, x6], NORM_B8, p7")
                for i in range(128):
                    old = struct.unpack_from("<H", acc, 2 * i)[0]
                    expected += struct.pack(
                        "<H", (old + table[128 * half + i]) & 0xFFFF)
                k += 1
        self.add("histograms", "\n".join(body), expected)

    # vtranspose: the 16x16 matrix of 16-bit elements at UB 0 transposed.
    def vtranspose(self):
        src = self.ub(0, 512)
        expected = b"".join(src[2 * (c * 16 + r):2 * (c * 16 + r) + 2]
                            for r in range(16) for c in range(16))
        self.add("vtranspose", "  vtranspose [x24], [x21], x0", expected)

    # vsort32: groups of 32 f32 scores at UB 0x1000 sorted descending,
    # stable, into {score, position} records.
    def vsort32(self):
        records = b""
        scores = struct.unpack("<64f", self.ub(0x1000, 256))
        for g in range(2):
            group = [(scores[32 * g + k], 32 * g + k) for k in range(32)]
            group.sort(key=lambda r: -r[0])  # Python's sort is stable.
            records += b"".join(struct.pack("<fI", s, i) for s, i in group)
        self.add("vsort32", "  movi x5, 0x1000\n  movi x12, 2\n  slli x12, x12, 56\n"
                 "  vsort32 [x24], [x5], x12", records)

    # uvld: 256 bytes at any byte offset; vag/vald: a vector-address
    # register holding a byte offset.
    def unaligned(self):
        self.add("uvld_vag",
                 "  movi x5, 37\n  uvld v1, [x21, x5]\n"
                 "  vsts v1, [x24, x0], NORM_B8, p7\n"
                 "  movi x5, 96\n  vag va0, x5\n  vald v2, [x21, va0], NORM\n"
                 "  movi x6, 256\n  vsts v2, [x24, x6], NORM_B8, p7",
                 self.ub(37, 256) + self.ub(96, 256))

    # vsld/vsst: one element of every `stride` (widths from the token).
    def strided(self):
        body, expected = [], bytearray(0x1000)
        modes = [("STRIDE_S3_B16", 2, 3), ("STRIDE_S4_B64", 8, 4),
                 ("STRIDE_S8_B32", 4, 8), ("STRIDE_S2_B64", 8, 2)]
        for k, (mode, w, s) in enumerate(modes):
            body.append(f"  movi x5, 64\n  vsld v1, [x21, x5], {mode}\n"
                        f"  movi x6, {256 * k}\n"
                        f"  vsts v1, [x24, x6], NORM_B8, p7")
            for i in range(256 // w):
                at = 64 + i * s * w
                expected[256 * k + i * w:256 * k + (i + 1) * w] = \
                    self.ub(at, w)
        # vsst of the register at UB 0 with S8_B32 to 0x4400: 4 bytes of 32.
        body.append("  vlds v2, [x21, x0], NORM\n  movi x6, 1024\n"
                    "  vsst v2, [x24, x6], STRIDE_S8_B32")
        for i in range(64):
            expected[1024 + 32 * i:1024 + 32 * i + 4] = self.ub(4 * i, 4)
        self.add("vsld_vsst", "\n".join(body), bytes(expected))

    # vsldb/vsstb: block j at base + repeat * 32 + j * block stride * 32
    # when any of its 32 predicate bits is set.
    def block_strided(self):
        mask = bytearray(32)
        for j in [0, 2, 3, 6]:
            mask[4 * j + (j % 4)] = 1 << j  # one bit of the block's 32
        mask = bytes(mask)
        # Predicate from UB 0x1800 (written by the test's input).
        self.inp[0x1800:0x1820] = mask
        expected = bytearray(0x1000)
        bs, rs = 3, 2
        cfg = (bs << 16) | rs
        for j in range(8):
            if any(mask[4 * j:4 * j + 4]):
                at = 0x100 + rs * 32 + j * bs * 32
                expected[32 * j:32 * j + 32] = self.ub(at, 32)
        # vsstb of the register at UB 0 to 0x4400 with the same layout.
        for j in range(8):
            if any(mask[4 * j:4 * j + 4]):
                at = 0x400 + rs * 32 + j * bs * 32
                expected[at:at + 32] = self.ub(32 * j, 32)
        self.add("vsldb_vsstb",
                 f"  movi x12, {cfg}\n  movi x5, 0x1800\n"
                 "  plds p1, [x21, x5], NORM\n  movi x5, 0x100\n"
                 "  vsldb v1, [x5], x12, p1\n  vsts v1, [x24, x0], NORM_B8, p7\n"
                 "  vlds v2, [x21, x0], NORM\n  addi x6, x24, 0x400\n"
                 "  vsstb v2, [x6], x12, p1",
                 bytes(expected))

    # vlds BLK, E2B_B16, E2B_B32, UNPK4 and vldsx2 BDINTLV.
    def distributions(self):
        src = self.ub(64, 512)
        blk = src[:32] * 8
        e2b16 = b"".join(src[2 * j:2 * j + 2] * 16 for j in range(8))
        e2b32 = b"".join(src[4 * j:4 * j + 4] * 8 for j in range(8))
        unpk4 = b"".join(bytes([src[i], 0, 0, 0]) for i in range(64))
        lo = b"".join(src[64 * j:64 * j + 32] for j in range(8))
        hi = b"".join(src[64 * j + 32:64 * j + 64] for j in range(8))
        body = ["  movi x5, 64"]
        for k, mode in enumerate(["BLK", "E2B_B16", "E2B_B32", "UNPK4"]):
            body.append(f"  vlds v1, [x21, x5], {mode}\n"
                        f"  movi x6, {256 * k}\n"
                        f"  vsts v1, [x24, x6], NORM_B8, p7")
        body.append("  vldsx2 v2, v3, [x21, x5], BDINTLV\n  movi x6, 1024\n"
                    "  vsts v2, [x24, x6], NORM_B8, p7\n  movi x6, 1280\n"
                    "  vsts v3, [x24, x6], NORM_B8, p7")
        self.add("load_distributions", "\n".join(body),
                 blk + e2b16 + e2b32 + unpk4 + lo + hi)

    # vsts MRG4CHN_B8, MRG2CHN_B8, MRG2CHN_B16: channels interleaved in each
    # block of the register stored channel after channel; the mask applies
    # to the lanes in memory (first 40 32-bit, 100 16-bit, 40 32-bit lanes).
    def merge_channels(self):
        src = self.ub(0, 256)
        body = ["  vlds v1, [x21, x0], NORM"]
        expected = b""
        cases = [("MRG4CHN_B8", 4, 1, 4, 40), ("MRG2CHN_B8", 2, 1, 2, 100),
                 ("MRG2CHN_B16", 2, 2, 4, 40)]
        for k, (mode, channels, size, mask_bytes, count) in enumerate(cases):
            body.append(f"  movi x7, {count}\n  plt_b{8 * mask_bytes} p1, x7\n"
                        f"  movi x6, {256 * k}\n"
                        f"  vsts v1, [x24, x6], {mode}, p1")
            out = bytearray(256)
            per = 32 // size // channels
            for blk in range(8):
                for c in range(channels):
                    for e in range(per):
                        to = 32 * blk + (per * c + e) * size
                        frm = 32 * blk + (channels * e + c) * size
                        if to // mask_bytes < count:
                            out[to:to + size] = src[frm:frm + size]
            expected += bytes(out)
        self.add("merge_channels", "\n".join(body), expected)


# The expected words of the open PTO assembler's predicate micro-op tests
# (run on the vector core): (p|pd)intlv_bN of PAT_VL8 (the first 8 lanes)
# and every fourth lane, as 16 little-endian 32-bit words (low, then high).
INTERLEAVE_GOLDENS = {
    ("pintlv", 8): [0x02025757] + [0x02020202] * 15,
    ("pintlv", 16): [0x11151115] + [0x00040004] * 15,
    ("pintlv", 32): [0x01010111] * 2 + [0x00000010] * 14,
    ("pdintlv", 8): [0xF, 0, 0, 0] + [0x55555555] * 4 + [0xF] + [0] * 7,
    ("pdintlv", 16): [0x55, 0, 0, 0] + [0x11111111] * 4 + [0x55] + [0] * 7,
    ("pdintlv", 32): [0x1111, 0, 0, 0] + [0x01010101] * 4 + [0x1111] + [0] * 7,
}

# The published vbitsort test of the same project: scores and indices, and
# the records expected (equal scores in input order, not index order).
SORT_SCORES = [3.5, -2, 7, 7, 1.5, 4.25, 0, 9.5, -8, 9.5, 2, 2, 6, 6, -1, 5.75,
               5.75, 4.25, 8, 8, 3, -4.5, 1.25, 1.25, 10, 10, -3, 0.5, 12, 12,
               -7, 6.5]
SORT_INDICES = [100, 203, 77, 88, 12, 45, 501, 9, 333, 7, 900, 901, 31, 32,
                400, 62, 63, 46, 73, 74, 15, 16, 120, 121, 5, 6, 700, 701, 1,
                2, 808, 90]
SORT_RECORDS = [(12, 1), (12, 2), (10, 5), (10, 6), (9.5, 9), (9.5, 7),
                (8, 73), (8, 74), (7, 77), (7, 88), (6.5, 90), (6, 31),
                (6, 32), (5.75, 62), (5.75, 63), (4.25, 45), (4.25, 46),
                (3.5, 100), (3, 15), (2, 900), (2, 901), (1.5, 12),
                (1.25, 120), (1.25, 121), (0.5, 701), (0, 501), (-1, 400),
                (-2, 203), (-3, 700), (-4.5, 16), (-7, 808), (-8, 333)]


def published(k):
    """Kernels whose expected values are the published ones above."""
    body, expected = [], b""
    for g in [8, 16, 32]:
        lb = g // 8
        n = 256 // lb
        at = 0x1900 + 64 * (g // 16)
        k.inp[at:at + 32] = lanes_bits([i < 8 for i in range(n)], lb)
        k.inp[at + 32:at + 64] = lanes_bits([i % 4 == 0 for i in range(n)],
                                            lb)
        for op in ["pintlv", "pdintlv"]:
            body.append(f"  movi x5, {at}\n  plds p1, [x21, x5], NORM\n"
                        f"  movi x5, {at + 32}\n  plds p2, [x21, x5], NORM\n"
                        f"  {op}_b{g} p3, p4, p1, p2\n"
                        f"  movi x6, {len(expected)}\n"
                        f"  psts p3, [x24, x6], NORM\n  addi x6, x6, 32\n"
                        f"  psts p4, [x24, x6], NORM")
            expected += struct.pack("<16I", *INTERLEAVE_GOLDENS[(op, g)])
    # pset PAT_M3, PAT_M4: every third or fourth lane (the goldens' first
    # word of pset_b8 PAT_M3 is 0x49249249).
    for g, pattern, nth in [(8, "PAT_M3", 3), (16, "PAT_M4", 4),
                            (32, "PAT_M3", 3)]:
        body.append(f"  pset_b{g} p5, {pattern}\n"
                    f"  movi x6, {len(expected)}\n"
                    f"  psts p5, [x24, x6], NORM")
        expected += lanes_bits([i % nth == 0 for i in range(256 * 8 // g)],
                               g // 8)
    assert expected[-96:-92] == struct.pack("<I", 0x49249249)
    k.inp[0x1a00:0x1a80] = struct.pack("<32f", *SORT_SCORES)
    k.inp[0x1a80:0x1b00] = struct.pack("<32I", *SORT_INDICES)
    body.append(f"  movi x5, 0x1a00\n  movi x7, 0x1a80\n"
                f"  addi x6, x24, {len(expected)}\n  movi x12, 1\n"
                f"  vbitsort.f32 [x6], [x5], [x7], x12")
    expected += b"".join(struct.pack("<fI", s, i) for s, i in SORT_RECORDS)
    k.add("published_goldens", "\n".join(body), expected)


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    if p.returncode:
        sys.exit(f"{' '.join(cmd)} failed:\n{p.stdout}")
    return p.stdout


def main():
    work = sys.argv[1]
    os.makedirs(work, exist_ok=True)
    rng = random.Random(20261124)
    inp = bytearray(rng.getrandbits(8) for _ in range(8192))
    # f32 scores for vsort32 at 0x1000, with equal ones.
    scores = [rng.choice([-2.5, 0.0, 1.0, 3.25, 7.5, rng.uniform(-9, 9)])
              for _ in range(64)]
    inp[0x1000:0x1100] = struct.pack("<64f", *scores)
    k = Kernels(inp)
    for build in [k.pltm, k.predicate_interleave, k.vselrv2, k.interleave_v2,
                  k.histograms, k.vtranspose, k.vsort32, k.unaligned,
                  k.strided, k.block_strided, k.distributions,
                  k.merge_channels]:
        build()
    published(k)
    src = os.path.join(work, "layout.s")
    with open(src, "w") as f:
        for name, body, _ in k.cases:
            f.write(PROLOGUE.format(name=name, out=OUT) + body + "\n  ret\n")
    obj = os.path.join(work, "layout.o")
    run(["llvm-mc", "-triple=pto", "-filetype=obj", src, "-o", obj])
    data = os.path.join(work, "in.bin")
    with open(data, "wb") as f:
        f.write(inp)
    for name, _, expected in k.cases:
        out = run(["pto-emu", obj, f"--entry={name}", f"--gm=in=file:{data}",
                   "--arg=gm:in", f"--print=ub@{OUT}:u8:{len(expected)}"])
        got = bytes(int(v) for v in out.split(":", 1)[1].split())
        if got != expected:
            first = next(i for i in range(len(got)) if got[i] != expected[i])
            print(f"{name}: differs at byte {first}: got "
                  f"{got[first:first + 8].hex()} expected "
                  f"{expected[first:first + 8].hex()}")
            return 1
        print(f"{name}: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
