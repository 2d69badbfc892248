#!/usr/bin/env python3
"""The repository's style checks (test/Lint, CONTRIBUTING.md).

  tools/check_style.py format [--since REV]  C and C++ sources formatted as
                                             clang-format (.clang-format:
                                             LLVM style) formats them
  tools/check_style.py pyflakes              Python without unused names or
                                             undefined ones (pyflakes3)
  tools/check_style.py links                 relative links of the Markdown
                                             files lead to a file, and an
                                             anchor to one of its headings;
                                             every docs/<page>.md named in
                                             any file exists
  tools/check_style.py operands              pto-emu reads operands by role
                                             (Op.gprOf(Role::base)), not by
                                             MCInst position (Op.gpr(1)),
                                             and names mode tokens by their
                                             enumerators, not by number
                                             (case 1:)

Files are those git tracks (all files under the repository without git).
Each check prints its findings and exits 1 if there are any.

Scope of `format`: the target (lib/), the tools (tools/) and the new clang
and LLVM files (llvm-project-overlay/). Kernel sources (bench/, test/) are
left out: clang-format does not know the vendor's `[aicore]` attribute
syntax and rewrites it, and RUN/CHECK lines are positional; so are the
generated headers. pyflakes leaves out lit.cfg.py files, whose `config` lit
defines.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # --root
FORMAT_ROOTS = ("lib/", "tools/", "llvm-project-overlay/")
FORMAT_SUFFIXES = (".c", ".cpp", ".h")
# test/Lint's fixtures, which break each rule on purpose.
FIXTURES = "test/Lint/Inputs/"
GENERATED = re.compile(r"(^|/)(__cce_generated\.h|.*\.inc)$")


def tracked(since=None):
    """Repository-relative paths of the files git tracks (or changed since
    \\p since), else of every file."""
    if os.path.isdir(os.path.join(REPO, ".git")):
        cmd = ["git", "-C", REPO, "ls-files"]
        if since:
            cmd = ["git", "-C", REPO, "diff", "--name-only",
                   "--diff-filter=d", since, "--"]
        files = subprocess.run(cmd, check=True, stdout=subprocess.PIPE,
                               text=True).stdout.split()
        return [f for f in files if not f.startswith(FIXTURES)]
    found = []
    for root, dirs, files in os.walk(REPO):
        dirs[:] = [d for d in dirs if d not in ("build", ".git")]
        found += [os.path.relpath(os.path.join(root, f), REPO) for f in files]
    return found


def need(tool, package):
    path = shutil.which(tool)
    if not path:
        sys.exit(f"check_style.py: {tool} not found (Debian package "
                 f"{package}; cmake/build.sh installs it)")
    return path


def check_format(since):
    clang_format = need("clang-format", "clang-format")
    files = [f for f in tracked(since) if f.startswith(FORMAT_ROOTS) and
             f.endswith(FORMAT_SUFFIXES) and not GENERATED.search(f)]
    bad = []
    for f in files:
        p = subprocess.run([clang_format, "--dry-run", "-Werror", f],
                           cwd=REPO, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True)
        if p.returncode:
            first = p.stderr.splitlines()[0] if p.stderr else ""
            bad.append(f"{f}: not formatted ({first})")
    return bad, f"{len(files)} files formatted"


def check_pyflakes(_):
    pyflakes = need("pyflakes3", "pyflakes3")
    files = [f for f in tracked() if f.endswith(".py") and
             os.path.basename(f) != "lit.cfg.py"]
    p = subprocess.run([pyflakes] + files, cwd=REPO, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    return p.stdout.splitlines(), f"{len(files)} Python files clean"


LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~)")
DOC_REF = re.compile(r"(?<![\w/.-])docs/[\w.-]+\.md")


def slug(heading):
    """GitHub's anchor of a Markdown heading."""
    text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip())
    text = re.sub(r"[^\w\- ]", "", text.lower())
    return text.replace(" ", "-")


