#!/usr/bin/env python3
"""Write apt source entries (deb-src) that mirror the binary (deb) entries.

Usage: deb_src_entries.py OUTDIR
Writes OUTDIR/pto-deb-src.sources (from deb822 *.sources files) and
OUTDIR/pto-deb-src.list (from one-line sources.list files); no host name is
hard-coded, every URI comes from the machine's own configuration.
"""

import glob
import os
import sys

APT = "/etc/apt"


def deb822_stanzas(text):
    stanza = []
    for line in text.splitlines():
        if line.strip():
            stanza.append(line)
        elif stanza:
            yield stanza
            stanza = []
    if stanza:
        yield stanza


def convert_deb822(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for stanza in deb822_stanzas(f.read()):
            fields = [l for l in stanza if not l.lstrip().startswith("#")]
            types = [l for l in fields if l.lower().startswith("types:")]
            if not types or "deb" not in types[0].split(":", 1)[1].split():
                continue
            enabled = [l for l in fields if l.lower().startswith("enabled:")]
            if enabled and enabled[0].split(":", 1)[1].strip() == "no":
                continue
            out.append("\n".join("Types: deb-src" if l in types else l
                                 for l in fields))
    return out


def convert_one_line(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("deb "):
                out.append("deb-src " + line[len("deb "):].rstrip("\n"))
    return out


def main():
    outdir = sys.argv[1]
    stanzas, lines = [], []
    for path in sorted(glob.glob(os.path.join(APT, "sources.list.d",
                                              "*.sources"))):
        if os.path.basename(path).startswith("pto-deb-src"):
            continue
        stanzas += convert_deb822(path)
    for path in [os.path.join(APT, "sources.list")] + sorted(
            glob.glob(os.path.join(APT, "sources.list.d", "*.list"))):
        if os.path.isfile(path) and not os.path.basename(path).startswith(
                "pto-deb-src"):
            lines += convert_one_line(path)
    if stanzas:
        with open(os.path.join(outdir, "pto-deb-src.sources"), "w") as f:
            f.write("\n\n".join(stanzas) + "\n")
    if lines:
        with open(os.path.join(outdir, "pto-deb-src.list"), "w") as f:
            f.write("\n".join(lines) + "\n")
    if not stanzas and not lines:
        sys.exit("deb_src_entries.py: no Debian binary entries to mirror")


if __name__ == "__main__":
    main()
