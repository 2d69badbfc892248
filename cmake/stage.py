#!/usr/bin/env python3
"""Stage the PTO overlay onto a pristine llvm-project tree.

The staged tree (DEST) is a copy of the pristine tree (SOURCE) with
  * the numbered patches of llvm-project-overlay/patches applied, in order,
  * the new files of llvm-project-overlay/ copied to the same paths,
  * lib/Target/PTO copied to llvm/lib/Target/PTO, tools/pto-emu and
    tools/pto-link to llvm/tools/pto-emu and llvm/tools/pto-link, and
    clang-builtins/ to the paths listed in clang-builtins/STAGE (see there).

Staging is idempotent and incremental: a file is written only when its
content differs, so ninja rebuilds only what changed. A file that an earlier
staging wrote but this one does not is restored from SOURCE (or removed when
SOURCE has no such file). The list of staged files is kept in
DEST/.pto-staged.

A patch that does not apply exactly (no fuzz) stops staging with an error
that names the patch and the file, and leaves DEST untouched.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

MANIFEST = ".pto-staged"


class StageError(Exception):
    pass


def files_of_patch(patch_path):
    """Return the paths (relative to the tree root) a unified diff edits."""
    paths = []
    with open(patch_path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^\+\+\+ (\S+)", line)
            if m:
                path = m.group(1)
                if path == "/dev/null":
                    raise StageError(
                        f"{patch_path}: patches may only edit upstream files; "
                        "put new files in llvm-project-overlay/ instead")
                # Strip the a/ b/ prefix of git-style diffs.
                paths.append(path.split("/", 1)[1])
    if not paths:
        raise StageError(f"{patch_path}: not a unified diff (no '+++' lines)")
    return paths


def apply_patches(source, patch_dir):
    """Apply all patches to copies of the files they edit.

    Returns {relative path: patched content}.
    """
    result = {}
    if not os.path.isdir(patch_dir):
        return result
    patches = sorted(p for p in os.listdir(patch_dir) if p.endswith(".patch"))
    for name in patches:
        if not re.match(r"^\d{4}-[A-Za-z0-9._-]+\.patch$", name):
            raise StageError(f"{patch_dir}/{name}: patch names must look like "
                             "NNNN-short-name.patch")
    with tempfile.TemporaryDirectory(prefix="pto-stage-") as work:
        for name in patches:
            patch_path = os.path.join(patch_dir, name)
            for rel in files_of_patch(patch_path):
                dst = os.path.join(work, rel)
                if os.path.exists(dst):
                    continue
                src = os.path.join(source, rel)
                if not os.path.isfile(src):
                    raise StageError(
                        f"patch {name} does not apply: {rel} does not exist in "
                        f"{source}")
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copyfile(src, dst)
            proc = subprocess.run(
                ["patch", "-p1", "--fuzz=0", "--forward", "--batch",
                 "--no-backup-if-mismatch", "--reject-file=-", "-d", work,
                 "-i", os.path.abspath(patch_path)],
                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            if proc.returncode != 0:
                raise StageError(
                    f"patch {name} does not apply to {source}:\n"
                    + proc.stdout.rstrip()
                    + "\nThe patch was written for llvm-project 19.1.7; update "
                    "it (see llvm-project-overlay/README.md).")
        for root, _, files in os.walk(work):
            for f in files:
                full = os.path.join(root, f)
                with open(full, "rb") as fh:
                    result[os.path.relpath(full, work)] = fh.read()
    return result


def collect_tree(src_dir, dest_prefix, skip=()):
    """Map every file under src_dir to dest_prefix/<relative path>."""
    result = {}
    for root, dirs, files in os.walk(src_dir):
        dirs[:] = sorted(d for d in dirs if d not in skip)
        for f in files:
            full = os.path.join(root, f)
            rel = os.path.relpath(full, src_dir)
            if rel in skip:
                continue
            result[os.path.normpath(os.path.join(dest_prefix, rel))] = full
    return result


def read_builtins_map(repo):
    """clang-builtins/STAGE lists 'repo-relative-file llvm-project-path'
    (a directory: every file under it)."""
    stage = os.path.join(repo, "clang-builtins", "STAGE")
    result = {}
    if not os.path.isfile(stage):
        return result
    with open(stage, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            if len(parts) != 2:
                raise StageError(f"{stage}:{n}: expected 'FILE DEST-PATH'")
            src = os.path.join(repo, "clang-builtins", parts[0])
            if os.path.isdir(src):
                result.update(collect_tree(src, os.path.normpath(parts[1])))
                continue
            if not os.path.isfile(src):
                raise StageError(f"{stage}:{n}: {parts[0]} does not exist")
            result[os.path.normpath(parts[1])] = src
    return result


def write_if_changed(path, data):
    if os.path.isfile(path):
        with open(path, "rb") as f:
            if f.read() == data:
                return False
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".pto-tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)
    return True


def stage(repo, source, dest, verbose=False):
    overlay = os.path.join(repo, "llvm-project-overlay")
    patched = apply_patches(source, os.path.join(overlay, "patches"))

    copies = collect_tree(overlay, ".", skip=("patches", "README.md"))
    copies.update(collect_tree(os.path.join(repo, "lib", "Target", "PTO"),
                               "llvm/lib/Target/PTO"))
    copies.update(collect_tree(os.path.join(repo, "tools", "pto-emu"),
                               "llvm/tools/pto-emu"))
    copies.update(collect_tree(os.path.join(repo, "tools", "pto-link"),
                               "llvm/tools/pto-link"))
    copies.update(read_builtins_map(repo))
    clash = sorted(set(copies) & set(patched))
    if clash:
        raise StageError("both patched and copied: " + ", ".join(clash))
    for rel in copies:
        if os.path.exists(os.path.join(source, rel)):
            raise StageError(
                f"{rel} exists upstream: edit it with a patch, not a copy")

    wanted = {}
    for rel, data in patched.items():
        wanted[rel] = data
    for rel, src in copies.items():
        with open(src, "rb") as f:
            wanted[rel] = f.read()

    # Files staged last time and not any more go back to pristine.
    manifest = os.path.join(dest, MANIFEST)
    previous = set()
    if os.path.isfile(manifest):
        with open(manifest, encoding="utf-8") as f:
            previous = {l.strip() for l in f if l.strip()}
    changed = 0
    for rel in sorted(previous - set(wanted)):
        pristine = os.path.join(source, rel)
        target = os.path.join(dest, rel)
        if os.path.isfile(pristine):
            with open(pristine, "rb") as f:
                changed += write_if_changed(target, f.read())
        elif os.path.exists(target):
            os.remove(target)
            changed += 1
        if verbose:
            print(f"unstaged {rel}")

    for rel in sorted(wanted):
        if write_if_changed(os.path.join(dest, rel), wanted[rel]):
            changed += 1
            if verbose:
                print(f"staged {rel}")
    with open(manifest + ".tmp", "w", encoding="utf-8") as f:
        f.write("".join(r + "\n" for r in sorted(wanted)))
    os.replace(manifest + ".tmp", manifest)
    return changed, len(wanted)


def copy_pristine(source, dest):
    """Create DEST as a copy of SOURCE (first staging only)."""
    if os.path.isdir(dest):
        return
    tmp = dest + ".partial"
    if os.path.isdir(tmp):
        shutil.rmtree(tmp)
    shutil.copytree(source, tmp, symlinks=True)
    os.replace(tmp, dest)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repo", default=os.path.dirname(here),
                        help="the PTO repository (default: this checkout)")
    parser.add_argument("--source", required=True,
                        help="pristine llvm-project 19.1.7 tree")
    parser.add_argument("--dest", required=True, help="staged tree")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    try:
        copy_pristine(args.source, args.dest)
        changed, total = stage(args.repo, args.source, args.dest, args.verbose)
    except StageError as e:
        print(f"stage.py: error: {e}", file=sys.stderr)
        return 1
    print(f"stage.py: {total} overlay files, {changed} changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
