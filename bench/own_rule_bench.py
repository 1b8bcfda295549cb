"""Benchmark of reading an edital's own reserve rule, against linting the same text in the same run.

    python3 bench/own_rule_bench.py [--quick]

Builds a 1 MB and a 10 MB edital by repeating the corpus (tests/corpus/*.txt) and times
`read_own_rule` and `lint_text` on each; prints MB/s, the own-rule / lint time ratio (what reading
the rule adds to a lint) and the 10 MB / 1 MB ratio (about 10 if the cost grows linearly). Then
times adversarial inputs (1 MB of "%", of digits and percent signs, one 1 MB line, lines without
full stops). Prints figures only; nothing is asserted about time.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cotacheck.linter import lint_text  # noqa: E402
from cotacheck.linter.facts.own_rule import read_own_rule  # noqa: E402
from cotacheck.linter.read.text import split_lines  # noqa: E402

MB = 1_000_000


def corpus_text(size: int) -> str:
    texts = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "tests" / "corpus").glob("*.txt"))]
    joined = "\n".join(texts)
    return (joined * (size // len(joined) + 1))[:size]


def timed(function, *args) -> float:
    start = time.perf_counter()
    function(*args)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="1 MB only")
    args = parser.parse_args()
    sizes = [MB] if args.quick else [MB, 10 * MB]
    own_times = {}
    for size in sizes:
        text = corpus_text(size)
        own = timed(read_own_rule, text)
        lines = split_lines(text)
        own_lines = timed(read_own_rule, lines)  # as wired into the linter, which has split the lines already
        lint = timed(lint_text, text)
        own_times[size] = own
        print(
            f"{size / MB:>4.0f} MB corpus: read_own_rule {own:6.2f} s ({size / MB / own:5.2f} MB/s), on the linter's "
            f"lines {own_lines:6.2f} s; lint_text {lint:6.2f} s; own-rule (lines) / lint = {own_lines / lint:4.2f}"
        )
    if len(sizes) == 2:
        print(f"10 MB / 1 MB (read_own_rule) = {own_times[10 * MB] / own_times[MB]:.1f} (linear: 10)")
    adversarial = {
        "1 MB of '%'": "%" * MB,
        "1 MB of '20% ' in one line": "20% " * (MB // 4),
        "1 MB of 'negros 20% das vagas, ' lines without stops": "negros 20% das vagas, \n" * (MB // 23),
        "1 MB of '1/5 ' and digits": ("1/5 12/2014 3 (três) " * (MB // 21)),
        "1 MB of 'igual ou superior a ' lines": "reserva negros vagas igual ou superior a \n" * (MB // 41),
    }
    for label, text in adversarial.items():
        print(f"{label:<55} read_own_rule {timed(read_own_rule, text):6.2f} s")


if __name__ == "__main__":
    main()
