# The two commands of README.md. Both install what they need first.
.PHONY: setup serve test test-quick test-under-load bench

setup:
	bash scripts/setup.sh

serve: setup
	python3 -m cotacheck serve

test: setup
	bash scripts/run-tests.sh

# Maintainers: every test but the browser's, on every core (the inner loop; a worker that runs out takes
# the other's pending tests: --dist worksteal); the browser tests beside
# two CPU-bound processes, RUNS times in a row (`make test-under-load RUNS=3`).
test-quick: setup
	python3 -m pytest -n $${COTACHECK_TEST_WORKERS:-2} --dist worksteal --ignore=tests/browser

test-under-load: setup
	bash scripts/test-under-load.sh

bench: setup
	python3 bench/run.py
