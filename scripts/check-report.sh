#!/usr/bin/env bash
# Checks the HTML report of `nqueens compare` in a real browser: renders it with headless Chromium
# (installed from Debian's packages if missing), reads the chart back from the browser's DOM, and
# asserts that each chart draws one series per formulation that can answer its question, as
# `nqueens solvers` lists them, that every chart (the level widths' too) has a legend with an entry a
# series, and that every link of the navigation bar leads to a section of the page. (The JUnit test
# ReportInBrowserTest checks besides, over the DevTools protocol, that the page reports no error.)
# Leaves report.html, dom.html and report.png in the output folder.
#
# Usage: scripts/check-report.sh [OUTDIR] [-- COMPARE-OPTIONS...]
#   scripts/check-report.sh                      the default comparison, output in a temporary folder
#   scripts/check-report.sh out -- --n 1..8 --time-limit 1s
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$(mktemp -d)}"
[ $# -gt 0 ] && shift
[ "${1:-}" = "--" ] && shift
mkdir -p "$out"
out="$(cd "$out" && pwd)"

if ! command -v chromium >/dev/null 2>&1; then
  echo "check-report: chromium is missing; installing it from the Debian packages" >&2
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq && $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi

status=0
"$root/nqueens" compare --report "$out/report.html" "$@" >"$out/compare.txt" 2>"$out/progress.txt" || status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 3 ] && [ "$status" -ne 4 ]; then
  echo "check-report: nqueens compare failed with exit code $status:" >&2
  tail -n 5 "$out/progress.txt" >&2
  exit 1
fi
echo "check-report: $(tail -n 1 "$out/compare.txt")"

browser() {
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update \
    --disable-sync --no-first-run --user-data-dir="$(mktemp -d)" "$@" 2>/dev/null
}
browser --dump-dom "file://$out/report.html" >"$out/dom.html"
browser --window-size=1366,2400 --screenshot="$out/report.png" "file://$out/report.html" >/dev/null

# The series each chart draws, as the browser parsed the page: "question solver" lines.
sed 's/</\n</g' "$out/dom.html" | awk '
  /^<svg class="chart"/ { match($0, /data-question="[^"]*"/); q = substr($0, RSTART + 15, RLENGTH - 16) }
  /^<\/svg>/ { q = "" }
  /^<g class="series"/ && q != "" { match($0, /data-solver="[^"]*"/); print q, substr($0, RSTART + 13, RLENGTH - 14) }
' | sort >"$out/drawn.txt"

# The series each chart must draw: every formulation whose tasks include the question's task.
"$root/nqueens" solvers | awk '
  /^[^ ]/ { id = $1 }
  /tasks:/ {
    if (index($0, "count all solutions")) print "counts", id
    if (index($0, "enumerate all solutions")) print "sets", id
    if (index($0, "solve an empty board")) print "solve", id
  }
' | sort >"$out/expected-all.txt"
# Only the charts the comparison drew are held to it (--questions may leave some out), and with --solvers only
# the chosen formulations (and the reference) are expected.
cut -d' ' -f1 "$out/drawn.txt" | sort -u >"$out/charts.txt"
if [ ! -s "$out/charts.txt" ]; then
  echo "check-report: FAIL: the browser's DOM of $out/report.html holds no chart" >&2
  exit 1
fi
chosen=""
previous=""
for arg in "$@"; do
  case "$arg" in
    --solvers=*) chosen="${arg#--solvers=}" ;;
  esac
  [ "$previous" = "--solvers" ] && chosen="$arg"
  previous="$arg"
done
grep -F -w -f "$out/charts.txt" "$out/expected-all.txt" | awk -v chosen="$chosen" '
  BEGIN { n = split(chosen, ids, ","); for (i = 1; i <= n; i++) keep[ids[i]] = 1; keep["backtrack"] = 1 }
  chosen == "" || ($2 in keep)
' | sort >"$out/expected.txt"

if ! diff -u "$out/expected.txt" "$out/drawn.txt" >"$out/series.diff"; then
  echo "check-report: FAIL: the charts do not draw one series per formulation (- expected, + drawn):" >&2
  cat "$out/series.diff" >&2
  exit 1
fi
for chart in $(cat "$out/charts.txt"); do
  echo "check-report: chart '$chart': $(grep -c "^$chart " "$out/drawn.txt") series ($(grep "^$chart " "$out/drawn.txt" | cut -d' ' -f2 | paste -sd, -))"
done
# Every chart has a legend with one entry a series: "series legend-entries" per chart, as the browser parsed it.
sed 's/</\n</g' "$out/dom.html" | awk '
  /^<svg class="chart"/ { charts++; series[charts] = 0; entries[charts] = 0; legend[charts] = 0 }
  /^<g class="series"/ { series[charts]++ }
  /^<g class="legend"/ { legend[charts] = 1 }
  /^<g class="legend-entry" data-(solver|n)=/ { entries[charts]++ }
  END { for (c = 1; c <= charts; c++) print c, legend[c], series[c], entries[c] }
' >"$out/legends.txt"
if awk '$2 != 1 || $3 != $4 { bad = 1 } END { exit !bad }' "$out/legends.txt"; then
  echo "check-report: FAIL: a chart without a legend entry a series (chart, has legend, series, entries):" >&2
  cat "$out/legends.txt" >&2
  exit 1
fi
# Every link of the navigation bar leads to a section of the page.
nav="$(sed -n 's/.*<nav[^>]*>\(.*\)<\/nav>.*/\1/p' "$out/dom.html" | grep -o 'href="#[^"]*"' | sed 's/href="#\(.*\)"/\1/')"
if [ -z "$nav" ]; then
  echo "check-report: FAIL: the report has no navigation bar" >&2
  exit 1
fi
for target in $nav; do
  if ! grep -q "<section id=\"$target\">" "$out/dom.html"; then
    echo "check-report: FAIL: the navigation links to #$target, which is no section of the page" >&2
    exit 1
  fi
done
echo "check-report: $(wc -l <"$out/legends.txt") charts, each with a legend; navigation: $(echo $nav | tr ' ' ',')"
echo "check-report: OK: every chart shows one series per formulation; report, DOM and screenshot in $out"
