"""Property test: the quadros of `tests/layout_first_name.py` read back right (`tables/first_name.py`): the
first row's name under each header whole (its first line never dropped), every row's vacancies and stated
reserve for negros, confirmed where the header has an ampla concorrência column; nothing else is read.
Beside it, the lines that begin no name."""

from __future__ import annotations

from layout_first_name import first_name
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.first_name import _begins

SEED = 20261208


def test_first_name_quadros_read_back():
    assert_reads_back(first_name, exact_reading_problems, SEED, "first_name")


def test_labels_headings_and_figures_begin_no_name():
    for text in ("NÍVEL SUPERIOR", "(R$)", "C.H.", "Vagas", "Total AC PcD", "Lei 1.234/2020", "Agente 2"):
        assert not _begins(Line(1, text, fold(text))), text
    assert _begins(Line(1, "Enfermeiro da Estratégia", fold("Enfermeiro da Estratégia")))
