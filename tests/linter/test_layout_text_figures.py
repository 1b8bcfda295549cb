"""Property test: a quadro whose text cells before the counts hold figures ("(mínimo 120 horas)", "2 anos de
experiência", "Lei nº 8.906/1994", "CNH categoria “D”", "5º semestre"), as innerText or pypdf gives it
(tests/layout_text_figures.py, the class of `tables/text_figures.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row with vacancies its total and
its negros, named by its cargo; never a requisito's figure read as a count or as a row of its own, and no
row confirmed (its name runs on with the text cells)."""

from __future__ import annotations

from layout_text_figures import text_figures
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.cells import inner_cells

SEED = 20261216


def test_text_figures_read_back():
    assert_reads_back(text_figures, problems, SEED, "text_figures", 200)


def _inner(text: str, expected: int):
    return inner_cells(Line(1, text, fold(text).lower()), expected)


def test_a_short_run_before_a_full_one_is_the_texts():
    """The first run of numbers, shorter than the columns, with a run that fills them later on the line, is
    words of a text cell; the full run is the row's counts."""
    words, cells = _inner("Curso de taquigrafia (mínimo 120 horas) 01 00 00 30h R$ 3.214,55", 3)
    assert cells == [("n", 1), ("n", 0), ("n", 0)] and words[-1] == "horas)"
    words, cells = _inner("Motorista 2 anos de experiência 3 – 1 40h", 3)
    assert cells == [("n", 3), ("zero", 0), ("n", 1)] and words == ["Motorista", "2", "anos", "de", "experiência"]


def test_a_short_run_alone_is_kept():
    """With no full run after it, a short run is read as before (a row whose last cells wrap onto the next
    line, or a table of one count column)."""
    assert _inner("Analista Judiciário 3 1 Superior completo", 3)[1] == [("n", 3), ("n", 1)]
    assert _inner("Engenheiro Civil 24 Graduação em Engenharia 2 anos", 1)[1] == [("n", 24)]
