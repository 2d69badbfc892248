"""A stand-in for the library's suite runner (tools/st_survey.py runs
`python3 tests/script/run_st.py -r sim -v a5 -t SUITE` in the library's
tests/npu/a5/src/st): prints gtest's lines for two cases of SUITE, the
second failing for tbad, after checking that no other run shares its
build directory (as the library's runner would clobber it)."""
import os
import sys
import time

suite = sys.argv[sys.argv.index("-t") + 1]
build = os.path.join("build")
os.makedirs(build, exist_ok=True)
mark = os.path.join(build, "running")
if os.path.exists(mark):
    sys.exit("Error: another run uses this build directory")
open(mark, "w").close()
time.sleep(0.5)
os.remove(mark)
print("[       OK ] %s.case0 (1 ms)" % suite)
if suite == "tbad":
    print("Failure\nexpected 1, got 2")
    print("[  FAILED  ] %s.case1 (1 ms)" % suite)
else:
    print("[       OK ] %s.case1 (1 ms)" % suite)
