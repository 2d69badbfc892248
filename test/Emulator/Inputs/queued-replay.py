"""Expected output of queued-replay.s's queued_tiles, from the ISA's
semantics: tile t (256 floats) of out is tile t of in plus v9 (1.0, 2.0
from tile 5 on); tile 9 squares its third vector instead; the last tile
stores three vectors, so its fourth is what the tile before left in UB."""

import sys

import numpy as np

TILES = 12
TILE = 256
START = -1000.0


def main():
    count = TILE * (TILES - 1) + 2048
    src = np.arange(count, dtype=np.float64) + START
    src = src.astype(np.float32)
    out = np.zeros(TILE * TILES, dtype=np.float32)
    ub = np.zeros(TILE, dtype=np.float32)
    for t in range(TILES):
        tile = src[t * TILE:(t + 1) * TILE]
        add = np.float32(1.0 if t < 5 else 2.0)
        vectors = 3 if t == TILES - 1 else 4
        for v in range(vectors):
            lanes = slice(v * 64, (v + 1) * 64)
            if t == 9 and v == 2:
                ub[lanes] = tile[lanes] * tile[lanes]
            else:
                ub[lanes] = tile[lanes] + add
        out[t * TILE:(t + 1) * TILE] = ub
    sys.stdout.write("out: " + " ".join("%g" % float(v) for v in out) +
                     "\n")


if __name__ == "__main__":
    main()
