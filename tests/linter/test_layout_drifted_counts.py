"""Count cells printed right of their labels, the last count column's cells jutting into the next text
column's label from its left (`tables/layout_grid._in_text`): the counts stack under the count columns
in the header's order, the text column's own cell standing right of them on each row.

The property test draws 250 random variants (tests/layout_drifted_counts.py): every row comes back with
its figures and its whole name, and a confirmed row is right in every figure. The hand-written case pins
what stays unread: a count under a text label with no cell of that column right of it."""

from __future__ import annotations

import random

from layout_drifted_counts import drifted_table
from layout_render import HEAD, TAIL, random_table

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import layout_grid
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _positions(text: str) -> list[dict]:
    return [q for q in lint_text(text)["positions"] if q.get("vacancies")]


def _edital(body: str) -> str:
    return HEAD + "2.1 Os cargos e as vagas são os da tabela a seguir:\n" + body + TAIL


def test_drifted_counts_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-drifted-counts")
    misread = 0
    for _ in range(VARIANTS):
        table = random_table(rng)
        text = _edital(drifted_table(table, rng))
        positions = _positions(text)
        got = [(q["vacancies"], q["pcd_stated"] or 0, q["reserved_stated"]) for q in positions]
        named = len(positions) == len(table.rows) and all(
            fold(row.name) in fold(q["name"]) for q, row in zip(positions, table.rows)
        )
        for q, row in zip(positions, table.rows):
            if q["confidence"] == "confirmed":
                assert (q["vacancies"], q["pcd_stated"] or 0, q["reserved_stated"]) == (
                    row.total,
                    row.pcd,
                    row.negros,
                ), text
        misread += got != [(row.total, row.pcd, row.negros) for row in table.rows] or not named
    assert misread <= VARIANTS // 50, f"{misread}/{VARIANTS} misread"


_HEADER = [
    "                                         Total   Vagas   Vagas",
    " Cód.    Cargo                            de     PcD*   Afro**  Jornada      Vencimento",
    "                                        vagas",
    "",
]


def test_a_count_jutting_into_a_text_label_is_read_only_beside_that_columns_own_cell():
    rows = [
        " 101     Agente de Organização Escolar           08     01     02  40h      R$ 2.104,77",
        " 102     Auxiliar de Desenvolvimento Infantil    12     01     03  40h      R$ 2.356,10",
    ]
    positions = _positions(_edital("\n".join([*_HEADER, *rows])))
    assert [(q["name"], q["vacancies"], q["pcd_stated"], q["reserved_stated"]) for q in positions] == [
        ("Agente de Organização Escolar", 8, 1, 2),
        ("Auxiliar de Desenvolvimento Infantil", 12, 1, 3),
    ]
    # no jornada cell right of the jutting count: it may be the jornada itself, so the grid is not laid
    alone = [row.replace("  40h", "     ") for row in rows]
    text = _edital("\n".join([*_HEADER, *alone]))
    assert [line.text for line in layout_grid.relay(split_lines(text), text)] == [
        line.text for line in split_lines(text)
    ]
