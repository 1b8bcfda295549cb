"""Property test: a quadro whose count labels Typst printed rotated, as pdftotext -layout gives it (each label
whole on a line of its own at its column's place), the cargo's and its pay's cells merged down its lotações at
times (tests/layout_rotated_whole.py, the class of `tables/rotated_whole.py` and `tables/pay_between_names.py`),
read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell; never a phantom (a cargo named without the lotação whose
figures it holds); a lotação row whose cargo the text does not give never confirmed."""

from __future__ import annotations

import random

from layout_rotated_whole import rotated_whole
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables import rotated_whole as stage

SEED = 20261207


def test_rotated_whole_reads_back():
    assert_reads_back(rotated_whole, problems, SEED, "rotated_whole", 200)


def test_proven_rotated_whole_are_confirmed():
    assert_proven_are_confirmed(rotated_whole, f"{SEED}-rotated-confirmed", draws=120, least=25)


def test_labels_the_vocabulary_does_not_read_leave_the_header_alone():
    """Rotated labels naming no count role (a score table's "Número de questões") are not rewritten (the others
    blanked where their lines' order is not their columns'): the roles stay unknown, nothing is confirmed."""
    rng = random.Random(f"{SEED}-words")
    for _ in range(20):
        case = rotated_whole(rng)
        text = case.text.replace("Pessoas com deficiência", "Número de questões").replace(
            "Negros (30%)", "Peso da prova"
        )
        text = text.replace("Candidatos negros", "Peso da prova").replace("Reservadas a negros", "Peso da prova")
        text = text.replace("Negros (20%)", "Peso da prova").replace("Com deficiência", "Número de questões")
        if text == case.text:
            continue
        assert "Peso da prova" in stage.relay(text)
        for p in lint_text(text)["positions"]:
            assert p["confidence"] != "confirmed", p


def test_unproven_labels_out_of_their_columns_order_are_not_read():
    """Counts that do not stand under the rotated labels prove no column; where the labels' lines stand in an
    order other than their columns', read in that order every role would name another column's figures (and
    the parts add up in any order): the labels are blanked; nothing is confirmed but a reading that is right."""
    rng = random.Random(f"{SEED}-away")
    seen = 0
    while seen < 30:
        case = rotated_whole(rng)
        lines = case.text.split("\n")
        rows = [n for n, line in enumerate(lines) if line.startswith(("Cargo", "TOTAL")) or " R$ " in line]
        if not rows:
            continue
        moved = "\n".join(line.replace("   ", " " * 15, 1) if n in rows else line for n, line in enumerate(lines))
        relaid = stage.relay(moved)
        assert relaid.count("\n") == moved.count("\n")
        seen += 1
        for p in lint_text(moved)["positions"]:
            if p["confidence"] == "confirmed":
                assert any(fold(e.name) in fold(p["name"]) and e.vacancies == p["vacancies"] for e in case.entries), p
