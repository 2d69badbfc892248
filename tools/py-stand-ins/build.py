#!/usr/bin/env python3
"""Builds the Python stand-ins of tools/py-stand-ins into OUT (a directory
to put on PYTHONPATH) for Debian's /usr/bin/python3 and its numpy:
ml_dtypes with its C part (docs/offload.md). Usage: build.py OUT"""

import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PYTHON = "/usr/bin/python3"


def config(expression):
    return subprocess.run([PYTHON, "-c", "import sysconfig, numpy; print(%s)"
                           % expression], check=True, text=True,
                          stdout=subprocess.PIPE).stdout.strip()


def build(out):
    package = os.path.join(out, "ml_dtypes")
    os.makedirs(package, exist_ok=True)
    shutil.copy(os.path.join(HERE, "ml_dtypes", "__init__.py"), package)
    module = os.path.join(
        package, "_bfloat16" + config("sysconfig.get_config_var('EXT_SUFFIX')"))
    compiler = shutil.which("clang-19") or shutil.which("cc") or "cc"
    subprocess.run(
        [compiler, "-O2", "-shared", "-fPIC", "-Wall", "-Werror",
         "-Wno-unused-parameter", "-Wno-missing-field-initializers",
         "-I" + config("sysconfig.get_paths()['include']"),
         "-I" + config("numpy.get_include()"),
         os.path.join(HERE, "ml_dtypes", "_bfloat16.c"), "-o", module],
        check=True)
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    build(sys.argv[1])
