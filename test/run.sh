#!/usr/bin/env bash
# Runs the whole PTO test suite with lit and prints "N passed, N failed" as
# its last line. Extra arguments go to lit: test paths (the whole suite when
# none is given) and options. A CI farm splits the suite with lit's own
# sharding, machine K of N running
#   test/run.sh --num-shards=N --run-shard=K
# (each test in exactly one shard; the shards' counts add up to the
# suite's), and lit's --filter=REGEX runs the tests whose path matches.
set -uo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The build's llvm-lit finds lit relative to its real location.
LIT=$(readlink -f "$REPO/build/bin/llvm-lit" 2>/dev/null || true)
if [ -z "$LIT" ] || [ ! -x "$LIT" ]; then
  echo "run.sh: error: $LIT not found: run cmake/build.sh first" >&2
  echo "0 passed, 1 failed"
  exit 1
fi

out=$(mktemp)
trap 'rm -f "$out"' EXIT
args=("$@")
has_path=0
for a in "${args[@]}"; do
  [[ "$a" != -* ]] && has_path=1
done
[ "$has_path" -eq 0 ] && args+=("$REPO/test")
"$LIT" -sv "${args[@]}" 2>&1 | tee "$out"
rc=${PIPESTATUS[0]}

# lit's summary lines look like "  Passed: 12 (100.00%)".
count() {
  local n
  n=$(sed -n "s/^ *$1 *: *\([0-9][0-9]*\).*/\1/p" "$out" | head -1)
  echo "${n:-0}"
}
passed=$(count Passed)
failed=$(( $(count Failed) + $(count "Unexpectedly Passed") + \
           $(count Unresolved) + $(count "Timed Out") ))
if [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ]; then
  failed=1
fi
echo "$passed passed, $failed failed"
exit "$rc"
