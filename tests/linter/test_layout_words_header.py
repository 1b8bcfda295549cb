"""Property test: the quadros of `tests/layout_words_header.py` (`tables/broken_header.py`, rows whose counts
carry their words) are never misread: no phantom, nothing confirmed (no ampla concorrência column proves a
row), and nine rows in ten at least read with their vacancies and their stated reserve for negros. Not
every row yet: the joined header's "VAGAS" before "PcD*" and "NEGROS**" is taken for a label spanning
them beside "TOTAL DE VAGAS", a column too many, and a last row of a total alone ("02 (duas) – –") is
at times not read (docs/linter.md, "Known limits")."""

from __future__ import annotations

import random

from layout_words_header import words_quadro

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from tests.linter.test_reader_classes import _same_reserve

SEED = 20261205
VARIANTS = 200


def test_words_quadros_are_never_misread_and_mostly_read():
    rng = random.Random(f"{SEED}-words_quadro")
    read = entries = 0
    for _ in range(VARIANTS):
        case = words_quadro(rng)
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        for p in positions:
            assert any(fold(e.name) in fold(p["name"]) for e in case.entries), (p["name"], case.text)
            assert p["confidence"] != "confirmed", (p, case.text)
        for e in case.entries:
            entries += 1
            read += any(
                fold(e.name) in fold(p["name"])
                and p["vacancies"] == e.vacancies
                and _same_reserve(p["reserved_stated"], e.negros)
                for p in positions
            )
    assert read >= 0.9 * entries, (read, entries)
