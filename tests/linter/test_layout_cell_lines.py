"""A quadro copied a line per cell's line (Chrome's PDF viewer, pypdf), its rows flat with their counts
followed by text cells and the requisito wrapped onto lines of its own (`tables/broken_header.py`, its
header joined; `tables/row_tails.py`, each row's tail joined to it).

The property test draws 250 random variants (tests/layout_cell_lines.py): every cargo comes back under its
own name (no requisito's tail in it, no Total row read as a cargo), with its total and its reserve for
negros; nothing else is read, and a confirmed reading is always right."""

from __future__ import annotations

import random

from layout_cell_lines import cell_lines_tables
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import broken_header
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _read(body: str, rows: list[tuple[str, int, int]]) -> bool:
    """Whether every row is read under its own name (asserting no phantom and no confirmed wrong reading)."""
    want = {name: (total, negros) for name, total, negros in rows}
    got = {}
    for q in lint_text(HEAD + body + TAIL)["positions"]:
        if not q.get("vacancies"):
            continue
        assert q["name"] in want, (q, body)
        figures = (q["vacancies"], q["reserved_stated"] or 0)
        assert q["confidence"] != "confirmed" or figures == want[q["name"]], (q, body)
        got[q["name"]] = figures
    return got == want


def test_cell_line_headers_over_rows_ending_in_text_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-cell-lines")
    misread = [body for body, rows in (cell_lines_tables(rng) for _ in range(VARIANTS)) if not _read(body, rows)]
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
