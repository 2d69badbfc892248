"""Checks that docs/emulator.md's "Not modelled" section names every
operation `pto-emu --check-semantics` lists as not modelled.

Usage: check_not_modelled_docs.py CHECK_OUTPUT EMULATOR_MD
"""
import re
import sys

listed = re.findall(r"^not modelled: (\w+):", open(sys.argv[1]).read(), re.M)
doc = open(sys.argv[2]).read()
section = doc.split("## Not modelled", 1)[1].split("\n## ", 1)[0]
missing = [op for op in listed if not re.search(r"\b%s\b" % op, section)]
if missing:
    sys.exit("docs/emulator.md, Not modelled, does not name: " +
             ", ".join(missing))
print(f"{len(listed)} operations not modelled, all in docs/emulator.md")
