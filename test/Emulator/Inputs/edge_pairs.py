"""Operand pairs for the host references of the emulator tests: the edge
cases first, then pseudo-random pairs from Marsaglia's xorshift32, so that
the inputs are the same on every host and every run."""


def xorshift32(seed):
    """The endless run of 32-bit xorshift states after \\p seed."""
    x = seed
    while True:
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        yield x


def edge_pairs(count, edges, seed, draw):
    """Lists a, b of \\p count operands: the pairs of \\p edges, then
    draw(state, i) -> (a, b) of each further xorshift32 state."""
    a, b = [], []
    for i, x in zip(range(count), xorshift32(seed)):
        pa, pb = edges[i] if i < len(edges) else draw(x, i)
        a.append(pa)
        b.append(pb)
    return a, b
