"""Property test: a portal's tab table of cargos with, right under its last row, a numbered item offering one
more cargo in prose (tests/layout_offer_after_rows.py: `not_counts.sentence_after_rows` and
`prose_forms.CARGO_AFTER_OFFER`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row its total and its negros, the
prose cargo its vacancy and no reserve; no row of the table left in doubt by the item read as its row."""

from __future__ import annotations

from layout_offer_after_rows import offer_after_rows
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back, problems

SEED = 20261206


def test_offer_after_rows_reads_back():
    assert_reads_back(offer_after_rows, problems, SEED, "offer_after_rows", 200)


def test_offer_after_rows_are_confirmed():
    assert_proven_are_confirmed(offer_after_rows, f"{SEED}-confirmed", draws=40, least=30)
