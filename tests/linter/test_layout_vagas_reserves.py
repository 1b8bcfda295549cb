"""Property test: the quadros of `tests/layout_vagas_reserves.py` read back right (`tables/prefix_total.py`):
every row with vacancies is a position with its whole name, its total as its vacancies and its stated reserve
for negros; none is confirmed, since no ampla concorrência closes the total; nothing else is read."""

from __future__ import annotations

from layout_vagas_reserves import vagas_reserves
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter import lint_text

SEED = 20261207


def _problems(case) -> list[str]:
    out = exact_reading_problems(case, confirmed=False)
    positions = lint_text(case.text)["positions"]
    return out + [f"{p['name']}: confirmed" for p in positions if p["confidence"] == "confirmed"]


def test_vagas_then_reserves_read_back():
    assert_reads_back(vagas_reserves, _problems, SEED, "vagas_reserves")


def test_a_cell_under_its_reserves_leaves_vagas_a_prefix():
    """ "Vagas" over cells smaller than the reserves' sum is no total: the header is read as it was."""
    text = "CARGO VAGAS PcD NEGROS CARGA HORÁRIA\nGari 01 01 02 40h\nPedreiro 01 01 02 40h"
    assert all(p["vacancies"] != 1 for p in lint_text(text)["positions"])
