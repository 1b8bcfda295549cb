"""Property test: the quadros of `tests/layout_fcc_notes.py` read back (`tables/layout_grid.py`): every
row is a position with its whole name (its bracketed qualifier included, never a note's words), its
vacancies and its stated reserve for negros; no TOTAL row is read as a cargo; a confirmed row is right."""

from __future__ import annotations

from functools import partial

from layout_fcc_notes import fcc_notes
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.tables.layout_grid import _continues

SEED = 20261205


def test_fcc_quadros_with_notes_read_back():
    assert_reads_back(fcc_notes, partial(exact_reading_problems, confirmed=False), SEED, "fcc_notes")


def test_a_bracketed_qualifier_continues_a_name_a_note_mark_does_not():
    assert _continues("(Psiquiatria)")
    assert _continues("da Informação")
    assert not _continues("(1) e (2) ver notas da página anterior.")
    assert not _continues("Analista Judiciário")
