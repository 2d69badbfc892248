#!/usr/bin/env bash
# Builds PTOAS (the MLIR assembler of PTO programs, vpto-dev/PTOAS) from a
# checkout of its public sources against Debian's LLVM and MLIR 19 packages,
# without its Python bindings, for tools/ptoas_cases.py (docs/hivm.md, "The
# real producer").
#
#   tools/ptoas.sh SOURCE [BUILD]
#
# SOURCE is a PTOAS checkout (for example a worktree of the mirror `fetch`
# makes); nothing of it is copied into this repository. BUILD defaults to
# SOURCE/build; the binary is BUILD/tools/ptoas/ptoas. Installs, when
# missing, the Debian packages the build needs (as root, through apt-get).
# Not part of cmake/build.sh or CI: on two cores it takes about 40 minutes.
# Run it once per checkout: ninja finds PTOAS's TableGen outputs out of date
# on every run (their depfiles name paths that do not exist), so a second
# run rebuilds all of it.
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 || ! -f "$1/CMakeLists.txt" ]]; then
  echo "usage: tools/ptoas.sh PTOAS-CHECKOUT [BUILD-DIR]" >&2
  exit 2
fi
SOURCE="$(cd "$1" && pwd)"
BUILD="${2:-$SOURCE/build}"

# LLVM 19.1.7 and MLIR 19 with their CMake packages; zstd's CMake target is
# named by LLVM's exported configuration.
PACKAGES=(llvm-19-dev libmlir-19-dev mlir-19-tools libzstd-dev ninja-build
          cmake g++)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  echo "==> installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    "${missing[@]}"
fi

# PTOAS's defaults build Python bindings (pybind11, its tilelang DSL) and
# treat warnings as errors; g++ 12 warns where its CI's compiler does not.
# Its CI builds against vpto-dev's LLVM fork: tools/ptoas-compat.h stands in
# for the fork's additions (docs/hivm.md).
COMPAT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/ptoas-compat.h"
mkdir -p "$BUILD"
cmake -G Ninja -S "$SOURCE" -B "$BUILD" \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++ \
  -DLLVM_DIR=/usr/lib/llvm-19/lib/cmake/llvm \
  -DMLIR_DIR=/usr/lib/llvm-19/lib/cmake/mlir \
  -DPTO_ENABLE_PYTHON_BINDING=OFF -DBUILD_TESTING=OFF \
  -DPTOAS_ENABLE_WERROR=OFF -DCMAKE_CXX_FLAGS="-include $COMPAT"
ninja -C "$BUILD" -j"${PTOAS_JOBS:-$(nproc)}" ptoas
# Debian's MLIR targets bring static copies of LLVMSupport and LLVMDemangle
# into a link that also has libLLVM.so: two copies of LLVM's statics (the
# float semantics APFloat compares by address among them), and PTOAS's LLVM
# IR export fails on every float constant ("FloatAttr does not match
# expected type of the constant"). Linked again without them, every LLVM
# symbol comes from libLLVM.so.
link=$(ninja -C "$BUILD" -t commands tools/ptoas/ptoas | tail -1)
link=${link//\/usr\/lib\/llvm-19\/lib\/libLLVMSupport.a/}
link=${link//\/usr\/lib\/llvm-19\/lib\/libLLVMDemangle.a/}
(cd "$BUILD" && eval "$link")
if nm -C "$BUILD/tools/ptoas/ptoas" | grep -q " T llvm::APFloatBase::IEEEsingle"; then
  echo "tools/ptoas.sh: ptoas still has its own copy of LLVMSupport" >&2
  exit 1
fi
echo "==> $BUILD/tools/ptoas/ptoas ($(git -C "$SOURCE" rev-parse --short HEAD 2>/dev/null || echo 'no git'))"
