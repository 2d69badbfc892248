#!/usr/bin/env python3
"""Builds the Python stand-ins of tools/py-stand-ins into OUT (a directory
to put on PYTHONPATH) for Debian's /usr/bin/python3 and its numpy: the
packages ml_dtypes and en_dtypes and their C part, the module
_pto_minifloats (docs/offload.md). Usage: build.py OUT"""

import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PYTHON = "/usr/bin/python3"
PACKAGES = ("ml_dtypes", "en_dtypes")


def config(expression):
    return subprocess.run([PYTHON, "-c", "import sysconfig, numpy; print(%s)"
                           % expression], check=True, text=True,
                          stdout=subprocess.PIPE).stdout.strip()


def build(out):
    os.makedirs(out, exist_ok=True)
    for name in PACKAGES:
        package = os.path.join(out, name)
        shutil.rmtree(package, ignore_errors=True)  # and what older builds left
        os.makedirs(package)
        shutil.copy(os.path.join(HERE, name, "__init__.py"), package)
    module = os.path.join(
        out, "_pto_minifloats" +
        config("sysconfig.get_config_var('EXT_SUFFIX')"))
    compiler = shutil.which("clang-19") or shutil.which("cc") or "cc"
    subprocess.run(
        [compiler, "-O2", "-shared", "-fPIC", "-Wall", "-Werror",
         "-Wno-unused-parameter", "-Wno-missing-field-initializers",
         "-I" + config("sysconfig.get_paths()['include']"),
         "-I" + config("numpy.get_include()"),
         os.path.join(HERE, "minifloats.c"), "-o", module, "-lm"],
        check=True)
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    build(sys.argv[1])
