"""Property test: the quadros of `tests/layout_fcc_notes.py` read back (`tables/layout_grid.py`): every
row is a position with its whole name (its bracketed qualifier included, never a note's words), its
vacancies and its stated reserve for negros; no TOTAL row is read as a cargo; a confirmed row is right."""

from __future__ import annotations

from layout_fcc_notes import fcc_notes
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.layout_grid import _continues

SEED = 20261205


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0) for p in positions)
    want = sorted((fold(e.name), e.vacancies, e.negros or 0) for e in case.entries)
    return [] if got == want else [f"read {got}, want {want}"]


def test_fcc_quadros_with_notes_read_back():
    assert_reads_back(fcc_notes, _problems, SEED, "fcc_notes")


def test_a_bracketed_qualifier_continues_a_name_a_note_mark_does_not():
    assert _continues("(Psiquiatria)")
    assert _continues("da Informação")
    assert not _continues("(1) e (2) ver notas da página anterior.")
    assert not _continues("Analista Judiciário")
