"""One long line of prose (issue 41: 42.7 MB of one-line "vagas" sentences took 42 CPU s): a line is cut
into a table's pieces only when two cells stand side by side in it, the least a row has."""

from __future__ import annotations

import random

from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import one_line


def _prose(sentences: int) -> str:
    return " ".join(f"Cargo Analista {i}: {i % 9 + 1} vagas." for i in range(sentences))


def test_prose_with_vagas_is_not_cut_into_pieces(monkeypatch):
    cut = []
    pieces = one_line._pieces
    monkeypatch.setattr(one_line, "_pieces", lambda text: cut.append(len(text)) or pieces(text))
    lines = split_lines(_prose(400))
    before = [(line.number, line.text) for line in lines]
    assert [(line.number, line.text) for line in one_line.relay(lines)] == before
    assert not cut  # no two cells side by side: no row, and the line is never cut


def test_a_one_line_table_is_still_relaid():
    text = "Quadro de vagas: CARGO AC PcD NEGROS TOTAL " + " ".join(f"Analista{i} 7 1 2 10" for i in range(60))
    relaid = one_line.relay(split_lines(text))
    assert len(relaid) > 60 and any(line.text == "Analista3 7 1 2 10" for line in relaid)


def test_the_two_cells_test_agrees_with_the_rows_it_stands_for():
    """Every long line has a row piece only if it has two cells side by side (random tokens)."""
    rng = random.Random(41)
    words = ["vagas", "Cargo", "12", "1.234", "–", "-", "x:", "2.", "1.2.", "total", "", "7a", "99999", "123456"]
    for _ in range(3_000):
        text = "vagas " + " ".join(rng.choice(words) for _ in range(rng.randint(60, 120)))
        rows = any(one_line._is_row(p) for p in one_line._pieces(text))
        assert bool(one_line._TWO_CELLS.search(text)) or not rows, text
