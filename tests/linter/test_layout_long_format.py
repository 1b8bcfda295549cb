"""An open-data CSV in long format, a record per cargo and modalidade, re-laid a row per cargo
(`tables/long_format.py`).

The property test draws 250 random variants (tests/layout_long_format.py): every cargo with vacancies comes
back whole with its vacancies and its racial reserve (negros, or pretos e pardos, indígenas and
quilombolas together), no position names anything else (a modalidade, the cadastro), and a confirmed row
is right. The hand-written case pins what stays unread: one name for two cargos that differ in another
column, and a modalidade outside the vocabulary."""

from __future__ import annotations

import random

from layout_long_format import long_format_text
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import long_format
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_long_format_records_are_read_a_row_per_cargo_in_their_variants():
    rng = random.Random(f"{SEED}-long-format")
    misread = 0
    for _ in range(VARIANTS):
        body, cargos = long_format_text(rng)
        text = HEAD + "2.1 O quantitativo de vagas consta do conjunto de dados abaixo.\n\n" + body + TAIL
        positions = [q for q in lint_text(text)["positions"] if q.get("vacancies")]
        for q in positions:
            known = [c for c in cargos if fold(c.name) == fold(q["name"])]
            assert known, (q["name"], text)
            if q["confidence"] == "confirmed":
                assert (q["vacancies"], q["reserved_stated"]) == (known[0].total, known[0].reserved), text
        got = {(fold(q["name"]), q["vacancies"], q["reserved_stated"]) for q in positions}
        want = {(fold(c.name), c.total, c.reserved) for c in cargos if c.total}
        misread += got != want
    assert misread <= VARIANTS // 50, f"{misread}/{VARIANTS} misread"


_CSV = (
    "cargo,campus,modalidade,quantidade\n"
    "Pedagogo,Norte,Ampla concorrência,3\n"
    "Pedagogo,Norte,Negros,1\n"
    "Contador,Norte,Ampla concorrência,2\n"
    "Contador,Norte,Negros,0\n"
)


def _relaid(text: str) -> list[str]:
    return [line.text for line in long_format.relay(split_lines(text), text)]


def test_a_row_per_cargo_only_where_every_record_is_proven():
    assert _relaid(_CSV)[:3] == ["Cargo AC Negros", "Pedagogo 3 1", "Contador 2 0"]
    for text in (
        _CSV + "Pedagogo,Sul,Ampla concorrência,2\n",  # which Pedagogo is which is not said
        _CSV.replace("Contador,Norte,Negros", "Contador,Norte,Sub judice"),
    ):
        assert _relaid(text) == [line.text for line in split_lines(text)]
