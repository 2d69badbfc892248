"""vexp_chain.py N: a kernel of N dependent vexp.f32."""
import sys
print(".globl chain\nchain:\n  pset_b32 p0, PAT_ALL")
print("  vexp.f32 v1, v1, p0\n" * int(sys.argv[1]) + "  ret")
