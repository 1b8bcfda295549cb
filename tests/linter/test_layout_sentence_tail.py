"""Property test: the quadros of `tests/layout_sentence_tail.py` (the sentence over the table ending on a
line of its own that names its columns) read back right (`tables/sentence_tail.py`): every row a position
with its name, vacancies and stated reserve for negros, nothing else read. Beside it, a header's first line
ending in a colon under a short line stays a header."""

from __future__ import annotations

from layout_sentence_tail import sentence_tail
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter import lint_text

SEED = 20261206


def test_sentence_tails_over_quadros_read_back():
    assert_reads_back(sentence_tail, lambda case: exact_reading_problems(case, confirmed=False), SEED, "sentence_tail")


def test_a_header_under_a_title_keeps_its_first_line():
    text = "\n".join(["QUADRO DE VAGAS", "Cargo Vagas AC PcD Negros:", "Analista 10 7 1 2", "Técnico 5 4 0 1"])
    positions = lint_text(text)["positions"]
    assert [(p["name"], p["vacancies"]) for p in positions] == [("Analista", 10), ("Técnico", 5)]
