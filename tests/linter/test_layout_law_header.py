"""A federal notice's header broken by a plain extraction, its negros' reserve labelled by the law that
makes it ("Reserva" / "Lei nº" / "12.990/2014"), its first line whole labels and a cut one ("Item Cargo
Campus/Unidade Nível de" / "Classificação"): `broken_header` joins it and the header vocabulary reads the
law's label as the negros' column (`header._NEGROS_LAW`).

The property test draws 250 random variants (tests/layout_law_header.py): every row with vacancies comes
back with its figures and a name holding its cargo and campus, and a confirmed row is right in every
figure. The hand-written case pins that only Lei 12.990 names the negros' column."""

from __future__ import annotations

import random

from layout_law_header import law_table
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.header import header_tokens
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _positions(text: str) -> list[dict]:
    return [q for q in lint_text(text)["positions"] if q.get("vacancies")]


def test_law_labelled_headers_broken_by_the_extraction_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-law-header")
    misread = 0
    for _ in range(VARIANTS):
        body, rows = law_table(rng)
        text = HEAD + "2.1. Quadro de vagas:\n" + body + "\n2.2. A reserva observa a Lei nº 12.990/2014." + TAIL
        positions = _positions(text)
        got = [(q["vacancies"], q["pcd_stated"] or 0, q["reserved_stated"] or 0) for q in positions]
        named = len(positions) == len(rows) and all(
            fold(name) in fold(q["name"]) for q, (name, *_) in zip(positions, rows)
        )
        for q, (_, total, pcd, negros) in zip(positions, rows):
            if q["confidence"] == "confirmed":
                assert (q["vacancies"], q["pcd_stated"] or 0, q["reserved_stated"] or 0) == (total, pcd, negros), text
        misread += got != [(total, pcd, negros) for _, total, pcd, negros in rows] or not named
    assert misread <= VARIANTS // 50, f"{misread}/{VARIANTS} misread"


def test_only_the_negros_law_names_the_negros_column():
    assert header_tokens(fold("Cargo Vagas Reserva Lei nº 12.990/2014 Reserva PcD")) == [
        "name",
        "vagas",
        "reserva",
        "negros",
        "reserva",
        "pcd",
    ]
    assert header_tokens(fold("Cargo Vagas Reserva Lei nº 13.146/2015 Reserva PcD")) is None
