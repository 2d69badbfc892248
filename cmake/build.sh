#!/usr/bin/env bash
# Builds the PTO toolchain from a clean Debian 12 machine:
#   1. installs the Debian packages the build needs (apt-get, as root or sudo),
#   2. fetches llvm-project 19.1.7 (Debian's llvm-toolchain-19 source package)
#      unless PTO_LLVM_SOURCE names a tree,
#   3. stages llvm-project-overlay/, lib/Target/PTO and clang-builtins/ into a
#      copy of that tree (cmake/stage.py),
#   4. configures (first time only) and builds with CMake, Ninja, clang-19,
#      lld and ccache,
#   5. links the tools into build/bin of this checkout and compiles the sample
#      kernel to PTO assembly.
# Everything heavy lives under PTO_CACHE_DIR, outside the checkout, so that
# later runs (and fresh clones) rebuild incrementally.
#
# Knobs (environment variables):
#   PTO_CACHE_DIR    cache root (default ${XDG_CACHE_HOME:-$HOME/.cache}/pto-toolchain)
#   PTO_LLVM_SOURCE  an llvm-project 19.1.7 tree to use instead of fetching
#   PTO_JOBS         parallel build jobs (default: number of cores)
#   PTO_SKIP_DEPS=1  do not check or install Debian packages
#   PTO_SKIP_SAMPLE=1  do not compile the sample kernel at the end
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE=${PTO_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/pto-toolchain}
JOBS=${PTO_JOBS:-$(nproc)}
LLVM_VERSION=19.1.7
DEB_SOURCE_PACKAGE=llvm-toolchain-19
HOST_CC=clang-19
HOST_CXX=clang++-19
# Ninja targets, and what is linked into build/bin (llvm-lit is written by
# CMake, not built).
TOOLS=(clang llc llvm-mc llvm-objdump llvm-readobj llvm-mca opt FileCheck not
       count pto-emu pto-link)
LINKS=("${TOOLS[@]}" clang++ llvm-lit)
# Built too, not linked into build/bin: the Python module of pto-emu
# (<build>/lib/python/ptoemu*.so; build/python links to that directory) and
# the ACL runtime over pto-emu (<build>/lib/libruntime.so, docs/offload.md).
MODULES=(ptoemu PTOAclRuntime)
DEBIAN_PACKAGES=(clang-19 lld-19 ccache cmake ninja-build python3 patch
                 xz-utils dpkg-dev libc++-19-dev python3-dev python3-numpy
                 python3-matplotlib clang-format pyflakes3 python3-distributed)
# The C++ standard headers of device code: Debian's libc++, linked where the
# driver looks for them (<bin>/../include/c++/v1; docs/cce-api.md).
LIBCXX_HEADERS=/usr/lib/llvm-19/include/c++/v1
TARBALL_TOP="${DEB_SOURCE_PACKAGE}_$LLVM_VERSION"
COMPILER_RT_BUILTINS=compiler-rt/lib/builtins

log() { printf '==> %s\n' "$*"; }
die() { printf 'build.sh: error: %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_deps() {
  [ "${PTO_SKIP_DEPS:-0}" = 1 ] && return
  local missing=()
  for p in "${DEBIAN_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
      missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return
  log "installing Debian packages: ${missing[*]}"
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
    "${missing[@]}"
}

# Prints MAJOR.MINOR.PATCH of an llvm-project tree, or nothing.
tree_version() {
  local f="$1/cmake/Modules/LLVMVersion.cmake"
  [ -f "$f" ] || f="$1/llvm/CMakeLists.txt"
  [ -f "$f" ] || return 0
  local v=()
  for part in MAJOR MINOR PATCH; do
    v+=("$(sed -n "s/^ *set(LLVM_VERSION_$part \([0-9]*\))/\1/p" "$f" | head -1)")
  done
  [ -n "${v[0]}" ] && echo "${v[0]}.${v[1]}.${v[2]}"
}

check_tree() {
  local tree="$1" version
  [ -d "$tree/llvm" ] && [ -d "$tree/clang" ] ||
    die "$tree is not an llvm-project tree (no llvm/ and clang/ in it)"
  version=$(tree_version "$tree")
  [ "$version" = "$LLVM_VERSION" ] ||
    die "$tree is llvm-project ${version:-of unknown version}; PTO needs $LLVM_VERSION"
}

