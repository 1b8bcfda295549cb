"""Property test: a cargo's card written as one line of fields a bar apart ("Cargo: Técnico Ambiental | Nível:
Médio | Total de vagas: 15 | AC: 11 | PcD: 01 | PPP: 03"; tests/layout_field_bars.py, the class of
`tables/field_bars.py`) reads back right: each cargo exactly its own name, never the next field's words ("|
Nível: Médio | Total de"), its total and negros, confirmed.

A fixed seed draws 200 editais."""

from __future__ import annotations

from layout_field_bars import field_bars
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back, exact_reading_problems

SEED = 20261207


def test_field_bars_read_back():
    assert_reads_back(field_bars, exact_reading_problems, SEED, "field_bars", 200)


def test_proven_field_bars_are_confirmed():
    assert_proven_are_confirmed(field_bars, f"{SEED}-bars-confirmed", draws=50, least=45)
