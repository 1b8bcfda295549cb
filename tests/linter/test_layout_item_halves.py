"""A wide quadro printed across two pages, names on one and counts on the other, joined by the item number
(`tables/item_halves.py`).

The property test draws 250 random variants (tests/layout_item_halves.py): every row comes back named by its
names' half with its counts' half's figures, no position names anything else, and a confirmed row is right
in every figure. The hand-written cases pin what stays unjoined: halves whose items differ, and a name's
line below its row that does not visibly go on."""

from __future__ import annotations

import random

from layout_item_halves import item_halves_edital
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import item_halves
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _positions(text: str) -> list[dict]:
    return [q for q in lint_text(text)["positions"] if q.get("vacancies") is not None]


def test_the_halves_are_joined_in_their_variants():
    rng = random.Random(f"{SEED}-item-halves")
    misread = 0
    for _ in range(VARIANTS):
        body, rows = item_halves_edital(rng)
        text = HEAD + "2.1 O quadro de vagas está distribuído em duas folhas, unidas pela coluna Item:\n" + body + TAIL
        positions = _positions(text)
        for q in positions:
            if not q["vacancies"]:
                continue
            known = [row for row in rows if fold(row.name) == fold(q["name"])]
            assert known, (q["name"], text)  # no phantom, no name cut or joined wrong
            if q["confidence"] == "confirmed":
                row = known[0]
                assert (q["vacancies"], q["pcd_stated"] or 0, q["reserved_stated"]) == (
                    row.total,
                    row.pcd,
                    row.negros,
                ), text
        got = {(fold(q["name"]), q["vacancies"], q["reserved_stated"]) for q in positions}
        want = {(fold(row.name), row.total, row.negros) for row in rows}
        misread += got != want
    assert misread <= VARIANTS // 50, f"{misread}/{VARIANTS} misread"


_NAMES = """QUADRO I – FOLHA A
  Item   Cargo                        Especialidade
    1    Analista de Trânsito         Engenharia de Tráfego
    2    Agente de Trânsito           Fiscalização
"""
_COUNTS = """QUADRO I – FOLHA B
                 Vagas            Vagas           Vagas             Total de
  Item     ampla concorrência      PcD           a negros            vagas
    1             4                 –                1                 5
    2            22                 2                6                30
"""


def _relaid(text: str) -> list[str]:
    return [line.text for line in item_halves.relay(split_lines(text), text)]


def test_the_counts_half_is_named_by_the_names_half():
    text = _NAMES + "\n" + _COUNTS
    assert [line for line in _relaid(text) if line][-3:] == [
        "Cargo AC PcD Negros Total",
        "Analista de Trânsito – Engenharia de Tráfego 4 – 1 5",
        "Agente de Trânsito – Fiscalização 22 2 6 30",
    ]


def test_halves_whose_items_differ_or_whose_name_line_does_not_go_on_are_left_alone():
    for text in (
        _NAMES + "\n" + _COUNTS.replace("    2            22", "    3            22"),
        _NAMES.replace("Fiscalização\n", "Fiscalização\n                                 Veicular\n") + "\n" + _COUNTS,
    ):
        assert _relaid(text) == [line.text for line in split_lines(text)]
