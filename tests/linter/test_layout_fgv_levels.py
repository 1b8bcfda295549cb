"""Property test: the quadros of `tests/layout_fgv_levels.py` read back (`tables/header_pair.py`): under
a header wrapped over two lines side by side with a "Vagas Ampla" / "Concorrência" label, every row is a
position with its whole name, its vacancies and its stated reserve for negros, confirmed."""

from __future__ import annotations

from layout_fgv_levels import fgv_levels
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.tables.header_pair import readings

SEED = 20261205


def test_fgv_quadros_read_back():
    assert_reads_back(fgv_levels, exact_reading_problems, SEED, "fgv_levels")


def test_a_bare_vagas_may_be_the_prefix_of_the_next_cell():
    top = "Cargo/Especialidade Vagas Ampla Vagas reservadas Vagas reservadas a Total de"
    low = "Concorrência a PcD candidatos negros vagas"
    cells = [cells for _, cells in readings(top, low, vagas_prefix=True).values()]
    assert any("Vagas Ampla Concorrência" in c for c in cells)
    assert not any("Vagas Ampla Concorrência" in c for _, c in readings(top, low).values())
