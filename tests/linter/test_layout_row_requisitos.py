"""Property test: the editais of `tests/layout_row_requisitos.py` read back (`tables/row_requisitos.py`): every
cargo with its vacancies and its reserve for negros, named by its own row (never by the requisitos row
above it), the table read to its end; confirmed by the sums where the header has an AC column."""

from __future__ import annotations

from layout_row_requisitos import row_requisitos
from test_layout_prose import assert_reads_back, exact_reading_problems

SEED = 20261206


def _problems(case) -> list[str]:
    return exact_reading_problems(case, confirmed=" AC " in case.text.split("\n")[3])


def test_requisitos_rows_under_their_rows_read_back():
    assert_reads_back(row_requisitos, _problems, SEED, "row_requisitos")
