#!/usr/bin/env bash
# Checks the page of `nqueens animate` in a real browser, by hand: writes the page, opens it in headless
# Chromium (installed from Debian's packages if missing) at a few steps, reads the board back from the
# browser's DOM and compares it with the queens the trace has placed by that step (from `nqueens trace
# --format json`). Leaves the page, the DOMs and a screenshot in the output folder.
#
# Usage: scripts/check-animation.sh [OUTDIR] [-- ANIMATE-OPTIONS...]
#   scripts/check-animation.sh                       n = 5, the reference backtracker
#   scripts/check-animation.sh out -- 6 --solvers backtrack,dlx
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$(mktemp -d)}"
[ $# -gt 0 ] && shift
[ "${1:-}" = "--" ] && shift
[ $# -eq 0 ] && set -- 5
mkdir -p "$out"
out="$(cd "$out" && pwd)"

if ! command -v chromium >/dev/null 2>&1; then
  echo "check-animation: chromium is missing; installing it from the Debian packages" >&2
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq && $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi

"$root/nqueens" animate "$@" --output "$out/animation.html"
first_solver="$(grep -o '"searches":\[{"id":"[^"]*"' "$out/animation.html" | sed 's/.*"id":"//; s/"$//')"
n="$1"
"$root/nqueens" trace "$n" --solver "$first_solver" --all --format json >"$out/trace.json"

browser() {
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update \
    --disable-sync --no-first-run --user-data-dir="$(mktemp -d)" "$@" 2>/dev/null
}

# The queens on the board after the first K events, from the trace's JSON: place/solution put one down, backtrack takes it off.
expected_board() {
  local steps="$1"
  tr '{' '\n' <"$out/trace.json" | grep '"event"' | head -n "$steps" | awk -v n="$n" -F'[:,]' '
    { ev = $2; gsub(/"/, "", ev); row = $4 + 0; col = $6; gsub(/[^0-9]/, "", col) }
    ev == "place" || ev == "solution" { q[row] = col }
    ev == "backtrack" { q[row] = "" }
    END { s = ""; for (r = 1; r <= n; r++) { s = s (r > 1 ? " " : "") (q[r] == "" ? "." : q[r]) } print s }'
}

status=0
for step in 1 2 3 10 25; do
  browser --dump-dom "file://$out/animation.html#step=$step" >"$out/dom-$step.html"
  shown="$(grep -o 'id="board" data-queens="[^"]*"' "$out/dom-$step.html" | sed 's/.*data-queens="//; s/"$//')"
  want="$(expected_board "$step")"
  if [ "$shown" = "$want" ]; then
    echo "check-animation: step $step: board $shown as the trace says"
  else
    echo "check-animation: FAIL: step $step: the page shows '$shown', the trace has '$want'" >&2
    status=1
  fi
done
browser --window-size=1300,1000 --screenshot="$out/animation.png" "file://$out/animation.html#step=40" >/dev/null
[ "$status" -eq 0 ] && echo "check-animation: OK: page, DOMs and screenshot (step 40) in $out"
exit "$status"
