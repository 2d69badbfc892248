"""check_issue_width.py MCA_OUTPUT KIND EXTRA EMU_SHORT EMU_LONG: the kernels
of issue_groups.py KIND EXTRA and KIND 2*EXTRA; the longer one (EXTRA more
instructions, pairs or iterations)
takes the cycles the issue rule gives for the dispatch width llvm-mca reads
from the scheduling model: up to that many instructions per cycle, in
order; an instruction that reads a scalar register written in the same
cycle, and the one after a taken branch, start a new cycle
(docs/emulator.md, "Issue")."""

import re
import sys

width = int(re.search(r"^Dispatch Width:\s+(\d+)", open(sys.argv[1]).read(),
                      re.M).group(1))
kind, extra = sys.argv[2], int(sys.argv[3])
cycles = [int(re.search(r"^cycles: (\d+)", open(p).read(), re.M).group(1))
          for p in sys.argv[4:6]]


def issue_cycles(instructions):
    """Cycles to issue (reads, writes, taken branch) tuples by the rule."""
    cycle, used, written = 0, 0, set()
    for reads, writes, taken in instructions:
        if used == width or reads & written:
            cycle, used, written = cycle + 1, 0, set()
        used += 1
        written |= writes
        if taken:
            cycle, used, written = cycle + 1, 0, set()
    return cycle + (used > 0)


def instructions(kind, n):
    if kind == "independent":
        return [(set(), {6 + i % 8}, False) for i in range(n)]
    if kind == "dependent":
        return [({6}, {6}, False)] * n
    if kind == "mixed":  # the vector instruction reads no scalar register
        return [x for i in range(n)
                for x in ((set(), set(), False), (set(), {6 + i % 8}, False))]
    # The loop: the last iteration's branch falls through.
    one = [({6}, {6}, False), ({7}, {7}, False), ({5}, {5}, False)]
    return [x for i in range(n)
            for x in one + [({5}, set(), i < n - 1)]]


# The longer kernel's extra work starts in a cycle of its own only if the
# shorter one's last instruction ends one; count both from the same start.
expected = (issue_cycles(instructions(kind, 2 * extra)) -
            issue_cycles(instructions(kind, extra)))
taken = cycles[1] - cycles[0]
print(f"{kind}: width {width}: {extra} more take {taken} cycles "
      f"(the rule: {expected})")
sys.exit(0 if taken == expected else 1)