# Adds deb-src entries mirroring the configured deb entries, if apt has no
# source entries for the package yet.
enable_deb_src() {
  if apt-cache showsrc "$DEB_SOURCE_PACKAGE" 2>/dev/null | grep -q "^Version:"; then
    return
  fi
  log "enabling Debian source entries (derived from the binary entries)"
  local tmp; tmp=$(mktemp -d)
  python3 "$REPO/cmake/deb_src_entries.py" "$tmp"
  for f in "$tmp"/*; do
    [ -s "$f" ] && as_root cp "$f" /etc/apt/sources.list.d/
  done
  rm -rf "$tmp"
  as_root apt-get update -q
}

# The Debian source tarball of llvm-project (downloaded once into the cache).
source_tarball() {
  enable_deb_src >&2
  mkdir -p "$CACHE/download"
  local tarball
  tarball=$(ls "$CACHE/download/${DEB_SOURCE_PACKAGE}_$LLVM_VERSION.orig.tar."* 2>/dev/null | head -1 || true)
  if [ -z "$tarball" ]; then
    local version
    version=$(apt-cache showsrc "$DEB_SOURCE_PACKAGE" |
              sed -n "s/^Version: \(1:$LLVM_VERSION-.*\)$/\1/p" | head -1)
    [ -n "$version" ] ||
      die "no $DEB_SOURCE_PACKAGE $LLVM_VERSION source package in apt's sources (set PTO_LLVM_SOURCE to an llvm-project $LLVM_VERSION tree instead)"
    log "downloading $DEB_SOURCE_PACKAGE=$version" >&2
    (cd "$CACHE/download" &&
     apt-get source -q --download-only "$DEB_SOURCE_PACKAGE=$version" >&2)
    tarball=$(ls "$CACHE/download/${DEB_SOURCE_PACKAGE}_$LLVM_VERSION.orig.tar."* | head -1)
  fi
  echo "$tarball"
}

# compiler-rt's builtins, which the runtime is built from, in a pristine tree
# unpacked before they were needed.
add_compiler_rt() {
  [ -f "$PRISTINE/$COMPILER_RT_BUILTINS/fp_lib.h" ] && return
  [ -n "${PTO_LLVM_SOURCE:-}" ] &&
    die "$PTO_LLVM_SOURCE has no $COMPILER_RT_BUILTINS (the runtime is built from it)"
  local tarball
  tarball=$(source_tarball)
  log "unpacking compiler-rt's builtins from $(basename "$tarball")"
  tar -xf "$tarball" -C "$PRISTINE" --strip-components=1 \
    "$TARBALL_TOP/$COMPILER_RT_BUILTINS"
}

fetch_source() {
  local pristine="$CACHE/llvm-project-$LLVM_VERSION"
  if [ -n "${PTO_LLVM_SOURCE:-}" ]; then
    check_tree "$PTO_LLVM_SOURCE"
    PRISTINE=$(cd "$PTO_LLVM_SOURCE" && pwd)
    return
  fi
  PRISTINE="$pristine"
  if [ -f "$pristine/.pto-complete" ]; then
    check_tree "$pristine"
    return
  fi
  local tarball
  tarball=$(source_tarball)
  log "unpacking llvm, clang, cmake, third-party and compiler-rt's builtins from $(basename "$tarball")"
  rm -rf "$pristine.partial"
  mkdir -p "$pristine.partial"
  tar -xf "$tarball" -C "$pristine.partial" --strip-components=1 \
    --exclude="$TARBALL_TOP/llvm/test" --exclude="$TARBALL_TOP/clang/test" \
    "$TARBALL_TOP/llvm" "$TARBALL_TOP/clang" "$TARBALL_TOP/cmake" \
    "$TARBALL_TOP/third-party" "$TARBALL_TOP/$COMPILER_RT_BUILTINS"
  check_tree "$pristine.partial"
  touch "$pristine.partial/.pto-complete"
  rm -rf "$pristine"
  mv "$pristine.partial" "$pristine"
}

stage() {
  local staged="$CACHE/src"
  # A staged tree made from another source tree is made anew.
  if [ -f "$staged/.pto-source" ] &&
     [ "$(cat "$staged/.pto-source")" != "$PRISTINE" ]; then
    log "source tree changed: restaging from $PRISTINE"
    rm -rf "$staged"
  fi
  python3 "$REPO/cmake/stage.py" --source "$PRISTINE" --dest "$staged"
  echo "$PRISTINE" > "$staged/.pto-source"
}

configure() {
  local build="$CACHE/build"
  local args=(
    -G Ninja -S "$CACHE/src/llvm" -B "$build"
    -DCMAKE_BUILD_TYPE=Release
    -DLLVM_ENABLE_ASSERTIONS=ON
    -DLLVM_ENABLE_PROJECTS=clang
    -DLLVM_TARGETS_TO_BUILD=
    -DLLVM_EXPERIMENTAL_TARGETS_TO_BUILD=PTO
    -DLLVM_DEFAULT_TARGET_TRIPLE=pto
    -DCMAKE_C_COMPILER="$HOST_CC"
    -DCMAKE_CXX_COMPILER="$HOST_CXX"
    -DLLVM_USE_LINKER=lld
    -DLLVM_CCACHE_BUILD=ON
    -DLLVM_CCACHE_DIR="$CACHE/ccache"
    -DLLVM_CCACHE_MAXSIZE=20G
    -DLLVM_INCLUDE_TESTS=OFF
    -DLLVM_INCLUDE_BENCHMARKS=OFF
    -DLLVM_INCLUDE_EXAMPLES=OFF
    -DLLVM_INCLUDE_DOCS=OFF
    -DCLANG_INCLUDE_TESTS=OFF
    -DCLANG_INCLUDE_DOCS=OFF
    -DCLANG_ENABLE_ARCMT=OFF
    -DCLANG_ENABLE_STATIC_ANALYZER=OFF
    -DCLANG_PLUGIN_SUPPORT=OFF
    -DLLVM_ENABLE_BINDINGS=OFF
    -DLLVM_ENABLE_ZLIB=OFF
    -DLLVM_ENABLE_ZSTD=OFF
    -DLLVM_ENABLE_LIBXML2=OFF
    -DLLVM_ENABLE_TERMINFO=OFF
    -DLLVM_ENABLE_LIBEDIT=OFF
    -DLLVM_ENABLE_LIBPFM=OFF
    -DLLVM_ENABLE_Z3_SOLVER=OFF
    -DLLVM_ENABLE_CURL=OFF
    -DLLVM_ENABLE_HTTPLIB=OFF
    -DLLVM_PARALLEL_LINK_JOBS=1
  )
  local stamp="$build/.pto-configured"
  # CMake finds tools by globbing llvm/tools: a new tool needs a configure.
  local digest; digest=$( (printf '%s\n' "${args[@]}"; ls "$CACHE/src/llvm/tools") |
                          sha256sum | cut -d' ' -f1)
  if [ -f "$build/build.ninja" ] && [ -f "$stamp" ] &&
     [ "$(cat "$stamp")" = "$digest" ]; then
    return
  fi
  log "configuring $build"
  mkdir -p "$build" "$CACHE/ccache"
  cmake "${args[@]}" > "$build/pto-cmake.log" ||
    { tail -30 "$build/pto-cmake.log"; die "cmake failed (log: $build/pto-cmake.log)"; }
  echo "$digest" > "$stamp"
}

build() {
  log "building (${JOBS} jobs): ${TOOLS[*]}"
  local start=$SECONDS
  ninja -C "$CACHE/build" -j "$JOBS" "${TOOLS[@]}" "${MODULES[@]}"
  log "build took $((SECONDS - start)) s"
  mkdir -p "$REPO/build/bin"
  for t in "${LINKS[@]}"; do
    ln -sfn "$CACHE/build/bin/$t" "$REPO/build/bin/$t"
  done
  [ -d "$LIBCXX_HEADERS" ] ||
    die "$LIBCXX_HEADERS missing (Debian package libc++-19-dev)"
  mkdir -p "$CACHE/build/include/c++"
  ln -sfn "$LIBCXX_HEADERS" "$CACHE/build/include/c++/v1"
  ln -sfn "$CACHE/build/lib/python" "$REPO/build/python"
  # The ACL runtime host programs link (-L build/lib -lascendcl).
  ln -sfn "$CACHE/build/lib" "$REPO/build/lib"
}

# The soft-float and math runtime pto-emu loads (docs/abi.md), into
# lib/pto-rt next to the tools' bin directory.
runtime() {
  add_compiler_rt
  python3 "$REPO/cmake/build_runtime.py" --clang "$CACHE/build/bin/clang" \
    --compiler-rt "$PRISTINE/$COMPILER_RT_BUILTINS" \
    --out "$CACHE/build/lib/pto-rt"
}

# An install prefix laid out as the vendor's CMake files and test runner
# expect (docs/offload.md): ASCEND_HOME_PATH=build/ascend, with bin/bisheng
# (this clang), include/acl, lib64 and tools/simulator/<soc>/lib holding the
# ACL runtime under the vendor's library names.
ascend_prefix() {
  local prefix="$CACHE/build/ascend" lib="$CACHE/build/lib" dir soc
  mkdir -p "$prefix/bin" "$prefix/include"
  ln -sfn "$CACHE/build/bin/clang" "$prefix/bin/bisheng"
  for f in "$lib/clang/${LLVM_VERSION%%.*}/include/pto/host"/*; do
    ln -sfn "$f" "$prefix/include/$(basename "$f")"
  done
  for soc in Ascend910_9599 Ascend950PR_9599; do
    for dir in "$prefix/lib64" "$prefix/tools/simulator/$soc/lib"; do
      mkdir -p "$dir"
      for f in "$lib"/libruntime.so* "$lib"/lib{ascendcl,runtime_camodel,tiling_api,platform,c_sec,nnopbase}.so; do
        ln -sfn "$f" "$dir/$(basename "$f")"
      done
    done
  done
  ln -sfn "$prefix" "$REPO/build/ascend"
}

sample() {
  [ "${PTO_SKIP_SAMPLE:-0}" = 1 ] && return
  log "sample kernel: tools/samples/scale.c -> PTO assembly"
  "$REPO/build/bin/clang" --target=pto -O2 -S -o - "$REPO/tools/samples/scale.c"
}

install_deps
fetch_source
stage
configure
build
runtime
ascend_prefix
sample
