#!/usr/bin/env python3
"""Run the kernel of Inputs/cce-byte-scatter.cpp in pto-emu.

  cce_byte_scatter.py OBJECT WORKDIR

Expected values come from the scatter's definition, computed here: byte i
of the data goes to out[index[i]] for each of the first `active` lanes;
where indices repeat, the lowest lane wins (the A5 rule of
vector-load-store.md); every other byte of the 512 stays 0.
"""

import random

from cce_api_kernels import Kernel, main


def kernels():
    rng = random.Random(8)
    data = [rng.randrange(1, 256) for _ in range(128)]
    for active in (128, 100, 1, 0):
        index = rng.sample(range(512), 128)
        index[5] = index[3]  # an alias: lane 3 wins over lane 5
        out = [0] * 512
        for i in reversed(range(active)):
            out[index[i]] = data[i]
        yield Kernel("byte_scatter_%d" % active,
                     {"data": ("u8", data), "index": ("u16", index),
                      "out": ("u8", [0xEE] * 512)},
                     ["data", "index", "out", active], {"out": ("u8", out)},
                     entry="byte_scatter")


if __name__ == "__main__":
    main(kernels)
