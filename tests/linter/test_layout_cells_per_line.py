"""Property test: the quadros of `tests/layout_cells_per_line.py` read back right: a LibreOffice table's
header a cell after another (each label over one line or a few), its text columns after the counts
("Subsídio inicial (R$)", "Carga horária semanal"), every row its vacancies and its stated reserve for
negros, confirmed; and with the labels' long words cut inside, no hyphen, as a narrow cell wraps them."""

from __future__ import annotations

from layout_cells_per_line import cells_cut_in_words, cells_per_line
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import header_word_breaks
from cotacheck.linter.tables.header import header_tokens

SEED = 20261206


def test_cells_per_line_read_back():
    assert_reads_back(cells_per_line, exact_reading_problems, SEED, "cells_per_line")


def test_labels_cut_inside_words_read_back():
    assert_reads_back(cells_cut_in_words, exact_reading_problems, SEED, "cells_cut_in_words")


def test_a_sentence_going_on_is_no_cut_word():
    text = "2.1. As vagas serão distribuídas conforme\no edital e seus anexos, em ordem.\nCargo AC PcD Negros Total\nAnalista 3 1 1 5"
    lines = split_lines(text)
    assert [line.text for line in header_word_breaks.relay(lines, text)][:2] == text.split("\n")[:2]


def test_a_label_cut_inside_a_word_is_joined():
    text = "Cargo\nVagas\nreservada\ns a\nCandidato\ns Negros(2)\nAmpla\nConcorrên\ncia\nTotal"
    assert [line.text for line in header_word_breaks.relay(split_lines(text), text)] == [
        "Cargo",
        "Vagas",
        "reservadas a",
        "Candidatos Negros(2)",
        "Ampla",
        "Concorrência",
        "Total",
    ]


def test_subsidio_is_a_pay_label():
    assert header_tokens("cargo ampla concorrencia pcd negros total subsidio inicial (r$) carga horaria") is not None
