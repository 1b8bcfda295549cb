"""Property test: the quadros of `tests/layout_fgv_levels.py` read back (`tables/header_pair.py`): under
a header wrapped over two lines side by side with a "Vagas Ampla" / "Concorrência" label, every row is a
position with its whole name, its vacancies and its stated reserve for negros, confirmed."""

from __future__ import annotations

from layout_fgv_levels import fgv_levels
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.header_pair import readings

SEED = 20261205


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0) for p in positions)
    want = sorted((fold(e.name), e.vacancies, e.negros or 0) for e in case.entries)
    out = [] if got == want else [f"read {got}, want {want}"]
    return out + [f"{p['name']}: not confirmed" for p in positions if p["confidence"] != "confirmed"]


def test_fgv_quadros_read_back():
    assert_reads_back(fgv_levels, _problems, SEED, "fgv_levels")


def test_a_bare_vagas_may_be_the_prefix_of_the_next_cell():
    top = "Cargo/Especialidade Vagas Ampla Vagas reservadas Vagas reservadas a Total de"
    low = "Concorrência a PcD candidatos negros vagas"
    cells = [cells for _, cells in readings(top, low, vagas_prefix=True).values()]
    assert any("Vagas Ampla Concorrência" in c for c in cells)
    assert not any("Vagas Ampla Concorrência" in c for _, c in readings(top, low).values())
