#!/usr/bin/env bash
# `make test`: every test, in two pytest runs: the tests without a browser on every core
# (pytest-xdist, -n $COTACHECK_TEST_WORKERS, default 2; --dist worksteal: a worker that runs out takes the
# other's pending tests, so neither idles at the tail), then the browser tests in one process (one
# site build, one Chromium, pages shared between tests; -n $COTACHECK_BROWSER_WORKERS to spread them).
# Extra arguments go to both runs.
# Fails if either run fails; a run that selects no test (pytest's exit 5) fails only if both do.
# The last lines repeat each run's closing line and the verdict.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

python3 -m pytest -n "${COTACHECK_TEST_WORKERS:-2}" --dist worksteal --ignore=tests/browser "$@" 2>&1 | tee "$logs/pure"
pure=${PIPESTATUS[0]}
# The browser tests: COTACHECK_BROWSER_WORKERS processes (default 1), each with its own site build and
# Chromium; a file's tests stay in one process (--dist loadfile), so a file's shared page boots once.
browser_workers=${COTACHECK_BROWSER_WORKERS:-1}
if [ "$browser_workers" = 1 ] || [ "$browser_workers" = 0 ]; then
    python3 -m pytest tests/browser "$@" 2>&1 | tee "$logs/browser"
else
    python3 -m pytest -n "$browser_workers" --dist loadfile tests/browser "$@" 2>&1 | tee "$logs/browser"
fi
browser=${PIPESTATUS[0]}

closing() { grep -E '^=+ .* in [0-9.]+s' "$1" | tail -n 1 | sed -E 's/^=+ //; s/ =+$//'; }
echo
echo "without a browser (exit $pure): $(closing "$logs/pure")"
echo "in the browser    (exit $browser): $(closing "$logs/browser")"
if [ "$pure" -eq 5 ] && [ "$browser" -eq 5 ]; then
    status=5
elif [ "$pure" -ne 0 ] && [ "$pure" -ne 5 ]; then
    status=$pure
elif [ "$browser" -ne 0 ] && [ "$browser" -ne 5 ]; then
    status=$browser
else
    status=0
fi
if [ "$status" -eq 0 ]; then echo "make test: passed"; else echo "make test: FAILED (exit $status)"; fi
exit "$status"
