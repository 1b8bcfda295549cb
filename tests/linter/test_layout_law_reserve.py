"""A federal quadro under Lei 15.142 with one column for the law's reserve, labelled by the law ("Vagas
reservadas (Lei nº 15.142/2025)¹"), its header's cells copied in reading order and broken wherever a cell
wrapped (Chrome's viewer, pypdf), the pay before the counts and the jornada after them: `broken_header` joins
the header (longer runs, lines of single-line cells side by side, a label's note cut over lines) and reads a
row ending in its jornada, and the header vocabulary reads the law's label as the negros' column
(`header._NEGROS_LAW`).

The property test draws 250 random variants (tests/layout_law_reserve.py): every row comes back with its
figures and a name holding its cargo, confirmed. The hand-written cases pin that the label spanning the
groups' own columns stays their span."""

from __future__ import annotations

import random

from layout_law_reserve import law_reserve_table

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.header import header_tokens
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_law_reserve_columns_copied_cell_by_cell_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-law-reserve")
    misread = unconfirmed = 0
    for _ in range(VARIANTS):
        text, rows = law_reserve_table(rng)
        positions = [q for q in lint_text(text)["positions"] if q.get("vacancies")]
        got = [(q["vacancies"], q["pcd_stated"] or 0, q["reserved_stated"] or 0) for q in positions]
        named = len(positions) == len(rows) and all(
            fold(name) in fold(q["name"]) for q, (name, *_) in zip(positions, rows)
        )
        for q, (_, total, pcd, reserve) in zip(positions, rows):
            if q["confidence"] == "confirmed":
                assert (q["vacancies"], q["pcd_stated"] or 0, q["reserved_stated"] or 0) == (total, pcd, reserve), text
        misread += got != [(total, pcd, reserve) for _, total, pcd, reserve in rows] or not named
        unconfirmed += any(q["confidence"] != "confirmed" for q in positions)
    assert misread <= VARIANTS // 50, f"{misread}/{VARIANTS} misread"
    assert unconfirmed <= VARIANTS // 10, f"{unconfirmed}/{VARIANTS} unconfirmed"


def test_the_law_label_is_the_negros_column_unless_the_groups_are_apart():
    assert header_tokens(fold("Cargo Vagas AC Vagas PcD Vagas reservadas (Lei nº 15.142/2025)¹ Total")) == [
        "name",
        "open",
        "vagas",
        "pcd",
        "reserva",
        "negros",
        "total",
    ]
    # the groups on the same line: the law's label is their span, no column
    assert "negros" not in (header_tokens(fold("Cargo AC PcD Vagas reservadas (Lei 15.142) PP PI PQ Total")) or [])
    # "Total reservado (Lei 15.142)", the groups' sum beside them, is not the law's label
    assert "negros" not in (header_tokens(fold("Cargo AC PcD PP PI PQ Total reservado (Lei 15.142) Total")) or [])


def test_the_law_label_over_the_groups_spans_them():
    text = (
        "EDITAL Nº 1, DE 10 DE NOVEMBRO DE 2025\n2. DAS VAGAS\n"
        "Cargo Total AC PcD Vagas reservadas (Lei nº 15.142/2025)\nPP PI PQ\n"
        "Analista 10 6 1 2 1 0\nTécnico 20 13 1 4 1 1\n3. DAS INSCRIÇÕES\n"
    )
    got = [(q["vacancies"], q["reserved_stated"]) for q in lint_text(text)["positions"]]
    assert got == [(10, 3), (20, 6)]
