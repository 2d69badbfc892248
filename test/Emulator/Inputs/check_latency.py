"""check_latency.py MCA_OUTPUT EMU_SHORT EMU_LONG EXTRA: the longer chain
(EXTRA more dependent instructions) takes EXTRA times the latency llvm-mca
reports, in the emulator's cycle count."""

import re
import sys

mca = open(sys.argv[1]).read()
row = re.search(r"^\s*\d+\s+(\d+)\s+[\d.]+\s.*vexp\.f32", mca, re.M)
latency = int(row.group(1))
cycles = [int(re.search(r"^cycles: (\d+)", open(p).read(), re.M).group(1))
          for p in sys.argv[2:4]]
extra = int(sys.argv[4])
taken = cycles[1] - cycles[0]
print(f"vexp.f32 latency {latency}: {extra} more dependent ones take "
      f"{taken} cycles")
sys.exit(0 if taken == extra * latency else 1)
