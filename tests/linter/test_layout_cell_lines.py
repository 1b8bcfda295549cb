"""A quadro copied a line per cell's line (Chrome's PDF viewer, pypdf), its rows flat with their counts
followed by text cells and the requisito wrapped onto lines of its own (`tables/broken_header.py`, its
header joined; `tables/row_tails.py`, each row's tail joined to it).

The property test draws 250 random variants (tests/layout_cell_lines.py): every cargo comes back under its
own name (no requisito's tail in it, no Total row read as a cargo), with its total and its reserve for
negros; nothing else is read, and a confirmed reading is always right."""

from __future__ import annotations

import random

from layout_cell_lines import cell_lines_tables

from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import broken_header
from tests.linter.layout_reading import reads_whole
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_cell_line_headers_over_rows_ending_in_text_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-cell-lines")
    misread = [body for body, rows in (cell_lines_tables(rng) for _ in range(VARIANTS)) if not reads_whole(body, rows)]
    assert not misread, f"{len(misread)}/{VARIANTS} misread, first:\n{misread[0]}"


def test_a_layout_header_read_in_order_is_not_joined_for_rows_ending_in_text():
    """Three lines of a layout's labels interleaved ("Total de Ampla Remuneração" / "Cargo Negros PcD" /
    "vagas concorrência inicial (R$)"), opening with no name label: not a header a line per cell's line."""
    text = "\n".join(
        [
            "Total de Ampla Remuneração",
            "Cargo Negros PcD",
            "vagas concorrência inicial (R$)",
            "Analista de Defensoria – Psicologia 8 5 2 1 7.312,44",
            "Técnico em Informática – Suporte 5 3 1 1 4.106,93",
        ]
    )
    lines = split_lines(text)
    assert [line.text for line in broken_header.relay(list(lines))] == [line.text for line in lines]
