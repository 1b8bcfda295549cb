"""Table reading grows in a straight line with its rows (issue 41: 50 000 rows took 14.7 CPU s and
100 000 took 53 s, a pass looking back over all rows; bench/lint_bench.py times up to 200 000). Four
times the rows may take at most GROWTH_BOUND times the CPU time: linear is 4, the square was 16."""

from __future__ import annotations

import datetime as dt
import time

from bench.lint_bench import table_of
from cotacheck.linter import lint_text

GROWTH_BOUND = 5.5


def _cpu(rows: int) -> float:
    """The least CPU time of two readings (CPU time, not the clock: other processes do not count)."""
    text, best = table_of(rows), None
    for _ in range(2):
        start = time.process_time()
        lint_text(text, law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
        spent = time.process_time() - start
        best = spent if best is None else min(best, spent)
    return best


def test_four_times_the_rows_take_about_four_times_as_long():
    small, large = _cpu(8_000), _cpu(32_000)
    assert large / small <= GROWTH_BOUND, f"{small:.2f} s for 8 000 rows, {large:.2f} s for 32 000"
