# The two commands of README.md. Both install what they need first.
.PHONY: setup serve test bench

setup:
	bash scripts/setup.sh

serve: setup
	python3 -m cotacheck serve

test: setup
	python3 -m pytest

bench: setup
	python3 bench/run.py
