"""issue_groups.py KIND N: a kernel `groups` of N instructions of one kind,
for the issue-width test (issue-width.test):

  independent  N scalar instructions that read nothing the ones before write
  dependent    N scalar instructions, each reading the one before
  mixed        N pairs of a vector and an independent scalar instruction
  loop         a loop of N iterations: three counters and a taken branch
"""
import sys

kind, n = sys.argv[1], int(sys.argv[2])
body = [".globl groups", "groups:", "  pset_b32 p0, PAT_ALL", "  movi x5, 0"]
if kind == "independent":
    # x6..x13 in turn, each from x0: no instruction reads another's result.
    body += [f"  addi x{6 + i % 8}, x0, {i}" for i in range(n)]
elif kind == "dependent":
    body += ["  addi x6, x6, 1"] * n
elif kind == "mixed":
    body += [f"  vabs.f32 v{i % 8}, v{8 + i % 8}, p0\n  addi x{6 + i % 8}, x0, {i}"
             for i in range(n)]
elif kind == "loop":
    body += [f"  movi x5, {n}", "1:", "  addi x6, x6, 1", "  addi x7, x7, 1",
             "  addi x5, x5, -1", "  bne x5, x0, 1b"]
else:
    sys.exit(f"unknown kind {kind}")
print("\n".join(body + ["  ret"]))
