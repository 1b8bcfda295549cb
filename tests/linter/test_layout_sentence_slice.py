"""Property test: a quadro below a paragraph whose wrapped line begins like a place's heading ("unidade de
lotação, conforme a Cláusula Segunda."; tests/layout_sentence_slice.py, the class of `extract._ends_sentence`)
reads back right: each row its own name, never the sentence's tail glued to it, and confirmed, its figures
adding up.

A fixed seed draws 200 editais: every row read once, exactly its name, its total and negros, and confirmed
where the generator marks it proven."""

from __future__ import annotations

from layout_sentence_slice import sentence_slice
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back, exact_reading_problems

SEED = 20261207


def _problems(case) -> list[str]:
    """Names and figures not exactly the entries', and a proven edital's rows not confirmed."""
    confirmed = all(e.proven for e in case.entries)
    return exact_reading_problems(case, confirmed=confirmed)


def test_sentence_slice_reads_back():
    assert_reads_back(sentence_slice, _problems, SEED, "sentence_slice", 200)


def test_proven_sentence_slice_is_confirmed():
    assert_proven_are_confirmed(sentence_slice, f"{SEED}-sentence-confirmed", draws=60, least=30)