def anchors(path):
    out, fenced = set(), False
    for line in open(path, encoding="utf-8"):
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced and line.startswith("#"):
            out.add(slug(line.lstrip("#")))
    return out


def check_links(_):
    pages = [f for f in tracked() if f.endswith(".md")]
    bad, count = [], 0
    for page in pages:
        fenced = False
        for number, line in enumerate(open(os.path.join(REPO, page),
                                           encoding="utf-8"), 1):
            if FENCE.match(line):
                fenced = not fenced
            if fenced:
                continue
            # Inline code is not a link.
            for target in LINK.findall(re.sub(r"`[^`]*`", "", line)):
                if re.match(r"[a-z]+:", target):
                    continue  # a URL
                count += 1
                path, _, anchor = target.partition("#")
                full = os.path.normpath(os.path.join(
                    REPO, os.path.dirname(page), path)) if path else \
                    os.path.join(REPO, page)
                where = f"{page}:{number}: {target}"
                if not os.path.exists(full):
                    bad.append(f"{where}: no file {os.path.relpath(full, REPO)}")
                elif anchor and full.endswith(".md") and \
                        anchor not in anchors(full):
                    bad.append(f"{where}: no heading #{anchor}")
    # Mentions of a page in any text (code comments, tests, scripts).
    for f in tracked():
        try:
            text = open(os.path.join(REPO, f), encoding="utf-8").read()
        except (UnicodeDecodeError, IsADirectoryError):
            continue
        for number, line in enumerate(text.splitlines(), 1):
            for ref in DOC_REF.findall(line):
                count += 1
                if not os.path.exists(os.path.join(REPO, ref)):
                    bad.append(f"{f}:{number}: {ref}: no such page")
    return bad, f"{count} links and references to docs/ resolve"


EMULATOR = "tools/pto-emu/"
# An operand read by position: an accessor (Op.gpr(1), Op.imm(3),
# Inst->getOperand(0)) or a helper taking (M, Op, <index>).
OPERAND_BY_POSITION = re.compile(
    r"\b(gpr|imm|reg|operand|getOperand)\(\s*\d|\(\s*M\s*,\s*Op\s*,\s*\d")
# A case label that is a number: a mode token by its code (PTOModes.td's
# enumerators name them, PTO::PredLoadDist_US).
NUMERIC_CASE = re.compile(r"\bcase\s+\d+\s*:")


def check_operands(_):
    """pto-emu's operand reads by role and its mode tokens by name
    (docs/emulator.md#operands-and-mode-tokens)."""
    files = [f for f in tracked() if f.startswith(EMULATOR) and
             f.endswith(FORMAT_SUFFIXES) and not GENERATED.search(f)]
    bad = []
    for f in files:
        for number, line in enumerate(open(os.path.join(REPO, f),
                                           encoding="utf-8"), 1):
            code = line.split("//", 1)[0]
            if OPERAND_BY_POSITION.search(code):
                bad.append(f"{f}:{number}: operand read by position; read "
                           f"it by role (Op.gprOf(Role::...))")
            if NUMERIC_CASE.search(code):
                bad.append(f"{f}:{number}: numeric case label; name the "
                           f"mode token (PTO::<Kind>_<TOKEN>)")
    return bad, f"{len(files)} files read operands by role"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("check",
                        choices=["format", "pyflakes", "links", "operands"])
    parser.add_argument("--since", help="format: only files changed since "
                        "this revision")
    parser.add_argument("--root", help="check this tree instead of the "
                        "repository (test/Lint's fixtures)")
    args = parser.parse_args()
    if args.root:
        global REPO
        REPO = os.path.abspath(args.root)
    run = {"format": check_format, "pyflakes": check_pyflakes,
           "links": check_links, "operands": check_operands}[args.check]
    bad, summary = run(args.since)
    for line in bad:
        print(line)
    print(f"{len(bad)} problems" if bad else summary)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
