#!/usr/bin/env bash
# The browser tests on a busy machine: two CPU-bound processes (`python3 -c "while True: pass"`) run
# beside pytest for the whole run and are killed at the end, whatever happens (failure, Ctrl-C).
# RUNS (default 1) runs in a row, stopping at the first failure; no rerun plugin. Extra arguments go
# to pytest (e.g. a single file). Prints each run's duration and the machine's load average.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-1}
burners=()
tests=""
stop() {  # the tests (when interrupted) and the load, by their ids
    [ -n "$tests" ] && kill "$tests" 2>/dev/null
    for pid in "${burners[@]}"; do kill "$pid" 2>/dev/null; done
    for pid in "${burners[@]}"; do wait "$pid" 2>/dev/null; done
    burners=()
}
trap stop EXIT
trap 'exit 130' INT TERM

for _ in 1 2; do
    python3 -c "while True: pass" &
    burners+=("$!")
done
echo "load: ${#burners[@]} CPU-bound processes (pids ${burners[*]}); $(uptime)"
status=0
for run in $(seq 1 "$runs"); do
    start=$(date +%s)
    # In the background, waited for: a signal to this script then stops everything at once.
    python3 -m pytest -p no:rerunfailures -p no:cacheprovider tests/browser "$@" &
    tests=$!
    wait "$tests"
    status=$?
    tests=""
    echo "run $run of $runs under load: exit $status in $(( $(date +%s) - start )) s;$(uptime | sed 's/.*,  *load/ load/')"
    [ "$status" -eq 0 ] || break
done
exit "$status"
