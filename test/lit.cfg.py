# -*- Python -*-
# Lit configuration of the PTO toolchain tests. The tools come from
# build/bin of this checkout (cmake/build.sh links them there) or from
# PTO_TOOLS_DIR.

import os
import shutil
import sys

import lit.formats

config.name = "PTO"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".s", ".txt", ".c", ".cpp", ".test", ".mir"]
config.excludes = ["Inputs", "lit.cfg.py", "README.md"]

repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.path.join(repo, "build", "test")

tools_dir = os.environ.get("PTO_TOOLS_DIR", os.path.join(repo, "build", "bin"))
if not os.path.isfile(os.path.join(tools_dir, "llc")):
    lit_config.fatal(f"no PTO tools in {tools_dir}: run cmake/build.sh first")

config.environment["PATH"] = os.pathsep.join(
    [tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
# Diagnostics and tool output must not depend on the user's locale or home.
for var in ["HOME", "TMPDIR", "TEMP", "TMP"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
config.environment["LC_ALL"] = "C"

config.substitutions.append(("%python", sys.executable))
# Debian's python3 with numpy and the ptoemu module (tools/pto-emu/python),
# which the build puts in <build>/lib/python next to the tools' bin.
config.substitutions.append(
    ("%ptoemu_python",
     "env PYTHONPATH=%s %s" % (
         os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(
             os.path.join(tools_dir, "pto-emu")))), "lib", "python"),
         "/usr/bin/python3" if os.path.exists("/usr/bin/python3")
         else sys.executable)))
# A C compiler for the host (the build's, a Debian package): tests compare
# kernels with the same code run natively.
config.substitutions.append(
    ("%host_cc", shutil.which("clang-19") or shutil.which("cc") or "cc"))
config.substitutions.append(("%pto_repo", repo))
# The build's lib directory (the ACL runtime, libascendcl.so) and the
# runtime's headers (acl/acl.h), for host programs (docs/offload.md).
build_dir = os.path.dirname(os.path.dirname(os.path.realpath(
    os.path.join(tools_dir, "pto-emu"))))
config.substitutions.append(("%pto_lib", os.path.join(build_dir, "lib")))
config.substitutions.append(
    ("%pto_host_include",
     os.path.join(build_dir, "lib", "clang", "19", "include", "pto", "host")))

# The ISA op list: the shared spec's when the checkout sits next to it
# (PTO_SPEC_DIR overrides), else its copy in tools/isa (isa-coverage.test
# checks the two are equal whenever the spec is there).
spec_dir = os.environ.get("PTO_SPEC_DIR",
                          os.path.join(repo, "..", "shared", "spec"))
isa_ops = os.path.join(spec_dir, "isa-ops.txt")
if not os.path.isfile(isa_ops):
    isa_ops = os.path.join(repo, "tools", "isa", "isa-ops.txt")
config.substitutions.append(("%isa_ops", isa_ops))

# The staged llvm-project tree (for utils such as update_llc_test_checks.py).
cache = os.environ.get(
    "PTO_CACHE_DIR",
    os.path.join(os.environ.get("XDG_CACHE_HOME",
                                os.path.join(os.path.expanduser("~"), ".cache")),
                 "pto-toolchain"))
config.substitutions.append(("%llvm_src", os.path.join(cache, "src")))
